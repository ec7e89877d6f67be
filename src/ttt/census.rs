//! Counting the game: the whole game tree, the complete games and how they end, the distinct
//! positions, and the search node counts the teaching panel quotes. All of it computed.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::board::{Board, Ending, Mark};
use super::search::{self, check_searchable, Ordering, Scoring, SearchError};

/// The game tree below a position, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeCount {
    /// Nodes of the tree, the starting position included.
    pub nodes: u64,
    /// Complete games: paths from the start to a finished position (the tree's leaves).
    pub games: u64,
    pub x_wins: u64,
    pub o_wins: u64,
    pub draws: u64,
    /// Distinct positions in the tree, the starting one included.
    pub positions: u64,
    /// Distinct finished positions.
    pub terminal_positions: u64,
}

/// Walks every game from `board` to its end. Errors as [`check_searchable`] (a finished
/// position is fine: its tree is the one leaf). `progress(done, total)` is called once per move
/// of the starting position.
pub fn count_tree(
    board: &Board,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<TreeCount, SearchError> {
    match check_searchable(board) {
        Ok(()) | Err(SearchError::GameOver { .. }) => {}
        Err(e) => return Err(e),
    }
    let mut count = TreeCount::default();
    let mut seen = HashSet::new();
    walk(board, &mut count, &mut seen, 0, progress);
    count.positions = seen.len() as u64;
    Ok(count)
}

fn walk(
    board: &Board,
    count: &mut TreeCount,
    seen: &mut HashSet<(u64, u64)>,
    depth: u32,
    progress: &mut dyn FnMut(u64, u64),
) {
    count.nodes += 1;
    let new = seen.insert(board.key());
    if let Some(ending) = board.ending() {
        count.games += 1;
        match ending {
            Ending::Win(Mark::X) => count.x_wins += 1,
            Ending::Win(Mark::O) => count.o_wins += 1,
            Ending::Draw => count.draws += 1,
        }
        if new {
            count.terminal_positions += 1;
        }
        return;
    }
    let mover = board.to_move();
    let moves = board.legal_moves();
    let total = moves.len() as u64;
    for (i, c) in moves.into_iter().enumerate() {
        walk(&board.with(c, mover), count, seen, depth + 1, progress);
        if depth == 0 {
            progress(i as u64 + 1, total);
        }
    }
}

/// The facts of tic-tac-toe the teaching panel and `boyi ttt stats` show, computed from the
/// empty 3 × 3 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facts {
    pub tree: TreeCount,
    /// Nodes minimax visits (the whole tree again, counted by the search itself).
    pub minimax_nodes: u64,
    /// Nodes alpha-beta visits with window (−2, 2), +1/0/−1 values, per move ordering.
    pub alphabeta_nodes_natural: u64,
    pub alphabeta_nodes_static: u64,
    pub alphabeta_nodes_best_first: u64,
    /// The value of the empty board for X with perfect play (+1/0/−1): 0, a draw.
    pub empty_board_value: i32,
}

/// Computes [`Facts`]. `progress(done, total)` counts the searches done.
pub fn classic_facts(progress: &mut dyn FnMut(u64, u64)) -> Facts {
    let empty = Board::classic();
    const STEPS: u64 = 5;
    let tree = count_tree(&empty, &mut |_, _| {}).expect("the empty board can be searched");
    progress(1, STEPS);
    let mm = search::minimax(&empty, Scoring::Unit).expect("the empty board can be searched");
    progress(2, STEPS);
    let ab = |o: Ordering| {
        search::alphabeta(&empty, o, Scoring::Unit, -2, 2).expect("the empty board can be searched")
    };
    let natural = ab(Ordering::Natural);
    progress(3, STEPS);
    let stat = ab(Ordering::Static);
    progress(4, STEPS);
    let best = ab(Ordering::BestFirst);
    progress(5, STEPS);
    Facts {
        tree,
        minimax_nodes: mm.nodes,
        alphabeta_nodes_natural: natural.nodes,
        alphabeta_nodes_static: stat.nodes,
        alphabeta_nodes_best_first: best.nodes,
        empty_board_value: mm.value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::testutil::{all_boards, reachable_positions};

    #[test]
    fn the_reachability_check_accepts_exactly_the_positions_play_reaches() {
        let reached: HashSet<Board> = reachable_positions().into_iter().collect();
        let accepted: HashSet<Board> = all_boards()
            .filter(|b| b.check_reachable().is_ok())
            .collect();
        assert_eq!(reached.len(), 5_478);
        assert_eq!(accepted, reached);
    }

    #[test]
    fn counting_from_a_finished_or_late_position() {
        let r = crate::ttt::Rules::CLASSIC;
        let over = Board::parse(r, "xxxoo....").unwrap();
        let c = count_tree(&over, &mut |_, _| {}).unwrap();
        assert_eq!((c.nodes, c.games, c.x_wins, c.positions), (1, 1, 1, 1));
        // Two empty cells, O to move: O takes 6 and it is a draw, or 8 and X completes the
        // first column.
        let late = Board::parse(r, "xoxxoo.x.").unwrap();
        let c = count_tree(&late, &mut |_, _| {}).unwrap();
        assert_eq!((c.games, c.x_wins, c.o_wins, c.draws), (2, 1, 0, 1));
        assert_eq!(c.nodes, 1 + 2 + 2);
    }

    #[test]
    fn the_published_facts_are_what_the_engine_computes() {
        let mut steps = Vec::new();
        let f = classic_facts(&mut |d, t| steps.push((d, t)));
        assert_eq!(f.tree.nodes, 549_946);
        assert_eq!(f.tree.games, 255_168);
        assert_eq!(f.tree.x_wins, 131_184);
        assert_eq!(f.tree.o_wins, 77_904);
        assert_eq!(f.tree.draws, 46_080);
        assert_eq!(f.tree.positions, 5_478);
        assert_eq!(f.tree.terminal_positions, 958);
        assert_eq!(f.minimax_nodes, f.tree.nodes);
        assert_eq!(f.alphabeta_nodes_natural, 18_297);
        assert_eq!(f.empty_board_value, 0);
        assert!(f.alphabeta_nodes_static < f.minimax_nodes);
        assert!(f.alphabeta_nodes_best_first < f.minimax_nodes);
        assert_eq!(steps.last(), Some(&(5, 5)));
    }
}
