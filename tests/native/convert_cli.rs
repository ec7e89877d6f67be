//! `boyi convert …` run as a program: files of boards from LIN to PBN and back, to a file or
//! stdout, and its errors.

use crate::cli::{boyi, data, optimum_rows, scratch, stdout};
use std::process::Output;

use boyi::bridge::dd::Solver;
use boyi::bridge::files::{lin, pbn_games};
use boyi::bridge::{Seat, Strain};

fn convert(args: &[&str]) -> Output {
    boyi(&[&["convert"], args].concat())
}

#[test]
fn converts_lin_to_pbn_on_stdout() {
    let pbn = stdout(&convert(&[&data("lin/club_hands.lin"), "--to", "pbn"]));
    assert!(pbn.starts_with("% PBN 2.1"), "{pbn}");
    let games = pbn_games::read(&pbn).unwrap().records;
    let boards = lin::read(&std::fs::read_to_string(data("lin/club_hands.lin")).unwrap())
        .unwrap()
        .records;
    assert_eq!(games.len(), 4);
    for (g, b) in games.iter().zip(&boards) {
        assert_eq!(
            (&g.deal, g.dealer(), g.vulnerability),
            (&b.deal, b.dealer(), b.vulnerability)
        );
        assert_eq!(g.auction, b.auction);
        assert_eq!(g.board, b.board);
    }
}

#[test]
fn converts_pbn_to_lin_into_a_file_and_back() {
    let lin_path = scratch("convert-club.lin");
    let lin_file = lin_path.to_str().unwrap();
    let out = convert(&[&data("pbn/club_night.pbn"), "--to", "lin", "-o", lin_file]);
    assert!(stdout(&out).is_empty());
    let lin_text = std::fs::read_to_string(&lin_path).unwrap();
    assert_eq!(lin_text.lines().count(), 4);
    let back = stdout(&convert(&[lin_file, "--to", "pbn"]));
    let original = std::fs::read_to_string(data("pbn/club_night.pbn")).unwrap();
    let (a, b) = (
        pbn_games::read(&original).unwrap().records,
        pbn_games::read(&back).unwrap().records,
    );
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(
            (&x.deal, &x.auction, &x.board, x.number),
            (&y.deal, &y.auction, &y.board, y.number)
        );
    }
}

#[test]
fn writes_handviewer_addresses_and_reads_them() {
    let urls = stdout(&convert(&[
        &data("lin/match.lin"),
        "--to",
        "lin",
        "--handviewer",
    ]));
    assert_eq!(urls.lines().count(), 2);
    assert!(urls
        .lines()
        .all(|l| l.starts_with("https://www.bridgebase.com/tools/handviewer.html?lin=")));
    let from_url = stdout(&convert(&[&data("lin/handviewer.txt"), "--to", "pbn"]));
    assert!(from_url.contains("[Board \"2\"]"), "{from_url}");
    assert!(from_url.contains("2C =1="), "{from_url}");
    assert!(from_url.contains("[Note \"1:Stayman\"]"), "{from_url}");
}

#[test]
fn errors_name_the_file_record_tag_and_problem() {
    let file = data("lin/claim_disagrees_with_play.lin");
    let out = convert(&[&file, "--to", "pbn"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!(
            "{file}: record 2 (line 2), tag `mc`: the claim gives declarer 9"
        )),
        "{err}"
    );
    let missing = convert(&["/nonexistent/boards.lin", "--to", "pbn"]);
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("/nonexistent/boards.lin"));
}

#[test]
fn notices_go_to_stderr_and_the_boards_still_convert() {
    let path = scratch("convert-no_sv.lin");
    std::fs::write(
        &path,
        "md|3SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,SJ982HQ3DQ86CJT92,|ah|Board 6|\n",
    )
    .unwrap();
    let out = convert(&[path.to_str().unwrap(), "--to", "pbn"]);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    let pbn = stdout(&out);
    assert!(pbn.contains("[Vulnerable \"EW\"]"), "{pbn}");
    assert!(err.contains("record 1 (line 1), tag `sv`"), "{err}");
}

#[test]
fn adds_the_double_dummy_table_on_request() {
    let pbn = stdout(&convert(&[&data("lin/match.lin"), "--to", "pbn", "--dd"]));
    assert_eq!(pbn.matches("[OptimumResultTable ").count(), 2, "{pbn}");
    assert_eq!(pbn.matches("[OptimumScore \"NS ").count(), 2, "{pbn}");
    let rows = optimum_rows(&pbn);
    assert_eq!(rows.len(), 20);
    for row in &rows {
        assert!(["N", "E", "S", "W"].contains(&row[0]), "{row:?}");
        assert!(["NT", "S", "H", "D", "C"].contains(&row[1]), "{row:?}");
        assert!(row[2].parse::<u8>().is_ok_and(|t| t <= 13), "{row:?}");
    }
    // The rows are the solver's table, each in its declarer's and strain's place.
    let deal = pbn_games::read(&pbn).unwrap().records[0].deal;
    let table = Solver::new().table(&deal).unwrap();
    for row in &rows {
        let seat = Seat::from_char(row[0].chars().next().unwrap()).unwrap();
        let strain = Strain::parse(row[1]).unwrap();
        assert_eq!(
            row[2].parse::<u8>().unwrap(),
            table.get(strain, seat),
            "{row:?}"
        );
    }
}

#[test]
fn reads_latin1_names_and_refuses_options_of_the_other_format() {
    let path = scratch("convert-latin1.lin");
    let mut bytes =
        b"pn|Jos\xe9,b,c,d|md|3SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,SJ982HQ3DQ86CJT92,|sv|o|"
            .to_vec();
    bytes.push(b'\n');
    std::fs::write(&path, bytes).unwrap();
    let out = convert(&[path.to_str().unwrap(), "--to", "pbn"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("read as Latin-1"));
    assert!(stdout(&out).contains("[South \"Jos\u{e9}\"]"));
    let wrong = convert(&[&data("lin/match.lin"), "--to", "pbn", "--handviewer"]);
    assert!(!wrong.status.success());
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("--handviewer goes with --to lin"));
}

/// A PBN file of `n` boards with random deals, written to the scratch directory.
fn many_boards(n: usize, name: &str) -> (std::path::PathBuf, Vec<boyi::bridge::Deal>) {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(n as u64);
    let deals: Vec<_> = (0..n)
        .map(|_| boyi::bridge::dealer::random_deal(&mut rng))
        .collect();
    let vul = ["None", "NS", "EW", "All"];
    let text: String = deals
        .iter()
        .enumerate()
        .map(|(i, d)| {
            format!(
                "[Event \"Generated\"]\n[Board \"{}\"]\n[Dealer \"{}\"]\n[Vulnerable \"{}\"]\n[Deal \"{}\"]\n\n",
                i + 1,
                Seat::ALL[i % 4].letter(),
                vul[(i / 4) % 4],
                d.pbn()
            )
        })
        .collect();
    let path = scratch(name);
    std::fs::write(&path, text).unwrap();
    (path, deals)
}

/// `n` boards to LIN and back again: every deal is kept, in order.
fn converts_many_boards(n: usize) {
    let (pbn_path, deals) = many_boards(n, &format!("many-{n}.pbn"));
    let lin_path = scratch(&format!("many-{n}.lin"));
    let back_path = scratch(&format!("many-{n}-back.pbn"));
    let (lin_file, back_file) = (lin_path.to_str().unwrap(), back_path.to_str().unwrap());
    stdout(&convert(&[
        pbn_path.to_str().unwrap(),
        "--to",
        "lin",
        "-o",
        lin_file,
    ]));
    stdout(&convert(&[lin_file, "--to", "pbn", "-o", back_file]));
    let back = pbn_games::read(&std::fs::read_to_string(&back_path).unwrap())
        .unwrap()
        .records;
    assert_eq!(back.len(), n);
    for (k, (record, deal)) in back.iter().zip(&deals).enumerate() {
        assert_eq!(&record.deal, deal, "board {}", k + 1);
        assert_eq!(record.number, Some(k as u32 + 1));
    }
}

#[test]
fn converts_a_file_of_two_thousand_boards() {
    converts_many_boards(2000);
}

/// The release build converts the 100,000 boards in about a second each way (see
/// docs/fuzzing.md); the test build takes longer.
#[test]
#[ignore]
fn converts_a_file_of_a_hundred_thousand_boards() {
    converts_many_boards(100_000);
}
