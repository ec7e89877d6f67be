//! `cargo bench --bench pool [-- BOARDS]`: what splitting a Monte-Carlo decision over two
//! workers can gain, measured natively on one thread, so that other work on the machine
//! slows both sides alike.
//!
//! The positions are those of the browser's pool benchmark (`tests/wasm_play_bench.rs`,
//! `wasm_pool_decisions`): every decision at tricks 3–5 of the seeded SAYC boards played by the
//! rules. Each is decided with 100 layouts as one share, then as two workers would decide it
//! (`jobs::play::plan`: the opening, 6 layouts a share, raced together, then rounds of 16
//! layouts a share, each resumed from the race of all layouts so far), one share after the
//! other: the longer share of each round is how long two workers with a core each would take
//! (the page's merge is negligible), and all shares together are the work, which splitting
//! changes a little (each share's opening starts on an empty solver table, and within a
//! round each share races on its own layouts only).

use std::time::Instant;

use boyi::bridge::bidding::{Builtin, System};
use boyi::bridge::dd::Solver;
use boyi::bridge::play::dealt::dealt_boards;
use boyi::bridge::play::{play_out, Action, Board, Config, McSettings, Method, Seating};
use boyi::jobs::play::{
    after_round, plan, split, Next, PlayRequest, PlaySpot, ShareRequest, ShareResult,
};
use boyi::jobs::Runner;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let boards: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(8);
    let system = System::builtin(Builtin::Sayc).unwrap();
    // The boards of `tests/wasm_play_bench.rs`.
    let deals: Vec<Board> = dealt_boards(&system, 2026)
        .filter_map(|d| d.board())
        .take(boards)
        .collect();
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let rules = Config {
        method: Method::Rules,
        mc: McSettings::default(),
    };
    let mut solver = Solver::new();
    let mut spots: Vec<(usize, PlaySpot)> = Vec::new();
    for board in &deals {
        let mut board = board.clone();
        let seating = Seating {
            ns: rules,
            ew: rules,
            system: Some(&system),
        };
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        play_out(
            &mut board,
            &seating,
            &mut solver,
            &mut rng,
            &clock,
            &mut |before, action| {
                let trick = before.trick_number();
                if (3..=5).contains(&trick) && matches!(action, Action::Play { .. }) {
                    spots.push((trick, PlaySpot::of(before)));
                }
            },
        )
        .unwrap();
    }
    // (trick, one share, longer of two, both of two)
    let mut times: Vec<(usize, f64, f64, f64)> = Vec::new();
    // One runner for every share, as one worker keeps its own.
    let mut runner = Runner::new();
    for (i, (trick, spot)) in spots.iter().enumerate() {
        let request = PlayRequest {
            spot: spot.clone(),
            method: Method::Hybrid { mc_from_trick: 3 },
            mc: McSettings {
                samples: 100,
                budget_ms: f64::INFINITY,
                ..McSettings::default()
            },
            system: "sayc".into(),
            seed: 1000 + i as u64,
        };
        // Times each share of a round; their results.
        let mut round = |shares: &[ShareRequest], times: &mut Vec<f64>| -> Vec<ShareResult> {
            shares
                .iter()
                .map(|share| {
                    let t = clock();
                    let result = runner.decide_share(share, &clock).unwrap();
                    times.push(clock() - t);
                    result
                })
                .collect()
        };
        let mut one = Vec::new();
        round(&split(&request, 1), &mut one);
        // As the page's pool does: the opening, then rounds until the decision is made.
        let longest = |v: &[f64]| v.iter().copied().fold(0.0, f64::max);
        let (mut wall, mut all) = (0.0, 0.0);
        let mut shares = plan(&request, 2);
        let mut results = Vec::new();
        loop {
            let mut each = Vec::new();
            results.extend(round(&shares, &mut each));
            wall += longest(&each);
            all += each.iter().sum::<f64>();
            match after_round(&request, &results, wall).unwrap() {
                Next::Resume(next) => shares = next,
                Next::Done(_) => break,
            }
        }
        times.push((*trick, one[0], wall, all));
    }
    println!(
        "{} decisions at tricks 3-5 of {boards} boards, 100 layouts, racing on, natively on one thread",
        times.len()
    );
    for (label, tricks) in [
        ("trick 3", 3..=3),
        ("trick 4", 4..=4),
        ("trick 5", 5..=5),
        ("tricks 3-5", 3..=5),
    ] {
        let at: Vec<_> = times.iter().filter(|t| tricks.contains(&t.0)).collect();
        if at.is_empty() {
            continue;
        }
        let stats = |f: fn(&(usize, f64, f64, f64)) -> f64| {
            let mut v: Vec<f64> = at.iter().map(|t| f(t)).collect();
            v.sort_by(f64::total_cmp);
            let sum: f64 = v.iter().sum();
            (sum, sum / v.len() as f64, v[v.len() / 2], v[v.len() - 1])
        };
        let (s1, m1, med1, max1) = stats(|t| t.1);
        let (s2, m2, med2, max2) = stats(|t| t.2);
        let (work, ..) = stats(|t| t.3);
        println!(
            "{label} ({} decisions): 1 worker mean {m1:.1} ms, median {med1:.1}, max {max1:.1}; \
             2 workers (the longer share of each round) mean {m2:.1} ms, median {med2:.1}, max {max2:.1}; \
             2/1: mean {:.2}, median {:.2}; work of both shares {:.2}x",
            at.len(),
            s2 / s1,
            med2 / med1,
            work / s1
        );
    }
}
