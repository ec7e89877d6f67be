//! Card play: the laws of the play, what each player knows, and the computer's card play in
//! the paper's two stages: experience rules for the opening lead and the first tricks, then
//! Monte-Carlo double-dummy play (sample the unseen cards consistently with what is known,
//! solve each layout, play the card with the best expected duplicate score).
//!
//! Everything here is plain Rust with no clock or thread of its own: the caller passes a
//! clock (the worker's, or `Instant` natively) and a random generator.

pub mod alphamu;
pub mod autoplay;
pub mod board;
pub mod claim;
pub mod clues;
pub mod dealt;
pub mod equivalence;
pub mod knowledge;
pub mod leads;
pub mod montecarlo;
pub mod pbn;
pub mod player;
pub mod rates;
pub mod rates_tally;
pub mod review;
pub mod rules;
pub mod sampler;
pub mod signals;
pub mod traps;

pub use autoplay::{play_board, play_out, AutoplayError, Seating, TableResult};
pub use board::{Board, PlayError};
pub use knowledge::Knowledge;
pub use montecarlo::{
    CardScore, GroupStats, McDecision, McError, McSettings, McShare, RaceStart, Resume, TrapCount,
};
pub use player::{
    act, act_share, merge_actions, trap_share, Action, Config, ConfigError, Method, ShareAction,
};
pub use sampler::{Relaxation, SampleError, Sampler};
