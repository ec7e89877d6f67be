//! What the teaching panel shows about the position on the board: every move's minimax value,
//! its f(n) and the search effort behind it, and a game-tree explorer that expands one node at a
//! time.
//!
//! Values here are +1/0/−1 (the counting convention) from the point of view of the player to
//! move at the position being taught, who is MAX; the playing score that prefers faster wins is
//! given alongside where a choice depends on it.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, Ending, Mark, MoveError};
use super::game::Game;
use super::search::{
    alphabeta, check_searchable, minimax, minimax_from, Ordering, Scoring, SearchError,
};

/// One legal move of the taught position, seen from the player making it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReport {
    pub cell: usize,
    /// The minimax value after the move, +1 win, 0 draw, −1 loss.
    pub value: i32,
    /// The playing score: ±(1000 − plies to the end of the game), 0 for a draw.
    pub score: i32,
    /// f(n) of the position after the move: lines open for the mover − for the opponent.
    pub static_eval: i32,
    /// Nodes minimax visits below the move (its whole subtree).
    pub minimax_nodes: u64,
    /// Nodes alpha-beta visits below the move in natural order, window (−2, 2).
    pub alphabeta_nodes: u64,
}

/// Nodes one search of the whole position visits, per algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeCounts {
    pub minimax: u64,
    pub alphabeta_natural: u64,
    pub alphabeta_static: u64,
    pub alphabeta_best_first: u64,
}

/// Everything the panel shows for one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    pub board: Board,
    pub to_move: Mark,
    /// The position's minimax value for the player to move (+1/0/−1).
    pub value: i32,
    pub moves: Vec<MoveReport>,
    /// The moves a perfect player chooses from: best value, then fastest win or slowest loss.
    pub best: Vec<usize>,
    /// Nodes visited searching the whole position (window (−2, 2) for alpha-beta).
    pub nodes: NodeCounts,
}

/// Analyses a position. Errors as [`check_searchable`].
pub fn analyse(board: &Board) -> Result<Analysis, SearchError> {
    check_searchable(board)?;
    let mover = board.to_move();
    let mut moves = Vec::new();
    for cell in board.legal_moves() {
        let child = board.with(cell, mover);
        let mut minimax_nodes = 0;
        let value = -minimax_from(&child, Scoring::Unit, 1, &mut minimax_nodes);
        let score = -minimax_from(&child, Scoring::PreferFast, 1, &mut 0);
        let alphabeta_nodes = match child.ending() {
            Some(_) => 1,
            None => {
                alphabeta(&child, Ordering::Natural, Scoring::Unit, -2, 2)
                    .expect("a child of a searchable position is searchable")
                    .nodes
            }
        };
        moves.push(MoveReport {
            cell,
            value,
            score,
            static_eval: child.evaluate(mover),
            minimax_nodes,
            alphabeta_nodes,
        });
    }
    let top = moves
        .iter()
        .map(|m| m.score)
        .max()
        .expect("there is a move");
    let best = moves
        .iter()
        .filter(|m| m.score == top)
        .map(|m| m.cell)
        .collect();
    let mm = minimax(board, Scoring::Unit)?;
    let ab = |o| Ok::<_, SearchError>(alphabeta(board, o, Scoring::Unit, -2, 2)?.nodes);
    Ok(Analysis {
        board: *board,
        to_move: mover,
        value: mm.value,
        moves,
        best,
        nodes: NodeCounts {
            minimax: mm.nodes,
            alphabeta_natural: ab(Ordering::Natural)?,
            alphabeta_static: ab(Ordering::Static)?,
            alphabeta_best_first: ab(Ordering::BestFirst)?,
        },
    })
}

/// Where a finished game was decided: the last move whose minimax value was below the best
/// the mover had. In a lost game it is the loser's losing move; in a drawn game, the move
/// that let a win go. A game without a mistake has none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurningPoint {
    /// The position the move was made in.
    pub before: Board,
    pub played: usize,
    /// The played move's value for the player who made it (+1/0/−1).
    pub played_value: i32,
    /// The best value the player had there, and every move that kept it.
    pub best_value: i32,
    pub best: Vec<usize>,
}

/// The [`TurningPoint`] of `game`, once it is over. Only positions a full search can take
/// (the 3 × 3 board) are judged; on others there is none.
pub fn turning_point(game: &Game) -> Option<TurningPoint> {
    game.ending()?;
    let mut board = Board::empty(game.board().rules());
    let mut last = None;
    for &played in game.moves() {
        check_searchable(&board).ok()?;
        let mover = board.to_move();
        let values: Vec<(usize, i32)> = board
            .legal_moves()
            .into_iter()
            .map(|c| {
                (
                    c,
                    -minimax_from(&board.with(c, mover), Scoring::Unit, 1, &mut 0),
                )
            })
            .collect();
        let best_value = values.iter().map(|&(_, v)| v).max()?;
        let played_value = values.iter().find(|&&(c, _)| c == played)?.1;
        if played_value < best_value {
            last = Some(TurningPoint {
                before: board,
                played,
                played_value,
                best_value,
                best: values
                    .iter()
                    .filter(|&&(_, v)| v == best_value)
                    .map(|&(c, _)| c)
                    .collect(),
            });
        }
        board = board.play(played).ok()?;
    }
    last
}

/// MAX (the player to move at the explored root) or MIN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Max,
    Min,
}

/// One node of the game tree below the explored root.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeNode {
    /// The cells played from the root to reach this node.
    pub path: Vec<usize>,
    pub board: Board,
    /// Whether the player to move here is MAX or MIN (at a finished node, whose turn it would
    /// be).
    pub level: Level,
    /// The minimax value for MAX, +1/0/−1.
    pub value: i32,
    pub ending: Option<Ending>,
    /// How many children the node has (0 once the game is over).
    pub children: usize,
}

/// A path that does not lead to a node of the explored tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExploreError {
    /// The root cannot be explored.
    Root(SearchError),
    /// Move number `index` of the path (from 0) cannot be played.
    Path { index: usize, error: MoveError },
}

impl fmt::Display for ExploreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExploreError::Root(e) => e.fmt(f),
            ExploreError::Path { index, error } => {
                write!(f, "move {index} of the tree path: {error}")
            }
        }
    }
}

impl std::error::Error for ExploreError {}

/// The node reached from `root` by playing `path`. The root may be finished (a one-node tree).
pub fn tree_node(root: &Board, path: &[usize]) -> Result<TreeNode, ExploreError> {
    match check_searchable(root) {
        Ok(()) | Err(SearchError::GameOver { .. }) => {}
        Err(e) => return Err(ExploreError::Root(e)),
    }
    let mut board = *root;
    for (index, &cell) in path.iter().enumerate() {
        board = board
            .play(cell)
            .map_err(|error| ExploreError::Path { index, error })?;
    }
    Ok(node_at(root.to_move(), path.to_vec(), board))
}

/// The children of the node at `path`, in cell order: the explorer's "expand".
pub fn tree_children(root: &Board, path: &[usize]) -> Result<Vec<TreeNode>, ExploreError> {
    let node = tree_node(root, path)?;
    let max = root.to_move();
    Ok(node
        .board
        .legal_moves()
        .into_iter()
        .map(|cell| {
            let mut p = node.path.clone();
            p.push(cell);
            node_at(max, p, node.board.with(cell, node.board.to_move()))
        })
        .collect())
}

fn node_at(max: Mark, path: Vec<usize>, board: Board) -> TreeNode {
    let mover = board.to_move();
    let plies = path.len() as u32;
    let for_mover = minimax_from(&board, Scoring::Unit, plies, &mut 0);
    TreeNode {
        level: if mover == max { Level::Max } else { Level::Min },
        value: if mover == max { for_mover } else { -for_mover },
        ending: board.ending(),
        children: board.legal_moves().len(),
        path,
        board,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::Rules;

    fn b(s: &str) -> Board {
        Board::parse(Rules::CLASSIC, s).unwrap()
    }

    fn game(record: &str) -> Game {
        Game::from_record(Rules::CLASSIC, record).unwrap()
    }

    #[test]
    fn a_lost_game_turns_on_the_losers_last_mistake() {
        // O answers the centre on an edge (a corner draws); X then forces a fork and wins.
        let g = game("b2 b1 a1 c3 a3 a2 c1");
        assert_eq!(g.ending(), Some(Ending::Win(Mark::X)));
        let t = turning_point(&g).unwrap();
        assert_eq!(t.before, Board::classic().play(4).unwrap());
        assert_eq!((t.played, t.played_value, t.best_value), (1, -1, 0));
        assert_eq!(t.best, vec![0, 2, 6, 8]);
    }

    #[test]
    fn random_games_turn_where_the_result_was_settled() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..50 {
            let mut g = Game::new(Rules::CLASSIC);
            while g.ending().is_none() {
                let moves = g.board().legal_moves();
                g.play(moves[rng.random_range(0..moves.len())]).unwrap();
            }
            let point = turning_point(&g);
            match (g.ending().unwrap(), &point) {
                (Ending::Win(winner), Some(t)) => {
                    assert_eq!(t.before.to_move(), winner.other(), "{}", g.record());
                    assert_eq!(t.played_value, -1);
                    assert!(t.best_value >= 0);
                }
                (Ending::Win(_), None) => panic!("a lost game with no mistake: {}", g.record()),
                (Ending::Draw, Some(t)) => assert_eq!((t.played_value, t.best_value), (0, 1)),
                (Ending::Draw, None) => {}
            }
            if let Some(t) = point {
                assert!(!t.best.contains(&t.played) && !t.best.is_empty());
            }
        }
    }

    #[test]
    fn perfect_play_has_no_turning_point_and_unfinished_games_none() {
        assert_eq!(turning_point(&game("b2 a1 c3 a3 a2 c2 b1 b3 c1")), None);
        assert_eq!(turning_point(&game("b2 b1")), None);
    }

    #[test]
    fn every_move_of_the_empty_board_is_a_draw_and_the_counts_add_up() {
        let a = analyse(&Board::classic()).unwrap();
        assert_eq!(a.value, 0);
        assert_eq!(a.moves.len(), 9);
        assert!(a.moves.iter().all(|m| m.value == 0 && m.score == 0));
        assert_eq!(a.best, (0..9).collect::<Vec<_>>());
        // The root plus the nine subtrees make the whole tree.
        let below: u64 = a.moves.iter().map(|m| m.minimax_nodes).sum();
        assert_eq!(a.nodes.minimax, 1 + below);
        assert_eq!(a.nodes.alphabeta_natural, 18_297);
        let f: Vec<i32> = a.moves.iter().map(|m| m.static_eval).collect();
        assert_eq!(f, vec![3, 2, 3, 2, 4, 2, 3, 2, 3]);
    }

    #[test]
    fn the_fast_win_is_the_best_move_even_among_winning_moves() {
        // X to move: 2 wins at once; 4 also wins (two threats) but later.
        let a = analyse(&b("xx.o..o..")).unwrap();
        let by_cell = |c: usize| a.moves.iter().find(|m| m.cell == c).unwrap();
        assert_eq!(by_cell(2).value, 1);
        assert_eq!(by_cell(2).score, 999);
        assert_eq!(by_cell(2).minimax_nodes, 1);
        assert!(by_cell(4).value == 1 && by_cell(4).score < 999);
        assert_eq!(a.best, vec![2]);
    }

    #[test]
    fn the_explorer_expands_with_levels_and_values_consistent_with_minimax() {
        let root = b("xo.......");
        let top = tree_node(&root, &[]).unwrap();
        assert_eq!(top.level, Level::Max);
        let kids = tree_children(&root, &[]).unwrap();
        assert_eq!(kids.len(), 7);
        assert!(kids
            .iter()
            .all(|k| k.level == Level::Min && k.path.len() == 1));
        // MAX's value is the best of its children's.
        assert_eq!(top.value, kids.iter().map(|k| k.value).max().unwrap());
        let grandkids = tree_children(&root, &[4]).unwrap();
        let min_node = kids.iter().find(|k| k.path == [4]).unwrap();
        assert_eq!(
            min_node.value,
            grandkids.iter().map(|k| k.value).min().unwrap()
        );
        assert!(grandkids.iter().all(|k| k.level == Level::Max));
        assert_eq!(
            tree_children(&root, &[4, 4]),
            Err(ExploreError::Path {
                index: 1,
                error: MoveError::Occupied {
                    cell: 4,
                    mark: Mark::X
                }
            })
        );
    }
}
