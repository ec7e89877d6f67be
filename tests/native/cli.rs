//! Running the `boyi` binary from the command-line tests.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

/// `boyi ARGS`, waited for.
pub fn boyi(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_boyi"))
        .args(args)
        .output()
        .expect("the boyi binary runs")
}

/// The standard output of a run that must have succeeded (its stderr in the failure message).
pub fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("boyi writes UTF-8")
}

/// The JSON lines of a successful `--json` run: one per board, then the summary.
pub fn json_lines(out: &Output) -> (Vec<Value>, Value) {
    let mut lines: Vec<Value> = stdout(out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a line of JSON"))
        .collect();
    let summary = lines.pop().expect("a summary");
    (lines, summary)
}

/// A file of the test data in `tests/data/`.
pub fn data(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A file in the tests' scratch directory (`target/tmp`); names are unique per test.
pub fn scratch(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// The 20 rows (declarer, strain, tricks) of the first `OptimumResultTable` of a PBN text.
pub fn optimum_rows(pbn: &str) -> Vec<Vec<&str>> {
    pbn.lines()
        .skip_while(|l| !l.starts_with("[OptimumResultTable"))
        .skip(1)
        .take(20)
        .map(|l| l.split_whitespace().collect())
        .collect()
}
