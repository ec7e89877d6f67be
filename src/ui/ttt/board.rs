//! The 3 × 3 board: nine buttons, playable by mouse, touch, Tab + Enter, or the digits 1–9.

use yew::prelude::*;

use super::text::TttText;
use crate::ttt::game::cell_name;
use crate::ttt::{Board, Mark};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub board: Board,
    /// Whether a human may move now (else every cell is disabled).
    pub open: bool,
    pub last: Option<usize>,
    pub text: &'static TttText,
    pub on_play: Callback<usize>,
}

#[function_component]
pub fn BoardView(props: &BoardProps) -> Html {
    let board = props.board;
    let rules = board.rules();
    let winning: Vec<usize> = [Mark::X, Mark::O]
        .into_iter()
        .flat_map(|m| board.lines_of(m))
        .flatten()
        .collect();
    let cells = (0..rules.cells()).map(|cell| {
        let mark = board.cell(cell);
        let label = format!(
            "{} {} ({}): {}",
            props.text.cell,
            cell + 1,
            cell_name(rules, cell),
            mark.map_or(props.text.empty.to_string(), |m| m.letter().to_string())
        );
        let onclick = props.on_play.reform(move |_: MouseEvent| cell);
        let class = classes!(
            "ttt-cell",
            mark.map(|m| if m == Mark::X { "x" } else { "o" }),
            (props.last == Some(cell)).then_some("last"),
            winning.contains(&cell).then_some("win"),
        );
        html! {
            <button {class} {onclick} data-cell={cell.to_string()} aria-label={label}
                    disabled={!props.open || mark.is_some()}>
                { match mark {
                    Some(m) => html! { <span aria-hidden="true">{ m.letter().to_ascii_uppercase().to_string() }</span> },
                    None => html! { <span class="ttt-hint" aria-hidden="true">{ (cell + 1).to_string() }</span> },
                } }
            </button>
        }
    });
    html! {
        <div class="ttt-board" role="group" aria-label={props.text.board}
             data-to-move={board.to_move().letter().to_string()}
             data-human-turn={props.open.to_string()}>
            { for cells }
        </div>
    }
}
