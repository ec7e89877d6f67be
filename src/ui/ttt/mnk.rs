//! Beyond 3 × 3: m,n,k boards against iterative-deepening alpha-beta, run in the worker within a
//! time budget, with the node counts of every depth so students see how fast the tree grows.

use yew::prelude::*;

use super::text::TttText;
use crate::jobs::{Job, Outcome};
use crate::ttt::deepening::{Budget, Deepened};
use crate::ttt::search::WIN;
use crate::ttt::{Board, Ending, Mark, Rules};
use crate::ui::run::{use_run, Run};
use crate::ui::shared::use_shared;

/// The boards offered: (rows, cols, k).
const VARIANTS: [(u8, u8, u8); 3] = [(4, 4, 3), (4, 4, 4), (5, 5, 4)];
/// Time budgets offered, in milliseconds.
const BUDGETS: [u32; 4] = [250, 1000, 3000, 10000];
/// Deep enough that the time budget, not the depth, ends the search on every offered board.
const MAX_DEPTH: u32 = 25;

fn pick(outcome: Outcome) -> Option<Box<Deepened>> {
    match outcome {
        Outcome::TttDeepen { result } => Some(Box::new(result)),
        _ => None,
    }
}

#[derive(Properties, PartialEq)]
pub struct MnkProps {
    pub text: &'static TttText,
}

#[function_component]
pub fn Mnk(props: &MnkProps) -> Html {
    let t = props.text;
    let shared = use_shared();
    let variant = use_state(|| 0usize);
    let budget = use_state(|| 1000u32);
    let (rows, cols, k) = VARIANTS[*variant];
    let rules = Rules::new(rows, cols, k).expect("the offered boards are valid");
    let board = use_state(|| Board::empty(rules));
    let search = use_run(pick);
    // Counts games: the shown search belongs to the game on the board, so a new one shows none.
    let game = use_state(|| 0u32);
    let key = game.to_string();
    let state = search.state_for(&key);
    let running = matches!(state, Run::Running { .. });

    // The computer plays the side to move: a job in the worker, answered with its move.
    let think = {
        let search = search.clone();
        let board = board.clone();
        let millis = *budget;
        let key = key.clone();
        Callback::from(move |position: Board| {
            let rules = position.rules();
            let job = Job::TttDeepen {
                rows: rules.rows() as u8,
                cols: rules.cols() as u8,
                k: rules.k() as u8,
                cells: position.cells_string(),
                budget: Budget {
                    max_depth: MAX_DEPTH,
                    max_nodes: None,
                    max_millis: Some(f64::from(millis)),
                },
            };
            let board = board.clone();
            search.start(key.clone(), job, move |result| {
                if let Ok(next) = position.play(result.best_move) {
                    board.set(next);
                }
            });
        })
    };

    // Starting over stops a search still running; leaving the page does too (see `use_run`).
    let restart = {
        let board = board.clone();
        let search = search.clone();
        let game = game.clone();
        move |rules: Rules| {
            search.forget();
            game.set(*game + 1);
            board.set(Board::empty(rules));
        }
    };
    let on_variant = {
        let variant = variant.clone();
        let restart = restart.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(i) = select.value().parse::<usize>() {
                let (r, c, k) = VARIANTS[i.min(VARIANTS.len() - 1)];
                variant.set(i);
                restart(Rules::new(r, c, k).expect("the offered boards are valid"));
            }
        }
    };
    let on_budget = {
        let budget = budget.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(ms) = select.value().parse() {
                budget.set(ms);
            }
        }
    };
    let on_new = {
        let restart = restart.clone();
        move |_: MouseEvent| restart(rules)
    };
    let on_think = {
        let think = think.clone();
        let position = *board;
        move |_: MouseEvent| think.emit(position)
    };

    let b = *board;
    let over = b.ending();
    let cells = (0..rules.cells()).map(|cell| {
        let mark = b.cell(cell);
        let onclick = {
            let board = board.clone();
            let think = think.clone();
            move |_: MouseEvent| {
                if let Ok(next) = b.play(cell) {
                    board.set(next);
                    if next.ending().is_none() {
                        think.emit(next);
                    }
                }
            }
        };
        let label = format!(
            "{}: {}",
            crate::ttt::game::cell_name(rules, cell),
            mark.map_or(t.empty.to_string(), |m| m.letter().to_string())
        );
        html! {
            <button class={classes!("ttt-cell", mark.map(|m| if m == Mark::X { "x" } else { "o" }))}
                    {onclick} aria-label={label} data-mnk-cell={cell.to_string()}
                    disabled={running || mark.is_some() || over.is_some()}>
                { mark.map(|m| m.letter().to_ascii_uppercase().to_string()) }
            </button>
        }
    });
    let status = match over {
        Some(Ending::Win(m)) => format!("{} {}", m.letter().to_ascii_uppercase(), t.wins),
        Some(Ending::Draw) => t.draw.to_string(),
        None if running => t.thinking.to_string(),
        None => format!(
            "{}: {}",
            b.to_move().letter().to_ascii_uppercase(),
            t.to_move
        ),
    };
    let result = match &state {
        Run::Idle | Run::Cancelled => html! {},
        Run::Running { done, .. } => html! {
            <p class="ttt-muted">{ format!("{} {done}…", t.mnk_depth) }</p>
        },
        Run::Failed(failure) => html! {
            <p class="status error">{ t.worker_failed }{ " " }{ failure.reason(shared.lang) }</p>
        },
        Run::Done(d) => {
            let rows = d.per_depth.iter().map(|s| {
                html! {
                    <tr class={classes!((!s.completed).then_some("unfinished"))} data-depth={s.depth.to_string()}>
                        <td class="num">{ s.depth.to_string() }</td>
                        <td class="num">{ s.nodes.to_string() }</td>
                        <td class="num">{ s.table_hits.to_string() }</td>
                        <td class="num">{ s.elapsed_millis.map_or(String::new(), |ms| format!("{ms:.0}")) }</td>
                        <td>{ if s.completed {
                                s.best_move.map_or(String::new(), |c| crate::ttt::game::cell_name(rules, c))
                            } else { t.mnk_unfinished.to_string() } }</td>
                        <td class="num">{ s.value.map_or(String::new(), |v| score(t, v)) }</td>
                    </tr>
                }
            });
            // The player the search was for made the move it chose.
            let player = b.cell(d.best_move).map_or(String::new(), |m| {
                m.letter().to_ascii_uppercase().to_string()
            });
            let proven = match d.proven {
                Some(1) => t.mnk_proven_win.replace("{}", &player),
                Some(-1) => t.mnk_proven_loss.replace("{}", &player),
                Some(_) => t.mnk_proven_draw.to_string(),
                None => t.mnk_heuristic.to_string(),
            };
            html! {
                <>
                <p data-mnk-done={d.depth.to_string()}>
                    { format!("{} {} · {} {} · {} {} · {}",
                        t.mnk_played, crate::ttt::game::cell_name(rules, d.best_move),
                        t.mnk_depth, d.depth, t.mnk_nodes, d.nodes, proven) }
                </p>
                <div class="table-scroll" tabindex="0" role="group" aria-labelledby="ttt-mnk-title">
                    <table class="ttt-moves ttt-depths">
                        <thead><tr>
                            <th scope="col">{ t.mnk_depth }</th>
                            <th scope="col">{ t.mnk_nodes }</th>
                            <th scope="col">{ t.mnk_hits }</th>
                            <th scope="col">{ "ms" }</th>
                            <th scope="col">{ t.mnk_best }</th>
                            <th scope="col">{ t.col_value }</th>
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                </div>
                </>
            }
        }
    };
    html! {
        <section class="ttt-mnk" aria-labelledby="ttt-mnk-title">
            <h2 id="ttt-mnk-title">{ t.mnk_title }</h2>
            <p class="ttt-muted">{ t.mnk_intro }</p>
            <div class="actions">
                <label class="ttt-side"><span>{ t.mnk_board }</span>
                    <select onchange={on_variant} data-mnk="variant">
                        { for VARIANTS.iter().enumerate().map(|(i, (r, c, k))| html! {
                            <option value={i.to_string()} selected={i == *variant}>{ format!("{r} × {c}, k = {k}") }</option>
                        }) }
                    </select>
                </label>
                <label class="ttt-side"><span>{ t.mnk_budget }</span>
                    <select onchange={on_budget} data-mnk="budget">
                        { for BUDGETS.iter().map(|ms| html! {
                            <option value={ms.to_string()} selected={*ms == *budget}>{ format!("{} s", f64::from(*ms) / 1000.0) }</option>
                        }) }
                    </select>
                </label>
            </div>
            <div class={classes!("ttt-board", "mnk", format!("cols{cols}"))} role="group" aria-label={t.board}>
                { for cells }
            </div>
            <p class="ttt-status" role="status">{ status }</p>
            <div class="actions">
                <button onclick={on_think} disabled={running || over.is_some()} data-action="mnk-think">{ t.mnk_think }</button>
                <button onclick={on_new} data-action="mnk-new">{ t.new_game }</button>
            </div>
            { result }
        </section>
    }
}

/// A deepening score: a win or loss found within the depth (with its distance in plies), else
/// f(n) at the horizon.
fn score(t: &TttText, v: i32) -> String {
    if v > WIN / 2 {
        format!("{} ({} {})", t.win, WIN - v, t.mnk_plies)
    } else if v < -WIN / 2 {
        format!("{} ({} {})", t.loss, WIN + v, t.mnk_plies)
    } else {
        format!("{v:+}")
    }
}
