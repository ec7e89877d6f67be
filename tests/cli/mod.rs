//! Running the `boyi` binary from the command-line tests.

use std::process::{Command, Output};

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
