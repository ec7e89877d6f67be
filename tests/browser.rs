//! Tests that run in headless Chromium (`make test-wasm`): the engines compiled to wasm32, and
//! the page's worker client against real Web Workers.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use boyi::jobs::{self, Job, Outcome, Reply};
use boyi::ui::worker::client::WorkerClient;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The SAT solver runs in wasm (splr needs its `platform_wasm` feature for the clock).
#[wasm_bindgen_test]
fn the_self_test_job_runs_in_wasm() {
    let mut steps = 0;
    let outcome = jobs::run(&Job::SelfTest { pigeons: 6 }, &mut |_, _| steps += 1).unwrap();
    assert_eq!(
        outcome,
        Outcome::SelfTest {
            pigeons: 6,
            variables: 30,
            clauses: 6 + 5 * 15,
            satisfiable: false
        }
    );
    assert_eq!(steps, 2);
}

/// A stand-in worker script: says it is ready like the real one, answers `pigeons: p` with `variables: p`, throws for 3 (a crash),
/// and never answers 5 (a long job).
const FAKE_WORKER: &str = r#"
postMessage("ready");
self.onmessage = (e) => {
  const r = JSON.parse(e.data);
  const p = r.job.pigeons;
  if (p === 3) throw new Error("boom");
  if (p === 5) return;
  postMessage(JSON.stringify({ reply: "progress", id: r.id, done: 1, total: 2 }));
  postMessage(JSON.stringify({ reply: "done", id: r.id,
    outcome: { kind: "self_test", pigeons: p, variables: p, clauses: 0, satisfiable: false } }));
};
"#;

fn fake_worker_url() -> String {
    let parts = js_sys::Array::of1(&FAKE_WORKER.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).unwrap();
    web_sys::Url::create_object_url_with_blob(&blob).unwrap()
}

type Log = Rc<RefCell<Vec<Reply>>>;

fn submit(client: &WorkerClient, pigeons: u32, log: &Log) -> u64 {
    let log = log.clone();
    client.submit(Job::SelfTest { pigeons }, move |r| log.borrow_mut().push(r))
}

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let global: web_sys::Window = js_sys::global().unchecked_into();
        global
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

/// Waits until `done` holds, failing after five seconds.
async fn wait_for(what: &str, done: impl Fn() -> bool) {
    for _ in 0..250 {
        if done() {
            return;
        }
        sleep(20).await;
    }
    panic!("timed out waiting for {what}");
}

fn finished(log: &Log) -> Vec<(u64, Result<usize, String>)> {
    log.borrow()
        .iter()
        .filter_map(|r| match r {
            Reply::Done {
                id,
                outcome: Outcome::SelfTest { variables, .. },
            } => Some((*id, Ok(*variables))),
            Reply::Done { id, outcome } => Some((*id, Err(format!("unexpected {outcome:?}")))),
            Reply::Failed { id, error } => Some((*id, Err(error.clone()))),
            Reply::Progress { .. } => None,
        })
        .collect()
}

#[wasm_bindgen_test]
async fn jobs_run_in_order_with_progress() {
    let client = WorkerClient::new(&fake_worker_url());
    let log = Log::default();
    let a = submit(&client, 2, &log);
    let b = submit(&client, 4, &log);
    wait_for("two results", || finished(&log).len() == 2).await;
    assert_eq!(finished(&log), vec![(a, Ok(2)), (b, Ok(4))]);
    assert!(log
        .borrow()
        .iter()
        .any(|r| matches!(r, Reply::Progress { id, .. } if *id == a)));
    assert!(!client.busy());
}

#[wasm_bindgen_test]
async fn a_crashed_worker_fails_its_job_and_is_replaced() {
    let client = WorkerClient::new(&fake_worker_url());
    let crashes = Rc::new(RefCell::new(Vec::<String>::new()));
    {
        let crashes = crashes.clone();
        client.set_on_crash(move |m| crashes.borrow_mut().push(m));
    }
    let log = Log::default();
    let bad = submit(&client, 3, &log);
    let good = submit(&client, 6, &log);
    wait_for("both jobs to end", || finished(&log).len() == 2).await;
    let results = finished(&log);
    assert_eq!(results[0].0, bad);
    let error = results[0].1.clone().unwrap_err();
    assert!(error.contains("stopped unexpectedly"), "{error}");
    assert!(error.contains("boom"), "{error}");
    assert_eq!(results[1], (good, Ok(6)));
    assert_eq!(crashes.borrow().len(), 1);
}

#[wasm_bindgen_test]
async fn cancelling_a_running_job_restarts_the_worker() {
    let client = WorkerClient::new(&fake_worker_url());
    let log = Log::default();
    let stuck = submit(&client, 5, &log);
    let queued = submit(&client, 7, &log);
    let next = submit(&client, 8, &log);
    client.cancel(queued);
    sleep(50).await;
    assert!(client.busy());
    client.cancel(stuck);
    wait_for("the job after the cancelled ones", || {
        !finished(&log).is_empty()
    })
    .await;
    assert_eq!(finished(&log), vec![(next, Ok(8))]);
}

#[wasm_bindgen_test]
async fn a_worker_that_cannot_load_fails_jobs_instead_of_hanging() {
    let client = WorkerClient::new("no-such-worker-script.js");
    let log = Log::default();
    let id = submit(&client, 2, &log);
    wait_for("the failure", || !finished(&log).is_empty()).await;
    let results = finished(&log);
    assert_eq!(results[0].0, id);
    assert!(results[0].1.is_err());
}

/// The tic-tac-toe engine compiled to wasm computes the published facts of the game.
#[wasm_bindgen_test]
fn tic_tac_toe_facts_hold_in_wasm() {
    use boyi::ttt::census::classic_facts;
    let facts = classic_facts(&mut |_, _| {});
    let t = &facts.tree;
    assert_eq!(
        (t.nodes, t.games, t.x_wins, t.o_wins, t.draws),
        (549_946, 255_168, 131_184, 77_904, 46_080)
    );
    assert_eq!((t.positions, t.terminal_positions), (5_478, 958));
    assert_eq!(facts.alphabeta_nodes_natural, 18_297);
    assert_eq!(facts.empty_board_value, 0);
}

/// In wasm, alpha-beta (every ordering) picks exactly the moves minimax picks, on every
/// position two moves into the game.
#[wasm_bindgen_test]
fn alpha_beta_agrees_with_minimax_in_wasm() {
    use boyi::ttt::players::Player;
    use boyi::ttt::search::Ordering;
    use boyi::ttt::Board;
    let start = Board::classic();
    for first in start.legal_moves() {
        let one = start.play(first).unwrap();
        for second in one.legal_moves() {
            let board = one.play(second).unwrap();
            let best = Player::Minimax.candidates(&board).unwrap().candidates;
            for ordering in [Ordering::Natural, Ordering::Static, Ordering::BestFirst] {
                let ab = Player::AlphaBeta { ordering }.candidates(&board).unwrap();
                assert_eq!(ab.candidates, best, "{first} {second} {ordering:?}");
            }
        }
    }
}

/// Random legal moves (no guess) in a three-player killer game: late states with most cards on
/// the table, where the oracle can enumerate every world.
fn killer_random_game(seed: u64, moves: usize) -> boyi::killer::Game {
    use boyi::killer::{Card, Config, Game, Move, Pending};
    use rand::seq::IndexedRandom;
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::deal(&Config::standard(3).unwrap(), &mut rng);
    for _ in 0..moves {
        let (player, mv) = match game.pending() {
            Pending::Turn { player } => {
                let face_down: Vec<usize> = (0..game.table().len())
                    .filter(|&s| !game.table()[s].face_up)
                    .collect();
                match face_down.choose(&mut rng) {
                    Some(&slot) if game.hand(player).is_empty() => (player, Move::Look { slot }),
                    _ => (
                        player,
                        Move::Ask {
                            kind: rng.random_range(1..=4),
                        },
                    ),
                }
            }
            Pending::Give { giver, kind, .. } => {
                let cards: Vec<Card> = game
                    .hand(giver)
                    .iter()
                    .copied()
                    .filter(|c| c.kind == kind)
                    .collect();
                (
                    giver,
                    Move::Give {
                        card: *cards.choose(&mut rng).unwrap(),
                    },
                )
            }
            Pending::Place { player } => {
                let placement = *game.placements(player).choose(&mut rng).unwrap();
                (player, Move::Place { placement })
            }
            Pending::Over { .. } => break,
        };
        game.play(player, mv).unwrap();
    }
    game
}

/// The killer deduction compiled to wasm, on real game states (late in three-player games,
/// through the worker's own job): the notebook's candidates and every card's places
/// equal the brute-force oracle's, and Algorithm 1 is certain exactly when one candidate is left.
///
/// The states are checked one task at a time: a single long task keeps the page from answering
/// the test runner, whose driver gives up after 30 s (seen once in a clean-clone run).
#[wasm_bindgen_test]
async fn killer_deduction_in_wasm_equals_the_oracle() {
    use boyi::killer::certain_killer;
    use boyi::killer::oracle::worlds;
    let mut checked = 0;
    for seed in 0..3 {
        for (moves, seat) in [(90, 0), (120, 1), (150, 2)] {
            let view = killer_random_game(seed, moves).view(seat);
            let Ok(truth) = worlds(&view, 3_000_000) else {
                continue; // too many worlds for the oracle
            };
            let Outcome::KillerNotebook { notebook } =
                jobs::run(&Job::KillerNotebook { view: view.clone() }, &mut |_, _| {}).unwrap()
            else {
                panic!("not a notebook");
            };
            assert_eq!(notebook.killers, truth.killers, "game {seed} seat {seat}");
            let places: Vec<_> = notebook.cards.iter().map(|c| c.places.clone()).collect();
            assert_eq!(places, truth.places, "game {seed} seat {seat}");
            let certain = certain_killer(&view).unwrap();
            assert_eq!(certain.is_some(), truth.killers.len() == 1);
            checked += 1;
            sleep(0).await;
        }
    }
    assert!(
        checked >= 5,
        "only {checked} of 9 states were small enough for the oracle"
    );
}

/// Endings of the peer suite (Macro Xue's `old_deals/squeeze.*`) and their tables as two other
/// solvers computed them (`normalized/dd_tables.tsv`, declarer's tricks S H D C NT × N E S W).
const ENDINGS: [(&str, [u8; 20]); 3] = [
    (
        "N:AT4... KQ.J.. 5.T.K. 32.2..",
        [2, 1, 2, 1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 0, 1, 2, 1, 0, 1, 2],
    ),
    (
        "N:Q5.A..2 K3.K3.. A.Q5..A 42.42..",
        [2, 1, 2, 1, 2, 1, 2, 1, 3, 0, 3, 0, 4, 0, 4, 0, 3, 0, 3, 0],
    ),
    (
        "N:.AJ.K86.7 .KT.JT2.K 53.4.A7.J .Q76.Q95.",
        [5, 0, 5, 1, 3, 2, 3, 2, 4, 2, 4, 2, 5, 1, 5, 1, 5, 0, 5, 1],
    ),
];

/// The double-dummy jobs in wasm give the peer suite's tables, and every card's value agrees
/// with them: the best opening lead is worth the tricks the declarer's table entry leaves.
#[wasm_bindgen_test]
fn double_dummy_jobs_in_wasm_match_the_peer_suite() {
    use boyi::bridge::{Seat, Strain, Vulnerability};
    use boyi::jobs::analysis::DdSpot;
    for (deal, expected) in ENDINGS {
        let table = Job::DdTable {
            deal: deal.into(),
            vulnerability: Vulnerability::None,
            dealer: Seat::North,
        };
        let Ok(Outcome::DdTable(result)) = jobs::run(&table, &mut |_, _| {}) else {
            panic!("the table of {deal} failed");
        };
        assert_eq!(result.table.row(), expected, "{deal}");
        let tricks = boyi::bridge::Deal::from_pbn(deal)
            .unwrap()
            .hand(Seat::North)
            .len() as u8;
        for strain in Strain::ALL {
            for leader in Seat::ALL {
                let spot = DdSpot {
                    deal: deal.into(),
                    trump: strain,
                    leader,
                    played: Vec::new(),
                };
                let Ok(Outcome::DdCards(cards)) = jobs::run(&Job::DdCards(spot), &mut |_, _| {})
                else {
                    panic!("card values of {deal} failed");
                };
                let declarer = leader.after(3);
                let defence = tricks - expected[strain.index() * 4 + declarer.index()];
                assert_eq!(cards.cards[0].tricks, defence, "{deal} {strain} {leader}");
            }
        }
    }
}

/// The deepest searches wasm must survive on its 1 MiB stack (an overflow traps and fails the
/// test): zero-window probes on full 13-card deals of the suite at the edge of the result,
/// where neither side's sure tricks settle the question early; and a whole deal played to the
/// 52nd card, each search on the way starting deeper than any ending.
///
/// Each strain is a task of its own, so the page keeps answering the test runner (its driver
/// gives up after 30 s without an answer).
#[wasm_bindgen_test]
async fn full_deals_are_solved_within_the_wasm_stack() {
    use boyi::bridge::dd::{DdTable, Position, Solver};
    use boyi::bridge::{Deal, Seat, Strain};
    // dds list1 #1 and macroxue comparison #1 with the suite's tables.
    let suite: [(&str, [u8; 20]); 2] = [
        (
            "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
            [5, 8, 5, 8, 6, 6, 6, 6, 5, 7, 5, 7, 7, 5, 7, 5, 6, 6, 6, 6],
        ),
        (
            "N:J2.KJ85.843.Q983 T85.9432.75.AKT6 Q3.AQT76.AQT2.J5 AK9764..KJ96.742",
            [2, 11, 2, 11, 7, 6, 7, 6, 6, 7, 6, 7, 4, 8, 5, 8, 5, 7, 5, 7],
        ),
    ];
    let mut solver = Solver::new();
    for (pbn, row) in suite {
        let deal = Deal::from_pbn(pbn).unwrap();
        let table = DdTable::from_row(&row);
        for strain in Strain::ALL {
            // South declares, West leads: North-South take exactly South's entry.
            let pos = Position::new(deal, strain, Seat::West);
            let ns = table.get(strain, Seat::South);
            assert!(solver.ns_makes(&pos, ns).unwrap(), "{pbn} {strain} {ns}");
            assert!(
                !solver.ns_makes(&pos, ns + 1).unwrap(),
                "{pbn} {strain} {}",
                ns + 1
            );
            sleep(0).await;
        }
    }

    // Every player holds one suit. Spades trump, East on lead: North ruffs the heart lead
    // and draws the rest; in no-trump whoever leads runs their suit.
    let deal =
        Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
            .unwrap();
    let pos = Position::new(deal, Strain::Spades, Seat::East);
    assert_eq!(solver.best_line(&pos).unwrap().len(), 52);
    assert_eq!(solver.tricks(&pos).unwrap(), 0, "East-West take nothing");
    let nt = Position::new(deal, Strain::NoTrump, Seat::West);
    assert_eq!(solver.tricks(&nt).unwrap(), 13);
    assert_eq!(solver.best_line(&nt).unwrap().len(), 52);
}
