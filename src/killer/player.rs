//! Computer players. Each decides from its own [`View`] only.
//!
//! - **Novice** (the paper's players): asks for the type of a random card it has not located
//!   (the paper: "随机选择一张未知卡牌", it picks an unknown card at random), gives and places
//!   at random within the rules, looks at a random face-down card it does not know, and guesses only when
//!   Algorithm 1 proves the killer.
//! - **Expert**: guesses under the same rule (only when certain), but asks for the type with
//!   the most cards it cannot yet place (where the killer most likely is, and where answers
//!   teach it most), skipping types every other player has announced they lack since their
//!   last gain of that type; it places the card that gives away least (a card it received,
//!   which its giver already knows, else one of the type it knows most about), and when it
//!   must place a triple it shows the card whose type it knows most about.

use rand::seq::IndexedRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

use super::card::Card;
use super::deduce::{certain_killer, DeduceError};
use super::game::{legal_placements, Move, Pending, Placement};
use super::view::{Seen, View};

/// How a computer player plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Novice,
    Expert,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Novice => "novice",
            Level::Expert => "expert",
        }
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        match s {
            "novice" => Ok(Level::Novice),
            "expert" => Ok(Level::Expert),
            other => Err(format!("unknown level {other:?}: novice or expert")),
        }
    }
}

/// Why a computer player could not decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecideError {
    /// The game waits for someone else (or is over).
    NotMyDecision,
    /// Deduction failed on the player's view.
    Deduce(DeduceError),
}

impl fmt::Display for DecideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecideError::NotMyDecision => write!(f, "it is not this player's decision"),
            DecideError::Deduce(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DecideError {}

/// A computer player's decision and what it cost to think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    pub mv: Move,
    /// Milliseconds spent in Algorithm 1 (turn decisions only).
    pub deduce_ms: Option<f64>,
}

/// Decides the pending move for the view's player. `clock` gives milliseconds (any origin);
/// it only measures the deduction.
pub fn decide(
    level: Level,
    view: &View,
    pending: Pending,
    rng: &mut impl Rng,
    clock: &dyn Fn() -> f64,
) -> Result<Decision, DecideError> {
    let me = view.me;
    let hand = view.hand();
    let plain = |mv| {
        Ok(Decision {
            mv,
            deduce_ms: None,
        })
    };
    match pending {
        Pending::Turn { player } if player == me => {
            let start = clock();
            let certain = certain_killer(view).map_err(DecideError::Deduce)?;
            let deduce_ms = Some(clock() - start);
            let mv = match certain {
                Some(card) => Move::Guess { card },
                None => turn_action(level, view, &hand, rng),
            };
            Ok(Decision { mv, deduce_ms })
        }
        Pending::Give { giver, kind, .. } if giver == me => {
            let options: Vec<Card> = hand.iter().copied().filter(|c| c.kind == kind).collect();
            let card = *options.choose(rng).ok_or(DecideError::NotMyDecision)?;
            plain(Move::Give { card })
        }
        Pending::Place { player } if player == me => {
            let options = legal_placements(&hand);
            let placement = match level {
                Level::Novice => *options.choose(rng).ok_or(DecideError::NotMyDecision)?,
                Level::Expert => {
                    expert_placement(view, &options).ok_or(DecideError::NotMyDecision)?
                }
            };
            plain(Move::Place { placement })
        }
        _ => Err(DecideError::NotMyDecision),
    }
}

/// A turn when the killer is not yet certain: look (empty hand) or ask.
fn turn_action(level: Level, view: &View, hand: &[Card], rng: &mut impl Rng) -> Move {
    if hand.is_empty() {
        let unknown: Vec<usize> = view
            .table()
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.face_up && s.card.is_none())
            .map(|(i, _)| i)
            .collect();
        if let Some(&slot) = unknown.choose(rng) {
            return Move::Look { slot };
        }
    }
    let kinds = view.config.kinds();
    match level {
        Level::Novice => Move::Ask {
            kind: novice_ask(view, rng),
        },
        Level::Expert => {
            let open = unplaced_by_kind(view);
            let answerable = answerable_kinds(view);
            let best = (1..=kinds)
                .filter(|&k| answerable[k as usize - 1])
                .max_by_key(|&k| open[k as usize - 1])
                .unwrap_or_else(|| rng.random_range(1..=kinds));
            Move::Ask { kind: best }
        }
    }
}

/// The novice's ask, as the paper's computer player makes it: the type of a card it does not
/// know, drawn at random among the cards it has not located ([`View::located`]), so each type
/// is asked in proportion to its unlocated cards. The killer is never located, so during a game
/// there always is one; on a view where every card is located, a random type.
fn novice_ask(view: &View, rng: &mut impl Rng) -> u8 {
    let located = view.located();
    let unlocated: Vec<Card> = view
        .config
        .cards()
        .zip(&located)
        .filter(|(_, at)| at.is_none())
        .map(|(c, _)| c)
        .collect();
    match unlocated.choose(rng) {
        Some(card) => card.kind,
        None => rng.random_range(1..=view.config.kinds()),
    }
}

/// Per type, how many cards the observer cannot place for sure from direct observation (not
/// in its hand, not seen face up, not given or received, not placed or looked at by it).
fn unplaced_by_kind(view: &View) -> Vec<usize> {
    let known = directly_known(view);
    (1..=view.config.kinds())
        .map(|k| {
            view.config
                .cards()
                .filter(|c| c.kind == k && !known.contains(c))
                .count()
        })
        .collect()
}

/// Cards whose identity the observer has seen with its own eyes.
fn directly_known(view: &View) -> Vec<Card> {
    let mut known = view.dealt.clone();
    for seen in &view.seen {
        match *seen {
            Seen::Give { card: Some(c), .. } | Seen::Look { card: Some(c), .. } => known.push(c),
            Seen::Place {
                shown, ref hidden, ..
            } => {
                known.push(shown);
                known.extend(hidden.iter().flatten());
            }
            Seen::Guess { card, .. } => known.push(card),
            _ => {}
        }
    }
    known
}

/// Per type, whether some other player may still hold it: not every other player has said
/// they lack it since they last received one.
fn answerable_kinds(view: &View) -> Vec<bool> {
    let n = view.config.players();
    let k = view.config.kinds() as usize;
    // lacks[p][kind]: p announced none and has received no card of the kind since.
    let mut lacks = vec![vec![false; k]; n];
    for seen in &view.seen {
        match *seen {
            Seen::NoCard { player, kind } => lacks[player][kind as usize - 1] = true,
            Seen::Give { to, kind, .. } => lacks[to][kind as usize - 1] = false,
            _ => {}
        }
    }
    let sizes = view.hand_sizes();
    (0..k)
        .map(|kind| (0..n).any(|p| p != view.me && sizes[p] > 0 && !lacks[p][kind]))
        .collect()
}

/// The placement that gives away least (see the module doc).
fn expert_placement(view: &View, options: &[Placement]) -> Option<Placement> {
    let received: Vec<Card> = view
        .seen
        .iter()
        .filter_map(|s| match *s {
            Seen::Give {
                to, card: Some(c), ..
            } if to == view.me => Some(c),
            _ => None,
        })
        .collect();
    let open = unplaced_by_kind(view);
    options.iter().copied().min_by_key(|p| {
        let shown = p.shown();
        (
            !received.contains(&shown),
            open[shown.kind as usize - 1],
            shown,
        )
    })
}
