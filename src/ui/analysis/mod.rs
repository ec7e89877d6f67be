//! The double-dummy analysis page: enter a deal, see its table and par, and play it through
//! with the exact value of every card.
//!
//! The page holds one [`Board`]: the deal, the trump, the opening leader and the cards played
//! since. Every answer comes from the worker (`jobs::analysis`): the table whenever the deal
//! changes, the card values whenever the position changes, an optimal line on request. Each
//! panel runs at most one job (see [`run`]), so a new question cancels the stale one and the
//! page stays responsive however long the solver takes.

mod boards;
mod boards_text;
mod editor;
mod play;
mod replay;
mod replay_text;
mod table;
mod text;

use yew::prelude::*;

use super::cards::{card_html, rank_text, suit_symbol};
use super::dom;
use super::shared::use_shared;
use crate::bridge::dd::Position;
use crate::bridge::input::{read_deal, read_need, InputError, NeedError, Setup};
use crate::bridge::{Card, Deal, Seat, Strain};
use crate::jobs::analysis::DdSpot;
use crate::shell::errors::Explain;
use crate::shell::i18n::page_text;
use crate::shell::route::{Page, Route};
use boards::BoardsPanel;
use editor::Editor;
use play::PlayPanel;
use table::TablePanel;
use text::text;

/// What the page analyses.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    /// All hands the same size, before any card of `played`.
    pub deal: Deal,
    pub trump: Strain,
    pub leader: Seat,
    /// Only legal cards: the page plays nothing else.
    pub played: Vec<Card>,
    /// Tricks North-South need, when the problem said (the paper's files do).
    pub ns_need: Option<u8>,
}

/// The deal shown when the address names none: a four-card ending in which South, on lead in
/// no-trump, takes every trick by squeezing East (Macro Xue's `old_deals/squeeze.3`). It
/// solves at once and shows at a glance why one card is worth more than another.
const EXAMPLE: &str = "N:Q5.A..2 K3.K3.. A.Q5..A 42.42..";

impl Board {
    fn example() -> Board {
        Board {
            deal: read_deal(EXAMPLE).expect("the example is a valid ending"),
            trump: Strain::NoTrump,
            leader: Seat::South,
            played: Vec::new(),
            ns_need: None,
        }
    }

    /// The board a setup describes, keeping the trump, leader and target it does not name
    /// (the target only if the new deal has that many tricks).
    fn from_setup(setup: Setup, before: &Board) -> Board {
        let tricks = setup.deal.hand(Seat::North).len();
        Board {
            deal: setup.deal,
            trump: setup.trump.unwrap_or(before.trump),
            leader: setup.leader.unwrap_or(before.leader),
            played: setup.played,
            ns_need: setup
                .ns_need
                .or(before.ns_need.filter(|&n| n as usize <= tricks)),
        }
    }

    /// Tricks in the deal: the most North-South can need.
    fn tricks(&self) -> usize {
        self.deal.hand(Seat::North).len()
    }

    fn spot(&self) -> DdSpot {
        DdSpot {
            deal: self.deal.pbn(),
            trump: self.trump,
            leader: self.leader,
            played: self.played.clone(),
        }
    }

    /// Identifies the position for the jobs' answers.
    fn key(&self) -> String {
        serde_json::to_string(&self.spot()).unwrap_or_default()
    }

    /// The position now: the deal with `played` replayed.
    fn position(&self) -> Position {
        let mut pos = Position::new(self.deal, self.trump, self.leader);
        for &card in &self.played {
            pos = pos.play(card);
        }
        pos
    }

    fn finished(&self) -> bool {
        self.played.len() == self.deal.cards().len()
    }

    /// The address that opens this deal with this trump, leader and target.
    fn route(&self) -> Route {
        let mut params = vec![
            ("deal".into(), self.deal.pbn()),
            ("trump".into(), self.trump.letter().to_string()),
            ("leader".into(), self.leader.letter().to_string()),
        ];
        if let Some(need) = self.ns_need {
            params.push(("need".into(), need.to_string()));
        }
        Route {
            page: Ok(Page::Analysis),
            params,
        }
    }
}

/// The board an address asks for (`?deal=…&trump=S&leader=W&need=9`), or why it cannot be
/// read. A bad target leaves the deal without one and says why.
fn board_from_route(route: &Route) -> Option<Result<(Board, Option<NeedError>), InputError>> {
    // A target alone applies to the example deal.
    let deal = route
        .param("deal")
        .or(route.param("need").map(|_| EXAMPLE))?;
    let trump = route
        .param("trump")
        .and_then(Strain::parse)
        .unwrap_or(Strain::NoTrump);
    let leader = route
        .param("leader")
        .and_then(Seat::from_name)
        .unwrap_or(if deal == EXAMPLE {
            Seat::South
        } else {
            Seat::West
        });
    let deal = match read_deal(deal) {
        Ok(deal) => deal,
        Err(e) => return Some(Err(e)),
    };
    let tricks = deal.hand(Seat::North).len();
    let (ns_need, warning) = match read_need(route.param("need").unwrap_or(""), tricks) {
        Ok(need) => (need, None),
        Err(e) => (None, Some(e)),
    };
    let board = Board {
        deal,
        trump,
        leader,
        played: Vec::new(),
        ns_need,
    };
    Some(Ok((board, warning)))
}

#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    pub route: Route,
}

#[function_component]
pub fn Analysis(props: &AnalysisProps) -> Html {
    let shared = use_shared();
    let t = text(shared.lang);
    let from_route = board_from_route(&props.route);
    let input_error = use_state(|| match &from_route {
        Some(Err(e)) => Some(e.clone()),
        _ => None,
    });
    let need_error = use_state(|| match &from_route {
        Some(Ok((_, warning))) => warning.clone(),
        _ => None,
    });
    let board = use_state(|| match from_route {
        Some(Ok((board, _))) => board,
        _ => Board::example(),
    });
    // The target field's text, as typed; it follows the board's target when that changes.
    let need_text = use_state(|| board.ns_need.map(|n| n.to_string()).unwrap_or_default());
    {
        let need_text = need_text.clone();
        use_effect_with(board.ns_need, move |need| {
            need_text.set(need.map(|n| n.to_string()).unwrap_or_default());
        });
    }

    // Another `#/analysis?deal=…` while the page is open loads it.
    {
        let board = board.clone();
        let input_error = input_error.clone();
        let need_error = need_error.clone();
        use_effect_with(props.route.clone(), move |route| {
            match board_from_route(route) {
                Some(Ok((b, warning))) if b.deal != board.deal || b.ns_need != board.ns_need => {
                    board.set(b);
                    input_error.set(None);
                    need_error.set(warning);
                }
                Some(Err(e)) => input_error.set(Some(e)),
                _ => {}
            }
        });
    }

    let on_setup = {
        let board = board.clone();
        let input_error = input_error.clone();
        Callback::from(move |setup: Setup| {
            let next = Board::from_setup(setup, &board);
            dom::replace_route(&next.route());
            board.set(next);
            input_error.set(None);
        })
    };
    let on_error = {
        let input_error = input_error.clone();
        Callback::from(move |e: Option<InputError>| input_error.set(e))
    };
    let on_board = {
        let board = board.clone();
        Callback::from(move |next: Board| {
            if next.deal != board.deal
                || next.trump != board.trump
                || next.leader != board.leader
                || next.ns_need != board.ns_need
            {
                dom::replace_route(&next.route());
            }
            board.set(next);
        })
    };
    let on_contract = {
        let board = board.clone();
        let on_board = on_board.clone();
        move |(trump, leader): (Strain, Seat)| {
            on_board.emit(Board {
                trump,
                leader,
                played: Vec::new(),
                ..(*board).clone()
            })
        }
    };
    let on_trump = {
        let board = board.clone();
        let on_contract = on_contract.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(trump) = Strain::parse(&select.value()) {
                on_contract((trump, board.leader));
            }
        }
    };
    let on_leader = {
        let board = board.clone();
        let on_contract = on_contract.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(leader) = select.value().chars().next().and_then(Seat::from_char) {
                on_contract((board.trump, leader));
            }
        }
    };
    let on_cell = Callback::from(on_contract);
    let on_need = {
        let board = board.clone();
        let on_board = on_board.clone();
        let need_text = need_text.clone();
        let need_error = need_error.clone();
        move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let text = input.value();
            match read_need(&text, board.tricks()) {
                Ok(ns_need) => {
                    need_error.set(None);
                    if ns_need != board.ns_need {
                        on_board.emit(Board {
                            ns_need,
                            ..(*board).clone()
                        });
                    }
                }
                Err(e) => need_error.set(Some(e)),
            }
            need_text.set(text);
        }
    };
    let need_error_view = need_error.as_ref().map(|e| {
        html! { <p class="dd-error" role="alert" data-need-error="">{ t.need_error(e) }</p> }
    });

    html! {
        <section class="analysis">
            <h1>{ page_text(shared.lang, Page::Analysis).name }</h1>
            <p class="lead">{ t.intro }</p>
            <Editor text={t} lang={shared.lang} deal={board.deal}
                    error={input_error.as_ref().map(|e| e.explain(shared.lang))} on_setup={on_setup.clone()} {on_error} />
            <div class="dd-contract">
                <h2 class="visually-hidden">{ t.setup_title }</h2>
                <label>
                    { t.trump }
                    <select onchange={on_trump} data-choose="trump">
                        { for Strain::ALL.into_iter().map(|s| html! {
                            <option value={s.letter().to_string()} selected={s == board.trump}>{ t.strain(s) }</option>
                        }) }
                    </select>
                </label>
                <label>
                    { t.leader }
                    <select onchange={on_leader} data-choose="leader">
                        { for Seat::ALL.into_iter().map(|s| html! {
                            <option value={s.letter().to_string()} selected={s == board.leader}>{ t.seat(s) }</option>
                        }) }
                    </select>
                </label>
                <label>
                    { t.ns_need }
                    <input class="dd-need" type="text" inputmode="numeric" size="3" data-choose="need"
                           value={(*need_text).clone()} placeholder={t.need_any} oninput={on_need} />
                </label>
                <span class="dd-declarer">{ t.declarer }{ t.colon }{ t.seat(board.leader.after(3)) }</span>
            </div>
            { need_error_view.unwrap_or_default() }
            <div class="dd-panels">
                <PlayPanel text={t} board={(*board).clone()} {on_board} />
                <TablePanel text={t} deal={board.deal} trump={board.trump} leader={board.leader} {on_cell} />
            </div>
            <BoardsPanel {on_setup} />
        </section>
    }
}
