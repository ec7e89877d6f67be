//! The tic-tac-toe page: play against the engine's computer players, and see the search.
//!
//! The game itself lives in `crate::ttt`; this page keeps a [`Game`] in a reducer so that
//! every input (a click, a digit key, the computer's timer) goes through one place that checks
//! whose turn it is, and a stale computer move (after an undo or a new game) is ignored.

mod board;
mod chapter;
mod mnk;
mod panel;
mod text;
mod tree;

use std::rc::Rc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::dom;
use super::shared::use_shared;
use crate::shell::i18n::page_text;
use crate::shell::route::{Page, Route};
use crate::ttt::game::cell_name;
use crate::ttt::players::Player;
use crate::ttt::search::Ordering;
use crate::ttt::teach::{analyse, turning_point, TurningPoint};
use crate::ttt::{Ending, Game, Mark, Rules};
use board::BoardView;
use panel::Panel;
use text::text;
use tree::{Explorer, Replay};

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Human,
    Computer(Player),
}

impl Side {
    /// The value of the side's menu option.
    fn slug(self) -> &'static str {
        match self {
            Side::Human => "human",
            Side::Computer(p) => p.slug(),
        }
    }

    fn from_slug(slug: &str) -> Option<Side> {
        if slug == "human" {
            Some(Side::Human)
        } else {
            Player::from_slug(slug).map(Side::Computer)
        }
    }
}

/// Who plays X and who plays O.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    x: Side,
    o: Side,
}

/// The computer player when the address names none: the textbook's alpha-beta.
const DEFAULT_AI: Player = Player::AlphaBeta {
    ordering: Ordering::Natural,
};

impl Setup {
    /// `?ai=random|static|minimax|alphabeta&human=x|o`: a human against the computer; the
    /// human plays X unless the address says otherwise.
    fn from_route(route: &Route) -> Setup {
        let ai = route
            .param("ai")
            .and_then(Player::from_slug)
            .unwrap_or(DEFAULT_AI);
        let computer = Side::Computer(ai);
        match route.param("human") {
            Some(h) if h.eq_ignore_ascii_case("o") => Setup {
                x: computer,
                o: Side::Human,
            },
            _ => Setup {
                x: Side::Human,
                o: computer,
            },
        }
    }

    fn side(self, mark: Mark) -> Side {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    fn has_human(self) -> bool {
        self.x == Side::Human || self.o == Side::Human
    }
}

/// The game on the board and who plays it.
#[derive(Clone, PartialEq)]
struct Play {
    setup: Setup,
    game: Game,
    /// Counts new games, so that the computer's timer restarts even when two games look alike.
    round: u32,
}

enum Action {
    /// A human's move; ignored unless a human is to move.
    Human(usize),
    /// The computer's move, chosen when the game had `ply` moves; ignored if it has changed.
    Computer {
        ply: usize,
        cell: usize,
    },
    /// Takes back the last move, and the computer's reply before it, back to a human's turn.
    Undo,
    New(Setup),
}

impl Play {
    /// The computer player to move, if it is a computer's turn in an unfinished game.
    fn computer_to_move(&self) -> Option<Player> {
        if self.game.ending().is_some() {
            return None;
        }
        match self.setup.side(self.game.board().to_move()) {
            Side::Computer(p) => Some(p),
            Side::Human => None,
        }
    }

    fn human_to_move(&self) -> bool {
        self.game.ending().is_none() && self.computer_to_move().is_none()
    }
}

impl Reducible for Play {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        let changed = match action {
            Action::Human(cell) => self.human_to_move() && next.game.play(cell).is_ok(),
            Action::Computer { ply, cell } => {
                self.game.moves().len() == ply
                    && self.computer_to_move().is_some()
                    && next.game.play(cell).is_ok()
            }
            Action::Undo => {
                let undone = next.game.undo().is_some();
                if next.setup.has_human() {
                    while next.computer_to_move().is_some() && next.game.undo().is_some() {}
                }
                undone
            }
            Action::New(setup) => {
                next = Play {
                    setup,
                    game: Game::new(Rules::CLASSIC),
                    round: self.round + 1,
                };
                true
            }
        };
        if changed {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// What decided a finished game, in a sentence: "O's b1 lost the game: a1, c1, a3, c3 would
/// still have drawn."
fn decided_sentence(t: &text::TttText, d: &TurningPoint) -> String {
    let rules = d.before.rules();
    let mover = d.before.to_move().letter().to_ascii_uppercase();
    let best: Vec<String> = d.best.iter().map(|&c| cell_name(rules, c)).collect();
    let (what, instead) = match (d.played_value, d.best_value) {
        (-1, 1) => (t.decided_lost, t.instead_won),
        (-1, _) => (t.decided_lost, t.instead_drawn),
        _ => (t.decided_let_go, t.instead_won),
    };
    t.decided_pattern
        .replace("{mover}", &mover.to_string())
        .replace("{played}", &cell_name(rules, d.played))
        .replace("{what}", what)
        .replace("{best}", &best.join(t.list_sep))
        .replace("{instead}", instead)
}

/// Milliseconds before the computer moves: a short pause against a human so the reply does
/// not seem to appear before the click, a readable pace when two computers play.
fn computer_delay(setup: Setup) -> i32 {
    if setup.has_human() {
        300
    } else {
        800
    }
}

#[derive(Properties, PartialEq)]
pub struct TicTacToeProps {
    pub route: Route,
}

#[function_component]
pub fn TicTacToe(props: &TicTacToeProps) -> Html {
    let shared = use_shared();
    let t = text(shared.lang);
    let route_setup = Setup::from_route(&props.route);
    let play = use_reducer(|| Play {
        setup: route_setup,
        game: Game::new(Rules::CLASSIC),
        round: 0,
    });

    // A new address (`#/tictactoe?ai=…`) sets up a new game.
    {
        let play = play.clone();
        use_effect_with(route_setup, move |setup| {
            if play.setup != *setup {
                play.dispatch(Action::New(*setup));
            }
        });
    }

    // The computer moves after a pause; the timer dies with the position it was set for.
    {
        let dispatcher = play.dispatcher();
        let deps = (play.round, play.game.clone(), play.setup);
        let player = play.computer_to_move();
        use_effect_with(deps, move |(_, game, setup)| {
            let board = *game.board();
            let ply = game.moves().len();
            let timer = player.map(|p| {
                dom::Timeout::new(computer_delay(*setup), move || {
                    let mut rng = ChaCha8Rng::seed_from_u64(dom::random_seed());
                    if let Ok(cell) = p.choose(&board, &mut rng) {
                        dispatcher.dispatch(Action::Computer { ply, cell });
                    }
                })
            });
            move || drop(timer)
        });
    }

    // Digits 1–9 play the cells, unless the key is typed into a form control.
    {
        let dispatcher = play.dispatcher();
        use_effect_with((), move |_| {
            let listener = dom::Listener::on_window("keydown", move |e| {
                let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if key.ctrl_key() || key.alt_key() || key.meta_key() || dom::typing_in_a_field(&e) {
                    return;
                }
                if let Ok(d @ 1..=9) = key.key().parse::<usize>() {
                    dispatcher.dispatch(Action::Human(d - 1));
                }
            });
            move || drop(listener)
        });
    }

    let board = *play.game.board();
    let show_values = use_state(|| false);
    let values = use_memo((board, *show_values), |&(board, on)| {
        on.then(|| analyse(&board).ok()).flatten().map(|a| {
            a.moves
                .iter()
                .map(|m| (m.cell, m.value))
                .collect::<Vec<_>>()
        })
    });
    let decided = use_memo(play.game.clone(), turning_point);
    let on_play = {
        let dispatcher = play.dispatcher();
        Callback::from(move |cell| dispatcher.dispatch(Action::Human(cell)))
    };
    let on_undo = {
        let dispatcher = play.dispatcher();
        move |_| dispatcher.dispatch(Action::Undo)
    };
    let on_new = {
        let dispatcher = play.dispatcher();
        let setup = play.setup;
        move |_| dispatcher.dispatch(Action::New(setup))
    };
    let side_menu = |mark: Mark, label: &'static str| {
        let dispatcher = play.dispatcher();
        let setup = play.setup;
        let onchange = move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(side) = Side::from_slug(&select.value()) {
                let setup = match mark {
                    Mark::X => Setup { x: side, ..setup },
                    Mark::O => Setup { o: side, ..setup },
                };
                dispatcher.dispatch(Action::New(setup));
            }
        };
        let current = setup.side(mark);
        let options = std::iter::once(Side::Human)
            .chain(Player::ALL.into_iter().map(Side::Computer))
            .map(|side| {
                let name = match side {
                    Side::Human => t.human.to_string(),
                    Side::Computer(p) if p.is_perfect() => {
                        format!("{}, {}", t.player(p), t.never_loses)
                    }
                    Side::Computer(p) => t.player(p),
                };
                html! { <option value={side.slug()} selected={side == current}>{ name }</option> }
            });
        html! {
            <label class="ttt-side">
                <span>{ label }</span>
                <select {onchange} data-side={mark.letter().to_string()}>{ for options }</select>
            </label>
        }
    };

    let who = |mark: Mark| match play.setup.side(mark) {
        Side::Human if play.setup.x == Side::Human && play.setup.o == Side::Human => {
            mark.letter().to_ascii_uppercase().to_string()
        }
        Side::Human => format!("{} ({})", mark.letter().to_ascii_uppercase(), t.your_move),
        Side::Computer(p) => format!("{} ({})", mark.letter().to_ascii_uppercase(), t.player(p)),
    };
    let status = match play.game.ending() {
        Some(ending) => {
            let (result, words) = match ending {
                Ending::Win(m) => (
                    m.letter().to_string(),
                    format!("{} {}", m.letter().to_ascii_uppercase(), t.wins),
                ),
                Ending::Draw => ("draw".to_string(), t.draw.to_string()),
            };
            let why = (*decided).as_ref().map(|d| {
                html! { <p class="ttt-decided" data-decided={d.played.to_string()}>{ decided_sentence(t, d) }</p> }
            });
            let class = classes!("ttt-status", "ttt-result", format!("result-{result}"));
            html! {
                <>
                <p {class} role="status"
                   data-result={result}>{ words }</p>
                { why.unwrap_or_default() }
                </>
            }
        }
        None => {
            let mover = board.to_move();
            let tail = if play.computer_to_move().is_some() {
                t.thinking
            } else {
                t.to_move
            };
            html! { <p class="ttt-status" role="status">{ format!("{}: {tail}", who(mover)) }</p> }
        }
    };
    let record = play.game.record();

    html! {
        <section class="ttt">
            <h1>{ page_text(shared.lang, Page::TicTacToe).name }</h1>
            <p class="lead">{ t.intro }</p>
            <div class="ttt-play">
                <div class="ttt-main">
                    <BoardView {board} open={play.human_to_move()} last={play.game.moves().last().copied()}
                               values={(*values).clone()} decided={(*decided).as_ref().map(|d| d.played)}
                               text={t} {on_play} />
                    <label class="check">
                        <input type="checkbox" checked={*show_values} data-action="show-values"
                               onchange={let show = show_values.clone(); move |_| show.set(!*show)} />
                        { t.show_values }
                    </label>
                    { status }
                    <div class="actions">
                        <button onclick={on_undo} data-action="undo"
                                disabled={!play.setup.has_human() || play.game.moves().is_empty()}>{ t.undo }</button>
                        <button onclick={on_new} data-action="new-game">{ t.new_game }</button>
                    </div>
                    <p class="ttt-hint-text">{ t.keys_hint }</p>
                </div>
                <div class="ttt-setup">
                    <h2>{ t.setup }</h2>
                    { side_menu(Mark::X, t.x_played_by) }
                    { side_menu(Mark::O, t.o_played_by) }
                    <p class="ttt-record"><span>{ t.moves }{": "}</span><code data-record="">{ record }</code></p>
                </div>
            </div>
            <Panel {board} decided={(*decided).clone()} text={t} />
            <section class="ttt-chapter" aria-labelledby="ttt-chapter-title">
                <h2 id="ttt-chapter-title">{ t.chapter_title }</h2>
                <p class="ttt-muted">{ t.chapter_intro }</p>
                <chapter::Figure53 text={t} />
            </section>
            <section class="ttt-trees" aria-labelledby="ttt-trees-title">
                <h2 id="ttt-trees-title">{ t.trees_title }</h2>
                <Explorer key={board.cells_string()} {board} text={t} />
                <Replay {board} text={t} />
            </section>
            <mnk::Mnk text={t} />
        </section>
    }
}
