//! `boyi review`: the card play of recorded boards judged double-dummy.
//!
//! Every card of every board's play is solved once (see `bridge::play::review`), and the
//! costs add up to the three rates of `bridge::play::rates`: opening leads without cost,
//! declarer's and the defenders' share of cards that cost a trick. Each board prints its
//! tricks with every card's cost, then its rates; the summary gives the rates of each seat,
//! of each player named in the records, and of all.

use std::collections::BTreeMap;
use std::path::PathBuf;

use boyi::bridge::dd::Solver;
use boyi::bridge::files::BoardRecord;
use boyi::bridge::play::rates::{review_board, BoardReview, ClaimCost, Figures, Rates, Role};
use boyi::bridge::Seat;
use clap::Args as ClapArgs;
use serde::Serialize;

use crate::board_file;

#[derive(ClapArgs)]
pub struct Args {
    /// The file to read: PBN games with a play section, LIN records or handviewer addresses
    /// (`-` for stdin).
    file: PathBuf,
    /// One JSON object per board, then one for the summary.
    #[arg(long)]
    json: bool,
}

/// A set of rates as printed in JSON: the counts, and the rates they give.
#[derive(Serialize)]
pub struct RatesJson {
    #[serde(flatten)]
    counts: Rates,
    #[serde(flatten)]
    figures: Figures,
}

impl RatesJson {
    pub fn of(rates: &Rates) -> RatesJson {
        RatesJson {
            counts: *rates,
            figures: rates.figures(),
        }
    }
}

/// One card: its name and seats as letters, as the records write them.
#[derive(Serialize)]
struct CardJson {
    card: String,
    seat: char,
    /// Who chose it: declarer for dummy's cards.
    chooser: char,
    role: Role,
    /// Whether its hand held another legal card (only such cards count in the rates).
    choice: bool,
    /// Tricks it gave away against double-dummy play.
    cost: u8,
}

#[derive(Serialize)]
struct BoardJson {
    /// The record's place in the file, from 1.
    record: usize,
    board: Option<u32>,
    contract: String,
    /// Declarer's tricks with best play by everyone from the first card.
    dd_tricks: u8,
    declarer_tricks: u8,
    cards: Vec<CardJson>,
    claim: Option<ClaimCost>,
    rates: RatesJson,
}

#[derive(Serialize)]
struct SummaryJson {
    records: usize,
    reviewed: usize,
    by_seat: BTreeMap<char, RatesJson>,
    by_player: BTreeMap<String, RatesJson>,
    total: RatesJson,
    /// Tricks claims and concessions gave away against declarer's side and the defenders.
    claims_cost: [u32; 2],
}

pub fn run(args: Args) -> Result<(), String> {
    let name = args.file.display().to_string();
    let read = board_file::read(&args.file)?;
    let mut solver = Solver::new();
    let mut by_seat = [Rates::default(); 4];
    let mut by_player: BTreeMap<String, Rates> = BTreeMap::new();
    let mut claims_cost = [0u32; 2];
    let mut reviewed = 0;
    for (i, record) in read.records.iter().enumerate() {
        let number = i + 1;
        let Some(board) = record.board.as_ref().filter(|b| !b.played().is_empty()) else {
            let why = if record.board.is_some() {
                "no card played"
            } else {
                "no contract"
            };
            eprintln!(
                "boyi: {name}: record {number}{}: {why}, skipped",
                label(record)
            );
            continue;
        };
        let review = review_board(board, &mut solver)
            .map_err(|e| format!("{name}: record {number}{}: {e}", label(record)))?;
        reviewed += 1;
        for seat in Seat::ALL {
            let rates = &review.by_seat[seat.index()];
            by_seat[seat.index()].add(rates);
            if let Some(player) = &record.players[seat.index()] {
                by_player.entry(player.clone()).or_default().add(rates);
            }
        }
        if let Some(claim) = review.claim {
            claims_cost[0] += u32::from(claim.declarer);
            claims_cost[1] += u32::from(claim.defence);
        }
        let dd_tricks = dd_start(board, &review);
        let total = review.total();
        if args.json {
            let out = BoardJson {
                record: number,
                board: record.number,
                contract: board.contract().to_string(),
                dd_tricks,
                declarer_tricks: board.declarer_tricks(),
                cards: review
                    .cards
                    .iter()
                    .map(|c| CardJson {
                        card: c.card.to_string(),
                        seat: c.seat.letter(),
                        chooser: c.chooser.letter(),
                        role: c.role,
                        choice: c.choice,
                        cost: c.cost,
                    })
                    .collect(),
                claim: review.claim,
                rates: RatesJson::of(&total),
            };
            println!(
                "{}",
                serde_json::to_string(&out).map_err(|e| e.to_string())?
            );
        } else {
            print_board(number, record, &review, dd_tricks);
            println!("  {total}");
        }
    }
    if reviewed == 0 {
        return Err(format!("{name}: no board with a played card"));
    }
    let mut total = Rates::default();
    for rates in &by_seat {
        total.add(rates);
    }
    if args.json {
        let summary = SummaryJson {
            records: read.records.len(),
            reviewed,
            by_seat: Seat::ALL
                .iter()
                .map(|s| (s.letter(), RatesJson::of(&by_seat[s.index()])))
                .collect(),
            by_player: by_player
                .iter()
                .map(|(p, r)| (p.clone(), RatesJson::of(r)))
                .collect(),
            total: RatesJson::of(&total),
            claims_cost,
        };
        println!(
            "{}",
            serde_json::to_string(&summary).map_err(|e| e.to_string())?
        );
    } else {
        println!(
            "{reviewed} of {} records reviewed; claims gave away {} tricks of declarer's, {} of \
             the defenders'",
            read.records.len(),
            claims_cost[0],
            claims_cost[1]
        );
        for seat in Seat::ALL {
            println!("  {}: {}", seat.letter(), by_seat[seat.index()]);
        }
        // Dummy's player chose nothing: only players with cards counted get a line.
        for (player, rates) in by_player.iter().filter(|(_, r)| **r != Rates::default()) {
            println!("  {player}: {rates}");
        }
        println!("  all: {total}");
    }
    Ok(())
}

/// ", board N" when the record has a number.
fn label(record: &BoardRecord) -> String {
    record
        .number
        .map_or(String::new(), |n| format!(", board {n}"))
}

/// Declarer's tricks with best play from the first card: the result with every card's cost
/// and the claim's taken back.
fn dd_start(board: &boyi::bridge::play::Board, review: &BoardReview) -> u8 {
    let declaring = board.declarer().is_ns();
    let mut tricks = i32::from(board.declarer_tricks());
    for card in &review.cards {
        let cost = i32::from(card.cost);
        tricks += if card.seat.is_ns() == declaring {
            cost
        } else {
            -cost
        };
    }
    if let Some(claim) = review.claim {
        tricks += i32::from(claim.declarer) - i32::from(claim.defence);
    }
    tricks as u8
}

/// The board's heading, then one line a trick: each card with the seat that played it and
/// its cost in tricks (`*` marks a card played without a choice).
fn print_board(number: usize, record: &BoardRecord, review: &BoardReview, dd_tricks: u8) {
    let board = record
        .board
        .as_ref()
        .expect("a reviewed record has a board");
    println!(
        "record {number}{}: {}, {} tricks (double-dummy {dd_tricks} from the lead)",
        label(record),
        board.contract(),
        board.declarer_tricks()
    );
    for (t, trick) in review.cards.chunks(4).enumerate() {
        let cards: Vec<String> = trick
            .iter()
            .map(|c| {
                format!(
                    "{} {} {}{}",
                    c.seat.letter(),
                    c.card,
                    c.cost,
                    if c.choice { "" } else { "*" }
                )
            })
            .collect();
        println!("  {:>2}. {}", t + 1, cards.join(", "));
    }
    if let Some(claim) = review.claim {
        println!(
            "  claim: declarer takes {} more, giving away {} of declarer's tricks and {} of the \
             defenders'",
            claim.declarer_more, claim.declarer, claim.defence
        );
    }
}
