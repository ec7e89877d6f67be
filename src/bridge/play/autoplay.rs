//! A board played to the end by four computer players (declarer also plays dummy), and a
//! whole board, auction included, as the other table of a duplicate match plays it.

use std::fmt;

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::board::{Board, PlayError};
use super::montecarlo::McError;
use super::player::{act, Action, Config};
use crate::bridge::bidding::{bid_deal, Auction, System};
use crate::bridge::dd::Solver;
use crate::bridge::{Contract, Deal, Seat, Vulnerability};

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

/// What one table made of a board: the contract (with its declarer; `None` when passed
/// out), declarer's tricks and North-South's duplicate score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableResult {
    pub contract: Option<Contract>,
    pub tricks: u8,
    pub ns_score: i32,
}

impl TableResult {
    /// The result of a finished board (a passed-out board scores nothing).
    pub fn of(board: &Board) -> TableResult {
        TableResult {
            contract: Some(*board.contract()),
            tricks: board.declarer_tricks(),
            ns_score: board.ns_score(),
        }
    }

    pub const PASSED_OUT: TableResult = TableResult {
        contract: None,
        tricks: 0,
        ns_score: 0,
    };
}

/// Plays a whole board with four computer players: the auction by `system` from `dealer`,
/// then the play by `seating`'s configurations (whose inferences read the auction with
/// `system` too).
#[allow(clippy::too_many_arguments)]
pub fn play_board<R: Rng + ?Sized>(
    deal: Deal,
    dealer: Seat,
    vulnerability: Vulnerability,
    system: &System,
    seating: (Config, Config),
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<TableResult, AutoplayError> {
    let (auction, _) = bid_deal(
        system,
        &deal,
        Auction::new(dealer).with_vulnerability(vulnerability),
    );
    let mut board = match Board::new(deal, vulnerability, auction) {
        Ok(board) => board,
        Err(PlayError::PassedOut) => return Ok(TableResult::PASSED_OUT),
        Err(e) => return Err(AutoplayError::Illegal(e)),
    };
    let seating = Seating {
        ns: seating.0,
        ew: seating.1,
        system: Some(system),
    };
    play_out(&mut board, &seating, solver, rng, clock, &mut |_, _| {})?;
    Ok(TableResult::of(&board))
}
