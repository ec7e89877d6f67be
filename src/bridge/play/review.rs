//! The review of a played board: what each card cost double-dummy.
//!
//! After every card the position is solved once: the tricks declarer ends with if everyone
//! plays perfectly from there (tricks already won plus the double-dummy value of the rest).
//! That number can only fall when declarer's side plays and only rise when a defender does,
//! so a card's cost is how far it moved the number against its own side: 0 for a card as
//! good as the best, 1 for a card that gives a trick away. One solve per card is much
//! cheaper than valuing every legal card at every turn, and it tells the same story.

use super::board::{Board, PlayError};
use crate::bridge::dd::{PositionError, Solver};
use crate::bridge::{Card, Seat};

/// Why a board could not be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The board's play could not be replayed (it was not built by the laws).
    Replay(PlayError),
    /// The solver refused a position (only an inconsistent board can cause this).
    Position(PositionError),
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Replay(e) => write!(f, "the play cannot be replayed: {e}"),
            ReviewError::Position(e) => write!(f, "a position cannot be solved: {e}"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// What one card of the play cost its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardCost {
    pub card: Card,
    pub seat: Seat,
    /// Tricks given away against the double-dummy optimum.
    pub cost: u8,
}

/// Declarer's final tricks with best play from the start and after each card played:
/// `played + 1` numbers. `progress` hears `(done, total)` after each solve.
pub fn trajectory(
    board: &Board,
    solver: &mut Solver,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Vec<u8>, ReviewError> {
    let played = board.played();
    let mut replay = board.rewound_to(0);
    let total = played.len() as u64 + 1;
    let mut out = Vec::with_capacity(played.len() + 1);
    for k in 0..=played.len() {
        out.push(best_from(&replay, solver)?);
        progress(k as u64 + 1, total);
        if let Some(&card) = played.get(k) {
            replay.play(card).map_err(ReviewError::Replay)?;
        }
    }
    Ok(out)
}

/// Declarer's tricks at the end if everyone plays perfectly from `board`'s position.
fn best_from(board: &Board, solver: &mut Solver) -> Result<u8, ReviewError> {
    let won = board.declarer_tricks_played();
    if board.played().len() == 52 {
        return Ok(won);
    }
    let pos = board.position();
    let to_move = solver.tricks(&pos).map_err(ReviewError::Position)?;
    let left = pos.tricks_left() as u8;
    let declarer_side = pos.to_move().is_ns() == board.declarer().is_ns();
    Ok(won
        + if declarer_side {
            to_move
        } else {
            left - to_move
        })
}

/// Each played card's cost, from a [`trajectory`] of the same board.
pub fn costs(board: &Board, trajectory: &[u8]) -> Vec<CardCost> {
    let declarer_ns = board.declarer().is_ns();
    board
        .played()
        .iter()
        .zip(trajectory.windows(2))
        .filter_map(|(&card, w)| {
            let seat = board.deal().holder(card)?;
            let cost = if seat.is_ns() == declarer_ns {
                w[0].saturating_sub(w[1])
            } else {
                w[1].saturating_sub(w[0])
            };
            Some(CardCost { card, seat, cost })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::{Deal, Vulnerability};

    fn board() -> Board {
        let deal =
            Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
                .unwrap();
        let auction = Auction::parse(Seat::North, "1C P 1N P P P").unwrap();
        Board::new(deal, Vulnerability::None, auction).unwrap()
    }

    /// Plays to the end, each card chosen by `pick` among the solver's card values (best
    /// first for the player to move).
    fn play_out(
        mut b: Board,
        solver: &mut Solver,
        pick: impl Fn(usize, &[crate::bridge::dd::CardValue]) -> usize,
    ) -> Board {
        while b.to_play().is_some() {
            let mut values = solver.card_values(&b.position()).unwrap();
            values.sort_by_key(|v| std::cmp::Reverse(v.tricks));
            let i = pick(b.played().len(), &values);
            b.play(values[i].card).unwrap();
        }
        b
    }

    #[test]
    fn perfect_play_costs_nothing_and_the_costs_add_up() {
        let mut solver = Solver::new();
        let best = play_out(board(), &mut solver, |_, _| 0);
        let path = trajectory(&best, &mut solver, &mut |_, _| {}).unwrap();
        assert_eq!(path.len(), 53);
        assert!(path.windows(2).all(|w| w[0] == w[1]), "{path:?}");
        assert_eq!(path[52], best.declarer_tricks());
        assert!(costs(&best, &path).iter().all(|c| c.cost == 0));

        // Now every player takes the worst card at some turns: the costs are exactly the
        // drops against each side, and they account for the whole result.
        let worst = play_out(board(), &mut solver, |k, v| {
            if k % 3 == 0 {
                v.len() - 1
            } else {
                0
            }
        });
        let path = trajectory(&worst, &mut solver, &mut |_, _| {}).unwrap();
        let c = costs(&worst, &path);
        assert_eq!(c.len(), 52);
        let declarer_ns = worst.declarer().is_ns();
        let by_declarer: i32 = c
            .iter()
            .filter(|x| x.seat.is_ns() == declarer_ns)
            .map(|x| i32::from(x.cost))
            .sum();
        let by_defence: i32 = c
            .iter()
            .filter(|x| x.seat.is_ns() != declarer_ns)
            .map(|x| i32::from(x.cost))
            .sum();
        assert_eq!(
            i32::from(path[0]) - by_declarer + by_defence,
            i32::from(worst.declarer_tricks())
        );
        assert!(
            by_declarer + by_defence > 0,
            "the worst cards cost something"
        );
        // A card's cost equals what the solver's card values said before it was played.
        let mut replay = board();
        for (k, cost) in c.iter().enumerate() {
            let values = solver.card_values(&replay.position()).unwrap();
            let best = values.iter().map(|v| v.tricks).max().unwrap();
            let mine = values
                .iter()
                .find(|v| v.equivalent.contains(&cost.card))
                .unwrap()
                .tricks;
            assert_eq!(cost.cost, best - mine, "card {k}: {}", cost.card);
            replay.play(cost.card).unwrap();
        }
    }
}
