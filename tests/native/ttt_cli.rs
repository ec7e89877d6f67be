//! `boyi ttt …` run as a program, its output checked against the engine.

use crate::cli::{boyi, stdout};

use boyi::ttt::census::classic_facts;
use boyi::ttt::teach::analyse;
use boyi::ttt::trace::{FixedTree, Trace};
use boyi::ttt::{Board, Rules};

/// The value of the `name: value` line.
fn field<'a>(text: &'a str, name: &str) -> &'a str {
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(": "))
        .unwrap_or_else(|| panic!("no line {name} in\n{text}"))
}

#[test]
fn stats_prints_the_facts_the_engine_computes_in_the_agreed_order() {
    let text = stdout(&boyi(&["ttt", "stats"]));
    let f = classic_facts(&mut |_, _| {});
    let expected = [
        ("tree_nodes", f.tree.nodes),
        ("games", f.tree.games),
        ("x_wins", f.tree.x_wins),
        ("o_wins", f.tree.o_wins),
        ("draws", f.tree.draws),
        ("positions", f.tree.positions),
        ("terminal_positions", f.tree.terminal_positions),
        ("alphabeta_nodes_natural", f.alphabeta_nodes_natural),
    ];
    let lines: Vec<&str> = text.lines().collect();
    for (i, (name, value)) in expected.iter().enumerate() {
        assert_eq!(lines[i], format!("{name}: {value}"));
    }
    assert_eq!(field(&text, "empty_board_value"), "0");
}

#[test]
fn best_prints_the_engines_analysis() {
    for cells in [".........", "x.o......", "xx.oo....", "xo.xo...."] {
        let text = stdout(&boyi(&["ttt", "best", cells]));
        let a = analyse(&Board::parse(Rules::CLASSIC, cells).unwrap()).unwrap();
        assert_eq!(field(&text, "to_move"), a.to_move.to_string());
        assert_eq!(field(&text, "value"), a.value.to_string());
        assert_eq!(field(&text, "best"), a.best[0].to_string());
        for m in &a.moves {
            let line = field(&text, &format!("move {}", m.cell));
            assert!(
                line.starts_with(&format!("value={} score={}", m.value, m.score)),
                "{line}"
            );
        }
        let moves = text.lines().filter(|l| l.starts_with("move ")).count();
        assert_eq!(moves, a.moves.len());
    }
}

#[test]
fn best_refuses_bad_boards_with_a_reason() {
    for (cells, reason) in [
        ("x.o", "needs 9 cells"),
        ("x.o...q..", "cell 6"),
        ("xx.......", "impossible position"),
        ("xxxoo....", "the game is over"),
    ] {
        let out = boyi(&["ttt", "best", cells]);
        assert!(!out.status.success(), "{cells}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(reason), "{cells}: {err}");
    }
}

#[test]
fn deepen_and_trace_run() {
    let text = stdout(&boyi(&[
        "ttt",
        "deepen",
        "--rows",
        "5",
        "--cols",
        "5",
        "--k",
        "4",
        "--max-nodes",
        "3000",
    ]));
    let depths = text.lines().filter(|l| l.starts_with("depth ")).count();
    assert!(depths >= 2, "{text}");
    assert!(field(&text, "nodes").parse::<u64>().unwrap() <= 3000);
    let text = stdout(&boyi(&["ttt", "trace"]));
    let t: Trace = serde_json::from_str(text.trim()).unwrap();
    assert_eq!(t, FixedTree::textbook().trace().unwrap());
    let out = boyi(&["ttt", "deepen", "--k", "9"]);
    assert!(!out.status.success());
}
