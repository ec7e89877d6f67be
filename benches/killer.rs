//! `make bench`: how long the killer deduction takes per turn, natively, over many turns of
//! three-player games (an expert against two novices, the page's default table).
//!
//! Two figures per turn: Algorithm 1 (is the killer certain? what every computer player runs
//! at the start of each of its turns), and the notebook (every card's possible places, what the
//! page's notebook shows the human after every event), on seat 0's view at each of its turns.
//! Mean, median, 99th percentile and max milliseconds. Games from the first argument or
//! `KILLER_BENCH_GAMES` (default 100). The browser figures come from
//! `tests/killer_worker_bench.rs`, in a Web Worker.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::time::Instant;

    use boyi::killer::player::Level;
    use boyi::killer::sim::play_one;
    use boyi::killer::{notebook, Config, Event, View};

    fn summary(name: &str, ms: &mut [f64]) {
        ms.sort_by(|a, b| a.total_cmp(b));
        let n = ms.len();
        let mean = ms.iter().sum::<f64>() / n as f64;
        println!(
            "{name}: {n} turns, mean {mean:.2} ms, median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            ms[n / 2],
            ms[(n * 99 / 100).min(n - 1)],
            ms[n - 1]
        );
    }

    pub fn main() {
        let games: u64 = std::env::args()
            .skip(1)
            .find_map(|a| a.parse().ok())
            .or_else(|| std::env::var("KILLER_BENCH_GAMES").ok()?.parse().ok())
            .unwrap_or(100);
        let config = Config::standard(3).expect("the standard three-player game");
        let levels = [Level::Expert, Level::Novice, Level::Novice];
        let start = Instant::now();
        let clock = || start.elapsed().as_secs_f64() * 1000.0;
        let mut algorithm_1 = Vec::new();
        let mut notebooks = Vec::new();
        for seed in 0..games {
            let played = play_one(&config, &levels, seed, &clock).expect("a simulated game");
            algorithm_1.extend(played.deduce_ms);
            // Seat 0's view before each of its turns, as the page's notebook would see it.
            let full = View::from_log(&played.log, 0).expect("the game's own log");
            for (event, e) in played.log.iter().enumerate().skip(1) {
                if let Event::Ask { player: 0, .. } | Event::Look { player: 0, .. } = e {
                    let view = View {
                        seen: full.seen[..event - 1].to_vec(),
                        ..full.clone()
                    };
                    let t = Instant::now();
                    std::hint::black_box(notebook(&view, &mut |_, _| {}).expect("a notebook"));
                    notebooks.push(t.elapsed().as_secs_f64() * 1000.0);
                }
            }
        }
        println!("Who is the killer, 3 players (expert, novice, novice), {games} games, native:");
        summary("  Algorithm 1 per computer turn", &mut algorithm_1);
        summary("  notebook per turn of seat 0", &mut notebooks);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

/// In the browser the figures come from `tests/killer_worker_bench.rs`.
#[cfg(target_arch = "wasm32")]
fn main() {
    eprintln!("killer bench: run natively with `make bench`; the browser's figures come from tests/killer_worker_bench.rs");
}
