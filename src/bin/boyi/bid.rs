//! `boyi bid`: four computer players bid random boards with one system; optionally the
//! auctions scored against double-dummy par.

use std::time::Instant;

use boyi::bridge::bidding::{bid_deal, Auction, Builtin, System};
use boyi::bridge::contract::board_dealer;
use boyi::bridge::dd::Solver;
use boyi::bridge::dealer::random_deal;
use boyi::bridge::par::par;
use boyi::bridge::score::{imps, score};
use boyi::bridge::{Doubling, Vulnerability};
use clap::Args as ClapArgs;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

#[derive(ClapArgs)]
pub struct Args {
    /// The system: sayc or precision.
    #[arg(long, default_value = "sayc")]
    system: String,
    /// How many boards (numbered from 1; dealer and vulnerability rotate as in duplicate).
    #[arg(long, default_value_t = 10)]
    boards: u32,
    /// Seed of the deals.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// One JSON object per board.
    #[arg(long)]
    json: bool,
    /// Score each auction against double-dummy par and print the mean IMPs per board
    /// (slow: a full double-dummy table per board).
    #[arg(long)]
    evaluate: bool,
}

#[derive(Serialize)]
struct BoardJson {
    board: u32,
    dealer: String,
    vul: &'static str,
    deal: String,
    auction: Vec<String>,
    explanations: Vec<String>,
    contract: String,
    declarer: String,
    doubled: &'static str,
}

fn vul_name(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}

pub fn run(args: Args) -> Result<(), String> {
    let which = Builtin::parse(&args.system)
        .ok_or_else(|| format!("unknown system `{}` (sayc or precision)", args.system))?;
    let system = System::builtin(which).map_err(|e| format!("{}: {e}", args.system))?;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let mut solver = args.evaluate.then(Solver::new);
    let (mut total_abs, mut total_signed, mut scored) = (0i64, 0i64, 0u32);
    let start = Instant::now();
    for board in 1..=args.boards {
        let deal = random_deal(&mut rng);
        let dealer = board_dealer(board);
        let vul = Vulnerability::of_board(board);
        let (auction, explanations) = bid_deal(&system, &deal, Auction::new(dealer));
        let contract = auction.contract();
        let out = BoardJson {
            board,
            dealer: dealer.letter().to_string(),
            vul: vul_name(vul),
            deal: deal.pbn(),
            auction: auction.calls().iter().map(|c| c.to_string()).collect(),
            explanations: explanations.iter().map(|e| e.en.clone()).collect(),
            contract: contract.map_or("P".to_string(), |c| {
                format!("{}{}", c.level, c.strain.letter())
            }),
            declarer: contract.map_or(String::new(), |c| c.declarer.letter().to_string()),
            doubled: match contract.map(|c| c.doubling) {
                Some(Doubling::Doubled) => "X",
                Some(Doubling::Redoubled) => "XX",
                _ => "",
            },
        };
        let mut par_note = String::new();
        if let Some(solver) = solver.as_mut() {
            let table = solver
                .table(&deal)
                .map_err(|e| format!("board {board}: {e}"))?;
            let par_score = par(&table, vul, dealer).score;
            let ns_score = contract.map_or(0, |c| {
                let tricks = table.get(c.strain, c.declarer);
                let s = score(&c, vul.is_vulnerable(c.declarer), tricks);
                if c.declarer.is_ns() {
                    s
                } else {
                    -s
                }
            });
            let diff = imps(ns_score - par_score);
            total_abs += diff.abs() as i64;
            total_signed += diff as i64;
            scored += 1;
            par_note = format!(" NS {ns_score} par {par_score} IMPs {diff:+}");
            eprintln!(
                "board {board}: {:.1} s so far{par_note}",
                start.elapsed().as_secs_f64()
            );
        }
        if args.json {
            println!(
                "{}",
                serde_json::to_string(&out).map_err(|e| e.to_string())?
            );
        } else {
            let contract_text = if out.contract == "P" {
                "passed out".to_string()
            } else {
                format!("{}{} by {}", out.contract, out.doubled, out.declarer)
            };
            println!(
                "{board:>3} {} {:<4} {}  {}  => {contract_text}{par_note}",
                out.dealer,
                out.vul,
                out.deal,
                out.auction.join(" ")
            );
        }
    }
    if scored > 0 {
        println!(
            "{}: {scored} boards, mean |IMPs| from par {:.2} per board (NS signed mean {:+.2})",
            system.name,
            total_abs as f64 / scored as f64,
            total_signed as f64 / scored as f64
        );
    }
    Ok(())
}
