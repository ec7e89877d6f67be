//! `make bench-wasm`: the computer's card play compiled to wasm, timed in headless Chromium in
//! a dedicated worker (where the app runs it).
//!
//! Two figures of the card-play issue:
//! - a whole board played by four computer players as the page's players play (the paper's
//!   hybrid, 100 samples, a one-second budget per decision): seconds per board;
//! - a Monte-Carlo decision that solves all 100 layouts (no budget): milliseconds per
//!   decision, at every trick where Monte-Carlo decides.
//!
//! Deals are random (seeded) and bid by SAYC for all four seats. The number of boards is read
//! when compiling: `PLAY_BENCH_BOARDS=20 make bench-wasm` (default 8).
#![cfg(target_arch = "wasm32")]

use boyi::bridge::bidding::{bid_deal, Auction, Builtin, System};
use boyi::bridge::contract::board_dealer;
use boyi::bridge::dd::Solver;
use boyi::bridge::dealer::random_deal;
use boyi::bridge::play::{play_out, Action, Board, Config, McSettings, Method, Seating};
use boyi::bridge::Vulnerability;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// The boards of the benchmark: (number, board ready for the opening lead); passed-out deals
/// are skipped.
fn boards(n: usize) -> Vec<(u32, Board)> {
    let system = System::builtin(Builtin::Sayc).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut out = Vec::new();
    let mut number = 0;
    while out.len() < n {
        number += 1;
        let deal = random_deal(&mut rng);
        let (auction, _) = bid_deal(&system, &deal, Auction::new(board_dealer(number)));
        if let Ok(board) = Board::new(deal, Vulnerability::of_board(number), auction) {
            out.push((number, board));
        }
    }
    out
}

fn summary(label: &str, values: &mut [f64], unit: &str) {
    if values.is_empty() {
        return;
    }
    values.sort_by(f64::total_cmp);
    let mean = values.iter().sum::<f64>() / values.len() as f64;
    let pick = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
    console_log!(
        "wasm {label}: {} values, mean {mean:.1} {unit}, median {:.1}, p90 {:.1}, max {:.1}",
        values.len(),
        pick(0.5),
        pick(0.9),
        pick(1.0)
    );
}

/// Plays `board` out with `config` at all four seats; returns the wall time and each
/// Monte-Carlo decision's (trick, samples, ms).
fn play(board: &Board, config: Config, solver: &mut Solver) -> (f64, Vec<(usize, u32, f64)>) {
    let system = System::builtin(Builtin::Sayc).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut board = board.clone();
    let mut decisions = Vec::new();
    let start = now_ms();
    play_out(
        &mut board,
        &Seating {
            ns: config,
            ew: config,
            system: Some(&system),
        },
        solver,
        &mut rng,
        &now_ms,
        &mut |before, action| {
            if let Action::Play { mc: Some(d), .. } = action {
                if d.samples > 0 {
                    decisions.push((before.trick_number(), d.samples, d.elapsed_ms));
                }
            }
        },
    )
    .unwrap();
    (now_ms() - start, decisions)
}

#[wasm_bindgen_test]
#[ignore]
fn wasm_card_play() {
    let n: usize = option_env!("PLAY_BENCH_BOARDS")
        .and_then(|n| n.parse().ok())
        .unwrap_or(8);
    let boards = boards(n);
    let mut solver = Solver::new();

    let page = Config {
        method: Method::Hybrid { mc_from_trick: 3 },
        mc: McSettings::default(),
    };
    let mut board_s = Vec::new();
    let mut page_ms = Vec::new();
    let mut short = 0;
    for (number, board) in &boards {
        let (ms, decisions) = play(board, page, &mut solver);
        short += decisions.iter().filter(|d| d.1 < page.mc.samples).count();
        console_log!(
            "board {number} {}: {:.1} s, {} Monte-Carlo decisions",
            board.contract(),
            ms / 1000.0,
            decisions.len()
        );
        board_s.push(ms / 1000.0);
        page_ms.extend(decisions.iter().map(|d| d.2));
    }
    summary(
        "whole board, four page players (hybrid, 100 samples, 1 s budget)",
        &mut board_s,
        "s",
    );
    summary("page decision", &mut page_ms, "ms");
    console_log!(
        "decisions stopped by the budget before 100 samples: {short} of {}",
        page_ms.len()
    );

    let full = Config {
        method: Method::Hybrid { mc_from_trick: 3 },
        mc: McSettings {
            samples: 100,
            budget_ms: f64::INFINITY,
            ..McSettings::default()
        },
    };
    let mut decisions = Vec::new();
    for (number, board) in &boards {
        let (_, mine) = play(board, full, &mut solver);
        for (trick, samples, ms) in &mine {
            assert_eq!(*samples, 100);
            if *ms > 1000.0 {
                console_log!("board {number} trick {trick}: 100 samples in {ms:.0} ms");
            }
        }
        decisions.extend(mine);
    }
    for trick in 3..=13 {
        let mut at: Vec<f64> = decisions
            .iter()
            .filter(|d| d.0 == trick)
            .map(|d| d.2)
            .collect();
        summary(
            &format!("100-sample decision at trick {trick}"),
            &mut at,
            "ms",
        );
    }
    let within = decisions.iter().filter(|d| d.2 <= 1000.0).count();
    console_log!(
        "100-sample decisions within 1 s: {within} of {}",
        decisions.len()
    );
    let mut ms: Vec<f64> = decisions.iter().map(|d| d.2).collect();
    summary("100-sample decision", &mut ms, "ms");
}
