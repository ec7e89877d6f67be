//! The transposition table, with partition search: a bound found for one position holds for
//! every position that shares its suit lengths (per hand), leader and trump and in which the
//! cards that mattered — the top `n` cards of each suit, down to the lowest card that won a
//! trick by rank in the proof — belong to the same hands. An entry stores that pattern
//! (owners of the top `n` cards per suit, in relative ranks), so one entry answers for many
//! positions. Entries would stay true for every deal, but bounds from probes with other
//! targets were measured to slow later probes down (their large patterns make new entries
//! too specific), so each probe starts a new generation, in O(1); the allocation is reused.
//!
//! Layout: a hash index from shape to a chain of pattern entries, newest first, in a pool of
//! fixed size. When the pool is full everything is dropped at once (cheap, and the memory
//! stays bounded).

/// The part of a position the table looks at, computed once per trick start.
pub(super) struct Shape {
    /// Suit lengths of the hands (4 bits each) and the leader.
    pub key: u64,
    /// 0..=3 a trump suit, 4 no-trump.
    pub trump: u8,
    /// Per suit: owners of its remaining cards from the top down, two bits each.
    pub owners: [u32; 4],
    /// Per suit: number of remaining cards.
    pub len: [u8; 4],
}

/// One stored bound: NS take at least (`lower`) or at most (`!lower`) `value` tricks in every
/// position matching the pattern.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// Owners of the top `n[s]` cards of each suit.
    top: [u32; 4],
    n: [u8; 4],
    value: u8,
    lower: bool,
    /// The next entry of the same shape (`NONE` ends the chain).
    next: u32,
}

/// A shape's slot in the index.
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    /// `trump + 1`; 0 marks a free slot.
    tag: u8,
    head: u32,
    /// The generation that wrote it: slots of older generations count as free.
    generation: u32,
}

const NONE: u32 = u32::MAX;

/// Longest chain walked on a probe: older patterns beyond it are not consulted.
const MAX_WALK: usize = 256;

/// A fixed-size table of bounds.
pub(super) struct Tt {
    slots: Vec<Slot>,
    slot_mask: usize,
    pool: Vec<Entry>,
    capacity: usize,
    generation: u32,
}

impl Tt {
    /// A table using at most about `bytes` bytes.
    pub fn new(bytes: usize) -> Tt {
        let slot_bytes = bytes / 4;
        let want = (slot_bytes / std::mem::size_of::<Slot>()).max(16);
        let slots = if want.is_power_of_two() {
            want
        } else {
            want.next_power_of_two() / 2
        };
        let capacity = ((bytes - bytes / 4) / std::mem::size_of::<Entry>()).max(16);
        Tt {
            slots: vec![Slot::default(); slots],
            slot_mask: slots - 1,
            // Reserved once so that growing never overshoots the cap.
            pool: Vec::with_capacity(capacity),
            capacity,
            generation: 1,
        }
    }

    /// Empties the table in O(1): older slots are ignored from now on.
    pub fn new_generation(&mut self) {
        self.pool.clear();
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.fill(Slot::default());
            self.generation = 1;
        }
    }

    /// The index slot of a shape: its own, or the free one where it would go, or `None` when
    /// the probe sequence is full.
    fn find(&self, s: &Shape) -> Option<usize> {
        let h = (s.key ^ ((s.trump as u64) << 62)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut i = (h >> 20) as usize & self.slot_mask;
        for _ in 0..16 {
            let slot = &self.slots[i];
            if slot.tag == 0
                || slot.generation != self.generation
                || (slot.key == s.key && slot.tag == s.trump + 1)
            {
                return Some(i);
            }
            i = (i + 1) & self.slot_mask;
        }
        None
    }

    /// Whether a stored bound decides "NS take at least `target`" for the position: the
    /// answer and the pattern sizes it relies on. Among deciding entries the most general
    /// pattern (fewest cards) is taken, so results built on it stay general too.
    pub fn probe(&self, s: &Shape, target: u8) -> Option<(bool, [u8; 4])> {
        let i = self.find(s)?;
        if self.slots[i].tag == 0 || self.slots[i].generation != self.generation {
            return None;
        }
        let mut best: Option<(bool, [u8; 4])> = None;
        let mut best_size = u32::MAX;
        let mut e = self.slots[i].head;
        let mut walked = 0;
        while e != NONE && walked < MAX_WALK {
            let entry = &self.pool[e as usize];
            walked += 1;
            e = entry.next;
            let decides = if entry.lower {
                entry.value >= target
            } else {
                entry.value < target
            };
            let size: u32 = entry.n.iter().map(|&x| x as u32).sum();
            if !decides || size >= best_size {
                continue;
            }
            let matches = (0..4).all(|k| {
                let shift = 2 * (s.len[k] - entry.n[k]) as u32;
                s.owners[k].checked_shr(shift).unwrap_or(0) == entry.top[k]
            });
            if matches {
                best = Some((entry.lower, entry.n));
                best_size = size;
            }
        }
        best
    }

    /// Stores a bound for all positions matching the top `n[s]` cards of each suit.
    pub fn store(&mut self, s: &Shape, n: [u8; 4], lower: bool, value: u8) {
        if self.pool.len() >= self.capacity {
            self.new_generation();
        }
        let Some(i) = self.find(s) else {
            return;
        };
        let mut top = [0u32; 4];
        for k in 0..4 {
            let shift = 2 * (s.len[k] - n[k]) as u32;
            top[k] = s.owners[k].checked_shr(shift).unwrap_or(0);
        }
        // The same pattern stored before: tighten it in place.
        let mut e = self.slots[i].head;
        let mut walked = 0;
        let fresh = self.slots[i].tag == 0 || self.slots[i].generation != self.generation;
        while !fresh && e != NONE && walked < MAX_WALK {
            let entry = &mut self.pool[e as usize];
            if entry.lower == lower && entry.n == n && entry.top == top {
                entry.value = if lower {
                    entry.value.max(value)
                } else {
                    entry.value.min(value)
                };
                return;
            }
            walked += 1;
            e = entry.next;
        }
        let generation = self.generation;
        let slot = &mut self.slots[i];
        if fresh {
            *slot = Slot {
                key: s.key,
                tag: s.trump + 1,
                head: NONE,
                generation,
            };
        }
        let head = slot.head;
        slot.head = self.pool.len() as u32;
        self.pool.push(Entry {
            top,
            n,
            value,
            lower,
            next: head,
        });
    }
}
