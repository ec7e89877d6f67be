//! The transposition table: bounds on North-South's tricks for positions at the start of a
//! trick, keyed on the remaining cards in relative ranks, so that positions that differ only
//! in which small cards are already gone share an entry. Entries stay true for every deal and
//! strain (the trump and the leader are in the key), so the table is kept across solves.

/// One stored position: the full key, lower and upper bound of NS's tricks, and the number of
/// tricks left (0 marks an empty slot; deeper entries are kept in preference).
#[derive(Clone, Copy, Default)]
struct Entry {
    key: [u64; 2],
    lower: u8,
    upper: u8,
    tricks_left: u8,
}

/// Slots per bucket: a new entry replaces the shallowest of them.
const BUCKET: usize = 4;

/// A fixed-size table of bounds.
pub(super) struct Tt {
    entries: Vec<Entry>,
    mask: usize,
}

/// Bytes of one entry, for sizing the table.
pub(super) const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

impl Tt {
    /// A table using at most `bytes` bytes (at least one bucket).
    pub fn new(bytes: usize) -> Tt {
        let want = (bytes / ENTRY_BYTES / BUCKET).max(1);
        let buckets = if want.is_power_of_two() {
            want
        } else {
            want.next_power_of_two() / 2
        };
        Tt {
            entries: vec![Entry::default(); buckets * BUCKET],
            mask: buckets - 1,
        }
    }

    /// Empties the table (it is always correct to keep it; this frees the slots).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    fn bucket(&self, key: [u64; 2]) -> usize {
        let h = (key[0] ^ key[1].rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        ((h >> 32) as usize & self.mask) * BUCKET
    }

    /// The stored `(lower, upper)` bounds for a key.
    pub fn get(&self, key: [u64; 2]) -> Option<(u8, u8)> {
        let b = self.bucket(key);
        self.entries[b..b + BUCKET]
            .iter()
            .find(|e| e.tricks_left != 0 && e.key == key)
            .map(|e| (e.lower, e.upper))
    }

    /// Tightens the bounds stored for a key, adding it if needed.
    pub fn store(&mut self, key: [u64; 2], tricks_left: u8, lower: u8, upper: u8) {
        let b = self.bucket(key);
        let slots = &mut self.entries[b..b + BUCKET];
        if let Some(e) = slots
            .iter_mut()
            .find(|e| e.tricks_left != 0 && e.key == key)
        {
            e.lower = e.lower.max(lower);
            e.upper = e.upper.min(upper);
            return;
        }
        let victim = slots
            .iter_mut()
            .min_by_key(|e| e.tricks_left)
            .expect("a bucket is never empty");
        *victim = Entry {
            key,
            lower,
            upper,
            tricks_left,
        };
    }
}
