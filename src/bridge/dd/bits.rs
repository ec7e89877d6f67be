//! Bit helpers on the solver's card sets. A hand is a `u64` with 16 bits per suit (spades
//! first), a card its bit index (16 × suit + rank, ranks 2..=14); one suit of a hand is a
//! `u32` of ranks.

/// The ranks of one suit held by a hand.
#[inline]
pub(super) fn suit_of(hand: u64, suit: usize) -> u32 {
    ((hand >> (16 * suit)) & 0xffff) as u32
}

/// `ONES[x]`: the set bits of a byte.
static ONES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut x = 0;
    while x < 256 {
        t[x] = (x as u32).count_ones() as u8;
        x += 1;
    }
    t
};

/// The set bits of a suit mask (below 2^16). Without a popcount instruction (x86-64 builds
/// for the baseline CPU) `count_ones` is a dozen arithmetic steps, two byte lookups are
/// cheaper; wasm has the instruction.
#[inline]
pub(super) fn ones(x: u32) -> u32 {
    debug_assert!(x < 1 << 16);
    if cfg!(any(target_feature = "popcnt", target_arch = "wasm32")) {
        x.count_ones()
    } else {
        (ONES[(x & 0xff) as usize] + ONES[(x >> 8 & 0xff) as usize]) as u32
    }
}

/// The highest set bit of a non-empty suit mask (its highest rank).
#[inline]
pub(super) fn high_bit(x: u32) -> u32 {
    31 - x.leading_zeros()
}

/// The `n` highest cards of `held` (ranks of one suit).
#[inline]
pub(super) fn top_n(mut held: u32, n: u32) -> u32 {
    if n >= ones(held) {
        return held;
    }
    let mut out = 0;
    for _ in 0..n {
        let b = 1 << high_bit(held);
        out |= b;
        held &= !b;
    }
    out
}
