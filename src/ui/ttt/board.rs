//! The 3 × 3 board: nine buttons, playable by mouse, touch, Tab + Enter, or the digits 1–9.
//! Cells are named as in the game record (a1 … c3) everywhere on the page.

use yew::prelude::*;

use super::panel::value_word;
use super::text::TttText;
use crate::ttt::game::cell_name;
use crate::ttt::{Board, Mark};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub board: Board,
    /// Whether a human may move now (else every cell is disabled).
    pub open: bool,
    pub last: Option<usize>,
    /// Each empty cell's minimax value for the player to move, when the overlay is on.
    #[prop_or_default]
    pub values: Option<Vec<(usize, i32)>>,
    /// The move that decided a finished game, marked on the board.
    #[prop_or_default]
    pub decided: Option<usize>,
    pub text: &'static TttText,
    pub on_play: Callback<usize>,
}

#[function_component]
pub fn BoardView(props: &BoardProps) -> Html {
    let t = props.text;
    let board = props.board;
    let rules = board.rules();
    let winning: Vec<usize> = [Mark::X, Mark::O]
        .into_iter()
        .flat_map(|m| board.lines_of(m))
        .flatten()
        .collect();
    let cells = (0..rules.cells()).map(|cell| {
        let mark = board.cell(cell);
        let name = cell_name(rules, cell);
        let value = props
            .values
            .as_ref()
            .and_then(|vs| vs.iter().find(|&&(c, _)| c == cell))
            .map(|&(_, v)| v);
        let decided = props.decided == Some(cell);
        let mut label = format!(
            "{name}: {}",
            mark.map_or(t.empty.to_string(), |m| m.letter().to_string())
        );
        if let Some(v) = value {
            label += &format!(", {} {} ({})", t.col_value, signed(v), value_word(t, v));
        }
        if decided {
            label += &format!(", {}", t.decided_here);
        }
        let onclick = props.on_play.reform(move |_: MouseEvent| cell);
        let class = classes!(
            "ttt-cell",
            mark.map(|m| if m == Mark::X { "x" } else { "o" }),
            (props.last == Some(cell)).then_some("last"),
            winning.contains(&cell).then_some("win"),
            decided.then_some("decided"),
        );
        let inside = match (mark, value) {
            (Some(m), _) => html! {
                <span aria-hidden="true">{ m.letter().to_ascii_uppercase().to_string() }</span>
            },
            (None, Some(v)) => html! {
                <span class={classes!("ttt-cell-value", format!("v{}", v.signum() + 1))} aria-hidden="true"
                      data-value={v.to_string()}>{ signed(v) }</span>
            },
            (None, None) => html! { <span class="ttt-hint" aria-hidden="true">{ name.clone() }</span> },
        };
        html! {
            <button {class} {onclick} data-cell={cell.to_string()} aria-label={label}
                    disabled={!props.open || mark.is_some()}>
                { inside }
            </button>
        }
    });
    html! {
        <div class="ttt-board" role="group" aria-label={t.board}
             data-to-move={board.to_move().letter().to_string()}
             data-human-turn={props.open.to_string()}>
            { for cells }
        </div>
    }
}

/// A value as the panel writes it: +1, 0, −1.
pub fn signed(v: i32) -> String {
    match v.signum() {
        1 => format!("+{v}"),
        -1 => format!("\u{2212}{}", -v),
        _ => "0".to_string(),
    }
}
