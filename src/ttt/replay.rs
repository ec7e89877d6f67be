//! The alpha-beta replay as a picture: the nodes of a [`Trace`] laid out as a tree, and what
//! each node shows after a given number of steps.
//!
//! Kept apart from the page so the replay's rules (which nodes exist, which window and value
//! a node shows at each step, which subtrees were cut and by which kind of cut) are plain,
//! tested Rust; the page only draws the result.

use super::trace::{CutKind, Step, Trace};

/// One node of the drawn tree: a node the search entered, or a child it pruned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayNode {
    pub path: Vec<usize>,
    /// The index of the parent in the node list (`None` for the root).
    pub parent: Option<usize>,
    pub max: bool,
    pub depth: usize,
    /// Horizontal position in leaf slots: leaves take consecutive slots, a parent sits above the
    /// middle of its children. Doubled, so that a middle is still a whole number.
    pub x2: usize,
    /// The step at which the search entered the node, or `None` if it was pruned.
    pub entered: Option<usize>,
    /// The number of the visit (1 for the root), for entered nodes.
    pub visit: Option<u64>,
    /// For a pruned node: the step of the cut and its kind.
    pub cut: Option<(usize, CutKind)>,
}

/// What a node shows after some steps of the replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeView {
    /// The window (α, β) the node holds now, once entered.
    pub window: Option<(i32, i32)>,
    /// The value found so far (final once `done`).
    pub value: Option<i32>,
    pub done: bool,
    /// Whether the step just played is about this node.
    pub current: bool,
}

/// Lays out every node of `trace`, in the order of the search (pruned children after their
/// searched siblings). Node 0 is the root.
pub fn layout(trace: &Trace) -> Vec<ReplayNode> {
    let mut nodes: Vec<ReplayNode> = Vec::new();
    let index_of = |nodes: &[ReplayNode], path: &[usize]| nodes.iter().position(|n| n.path == path);
    let mut visits = 0;
    for (i, step) in trace.steps.iter().enumerate() {
        match step {
            Step::Enter { path, max, .. } => {
                visits += 1;
                let parent = path.split_last().and_then(|(_, up)| index_of(&nodes, up));
                nodes.push(ReplayNode {
                    path: path.clone(),
                    parent,
                    max: *max,
                    depth: path.len(),
                    x2: 0,
                    entered: Some(i),
                    visit: Some(visits),
                    cut: None,
                });
            }
            Step::Cut { path, kind, pruned } => {
                let parent = index_of(&nodes, path);
                let max = parent.is_some_and(|p| !nodes[p].max);
                for &label in pruned {
                    let mut p = path.clone();
                    p.push(label);
                    nodes.push(ReplayNode {
                        depth: p.len(),
                        path: p,
                        parent,
                        max,
                        x2: 0,
                        entered: None,
                        visit: None,
                        cut: Some((i, *kind)),
                    });
                }
            }
            _ => {}
        }
    }
    // Children in the order of their labels' first appearance, which is the search order.
    let children: Vec<Vec<usize>> = (0..nodes.len())
        .map(|p| {
            (0..nodes.len())
                .filter(|&c| nodes[c].parent == Some(p))
                .collect()
        })
        .collect();
    let mut next_slot = 0;
    if !nodes.is_empty() {
        place(0, &children, &mut nodes, &mut next_slot);
    }
    nodes
}

fn place(n: usize, children: &[Vec<usize>], nodes: &mut [ReplayNode], next: &mut usize) {
    if children[n].is_empty() {
        nodes[n].x2 = 2 * *next;
        *next += 1;
        return;
    }
    for &c in &children[n] {
        place(c, children, nodes, next);
    }
    let first = nodes[children[n][0]].x2;
    let last = nodes[*children[n].last().expect("not empty")].x2;
    nodes[n].x2 = (first + last) / 2;
}

/// What every node of `nodes` (from [`layout`]) shows once steps `0..=step` have been played.
pub fn views_at(trace: &Trace, nodes: &[ReplayNode], step: usize) -> Vec<NodeView> {
    let mut views = vec![
        NodeView {
            window: None,
            value: None,
            done: false,
            current: false,
        };
        nodes.len()
    ];
    let find = |path: &[usize]| nodes.iter().position(|n| n.path == path);
    for (i, s) in trace.steps.iter().enumerate().take(step + 1) {
        let (path, update): (&[usize], NodeView) = match s {
            Step::Enter {
                path, alpha, beta, ..
            } => (
                path,
                NodeView {
                    window: Some((*alpha, *beta)),
                    value: None,
                    done: false,
                    current: false,
                },
            ),
            Step::Leaf { path, value } | Step::Exit { path, value } => {
                let Some(n) = find(path) else { continue };
                (
                    path,
                    NodeView {
                        value: Some(*value),
                        done: true,
                        ..views[n]
                    },
                )
            }
            Step::Update {
                path,
                value,
                alpha,
                beta,
                ..
            } => (
                path,
                NodeView {
                    window: Some((*alpha, *beta)),
                    value: Some(*value),
                    done: false,
                    current: false,
                },
            ),
            Step::Cut { path, .. } => {
                let Some(n) = find(path) else { continue };
                (path, views[n])
            }
        };
        if let Some(n) = find(path) {
            views[n] = NodeView {
                current: i == step,
                ..update
            };
        }
    }
    views
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::trace::FixedTree;

    #[test]
    fn russell_and_norvigs_tree_has_its_two_pruned_leaves_as_an_alpha_cut() {
        let trace = FixedTree::textbook().trace().unwrap();
        let nodes = layout(&trace);
        // The root, 3 MIN nodes, 7 leaves searched, and the leaves 4 and 6 pruned.
        assert_eq!(nodes.len(), 13);
        let pruned: Vec<&ReplayNode> = nodes.iter().filter(|n| n.cut.is_some()).collect();
        assert_eq!(pruned.len(), 2);
        // They are the second MIN node's last two leaves (4 and 6), on MAX's level.
        let paths: Vec<&[usize]> = pruned.iter().map(|n| n.path.as_slice()).collect();
        assert_eq!(paths, [[1, 1], [1, 2]]);
        assert!(pruned.iter().all(|n| n.depth == 2 && n.max));
        assert!(pruned
            .iter()
            .all(|n| matches!(n.cut, Some((_, CutKind::AlphaCut)))));
        // Leaves take slots 0..9 in order; each MIN node sits above its middle leaf.
        assert_eq!(nodes[0].x2, 8);
        let min_x: Vec<usize> = nodes
            .iter()
            .filter(|n| n.depth == 1)
            .map(|n| n.x2)
            .collect();
        assert_eq!(min_x, vec![2, 8, 14]);
        assert_eq!(nodes[0].visit, Some(1));
    }

    #[test]
    fn views_follow_the_search_and_end_with_the_root_value() {
        let trace = FixedTree::textbook().trace().unwrap();
        let nodes = layout(&trace);
        let first = views_at(&trace, &nodes, 0);
        assert_eq!(first[0].window, Some((i32::MIN, i32::MAX)));
        assert!(first[0].current && first[1].window.is_none());
        let last = views_at(&trace, &nodes, trace.steps.len() - 1);
        assert_eq!(last[0].value, Some(3));
        assert!(last[0].done && last[0].current);
        // The second MIN node ends at 2 with window (3, 2) after its first leaf.
        let second = nodes.iter().position(|n| n.path == [1]).unwrap();
        assert_eq!(last[second].value, Some(2));
        assert_eq!(last[second].window, Some((3, 2)));
        // Pruned nodes never get a value.
        assert!(nodes
            .iter()
            .zip(&last)
            .filter(|(n, _)| n.cut.is_some())
            .all(|(_, v)| v.value.is_none()));
    }
}
