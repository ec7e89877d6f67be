//! A board played to the end by four computer players (declarer also plays dummy).

use std::fmt;

use rand::Rng;

use super::board::{Board, PlayError};
use super::montecarlo::McError;
use super::player::{act, Action, Config};
use crate::bridge::bidding::System;
use crate::bridge::dd::Solver;

/// Why a board could not be played out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AutoplayError {
    /// A Monte-Carlo decision failed.
    Decision(McError),
    /// A player chose a card the laws do not allow (a bug, reported rather than hidden).
    Illegal(PlayError),
}

impl fmt::Display for AutoplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AutoplayError::Decision(e) => write!(f, "a computer decision failed: {e}"),
            AutoplayError::Illegal(e) => write!(f, "a computer player broke the laws: {e}"),
        }
    }
}

impl std::error::Error for AutoplayError {}

/// Who plays: the configuration of each side, and the system their inferences read the
/// auction with (None: the auction is not used).
#[derive(Clone, Copy, Debug)]
pub struct Seating<'a> {
    pub ns: Config,
    pub ew: Config,
    pub system: Option<&'a System>,
}

/// Plays `board` to the end. `observe` sees the board before each action, and the action.
pub fn play_out<R: Rng + ?Sized>(
    board: &mut Board,
    seating: &Seating<'_>,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
    observe: &mut dyn FnMut(&Board, &Action),
) -> Result<(), AutoplayError> {
    while let Some(chooser) = board.chooser() {
        let config = if chooser.is_ns() {
            &seating.ns
        } else {
            &seating.ew
        };
        let Some(action) = act(board, config, seating.system, solver, rng, clock)
            .map_err(AutoplayError::Decision)?
        else {
            break;
        };
        observe(board, &action);
        match action {
            Action::Play { card, .. } => board.play(card),
            Action::Settle { declarer_more } => board.settle(declarer_more),
        }
        .map_err(AutoplayError::Illegal)?;
    }
    Ok(())
}
