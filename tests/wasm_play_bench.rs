//! `make bench-wasm`: the computer's card play compiled to wasm, timed in headless Chromium in
//! a dedicated worker (where the app runs it).
//!
//! Two figures of the card-play issue:
//! - a whole board played by four computer players as the page's players play
//!   ([`PAGE_METHOD`], 100 samples, a one-second budget per decision): seconds per board;
//! - a Monte-Carlo decision that solves all 100 layouts (no budget): milliseconds per
//!   decision, at every trick where Monte-Carlo decides.
//!
//! And a third, for the worker pool of the page: the same 100-layout decisions at tricks 3–5
//! made by one worker and by two (the page's [`WorkerPool`] of real workers, each running
//! the app worker's host loop), one after the other in one run, so the speed-up is a ratio
//! measured on one machine at one time.
//!
//! And a fourth, for the opening lead by simulation: how many layouts the page's pool, of
//! one worker and of two, solves for an opening lead within the page's second (every lead
//! on every layout, as the simulated lead solves them).
//!
//! Deals are random (seeded) and bid by SAYC for all four seats. The number of boards is read
//! when compiling: `PLAY_BENCH_BOARDS=20 make bench-wasm` (default 8).
#![cfg(target_arch = "wasm32")]

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use boyi::jobs::play::{PlayRequest, PlaySpot};
use boyi::jobs::{Job, Outcome, Reply};
use boyi::ui::worker::client::WorkerClient;
use boyi::ui::worker::pool::WorkerPool;

use boyi::bridge::bidding::{Builtin, System};
use boyi::bridge::dd::Solver;
use boyi::bridge::play::dealt::dealt_boards;
use boyi::bridge::play::player::PAGE_METHOD;
use boyi::bridge::play::{play_out, Action, Board, Config, McSettings, Method, Seating};
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
    dealt_boards(&system, 2026)
        .filter_map(|d| d.board().map(|b| (d.number, b)))
        .take(n)
        .collect()
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
/// Monte-Carlo decision's (trick, samples, ms): those with a choice, the ones the budget left
/// to the rules (no layout solved) included.
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
                if d.samples > 0 || d.by_rules {
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
        method: PAGE_METHOD,
        mc: McSettings::default(),
    };
    let mut board_s = Vec::new();
    let mut page_ms = Vec::new();
    let mut page_decisions = Vec::new();
    let mut short = 0;
    // The slowest page decision: (ms, board, trick).
    let mut slowest = (0.0, 0, 0);
    for (number, board) in &boards {
        let (ms, decisions) = play(board, page, &mut solver);
        short += decisions.iter().filter(|d| d.1 < page.mc.samples).count();
        for &(trick, _, ms) in &decisions {
            if ms > slowest.0 {
                slowest = (ms, *number, trick);
            }
        }
        console_log!(
            "board {number} {}: {:.1} s, {} Monte-Carlo decisions",
            board.contract(),
            ms / 1000.0,
            decisions.len()
        );
        board_s.push(ms / 1000.0);
        page_ms.extend(decisions.iter().map(|d| d.2));
        page_decisions.extend(decisions);
    }
    summary(
        "whole board, four page players (100 samples, 1 s budget)",
        &mut board_s,
        "s",
    );
    summary("page decision", &mut page_ms, "ms");
    console_log!(
        "decisions stopped by the budget before 100 samples: {short} of {}, {} of them \
         before the first (the rules' card)",
        page_ms.len(),
        page_decisions.iter().filter(|d| d.1 == 0).count()
    );
    let over = page_ms.iter().filter(|&&ms| ms > page.mc.budget_ms).count();
    console_log!(
        "page decisions over the budget: {over}; the slowest {:.0} ms (board {}, trick {})",
        slowest.0,
        slowest.1,
        slowest.2
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

/// The positions of the pool benchmark: every decision at tricks 3–5 of each board played by
/// the paper's rules at all four seats (reproducible, unlike positions reached under a time
/// budget).
fn spots(boards: &[(u32, Board)]) -> Vec<(u32, usize, PlaySpot)> {
    let system = System::builtin(Builtin::Sayc).unwrap();
    let rules = Config {
        method: Method::Rules,
        mc: McSettings::default(),
    };
    let mut solver = Solver::new();
    let mut out = Vec::new();
    for (number, board) in boards {
        let mut board = board.clone();
        play_out(
            &mut board,
            &Seating {
                ns: rules,
                ew: rules,
                system: Some(&system),
            },
            &mut solver,
            &mut ChaCha8Rng::seed_from_u64(7),
            &now_ms,
            &mut |before, action| {
                let trick = before.trick_number();
                if (3..=5).contains(&trick) && matches!(action, Action::Play { .. }) {
                    out.push((*number, trick, PlaySpot::of(before)));
                }
            },
        )
        .unwrap();
    }
    out
}

/// The benchmark's request on `spot`: 100 layouts, racing on, no budget (`1e9` ms, which
/// JSON can carry).
fn request(spot: &PlaySpot, seed: u64) -> PlayRequest {
    PlayRequest {
        spot: spot.clone(),
        method: Method::Hybrid { mc_from_trick: 3 },
        mc: McSettings {
            samples: 100,
            budget_ms: 1e9,
            ..McSettings::default()
        },
        system: "sayc".into(),
        seed,
    }
}

/// Runs `job` on `pool`; the final reply and the milliseconds from submitting to it.
async fn timed(pool: &WorkerPool, job: Job) -> (Reply, f64) {
    let reply: Rc<RefCell<Option<Reply>>> = Rc::default();
    let start = now_ms();
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let reply = reply.clone();
        pool.submit(job.clone(), move |r| {
            if !matches!(r, Reply::Progress { .. }) {
                *reply.borrow_mut() = Some(r);
                resolve.call0(&wasm_bindgen::JsValue::NULL).unwrap();
            }
        });
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
    let ms = now_ms() - start;
    let reply = reply.borrow_mut().take().unwrap();
    (reply, ms)
}

/// Runs `job` on `client`; resolves with the milliseconds from submitting to its end.
fn on_client(client: &WorkerClient, job: Job) -> js_sys::Promise {
    let start = now_ms();
    js_sys::Promise::new(&mut |resolve, _| {
        client.submit(job.clone(), move |r| {
            if !matches!(r, Reply::Progress { .. }) {
                let ms = wasm_bindgen::JsValue::from(now_ms() - start);
                resolve.call1(&wasm_bindgen::JsValue::NULL, &ms).unwrap();
            }
        });
    })
}

/// How many cores the browser's workers really get: the same single-worker decisions, each
/// alone on worker `a`, then on `a` and `b` side by side. Returns the time side by side over
/// the time alone: 1.0 when two cores are free, 2.0 when the workers share one (a machine
/// busy with other work gives no speed-up however the decision is split).
async fn side_by_side(a: &WorkerClient, b: &WorkerClient, jobs: &[Job]) -> f64 {
    let (mut alone, mut both) = (0.0, 0.0);
    for job in jobs {
        let t = wasm_bindgen_futures::JsFuture::from(on_client(a, job.clone()))
            .await
            .unwrap();
        alone += t.as_f64().unwrap();
        let pair = js_sys::Array::of2(&on_client(a, job.clone()), &on_client(b, job.clone()));
        let times = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::all(&pair))
            .await
            .unwrap();
        let times: js_sys::Array = times.into();
        both += (0..2)
            .map(|i| times.get(i).as_f64().unwrap())
            .fold(0.0, f64::max);
    }
    both / alone
}

/// A 100-layout decision on `spot` by `pool`, checked: a legal card, chosen on 100 layouts
/// split as the pool splits them.
async fn decision(pool: &WorkerPool, spot: &PlaySpot, seed: u64) -> f64 {
    let (reply, ms) = timed(pool, Job::BridgePlay(request(spot, seed))).await;
    let Reply::Done {
        outcome: Outcome::BridgePlay(result),
        ..
    } = reply
    else {
        panic!("the decision failed: {reply:?}");
    };
    if let Action::Play { card, mc } = &result.action {
        assert!(spot.board().unwrap().legal_cards().contains(*card));
        if let Some(mc) = mc.as_ref().filter(|m| m.samples > 0) {
            assert_eq!(mc.samples, 100);
            assert_eq!(mc.shares.len(), pool.size());
        }
    }
    ms
}

#[wasm_bindgen_test]
#[ignore]
async fn wasm_pool_decisions() {
    let n: usize = option_env!("PLAY_BENCH_BOARDS")
        .and_then(|n| n.parse().ok())
        .unwrap_or(8);
    let spots = spots(&boards(n));
    let url = common::real_worker_url();
    let (a, b) = (WorkerClient::new(&url), WorkerClient::new(&url));
    let one = WorkerPool::new(a.clone(), &url, 1);
    let two = WorkerPool::new(b.clone(), &url, 2);
    // Untimed: every worker loads its module and answers once.
    decision(&one, &spots[0].2, 0).await;
    decision(&two, &spots[0].2, 0).await;
    // The calibration: the first ten decisions at trick 3, 100 layouts on one worker each.
    let calibration: Vec<Job> = spots
        .iter()
        .filter(|s| s.1 == 3)
        .take(10)
        .map(|s| Job::BridgePlay(request(&s.2, 1)))
        .collect();
    let before = side_by_side(&a, &b, &calibration).await;
    console_log!(
        "pool benchmark: {} decisions at tricks 3-5 of {n} boards, 100 layouts each, \
         racing on, no budget; each made by 1 worker and by 2 (the order alternates)",
        spots.len()
    );
    let mut times: Vec<(usize, f64, f64)> = Vec::new();
    for (i, (number, trick, spot)) in spots.iter().enumerate() {
        let seed = 1000 + i as u64;
        let (t1, t2) = if i % 2 == 0 {
            let t1 = decision(&one, spot, seed).await;
            (t1, decision(&two, spot, seed).await)
        } else {
            let t2 = decision(&two, spot, seed).await;
            (decision(&one, spot, seed).await, t2)
        };
        if t1.max(t2) > 1000.0 {
            console_log!("board {number} trick {trick}: 1 worker {t1:.0} ms, 2 workers {t2:.0} ms");
        }
        times.push((*trick, t1, t2));
    }
    let after = side_by_side(&a, &b, &calibration).await;
    console_log!(
        "two workers side by side took {before:.2}x the time of one alone before the run and \
         {after:.2}x after (1.00: two free cores; 2.00: one core between them)"
    );
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    for (label, tricks) in [
        ("trick 3", 3..=3),
        ("trick 4", 4..=4),
        ("trick 5", 5..=5),
        ("tricks 3-5", 3..=5),
    ] {
        let at: Vec<&(usize, f64, f64)> = times.iter().filter(|t| tricks.contains(&t.0)).collect();
        if at.is_empty() {
            continue;
        }
        let mut w1: Vec<f64> = at.iter().map(|t| t.1).collect();
        let mut w2: Vec<f64> = at.iter().map(|t| t.2).collect();
        let (s1, s2) = (w1.iter().sum::<f64>(), w2.iter().sum::<f64>());
        let k = at.len() as f64;
        let mut ratios: Vec<f64> = at.iter().map(|t| t.2 / t.1).collect();
        let (m1, m2) = (median(&mut w1), median(&mut w2));
        console_log!(
            "wasm 100-layout decisions, {label} ({} decisions): 1 worker mean {:.1} ms, median {m1:.1}, max {:.1}; \
             2 workers mean {:.1} ms, median {m2:.1}, max {:.1}; \
             2/1: mean {:.2}, median {:.2}, per decision median {:.2}; within 1 s: {} and {}",
            at.len(),
            s1 / k,
            w1[w1.len() - 1],
            s2 / k,
            w2[w2.len() - 1],
            s2 / s1,
            m2 / m1,
            median(&mut ratios),
            w1.iter().filter(|&&t| t <= 1000.0).count(),
            w2.iter().filter(|&&t| t <= 1000.0).count(),
        );
    }
}

/// The opening lead by simulation on `spot` as the page asks for it (the page's settings,
/// one second) made by `pool`: the layouts solved and the milliseconds from submitting.
async fn simulated_lead(pool: &WorkerPool, spot: &PlaySpot, seed: u64) -> (u32, f64) {
    let request = PlayRequest {
        spot: spot.clone(),
        method: Method::Mc,
        mc: McSettings::default(),
        system: "sayc".into(),
        seed,
    };
    let (reply, ms) = timed(pool, Job::BridgePlay(request)).await;
    let Reply::Done {
        outcome: Outcome::BridgePlay(result),
        ..
    } = reply
    else {
        panic!("the lead failed: {reply:?}");
    };
    let Action::Play { card, mc } = &result.action else {
        panic!("no lead: {result:?}");
    };
    assert!(spot.board().unwrap().legal_cards().contains(*card));
    (mc.as_ref().map_or(0, |m| m.samples), ms)
}

#[wasm_bindgen_test]
#[ignore]
async fn wasm_simulated_leads() {
    let n: usize = option_env!("PLAY_BENCH_BOARDS")
        .and_then(|n| n.parse().ok())
        .unwrap_or(8);
    let boards = boards(n);
    let url = common::real_worker_url();
    let (a, b) = (WorkerClient::new(&url), WorkerClient::new(&url));
    let one = WorkerPool::new(a, &url, 1);
    let two = WorkerPool::new(b, &url, 2);
    let spots: Vec<PlaySpot> = boards.iter().map(|(_, b)| PlaySpot::of(b)).collect();
    // Untimed: every worker loads its module and answers once.
    simulated_lead(&one, &spots[0], 0).await;
    simulated_lead(&two, &spots[0], 0).await;
    let (mut layouts, mut times) = ([Vec::new(), Vec::new()], [Vec::new(), Vec::new()]);
    for (i, ((number, board), spot)) in boards.iter().zip(&spots).enumerate() {
        let seed = 2000 + i as u64;
        let (l1, t1) = simulated_lead(&one, spot, seed).await;
        let (l2, t2) = simulated_lead(&two, spot, seed).await;
        console_log!(
            "board {number} {}: simulated lead, 1 worker {l1} layouts in {t1:.0} ms, \
             2 workers {l2} layouts in {t2:.0} ms",
            board.contract()
        );
        layouts[0].push(f64::from(l1));
        layouts[1].push(f64::from(l2));
        times[0].push(t1);
        times[1].push(t2);
    }
    for (w, label) in ["1 worker", "2 workers"].iter().enumerate() {
        summary(
            &format!("simulated opening lead, {label}, layouts in 1 s"),
            &mut layouts[w],
            "layouts",
        );
        summary(
            &format!("simulated opening lead, {label}, time"),
            &mut times[w],
            "ms",
        );
    }
}
