//! `boyi bid`: four computer players bid random boards (or given deals) with one system,
//! optionally scored against double-dummy par; `boyi bid next` gives the computer's next call
//! for positions read from stdin.

use std::io::BufRead;
use std::time::Instant;

use boyi::bridge::bidding::{bid_deal, choose, Auction, Builtin, Explanation, Source, System};
use boyi::bridge::contract::board_dealer;
use boyi::bridge::dd::Solver;
use boyi::bridge::dealer::random_deal;
use boyi::bridge::off_par::{Losses, OffPar};
use boyi::bridge::par::par;
use boyi::bridge::score::{imps, score};
use boyi::bridge::{Deal, Doubling, Hand, Seat, Vulnerability};
use clap::{Args as ClapArgs, Subcommand};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

#[derive(ClapArgs)]
pub struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// The system: sayc, precision or paper (the paper's tables).
    #[arg(long, default_value = "sayc")]
    system: String,
    /// How many boards (numbered from 1; dealer and vulnerability rotate as in duplicate).
    #[arg(long, default_value_t = 10)]
    boards: u32,
    /// Seed of the deals.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Bid the deals of a file instead of random boards: one a line,
    /// `PBN-DEAL<TAB>DEALER<TAB>VULNERABILITY` (dealer N E S W, vulnerability None NS EW All).
    #[arg(long)]
    deals: Option<String>,
    /// One JSON object per board.
    #[arg(long)]
    json: bool,
    /// Score each auction against double-dummy par and print the mean IMPs per board, the
    /// share of calls made by rules, by judgement and by the fallback pass, and the IMPs lost
    /// by kind (missed slams, games down, …; slow: a full double-dummy table per board).
    #[arg(long)]
    evaluate: bool,
}

#[derive(Subcommand)]
enum Command {
    /// The computer's next call for each line of stdin:
    /// `HAND<TAB>DEALER<TAB>VULNERABILITY<TAB>AUCTION` (hand as PBN `S.H.D.C`, the calls so far
    /// separated by spaces, empty when the dealer is to call).
    Next(NextArgs),
}

#[derive(ClapArgs)]
struct NextArgs {
    /// The system: sayc, precision or paper (the paper's tables).
    #[arg(long, default_value = "sayc")]
    system: String,
    /// One JSON object per line.
    #[arg(long)]
    json: bool,
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

#[derive(Serialize)]
struct NextJson<'a> {
    line: usize,
    call: String,
    en: &'a str,
    zh: &'a str,
    source: Source,
    rule_lines: &'a [usize],
}

fn vul_name(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}

fn parse_vul(text: &str) -> Result<Vulnerability, String> {
    match text.trim() {
        "None" | "none" | "-" => Ok(Vulnerability::None),
        "NS" | "ns" => Ok(Vulnerability::NorthSouth),
        "EW" | "ew" => Ok(Vulnerability::EastWest),
        "All" | "all" | "Both" | "both" => Ok(Vulnerability::Both),
        other => Err(format!(
            "vulnerability `{other}` is not None, NS, EW or All"
        )),
    }
}

fn parse_dealer(text: &str) -> Result<Seat, String> {
    let mut c = text.trim().chars();
    match (c.next().and_then(Seat::from_char), c.next()) {
        (Some(s), None) => Ok(s),
        _ => Err(format!("dealer `{}` is not N, E, S or W", text.trim())),
    }
}

fn parse_hand(text: &str) -> Result<Hand, String> {
    let deal = Deal::from_pbn(&format!("N:{} - - -", text.trim()))
        .map_err(|e| format!("hand `{}`: {e}", text.trim()))?;
    let hand = deal.hand(Seat::North);
    if hand.len() != 13 {
        return Err(format!(
            "hand `{}` has {} cards, not 13",
            text.trim(),
            hand.len()
        ));
    }
    Ok(hand)
}

/// A builtin system by its name on the command line.
pub fn load_system(name: &str) -> Result<System, String> {
    let which = Builtin::parse(name)
        .ok_or_else(|| format!("unknown system `{name}` (sayc, precision or paper)"))?;
    System::builtin(which).map_err(|e| format!("{name}: {e}"))
}

/// One position of `boyi bid next`: the hand, and the auction up to its turn.
fn parse_position(line: &str) -> Result<(Hand, Auction), String> {
    let fields: Vec<&str> = line.split('\t').collect();
    if !(3..=4).contains(&fields.len()) {
        return Err(format!(
            "{} fields, expected HAND, DEALER, VULNERABILITY and AUCTION separated by tabs",
            fields.len()
        ));
    }
    let hand = parse_hand(fields[0])?;
    let dealer = parse_dealer(fields[1])?;
    let vul = parse_vul(fields[2])?;
    let text = fields.get(3).copied().unwrap_or("");
    let auction = Auction::parse(dealer, text)
        .map_err(|e| format!("auction `{text}`: {e}"))?
        .with_vulnerability(vul);
    if auction.is_finished() {
        return Err(format!("auction `{text}` is already over"));
    }
    Ok((hand, auction))
}

fn next(args: NextArgs) -> Result<(), String> {
    let system = load_system(&args.system)?;
    let (mut failed, mut read) = (0usize, 0usize);
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let n = i + 1;
        let line = line.map_err(|e| format!("line {n}: {e}"))?;
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        read += 1;
        let (hand, auction) = match parse_position(line) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("boyi: line {n}: {e}");
                failed += 1;
                continue;
            }
        };
        let e = choose(&system, &auction, hand).explanation();
        if args.json {
            let out = NextJson {
                line: n,
                call: e.call.to_string(),
                en: &e.en,
                zh: &e.zh,
                source: e.source,
                rule_lines: &e.rule_lines,
            };
            println!(
                "{}",
                serde_json::to_string(&out).map_err(|e| e.to_string())?
            );
        } else {
            println!("{}\t{}", e.call, e.en);
        }
    }
    if failed > 0 {
        return Err(format!("{failed} of {read} lines could not be read"));
    }
    Ok(())
}

/// A board to bid: its number, deal, dealer and vulnerability.
struct Board {
    number: u32,
    deal: Deal,
    dealer: Seat,
    vul: Vulnerability,
}

/// The boards of a `--deals` file; a bad line is reported and left out.
fn read_deals(path: &str) -> Result<(Vec<Board>, usize), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut boards = Vec::new();
    let mut failed = 0;
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        let board = (|| {
            let fields: Vec<&str> = line.split('\t').collect();
            if fields.len() != 3 {
                return Err(format!(
                    "{} fields, expected PBN-DEAL, DEALER and VULNERABILITY separated by tabs",
                    fields.len()
                ));
            }
            let deal =
                Deal::from_pbn(fields[0]).map_err(|e| format!("deal `{}`: {e}", fields[0]))?;
            if Seat::ALL.iter().any(|&s| deal.hand(s).len() != 13) {
                return Err(format!("deal `{}`: every hand needs 13 cards", fields[0]));
            }
            Ok(Board {
                number: n as u32,
                deal,
                dealer: parse_dealer(fields[1])?,
                vul: parse_vul(fields[2])?,
            })
        })();
        match board {
            Ok(b) => boards.push(b),
            Err(e) => {
                eprintln!("boyi: {path}: line {n}: {e}");
                failed += 1;
            }
        }
    }
    Ok((boards, failed))
}

/// How many calls each source made.
#[derive(Default)]
struct Shares {
    rule: u64,
    judgement: u64,
    fallback: u64,
}

impl Shares {
    fn add(&mut self, explanations: &[Explanation]) {
        for e in explanations {
            match e.source {
                Source::Rule => self.rule += 1,
                Source::Judgement => self.judgement += 1,
                Source::Fallback => self.fallback += 1,
            }
        }
    }

    fn summary(&self) -> String {
        let total = (self.rule + self.judgement + self.fallback).max(1) as f64;
        let pct = |n: u64| 100.0 * n as f64 / total;
        format!(
            "{} calls: {:.1}% by rules, {:.1}% by judgement, {:.1}% fallback",
            self.rule + self.judgement + self.fallback,
            pct(self.rule),
            pct(self.judgement),
            pct(self.fallback)
        )
    }
}

pub fn run(args: Args) -> Result<(), String> {
    if let Some(Command::Next(next_args)) = args.command {
        return next(next_args);
    }
    let system = load_system(&args.system)?;
    let (boards, failed): (Box<dyn Iterator<Item = Board>>, usize) = match &args.deals {
        Some(path) => {
            let (boards, failed) = read_deals(path)?;
            (Box::new(boards.into_iter()), failed)
        }
        None => {
            let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
            (
                Box::new((1..=args.boards).map(move |number| Board {
                    number,
                    deal: random_deal(&mut rng),
                    dealer: board_dealer(number),
                    vul: Vulnerability::of_board(number),
                })),
                0,
            )
        }
    };
    let mut solver = args.evaluate.then(Solver::new);
    let (mut total_abs, mut total_signed, mut scored) = (0i64, 0i64, 0u32);
    let mut shares = Shares::default();
    let mut losses = Losses::default();
    let start = Instant::now();
    for Board {
        number: board,
        deal,
        dealer,
        vul,
    } in boards
    {
        let (auction, explanations) =
            bid_deal(&system, &deal, Auction::new(dealer).with_vulnerability(vul));
        shares.add(&explanations);
        let contract = auction.contract();
        let out = BoardJson {
            board,
            dealer: dealer.letter().to_string(),
            vul: vul_name(vul),
            deal: deal.pbn(),
            auction: auction.calls().iter().map(|c| c.to_string()).collect(),
            explanations: explanations.iter().map(|e| e.en.clone()).collect(),
            contract: contract.map_or("P".to_string(), |c| {
                format!("{}{}", c.level(), c.strain().letter())
            }),
            declarer: contract.map_or(String::new(), |c| c.declarer().letter().to_string()),
            doubled: match contract.map(|c| c.doubling()) {
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
            let par = par(&table, vul, dealer);
            let par_score = par.score;
            let tricks = contract.map_or(0, |c| table.get(c.strain(), c.declarer()));
            let ns_score = contract.map_or(0, |c| {
                let s = score(&c, vul.is_vulnerable(c.declarer()), tricks);
                if c.declarer().is_ns() {
                    s
                } else {
                    -s
                }
            });
            let diff = imps(ns_score - par_score);
            if let Some(kind) = OffPar::of(&par, contract.as_ref(), tricks, ns_score) {
                losses.add(kind, diff);
            }
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
    if args.evaluate {
        println!("{}: {}", system.name, shares.summary());
        for (kind, imps, boards) in losses.ranked() {
            let plural = if boards == 1 { "" } else { "s" };
            println!(
                "{}: {kind}: {imps} IMPs on {boards} board{plural}",
                system.name
            );
        }
    }
    if failed > 0 {
        return Err(format!(
            "{failed} lines of the deals file could not be read"
        ));
    }
    Ok(())
}
