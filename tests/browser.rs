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
