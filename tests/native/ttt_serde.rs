//! The engine's outputs travel between the page and the worker as JSON: each survives the
//! round trip unchanged.

use boyi::ttt::deepening::{deepen, Budget, Deepened};
use boyi::ttt::players::Player;
use boyi::ttt::search::Ordering;
use boyi::ttt::teach::{analyse, tree_children, Analysis, TreeNode};
use boyi::ttt::trace::{trace_position, FixedTree, Trace, TraceOrder};
use boyi::ttt::{Board, Game, Rules};
use serde::{de::DeserializeOwned, Serialize};

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let text = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&text).unwrap();
    assert_eq!(&back, value, "{text}");
}

#[test]
fn teaching_and_search_outputs_round_trip_through_json() {
    let board = Board::parse(Rules::CLASSIC, "x...o....").unwrap();
    let a: Analysis = analyse(&board).unwrap();
    round_trip(&a);
    let kids: Vec<TreeNode> = tree_children(&board, &[]).unwrap();
    round_trip(&kids);
    let t: Trace = trace_position(&board, TraceOrder::Static, -2, 2).unwrap();
    round_trip(&t);
    round_trip(&FixedTree::textbook().trace().unwrap());
    let big = Board::empty(Rules::new(4, 4, 3).unwrap());
    let budget = Budget {
        max_depth: 3,
        max_nodes: None,
        max_millis: None,
    };
    round_trip(&budget);
    let d: Deepened = deepen(&big, &budget, None, &mut |_, _| {}).unwrap();
    round_trip(&d);
    round_trip(&Game::from_record(Rules::CLASSIC, "b2 a1").unwrap());
    for p in [
        Player::Random,
        Player::Static,
        Player::Minimax,
        Player::AlphaBeta {
            ordering: Ordering::BestFirst,
        },
    ] {
        round_trip(&p);
    }
    assert_eq!(
        serde_json::to_string(&Player::AlphaBeta {
            ordering: Ordering::Natural
        })
        .unwrap(),
        r#"{"kind":"alpha_beta","ordering":"natural"}"#
    );
}
