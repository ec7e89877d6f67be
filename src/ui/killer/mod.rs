//! The Who-is-the-killer table (`#/killer`): the human in seat 0 against 2 to 4 computer players.
//!
//! The game and its rules live in `crate::killer` ([`Table`] holds the game and checks every
//! input); this page only draws it and wires the inputs. Every computer decision, the human's
//! notebook and the end-of-game traces are jobs for the Web Worker, because each runs the SAT
//! solver: the page thread never does, so it never freezes. A reply is applied only to the
//! game it was asked about (see [`Action::Computer`]).

mod actions;
mod end;
mod log;
mod notebook;
mod seats;
mod text;

use std::rc::Rc;

use yew::prelude::*;

use super::dom;
use super::run::{use_run, Run, RunHandle};
use super::shared::use_shared;
use crate::jobs::{Job, Outcome};
use crate::killer::player::Level;
use crate::killer::table::{Action, Setup, Table, HUMAN};
use crate::killer::trace::Trace;
use crate::killer::{Move, Notebook, Pending};
use crate::shell::i18n::{page_text, Lang};
use crate::shell::route::Page;
use text::{text, KillerText};

/// The computer's pace: milliseconds before each of its turns (giving and placing take half).
const PACES: [u32; 4] = [2000, 1000, 400, 100];
const DEFAULT_PACE: usize = 1;

/// The table's state as a Yew reducer: a thin wrapper over the engine's [`Table`].
#[derive(Clone, Default, PartialEq)]
struct Model(Table);

impl Reducible for Model {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.0.apply(action) {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// The computer players' traces of a finished deal, filled in as the worker answers.
#[derive(Clone, Default, PartialEq)]
struct Traces {
    round: u32,
    by_seat: Vec<(usize, Result<Trace, String>)>,
}

impl Reducible for Traces {
    type Action = (u32, usize, Result<Trace, String>);
    fn reduce(self: Rc<Self>, (round, seat, result): Self::Action) -> Rc<Self> {
        let mut next = if round == self.round {
            (*self).clone()
        } else {
            Traces {
                round,
                by_seat: Vec::new(),
            }
        };
        next.by_seat.retain(|(s, _)| *s != seat);
        next.by_seat.push((seat, result));
        next.by_seat.sort_by_key(|(s, _)| *s);
        Rc::new(next)
    }
}

fn pick_move(outcome: Outcome) -> Option<Move> {
    match outcome {
        Outcome::KillerDecide { mv, .. } => Some(mv),
        _ => None,
    }
}

fn pick_notebook(outcome: Outcome) -> Option<Notebook> {
    match outcome {
        Outcome::KillerNotebook { notebook } => Some(notebook),
        _ => None,
    }
}

fn pick_trace(outcome: Outcome) -> Option<Trace> {
    match outcome {
        Outcome::KillerTrace { trace } => Some(trace),
        _ => None,
    }
}

/// What a worker answer is about: one state of one deal.
fn state_key(round: u32, at: usize) -> String {
    format!("{round} {at}")
}

/// The computer players' traces of a finished deal, asked for one seat after another and each
/// told to `traces` as it comes: the worker runs one job at a time anyway, and a single handle
/// then cancels whatever is left when the deal goes away.
struct TraceChain {
    job: RunHandle<Trace>,
    traces: UseReducerDispatcher<Traces>,
    lang: Lang,
    round: u32,
    log: Rc<Vec<crate::killer::Event>>,
    last: usize,
}

impl TraceChain {
    /// Asks for `seat`'s trace, then the next seat's, up to `last`.
    fn start(self: Rc<Self>, seat: usize) {
        if seat > self.last {
            return;
        }
        let request = Job::KillerTrace {
            log: self.log.to_vec(),
            seat,
        };
        let chain = self.clone();
        self.job
            .start_and_report(format!("{} {seat}", self.round), request, move |ended| {
                let result = ended.cloned().map_err(|f| f.reason(chain.lang).to_string());
                chain.traces.dispatch((chain.round, seat, result));
                chain.clone().start(seat + 1);
            });
    }
}

#[function_component]
pub fn Killer() -> Html {
    let shared = use_shared();
    let t = text(shared.lang);
    let model = use_reducer(Model::default);
    let form = use_state(Setup::default);
    let pace = use_state(|| DEFAULT_PACE);
    let notebook_on = use_state(|| false);
    let decision = use_run(pick_move);
    let notebook = use_run(pick_notebook);
    let trace_job = use_run(pick_trace);
    let traces = use_reducer(Traces::default);
    let table = &model.0;
    let log_len = table.game.as_ref().map_or(0, |g| g.log().len());
    let over = table
        .game
        .as_ref()
        .is_some_and(|g| matches!(g.pending(), Pending::Over { .. }));

    // The computer player to move decides in the worker, after a pause at the chosen pace.
    {
        let decision = decision.clone();
        let dispatcher = model.dispatcher();
        let lang = shared.lang;
        let deps = (table.round, log_len, PACES[*pace], table.failure.is_none());
        let mover = table.computer_to_move().filter(|_| table.failure.is_none());
        let job = table
            .game
            .as_ref()
            .zip(mover)
            .map(|(game, (player, level))| {
                (
                    Job::KillerDecide {
                        level,
                        view: game.view(player),
                        pending: game.pending(),
                        seed: dom::random_seed(),
                    },
                    player,
                    matches!(game.pending(), Pending::Turn { .. }),
                )
            });
        use_effect_with(deps, move |&(round, at, pace, _)| {
            let timer = job.map(|(job, player, turn)| {
                let delay = if turn { pace } else { pace / 2 };
                let decision = decision.clone();
                dom::Timeout::new(delay as i32, move || {
                    decision.start_and_report(state_key(round, at), job, move |ended| {
                        dispatcher.dispatch(match ended {
                            Ok(mv) => Action::Computer {
                                round,
                                at,
                                player,
                                mv: *mv,
                            },
                            Err(failure) => Action::Failed {
                                round,
                                error: failure.reason(lang).to_string(),
                            },
                        });
                    });
                })
            });
            move || {
                drop(timer);
                decision.forget();
            }
        });
    }

    // The notebook: recomputed in the worker after every event while it is shown.
    let notebook_key = state_key(table.round, log_len);
    {
        let notebook = notebook.clone();
        // Shown again for a state it already has, the notebook needs no new job.
        let known = matches!(notebook.state_for(&notebook_key), Run::Done(_));
        let view = table
            .game
            .as_ref()
            .filter(|_| *notebook_on && !known)
            .map(|g| g.view(HUMAN));
        use_effect_with(
            (table.round, log_len, *notebook_on),
            move |&(round, at, _)| {
                if let Some(view) = view {
                    notebook.start(state_key(round, at), Job::KillerNotebook { view }, |_| {});
                }
                move || {
                    notebook.forget();
                }
            },
        );
    }

    // At the end, every computer player's trace.
    {
        let trace_job = trace_job.clone();
        let traces = traces.dispatcher();
        let lang = shared.lang;
        let log = table
            .game
            .as_ref()
            .filter(|_| over)
            .map(|g| Rc::new(g.log().to_vec()));
        let last = table.setup.computers.len();
        use_effect_with((table.round, over), move |&(round, _)| {
            if let Some(log) = log {
                let chain = TraceChain {
                    job: trace_job.clone(),
                    traces,
                    lang,
                    round,
                    log,
                    last,
                };
                Rc::new(chain).start(1);
            }
            move || {
                trace_job.forget();
            }
        });
    }

    let on_move = {
        let dispatcher = model.dispatcher();
        Callback::from(move |mv| dispatcher.dispatch(Action::Human(mv)))
    };
    let on_dismiss = {
        let dispatcher = model.dispatcher();
        move |_| dispatcher.dispatch(Action::Dismiss)
    };

    let game_html = table.game.as_ref().map(|game| {
        let status = status_line(t, table);
        let alert = table
            .refused
            .as_ref()
            .map(|e| (t.move_error(e), "refused"))
            .or_else(|| {
                table
                    .failure
                    .as_ref()
                    .map(|f| (format!("{} {f}", t.worker_failed), "failure"))
            })
            .map(|(message, kind)| {
                html! {
                    <div class="banner error killer-alert" role="alert" data-alert={kind}>
                        <span>{ message }</span>
                        <button onclick={on_dismiss.clone()}>{ t.dismiss }</button>
                    </div>
                }
            });
        let notebook_html = (*notebook_on).then(|| {
            let answer = match notebook.state_for(&notebook_key) {
                Run::Done(book) => Some(Ok(book)),
                Run::Failed(failure) => Some(Err(failure.reason(shared.lang).to_string())),
                _ => None,
            };
            html! { <notebook::NotebookView text={t} {answer} players={game.config().players()} /> }
        });
        let on_toggle = {
            let notebook_on = notebook_on.clone();
            move |_| notebook_on.set(!*notebook_on)
        };
        let pending = pending_slug(game.pending());
        html! {
            <div class="killer-game" data-pending={pending} data-round={table.round.to_string()}
                 data-events={log_len.to_string()}>
                <p class="killer-status" role="status" data-status="">{ status }</p>
                { alert.unwrap_or_default() }
                { if over {
                    html! { <end::EndView text={t} game={game.clone()}
                                          levels={table.setup.computers.clone()}
                                          traces={traces.by_seat.clone()}
                                          fresh={traces.round == table.round} /> }
                } else { Html::default() } }
                <div class="killer-columns">
                    <div class="killer-main">
                        <seats::Seats text={t} game={game.clone()} levels={table.setup.computers.clone()} />
                        <actions::Actions text={t} game={game.clone()} {on_move} />
                        <seats::TableView text={t} game={game.clone()} />
                    </div>
                    <div class="killer-side">
                        <label class="killer-toggle">
                            <input type="checkbox" checked={*notebook_on} onchange={on_toggle}
                                   data-action="notebook" />
                            { t.notebook_toggle }
                        </label>
                        { notebook_html.unwrap_or_default() }
                        <log::LogView text={t} game={game.clone()} />
                    </div>
                </div>
            </div>
        }
    });

    html! {
        <section class="killer">
            <h1>{ page_text(shared.lang, Page::Killer).name }</h1>
            <p class="lead">{ t.intro }</p>
            <details class="killer-rules" data-rules="">
                <summary>{ t.rules_title }</summary>
                { for t.rules.iter().map(|p| html! { <p>{ *p }</p> }) }
            </details>
            { setup_form(t, &form, &pace, &model) }
            { game_html.unwrap_or_else(|| html! {
                <p class="killer-status" data-status="">{ t.why_no_game }</p>
            }) }
        </section>
    }
}

/// The form: how many computer players, each one's level, the pace, and Ready.
fn setup_form(
    t: &'static KillerText,
    form: &UseStateHandle<Setup>,
    pace: &UseStateHandle<usize>,
    model: &UseReducerHandle<Model>,
) -> Html {
    let on_count = {
        let form = form.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse() {
                form.set(form.with_count(n));
            }
        }
    };
    let level_menu = |i: usize, level: Level| {
        let form = form.clone();
        let onchange = move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(level) = select.value().parse::<Level>() {
                let mut setup = (*form).clone();
                setup.computers[i] = level;
                form.set(setup);
            }
        };
        html! {
            <label class="killer-field">
                <span>{ format!("{} {}", t.level_of, t.seat(i + 1)) }</span>
                <select {onchange} data-level={(i + 1).to_string()}>
                    { for [Level::Novice, Level::Expert].into_iter().map(|l| {
                        let name = match l { Level::Novice => t.novice, Level::Expert => t.expert };
                        html! { <option value={l.name()} selected={l == level}>{ name }</option> }
                    }) }
                </select>
            </label>
        }
    };
    let on_pace = {
        let pace = pace.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(i) = select.value().parse::<usize>() {
                pace.set(i.min(PACES.len() - 1));
            }
        }
    };
    let on_deal = {
        let dispatcher = model.dispatcher();
        let setup = (**form).clone();
        move |_| {
            dispatcher.dispatch(Action::Deal {
                setup: setup.clone(),
                seed: dom::random_seed(),
            })
        }
    };
    let dealt = model.0.game.is_some();
    html! {
        <fieldset class="killer-setup">
            <legend>{ t.setup_title }</legend>
            <label class="killer-field">
                <span>{ t.opponents }</span>
                <select onchange={on_count} data-setup="count">
                    { for (2..=4).map(|n| html! {
                        <option value={n.to_string()} selected={n == form.computers.len()}>{ n }</option>
                    }) }
                </select>
            </label>
            { for form.computers.iter().enumerate().map(|(i, &l)| level_menu(i, l)) }
            <label class="killer-field">
                <span>{ t.pace }</span>
                <select onchange={on_pace} data-setup="pace">
                    { for PACES.iter().enumerate().map(|(i, ms)| html! {
                        <option value={i.to_string()} selected={i == **pace}>
                            { format!("{} ({:.1} s)", t.paces[i], f64::from(*ms) / 1000.0) }
                        </option>
                    }) }
                </select>
            </label>
            <button onclick={on_deal} data-action="deal">{ if dealt { t.new_game } else { t.ready } }</button>
        </fieldset>
    }
}

/// The state for the tests' hooks: whose decision, of what kind.
fn pending_slug(pending: Pending) -> &'static str {
    match pending {
        Pending::Turn { player: HUMAN } => "your-turn",
        Pending::Give { giver: HUMAN, .. } => "your-give",
        Pending::Place { player: HUMAN } => "your-place",
        Pending::Over { .. } => "over",
        _ => "computer",
    }
}

fn status_line(t: &KillerText, table: &Table) -> String {
    let Some(game) = table.game.as_ref() else {
        return t.why_no_game.into();
    };
    match game.pending() {
        Pending::Turn { player: HUMAN } => t.your_turn.into(),
        Pending::Give { giver: HUMAN, .. } => t.your_give.into(),
        Pending::Place { player: HUMAN } => t.your_place.into(),
        Pending::Over { winner: Some(w) } => t.winner(w),
        Pending::Over { winner: None } => t.nobody_wins.into(),
        _ => match game.to_move() {
            Some(p) => format!("{} {}: {}", t.waiting_for, t.seat(p), t.thinking),
            None => String::new(),
        },
    }
}
