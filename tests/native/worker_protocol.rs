//! The worker protocol under bad requests: a malformed or unknown request gets a failed reply
//! naming what is wrong, with the request's id where it can be read, and the worker's runner
//! (the one `ui::worker::host` feeds every message to) goes on answering the next request.

use boyi::jobs::{Outcome, Reply, Runner};

fn answer(runner: &mut Runner, text: &str) -> Reply {
    let mut progress = Vec::new();
    let reply = runner.answer_text(text, &mut |id, done, total| {
        progress.push((id, done, total))
    });
    for (id, done, total) in progress {
        assert_eq!(id, reply.id(), "progress is about the request answered");
        assert!(done <= total, "{done} of {total}");
    }
    reply
}

fn failure(reply: Reply) -> (u64, String) {
    match reply {
        Reply::Failed { id, error } => (id, error),
        other => panic!("expected a failed reply, got {other:?}"),
    }
}

#[test]
fn bad_requests_fail_and_the_worker_goes_on() {
    let mut runner = Runner::new();
    let bad: &[(&str, u64, &str)] = &[
        ("", 0, "could not read the request"),
        ("{", 0, "could not read the request"),
        ("ready", 0, "could not read the request"),
        ("[1,2,3]", 0, "could not read the request"),
        (
            r#"{"id":7,"job":{"kind":"no_such_job"}}"#,
            7,
            "unknown variant",
        ),
        (
            r#"{"id":8,"job":{"kind":"self_test","pigeons":"eight"}}"#,
            8,
            "could not read",
        ),
        (r#"{"id":9,"job":{"kind":"self_test"}}"#, 9, "pigeons"),
        (
            r#"{"id":-1,"job":{"kind":"self_test","pigeons":4}}"#,
            0,
            "could not read",
        ),
        (
            r#"{"id":18446744073709551616,"job":{"kind":"ttt_facts"}}"#,
            0,
            "could not read",
        ),
        (
            r#"{"id":10,"job":{"kind":"self_test","pigeons":4294967295}}"#,
            10,
            "pigeons",
        ),
        (
            r#"{"id":11,"job":{"kind":"dd_table","deal":"N:AK.. - - -","vulnerability":"None","dealer":"North"}}"#,
            11,
            "deal",
        ),
        (
            r#"{"id":12,"job":{"kind":"dd_cards","deal":"N:A... K... Q... J...","trump":"Spades","leader":"North","played":["SA","SA"]}}"#,
            12,
            "",
        ),
        (
            r#"{"id":13,"job":{"kind":"dd_best_line","deal":"N:A... K... Q... J...","trump":"Ｓpades","leader":"North"}}"#,
            13,
            "could not read",
        ),
        (
            r#"{"id":14,"job":{"kind":"ttt_deepen","rows":200,"cols":3,"k":3,"cells":"","budget":{"max_depth":1,"max_nodes":null,"max_millis":null}}}"#,
            14,
            "m,n,k",
        ),
    ];
    for &(text, id, words) in bad {
        let (got, error) = failure(answer(&mut runner, text));
        assert_eq!(got, id, "{text}: {error}");
        assert!(
            error.contains(words),
            "{text}: `{error}` should say {words}"
        );
        // The same runner still answers a good request after each bad one.
        let good = answer(
            &mut runner,
            r#"{"id":99,"job":{"kind":"self_test","pigeons":4}}"#,
        );
        assert!(
            matches!(
                good,
                Reply::Done {
                    id: 99,
                    outcome: Outcome::SelfTest {
                        satisfiable: false,
                        ..
                    }
                }
            ),
            "after {text}: {good:?}"
        );
    }
}

#[test]
fn replies_to_bad_requests_travel_as_json() {
    let reply = Runner::new().answer_text(
        r#"{"id":5,"job":{"kind":"dd_table","deal":"\u0000♠"}}"#,
        &mut |_, _, _| {},
    );
    let text = serde_json::to_string(&reply).expect("replies serialise");
    assert_eq!(
        serde_json::from_str::<Reply>(&text).expect("replies read back"),
        reply
    );
    assert_eq!(failure(reply).0, 5);
}
