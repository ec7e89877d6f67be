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
//! With [`McSettings::alpha_mu`] declarer's side searches its next choices over the layouts
//! together in the endgame (`alphamu`), which removes the first for those choices.

use serde::{Deserialize, Serialize};

use super::alphamu;
use super::board::Board;
use super::equivalence::{cheapest_first, lowest_touching};
use super::knowledge::Knowledge;
use super::leads;
use super::rules;
use super::sampler::{Relaxation, SampleError, Sampler};
use super::signals::{self, Signal};
use super::traps;
use crate::bridge::dd::{Position, PositionError, Solver};
use crate::bridge::score::score;
use crate::bridge::{Card, Deal, Hand};
use rand::Rng;
use std::fmt;
use std::ops::RangeInclusive;

/// Why a Monte-Carlo decision could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum McError {
    /// The knowledge contradicts itself: no layout exists.
    Sample(SampleError),
    /// A layout gave a position the solver refused (a broken invariant, reported not hidden).
    Position(PositionError),
    /// The shares of a decision could not be merged (none, or made on different positions).
    Shares(String),
}

impl fmt::Display for McError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            McError::Sample(e) => write!(f, "sampling the unseen cards: {e}"),
            McError::Position(e) => write!(f, "solving a sampled layout: {e}"),
            McError::Shares(e) => write!(f, "merging the shares: {e}"),
        }
    }
}

impl std::error::Error for McError {}

/// How much work a decision may do.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct McSettings {
    /// Layouts to solve (the decision stops earlier when the time budget runs out).
    pub samples: u32,
    /// Milliseconds, measured by the caller's clock. A solve still running when they are
    /// spent is cut off and its layout dropped; with no layout solved the rules choose.
    pub budget_ms: f64,
    /// Whether cards that fall clearly behind stop being solved (see the module's notes).
    /// Off, every card is solved on every layout: slower, for measuring what racing costs.
    #[serde(default = "racing_by_default")]
    pub race: bool,
    /// Whether the layouts are weighted by how likely each makes the cards the others played
    /// (see `clues`), not only by the auction and the voids. On for the page's players, which
    /// it made stronger in `boyi match`; off in the paper's configurations (docs/card-play.md).
    #[serde(default)]
    pub read_play: bool,
    /// Whether reading the play also reads the cards that did not have to be high: a
    /// discard denies the lower cards of its suit, second hand's high card the low ones
    /// (`clues::read_low_cards`). Only with `read_play`.
    #[serde(default)]
    pub read_low_cards: bool,
    /// Whether a defender chooses among cards that cost nothing by the signalling
    /// conventions (see `signals`), in the rules' tricks of a hybrid too
    /// (`signals::over_rules`), and reads its partner's signals when reading the play.
    #[serde(default)]
    pub signals: bool,
    /// Whether declarer reads the defenders' signals: only right when they signal.
    #[serde(default)]
    pub declarer_reads_signals: bool,
    /// Declarer's side's choices searched together over the layouts by αμ in the endgame
    /// (see `alphamu`), against strategy fusion. 0 is plain Monte-Carlo with racing; 1
    /// searches as plain Monte-Carlo does, without racing (the search's check).
    #[serde(default)]
    pub alpha_mu: u8,
    /// Whether, of the cards that tie with the best on every layout, the player prefers the
    /// one that leaves the next opponent the most ways to give a trick away (see `traps`),
    /// against the assumption that the opponents see every card. Its solves come after the
    /// layouts, within the same budget. On for the page's players, which it made stronger
    /// in `boyi match`. Not in αμ's decisions.
    #[serde(default)]
    pub traps: bool,
    /// Layouts of a simulated opening lead, at most (0: `samples`). A layout of the lead is a
    /// whole deal with every lead solved on it, the dearest of the play, so that a match can
    /// give the lead no more layouts than the browser's second does.
    #[serde(default)]
    pub lead_samples: u32,
    /// Whether the opening lead's layouts are solved to the exact trick, not only within
    /// the tricks near the contract's target ([`lead_window`]): slower, for measuring what
    /// the window changes (`boyi leads`).
    #[serde(default)]
    pub exact_lead: bool,
    /// The criterion of a simulated opening lead by the kind of contract, instead of
    /// [`leads::PLAYED`] (`+leadbykind`, with `exact_lead`; docs/card-play.md, section 2).
    #[serde(default)]
    pub lead_criterion: Option<leads::ByContract>,
}

fn racing_by_default() -> bool {
    true
}

/// The page's settings: 100 layouts, one second, racing, reading the play, breaking ties by
/// the chances they leave the opponents to go wrong.
impl Default for McSettings {
    fn default() -> McSettings {
        McSettings {
            samples: 100,
            budget_ms: 1_000.0,
            race: racing_by_default(),
            read_play: true,
            read_low_cards: false,
            signals: false,
            declarer_reads_signals: false,
            alpha_mu: 0,
            traps: true,
            lead_samples: 0,
            exact_lead: false,
            lead_criterion: None,
        }
    }
}

impl McSettings {
    /// The settings of a decision at the opening lead, when `opening_lead`, or later. The
    /// opening lead is chosen by [`leads::PLAYED`], which compares every lead with every other
    /// layout by layout: every lead is solved on every layout (no racing), on at most
    /// `lead_samples` layouts.
    pub fn at(&self, opening_lead: bool) -> McSettings {
        if !opening_lead {
            return *self;
        }
        let samples = match self.lead_samples {
            0 => self.samples,
            cap => self.samples.min(cap),
        };
        McSettings {
            samples,
            race: false,
            ..*self
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
    /// scores are then 0); 0 too when the budget ran out before the first layout was solved
    /// (see `by_rules`).
    pub samples: u32,
    /// Layouts drawn, rejected ones included.
    pub draws: u64,
    /// Which of the auction's limits the layouts still met (the most relaxed of the shares).
    pub relaxation: Relaxation,
    /// The longest share's time: the shares run side by side.
    pub elapsed_ms: f64,
    /// Layouts solved by each share of the decision, in share order (one share when a single
    /// worker decided; see [`McShare`]).
    #[serde(default)]
    pub shares: Vec<u32>,
    /// Whether the card is the rules' ([`McShare::rules_card`]): there was a choice, and the
    /// budget ran out before any share solved a layout.
    #[serde(default)]
    pub by_rules: bool,
}

/// One share of a Monte-Carlo decision: what one worker found on the layouts it drew.
///
/// A decision can be spread over several workers, each drawing its own layouts (its own
/// random stream) and racing its card groups on them alone. A share carries sufficient
/// statistics, not a chosen card: sums over the layouts each group was solved on, so that
/// [`merge`] pools the shares into exactly the means one worker would have computed over
/// all their layouts, and chooses by the same rule. The paired differences racing needs stay
/// inside the share: they only decide which groups that share keeps solving.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct McShare {
    /// The legal cards, cheapest first (every share of a decision has the same).
    pub legal: Vec<Card>,
    /// The groups of equal cards, in tie-breaking order (see `visible_groups`).
    pub groups: Vec<GroupStats>,
    /// Layouts solved.
    pub samples: u32,
    /// Layouts drawn, rejected ones included.
    pub draws: u64,
    pub relaxation: Relaxation,
    pub elapsed_ms: f64,
    /// The time one more layout is expected to take at most, by the share's own last layouts
    /// (0 when it solved none): what the page weighs against the time left before another
    /// round.
    #[serde(default)]
    pub layout_ms: f64,
    /// The signal the player owes (every share of a decision has the same): which of the
    /// cards that cost nothing [`merge`] plays.
    #[serde(default)]
    pub signal: Signal,
    /// Whether the decision is the opening lead, which [`merge`] chooses by
    /// [`leads::PLAYED`] rather than by the best mean alone.
    #[serde(default)]
    pub lead: bool,
    /// The card [`merge`] plays when no share solved a layout although there was a choice
    /// (the budget ran out during the first): the rules' card (`rules::choose`), as the
    /// paper's traditional player and the page's opening lead choose, rather than the
    /// cheapest card, which often gives a trick away (a low card where third hand must play
    /// high). Set only by a share that solved none.
    #[serde(default)]
    pub rules_card: Option<Card>,
    /// At the opening lead with a choice, the rules' lead (`rules::choose`), which
    /// [`leads::PLAYED`] takes as its prior (docs/card-play.md, section 2).
    #[serde(default)]
    pub rules_lead: Option<Card>,
    /// At the opening lead, the criterion [`merge`] picks it by, for this contract: `None`
    /// for [`leads::PLAYED`] ([`McSettings::lead_criterion`]).
    #[serde(default)]
    pub lead_criterion: Option<leads::Criterion>,
}

/// One group of equal cards in one share: sums over the layouts it was solved on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GroupStats {
    /// Cheapest first.
    pub cards: Vec<Card>,
    /// Sum of the duplicate scores for the chooser's side.
    pub score: f64,
    /// Sum of declarer's final tricks.
    pub tricks: f64,
    /// Layouts on which the contract makes.
    pub makes: u32,
    /// Layouts the group was solved on.
    pub layouts: u32,
    /// Whether racing still solved the group at the end of the share.
    pub active: bool,
    /// The score on each layout the group was solved on, in the share's order: what racing
    /// pairs up, so that the page can race the layouts of all shares together after each
    /// round (see [`pooled`]).
    #[serde(default)]
    pub scores: Vec<i32>,
    /// With [`McSettings::traps`], for a group tied with the share's best: the sum
    /// of its trap rates (`traps::trap_rate`) over the layouts they were taken on.
    #[serde(default)]
    pub traps: f64,
    /// The layouts `traps` was taken on: 0 when it was not (a group clearly behind, or
    /// without the setting).
    #[serde(default)]
    pub trap_layouts: u32,
}

impl GroupStats {
    /// A group solved on no layout yet, still raced: where sums start.
    fn unsolved(cards: Vec<Card>) -> GroupStats {
        GroupStats {
            cards,
            score: 0.0,
            tricks: 0.0,
            makes: 0,
            layouts: 0,
            active: true,
            scores: Vec::new(),
            traps: 0.0,
            trap_layouts: 0,
        }
    }
}

/// The race pooled over every share's layouts so far ([`pooled`]): each group's scores on
/// them, and the groups still solved. A share that resumes from it races on these layouts
/// and its own new ones together.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceStart {
    pub scores: Vec<Vec<i32>>,
    pub active: Vec<bool>,
}

/// Where a later part of a share starts: the layouts its stream drew for the earlier parts
/// (drawn again and skipped, so that it goes on with new ones) and the pooled race.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Resume {
    pub skip: u32,
    pub race: RaceStart,
}

/// Chooses the next card for [`Board::chooser`] from `knowledge` (which must be that
/// player's). Only public facts of the board are read: the trick on the table, the tricks
/// won, the contract and the legal cards of the hand to play (the player's own or dummy's).
///
/// One worker's whole decision: the merge of a single share.
pub fn decide<R: Rng + ?Sized>(
    board: &Board,
    knowledge: &Knowledge,
    settings: &McSettings,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<McDecision, McError> {
    let share = decide_share(board, knowledge, settings, None, solver, rng, clock)?;
    merge(&[share])
}

/// One share of a decision: `settings.samples` layouts drawn with `rng` (give each share its
/// own stream, so that shares never draw the same sequence), solved and raced as one
/// decision would, and summed per group for [`merge`]. The time budget is the share's own.
/// With `resume`, the share goes on after a round: it skips the layouts its stream drew
/// before and races on the pooled race's scores and its own new layouts together (the sums
/// it returns are of its new layouts only).
pub fn decide_share<R: Rng + ?Sized>(
    board: &Board,
    knowledge: &Knowledge,
    settings: &McSettings,
    resume: Option<&Resume>,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<McShare, McError> {
    let mut sampler = Sampler::new(knowledge)
        .map_err(McError::Sample)?
        .reading_play(settings.read_play);
    for _ in 0..resume.map_or(0, |r| r.skip) {
        sampler.sample(rng).map_err(McError::Sample)?;
    }
    let start = resume.map(|r| &r.race);
    let mut share = solve_layouts(board, settings, start, solver, clock, &mut || {
        sampler.sample(rng)
    })?;
    share.draws = sampler.draws();
    share.relaxation = sampler.relaxation();
    if settings.signals {
        share.signal = signals::convention(board);
    }
    if share.samples == 0 && share.groups.len() > 1 {
        share.rules_card = signals::rules_card(board, knowledge, settings.signals);
    }
    if share.lead && share.groups.len() > 1 {
        share.rules_lead = rules::choose(board, knowledge);
        share.lead_criterion = settings
            .lead_criterion
            .map(|c| c.of(board.contract().strain()));
    }
    Ok(share)
}

/// The heart of a share: solves the layouts `next` draws (at most `settings.samples`, fewer
/// when the budget runs out: a layout whose solve the budget cuts off is dropped, even the
/// first) for every group still in the race. Split from the sampling so that tests can hand
/// the same layouts to one share or to several.
fn solve_layouts(
    board: &Board,
    settings: &McSettings,
    race_start: Option<&RaceStart>,
    solver: &mut Solver,
    clock: &dyn Fn() -> f64,
    next: &mut dyn FnMut() -> Result<Deal, SampleError>,
) -> Result<McShare, McError> {
    let lead = board.played().is_empty();
    let settings = &settings.at(lead);
    let mut budget = Budget::new(clock, settings.budget_ms).at_lead(lead);
    // The layouts of one decision share most cards and help each other through the table;
    // what earlier decisions left there mostly gets in the way. A share resumed after a
    // round keeps what that round left (the worker's last job, as a rule): the first
    // layouts on an empty table cost the most.
    if race_start.is_none() {
        solver.forget();
    }
    let legal: Vec<Card> = cheapest_first(board.legal_cards());
    let groups = visible_groups(board, &legal);
    let mut race = match race_start {
        Some(r) if r.scores.len() == groups.len() && r.active.len() == groups.len() => {
            Race::resume(r)
        }
        Some(_) => {
            return Err(McError::Shares(
                "the pooled race was not run on this position".into(),
            ))
        }
        None => Race::new(groups.len()),
    };
    let mut guesses: Vec<Option<u8>> = vec![None; groups.len()];
    // The opening lead's score tells apart only the tricks near the contract's target.
    let window = if lead && !settings.exact_lead {
        leads::lead_window(board)
    } else {
        0..=board.tricks_left()
    };
    // The share's first layouts, on which the trap rates are taken.
    let mut kept: Vec<Deal> = Vec::new();
    let mut samples = 0;
    let declarer_chooses = board.chooser().map(|c| c.is_ns()) == Some(board.declarer().is_ns());
    if groups.len() > 1
        && settings.alpha_mu > 0
        && declarer_chooses
        && board.tricks_left() <= alphamu::ENDGAME_TRICKS
    {
        let mut layouts = Vec::new();
        while layouts.len() < settings.samples.max(1) as usize {
            if !budget.allows_another() {
                break;
            }
            layouts.push(next().map_err(McError::Sample)?);
            budget.solved();
        }
        searched_together(
            board,
            &layouts,
            &groups,
            settings.alpha_mu,
            &mut race,
            solver,
        )
        .map_err(McError::Position)?;
        samples = layouts.len() as u32;
    } else if groups.len() > 1 {
        while samples < settings.samples.max(1) {
            if !budget.allows_another() {
                break;
            }
            let layout = next().map_err(McError::Sample)?;
            let spent = || budget.spent();
            let stop = budget.stops().then_some(&spent as &dyn Fn() -> bool);
            let Some(outcomes) = evaluate(
                board,
                layout,
                &groups,
                &race.active,
                window.clone(),
                &mut guesses,
                solver,
                stop,
            )
            .map_err(McError::Position)?
            else {
                // Cut off by the budget: every group keeps the layouts it was solved on.
                budget.cut_off();
                break;
            };
            race.add(&outcomes, board.contract().target(), settings.race);
            if settings.traps && kept.len() < RACE_FROM as usize {
                kept.push(layout);
            }
            samples += 1;
            budget.solved();
        }
    }
    let groups = groups
        .into_iter()
        .enumerate()
        .map(|(g, cards)| GroupStats {
            cards,
            score: race.totals[g].score,
            tricks: race.totals[g].tricks,
            makes: race.totals[g].makes,
            layouts: race.layouts(g),
            active: race.active[g],
            scores: race.scores[g][race.prior[g]..].to_vec(),
            traps: 0.0,
            trap_layouts: 0,
        })
        .collect();
    let mut share = McShare {
        legal,
        groups,
        samples,
        draws: 0,
        relaxation: Relaxation::None,
        elapsed_ms: 0.0,
        layout_ms: budget.expected(),
        signal: Signal::None,
        lead,
        rules_card: None,
        rules_lead: None,
        lead_criterion: None,
    };
    if settings.traps {
        let tied = trap_candidates(std::slice::from_ref(&share))?;
        count_traps(board, &mut share, &tied, &kept, solver, &mut budget)
            .map_err(McError::Position)?;
    }
    share.elapsed_ms = budget.elapsed();
    Ok(share)
}

/// The trap count of a decision spread over shares, made once all its layouts are solved (see
/// `traps`): the groups to take rates for, those tied with the best on the layouts of every
/// share, and on how many of the share's first layouts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrapCount {
    pub groups: Vec<usize>,
    pub layouts: u32,
}

/// The trap part of a share of a decision spread over several workers: the trap rates of
/// `count.groups` on the first `count.layouts` layouts the share's stream drew (`rng` as for
/// the share's first part), within `settings.budget_ms`. A part of no layouts, joined after
/// the share's others ([`McShare::then`]).
pub fn trap_share<R: Rng + ?Sized>(
    board: &Board,
    knowledge: &Knowledge,
    settings: &McSettings,
    count: &TrapCount,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<McShare, McError> {
    let mut budget = Budget::new(clock, settings.budget_ms);
    let mut sampler = Sampler::new(knowledge)
        .map_err(McError::Sample)?
        .reading_play(settings.read_play);
    let layouts = (0..count.layouts)
        .map(|_| sampler.sample(rng))
        .collect::<Result<Vec<Deal>, _>>()
        .map_err(McError::Sample)?;
    let legal = cheapest_first(board.legal_cards());
    let groups = visible_groups(board, &legal);
    if count.groups.iter().any(|&g| g >= groups.len()) {
        return Err(McError::Shares(
            "the trap count names a group this position does not have".into(),
        ));
    }
    let mut share = McShare {
        legal,
        groups: groups.into_iter().map(GroupStats::unsolved).collect(),
        samples: 0,
        draws: sampler.draws(),
        relaxation: sampler.relaxation(),
        elapsed_ms: 0.0,
        layout_ms: 0.0,
        signal: Signal::None,
        lead: board.played().is_empty(),
        rules_card: None,
        rules_lead: None,
        lead_criterion: None,
    };
    count_traps(
        board,
        &mut share,
        &count.groups,
        &layouts,
        solver,
        &mut budget,
    )
    .map_err(McError::Position)?;
    share.elapsed_ms = budget.elapsed();
    Ok(share)
}

/// Takes the trap rates of the groups `tied` (see `traps`), when two or more, on `layouts`
/// one after the other while the budget allows, into `share`'s groups. A layout counts only
/// once every group's rate was taken on it, so that all end with rates on the same layouts
/// and the budget's stop (before a solve, or cutting one off) only shortens the count.
fn count_traps(
    board: &Board,
    share: &mut McShare,
    tied: &[usize],
    layouts: &[Deal],
    solver: &mut Solver,
    budget: &mut Budget,
) -> Result<(), PositionError> {
    if tied.len() < 2 {
        return Ok(());
    }
    let mut rates = Vec::with_capacity(tied.len());
    for &hands in layouts {
        let pos = board.position_with(hands);
        rates.clear();
        for &g in tied {
            if !budget.allows_trap() {
                return Ok(());
            }
            let spent = || budget.spent();
            let stop = budget.stops().then_some(&spent as &dyn Fn() -> bool);
            let Some(rate) = traps::trap_rate(&pos, share.groups[g].cards[0], solver, stop)? else {
                budget.cut_off();
                return Ok(());
            };
            rates.push(rate);
            budget.trap_solved();
        }
        for (&g, &rate) in tied.iter().zip(&rates) {
            share.groups[g].traps += rate;
            share.groups[g].trap_layouts += 1;
        }
    }
    Ok(())
}

/// Solves whose times predict the next one's.
const PREDICT_FROM: usize = 8;
/// How much longer than the slowest of the last solves the next one may take.
const PREDICT_MARGIN: f64 = 1.5;

/// The share of the opening lead's budget not given to its layouts. Forecast without a margin,
/// the lead ends by cutting a layout off at its budget, and in Chromium the messages after
/// that took the decision up to 12 ms past the page's second (docs/benchmarks.md, "The lead's
/// next layout forecast by its last").
const LEAD_RESERVE: f64 = 0.03;

/// A share's time budget, checked before each layout and before each solve of the trap
/// count: another is made only when it is expected to end within the budget, so that the
/// decision stops before the solve that would cross it rather than with it. The first
/// layout is always begun, and so is the first solve of a share that only counts traps
/// (the page checked the time for it). A solve that runs past the budget all the same (no
/// forecast sees every dear layout coming) is cut off as the budget is spent ([`Budget::spent`]),
/// so a share ends within the budget and one interval of the solver's checks. Layouts differ in cost: the
/// first ones on an empty table and those of the first tricks cost the most, and they get
/// cheaper as racing drops groups. The next layout is taken to last [`PREDICT_MARGIN`]
/// times the slowest of the last [`PREDICT_FROM`]: the recent ones follow the drop, and the
/// margin covers most of the layouts that cost more than any before them
/// (docs/card-play.md, "The time budget"). The trap count's solves are forecast the same
/// way from their own times, the first one as a layout.
struct Budget<'a> {
    clock: &'a dyn Fn() -> f64,
    budget_ms: f64,
    start: f64,
    /// When the last solve ended (the start before any).
    last: f64,
    layouts: Recent,
    traps: Recent,
    /// Whether a solve was cut off: the budget is spent, nothing more is begun.
    cut: bool,
    /// Whether the layouts are the opening lead's, forecast by the last one alone
    /// ([`Budget::allows_another`]).
    lead: bool,
}

/// The times of the last [`PREDICT_FROM`] solves of one kind, oldest first.
#[derive(Default)]
struct Recent(Vec<f64>);

impl Recent {
    fn push(&mut self, ms: f64) {
        if self.0.len() == PREDICT_FROM {
            self.0.remove(0);
        }
        self.0.push(ms);
    }

    /// The time one more solve is expected to take at most: `None` before any.
    fn expected(&self) -> Option<f64> {
        (!self.0.is_empty()).then(|| PREDICT_MARGIN * self.0.iter().copied().fold(0.0, f64::max))
    }

    /// The time of the last solve: `None` before any.
    fn last(&self) -> Option<f64> {
        self.0.last().copied()
    }
}

impl<'a> Budget<'a> {
    fn new(clock: &'a dyn Fn() -> f64, budget_ms: f64) -> Budget<'a> {
        let start = clock();
        Budget {
            clock,
            budget_ms,
            start,
            last: start,
            layouts: Recent::default(),
            traps: Recent::default(),
            cut: false,
            lead: false,
        }
    }

    /// The budget of the opening lead's layouts (see [`Budget::allows_another`]): the lead
    /// runs to the end of its budget, so [`LEAD_RESERVE`] of it is kept for the replies that
    /// follow a layout cut off there.
    fn at_lead(self, lead: bool) -> Budget<'a> {
        if !lead {
            return self;
        }
        Budget {
            lead,
            budget_ms: self.budget_ms * (1.0 - LEAD_RESERVE),
            ..self
        }
    }

    /// The time since the last solve ended, which ends now.
    fn lap(&mut self) -> f64 {
        let now = (self.clock)();
        let lap = now - self.last;
        self.last = now;
        lap
    }

    /// Marks the end of a layout.
    fn solved(&mut self) {
        let lap = self.lap();
        self.layouts.push(lap);
    }

    /// Marks the end of a solve of the trap count.
    fn trap_solved(&mut self) {
        let lap = self.lap();
        self.traps.push(lap);
    }

    /// The time one more layout is expected to take at most: 0 before any.
    fn expected(&self) -> f64 {
        self.layouts.expected().unwrap_or(0.0)
    }

    /// Whether a solve expected to take `ms` ends within the budget (always with an infinite
    /// budget).
    fn fits(&self, ms: f64) -> bool {
        self.last - self.start + ms <= self.budget_ms
    }

    /// Marks a solve cut off once the budget was spent.
    fn cut_off(&mut self) {
        self.cut = true;
    }

    /// Whether another layout is to be solved: the first always, a later one when it is
    /// expected to end within the budget; none once a solve was cut off. The opening lead's
    /// next layout is expected to take what its last one took, without a margin: its layouts
    /// solve every lead (none is raced) and get cheaper as the table fills, so the slowest
    /// of them is its first, and the cut-off bounds a layout that runs longer
    /// (docs/card-play.md, "The time budget").
    fn allows_another(&self) -> bool {
        let next = if self.lead {
            self.layouts.last()
        } else {
            self.layouts.expected()
        };
        !self.cut && next.is_none_or(|ms| self.fits(ms))
    }

    /// Whether another solve of the trap count is to be made: expected to take what the last
    /// ones took, or before any what a layout takes; the first always when no layout was
    /// solved; none once a solve was cut off.
    fn allows_trap(&self) -> bool {
        !self.cut
            && match self.traps.expected().or(self.layouts.expected()) {
                Some(ms) => self.fits(ms),
                None => true,
            }
    }

    /// The time since the share started.
    fn elapsed(&self) -> f64 {
        (self.clock)() - self.start
    }

    /// Whether the share's solves are given a stop condition, [`Budget::spent`] (see
    /// [`Solver::values_until`]): not without a budget, so that the solves are exactly those
    /// of an unbounded decision.
    fn stops(&self) -> bool {
        self.budget_ms.is_finite()
    }

    /// Whether the budget is spent: a solve still running is then cut off.
    fn spent(&self) -> bool {
        self.elapsed() >= self.budget_ms
    }
}

/// The race after a round of a decision spread over shares: every share's layouts so far
/// (each share whole, its parts joined by [`McShare::then`]) pooled in share order, the
/// groups some share dropped dropped, and then whatever racing drops on all those layouts
/// together. The shares of the next round go on from it, so each drops what one worker
/// would have dropped after the layouts of all shares, not only its own: after the opening
/// (the first layouts of each share, fewer than [`RACE_FROM`] each, raced by none alone),
/// and again after every later round.
pub fn pooled(shares: &[McShare]) -> Result<RaceStart, McError> {
    let Some(first) = shares.first() else {
        return Err(McError::Shares("no share to race".into()));
    };
    let groups = first.groups.len();
    if shares.iter().any(|s| s.groups.len() != groups) {
        return Err(McError::Shares(
            "the shares were not made on the same position".into(),
        ));
    }
    let mut race = Race::new(groups);
    for g in 0..groups {
        race.active[g] = shares.iter().all(|s| s.groups[g].active);
        // A group still raced was solved on every layout of every share, so that the
        // pooled scores of any two such groups pair up layout by layout.
        if race.active[g]
            && shares
                .iter()
                .any(|s| s.groups[g].scores.len() != s.samples as usize)
        {
            return Err(McError::Shares(
                "a share did not solve a group still raced on every layout".into(),
            ));
        }
        for share in shares {
            race.scores[g].extend(&share.groups[g].scores);
        }
    }
    race.drop_behind();
    Ok(RaceStart {
        scores: race.scores,
        active: race.active,
    })
}

impl McShare {
    /// This share followed by a later part (the same share resumed after a round): one
    /// share of all the layouts its stream drew for both.
    pub fn then(mut self, later: McShare) -> Result<McShare, McError> {
        if later.legal != self.legal || later.groups.len() != self.groups.len() {
            return Err(McError::Shares(
                "the parts of a share were not made on the same position".into(),
            ));
        }
        // A part of no layouts (the trap count) leaves the race and the draws as they were.
        let layouts = later.samples > 0;
        for (g, l) in self.groups.iter_mut().zip(later.groups) {
            g.score += l.score;
            g.tricks += l.tricks;
            g.makes += l.makes;
            g.layouts += l.layouts;
            if layouts {
                g.active = l.active;
            }
            g.scores.extend(l.scores);
            g.traps += l.traps;
            g.trap_layouts += l.trap_layouts;
        }
        self.samples += later.samples;
        self.rules_card = if self.samples > 0 {
            None
        } else {
            self.rules_card.or(later.rules_card)
        };
        self.rules_lead = self.rules_lead.or(later.rules_lead);
        self.lead_criterion = self.lead_criterion.or(later.lead_criterion);
        self.relaxation = self.relaxation.max(later.relaxation);
        self.elapsed_ms += later.elapsed_ms;
        if layouts {
            // The later part drew the earlier parts' layouts again before its own.
            self.draws = later.draws;
            self.layout_ms = later.layout_ms;
        }
        Ok(self)
    }
}

/// The shares' groups pooled (with the number of shares that still solved each) and every
/// legal card's score, best first, as [`merge`] ranks them.
fn pool(shares: &[McShare]) -> Result<Pooled, McError> {
    let Some(first) = shares.first() else {
        return Err(McError::Shares("no share to merge".into()));
    };
    let same_groups = |s: &McShare| {
        s.legal == first.legal
            && s.groups.len() == first.groups.len()
            && s.groups
                .iter()
                .zip(&first.groups)
                .all(|(a, b)| a.cards == b.cards)
    };
    if !shares.iter().all(same_groups) {
        return Err(McError::Shares(
            "the shares were not made on the same position".into(),
        ));
    }
    // Per group: the pooled sums, and in how many shares it was still solved.
    let pooled: Vec<(GroupStats, u32)> = (0..first.groups.len())
        .map(|g| {
            let mut sum = GroupStats::unsolved(first.groups[g].cards.clone());
            let mut kept = 0;
            for share in shares {
                let s = &share.groups[g];
                sum.score += s.score;
                sum.tricks += s.tricks;
                sum.makes += s.makes;
                sum.layouts += s.layouts;
                sum.traps += s.traps;
                sum.trap_layouts += s.trap_layouts;
                kept += u32::from(s.active);
            }
            // Kept by every share: still in the race as a whole.
            sum.active = kept == shares.len() as u32;
            (sum, kept)
        })
        .collect();
    let mut cards: Vec<(u32, CardScore)> = first
        .legal
        .iter()
        .map(|&card| {
            let g = pooled
                .iter()
                .position(|(s, _)| s.cards.contains(&card))
                .unwrap_or(0);
            let (t, kept) = &pooled[g];
            let n = t.layouts.max(1) as f64;
            let score = CardScore {
                card,
                score: t.score / n,
                declarer_tricks: t.tricks / n,
                makes: t.makes as f64 / n,
                layouts: t.layouts,
            };
            (*kept, score)
        })
        .collect();
    // Stable: among equal keys the cheaper card (earlier in `legal`) stays first.
    cards.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.score.total_cmp(&a.1.score)));
    let cards: Vec<CardScore> = cards.into_iter().map(|(_, c)| c).collect();
    Ok((pooled, cards))
}

/// Per group its sums over the shares and the shares that still solved it; the cards, best
/// first.
type Pooled = (Vec<(GroupStats, u32)>, Vec<CardScore>);

/// Pools the shares of one decision and chooses its card by the rule a single share uses:
/// the best mean duplicate score over the layouts each group was solved on, ties to the
/// cheapest card; but a group that racing dropped ranks behind one still solved, whatever
/// its mean, because that mean rests on fewer layouts and may have drifted above the
/// winner's. With several shares "still solved" counts shares: a group kept by every share
/// ranks before one some share dropped. One share gives exactly that share's own decision.
pub fn merge(shares: &[McShare]) -> Result<McDecision, McError> {
    let (pooled, cards) = pool(shares)?;
    let Some(best) = cards.first() else {
        return Err(McError::Shares("the shares have no legal card".into()));
    };
    let samples = shares.iter().map(|s| s.samples).sum();
    // With no layout solved every mean is 0: the rules choose (see `McShare::rules_card`).
    let by_rules = (samples == 0)
        .then(|| shares.iter().find_map(|s| s.rules_card))
        .flatten();
    let card = match by_rules {
        Some(card) => card,
        None => {
            let best = if shares[0].lead {
                lead_choice(shares).unwrap_or(best.card)
            } else {
                best.card
            };
            let chosen = trap_choice(shares, &pooled, best).unwrap_or(best);
            match shares[0].signal {
                Signal::None => chosen,
                signal => signal.choose(chosen, &free_groups(shares, chosen)),
            }
        }
    };
    Ok(McDecision {
        card,
        cards,
        samples,
        draws: shares.iter().map(|s| s.draws).sum(),
        relaxation: shares
            .iter()
            .map(|s| s.relaxation)
            .max()
            .unwrap_or(Relaxation::None),
        elapsed_ms: shares.iter().map(|s| s.elapsed_ms).fold(0.0, f64::max),
        shares: shares.iter().map(|s| s.samples).collect(),
        by_rules: by_rules.is_some(),
    })
}

/// The opening lead [`leads::PLAYED`] picks from every group's scores on the layouts of all
/// the shares (given the rules' lead the shares carry): the rules' own card when their group
/// stands, which tells partner what the rules' lead tells (fourth best, top of a sequence),
/// else the cheapest card of the group picked. `None` when some group was not solved on
/// every layout (racing was on) or there was nothing to choose.
fn lead_choice(shares: &[McShare]) -> Option<Card> {
    let first = shares.first()?;
    let complete = shares.iter().all(|s| {
        s.groups
            .iter()
            .all(|g| g.scores.len() == s.samples as usize)
    });
    if first.groups.len() < 2 || !complete {
        return None;
    }
    let scores: Vec<Vec<i32>> = (0..first.groups.len())
        .map(|g| {
            shares
                .iter()
                .flat_map(|s| s.groups[g].scores.iter().copied())
                .collect()
        })
        .collect();
    let rules_card = shares.iter().find_map(|s| s.rules_lead);
    let rules =
        rules_card.and_then(|card| first.groups.iter().position(|g| g.cards.contains(&card)));
    let criterion = shares
        .iter()
        .find_map(|s| s.lead_criterion)
        .unwrap_or(leads::PLAYED);
    let g = leads::choose(&scores, criterion, rules.as_slice())?;
    Some(match rules_card {
        Some(card) if rules == Some(g) => card,
        _ => first.groups[g].cards[0],
    })
}

/// The card the tie-break of `traps` plays instead of `best`, when the shares took trap
/// rates: of the groups with rates that tie with `best`'s group on every layout, the
/// cheapest card of the one with the highest rate, if above `best`'s own.
fn trap_choice(shares: &[McShare], pooled: &[(GroupStats, u32)], best: Card) -> Option<Card> {
    let b = pooled.iter().position(|(s, _)| s.cards.contains(&best))?;
    let candidates: Vec<(usize, f64, u32)> = tied_with(shares, b)
        .into_iter()
        .map(|g| (g, &pooled[g].0))
        .filter(|(_, s)| s.trap_layouts > 0)
        .map(|(g, s)| (g, s.traps, s.trap_layouts))
        .collect();
    traps::choose(b, &candidates).map(|g| pooled[g].0.cards[0])
}

/// The groups that tie with group `b` on every layout of every share (see
/// `traps::ties_best`), `b` first.
fn tied_with(shares: &[McShare], b: usize) -> Vec<usize> {
    let others = (0..shares[0].groups.len()).filter(|&g| {
        let parts: Vec<(&[i32], &[i32])> = shares
            .iter()
            .map(|sh| (&sh.groups[b].scores[..], &sh.groups[g].scores[..]))
            .collect();
        g != b && traps::ties_best(&parts)
    });
    std::iter::once(b).chain(others).collect()
}

/// The groups whose trap rates the tie-break needs (see `traps`), once the shares' layouts
/// are solved: the best group as [`merge`] ranks them and the groups tied with it on every
/// layout, when there are two or more; none otherwise.
pub fn trap_candidates(shares: &[McShare]) -> Result<Vec<usize>, McError> {
    let (pooled, cards) = pool(shares)?;
    let best = cards
        .first()
        .and_then(|c| pooled.iter().position(|(s, _)| s.cards.contains(&c.card)));
    let tied = best.map_or_else(Vec::new, |b| tied_with(shares, b));
    Ok(if tied.len() > 1 { tied } else { Vec::new() })
}

/// The groups of cards that cost nothing against `best` on the layouts solved: each scored
/// exactly as `best`'s group on every layout it was solved on, and solved on as many layouts
/// as racing needs before it drops a group ([`RACE_FROM`], or all of them when fewer).
/// `best`'s own group is always one.
fn free_groups(shares: &[McShare], best: Card) -> Vec<Vec<Card>> {
    let Some(b) = shares[0]
        .groups
        .iter()
        .position(|g| g.cards.contains(&best))
    else {
        return Vec::new();
    };
    let best_layouts: u32 = shares.iter().map(|s| s.groups[b].layouts).sum();
    (0..shares[0].groups.len())
        .filter(|&g| {
            let layouts: u32 = shares.iter().map(|s| s.groups[g].layouts).sum();
            g == b
                || layouts >= RACE_FROM.min(best_layouts)
                    && shares.iter().all(|s| {
                        let (mine, theirs) = (&s.groups[g].scores, &s.groups[b].scores);
                        // Racing stops a group, never starts one late: its layouts are the
                        // first ones of the share, on which the best group was solved too.
                        theirs.len() == s.samples as usize
                            && mine.len() <= theirs.len()
                            && mine[..] == theirs[..mine.len()]
                    })
        })
        .map(|g| shares[0].groups[g].cards.clone())
        .collect()
}

/// The legal cards in groups that take the same tricks on every layout: touching cards of
/// the hand to play, with only cards of earlier tricks between them (a card of the current
/// trick still competes in it: over a king on the table the ace and queen differ). Each
/// group is cheapest first, and the groups come in the order of their cheapest cards in
/// `legal` (cheapest first), the order in which ties are broken.
fn visible_groups(board: &Board, legal: &[Card]) -> Vec<Vec<Card>> {
    let gone = board.gone_before_trick();
    let hand = Hand(legal.iter().fold(0, |a, c| a | c.bit()));
    let mut groups: Vec<Vec<Card>> = Vec::new();
    // From the top of each suit down, so that each run starts at its highest card.
    let mut by_top: Vec<Card> = legal.to_vec();
    by_top.sort_by_key(|c| (c.suit(), std::cmp::Reverse(c.rank())));
    for card in by_top {
        if groups.iter().any(|g| g.contains(&card)) {
            continue;
        }
        let low = lowest_touching(card, hand, gone);
        let mut run: Vec<Card> = legal
            .iter()
            .copied()
            .filter(|c| {
                c.suit() == card.suit() && c.rank() <= card.rank() && c.rank() >= low.rank()
            })
            .collect();
        run.sort_by_key(|c| c.rank());
        groups.push(run);
    }
    groups.sort_by_key(|g| legal.iter().position(|c| *c == g[0]));
    groups
}

/// What the groups scored so far, and which are still solved.
struct Race {
    /// Sums over this share's own layouts.
    totals: Vec<Totals>,
    /// Per group, its score on each layout it was solved on: the pooled race's first when
    /// the share resumes from one, then its own.
    scores: Vec<Vec<i32>>,
    /// Per group, how many of `scores` came from the pooled race.
    prior: Vec<usize>,
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
            prior: vec![0; groups],
            active: vec![true; groups],
        }
    }

    /// A race that goes on from a pooled one.
    fn resume(start: &RaceStart) -> Race {
        Race {
            totals: vec![Totals::default(); start.scores.len()],
            scores: start.scores.clone(),
            prior: start.scores.iter().map(Vec::len).collect(),
            active: start.active.clone(),
        }
    }

    /// Layouts of its own group `g` was solved on.
    fn layouts(&self, g: usize) -> u32 {
        (self.scores[g].len() - self.prior[g]) as u32
    }

    /// The sum of group `g`'s scores on every layout raced, the pooled race's included.
    fn sum(&self, g: usize) -> i64 {
        self.scores[g].iter().map(|&x| i64::from(x)).sum()
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
        if drop {
            self.drop_behind();
        }
    }

    /// Drops the groups that fell behind, once there are [`RACE_FROM`] layouts: those
    /// clearly behind the leader, and the dearer of two that are surely equal.
    fn drop_behind(&mut self) {
        let n = self.scores.iter().map(Vec::len).max().unwrap_or(0);
        if n < RACE_FROM as usize {
            return;
        }
        // Every active group was solved on all `n` layouts, so differences pair up.
        let Some(leader) = (0..self.active.len())
            .filter(|&g| self.active[g])
            .max_by(|&a, &b| self.sum(a).cmp(&self.sum(b)).then(b.cmp(&a)))
        else {
            return;
        };
        for g in 0..self.active.len() {
            if g == leader || !self.active[g] || !self.active[leader] {
                continue;
            }
            let (mean, margin) = self.difference(leader, g);
            if mean + margin < RACE_EQUAL {
                // The leader's mean is the highest, so `mean` ≥ 0: both bounds hold. The
                // dearer group goes (the later, see `visible_groups`).
                self.active[g.max(leader)] = false;
            } else if mean > margin {
                self.active[g] = false;
            }
        }
        // Two groups behind the leader can be as surely equal to each other: say two small
        // cards of a suit with an unseen card between them, which take the same tricks on
        // nearly every layout, some way behind the best card but not yet clearly behind. The
        // dearer goes too.
        for g in 0..self.active.len() {
            for h in g + 1..self.active.len() {
                if self.active[g] && self.active[h] {
                    let (mean, margin) = self.difference(g, h);
                    if mean.abs() + margin < RACE_EQUAL {
                        self.active[h] = false;
                    }
                }
            }
        }
    }

    /// The mean of group `a`'s scores less group `b`'s over the layouts both were solved on
    /// (all of them, while both are active), and the margin of [`RACE_Z`] standard errors
    /// around it.
    fn difference(&self, a: usize, b: usize) -> (f64, f64) {
        // Read twice rather than collected: every pair of groups is compared after each layout.
        let d = || {
            self.scores[a]
                .iter()
                .zip(&self.scores[b])
                .map(|(x, y)| (x - y) as f64)
        };
        let n = d().count() as f64;
        let mean = d().sum::<f64>() / n;
        let var = d().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
        (mean, RACE_Z * (var / n).sqrt())
    }
}

/// Declarer's side's decision by αμ over `layouts` (see `alphamu`): each group gets, of the
/// outcomes of its front, the one with the best mean score, fed to the race layout by layout
/// (nothing is dropped: every group is searched on every layout).
fn searched_together(
    board: &Board,
    layouts: &[Deal],
    groups: &[Vec<Card>],
    depth: u8,
    race: &mut Race,
    solver: &mut Solver,
) -> Result<(), PositionError> {
    let worlds: Vec<Position> = layouts.iter().map(|&h| board.position_with(h)).collect();
    let cards: Vec<Card> = groups.iter().map(|g| g[0]).collect();
    let fronts = alphamu::fronts(&worlds, &cards, depth, solver)?;
    let vulnerable = board.vulnerability().is_vulnerable(board.declarer());
    let outcome = |more: u8| {
        let tricks = board.declarer_tricks_played() + more;
        (score(board.contract(), vulnerable, tricks), tricks)
    };
    let total = |o: &alphamu::Outcome| o.iter().map(|&t| i64::from(outcome(t).0)).sum::<i64>();
    let best: Vec<&alphamu::Outcome> = fronts
        .iter()
        .map(|front| {
            // The first of the best, as the front came: ties are rare and all equal.
            front
                .iter()
                .fold(None, |b: Option<&alphamu::Outcome>, o| match b {
                    Some(b) if total(b) >= total(o) => Some(b),
                    _ => Some(o),
                })
                .expect("a legal card has an outcome")
        })
        .collect();
    for w in 0..layouts.len() {
        let outcomes: Vec<Option<(i32, u8)>> = best.iter().map(|o| Some(outcome(o[w]))).collect();
        race.add(&outcomes, board.contract().target(), false);
    }
    Ok(())
}

/// A layout's outcome for each group: the score for the chooser's side and declarer's final
/// tricks, `None` for the groups no longer raced.
type Outcomes = Vec<Option<(i32, u8)>>;

/// For each group still in the race, on one layout of the cards still held: the score for
/// the chooser's side and declarer's final tricks, with double-dummy play afterwards.
/// The values are clamped to `window` (the chooser's side's tricks, see [`leads::lead_window`]).
/// `guesses` holds each group's value on the previous layout, where the search starts.
/// `None` when `stop` cut the solve off (see [`Solver::values_until`]).
// The layout, what is asked of it and the search's state, each its own argument.
#[allow(clippy::too_many_arguments)]
fn evaluate(
    board: &Board,
    layout: Deal,
    groups: &[Vec<Card>],
    active: &[bool],
    window: RangeInclusive<u8>,
    guesses: &mut [Option<u8>],
    solver: &mut Solver,
    stop: Option<&dyn Fn() -> bool>,
) -> Result<Option<Outcomes>, PositionError> {
    let pos = board.position_with(layout);
    let mover = pos.to_move();
    let left = board.tricks_left();
    let declarer = board.declarer();
    let declarer_moves = mover.is_ns() == declarer.is_ns();
    let vulnerable = board.vulnerability().is_vulnerable(declarer);
    // A group never solved yet starts from the guess of the group before it.
    let mut last = left.div_ceil(2);
    let mut asked = Vec::with_capacity(groups.len());
    for ((group, guess), &active) in groups.iter().zip(guesses.iter()).zip(active) {
        if active {
            last = guess.unwrap_or(last);
            asked.push((group[0], last));
        }
    }
    let Some(values) = solver.values_within(&pos, &asked, window, stop)? else {
        return Ok(None);
    };
    let mut values = values.into_iter();
    let mut out = Vec::with_capacity(groups.len());
    for (guess, &active) in guesses.iter_mut().zip(active) {
        let Some(side) = active.then(|| values.next()).flatten() else {
            out.push(None);
            continue;
        };
        *guess = Some(side);
        let more = if declarer_moves { side } else { left - side };
        let tricks = board.declarer_tricks_played() + more;
        let s = score(board.contract(), vulnerable, tricks);
        out.push(Some((if declarer_moves { s } else { -s }, tricks)));
    }
    Ok(Some(out))
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

    use crate::bridge::bidding::Auction;
    use crate::bridge::{Seat, Strain, Suit, Vulnerability};

    /// 1NT by South; West led the spade ace, North and East followed: South to play.
    fn board(played: &[&str]) -> Board {
        let deal =
            Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
                .unwrap();
        let auction = Auction::parse(Seat::North, "1C P 1N P P P").unwrap();
        let mut board = Board::new(deal, Vulnerability::None, auction).unwrap();
        for card in played {
            board.play(card.parse().unwrap()).unwrap();
        }
        board
    }

    /// `n` layouts of the unseen cards for the chooser of `board`.
    fn layouts(board: &Board, n: usize, seed: u64) -> Vec<Deal> {
        use rand::SeedableRng;
        let knowledge = Knowledge::of(board, board.chooser().unwrap(), None);
        let mut sampler = Sampler::new(&knowledge).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        (0..n).map(|_| sampler.sample(&mut rng).unwrap()).collect()
    }

    /// One share solved on exactly `layouts`, without the trap count (as the shares of a
    /// decision spread over several workers are).
    fn share_on(board: &Board, layouts: &[Deal], race: bool, solver: &mut Solver) -> McShare {
        let settings = McSettings {
            samples: layouts.len() as u32,
            budget_ms: f64::INFINITY,
            race,
            traps: false,
            ..McSettings::default()
        };
        let mut next = layouts.iter().copied();
        solve_layouts(board, &settings, None, solver, &|| 0.0, &mut || {
            Ok(next.next().expect("more layouts asked for than given"))
        })
        .unwrap()
    }

    /// A share of two groups built by hand: `(score sum, layouts, still raced)` for each.
    fn hand_share(groups: [(f64, u32, bool); 2]) -> McShare {
        let c = |t: &str| t.parse::<Card>().unwrap();
        McShare {
            legal: vec![c("S5"), c("SK")],
            groups: groups
                .iter()
                .zip([c("S5"), c("SK")])
                .map(|(&(score, layouts, active), card)| GroupStats {
                    cards: vec![card],
                    score,
                    tricks: 7.0 * layouts as f64,
                    makes: layouts,
                    layouts,
                    active,
                    scores: Vec::new(),
                    traps: 0.0,
                    trap_layouts: 0,
                })
                .collect(),
            samples: groups.iter().map(|g| g.1).max().unwrap(),
            draws: 10,
            relaxation: Relaxation::None,
            elapsed_ms: 1.0,
            layout_ms: 0.0,
            signal: Signal::None,
            lead: false,
            rules_card: None,
            rules_lead: None,
            lead_criterion: None,
        }
    }

    #[test]
    fn a_card_on_the_table_parts_the_cards_around_it() {
        // North leads the king of hearts at trick 3; West, holding A Q 4, must not treat the
        // ace and queen as equals: the king between them is still in the trick.
        let board = board(&[
            "SA", "S6", "S3", "SK", "S2", "SJ", "S7", "S5", "HK", "H7", "H3",
        ]);
        assert_eq!(board.chooser(), Some(Seat::West));
        let legal = cheapest_first(board.legal_cards());
        let groups = visible_groups(&board, &legal);
        let c = |t: &str| t.parse::<Card>().unwrap();
        assert_eq!(groups, vec![vec![c("H4")], vec![c("HQ")], vec![c("HA")]]);
    }

    #[test]
    fn alpha_mu_at_depth_one_is_plain_monte_carlo_without_racing() {
        // The cheapest legal card each turn until declarer's side has a choice with four
        // tricks left or fewer.
        let mut board = board(&[]);
        let choice = |b: &Board| visible_groups(b, &cheapest_first(b.legal_cards())).len() > 1;
        while board.tricks_left() > 4.min(alphamu::ENDGAME_TRICKS)
            || board.chooser().map(|c| c.is_ns()) != Some(true)
            || !choice(&board)
        {
            board.play(cheapest_first(board.legal_cards())[0]).unwrap();
        }
        let all = layouts(&board, 30, 5);
        let mut solver = Solver::new();
        let plain = share_on(&board, &all, false, &mut solver);
        let settings = |alpha_mu| McSettings {
            samples: all.len() as u32,
            budget_ms: f64::INFINITY,
            alpha_mu,
            ..McSettings::default()
        };
        let searched = |alpha_mu, solver: &mut Solver| {
            let mut next = all.iter().copied();
            solve_layouts(
                &board,
                &settings(alpha_mu),
                None,
                solver,
                &|| 0.0,
                &mut || Ok(next.next().unwrap()),
            )
            .unwrap()
        };
        let one = searched(1, &mut solver);
        assert!(plain.groups.len() > 1, "a real choice");
        assert_eq!(one.groups, plain.groups);
        assert_eq!(one.samples, 30);
        // Searched deeper, a card can only lose what plain Monte-Carlo credited to guessing
        // right on each layout: never more tricks on any layout.
        let two = searched(2, &mut solver);
        for (deep, flat) in two.groups.iter().zip(&plain.groups) {
            assert_eq!(deep.layouts, 30);
            assert!(deep.scores.iter().zip(&flat.scores).all(|(d, f)| d <= f));
        }
    }

    /// A share on `layouts` under a clock that only moves while a layout is drawn: by
    /// `cost(i)` milliseconds for the i-th, standing for its time.
    fn timed_share(
        board: &Board,
        layouts: &[Deal],
        budget_ms: f64,
        cost: &dyn Fn(usize) -> f64,
    ) -> McShare {
        let settings = McSettings {
            samples: layouts.len() as u32,
            budget_ms,
            ..McSettings::default()
        };
        let now = std::cell::Cell::new(0.0);
        let mut drawn = 0;
        let share = solve_layouts(
            board,
            &settings,
            None,
            &mut Solver::new(),
            &|| now.get(),
            &mut || {
                now.set(now.get() + cost(drawn));
                drawn += 1;
                Ok(layouts[drawn - 1])
            },
        )
        .unwrap();
        assert_eq!(share.samples, drawn as u32);
        share
    }

    #[test]
    fn the_budget_stops_before_the_layout_that_would_cross_it() {
        let board = board(&["SA", "S6", "S3"]);
        let all = layouts(&board, 40, 3);
        // 30 ms a layout, so another may take 45 ms, and 110 ms: a fourth layout would end
        // at 120 ms, and even a third of 45 ms at 105 ms.
        let share = timed_share(&board, &all, 110.0, &|_| 30.0);
        assert_eq!((share.samples, share.elapsed_ms), (3, 90.0));
        assert_eq!(share.layout_ms, 45.0);
        // The slowest of the last layouts sets the expectation: after 10 + 10 + 40 ms the
        // next may take 60 ms and end at 120 ms.
        let costs = [10.0, 10.0, 40.0];
        let share = timed_share(&board, &all, 100.0, &|i| {
            costs.get(i).copied().unwrap_or(10.0)
        });
        assert_eq!((share.samples, share.elapsed_ms), (3, 60.0));
        // A dear first layout stops weighing once it is no longer among the last ones, and
        // the budget is then spent to the last cheap layout (7.5 ms expected, 5 ms taken).
        let share = timed_share(&board, &all, 200.0, &|i| if i == 0 { 50.0 } else { 5.0 });
        assert_eq!((share.samples, share.elapsed_ms), (30, 195.0));
        // No budget: every layout, however long.
        let share = timed_share(&board, &all, f64::INFINITY, &|_| 1e6);
        assert_eq!(share.samples, 40);
    }

    #[test]
    fn the_opening_lead_expects_its_next_layout_to_take_what_its_last_took() {
        // A first layout of 50 ms, the others 10 ms, within 105 ms.
        let cost = |i| if i == 0 { 50.0 } else { 10.0 };
        // At the opening lead the second layout is expected to take 50 ms (ending at 100),
        // the others 10 ms: six layouts end at 100 ms, a seventh would end at 110.
        let lead = board(&[]);
        let all = layouts(&lead, 40, 3);
        let share = timed_share(&lead, &all, 105.0, &cost);
        assert!(share.lead);
        assert_eq!((share.samples, share.elapsed_ms), (6, 100.0));
        // Within 102 ms, 3% is kept for the lead's replies: the second layout, expected to
        // end at 100 ms, would pass the 98.94 ms its layouts may use.
        let share = timed_share(&lead, &all, 102.0, &cost);
        assert_eq!((share.samples, share.elapsed_ms), (1, 50.0));
        // Later, the next layout may take half as long again as the slowest: 75 ms after
        // the first, ending at 125.
        let later = board(&["SA", "S6", "S3"]);
        let all = layouts(&later, 40, 3);
        let share = timed_share(&later, &all, 105.0, &cost);
        assert_eq!((share.samples, share.elapsed_ms), (1, 50.0));
    }

    /// A share of the page's settings on 20 layouts drawn for `board` (seed 11), within
    /// `budget_ms` of a clock that moves 1 ms at each reading. During a solve the clock is
    /// read only by the budget's stop condition, once every `STOP_CHECK_NODES` nodes: the
    /// search's time is counted in those checks. Also returns the number of readings.
    fn checked_share(board: &Board, budget_ms: f64, solver: &mut Solver) -> (McShare, u32) {
        use rand::SeedableRng;
        let knowledge = Knowledge::of(board, board.chooser().unwrap(), None);
        let settings = McSettings {
            samples: 20,
            budget_ms,
            ..McSettings::default()
        };
        let readings = std::cell::Cell::new(0);
        let clock = || {
            readings.set(readings.get() + 1);
            f64::from(readings.get() - 1)
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let share =
            decide_share(board, &knowledge, &settings, None, solver, &mut rng, &clock).unwrap();
        (share, readings.get())
    }

    #[test]
    fn a_solve_running_past_the_budget_is_cut_off_and_its_layout_dropped() {
        // South's choice at trick 1, every layout dearer than a few checks.
        let board = board(&["SA", "S6", "S3"]);
        let knowledge = Knowledge::of(&board, board.chooser().unwrap(), None);
        let mut solver = Solver::new();
        let (whole, whole_readings) = checked_share(&board, 1e9, &mut solver);
        assert_eq!(whole.samples, 20);
        assert!(whole.groups.len() > 1, "a real choice");
        let mut cut_first = 0;
        // Whole milliseconds, as the checks read them.
        let n = whole_readings;
        for budget_ms in [1, 3, n / 8, n / 3, n * 2 / 3].map(f64::from) {
            let (share, _) = checked_share(&board, budget_ms, &mut solver);
            // The check that finds the budget spent is the last reading but the share's own
            // end: the share ends within one check of the budget.
            assert!(
                share.elapsed_ms <= budget_ms + 1.0,
                "{} ms for {budget_ms}",
                share.elapsed_ms
            );
            // Every group was solved on the layouts finished, as without a budget; the one
            // cut off left nothing.
            assert!(share.samples < 20);
            for (g, w) in share.groups.iter().zip(&whole.groups) {
                assert_eq!(g.scores[..], w.scores[..g.scores.len()]);
                let raced = g.scores.len() == share.samples as usize;
                assert!(raced || !g.active);
            }
            let decision = merge(std::slice::from_ref(&share)).unwrap();
            assert_eq!(decision.by_rules, share.samples == 0);
            if share.samples == 0 {
                // Not even the first layout: the rules' card.
                cut_first += 1;
                assert_eq!(
                    Some(decision.card),
                    super::super::rules::choose(&board, &knowledge)
                );
            }
        }
        assert!(cut_first > 0, "the first layout was always solved");
    }

    #[test]
    fn a_stop_that_never_comes_changes_nothing() {
        use rand::SeedableRng;
        // The page's settings, traps included, at three points of the board.
        for played in [
            &["SA", "S6", "S3"][..],
            &["SA", "S6", "S3", "S5", "HA"],
            &[
                "SA", "S6", "S3", "SK", "S2", "SJ", "S7", "S5", "HK", "H7", "H3",
            ],
        ] {
            let board = board(played);
            let knowledge = Knowledge::of(&board, board.chooser().unwrap(), None);
            let checks = std::cell::Cell::new(0);
            let asked = || {
                checks.set(checks.get() + 1);
                0.0
            };
            let decide = |budget_ms: f64, clock: &dyn Fn() -> f64| {
                let settings = McSettings {
                    samples: 30,
                    budget_ms,
                    ..McSettings::default()
                };
                let mut solver = Solver::new();
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
                let share = decide_share(
                    &board,
                    &knowledge,
                    &settings,
                    None,
                    &mut solver,
                    &mut rng,
                    clock,
                )
                .unwrap();
                (share, solver.nodes())
            };
            // No budget: no stop condition. A budget never spent: the solver checks it.
            let unbounded = decide(f64::INFINITY, &|| 0.0);
            let checked = decide(1e12, &asked);
            assert!(checks.get() > 10, "{played:?}: the stop was hardly asked");
            assert_eq!(checked, unbounded, "{played:?}");
        }
    }

    #[test]
    fn merged_shares_equal_one_share_over_the_same_layouts() {
        // Two positions: South's choice at trick 1 (two groups), West's at trick 2 (four).
        for played in [&["SA", "S6", "S3"][..], &["SA", "S6", "S3", "S5", "HA"]] {
            let board = board(played);
            let all = layouts(&board, 40, 3);
            let mut solver = Solver::new();
            // Racing off: every group is solved on every layout, wherever it is.
            let whole = share_on(&board, &all, false, &mut solver);
            let parts = [
                share_on(&board, &all[..15], false, &mut solver),
                share_on(&board, &all[15..], false, &mut solver),
            ];
            assert!(whole.groups.len() > 1, "a real choice");
            for (g, w) in whole.groups.iter().enumerate() {
                let (a, b) = (&parts[0].groups[g], &parts[1].groups[g]);
                assert_eq!(a.score + b.score, w.score, "{played:?} group {g}");
                assert_eq!(a.tricks + b.tricks, w.tricks);
                assert_eq!(a.makes + b.makes, w.makes);
                assert_eq!((a.layouts, b.layouts, w.layouts), (15, 25, 40));
            }
            let one = merge(std::slice::from_ref(&whole)).unwrap();
            let two = merge(&parts).unwrap();
            assert_eq!(two.card, one.card);
            assert_eq!(two.cards, one.cards);
            assert_eq!((two.samples, one.samples), (40, 40));
            assert_eq!((two.shares, one.shares), (vec![15, 25], vec![40]));
        }
    }

    #[test]
    fn a_single_share_is_the_decision_of_one_worker() {
        use rand::SeedableRng;
        let board = board(&["SA", "S6", "S3", "S5", "HA"]);
        let knowledge = Knowledge::of(&board, board.chooser().unwrap(), None);
        let settings = McSettings {
            samples: 30,
            budget_ms: f64::INFINITY,
            race: true,
            read_play: false,
            ..McSettings::default()
        };
        let mut solver = Solver::new();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let share = decide_share(
            &board,
            &knowledge,
            &settings,
            None,
            &mut solver,
            &mut rng,
            &|| 0.0,
        )
        .unwrap();
        let merged = merge(std::slice::from_ref(&share)).unwrap();
        // By hand, the rule of one worker: groups still raced first, then the mean score,
        // ties to the cheaper card.
        let mut expect: Vec<(bool, f64, usize, Card)> = share
            .legal
            .iter()
            .enumerate()
            .map(|(i, &card)| {
                let g = share
                    .groups
                    .iter()
                    .find(|g| g.cards.contains(&card))
                    .unwrap();
                (g.active, g.score / g.layouts as f64, i, card)
            })
            .collect();
        expect.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.total_cmp(&a.1)).then(a.2.cmp(&b.2)));
        let got: Vec<Card> = merged.cards.iter().map(|c| c.card).collect();
        assert_eq!(got, expect.iter().map(|e| e.3).collect::<Vec<_>>());
        assert_eq!(merged.card, expect[0].3);
        assert_eq!(merged.samples, 30);
        assert_eq!(merged.draws, share.draws);
    }

    #[test]
    fn a_share_resumed_after_each_round_goes_on_with_new_layouts() {
        use rand::SeedableRng;
        let board = board(&["SA", "S6", "S3", "S5", "HA"]);
        let knowledge = Knowledge::of(&board, board.chooser().unwrap(), None);
        // The parts of a spread decision leave the trap count to a part of its own.
        let settings = |samples| McSettings {
            samples,
            budget_ms: f64::INFINITY,
            race: false,
            read_play: false,
            traps: false,
            ..McSettings::default()
        };
        let rng = || {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
            rng.set_stream(1);
            rng
        };
        let mut solver = Solver::new();
        let mut share = |samples, resume: Option<&Resume>| {
            let s = settings(samples);
            decide_share(
                &board,
                &knowledge,
                &s,
                resume,
                &mut solver,
                &mut rng(),
                &|| 0.0,
            )
            .unwrap()
        };
        let whole = share(20, None);
        let open = share(6, None);
        let race = pooled(std::slice::from_ref(&open)).unwrap();
        assert_eq!(
            race.active,
            vec![true; open.groups.len()],
            "too few to race"
        );
        let middle = share(4, Some(&Resume { skip: 6, race }));
        assert!(
            middle.groups.iter().all(|g| g.scores.len() == 4),
            "its own layouts only"
        );
        let so_far = open.then(middle).unwrap();
        let race = pooled(std::slice::from_ref(&so_far)).unwrap();
        assert_eq!(race.scores[0].len(), 10, "the layouts of both parts");
        let last = share(10, Some(&Resume { skip: 10, race }));
        let joined = so_far.then(last).unwrap();
        assert_eq!(joined.groups, whole.groups);
        assert_eq!((joined.samples, joined.draws), (whole.samples, whole.draws));
    }

    #[test]
    fn the_pooled_race_drops_what_one_share_of_all_the_layouts_would() {
        // SK trails by 30 on every layout: dropped once twelve layouts are pooled.
        let part = |n: usize| {
            let mut s = hand_share([(0.0, n as u32, true), (0.0, n as u32, true)]);
            s.groups[0].scores = vec![400; n];
            s.groups[1].scores = vec![370; n];
            s.samples = n as u32;
            s
        };
        let alone = pooled(&[part(RACE_FROM as usize / 2)]).unwrap();
        assert_eq!(alone.active, [true, true]);
        let pooled = pooled(&[part(6), part(RACE_FROM as usize - 6)]).unwrap();
        assert_eq!(pooled.active, [true, false]);
        assert_eq!(pooled.scores[1].len(), RACE_FROM as usize);
        // A share that goes on from it no longer solves SK, and counts only its own layouts.
        let board = board(&["SA", "S6", "S3"]);
        let layouts = layouts(&board, 5, 8);
        let mut next = layouts.iter().copied();
        let settings = McSettings {
            samples: 5,
            budget_ms: f64::INFINITY,
            race: true,
            read_play: false,
            ..McSettings::default()
        };
        let mut solver = Solver::new();
        let rest = solve_layouts(
            &board,
            &settings,
            Some(&pooled),
            &mut solver,
            &|| 0.0,
            &mut || Ok(next.next().unwrap()),
        )
        .unwrap();
        assert_eq!(
            rest.groups.iter().map(|g| g.layouts).collect::<Vec<_>>(),
            [5, 0]
        );
        assert!(!rest.groups[1].active);
        // A share with a layout unsolved for a group it still races cannot be pooled.
        let mut short = part(6);
        short.groups[1].scores.pop();
        assert!(super::pooled(&[short.clone()]).is_err());
        // Once the share has dropped that group it can: the group stays dropped.
        short.groups[1].active = false;
        assert_eq!(
            super::pooled(&[short, part(6)]).unwrap().active,
            [true, false]
        );
    }

    #[test]
    fn the_pooled_race_drops_on_the_evidence_of_every_share() {
        // SK trails S5 by 30 a layout on average in both shares: by 90 or gains 30 in
        // turn in the first, by 30 every time in the second.
        let part = |gap: &dyn Fn(usize) -> i32| {
            let mut s = hand_share([(0.0, 12, true), (0.0, 12, true)]);
            s.groups[0].scores = vec![400; 12];
            s.groups[1].scores = (0..12).map(|i| 400 - gap(i)).collect();
            s.samples = 12;
            s
        };
        let noisy = part(&|i| if i % 2 == 0 { 90 } else { -30 });
        let steady = part(&|_| 30);
        // The noisy share's margin, 3 × 62.7 / √12 = 54, covers the gap, even on twice
        // its layouts (3 × 61.3 / √24 = 37.5); pooled with the steady share's the
        // margin is 3 × 43.3 / √24 = 26.5, and SK goes.
        assert_eq!(
            pooled(std::slice::from_ref(&noisy)).unwrap().active,
            [true, true]
        );
        assert_eq!(
            pooled(&[noisy.clone(), noisy.clone()]).unwrap().active,
            [true, true]
        );
        let both = pooled(&[noisy, steady]).unwrap();
        assert_eq!(both.active, [true, false]);
        assert_eq!(both.scores[1].len(), 24);
    }

    #[test]
    fn the_best_score_wins_over_more_tricks() {
        // At 3NT, S5 makes exactly nine tricks on all 10 layouts (+400 each); SK makes ten
        // on 6 (+430) and eight on 4 (-50): 9.2 tricks on average against 9, but +238 a
        // layout against +400. The score decides.
        let mut share = hand_share([(4000.0, 10, true), (6.0 * 430.0 - 4.0 * 50.0, 10, true)]);
        share.groups[0].tricks = 90.0;
        share.groups[1].tricks = 92.0;
        let merged = merge(&[share]).unwrap();
        assert_eq!(merged.card.to_string(), "S5");
        assert_eq!(merged.cards[1].declarer_tricks, 9.2);
        assert_eq!(merged.cards[1].score, 238.0);
    }

    #[test]
    fn pooled_means_weigh_each_layout_once() {
        // S5: 0 over 10 layouts, then 200 over 40: pooled 200/50 = 4, ahead of SK's 3 a
        // layout (the mean of the shares' means, 2.5, would put it behind).
        let merged = merge(&[
            hand_share([(0.0, 10, true), (30.0, 10, true)]),
            hand_share([(200.0, 40, true), (120.0, 40, true)]),
        ])
        .unwrap();
        assert_eq!(merged.card.to_string(), "S5");
        assert_eq!(merged.cards[0].score, 4.0);
        assert_eq!(merged.cards[1].score, 3.0);
        assert_eq!(merged.cards[0].layouts, 50);
        assert_eq!((merged.samples, merged.draws), (50, 20));
    }

    #[test]
    fn ties_go_to_the_cheapest_card_and_dropped_groups_rank_last() {
        // Equal means: the cheaper card (S5) is chosen.
        let tie = merge(&[
            hand_share([(50.0, 10, true), (50.0, 10, true)]),
            hand_share([(80.0, 20, true), (80.0, 20, true)]),
        ])
        .unwrap();
        assert_eq!(tie.card.to_string(), "S5");
        // SK has the better mean but one share dropped it: S5, kept by both, goes first.
        let dropped = merge(&[
            hand_share([(50.0, 30, true), (400.0, 12, false)]),
            hand_share([(50.0, 30, true), (100.0, 30, true)]),
        ])
        .unwrap();
        assert_eq!(dropped.card.to_string(), "S5");
        assert_eq!(dropped.cards[1].layouts, 42);
        // Each dropped in one share: the pooled means decide.
        let each = merge(&[
            hand_share([(50.0, 30, true), (400.0, 12, false)]),
            hand_share([(50.0, 12, false), (100.0, 30, true)]),
        ])
        .unwrap();
        assert_eq!(each.card.to_string(), "SK");
    }

    #[test]
    fn shares_of_different_positions_do_not_merge() {
        let mut other = hand_share([(1.0, 1, true), (1.0, 1, true)]);
        other.groups[1].cards = vec!["SQ".parse().unwrap()];
        let err = merge(&[hand_share([(1.0, 1, true), (1.0, 1, true)]), other]).unwrap_err();
        assert!(matches!(err, McError::Shares(_)), "{err}");
        assert!(matches!(merge(&[]), Err(McError::Shares(_))));
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
    fn of_two_equal_groups_behind_the_leader_the_dearer_goes() {
        // Group 0 leads by 60 on average but unsteadily (600 ahead on every tenth layout);
        // groups 1 and 2 tie on every layout, and group 3 is 300 above them or 300 below in
        // turn.
        let race = run(4, 30, |g, i| match g {
            0 if i % 10 == 0 => 600,
            3 => 300 - 600 * (i % 2) as i32,
            _ => 0,
        });
        assert_eq!(race.active, [true, true, false, true]);
        assert_eq!(race.layouts(2), RACE_FROM);
        assert_eq!(race.layouts(1), 30);
    }

    #[test]
    fn of_two_groups_equal_on_every_layout_the_dearer_goes() {
        let race = run(3, 30, |g, i| if g == 0 { -50 } else { 100 + i as i32 });
        // Group 0 trails; groups 1 and 2 tie: group 2 (dearer) goes, group 1 leads.
        assert_eq!(race.active, [false, true, false]);
    }

    /// A share of single-card groups built by hand from each group's score on each layout
    /// it was solved on (all still raced when solved on every layout).
    fn scored_share(cards: &[&str], scores: &[&[i32]], signal: Signal) -> McShare {
        let c = |t: &str| t.parse::<Card>().unwrap();
        let samples = scores.iter().map(|s| s.len()).max().unwrap() as u32;
        McShare {
            legal: cards.iter().map(|t| c(t)).collect(),
            groups: cards
                .iter()
                .zip(scores)
                .map(|(card, s)| GroupStats {
                    cards: vec![c(card)],
                    score: s.iter().map(|&x| f64::from(x)).sum(),
                    tricks: 7.0 * s.len() as f64,
                    makes: 0,
                    layouts: s.len() as u32,
                    active: s.len() as u32 == samples,
                    scores: s.to_vec(),
                    traps: 0.0,
                    trap_layouts: 0,
                })
                .collect(),
            samples,
            draws: u64::from(samples),
            relaxation: Relaxation::None,
            elapsed_ms: 1.0,
            layout_ms: 0.0,
            signal,
            lead: false,
            rules_card: None,
            rules_lead: None,
            lead_criterion: None,
        }
    }

    #[test]
    fn the_opening_lead_keeps_the_rules_lead_unless_the_layouts_overrule_it() {
        let c = |t: &str| t.parse::<Card>().unwrap();
        // The ace has the best mean (350) by one layout; the king gains 110 on the two on
        // every layout.
        let groups = ["S2", "SK", "SA"];
        let two: &[i32] = &[-100, -100, -100, -100];
        let king: &[i32] = &[10, 10, 10, 10];
        let ace: &[i32] = &[0, 0, 0, 1400];
        let lead = |rules: Option<&str>, scores: [&[i32]; 3]| McShare {
            lead: true,
            rules_lead: rules.map(c),
            ..scored_share(&groups, &scores, Signal::None)
        };
        let played = |shares: &[McShare]| merge(shares).unwrap().card;
        // Later in the play, the best mean.
        let later = scored_share(&groups, &[two, king, ace], Signal::None);
        assert_eq!(played(&[later]), c("SA"));
        // The rules' king stands: the ace gains -10, -10, -10 and 1390, a mean of 340 with a
        // standard error of 350.
        let kept = lead(Some("SK"), [two, king, ace]);
        let merged = merge(std::slice::from_ref(&kept)).unwrap();
        assert_eq!(merged.card, c("SK"));
        assert_eq!(merged.cards[0].card, c("SA"), "the scores stay the means'");
        // The rules' two is overruled by the king, better on every layout, and not by the
        // ace, better on one.
        assert_eq!(played(&[lead(Some("S2"), [two, king, ace])]), c("SK"));
        // Without the rules' lead, the best mean.
        assert_eq!(played(&[lead(None, [two, king, ace])]), c("SA"));
        // The same layouts over two shares: the same lead, the rules' lead carried by either.
        let halves = |rules: [Option<&str>; 2]| -> Vec<McShare> {
            [0..2, 2..4]
                .into_iter()
                .zip(rules)
                .map(|(r, rules)| lead(rules, [&two[r.clone()], &king[r.clone()], &ace[r]]))
                .collect()
        };
        assert_eq!(played(&halves([Some("SK"), Some("SK")])), c("SK"));
        assert_eq!(played(&halves([None, Some("S2")])), c("SK"));
        // A lead not solved on every layout (raced) leaves the choice to the mean.
        let raced = lead(Some("SK"), [&two[..2], king, ace]);
        assert_eq!(played(&[raced]), c("SA"));
    }

    #[test]
    fn the_lead_by_the_kind_of_contract_takes_the_criterion_its_shares_carry() {
        let c = |t: &str| t.parse::<Card>().unwrap();
        // The two is the rules' lead; the king gains 10 on it on three layouts of four and
        // loses 20 on the fourth (mean 2.5, standard error 7.5), so the prior keeps the two,
        // while the king is best most often.
        let two: &[i32] = &[0, 0, 0, 0];
        let king: &[i32] = &[10, 10, 10, -20];
        let on = |criterion: Option<leads::Criterion>, scores: [&[i32]; 2]| McShare {
            lead: true,
            rules_lead: Some(c("S2")),
            lead_criterion: criterion,
            ..scored_share(&["S2", "SK"], &scores, Signal::None)
        };
        let lead = |criterion| on(criterion, [two, king]);
        let played = |shares: &[McShare]| merge(shares).unwrap().card;
        assert_eq!(played(&[lead(None)]), c("S2"));
        let suit = leads::BY_KIND.of(Strain::Spades);
        let notrump = leads::BY_KIND.of(Strain::NoTrump);
        assert_eq!(played(&[lead(Some(suit))]), c("SK"));
        assert_eq!(played(&[lead(Some(notrump))]), c("S2"));
        // Carried by one share of two (the king best on five layouts of six, and short of
        // 1.5 standard errors), or by a later part of a resumed share.
        let other = on(None, [&two[..2], &king[..2]]);
        let first = lead(Some(suit));
        assert_eq!(played(&[other.clone(), lead(None)]), c("S2"));
        assert_eq!(played(&[other.clone(), first.clone()]), c("SK"));
        assert_eq!(
            other.then(first).unwrap().lead_criterion,
            Some(suit),
            "a later part's criterion"
        );
    }

    #[test]
    fn the_rules_lead_kept_is_led_with_the_rules_card_of_its_group() {
        let c = |t: &str| t.parse::<Card>().unwrap();
        // The three and two of spades are equal for the leader (one group, cheapest first);
        // the spades gain 10 on the king of hearts on every layout, and the ace of diamonds
        // has the best mean by one layout.
        let spades: &[i32] = &[10, 10, 10, 10];
        let king: &[i32] = &[0, 0, 0, 0];
        let ace: &[i32] = &[0, 0, 0, 1400];
        let lead = |rules: &str| {
            let mut share = McShare {
                lead: true,
                rules_lead: Some(c(rules)),
                ..scored_share(&["S2", "HK", "DA"], &[spades, king, ace], Signal::None)
            };
            share.legal.push(c("S3"));
            share.groups[0].cards.push(c("S3"));
            merge(&[share]).unwrap().card
        };
        // The rules' three of spades (fourth best) stands: the three, not the cheaper two.
        assert_eq!(lead("S3"), c("S3"));
        // The rules' king of hearts is overruled by the spades, led with their cheapest card.
        assert_eq!(lead("HK"), c("S2"));
        // The ace stands as the rules' lead (the spades gain 10, 10, 10 and -1390 on it).
        assert_eq!(lead("DA"), c("DA"));
    }

    #[test]
    fn the_rules_lead_stands_against_a_better_mean_on_one_layout_of_eight() {
        use rand::SeedableRng;
        // West, on lead against 3NT by South after East's 1♠, holds A K Q J 10 9 of hearts:
        // the rules lead partner's suit. On most layouts every lead beats the contract, and
        // on the few where the spade lets it make, a heart or a club beats it.
        let deal =
            Deal::from_pbn("W:32.AKQJT9.432.43 54.432.T987.T982 AKJT98.8.K65.765 Q76.765.AQJ.AKQJ")
                .unwrap();
        let auction = Auction::parse(Seat::East, "1S 1N P 3N P P P").unwrap();
        let board = Board::new(deal, Vulnerability::None, auction).unwrap();
        assert_eq!(board.opening_leader(), Seat::West);
        let knowledge = Knowledge::of(&board, Seat::West, None);
        let rules_lead = rules::choose(&board, &knowledge).unwrap();
        assert_eq!(rules_lead.suit(), Suit::Spades);
        let lead = |samples: u32| {
            let settings = McSettings {
                samples,
                budget_ms: f64::INFINITY,
                traps: false,
                ..McSettings::default()
            };
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
            let share = decide_share(
                &board,
                &knowledge,
                &settings,
                None,
                &mut Solver::new(),
                &mut rng,
                &|| 0.0,
            )
            .unwrap();
            assert_eq!(share.rules_lead, Some(rules_lead));
            assert_eq!(share.samples, samples);
            let decision = merge(std::slice::from_ref(&share)).unwrap();
            (decision.card, decision.cards[0].card)
        };
        // On eight layouts the spade lets 3NT make on one: the hearts' and clubs' better
        // mean rests on that layout alone, and the spades stand, led as the rules lead them
        // (the three, top of the doubleton, not the equal two).
        let (card, best_mean) = lead(8);
        assert_eq!(rules_lead, "S3".parse::<Card>().unwrap());
        assert_eq!(card, rules_lead);
        assert_ne!(best_mean.suit(), Suit::Spades);
    }

    #[test]
    fn the_opening_lead_solves_every_lead_on_at_most_its_layouts() {
        let settings = McSettings {
            samples: 40,
            lead_samples: 15,
            ..McSettings::default()
        };
        let lead = settings.at(true);
        assert_eq!((lead.samples, lead.race), (15, false));
        assert_eq!(settings.at(false), settings);
        assert_eq!(lead.at(true), lead);
        let uncapped = McSettings::default().at(true);
        assert_eq!((uncapped.samples, uncapped.race), (100, false));

        // West on lead against 1NT: racing asked for, every lead solved on every layout.
        let board = board(&[]);
        assert!(board.played().is_empty());
        let drawn = layouts(&board, 20, 5);
        let mut solver = Solver::new();
        let settings = McSettings {
            samples: 20,
            lead_samples: 14,
            budget_ms: f64::INFINITY,
            ..McSettings::default()
        };
        let mut next = drawn.iter().copied();
        let share = solve_layouts(&board, &settings, None, &mut solver, &|| 0.0, &mut || {
            Ok(next.next().unwrap())
        })
        .unwrap();
        assert!(share.lead);
        assert_eq!(share.samples, 14);
        assert!(share.groups.len() > 1);
        assert!(share
            .groups
            .iter()
            .all(|g| g.active && g.scores.len() == 14));
    }

    /// The opening lead solved within its window scores every lead on every layout as the
    /// exact solve clamped to the window does, so it picks the lead `leads::PLAYED` picks from
    /// the exact scores clamped; later decisions are solved exactly.
    #[test]
    fn the_opening_lead_solved_within_its_window_scores_the_exact_values_clamped() {
        for (auction, seed) in [("1C P 1N P P P", 5), ("1C P 1H P 4H P P P", 6)] {
            let deal = Deal::from_pbn(
                "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
            )
            .unwrap();
            let auction = Auction::parse(Seat::North, auction).unwrap();
            let board = Board::new(deal, Vulnerability::None, auction).unwrap();
            let drawn = layouts(&board, 12, seed);
            let solve = |exact_lead: bool| {
                let settings = McSettings {
                    samples: 12,
                    budget_ms: f64::INFINITY,
                    traps: false,
                    exact_lead,
                    ..McSettings::default()
                };
                let mut next = drawn.iter().copied();
                solve_layouts(
                    &board,
                    &settings,
                    None,
                    &mut Solver::new(),
                    &|| 0.0,
                    &mut || Ok(next.next().unwrap()),
                )
                .unwrap()
            };
            let (windowed, exact) = (solve(false), solve(true));
            let scores = |share: &McShare| -> Vec<Vec<i32>> {
                share.groups.iter().map(|g| g.scores.clone()).collect()
            };
            assert_eq!(scores(&windowed), leads::windowed(&scores(&exact), &board));
            let clamped = leads::windowed(&scores(&exact), &board);
            let chosen = leads::choose(&clamped, leads::PLAYED, &[]).unwrap();
            assert_eq!(
                merge(&[windowed]).unwrap().card,
                exact.groups[chosen].cards[0]
            );
            // Some value lay outside the window, or the test would show nothing.
            assert_ne!(clamped, scores(&exact), "{}", board.contract());
        }
        // After the lead the values are exact.
        let board = board(&["D3"]);
        let drawn = layouts(&board, 6, 7);
        let mut solver = Solver::new();
        let share = share_on(&board, &drawn, false, &mut solver);
        for (w, layout) in drawn.iter().enumerate() {
            let values = Solver::new()
                .card_values(&board.position_with(*layout))
                .unwrap();
            for g in &share.groups {
                let tricks = values
                    .iter()
                    .find(|v| v.equivalent.contains(&g.cards[0]))
                    .unwrap()
                    .tricks;
                let declarer = board.declarer_tricks_played() + tricks;
                assert_eq!(
                    g.scores[w],
                    score(board.contract(), false, declarer),
                    "layout {w}"
                );
            }
        }
    }

    #[test]
    fn a_signal_never_plays_a_card_that_cost_a_trick_on_a_layout() {
        let c = |t: &str| t.parse::<Card>().unwrap();
        let even: Vec<i32> = (0..20)
            .map(|i| if i % 2 == 0 { 50 } else { -600 })
            .collect();
        let mut dearer = even.clone();
        // The eight gives a trick away on one layout only: never the signal.
        dearer[7] -= 50;
        let share = scored_share(&["S2", "S8"], &[&even, &dearer], Signal::High);
        assert_eq!(merge(&[share]).unwrap().card, c("S2"));
        let share = scored_share(&["S2", "S8"], &[&even, &even], Signal::High);
        assert_eq!(merge(&[share]).unwrap().card, c("S8"));
        // A group racing dropped as equal after the first layouts counts on those alone,
        let share = scored_share(&["S2", "S8"], &[&even, &even[..12]], Signal::High);
        assert_eq!(merge(&[share]).unwrap().card, c("S8"));
        // but not on fewer than racing needs to drop a group.
        let share = scored_share(&["S2", "S8"], &[&even, &even[..5]], Signal::High);
        assert_eq!(merge(&[share]).unwrap().card, c("S2"));
        // Over two shares, a difference in either one keeps the best card.
        let split = [
            scored_share(&["S2", "S8"], &[&even[..10], &dearer[..10]], Signal::High),
            scored_share(&["S2", "S8"], &[&even[10..], &even[10..]], Signal::High),
        ];
        assert_eq!(merge(&split).unwrap().card, c("S2"));
    }

    /// 1NT by South, who has won five tricks and leads to the last three: North holds
    /// S A K H 5, South H 4 D T C 2, and the defenders S 4 C 8 4 and S 3 H 8 7: the board,
    /// and two layouts (the one dealt, West first, and its mirror). North's spades have no
    /// entry, so double-dummy declarer takes one more trick whatever South leads. (The first
    /// ten tricks only lead to the ending.)
    fn doomed_ending() -> (Board, [Deal; 2]) {
        let deal =
            Deal::from_pbn("N:AKJ65.T95.AK6.J7 873.J8762.43.KT9 9.KQ4.QJT75.Q632 QT42.A3.982.A854")
                .unwrap();
        let auction = Auction::parse(Seat::South, "1N P P P").unwrap();
        let mut board = Board::new(deal, Vulnerability::None, auction).unwrap();
        let play = "HA H9 HJ HQ ST S6 S7 S9 D2 DK D4 D5 SJ S8 CQ SQ C5 C7 C9 C6 \
                    H2 HK H3 HT DQ D8 DA D3 CJ CT C3 CA D9 D6 H6 DJ D7 S2 S5 CK";
        for card in play.split_whitespace() {
            board.play(card.parse().unwrap()).unwrap();
        }
        assert_eq!(board.chooser(), Some(Seat::South));
        assert_eq!(board.declarer_tricks_played(), 5);
        let dealt = board.remaining();
        let (east, west) = (dealt.hand(Seat::East), dealt.hand(Seat::West));
        let mut mirror = [Hand::EMPTY; 4];
        for seat in Seat::ALL {
            mirror[seat as usize] = match seat {
                Seat::East => west,
                Seat::West => east,
                _ => dealt.hand(seat),
            };
        }
        (board, [dealt, Deal::new(mirror).unwrap()])
    }

    #[test]
    fn the_trap_count_stops_before_the_solve_that_would_cross_the_budget() {
        let (board, layouts) = doomed_ending();
        let c = |t: &str| t.parse::<Card>().unwrap();
        // The clock moves 10 ms at each reading: each layout and each trap solve takes 10 ms,
        // and the next is expected to take 15. The two layouts end at 20 ms; the count then
        // makes one solve for each tied card on a layout, then as many on the next.
        let run = |budget_ms: f64| -> (McShare, u32) {
            let readings = std::cell::Cell::new(0);
            let clock = || {
                readings.set(readings.get() + 1);
                10.0 * f64::from(readings.get() - 1)
            };
            let settings = McSettings {
                samples: 2,
                budget_ms,
                traps: true,
                ..McSettings::default()
            };
            let mut next = layouts.iter().copied();
            let share = solve_layouts(
                &board,
                &settings,
                None,
                &mut Solver::new(),
                &clock,
                &mut || Ok(next.next().unwrap()),
            )
            .unwrap();
            assert_eq!(share.samples, 2);
            // The readings: the start, the two layouts, each trap solve and the time taken.
            (share, readings.get() - 4)
        };
        let counted = |s: &McShare| s.groups.iter().map(|g| g.trap_layouts).max().unwrap();
        let card = |s: &McShare| merge(std::slice::from_ref(s)).unwrap().card;
        let (all, solves) = run(f64::INFINITY);
        let tied = all.groups.iter().filter(|g| g.trap_layouts > 0).count() as u32;
        assert!(tied >= 2, "the cards tie");
        assert_eq!((solves, counted(&all)), (2 * tied, 2));
        assert_eq!(card(&all), c("DT"));
        // A solve started at t ends by the budget when t + 15 ms does.
        let fits = |solves: u32| 20.0 + 10.0 * f64::from(solves - 1) + 15.0;
        // No time for the first solve: no count, and the tie goes as without traps.
        let (none, solves) = run(fits(1) - 1.0);
        assert_eq!((solves, counted(&none)), (0, 0));
        assert_eq!(card(&none), c("C2"));
        // Time for the first layout's solves: the rates of the layout dealt alone.
        let (first, solves) = run(fits(tied));
        assert_eq!((solves, counted(&first)), (tied, 1));
        assert_ne!(card(&first), c("C2"));
        // One solve short of the whole count: the second layout, begun, does not count.
        let (cut, solves) = run(fits(2 * tied) - 1.0);
        assert_eq!((solves, counted(&cut)), (2 * tied - 1, 1));
        assert_eq!(cut.groups, first.groups);
        let (whole, solves) = run(fits(2 * tied));
        assert_eq!((solves, counted(&whole)), (2 * tied, 2));
        assert_eq!(whole.groups, all.groups);
    }

    #[test]
    fn a_doomed_declarer_cashes_the_winner_that_can_mislead_a_defender() {
        // Every card scores one down on both layouts of the ending, and plain Monte-Carlo
        // leads the cheapest, the club, after which West has nothing to choose. Cashing the
        // diamond first makes West discard: on the layout dealt only the spade keeps the
        // defence, since a West who keeps it is thrown in with a club and must lead the
        // spade to North. That is the card the tie-break plays.
        let (board, layouts) = doomed_ending();
        let mut solver = Solver::new();
        let mut decide = |traps: bool| {
            let settings = McSettings {
                samples: layouts.len() as u32,
                budget_ms: f64::INFINITY,
                traps,
                ..McSettings::default()
            };
            let mut next = layouts.iter().copied();
            let share = solve_layouts(&board, &settings, None, &mut solver, &|| 0.0, &mut || {
                Ok(next.next().expect("more layouts asked for than given"))
            })
            .unwrap();
            (merge(std::slice::from_ref(&share)).unwrap(), share)
        };
        let c = |t: &str| t.parse::<Card>().unwrap();
        let (plain, plain_share) = decide(false);
        assert!(
            plain.cards.iter().all(|s| s.score == -50.0),
            "one down whatever: {:?}",
            plain.cards
        );
        assert_eq!(plain.card, c("C2"));
        assert!(plain_share.groups.iter().all(|g| g.trap_layouts == 0));
        let (trapping, share) = decide(true);
        assert_eq!(trapping.card, c("DT"));
        // The scores are those of plain Monte-Carlo: only the choice among them differs.
        assert_eq!(trapping.cards, plain.cards);
        for (g, p) in share.groups.iter().zip(&plain_share.groups) {
            assert_eq!(
                (&g.cards, &g.scores, g.layouts),
                (&p.cards, &p.scores, p.layouts)
            );
        }
        let diamond = share.groups.iter().find(|g| g.cards == [c("DT")]).unwrap();
        let club = share.groups.iter().find(|g| g.cards == [c("C2")]).unwrap();
        assert_eq!((club.traps, club.trap_layouts), (0.0, 2));
        assert_eq!(diamond.trap_layouts, 2);
        assert!(diamond.traps > 0.0);
        // On the layout dealt: after the diamond West has two distinct discards and one of
        // them, the club, gives declarer the seventh trick.
        let now = board.position();
        assert_eq!(
            traps::trap_rate(&now, c("DT"), &mut solver, None),
            Ok(Some(0.5))
        );
        let after = now.play(c("DT"));
        let west = solver
            .values_of(&after, &[(c("C4"), 2), (c("S4"), 2)])
            .unwrap();
        assert_eq!(west, [1, 2], "the defenders' tricks of the three left");
    }
}
