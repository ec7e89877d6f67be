//! What one player knows at the table: its own cards, dummy's once the opening lead is made,
//! every card played and by whom, the suits each player has shown out of, and the limits the
//! auction put on each hand (from the bidding's inference).
//!
//! This is all a computer player may use. Keeping it in one value, cut out of the board,
//! makes the rule "the computer does not peek" checkable: the sampler sees only this.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::clues::{self, Clue};
use crate::bridge::bidding::{infer, System};
use crate::bridge::limits::SeatLimits;
use crate::bridge::{Contract, Hand, Seat};

/// One player's knowledge of the deal at a point of the play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowledge {
    /// The player who knows this (declarer when dummy is to play).
    pub seat: Seat,
    pub contract: Contract,
    /// Cards still held that this player can see, per seat (its own hand, dummy's).
    pub known: [Hand; 4],
    /// How many cards each seat still holds.
    pub counts: [u8; 4],
    /// Cards each seat has played.
    pub played_by: [Hand; 4],
    /// `void[seat][suit]`: the seat has shown out of the suit, so holds none of it.
    pub void: [[bool; 4]; 4],
    /// Limits on each seat's hand as dealt (13 cards), from the auction.
    pub limits: [SeatLimits; 4],
    /// What the cards played say about the hands that played them (see `clues`).
    #[serde(default)]
    pub clues: Vec<Clue>,
}

impl Knowledge {
    /// What `seat` knows on `board`, with the auction read by `system` (None: the auction
    /// is not used, only the cards).
    pub fn of(board: &Board, seat: Seat, system: Option<&System>) -> Knowledge {
        let remaining = board.remaining();
        let mut known = [Hand::EMPTY; 4];
        known[seat.index()] = remaining.hand(seat);
        if board.dummy_visible() {
            let dummy = board.dummy();
            known[dummy.index()] = remaining.hand(dummy);
        }
        let limits = match system {
            Some(system) => infer(system, board.auction()).map(|inf| inf.limits),
            None => [SeatLimits::default(); 4],
        };
        Knowledge {
            seat,
            contract: *board.contract(),
            known,
            counts: Seat::ALL.map(|s| remaining.hand(s).len() as u8),
            played_by: board.played_by(),
            void: board.shown_out(),
            limits,
            clues: clues::read(board),
        }
    }

    /// Cards still held that this player cannot see.
    pub fn unseen(&self) -> Hand {
        let gone = self
            .known
            .iter()
            .chain(self.played_by.iter())
            .fold(0u64, |a, h| a | h.0);
        Hand(FULL_PACK & !gone)
    }

    /// Seats holding cards this player cannot see.
    pub fn hidden_seats(&self) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|s| self.known[s.index()].len() < self.counts[s.index()] as usize)
            .collect()
    }
}

/// All 52 cards as a bitset (ranks 2..=14 in each of the four 16-bit suits).
pub const FULL_PACK: u64 = 0x7ffc_7ffc_7ffc_7ffc;
