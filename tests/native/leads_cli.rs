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
fn the_criterion_by_contract_leads_as_its_kinds_z_does() {
    let (boards, summary) = json_lines(&boyi(&[
        "leads",
        "--boards",
        "6",
        "--seed",
        "7",
        "--layouts",
        "4",
        "--z",
        "1,2",
        "--kinds",
        "1:2",
        "--overtricks",
        "1,2",
        "--json",
        "--scores",
    ]));
    let names: Vec<&str> = summary["methods"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["method"].as_str().unwrap())
        .collect();
    for name in [
        "prior:suit1:nt2+window/4",
        "prior:1+window2/4",
        "prior:suit1:nt2+window2/4",
    ] {
        assert!(names.contains(&name), "{name}: {names:?}");
    }
    // On these boards the two z differ against a suit and against notrump, so each kind's
    // lead shows which z it followed.
    let mut differ = [false, false];
    for board in &boards {
        let lead = |method: &str| {
            let i = names.iter().position(|n| *n == method).unwrap();
            board["leads"][i]["card"].as_str().unwrap().to_string()
        };
        let notrump = board["contract"].as_str().unwrap().contains("NT");
        for window in ["window", "window2"] {
            let (one, two) = (
                lead(&format!("prior:1+{window}/4")),
                lead(&format!("prior:2+{window}/4")),
            );
            let by_kind = lead(&format!("prior:suit1:nt2+{window}/4"));
            assert_eq!(&by_kind, if notrump { &two } else { &one }, "{board}");
            differ[usize::from(notrump)] |= one != two;
        }
        // Every group's exact scores, one a layout, with what it costs on the actual cards.
        let groups = board["groups"].as_array().unwrap();
        assert!(groups
            .iter()
            .all(|g| g["scores"].as_array().unwrap().len() == 4));
        assert!(groups.iter().any(|g| g["cost"]["tricks"] == 0), "{board}");
        assert_eq!(
            board["rules"][0], board["leads"][0]["card"],
            "the rules' first lead is theirs"
        );
    }
    assert_eq!(differ, [true, true]);
}

#[test]
fn bad_counts_and_systems_are_refused_with_the_reason() {
    for (args, says) in [
        (&["--layouts", "0"][..], "positive numbers"),
        (&["--layouts", "50,x"][..], "positive numbers"),
        (&["--layouts", "100,50"][..], "increasing order"),
        (&["--margins=-5"][..], "--margins"),
        (&["--system", "acol"][..], "acol"),
        (&["--kinds", "1"][..], "SUIT:NOTRUMP"),
        (&["--kinds", "1:0"][..], "SUIT:NOTRUMP"),
        (&["--overtricks", "2,1"][..], "increasing order"),
    ] {
        let out = boyi(&[&["leads", "--boards", "1"], args].concat());
        assert!(!out.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}
