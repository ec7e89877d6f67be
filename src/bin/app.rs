//! The single-page app: Trunk builds this binary for wasm32 and loads it from `index.html`.

#[cfg(target_arch = "wasm32")]
fn main() {
    boyi::ui::start();
}

/// Natively there is no page to show; say how to get one instead of doing nothing silently.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    eprintln!("app: the Boyi app runs in a browser; `make run` builds and serves it");
    std::process::ExitCode::FAILURE
}
