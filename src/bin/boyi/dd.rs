//! `boyi dd`: double-dummy tables and play analysis.

use std::io::{BufRead, Read};

use boyi::bridge::dd::{trick_winner, CardValue, Position, Solver};
use boyi::bridge::paper_format::PaperProblem;
use boyi::bridge::{Card, Deal, Seat, Strain};
use clap::{Args as ClapArgs, Subcommand};
use serde::Serialize;

#[derive(ClapArgs)]
pub struct Args {
    #[command(subcommand)]
    command: DdCommand,
}

#[derive(Subcommand)]
enum DdCommand {
    /// Read PBN deals from stdin, one per line; print per deal 20 numbers: declarer's tricks
    /// for strains S, H, D, C, NT (strain-major) by declarer N, E, S, W.
    Table {
        /// One JSON object per deal instead.
        #[arg(long)]
        json: bool,
        /// Also print, on stderr, each deal's search nodes and milliseconds and their totals
        /// (for measuring the solver on a batch of deals).
        #[arg(long)]
        stats: bool,
        /// Cap of the solver's transposition table in MiB (smaller is slower, never wrong).
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=16384))]
        tt_mib: u32,
    },
    /// Solve a problem file (the paper's format, or a PBN deal with --trump and --leader):
    /// every legal card's value, whether NS reach the target, and an optimal play.
    Solve {
        /// The problem file.
        file: String,
        /// Trump for a PBN deal: S, H, D, C or NT (or 0-4).
        #[arg(long)]
        trump: Option<String>,
        /// Seat on lead for a PBN deal: N, E, S or W.
        #[arg(long)]
        leader: Option<String>,
        /// Tricks North-South need (a PBN deal has no target unless given).
        #[arg(long)]
        target: Option<u8>,
        /// Print JSON instead.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(args: Args) -> Result<(), String> {
    match args.command {
        DdCommand::Table {
            json,
            stats,
            tt_mib,
        } => table(json, stats, tt_mib),
        DdCommand::Solve {
            file,
            trump,
            leader,
            target,
            json,
        } => solve(&file, trump, leader, target, json),
    }
}

#[derive(Serialize)]
struct TableJson {
    deal: String,
    /// 20 numbers in the text output's order.
    tricks: Vec<u8>,
}

fn table(json: bool, stats: bool, tt_mib: u32) -> Result<(), String> {
    let mut solver = Solver::with_tt_bytes((tt_mib as usize) << 20);
    let (mut deals, mut total_ms) = (0u64, 0.0f64);
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.map_err(|e| format!("reading stdin: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let deal = Deal::from_pbn(&line).map_err(|e| format!("line {}: {e}", i + 1))?;
        let (nodes_before, start) = (solver.nodes(), std::time::Instant::now());
        let t = solver
            .table(&deal)
            .map_err(|e| format!("line {}: {e}", i + 1))?;
        if stats {
            let ms = start.elapsed().as_secs_f64() * 1e3;
            deals += 1;
            total_ms += ms;
            eprintln!(
                "line {}: {} nodes, {ms:.1} ms",
                i + 1,
                solver.nodes() - nodes_before
            );
        }
        if json {
            let out = TableJson {
                deal: deal.pbn(),
                tricks: t.row().to_vec(),
            };
            println!(
                "{}",
                serde_json::to_string(&out).map_err(|e| e.to_string())?
            );
        } else {
            println!("{t}");
        }
    }
    if stats && deals > 0 {
        eprintln!(
            "{deals} deals: {} nodes, {total_ms:.0} ms; per deal {} nodes, {:.1} ms",
            solver.nodes(),
            solver.nodes() / deals,
            total_ms / deals as f64
        );
    }
    Ok(())
}

#[derive(Serialize)]
struct TrickJson {
    leader: Seat,
    cards: Vec<Card>,
    winner: Option<Seat>,
}

#[derive(Serialize)]
struct SolveJson {
    position: Position,
    to_move: Seat,
    /// Tricks North-South take with best play from here (the current trick included).
    ns_tricks: u8,
    ns_target: Option<u8>,
    made: Option<bool>,
    /// Values for the side to move.
    cards: Vec<CardValue>,
    /// The optimal play, trick by trick.
    play: Vec<TrickJson>,
}

fn solve(
    file: &str,
    trump: Option<String>,
    leader: Option<String>,
    target: Option<u8>,
    json: bool,
) -> Result<(), String> {
    let mut text = String::new();
    if file == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("reading stdin: {e}"))?;
    } else {
        text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    }
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let (position, ns_target) = if first.contains(':') {
        let deal = Deal::from_pbn(first).map_err(|e| format!("{file}: {e}"))?;
        let trump = trump.ok_or("a PBN deal needs --trump")?;
        let trump =
            Strain::parse(&trump).ok_or(format!("--trump {trump}: use S, H, D, C or NT"))?;
        let leader = leader.ok_or("a PBN deal needs --leader")?;
        let mut lc = leader.chars();
        let leader = match (lc.next().and_then(Seat::from_char), lc.next()) {
            (Some(s), None) => s,
            _ => return Err(format!("--leader {leader}: use N, E, S or W")),
        };
        (Position::new(deal, trump, leader), target)
    } else {
        let p = PaperProblem::parse(&text).map_err(|e| format!("{file}: {e}"))?;
        (p.position, Some(target.unwrap_or(p.ns_need)))
    };
    let mut solver = Solver::new();
    let cards = solver.card_values(&position).map_err(|e| e.to_string())?;
    let mover = position.to_move();
    let left = position.tricks_left() as u8;
    let best = cards.first().map_or(0, |c| c.tricks);
    let ns_tricks = if mover.is_ns() { best } else { left - best };
    let line = solver.best_line(&position).map_err(|e| e.to_string())?;
    let play = split_tricks(&position, &line);
    let made = ns_target.map(|t| ns_tricks >= t);
    if json {
        let out = SolveJson {
            position,
            to_move: mover,
            ns_tricks,
            ns_target,
            made,
            cards,
            play,
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    println!(
        "Trump {}; {} to play; {} tricks to go; North-South take {} with best play.",
        position.trump, mover, left, ns_tricks
    );
    println!("Cards of {mover} (tricks for {mover}'s side):");
    for c in &cards {
        let eq: Vec<String> = c.equivalent.iter().map(|x| x.to_string()).collect();
        let loss = best - c.tricks;
        let note = if loss == 0 {
            "best".to_string()
        } else {
            format!("loses {loss}")
        };
        println!("  {:<12} {:>2}  {note}", eq.join(" "), c.tricks);
    }
    if let (Some(t), Some(m)) = (ns_target, made) {
        println!(
            "North-South need {t}: {}",
            if m { "made" } else { "not made" }
        );
    }
    println!("Optimal play:");
    let mut ns = 0;
    for (i, t) in play.iter().enumerate() {
        let cards: Vec<String> = t.cards.iter().map(|c| c.to_string()).collect();
        match t.winner {
            Some(w) => {
                ns += w.is_ns() as u8;
                println!(
                    "  trick {:>2}: {} leads {}; won by {w} (NS {ns})",
                    i + 1,
                    t.leader,
                    cards.join(" ")
                );
            }
            None => println!(
                "  trick {:>2}: {} leads {}",
                i + 1,
                t.leader,
                cards.join(" ")
            ),
        }
    }
    Ok(())
}

/// Splits a play from `pos` into tricks (the first one may already have cards on the table).
fn split_tricks(pos: &Position, line: &[Card]) -> Vec<TrickJson> {
    let mut out = Vec::new();
    let mut leader = pos.leader;
    let mut cards = pos.trick.clone();
    for &c in line {
        cards.push(c);
        if cards.len() == 4 {
            let winner = trick_winner(&cards, leader, pos.trump);
            out.push(TrickJson {
                leader,
                cards: std::mem::take(&mut cards),
                winner: Some(winner),
            });
            leader = winner;
        }
    }
    if !cards.is_empty() {
        out.push(TrickJson {
            leader,
            cards,
            winner: None,
        });
    }
    out
}
