//! Tests that run in headless Chromium (`make test-wasm`): the engines compiled to wasm32, and
//! the page's worker client against real Web Workers.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

mod common;

use boyi::jobs::{self, Job, Outcome, Reply};
use boyi::ui::worker::client::WorkerClient;
use boyi::ui::worker::pool::WorkerPool;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The SAT solver runs in wasm (splr needs its `platform_wasm` feature for the clock).
#[wasm_bindgen_test]
fn the_self_test_job_runs_in_wasm() {
    let mut steps = 0;
    let outcome = jobs::Runner::new()
        .run(&Job::SelfTest { pigeons: 6 }, &mut |_, _| steps += 1)
        .unwrap();
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

/// 1NT by South after West's spade ace, North and East following: South to play, by
/// Monte-Carlo (a real choice between the five and the king), `samples` layouts.
fn play_request(samples: u32, seed: u64) -> jobs::play::PlayRequest {
    use boyi::bridge::play::{McSettings, Method};
    use boyi::bridge::{Seat, Vulnerability};
    jobs::play::PlayRequest {
        spot: jobs::play::PlaySpot {
            deal: "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".into(),
            dealer: Seat::North,
            vulnerability: Vulnerability::None,
            auction: "1C P 1N P P P".into(),
            played: ["SA", "S6", "S3"]
                .iter()
                .map(|c| c.parse().unwrap())
                .collect(),
        },
        method: Method::Mc,
        mc: McSettings {
            samples,
            budget_ms: 1e9,
            race: true,
            ..McSettings::default()
        },
        system: "sayc".into(),
        seed,
    }
}

/// Waits until `done` holds, failing after `seconds`.
async fn wait_long(what: &str, seconds: u32, done: impl Fn() -> bool) {
    for _ in 0..seconds * 50 {
        if done() {
            return;
        }
        sleep(20).await;
    }
    panic!("timed out waiting for {what}");
}

fn final_replies(log: &Log) -> Vec<Reply> {
    log.borrow()
        .iter()
        .filter(|r| !matches!(r, Reply::Progress { .. }))
        .cloned()
        .collect()
}

/// A decision spread over two real workers (this test's module running the app worker's
/// host loop): each worker solves its share, and the pool's merge is the decision the two
/// shares make when merged here.
#[wasm_bindgen_test]
async fn a_decision_spread_over_two_workers_is_legal_and_both_work() {
    let url = common::real_worker_url();
    let pool = WorkerPool::new(WorkerClient::new(&url), &url, 2);
    assert_eq!(pool.size(), 2);
    let request = play_request(60, 3);
    let log = Log::default();
    {
        let log = log.clone();
        pool.submit(Job::BridgePlay(request.clone()), move |r| {
            log.borrow_mut().push(r)
        });
    }
    assert_eq!(pool.sent(), vec![1, 1], "one share to each worker");
    wait_long("the decision", 120, || !final_replies(&log).is_empty()).await;
    let Reply::Done {
        outcome: Outcome::BridgePlay(result),
        ..
    } = final_replies(&log).remove(0)
    else {
        panic!("the decision failed: {:?}", log.borrow());
    };
    let boyi::bridge::play::Action::Play { card, mc: Some(mc) } = &result.action else {
        panic!("no Monte-Carlo card: {result:?}");
    };
    let board = request.spot.board().unwrap();
    assert!(board.legal_cards().contains(*card), "{card} is not legal");
    assert_eq!(mc.shares, vec![30, 30], "both workers solved their layouts");
    assert_eq!(mc.samples, 60);
    assert_eq!(pool.sent(), vec![3, 3], "three rounds of one share each");
    // One share back of two, then the merged answer.
    assert!(log.borrow().iter().any(|r| matches!(
        r,
        Reply::Progress {
            done: 1,
            total: 2,
            ..
        }
    )));
    // The same rounds of two shares, solved and merged here, give the same decision.
    let mut runner = jobs::Runner::new();
    let mut solve = |round: &[jobs::play::ShareRequest]| -> Vec<jobs::play::ShareResult> {
        round
            .iter()
            .map(|s| runner.decide_share(s, &|| 0.0).unwrap())
            .collect()
    };
    let mut here = solve(&jobs::play::plan(&request, 2));
    let mut rounds = 1;
    let expect = loop {
        match jobs::play::after_round(&request, &here, 0.0) {
            Ok(jobs::play::Next::Resume(round)) => {
                here.extend(solve(&round));
                rounds += 1;
            }
            Ok(jobs::play::Next::Done(expect)) => break expect,
            Err(e) => panic!("no local merge: {e:?}"),
        }
    };
    assert_eq!(
        rounds, 3,
        "the opening, then 48 layouts in rounds of 32 and 16"
    );
    let boyi::bridge::play::Action::Play {
        mc: Some(local), ..
    } = &expect.action
    else {
        panic!("no local card");
    };
    assert_eq!(local.cards, mc.cards);
    assert!(!pool.busy());
    assert_eq!(pool.busy_workers(), vec![false, false]);
}

/// Stand-in workers for the pool: ready at once; a share of seed 13 crashes worker 1; every
/// other share is never answered (a long decision).
const FAKE_SHARE_WORKER: &str = r#"
postMessage("ready");
self.onmessage = (e) => {
  const r = JSON.parse(e.data);
  if (r.job.kind === "bridge_play_share" && r.job.request.seed === 13 && r.job.share === 1) {
    throw new Error("boom");
  }
};
"#;

#[wasm_bindgen_test]
async fn cancelling_a_spread_decision_stops_every_share() {
    let url = common::blob_url(FAKE_SHARE_WORKER);
    let pool = WorkerPool::new(WorkerClient::new(&url), &url, 2);
    let log = Log::default();
    let id = {
        let log = log.clone();
        pool.submit(Job::BridgePlay(play_request(100, 7)), move |r| {
            log.borrow_mut().push(r)
        })
    };
    wait_for("both shares to be under way", || {
        pool.busy_workers() == vec![true, true]
    })
    .await;
    pool.cancel(id);
    assert!(!pool.busy());
    assert_eq!(pool.busy_workers(), vec![false, false]);
    sleep(100).await;
    assert!(log.borrow().is_empty(), "a cancelled decision says nothing");
}

#[wasm_bindgen_test]
async fn a_crashed_worker_fails_the_whole_decision() {
    let url = common::blob_url(FAKE_SHARE_WORKER);
    let pool = WorkerPool::new(WorkerClient::new(&url), &url, 2);
    let crashes = Rc::new(RefCell::new(0));
    {
        let crashes = crashes.clone();
        pool.set_on_crash(move |_| *crashes.borrow_mut() += 1);
    }
    let log = Log::default();
    let id = {
        let log = log.clone();
        pool.submit(Job::BridgePlay(play_request(100, 13)), move |r| {
            log.borrow_mut().push(r)
        })
    };
    wait_for("the failure", || !final_replies(&log).is_empty()).await;
    let replies = final_replies(&log);
    let [Reply::Failed { id: failed, error }] = &replies[..] else {
        panic!("expected one failure, got {replies:?}");
    };
    assert_eq!(*failed, id);
    assert!(error.contains("stopped unexpectedly"), "{error}");
    assert!(error.contains("boom"), "{error}");
    assert_eq!(
        *crashes.borrow(),
        1,
        "the pool's own worker reports its crash"
    );
    // Share 0, which would never have answered, is stopped too.
    assert!(!pool.busy());
    assert_eq!(pool.busy_workers(), vec![false, false]);
}

/// Other jobs go to worker 0 as they are; a pool of one sends a decision whole.
#[wasm_bindgen_test]
async fn a_pool_of_one_sends_jobs_whole() {
    let url = fake_worker_url();
    let pool = WorkerPool::new(WorkerClient::new(&url), &url, 1);
    let log = Log::default();
    {
        let log = log.clone();
        pool.submit(Job::SelfTest { pigeons: 4 }, move |r| {
            log.borrow_mut().push(r)
        });
    }
    wait_for("the result", || finished(&log).len() == 1).await;
    assert_eq!(finished(&log)[0].1, Ok(4));
    let id = pool.submit(Job::BridgePlay(play_request(100, 1)), |_| {});
    assert_eq!(pool.sent(), vec![2], "one job, not shares");
    pool.cancel(id);
    assert!(!pool.busy());
}
