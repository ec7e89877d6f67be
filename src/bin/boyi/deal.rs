//! `boyi deal`: random deals, seeded, optionally under limits; PBN on stdout, speed on stderr.

use std::io::Write;
use std::time::Instant;

use boyi::bridge::dd::Solver;
use boyi::bridge::dealer::Dealer;
use boyi::bridge::limits::Limits;
use boyi::bridge::makes::Makes;
use clap::Args as ClapArgs;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[derive(ClapArgs)]
pub struct Args {
    /// How many deals.
    #[arg(long, default_value_t = 10)]
    count: u64,
    /// Seed of the random generator: the same seed and limits give the same deals.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Limits per seat, e.g. "N:hcp=15-17,bal S:s=5-,hcp=8-" (items hcp, s, h, d, c, bal, unbal).
    #[arg(long, default_value = "")]
    limits: String,
    /// Only deals on which this contract makes double-dummy, e.g. "4S:N" or "3NT:S" (each
    /// candidate deal costs one double-dummy search).
    #[arg(long)]
    makes: Option<String>,
    /// With --makes: how many deals meeting the limits to try for each deal printed.
    #[arg(long, default_value_t = 1000)]
    tries: u32,
}

pub fn run(args: Args) -> Result<(), String> {
    let limits: Limits = args.limits.parse().map_err(|e| format!("{e}"))?;
    let dealer = Dealer::new(limits).map_err(|e| format!("limits: {e}"))?;
    let makes: Option<Makes> = match &args.makes {
        Some(text) => Some(text.parse().map_err(|e| format!("--makes {e}"))?),
        None => None,
    };
    let mut solver = makes.map(|_| Solver::new());
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let start = Instant::now();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for _ in 0..args.count {
        let deal = match (makes, solver.as_mut()) {
            (Some(m), Some(solver)) => m
                .deal(&dealer, solver, &mut rng, args.tries)
                .map_err(|e| e.to_string())?,
            _ => dealer.deal(&mut rng).map_err(|e| e.to_string())?,
        };
        writeln!(out, "{deal}").map_err(|e| format!("writing stdout: {e}"))?;
    }
    out.flush().map_err(|e| format!("writing stdout: {e}"))?;
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{} deals in {:.3} s: {:.0} deals per second",
        args.count,
        secs,
        args.count as f64 / secs.max(1e-9)
    );
    Ok(())
}
