//! The search proper: a zero-window alpha-beta over cards, answering "can North-South take at
//! least `target` of the remaining tricks?". Callers find exact values with a few such tests
//! (MTD(f)-style); the transposition table keeps bounds between them. Positions at the start
//! of a trick go through the sure-trick cut-offs and the table. Recursion depth is one frame
//! per card, at most 52 (wasm-safe).
//!
//! The functions a node calls (the table's probe and store and the key they use, a suit's
//! sure tricks, the lead list, the first success among the cards, playing a card) are forced
//! inline with `#[inline(always)]`: left to the compiler most of them stayed calls, more so
//! in wasm, and a call per node costs a measurable share of the time (see `docs/dd-solver.md`).

use super::bits::suit_of;
use super::crossing::SplitMemo;
use super::follow_cutoffs::{second_hand_tricks, wins_trick};
use super::later_tricks::short_of_all;
use super::lead_cutoffs::{loses_lead, ruffs_lead};
use super::moves::{Board, Moves};
use super::quick::quick_tricks;
use super::stop::Stop;
use super::sure_trumps::sure_trump_tricks;
use super::transposition::{length_unit, Key, Probe, TranspositionTable};
use super::trick::{rank_winner, Trick};

/// From this many tricks left, a lead is tried first when the table already knows that it
/// succeeds against the other players' first choices (*lead probing*). High in the tree a
/// lead that fails is a large search spent before the one that succeeds; there the probes
/// (a trick played out by the move order, then a table lookup, per lead) cost far less than
/// they save. Lower down they cost more than they save. Where the line lies was measured on
/// the comparison deals, the hardest one included (see `docs/dd-solver.md`).
const PROBE_FROM: i32 = 9;

/// The same for the cards of the second, third and fourth hands, from this many tricks left
/// (probing a card after a lead costs as much and there are more of them); from one trick
/// lower it saves nodes but no time (see `docs/dd-solver.md`).
const FOLLOW_PROBE_FROM: i32 = 10;

/// One search over a position; borrows the solver's table.
pub(super) struct Search<'a> {
    pub hands: [u64; 4],
    /// 0..=3 for a trump suit, 4 for no-trump.
    pub trump: usize,
    pub transposition: &'a mut TranspositionTable,
    /// The solver's memo of suits played out card by card (for the sure tricks).
    pub splits: &'a mut SplitMemo,
    /// Nodes visited, counted on from the solver's count.
    pub nodes: u64,
    /// When to give up (see `stop`).
    pub stop: Stop<'a>,
    /// Tricks left, the current one included (kept here: counting a hand's cards is slow
    /// without a popcount instruction).
    pub left: i32,
    /// The suit lengths of the hands, as `transposition::lengths`, kept up to date card by
    /// card.
    pub lengths: u64,
    /// Per tricks left, the lead that last reached its side's goal (see `moves::KILLER_BONUS`).
    pub killers: [Option<u8>; 14],
}

/// A search answer: whether North-South reach the target, a bound on their tricks that proves it
/// (*fail-soft*: at least `bound` when they reach it, at most `bound` when they do not, often well
/// past the target), and the cards the proof relied on: per suit, the lowest card whose rank
/// mattered (see `transposition`). Any position with the same shape in which those cards and every
/// higher card have the same owners has the same bound. A bound past the target answers later tests
/// with other targets from the table, without a search.
#[derive(Clone, Copy, Debug)]
pub(super) struct Answer {
    pub reached: bool,
    pub bound: i32,
    pub cards: u64,
}

impl Answer {
    fn new(reached: bool, bound: i32, cards: u64) -> Answer {
        Answer {
            reached,
            bound,
            cards,
        }
    }

    /// A cut-off: North-South's side (`ns`) or East-West's surely takes `tricks` of the `left`,
    /// resting on `cards`, and that decides the test in that side's favour.
    fn sure(ns: bool, tricks: i32, left: i32, cards: u64) -> Answer {
        if ns {
            Answer::new(true, tricks, cards)
        } else {
            Answer::new(false, left - tricks, cards)
        }
    }
}

/// The answer of a node all of whose cards failed for the side to move: the least favourable
/// of the children's bounds for that side, resting on all their cards.
struct Failures {
    ns: bool,
    bound: i32,
    cards: u64,
    /// Per suit, the rank below which every card is settled (see [`Failures::settles`]).
    settled_below: [u32; 4],
}

impl Failures {
    fn new(ns: bool) -> Failures {
        Failures {
            ns,
            bound: if ns { 0 } else { i32::MAX },
            cards: 0,
            settled_below: [0; 4],
        }
    }

    /// Records that `card` failed, by a proof resting on `a.cards`.
    fn add(&mut self, card: u32, a: Answer) {
        self.bound = if self.ns {
            self.bound.max(a.bound)
        } else {
            self.bound.min(a.bound)
        };
        self.cards |= a.cards;
        let suit = (card >> 4) as usize;
        let e = edge(a.cards, suit);
        if card & 15 < e {
            self.settled_below[suit] = self.settled_below[suit].max(e);
        }
    }

    /// Whether `card` needs no search because a card of its suit already failed and both lie
    /// below every card of the suit whose rank that failure's proof relied on (its own proof,
    /// not the union of all failures': a later failure's proof looking lower down does not
    /// undo the first). Playing either leads to positions that differ only in ranks the proof
    /// did not look at, so `card` fails the same way, on the same cards; the failures' union
    /// then covers both (a group of equivalent cards straddling the union's edge is widened
    /// afterwards by `Moves::cover_groups`, as for tried cards). This saves many
    /// nodes: small cards of one suit that are not adjacent (an opponent's small card lies
    /// between) are separate groups, yet rarely differ.
    #[inline]
    fn settles(&self, card: u32) -> bool {
        card & 15 < self.settled_below[(card >> 4) as usize]
    }
}

impl Search<'_> {
    /// Can North-South take at least `target` of the tricks left (the current one included)?
    pub fn reaches(&mut self, t: Trick, target: i32) -> Answer {
        self.nodes += 1;
        if self.nodes >= self.stop.at && self.stop.holds(self.nodes) {
            // Any answer: the stopped search's answers are thrown away.
            return Answer::new(false, 0, 0);
        }
        if t.count == 0 {
            return self.lead(t.leader as usize, target);
        }
        let seat = t.to_move();
        let left = self.left;
        if target <= 0 {
            return Answer::new(true, 0, 0);
        }
        if target > left {
            return Answer::new(false, left, 0);
        }
        let ns = seat & 1 == 0;
        // Needing one more trick, the side to move is done if it surely wins this one.
        let need = if ns { target } else { left - target + 1 };
        if need == 1 {
            if let Some(cards) = wins_trick(&self.hands, self.trump, seat, &t) {
                return Answer::sure(ns, 1, left, cards);
            }
        } else if let Some((sure, cards)) =
            second_hand_tricks(&self.hands, self.trump, seat, &t, need)
        {
            if sure >= need {
                return Answer::sure(ns, sure, left, cards);
            }
        }
        let mut failures = Failures::new(ns);
        // Most second- and fourth-hand nodes cut off on their first card, so it is tried
        // before the others are listed: listing them all was a large share of the time.
        let mut tried = None;
        let board = self.board();
        let follow = board.follow_context(seat, &t);
        if left < FOLLOW_PROBE_FROM {
            let first = board.first_follow(seat, &t, &follow);
            let a = self.child(t, first, target);
            if a.reached == ns {
                return a;
            }
            failures.add(first, a);
            tried = Some(first);
        }
        // Filled in place: a list returned by value was copied, and reading its freshly
        // written bytes as whole words stalled the copy.
        let mut moves = Moves::new();
        self.board().follow_moves(seat, &t, &follow, &mut moves);
        debug_assert!(
            tried.is_none_or(|c| c == moves.get(0)),
            "first_follow disagrees"
        );
        if left >= FOLLOW_PROBE_FROM {
            self.probe_order(t, &mut moves, target);
        }
        if let Some((a, _)) =
            self.first_success(t, &moves, tried.map_or(0, |_| 1), target, &mut failures)
        {
            return a;
        }
        Answer::new(!ns, failures.bound, moves.cover_groups(failures.cards))
    }

    /// Tries `moves` from the `from`-th on, skipping the cards an earlier failure settles,
    /// until one reaches the goal of the side to move: its answer and the card. `None` when
    /// all fail, every failure recorded in `failures`.
    #[inline(always)] // A per-node call of the search: see `search`.
    fn first_success(
        &mut self,
        t: Trick,
        moves: &Moves,
        from: usize,
        target: i32,
        failures: &mut Failures,
    ) -> Option<(Answer, u32)> {
        for i in from..moves.len() {
            let card = moves.get(i);
            if failures.settles(card) {
                continue;
            }
            let a = self.child(t, card, target);
            if a.reached == failures.ns {
                return Some((a, card));
            }
            failures.add(card, a);
        }
        None
    }

    /// The hands as the move ordering sees them.
    fn board(&self) -> Board<'_> {
        Board {
            hands: &self.hands,
            trump: self.trump,
        }
    }

    /// Plays `card` for the player to move, searches on, and takes the card back.
    #[inline(always)] // A per-node call of the search: see `search`.
    fn child(&mut self, t: Trick, card: u32, target: i32) -> Answer {
        let seat = t.to_move();
        let unit = length_unit(seat, card as usize >> 4);
        self.hands[seat] &= !(1u64 << card);
        self.lengths -= unit;
        let next = t.play(card, self.trump);
        let result = if next.count == 4 {
            let w = next.winner as usize;
            let won = (w & 1 == 0) as i32;
            self.left -= 1;
            let a = self.reaches(Trick::start(w), target - won);
            self.left += 1;
            Answer::new(a.reached, a.bound + won, a.cards | rank_winner(&next))
        } else {
            self.reaches(next, target)
        };
        self.hands[seat] |= 1u64 << card;
        self.lengths += unit;
        result
    }

    /// A position at the start of a trick, `leader` on lead.
    fn lead(&mut self, leader: usize, target: i32) -> Answer {
        let left = self.left;
        if target <= 0 {
            return Answer::new(true, 0, 0);
        }
        if target > left {
            return Answer::new(false, left, 0);
        }
        if left == 1 {
            return self.last_trick(leader, target);
        }
        self.transposition
            .prefetch(self.lengths, leader, self.trump);
        let ns = leader & 1 == 0;
        let need = if ns { target } else { left - target + 1 };
        let (quick, quick_cards) =
            quick_tricks(&self.hands, self.trump, leader, left, need, self.splits);
        if quick >= need {
            return Answer::sure(ns, quick, left, quick_cards);
        }
        // Needing one trick, a ruff by partner of the lead takes it.
        if need == 1 {
            if let Some(cards) = ruffs_lead(&self.hands, self.trump, leader) {
                return Answer::sure(ns, 1, left, cards);
            }
        }
        let [(ns_sure, ns_cards), (ew_sure, ew_cards)] = sure_trump_tricks(&self.hands, self.trump);
        if ns_sure >= target {
            return Answer::sure(true, ns_sure, left, ns_cards);
        }
        if left - ew_sure < target {
            return Answer::sure(false, ew_sure, left, ew_cards);
        }
        // Needing every trick, the leader's side fails if it loses this one, or if the suits
        // it holds the top of cannot be led to every trick.
        if target == if ns { left } else { 1 } {
            if let Some(cards) = loses_lead(&self.hands, self.trump, leader)
                .or_else(|| short_of_all(&self.hands, self.trump, leader, left))
            {
                return Answer::sure(!ns, 1, left, cards);
            }
        }
        let key = Key::new(&self.hands, self.lengths, leader, self.trump, left);
        let (hint, slot) = match self.transposition.probe(&key, target as u8) {
            Probe::Cut(reached, bound, mask) => {
                return Answer::new(reached, bound as i32, key.cards_of(mask))
            }
            Probe::Miss(h, slot) => (h.and_then(|r| key.absolute(r)), slot),
        };
        let t = Trick::start(leader);
        let mut failures = Failures::new(ns);
        let mut cut = None;
        // The table's best lead comes first of the list: when it succeeds again (as it usually
        // does), the list is never made.
        let tried = match hint {
            Some(h) if left < PROBE_FROM => self.board().group_low(leader, h),
            _ => None,
        };
        if let Some(card) = tried {
            let a = self.child(t, card, target);
            if a.reached == ns {
                cut = Some((a, card));
            } else {
                failures.add(card, a);
            }
        }
        if cut.is_none() {
            let mut moves = Moves::new();
            let killer = self.killers[left as usize]
                .map(u32::from)
                .filter(|&c| self.hands[leader] & 1 << c != 0);
            self.board().lead_moves(leader, hint, killer, &mut moves);
            debug_assert!(tried.is_none_or(|c| c == moves.get(0)), "hint not first");
            if left >= PROBE_FROM {
                self.probe_order(t, &mut moves, target);
            }
            let from = tried.map_or(0, |_| 1);
            match self.first_success(t, &moves, from, target, &mut failures) {
                Some(found) => cut = Some(found),
                None => failures.cards = moves.cover_groups(failures.cards),
            }
        }
        let (answer, best) = match cut {
            Some((a, card)) => {
                self.killers[left as usize] = Some(card as u8);
                (a, Some(key.relative(card)))
            }
            None => (Answer::new(!ns, failures.bound, failures.cards), None),
        };
        // A search cut off part way proves nothing from the stop on.
        if !self.stop.stopped {
            let mask = key.mask_of(answer.cards);
            self.transposition
                .store(&key, slot, mask, answer.bound as u8, answer.reached, best);
        }
        answer
    }

    /// Moves to the front the first of `moves` after which the table knows that the side to
    /// move reaches its goal (see [`PROBE_FROM`]).
    fn probe_order(&self, t: Trick, moves: &mut Moves, target: i32) {
        if moves.len() < 2 {
            return;
        }
        let ns = t.to_move() & 1 == 0;
        if let Some(i) =
            (0..moves.len()).find(|&i| self.probe_after(t, moves.get(i), target) == Some(ns))
        {
            moves.promote(i);
        }
    }

    /// What the table says of the position after the player to move plays `card` to the
    /// trick `t` and the others play their first choices: whether NS then reach `target` (less
    /// the trick), if it knows.
    fn probe_after(&self, mut t: Trick, mut card: u32, target: i32) -> Option<bool> {
        let mut hands = self.hands;
        let mut lengths = self.lengths;
        loop {
            hands[t.to_move()] &= !(1u64 << card);
            lengths -= length_unit(t.to_move(), card as usize >> 4);
            t = t.play(card, self.trump);
            if t.count == 4 {
                break;
            }
            let board = Board {
                hands: &hands,
                trump: self.trump,
            };
            let follow = board.follow_context(t.to_move(), &t);
            card = board.first_follow(t.to_move(), &t, &follow);
        }
        let w = t.winner as usize;
        let rest = target - (w & 1 == 0) as i32;
        if rest <= 0 {
            return Some(true);
        }
        if rest > self.left - 1 {
            return Some(false);
        }
        debug_assert_eq!(lengths, super::transposition::lengths(&hands));
        let key = Key::new(&hands, lengths, w, self.trump, self.left - 1);
        match self.transposition.probe(&key, rest as u8) {
            Probe::Cut(reached, _, _) => Some(reached),
            Probe::Miss(..) => None,
        }
    }

    /// The last trick, every hand holding one card.
    fn last_trick(&self, leader: usize, target: i32) -> Answer {
        let mut t = Trick::start(leader);
        for i in 0..4 {
            let seat = (leader + i) & 3;
            t = t.play(self.hands[seat].trailing_zeros(), self.trump);
        }
        let ns = (t.winner & 1 == 0) as i32;
        Answer::new(ns >= target, ns, rank_winner(&t))
    }
}

/// The rank below which a proof resting on `relevant` ignored the cards of `suit` (16 when it
/// looked at none of them).
#[inline]
fn edge(relevant: u64, suit: usize) -> u32 {
    let rel = suit_of(relevant, suit);
    if rel == 0 {
        16
    } else {
        rel.trailing_zeros()
    }
}

/// Whether playing `card` leads to the same result as playing `done` did, by a proof resting
/// on `relevant`: the same suit, both below the edge (the reasoning of [`Failures::settles`], for
/// any result, not only failures).
pub(super) fn interchangeable(card: u32, done: u32, relevant: u64) -> bool {
    let suit = (card >> 4) as usize;
    let e = edge(relevant, suit);
    done >> 4 == card >> 4 && (card & 15) < e && (done & 15) < e
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A spade (suit 0) or heart (suit 1) of rank `r` (2..=14) as a bit index.
    fn spade(r: u32) -> u32 {
        r
    }
    fn heart(r: u32) -> u32 {
        16 + r
    }

    fn failure(cards: &[u32]) -> Answer {
        Answer::new(false, 0, cards.iter().fold(0, |m, &c| m | 1u64 << c))
    }

    /// A failed small card settles the cards of its suit below the lowest rank its own proof
    /// relied on; a later failure whose proof looked lower in that suit does not unsettle
    /// them, and cards of other suits or above that rank stay to be searched.
    #[test]
    fn a_failure_settles_its_suit_below_its_own_proof() {
        let mut f = Failures::new(true);
        assert!(!f.settles(spade(3)), "nothing failed yet");
        // The five of spades failed by a proof resting on the spade jack (and above).
        f.add(spade(5), failure(&[spade(11), heart(14)]));
        assert!(f.settles(spade(8)) && f.settles(spade(2)));
        assert!(!f.settles(spade(11)) && !f.settles(spade(12)));
        assert!(!f.settles(heart(3)), "another suit");
        // A heart failed by a proof resting on the spade seven: the eight is still as good
        // as the five by the five's own proof.
        f.add(heart(4), failure(&[spade(7)]));
        assert!(f.settles(spade(8)));
        assert_eq!(f.cards, 1 << spade(11) | 1 << heart(14) | 1 << spade(7));
        // A failed card its own proof relied on settles nothing.
        let mut g = Failures::new(true);
        g.add(spade(9), failure(&[spade(9)]));
        assert!(!g.settles(spade(4)));
    }
}
