//! `boyi killer`: Who is the killer on the command line (computer-player simulations).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use boyi::killer::player::Level;
use boyi::killer::sim::{simulate, Summary};
use boyi::killer::Config;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// Play games between computer players and print a summary.
    Sim(SimArgs),
}

#[derive(clap::Args)]
struct SimArgs {
    /// Players, 3 to 5 (the standard deal for that many).
    #[arg(long, default_value_t = 3)]
    players: usize,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Seed of the first game (game i uses seed + i).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Each seat's level, comma-separated: novice or expert (default: all novice).
    #[arg(long)]
    ai: Option<String>,
    /// Print the summary as JSON.
    #[arg(long)]
    json: bool,
    /// Write every game as JSON lines: the deal, then each event (see the README).
    #[arg(long)]
    log: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), String> {
    match args.command {
        Command::Sim(sim) => run_sim(sim),
    }
}

fn run_sim(args: SimArgs) -> Result<(), String> {
    let config = Config::standard(args.players).map_err(|e| format!("killer sim: {e}"))?;
    let levels: Vec<Level> = match &args.ai {
        Some(list) => list
            .split(',')
            .map(|s| s.trim().parse())
            .collect::<Result<_, _>>()
            .map_err(|e| format!("killer sim: --ai: {e}"))?,
        None => vec![Level::Novice; args.players],
    };
    let mut log = match &args.log {
        Some(path) => Some(BufWriter::new(File::create(path).map_err(|e| {
            format!("killer sim: cannot write {}: {e}", path.display())
        })?)),
        None => None,
    };
    let mut write_error = None;
    let start = Instant::now();
    let clock = || start.elapsed().as_secs_f64() * 1000.0;
    let summary = simulate(
        &config,
        &levels,
        args.games,
        args.seed,
        &clock,
        &mut |played| {
            if let Some(out) = log.as_mut() {
                for event in &played.log {
                    let line = serde_json::to_string(event).expect("events serialise");
                    if let Err(e) = writeln!(out, "{line}") {
                        write_error.get_or_insert(e.to_string());
                    }
                }
            }
        },
        &mut |done, games| {
            // Long runs report every tenth on stderr, so a partial run still says something.
            if games >= 100 && done % (games / 10) == 0 {
                eprintln!("killer sim: {done} of {games} games played");
            }
        },
    )
    .map_err(|e| format!("killer sim: {e}"))?;
    if let Some(mut out) = log {
        if let Err(e) = out.flush() {
            write_error.get_or_insert(e.to_string());
        }
    }
    if let Some(e) = write_error {
        return Err(format!("killer sim: writing the log failed: {e}"));
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&summary).expect("summaries serialise")
        );
    } else {
        print_summary(&summary);
    }
    Ok(())
}

fn print_summary(s: &Summary) {
    let levels: Vec<&str> = s.levels.iter().map(|l| l.name()).collect();
    println!("games            {}", s.games);
    println!("players          {} ({})", s.players, levels.join(", "));
    for (seat, wins) in s.wins_by_seat.iter().enumerate() {
        println!(
            "wins seat {seat}      {wins} ({:.1}%)",
            100.0 * *wins as f64 / s.games.max(1) as f64
        );
    }
    for (level, wins) in &s.wins_by_level {
        println!("wins {:<11} {wins}", level.name());
    }
    println!("no winner        {}", s.no_winner);
    println!("stalled          {}", s.stalled);
    println!("wrong guesses    {}", s.wrong_guesses);
    println!("mean turns       {:.1}", s.mean_turns);
    println!(
        "deduction        {} runs, mean {:.2} ms, max {:.2} ms",
        s.deductions, s.deduce_ms_mean, s.deduce_ms_max
    );
}
