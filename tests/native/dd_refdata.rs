//! The solver and par against the double-dummy peer suite (see its FORMAT.md): double-dummy
//! tables, the DDS list files' per-card (FUT), play-trace (TRACE) and par (PAR2) lines, and the
//! endings of `macroxue/old_deals`. The fast subset runs in `cargo test` on the suite's rows
//! kept in `tests/data/dd/`; the exhaustive checks read the whole suite, are `#[ignore]`d and
//! run by `make test-full`.

use boyi::bridge::dd::{trick_winner, DdTable, Position, Solver};
use boyi::bridge::par::par;
use boyi::bridge::{Card, Deal, Seat, Strain, Suit, Vulnerability};

/// One row of `normalized/dd_tables.tsv`.
struct TableRow {
    source: String,
    id: String,
    deal: Deal,
    tricks_per_hand: usize,
    table: DdTable,
}

/// The rows of a file laid out as `normalized/dd_tables.tsv`.
fn table_rows(text: &str) -> Vec<TableRow> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 24, "{line}");
            let row: Vec<u8> = f[4..].iter().map(|x| x.parse().unwrap()).collect();
            TableRow {
                source: f[0].to_string(),
                id: f[1].to_string(),
                deal: Deal::from_pbn(f[2]).unwrap(),
                tricks_per_hand: f[3].parse().unwrap(),
                table: DdTable::from_row(&row.try_into().unwrap()),
            }
        })
        .collect()
}

/// One record of a DDS list file.
struct DdsRecord {
    dealer: Seat,
    vul: Vulnerability,
    trump: Strain,
    first: Seat,
    deal: Deal,
    /// (card, equal lower cards, leader's side's tricks).
    fut: Vec<(Card, Vec<Card>, u8)>,
    table: DdTable,
    par2_score: i32,
    par2_contracts: Vec<String>,
    play: Vec<Card>,
    trace: Vec<u8>,
}

fn quoted(line: &str) -> Vec<String> {
    line.split('"')
        .skip(1)
        .step_by(2)
        .map(|s| s.to_string())
        .collect()
}

fn numbers(line: &str) -> Vec<i32> {
    line.split_whitespace()
        .skip(1)
        .map(|x| x.parse().unwrap())
        .collect()
}

/// The records of a DDS list file's text.
fn dds_records(text: &str) -> Vec<DdsRecord> {
    let lines: Vec<&str> = text.lines().collect();
    let count: usize = lines[0].split_whitespace().nth(1).unwrap().parse().unwrap();
    (0..count)
        .map(|i| {
            let rec = &lines[1 + 7 * i..8 + 7 * i];
            let pbn = numbers(rec[0].split('"').next().unwrap());
            let deal = Deal::from_pbn(&quoted(rec[0])[0]).unwrap();
            let f = numbers(rec[1]);
            let k = f[0] as usize;
            let fut = (0..k)
                .map(|j| {
                    let suit = Suit::from_index(f[1 + j] as usize).unwrap();
                    let card = Card::new(suit, f[1 + k + j] as u8).unwrap();
                    let eq = f[1 + 2 * k + j];
                    let equals = (2..=14)
                        .rev()
                        .filter(|r| eq & (1 << r) != 0)
                        .map(|r| Card::new(suit, r).unwrap())
                        .collect();
                    (card, equals, f[1 + 3 * k + j] as u8)
                })
                .collect();
            let t: Vec<u8> = numbers(rec[2]).iter().map(|&x| x as u8).collect();
            let par2 = quoted(rec[4]);
            let play_text = &quoted(rec[5])[0];
            let play = play_text
                .as_bytes()
                .chunks(2)
                .map(|c| std::str::from_utf8(c).unwrap().parse().unwrap())
                .collect();
            DdsRecord {
                dealer: Seat::from_index(pbn[0] as usize).unwrap(),
                vul: Vulnerability::from_dds(pbn[1] as usize).unwrap(),
                trump: Strain::from_index(pbn[2] as usize).unwrap(),
                first: Seat::from_index(pbn[3] as usize).unwrap(),
                deal,
                fut,
                table: DdTable::from_row(&t.try_into().unwrap()),
                par2_score: par2[0].parse().unwrap(),
                par2_contracts: par2[1..].to_vec(),
                play,
                trace: numbers(rec[6])[1..].iter().map(|&x| x as u8).collect(),
            }
        })
        .collect()
}

const LIST_FILES: [&str; 7] = [
    "list1.txt",
    "list2.txt",
    "list10.txt",
    "list100.txt",
    "list300.txt",
    "list1000.txt",
    "thomas2.txt",
];

/// Solves the rows on as many threads as the machine has cores (each with its own solver):
/// `cargo test` runs test binaries one after another, so a long test would otherwise leave
/// the other cores idle.
fn check_tables(rows: &[TableRow]) {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for t in 0..threads {
            scope.spawn(move || {
                let mut solver = Solver::new();
                for row in rows.iter().skip(t).step_by(threads) {
                    let got = solver.table(&row.deal).unwrap();
                    assert_eq!(got, row.table, "{} {} {}", row.source, row.id, row.deal);
                }
            });
        }
    });
}

#[test]
fn endings_of_old_deals_match() {
    let rows: Vec<TableRow> = table_rows(&crate::testdata::fixture("dd/dd_tables.tsv"))
        .into_iter()
        .filter(|r| r.tricks_per_hand < 13)
        .collect();
    assert_eq!(rows.len(), 5);
    check_tables(&rows);
}

/// A few full 13-card tables spread over the whole suite (every 1,900th full row, kept in the
/// fixture with the first comparison deal): the fast subset of `every_table_matches`.
#[test]
fn sampled_full_tables_match() {
    let rows: Vec<TableRow> = table_rows(&crate::testdata::fixture("dd/dd_tables.tsv"))
        .into_iter()
        .filter(|r| r.tricks_per_hand == 13)
        .collect();
    assert_eq!(rows.len(), 6);
    check_tables(&rows);
}

#[test]
#[ignore = "every table of the suite: hours; run by make test-full"]
fn every_table_matches() {
    check_tables(&table_rows(&crate::testdata::peer_suite(
        "normalized/dd_tables.tsv",
    )));
}

/// Declarer's total tricks (won so far plus double-dummy from here) after each card of the
/// record's play, checked from `from` cards on.
fn check_trace(rec: &DdsRecord, solver: &mut Solver, from: usize) {
    let declarer = rec.first.after(3);
    let mut pos = Position::new(rec.deal, rec.trump, rec.first);
    let mut won = 0u8;
    for (i, &expected) in rec.trace.iter().enumerate() {
        if i >= from {
            let left = pos.tricks_left() as u8;
            let mover_side = solver.tricks(&pos).unwrap();
            let dd = if pos.to_move().is_ns() == declarer.is_ns() {
                mover_side
            } else {
                left - mover_side
            };
            assert_eq!(won + dd, expected, "{} after {i} cards", rec.deal);
        }
        let Some(&card) = rec.play.get(i) else { break };
        let mut trick = pos.trick.clone();
        trick.push(card);
        if trick.len() == 4 {
            let w = trick_winner(&trick, pos.leader, pos.trump);
            won += (w.is_ns() == declarer.is_ns()) as u8;
        }
        pos = pos.play(card);
    }
}

#[test]
fn late_trace_positions_match() {
    let mut solver = Solver::new();
    for rec in dds_records(&crate::testdata::fixture("dd/list100.txt")) {
        check_trace(&rec, &mut solver, 32);
    }
}

#[test]
#[ignore = "every TRACE position from the first card: run by make test-full"]
fn every_trace_position_matches() {
    let mut solver = Solver::new();
    for file in LIST_FILES {
        for rec in dds_records(&crate::testdata::peer_suite(&format!("dds-hands/{file}"))) {
            check_trace(&rec, &mut solver, 0);
        }
    }
}

fn check_fut(rec: &DdsRecord, solver: &mut Solver) {
    let pos = Position::new(rec.deal, rec.trump, rec.first);
    let values = solver.card_values(&pos).unwrap();
    let max = rec.fut.iter().map(|f| f.2).max().unwrap();
    let declarer = rec.first.after(3);
    assert_eq!(max, 13 - rec.table.get(rec.trump, declarer), "{}", rec.deal);
    // Every legal card's value: DDS lists one card per group with its equal lower cards.
    for (card, equals, score) in &rec.fut {
        for c in std::iter::once(card).chain(equals) {
            let v = values.iter().find(|v| v.equivalent.contains(c)).unwrap();
            assert_eq!(v.tricks, *score, "{} card {c}", rec.deal);
        }
    }
}

#[test]
#[ignore = "full 13-trick solves of every card: run by make test-full"]
fn every_fut_line_matches() {
    let mut solver = Solver::new();
    for file in LIST_FILES {
        for rec in dds_records(&crate::testdata::peer_suite(&format!("dds-hands/{file}"))) {
            check_fut(&rec, &mut solver);
        }
    }
}

/// Par of each record's table against the record's PAR2 line; the records checked.
fn check_par(file: &str, text: &str) -> usize {
    let mut checked = 0;
    for rec in dds_records(text) {
        let p = par(&rec.table, rec.vul, rec.dealer);
        assert_eq!(p.score, rec.par2_score, "{file} {}", rec.deal);
        let mut got: Vec<String> = p.contracts.iter().map(|c| c.to_string()).collect();
        let mut want = rec.par2_contracts.clone();
        got.sort();
        want.sort();
        if rec.par2_score != 0 {
            assert_eq!(got, want, "{file} {}", rec.deal);
        }
        checked += 1;
    }
    checked
}

#[test]
fn par_matches_dds_dealer_par() {
    let checked = check_par("list100.txt", &crate::testdata::fixture("dd/list100.txt"));
    assert_eq!(checked, 100);
}

#[test]
#[ignore = "every list file of the peer suite: run by make test-full"]
fn par_matches_dds_dealer_par_on_every_list_file() {
    let checked: usize = LIST_FILES
        .iter()
        .map(|file| {
            check_par(
                file,
                &crate::testdata::peer_suite(&format!("dds-hands/{file}")),
            )
        })
        .sum();
    assert!(checked > 1000);
}
