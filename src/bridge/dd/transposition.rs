//! The transposition table, with partition search.
//!
//! A position at the start of a trick is seen in *relative ranks*: in each suit only the order
//! of the cards still out matters, not which cards were played before. A search result is a
//! bound on North-South's tricks ("at least" or "at most" so many of those left), and its proof
//! relied only on some cards: the ones that won a trick by rank (and cards the cut-offs looked
//! at). So a bound holds for every position with the same leader, trump and suit lengths of
//! every hand in which, in each suit, the cards from the top down to the lowest card that
//! mattered belong to the same hands. An entry stores exactly that pattern, so one entry
//! answers for many positions — of the same deal after other plays, and of other deals
//! (sampled hands in Monte-Carlo play share almost everything).
//!
//! Entries are never invalidated by a new target: each test of an MTD(f)-style driver adds
//! bounds, the newest first. Each entry also remembers the best lead found, which
//! orders the moves of the next probe.
//!
//! Layout: an open-addressed index from the shape (lengths, leader, trump) to a chain of
//! blocks of pattern entries, newest first, in a pool of fixed capacity allocated once. The
//! pool is two rings, one for positions high in the tree and one for the rest: when a ring is
//! full its oldest block is overwritten, so a long search keeps its recent results instead of
//! losing all of them at once (emptying a full table made the hardest deals search several
//! times the nodes they need; see `docs/dd-solver.md`). Links name a block's ring,
//! place and lap, so a link to an overwritten block is seen to be stale.

use super::bits::ones;
use super::relative::{lane, owners, select};

/// A position at the start of a trick as the table sees it.
pub(super) struct Key {
    /// Suit lengths of every hand (West's clubs follow from the others) and the leader.
    shape: u64,
    trump: u8,
    /// The owners of the cards still out, in relative ranks (16 bits per suit), as two bit
    /// planes: the cards of East or West, and those of South or West. Two words name every
    /// owner, so a match costs two comparisons.
    own: [u64; 2],
    /// The cards still out, per suit (13-bit lanes in a hand bitset layout).
    live: u64,
    /// Tricks left.
    left: u8,
}

/// One card of `suit` in `seat`'s hand, in the suit lengths of a key's shape: four bits per
/// hand and suit, except West's clubs, which follow from the others.
#[inline]
pub(super) fn length_unit(seat: usize, suit: usize) -> u64 {
    let i = 4 * seat + suit;
    // Without a branch: which card a search plays next is unpredictable.
    ((i != 15) as u64) << (4 * i)
}

/// A key's shape: the suit `lengths` (as [`lengths`]) and the leader, in the four bits West's
/// clubs leave free.
#[inline]
fn shape_of(lengths: u64, leader: usize) -> u64 {
    lengths | (leader as u64) << 60
}

/// The suit lengths of all hands, as the search keeps them up to date card by card.
pub(super) fn lengths(hands: &[u64; 4]) -> u64 {
    let mut shape = 0;
    for (seat, h) in hands.iter().enumerate() {
        for suit in 0..4 {
            shape += ones(lane(*h, suit)) as u64 * length_unit(seat, suit);
        }
    }
    shape
}

impl Key {
    /// The key of a position with `leader` on lead; `lengths` as from [`lengths`].
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn new(hands: &[u64; 4], lengths: u64, leader: usize, trump: usize, left: i32) -> Key {
        let live = hands[0] | hands[1] | hands[2] | hands[3];
        let shape = shape_of(lengths, leader);
        let planes = [hands[1] | hands[3], hands[2] | hands[3]];
        Key {
            shape,
            trump: trump as u8,
            own: owners(live, planes),
            live,
            left: left as u8,
        }
    }

    /// The pattern mask (relative positions, 16 bits per suit) of the cards that matter when
    /// `cards` (absolute, a hand bitset) are the lowest that mattered in their suits: in each
    /// suit everything from the top down to the lowest of them.
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn mask_of(&self, cards: u64) -> u64 {
        let mut mask = 0u64;
        for s in 0..4 {
            let m = lane(self.live, s);
            let c = lane(cards, s) & m;
            if c == 0 {
                continue;
            }
            let below = ones(m & ((c & c.wrapping_neg()) - 1));
            let n = ones(m);
            let bits = ((1u32 << n) - 1) & !((1u32 << below) - 1);
            mask |= (bits as u64) << (16 * s);
        }
        mask
    }

    /// The absolute cards that a pattern mask stands for: per suit the lowest fixed card
    /// (everything above it is implied).
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn cards_of(&self, mask: u64) -> u64 {
        let mut cards = 0u64;
        for s in 0..4 {
            let bits = ((mask >> (16 * s)) & 0xffff) as u32;
            if bits != 0 {
                let rank = select(lane(self.live, s), bits.trailing_zeros());
                cards |= 1u64 << (16 * s as u32 + 2 + rank);
            }
        }
        cards
    }

    /// A card (bit index) as a suit and relative position, for remembering a best move.
    pub fn relative(&self, card: u32) -> u8 {
        let s = (card / 16) as usize;
        let m = lane(self.live, s);
        let below = ones(m & ((1u32 << (card % 16 - 2)) - 1));
        ((s as u8) << 4) | below as u8
    }

    /// The card (bit index) at a suit and relative position.
    pub fn absolute(&self, rel: u8) -> Option<u32> {
        let s = (rel >> 4) as usize;
        let mut m = lane(self.live, s);
        for _ in 0..(rel & 15) {
            m &= m.wrapping_sub(1);
        }
        (m != 0).then(|| 16 * s as u32 + 2 + m.trailing_zeros())
    }

    /// The entries of a block this position fits, as a bitmap (bit `i` for entry `i`).
    /// Computed for every entry without branching: whether an entry matches is
    /// unpredictable, and a straight loop over separate arrays compiles to vector code.
    #[inline(always)] // A per-node call of the search: see `search`.
    fn matches(&self, b: &Block) -> u32 {
        let mut hits = 0u32;
        for i in 0..BLOCK {
            let m = b.mask[i];
            let hit = ((self.own[0] & m) == b.own[0][i]) & ((self.own[1] & m) == b.own[1][i]);
            hits |= (hit as u32) << i;
        }
        hits & ((1u32 << b.len) - 1)
    }
}

/// Starts loading the cache line holding `item` (a hint with no effect on the result; none
/// where the target has no such instruction).
#[inline(always)] // A per-node call of the search: see `search`.
fn prefetch<T>(item: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch only hints the cache; it never faults, whatever the address.
    unsafe {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((item as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = item;
}

/// Entries per block: sixteen rather than eight halves the blocks chased on a walk.
const BLOCK: usize = 16;

/// Up to [`BLOCK`] entries of one shape, stored together so that a probe reads them from a
/// few cache lines instead of chasing one pointer per entry. An entry holds bounds on
/// North-South's tricks for every position matching its pattern; the newest is last.
///
/// Laid out in cache lines with what a probe reads first (whether the block is still the one
/// a link names, how many entries it holds, the next block) at the start: a probe's first
/// read of a block is nearly always a cache miss, and with these fields at the end the probe
/// waited for a second line before the entries themselves were read.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Block {
    /// Entries in use.
    len: u8,
    /// The lap of the ring in which the block was written.
    lap: u32,
    /// The next (older) block of the same shape.
    next: Link,
    lower: [u8; BLOCK],
    upper: [u8; BLOCK],
    /// The best lead found (suit << 4 | relative position), `NO_MOVE` if none.
    best: [u8; BLOCK],
    /// The relative positions that must match (16 bits per suit, top-aligned runs).
    mask: [u64; BLOCK],
    /// The owners of those positions: each plane of the key within `mask`.
    own: [[u64; BLOCK]; 2],
}

/// A block's place in the pool and the lap of the ring it was written in: the link is stale
/// once the ring has come round and written another block there.
#[derive(Clone, Copy, Default)]
struct Link {
    at: u32,
    lap: u32,
}

/// Links nowhere (ends a chain).
const END: Link = Link {
    at: u32::MAX,
    lap: 0,
};

impl Link {
    /// The ring the block lies in: 1 for positions high in the tree.
    fn ring(self) -> usize {
        (self.at >> 31) as usize
    }

    /// The block's place in its ring.
    fn place(self) -> usize {
        (self.at & !HIGH) as usize
    }
}

const NO_MOVE: u8 = 0xff;

/// A shape's slot in the index.
#[derive(Clone, Copy, Default)]
struct Slot {
    shape: u64,
    /// `trump + 1`; 0 marks a free slot.
    tag: u8,
    /// The table's generation when the slot was filled: a slot of an older one is free.
    generation: u16,
    head: Link,
}

/// Most blocks walked on a probe: older patterns beyond them are not consulted. Longer walks
/// find few more answers for their cost (see `docs/dd-solver.md`).
const MAX_BLOCKS: usize = 32;

/// Index slots tried for a shape before the index counts as full there.
const PROBES: usize = 16;

/// What the table knows about a position.
pub(super) enum Probe {
    /// The answer to "NS take at least the target?", the bound that proves it (at least so
    /// many when reached, at most so many when not), and the pattern mask it rests on.
    Cut(bool, u8, u64),
    /// No answer: the best lead of a matching entry, if any (relative), and the index slot
    /// holding the shape, if any, for the store that follows the search.
    Miss(Option<u8>, Option<usize>),
}

/// A fixed-size table of bounds.
pub(super) struct TranspositionTable {
    slots: Vec<Slot>,
    slot_mask: usize,
    /// Bumped by [`TranspositionTable::clear`], so that clearing need not touch the index.
    generation: u16,
    /// The blocks of positions with fewer than [`HIGH_FROM`] tricks left, and those of the
    /// others (the top bit of a link's place tells which).
    rings: [Ring; 2],
}

/// From this many tricks left a position's entries go to a ring of their own. Positions low in
/// the tree bring most blocks and are cheap to search again; in a single ring they push out
/// the few dear ones from high up.
const HIGH_FROM: u8 = 8;

/// The share of the pool's blocks given to the ring of positions high in the tree.
const HIGH_SHARE: f64 = 0.2;

/// Marks a link into the ring of positions high in the tree.
const HIGH: u32 = 1 << 31;

/// A pool of blocks used as a ring: when full, the oldest block is overwritten.
struct Ring {
    blocks: Vec<Block>,
    capacity: usize,
    /// Where the next block goes, and the ring's lap (never reused, so that no link made
    /// before a clear can look fresh).
    next_at: u32,
    lap: u32,
}

impl Ring {
    fn new(capacity: usize) -> Ring {
        Ring {
            // Reserved once so that growing never overshoots the cap.
            blocks: Vec::with_capacity(capacity),
            capacity,
            next_at: 0,
            lap: 0,
        }
    }

    fn clear(&mut self) {
        self.blocks.clear();
        self.next_at = 0;
        self.lap = self.lap.wrapping_add(1);
    }

    /// How many blocks were written after the one at `at` of lap `lap`.
    fn age(&self, at: u32, lap: u32) -> usize {
        let laps = self.lap.wrapping_sub(lap) as usize;
        laps * self.capacity + self.next_at as usize - at as usize
    }

    /// Writes `block` at the ring's next place; returns the place and lap.
    fn put(&mut self, mut block: Block) -> (u32, u32) {
        let at = self.next_at;
        block.lap = self.lap;
        match self.blocks.get_mut(at as usize) {
            Some(old) => *old = block,
            None => self.blocks.push(block),
        }
        let lap = self.lap;
        self.next_at += 1;
        if self.next_at as usize == self.capacity {
            self.next_at = 0;
            self.lap = self.lap.wrapping_add(1);
        }
        (at, lap)
    }
}

impl TranspositionTable {
    /// A table using at most about `bytes` bytes.
    pub fn new(bytes: usize) -> TranspositionTable {
        // Every shape takes at least one block, and most shapes just one, so the index has
        // about as many slots as the pool has blocks: with half as many the index filled up on
        // the hardest deals, and each time the table was emptied.
        let want = (bytes / std::mem::size_of::<Block>()).max(16);
        let slots = if want.is_power_of_two() {
            want
        } else {
            want.next_power_of_two() / 2
        };
        let rest = bytes.saturating_sub(slots * std::mem::size_of::<Slot>());
        let capacity = (rest / std::mem::size_of::<Block>()).max(32);
        let high = (capacity as f64 * HIGH_SHARE) as usize;
        TranspositionTable {
            slots: vec![Slot::default(); slots],
            slot_mask: slots - 1,
            generation: 1,
            rings: [Ring::new(capacity - high), Ring::new(high)],
        }
    }

    /// Asks the processor to start loading the index slot where a probe of the position with
    /// these suit `lengths` (as [`lengths`]), `leader` and `trump` will begin, so that the
    /// sure-trick counts computed before the probe overlap the memory's latency: the slot is
    /// seldom in the cache, and waiting for it was most of the index search's time.
    #[inline]
    pub fn prefetch(&self, lengths: u64, leader: usize, trump: usize) {
        let home = self.home_of(shape_of(lengths, leader), trump as u8);
        prefetch(&self.slots[home]);
    }

    /// Drops every entry.
    pub fn clear(&mut self) {
        self.rings.iter_mut().for_each(Ring::clear);
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Slots of the generation about to come back must not look filled.
            self.slots.fill(Slot::default());
            self.generation = 1;
        }
    }

    fn is_free(&self, slot: &Slot) -> bool {
        slot.tag == 0 || slot.generation != self.generation
    }

    /// Whether a slot is filled, and with the shape of `k`.
    fn holds(&self, slot: &Slot, k: &Key) -> bool {
        !self.is_free(slot) && slot.shape == k.shape && slot.tag == k.trump + 1
    }

    /// The block a link names, unless the ring has overwritten it (or the link ends a chain).
    #[inline]
    fn block(&self, link: Link) -> Option<&Block> {
        self.rings[link.ring()]
            .blocks
            .get(link.place())
            .filter(|b| b.lap == link.lap)
    }

    /// Whether the ring of the block `link` names is about to reach it: entries added to it
    /// would soon be overwritten with it.
    fn old(&self, link: Link) -> bool {
        let ring = &self.rings[link.ring()];
        ring.age(link.place() as u32, link.lap) >= ring.capacity / 2
    }

    /// The slots of a shape's probe sequence in the index, in order.
    fn sequence(&self, k: &Key) -> impl Iterator<Item = usize> {
        let (home, mask) = (self.home(k), self.slot_mask);
        (0..PROBES).map(move |d| (home + d) & mask)
    }

    /// Where a shape's probe sequence in the index starts.
    fn home(&self, k: &Key) -> usize {
        self.home_of(k.shape, k.trump)
    }

    /// [`TranspositionTable::home`] of a shape (suit lengths and leader, as in [`Key`]) and trump.
    #[inline]
    fn home_of(&self, shape: u64, trump: u8) -> usize {
        // Every bit of the shape must reach the index: the leader and North's lengths sit
        // in the top bits, so mix before taking the index from the top of the product.
        let mut h = shape ^ ((trump as u64) << 61);
        h ^= h >> 29;
        h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= h >> 32;
        h as usize & self.slot_mask
    }

    /// The index slot of a shape: its own, or the free one where it would go, or `None` when
    /// the probe sequence is full.
    #[inline(always)] // A per-node call of the search: see `search`.
    fn find(&self, k: &Key) -> Option<usize> {
        // A loop rather than `sequence(k).find(..)`: in wasm that stayed a call.
        for i in self.sequence(k) {
            let slot = &self.slots[i];
            if self.is_free(slot) || self.holds(slot, k) {
                return Some(i);
            }
        }
        None
    }

    /// The slot in a shape's full probe sequence whose shape has the fewest cards.
    fn smallest(&self, k: &Key) -> usize {
        let cards = |shape: u64| (0..15).map(|i| (shape >> (4 * i)) & 15).sum::<u64>();
        self.sequence(k)
            .min_by_key(|&i| cards(self.slots[i].shape))
            .unwrap_or_else(|| self.home(k))
    }

    /// A slot in a shape's probe sequence whose blocks the ring has all overwritten, to be
    /// taken over by that shape when the sequence is full.
    fn stale(&self, k: &Key) -> Option<usize> {
        self.sequence(k)
            .find(|&i| self.block(self.slots[i].head).is_none())
    }

    /// Looks up "NS take at least `target`" (`1..=tricks left`). The newest block holding an
    /// entry that decides it answers, with the most general of its deciding entries (the one
    /// fixing the fewest cards): the search above then rests on fewer cards, and its own
    /// entries cover more positions. Looking on in older blocks finds a few more answers but
    /// takes more time: walking a chain waits for one block after another to arrive from
    /// memory (see `docs/dd-solver.md`).
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn probe(&self, k: &Key, target: u8) -> Probe {
        let Some(i) = self.find(k) else {
            return Probe::Miss(None, None);
        };
        if self.is_free(&self.slots[i]) {
            return Probe::Miss(None, None);
        }
        let mut cut: Option<(bool, u8, u64)> = None;
        let mut hint = None;
        let mut b = self.slots[i].head;
        let mut walked = 0;
        while walked < MAX_BLOCKS && cut.is_none() {
            let Some(block) = self.block(b) else {
                break;
            };
            walked += 1;
            b = block.next;
            let mut hits = k.matches(block);
            while hits != 0 {
                let j = 31 - hits.leading_zeros() as usize;
                hits &= !(1 << j);
                let decides = if block.lower[j] >= target {
                    Some((true, block.lower[j]))
                } else if block.upper[j] < target {
                    Some((false, block.upper[j]))
                } else {
                    None
                };
                if let Some((reached, bound)) = decides {
                    let mask = block.mask[j];
                    if cut
                        .is_none_or(|(_, _, m): (bool, u8, u64)| mask.count_ones() < m.count_ones())
                    {
                        cut = Some((reached, bound, mask));
                    }
                    continue;
                }
                if hint.is_none() && block.best[j] != NO_MOVE {
                    hint = Some(block.best[j]);
                }
            }
        }
        // No matching entry knows a good lead: the newest entry of the same shape usually
        // comes from a close relative of this position.
        if hint.is_none() {
            if let Some(block) = self.block(self.slots[i].head) {
                if block.len > 0 && block.best[block.len as usize - 1] != NO_MOVE {
                    hint = Some(block.best[block.len as usize - 1]);
                }
            }
        }
        match cut {
            Some((a, bound, mask)) => Probe::Cut(a, bound, mask),
            None => Probe::Miss(hint, Some(i)),
        }
    }

    /// Records that NS take at least `bound` tricks (`reached`) or at most `bound`, in every
    /// position matching the pattern `mask` of `k`, with the best lead found (relative, or
    /// `None`).
    /// `slot` is the probe's slot of the shape: a shape keeps its slot until the table is
    /// cleared, so checking that it still holds the shape replaces a second search of the
    /// index (whose lines the search in between has usually evicted from the cache).
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn store(
        &mut self,
        k: &Key,
        slot: Option<usize>,
        mask: u64,
        bound: u8,
        reached: bool,
        best: Option<u8>,
    ) {
        let held = slot.filter(|&i| self.holds(&self.slots[i], k));
        // The index can fill up where a shape's probe sequence runs: the layouts of a
        // Monte-Carlo decision differ in their hidden suit lengths, so they bring many shapes
        // with few entries each, and so do the hardest deals. A shape that finds no slot would
        // never be stored, and a search that cannot store explodes, so it takes over a slot
        // whose blocks are gone, or else the slot of the shape with the fewest cards (the
        // cheapest to search again). Emptying the whole table instead cost the hardest deals
        // far more nodes (see `docs/dd-solver.md`).
        let i = held
            .or_else(|| self.find(k))
            .or_else(|| self.stale(k))
            .unwrap_or_else(|| self.smallest(k));
        let own = [k.own[0] & mask, k.own[1] & mask];
        let (lower, upper) = if reached {
            (bound, u8::MAX)
        } else {
            (0, bound)
        };
        let best = best.unwrap_or(NO_MOVE);
        // A new entry even when the same pattern is stored already: looking for it walked the
        // whole chain on every store and seldom found one.
        if !self.holds(&self.slots[i], k) {
            self.slots[i] = Slot {
                shape: k.shape,
                tag: k.trump + 1,
                generation: self.generation,
                head: END,
            };
        }
        let head = self.slots[i].head;
        // A new block when the head is full or gone, and also when the ring is about to reach
        // it: entries added to an old block would soon be overwritten with it.
        let head_len = self.block(head).map(|b| b.len as usize);
        if head_len.is_none_or(|len| len == BLOCK || self.old(head)) {
            let next = if head_len.is_some() { head } else { END };
            self.slots[i].head = self.allocate(next, k.left >= HIGH_FROM);
        }
        let head = self.slots[i].head;
        let block = &mut self.rings[head.ring()].blocks[head.place()];
        let j = block.len as usize;
        block.mask[j] = mask;
        block.own[0][j] = own[0];
        block.own[1][j] = own[1];
        block.lower[j] = lower;
        block.upper[j] = upper;
        block.best[j] = best;
        block.len += 1;
    }

    /// An empty block, chained to `next`, in the ring of positions high in the tree or the
    /// other.
    fn allocate(&mut self, next: Link, high: bool) -> Link {
        let (at, lap) = self.rings[high as usize].put(Block {
            mask: [0; BLOCK],
            own: [[0; BLOCK]; 2],
            lower: [0; BLOCK],
            upper: [0; BLOCK],
            best: [NO_MOVE; BLOCK],
            len: 0,
            lap: 0,
            next,
        });
        Link {
            at: at | if high { HIGH } else { 0 },
            lap,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key of the `n`-th of over 2,000 shapes (North holding `n` in base 13 as heart,
    /// diamond and club lengths), North on lead in no-trump.
    fn shape_key(n: usize) -> Key {
        let mut hands = [0u64; 4];
        for (suit, count) in [(1usize, n % 13), (2, (n / 13) % 13), (3, (n / 169) % 13)] {
            for r in 0..count {
                hands[0] |= 1u64 << (16 * suit + 2 + r);
            }
        }
        Key::new(&hands, lengths(&hands), 0, 4, 1)
    }

    fn knows(tt: &TranspositionTable, k: &Key) -> bool {
        matches!(tt.probe(k, 1), Probe::Cut(true, 1, _))
    }

    /// A shape arriving where the index is full is still stored, in the slot of the shape
    /// with the fewest cards, and the table is not emptied.
    #[test]
    fn a_full_index_does_not_stop_stores() {
        let mut tt = TranspositionTable::new(64 << 10);
        let slots = tt.slots.len();
        // A pool that outlasts the index, so that no slot's blocks are overwritten.
        tt.rings[0].capacity = 4 * slots;
        for n in 0..2 * slots {
            let k = shape_key(n);
            tt.store(&k, None, 0, 1, true, None);
            assert!(knows(&tt, &k), "shape {n} was not stored");
        }
        assert_eq!(tt.rings[0].blocks.len(), 2 * slots, "the table was emptied");
        // Shape 0 (no cards) has the fewest cards of all: it gave up its slot.
        assert!(
            !knows(&tt, &shape_key(0)),
            "the smallest shape kept its slot"
        );
    }

    /// A full pool overwrites its oldest blocks and keeps the newer ones; a shape whose blocks
    /// are all gone gives up its index slot to a new shape rather than have the table emptied.
    #[test]
    fn a_full_pool_overwrites_the_oldest_blocks() {
        let mut tt = TranspositionTable::new(64 << 10);
        let slots = tt.slots.len();
        let capacity = slots / 4;
        tt.rings[0].capacity = capacity;
        // One block per shape: far more shapes than the index has slots, and not a whole
        // number of pools (emptying the table when full would keep too few of the newest).
        let shapes = 8 * slots + capacity / 4;
        for n in 0..shapes {
            let k = shape_key(n);
            tt.store(&k, None, 0, 1, true, None);
            assert!(knows(&tt, &k), "shape {n} was not stored");
        }
        assert_eq!(
            tt.rings[0].blocks.len(),
            capacity,
            "the pool grew past its cap"
        );
        let newest = shapes - capacity / 2;
        for n in newest..shapes {
            assert!(knows(&tt, &shape_key(n)), "recent shape {n} was lost");
        }
        for n in 0..shapes - capacity {
            assert!(
                !knows(&tt, &shape_key(n)),
                "overwritten shape {n} still answers"
            );
        }
    }

    /// Blocks of positions high in the tree have a ring of their own: a flood of positions low
    /// in the tree, more than the whole pool holds, leaves them be.
    #[test]
    fn positions_high_in_the_tree_outlast_a_flood_of_low_ones() {
        let mut tt = TranspositionTable::new(64 << 10);
        let mut high = shape_key(2000);
        high.left = HIGH_FROM;
        tt.store(&high, None, 0, 1, true, None);
        let pool = tt.rings.iter().map(|r| r.capacity).sum::<usize>();
        for n in 0..2 * pool {
            tt.store(&shape_key(n), None, 0, 1, true, None);
        }
        assert!(knows(&tt, &high), "the high position was overwritten");
    }

    /// Relative positions and masks convert back to the same cards.
    #[test]
    fn relative_positions_round_trip() {
        // North: spades A, 9, 2; East: spade K; South: spade 5; West: spade 3.
        let sp = |r: u32| 1u64 << r;
        let hands = [sp(14) | sp(9) | sp(2), sp(13), sp(5), sp(3)];
        let k = Key::new(&hands, lengths(&hands), 0, 4, 1);
        for card in [14, 13, 9, 5, 3, 2] {
            assert_eq!(k.absolute(k.relative(card)), Some(card));
        }
        // The nine mattered: A, K and 9 are fixed, and the nine is the lowest of them.
        let mask = k.mask_of(sp(9));
        assert_eq!(mask, 0b111000);
        assert_eq!(k.cards_of(mask), sp(9));
    }
}
