//! `boyi leads …` run as a program: every method leads a legal card of the leader's hand,
//! the summary adds up the boards it printed, and bad arguments are refused plainly.

use crate::cli::{boyi, json_lines};

use boyi::bridge::{Card, Seat};

#[test]
fn every_method_leads_from_the_leaders_hand_and_the_summary_adds_up() {
    let (boards, summary) = json_lines(&boyi(&[
        "leads",
        "--boards",
        "3",
        "--seed",
        "5",
        "--layouts",
        "4,8",
        "--margins",
        "10",
        "--json",
    ]));
    assert!(!boards.is_empty());
    assert_eq!(summary["led"].as_u64(), Some(boards.len() as u64));
    let methods = summary["methods"].as_array().unwrap();
    // The rules, then at each count four criteria (mean, often, and one margin's two), the
    // played one, and the rules' lead as a prior at each default z, within the lead's window,
    // against every challenger and against the rules' next suit alone.
    assert_eq!(methods.len(), 1 + 2 * 9);
    assert_eq!(methods[0]["method"], "rules");
    assert_eq!(methods[1]["method"], "mean/4");
    assert_eq!(methods[5]["method"], "played+window/4");
    assert_eq!(methods[6]["method"], "prior:1+window/4");
    assert_eq!(methods[7]["method"], "prior:2+window/4");
    assert_eq!(methods[8]["method"], "prior:1:next1+window/4");
    assert_eq!(methods[9]["method"], "prior:2:next1+window/4");
    assert_eq!(methods[14]["method"], "played+window/8");
    for board in &boards {
        let leader =
            Seat::from_char(board["leader"].as_str().unwrap().chars().next().unwrap()).unwrap();
        let deal = boyi::bridge::Deal::from_pbn(board["deal"].as_str().unwrap()).unwrap();
        let leads = board["leads"].as_array().unwrap();
        assert_eq!(leads.len(), methods.len());
        for lead in leads {
            let card: Card = lead["card"].as_str().unwrap().parse().unwrap();
            assert!(deal.hand(leader).contains(card), "{lead}");
        }
    }
    for (m, method) in methods.iter().enumerate() {
        let (mut leads, mut free, mut tricks) = (0, 0, 0);
        for board in &boards {
            let cost = &board["leads"][m]["cost"];
            leads += 1;
            free += u64::from(cost["tricks"] == 0);
            tricks += cost["tricks"].as_u64().unwrap();
        }
        let count =
            |k: &str| method["suit"][k].as_u64().unwrap() + method["notrump"][k].as_u64().unwrap();
        assert_eq!(count("leads"), leads, "{method}");
        assert_eq!(count("free"), free, "{method}");
        assert_eq!(count("tricks"), tricks, "{method}");
    }
}

#[test]
fn bad_counts_and_systems_are_refused_with_the_reason() {
    for (args, says) in [
        (&["--layouts", "0"][..], "positive numbers"),
        (&["--layouts", "50,x"][..], "positive numbers"),
        (&["--layouts", "100,50"][..], "increasing order"),
        (&["--margins=-5"][..], "--margins"),
        (&["--system", "acol"][..], "acol"),
    ] {
        let out = boyi(&[&["leads", "--boards", "1"], args].concat());
        assert!(!out.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}
