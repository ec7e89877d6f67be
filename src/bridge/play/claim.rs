//! Claims and concessions.
//!
//! The computer claims only what is certain from its own view, whatever the layout of the
//! cards it cannot see *and however the others play*. Solving every consistent layout
//! double-dummy would not do: a different line may be needed on each (a two-way finesse
//! for a queen "makes" on every layout, yet no single line does), which is strategy fusion
//! again. The test used instead is the one players use, "my hand is high": at the start of a
//! trick, the hand on lead holds only cards that no card the other side may hold can beat
//! (trumps included: in a suit contract the other side may hold no trump, unless every card
//! on lead is a trump). Leading them one by one takes every trick. A defender concedes the
//! rest when dummy is on lead with such a hand.
//!
//! A human's claim is checked against the actual cards instead ([`claim_holds`]): the
//! claiming side must be able to take the tricks it claims against any defence.

use super::board::Board;
use super::knowledge::{Knowledge, FULL_PACK};
use crate::bridge::dd::{PositionError, Solver};
use crate::bridge::{Hand, Seat};

/// Whether the hand `leader` leads from takes every trick left, whatever the layout of the
/// cards outside `ours` (the cards this player knows to be on the leader's side).
fn hand_is_high(board: &Board, lead_hand: Hand, ours: Hand) -> bool {
    let gone: Hand = board.played().iter().copied().collect();
    let others = Hand(FULL_PACK & !gone.0 & !ours.0);
    let trump = board.contract().strain.trump();
    let all_trumps =
        trump.is_some_and(|t| lead_hand.holding(t).count_ones() as usize == lead_hand.len());
    let no_ruff = all_trumps || trump.is_none_or(|t| others.holding(t) == 0);
    !lead_hand.is_empty()
        && no_ruff
        && lead_hand
            .cards()
            .all(|c| others.holding(c.suit) >> c.rank == 0)
}

/// The tricks declarer takes from here if the chooser can settle the play now: `Some(left)`
/// when declarer's side claims the rest, `Some(0)` when it is the defenders' (a claim by a
/// defender, or a concession). Only at the start of a trick.
pub fn certain_settlement(board: &Board, knowledge: &Knowledge) -> Option<u8> {
    let leader = board.to_play()?;
    if !board.current_trick().1.is_empty() {
        return None;
    }
    let me = knowledge.seat;
    let lead_hand = knowledge.known[leader.index()];
    if lead_hand.len() != knowledge.counts[leader.index()] as usize {
        return None;
    }
    let left = board.tricks_left();
    let declarer_side = board.declarer().is_ns();
    // Cards this player knows to be with the leader's side.
    let ours_side = leader.is_ns() == me.is_ns();
    let ours = if ours_side {
        Hand(knowledge.known[me.index()].0 | knowledge.known[me.partner().index()].0)
    } else {
        lead_hand
    };
    if !hand_is_high(board, lead_hand, ours) {
        return None;
    }
    Some(if leader.is_ns() == declarer_side {
        left
    } else {
        0
    })
}

/// Whether `claimer`'s side can take at least `tricks` of the tricks left on the actual
/// cards, against any defence (double-dummy: the opponents are given every card).
pub fn claim_holds(
    board: &Board,
    solver: &mut Solver,
    claimer: Seat,
    tricks: u8,
) -> Result<bool, PositionError> {
    let pos = board.position();
    if tricks == 0 {
        return Ok(true);
    }
    let left = board.tricks_left();
    if tricks > left {
        return Ok(false);
    }
    let ns_target = if claimer.is_ns() {
        tricks
    } else {
        // EW take at least `tricks` exactly when NS take at most `left - tricks`.
        return solver
            .ns_makes(&pos, left - tricks + 1)
            .map(|ns_more| !ns_more);
    };
    solver.ns_makes(&pos, ns_target)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::{Deal, Vulnerability};

    #[test]
    fn claim_holds_matches_the_solver_on_the_first_trick() {
        let deal =
            Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
                .unwrap();
        let auction = Auction::parse(Seat::North, "1C P 1N P P P").unwrap();
        let board = Board::new(deal, Vulnerability::None, auction).unwrap();
        let mut solver = Solver::new();
        // East is on lead: `tricks` counts for the side to move, East-West.
        let ew = solver.tricks(&board.position()).unwrap();
        assert!(claim_holds(&board, &mut solver, Seat::East, ew).unwrap());
        assert!(!claim_holds(&board, &mut solver, Seat::East, ew + 1).unwrap());
        assert!(claim_holds(&board, &mut solver, Seat::North, 13 - ew).unwrap());
        assert!(!claim_holds(&board, &mut solver, Seat::North, 14 - ew).unwrap());
    }
}
