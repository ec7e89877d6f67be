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
