//! The game-playing chapter's own examples, in its own terms: the board as an array of −1 (X),
//! 1 (O) and 0 (empty), its count of the game tree, the position of its figure 5.3 (a static
//! evaluation that cannot tell a winning move from two losing ones) and the endgame tree of its
//! figure 5.4 (minimax with values −1 for an X win, 0 a draw, 1 an O win).
//!
//! In both figures X and O have the same number of marks and O is to move, so O made the first
//! move there. Boyi's games always start with X, so the figures' positions cannot arise on the
//! page's board; here the player to move is given explicitly instead of read from the counts.

use serde::{Deserialize, Serialize};

use super::board::{Board, Mark};
use super::rules::Rules;
use super::trace::FixedTree;

/// The chapter's value of a mark in its array: −1 for X, 1 for O (0 for an empty cell).
pub fn mark_value(mark: Option<Mark>) -> i8 {
    match mark {
        Some(Mark::X) => -1,
        Some(Mark::O) => 1,
        None => 0,
    }
}

/// The position as the chapter's 3 × 3 array, row by row.
pub fn array(board: &Board) -> [[i8; 3]; 3] {
    std::array::from_fn(|r| std::array::from_fn(|c| mark_value(board.cell(3 * r + c))))
}

/// The eight lines of the 3 × 3 board in the order the page names them: rows 1–3, columns 1–3,
/// the main diagonal (top left to bottom right), the other diagonal.
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// The lines (indices into [`LINES`]) still open for `mark`: holding none of the opponent's
/// marks. f(n) counts them.
pub fn open_lines(board: &Board, mark: Mark) -> Vec<usize> {
    (0..LINES.len())
        .filter(|&l| {
            LINES[l]
                .iter()
                .all(|&c| board.cell(c) != Some(mark.other()))
        })
        .collect()
}

/// 9!: the ways to fill the nine cells one after another, the chapter's count.
pub fn nine_factorial() -> u64 {
    (1..=9).product()
}

/// The nodes of the tree if no game ended before the board is full: 1 + 9 + 9·8 + … + 9!.
pub fn tree_nodes_without_early_ends() -> u64 {
    (0..=9u64)
        .scan(1u64, |level, depth| {
            let nodes = *level;
            *level *= 9 - depth.min(8);
            Some(nodes)
        })
        .sum()
}

/// The minimax value of `board` with `mover` to move, in the chapter's convention: −1 X wins,
/// 0 draw, 1 O wins.
pub fn value(board: &Board, mover: Mark) -> i32 {
    if let Some(winner) = board.winner() {
        return if winner == Mark::O { 1 } else { -1 };
    }
    let values = board
        .legal_moves()
        .into_iter()
        .map(|c| value(&board.with(c, mover), mover.other()));
    match mover {
        Mark::O => values.max(),
        Mark::X => values.min(),
    }
    .unwrap_or(0)
}

/// Whether `mover` can complete a line with one move.
pub fn wins_at_once(board: &Board, mover: Mark) -> bool {
    board
        .legal_moves()
        .into_iter()
        .any(|c| board.with(c, mover).winner() == Some(mover))
}

/// One of O's moves in figure 5.3.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Branch {
    pub cell: usize,
    /// The chapter's branch numbers (①–⑤) this move can be: where two moves fit the same
    /// description (① and ②, ④ and ⑤), each gets both numbers.
    pub numbers: Vec<usize>,
    /// The lines still open for O (the mover) and for X after the move.
    pub open_o: Vec<usize>,
    pub open_x: Vec<usize>,
    /// f(n) = open for O − open for X.
    pub f: i32,
    /// The true minimax value after the move, X to move (−1 X wins, 0 draw, 1 O wins).
    pub value: i32,
    /// Whether X can complete a line with its very next move.
    pub x_wins_at_once: bool,
}

/// Figure 5.3's position: X on the top right and the middle right, O in the centre and the
/// bottom left; O to move. Found by enumeration (see the tests): it is the one position that
/// fits every fact the chapter gives.
pub fn figure_5_3() -> Board {
    Board::parse(Rules::CLASSIC, "..x/.ox/o..").expect("a 3 × 3 board string")
}

/// The lines the chapter names for branch ①: open for O the first and second columns, the
/// third row and the main diagonal; open for X the first row and the third column.
const BRANCH_1_OPEN_O: [usize; 4] = [2, 3, 4, 6];
const BRANCH_1_OPEN_X: [usize; 2] = [0, 5];

/// O's choices in a position, O to move, in cell order, each with the chapter's branch numbers
/// it fits: ① has exactly the lines the chapter lists; ③, ④ and ⑤ score 3, ③ being the one
/// that wins for O; ② is any other move.
pub fn branches(board: &Board) -> Vec<Branch> {
    let mut branches: Vec<Branch> = board
        .legal_moves()
        .into_iter()
        .map(|cell| {
            let child = board.with(cell, Mark::O);
            let open_o = open_lines(&child, Mark::O);
            let open_x = open_lines(&child, Mark::X);
            Branch {
                cell,
                numbers: Vec::new(),
                f: open_o.len() as i32 - open_x.len() as i32,
                open_o,
                open_x,
                value: value(&child, Mark::X),
                x_wins_at_once: child.winner().is_none() && wins_at_once(&child, Mark::X),
            }
        })
        .collect();
    let is_first = |b: &Branch| b.open_o == BRANCH_1_OPEN_O && b.open_x == BRANCH_1_OPEN_X;
    let firsts = branches.iter().filter(|b| is_first(b)).count();
    for b in &mut branches {
        b.numbers = match (b.f, b.value) {
            (3, 1) => vec![3],
            (3, _) => vec![4, 5],
            _ if is_first(b) && firsts == 1 => vec![1],
            _ if is_first(b) => vec![1, 2],
            _ => vec![2],
        };
    }
    branches
}

/// Figure 5.4's root: X on the top right, the middle right and the bottom centre, O on the top
/// centre, the middle left and the centre; O to move with three cells left. Found by
/// enumeration (see the tests): one of the four roots that fit every fact the chapter gives
/// (two, each with its mirror image in the main diagonal), the first in cell order.
pub fn figure_5_4() -> Board {
    Board::parse(Rules::CLASSIC, ".ox/oox/.x.").expect("a 3 × 3 board string")
}

/// One node of figure 5.4's tree, numbered as the chapter numbers them: level by level, left
/// to right, children in cell order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Numbered {
    pub number: usize,
    /// Child indices from the root, as in [`FixedTree::at`].
    pub path: Vec<usize>,
    /// The moves from the root, in cells; the last one is the move into this node.
    pub cells: Vec<usize>,
    pub board: Board,
    pub value: i32,
}

/// The whole game tree below `root` with `mover` to move, as a fixed tree whose leaves hold the
/// chapter's values, and its nodes numbered breadth first.
pub fn endgame_tree(root: &Board, mover: Mark) -> (FixedTree, Vec<Numbered>) {
    fn build(board: &Board, mover: Mark) -> FixedTree {
        if board.ending().is_some() {
            return FixedTree::Leaf(value(board, mover));
        }
        FixedTree::Node(
            board
                .legal_moves()
                .into_iter()
                .map(|c| build(&board.with(c, mover), mover.other()))
                .collect(),
        )
    }
    let tree = build(root, mover);
    let mut numbered = Vec::new();
    let mut level = vec![(Vec::new(), Vec::new(), *root, mover)];
    while !level.is_empty() {
        let mut next = Vec::new();
        for (path, cells, board, to_move) in level {
            numbered.push(Numbered {
                number: numbered.len() + 1,
                path: path.clone(),
                cells: cells.clone(),
                board,
                value: value(&board, to_move),
            });
            for (i, c) in board.legal_moves().into_iter().enumerate() {
                let mut p: Vec<usize> = path.clone();
                p.push(i);
                let mut cs: Vec<usize> = cells.clone();
                cs.push(c);
                next.push((p, cs, board.with(c, to_move), to_move.other()));
            }
        }
        level = next;
    }
    (tree, numbered)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::testutil::all_boards;
    use crate::ttt::trace::Step;

    fn b(s: &str) -> Board {
        Board::parse(Rules::CLASSIC, s).unwrap()
    }

    const ROW_1: usize = 0;
    const ROW_3: usize = 2;
    const COLUMN_1: usize = 3;
    const COLUMN_2: usize = 4;
    const COLUMN_3: usize = 5;
    const MAIN_DIAGONAL: usize = 6;

    /// Positions with as many X as O and no line: O to move, O having moved first.
    fn o_to_move(marks_each: u32) -> impl Iterator<Item = Board> {
        all_boards().filter(move |b| {
            b.stones(Mark::X).count_ones() == marks_each
                && b.stones(Mark::O).count_ones() == marks_each
                && b.winner().is_none()
        })
    }

    #[test]
    fn the_array_uses_minus_one_for_x_and_one_for_o() {
        assert_eq!(array(&Board::classic()), [[0; 3]; 3]);
        assert_eq!(
            array(&b("x.o/.x./..o")),
            [[-1, 0, 1], [0, -1, 0], [0, 0, 1]]
        );
    }

    #[test]
    fn the_chapters_count_and_the_full_tree() {
        assert_eq!(nine_factorial(), 362_880);
        assert_eq!(tree_nodes_without_early_ends(), 986_410);
    }

    /// Every fact the chapter gives about figure 5.3, checked on one position, in whatever
    /// order the figure draws the branches.
    fn fits_figure_5_3(board: &Board) -> bool {
        let branches = branches(board);
        // ①: open for O exactly columns 1 and 2, row 3 and the main diagonal (4); for X row 1
        // and column 3 (2); 4 − 2 = 2.
        let first = branches.iter().any(|b| {
            b.open_o == [ROW_3, COLUMN_1, COLUMN_2, MAIN_DIAGONAL]
                && b.open_x == [ROW_1, COLUMN_3]
                && b.f == 2
        });
        // Three branches score 3; only one of them (③) wins for O; after the other two X wins
        // with its next move.
        let threes: Vec<&Branch> = branches.iter().filter(|b| b.f == 3).collect();
        let winning = threes.iter().filter(|b| b.value == 1).count();
        let losing_at_once = threes.iter().filter(|b| b.x_wins_at_once).count();
        branches.len() == 5 && first && threes.len() == 3 && winning == 1 && losing_at_once == 2
    }

    #[test]
    fn figure_5_3_is_the_one_position_that_fits_every_fact() {
        let fits: Vec<Board> = o_to_move(2).filter(fits_figure_5_3).collect();
        assert_eq!(fits, vec![figure_5_3()]);
    }

    #[test]
    fn figure_5_3_branches() {
        let branches = branches(&figure_5_3());
        let column = |f: fn(&Branch) -> i32| branches.iter().map(f).collect::<Vec<i32>>();
        assert_eq!(column(|b| b.cell as i32), [0, 1, 3, 7, 8]);
        assert_eq!(column(|b| b.open_o.len() as i32), [4, 4, 4, 4, 4]);
        assert_eq!(column(|b| b.open_x.len() as i32), [1, 1, 2, 2, 1]);
        assert_eq!(column(|b| b.f), [3, 3, 2, 2, 3]);
        // Only the bottom right (③) wins; every other move lets X complete column 3 at once.
        assert_eq!(column(|b| b.value), [-1, -1, -1, -1, 1]);
        assert_eq!(column(|b| b.x_wins_at_once as i32), [1, 1, 1, 1, 0]);
        // The middle left and the bottom centre both have exactly ①'s lines.
        let numbers: Vec<Vec<usize>> = branches.iter().map(|b| b.numbers.clone()).collect();
        assert_eq!(
            numbers,
            [vec![4, 5], vec![4, 5], vec![1, 2], vec![1, 2], vec![3]]
        );
    }

    /// Every fact the chapter gives about figure 5.4, checked on one root position.
    fn fits_figure_5_4(root: &Board) -> bool {
        let (tree, numbered) = endgame_tree(root, Mark::O);
        let node = |n: usize| numbered.get(n - 1);
        let depth = numbered.iter().map(|n| n.path.len()).max().unwrap_or(0);
        let root_kids: Vec<i32> = numbered
            .iter()
            .filter(|n| n.path.len() == 1)
            .map(|n| n.value)
            .collect();
        let kids_of = |n: &Numbered| -> Vec<&Numbered> {
            numbered
                .iter()
                .filter(|k| k.path.len() == n.path.len() + 1 && k.path.starts_with(&n.path))
                .collect()
        };
        let (Some(two), Some(four), Some(six), Some(nine)) = (node(2), node(4), node(6), node(9))
        else {
            return false;
        };
        let four_kids: Vec<i32> = kids_of(four).iter().map(|k| k.value).collect();
        let nine_kids = kids_of(nine);
        let ones: Vec<usize> = numbered
            .iter()
            .filter(|n| n.board.winner() == Some(Mark::O))
            .map(|n| n.number)
            .collect();
        // Four levels; the root worth 0 from −1, −1, 0; ④ worth 0 from 0 and 1; ⑨ a MAX node
        // with one child, a draw, on the path ① → ④ → ⑨ → its child.
        depth == 3
            && matches!(tree, FixedTree::Node(_))
            && numbered[0].value == 0
            && root_kids == [-1, -1, 0]
            && four.path == [2]
            && four.value == 0
            && four_kids == [0, 1]
            && nine.path.len() == 2
            && nine.path.starts_with(&four.path)
            && nine_kids.len() == 1
            && nine_kids[0].board.ending() == Some(crate::ttt::Ending::Draw)
            // ②: O on the top left; ⑥: X then on the bottom right, and X has won.
            && two.cells == [0]
            && six.cells == [0, 8]
            && six.board.winner() == Some(Mark::X)
            // The chapter names two positions worth 1 (O wins), one of them below ②.
            && ones.len() == 2
            && numbered
                .iter()
                .any(|n| ones.contains(&n.number) && n.path.starts_with(&two.path))
    }

    #[test]
    fn figure_5_4_is_the_one_root_that_fits_every_fact() {
        let fits: Vec<String> = o_to_move(3)
            .filter(fits_figure_5_4)
            .map(|b| b.cells_string())
            .collect();
        // Two roots and their mirror images in the main diagonal; the page shows the first.
        assert_eq!(fits, [".oxoox.x.", ".o.ooxxx.", "..oooxxx.", ".ox.oxox."]);
        assert_eq!(fits[0], figure_5_4().cells_string());
    }

    #[test]
    fn figure_5_4_numbers_and_values() {
        let (tree, numbered) = endgame_tree(&figure_5_4(), Mark::O);
        let values: Vec<i32> = numbered.iter().map(|n| n.value).collect();
        assert_eq!(values.len(), 14);
        assert_eq!(values, [0, -1, -1, 0, 1, -1, 0, -1, 0, 1, 1, 0, 0, 1]);
        // ② O on the top left, ③ the bottom left, ④ the bottom right; ⑥ X then on the bottom
        // right, completing column 3.
        let cells: Vec<&[usize]> = numbered.iter().map(|n| n.cells.as_slice()).collect();
        assert_eq!(cells[1..4], [&[0][..], &[6], &[8]]);
        assert_eq!(cells[5], [0, 8]);
        // The chapter's draw ⑬ below ⑨, and the two wins for O ⑪ and ⑭ it names.
        assert_eq!(numbered[12].path, [2, 0, 0]);
        assert_eq!(numbered[12].board.ending(), Some(crate::ttt::Ending::Draw));
        let o_wins: Vec<usize> = numbered
            .iter()
            .filter(|n| n.board.winner() == Some(Mark::O))
            .map(|n| n.number)
            .collect();
        assert_eq!(o_wins, [11, 14]);
        // Alpha-beta prunes nothing here, so the replay is the chapter's minimax, node for node.
        let trace = tree.trace().unwrap();
        assert_eq!(trace.root_value, 0);
        assert_eq!(trace.nodes, 14);
        assert!(!trace.steps.iter().any(|s| matches!(s, Step::Cut { .. })));
    }
}
