//! Real app workers for the browser tests and benchmarks: a Web Worker that loads the test's
//! own wasm module and runs the app worker's host loop, so the page's worker client and pool
//! can be tested against the real jobs without Trunk's build of the app.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::prelude::*;

/// What the app's worker binary runs, exported so that a worker made from this test module
/// can run it too.
#[wasm_bindgen]
pub fn boyi_test_serve_jobs() {
    boyi::ui::worker::host::serve();
}

/// The URL of a worker script (a blob) that imports this test's module from the test
/// runner's server, instantiates it and serves jobs as the app's worker does.
pub fn real_worker_url() -> String {
    let location = js_sys::Reflect::get(&js_sys::global(), &"location".into()).unwrap();
    let origin = js_sys::Reflect::get(&location, &"origin".into())
        .unwrap()
        .as_string()
        .unwrap();
    // A classic worker (as the client starts them) may still import a module dynamically.
    let script = format!(
        r#"import("{origin}/wasm-bindgen-test.js").then(async (m) => {{
  await m.default({{ module_or_path: "{origin}/wasm-bindgen-test_bg.wasm" }});
  m.boyi_test_serve_jobs();
}});"#
    );
    blob_url(&script)
}

/// A blob URL holding a worker script.
pub fn blob_url(script: &str) -> String {
    let parts = js_sys::Array::of1(&script.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).unwrap();
    web_sys::Url::create_object_url_with_blob(&blob).unwrap()
}

/// Waits `ms` milliseconds, on the page or in a worker.
#[allow(dead_code)]
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let set_timeout: js_sys::Function =
            js_sys::Reflect::get(&js_sys::global(), &"setTimeout".into())
                .unwrap()
                .into();
        set_timeout
            .call2(&JsValue::NULL, &resolve, &JsValue::from(ms))
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}
