//! Boyi (博弈): game-playing engines and the browser app built on them.
//!
//! The engines (`ttt`, `bridge`, `killer`) are plain Rust with no web dependency, so they
//! build and test natively and for wasm32 alike. `jobs` is the typed protocol between the page
//! and its Web Worker, also plain Rust so every job runs natively in tests and in the `boyi`
//! command line. `shell` holds the app's routing and texts; `ui` (wasm32 only) is the thin Yew
//! layer over all of it.

pub mod bridge;
pub mod jobs;
pub mod killer;
pub mod percent;
pub mod shell;
pub mod ttt;

#[cfg(target_arch = "wasm32")]
pub mod ui;
