//! `boyi deal`: random deals, seeded, optionally under limits; PBN on stdout, speed on stderr.

use std::io::Write;
use std::time::Instant;

use boyi::bridge::dealer::{Dealer, Limits};
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
}

pub fn run(args: Args) -> Result<(), String> {
    let limits: Limits = args.limits.parse().map_err(|e| format!("{e}"))?;
    let dealer = Dealer::new(limits).map_err(|e| format!("limits: {e}"))?;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let start = Instant::now();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for _ in 0..args.count {
        let deal = dealer.deal(&mut rng).map_err(|e| e.to_string())?;
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
