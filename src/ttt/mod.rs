//! Tic-tac-toe and m,n,k games: board, judges, computer players and search statistics.
//!
//! Plain Rust with no web dependency, so the same code runs in the `boyi` command line, in tests
//! and in the browser's worker. Nothing here reads a clock or starts a thread: time budgets come
//! in as a caller's clock function.
//!
//! Where to start:
//! - [`Board`] (any m,n,k up to 8 × 8) and [`Game`] (moves, undo, text record);
//! - [`players::Player`]: the computer players, `candidates` then `choose` with a seeded RNG;
//! - [`teach::analyse`], [`teach::tree_node`] / [`teach::tree_children`] and
//!   [`trace::trace_position`] / [`trace::FixedTree::trace`]: the teaching panel's data;
//! - [`census::classic_facts`]: the published counts, computed;
//! - [`chapter`]: the game-playing chapter's own examples (its array, its count, the positions
//!   of its figures 5.3 and 5.4, found by search);
//! - [`deepening::deepen`]: iterative deepening on boards too big to search to the end.
//!
//! Every input and output is a plain serde type, ready for the worker protocol.

pub mod board;
pub mod census;
pub mod chapter;
pub mod deepening;
pub mod game;
pub mod players;
pub mod replay;
pub mod rules;
pub mod search;
mod table;
pub mod teach;
pub mod trace;

pub use board::{Board, Ending, Mark, MoveError, ParseBoardError, PositionError};
pub use game::{Game, RecordError};
pub use rules::{Rules, RulesError};

#[cfg(test)]
pub(crate) mod testutil {
    use std::collections::HashSet;

    use super::{Board, Mark};

    /// Every 3 × 3 board, reachable or not (3^9 of them).
    pub(crate) fn all_boards() -> impl Iterator<Item = Board> {
        (0..3usize.pow(9)).map(|mut n| {
            let mut board = Board::classic();
            for cell in 0..9 {
                match n % 3 {
                    1 => board = board.with(cell, Mark::X),
                    2 => board = board.with(cell, Mark::O),
                    _ => {}
                }
                n /= 3;
            }
            board
        })
    }

    /// Every position reachable from the empty 3 × 3 board, found by playing every game.
    pub(crate) fn reachable_positions() -> Vec<Board> {
        fn walk(board: Board, seen: &mut HashSet<Board>, out: &mut Vec<Board>) {
            if !seen.insert(board) {
                return;
            }
            out.push(board);
            for c in board.legal_moves() {
                walk(board.play(c).unwrap(), seen, out);
            }
        }
        let mut out = Vec::new();
        walk(Board::classic(), &mut HashSet::new(), &mut out);
        out
    }
}
