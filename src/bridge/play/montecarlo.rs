//! Monte-Carlo double-dummy play (the method of GIB and of the paper's second stage): deal the
//! unseen cards many times consistently with what the player knows, solve each layout
//! double-dummy for every legal card, and play the card whose average result is best.
//!
//! "Best" is the expected duplicate score of the contract for the player's side, not the
//! average number of tricks: a defender at 3NT prefers a card that beats the contract on
//! 40% of the layouts over one that gives one trick more on average but never beats it, and
//! declarer weighs the overtrick (30 points) against the game bonus at risk. Ties go to the
//! cheapest card (lowest rank), which keeps high cards and gives nothing away.
//!
//! Known weaknesses, inherited from the method: *strategy fusion* (each layout is solved
//! with all hands open, so the average assumes the player could guess right in every layout
//! separately) and *non-locality* (later decisions are not those the samples imagine).

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::equivalence::{cheapest_first, lowest_touching};
use super::knowledge::Knowledge;
use super::sampler::{Relaxation, SampleError, Sampler};
use crate::bridge::dd::{Position, PositionError, Solver};
use crate::bridge::score::score;
use crate::bridge::{Card, Deal, Hand};
use rand::Rng;
use std::fmt;

/// Why a Monte-Carlo decision could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum McError {
    /// The knowledge contradicts itself: no layout exists.
    Sample(SampleError),
    /// A layout gave a position the solver refused (a broken invariant, reported not hidden).
    Position(PositionError),
}

impl fmt::Display for McError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            McError::Sample(e) => write!(f, "sampling the unseen cards: {e}"),
            McError::Position(e) => write!(f, "solving a sampled layout: {e}"),
        }
    }
}

impl std::error::Error for McError {}

/// How much work a decision may do.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct McSettings {
    /// Layouts to solve (the decision stops earlier when the time budget runs out).
    pub samples: u32,
    /// Milliseconds, measured by the caller's clock; the decision solves at least one layout.
    pub budget_ms: f64,
}

impl Default for McSettings {
    fn default() -> McSettings {
        McSettings {
            samples: 100,
            budget_ms: 1_000.0,
        }
    }
}

/// What one legal card is worth over the layouts solved.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardScore {
    pub card: Card,
    /// Mean duplicate score of the contract for the player's side.
    pub score: f64,
    /// Mean tricks declarer ends with.
    pub declarer_tricks: f64,
    /// Share of layouts on which the contract makes.
    pub makes: f64,
}

/// A Monte-Carlo decision and what it rests on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct McDecision {
    pub card: Card,
    /// Every legal card, best first.
    pub cards: Vec<CardScore>,
    /// Layouts solved. 0 when the legal cards are all equal (touching cards of one suit):
    /// there is nothing to choose, the cheapest is played and no score is estimated (the
    /// scores are then 0).
    pub samples: u32,
    /// Layouts drawn, rejected ones included.
    pub draws: u64,
    /// Which of the auction's limits the layouts still met.
    pub relaxation: Relaxation,
    pub elapsed_ms: f64,
}

/// Chooses the next card for [`Board::chooser`] from `knowledge` (which must be that
/// player's). Only public facts of the board are read: the trick on the table, the tricks
/// won, the contract and the legal cards of the hand to play (the player's own or dummy's).
pub fn decide<R: Rng + ?Sized>(
    board: &Board,
    knowledge: &Knowledge,
    settings: &McSettings,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<McDecision, McError> {
    let start = clock();
    // The layouts of one decision share most cards and help each other through the table;
    // what earlier decisions left there mostly gets in the way.
    solver.forget();
    let legal: Vec<Card> = cheapest_first(board.legal_cards());
    let groups = visible_groups(board, &legal);
    let mut sampler = Sampler::new(knowledge).map_err(McError::Sample)?;
    // Per group: score sum, declarer tricks sum, layouts where the contract makes.
    let mut totals = vec![(0.0f64, 0.0f64, 0u32); groups.len()];
    let mut guesses: Vec<Option<u8>> = vec![None; groups.len()];
    let mut samples = 0;
    if groups.len() > 1 {
        while samples < settings.samples.max(1) {
            if samples > 0 && clock() - start >= settings.budget_ms {
                break;
            }
            let layout = sampler.sample(rng).map_err(McError::Sample)?;
            let outcomes = evaluate(board, layout, &groups, &mut guesses, solver)
                .map_err(McError::Position)?;
            for (slot, outcome) in totals.iter_mut().zip(outcomes) {
                slot.0 += outcome.0 as f64;
                slot.1 += outcome.1 as f64;
                slot.2 += u32::from(outcome.1 >= board.contract().target());
            }
            samples += 1;
        }
    }
    let n = samples.max(1) as f64;
    let mut cards: Vec<CardScore> = legal
        .iter()
        .map(|&card| {
            let g = groups.iter().position(|g| g.contains(&card)).unwrap_or(0);
            let t = totals[g];
            CardScore {
                card,
                score: t.0 / n,
                declarer_tricks: t.1 / n,
                makes: t.2 as f64 / n,
            }
        })
        .collect();
    // Stable: among equal scores the cheaper card (earlier in `legal`) stays first.
    cards.sort_by(|a, b| b.score.total_cmp(&a.score));
    Ok(McDecision {
        card: cards[0].card,
        cards,
        samples,
        draws: sampler.draws(),
        relaxation: sampler.relaxation(),
        elapsed_ms: clock() - start,
    })
}

/// The legal cards in groups that take the same tricks on every layout: touching cards of
/// the hand to play, with only played cards between them. Each group is cheapest first.
fn visible_groups(board: &Board, legal: &[Card]) -> Vec<Vec<Card>> {
    let gone: Hand = board.played().iter().copied().collect();
    let hand = Hand(legal.iter().fold(0, |a, c| a | c.bit()));
    let mut groups: Vec<Vec<Card>> = Vec::new();
    // From the top of each suit down, so that each run starts at its highest card.
    let mut by_top: Vec<Card> = legal.to_vec();
    by_top.sort_by_key(|c| (c.suit, std::cmp::Reverse(c.rank)));
    for card in by_top {
        if groups.iter().any(|g| g.contains(&card)) {
            continue;
        }
        let low = lowest_touching(card, hand, gone);
        let mut run: Vec<Card> = legal
            .iter()
            .copied()
            .filter(|c| c.suit == card.suit && c.rank <= card.rank && c.rank >= low.rank)
            .collect();
        run.sort_by_key(|c| c.rank);
        groups.push(run);
    }
    groups
}

/// For each group, on one layout of the cards still held: the score for the chooser's side
/// and declarer's final tricks, with double-dummy play afterwards. `guesses` holds each
/// group's value on the previous layout, where the search starts.
fn evaluate(
    board: &Board,
    layout: Deal,
    groups: &[Vec<Card>],
    guesses: &mut [Option<u8>],
    solver: &mut Solver,
) -> Result<Vec<(i32, u8)>, PositionError> {
    let (leader, trick) = board.current_trick();
    let pos = Position {
        hands: layout,
        trump: board.contract().strain,
        leader,
        trick: trick.to_vec(),
    };
    let mover = pos.to_move();
    let left = board.tricks_left();
    let declarer = board.declarer();
    let declarer_moves = mover.is_ns() == declarer.is_ns();
    let vulnerable = board.vulnerability().is_vulnerable(declarer);
    let mut last = left.div_ceil(2);
    let mut out = Vec::with_capacity(groups.len());
    for (group, guess) in groups.iter().zip(guesses.iter_mut()) {
        let side = solver.card_value(&pos, group[0], guess.unwrap_or(last))?;
        *guess = Some(side);
        last = side;
        let more = if declarer_moves { side } else { left - side };
        let tricks = board.declarer_tricks_played() + more;
        let s = score(board.contract(), vulnerable, tricks);
        out.push((if declarer_moves { s } else { -s }, tricks));
    }
    Ok(out)
}
