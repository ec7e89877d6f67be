//! The Web Worker: Trunk builds this binary for wasm32 as a worker script (`worker.js`).

#[cfg(target_arch = "wasm32")]
fn main() {
    boyi::ui::worker::host::serve();
}

/// Natively the same jobs run through `boyi job`; say so instead of doing nothing silently.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    eprintln!("worker: runs inside the browser; natively, `boyi job` runs the same jobs");
    std::process::ExitCode::FAILURE
}
