//! `cargo bench --bench dd_stop [-- DEALS [ROUNDS]]`: what a stop condition costs the
//! double-dummy search (`Solver::values_until`), as a ratio of node rates measured in one run.
//!
//! The workload is that of Monte-Carlo play: on each of DEALS random deals (default 20), for
//! each strain, every card of the player on lead valued in one call, the solver's table
//! emptied between deals. It is solved without a condition and with a deadline that never
//! comes (the wall clock read every `STOP_CHECK_NODES` nodes, as a decision's budget reads
//! it), taking turns deal by deal, the first of the two alternating; each deal's fastest of
//! ROUNDS rounds (default 3) counts. Both visit the same nodes, which is checked.

use std::time::Instant;

use boyi::bridge::dd::{Position, Solver};
use boyi::bridge::dealer::random_deal;
use boyi::bridge::{Card, Deal, Seat, Strain};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Values every lead of each strain of `deal`; returns the nodes visited and the seconds.
fn solve(solver: &mut Solver, deal: &Deal, stop: Option<&dyn Fn() -> bool>) -> (u64, f64) {
    solver.forget();
    let (nodes, start) = (solver.nodes(), Instant::now());
    for strain in Strain::ALL {
        let pos = Position::new(*deal, strain, Seat::West);
        let asked: Vec<(Card, u8)> = pos.legal_cards().cards().map(|c| (c, 6)).collect();
        let values = solver.values_until(&pos, &asked, stop).unwrap();
        assert!(
            values.is_some(),
            "a deadline that never comes stopped a solve"
        );
    }
    (solver.nodes() - nodes, start.elapsed().as_secs_f64())
}

fn main() {
    let mut args = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse::<usize>().ok());
    let deals_n = args.next().unwrap_or(20);
    let rounds = args.next().unwrap_or(3).max(1);
    let mut rng = ChaCha8Rng::seed_from_u64(38);
    let deals: Vec<Deal> = (0..deals_n).map(|_| random_deal(&mut rng)).collect();
    let epoch = Instant::now();
    let clock = || epoch.elapsed().as_secs_f64() * 1000.0;
    let never = || clock() >= f64::INFINITY;
    let mut plain = Solver::new();
    let mut checked = Solver::new();
    // Per deal, the fastest seconds of each (plain, checked), and the nodes.
    let mut best = vec![(f64::INFINITY, f64::INFINITY, 0u64); deals.len()];
    for round in 0..rounds {
        for (i, deal) in deals.iter().enumerate() {
            let run_plain = |solver: &mut Solver| solve(solver, deal, None);
            let run_checked = |solver: &mut Solver| solve(solver, deal, Some(&never));
            let ((n1, t1), (n2, t2)) = if (i + round) % 2 == 0 {
                let a = run_plain(&mut plain);
                (a, run_checked(&mut checked))
            } else {
                let b = run_checked(&mut checked);
                (run_plain(&mut plain), b)
            };
            assert_eq!(n1, n2, "deal {i}: other nodes with a stop condition");
            let b = &mut best[i];
            *b = (b.0.min(t1), b.1.min(t2), n1);
        }
    }
    let nodes: u64 = best.iter().map(|b| b.2).sum();
    let (t_plain, t_checked): (f64, f64) = (
        best.iter().map(|b| b.0).sum(),
        best.iter().map(|b| b.1).sum(),
    );
    println!(
        "{} deals, every lead of each strain, fastest of {rounds} rounds: {nodes} nodes",
        deals.len()
    );
    println!(
        "without a stop condition: {:.3} s, {:.2} million nodes/s",
        t_plain,
        nodes as f64 / t_plain / 1e6
    );
    println!(
        "with a deadline that never comes: {:.3} s, {:.2} million nodes/s",
        t_checked,
        nodes as f64 / t_checked / 1e6
    );
    println!(
        "node rate with the condition / without: {:.4}",
        t_plain / t_checked
    );
}
