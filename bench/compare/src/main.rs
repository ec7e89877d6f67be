//! `make bench`: Boyi's double-dummy solver against pons-dds (a Rust port of DDS 2.9) and
//! DDS 3.0 (C++, through dds-bridge), as a user meets them: each solver in a process of its
//! own, keeping its table from deal to deal, so that no solver's table is evicted from the
//! cache by another's.
//!
//! The deals are cut into chunks; each chunk is solved by each solver in a fresh process, in
//! a rotating order, `DD_BENCH_ROUNDS` times (default 2), and the fastest of those runs counts
//! for each solver: a slower spell of a shared machine then weighs on no one solver alone.
//! Two sets: the first `DD_BENCH_DEALS` (default 200) deals of the peer suite's comparison
//! deals, which the solver was tuned on, and `DD_BENCH_RANDOM` (default 200) fresh random
//! deals from `DD_BENCH_SEED` (default: a new seed each run, printed). Every table is checked:
//! the suite's against its known tables, the random deals' against each other.
//! `DD_BENCH_CHUNK` sets the deals per chunk (default 10). Then solves per second of a
//! Monte-Carlo workload, Boyi alone.

mod deals;
mod solvers;

use std::io::{BufRead, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

use boyi::bridge::dd::{DdTable, Position, Solver};
use boyi::bridge::{Card, Deal, Hand, Seat, Strain};
use deals::BenchDeal;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use solvers::{Engine, Which};

/// Set in a child process: the solver it runs on the deals it reads from stdin.
const WORKER_ENV: &str = "BOYI_COMPARE_WORKER";

fn main() {
    let result = match std::env::var(WORKER_ENV) {
        Ok(name) => worker(&name),
        Err(_) => compare(),
    };
    if let Err(e) = result {
        eprintln!("dd bench: {e}");
        std::process::exit(1);
    }
}

fn env_number(name: &str, default: u64) -> Result<u64, String> {
    match std::env::var(name) {
        Ok(v) => v
            .parse()
            .map_err(|_| format!("{name}={v}: expected a whole number")),
        Err(_) => Ok(default),
    }
}

/// A child process: one solver, the deals of a chunk one PBN a line on stdin, for each deal
/// its milliseconds and table on stdout.
fn worker(name: &str) -> Result<(), String> {
    let which = Which::from_name(name).ok_or_else(|| format!("no solver named {name}"))?;
    let mut engine = Engine::new(which);
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let pbn = line.map_err(|e| e.to_string())?;
        let start = Instant::now();
        let table = engine.table(&pbn)?;
        let ms = start.elapsed().as_secs_f64() * 1e3;
        let row: Vec<String> = table.row().iter().map(u8::to_string).collect();
        writeln!(out, "{ms}\t{}", row.join(" ")).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// What one run of one solver on one chunk gave.
struct ChunkRun {
    ms: Vec<f64>,
    tables: Vec<DdTable>,
}

fn run_chunk(which: Which, chunk: &[BenchDeal]) -> Result<ChunkRun, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .env(WORKER_ENV, which.name())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("starting a {} process: {e}", which.name()))?;
    let input: String = chunk.iter().map(|d| format!("{}\n", d.pbn)).collect();
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .map_err(|e| e.to_string())?;
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(format!(
            "the {} process failed ({})",
            which.name(),
            output.status
        ));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let mut run = ChunkRun {
        ms: Vec::new(),
        tables: Vec::new(),
    };
    for line in text.lines() {
        let (ms, row) = line.split_once('\t').ok_or("a worker line without a tab")?;
        run.ms
            .push(ms.parse().map_err(|_| format!("bad time {ms}"))?);
        let row: Vec<u8> = row.split(' ').filter_map(|x| x.parse().ok()).collect();
        let row: [u8; 20] = row.try_into().map_err(|_| "a table without 20 tricks")?;
        run.tables.push(DdTable::from_row(&row));
    }
    if run.ms.len() != chunk.len() {
        return Err(format!(
            "the {} process answered {} of {} deals",
            which.name(),
            run.ms.len(),
            chunk.len()
        ));
    }
    Ok(run)
}

/// Per solver: the fastest run's milliseconds for each chunk, and each deal's fastest time.
struct SetResult {
    chunk_ms: [Vec<f64>; 3],
    deal_ms: [Vec<f64>; 3],
}

fn time_set(deals: &[BenchDeal], chunk: usize, rounds: usize) -> Result<SetResult, String> {
    let mut result = SetResult {
        chunk_ms: Default::default(),
        deal_ms: Default::default(),
    };
    for (c, part) in deals.chunks(chunk).enumerate() {
        let mut best: [Option<Vec<f64>>; 3] = Default::default();
        for round in 0..rounds {
            for k in 0..3 {
                let i = (c + round + k) % 3;
                let which = Which::ALL[i];
                let run = run_chunk(which, part)?;
                check(which, part, &run.tables)?;
                best[i] = Some(match best[i].take() {
                    None => run.ms,
                    Some(old) => {
                        if run.ms.iter().sum::<f64>() < old.iter().sum::<f64>() {
                            run.ms
                        } else {
                            old
                        }
                    }
                });
            }
        }
        for (i, ms) in best.into_iter().enumerate() {
            let ms = ms.expect("at least one round");
            result.chunk_ms[i].push(ms.iter().sum());
            result.deal_ms[i].extend(ms);
        }
        eprint!(
            "\r  {} of {} deals",
            (c * chunk + part.len()).min(deals.len()),
            deals.len()
        );
    }
    eprintln!();
    Ok(result)
}

/// Every table against the suite's, or (random deals) against Boyi's table of the same
/// deal, which the other solvers must then match.
fn check(which: Which, deals: &[BenchDeal], tables: &[DdTable]) -> Result<(), String> {
    for (deal, got) in deals.iter().zip(tables) {
        let want = match deal.known {
            Some(t) => t,
            None if which == Which::Boyi => continue,
            None => Engine::new(Which::Boyi).table(&deal.pbn)?,
        };
        if *got != want {
            return Err(format!("{}'s table differs on {}", which.name(), deal.pbn));
        }
    }
    Ok(())
}

fn report(title: &str, deals: usize, r: &SetResult) {
    println!(
        "{title}: {deals} deals, each solver in its own process, fastest of the rounds per chunk"
    );
    println!("ms per table     mean   median      max");
    let mean = |i: usize| r.chunk_ms[i].iter().sum::<f64>() / deals as f64;
    for (i, which) in Which::ALL.iter().enumerate() {
        let mut v = r.deal_ms[i].clone();
        v.sort_by(f64::total_cmp);
        println!(
            "{:<12} {:>8.1} {:>8.1} {:>8.1}",
            which.name(),
            mean(i),
            v[v.len() / 2],
            v[v.len() - 1]
        );
    }
    println!(
        "boyi / pons-dds: {:.3}, boyi / dds 3.0: {:.3} (ratio of the means)",
        mean(0) / mean(1),
        mean(0) / mean(2)
    );
    if std::env::var_os("DD_BENCH_EACH").is_some() {
        println!("deal     boyi ms  pons-dds ms   dds ms   boyi/pons");
        for d in 0..deals {
            let (b, p, s) = (r.deal_ms[0][d], r.deal_ms[1][d], r.deal_ms[2][d]);
            println!("{:>4} {b:>11.1} {p:>12.1} {s:>8.1} {:>11.2}", d + 1, b / p);
        }
    }
}

fn compare() -> Result<(), String> {
    let suite_n = env_number("DD_BENCH_DEALS", 200)? as usize;
    let random_n = env_number("DD_BENCH_RANDOM", 200)? as usize;
    let chunk = env_number("DD_BENCH_CHUNK", 10)?.max(1) as usize;
    let rounds = env_number("DD_BENCH_ROUNDS", 2)?.max(1) as usize;
    let fresh_seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    let seed = env_number("DD_BENCH_SEED", fresh_seed)?;
    let samples = env_number("DD_BENCH_SAMPLES", 20)? as usize;

    let suite = deals::suite(suite_n)?;
    if !suite.is_empty() {
        let r = time_set(&suite, chunk, rounds)?;
        report(
            "macroxue/comparison (the deals the solver was tuned on)",
            suite.len(),
            &r,
        );
    }
    if random_n > 0 {
        let random = deals::random(random_n, seed);
        let r = time_set(&random, chunk, rounds)?;
        report(
            &format!("random deals, DD_BENCH_SEED={seed}"),
            random.len(),
            &r,
        );
    }
    // The Monte-Carlo workload starts from the first comparison deal, or a random one.
    let first = match suite.first() {
        Some(d) => d.pbn.clone(),
        None => deals::random(1, seed).remove(0).pbn,
    };
    monte_carlo(&first, samples)
}

/// West on lead against South's 3NT knows only West's own cards: deal the other 39 cards at
/// random and ask for the value of each of West's cards, reusing one solver.
fn monte_carlo(pbn: &str, samples: usize) -> Result<(), String> {
    let deal = Deal::from_pbn(pbn).map_err(|e| e.to_string())?;
    let west = deal.hand(Seat::West);
    let mut others: Vec<Card> = Hand(deal.cards().0 & !west.0).cards().collect();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut solver = Solver::new();
    let start = Instant::now();
    for _ in 0..samples {
        others.shuffle(&mut rng);
        let mut hands = [Hand::EMPTY; 4];
        hands[Seat::West as usize] = west;
        for (i, c) in others.iter().enumerate() {
            hands[i / 13].insert(*c);
        }
        let sample = Deal::new(hands).map_err(|e| e.to_string())?;
        let pos = Position::new(sample, Strain::NoTrump, Seat::West);
        std::hint::black_box(solver.card_values(&pos).map_err(|e| e.to_string())?);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "Monte-Carlo (opening lead against 3NT, {samples} samples, all of West's cards per call): {:.2} solves/s",
        samples as f64 / secs
    );
    Ok(())
}
