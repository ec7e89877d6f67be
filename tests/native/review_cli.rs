//! `boyi review FILE` run as a program on the fixture files: each board's cards and costs
//! against the records and an independent double-dummy solve, and the summary as the sum of
//! the boards.

use crate::cli::{boyi, data, json_lines, scratch};
use std::process::Output;

use boyi::bridge::dd::Solver;
use boyi::bridge::files;
use boyi::bridge::play::rates::Rates;
use serde_json::Value;

fn review(args: &[&str]) -> Output {
    boyi(&[&["review"], args].concat())
}

/// The JSON lines of `boyi review --json FILE`: the boards, then the summary.
fn json(file: &str) -> (Vec<Value>, Value) {
    json_lines(&review(&[&data(file), "--json"]))
}

fn rates(v: &Value) -> Rates {
    serde_json::from_value(v.clone()).expect("rates")
}

#[test]
fn every_played_board_of_a_pbn_and_a_lin_file_is_judged_card_by_card() {
    for file in ["pbn/club_night.pbn", "lin/match.lin", "lin/club_hands.lin"] {
        let records = files::read(&std::fs::read_to_string(data(file)).unwrap())
            .unwrap()
            .records;
        let (boards, summary) = json(file);
        let played: Vec<(usize, _)> = records
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.board.as_ref().map(|b| (i + 1, b)))
            .filter(|(_, b)| !b.played().is_empty())
            .collect();
        assert_eq!(boards.len(), played.len(), "{file}");
        assert!(!boards.is_empty());
        assert_eq!(summary["records"].as_u64(), Some(records.len() as u64));
        assert_eq!(summary["reviewed"].as_u64(), Some(played.len() as u64));
        let mut solver = Solver::new();
        let mut total = Rates::default();
        for (out, (record, board)) in boards.iter().zip(&played) {
            assert_eq!(out["record"].as_u64(), Some(*record as u64));
            let cards = out["cards"].as_array().unwrap();
            let listed: Vec<String> = cards
                .iter()
                .map(|c| c["card"].as_str().unwrap().to_string())
                .collect();
            let expected: Vec<String> = board.played().iter().map(|c| c.to_string()).collect();
            assert_eq!(listed, expected, "{file} record {record}");
            // Declarer's tricks with best play from the lead, solved here, less what each
            // side's cards and the claim gave away: the result.
            let start = board.rewound_to(0).position();
            let dd = 13 - solver.tricks(&start).unwrap();
            assert_eq!(out["dd_tricks"].as_u64(), Some(u64::from(dd)), "{file}");
            let declaring = board.declarer().is_ns();
            let mut tricks = i64::from(dd);
            for c in cards {
                let cost = c["cost"].as_i64().unwrap();
                let seat = c["seat"].as_str().unwrap();
                let ns = seat == "N" || seat == "S";
                tricks += if ns == declaring { -cost } else { cost };
            }
            if let Some(claim) = out["claim"].as_object() {
                tricks -= claim["declarer"].as_i64().unwrap();
                tricks += claim["defence"].as_i64().unwrap();
            }
            assert_eq!(tricks, i64::from(board.declarer_tricks()), "{file}");
            assert_eq!(
                out["declarer_tricks"].as_u64(),
                Some(u64::from(board.declarer_tricks()))
            );
            // The opening lead is the first card, chosen by declarer's left-hand opponent.
            assert_eq!(cards[0]["role"], "opening_lead");
            let r = rates(&out["rates"]);
            assert_eq!((r.leads.cards, r.declared), (1, 1));
            assert_eq!(
                out["rates"]["leads_without_cost"].as_f64(),
                Some(if cards[0]["cost"] == 0 { 1.0 } else { 0.0 })
            );
            let counted = |role: &str| {
                cards
                    .iter()
                    .filter(|c| c["role"] == role && c["choice"] == true)
                    .count() as u32
            };
            assert_eq!(r.declarer.cards, counted("declarer"));
            assert_eq!(r.defence.cards, counted("defender"));
            total.add(&r);
        }
        assert_eq!(rates(&summary["total"]), total, "{file}");
        let mut seats = Rates::default();
        for seat in ["N", "E", "S", "W"] {
            seats.add(&rates(&summary["by_seat"][seat]));
        }
        assert_eq!(seats, total);
        assert_eq!(
            summary["total"]["declarer_error_rate"].as_f64(),
            total.declarer.error_rate()
        );
    }
}

#[test]
fn the_text_report_lists_every_trick_and_the_rates() {
    let out = review(&[&data("lin/match.lin")]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    // Both rooms: the open room played all thirteen tricks, the closed room claimed after one.
    assert!(text.contains("record 1"), "{text}");
    assert!(text.contains(" 13. "), "{text}");
    assert!(text.contains("claim: declarer takes"), "{text}");
    assert!(text.contains("2 of 2 records reviewed"), "{text}");
    assert!(text.contains("  all: leads without cost"), "{text}");
    // Players named in the records get their own line, except those who were only dummy.
    assert!(text.contains("  Cy Diaz: "), "{text}");
    assert!(!text.contains("  Ann Lee: "), "{text}");
}

#[test]
fn records_without_play_are_skipped_and_bad_files_name_the_record() {
    let out = review(&[&data("pbn/club_night.pbn")]);
    assert!(out.status.success());
    let notes = String::from_utf8_lossy(&out.stderr);
    assert!(notes.contains("skipped"), "{notes}");

    let out = review(&[&data("lin/claim_disagrees_with_play.lin")]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("record 2"), "{err}");

    // A hand record alone: nothing to review.
    let empty = scratch("review-hand-record.pbn");
    let deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
    std::fs::write(&empty, format!("[Board \"1\"]\n[Deal \"{deal}\"]\n")).unwrap();
    let out = review(&[empty.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no board with a played card"), "{err}");
}
