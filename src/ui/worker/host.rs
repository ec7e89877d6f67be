//! The worker's side: reads requests, runs jobs one at a time, posts replies.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::jobs::{self, Reply, Runner};

/// Progress messages closer together than this are dropped: a search may report thousands of
/// steps a second, and the page only needs enough to move a progress bar smoothly.
const PROGRESS_INTERVAL_MS: f64 = 50.0;

/// Installs the message handler and tells the page it is ready; the worker then lives until
/// the page terminates it, running every job on one [`Runner`].
pub fn serve() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("boyi worker: {info}").into());
    }));
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let poster = scope.clone();
    let mut runner = Runner::new();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let clock = poster.performance();
        let now = || clock.as_ref().map_or(0.0, |p| p.now());
        let mut last = f64::NEG_INFINITY;
        let reply = runner.answer_text(&text, &mut |id, done, total| {
            let t = now();
            if done >= total || t - last >= PROGRESS_INTERVAL_MS {
                last = t;
                post(&poster, &Reply::Progress { id, done, total });
            }
        });
        post(&poster, &reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler must live as long as the worker itself.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(jobs::READY));
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    let text = serde_json::to_string(reply).unwrap_or_else(|e| {
        format!(
            r#"{{"reply":"failed","id":{},"error":"unserialisable reply: {e}"}}"#,
            reply.id()
        )
    });
    // Posting a string cannot fail; if the page is gone there is nobody left to tell.
    let _ = scope.post_message(&JsValue::from_str(&text));
}
