//! The game-playing chapter's own examples on the page: its array for the position on the
//! board, its count of the game tree beside the engine's, and its figure 5.3 (figure 5.4 is a
//! tree of the replay, in `tree`).

use yew::prelude::*;

use super::text::TttText;
use super::tree::MiniBoard;
use crate::ttt::census::Facts;
use crate::ttt::chapter::{
    array, branches, figure_5_3, nine_factorial, tree_nodes_without_early_ends,
};
use crate::ttt::Board;

/// ① for 1, ② for 2, … (the chapter numbers its figures' nodes this way).
pub fn circled(n: usize) -> String {
    (1..=20)
        .contains(&n)
        .then(|| char::from_u32(0x2460 + n as u32 - 1))
        .flatten()
        .map_or_else(|| format!("({n})"), String::from)
}

/// A value in the chapter's convention, −1 X wins, 0 draw, 1 O wins, with its words.
pub fn chapter_value(t: &TttText, value: i32) -> String {
    let words = match value.signum() {
        1 => t.o_wins,
        -1 => t.x_wins,
        _ => t.draw_value,
    };
    format!("{value:+} ({words})")
}

#[derive(Properties, PartialEq)]
pub struct ArrayProps {
    pub board: Board,
    pub text: &'static TttText,
    /// Whether to say under the array what its numbers mean.
    #[prop_or(true)]
    pub caption: bool,
}

/// The position as the chapter's 3 × 3 array of −1, 1 and 0.
#[function_component]
pub fn ArrayView(props: &ArrayProps) -> Html {
    let t = props.text;
    let rows = array(&props.board).map(|row| {
        html! {
            <tr>{ for row.map(|v| html! { <td>{ if v < 0 { format!("−{}", -v) } else { v.to_string() } }</td> }) }</tr>
        }
    });
    html! {
        <figure class="ttt-array">
            <div class="ttt-array-pair">
                <MiniBoard board={props.board} />
                <span aria-hidden="true">{ "→" }</span>
                <table class="ttt-array-grid" data-chapter-array="">
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            if props.caption {
                <figcaption class="ttt-muted">{ t.array_caption }</figcaption>
            }
        </figure>
    }
}

/// The chapter's count of the tree beside the engine's, once the worker has counted.
pub fn count_note(t: &TttText, f: &Facts) -> Html {
    let explain = t
        .count_explain
        .replace("{factorial}", &group(nine_factorial()))
        .replace("{full}", &group(tree_nodes_without_early_ends()))
        .replace("{nodes}", &group(f.tree.nodes))
        .replace("{games}", &group(f.tree.games))
        .replace("{positions}", &group(f.tree.positions));
    html! {
        <div class="ttt-chapter-count" data-chapter-count="">
            <h3>{ t.count_title }</h3>
            <blockquote>{ t.count_quote }</blockquote>
            <p>{ explain }</p>
        </div>
    }
}

/// 549946 as 549,946.
fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

#[derive(Properties, PartialEq)]
pub struct FigureProps {
    pub text: &'static TttText,
}

/// Figure 5.3: O's five choices, each with f(n) and the true minimax value.
#[function_component]
pub fn Figure53(props: &FigureProps) -> Html {
    let t = props.text;
    let board = figure_5_3();
    let lines = |ls: &[usize]| -> String {
        ls.iter()
            .map(|&l| t.lines[l])
            .collect::<Vec<_>>()
            .join(t.list_sep)
    };
    let rows = branches(&board).into_iter().map(|b| {
        let numbers = b
            .numbers
            .iter()
            .map(|&n| circled(n))
            .collect::<Vec<_>>()
            .join(t.or_word);
        let note = if b.x_wins_at_once { t.x_wins_at_once } else { "" };
        html! {
            <tr data-branch={b.cell.to_string()}>
                <th scope="row">{ numbers }</th>
                <td>{ crate::ttt::game::cell_name(board.rules(), b.cell) }</td>
                <td>{ format!("{} ({})", b.open_o.len(), lines(&b.open_o)) }</td>
                <td>{ format!("{} ({})", b.open_x.len(), lines(&b.open_x)) }</td>
                <td class="num" data-f="">{ format!("{} − {} = {}", b.open_o.len(), b.open_x.len(), b.f) }</td>
                <td class={classes!("v", format!("v{}", b.value.signum() + 1))} data-value={b.value.to_string()}>
                    { chapter_value(t, b.value) }{ " " }<span class="ttt-muted">{ note }</span>
                </td>
            </tr>
        }
    });
    html! {
        <div class="ttt-figure" data-figure="5.3">
            <h3>{ t.fig53_title }</h3>
            <blockquote>{ t.fig53_quote }</blockquote>
            <div class="ttt-figure-row">
                <ArrayView {board} text={t} caption={false} />
                <p>{ t.fig53_intro }</p>
            </div>
            // Focusable, so that a keyboard can scroll the table on a narrow screen.
            <div class="table-scroll" tabindex="0" role="group" aria-label={t.fig53_title}>
                <table class="ttt-moves ttt-branches">
                    <thead><tr>
                        <th scope="col">{ t.col_branch }</th>
                        <th scope="col">{ t.col_move }</th>
                        <th scope="col">{ t.col_open_o }</th>
                        <th scope="col">{ t.col_open_x }</th>
                        <th scope="col">{ "f(n)" }</th>
                        <th scope="col">{ t.col_true_value }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <p>{ t.fig53_lesson }</p>
            <p class="ttt-muted" data-figure-notes="">{ t.fig53_differences }</p>
        </div>
    }
}
