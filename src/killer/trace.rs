//! What a computer player knew, turn by turn: the deduction trace shown when a game ends.
//!
//! A computer player runs Algorithm 1 at the start of each of its turns. The trace replays
//! the game from that player's view and, at each of those moments, lists every card that could
//! still be the killer, so the page can say when the player knew (the first turn with a single
//! candidate) and from what (for each card ruled out, the observation that ruled it out, or
//! "deduced" when only the observations together do). It needs the whole log, hidden details
//! included, so it is only shown once the game is over.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::card::Card;
use super::deduce::{direct_reason, killer_candidates, DeduceError, Reason};
use super::game::{Event, ReplayError};
use super::view::View;

/// One of the player's turns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The game's turn number, from 1.
    pub turn: usize,
    /// Index in the log of the move the player made at that turn (0 is the deal); the player
    /// had seen every event before it.
    pub event: usize,
    /// Every card that could be the killer from the player's observations then.
    pub candidates: Vec<Card>,
}

/// One computer player's deduction over a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    pub seat: usize,
    /// The player's turns in order (none when it never had a turn).
    pub steps: Vec<Step>,
    /// The index in `steps` of the first turn at which the killer was certain.
    pub knew: Option<usize>,
    /// The candidates after the last event of the log.
    pub at_end: Vec<Card>,
    /// Why each card that is no candidate was ruled out, in deck order: at the turn the player
    /// knew, or at the end when it never did.
    pub ruled_out: Vec<(Card, Reason)>,
}

/// Why no trace could be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceError {
    /// The log does not replay under the rules, or the seat does not exist.
    Log(ReplayError),
    Deduce(DeduceError),
}

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TraceError::Log(e) => write!(f, "bad game log: {e}"),
            TraceError::Deduce(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for TraceError {}

/// The trace of the player in `seat` over `log` (a whole game, or a game so far);
/// `progress` gets (deductions done, deductions).
pub fn trace(
    log: &[Event],
    seat: usize,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Trace, TraceError> {
    let full = View::from_log(log, seat).map_err(TraceError::Log)?;
    // The view's observation i is the log's event i + 1, so the prefix before event e is
    // observations 0..e - 1.
    let before = |event: usize| View {
        seen: full.seen[..event - 1].to_vec(),
        ..full.clone()
    };
    let mut decisions = Vec::new();
    let mut turn = 1;
    for (event, e) in log.iter().enumerate() {
        match *e {
            Event::Ask { player, .. }
            | Event::Look { player, .. }
            | Event::Guess { player, .. } => {
                if player == seat {
                    decisions.push((turn, event));
                }
                turn += 1;
            }
            _ => {}
        }
    }
    let total = decisions.len() as u64 + 1;
    let mut steps = Vec::new();
    for (done, &(turn, event)) in decisions.iter().enumerate() {
        progress(done as u64, total);
        let candidates = killer_candidates(&before(event)).map_err(TraceError::Deduce)?;
        steps.push(Step {
            turn,
            event,
            candidates,
        });
    }
    let at_end = killer_candidates(&full).map_err(TraceError::Deduce)?;
    progress(total, total);
    let knew = steps.iter().position(|s| s.candidates.len() == 1);
    let (view, candidates) = match knew {
        Some(i) => (before(steps[i].event), &steps[i].candidates),
        None => (full.clone(), &at_end),
    };
    let ruled_out = view
        .config
        .cards()
        .filter(|c| !candidates.contains(c))
        .map(|c| (c, direct_reason(&view, c).unwrap_or(Reason::Deduced)))
        .collect();
    Ok(Trace {
        seat,
        steps,
        knew,
        at_end,
        ruled_out,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::killer::deduce::certain_killer;
    use crate::killer::player::Level;
    use crate::killer::sim::play_one;
    use crate::killer::Config;

    fn killer_of(log: &[Event]) -> Card {
        match log[0] {
            Event::Deal { killer, .. } => killer,
            _ => panic!("a log starts with its deal"),
        }
    }

    /// Each step's candidates are exactly what Algorithm 1 says at that turn (certain when one
    /// is left), they never grow back, and a player that guessed right knew at that turn.
    #[test]
    fn traces_follow_algorithm_1_turn_by_turn() {
        let config = Config::standard(3).unwrap();
        let levels = [Level::Expert, Level::Novice, Level::Novice];
        for seed in 0..4 {
            let played = play_one(&config, &levels, seed, &|| 0.0).unwrap();
            for seat in 0..3 {
                let t = trace(&played.log, seat, &mut |_, _| {}).unwrap();
                assert!(
                    !t.steps.is_empty(),
                    "seat {seat} had no turn in game {seed}"
                );
                let full = View::from_log(&played.log, seat).unwrap();
                for pair in t.steps.windows(2) {
                    assert!(pair[1].turn > pair[0].turn);
                    assert!(pair[1]
                        .candidates
                        .iter()
                        .all(|c| pair[0].candidates.contains(c)));
                }
                for step in &t.steps {
                    let view = View {
                        seen: full.seen[..step.event - 1].to_vec(),
                        ..full.clone()
                    };
                    let certain = certain_killer(&view).unwrap();
                    assert_eq!(certain.is_some(), step.candidates.len() == 1);
                    assert!(step.candidates.contains(&killer_of(&played.log)));
                }
                if played.winner == Some(seat) {
                    let last = t.steps.len() - 1;
                    assert_eq!(t.knew, Some(last), "the winner guessed when it knew");
                }
                let ruled = t.ruled_out.len();
                let candidates = match t.knew {
                    Some(i) => t.steps[i].candidates.len(),
                    None => t.at_end.len(),
                };
                assert_eq!(ruled + candidates, 28);
            }
        }
    }

    /// The reasons name real observations: a card "dealt" is in the seat's hand as dealt.
    #[test]
    fn ruled_out_reasons_are_the_seats_own_observations() {
        let config = Config::standard(3).unwrap();
        let played = play_one(&config, &[Level::Novice; 3], 9, &|| 0.0).unwrap();
        let t = trace(&played.log, 1, &mut |_, _| {}).unwrap();
        let Event::Deal { ref hands, .. } = played.log[0] else {
            panic!("a log starts with its deal");
        };
        for &(card, reason) in &t.ruled_out {
            assert_ne!(card, killer_of(&played.log));
            if reason == Reason::Dealt {
                assert!(hands[1].contains(&card));
            }
        }
        let dealt = t
            .ruled_out
            .iter()
            .filter(|(_, r)| *r == Reason::Dealt)
            .count();
        assert_eq!(
            dealt, 9,
            "every card dealt to the seat is ruled out for that reason"
        );
    }

    #[test]
    fn a_bad_log_or_seat_is_an_error_not_a_panic() {
        assert!(matches!(
            trace(&[], 0, &mut |_, _| {}),
            Err(TraceError::Log(ReplayError::NoDeal))
        ));
        let config = Config::standard(3).unwrap();
        let played = play_one(&config, &[Level::Novice; 3], 1, &|| 0.0).unwrap();
        assert!(trace(&played.log, 3, &mut |_, _| {}).is_err());
    }
}
