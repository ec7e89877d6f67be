//! The typed protocol between the page and its Web Worker, and the code that runs each job.
//!
//! Everything slow runs in the worker so the page never blocks. The page sends a [`Request`]
//! (a job with an id); the worker answers with any number of [`Reply::Progress`] messages and
//! then exactly one [`Reply::Done`] or [`Reply::Failed`]. Cancelling is done by the page: a
//! running job cannot be interrupted from outside in a single-threaded worker, so the page
//! terminates the worker and starts a fresh one (see `ui::worker`).
//!
//! The protocol is plain Rust with serde, and so is the [`Runner`] that runs the jobs: the
//! worker binary is a thin shell around one, and the same jobs run natively in tests and in
//! `boyi job`.
//! Games extend the protocol by adding variants to [`Job`] and [`Outcome`].

pub mod analysis;
pub mod play;

use serde::{Deserialize, Serialize};

use crate::bridge::dd::Solver;

/// The first message of every worker, once it can take requests. Until then the page holds its
/// requests back: a message that arrives before the worker's wasm has installed its handler is
/// lost.
pub const READY: &str = "ready";

/// A job sent to the worker, with the id its replies carry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u64,
    pub job: Job,
}

/// The work the worker can do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Job {
    /// Proves with the SAT solver that `pigeons` pigeons do not fit in `pigeons - 1` holes:
    /// a self-test that exercises the solver, progress reports and the round trip.
    SelfTest { pigeons: u32 },
    /// Computes the published facts of tic-tac-toe from the empty board (whole game tree,
    /// positions, node counts): too long a search for the page's thread.
    TttFacts,
    /// Iterative-deepening alpha-beta on an m,n,k board (`cells` row-major, `x`, `o`, `.`)
    /// within `budget`; its time limit is measured by the worker's own clock.
    TttDeepen {
        rows: u8,
        cols: u8,
        k: u8,
        cells: String,
        budget: crate::ttt::deepening::Budget,
    },
    /// Who is the killer: a computer player's decision, from its own view only (the page
    /// holds the whole game and sends just what that player saw). `seed` seeds its random
    /// choices. Its turn decisions run Algorithm 1 with the SAT solver.
    KillerDecide {
        level: crate::killer::player::Level,
        view: crate::killer::View,
        pending: crate::killer::Pending,
        seed: u64,
    },
    /// Who is the killer: everything a view proves about every card (the human's notebook).
    KillerNotebook { view: crate::killer::View },
    /// Who is the killer: a computer player's deduction at each of its turns of a game's log.
    KillerTrace {
        log: Vec<crate::killer::Event>,
        seat: usize,
    },
    /// The double-dummy table of a deal (PBN, all hands the same size), and par for a full
    /// deal with this vulnerability and dealer; progress after each of the 20 results.
    DdTable {
        deal: String,
        vulnerability: crate::bridge::Vulnerability,
        dealer: crate::bridge::Seat,
    },
    /// The double-dummy value of every legal card of the player to move.
    DdCards(analysis::DdSpot),
    /// An optimal play from a position to the end, trick by trick; progress counts cards.
    DdBestLine(analysis::DdSpot),
    /// A random deal or ending under limits: rare limits take long to meet.
    DealAsRequired(analysis::DealRequest),
    /// Bridge card play: the computer's action (a card, or a claim or concession) for the
    /// player to choose, within its time budget (the worker's clock).
    BridgePlay(play::PlayRequest),
    /// Bridge card play: whether a human's claim holds on the actual cards.
    BridgeClaim(play::ClaimRequest),
    /// Bridge card play: one share of a computer decision spread over several workers (its
    /// own layouts, summed per card group); the page merges the shares with
    /// [`play::merge`].
    BridgePlayShare(play::ShareRequest),
    /// Bridge card play: declarer's double-dummy result after each card of a board's play,
    /// for the review's cost of each card; progress after each card.
    BridgeReview(play::PlaySpot),
    /// Bridge: a recorded board's play judged card by card (`bridge::play::rates`): each
    /// card's cost, role and whether it had a choice, the claim's cost and each player's
    /// rates; progress after each card. The board travels whole, its claim with it, and is
    /// replayed by the laws on the way in.
    BridgeJudge(crate::bridge::play::Board),
    /// Bridge: a whole board bid and played by four computer players, the other table of
    /// the duplicate match the human's board belongs to.
    BridgeOtherTable(play::OtherTableRequest),
    /// Panics, which kills a release build's worker: the end-to-end tests send it to prove
    /// that the page replaces its worker and keeps what the user was doing. Only builds with
    /// the `crash-job` feature know it; to every other build it is an unknown job.
    #[cfg(feature = "crash-job")]
    Crash,
}

/// What a finished job produced.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Outcome {
    /// The self-test's verdict: `satisfiable` must be false for a correct solver.
    SelfTest {
        pigeons: u32,
        variables: usize,
        clauses: usize,
        satisfiable: bool,
    },
    /// The facts of [`Job::TttFacts`].
    TttFacts { facts: crate::ttt::census::Facts },
    /// The answer of [`Job::TttDeepen`], with the node counts of every depth.
    TttDeepen {
        result: crate::ttt::deepening::Deepened,
    },
    /// The move of [`Job::KillerDecide`] and the milliseconds its Algorithm 1 took (turns
    /// only: giving and placing need no deduction).
    KillerDecide {
        mv: crate::killer::Move,
        deduce_ms: Option<f64>,
    },
    /// The notebook of [`Job::KillerNotebook`].
    KillerNotebook { notebook: crate::killer::Notebook },
    /// The trace of [`Job::KillerTrace`].
    KillerTrace { trace: crate::killer::trace::Trace },
    /// The answer of [`Job::DdTable`].
    DdTable(analysis::TableResult),
    /// The answer of [`Job::DdCards`].
    DdCards(analysis::CardsResult),
    /// The answer of [`Job::DdBestLine`].
    DdBestLine(analysis::LineResult),
    /// The answer of [`Job::DealAsRequired`].
    DealAsRequired(analysis::Dealt),
    /// The answer of [`Job::BridgePlay`].
    BridgePlay(play::PlayResult),
    /// The answer of [`Job::BridgeClaim`].
    BridgeClaim(play::ClaimResult),
    /// The answer of [`Job::BridgePlayShare`].
    BridgePlayShare(play::ShareResult),
    /// The answer of [`Job::BridgeReview`].
    BridgeReview(play::ReviewResult),
    /// The answer of [`Job::BridgeJudge`].
    BridgeJudge(crate::bridge::play::rates::BoardReview),
    /// The answer of [`Job::BridgeOtherTable`].
    BridgeOtherTable(crate::bridge::play::TableResult),
}

/// A message from the worker about one job.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "reply", rename_all = "snake_case")]
pub enum Reply {
    /// The job is under way: `done` of `total` steps (`total` may be an estimate).
    Progress { id: u64, done: u64, total: u64 },
    /// The job finished.
    Done { id: u64, outcome: Outcome },
    /// The job could not be done; `error` says why.
    Failed { id: u64, error: String },
}

impl Reply {
    /// The id of the job this reply is about.
    pub fn id(&self) -> u64 {
        match self {
            Reply::Progress { id, .. } | Reply::Done { id, .. } | Reply::Failed { id, .. } => *id,
        }
    }
}

/// Why a job failed: bad parameters or bad input, said in words for the page to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobError(pub String);

impl std::fmt::Display for JobError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for JobError {}

/// Reports progress as `(done, total)`.
pub type ProgressFn<'a> = dyn FnMut(u64, u64) + 'a;

/// What a worker keeps from one job to the next, and runs every job with: the double-dummy
/// solver, whose table's memory is allocated once and whose entries carry from one decision
/// of a board to the next, and the built-in bidding systems, read from their files once
/// instead of by every share of every decision. The worker, the tests and `boyi job` each
/// make one and keep it; the jobs of each game live in their own module (`analysis`, `play`).
#[derive(Default)]
pub struct Runner {
    /// Made by the first job that solves: a worker that only serves other games never
    /// needs the table's memory.
    solver: Option<Solver>,
    systems: play::Systems,
}

impl Runner {
    pub fn new() -> Runner {
        Runner::default()
    }

    /// Runs one job to the end, reporting progress along the way.
    pub fn run(&mut self, job: &Job, progress: &mut ProgressFn<'_>) -> Result<Outcome, JobError> {
        match *job {
            Job::SelfTest { pigeons } => self_test(pigeons, progress),
            Job::TttFacts => Ok(Outcome::TttFacts {
                facts: crate::ttt::census::classic_facts(progress),
            }),
            Job::TttDeepen {
                rows,
                cols,
                k,
                ref cells,
                budget,
            } => ttt_deepen(rows, cols, k, cells, &budget, progress),
            Job::KillerDecide {
                level,
                ref view,
                pending,
                seed,
            } => killer_decide(level, view, pending, seed),
            Job::KillerNotebook { ref view } => crate::killer::notebook(view, progress)
                .map(|notebook| Outcome::KillerNotebook { notebook })
                .map_err(|e| JobError(format!("notebook: {e}"))),
            Job::KillerTrace { ref log, seat } => crate::killer::trace::trace(log, seat, progress)
                .map(|trace| Outcome::KillerTrace { trace })
                .map_err(|e| JobError(format!("trace: {e}"))),
            Job::DdTable {
                ref deal,
                vulnerability,
                dealer,
            } => self
                .dd_table(deal, vulnerability, dealer, progress)
                .map(Outcome::DdTable),
            Job::DdCards(ref spot) => self.dd_cards(spot, progress).map(Outcome::DdCards),
            Job::DdBestLine(ref spot) => self.dd_best_line(spot, progress).map(Outcome::DdBestLine),
            Job::DealAsRequired(ref request) => {
                analysis::deal(request).map(Outcome::DealAsRequired)
            }
            Job::BridgePlay(ref request) => {
                self.decide(request, &clock_ms).map(Outcome::BridgePlay)
            }
            Job::BridgeClaim(ref request) => self.claim(request).map(Outcome::BridgeClaim),
            Job::BridgePlayShare(ref share) => self
                .decide_share(share, &clock_ms)
                .map(Outcome::BridgePlayShare),
            Job::BridgeReview(ref spot) => self.review(spot, progress).map(Outcome::BridgeReview),
            Job::BridgeJudge(ref board) => self.judge(board, progress).map(Outcome::BridgeJudge),
            Job::BridgeOtherTable(ref request) => self
                .other_table(request, &clock_ms)
                .map(Outcome::BridgeOtherTable),
            #[cfg(feature = "crash-job")]
            Job::Crash => panic!("the crash job: a worker that dies on purpose"),
        }
    }

    /// Runs a request and turns its result into the final reply, as the worker sends it.
    pub fn answer(&mut self, request: &Request, progress: &mut ProgressFn<'_>) -> Reply {
        match self.run(&request.job, progress) {
            Ok(outcome) => Reply::Done {
                id: request.id,
                outcome,
            },
            Err(e) => Reply::Failed {
                id: request.id,
                error: e.to_string(),
            },
        }
    }

    /// Answers a request as the worker receives it, a JSON string: one that does not parse
    /// (malformed, an unknown job, a bad field) fails with the id read from its text, so the
    /// job that sent it hears why and the worker lives on. `progress` gets the job's id,
    /// then the steps done and the total.
    pub fn answer_text(&mut self, text: &str, progress: &mut dyn FnMut(u64, u64, u64)) -> Reply {
        match serde_json::from_str::<Request>(text) {
            Ok(request) => self.answer(&request, &mut |done, total| {
                progress(request.id, done, total)
            }),
            Err(e) => Reply::Failed {
                id: id_of(text),
                error: format!("the worker could not read the request: {e}"),
            },
        }
    }

    /// The worker's solver, made on first use.
    fn solver(&mut self) -> &mut Solver {
        self.solver.get_or_insert_with(Solver::new)
    }
}

/// The id of a request that did not parse (0 when none can be read).
fn id_of(text: &str) -> u64 {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| v.get("id")?.as_u64())
        .unwrap_or(0)
}

/// Milliseconds for time budgets and timings: `performance.now()` of the global scope (a
/// worker's or a page's, so the page's pool can run inside a worker too), whose fractions of a
/// millisecond keep a budget's cut-off from being rounded to whole milliseconds as
/// `Date.now()` would; `Instant` natively (wasm32-unknown-unknown has none).
pub fn clock_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        thread_local! {
            static PERFORMANCE: Option<web_sys::Performance> =
                js_sys::Reflect::get(&js_sys::global(), &"performance".into())
                    .ok()
                    .and_then(|p| p.dyn_into::<web_sys::Performance>().ok());
        }
        PERFORMANCE.with(|p| p.as_ref().map_or_else(js_sys::Date::now, |p| p.now()))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::OnceLock;
        use std::time::Instant;
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

fn ttt_deepen(
    rows: u8,
    cols: u8,
    k: u8,
    cells: &str,
    budget: &crate::ttt::deepening::Budget,
    progress: &mut ProgressFn<'_>,
) -> Result<Outcome, JobError> {
    use crate::ttt::{deepening, Board, Rules};
    let rules = Rules::new(rows, cols, k).map_err(|e| JobError(format!("m,n,k: {e}")))?;
    let board = Board::parse(rules, cells).map_err(|e| JobError(format!("m,n,k: {e}")))?;
    let result = deepening::deepen(&board, budget, Some(&clock_ms), progress)
        .map_err(|e| JobError(format!("m,n,k: {e}")))?;
    Ok(Outcome::TttDeepen { result })
}

fn killer_decide(
    level: crate::killer::player::Level,
    view: &crate::killer::View,
    pending: crate::killer::Pending,
    seed: u64,
) -> Result<Outcome, JobError> {
    use rand::SeedableRng;
    // Checked here too, not only inside the deduction: giving and placing never deduce.
    view.check()
        .map_err(|e| JobError(format!("decide: bad observations: {e}")))?;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let decision = crate::killer::player::decide(level, view, pending, &mut rng, &clock_ms)
        .map_err(|e| JobError(format!("decide: {e}")))?;
    Ok(Outcome::KillerDecide {
        mv: decision.mv,
        deduce_ms: decision.deduce_ms,
    })
}

/// The pigeonhole principle as CNF: every pigeon in some hole, no two pigeons share a hole.
fn self_test(pigeons: u32, progress: &mut ProgressFn<'_>) -> Result<Outcome, JobError> {
    if !(2..=9).contains(&pigeons) {
        return Err(JobError(format!(
            "self-test: pigeons must be 2 to 9, not {pigeons}"
        )));
    }
    let holes = pigeons - 1;
    let var = |p: u32, h: u32| (p * holes + h + 1) as i32;
    let mut clauses: Vec<Vec<i32>> = (0..pigeons)
        .map(|p| (0..holes).map(|h| var(p, h)).collect())
        .collect();
    for h in 0..holes {
        for p in 0..pigeons {
            for q in p + 1..pigeons {
                clauses.push(vec![-var(p, h), -var(q, h)]);
            }
        }
    }
    let variables = (pigeons * holes) as usize;
    progress(1, 2);
    let satisfiable = match splr::Certificate::try_from(clauses.clone()) {
        Ok(splr::Certificate::SAT(_)) => true,
        Ok(splr::Certificate::UNSAT) => false,
        Err(e) => return Err(JobError(format!("self-test: the SAT solver failed: {e:?}"))),
    };
    progress(2, 2);
    Ok(Outcome::SelfTest {
        pigeons,
        variables,
        clauses: clauses.len(),
        satisfiable,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pigeonhole_is_unsatisfiable_and_progress_is_reported() {
        let mut steps = Vec::new();
        let reply = Runner::new().answer(
            &Request {
                id: 7,
                job: Job::SelfTest { pigeons: 5 },
            },
            &mut |d, t| steps.push((d, t)),
        );
        assert_eq!(
            reply,
            Reply::Done {
                id: 7,
                outcome: Outcome::SelfTest {
                    pigeons: 5,
                    variables: 20,
                    // 5 "some hole" clauses + 4 holes × C(5,2) exclusions.
                    clauses: 45,
                    satisfiable: false,
                }
            }
        );
        assert_eq!(steps, vec![(1, 2), (2, 2)]);
    }

    #[test]
    fn bad_parameters_fail_with_a_reason() {
        let reply = Runner::new().answer(
            &Request {
                id: 1,
                job: Job::SelfTest { pigeons: 40 },
            },
            &mut |_, _| {},
        );
        match reply {
            Reply::Failed { id, error } => {
                assert_eq!(id, 1);
                assert!(error.contains("pigeons must be 2 to 9"), "{error}");
            }
            other => panic!("expected a failure, got {other:?}"),
        }
    }

    #[test]
    fn messages_round_trip_through_json() {
        let request = Request {
            id: 3,
            job: Job::SelfTest { pigeons: 4 },
        };
        let text = serde_json::to_string(&request).unwrap();
        assert_eq!(text, r#"{"id":3,"job":{"kind":"self_test","pigeons":4}}"#);
        assert_eq!(serde_json::from_str::<Request>(&text).unwrap(), request);
        let reply = Reply::Progress {
            id: 3,
            done: 1,
            total: 2,
        };
        let text = serde_json::to_string(&reply).unwrap();
        assert_eq!(serde_json::from_str::<Reply>(&text).unwrap(), reply);
        assert_eq!(reply.id(), 3);
    }

    #[test]
    fn ttt_facts_are_the_published_counts() {
        let mut last = (0, 0);
        let reply = Runner::new().answer(
            &Request {
                id: 2,
                job: Job::TttFacts,
            },
            &mut |d, t| last = (d, t),
        );
        let Reply::Done {
            outcome: Outcome::TttFacts { facts },
            ..
        } = reply
        else {
            panic!("expected facts, got {reply:?}");
        };
        assert_eq!(facts.tree.nodes, 549_946);
        assert_eq!(facts.tree.games, 255_168);
        assert_eq!(facts.tree.positions, 5_478);
        assert_eq!(facts.alphabeta_nodes_natural, 18_297);
        assert_eq!(facts.empty_board_value, 0);
        assert_eq!(last.0, last.1, "progress reaches its total");
        let text = serde_json::to_string(&Job::TttFacts).unwrap();
        assert_eq!(text, r#"{"kind":"ttt_facts"}"#);
    }

    #[test]
    fn ttt_deepen_reports_every_depth_and_respects_its_budget() {
        let job = Job::TttDeepen {
            rows: 4,
            cols: 4,
            k: 3,
            cells: ".".repeat(16),
            budget: crate::ttt::deepening::Budget {
                max_depth: 4,
                max_nodes: None,
                max_millis: Some(10_000.0),
            },
        };
        let json = serde_json::to_string(&job).unwrap();
        assert_eq!(serde_json::from_str::<Job>(&json).unwrap(), job);
        let Ok(Outcome::TttDeepen { result }) = Runner::new().run(&job, &mut |_, _| {}) else {
            panic!("the deepening failed");
        };
        let depths: Vec<u32> = result.per_depth.iter().map(|d| d.depth).collect();
        assert_eq!(depths, vec![1, 2, 3, 4]);
        assert!(result.per_depth.iter().all(|d| d.completed && d.nodes > 0));
        assert_eq!(result.per_depth[0].nodes, 17, "the root and its 16 moves");
        assert!(result.best_move < 16);
    }

    #[test]
    fn ttt_deepen_rejects_bad_rules_and_boards() {
        let budget = crate::ttt::deepening::Budget {
            max_depth: 2,
            max_nodes: None,
            max_millis: None,
        };
        let bad = |rows, k, cells: &str| {
            Runner::new()
                .run(
                    &Job::TttDeepen {
                        rows,
                        cols: 4,
                        k,
                        cells: cells.into(),
                        budget,
                    },
                    &mut |_, _| {},
                )
                .unwrap_err()
                .0
        };
        assert!(bad(4, 9, &".".repeat(16)).starts_with("m,n,k:"));
        assert!(bad(4, 3, "xx").starts_with("m,n,k:"));
    }

    /// A three-player game played to its end through the killer jobs alone, as the page does:
    /// every decision comes from `KillerDecide` on the mover's own view (sent through JSON,
    /// as to the worker); then the notebook and the traces of the finished game.
    #[test]
    fn a_killer_game_runs_through_the_jobs() {
        use crate::killer::player::Level;
        use crate::killer::{Config, Game, Pending};
        use rand::SeedableRng;
        let config = Config::standard(3).unwrap();
        let mut game = Game::deal(&config, &mut rand_chacha::ChaCha8Rng::seed_from_u64(4));
        let levels = [Level::Novice, Level::Expert, Level::Novice];
        let mut runner = Runner::new();
        let mut decisions = 0;
        while let Some(player) = game.to_move() {
            let job = Job::KillerDecide {
                level: levels[player],
                view: game.view(player),
                pending: game.pending(),
                seed: decisions,
            };
            let job: Job = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
            let Ok(Outcome::KillerDecide { mv, deduce_ms }) = runner.run(&job, &mut |_, _| {})
            else {
                panic!("no decision");
            };
            assert_eq!(
                deduce_ms.is_some(),
                matches!(game.pending(), Pending::Turn { .. }),
                "only turn decisions deduce"
            );
            game.play(player, mv).unwrap();
            decisions += 1;
            assert!(decisions < 2000, "the game does not end");
        }
        let Pending::Over { winner } = game.pending() else {
            unreachable!()
        };
        let Ok(Outcome::KillerNotebook { notebook }) =
            runner.run(&Job::KillerNotebook { view: game.view(0) }, &mut |_, _| {})
        else {
            panic!("no notebook");
        };
        assert!(notebook.killers.contains(&game.killer()));
        for seat in 0..3 {
            let mut last = (0, 0);
            let Ok(Outcome::KillerTrace { trace }) = runner.run(
                &Job::KillerTrace {
                    log: game.log().to_vec(),
                    seat,
                },
                &mut |d, t| last = (d, t),
            ) else {
                panic!("no trace");
            };
            assert_eq!(last.0, last.1, "progress reaches its total");
            if winner == Some(seat) {
                assert!(trace.knew.is_some());
            }
        }
    }

    /// A decision for a player whose turn it is not, or on a malformed view, is a failure
    /// with a reason, never a panic.
    #[test]
    fn killer_jobs_refuse_bad_input() {
        use crate::killer::player::Level;
        use crate::killer::{Config, Game, Pending};
        use rand::SeedableRng;
        let config = Config::standard(3).unwrap();
        let game = Game::deal(&config, &mut rand_chacha::ChaCha8Rng::seed_from_u64(1));
        let decide = |view, pending| {
            Runner::new()
                .run(
                    &Job::KillerDecide {
                        level: Level::Expert,
                        view,
                        pending,
                        seed: 0,
                    },
                    &mut |_, _| {},
                )
                .unwrap_err()
                .0
        };
        let error = decide(game.view(1), Pending::Turn { player: 0 });
        assert!(error.contains("not this player's decision"), "{error}");
        let mut bad = game.view(1);
        bad.me = 7;
        let error = decide(bad, Pending::Turn { player: 7 });
        assert!(error.contains("bad observations"), "{error}");
        let error = Runner::new()
            .run(
                &Job::KillerTrace {
                    log: Vec::new(),
                    seat: 0,
                },
                &mut |_, _| {},
            )
            .unwrap_err()
            .0;
        assert!(error.starts_with("trace: bad game log"), "{error}");
    }
}
