//! Who is the killer (谁是杀手): rules, deduction and computer players.
//!
//! - [`card`]: cards, game sizes, triples.
//! - [`game`]: the rules as a state machine, and the event log.
//! - [`view`]: what one player observed, the input of all reasoning.
//! - [`encoding`]: observations as CNF (the paper's formulas, compacted).
//! - [`deduce`]: Algorithm 1 and the notebook, with splr.
//! - [`oracle`]: brute-force enumeration of worlds, the tests' independent judge.
//! - [`player`]: computer players (novice, expert).
//! - [`record`]: a recorded game read back, and Algorithm 1 after every event of it.
//! - [`sim`]: whole games between computer players, with a summary.
//! - [`table`]: a human's game against computer players, as the page holds it.
//! - [`trace`]: what a computer player knew at each of its turns, for the end of a game.

pub mod card;
pub mod deduce;
pub mod encoding;
pub mod game;
pub mod oracle;
pub mod player;
pub mod record;
pub mod sim;
mod simplify;
pub mod table;
pub mod trace;
pub mod view;

pub use card::{Card, Config, ConfigError};
pub use deduce::{
    certain_killer, killer_candidates, notebook, CardNote, DeduceError, Notebook, Reason,
};
pub use encoding::Place;
pub use game::{Event, Game, Move, MoveError, Pending, Placement, ReplayError};
pub use view::{Seen, Slot, View, ViewError};

#[cfg(test)]
mod player_tests;
#[cfg(test)]
mod rules_tests;
#[cfg(test)]
mod tests;
