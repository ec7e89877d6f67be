//! A recorded game: the JSON-lines log (`boyi killer sim --log`) read back with the line of
//! every event, and Algorithm 1 run after every event from one seat's view.
//!
//! Every fault is reported with the line it is on, so a hand-edited or truncated log says where
//! it went wrong; nothing in a log can make this panic.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::card::Card;
use super::deduce::{certain_killer, killer_candidates};
use super::game::{Event, Game, ReplayError};
use super::view::{Seen, View};

/// One game of a log: its events, the deal first, and the line (from 1) each is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub events: Vec<Event>,
    pub lines: Vec<usize>,
}

/// Why a log cannot be read or deduced over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The log holds no event at all.
    Empty,
    /// Line `line` (from 1) is wrong: not an event, out of place, or against the rules.
    Line { line: usize, reason: String },
    /// The log has fewer games than the one asked for (counted from 1).
    NoGame { game: usize, games: usize },
    /// The game has no such seat.
    NoSeat { seat: usize, players: usize },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Empty => write!(f, "the log holds no game"),
            RecordError::Line { line, reason } => write!(f, "line {line}: {reason}"),
            RecordError::NoGame { game, games } => {
                write!(f, "there is no game {game}: the log holds {games}")
            }
            RecordError::NoSeat { seat, players } => {
                write!(f, "there is no seat {seat}: the game has {players} players")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// Splits a log into its games (each starts at a `deal` line); blank lines are skipped. Only
/// the form of each line is checked here; [`deduce_record`] checks a game against the rules.
pub fn read_games(text: &str) -> Result<Vec<Record>, RecordError> {
    let mut games: Vec<Record> = Vec::new();
    for (i, text) in text.lines().enumerate() {
        let line = i + 1;
        if text.trim().is_empty() {
            continue;
        }
        let event: Event = serde_json::from_str(text).map_err(|e| RecordError::Line {
            line,
            reason: format!("not a game event: {e}"),
        })?;
        if matches!(event, Event::Deal { .. }) {
            games.push(Record {
                events: Vec::new(),
                lines: Vec::new(),
            });
        }
        let Some(game) = games.last_mut() else {
            return Err(RecordError::Line {
                line,
                reason: "an event before the first deal".into(),
            });
        };
        game.events.push(event);
        game.lines.push(line);
    }
    if games.is_empty() {
        return Err(RecordError::Empty);
    }
    Ok(games)
}

/// What one seat could tell after one event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// Index of the event in the game (0 is the deal).
    pub event: usize,
    /// Its line in the log.
    pub line: usize,
    /// The turn it belongs to, from 1 (0 for the deal): a turn starts with an ask, a look or a
    /// guess.
    pub turn: usize,
    /// The event as the seat saw it (none for the deal).
    pub seen: Option<Seen>,
    /// Every card that could still be the killer, in deck order.
    pub candidates: Vec<Card>,
    /// Algorithm 1's answer: the killer when the observations so far prove it.
    pub certain: Option<Card>,
}

/// Algorithm 1 over a recorded game from one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deduction {
    pub seat: usize,
    pub players: usize,
    /// The killer, from the deal (the seat did not know it).
    pub killer: Card,
    /// One step per event, the deal first.
    pub steps: Vec<Step>,
    /// The first step at which the killer was certain for the seat, if it ever was.
    pub certain_at: Option<usize>,
}

/// Replays the game against the rules, then runs Algorithm 1 (and lists the candidates) after
/// every event from `seat`'s view; `progress` gets (events done, events).
pub fn deduce_record(
    record: &Record,
    seat: usize,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Deduction, RecordError> {
    let line_of = |index: usize| {
        record
            .lines
            .get(index)
            .or(record.lines.last())
            .copied()
            .unwrap_or(1)
    };
    let game = Game::replay(&record.events).map_err(|e| match e {
        ReplayError::NoDeal => RecordError::Line {
            line: line_of(0),
            reason: "the game does not start with a deal".into(),
        },
        ReplayError::BadDeal(reason) => RecordError::Line {
            line: line_of(0),
            reason: format!("the deal is invalid: {reason}"),
        },
        ReplayError::BadEvent { index, reason } => RecordError::Line {
            line: line_of(index),
            reason,
        },
    })?;
    let players = game.config().players();
    if seat >= players {
        return Err(RecordError::NoSeat { seat, players });
    }
    let full = View::from_log(&record.events, seat).map_err(|e| RecordError::Line {
        line: line_of(0),
        reason: e.to_string(),
    })?;
    let total = record.events.len() as u64;
    let mut steps = Vec::new();
    let mut turn = 0;
    for (event, e) in record.events.iter().enumerate() {
        progress(event as u64, total);
        if matches!(
            e,
            Event::Ask { .. } | Event::Look { .. } | Event::Guess { .. }
        ) {
            turn += 1;
        }
        // The view's observation i is the log's event i + 1.
        let view = View {
            seen: full.seen[..event].to_vec(),
            ..full.clone()
        };
        let failed = |e: super::deduce::DeduceError| RecordError::Line {
            line: line_of(event),
            reason: format!("deduction failed after this event: {e}"),
        };
        let candidates = killer_candidates(&view).map_err(failed)?;
        let certain = certain_killer(&view).map_err(failed)?;
        steps.push(Step {
            event,
            line: line_of(event),
            turn,
            seen: event.checked_sub(1).map(|i| full.seen[i].clone()),
            candidates,
            certain,
        });
    }
    progress(total, total);
    Ok(Deduction {
        seat,
        players,
        killer: game.killer(),
        certain_at: steps.iter().position(|s| s.certain.is_some()),
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEAL: &str = r#"{"event":"deal","config":{"kinds":2,"numbers":2,"hands":[2,1]},"hands":[[{"kind":1,"number":1},{"kind":1,"number":2}],[{"kind":2,"number":1}]],"killer":{"kind":2,"number":2}}"#;

    #[test]
    fn games_split_at_deals_and_keep_their_lines() {
        let text = format!(
            "{DEAL}\n\n{}\n{DEAL}\n",
            r#"{"event":"ask","player":0,"kind":2}"#
        );
        let games = read_games(&text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].lines, vec![1, 3]);
        assert_eq!(games[1].lines, vec![4]);
    }

    #[test]
    fn faults_name_their_line() {
        let bad = |text: &str| match read_games(text) {
            Err(RecordError::Line { line, .. }) => line,
            other => panic!("{other:?}"),
        };
        assert_eq!(bad(&format!("{DEAL}\n{{\"event\":\"ask\"")), 2);
        assert_eq!(bad(r#"{"event":"ask","player":0,"kind":2}"#), 1);
        assert_eq!(read_games("\n  \n"), Err(RecordError::Empty));
    }

    /// Seat 0 knows when seat 1 shows (2, 1); seat 1 when it receives (1, 2).
    #[test]
    fn a_tiny_game_deduced_event_by_event() {
        let lines = [
            DEAL,
            r#"{"event":"ask","player":0,"kind":1}"#,
            r#"{"event":"no_card","player":1,"kind":1}"#,
            r#"{"event":"place","player":0,"shown":{"kind":1,"number":1},"hidden":[]}"#,
            r#"{"event":"ask","player":1,"kind":1}"#,
            r#"{"event":"give","from":0,"to":1,"card":{"kind":1,"number":2}}"#,
            r#"{"event":"place","player":1,"shown":{"kind":2,"number":1},"hidden":[]}"#,
        ];
        let games = read_games(&lines.join("\n")).unwrap();
        let counts = |seat| {
            let d = deduce_record(&games[0], seat, &mut |_, _| {}).unwrap();
            let counts: Vec<usize> = d.steps.iter().map(|s| s.candidates.len()).collect();
            let turns: Vec<usize> = d.steps.iter().map(|s| s.turn).collect();
            assert_eq!(turns, vec![0, 1, 1, 1, 2, 2, 2]);
            (counts, d.certain_at)
        };
        assert_eq!(counts(0), (vec![2, 2, 2, 2, 2, 2, 1], Some(6)));
        assert_eq!(counts(1), (vec![3, 3, 3, 2, 2, 1, 1], Some(5)));
        assert!(matches!(
            deduce_record(&games[0], 2, &mut |_, _| {}),
            Err(RecordError::NoSeat {
                seat: 2,
                players: 2
            })
        ));
    }
}
