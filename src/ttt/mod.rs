//! Tic-tac-toe and m,n,k games: board, judges, computer players and search statistics.
//!
//! Plain Rust with no web dependency, so the same code runs in the `boyi` command line, in tests
//! and in the browser's worker. Nothing here reads a clock or starts a thread: time budgets come
//! in as a caller's clock function.

pub mod board;
pub mod census;
pub mod rules;
pub mod search;

pub use board::{Board, Ending, Mark, MoveError, ParseBoardError, PositionError};
pub use rules::{Rules, RulesError};
