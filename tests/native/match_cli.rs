//! `boyi match …` run as a program: every table's play replayed on the board by the laws,
//! the duplicate arithmetic (seats swapped, IMPs, the confidence interval, the double-dummy
//! costs per configuration) recomputed from the boards it printed.

use crate::cli::{boyi, json_lines};
use std::process::Command;

use boyi::bridge::bidding::{bid_deal, Auction, Builtin, System};
use boyi::bridge::play::rates::Rates;
use boyi::bridge::play::Board;
use boyi::bridge::score::imps;
use boyi::bridge::{Card, Deal, Seat, Vulnerability};
use serde_json::Value;

/// The JSON lines of `boyi match --json` with `args`: the boards, then the summary.
fn run(args: &[&str]) -> (Vec<Value>, Value) {
    json_lines(&boyi(&[&["match"], args, &["--json"]].concat()))
}

/// The board a table played, rebuilt from its printed deal and auction and replayed card by
/// card (each must be legal), then settled by its claim if any.
fn replay(board: &Value, table: &Value) -> Board {
    let dealer = Seat::from_char(board["dealer"].as_str().unwrap().chars().next().unwrap());
    let vulnerability: Vulnerability =
        serde_json::from_value(board["vulnerability"].clone()).unwrap();
    let deal = Deal::from_pbn(board["deal"].as_str().unwrap()).unwrap();
    let auction = Auction::parse(dealer.unwrap(), board["auction"].as_str().unwrap()).unwrap();
    let mut b = Board::new(deal, vulnerability, auction).unwrap();
    for card in table["play"].as_array().unwrap() {
        let card: Card = card.as_str().unwrap().parse().unwrap();
        b.play(card).unwrap_or_else(|e| panic!("{card}: {e:?}"));
    }
    if let Some(more) = table["claimed"].as_u64() {
        b.settle(more as u8).unwrap();
    }
    assert!(b.is_finished());
    b
}

#[test]
fn each_board_is_played_twice_with_the_seats_swapped_and_scored_in_imps() {
    let (boards, summary) = run(&[
        "--boards",
        "4",
        "--seed",
        "5",
        "--ns",
        "hybrid/10",
        "--ew",
        "rules",
    ]);
    assert_eq!(boards.len(), 4);
    let (ns, ew) = (
        summary["ns_config"].as_str().unwrap(),
        summary["ew_config"].as_str().unwrap(),
    );
    assert_eq!((ns, ew), ("hybrid:3/10", "rules"));
    let mut list = Vec::new();
    // Per configuration, as declarer and as defender: (tricks lost, tables).
    let mut costs = [[(0u64, 0u64); 2]; 2];
    let mut rates = [Rates::default(); 2];
    for board in &boards {
        if board["contract"].is_null() {
            continue;
        }
        let tables = board["tables"].as_array().unwrap();
        assert_eq!(tables.len(), 2);
        assert_eq!(
            (tables[0]["ns"].as_str(), tables[0]["ew"].as_str()),
            (Some(ns), Some(ew))
        );
        assert_eq!(
            (tables[1]["ns"].as_str(), tables[1]["ew"].as_str()),
            (Some(ew), Some(ns))
        );
        let mut scores = [0; 2];
        for (t, table) in tables.iter().enumerate() {
            let played = replay(board, table);
            assert_eq!(
                table["declarer_tricks"].as_u64(),
                Some(played.declarer_tricks() as u64)
            );
            assert_eq!(table["ns_score"].as_i64(), Some(played.ns_score() as i64));
            scores[t] = played.ns_score();
            // The configuration sitting on declarer's side at this table.
            let declaring = if played.declarer().is_ns() { t } else { 1 - t };
            for (side, config) in [(0, declaring), (1, 1 - declaring)] {
                let key = ["dd_cost_declarer", "dd_cost_defence"][side];
                costs[config][side].0 += table[key].as_u64().unwrap();
                costs[config][side].1 += 1;
            }
            // The rates' counts by side: [North-South, East-West]. Without a claim, each
            // side's cards account for its whole double-dummy cost.
            let side: Vec<Rates> = (0..2)
                .map(|i| serde_json::from_value(table["rates"][i].clone()).unwrap())
                .collect();
            let decl = usize::from(!played.declarer().is_ns());
            let (d, f) = (&side[decl], &side[1 - decl]);
            assert_eq!((d.declared, f.declared), (1, 0));
            assert_eq!((d.leads.cards, f.leads.cards), (0, 1));
            assert!(d.declarer.errors <= d.declarer.cards);
            if table["claimed"].is_null() {
                assert_eq!(
                    table["dd_cost_declarer"].as_u64(),
                    Some(u64::from(d.declarer.tricks))
                );
                assert_eq!(
                    table["dd_cost_defence"].as_u64(),
                    Some(u64::from(f.leads.tricks + f.defence.tricks))
                );
            }
            rates[t].add(&side[0]);
            rates[1 - t].add(&side[1]);
        }
        let board_imps = imps(scores[0] - scores[1]);
        assert_eq!(board["imps"].as_i64(), Some(board_imps as i64));
        list.push(board_imps as f64);
    }
    let n = list.len() as f64;
    assert_eq!(summary["played"].as_u64(), Some(list.len() as u64));
    assert_eq!(
        summary["imps_total"].as_f64(),
        Some(list.iter().sum::<f64>())
    );
    let mean = list.iter().sum::<f64>() / n;
    let sd = (list.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
    let ci = summary["imps_ci95"].as_array().unwrap();
    let close = |a: &Value, b: f64| (a.as_f64().unwrap() - b).abs() < 1e-9;
    assert!(close(&summary["imps_mean"], mean));
    assert!(close(&ci[0], mean - 1.96 * sd / n.sqrt()));
    assert!(close(&ci[1], mean + 1.96 * sd / n.sqrt()));
    for (config, expected) in rates.iter().enumerate() {
        let printed = &summary["rates"][config];
        let counts: Rates = serde_json::from_value(printed.clone()).unwrap();
        assert_eq!(&counts, expected);
        assert_eq!(
            printed["declarer_error_rate"].as_f64(),
            expected.declarer.error_rate()
        );
        assert_eq!(
            printed["leads_without_cost"].as_f64(),
            expected.leads_without_cost()
        );
    }
    // The rules make no Monte-Carlo decision; the hybrid makes some, each taking time.
    assert!(summary["decision_ms"][0].as_f64().unwrap() > 0.0);
    assert_eq!(summary["decision_ms"][1].as_f64(), Some(0.0));
    assert_eq!(summary["endgame_declarer_ms"][1].as_f64(), Some(0.0));
    for config in 0..2 {
        for (side, key) in ["dd_cost_declarer", "dd_cost_defence"].iter().enumerate() {
            let (lost, tables) = costs[config][side];
            assert!(
                close(&summary[key][config], lost as f64 / tables as f64),
                "{key}"
            );
        }
    }
}

#[test]
fn the_same_configuration_at_both_tables_plays_alike_and_scores_nothing() {
    let (boards, summary) = run(&[
        "--boards", "3", "--seed", "9", "--ns", "rules", "--ew", "rules",
    ]);
    for board in &boards {
        let tables = board["tables"].as_array().unwrap();
        if let [a, b] = &tables[..] {
            assert_eq!(a["play"], b["play"]);
            assert_eq!(a["ns_score"], b["ns_score"]);
        }
        assert!(board["imps"].as_i64().unwrap_or(0) == 0);
    }
    assert_eq!(summary["imps_total"].as_i64(), Some(0));
    assert_eq!(summary["imps_ci95"], serde_json::json!([0.0, 0.0]));
}

#[test]
fn a_bad_configuration_is_refused_with_its_name() {
    let out = Command::new(env!("CARGO_BIN_EXE_boyi"))
        .args(["match", "--boards", "1", "--ns", "clever", "--ew", "rules"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("clever"));
}

#[test]
fn every_board_is_bid_in_the_chosen_system() {
    let args = [
        "--boards", "8", "--seed", "9", "--ns", "rules", "--ew", "rules",
    ];
    let mut auctions = Vec::new();
    for (name, builtin) in [("sayc", Builtin::Sayc), ("precision", Builtin::Precision)] {
        let system = System::builtin(builtin).unwrap();
        let (boards, _) = run(&[&args[..], &["--system", name]].concat());
        let mut these = Vec::new();
        for board in &boards {
            let dealer =
                Seat::from_char(board["dealer"].as_str().unwrap().chars().next().unwrap()).unwrap();
            let vulnerability: Vulnerability =
                serde_json::from_value(board["vulnerability"].clone()).unwrap();
            let deal = Deal::from_pbn(board["deal"].as_str().unwrap()).unwrap();
            let (auction, _) = bid_deal(
                &system,
                &deal,
                Auction::new(dealer).with_vulnerability(vulnerability),
            );
            assert_eq!(
                board["auction"].as_str().unwrap(),
                auction.to_string(),
                "{name}"
            );
            these.push(auction.to_string());
        }
        auctions.push(these);
    }
    // The same deals, so only the system can make an auction differ.
    assert!(auctions[0].iter().zip(&auctions[1]).any(|(a, b)| a != b));
    let (default, _) = run(&args);
    let default: Vec<&str> = default
        .iter()
        .map(|b| b["auction"].as_str().unwrap())
        .collect();
    assert_eq!(default, auctions[0]);
}

#[test]
fn an_unknown_system_is_refused_with_its_name() {
    let out = Command::new(env!("CARGO_BIN_EXE_boyi"))
        .args(["match", "--boards", "1", "--system", "acol"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("acol"));
}
