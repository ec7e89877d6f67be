//! Full-depth game-tree search: minimax and alpha-beta, with node counts.
//!
//! Values are always from the point of view of the player to move at the searched position
//! (negamax form: a child's value is negated on the way up). Two scorings exist because the
//! published node counts and good play want different things: [`Scoring::Unit`] scores a
//! win/draw/loss as +1/0/−1, the convention behind the counts the teaching panel quotes, and
//! [`Scoring::PreferFast`] scores a win by how soon it comes, so a player that wins does not dawdle
//! and a player that must lose makes the opponent work for it.
//!
//! Every node entered is counted once, the root included, terminal positions included, and a
//! position answered from the transposition table included. Alpha-beta is fail-soft and cuts
//! when α ≥ β; without a transposition table fail-soft and fail-hard visit the same nodes (a
//! child's bound only ever matters through the comparison with α and β), so the counts hold for
//! both textbook variants. This convention gives the published 18,297 nodes for the empty board
//! in natural order with window (−2, 2). The window matters: with (−1, 1) a found win already
//! fills the window and cuts, and the count drops to 16,811; cutting only when α > β instead of
//! α ≥ β gives 146,120.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, Ending, PositionError};
use super::table::{Bound, Table};

/// In which order alpha-beta tries the moves of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ordering {
    /// Cells in increasing order, as a plain loop over the board would.
    Natural,
    /// Best static evaluation f(n) first (for the player moving); a win comes before anything.
    Static,
    /// Best first: a transposition table remembers every position's value or bound and its
    /// best move; a position met again through another move order is answered from the table
    /// when it can be, and otherwise its remembered best move is tried first, the rest by
    /// static evaluation.
    BestFirst,
}

impl Ordering {
    pub const ALL: [Ordering; 3] = [Ordering::Natural, Ordering::Static, Ordering::BestFirst];

    pub fn name(self) -> &'static str {
        match self {
            Ordering::Natural => "natural",
            Ordering::Static => "static",
            Ordering::BestFirst => "best_first",
        }
    }
}

/// How finished games are scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// Win +1, draw 0, loss −1.
    Unit,
    /// Win `WIN − plies`, draw 0, loss `−(WIN − plies)`, plies counted from the searched
    /// position: faster wins and slower losses score better.
    PreferFast,
}

/// The size of a win under [`Scoring::PreferFast`], before the plies are taken off.
pub const WIN: i32 = 1000;

/// Full-depth search is refused on positions with more empty cells than this: the tree of a
/// position with e empty cells can have e! leaves.
pub const FULL_DEPTH_MAX_EMPTY: u32 = 10;

/// A position full-depth search cannot be asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The position cannot arise in a game.
    Unreachable(PositionError),
    /// The game is over: there is no move to choose.
    GameOver { ending: Ending },
    /// Too many empty cells for a full-depth search (see [`FULL_DEPTH_MAX_EMPTY`]).
    TooDeep { empty: u32, limit: u32 },
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::Unreachable(e) => e.fmt(f),
            SearchError::GameOver { ending } => match ending {
                Ending::Win(m) => write!(f, "the game is over: {m} has won"),
                Ending::Draw => write!(f, "the game is over: it is a draw"),
            },
            SearchError::TooDeep { empty, limit } => write!(
                f,
                "a full-depth search needs at most {limit} empty cells, this position has \
                 {empty}; use the depth-limited search"
            ),
        }
    }
}

impl std::error::Error for SearchError {}

/// Checks that `board` can be searched to full depth: reachable, not finished, small enough.
pub fn check_searchable(board: &Board) -> Result<(), SearchError> {
    board.check_reachable().map_err(SearchError::Unreachable)?;
    if let Some(ending) = board.ending() {
        return Err(SearchError::GameOver { ending });
    }
    let empty = board.empty_cells().count_ones();
    if empty > FULL_DEPTH_MAX_EMPTY {
        return Err(SearchError::TooDeep {
            empty,
            limit: FULL_DEPTH_MAX_EMPTY,
        });
    }
    Ok(())
}

/// A search's answer: the value for the player to move, and how many nodes it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Searched {
    pub value: i32,
    pub nodes: u64,
}

/// The value of a finished position for the player to move there, or `None` if play goes on.
/// `plies` is the distance from the searched root.
pub(crate) fn terminal_value(board: &Board, scoring: Scoring, plies: u32) -> Option<i32> {
    let ending = board.ending()?;
    let win = match scoring {
        Scoring::Unit => 1,
        Scoring::PreferFast => WIN - plies as i32,
    };
    Some(match ending {
        Ending::Draw => 0,
        Ending::Win(m) if m == board.to_move() => win,
        Ending::Win(_) => -win,
    })
}

/// How good a position looks to `mover`, who just moved into it, without search: a win beats
/// any f(n). Used by the static player and the static move ordering.
pub(crate) fn static_score(child: &Board, mover: super::Mark) -> i32 {
    if child.winner() == Some(mover) {
        i32::MAX
    } else {
        child.evaluate(mover)
    }
}

/// The moves of `board` in static order: best f(n) for the mover first, ties in cell order.
pub(crate) fn static_order(board: &Board) -> Vec<usize> {
    let mover = board.to_move();
    let mut moves = board.legal_moves();
    moves.sort_by_cached_key(|&c| std::cmp::Reverse(static_score(&board.with(c, mover), mover)));
    moves
}

/// Minimax to the end of the game. Errors as [`check_searchable`].
pub fn minimax(board: &Board, scoring: Scoring) -> Result<Searched, SearchError> {
    check_searchable(board)?;
    let mut nodes = 0;
    let value = minimax_from(board, scoring, 0, &mut nodes);
    Ok(Searched { value, nodes })
}

/// Minimax below `board`, `plies` from the root, adding the nodes it enters to `nodes`.
pub(crate) fn minimax_from(board: &Board, scoring: Scoring, plies: u32, nodes: &mut u64) -> i32 {
    *nodes += 1;
    if let Some(v) = terminal_value(board, scoring, plies) {
        return v;
    }
    let mover = board.to_move();
    board
        .legal_moves()
        .into_iter()
        .map(|c| -minimax_from(&board.with(c, mover), scoring, plies + 1, nodes))
        .max()
        .expect("a position that is not over has a move")
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    value: i32,
    bound: Bound,
    best: usize,
}

/// One alpha-beta search: its settings, its node count and (for best-first) its table.
pub(crate) struct AlphaBeta {
    ordering: Ordering,
    scoring: Scoring,
    pub(crate) nodes: u64,
    table: Table<Entry>,
}

impl AlphaBeta {
    pub(crate) fn new(ordering: Ordering, scoring: Scoring) -> AlphaBeta {
        AlphaBeta {
            ordering,
            scoring,
            nodes: 0,
            table: Table::default(),
        }
    }

    /// The fail-soft alpha-beta value of `board` for its player to move, in window (α, β).
    pub(crate) fn search(
        &mut self,
        board: &Board,
        mut alpha: i32,
        mut beta: i32,
        plies: u32,
    ) -> i32 {
        self.nodes += 1;
        if let Some(v) = terminal_value(board, self.scoring, plies) {
            return v;
        }
        let mut first = None;
        if self.ordering == Ordering::BestFirst {
            if let Some(e) = self.table.get(&board.key()) {
                match e.bound.narrow(e.value, alpha, beta) {
                    Ok(window) => (alpha, beta) = window,
                    Err(value) => return value,
                }
                first = Some(e.best);
            }
        }
        let mut moves = match self.ordering {
            Ordering::Natural => board.legal_moves(),
            Ordering::Static | Ordering::BestFirst => static_order(board),
        };
        if let Some(m) = first {
            let i = moves
                .iter()
                .position(|&c| c == m)
                .expect("a stored move is legal");
            moves[..=i].rotate_right(1);
        }
        // The window actually searched, after the table narrowed it: what the result says about
        // the position is judged against this window.
        let (alpha0, beta0) = (alpha, beta);
        let mover = board.to_move();
        let mut best = i32::MIN;
        let mut best_move = moves[0];
        for c in moves {
            let v = -self.search(&board.with(c, mover), -beta, -alpha, plies + 1);
            if v > best {
                best = v;
                best_move = c;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        if self.ordering == Ordering::BestFirst {
            let bound = Bound::of(best, alpha0, beta0);
            self.table.insert(
                board.key(),
                Entry {
                    value: best,
                    bound,
                    best: best_move,
                },
            );
        }
        best
    }
}

/// Alpha-beta to the end of the game in window (α, β). Errors as [`check_searchable`].
///
/// The value is exact when it falls strictly inside the window; at or below α it is an upper
/// bound, at or above β a lower bound. With [`Scoring::Unit`] the window (−2, 2) is "unbounded".
pub fn alphabeta(
    board: &Board,
    ordering: Ordering,
    scoring: Scoring,
    alpha: i32,
    beta: i32,
) -> Result<Searched, SearchError> {
    check_searchable(board)?;
    let mut ab = AlphaBeta::new(ordering, scoring);
    let value = ab.search(board, alpha, beta, 0);
    Ok(Searched {
        value,
        nodes: ab.nodes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::testutil::reachable_positions;

    #[test]
    fn alphabeta_agrees_with_minimax_on_every_position() {
        for board in reachable_positions() {
            if board.ending().is_some() {
                continue;
            }
            for scoring in [Scoring::Unit, Scoring::PreferFast] {
                let mm = minimax(&board, scoring).unwrap();
                for ordering in Ordering::ALL {
                    let ab = alphabeta(&board, ordering, scoring, -i32::MAX, i32::MAX).unwrap();
                    assert_eq!(ab.value, mm.value, "{board:?} {ordering:?} {scoring:?}");
                    assert!(ab.nodes <= mm.nodes, "{board:?} {ordering:?}");
                }
            }
        }
    }

    #[test]
    fn alphabeta_results_are_bounds_outside_the_window() {
        for board in reachable_positions() {
            if board.ending().is_some() || board.empty_cells().count_ones() > 7 {
                continue;
            }
            let truth = minimax(&board, Scoring::Unit).unwrap().value;
            for ordering in Ordering::ALL {
                for alpha in -2..=1 {
                    for beta in alpha + 1..=2 {
                        let v = alphabeta(&board, ordering, Scoring::Unit, alpha, beta)
                            .unwrap()
                            .value;
                        if v <= alpha {
                            assert!(truth <= v, "{board:?} {ordering:?} ({alpha},{beta})");
                        } else if v >= beta {
                            assert!(truth >= v, "{board:?} {ordering:?} ({alpha},{beta})");
                        } else {
                            assert_eq!(truth, v, "{board:?} {ordering:?} ({alpha},{beta})");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn prefer_fast_scores_count_the_plies_to_the_end() {
        let r = crate::ttt::Rules::CLASSIC;
        // X wins at once by 2.
        let b = Board::parse(r, "xx.oo....").unwrap();
        assert_eq!(minimax(&b, Scoring::PreferFast).unwrap().value, WIN - 1);
        assert_eq!(minimax(&b, Scoring::Unit).unwrap().value, 1);
        // O to move cannot stop both of X's threats (cells 2 and 6): X wins on the third ply.
        let b = Board::parse(r, "xx.xo..o.").unwrap();
        assert_eq!(minimax(&b, Scoring::PreferFast).unwrap().value, -(WIN - 2));
    }

    #[test]
    fn positions_that_cannot_be_searched_are_refused() {
        let r = crate::ttt::Rules::CLASSIC;
        let over = Board::parse(r, "xxxoo....").unwrap();
        assert!(matches!(
            minimax(&over, Scoring::Unit),
            Err(SearchError::GameOver { .. })
        ));
        let bad = Board::parse(r, "xx.......").unwrap();
        assert!(matches!(
            alphabeta(&bad, Ordering::Natural, Scoring::Unit, -2, 2),
            Err(SearchError::Unreachable(PositionError::Counts {
                x: 2,
                o: 0
            }))
        ));
        let big = Board::empty(crate::ttt::Rules::new(4, 4, 4).unwrap());
        assert_eq!(
            minimax(&big, Scoring::Unit),
            Err(SearchError::TooDeep {
                empty: 16,
                limit: FULL_DEPTH_MAX_EMPTY
            })
        );
    }
}
