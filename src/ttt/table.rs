//! The hash map behind the transposition tables, keyed by the two players' stone sets.
//!
//! The standard library's default hasher resists hash flooding, which a search over its own
//! positions does not need, and it is a large share of a node's cost. This one multiplies and
//! mixes the two words, which spreads board keys well enough for a table.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A transposition table: position key (X's stones, O's stones) to `V`.
pub(crate) type Table<V> = HashMap<(u64, u64), V, BuildHasherDefault<KeyHasher>>;

/// A multiply-and-rotate hasher for `u64` words.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(29) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 32)
    }
}

/// Whether a stored value is exact or a bound, as alpha-beta found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The true value is at least the stored one.
    Lower,
    /// The true value is at most the stored one.
    Upper,
}

impl Bound {
    /// What a search of window (`alpha`, `beta`) that returned `value` proved.
    pub(crate) fn of(value: i32, alpha: i32, beta: i32) -> Bound {
        if value <= alpha {
            Bound::Upper
        } else if value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }

    /// Uses a stored `value` of this kind on the window (`alpha`, `beta`): `Err(value)` when
    /// it settles the node outright, else the narrowed window.
    pub(crate) fn narrow(self, value: i32, alpha: i32, beta: i32) -> Result<(i32, i32), i32> {
        let (alpha, beta) = match self {
            Bound::Exact => return Err(value),
            Bound::Lower => (alpha.max(value), beta),
            Bound::Upper => (alpha, beta.min(value)),
        };
        if alpha >= beta {
            Err(value)
        } else {
            Ok((alpha, beta))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Bound;

    #[test]
    fn a_bound_settles_or_narrows_the_window() {
        assert_eq!(Bound::of(-5, -5, 5), Bound::Upper);
        assert_eq!(Bound::of(5, -5, 5), Bound::Lower);
        assert_eq!(Bound::of(0, -5, 5), Bound::Exact);
        assert_eq!(Bound::Exact.narrow(3, -5, 5), Err(3));
        assert_eq!(Bound::Lower.narrow(3, -5, 5), Ok((3, 5)));
        assert_eq!(Bound::Upper.narrow(3, -5, 5), Ok((-5, 3)));
        assert_eq!(Bound::Lower.narrow(7, -5, 5), Err(7));
        assert_eq!(Bound::Upper.narrow(-7, -5, 5), Err(-7));
    }
}
