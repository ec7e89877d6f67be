//! Where the native tests find their data: small fixtures in `tests/data/` that travel with
//! the repository, and the double-dummy peer suite (`dd/` of the reference data), which does
//! not. The suite is at `BOYI_REFDATA` when that is set, else in `../shared/refdata` beside
//! the repository (`.cargo/config.toml`).

use std::path::PathBuf;

/// A fixture under `tests/data/`.
pub fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the fixture {} cannot be read: {e}", path.display()))
}

/// A file of the peer suite, for the long checks: a clear failure when the suite is missing.
pub fn peer_suite(name: &str) -> String {
    let dir = std::env::var_os("BOYI_REFDATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("BOYI_REFDATA")));
    let path = dir.join("dd").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "this test needs the double-dummy peer suite: {} cannot be read ({e}); \
             set BOYI_REFDATA to the folder that holds dd/",
            path.display()
        )
    })
}
