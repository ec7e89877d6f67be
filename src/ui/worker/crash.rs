//! `boyiCrashWorker()` on the page, in builds with the `crash-job` feature only: it sends the
//! page's worker a job that panics, so that a test can kill the worker at the moment it
//! chooses and check that the page starts a new one, says so, and keeps the user's game.

use wasm_bindgen::prelude::*;

use super::client::WorkerClient;
use crate::jobs::Job;

/// The name of the function on `window`.
const NAME: &str = "boyiCrashWorker";

/// Puts `boyiCrashWorker()` on `window`, sending the crash job to `worker`.
pub fn expose(worker: &WorkerClient) {
    let worker = worker.clone();
    let crash = Closure::<dyn Fn()>::new(move || {
        // The job never answers: its worker dies, and the client reports the crash.
        worker.submit(Job::Crash, |_| {});
    });
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &JsValue::from_str(NAME), crash.as_ref());
    }
    // The function lives as long as the page.
    crash.forget();
}
