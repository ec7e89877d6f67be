//! `cargo bench --bench lead [-- LAYOUTS]`: where the time of a simulated opening lead goes,
//! natively, on the eight boards of the browser's lead benchmark (`wasm_simulated_leads` in
//! tests/wasm_play_bench.rs: SAYC, deals of seed 2026).
//!
//! Per board: reading the auction (the bidding's inference), drawing LAYOUTS layouts
//! (default 30) consistent with it, and solving every distinct lead on each of them as the
//! lead does (one table per lead, emptied first, each group's search starting from its value
//! on the previous layout), once exactly and once in the window of tricks that decide the
//! lead's score (`Solver::values_within`), taking turns board by board. Then the whole lead
//! as the page asks for it (`decide_share` with the page's settings and second): the layouts
//! it finishes natively.

use std::time::Instant;

use boyi::bridge::bidding::{Builtin, System};
use boyi::bridge::dd::Solver;
use boyi::bridge::play::dealt::dealt_boards;
use boyi::bridge::play::equivalence::{cheapest_first, lowest_touching};
use boyi::bridge::play::leads::lead_window;
use boyi::bridge::play::montecarlo::decide_share;
use boyi::bridge::play::{Board, Knowledge, McSettings, Sampler};
use boyi::bridge::{Card, Deal, Hand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The benchmark's boards, as `wasm_simulated_leads` deals and bids them; passed-out deals
/// are skipped.
fn boards(n: usize, system: &System) -> Vec<(u32, Board)> {
    dealt_boards(system, 2026)
        .filter_map(|d| d.board().map(|b| (d.number, b)))
        .take(n)
        .collect()
}

/// The leader's distinct leads: the highest card of each run of touching cards.
fn leads(board: &Board) -> Vec<Card> {
    let legal = board.legal_cards();
    let mut tops: Vec<Card> = Vec::new();
    for card in cheapest_first(legal) {
        let low = lowest_touching(card, legal, Hand::EMPTY);
        if let Some(top) = tops
            .iter_mut()
            .find(|t| t.suit() == card.suit() && lowest_touching(**t, legal, Hand::EMPTY) == low)
        {
            *top = card;
        } else {
            tops.push(card);
        }
    }
    tops
}

/// Solves every lead on each layout, exactly or in the lead's window; the milliseconds of
/// each layout and every value found.
fn solve(board: &Board, layouts: &[Deal], windowed: bool) -> (Vec<f64>, Vec<Vec<u8>>) {
    let mut solver = Solver::new();
    let cards = leads(board);
    let window = lead_window(board);
    let mut guesses = vec![board.tricks_left().div_ceil(2); cards.len()];
    let (mut times, mut values) = (Vec::new(), Vec::new());
    for &layout in layouts {
        let pos = board.position_with(layout);
        let asked: Vec<(Card, u8)> = cards.iter().copied().zip(guesses.iter().copied()).collect();
        let t = Instant::now();
        let found = if windowed {
            solver.values_within(&pos, &asked, window.clone(), None)
        } else {
            solver.values_until(&pos, &asked, None)
        }
        .expect("a legal position")
        .expect("no stop condition");
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        guesses.clone_from(&found);
        values.push(found);
    }
    (times, values)
}

fn main() {
    let layouts_n = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(30)
        .max(1);
    let system = System::builtin(Builtin::Sayc).expect("the built-in system");
    let (mut exact_all, mut window_all, mut sampling_all) = (0.0, 0.0, 0.0);
    let mut page_layouts = Vec::new();
    for (i, (number, board)) in boards(8, &system).iter().enumerate() {
        let leader = board.opening_leader();
        let t = Instant::now();
        let knowledge = Knowledge::of(board, leader, Some(&system));
        let inference_ms = t.elapsed().as_secs_f64() * 1000.0;
        let mut rng = ChaCha8Rng::seed_from_u64(2000 + i as u64);
        let t = Instant::now();
        let mut sampler = Sampler::new(&knowledge)
            .expect("consistent knowledge")
            .reading_play(true);
        let layouts: Vec<Deal> = (0..layouts_n)
            .map(|_| sampler.sample(&mut rng).expect("a layout"))
            .collect();
        let sampling_ms = t.elapsed().as_secs_f64() * 1000.0;
        let ((exact, values), (windowed, clamped)) = if i % 2 == 0 {
            let e = solve(board, &layouts, false);
            (e, solve(board, &layouts, true))
        } else {
            let w = solve(board, &layouts, true);
            (solve(board, &layouts, false), w)
        };
        let window = lead_window(board);
        for (v, c) in values.iter().zip(&clamped) {
            let want: Vec<u8> = v
                .iter()
                .map(|&x| x.clamp(*window.start(), *window.end()))
                .collect();
            assert_eq!(&want, c, "board {number}: windowed values differ");
        }
        let first: f64 = exact.iter().take(5).sum();
        let (e, w): (f64, f64) = (exact.iter().sum(), windowed.iter().sum());
        exact_all += e;
        window_all += w;
        sampling_all += sampling_ms;
        let settings = McSettings::default();
        let clock_start = Instant::now();
        let clock = move || clock_start.elapsed().as_secs_f64() * 1000.0;
        let mut solver = Solver::new();
        let mut rng = ChaCha8Rng::seed_from_u64(2000 + i as u64);
        let t = Instant::now();
        let share = decide_share(
            board,
            &knowledge,
            &settings,
            None,
            &mut solver,
            &mut rng,
            &clock,
        )
        .expect("a lead");
        let page_ms = t.elapsed().as_secs_f64() * 1000.0;
        page_layouts.push(share.samples);
        println!(
            "board {number} {}: {} leads; inference {inference_ms:.2} ms, {layouts_n} layouts drawn \
             in {sampling_ms:.2} ms ({} draws, {:?}); exact {e:.0} ms ({:.1} layouts/s, first 5 \
             {first:.0} ms), window {w:.0} ms ({:.1} layouts/s, {:.2}x); page's second: {} \
             layouts in {page_ms:.0} ms",
            board.contract(),
            leads(board).len(),
            sampler.draws(),
            sampler.relaxation(),
            layouts_n as f64 * 1000.0 / e,
            layouts_n as f64 * 1000.0 / w,
            e / w,
            share.samples,
        );
    }
    page_layouts.sort_unstable();
    let total = 8.0 * layouts_n as f64;
    println!(
        "all boards: sampling {sampling_all:.1} ms; exact {:.1} layouts/s, window {:.1} \
         layouts/s ({:.2}x); page's second natively: median {} layouts ({page_layouts:?})",
        total * 1000.0 / exact_all,
        total * 1000.0 / window_all,
        exact_all / window_all,
        page_layouts[page_layouts.len() / 2],
    );
}
