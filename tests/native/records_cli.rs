//! `boyi records …` run as a program, and the thread pool under it: every board's table and
//! par as PBN or as a printable hand-record sheet, the same on any number of threads.
// Threads and programs: native only.
use crate::cli::{boyi, data, optimum_rows, scratch, stdout};

use std::process::Output;

use boyi::bridge::dd::Solver;
use boyi::bridge::dealer::random_deal;
use boyi::bridge::files::hand_record::par_html;
use boyi::bridge::files::{pbn_games, tables::solve_tables};
use boyi::bridge::par::par;
use boyi::bridge::{Seat, Strain};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn records(args: &[&str]) -> Output {
    boyi(&[&["records"], args].concat())
}

#[test]
fn the_thread_pool_gives_the_same_tables_as_one_thread() {
    let mut rng = ChaCha8Rng::seed_from_u64(40);
    let deals: Vec<_> = (0..8).map(|_| random_deal(&mut rng)).collect();
    let one = solve_tables(&deals, 1, &|_| {}).unwrap();
    let reported = std::sync::Mutex::new(Vec::new());
    let three = solve_tables(&deals, 3, &|done| reported.lock().unwrap().push(done)).unwrap();
    assert_eq!(one, three);
    // Each table is the deal's own, in the deals' order.
    let mut solver = Solver::new();
    for (deal, table) in deals.iter().zip(&one) {
        assert_eq!(&solver.table(deal).unwrap(), table);
    }
    // Every board is reported done once.
    let mut reported = reported.into_inner().unwrap();
    reported.sort_unstable();
    assert_eq!(reported, (1..=8).collect::<Vec<_>>());
}

#[test]
fn writes_every_board_with_its_table_and_par() {
    let pbn = stdout(&records(&[&data("pbn/club_night.pbn"), "--threads", "2"]));
    let read = pbn_games::read(&pbn).unwrap();
    assert_eq!(read.records.len(), 4);
    assert_eq!(pbn.matches("[OptimumResultTable ").count(), 4, "{pbn}");
    assert_eq!(pbn.matches("[OptimumScore \"NS ").count(), 4, "{pbn}");
    assert_eq!(pbn.matches("[ParContract \"").count(), 4, "{pbn}");
    let mut solver = Solver::new();
    let games: Vec<&str> = pbn.split("[Event ").skip(1).collect();
    for (record, game) in read.records.iter().zip(games) {
        let table = solver.table(&record.deal).unwrap();
        let rows = optimum_rows(game);
        assert_eq!(rows.len(), 20, "{game}");
        for row in &rows {
            let seat = Seat::from_char(row[0].chars().next().unwrap()).unwrap();
            let strain = Strain::parse(row[1]).unwrap();
            assert_eq!(row[2].parse::<u8>().unwrap(), table.get(strain, seat));
        }
        let p = par(&table, record.vulnerability, record.dealer());
        assert!(
            game.contains(&format!("[OptimumScore \"NS {}\"]", p.score)),
            "{game}"
        );
    }
    // The played boards keep their auction and play.
    assert!(read.records[0].board.is_some() && read.records[1].board.is_some());
}

#[test]
fn any_number_of_threads_writes_the_same_file() {
    let file = data("lin/match.lin");
    let one = stdout(&records(&[&file, "--threads", "1"]));
    let two = stdout(&records(&[&file, "--threads", "2"]));
    let many = stdout(&records(&[&file]));
    assert_eq!(one, two);
    assert_eq!(one, many);
    let out = records(&[&file, "--threads", "2"]);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains("boards solved in"), "{err}");
    assert!(err.contains("on 2 threads"), "{err}");
    // Not a terminal: no progress bar redrawn in place.
    assert!(!err.contains('\r'), "{err:?}");
}

#[test]
fn the_sheet_holds_every_board_with_its_table_and_par() {
    let html = stdout(&records(&[&data("pbn/club_night.pbn"), "--html"]));
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    assert!(html.contains("<title>Tuesday pairs</title>"));
    // Self-contained: nothing to fetch.
    assert!(!html.contains("src=") && !html.contains("href="), "{html}");
    assert!(html.contains("@media print"));
    let read =
        pbn_games::read(&std::fs::read_to_string(data("pbn/club_night.pbn")).unwrap()).unwrap();
    let boards: Vec<&str> = html.split("<article ").skip(1).collect();
    assert_eq!(boards.len(), 4);
    let mut solver = Solver::new();
    for (record, board) in read.records.iter().zip(boards) {
        let number = record.number.unwrap();
        assert!(board.contains(&format!(">Board {number}</h2>")), "{board}");
        let table = solver.table(&record.deal).unwrap();
        for seat in [Seat::North, Seat::South, Seat::East, Seat::West] {
            let cells: String = [
                Strain::NoTrump,
                Strain::Spades,
                Strain::Hearts,
                Strain::Diamonds,
                Strain::Clubs,
            ]
            .iter()
            .map(|s| format!("<td>{}</td>", table.get(*s, seat)))
            .collect();
            let row = format!(
                "<th scope=\"row\" title=\"{seat}\">{}</th>{cells}</tr>",
                seat.letter()
            );
            assert!(board.contains(&row), "board {number}: {row} in {board}");
        }
        let p = par(&table, record.vulnerability, record.dealer());
        assert!(board.contains(&par_html(&p)), "board {number}: {board}");
    }
}

#[test]
fn an_error_names_the_record_and_the_problem() {
    let path = scratch("records-short.pbn");
    std::fs::write(
        &path,
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
         [Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"]\n\n\
         [Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
         [Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A765 AT942.AQ4.32.KJ3\"]\n",
    )
    .unwrap();
    let out = records(&[path.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains("record 2 (line 9), tag `Deal`"), "{err}");
    assert!(err.contains("12 cards"), "{err}");
}

/// A file of 100,000 boards takes hours to solve: the PBN grows as the boards are solved, so
/// what is written before the run is stopped is kept, each board with its right table.
#[test]
#[ignore]
fn a_file_of_a_hundred_thousand_boards_is_written_as_it_is_solved() {
    let mut rng = ChaCha8Rng::seed_from_u64(100_000);
    let deals: Vec<_> = (0..100_000).map(|_| random_deal(&mut rng)).collect();
    let text: String = deals
        .iter()
        .enumerate()
        .map(|(i, d)| {
            format!(
                "[Board \"{}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{}\"]\n\n",
                i + 1,
                d.pbn()
            )
        })
        .collect();
    let input = scratch("records-100000.pbn");
    let output = scratch("records-100000-solved.pbn");
    std::fs::write(&input, text).unwrap();
    let _ = std::fs::remove_file(&output);
    let mut run = std::process::Command::new(env!("CARGO_BIN_EXE_boyi"))
        .args(["records", input.to_str().unwrap(), "--threads", "2", "-o"])
        .arg(&output)
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    let solved = loop {
        std::thread::sleep(std::time::Duration::from_millis(500));
        let written = std::fs::read_to_string(&output).unwrap_or_default();
        if written.matches("[OptimumResultTable ").count() >= 64 {
            break written;
        }
        assert!(
            start.elapsed().as_secs() < 600,
            "no batch of boards written in ten minutes"
        );
    };
    run.kill().unwrap();
    run.wait().unwrap();
    // A batch is written whole before the next is solved, so the games read back.
    let read = pbn_games::read(&solved).unwrap().records;
    assert!(
        read.len() >= 64 && read.len().is_multiple_of(64),
        "{} boards",
        read.len()
    );
    let games: Vec<&str> = solved.split("[Event ").skip(1).collect();
    assert_eq!(games.len(), read.len());
    let mut solver = Solver::new();
    for k in (0..read.len()).step_by(16) {
        assert_eq!(read[k].deal, deals[k]);
        let mut record = read[k].clone();
        record.dd = Some(solver.table(&deals[k]).unwrap());
        assert_eq!(
            format!("[Event {}", games[k]).trim_end(),
            pbn_games::write_game(&record).trim_end(),
            "board {}",
            k + 1
        );
    }
}
