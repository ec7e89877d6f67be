//! The double-dummy solver: exact results for any position with all hands open.
//!
//! [`Solver`] owns a transposition table whose memory (capped, [`DEFAULT_TT_BYTES`] unless
//! chosen) is allocated once, so reuse one solver for many positions — a full table, a
//! play-through, or the hundreds of sampled deals of a Monte-Carlo decision. Nothing here
//! uses threads or clocks (a caller with a deadline passes a stop condition that reads its
//! own clock, [`Solver::values_until`]), and recursion is one small frame per card, so it
//! runs unchanged in a browser worker. How it works, and what was measured: `docs/dd-solver.md`.

mod bits;
mod cashing;
mod crossing;
mod follow_cutoffs;
mod groups;
mod later_tricks;
mod lead_cutoffs;
mod moves;
mod position;
mod quick;
mod relative;
mod search;
mod stop;
mod sure_trumps;
mod table;
#[doc(hidden)]
pub mod testing;
mod transposition;
mod trick;

pub use position::{trick_winner, Position, PositionError};
pub use stop::CHECK_NODES as STOP_CHECK_NODES;
pub use table::DdTable;

use crate::bridge::evaluate::{hcp, length};
use crate::bridge::{Card, Deal, Seat, Strain};
use crossing::SplitMemo;
use search::{Answer, Search};
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use stop::Stop;
use transposition::TranspositionTable;
use trick::Trick;

/// Default cap of the transposition table.
pub const DEFAULT_TT_BYTES: usize = 64 << 20;

/// A legal card of the player to move and what it is worth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardValue {
    /// The highest card of its group.
    pub card: Card,
    /// Every card of the group, `card` first: playing any of them gives the same result.
    pub equivalent: Vec<Card>,
    /// Tricks the side to move takes from here (the current trick included) after this card,
    /// with best play by everyone afterwards.
    pub tricks: u8,
}

/// A double-dummy solver with a reusable transposition table.
pub struct Solver {
    transposition: TranspositionTable,
    splits: SplitMemo,
    nodes: u64,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

/// A validated position in the search's own terms.
struct Prepared {
    hands: [u64; 4],
    trump: usize,
    trick: Trick,
    left: i32,
}

impl Solver {
    /// A solver with a table of [`DEFAULT_TT_BYTES`].
    pub fn new() -> Solver {
        Solver::with_tt_bytes(DEFAULT_TT_BYTES)
    }

    /// A solver whose table uses at most `bytes` bytes (small tables are slower, never wrong).
    pub fn with_tt_bytes(bytes: usize) -> Solver {
        Solver {
            transposition: TranspositionTable::new(bytes),
            splits: SplitMemo::new(),
            nodes: 0,
        }
    }

    /// Forgets every stored result, keeping the memory. Entries are valid for any deal, but
    /// a table filled by unrelated positions (earlier decisions of a game) slows the search:
    /// its probes walk chains of entries that never match, and it fills up and is emptied in
    /// the middle of a search, losing that search's own bounds.
    pub fn forget(&mut self) {
        self.transposition.clear();
    }

    /// Search nodes visited since the solver was made (a measure of work for benchmarks).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn prepare(pos: &Position) -> Result<Prepared, PositionError> {
        pos.validate()?;
        let hands = pos.hands.hands().map(|h| h.0);
        let trump = pos.trump.index();
        let mut trick = Trick::start(pos.leader.index());
        for &c in &pos.trick {
            trick = trick.play(bit_index(c), trump);
        }
        let left = pos.tricks_left() as i32;
        Ok(Prepared {
            hands,
            trump,
            trick,
            left,
        })
    }

    /// Zero-window test on a prepared position; `None` when `stop` cut it off (then or in an
    /// earlier test of the same solve).
    fn reaches(
        &mut self,
        p: &Prepared,
        trick: Trick,
        target: i32,
        stop: &mut Stop,
    ) -> Option<Answer> {
        let mut s = Search {
            hands: p.hands,
            trump: p.trump,
            transposition: &mut self.transposition,
            splits: &mut self.splits,
            nodes: self.nodes,
            stop: *stop,
            left: p.hands[trick.to_move()].count_ones() as i32,
            lengths: transposition::lengths(&p.hands),
            killers: [None; 14],
        };
        let r = s.reaches(trick, target);
        self.nodes = s.nodes;
        stop.carry_on(&s.stop);
        (!stop.stopped).then_some(r)
    }

    /// NS's tricks, clamped to `window` (from 0 to the tricks left for the exact value),
    /// found by zero-window tests starting from `guess`: no test is made outside the window,
    /// so a value below it reads as its start and one above as its end. While the
    /// answers keep pointing the same way the target moves by one trick, and once they turn
    /// the remaining range is halved. Each answer's bound may move the range past the target
    /// tested. Guesses are seldom more than a trick or two off (see [`estimate`]; later
    /// results start from the partner's or the other side's value), so a step that doubled
    /// overshot more often than it saved a test (see `docs/dd-solver.md`).
    ///
    /// Also returns the cards the tests' proofs relied on (see `search::Answer`): the value
    /// holds in every position that differs only below them.
    fn ns_value(
        &mut self,
        p: &Prepared,
        trick: Trick,
        window: (i32, i32),
        guess: i32,
        stop: &mut Stop,
    ) -> Option<(i32, u64)> {
        let (mut lo, mut hi) = window;
        let mut t = guess;
        let mut bisect = false;
        let mut last = None;
        let mut relied = 0;
        while lo < hi {
            t = t.clamp(lo + 1, hi);
            let a = self.reaches(p, trick, t, stop)?;
            relied |= a.cards;
            let up = a.reached;
            if up {
                lo = a.bound.clamp(t, hi);
            } else {
                hi = a.bound.clamp(lo, t - 1);
            }
            bisect |= last.is_some_and(|l| l != up);
            last = Some(up);
            t = match (bisect, up) {
                (true, _) => (lo + hi + 1) / 2,
                (false, true) => t + 1,
                (false, false) => t - 1,
            };
        }
        Some((lo, relied))
    }

    /// NS's tricks (from the current one on) after the player to move plays `card`, and the
    /// cards the proof relied on (as [`Solver::ns_value`]).
    fn ns_value_after(
        &mut self,
        p: &Prepared,
        card: u32,
        guess: i32,
        window: (i32, i32),
        stop: &mut Stop,
    ) -> Option<(i32, u64)> {
        let mover = p.trick.to_move();
        let mut after = Prepared {
            hands: p.hands,
            trump: p.trump,
            trick: p.trick.play(card, p.trump),
            left: p.left,
        };
        after.hands[mover] &= !(1u64 << card);
        if after.trick.count < 4 {
            return self.ns_value(&after, after.trick, window, guess, stop);
        }
        let w = after.trick.winner as usize;
        let won = (w & 1 == 0) as i32;
        let winner = trick::rank_winner(&after.trick);
        after.trick = Trick::start(w);
        // The tricks after this one, from 0 to one fewer: the window moves by the trick won.
        // When it lies wholly past what is left, the value is the window's nearer end.
        let rest = p.left - 1;
        let later = (
            (window.0 - won).clamp(0, rest),
            (window.1 - won).clamp(0, rest),
        );
        let (ns, relied) = self.ns_value(&after, after.trick, later, guess - won, stop)?;
        Some(((won + ns).clamp(window.0, window.1), relied | winner))
    }

    /// The values of several legal cards of the player to move, as [`Solver::card_value`]
    /// each with its guess, in the order given. A card costs no search when an earlier card of
    /// its suit has a value whose proofs looked at no rank below some card above both (the two
    /// lead to positions that differ only in ranks the proofs ignored): with small cards of a
    /// suit in separate groups (an unseen card between them), they often share their value.
    ///
    /// The guesses of the cards after the first are moved by as much as the first card's
    /// value turned out to differ from its own guess. Guesses taken from a similar deal (the
    /// previous layout of a Monte-Carlo decision) tend to be off together, as when a missing
    /// king sits on the other side: more guesses are right, and fewer tests are needed (see
    /// `docs/dd-solver.md`).
    pub fn values_of(
        &mut self,
        pos: &Position,
        cards: &[(Card, u8)],
    ) -> Result<Vec<u8>, PositionError> {
        Ok(finished(self.values_until(pos, cards, None)?))
    }

    /// [`Solver::values_of`], cut off part way when `stop` says so: the search asks it every
    /// [`STOP_CHECK_NODES`] nodes (say, whether a deadline has passed) and, once it answers
    /// yes, unwinds at once and answers `None`, storing nothing in the table from then on.
    /// What the table holds was proved before the stop, so later solves stay exact. Without
    /// a condition the search is that of [`Solver::values_of`].
    pub fn values_until(
        &mut self,
        pos: &Position,
        cards: &[(Card, u8)],
        stop: Option<&dyn Fn() -> bool>,
    ) -> Result<Option<Vec<u8>>, PositionError> {
        self.values_within(pos, cards, 0..=13, stop)
    }

    /// [`Solver::values_until`] with each value clamped to `window` (tricks of the side to
    /// move, cut to the tricks left): a value below the window reads as its start, one
    /// above as its end. The search only tells the values inside the window apart, so it
    /// needs no test below its start or above its end: a caller to whom all values past
    /// the window are alike (the opening lead's score, far from the contract's target)
    /// saves those tests. An empty window is refused.
    pub fn values_within(
        &mut self,
        pos: &Position,
        cards: &[(Card, u8)],
        window: RangeInclusive<u8>,
        stop: Option<&dyn Fn() -> bool>,
    ) -> Result<Option<Vec<u8>>, PositionError> {
        let (start, end) = window.into_inner();
        if start > end {
            return Err(PositionError::EmptyWindow { start, end });
        }
        let p = Solver::prepare(pos)?;
        let mut stop = Stop::new(stop, self.nodes);
        let mover = pos.to_move();
        let (start, end) = (i32::from(start).min(p.left), i32::from(end).min(p.left));
        let (a, b) = (
            side_value(mover, start, p.left),
            side_value(mover, end, p.left),
        );
        let ns_window = (i32::from(a.min(b)), i32::from(a.max(b)));
        let legal = pos.legal_cards();
        let mut done: Vec<(u32, i32, u64)> = Vec::with_capacity(cards.len());
        let mut out = Vec::with_capacity(cards.len());
        // NS's value less NS's guess for the first card.
        let mut shift = None;
        for &(card, guess) in cards {
            if !legal.contains(card) {
                return Err(PositionError::IllegalCard { seat: mover, card });
            }
            let ns_guess = side_value(mover, guess as i32, p.left) as i32;
            let moved = (ns_guess + shift.unwrap_or(0)).clamp(0, p.left);
            let Some(ns) =
                self.settled_value(&p, &mut done, bit_index(card), moved, ns_window, &mut stop)
            else {
                return Ok(None);
            };
            shift.get_or_insert(ns - ns_guess);
            out.push(side_value(mover, ns, p.left));
        }
        Ok(Some(out))
    }

    /// NS's tricks after the player to move plays `card`, clamped to `window` (NS's tricks
    /// from the current one on): taken from a card in `done` it is interchangeable with
    /// (`done` must hold values clamped to the same window), or searched from `guess` and
    /// added to `done` (card, value, the cards its proofs relied on); `None` when `stop` cut
    /// the search off.
    fn settled_value(
        &mut self,
        p: &Prepared,
        done: &mut Vec<(u32, i32, u64)>,
        card: u32,
        guess: i32,
        window: (i32, i32),
        stop: &mut Stop,
    ) -> Option<i32> {
        if let Some(&(_, ns, _)) = done
            .iter()
            .find(|&&(d, _, relied)| search::interchangeable(card, d, relied))
        {
            return Some(ns);
        }
        let (ns, relied) = self.ns_value_after(p, card, guess, window, stop)?;
        done.push((card, ns, relied));
        Some(ns)
    }

    /// The most tricks the side to move can take (the current trick included).
    pub fn tricks(&mut self, pos: &Position) -> Result<u8, PositionError> {
        let p = Solver::prepare(pos)?;
        let (ns, _) = finished(self.ns_value(
            &p,
            p.trick,
            (0, p.left),
            (p.left + 1) / 2,
            &mut Stop::never(),
        ));
        Ok(side_value(pos.to_move(), ns, p.left))
    }

    /// Whether North-South take at least `ns_target` of the remaining tricks.
    pub fn ns_makes(&mut self, pos: &Position, ns_target: u8) -> Result<bool, PositionError> {
        let p = Solver::prepare(pos)?;
        let a = self.reaches(&p, p.trick, ns_target as i32, &mut Stop::never());
        Ok(finished(a).reached)
    }

    /// Tricks the side to move takes from here (the current trick included) after the player
    /// to move plays `card` (which must be legal), searching from `guess`: with a good guess
    /// (e.g. the same card's value on a similar deal, as in Monte-Carlo play) this costs two
    /// zero-window tests instead of the several of a cold search.
    pub fn card_value(
        &mut self,
        pos: &Position,
        card: Card,
        guess: u8,
    ) -> Result<u8, PositionError> {
        // One value for the one card asked.
        Ok(self.values_of(pos, &[(card, guess)])?[0])
    }

    /// Every legal card of the player to move, grouped with its equivalent cards, with its
    /// value for the side to move; best first (higher cards first among equals).
    pub fn card_values(&mut self, pos: &Position) -> Result<Vec<CardValue>, PositionError> {
        let p = Solver::prepare(pos)?;
        let mover = pos.to_move();
        let legal = pos.legal_cards().0;
        let live = p.hands.iter().fold(p.trick.cards, |a, h| a | h);
        let mut out: Vec<CardValue> = Vec::new();
        let mut guess = (p.left + 1) / 2;
        let mut done = Vec::new();
        let mut stop = Stop::never();
        for suit in 0..4 {
            let held = ((legal >> (16 * suit)) & 0xffff) as u32;
            let live_s = ((live >> (16 * suit)) & 0xffff) as u32;
            let mut groups = Vec::new();
            groups::for_groups(held, live_s, |top, low| groups.push((top, low)));
            for (top, low) in groups {
                let ns = finished(self.settled_value(
                    &p,
                    &mut done,
                    16 * suit as u32 + top,
                    guess,
                    (0, p.left),
                    &mut stop,
                ));
                guess = ns;
                let equivalent = (low..=top)
                    .rev()
                    .filter(|r| held & (1 << r) != 0)
                    .filter_map(|r| Card::from_bit_index(16 * suit as u32 + r))
                    .collect::<Vec<_>>();
                out.push(CardValue {
                    card: equivalent[0],
                    equivalent,
                    tricks: side_value(mover, ns, p.left),
                });
            }
        }
        out.sort_by_key(|v| std::cmp::Reverse(v.tricks));
        Ok(out)
    }

    /// An optimal play from the position to the end: at each turn the highest-valued card
    /// (the first of [`Solver::card_values`]).
    pub fn best_line(&mut self, pos: &Position) -> Result<Vec<Card>, PositionError> {
        let mut line = Vec::new();
        let mut cur = pos.clone();
        loop {
            let values = self.card_values(&cur)?;
            let Some(best) = values.first() else {
                return Ok(line);
            };
            line.push(best.card);
            cur = cur.play(best.card);
            if cur.hands.cards().is_empty() {
                return Ok(line);
            }
        }
    }

    /// The double-dummy table of a deal (all hands the same size, at least one card).
    pub fn table(&mut self, deal: &Deal) -> Result<DdTable, PositionError> {
        self.table_with_progress(deal, &mut |_, _| {})
    }

    /// As [`Solver::table`], reporting `(done, 20)` after each of the 20 results.
    pub fn table_with_progress(
        &mut self,
        deal: &Deal,
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<DdTable, PositionError> {
        let mut table = DdTable::default();
        let mut done = 0;
        for strain in Strain::ALL {
            // Entries of another strain never match (the key holds the trump): dropping them
            // keeps the pool from filling up, and being emptied, in the middle of a strain.
            self.transposition.clear();
            // Declarers N, S, E, W, each guess from the previous result. Partners' results are
            // usually equal (the same side leads). With NS on lead (East or West declaring)
            // NS take as many tricks as with EW on lead or one more, rarely fewer: a guess of
            // one more makes either case two tests (the value and one above it).
            let mut ns_guess = None;
            for declarer in [Seat::North, Seat::South, Seat::East, Seat::West] {
                let pos = Position::new(*deal, strain, declarer.next());
                let p = Solver::prepare(&pos)?;
                let guess = ns_guess.unwrap_or_else(|| {
                    (estimate(deal, strain, p.left) + FIRST_GUESS_ABOVE).min(p.left)
                });
                let (ns, _) =
                    finished(self.ns_value(&p, p.trick, (0, p.left), guess, &mut Stop::never()));
                ns_guess = Some(if declarer == Seat::South { ns + 1 } else { ns });
                let declarer_tricks = if declarer.is_ns() { ns } else { p.left - ns };
                table.set(strain, declarer, declarer_tricks as u8);
                done += 1;
                progress(done, 20);
            }
        }
        Ok(table)
    }
}

/// How many tricks above [`estimate`] the first test of a strain asks of North-South (East on
/// lead). The two tests that straddle the value search fewer nodes with the failing one
/// first (the second then starts from the first one's bounds in the table) than the other way
/// round, so the first guess is placed just above the estimate; how far above was measured
/// (see `docs/dd-solver.md`).
const FIRST_GUESS_ABOVE: i32 = 1;

/// A first guess at North-South's tricks out of `left` in `strain`, for the search to start
/// from: their share of the high-card points, plus two fifths of a trick for each trump they
/// hold more than East-West. It is much closer to the value than half the tricks, and tests
/// far from the value are cheap, those next to it dear (figures in `docs/dd-solver.md`).
fn estimate(deal: &Deal, strain: Strain, left: i32) -> i32 {
    let hands = deal.hands();
    let points = |seats: [usize; 2]| seats.map(|s| hcp(hands[s]) as f64).iter().sum::<f64>();
    let (ns, ew) = (points([0, 2]), points([1, 3]));
    let mut tricks = left as f64 * if ns + ew > 0.0 { ns / (ns + ew) } else { 0.5 };
    if let Some(suit) = strain.trump() {
        let trumps = |seats: [usize; 2]| {
            seats
                .map(|s| length(hands[s], suit) as f64)
                .iter()
                .sum::<f64>()
        };
        tricks += 0.4 * (trumps([0, 2]) - trumps([1, 3]));
    }
    (tricks.round() as i32).clamp(0, left)
}

/// The value for the side of `seat` given NS's tricks out of `left`.
fn side_value(seat: Seat, ns: i32, left: i32) -> u8 {
    (if seat.is_ns() { ns } else { left - ns }) as u8
}

/// The result of a search made without a stop condition, which always runs to the end.
fn finished<T>(result: Option<T>) -> T {
    result.expect("a search without a stop condition runs to the end")
}

fn bit_index(card: Card) -> u32 {
    card.bit().trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Values within a window are the exact values clamped to it, on random positions and
    /// windows (tricks of the side to move, some past the tricks left), with random guesses;
    /// the solver that answered them, its table shared by windowed and exact solves, then
    /// values every position exactly; and the windows save work.
    #[test]
    fn values_within_a_window_are_the_exact_values_clamped() {
        let mut rng = ChaCha8Rng::seed_from_u64(38);
        let mut solver = Solver::with_tt_bytes(4 << 20);
        let (mut windowed_nodes, mut exact_nodes, mut clamped) = (0, 0, 0);
        for case in 0..150 {
            let played = rng.random_range(0..4);
            let pos = testing::random_ending(&mut rng, 4 + case % 7, 4, played);
            let left = pos.tricks_left() as u8;
            let asked: Vec<(Card, u8)> = pos
                .legal_cards()
                .cards()
                .map(|c| (c, rng.random_range(0..=left)))
                .collect();
            let mut fresh = Solver::with_tt_bytes(4 << 20);
            let before = fresh.nodes();
            let exact = fresh.values_of(&pos, &asked).unwrap();
            exact_nodes += fresh.nodes() - before;
            let start = rng.random_range(0..=left + 1);
            let end = rng.random_range(start..=left + 2);
            let mut narrow = Solver::with_tt_bytes(4 << 20);
            let before = narrow.nodes();
            let within = narrow
                .values_within(&pos, &asked, start..=end, None)
                .unwrap()
                .unwrap();
            windowed_nodes += narrow.nodes() - before;
            let want: Vec<u8> = exact
                .iter()
                .map(|&v| v.clamp(start.min(left), end.min(left)))
                .collect();
            assert_eq!(within, want, "{pos:?}, window {start}..={end}");
            clamped += usize::from(within != exact);
            assert_eq!(
                solver
                    .values_within(&pos, &asked, start..=end, None)
                    .unwrap()
                    .unwrap(),
                want
            );
            assert_eq!(solver.values_of(&pos, &asked).unwrap(), exact, "{pos:?}");
        }
        assert!(clamped >= 50, "only {clamped} cases clamped a value");
        assert!(
            windowed_nodes < exact_nodes,
            "{windowed_nodes} nodes within windows, {exact_nodes} exactly"
        );
    }

    #[test]
    fn an_empty_window_is_refused() {
        let deal =
            Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
                .unwrap();
        let pos = Position::new(deal, Strain::NoTrump, Seat::West);
        let asked = [(pos.legal_cards().cards().next().unwrap(), 6)];
        let (start, end) = (7, 6);
        assert_eq!(
            Solver::new().values_within(&pos, &asked, start..=end, None),
            Err(PositionError::EmptyWindow { start: 7, end: 6 })
        );
    }
}
