//! Relative ranks: in each suit only the order of the cards still out matters, not which
//! cards were played before. The transposition table keys positions by the owners of the
//! cards still out, packed down to their relative ranks (16 bits per suit).

use super::bits::ones;

/// `LO[m][x]`: the bits of `x` at the set positions of `m`, packed down (7-bit `m`, `x`).
static LO: [[u8; 128]; 128] = compress_table::<128>();
/// The same for the upper 6 bits of a 13-bit suit.
static HI: [[u8; 64]; 64] = compress_table::<64>();

const fn compress_table<const N: usize>() -> [[u8; N]; N] {
    let mut t = [[0u8; N]; N];
    let mut m = 0;
    while m < N {
        let mut x = 0;
        while x < N {
            let (mut out, mut k, mut bit) = (0u8, 0u32, 0);
            while bit < 8 {
                if m & (1 << bit) != 0 {
                    if x & (1 << bit) != 0 {
                        out |= 1 << k;
                    }
                    k += 1;
                }
                bit += 1;
            }
            t[m][x] = out;
            x += 1;
        }
        m += 1;
    }
    t
}

/// `SELECT[m][i]`: the position of the `i`-th lowest set bit of the 7-bit `m` (8 if none).
static SELECT: [[u8; 8]; 128] = select_table();

const fn select_table() -> [[u8; 8]; 128] {
    let mut t = [[8u8; 8]; 128];
    let mut m = 0;
    while m < 128 {
        let (mut bit, mut k) = (0, 0);
        while bit < 7 {
            if m & (1 << bit) != 0 {
                t[m][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        m += 1;
    }
    t
}

/// The position of the `i`-th lowest set bit of a 13-bit `m` that has more than `i` bits.
#[inline]
pub(super) fn select(m: u32, i: u32) -> u32 {
    let lo = m & 127;
    let n = ones(lo);
    if i < n {
        SELECT[lo as usize][i as usize] as u32
    } else {
        7 + SELECT[(m >> 7) as usize & 127][(i - n) as usize] as u32
    }
}

/// The ranks of `x` among the ranks `m` of one suit (13-bit masks, rank 2 at bit 0), packed:
/// bit `i` of the result is set when the `i`-th lowest card of `m` is in `x`.
#[inline]
fn compress(x: u32, m: u32) -> u32 {
    let lo = LO[(m & 127) as usize][(x & 127) as usize] as u32;
    let hi = HI[((m >> 7) & 63) as usize][((x >> 7) & 63) as usize] as u32;
    lo | (hi << ones(m & 127))
}

/// The 13 ranks of suit `s` of a hand bitset (rank 2 at bit 0).
#[inline]
pub(super) fn lane(cards: u64, s: usize) -> u32 {
    ((cards >> (16 * s + 2)) & 0x1fff) as u32
}

/// The owner `planes` (hand bitsets) in relative ranks: per suit, the bits at the cards still
/// out (`live`) packed down, 16 bits per suit. Where the processor has BMI2 (checked at run
/// time, so that one binary runs anywhere), `pext` packs a suit in one instruction instead of
/// two table lookups.
#[inline]
pub(super) fn owners(live: u64, planes: [u64; 2]) -> [u64; 2] {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("bmi2") {
        // SAFETY: the processor has BMI2, checked just above.
        return unsafe { owners_by_pext(live, planes) };
    }
    owners_by_table(live, planes)
}

#[inline]
fn owners_by_table(live: u64, planes: [u64; 2]) -> [u64; 2] {
    let mut own = [0u64; 2];
    for s in 0..4 {
        let m = lane(live, s);
        for (o, p) in own.iter_mut().zip(planes) {
            *o |= (compress(lane(p, s), m) as u64) << (16 * s);
        }
    }
    own
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
fn owners_by_pext(live: u64, planes: [u64; 2]) -> [u64; 2] {
    use std::arch::x86_64::_pext_u64;
    let mut own = [0u64; 2];
    for s in 0..4 {
        let m = live & (0xffff << (16 * s));
        for (o, p) in own.iter_mut().zip(planes) {
            *o |= _pext_u64(p, m) << (16 * s);
        }
    }
    own
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Packing by the table equals packing bit by bit, for every 13-bit suit tried.
    #[test]
    fn compress_matches_a_plain_loop() {
        let plain = |x: u32, m: u32| {
            let (mut out, mut k) = (0, 0);
            for b in 0..13 {
                if m & (1 << b) != 0 {
                    if x & (1 << b) != 0 {
                        out |= 1 << k;
                    }
                    k += 1;
                }
            }
            out
        };
        let mut next = crate::bridge::dd::testing::words(12345);
        for _ in 0..20_000 {
            let m = next() as u32 & 0x1fff;
            let x = next() as u32 & m;
            assert_eq!(compress(x, m), plain(x, m), "x={x:b} m={m:b}");
        }
    }

    /// Packing the owners with `pext` (where the processor has it) equals packing by table.
    #[test]
    fn owners_by_pext_match_the_tables() {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("bmi2") {
            let mut next = crate::bridge::dd::testing::words(0x0123_4567_89ab_cdef);
            for _ in 0..20_000 {
                let live = next() & 0x7ffc_7ffc_7ffc_7ffc;
                let planes = [live & next(), live & next()];
                // SAFETY: the processor has BMI2, checked above.
                let by_pext = unsafe { owners_by_pext(live, planes) };
                assert_eq!(by_pext, owners_by_table(live, planes), "live {live:x}");
            }
        }
    }

    /// Selecting the i-th lowest bit by table equals clearing the i lowest bits one by one.
    #[test]
    fn select_matches_a_plain_loop() {
        for m in 1..(1u32 << 13) {
            let mut rest = m;
            for i in 0..m.count_ones() {
                assert_eq!(select(m, i), rest.trailing_zeros(), "m={m:b} i={i}");
                rest &= rest - 1;
            }
        }
    }
}
