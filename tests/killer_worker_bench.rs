//! The killer deduction's speed in a browser's Web Worker, where the page runs it: `make bench`
//! runs this in headless Chromium and prints milliseconds per turn (Algorithm 1 per computer
//! turn, the notebook per turn of seat 0) over three-player games, as `benches/killer.rs`
//! does natively. It prints figures and checks nothing about time: it is a benchmark that the
//! test runner happens to host, not a test (`make test` does not run it).
#![cfg(target_arch = "wasm32")]

use boyi::killer::player::Level;
use boyi::killer::sim::play_one;
use boyi::killer::{notebook, Config, Event, View};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// Games played (each has about a dozen turns per seat): `KILLER_BENCH_GAMES` when the
/// benchmark is compiled, else 30. A wasm test cannot read the environment when it runs.
fn games() -> u64 {
    option_env!("KILLER_BENCH_GAMES")
        .and_then(|n| n.parse().ok())
        .unwrap_or(30)
}

fn now() -> f64 {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    scope
        .performance()
        .map_or_else(js_sys::Date::now, |p| p.now())
}

fn summary(name: &str, ms: &mut [f64]) -> String {
    ms.sort_by(|a, b| a.total_cmp(b));
    let n = ms.len();
    let mean = ms.iter().sum::<f64>() / n as f64;
    format!(
        "{name}: {n} turns, mean {mean:.2} ms, median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms[n / 2],
        ms[(n * 99 / 100).min(n - 1)],
        ms[n - 1]
    )
}

#[wasm_bindgen_test]
fn killer_deduction_per_turn_in_a_worker() {
    let config = Config::standard(3).unwrap();
    let levels = [Level::Expert, Level::Novice, Level::Novice];
    let mut algorithm_1 = Vec::new();
    let mut notebooks = Vec::new();
    let games = games();
    for seed in 0..games {
        let played = play_one(&config, &levels, seed, &now).unwrap();
        algorithm_1.extend(played.deduce_ms);
        let full = View::from_log(&played.log, 0).unwrap();
        for (event, e) in played.log.iter().enumerate().skip(1) {
            if let Event::Ask { player: 0, .. } | Event::Look { player: 0, .. } = e {
                let view = View {
                    seen: full.seen[..event - 1].to_vec(),
                    ..full.clone()
                };
                let t = now();
                notebook(&view, &mut |_, _| {}).unwrap();
                notebooks.push(now() - t);
            }
        }
    }
    console_log!("Who is the killer, 3 players (expert, novice, novice), {games} games, Chromium Web Worker:");
    console_log!(
        "{}",
        summary("  Algorithm 1 per computer turn", &mut algorithm_1)
    );
    console_log!(
        "{}",
        summary("  notebook per turn of seat 0", &mut notebooks)
    );
}
