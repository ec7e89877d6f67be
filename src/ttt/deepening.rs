//! Beyond 3 × 3: depth-limited alpha-beta with the static evaluation at the horizon, a
//! transposition table and iterative deepening within a budget of nodes and/or time.
//!
//! On boards like 5 × 5 with k = 4 the full game tree is far too big, so the search stops at a
//! depth and trusts f(n) (open lines of length k for the mover − for the opponent) there.
//! Iterative deepening searches depth 1, 2, 3, … until the budget runs out; each depth reuses the
//! previous one's best moves (from the table) to order its own, and the node counts per depth
//! show students how fast the tree grows and why depth limits and evaluations exist.
//!
//! Scores are for the player to move at the root: f(n) at the horizon, ±(WIN − plies) for a
//! game decided within the search ([`WIN`]), so a found win is always worth
//! more than any evaluation and sooner wins more than later ones. Because the number of stones
//! fixes how many plies a position is from the root, a table entry's remaining depth is the
//! same wherever the position is met, and a completed depth gives exactly the value plain
//! depth-limited minimax would.
//!
//! No clock is read here: the caller passes one (milliseconds, any origin), so the same code
//! runs natively and in a browser worker.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, Ending, PositionError};
use super::search::{static_order, terminal_value, Scoring, WIN};
use super::table::{Bound, Table};

/// How much search a call may spend. The search stops at the first limit reached; the last
/// depth it completed gives the answer. Depth 1 always completes (one node per legal move).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Budget {
    /// The deepest iteration, in plies (1 or more).
    pub max_depth: u32,
    /// Nodes over all iterations.
    pub max_nodes: Option<u64>,
    /// Milliseconds by the caller's clock, from the start of the call.
    pub max_millis: Option<f64>,
}

/// What one iteration of the deepening did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DepthStats {
    pub depth: u32,
    /// Nodes entered in this iteration, the root included.
    pub nodes: u64,
    /// Nodes answered from the transposition table.
    pub table_hits: u64,
    /// Whether the iteration finished; an unfinished one gives no move or value.
    pub completed: bool,
    pub best_move: Option<usize>,
    pub value: Option<i32>,
    /// Milliseconds since the start of the call when the iteration ended (with a clock).
    pub elapsed_millis: Option<f64>,
}

/// The deepening's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Deepened {
    pub best_move: usize,
    /// The value of the best move for the player to move, at the deepest completed depth.
    pub value: i32,
    pub depth: u32,
    /// +1, 0 or −1 when the search proved the outcome (a forced win or loss within the depth,
    /// or a tree that ended everywhere before the horizon); `None` while it rests on f(n).
    pub proven: Option<i32>,
    pub nodes: u64,
    pub per_depth: Vec<DepthStats>,
}

/// A deepening that cannot start.
#[derive(Clone, Debug, PartialEq)]
pub enum DeepeningError {
    Unreachable(PositionError),
    GameOver {
        ending: Ending,
    },
    /// `max_depth` must be at least 1.
    ZeroDepth,
    /// A time budget needs a clock to measure it.
    NoClock {
        max_millis: f64,
    },
}

impl fmt::Display for DeepeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeepeningError::Unreachable(e) => e.fmt(f),
            DeepeningError::GameOver { ending } => match ending {
                Ending::Win(m) => write!(f, "the game is over: {m} has won"),
                Ending::Draw => write!(f, "the game is over: it is a draw"),
            },
            DeepeningError::ZeroDepth => write!(f, "the budget's max_depth must be at least 1"),
            DeepeningError::NoClock { max_millis } => write!(
                f,
                "a time budget of {max_millis} ms needs a clock, and none was given"
            ),
        }
    }
}

impl std::error::Error for DeepeningError {}

/// Scores at least this big are decided games, not evaluations.
const DECIDED: i32 = WIN - 64;

/// A table entry's depth for a subtree that ended everywhere before the horizon: its value
/// holds at any depth.
const TO_THE_END: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Entry {
    depth: u32,
    value: i32,
    bound: Bound,
    best: usize,
}

struct Deepening<'a> {
    budget: Budget,
    clock: Option<&'a dyn Fn() -> f64>,
    start: f64,
    table: Table<Entry>,
    total_nodes: u64,
    nodes: u64,
    table_hits: u64,
    /// Whether the current subtree met the horizon (its value rests on f(n)).
    horizon: bool,
    /// Set when the budget ran out; the iteration is abandoned.
    out_of_budget: bool,
    /// Whether the budget applies (not during depth 1).
    limited: bool,
    root_stones: u32,
}

impl Deepening<'_> {
    fn elapsed(&self) -> Option<f64> {
        self.clock.map(|c| c() - self.start)
    }

    fn budget_spent(&self) -> bool {
        if let Some(n) = self.budget.max_nodes {
            if self.total_nodes >= n {
                return true;
            }
        }
        if let Some(ms) = self.budget.max_millis {
            // Reading the clock can cost as much as many nodes; look every 256 nodes.
            if self.total_nodes.is_multiple_of(256) && self.elapsed().is_some_and(|e| e >= ms) {
                return true;
            }
        }
        false
    }

    /// Fail-soft alpha-beta to `depth` more plies, values for the player to move.
    fn search(&mut self, board: &Board, depth: u32, mut alpha: i32, mut beta: i32) -> i32 {
        if self.limited && self.budget_spent() {
            self.out_of_budget = true;
            return 0;
        }
        self.nodes += 1;
        self.total_nodes += 1;
        let plies = board.stone_count() - self.root_stones;
        if let Some(v) = terminal_value(board, Scoring::PreferFast, plies) {
            return v;
        }
        if depth == 0 {
            self.horizon = true;
            return board.evaluate(board.to_move());
        }
        let key = board.key();
        let mut first = None;
        if let Some(e) = self.table.get(&key).copied() {
            if e.depth >= depth {
                self.table_hits += 1;
                if e.depth != TO_THE_END {
                    self.horizon = true;
                }
                match e.bound.narrow(e.value, alpha, beta) {
                    Ok(window) => (alpha, beta) = window,
                    Err(value) => return value,
                }
            }
            first = Some(e.best);
        }
        let mut moves = static_order(board);
        if let Some(m) = first {
            if let Some(i) = moves.iter().position(|&c| c == m) {
                moves[..=i].rotate_right(1);
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let outer_horizon = std::mem::replace(&mut self.horizon, false);
        let mover = board.to_move();
        let mut best = i32::MIN;
        let mut best_move = moves[0];
        for c in moves {
            let v = -self.search(&board.with(c, mover), depth - 1, -beta, -alpha);
            if self.out_of_budget {
                return 0;
            }
            if v > best {
                best = v;
                best_move = c;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        let bound = Bound::of(best, alpha0, beta0);
        let entry_depth = if self.horizon { depth } else { TO_THE_END };
        self.table.insert(
            key,
            Entry {
                depth: entry_depth,
                value: best,
                bound,
                best: best_move,
            },
        );
        self.horizon |= outer_horizon;
        best
    }
}

/// Iterative deepening from `board` within `budget`. `clock` gives milliseconds (needed for a
/// time budget, else optional: it stamps the per-depth stats). `progress(depth, max_depth)` is
/// called after each completed depth.
pub fn deepen(
    board: &Board,
    budget: &Budget,
    clock: Option<&dyn Fn() -> f64>,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Deepened, DeepeningError> {
    board
        .check_reachable()
        .map_err(DeepeningError::Unreachable)?;
    if let Some(ending) = board.ending() {
        return Err(DeepeningError::GameOver { ending });
    }
    if budget.max_depth == 0 {
        return Err(DeepeningError::ZeroDepth);
    }
    if let (Some(max_millis), None) = (budget.max_millis, clock) {
        return Err(DeepeningError::NoClock { max_millis });
    }
    let mut d = Deepening {
        budget: *budget,
        clock,
        start: clock.map_or(0.0, |c| c()),
        table: Table::default(),
        total_nodes: 0,
        nodes: 0,
        table_hits: 0,
        horizon: false,
        out_of_budget: false,
        limited: false,
        root_stones: board.stone_count(),
    };
    let empty = board.empty_cells().count_ones();
    let mut answer: Option<(usize, i32, u32, bool)> = None;
    let mut per_depth = Vec::new();
    for depth in 1..=budget.max_depth.min(empty) {
        d.limited = depth > 1;
        d.nodes = 0;
        d.table_hits = 0;
        d.horizon = false;
        let value = d.search(board, depth, -i32::MAX, i32::MAX);
        let completed = !d.out_of_budget;
        let best_move = completed.then(|| d.table[&board.key()].best);
        per_depth.push(DepthStats {
            depth,
            nodes: d.nodes,
            table_hits: d.table_hits,
            completed,
            best_move,
            value: completed.then_some(value),
            elapsed_millis: d.elapsed(),
        });
        if !completed {
            break;
        }
        let solved = !d.horizon || value.abs() >= DECIDED;
        answer = Some((best_move.expect("completed"), value, depth, solved));
        progress(depth as u64, budget.max_depth as u64);
        if solved {
            break;
        }
    }
    let (best_move, value, depth, solved) = answer.expect("depth 1 always completes");
    Ok(Deepened {
        best_move,
        value,
        depth,
        proven: solved.then_some(value.signum()),
        nodes: d.total_nodes,
        per_depth,
    })
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::ttt::search::minimax;
    use crate::ttt::testutil::reachable_positions;
    use crate::ttt::Rules;

    fn unlimited(max_depth: u32) -> Budget {
        Budget {
            max_depth,
            max_nodes: None,
            max_millis: None,
        }
    }

    /// Plain depth-limited negamax, no pruning, no table: the oracle.
    fn reference(board: &Board, depth: u32, plies: u32) -> i32 {
        if let Some(v) = terminal_value(board, Scoring::PreferFast, plies) {
            return v;
        }
        if depth == 0 {
            return board.evaluate(board.to_move());
        }
        let mover = board.to_move();
        board
            .legal_moves()
            .into_iter()
            .map(|c| -reference(&board.with(c, mover), depth - 1, plies + 1))
            .max()
            .unwrap()
    }

    /// A reachable position after `n` random moves that do not end the game.
    fn random_position(rules: Rules, n: usize, rng: &mut ChaCha8Rng) -> Board {
        loop {
            let mut b = Board::empty(rules);
            for _ in 0..n {
                let moves = b.legal_moves();
                if moves.is_empty() {
                    break;
                }
                b = b.play(moves[rng.random_range(0..moves.len())]).unwrap();
            }
            if b.ending().is_none() {
                return b;
            }
        }
    }

    #[test]
    fn to_full_depth_it_agrees_with_minimax_on_every_3x3_position() {
        for board in reachable_positions() {
            if board.ending().is_some() {
                continue;
            }
            let d = deepen(&board, &unlimited(9), None, &mut |_, _| {}).unwrap();
            let truth = minimax(&board, Scoring::PreferFast).unwrap().value;
            assert_eq!(d.value, truth, "{board:?}");
            assert_eq!(d.proven, Some(truth.signum()), "{board:?}");
            // The chosen move is worth the value.
            let child = board.play(d.best_move).unwrap();
            let mut n = 0;
            let v = -crate::ttt::search::minimax_from(&child, Scoring::PreferFast, 1, &mut n);
            assert_eq!(v, truth, "{board:?} move {}", d.best_move);
        }
    }

    #[test]
    fn each_completed_depth_gives_plain_depth_limited_minimax() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for (rows, cols, k, stones, max_depth) in
            [(4, 4, 3, 3, 4), (4, 4, 4, 4, 4), (5, 5, 4, 6, 3)]
        {
            let rules = Rules::new(rows, cols, k).unwrap();
            for _ in 0..6 {
                let board = random_position(rules, stones, &mut rng);
                let d = deepen(&board, &unlimited(max_depth), None, &mut |_, _| {}).unwrap();
                for s in &d.per_depth {
                    let expected = reference(&board, s.depth, 0);
                    assert_eq!(s.value, Some(expected), "{board:?} depth {}", s.depth);
                    let child = board.play(s.best_move.unwrap()).unwrap();
                    let worth = -reference(&child, s.depth - 1, 1);
                    assert_eq!(worth, expected, "{board:?} depth {}", s.depth);
                }
                assert_eq!(d.nodes, d.per_depth.iter().map(|s| s.nodes).sum::<u64>());
            }
        }
    }

    #[test]
    fn a_node_budget_stops_the_deepening_and_keeps_the_last_depth() {
        let board = Board::empty(Rules::new(5, 5, 4).unwrap());
        let budget = Budget {
            max_depth: 20,
            max_nodes: Some(5_000),
            max_millis: None,
        };
        let mut reported = Vec::new();
        let d = deepen(&board, &budget, None, &mut |a, b| reported.push((a, b))).unwrap();
        assert!(d.nodes <= 5_000);
        let last = d.per_depth.last().unwrap();
        assert!(!last.completed && last.value.is_none());
        assert_eq!(d.depth, last.depth - 1);
        assert_eq!(
            d.per_depth[d.depth as usize - 1].best_move,
            Some(d.best_move)
        );
        assert_eq!(reported.last(), Some(&(d.depth as u64, 20)));
        // Node counts grow with depth.
        let done: Vec<u64> = d
            .per_depth
            .iter()
            .filter(|s| s.completed)
            .map(|s| s.nodes)
            .collect();
        assert!(done.windows(2).all(|w| w[0] < w[1]), "{done:?}");
    }

    #[test]
    fn a_time_budget_is_measured_with_the_callers_clock() {
        // A fake clock that advances one millisecond each time it is read.
        let now = Cell::new(0.0);
        let clock = || {
            now.set(now.get() + 1.0);
            now.get()
        };
        let board = Board::empty(Rules::new(5, 5, 4).unwrap());
        let budget = Budget {
            max_depth: 30,
            max_nodes: None,
            max_millis: Some(20.0),
        };
        let d = deepen(&board, &budget, Some(&clock), &mut |_, _| {}).unwrap();
        assert!(!d.per_depth.last().unwrap().completed);
        // Reads happen every 256 nodes plus once per depth: about 20 reads fit.
        assert!(d.nodes <= 256 * 21, "{}", d.nodes);
        assert!(d.per_depth.iter().all(|s| s.elapsed_millis.is_some()));
    }

    #[test]
    fn it_finds_a_forced_win_and_stops() {
        // 4 × 4, k = 3, X to move: X makes an open two (say 5-6 with 4 and 7 free), O can
        // block one end only, X completes the other on the third ply.
        let board = Board::parse(Rules::new(4, 4, 3).unwrap(), "..../.x../..../...o").unwrap();
        let d = deepen(&board, &unlimited(10), None, &mut |_, _| {}).unwrap();
        assert_eq!(d.proven, Some(1));
        assert_eq!(d.value, WIN - 3);
        assert!(d.depth < 10, "stopped once proven");
        // After the chosen move O is lost in two plies whatever it does.
        let after = board.play(d.best_move).unwrap();
        let o = deepen(&after, &unlimited(10), None, &mut |_, _| {}).unwrap();
        assert_eq!((o.value, o.proven), (-(WIN - 2), Some(-1)));
    }

    #[test]
    fn bad_requests_are_refused() {
        let board = Board::classic();
        assert_eq!(
            deepen(&board, &unlimited(0), None, &mut |_, _| {}),
            Err(DeepeningError::ZeroDepth)
        );
        let timed = Budget {
            max_depth: 3,
            max_nodes: None,
            max_millis: Some(5.0),
        };
        assert_eq!(
            deepen(&board, &timed, None, &mut |_, _| {}),
            Err(DeepeningError::NoClock { max_millis: 5.0 })
        );
        let over = Board::parse(Rules::CLASSIC, "xxxoo....").unwrap();
        assert!(matches!(
            deepen(&over, &unlimited(3), None, &mut |_, _| {}),
            Err(DeepeningError::GameOver { .. })
        ));
    }
}
