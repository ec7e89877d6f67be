//! Deduction with the SAT solver: Algorithm 1 (is the killer certain?) and the notebook
//! (every card's possible places, found by model-guided elimination).
//!
//! splr 0.17 is built without its incremental and assumption features here, so every query
//! builds a fresh solver from the view's formula plus the query's extra clauses. The formula
//! is small (a few thousand variables, a few hundred after unit propagation), and splr is
//! built without clause elimination (see Cargo.toml), whose preprocessing cost several times
//! the search itself on formulas this small: a query takes about half a millisecond natively.

use serde::{Deserialize, Serialize};
use splr::{Certificate, SolveIF, Solver, SolverError};
use std::fmt;

use super::card::Card;
use super::encoding::{encode, places, Encoding, Place};
use super::simplify::{reduce, Reduced};
use super::view::{Seen, View, ViewError};

/// Why deduction gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeduceError {
    /// The view is malformed.
    BadView(ViewError),
    /// No deal and no choice of the players fits these observations: the record is wrong.
    Inconsistent,
    /// The solver itself failed (a bug, not a property of the game).
    Solver(String),
}

impl fmt::Display for DeduceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeduceError::BadView(e) => write!(f, "bad observations: {e}"),
            DeduceError::Inconsistent => write!(
                f,
                "inconsistent record: no deal fits these observations under the rules"
            ),
            DeduceError::Solver(e) => write!(f, "the SAT solver failed: {e}"),
        }
    }
}

impl std::error::Error for DeduceError {}

impl From<ViewError> for DeduceError {
    fn from(e: ViewError) -> Self {
        DeduceError::BadView(e)
    }
}

/// The view's formula after unit propagation, which every query of one deduction shares;
/// `Inconsistent` when propagation alone refutes it.
fn base(encoding: &Encoding) -> Result<Reduced, DeduceError> {
    reduce(encoding.variables, &encoding.clauses, &[]).ok_or(DeduceError::Inconsistent)
}

/// Solves the base formula with extra clauses (over the original variables); `None` when
/// unsatisfiable.
fn solve(base: &Reduced, extra: &[Vec<i32>]) -> Result<Option<Vec<i32>>, DeduceError> {
    if extra.is_empty() {
        return solve_reduced(base);
    }
    match base.with(extra) {
        Some(reduced) => solve_reduced(&reduced),
        None => Ok(None),
    }
}

/// A model of a reduced formula (over the original variables), by splr unless propagation
/// left nothing open; `None` when unsatisfiable.
fn solve_reduced(reduced: &Reduced) -> Result<Option<Vec<i32>>, DeduceError> {
    if reduced.clauses.is_empty() {
        return Ok(Some(reduced.expand(&[])));
    }
    let unsat = |e: &SolverError| {
        matches!(
            e,
            SolverError::EmptyClause
                | SolverError::Inconsistent
                | SolverError::RootLevelConflict(_)
        )
    };
    let answer = match Solver::try_from((splr::Config::default(), &reduced.clauses[..])) {
        Ok(mut solver) => solver.solve(),
        Err(Ok(certificate)) => Ok(certificate),
        Err(Err(e)) => Err(e),
    };
    match answer {
        Ok(Certificate::SAT(model)) => Ok(Some(reduced.expand(&model))),
        Ok(Certificate::UNSAT) => Ok(None),
        Err(e) if unsat(&e) => Ok(None),
        Err(e) => Err(DeduceError::Solver(e.to_string())),
    }
}

fn is_true(model: &[i32], lit: i32) -> bool {
    let v = model[lit.unsigned_abs() as usize - 1];
    (v > 0) == (lit > 0)
}

/// A world the solver found: one possible killer (the first answer of Algorithm 1).
fn killer_in(encoding: &Encoding, model: &[i32]) -> Card {
    encoding
        .config
        .cards()
        .find(|&c| is_true(model, encoding.killer(c)))
        .expect("a model places exactly one killer")
}

/// Algorithm 1 of the paper: the killer card if the observations prove it, `None` if more
/// than one card can still be the killer, an error if no world fits the observations.
pub fn certain_killer(view: &View) -> Result<Option<Card>, DeduceError> {
    let encoding = encode(view, false)?;
    let base = base(&encoding)?;
    let model = solve(&base, &[])?.ok_or(DeduceError::Inconsistent)?;
    let candidate = killer_in(&encoding, &model);
    let other = solve(&base, &[vec![-encoding.killer(candidate)]])?;
    Ok(other.is_none().then_some(candidate))
}

/// Every card that can still be the killer, by model-guided elimination on the killer alone:
/// each model names one candidate, the next query forbids every candidate found so far, and
/// the first unsatisfiable query ends the search. That is one solver call per candidate plus
/// one: cheaper than the [`notebook`], which also settles every card's place, when only the
/// killer matters (the end-of-game traces ask this at every turn of every computer player).
pub fn killer_candidates(view: &View) -> Result<Vec<Card>, DeduceError> {
    let encoding = encode(view, false)?;
    let base = base(&encoding)?;
    let mut found: Vec<Card> = Vec::new();
    loop {
        let forbid: Vec<Vec<i32>> = found.iter().map(|&c| vec![-encoding.killer(c)]).collect();
        match solve(&base, &forbid)? {
            Some(model) => found.push(killer_in(&encoding, &model)),
            None if found.is_empty() => return Err(DeduceError::Inconsistent),
            None => break,
        }
    }
    found.sort();
    Ok(found)
}

/// Why a card cannot be the killer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// It was in the observer's own hand at the deal.
    Dealt,
    /// The observer received it, from `from`, in observation `observation`.
    Received { from: usize, observation: usize },
    /// It was put face up on the table by `player`.
    ShownBy { player: usize, observation: usize },
    /// The observer put it face down.
    PlacedByMe { observation: usize },
    /// The observer looked at it on the table.
    LookedAt { observation: usize },
    /// `player` named it and was wrong.
    WrongGuess { player: usize, observation: usize },
    /// No single observation: it follows from all of them together (found by the solver).
    Deduced,
}

impl Reason {
    /// The reason in words (English).
    pub fn words(&self) -> String {
        match *self {
            Reason::Dealt => "it was dealt to you".into(),
            Reason::Received { from, observation } => {
                format!("player {from} gave it to you (event {observation})")
            }
            Reason::ShownBy {
                player,
                observation,
            } => format!("player {player} put it face up (event {observation})"),
            Reason::PlacedByMe { observation } => {
                format!("you put it face down (event {observation})")
            }
            Reason::LookedAt { observation } => {
                format!("you looked at it on the table (event {observation})")
            }
            Reason::WrongGuess {
                player,
                observation,
            } => format!("player {player} named it and was wrong (event {observation})"),
            Reason::Deduced => "it follows from all your observations together".into(),
        }
    }
}

/// The first observation that shows a card is not the killer directly, if any.
pub fn direct_reason(view: &View, card: Card) -> Option<Reason> {
    if view.dealt.contains(&card) {
        return Some(Reason::Dealt);
    }
    view.seen
        .iter()
        .enumerate()
        .find_map(|(observation, seen)| match *seen {
            Seen::Give {
                from,
                to,
                card: Some(c),
                ..
            } if c == card && to == view.me => Some(Reason::Received { from, observation }),
            Seen::Place { player, shown, .. } if shown == card => Some(Reason::ShownBy {
                player,
                observation,
            }),
            Seen::Place { ref hidden, .. } if hidden.contains(&Some(card)) => {
                Some(Reason::PlacedByMe { observation })
            }
            Seen::Look { card: Some(c), .. } if c == card => Some(Reason::LookedAt { observation }),
            Seen::Guess {
                player,
                card: c,
                right: false,
            } if c == card => Some(Reason::WrongGuess {
                player,
                observation,
            }),
            _ => None,
        })
}

/// What the observations prove about one card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardNote {
    pub card: Card,
    /// Every place the card can be now.
    pub places: Vec<Place>,
    /// Why it cannot be the killer (when it cannot).
    pub not_killer: Option<Reason>,
}

/// The notebook: all the observations prove about every card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notebook {
    /// Every card that can still be the killer.
    pub killers: Vec<Card>,
    /// One note per card, in deck order.
    pub cards: Vec<CardNote>,
    /// Solver calls made.
    pub solves: usize,
}

/// Every card's possible places, by model-guided elimination: each model found marks every
/// (card, place) it holds as possible; the next query asks for a model where at least one
/// still unmarked pair holds; when none exists, every unmarked pair is impossible. So the
/// number of solver calls is the number of models needed plus one, never one per pair.
/// `progress` gets (pairs settled, pairs).
pub fn notebook(view: &View, progress: &mut dyn FnMut(u64, u64)) -> Result<Notebook, DeduceError> {
    let encoding = encode(view, true)?;
    let config = &encoding.config;
    let all_places = places(config.players());
    let total = (config.card_count() * all_places.len()) as u64;
    let mut possible = vec![vec![false; all_places.len()]; config.card_count()];
    let base = base(&encoding)?;
    let mut solves = 0;
    let mut extra: Vec<Vec<i32>> = Vec::new();
    loop {
        solves += 1;
        let Some(model) = solve(&base, &extra)? else {
            if solves == 1 {
                return Err(DeduceError::Inconsistent);
            }
            break;
        };
        for (i, row) in encoding.at.iter().enumerate() {
            for (k, &lit) in row.iter().enumerate() {
                if is_true(&model, lit) {
                    possible[i][k] = true;
                }
            }
        }
        let open: Vec<i32> = encoding
            .at
            .iter()
            .enumerate()
            .flat_map(|(i, row)| {
                let possible = &possible[i];
                row.iter()
                    .enumerate()
                    .filter(move |&(k, _)| !possible[k])
                    .map(|(_, &lit)| lit)
            })
            .collect();
        progress(total - open.len() as u64, total);
        if open.is_empty() {
            break;
        }
        extra = vec![open];
    }
    let cards: Vec<CardNote> = config
        .cards()
        .enumerate()
        .map(|(i, card)| {
            let places: Vec<Place> = all_places
                .iter()
                .zip(&possible[i])
                .filter(|(_, &ok)| ok)
                .map(|(&p, _)| p)
                .collect();
            let not_killer = (!places.contains(&Place::Killer))
                .then(|| direct_reason(view, card).unwrap_or(Reason::Deduced));
            CardNote {
                card,
                places,
                not_killer,
            }
        })
        .collect();
    progress(total, total);
    Ok(Notebook {
        killers: cards
            .iter()
            .filter(|n| n.places.contains(&Place::Killer))
            .map(|n| n.card)
            .collect(),
        cards,
        solves,
    })
}
