//! Whole games between computer players, and what they add up to.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

use super::card::{Config, ConfigError};
use super::game::{Event, Game, MoveError, Pending};
use super::player::{decide, DecideError, Level};

/// A game that goes on this many turns is stopped and counted as stalled (it cannot happen
/// with these players, who look at unknown cards when their hands are empty; it is a guard).
pub const MAX_TURNS: usize = 2000;

/// Why a simulation stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimError {
    /// The players' levels do not match the number of seats.
    Seats {
        levels: usize,
        players: usize,
    },
    Config(ConfigError),
    /// A computer player could not decide (a deduction failure).
    Decide {
        game: u64,
        error: DecideError,
    },
    /// A computer player chose a move the rules refuse (a bug in the player).
    Illegal {
        game: u64,
        error: MoveError,
    },
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimError::Seats { levels, players } => {
                write!(f, "{levels} player levels for {players} seats")
            }
            SimError::Config(e) => write!(f, "{e}"),
            SimError::Decide { game, error } => write!(f, "game {game}: {error}"),
            SimError::Illegal { game, error } => {
                write!(f, "game {game}: a computer player moved illegally: {error}")
            }
        }
    }
}

impl std::error::Error for SimError {}

/// One finished game.
#[derive(Clone, Debug)]
pub struct Played {
    pub log: Vec<Event>,
    pub winner: Option<usize>,
    pub turns: usize,
    pub stalled: bool,
    /// Milliseconds of each Algorithm 1 run, one per computer turn.
    pub deduce_ms: Vec<f64>,
}

/// Plays one game with the given levels, seat by seat.
pub fn play_one(
    config: &Config,
    levels: &[Level],
    seed: u64,
    clock: &dyn Fn() -> f64,
) -> Result<Played, SimError> {
    if levels.len() != config.players() {
        return Err(SimError::Seats {
            levels: levels.len(),
            players: config.players(),
        });
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::deal(config, &mut rng);
    let mut deduce_ms = Vec::new();
    let mut stalled = false;
    while let Some(player) = game.to_move() {
        if game.turn() > MAX_TURNS {
            stalled = true;
            break;
        }
        let view = game.view(player);
        let decision = decide(levels[player], &view, game.pending(), &mut rng, clock)
            .map_err(|error| SimError::Decide { game: seed, error })?;
        deduce_ms.extend(decision.deduce_ms);
        game.play(player, decision.mv)
            .map_err(|error| SimError::Illegal { game: seed, error })?;
    }
    let winner = match game.pending() {
        Pending::Over { winner } => winner,
        _ => None,
    };
    Ok(Played {
        log: game.log().to_vec(),
        winner,
        turns: game.turn(),
        stalled,
        deduce_ms,
    })
}

/// What many games add up to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub games: u64,
    pub players: usize,
    pub levels: Vec<Level>,
    pub wins_by_seat: Vec<u64>,
    /// Wins per level name.
    pub wins_by_level: Vec<(Level, u64)>,
    pub no_winner: u64,
    pub stalled: u64,
    /// Wrong guesses. Both levels guess only when Algorithm 1 proves the killer (no
    /// deliberate early guesses), so this must be 0.
    pub wrong_guesses: u64,
    pub mean_turns: f64,
    pub deductions: u64,
    pub deduce_ms_mean: f64,
    pub deduce_ms_max: f64,
}

/// Plays `games` games (seeds `seed`, `seed + 1`, …), calling `each` with every finished
/// game and `progress` with (done, games).
pub fn simulate(
    config: &Config,
    levels: &[Level],
    games: u64,
    seed: u64,
    clock: &dyn Fn() -> f64,
    each: &mut dyn FnMut(&Played),
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Summary, SimError> {
    let n = config.players();
    let mut summary = Summary {
        games,
        players: n,
        levels: levels.to_vec(),
        wins_by_seat: vec![0; n],
        wins_by_level: Vec::new(),
        no_winner: 0,
        stalled: 0,
        wrong_guesses: 0,
        mean_turns: 0.0,
        deductions: 0,
        deduce_ms_mean: 0.0,
        deduce_ms_max: 0.0,
    };
    for level in levels {
        if !summary.wins_by_level.iter().any(|(l, _)| l == level) {
            summary.wins_by_level.push((*level, 0));
        }
    }
    let mut turns = 0u64;
    let mut total_ms = 0.0;
    for g in 0..games {
        let played = play_one(config, levels, seed.wrapping_add(g), clock)?;
        turns += played.turns as u64;
        summary.stalled += u64::from(played.stalled);
        match played.winner {
            Some(w) => {
                summary.wins_by_seat[w] += 1;
                if let Some(entry) = summary
                    .wins_by_level
                    .iter_mut()
                    .find(|(l, _)| *l == levels[w])
                {
                    entry.1 += 1;
                }
            }
            None => summary.no_winner += 1,
        }
        for event in &played.log {
            if let Event::Guess { right: false, .. } = event {
                summary.wrong_guesses += 1;
            }
        }
        for &ms in &played.deduce_ms {
            total_ms += ms;
            summary.deduce_ms_max = summary.deduce_ms_max.max(ms);
        }
        summary.deductions += played.deduce_ms.len() as u64;
        each(&played);
        progress(g + 1, games);
    }
    if games > 0 {
        summary.mean_turns = turns as f64 / games as f64;
    }
    if summary.deductions > 0 {
        summary.deduce_ms_mean = total_ms / summary.deductions as f64;
    }
    Ok(summary)
}
