//! Step-by-step alpha-beta, for the replay: every node entered with its [α, β] window, every
//! value returned, every cut with the children it pruned.
//!
//! The search here is written the way the textbooks draw it, MAX and MIN nodes with values from
//! MAX's point of view (the tic-tac-toe search in `search` is the compact negamax form). It runs
//! on any tree through [`TraceTree`]: a tic-tac-toe position, or a small fixed tree such as
//! Russell & Norvig's warm-up or the chapter's figure 5.4 (see `chapter`). A cut at a MAX node
//! (its value reached β, so the MIN node above will not let play come here) is a beta-cut; a cut
//! at a MIN node (its value fell to α) is an alpha-cut.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, Mark};
use super::search::{check_searchable, static_order, terminal_value, Scoring, SearchError};

/// A tree alpha-beta can walk: leaves have values for MAX, inner nodes have labelled children
/// (a cell for a board, a child index for a fixed tree).
pub trait TraceTree {
    type Node;
    /// The value for MAX if `node` is a leaf.
    fn leaf_value(&self, node: &Self::Node, depth: usize) -> Option<i32>;
    /// The children of an inner node with their labels, in the order to search them.
    fn children(&self, node: &Self::Node) -> Vec<(usize, Self::Node)>;
}

/// Which kind of cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CutKind {
    /// At a MIN node: its value is ≤ α, MAX above already has something at least as good.
    AlphaCut,
    /// At a MAX node: its value is ≥ β, MIN above already has something at least as good.
    BetaCut,
}

/// One step of the replay. A node is named by its path: the labels from the root.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// The search enters a node with window (α, β).
    Enter {
        path: Vec<usize>,
        max: bool,
        alpha: i32,
        beta: i32,
    },
    /// The node is a leaf: its value; the search goes back up.
    Leaf { path: Vec<usize>, value: i32 },
    /// A child of the node returned `child_value`; the node's value and window are now these.
    Update {
        path: Vec<usize>,
        child: usize,
        child_value: i32,
        value: i32,
        alpha: i32,
        beta: i32,
    },
    /// α ≥ β: the node's remaining children, `pruned`, are not searched.
    Cut {
        path: Vec<usize>,
        kind: CutKind,
        pruned: Vec<usize>,
    },
    /// The inner node is finished with `value`.
    Exit { path: Vec<usize>, value: i32 },
}

/// A whole replay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    pub root_value: i32,
    /// Nodes entered, the root included (the number of `Enter` steps).
    pub nodes: u64,
    pub steps: Vec<Step>,
}

/// The window bounds that stand for −∞ and +∞ (show them as such).
pub const UNBOUNDED: (i32, i32) = (i32::MIN, i32::MAX);

/// Runs alpha-beta on `tree` from `root` (a MAX node) in window (α, β), recording every step.
pub fn trace<T: TraceTree>(tree: &T, root: &T::Node, alpha: i32, beta: i32) -> Trace {
    let mut t = Trace {
        root_value: 0,
        nodes: 0,
        steps: Vec::new(),
    };
    t.root_value = visit(tree, root, &mut Vec::new(), true, alpha, beta, &mut t);
    t
}

fn visit<T: TraceTree>(
    tree: &T,
    node: &T::Node,
    path: &mut Vec<usize>,
    max: bool,
    mut alpha: i32,
    mut beta: i32,
    t: &mut Trace,
) -> i32 {
    t.nodes += 1;
    t.steps.push(Step::Enter {
        path: path.clone(),
        max,
        alpha,
        beta,
    });
    if let Some(value) = tree.leaf_value(node, path.len()) {
        t.steps.push(Step::Leaf {
            path: path.clone(),
            value,
        });
        return value;
    }
    let children = tree.children(node);
    let mut value = if max { i32::MIN } else { i32::MAX };
    for (i, (label, child)) in children.iter().enumerate() {
        path.push(*label);
        let v = visit(tree, child, path, !max, alpha, beta, t);
        path.pop();
        if max {
            value = value.max(v);
            alpha = alpha.max(value);
        } else {
            value = value.min(v);
            beta = beta.min(value);
        }
        t.steps.push(Step::Update {
            path: path.clone(),
            child: *label,
            child_value: v,
            value,
            alpha,
            beta,
        });
        if alpha >= beta {
            let pruned: Vec<usize> = children[i + 1..].iter().map(|(l, _)| *l).collect();
            if !pruned.is_empty() {
                t.steps.push(Step::Cut {
                    path: path.clone(),
                    kind: if max {
                        CutKind::BetaCut
                    } else {
                        CutKind::AlphaCut
                    },
                    pruned,
                });
            }
            break;
        }
    }
    t.steps.push(Step::Exit {
        path: path.clone(),
        value,
    });
    value
}

/// A small fixed game tree: a leaf value for MAX, or inner nodes. In JSON a leaf is a number and
/// an inner node a list, so Russell & Norvig's warm-up is `[[3,12,8],[2,4,6],[14,5,2]]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FixedTree {
    Leaf(i32),
    Node(Vec<FixedTree>),
}

/// A fixed tree with an inner node that has no children (so neither a leaf nor searchable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmptyNodeError {
    /// The child indices from the root to the empty node.
    pub path: Vec<usize>,
}

impl fmt::Display for EmptyNodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the tree node at path {:?} has no children and no value",
            self.path
        )
    }
}

impl std::error::Error for EmptyNodeError {}

impl FixedTree {
    /// The classic warm-up from another textbook, Russell & Norvig's *Artificial Intelligence:
    /// A Modern Approach* (figure 5.2), not from the game-playing chapter: a MAX root over three
    /// MIN nodes with leaves 3 12 8 / 2 4 6 / 14 5 2.
    pub fn textbook() -> FixedTree {
        let node = |v: [i32; 3]| FixedTree::Node(v.map(FixedTree::Leaf).to_vec());
        FixedTree::Node(vec![node([3, 12, 8]), node([2, 4, 6]), node([14, 5, 2])])
    }

    /// Checks that every inner node has children.
    pub fn check(&self) -> Result<(), EmptyNodeError> {
        fn walk(t: &FixedTree, path: &mut Vec<usize>) -> Result<(), EmptyNodeError> {
            match t {
                FixedTree::Leaf(_) => Ok(()),
                FixedTree::Node(kids) if kids.is_empty() => {
                    Err(EmptyNodeError { path: path.clone() })
                }
                FixedTree::Node(kids) => kids.iter().enumerate().try_for_each(|(i, k)| {
                    path.push(i);
                    let r = walk(k, path);
                    path.pop();
                    r
                }),
            }
        }
        walk(self, &mut Vec::new())
    }

    /// The subtree at `path` (child indices), if there is one.
    pub fn at(&self, path: &[usize]) -> Option<&FixedTree> {
        path.iter().try_fold(self, |t, &i| match t {
            FixedTree::Node(kids) => kids.get(i),
            FixedTree::Leaf(_) => None,
        })
    }

    /// The alpha-beta replay of this tree with an unbounded window, root as MAX.
    pub fn trace(&self) -> Result<Trace, EmptyNodeError> {
        self.check()?;
        Ok(trace(&FixedTrees, self, UNBOUNDED.0, UNBOUNDED.1))
    }
}

/// [`TraceTree`] for [`FixedTree`]s (checked beforehand, so every inner node has children).
struct FixedTrees;

impl TraceTree for FixedTrees {
    type Node = FixedTree;
    fn leaf_value(&self, node: &FixedTree, _depth: usize) -> Option<i32> {
        match node {
            FixedTree::Leaf(v) => Some(*v),
            FixedTree::Node(_) => None,
        }
    }
    fn children(&self, node: &FixedTree) -> Vec<(usize, FixedTree)> {
        match node {
            FixedTree::Leaf(_) => Vec::new(),
            FixedTree::Node(kids) => kids.iter().cloned().enumerate().collect(),
        }
    }
}

/// Move orders the position replay supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TraceOrder {
    Natural,
    Static,
}

/// [`TraceTree`] for tic-tac-toe positions: MAX is the player to move at the root, leaves are
/// finished games valued +1/0/−1 for MAX, labels are cells.
struct Positions {
    max: Mark,
    order: TraceOrder,
}

impl TraceTree for Positions {
    type Node = Board;
    fn leaf_value(&self, board: &Board, depth: usize) -> Option<i32> {
        let v = terminal_value(board, Scoring::Unit, depth as u32)?;
        Some(if board.to_move() == self.max { v } else { -v })
    }
    fn children(&self, board: &Board) -> Vec<(usize, Board)> {
        let moves = match self.order {
            TraceOrder::Natural => board.legal_moves(),
            TraceOrder::Static => static_order(board),
        };
        let mover = board.to_move();
        moves
            .into_iter()
            .map(|c| (c, board.with(c, mover)))
            .collect()
    }
}

/// The alpha-beta replay of a tic-tac-toe position in window (α, β), values +1/0/−1 for the
/// player to move (use (−2, 2) for "unbounded"). Errors as
/// [`check_searchable`].
pub fn trace_position(
    board: &Board,
    order: TraceOrder,
    alpha: i32,
    beta: i32,
) -> Result<Trace, SearchError> {
    check_searchable(board)?;
    let tree = Positions {
        max: board.to_move(),
        order,
    };
    Ok(trace(&tree, board, alpha, beta))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::search::{alphabeta, minimax, Ordering};
    use crate::ttt::testutil::reachable_positions;

    /// Minimax of a fixed tree, the oracle for the traced value.
    fn minimax_fixed(t: &FixedTree, max: bool) -> i32 {
        match t {
            FixedTree::Leaf(v) => *v,
            FixedTree::Node(kids) => {
                let vs = kids.iter().map(|k| minimax_fixed(k, !max));
                if max {
                    vs.max().unwrap()
                } else {
                    vs.min().unwrap()
                }
            }
        }
    }

    /// The leaf values under the pruned children of every cut.
    fn pruned_leaves(tree: &FixedTree, t: &Trace) -> Vec<i32> {
        fn leaves(t: &FixedTree, out: &mut Vec<i32>) {
            match t {
                FixedTree::Leaf(v) => out.push(*v),
                FixedTree::Node(kids) => kids.iter().for_each(|k| leaves(k, out)),
            }
        }
        let mut out = Vec::new();
        for step in &t.steps {
            if let Step::Cut { path, pruned, .. } = step {
                for &i in pruned {
                    let mut p = path.clone();
                    p.push(i);
                    leaves(tree.at(&p).unwrap(), &mut out);
                }
            }
        }
        out
    }

    #[test]
    fn russell_and_norvigs_tree_is_worth_3_and_prunes_4_and_6() {
        let tree = FixedTree::textbook();
        let t = tree.trace().unwrap();
        assert_eq!(t.root_value, 3);
        assert_eq!(t.root_value, minimax_fixed(&tree, true));
        assert_eq!(pruned_leaves(&tree, &t), vec![4, 6]);
        // The cut is at the second MIN node, after its first leaf (2 ≤ α = 3).
        let cuts: Vec<&Step> = t
            .steps
            .iter()
            .filter(|s| matches!(s, Step::Cut { .. }))
            .collect();
        assert_eq!(
            cuts,
            vec![&Step::Cut {
                path: vec![1],
                kind: CutKind::AlphaCut,
                pruned: vec![1, 2]
            }]
        );
        // Root, three MIN nodes, nine leaves less the two pruned.
        assert_eq!(t.nodes, 1 + 3 + 7);
        // The third MIN node is entered with α = 3 from the first.
        assert!(t.steps.contains(&Step::Enter {
            path: vec![2],
            max: false,
            alpha: 3,
            beta: i32::MAX
        }));
        let json = serde_json::to_string(&tree).unwrap();
        assert_eq!(json, "[[3,12,8],[2,4,6],[14,5,2]]");
    }

    #[test]
    fn deeper_fixed_trees_show_beta_cuts_and_reject_empty_nodes() {
        // MAX over MIN over MAX: the first MIN node's first child sets β = 5; in its second
        // MAX child the leaf 9 ≥ β cuts the leaf 1.
        let tree: FixedTree = serde_json::from_str("[[[5],[9,1]],[[4]]]").unwrap();
        let t = tree.trace().unwrap();
        assert_eq!(t.root_value, minimax_fixed(&tree, true));
        assert!(t.steps.contains(&Step::Cut {
            path: vec![0, 1],
            kind: CutKind::BetaCut,
            pruned: vec![1]
        }));
        let bad: FixedTree = serde_json::from_str("[[1,2],[3,[]]]").unwrap();
        assert_eq!(bad.trace(), Err(EmptyNodeError { path: vec![1, 1] }));
    }

    #[test]
    fn the_empty_board_replay_enters_the_published_18297_nodes() {
        let t = trace_position(&Board::classic(), TraceOrder::Natural, -2, 2).unwrap();
        assert_eq!(t.root_value, 0);
        assert_eq!(t.nodes, 18_297);
        let enters = t
            .steps
            .iter()
            .filter(|s| matches!(s, Step::Enter { .. }))
            .count();
        assert_eq!(enters as u64, t.nodes);
    }

    #[test]
    fn position_replays_match_the_negamax_search_everywhere() {
        for board in reachable_positions() {
            if board.ending().is_some() || board.empty_cells().count_ones() > 7 {
                continue;
            }
            let truth = minimax(&board, Scoring::Unit).unwrap().value;
            for (order, ordering) in [
                (TraceOrder::Natural, Ordering::Natural),
                (TraceOrder::Static, Ordering::Static),
            ] {
                let t = trace_position(&board, order, -2, 2).unwrap();
                let ab = alphabeta(&board, ordering, Scoring::Unit, -2, 2).unwrap();
                assert_eq!(t.root_value, truth, "{board:?}");
                assert_eq!(t.nodes, ab.nodes, "{board:?} {order:?}");
            }
        }
    }
}
