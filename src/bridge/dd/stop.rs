//! Cutting a solve off part way: a condition (say, a deadline read from the caller's clock)
//! that the search asks every [`CHECK_NODES`] nodes. Once it holds, every node returns at
//! once without searching, and no node stores its answer in the transposition table: the
//! answers of a search cut off are not bounds of anything. What the table holds from before
//! the stop came from subtrees searched to the end, so later solves stay exact.

/// Search nodes between two checks of a stop condition. A node costs a tenth of a
/// microsecond or two, so a check comes about every millisecond at most, and reading a
/// clock that often costs nothing measurable (see `docs/dd-solver.md`).
pub const CHECK_NODES: u64 = 1 << 13;

/// A search's stop condition and where it stands.
#[derive(Clone, Copy)]
pub(super) struct Stop<'a> {
    condition: Option<&'a dyn Fn() -> bool>,
    /// The node count at which the condition is next asked: never without one, every node
    /// once it held (so that each returns at once).
    pub at: u64,
    pub stopped: bool,
}

impl<'a> Stop<'a> {
    /// A stop asking `condition`, if any, first after [`CHECK_NODES`] nodes from `nodes`.
    pub fn new(condition: Option<&'a dyn Fn() -> bool>, nodes: u64) -> Stop<'a> {
        Stop {
            condition,
            at: if condition.is_some() {
                nodes + CHECK_NODES
            } else {
                u64::MAX
            },
            stopped: false,
        }
    }

    /// No condition: the search runs to the end.
    pub fn never() -> Stop<'static> {
        Stop::new(None, 0)
    }

    /// Takes up where `later` (a copy of this stop, for one search of the solve) stands.
    pub fn carry_on(&mut self, later: &Stop) {
        self.at = later.at;
        self.stopped = later.stopped;
    }

    /// Whether the search stops at node `nodes` (called once the count reaches [`Stop::at`]):
    /// asks the condition, or answers yes again once it held.
    #[cold]
    #[inline(never)]
    pub fn holds(&mut self, nodes: u64) -> bool {
        if !self.stopped {
            match self.condition {
                Some(condition) if condition() => {
                    self.stopped = true;
                    self.at = 0;
                }
                _ => self.at = nodes + CHECK_NODES,
            }
        }
        self.stopped
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::testing::random_ending;
    use crate::bridge::dd::{Position, Solver};
    use crate::bridge::{Card, Deal};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::cell::Cell;

    /// Every legal card of the player to move, each guessed at half the tricks.
    fn asked(pos: &Position) -> Vec<(Card, u8)> {
        let guess = (pos.tricks_left() as u8).div_ceil(2);
        pos.legal_cards().cards().map(|c| (c, guess)).collect()
    }

    /// A condition that holds from its `n`-th check on, counting its checks.
    fn after_checks(n: u32, checks: &Cell<u32>) -> impl Fn() -> bool + '_ {
        move || {
            checks.set(checks.get() + 1);
            checks.get() >= n
        }
    }

    /// Solves cut off part way leave nothing wrong behind: on random deals of 9 to 12 cards a
    /// hand, each solve stopped at its first or second check (deep in the search, when the
    /// table holds many finished bounds and the stopped search has left many nodes
    /// unfinished) answers nothing, and the same solver then values the same position, the
    /// one after its first card, and a deal with two cards swapped between the leader's opponents
    /// exactly as a fresh solver does.
    #[test]
    fn a_stopped_solve_leaves_the_solver_exact() {
        let mut rng = ChaCha8Rng::seed_from_u64(38);
        let mut solver = Solver::with_tt_bytes(4 << 20);
        let mut stopped = 0;
        for case in 0..60 {
            let pos = random_ending(&mut rng, 9 + case % 4, 4, 0);
            let checks = Cell::new(0);
            let stop = after_checks(1 + case as u32 % 2, &checks);
            let cut = solver
                .values_until(&pos, &asked(&pos), Some(&stop))
                .unwrap();
            if checks.get() == 0 {
                // Too small a search to reach a check: it finished.
                assert!(cut.is_some());
                continue;
            }
            if cut.is_none() {
                stopped += 1;
            }
            let first = asked(&pos)[0].0;
            let after = pos.play(first);
            let mut swapped = pos.clone();
            let (a, b) = (pos.leader.next(), pos.leader.next().next().next());
            let (ca, cb) = (
                pos.hands.hand(a).cards().next().unwrap(),
                pos.hands.hand(b).cards().next().unwrap(),
            );
            let mut hands = swapped.hands.hands();
            hands[a as usize].remove(ca);
            hands[a as usize].insert(cb);
            hands[b as usize].remove(cb);
            hands[b as usize].insert(ca);
            swapped.hands = Deal::new(hands).unwrap();
            for p in [&pos, &after, &swapped] {
                let exact = Solver::with_tt_bytes(4 << 20)
                    .values_of(p, &asked(p))
                    .unwrap();
                assert_eq!(solver.values_of(p, &asked(p)).unwrap(), exact, "{p:?}");
            }
        }
        assert!(stopped >= 30, "only {stopped} solves were cut off");
    }

    /// A stop that holds at the `n`-th check ends the search within one interval of checks
    /// (and the few nodes of unwinding): about `n` × [`CHECK_NODES`] nodes.
    #[test]
    fn a_solve_stops_within_one_check_interval() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut solver = Solver::new();
        let mut tested = 0;
        while tested < 10 {
            let pos = random_ending(&mut rng, 10, 4, 0);
            solver.forget();
            let before = solver.nodes();
            let whole = solver.values_of(&pos, &asked(&pos)).unwrap();
            let nodes = solver.nodes() - before;
            if nodes < 4 * CHECK_NODES {
                continue;
            }
            tested += 1;
            solver.forget();
            let checks = Cell::new(0);
            let stop = after_checks(3, &checks);
            let before = solver.nodes();
            assert_eq!(
                solver.values_until(&pos, &asked(&pos), Some(&stop)),
                Ok(None)
            );
            let cut = solver.nodes() - before;
            assert_eq!(checks.get(), 3, "asked no more once it held");
            assert!(
                (3 * CHECK_NODES..3 * CHECK_NODES + 1_000).contains(&cut),
                "{cut} nodes"
            );
            // A condition that never holds changes nothing.
            solver.forget();
            let before = solver.nodes();
            let never = || false;
            assert_eq!(
                solver.values_until(&pos, &asked(&pos), Some(&never)),
                Ok(Some(whole))
            );
            assert_eq!(solver.nodes() - before, nodes);
        }
    }
}
