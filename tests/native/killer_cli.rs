//! `boyi killer deduce` run as a program on logs `boyi killer sim --log` wrote, its answers
//! checked against Algorithm 1 in the library and the brute-force oracle; and on broken logs.

use crate::cli::{boyi, scratch, stdout};
use std::path::Path;

use boyi::killer::oracle::worlds;
use boyi::killer::player::Level;
use boyi::killer::record::Deduction;
use boyi::killer::sim::play_one;
use boyi::killer::{certain_killer, Config, Event, View};

/// The games of a log file, each as its events.
fn games_in(path: &Path) -> Vec<Vec<Event>> {
    let mut games: Vec<Vec<Event>> = Vec::new();
    for line in std::fs::read_to_string(path).unwrap().lines() {
        let event: Event = serde_json::from_str(line).unwrap();
        if matches!(event, Event::Deal { .. }) {
            games.push(Vec::new());
        }
        games.last_mut().unwrap().push(event);
    }
    games
}

fn deduce_json(path: &Path, game: usize, seat: usize) -> Deduction {
    let (g, s) = (game.to_string(), seat.to_string());
    let text = stdout(&boyi(&[
        "killer",
        "deduce",
        path.to_str().unwrap(),
        "--game",
        &g,
        "--seat",
        &s,
        "--json",
    ]));
    serde_json::from_str(&text).unwrap()
}

/// The seat's view after the first `events` events of a game (the deal counts as one).
fn view_after(log: &[Event], seat: usize, events: usize) -> View {
    let full = View::from_log(log, seat).unwrap();
    View {
        seen: full.seen[..events - 1].to_vec(),
        ..full
    }
}

/// On a simulation's log: every step is Algorithm 1's answer on that prefix, the candidates
/// only shrink and keep the killer, the winner was certain just before its guess, and for the
/// winner the oracle agrees that the killer became certain exactly at the reported event.
#[test]
fn deduce_follows_algorithm_1_on_a_simulation_log() {
    let path = scratch("killer_sim.jsonl");
    stdout(&boyi(&[
        "killer",
        "sim",
        "--games",
        "2",
        "--seed",
        "3",
        "--ai",
        "expert,novice,novice",
        "--log",
        path.to_str().unwrap(),
    ]));
    let games = games_in(&path);
    assert_eq!(games.len(), 2);
    let mut oracle_checks = 0;
    for (g, log) in games.iter().enumerate() {
        let Event::Deal { killer, .. } = log[0] else {
            panic!("a game starts with its deal");
        };
        let winner = log
            .iter()
            .position(|e| matches!(e, Event::Guess { right: true, .. }));
        for seat in 0..3 {
            let d = deduce_json(&path, g + 1, seat);
            assert_eq!((d.seat, d.players, d.killer), (seat, 3, killer));
            assert_eq!(d.steps.len(), log.len());
            for (e, step) in d.steps.iter().enumerate() {
                assert_eq!(step.event, e);
                assert!(step.candidates.contains(&killer));
                let view = view_after(log, seat, e + 1);
                assert_eq!(step.certain, certain_killer(&view).unwrap(), "event {e}");
                assert_eq!(step.certain.is_some(), step.candidates.len() == 1);
                if e > 0 {
                    let before = &d.steps[e - 1].candidates;
                    assert!(step.candidates.iter().all(|c| before.contains(c)));
                }
            }
            let first = d.steps.iter().position(|s| s.certain.is_some());
            assert_eq!(d.certain_at, first);
            if let Some(w) = winner {
                let Event::Guess { player, .. } = log[w] else {
                    unreachable!()
                };
                // Everyone knows once the killer is named; the guesser knew before naming it.
                assert!(d.certain_at.is_some_and(|k| k <= w));
                if player == seat {
                    assert!(d.certain_at.is_some_and(|k| k < w));
                }
            }
            // The winner knew late in the game, where the oracle can enumerate the worlds.
            let winner_seat =
                winner.map(|w| matches!(log[w], Event::Guess { player, .. } if player == seat));
            if let Some(k) = d.certain_at.filter(|&k| k > 0 && winner_seat == Some(true)) {
                let at = worlds(&view_after(log, seat, k + 1), 1_000_000);
                let before = worlds(&view_after(log, seat, k), 1_000_000);
                if let (Ok(at), Ok(before)) = (at, before) {
                    assert_eq!(at.killers, vec![killer]);
                    assert_eq!(before.killers, d.steps[k - 1].candidates);
                    assert!(before.killers.len() > 1);
                    oracle_checks += 1;
                }
            }
        }
    }
    assert!(
        oracle_checks == 2,
        "the oracle judged only {oracle_checks} seats"
    );
}

/// On small games the oracle can enumerate every step: the command's candidates after every
/// event, and so the turn it reports, are exactly the oracle's.
#[test]
fn deduce_agrees_with_the_oracle_at_every_event_of_small_games() {
    let config = Config::even(3, 4, 3).unwrap();
    let path = scratch("killer_small.jsonl");
    let mut text = String::new();
    let mut logs = Vec::new();
    for seed in 0..3 {
        let played = play_one(&config, &[Level::Novice; 3], seed, &|| 0.0).unwrap();
        for event in &played.log {
            text += &serde_json::to_string(event).unwrap();
            text += "\n";
        }
        logs.push(played.log);
    }
    std::fs::write(&path, text).unwrap();
    for (g, log) in logs.iter().enumerate() {
        for seat in 0..3 {
            let d = deduce_json(&path, g + 1, seat);
            let mut first: Option<usize> = None;
            for (e, step) in d.steps.iter().enumerate() {
                let truth = worlds(&view_after(log, seat, e + 1), 1_000_000).unwrap();
                assert_eq!(
                    step.candidates, truth.killers,
                    "game {g}, seat {seat}, event {e}"
                );
                if truth.killers.len() == 1 && first.is_none() {
                    first = Some(e);
                }
            }
            assert_eq!(d.certain_at, first);
            let turn = first.map(|e| d.steps[e].turn);
            let text = stdout(&boyi(&[
                "killer",
                "deduce",
                path.to_str().unwrap(),
                "--game",
                &(g + 1).to_string(),
                "--seat",
                &seat.to_string(),
            ]));
            let last = text.lines().last().unwrap();
            match turn {
                Some(t) => assert!(last.starts_with(&format!("certain at turn {t}:")), "{last}"),
                None => assert!(last.starts_with("never certain"), "{last}"),
            }
        }
    }
}

/// Runs `deduce` on a log with the given lines; returns its error message.
fn refused(name: &str, lines: &[String], extra: &[&str]) -> String {
    let path = scratch(name);
    std::fs::write(&path, lines.join("\n")).unwrap();
    let mut args = vec!["killer", "deduce", path.to_str().unwrap()];
    args.extend(extra);
    let out = boyi(&args);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{name}: {stderr}");
    assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    stderr
}

/// Broken logs are refused with the line and the fault, never with a panic.
#[test]
fn broken_logs_are_refused_naming_the_line() {
    let config = Config::standard(3).unwrap();
    let played = play_one(&config, &[Level::Novice; 3], 4, &|| 0.0).unwrap();
    let lines: Vec<String> = played
        .log
        .iter()
        .map(|e| serde_json::to_string(e).unwrap())
        .collect();
    let with = |i: usize, line: &str| {
        let mut l = lines.clone();
        l[i] = line.to_string();
        l
    };
    // Not JSON, or cut off mid-line.
    let e = refused("cut.jsonl", &with(3, &lines[3][..10]), &[]);
    assert!(e.contains("line 4: not a game event"), "{e}");
    // An unknown event.
    let e = refused("unknown.jsonl", &with(2, r#"{"event":"shuffle"}"#), &[]);
    assert!(e.contains("line 3: not a game event"), "{e}");
    // No deal first.
    let e = refused("nodeal.jsonl", &lines[1..], &[]);
    assert!(e.contains("line 1: an event before the first deal"), "{e}");
    // A deal that deals a card twice.
    let Event::Deal {
        ref hands, killer, ..
    } = played.log[0]
    else {
        panic!("a log starts with its deal");
    };
    let twice = lines[0].replacen(
        &serde_json::to_string(&killer).unwrap(),
        &serde_json::to_string(&hands[0][0]).unwrap(),
        1,
    );
    let e = refused("twice.jsonl", &with(0, &twice), &[]);
    assert!(e.contains("line 1: the deal is invalid"), "{e}");
    // A give of the killer, which no hand holds.
    let (i, bad_give) = played
        .log
        .iter()
        .enumerate()
        .find_map(|(i, e)| match *e {
            Event::Give { from, to, .. } => {
                let wrong = Event::Give {
                    from,
                    to,
                    card: killer,
                };
                Some((i, serde_json::to_string(&wrong).unwrap()))
            }
            _ => None,
        })
        .expect("a game has gives");
    let e = refused("give.jsonl", &with(i, &bad_give), &[]);
    assert!(e.contains(&format!("line {}:", i + 1)), "{e}");
    // A guess recorded with the wrong outcome.
    let g = played
        .log
        .iter()
        .position(|e| matches!(e, Event::Guess { .. }))
        .expect("the game ends with a right guess");
    let flipped = lines[g].replace("\"right\":true", "\"right\":false");
    let e = refused("guess.jsonl", &with(g, &flipped), &[]);
    assert!(e.contains(&format!("line {}:", g + 1)), "{e}");
    // A second game in the file, unchecked until asked for, then named by its line.
    let mut two = lines.clone();
    two.push(lines[0].clone());
    two.push(lines[2].clone());
    let e = refused("second.jsonl", &two, &["--game", "2"]);
    assert!(e.contains(&format!("line {}:", lines.len() + 2)), "{e}");
    // A seat or a game that does not exist, an empty log, a missing file.
    let e = refused("seat.jsonl", &lines, &["--seat", "3"]);
    assert!(e.contains("--seat 3: there is no seat 3"), "{e}");
    let e = refused("game.jsonl", &lines, &["--game", "2"]);
    assert!(
        e.contains("--game 2: there is no game 2: the log holds 1"),
        "{e}"
    );
    let e = refused("game0.jsonl", &lines, &["--game", "0"]);
    assert!(e.contains("there is no game 0"), "{e}");
    let e = refused("empty.jsonl", &[String::new()], &[]);
    assert!(e.contains("the log holds no game"), "{e}");
    let out = boyi(&[
        "killer",
        "deduce",
        scratch("missing.jsonl").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("cannot read"));
}
