//! The game-tree explorer (expand and collapse from the position on the board) and the
//! step-by-step alpha-beta replay drawn in SVG, with two fixed trees: the classic warm-up of
//! Russell & Norvig's figure 5.2 and the endgame of the chapter's figure 5.4.

use std::collections::BTreeSet;

use yew::prelude::*;

use super::chapter::{chapter_value, circled};
use super::panel::value_word;
use super::text::TttText;
use crate::ttt::chapter::{endgame_tree, figure_5_4, Numbered};
use crate::ttt::game::cell_name;
use crate::ttt::replay::{layout, views_at, NodeView, ReplayNode};
use crate::ttt::teach::{tree_children, tree_node, Level, TreeNode};
use crate::ttt::trace::{trace_position, CutKind, FixedTree, Step, Trace, TraceOrder};
use crate::ttt::{Board, Mark, Rules};

/// A position's replay is drawn only up to this many nodes: beyond it the picture is too wide
/// to read, and the student is better served by playing a few moves first.
const REPLAY_MAX_NODES: u64 = 120;

/// The window the position replay searches with: wider than any value (+1/0/−1), as the
/// published node counts use.
const POSITION_WINDOW: (i32, i32) = (-2, 2);

#[derive(Properties, PartialEq)]
pub struct TreeProps {
    pub board: Board,
    pub text: &'static TttText,
}

/// A bound of the window: `i32::MIN`/`MAX` stand for −∞/+∞.
fn bound(v: i32) -> String {
    match v {
        i32::MIN => "−∞".into(),
        i32::MAX => "+∞".into(),
        v => v.to_string(),
    }
}

fn window(w: (i32, i32)) -> String {
    format!("[{}, {}]", bound(w.0), bound(w.1))
}

/// Explorer: the tree below the position on the board, opened one node at a time.
#[function_component]
pub fn Explorer(props: &TreeProps) -> Html {
    let t = props.text;
    let open = use_state(BTreeSet::<Vec<usize>>::new);
    let Ok(root) = tree_node(&props.board, &[]) else {
        return html! {};
    };
    let toggle = {
        let open = open.clone();
        Callback::from(move |path: Vec<usize>| {
            let mut next = (*open).clone();
            if !next.remove(&path) {
                next.insert(path);
            }
            open.set(next);
        })
    };
    html! {
        <div class="ttt-explorer">
            <h3>{ t.explorer_title }</h3>
            <p class="ttt-muted">{ t.explorer_intro }</p>
            <ul class="ttt-tree" role="tree" aria-label={t.explorer_title}>
                { explorer_node(&props.board, &root, &open, &toggle, t) }
            </ul>
        </div>
    }
}

fn explorer_node(
    root: &Board,
    node: &TreeNode,
    open: &BTreeSet<Vec<usize>>,
    toggle: &Callback<Vec<usize>>,
    t: &'static TttText,
) -> Html {
    let expanded = open.contains(&node.path);
    let level = match node.level {
        Level::Max => "MAX",
        Level::Min => "MIN",
    };
    let label = match node.path.last() {
        None => t.this_position.to_string(),
        Some(&cell) => format!("{} {}", t.move_word, cell_name(root.rules(), cell)),
    };
    let summary = format!(
        "{label} · {level} · {} {:+} ({})",
        t.col_value,
        node.value,
        value_word(t, node.value)
    );
    let head = if node.children > 0 {
        let path = node.path.clone();
        let onclick = toggle.reform(move |_: MouseEvent| path.clone());
        html! {
            <button class="ttt-node-toggle secondary" {onclick} aria-expanded={expanded.to_string()}
                    data-path={path_key(&node.path)}>
                <span aria-hidden="true">{ if expanded { "▾ " } else { "▸ " } }</span>{ summary }
            </button>
        }
    } else {
        html! { <span class="ttt-node-leaf">{ summary }</span> }
    };
    let kids = expanded
        .then(|| tree_children(root, &node.path).ok())
        .flatten()
        .map(|kids| {
            html! {
                <ul role="group">
                    { for kids.iter().map(|k| explorer_node(root, k, open, toggle, t)) }
                </ul>
            }
        });
    html! {
        <li role="treeitem" aria-expanded={(node.children > 0).then(|| expanded.to_string())}
            class={classes!("ttt-node", if node.level == Level::Max { "max" } else { "min" })}>
            <div class="ttt-node-row">
                <MiniBoard board={node.board} />
                { head }
            </div>
            { for kids }
        </li>
    }
}

/// Russell & Norvig's names in the warm-up tree: MIN nodes B, C, D below the root A, and a
/// leaf by the move that reaches it (b1 … d3).
fn warm_up_name(path: &[usize]) -> String {
    let letter = |i: usize, base: u8| (base + 1 + i as u8) as char;
    match path {
        [i] => letter(*i, b'A').to_string(),
        [i, j] => format!("{}{}", letter(*i, b'a'), j + 1),
        _ => path_key(path),
    }
}

fn path_key(path: &[usize]) -> String {
    path.iter()
        .map(|c| (c + 1).to_string())
        .collect::<Vec<_>>()
        .join("-")
}

#[derive(Properties, PartialEq)]
pub struct MiniProps {
    pub board: Board,
}

/// A small picture of a position, for the explorer's rows and the chapter's figures.
#[function_component]
pub fn MiniBoard(props: &MiniProps) -> Html {
    let b = props.board;
    html! {
        <span class="ttt-mini" aria-hidden="true">
            { for (0..b.rules().cells()).map(|c| html! {
                <span>{ b.cell(c).map_or('·', |m| m.letter().to_ascii_uppercase()).to_string() }</span>
            }) }
        </span>
    }
}

/// Which tree the replay shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    /// Russell & Norvig's two-ply warm-up, [[3,12,8],[2,4,6],[14,5,2]].
    Aima,
    /// The chapter's figure 5.4, O to move with three cells left.
    Figure54,
    Position,
}

/// A fixed tree the replay shows, and for the chapter's figure its numbered nodes.
struct Fixed {
    tree: FixedTree,
    numbered: Vec<Numbered>,
}

/// The step-by-step alpha-beta replay.
#[function_component]
pub fn Replay(props: &TreeProps) -> Html {
    let t = props.text;
    let source = use_state(|| Source::Aima);
    let step = use_state(|| 0usize);
    let fixed = use_memo(*source, |source| match source {
        Source::Aima => Some(Fixed {
            tree: FixedTree::textbook(),
            numbered: Vec::new(),
        }),
        Source::Figure54 => {
            let (tree, numbered) = endgame_tree(&figure_5_4(), Mark::O);
            Some(Fixed { tree, numbered })
        }
        Source::Position => None,
    });
    let trace = use_memo((*source, props.board), |(_, board)| match &*fixed {
        Some(f) => f.tree.trace().map_err(|e| e.to_string()),
        None => trace_position(
            board,
            TraceOrder::Natural,
            POSITION_WINDOW.0,
            POSITION_WINDOW.1,
        )
        .map_err(|e| e.to_string()),
    });
    // A new tree starts its replay at the beginning.
    {
        let step = step.clone();
        use_effect_with((*source, props.board), move |_| step.set(0));
    }
    let tab = |s: Source, action: &'static str, label: &'static str| {
        let source = source.clone();
        let current = *source == s;
        let onclick = move |_: MouseEvent| source.set(s);
        html! {
            <button class={classes!((!current).then_some("secondary"))} aria-pressed={current.to_string()}
                    {onclick} data-action={action}>{ label }</button>
        }
    };
    let tabs = html! {
        <div class="actions" role="group" aria-label={t.replay_title}>
            { tab(Source::Aima, "replay-textbook", t.replay_textbook) }
            { tab(Source::Figure54, "replay-figure-5-4", t.replay_figure54) }
            { tab(Source::Position, "replay-position", t.replay_position) }
        </div>
    };
    let about = match *source {
        Source::Aima => {
            html! { <p class="ttt-muted" data-replay-about="aima">{ t.replay_aima_note }</p> }
        }
        Source::Figure54 => html! {
            <div data-replay-about="figure-5-4">
                <blockquote>{ t.fig54_quote }</blockquote>
                <p>{ t.fig54_intro }</p>
                <p class="ttt-muted">{ t.fig54_differences }</p>
            </div>
        },
        Source::Position => html! {},
    };
    let fixed_tree: Option<&Fixed> = (*fixed).as_ref();
    let numbered = fixed_tree.map_or(&[][..], |f| f.numbered.as_slice());
    let body = match &*trace {
        Err(e) => html! { <p class="ttt-muted">{ e.clone() }</p> },
        Ok(tr) if tr.nodes > REPLAY_MAX_NODES => html! {
            <p class="ttt-muted" data-replay-too-big="">
                { format!("{} {} {}", t.replay_too_big_1, tr.nodes, t.replay_too_big_2) }
            </p>
        },
        Ok(tr) => replay_view(
            tr,
            fixed_tree.map(|f| &f.tree),
            fixed_tree.is_none().then(|| props.board.rules()),
            numbered,
            (*step).min(tr.steps.len() - 1),
            &step,
            t,
        ),
    };
    html! {
        <div class="ttt-replay">
            <h3>{ t.replay_title }</h3>
            <p class="ttt-muted">{ t.replay_intro }</p>
            { tabs }
            { about }
            { body }
            if !numbered.is_empty() {
                { figure_key(numbered, t) }
            }
        </div>
    }
}

/// The chapter's numbered positions of figure 5.4, each as a small board with its value.
fn figure_key(numbered: &[Numbered], t: &'static TttText) -> Html {
    let items = numbered.iter().map(|n| {
        let mover = if n.cells.len() % 2 == 1 { "O" } else { "X" };
        let moved = n
            .cells
            .last()
            .map_or(t.root.to_string(), |&c| {
                format!("{mover} → {}", cell_name(n.board.rules(), c))
            });
        html! {
            <li data-number={n.number.to_string()}>
                <span class="ttt-key-number">{ circled(n.number) }</span>
                <MiniBoard board={n.board} />
                <span>{ moved }</span>
                <span class={classes!("v", format!("v{}", n.value.signum() + 1))}>{ chapter_value(t, n.value) }</span>
            </li>
        }
    });
    html! { <ol class="ttt-figure-key">{ for items }</ol> }
}

/// The chapter's number of the node at `path`, if the tree is one of its figures.
fn number_of(numbered: &[Numbered], path: &[usize]) -> Option<usize> {
    numbered.iter().find(|n| n.path == path).map(|n| n.number)
}

fn replay_view(
    trace: &Trace,
    fixed: Option<&FixedTree>,
    // The rules of a replayed position, whose nodes are named by their moves.
    position: Option<Rules>,
    numbered: &[Numbered],
    at: usize,
    step: &UseStateHandle<usize>,
    t: &'static TttText,
) -> Html {
    let nodes = layout(trace);
    let views = views_at(trace, &nodes, at);
    let last = trace.steps.len() - 1;
    let go = |to: usize| {
        let step = step.clone();
        move |_: MouseEvent| step.set(to)
    };
    // A node in words: the chapter's number, the root, the moves that reach it in a position,
    // or the warm-up tree's own names (MIN nodes B, C, D; leaves by the move from them).
    let name = |path: &[usize]| -> String {
        match (number_of(numbered, path), position) {
            (Some(n), _) => circled(n),
            (None, _) if path.is_empty() => t.root.to_string(),
            (None, Some(rules)) => {
                let moves: Vec<String> = path.iter().map(|&c| cell_name(rules, c)).collect();
                t.after_moves.replace("{}", &moves.join(", "))
            }
            (None, None) => warm_up_name(path),
        }
    };
    let value_words = |value: i32| match position {
        Some(_) => format!(" ({} {})", t.for_max, value_word(t, value)),
        None => String::new(),
    };
    let said = match &trace.steps[at] {
        Step::Enter {
            path,
            max,
            alpha,
            beta,
        } => format!(
            "{} {} ({}) {} {}",
            t.step_enter,
            name(path),
            if *max { "MAX" } else { "MIN" },
            t.step_with,
            window((*alpha, *beta))
        ),
        Step::Leaf { path, value } => format!(
            "{} {}: {value}{}",
            t.step_leaf,
            name(path),
            value_words(*value)
        ),
        Step::Update {
            path,
            child,
            child_value,
            value,
            alpha,
            beta,
        } => format!(
            "{} {} ← {} {}: {child_value}. {} {}, {} {}",
            t.step_update,
            name(path),
            t.step_child,
            name(&[&path[..], &[*child]].concat()),
            t.step_value,
            bound(*value),
            t.step_window,
            window((*alpha, *beta))
        ),
        Step::Cut { path, kind, pruned } => format!(
            "α ≥ β {} {}: {}, {} {}",
            t.step_at,
            name(path),
            match kind {
                CutKind::AlphaCut => t.alpha_cut,
                CutKind::BetaCut => t.beta_cut,
            },
            pruned.len(),
            t.step_pruned
        ),
        Step::Exit { path, value } => format!(
            "{} {}: {value}{}",
            t.step_exit,
            name(path),
            value_words(*value)
        ),
    };
    html! {
        <>
            <div class="actions ttt-steps">
                <button onclick={go(0)} disabled={at == 0} aria-label={t.step_first}>{ "|◀" }</button>
                <button onclick={go(at.saturating_sub(1))} disabled={at == 0} aria-label={t.step_back}>{ "◀" }</button>
                <button onclick={go((at + 1).min(last))} disabled={at == last} aria-label={t.step_next}
                        data-action="replay-next">{ "▶" }</button>
                <button onclick={go(last)} disabled={at == last} aria-label={t.step_last}
                        data-action="replay-last">{ "▶|" }</button>
                <span class="ttt-step-count">{ format!("{} {} / {}", t.step_word, at + 1, last + 1) }</span>
            </div>
            <p class="ttt-step" role="status" aria-live="polite">{ said.clone() }</p>
            // Focusable, so that a keyboard can scroll a tree wider than the screen.
            <div class="ttt-tree-scroll" tabindex="0" role="group" aria-label={t.replay_title}>
                { tree_svg(&nodes, &views, at, fixed, numbered, &said) }
            </div>
            <p class="ttt-legend">
                <span class="key max">{ "△ MAX" }</span>
                <span class="key min">{ "▽ MIN" }</span>
                <span class="key alpha">{ format!("╌ {}", t.alpha_cut) }</span>
                <span class="key beta">{ format!("┈ {}", t.beta_cut) }</span>
                <span>{ t.legend_window }</span>
            </p>
        </>
    }
}

const SLOT: i32 = 40; // half the horizontal room of one leaf (positions are doubled)
const LEVEL: i32 = 86;
const MARGIN: i32 = 34;
const R: i32 = 17;

fn tree_svg(
    nodes: &[ReplayNode],
    views: &[NodeView],
    at: usize,
    fixed: Option<&FixedTree>,
    numbered: &[Numbered],
    alt: &str,
) -> Html {
    let pos = |n: &ReplayNode| (MARGIN + n.x2 as i32 * SLOT, MARGIN + n.depth as i32 * LEVEL);
    let slots = nodes.iter().map(|n| n.x2).max().unwrap_or(0) as i32;
    let depth = nodes.iter().map(|n| n.depth).max().unwrap_or(0) as i32;
    let width = 2 * MARGIN + slots * SLOT;
    let height = 2 * MARGIN + depth * LEVEL + 10;
    let edges = nodes.iter().filter_map(|n| {
        let p = &nodes[n.parent?];
        let (x1, y1) = pos(p);
        let (x2, y2) = pos(n);
        let cut = n.cut.filter(|(s, _)| *s <= at).map(|(_, k)| k);
        let class = match cut {
            Some(CutKind::AlphaCut) => classes!("edge", "cut", "alpha"),
            Some(CutKind::BetaCut) => classes!("edge", "cut", "beta"),
            None if n.entered.is_some_and(|s| s <= at) => classes!("edge", "seen"),
            None => classes!("edge", "future"),
        };
        Some(html! {
            <line {class} x1={x1.to_string()} y1={(y1 + R).to_string()}
                  x2={x2.to_string()} y2={(y2 - R).to_string()} />
        })
    });
    let shapes = nodes.iter().zip(views).map(|(n, v)| {
        let (x, y) = pos(n);
        let points = if n.max {
            format!("{},{} {},{} {},{}", x, y - R, x - R, y + R - 4, x + R, y + R - 4)
        } else {
            format!("{},{} {},{} {},{}", x, y + R, x - R, y - R + 4, x + R, y - R + 4)
        };
        let cut = n.cut.filter(|(s, _)| *s <= at).map(|(_, k)| k);
        let entered = n.entered.is_some_and(|s| s <= at);
        let class = classes!(
            "node",
            if n.max { "max" } else { "min" },
            match cut {
                Some(CutKind::AlphaCut) => classes!("pruned", "alpha"),
                Some(CutKind::BetaCut) => classes!("pruned", "beta"),
                None if v.done => classes!("done"),
                None if entered => classes!("open"),
                None => classes!("future"),
            },
            v.current.then_some("current"),
        );
        let value = match (v.value, cut) {
            (Some(value), _) => bound(value),
            // A fixed tree shows its leaves' values from the start, as the textbooks draw it.
            (None, _) if fixed.is_some() => fixed
                .and_then(|f| leaf_value(f, n))
                .map_or(String::new(), |v| v.to_string()),
            (None, Some(_)) => "×".to_string(),
            (None, None) => String::new(),
        };
        let value_y = if n.max { y + 7 } else { y + 1 };
        // The chapter's figure numbers its nodes; other trees label a node by its move.
        let label = number_of(numbered, &n.path)
            .map(circled)
            .or_else(|| n.path.last().map(|l| (l + 1).to_string()));
        let cut_attr = cut.map(|k| match k {
            CutKind::AlphaCut => "alpha",
            CutKind::BetaCut => "beta",
        });
        html! {
            <g {class} data-path={path_key(&n.path)} data-cut={cut_attr}>
                <polygon points={points} />
                <text x={x.to_string()} y={value_y.to_string()} text-anchor="middle" class="value">{ value }</text>
                { v.window.filter(|_| entered).map(|w| html! {
                    <text x={x.to_string()} y={(y + R + 14).to_string()} text-anchor="middle" class="window">{ window(w) }</text>
                }).unwrap_or_default() }
                { n.visit.filter(|_| entered).map(|k| html! {
                    <text x={(x - R - 2).to_string()} y={(y - R + 2).to_string()} text-anchor="end" class="visit">{ k.to_string() }</text>
                }).unwrap_or_default() }
                { label.map(|label| html! {
                    <text x={(x + R + 2).to_string()} y={(y - R + 2).to_string()} class="label">{ label }</text>
                }).unwrap_or_default() }
            </g>
        }
    });
    html! {
        <svg class="ttt-tree-svg" width={width.to_string()} height={height.to_string()}
             viewBox={format!("0 0 {width} {height}")} role="img" aria-label={alt.to_string()}
             data-nodes={nodes.len().to_string()}>
            { for edges }
            { for shapes }
        </svg>
    }
}

/// The value of a leaf of a fixed tree, shown before the search reaches it.
fn leaf_value(tree: &FixedTree, n: &ReplayNode) -> Option<i32> {
    match tree.at(&n.path)? {
        FixedTree::Leaf(v) => Some(*v),
        FixedTree::Node(_) => None,
    }
}
