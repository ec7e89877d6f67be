//! The card-play jobs of the bridge pages: a computer player's action, the review of a played
//! board, and the check of a human's claim against the actual cards.
//!
//! A board travels as the page holds it: the deal as dealt (PBN), dealer, vulnerability,
//! the auction's calls and the cards played so far. Every part is checked on the way in
//! (a finished auction, legal cards), so a stale or forged request fails with a reason. The
//! worker sees the whole deal, but the computer player only uses what its seat knows
//! ([`crate::bridge::play::Knowledge`]).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::{JobError, ProgressFn, Runner};
use crate::bridge::bidding::{Auction, Builtin, System};
use crate::bridge::dd::Solver;
use crate::bridge::play::claim::claim_holds;
use crate::bridge::play::montecarlo::{trap_candidates, RACE_FROM};
use crate::bridge::play::rates::{judge, BoardReview};
use crate::bridge::play::review::trajectory;
use crate::bridge::play::{
    act_share, merge_actions, play_board, trap_share, Action, Board, Config, McSettings, McShare,
    Method, Resume, ShareAction, TableResult, TrapCount,
};
use crate::bridge::{Card, Deal, Seat, Vulnerability};

/// A board at some point of its play, as the page sends it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlaySpot {
    /// The hands as dealt, 13 cards each (PBN deal string).
    pub deal: String,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    /// The calls, e.g. `1C P 1H P 1N P P P`; the auction must have ended in a contract.
    pub auction: String,
    /// The cards played so far, in order.
    #[serde(default)]
    pub played: Vec<Card>,
}

/// [`super::Job::BridgeOtherTable`]: a board as dealt, to be bid with `system` and played
/// by four computer players with `method` and `mc` on both sides.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OtherTableRequest {
    /// The hands as dealt, 13 cards each (PBN deal string).
    pub deal: String,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    /// `sayc`, `precision` or `paper`: the auction, and the inferences of the card play.
    pub system: String,
    pub method: Method,
    #[serde(default)]
    pub mc: McSettings,
    /// Seeds the players' sampling, so a board can be replayed.
    pub seed: u64,
}

/// [`super::Job::BridgePlay`]: the computer's action for the player to choose on a spot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayRequest {
    pub spot: PlaySpot,
    pub method: Method,
    /// Layouts per Monte-Carlo decision and its time budget (the worker's clock).
    #[serde(default)]
    pub mc: McSettings,
    /// The bidding system whose inferences limit the sampled hands: `sayc`, `precision` or `paper`.
    pub system: String,
    /// Seeds the sampling, so a decision can be replayed.
    pub seed: u64,
}

impl PlayRequest {
    /// The settings of the decision asked for: at the opening lead, every lead solved on
    /// every layout, at most the lead's layouts ([`McSettings::at`]).
    fn settings(&self) -> McSettings {
        self.mc.at(self.spot.played.is_empty())
    }
}

/// The answer of [`super::Job::BridgePlay`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayResult {
    /// The seat whose card is next (dummy's when declarer plays from dummy).
    pub to_play: Seat,
    /// The player who chose (declarer for dummy's cards).
    pub chooser: Seat,
    /// A card, with the Monte-Carlo scores of every legal card when that stage chose, or a
    /// claim/concession that ends the play.
    pub action: Action,
}

/// [`super::Job::BridgePlayShare`]: share `share` of `shares` of a [`PlayRequest`], for a
/// decision spread over several workers (one share each). The share draws
/// [`share_samples`] of the request's layouts (or `layouts`) from its own random stream of
/// the request's seed, and its time budget is the request's: the shares run side by side.
///
/// With racing, a decision is made in rounds ([`plan`]): an *opening*, in which the shares
/// solve every card group on their first layouts ([`RACE_FROM`] in all), then, each time
/// the page has raced the layouts of all shares together ([`after_round`]), the next
/// [`RACE_ROUND`] layouts, each share `resume`d from that race. With
/// [`McSettings::traps`], the shares of the layouts leave the tie-break's trap count to a
/// last round of its own, on the ties of all shares together (`traps`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShareRequest {
    pub request: PlayRequest,
    pub share: u32,
    pub shares: u32,
    /// Layouts to solve, instead of the share's part of the request's.
    #[serde(default)]
    pub layouts: Option<u32>,
    /// A later round of a share: what its earlier rounds drew, and the pooled race.
    #[serde(default)]
    pub resume: Option<Resume>,
    /// The last round of a share, after its layouts: the trap count of the tie-break.
    #[serde(default)]
    pub traps: Option<TrapCount>,
}

/// The answer of [`super::Job::BridgePlayShare`]; [`merge`] makes the decision of all shares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShareResult {
    pub to_play: Seat,
    pub chooser: Seat,
    pub share: u32,
    /// A later round of its share (see [`ShareRequest::resume`]).
    #[serde(default)]
    pub resumed: bool,
    pub action: ShareAction,
}

/// How many of `samples` layouts share `share` of `shares` draws: as even as can be, the
/// first shares taking one more when they do not divide.
pub fn share_samples(samples: u32, share: u32, shares: u32) -> u32 {
    let shares = shares.max(1);
    samples / shares + u32::from(share < samples % shares)
}

/// `request` split into `shares` shares (at least one, and no more than its layouts, so
/// that every share solves at least one), in one round.
pub fn split(request: &PlayRequest, shares: u32) -> Vec<ShareRequest> {
    let shares = shares.clamp(1, request.settings().samples.max(1));
    (0..shares)
        .map(|share| ShareRequest {
            request: request.clone(),
            share,
            shares,
            layouts: None,
            resume: None,
            traps: None,
        })
        .collect()
}

/// The first round of `request` spread over `shares` workers: with racing and more layouts
/// than [`RACE_FROM`], the opening (each share's part of the first [`RACE_FROM`] layouts, to
/// be followed by [`after_round`]); otherwise the whole decision, [`split`].
pub fn plan(request: &PlayRequest, shares: u32) -> Vec<ShareRequest> {
    let mut round = split(request, shares);
    let settings = request.settings();
    if round.len() > 1 && settings.race && settings.samples > RACE_FROM {
        let n = round.len() as u32;
        for share in &mut round {
            share.layouts = Some(share_samples(RACE_FROM, share.share, n));
        }
    }
    round
}

/// Layouts in each round after the opening, all shares together. After every round the
/// page pools the race ([`after_round`]), so that each share drops what the layouts of all
/// shares show, not only its own; smaller rounds drop groups sooner but wait more often for
/// the slower share, and this size was the fastest on the pool benchmark's slowest
/// decisions (`cargo bench --bench pool`).
pub const RACE_ROUND: u32 = 32;

/// What follows a round.
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    /// The decision is made.
    Done(PlayResult),
    /// The next round: these shares, then [`after_round`] of all rounds' results.
    Resume(Vec<ShareRequest>),
}

/// After a round of a decision spread by [`plan`], given the results of every round so far
/// (in the order of the rounds): the decision, when there is nothing more to do (no
/// racing, a decision without Monte-Carlo, nothing to choose, every layout solved, or not
/// the time left for another layout), or the next round: every share with layouts left
/// resumed from the race of all layouts so far, for at most its part of the next
/// [`RACE_ROUND`] layouts, with the time that is left. As within a share, a round is only
/// started when the layout its slowest share expects next ([`McShare::layout_ms`] of the
/// last round) fits in the time left, since every share of a round solves at least one.
/// The time spent is the rounds' own (each its slowest share's) or `elapsed_ms`, the time
/// since the decision was sent as the page measures it, whichever is more: the messages
/// between page and workers and the page's pooling count against the budget too.
/// With [`McSettings::traps`] the trap count's round ([`trap_round`]) comes last, when the
/// layouts are done, some cards tie with the best and the time left allows as much.
pub fn after_round(
    request: &PlayRequest,
    results: &[ShareResult],
    elapsed_ms: f64,
) -> Result<Next, JobError> {
    // Each round's time, its slowest share's, its layouts (the k-th part of every share was
    // solved in round k) and the longest layout its shares expect next.
    let mut rounds: Vec<(f64, u32, f64)> = Vec::new();
    for (i, r) in results.iter().enumerate() {
        let ShareAction::Mc { share } = &r.action else {
            return merge(results.to_vec()).map(Next::Done);
        };
        let k = results[..i].iter().filter(|p| p.share == r.share).count();
        if rounds.len() <= k {
            rounds.resize(k + 1, (0.0, 0, 0.0));
        }
        rounds[k].0 = rounds[k].0.max(share.elapsed_ms);
        rounds[k].1 += share.samples;
        rounds[k].2 = rounds[k].2.max(share.layout_ms);
    }
    // Each share's parts joined, in share order (all Monte-Carlo, as checked above).
    let shares: Vec<(u32, McShare)> = joined(results.to_vec())?
        .into_iter()
        .filter_map(|(s, action)| match action {
            ShareAction::Mc { share } => Some((s, share)),
            ShareAction::Decided { .. } => None,
        })
        .collect();
    let solved: u32 = shares.iter().map(|(_, s)| s.samples).sum();
    let spent = rounds.iter().map(|r| r.0).sum::<f64>().max(elapsed_ms);
    let budget_ms = request.mc.budget_ms - spent;
    let stalled = rounds.last().is_none_or(|r| r.1 == 0);
    let next_layout = rounds.last().map_or(0.0, |r| r.2);
    let out_of_time = budget_ms <= 0.0 || budget_ms < next_layout;
    let settings = request.settings();
    let whole: Vec<McShare> = shares.iter().map(|(_, s)| s.clone()).collect();
    let n = shares.len() as u32;
    let mut request = request.clone();
    request.mc.budget_ms = budget_ms;
    if !settings.race || stalled || solved >= settings.samples || out_of_time {
        // The trap count's solves are forecast as the layouts' were: a round of them starts
        // on the same condition. Its shares solve no layout, so the round after it is stalled.
        if request.mc.traps && n > 1 && !stalled && !out_of_time {
            let groups = trap_candidates(&whole).map_err(|e| JobError(format!("decision: {e}")))?;
            if !groups.is_empty() {
                return Ok(Next::Resume(trap_round(&request, &shares, groups)));
            }
        }
        return merge(results.to_vec()).map(Next::Done);
    }
    let race = crate::bridge::play::montecarlo::pooled(&whole)
        .map_err(|e| JobError(format!("decision: {e}")))?;
    let round = shares
        .iter()
        .filter_map(|(share, done)| {
            let left = share_samples(settings.samples, *share, n).saturating_sub(done.samples);
            let layouts = left.min(share_samples(RACE_ROUND, *share, n));
            (layouts > 0).then(|| ShareRequest {
                request: request.clone(),
                share: *share,
                shares: n,
                layouts: Some(layouts),
                resume: Some(Resume {
                    skip: done.samples,
                    race: race.clone(),
                }),
                traps: None,
            })
        })
        .collect();
    Ok(Next::Resume(round))
}

/// The trap count's round: every share takes the trap rates of `groups` on its part of the
/// first [`RACE_FROM`] layouts (those of the opening, on which every group was solved), as one
/// worker takes them on its first layouts.
fn trap_round(
    request: &PlayRequest,
    shares: &[(u32, McShare)],
    groups: Vec<usize>,
) -> Vec<ShareRequest> {
    let n = shares.len() as u32;
    shares
        .iter()
        .filter_map(|(share, done)| {
            let layouts = share_samples(RACE_FROM, *share, n).min(done.samples);
            (layouts > 0).then(|| ShareRequest {
                request: request.clone(),
                share: *share,
                shares: n,
                layouts: None,
                resume: None,
                traps: Some(TrapCount {
                    groups: groups.clone(),
                    layouts,
                }),
            })
        })
        .collect()
}

/// The decision the shares add up to, as [`decide`] would answer (one share: exactly its
/// answer). The shares must be those of one request, in any order except that the rounds
/// of a share come in their order; those are joined first.
pub fn merge(mut results: Vec<ShareResult>) -> Result<PlayResult, JobError> {
    results.sort_by_key(|r| (r.share, r.resumed));
    let Some(first) = results.first() else {
        return Err(JobError("merge: no share".into()));
    };
    let (to_play, chooser) = (first.to_play, first.chooser);
    if results
        .iter()
        .any(|r| (r.to_play, r.chooser) != (to_play, chooser))
    {
        return Err(JobError(
            "merge: the shares are about different players".into(),
        ));
    }
    let actions: Vec<ShareAction> = joined(results)?.into_iter().map(|(_, a)| a).collect();
    let action = merge_actions(&actions).map_err(|e| JobError(format!("decision: {e}")))?;
    Ok(PlayResult {
        to_play,
        chooser,
        action,
    })
}

/// Each share's action in share order, the rounds of a share joined (given in their order,
/// the later ones `resumed`).
fn joined(mut results: Vec<ShareResult>) -> Result<Vec<(u32, ShareAction)>, JobError> {
    results.sort_by_key(|r| (r.share, r.resumed));
    let mut actions: Vec<(u32, ShareAction)> = Vec::new();
    for r in results {
        match (actions.last_mut(), r.action) {
            (
                Some((share, ShareAction::Mc { share: earlier })),
                ShareAction::Mc { share: later },
            ) if *share == r.share && r.resumed => {
                *earlier = earlier
                    .clone()
                    .then(later)
                    .map_err(|e| JobError(format!("decision: {e}")))?;
            }
            (_, action) => actions.push((r.share, action)),
        }
    }
    Ok(actions)
}

/// [`super::Job::BridgeClaim`]: a human claims `tricks` of the tricks left for `claimer`'s
/// side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClaimRequest {
    pub spot: PlaySpot,
    pub claimer: Seat,
    pub tricks: u8,
}

/// The answer of [`super::Job::BridgeClaim`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClaimResult {
    /// The claimer's side takes at least the tricks claimed against any defence.
    pub holds: bool,
    /// What the claimer's side takes with best play by all, of the tricks left.
    pub double_dummy: u8,
    pub tricks_left: u8,
}

/// The answer of [`super::Job::BridgeReview`]: declarer's final tricks with best play from
/// the start and after each card played ([`crate::bridge::play::review::trajectory`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewResult {
    pub declarer_tricks: Vec<u8>,
}

/// The built-in bidding systems a [`Runner`] has read: reading one from its rule file costs
/// as much as a whole short decision, and every share of every decision needs one.
#[derive(Default)]
pub(super) struct Systems {
    sayc: Option<System>,
    precision: Option<System>,
    paper: Option<System>,
}

/// The built-in system a request names.
fn builtin(name: &str) -> Result<Builtin, JobError> {
    Builtin::parse(name)
        .ok_or_else(|| JobError(format!("system: `{name}` is not sayc, precision or paper")))
}

impl Systems {
    /// The built-in system `which`, read the first time it is asked for.
    fn get(&mut self, which: Builtin) -> Result<&System, JobError> {
        let slot = match which {
            Builtin::Sayc => &mut self.sayc,
            Builtin::Precision => &mut self.precision,
            Builtin::Paper => &mut self.paper,
        };
        let system = match slot.take() {
            Some(system) => system,
            None => System::builtin(which).map_err(|e| JobError(format!("system: {e}")))?,
        };
        Ok(slot.insert(system))
    }
}

impl PlaySpot {
    /// The spot of a board as the table holds it (a claim, if any, is not part of a spot).
    pub fn of(board: &Board) -> PlaySpot {
        PlaySpot {
            deal: board.deal().pbn(),
            dealer: board.auction().seat_of(0),
            vulnerability: board.vulnerability(),
            auction: board.auction().to_string(),
            played: board.played().to_vec(),
        }
    }

    /// The board at this spot, every part checked.
    pub fn board(&self) -> Result<Board, JobError> {
        let deal = Deal::from_pbn(&self.deal).map_err(|e| JobError(format!("deal: {e}")))?;
        let auction = Auction::parse(self.dealer, &self.auction)
            .map_err(|e| JobError(format!("auction: {e}")))?;
        let mut board = Board::new(deal, self.vulnerability, auction)
            .map_err(|e| JobError(format!("board: {e}")))?;
        for (i, &card) in self.played.iter().enumerate() {
            board
                .play(card)
                .map_err(|e| JobError(format!("play: card {} ({card}): {e}", i + 1)))?;
        }
        Ok(board)
    }
}

/// The card-play jobs, on the worker's solver and systems.
impl Runner {
    /// The computer's action on a spot: one worker's whole decision, the merge of its only share.
    pub fn decide(
        &mut self,
        request: &PlayRequest,
        clock: &dyn Fn() -> f64,
    ) -> Result<PlayResult, JobError> {
        let share = self.decide_share(&split(request, 1)[0], clock)?;
        merge(vec![share])
    }

    /// One share of the computer's action on a spot.
    pub fn decide_share(
        &mut self,
        share: &ShareRequest,
        clock: &dyn Fn() -> f64,
    ) -> Result<ShareResult, JobError> {
        let request = &share.request;
        if share.share >= share.shares {
            return Err(JobError(format!(
                "share: {} is not below the {} shares",
                share.share, share.shares
            )));
        }
        let board = request.spot.board()?;
        let system = self.systems.get(builtin(&request.system)?)?;
        if !(request.mc.samples >= 1 && request.mc.budget_ms > 0.0) {
            return Err(JobError(
                "mc: samples must be at least 1 and the budget positive".into(),
            ));
        }
        let (Some(to_play), Some(chooser)) = (board.to_play(), board.chooser()) else {
            return Err(JobError("play: the play of this board is over".into()));
        };
        let config = Config {
            method: request.method,
            mc: McSettings {
                samples: share
                    .layouts
                    .unwrap_or_else(|| {
                        share_samples(request.settings().samples, share.share, share.shares)
                    })
                    .max(1),
                // Spread over several workers, the trap count waits for the ties of all the
                // shares' layouts: a round of its own (`after_round`).
                traps: request.mc.traps && share.shares == 1,
                ..request.mc
            },
        };
        // Each share its own stream of the request's seed: ChaCha's streams are independent, so
        // shares never draw each other's layouts in step, and share 0 draws exactly what a
        // single worker's decision draws (stream 0 is the seed's default).
        let mut rng = ChaCha8Rng::seed_from_u64(request.seed);
        rng.set_stream(u64::from(share.share));
        let solver = self.solver.get_or_insert_with(Solver::new);
        let action = match &share.traps {
            Some(count) => trap_share(
                &board,
                &config,
                Some(system),
                count,
                solver,
                &mut rng,
                clock,
            ),
            None => act_share(
                &board,
                &config,
                Some(system),
                share.resume.as_ref(),
                solver,
                &mut rng,
                clock,
            ),
        }
        .map_err(|e| JobError(format!("decision: {e}")))?
        .ok_or_else(|| JobError("play: the play of this board is over".into()))?;
        Ok(ShareResult {
            to_play,
            chooser,
            share: share.share,
            resumed: share.resume.is_some() || share.traps.is_some(),
            action,
        })
    }

    /// The other table's result: the whole board bid and played on the worker's solver.
    pub fn other_table(
        &mut self,
        request: &OtherTableRequest,
        clock: &dyn Fn() -> f64,
    ) -> Result<TableResult, JobError> {
        let deal = Deal::from_pbn(&request.deal).map_err(|e| JobError(format!("deal: {e}")))?;
        for seat in Seat::ALL {
            let cards = deal.hand(seat).len();
            if cards != 13 {
                return Err(JobError(format!(
                    "deal: {seat:?} holds {cards} cards, not 13"
                )));
            }
        }
        let system = self.systems.get(builtin(&request.system)?)?;
        if !(request.mc.samples >= 1 && request.mc.budget_ms > 0.0) {
            return Err(JobError(
                "mc: samples must be at least 1 and the budget positive".into(),
            ));
        }
        let config = Config {
            method: request.method,
            mc: request.mc,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(request.seed);
        let solver = self.solver.get_or_insert_with(Solver::new);
        play_board(
            deal,
            request.dealer,
            request.vulnerability,
            system,
            (config, config),
            solver,
            &mut rng,
            clock,
        )
        .map_err(|e| JobError(format!("other table: {e}")))
    }

    /// What each card of a spot's play cost, as one double-dummy solve after each card.
    pub fn review(
        &mut self,
        spot: &PlaySpot,
        progress: &mut ProgressFn<'_>,
    ) -> Result<ReviewResult, JobError> {
        let board = spot.board()?;
        trajectory(&board, self.solver(), progress)
            .map(|declarer_tricks| ReviewResult { declarer_tricks })
            .map_err(|e| JobError(format!("review: {e}")))
    }

    /// A recorded board's play judged: one solve per card, then each card's role, choice
    /// and cost, and the rates.
    pub fn judge(
        &mut self,
        board: &Board,
        progress: &mut ProgressFn<'_>,
    ) -> Result<BoardReview, JobError> {
        let path = trajectory(board, self.solver(), progress)
            .map_err(|e| JobError(format!("review: {e}")))?;
        judge(board, &path).map_err(|e| JobError(format!("review: {e}")))
    }

    /// Checks a claim against the actual cards.
    pub fn claim(&mut self, request: &ClaimRequest) -> Result<ClaimResult, JobError> {
        let board = request.spot.board()?;
        let left = board.tricks_left();
        if board.is_finished() {
            return Err(JobError("claim: the play of this board is over".into()));
        }
        if request.tricks > left {
            return Err(JobError(format!(
                "claim: {} tricks claimed but only {left} are left",
                request.tricks
            )));
        }
        let solver = self.solver();
        let pos = board.position();
        let mover_side = solver
            .tricks(&pos)
            .map_err(|e| JobError(format!("claim: {e}")))?;
        let same = pos.to_move().is_ns() == request.claimer.is_ns();
        let double_dummy = if same { mover_side } else { left - mover_side };
        let holds = claim_holds(&board, solver, request.claimer, request.tricks)
            .map_err(|e| JobError(format!("claim: {e}")))?;
        Ok(ClaimResult {
            holds,
            double_dummy,
            tricks_left: left,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{Job, Outcome};

    fn spot(played: &[&str]) -> PlaySpot {
        PlaySpot {
            deal: "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".into(),
            dealer: Seat::North,
            vulnerability: Vulnerability::None,
            auction: "1C P 1N P P P".into(),
            played: played.iter().map(|c| c.parse().unwrap()).collect(),
        }
    }

    #[test]
    fn the_worker_plays_and_checks_claims() {
        let mut runner = Runner::new();
        let request = PlayRequest {
            spot: spot(&["SA", "S6", "S3"]),
            method: Method::Mc,
            mc: McSettings {
                samples: 10,
                budget_ms: 5_000.0,
                ..McSettings::default()
            },
            system: "sayc".into(),
            seed: 1,
        };
        let job = Job::BridgePlay(request.clone());
        let json = serde_json::to_string(&job).unwrap();
        assert_eq!(serde_json::from_str::<Job>(&json).unwrap(), job);
        let Ok(Outcome::BridgePlay(result)) = runner.run(&job, &mut |_, _| {}) else {
            panic!("the play job failed");
        };
        assert_eq!(result.to_play, Seat::South);
        let Action::Play { card, mc } = result.action else {
            panic!("no card");
        };
        // South must follow to the spade lead.
        assert_eq!(card.suit(), crate::bridge::Suit::Spades);
        assert!(mc.is_some_and(|m| m.samples >= 1));

        let claim = ClaimRequest {
            spot: spot(&[]),
            claimer: Seat::South,
            tricks: 13,
        };
        let Ok(Outcome::BridgeClaim(c)) = runner.run(&Job::BridgeClaim(claim), &mut |_, _| {})
        else {
            panic!("the claim job failed");
        };
        assert!(!c.holds);
        assert_eq!(c.tricks_left, 13);
        let fair = ClaimRequest {
            spot: spot(&[]),
            claimer: Seat::South,
            tricks: c.double_dummy,
        };
        let Ok(Outcome::BridgeClaim(c2)) = runner.run(&Job::BridgeClaim(fair), &mut |_, _| {})
        else {
            panic!("the claim job failed");
        };
        assert!(c2.holds);
    }

    fn mc_request(played: &[&str], samples: u32, race: bool, seed: u64) -> PlayRequest {
        PlayRequest {
            spot: spot(played),
            method: Method::Mc,
            mc: McSettings {
                samples,
                budget_ms: 1e9,
                race,
                read_play: false,
                traps: false,
                ..McSettings::default()
            },
            system: "sayc".into(),
            seed,
        }
    }

    /// Every card's evidence as text, exact to the last bit of each mean.
    fn digest(result: &PlayResult) -> String {
        let Action::Play { card, mc: Some(mc) } = &result.action else {
            panic!("not a Monte-Carlo card: {result:?}");
        };
        let cards: Vec<String> = mc
            .cards
            .iter()
            .map(|c| {
                let (s, t, m) = (c.score, c.declarer_tricks, c.makes);
                format!("{} {s} {t} {m} {}", c.card, c.layouts)
            })
            .collect();
        format!(
            "card={card} samples={} draws={} | {}",
            mc.samples,
            mc.draws,
            cards.join(" | ")
        )
    }

    /// The answers of the single-worker job before decisions were split into shares
    /// (recorded from that code, seed 5, 40 layouts): one share must still give them.
    #[test]
    fn one_share_gives_the_answers_of_the_single_job() {
        let mut runner = Runner::new();
        let cases: [(&[&str], bool, &str); 3] = [
            (
                &["SA", "S6", "S3"],
                true,
                "card=S5 samples=40 draws=40 | S5 -54.25 5.825 0.05 40 | \
                 SK -55 5.75 0.08333333333333333 12",
            ),
            (
                &["SA", "S6", "S3"],
                false,
                "card=S5 samples=40 draws=40 | S5 -54.25 5.825 0.05 40 | \
                 SK -54.25 5.825 0.05 40",
            ),
            (
                &["SA", "S6", "S3", "S5", "HA"],
                true,
                "card=H2 samples=40 draws=40 | H2 9.5 6.425 0.425 40 | \
                 H5 43.333333333333336 6.666666666666667 0.6666666666666666 12 | \
                 H6 43.333333333333336 6.666666666666667 0.6666666666666666 12 | \
                 HK -91.66666666666667 5.166666666666667 0 12",
            ),
        ];
        for (played, race, expect) in cases {
            let request = mc_request(played, 40, race, 5);
            let single = runner.decide(&request, &|| 0.0).unwrap();
            assert_eq!(digest(&single), expect, "{played:?} race {race}");
            let [share] = &split(&request, 1)[..] else {
                panic!("one share");
            };
            let job = Job::BridgePlayShare(share.clone());
            let job: Job = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
            let Ok(Outcome::BridgePlayShare(result)) = runner.run(&job, &mut |_, _| {}) else {
                panic!("the share job failed");
            };
            assert_eq!(digest(&merge(vec![result]).unwrap()), expect);
        }
    }

    #[test]
    fn two_shares_draw_their_own_layouts_and_merge_into_a_legal_card() {
        let mut runner = Runner::new();
        let request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 41, false, 5);
        let shares = split(&request, 2);
        assert_eq!(shares.len(), 2);
        let results: Vec<ShareResult> = shares
            .iter()
            .rev()
            .map(|s| runner.decide_share(s, &|| 0.0).unwrap())
            .collect();
        let stats = |r: &ShareResult| match &r.action {
            ShareAction::Mc { share } => share.clone(),
            other => panic!("no Monte-Carlo share: {other:?}"),
        };
        let (one, zero) = (stats(&results[0]), stats(&results[1]));
        assert_eq!((zero.samples, one.samples), (21, 20));
        // Other layouts, so other sums (a repeat would give equal sums over 20 layouts).
        assert_ne!(
            zero.groups
                .iter()
                .map(|g| g.score / g.layouts as f64)
                .collect::<Vec<_>>(),
            one.groups
                .iter()
                .map(|g| g.score / g.layouts as f64)
                .collect::<Vec<_>>()
        );
        // In any order, the merge is the merge of share 0 then share 1.
        let merged = merge(results).unwrap();
        let Action::Play { card, mc: Some(mc) } = &merged.action else {
            panic!("no card");
        };
        assert_eq!(mc.shares, vec![21, 20]);
        assert_eq!(mc.samples, 41);
        assert!(mc.cards.iter().all(|c| c.layouts == 41), "racing is off");
        let board = request.spot.board().unwrap();
        assert!(board.legal_cards().contains(*card));
        assert_eq!(merged.to_play, Seat::North);
        // No more shares than layouts; a share outside the split is refused.
        assert_eq!(split(&mc_request(&["SA"], 3, true, 1), 4).len(), 3);
        let mut bad = shares[1].clone();
        bad.share = 2;
        assert!(runner
            .decide_share(&bad, &|| 0.0)
            .unwrap_err()
            .0
            .contains("share"));
    }

    #[test]
    fn an_opening_lead_over_two_workers_solves_every_lead_in_one_round() {
        use crate::bridge::play::leads;
        let mut runner = Runner::new();
        let mut request = mc_request(&[], 100, true, 3);
        request.mc.lead_samples = 20;
        let round = plan(&request, 2);
        assert_eq!(round, split(&request, 2), "no racing, so no rounds");
        let results = solve(&mut runner, &round);
        let shares: Vec<McShare> = results
            .iter()
            .map(|r| match &r.action {
                ShareAction::Mc { share } => share.clone(),
                other => panic!("no Monte-Carlo share: {other:?}"),
            })
            .collect();
        assert!(shares.iter().all(|s| s.lead && s.samples == 10));
        let Next::Done(merged) = after_round(&request, &results, 0.0).unwrap() else {
            panic!("a second round at the opening lead");
        };
        let Action::Play { card, mc: Some(mc) } = &merged.action else {
            panic!("no simulated lead");
        };
        assert_eq!((mc.samples, mc.shares.clone()), (20, vec![10, 10]));
        assert!(
            mc.cards.iter().all(|c| c.layouts == 20),
            "every lead solved"
        );
        // The lead is the criterion's pick over both shares' layouts.
        let scores: Vec<Vec<i32>> = (0..shares[0].groups.len())
            .map(|g| {
                shares
                    .iter()
                    .flat_map(|s| s.groups[g].scores.clone())
                    .collect()
            })
            .collect();
        // Every share carries the rules' lead, the criterion's prior.
        let rules = shares[0].rules_lead.expect("the rules' lead");
        assert!(shares.iter().all(|s| s.rules_lead == Some(rules)));
        let r = shares[0]
            .groups
            .iter()
            .position(|g| g.cards.contains(&rules));
        let g = leads::choose(&scores, leads::PLAYED, r.as_slice()).unwrap();
        // The rules' group kept, the rules' own card; another group, its cheapest.
        let expected = if r == Some(g) {
            rules
        } else {
            shares[0].groups[g].cards[0]
        };
        assert_eq!(*card, expected);
    }

    /// Every share of a round, solved here one after the other (no budget).
    fn solve(runner: &mut Runner, round: &[ShareRequest]) -> Vec<ShareResult> {
        round
            .iter()
            .map(|s| runner.decide_share(s, &|| 0.0).unwrap())
            .collect()
    }

    #[test]
    fn a_raced_decision_takes_rounds_and_merges_them() {
        let mut runner = Runner::new();
        let request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 100, true, 5);
        assert_eq!(
            plan(&request, 1),
            split(&request, 1),
            "one worker: one round"
        );
        let opening = plan(&request, 2);
        let sizes: Vec<Option<u32>> = opening.iter().map(|s| s.layouts).collect();
        assert_eq!(sizes, [Some(6), Some(6)]);
        let first = solve(&mut runner, &opening);
        let mut results = first.clone();
        // Each later round: (skip, layouts) of each share, and the groups it still races.
        let mut rounds = Vec::new();
        let mut raced = Vec::new();
        let merged = loop {
            match after_round(&request, &results, 0.0).unwrap() {
                Next::Done(done) => break done,
                Next::Resume(round) => {
                    let race = &round[0].resume.as_ref().unwrap().race;
                    raced.push(race.active.iter().filter(|&&a| a).count());
                    rounds.push(
                        round
                            .iter()
                            .map(|s| (s.resume.as_ref().unwrap().skip, s.layouts))
                            .collect::<Vec<_>>(),
                    );
                    results.extend(solve(&mut runner, &round));
                }
            }
        };
        assert_eq!(
            rounds,
            [
                [(6, Some(16)), (6, Some(16))],
                [(22, Some(16)), (22, Some(16))],
                [(38, Some(12)), (38, Some(12))],
            ]
        );
        // The race pooled after each round only ever drops groups.
        assert!(raced.windows(2).all(|w| w[0] >= w[1]), "{raced:?}");
        let Action::Play { card, mc: Some(mc) } = &merged.action else {
            panic!("no card");
        };
        assert_eq!((mc.samples, &mc.shares), (100, &vec![50, 50]));
        assert!(request.spot.board().unwrap().legal_cards().contains(*card));
        // Every card was solved on the whole opening, the leader on every layout.
        assert!(mc.cards.iter().all(|c| (12..=100).contains(&c.layouts)));
        assert_eq!(mc.cards[0].layouts, 100);
        // The results in any order of shares, each share's rounds in order, merge alike.
        results.sort_by_key(|r| std::cmp::Reverse(r.share));
        assert_eq!(merge(results).unwrap(), merged);
        // Out of time after the opening: the opening is the decision.
        let mut hurried = request.clone();
        hurried.mc.budget_ms = 1.0;
        let mut slow = first;
        for r in &mut slow {
            if let ShareAction::Mc { share } = &mut r.action {
                share.elapsed_ms = 2.0;
            }
        }
        let Ok(Next::Done(done)) = after_round(&hurried, &slow, 0.0) else {
            panic!("a second round without time");
        };
        let Action::Play { mc: Some(mc), .. } = &done.action else {
            panic!("no card");
        };
        assert_eq!(mc.shares, vec![6, 6]);
    }

    #[test]
    fn the_rounds_spend_the_budget_of_their_slowest_shares() {
        let mut runner = Runner::new();
        let mut request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 100, true, 5);
        request.mc.budget_ms = 100.0;
        let mut results = solve(&mut runner, &plan(&request, 2));
        let time = |r: &mut ShareResult, ms: f64| {
            if let ShareAction::Mc { share } = &mut r.action {
                share.elapsed_ms = ms;
            }
        };
        time(&mut results[0], 30.0);
        time(&mut results[1], 10.0);
        let Ok(Next::Resume(round)) = after_round(&request, &results, 0.0) else {
            panic!("no second round");
        };
        assert!(round.iter().all(|s| s.request.mc.budget_ms == 70.0));
        let mut second = solve(&mut runner, &round);
        // Share 1 was the slower this time: 30 + 45 of the 100 ms are spent.
        time(&mut second[0], 20.0);
        time(&mut second[1], 45.0);
        results.extend(second);
        let Ok(Next::Resume(round)) = after_round(&request, &results, 0.0) else {
            panic!("no third round");
        };
        assert!(round.iter().all(|s| s.request.mc.budget_ms == 25.0));
        // Another 25 ms: the budget is spent, and what was solved is the decision.
        let mut third = solve(&mut runner, &round);
        time(&mut third[0], 25.0);
        results.extend(third);
        let Ok(Next::Done(done)) = after_round(&request, &results, 0.0) else {
            panic!("a fourth round without time");
        };
        let Action::Play { mc: Some(mc), .. } = &done.action else {
            panic!("no card");
        };
        assert_eq!(mc.shares, vec![38, 38]);
    }

    #[test]
    fn the_time_the_page_measured_counts_when_it_is_longer() {
        let mut runner = Runner::new();
        let mut request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 100, true, 5);
        request.mc.budget_ms = 100.0;
        let mut results = solve(&mut runner, &plan(&request, 2));
        for r in &mut results {
            if let ShareAction::Mc { share } = &mut r.action {
                (share.elapsed_ms, share.layout_ms) = (30.0, 5.0);
            }
        }
        // Messages and pooling took 20 ms more than the shares' own 30.
        let Ok(Next::Resume(round)) = after_round(&request, &results, 50.0) else {
            panic!("no second round with half the budget left");
        };
        assert!(round.iter().all(|s| s.request.mc.budget_ms == 50.0));
        // A page clock behind the shares' own time does not give time back.
        let Ok(Next::Resume(round)) = after_round(&request, &results, 10.0) else {
            panic!("no second round");
        };
        assert!(round.iter().all(|s| s.request.mc.budget_ms == 70.0));
        // With the budget spent on the way the decision is what the shares solved.
        let Ok(Next::Done(done)) = after_round(&request, &results, 100.0) else {
            panic!("a second round after the budget was spent");
        };
        let Action::Play { mc: Some(mc), .. } = &done.action else {
            panic!("no card");
        };
        assert_eq!(mc.shares, vec![6, 6]);
    }

    #[test]
    fn no_round_starts_without_the_time_for_a_layout() {
        let mut runner = Runner::new();
        let mut request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 100, true, 5);
        request.mc.budget_ms = 100.0;
        let opening = solve(&mut runner, &plan(&request, 2));
        // The opening took 70 ms; the slower share expects its next layout to take `next`.
        let timed = |next: f64| -> Vec<ShareResult> {
            let mut results = opening.clone();
            for (r, (elapsed, layout)) in results.iter_mut().zip([(70.0, 5.0), (40.0, next)]) {
                if let ShareAction::Mc { share } = &mut r.action {
                    (share.elapsed_ms, share.layout_ms) = (elapsed, layout);
                }
            }
            results
        };
        let Ok(Next::Resume(round)) = after_round(&request, &timed(30.0), 0.0) else {
            panic!("no second round with time for a layout");
        };
        assert!(round.iter().all(|s| s.request.mc.budget_ms == 30.0));
        let Ok(Next::Done(done)) = after_round(&request, &timed(31.0), 0.0) else {
            panic!("a second round whose layouts would cross the budget");
        };
        let Action::Play { mc: Some(mc), .. } = &done.action else {
            panic!("no card");
        };
        assert_eq!(mc.shares, vec![6, 6]);
    }

    /// The Monte-Carlo share of a result.
    fn mc_share(result: &ShareResult) -> &McShare {
        match &result.action {
            ShareAction::Mc { share } => share,
            other => panic!("no Monte-Carlo share: {other:?}"),
        }
    }

    #[test]
    fn spread_over_workers_the_trap_count_is_a_round_of_its_own_after_the_layouts() {
        let mut runner = Runner::new();
        // Racing off; West's H2 and H5 score alike on every layout.
        let mut request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 40, false, 5);
        request.mc.traps = true;
        let layouts = solve(&mut runner, &plan(&request, 2));
        assert!(
            layouts
                .iter()
                .all(|r| mc_share(r).groups.iter().all(|g| g.trap_layouts == 0)),
            "the shares of the layouts leave the count to its round"
        );
        let Ok(Next::Resume(round)) = after_round(&request, &layouts, 0.0) else {
            panic!("no round for the trap count");
        };
        let counts: Vec<(u32, Option<TrapCount>, bool)> = round
            .iter()
            .map(|s| (s.share, s.traps.clone(), s.resume.is_none()))
            .collect();
        let count = TrapCount {
            groups: vec![0, 1],
            layouts: 6,
        };
        assert_eq!(
            counts,
            [(0, Some(count.clone()), true), (1, Some(count), true)],
            "each share on its part of the first twelve layouts"
        );
        let counted = solve(&mut runner, &round);
        for r in &counted {
            let share = mc_share(r);
            assert!(r.resumed);
            assert_eq!(share.samples, 0, "no layout solved");
            let taken: Vec<u32> = share.groups.iter().map(|g| g.trap_layouts).collect();
            assert_eq!(taken, [6, 6, 0]);
        }
        let mut results = layouts.clone();
        results.extend(counted);
        let Ok(Next::Done(done)) = after_round(&request, &results, 0.0) else {
            panic!("another round after the trap count");
        };
        // The scores are those of the layouts: only the choice among them may differ.
        let mut plain = request.clone();
        plain.mc.traps = false;
        let Ok(Next::Done(without)) = after_round(&plain, &layouts, 0.0) else {
            panic!("a round after the layouts without traps");
        };
        let (
            Action::Play { mc: Some(with), .. },
            Action::Play {
                mc: Some(without), ..
            },
        ) = (&done.action, &without.action)
        else {
            panic!("no Monte-Carlo card");
        };
        assert_eq!(with.cards, without.cards);
        assert_eq!(with.shares, vec![20, 20]);
        // One worker counts the traps in its own share: no round after it.
        let one = solve(&mut runner, &plan(&request, 1));
        let taken: Vec<u32> = mc_share(&one[0])
            .groups
            .iter()
            .map(|g| g.trap_layouts)
            .collect();
        assert_eq!(taken, [12, 12, 0]);
        assert!(matches!(
            after_round(&request, &one, 0.0),
            Ok(Next::Done(_))
        ));
    }

    #[test]
    fn spread_over_workers_every_share_keeps_to_the_deadline() {
        let mut runner = Runner::new();
        let mut request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 40, false, 5);
        request.mc.traps = true;
        let layouts = solve(&mut runner, &plan(&request, 2));
        let Ok(Next::Resume(counts)) = after_round(&request, &layouts, 0.0) else {
            panic!("no round for the trap count");
        };
        let (mut layouts_cut, mut counts_cut) = (false, false);
        for budget_ms in [1.0, 3.0, 10.0, 30.0] {
            // The shares of the layouts and of the trap count, on a clock that moves 1 ms at
            // each reading (during a solve, once every `STOP_CHECK_NODES` nodes).
            let mut timed = request.clone();
            timed.mc.budget_ms = budget_ms;
            let mut round = plan(&timed, 2);
            round.extend(counts.iter().cloned().map(|mut s| {
                s.request.mc.budget_ms = budget_ms;
                s
            }));
            for s in &round {
                let readings = std::cell::Cell::new(0);
                let clock = || {
                    readings.set(readings.get() + 1);
                    f64::from(readings.get() - 1)
                };
                let result = runner.decide_share(s, &clock).unwrap();
                let share = mc_share(&result);
                assert!(share.elapsed_ms <= budget_ms + 1.0, "{budget_ms} ms: {s:?}");
                let taken: Vec<u32> = share.groups.iter().map(|g| g.trap_layouts).collect();
                match &s.traps {
                    None => layouts_cut |= share.samples < s.layouts.unwrap_or(20),
                    Some(count) => {
                        // The groups counted keep their rates on the same layouts.
                        assert!(taken[0] == taken[1] && taken[2] == 0, "{taken:?}");
                        counts_cut |= taken[0] < count.layouts;
                    }
                }
            }
        }
        assert!(layouts_cut && counts_cut, "nothing was cut off");
    }

    #[test]
    fn the_trap_count_starts_only_with_the_time_for_a_solve() {
        let mut runner = Runner::new();
        let mut request = mc_request(&["SA", "S6", "S3", "S5", "HA"], 40, false, 5);
        request.mc.traps = true;
        request.mc.budget_ms = 100.0;
        let layouts = solve(&mut runner, &plan(&request, 2));
        // The layouts took 70 ms; the slower share expects its next solve to take `next`.
        let timed = |next: f64| -> Vec<ShareResult> {
            let mut results = layouts.clone();
            for (r, (elapsed, layout)) in results.iter_mut().zip([(70.0, 5.0), (40.0, next)]) {
                if let ShareAction::Mc { share } = &mut r.action {
                    (share.elapsed_ms, share.layout_ms) = (elapsed, layout);
                }
            }
            results
        };
        let Ok(Next::Resume(round)) = after_round(&request, &timed(30.0), 0.0) else {
            panic!("no trap count with time for a solve");
        };
        assert!(round.iter().all(|s| s.request.mc.budget_ms == 30.0));
        assert!(round.iter().all(|s| s.traps.is_some()));
        let Ok(Next::Done(_)) = after_round(&request, &timed(31.0), 0.0) else {
            panic!("a trap count whose first solve would cross the budget");
        };
    }

    #[test]
    fn shares_split_the_layouts_evenly() {
        assert_eq!(share_samples(100, 0, 2), 50);
        assert_eq!(share_samples(100, 1, 2), 50);
        let three: Vec<u32> = (0..3).map(|i| share_samples(101, i, 3)).collect();
        assert_eq!(three, vec![34, 34, 33]);
        assert_eq!(share_samples(7, 0, 1), 7);
    }

    #[test]
    fn rules_decisions_merge_to_the_action_every_share_found() {
        let mut runner = Runner::new();
        let mut request = mc_request(&["SA", "S6", "S3"], 10, true, 1);
        request.method = Method::Rules;
        let results: Vec<ShareResult> = split(&request, 2)
            .iter()
            .map(|s| runner.decide_share(s, &|| 0.0).unwrap())
            .collect();
        let single = runner.decide(&request, &|| 0.0).unwrap();
        assert_eq!(merge(results.clone()).unwrap(), single);
        let mut mixed = results;
        mixed[1].action = ShareAction::Decided {
            action: Action::Settle { declarer_more: 0 },
        };
        assert!(merge(mixed).unwrap_err().0.contains("different actions"));
    }

    #[test]
    fn a_spot_round_trips_and_its_review_starts_from_the_double_dummy_result() {
        let mut runner = Runner::new();
        let board = spot(&["SA", "S6", "S3", "S5"]).board().unwrap();
        let again = PlaySpot::of(&board);
        assert_eq!(again.board().unwrap(), board);
        let mut reports = 0;
        let Ok(Outcome::BridgeReview(r)) = runner.run(&Job::BridgeReview(again), &mut |d, t| {
            reports += 1;
            assert!(d <= t);
        }) else {
            panic!("the review job failed");
        };
        assert_eq!(r.declarer_tricks.len(), 5);
        assert_eq!(reports, 5);
        // 1NT by South: declarer's tricks with best play from the start.
        let table = crate::bridge::dd::Solver::new()
            .table(board.deal())
            .unwrap();
        assert_eq!(
            r.declarer_tricks[0],
            table.get(crate::bridge::Strain::NoTrump, Seat::South)
        );
    }

    #[test]
    fn bad_spots_fail_with_a_reason() {
        let mut runner = Runner::new();
        let mut bad = PlayRequest {
            spot: spot(&["SA", "H2"]),
            method: Method::Rules,
            mc: McSettings::default(),
            system: "sayc".into(),
            seed: 1,
        };
        let err = runner.decide(&bad, &|| 0.0).unwrap_err();
        assert!(err.0.contains("card 2 (H2)"), "{err}");
        bad.spot.played.clear();
        bad.system = "acol".into();
        assert!(runner.decide(&bad, &|| 0.0).unwrap_err().0.contains("acol"));
        bad.system = "sayc".into();
        bad.spot.auction = "1C P".into();
        assert!(runner
            .decide(&bad, &|| 0.0)
            .unwrap_err()
            .0
            .contains("auction"));
    }
}
