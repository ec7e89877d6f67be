//! Known outcomes of small m,n,k games (first player's result with perfect play), found by the
//! iterative deepening search proving them from the empty board.

use boyi::ttt::deepening::{deepen, Budget};
use boyi::ttt::{Board, Rules};

fn solve(rows: u8, cols: u8, k: u8) -> Option<i32> {
    let board = Board::empty(Rules::new(rows, cols, k).unwrap());
    let budget = Budget {
        max_depth: 64,
        max_nodes: None,
        max_millis: None,
    };
    deepen(&board, &budget, None, &mut |_, _| {})
        .unwrap()
        .proven
}

#[test]
fn small_mnk_games_are_solved() {
    assert_eq!(solve(3, 3, 3), Some(0), "tic-tac-toe is a draw");
    assert_eq!(solve(3, 4, 3), Some(1), "3,4,3 is a first-player win");
    assert_eq!(solve(4, 4, 3), Some(1), "4,4,3 is a first-player win");
    assert_eq!(solve(4, 4, 4), Some(0), "4,4,4 is a draw");
}
