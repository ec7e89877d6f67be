//! `boyi dd solve` run as a program: the paper's summary (trump, the leader's first card, the
//! tricks North-South need, whether the contract can be made) in its order, in English and in
//! the paper's own Chinese words, and the plain answer when no line reaches the target.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

/// The paper's example result (Zhang Zhigang, 2015): hearts are trumps, West leads the queen of
/// spades, North-South need all 13 tricks, and they make them. The paper prints the deal only
/// as a picture, so these hands are a deal with that result: South's grand slam in hearts
/// makes on the spade queen (North's king wins it) but not on West's best lead, the spade ace.
const PAPER_EXAMPLE: &str = "1 13 13 3
KS JS QH 8H 7H 4H KD JD 10D 6D 2D AC 7C
10S 4S 2S 3H 9D 7D 5D KC QC 10C 9C 6C 3C
9S 6S AH KH 9H 6H 5H 2H AD QD JC 8C 2C
AS QS 8S 7S 5S 3S JH 10H 8D 4D 3D 5C 4C
QS
";

/// The same problem with XX: West chooses the lead.
fn west_chooses() -> String {
    PAPER_EXAMPLE.replace("\nQS\n", "\nXX\n")
}

/// `boyi dd solve - ARGS` with `problem` on stdin: success, stdout, stderr.
fn solve(problem: &str, args: &[&str]) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boyi"))
        .args(["dd", "solve", "-"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the boyi binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(problem.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn solved(problem: &str, args: &[&str]) -> String {
    let (ok, out, err) = solve(problem, args);
    assert!(ok, "{err}");
    out
}

fn first_lines(text: &str, n: usize) -> Vec<&str> {
    text.lines().take(n).collect()
}

#[test]
fn the_papers_example_prints_its_summary_in_english() {
    let out = solved(PAPER_EXAMPLE, &[]);
    assert_eq!(
        first_lines(&out, 5),
        [
            "Trump: Hearts;",
            "West leads first: QS;",
            "Tricks North-South need: 13;",
            "Can the contract be made: Yes;",
            "",
        ]
    );
    assert_eq!(solved(PAPER_EXAMPLE, &["--lang", "en"]), out);
    // The play that follows takes all 13 tricks.
    assert!(out.contains("\nOptimal play:\n"), "{out}");
    assert!(out.trim_end().ends_with("won by North (NS 13)"), "{out}");
}

#[test]
fn the_papers_example_prints_the_papers_own_words_in_chinese() {
    let out = solved(PAPER_EXAMPLE, &["--lang", "zh"]);
    assert_eq!(
        first_lines(&out, 4),
        [
            "将牌是:Hearts;",
            "West出第一张牌是QS;",
            "南北家需得墩数:13;",
            "定约是否能完成:Yes;",
        ]
    );
    assert!(out.contains("程序找到的打牌序列："), "{out}");
    assert!(!out.contains("没有可行解"), "{out}");
    assert!(out.trim_end().ends_with("北赢（南北 13）"), "{out}");
}

#[test]
fn no_line_reaching_the_target_is_said_plainly() {
    let problem = west_chooses();
    let out = solved(&problem, &[]);
    assert_eq!(
        first_lines(&out, 5),
        [
            "Trump: Hearts;",
            "West leads first: AS (chosen by the solver);",
            "Tricks North-South need: 13;",
            "Can the contract be made: No;",
            "No line of play reaches the target: North-South need 13 but take at most 12 of the 13 tricks.",
        ]
    );
    assert!(
        out.contains("\nBest play (North-South fall short):\n"),
        "{out}"
    );
    let zh = solved(&problem, &["--lang", "zh"]);
    assert_eq!(
        first_lines(&zh, 5),
        [
            "将牌是:Hearts;",
            "West出第一张牌是AS（程序选择）;",
            "南北家需得墩数:13;",
            "定约是否能完成:No;",
            "没有可行解：南北家需得 13 墩，双方最佳出牌时最多只得 12 墩（共 13 墩）。",
        ]
    );
    // A lower target is made on the same lead.
    let twelve = solved(&problem, &["--target", "12"]);
    assert_eq!(
        first_lines(&twelve, 4)[2..],
        [
            "Tricks North-South need: 12;",
            "Can the contract be made: Yes;"
        ]
    );
}

#[test]
fn json_carries_the_summary() {
    let out = solved(PAPER_EXAMPLE, &["--json", "--lang", "zh"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let s = &v["summary"];
    assert_eq!(s["trump"], "Hearts");
    assert_eq!(s["leader"], "West");
    assert_eq!(s["first_card"], "SQ");
    assert_eq!(s["first_card_given"], true);
    assert_eq!(s["ns_need"], 13);
    assert_eq!(s["made"], true);
    assert_eq!(s["lines"][1], "West出第一张牌是QS;");
    assert_eq!(v["ns_tricks"], 13);
    assert_eq!(v["made"], true);
    assert_eq!(v["play"].as_array().unwrap().len(), 13);

    let v: Value = serde_json::from_str(&solved(&west_chooses(), &["--json"])).unwrap();
    assert_eq!(v["summary"]["first_card"], "SA");
    assert_eq!(v["summary"]["first_card_given"], false);
    assert_eq!(v["summary"]["made"], false);
    assert_eq!(v["ns_tricks"], 12);
}

#[test]
fn a_pbn_deal_takes_its_target_from_the_command_line() {
    let pbn = "N:A... K... Q... J...\n";
    let out = solved(pbn, &["--trump", "NT", "--leader", "W"]);
    assert_eq!(
        first_lines(&out, 4),
        [
            "Trump: NT;",
            "West leads first: JS (chosen by the solver);",
            "Tricks North-South need: not given (--target N);",
            "",
        ]
    );
    let out = solved(pbn, &["--trump", "NT", "--leader", "W", "--target", "1"]);
    assert_eq!(first_lines(&out, 4)[3], "Can the contract be made: Yes;");
    let (ok, _, err) = solve(pbn, &["--trump", "NT", "--leader", "W", "--target", "2"]);
    assert!(!ok);
    assert_eq!(
        err.trim(),
        "boyi: North-South need 2 tricks, but only 1 are left to play"
    );
}
