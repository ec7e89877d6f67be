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
//! Cards that fall clearly behind are dropped during the decision (*racing*). Once the
//! groups of cards have been solved on [`RACE_FROM`] layouts, after each layout every group
//! is compared with the leading one by their paired differences (same layouts): a group
//! stops being solved when it trails by more than [`RACE_Z`] standard errors, and of two
//! groups that are surely within [`RACE_EQUAL`] points of each other the dearer one stops
//! (two cards tied on every layout so far are the plainest case). That halves the work of a
//! decision at the third trick; the card played differs in a few decisions in a hundred, by
//! less than a point on average.
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
    /// Whether cards that fall clearly behind stop being solved (see the module's notes).
    /// Off, every card is solved on every layout: slower, for measuring what racing costs.
    #[serde(default = "racing_by_default")]
    pub race: bool,
}

fn racing_by_default() -> bool {
    true
}

impl Default for McSettings {
    fn default() -> McSettings {
        McSettings {
            samples: 100,
            budget_ms: 1_000.0,
            race: racing_by_default(),
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
    /// Layouts this card was solved on: the decision's, or fewer when it fell behind and was
    /// dropped (see the module's notes on racing).
    pub layouts: u32,
}

/// Layouts every group is solved on before racing may drop it.
pub const RACE_FROM: u32 = 12;
/// Standard errors by which a group must trail the leader to be dropped, and by which two
/// groups must be within [`RACE_EQUAL`] to count as equal.
pub const RACE_Z: f64 = 3.0;
/// Points (duplicate score) within which two groups count as equal: a third of an overtrick.
pub const RACE_EQUAL: f64 = 10.0;

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
    let mut race = Race::new(groups.len());
    let mut guesses: Vec<Option<u8>> = vec![None; groups.len()];
    let mut samples = 0;
    if groups.len() > 1 {
        while samples < settings.samples.max(1) {
            if samples > 0 && clock() - start >= settings.budget_ms {
                break;
            }
            let layout = sampler.sample(rng).map_err(McError::Sample)?;
            let outcomes = evaluate(board, layout, &groups, &race.active, &mut guesses, solver)
                .map_err(McError::Position)?;
            race.add(&outcomes, board.contract().target(), settings.race);
            samples += 1;
        }
    }
    let mut cards: Vec<(bool, CardScore)> = legal
        .iter()
        .map(|&card| {
            let g = groups.iter().position(|g| g.contains(&card)).unwrap_or(0);
            let t = &race.totals[g];
            let layouts = race.layouts(g);
            let n = layouts.max(1) as f64;
            let score = CardScore {
                card,
                score: t.score / n,
                declarer_tricks: t.tricks / n,
                makes: t.makes as f64 / n,
                layouts,
            };
            (race.active[g], score)
        })
        .collect();
    // Cards still in the race first: a dropped card's score rests on fewer layouts and may
    // have drifted above the winner's. Stable: among equal scores the cheaper card (earlier
    // in `legal`) stays first.
    cards.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.score.total_cmp(&a.1.score)));
    let cards: Vec<CardScore> = cards.into_iter().map(|(_, c)| c).collect();
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
/// the hand to play, with only played cards between them. Each group is cheapest first, and
/// the groups come in the order of their cheapest cards in `legal` (cheapest first), the
/// order in which ties are broken.
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
    groups.sort_by_key(|g| legal.iter().position(|c| *c == g[0]));
    groups
}

/// What the groups scored so far, and which are still solved.
struct Race {
    totals: Vec<Totals>,
    /// Per group, its score on each layout it was solved on.
    scores: Vec<Vec<i32>>,
    active: Vec<bool>,
}

#[derive(Clone, Copy, Default)]
struct Totals {
    score: f64,
    tricks: f64,
    makes: u32,
}

impl Race {
    fn new(groups: usize) -> Race {
        Race {
            totals: vec![Totals::default(); groups],
            scores: vec![Vec::new(); groups],
            active: vec![true; groups],
        }
    }

    /// Layouts group `g` was solved on.
    fn layouts(&self, g: usize) -> u32 {
        self.scores[g].len() as u32
    }

    /// Adds one layout's outcomes (`None` for dropped groups), then, if `drop`, drops the
    /// groups that fell behind. `target`: the tricks declarer needs.
    fn add(&mut self, outcomes: &[Option<(i32, u8)>], target: u8, drop: bool) {
        for (g, outcome) in outcomes.iter().enumerate() {
            let Some((score, tricks)) = *outcome else {
                continue;
            };
            let t = &mut self.totals[g];
            t.score += score as f64;
            t.tricks += tricks as f64;
            t.makes += u32::from(tricks >= target);
            self.scores[g].push(score);
        }
        let n = self.scores.iter().map(Vec::len).max().unwrap_or(0);
        if !drop || n < RACE_FROM as usize {
            return;
        }
        // Every active group was solved on all `n` layouts, so differences pair up.
        let Some(leader) = (0..self.active.len())
            .filter(|&g| self.active[g])
            .max_by(|&a, &b| {
                self.totals[a]
                    .score
                    .total_cmp(&self.totals[b].score)
                    .then(b.cmp(&a))
            })
        else {
            return;
        };
        for g in 0..self.active.len() {
            if g == leader || !self.active[g] || !self.active[leader] {
                continue;
            }
            let d: Vec<f64> = self.scores[leader]
                .iter()
                .zip(&self.scores[g])
                .map(|(a, b)| (a - b) as f64)
                .collect();
            let mean = d.iter().sum::<f64>() / n as f64;
            let var = d.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1) as f64;
            let margin = RACE_Z * (var / n as f64).sqrt();
            if mean + margin < RACE_EQUAL {
                // The leader's mean is the highest, so `mean` ≥ 0: both bounds hold. The
                // dearer group goes (the later, see `visible_groups`).
                self.active[g.max(leader)] = false;
            } else if mean > margin {
                self.active[g] = false;
            }
        }
    }
}

/// For each group still in the race, on one layout of the cards still held: the score for
/// the chooser's side and declarer's final tricks, with double-dummy play afterwards.
/// `guesses` holds each group's value on the previous layout, where the search starts.
fn evaluate(
    board: &Board,
    layout: Deal,
    groups: &[Vec<Card>],
    active: &[bool],
    guesses: &mut [Option<u8>],
    solver: &mut Solver,
) -> Result<Vec<Option<(i32, u8)>>, PositionError> {
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
    for ((group, guess), &active) in groups.iter().zip(guesses.iter_mut()).zip(active) {
        if !active {
            out.push(None);
            continue;
        }
        let side = solver.card_value(&pos, group[0], guess.unwrap_or(last))?;
        *guess = Some(side);
        last = side;
        let more = if declarer_moves { side } else { left - side };
        let tricks = board.declarer_tricks_played() + more;
        let s = score(board.contract(), vulnerable, tricks);
        out.push(Some((if declarer_moves { s } else { -s }, tricks)));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `layouts` rounds of outcomes, `score(g, i)` for group `g` on layout `i`
    /// (declarer's tricks do not matter to the race), and returns the race.
    fn run(groups: usize, layouts: usize, score: impl Fn(usize, usize) -> i32) -> Race {
        let mut race = Race::new(groups);
        for i in 0..layouts {
            let outcomes: Vec<Option<(i32, u8)>> = (0..groups)
                .map(|g| race.active[g].then(|| (score(g, i), 9)))
                .collect();
            race.add(&outcomes, 9, true);
        }
        race
    }

    #[test]
    fn a_group_trailing_on_every_layout_is_dropped_once_the_race_starts() {
        let early = run(
            2,
            RACE_FROM as usize - 1,
            |g, _| if g == 0 { 400 } else { 370 },
        );
        assert_eq!(early.active, [true, true]);
        let race = run(2, 40, |g, _| if g == 0 { 400 } else { 370 });
        assert_eq!(race.active, [true, false]);
        assert_eq!(race.layouts(1), RACE_FROM);
        assert_eq!(race.layouts(0), 40);
        assert_eq!(race.totals[1].score, 370.0 * RACE_FROM as f64);
    }

    #[test]
    fn a_group_behind_by_less_than_the_noise_stays() {
        // Group 1 gains 600 on every third layout and loses 300 elsewhere: behind by 0 on
        // average, and widely spread.
        let race = run(2, 100, |g, i| match (g, i % 3) {
            (0, _) => 0,
            (_, 0) => 600,
            _ => -300,
        });
        assert_eq!(race.active, [true, true]);
    }

    #[test]
    fn a_clear_but_noisy_deficit_is_dropped_later() {
        // Group 1 is 100 behind on average: 300 behind on every third layout.
        let race = run(2, 100, |g, i| if g == 0 || i % 3 != 0 { 0 } else { -300 });
        assert_eq!(race.active, [true, false]);
        let n = race.layouts(1);
        assert!(n > RACE_FROM && n < 100, "dropped after {n} layouts");
    }

    #[test]
    fn a_dearer_leader_surely_within_the_equal_margin_gives_way() {
        // Group 1 (dearer) is ahead by 2 points on every layout.
        let race = run(2, 30, |g, _| if g == 0 { 100 } else { 102 });
        assert_eq!(race.active, [true, false]);
        assert_eq!(race.layouts(1), RACE_FROM);
    }

    #[test]
    fn of_two_groups_equal_on_every_layout_the_dearer_goes() {
        let race = run(3, 30, |g, i| if g == 0 { -50 } else { 100 + i as i32 });
        // Group 0 trails; groups 1 and 2 tie: group 2 (dearer) goes, group 1 leads.
        assert_eq!(race.active, [false, true, false]);
    }
}
