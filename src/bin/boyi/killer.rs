//! `boyi killer`: Who is the killer on the command line: simulations between computer players,
//! and Algorithm 1 over a recorded game.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use boyi::killer::player::Level;
use boyi::killer::record::{deduce_record, read_games, Deduction, RecordError};
use boyi::killer::sim::{simulate, Summary};
use boyi::killer::{Card, Config, Seen};

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// Play games between computer players and print a summary.
    Sim(SimArgs),
    /// Run Algorithm 1 after every event of a recorded game (a `sim --log` file), from one
    /// player's view: the killer candidates left and when the killer became certain.
    Deduce(DeduceArgs),
}

#[derive(clap::Args)]
struct DeduceArgs {
    /// The game log: JSON lines as `boyi killer sim --log` writes them.
    log: PathBuf,
    /// The seat whose view is deduced over.
    #[arg(long, default_value_t = 0)]
    seat: usize,
    /// Which game of the log, counted from 1.
    #[arg(long, default_value_t = 1)]
    game: usize,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
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
        Command::Deduce(deduce) => run_deduce(deduce),
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

/// Candidate lists up to this long are printed in full.
const FEW: usize = 6;

fn run_deduce(args: DeduceArgs) -> Result<(), String> {
    let path = args.log.display();
    let text = std::fs::read_to_string(&args.log)
        .map_err(|e| format!("killer deduce: cannot read {path}: {e}"))?;
    let fault = |e: RecordError| match e {
        RecordError::Line { .. } | RecordError::Empty => format!("killer deduce: {path}: {e}"),
        RecordError::NoSeat { .. } => format!("killer deduce: --seat {}: {e}", args.seat),
        RecordError::NoGame { .. } => format!("killer deduce: --game {}: {e}", args.game),
    };
    let games = read_games(&text).map_err(fault)?;
    let record = args
        .game
        .checked_sub(1)
        .and_then(|i| games.get(i))
        .ok_or(RecordError::NoGame {
            game: args.game,
            games: games.len(),
        })
        .map_err(fault)?;
    let deduction = deduce_record(record, args.seat, &mut |_, _| {}).map_err(fault)?;
    if args.json {
        let mut json = serde_json::to_value(&deduction).expect("deductions serialise");
        json["game"] = args.game.into();
        println!(
            "{}",
            serde_json::to_string_pretty(&json).expect("JSON values print")
        );
    } else {
        print_deduction(args.game, &deduction);
    }
    Ok(())
}

fn cards(list: &[Card]) -> String {
    list.iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// An event in words, as the seat saw it.
fn describe(seen: &Seen) -> String {
    match seen {
        Seen::Ask { player, kind } => format!("player {player} asks for type {kind}"),
        Seen::Give {
            from,
            to,
            kind,
            card: c,
        } => match c {
            Some(c) => format!("player {from} gives {c} to player {to}"),
            None => format!("player {from} gives a type-{kind} card to player {to}"),
        },
        Seen::NoCard { player, kind } => format!("player {player} has no type {kind}"),
        Seen::Place {
            player,
            shown,
            hidden,
        } if hidden.is_empty() => format!("player {player} puts {shown} face up"),
        Seen::Place {
            player,
            shown,
            hidden,
        } => match hidden[..] {
            [Some(a), Some(b)] => {
                format!("player {player} puts {shown} face up, {a} {b} face down")
            }
            _ => format!("player {player} puts {shown} face up, two cards face down"),
        },
        Seen::Look {
            player,
            slot,
            card: c,
        } => match c {
            Some(c) => format!("player {player} looks at slot {slot}: {c}"),
            None => format!("player {player} looks at the face-down card in slot {slot}"),
        },
        Seen::Guess {
            player,
            card: c,
            right,
        } => format!(
            "player {player} names {c}: {}",
            if *right { "right" } else { "wrong" }
        ),
    }
}

fn print_deduction(game: usize, d: &Deduction) {
    println!(
        "game {game}, seat {} of {} players (the killer, from the deal: {})",
        d.seat, d.players, d.killer
    );
    println!(
        "event  line  turn  left  what seat {} saw  [the candidates, when at most {FEW}]",
        d.seat
    );
    for s in &d.steps {
        let what = s.seen.as_ref().map_or("the deal".to_string(), describe);
        let few = if s.candidates.len() <= FEW {
            format!("  [{}]", cards(&s.candidates))
        } else {
            String::new()
        };
        println!(
            "{:>5} {:>5} {:>5} {:>5}  {what}{few}",
            s.event,
            s.line,
            s.turn,
            s.candidates.len()
        );
    }
    match d.certain_at.map(|i| &d.steps[i]) {
        Some(s) => println!(
            "certain at turn {}: after event {} (line {}), the killer is {}",
            s.turn,
            s.event,
            s.line,
            cards(&s.candidates)
        ),
        None => {
            let last = d.steps.last().map_or(&[][..], |s| &s.candidates[..]);
            println!(
                "never certain: {} candidates after the last event",
                last.len()
            );
        }
    }
}
