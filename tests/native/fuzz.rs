//! Bad input never breaks Boyi: every reader, fed arbitrary and damaged text for a time budget
//! per target (`FUZZ_SECONDS`, half a second in `cargo test`, a minute in `make fuzz`), must
//! return a value or a typed error, never panic. An input that breaks a target is saved in
//! `tests/fuzz-found/<target>-<hash>.txt`, and `found_inputs_stay_fixed` replays every such
//! file on each run.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Once;
use std::time::{Duration, Instant};

use crate::support::mutate::{input, Rng};
use crate::support::targets::{target, Target};

fn found_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-found")
}

thread_local! {
    static EXPECTING_PANICS: Cell<bool> = const { Cell::new(false) };
}

/// Panics inside a target print nothing: a fuzz run expects them and reports them itself,
/// with the input that caused them. Other panics (the tests' own verdicts) print as usual.
fn quiet_panics() {
    static QUIET: Once = Once::new();
    QUIET.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !EXPECTING_PANICS.with(Cell::get) {
                default(info);
            }
        }));
    });
}

/// Runs a target on one input, returning the panic's message if it panicked.
fn try_input(t: &Target, text: &str) -> Result<(), String> {
    EXPECTING_PANICS.with(|q| q.set(true));
    let result = panic::catch_unwind(AssertUnwindSafe(|| (t.check)(text)));
    EXPECTING_PANICS.with(|q| q.set(false));
    result.map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic without a message".to_string())
    })
}

/// FNV-1a, to name a found input by its content.
fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

fn budget() -> Duration {
    let seconds = std::env::var("FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .unwrap_or(0.5);
    Duration::from_secs_f64(seconds.max(0.0))
}

/// Fuzzes one target for the budget; saves and reports every input that breaks it.
fn fuzz(name: &str) {
    quiet_panics();
    let t = target(name).expect("a fuzz target");
    let seeds = t.seed_docs();
    for seed in seeds.iter() {
        if let Err(e) = try_input(t, seed) {
            panic!("{name}: a seed document breaks the target: {e}\n{seed}");
        }
    }
    let seed = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| hash(name) ^ u64::from(std::process::id()));
    let mut rng = Rng::new(seed);
    let start = Instant::now();
    let limit = budget();
    let mut runs: u64 = 0;
    let mut failures = Vec::new();
    while start.elapsed() < limit {
        for _ in 0..64 {
            let text = input(&seeds, &mut rng);
            runs += 1;
            if let Err(e) = try_input(t, &text) {
                let file = found_dir().join(format!("{name}-{:016x}.txt", hash(&text)));
                std::fs::create_dir_all(found_dir()).expect("tests/fuzz-found can be made");
                std::fs::write(&file, &text).expect("a found input can be saved");
                failures.push(format!("{}: {e}", file.display()));
                if failures.len() >= 10 {
                    break;
                }
            }
        }
        if failures.len() >= 10 {
            break;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "fuzz {name}: {runs} executions in {secs:.1} s ({:.0}/s), seed {seed}, {} failures",
        runs as f64 / secs.max(1e-9),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{name}: inputs that break it:\n{}",
        failures.join("\n")
    );
}

/// Every input once found to break a target, replayed against it forever.
#[test]
fn found_inputs_stay_fixed() {
    quiet_panics();
    let Ok(entries) = std::fs::read_dir(found_dir()) else {
        return;
    };
    let mut broken = Vec::new();
    for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
        let Some(file) = path.file_name().and_then(|f| f.to_str()) else {
            continue;
        };
        let Some((name, _)) = file.rsplit_once('-') else {
            continue;
        };
        let t = target(name).unwrap_or_else(|| panic!("{file}: names no fuzz target"));
        let text = String::from_utf8_lossy(&std::fs::read(&path).expect("a found input reads"))
            .into_owned();
        if let Err(e) = try_input(t, &text) {
            broken.push(format!("{file}: {e}"));
        }
    }
    assert!(
        broken.is_empty(),
        "found inputs that still break Boyi:\n{}",
        broken.join("\n")
    );
}

#[test]
fn deal_pbn() {
    fuzz("deal_pbn");
}

#[test]
fn game_record() {
    fuzz("game_record");
}

#[test]
fn paper_problem() {
    fuzz("paper_problem");
}

#[test]
fn analysis_input() {
    fuzz("analysis_input");
}

#[test]
fn card() {
    fuzz("card");
}

#[test]
fn call() {
    fuzz("call");
}

#[test]
fn auction() {
    fuzz("auction");
}

#[test]
fn contract() {
    fuzz("contract");
}

#[test]
fn limits() {
    fuzz("limits");
}

#[test]
fn player_config() {
    fuzz("player_config");
}

#[test]
fn bidding_system() {
    fuzz("bidding_system");
}

#[test]
fn killer_log() {
    fuzz("killer_log");
}

#[test]
fn route() {
    fuzz("route");
}

#[test]
fn worker_request() {
    fuzz("worker_request");
}
