//! `make bench-wasm`: the double-dummy solver compiled to wasm, timed in headless Chromium on
//! the deals of the native comparison (`bench/compare`): the endings of the peer suite, then
//! the first N deals of `macroxue/comparison`; milliseconds per full table (mean, median, max),
//! each table checked against the suite. Ignored by `make test`; run with `--include-ignored`.
//!
//! The browser cannot read files or the environment, so the suite is compiled in (hence the
//! `peer-suite` feature: a clone without the reference data still builds every other target)
//! and N is read when compiling: `DD_BENCH_DEALS=20 make bench-wasm` (default 200).
//!
//! The browser first runs the solver from quickly compiled code and swaps in optimised code
//! once that is compiled in the background, so the first tables of a fresh page are slower: a
//! one-off cost that many deals spread thin. The first table's time is printed on its own so
//! that it stays in view (docs/benchmarks.md).
#![cfg(target_arch = "wasm32")]

use boyi::bridge::dd::{DdTable, Solver};
use boyi::bridge::Deal;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The peer suite, compiled in: a page cannot read files (`BOYI_REFDATA`, .cargo/config.toml).
const SUITE: &str = include_str!(concat!(
    env!("BOYI_REFDATA"),
    "/dd/normalized/dd_tables.tsv"
));

/// Deals of the suite from `source` with at most `cards` cards a hand: (id, deal, table).
fn rows(source: &str, cards: u8) -> impl Iterator<Item = (&'static str, Deal, DdTable)> + '_ {
    SUITE.lines().filter_map(move |line| {
        let f: Vec<&str> = line.split('\t').collect();
        if f.first() != Some(&source) || f[3].parse::<u8>().ok()? > cards {
            return None;
        }
        let row: Vec<u8> = f[4..].iter().map(|x| x.parse().unwrap()).collect();
        let table = DdTable::from_row(&row.try_into().unwrap());
        Some((f[1], Deal::from_pbn(f[2]).unwrap(), table))
    })
}

fn now_ms() -> f64 {
    let global: web_sys::Window = wasm_bindgen::JsCast::unchecked_into(js_sys::global());
    global.performance().map_or(0.0, |p| p.now())
}

/// Gives the browser its turn between tables: a test that holds the page's thread for minutes
/// makes the driver give up on it.
async fn yield_to_browser() {
    let promise = js_sys::Promise::resolve(&wasm_bindgen::JsValue::NULL);
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Solves each deal with one reused solver (as the native benchmark does) and prints the times.
async fn time_tables(label: &str, deals: &[(&str, Deal, DdTable)]) {
    let mut solver = Solver::new();
    let mut ms = Vec::new();
    for (id, deal, expected) in deals {
        let start = now_ms();
        let table = solver.table(deal).unwrap();
        let took = now_ms() - start;
        assert_eq!(table, *expected, "{label} {id}");
        console_log!("{label} {id}: {took:.1} ms");
        ms.push(took);
        yield_to_browser().await;
    }
    if ms.is_empty() {
        return;
    }
    let mut sorted = ms.clone();
    sorted.sort_by(f64::total_cmp);
    console_log!(
        "wasm {label}: {} tables, mean {:.1} ms, median {:.1} ms, max {:.1} ms per table \
         (the first, {:.1} ms, ran partly before the browser had optimised the solver)",
        ms.len(),
        ms.iter().sum::<f64>() / ms.len() as f64,
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
        ms[0]
    );
}

#[wasm_bindgen_test]
#[ignore]
async fn wasm_tables_per_second() {
    let endings: Vec<_> = rows("macroxue/old_deals", 12).collect();
    time_tables("endings", &endings).await;
    let n: usize = option_env!("DD_BENCH_DEALS")
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let deals: Vec<_> = rows("macroxue/comparison/results.5k_deals.txt", 13)
        .take(n)
        .collect();
    time_tables("comparison", &deals).await;
}
