//! The teaching panel: the position on the board as the chapter's array; for it, every legal
//! move's minimax value, its f(n) and the nodes minimax and alpha-beta visit; and the published
//! facts, computed, beside the chapter's own count.

use yew::prelude::*;

use super::chapter::{count_note, ArrayView};
use super::text::TttText;
use crate::jobs::{Job, Outcome};
use crate::ttt::census::Facts;
use crate::ttt::game::cell_name;
use crate::ttt::teach::{analyse, TurningPoint};
use crate::ttt::Board;
use crate::ui::run::{use_run, Run};
use crate::ui::shared::use_shared;

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub board: Board,
    /// Once the game is over: the move that decided it. The panel then keeps the search of
    /// the position it was played in, with that move marked.
    #[prop_or_default]
    pub decided: Option<TurningPoint>,
    pub text: &'static TttText,
}

/// A +1/0/−1 value in words.
pub fn value_word(t: &TttText, value: i32) -> &'static str {
    match value.signum() {
        1 => t.win,
        -1 => t.loss,
        _ => t.draw_value,
    }
}

/// The analysis of the position on the board. A full search of a 3 × 3 position is too quick
/// to need the worker, so it runs on the page, once per position.
#[function_component]
pub fn Panel(props: &PanelProps) -> Html {
    let t = props.text;
    let board = props.decided.as_ref().map_or(props.board, |d| d.before);
    let played = props.decided.as_ref().map(|d| d.played);
    let analysis = use_memo(board, analyse);
    let body = match &*analysis {
        Err(_) => html! { <p class="ttt-muted">{ t.panel_over }</p> },
        Ok(a) => {
            let mover = a.to_move.letter().to_ascii_uppercase();
            let rows = a.moves.iter().map(|m| {
                let best = a.best.contains(&m.cell);
                let was_played = played == Some(m.cell);
                html! {
                    <tr class={classes!(best.then_some("best"), was_played.then_some("played"))}
                        data-move={m.cell.to_string()} data-played={was_played.then_some("")}>
                        <th scope="row">
                            { cell_name(a.board.rules(), m.cell) }
                            { if was_played { format!(" ({})", t.played_here) } else { String::new() } }
                        </th>
                        <td class={classes!("v", format!("v{}", m.value.signum() + 1))}>
                            { format!("{:+} {}", m.value, value_word(t, m.value)) }
                            { if best { " ★" } else { "" } }
                        </td>
                        <td>{ format!("{:+}", m.static_eval) }</td>
                        <td class="num">{ m.minimax_nodes.to_string() }</td>
                        <td class="num">{ m.alphabeta_nodes.to_string() }</td>
                    </tr>
                }
            });
            html! {
                <>
                if played.is_some() {
                    <p data-panel-before="">{ t.panel_before }</p>
                }
                <p>{ format!("{} {mover}: {:+} ({}). {}", t.value_for, a.value, value_word(t, a.value), t.panel_note) }</p>
                <div class="table-scroll" tabindex="0" role="group" aria-labelledby="ttt-panel-title">
                    <table class="ttt-moves">
                        <thead><tr>
                            <th scope="col">{ t.col_move }</th>
                            <th scope="col">{ t.col_value }</th>
                            <th scope="col">{ "f(n)" }</th>
                            <th scope="col">{ t.col_minimax }</th>
                            <th scope="col">{ t.col_alphabeta }</th>
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                </div>
                <p data-nodes-minimax={a.nodes.minimax.to_string()}>
                    { format!("{}: minimax {} · α-β {} {} · α-β {} {} · α-β {} {}",
                        t.whole_search, a.nodes.minimax,
                        t.natural, a.nodes.alphabeta_natural,
                        t.by_f, a.nodes.alphabeta_static,
                        t.best_first, a.nodes.alphabeta_best_first) }
                </p>
                </>
            }
        }
    };
    html! {
        <section class="ttt-panel" aria-labelledby="ttt-panel-title">
            <h2 id="ttt-panel-title">{ t.panel_title }</h2>
            <ArrayView {board} text={t} />
            { body }
            <FactsView text={t} />
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct FactsProps {
    text: &'static TttText,
}

fn pick(outcome: Outcome) -> Option<Box<Facts>> {
    match outcome {
        Outcome::TttFacts { facts } => Some(Box::new(facts)),
        _ => None,
    }
}

/// The facts are of the whole game, the same for every position: one question, one key.
const FACTS_KEY: &str = "facts";

/// The facts of the whole game, computed in the worker when the page opens, since walking the
/// full tree takes a moment; a page left early cancels the job.
#[function_component]
fn FactsView(props: &FactsProps) -> Html {
    let t = props.text;
    let lang = use_shared().lang;
    let job = use_run(pick);
    {
        let job = job.clone();
        use_effect_with((), move |_| {
            job.start(FACTS_KEY.to_string(), Job::TttFacts, |_| {});
        });
    }
    let body = match job.state_for(FACTS_KEY) {
        // Before the worker's first report the bar starts empty.
        Run::Idle | Run::Cancelled | Run::Running { total: 0, .. } => facts_progress(t, 0, 1),
        Run::Running { done, total } => facts_progress(t, done, total),
        Run::Failed(failure) => html! {
            <p class="status error">{ t.worker_failed }{ " " }{ failure.reason(lang) }</p>
        },
        Run::Done(f) => {
            let row = |name: &'static str, key: &'static str, value: String| {
                html! { <tr data-fact={key}><th scope="row">{ name }</th><td class="num">{ value }</td></tr> }
            };
            html! {
                <>
                <table class="ttt-facts">
                    <tbody>
                        { row(t.fact_nodes, "tree_nodes", f.tree.nodes.to_string()) }
                        { row(t.fact_games, "games", f.tree.games.to_string()) }
                        { row(t.fact_x_wins, "x_wins", f.tree.x_wins.to_string()) }
                        { row(t.fact_o_wins, "o_wins", f.tree.o_wins.to_string()) }
                        { row(t.fact_draws, "draws", f.tree.draws.to_string()) }
                        { row(t.fact_positions, "positions", f.tree.positions.to_string()) }
                        { row(t.fact_terminal, "terminal_positions", f.tree.terminal_positions.to_string()) }
                        { row(t.fact_minimax, "minimax_nodes", f.minimax_nodes.to_string()) }
                        { row(t.fact_ab_natural, "alphabeta_nodes_natural", f.alphabeta_nodes_natural.to_string()) }
                        { row(t.fact_ab_static, "alphabeta_nodes_static", f.alphabeta_nodes_static.to_string()) }
                        { row(t.fact_ab_best, "alphabeta_nodes_best_first", f.alphabeta_nodes_best_first.to_string()) }
                        { row(t.fact_value, "empty_board_value",
                              format!("{:+} ({})", f.empty_board_value, value_word(t, f.empty_board_value))) }
                    </tbody>
                </table>
                { count_note(t, &f) }
                </>
            }
        }
    };
    html! {
        <div class="ttt-facts-box">
            <h3>{ t.facts_title }</h3>
            <p class="ttt-muted">{ t.facts_intro }</p>
            { body }
        </div>
    }
}

/// The facts' progress bar, while the worker counts.
fn facts_progress(t: &TttText, done: u64, total: u64) -> Html {
    html! {
        <p role="status">{ t.facts_running }{" "}
            <progress max={total.to_string()} value={done.to_string()}></progress></p>
    }
}
