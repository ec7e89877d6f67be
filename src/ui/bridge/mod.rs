//! The bridge table (`#/bridge?board=5&seat=S&system=sayc&practice=any&set=1`): the human in
//! one seat against three computer players, up to the end of the auction.
//!
//! The game lives in `crate::bridge::table` ([`Table`] deals the board, makes the computer
//! calls, checks the human's and undoes them); this page draws it and forwards the input.
//! The computer players bid at once (their rules take microseconds), so only the
//! double-dummy table after the auction goes to the worker ([`review`]). The board is in the
//! address, so a board can be shared and comes back the same.
//!
//! Card play is built separately: it will be a phase of [`Table`] after
//! `Phase::AuctionOver`, drawn here in place of the review's notice.

mod auction;
mod bidding_box;
mod call;
mod evaluation;
mod hands;
mod limits;
mod review;
mod text;

use yew::prelude::*;

use super::app::use_shared;
use super::dom;
use crate::bridge::bidding::{Builtin, Call};
use crate::bridge::practice::Practice;
use crate::bridge::table::{builtin_slug, Phase, Setup, Table, TableError, MAX_BOARD};
use crate::bridge::Seat;
use crate::shell::i18n::page_text;
use crate::shell::route::{Page, Route};
use auction::AuctionView;
use bidding_box::{BiddingBox, BoxCall};
use evaluation::EvaluationPanel;
use hands::Compass;
use limits::LimitsPanel;
use review::Review;
use text::text;

/// The page's state: the setup the address (or the form) asked for, its table, and what
/// could not be read from the address.
#[derive(Clone, PartialEq)]
struct Model {
    setup: Setup,
    table: Result<Table, TableError>,
    address_errors: Vec<String>,
}

impl Model {
    fn from_route(route: &Route) -> Model {
        let (setup, address_errors) = Setup::read(|k| route.param(k));
        Model {
            setup,
            table: Table::new(setup),
            address_errors,
        }
    }

    fn from_setup(setup: Setup) -> Model {
        Model {
            setup,
            table: Table::new(setup),
            address_errors: Vec::new(),
        }
    }
}

fn route_of(setup: &Setup) -> Route {
    Route {
        page: Ok(Page::Bridge),
        params: setup.params(),
    }
}

#[derive(Properties, PartialEq)]
pub struct BridgeProps {
    pub route: Route,
}

#[function_component]
pub fn Bridge(props: &BridgeProps) -> Html {
    let shared = use_shared();
    let lang = shared.lang;
    let t = text(lang);
    let model = use_state(|| Model::from_route(&props.route));
    // The auction call whose meaning is open in the detail area.
    let selected = use_state(|| None::<usize>);
    // All four hands face up during the auction, for study; they always are after it.
    let show_all = use_state(|| false);

    // Another `#/bridge?…` typed or followed while the page is open loads that board.
    {
        let model = model.clone();
        let selected = selected.clone();
        use_effect_with(props.route.clone(), move |route| {
            let next = Model::from_route(route);
            if next.setup != model.setup || !next.address_errors.is_empty() {
                model.set(next);
                selected.set(None);
            }
        });
    }

    let go = {
        let model = model.clone();
        let selected = selected.clone();
        Callback::from(move |setup: Setup| {
            dom::replace_route(&route_of(&setup));
            model.set(Model::from_setup(setup));
            selected.set(None);
        })
    };
    let setup = model.setup;

    let form = {
        let on_board = {
            let go = go.clone();
            move |e: Event| {
                let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                if let Ok(board) = input.value().trim().parse::<u32>() {
                    go.emit(Setup {
                        board: board.clamp(1, MAX_BOARD),
                        ..setup
                    });
                }
            }
        };
        let on_seat = {
            let go = go.clone();
            move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                if let Some(human) = select.value().chars().next().and_then(Seat::from_char) {
                    go.emit(Setup { human, ..setup });
                }
            }
        };
        let on_system = {
            let go = go.clone();
            move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                if let Some(system) = Builtin::parse(&select.value()) {
                    go.emit(Setup { system, ..setup });
                }
            }
        };
        let on_set = {
            let go = go.clone();
            move |e: Event| {
                let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                if let Ok(set) = input.value().trim().parse::<u64>() {
                    go.emit(Setup { set, ..setup });
                }
            }
        };
        let on_practice = {
            let go = go.clone();
            move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                if let Some(practice) = Practice::from_slug(&select.value()) {
                    go.emit(Setup { practice, ..setup });
                }
            }
        };
        html! {
            <fieldset class="bridge-setup">
                <legend>{ t.setup_title }</legend>
                <label>{ t.board }
                    <input type="number" min="1" max={MAX_BOARD.to_string()} value={setup.board.to_string()}
                           onchange={on_board} data-choose="board" />
                </label>
                <label>{ t.seat }
                    <select onchange={on_seat} data-choose="seat">
                        { for Seat::ALL.into_iter().map(|s| html! {
                            <option value={s.letter().to_string()} selected={s == setup.human}>{ t.seat(s) }</option>
                        }) }
                    </select>
                </label>
                <label>{ t.system }
                    <select onchange={on_system} data-choose="system">
                        { for [Builtin::Sayc, Builtin::Precision].into_iter().map(|b| html! {
                            <option value={builtin_slug(b)} selected={b == setup.system}>
                                { match b { Builtin::Sayc => "SAYC", Builtin::Precision => "Precision" } }
                            </option>
                        }) }
                    </select>
                </label>
                <label>{ t.practice }
                    <select onchange={on_practice} data-choose="practice">
                        { for Practice::ALL.into_iter().map(|p| html! {
                            <option value={p.slug()} selected={p == setup.practice}>{ t.practice(p) }</option>
                        }) }
                    </select>
                </label>
                <label>{ t.deal_set }
                    <input type="number" min="0" value={setup.set.to_string()} onchange={on_set} data-choose="set" />
                </label>
            </fieldset>
        }
    };

    let address_problem = (!model.address_errors.is_empty()).then(|| {
        html! {
            <div class="notice bridge-address-errors" role="alert" data-address-errors="">
                <p>{ t.address_problem }</p>
                <ul>{ for model.address_errors.iter().map(|e| html! { <li>{ e.clone() }</li> }) }</ul>
            </div>
        }
    });

    let body = match &model.table {
        Err(e) => html! {
            <p class="dd-error" role="alert" data-table-error="">{ t.no_table }{ " " }{ e.to_string() }</p>
        },
        Ok(table) => {
            let human = table.setup.human;
            let phase = table.phase();
            let turn = match phase {
                Phase::Bidding { turn } => Some(turn),
                Phase::AuctionOver { .. } => None,
            };
            let calls: Vec<_> = table
                .auction()
                .calls()
                .iter()
                .copied()
                .zip(table.explanations().iter().cloned())
                .collect();
            let legal = table.legal_calls();
            let box_calls: Vec<BoxCall> = Call::all_bids()
                .chain([Call::Pass, Call::Double, Call::Redouble])
                .map(|call| BoxCall {
                    call,
                    meaning: legal.contains(&call).then(|| {
                        let e = table.meaning(call);
                        auction::meaning(lang, &e).to_string()
                    }),
                })
                .collect();
            let on_select = {
                let selected = selected.clone();
                Callback::from(move |i: usize| selected.set(Some(i)))
            };
            let on_call = {
                let model = model.clone();
                let selected = selected.clone();
                Callback::from(move |call: Call| {
                    let mut next = (*model).clone();
                    if let Ok(table) = next.table.as_mut() {
                        let mine = table.auction().calls().len();
                        if table.call(call).is_ok() {
                            // Open the meaning of the call just made: what it shows, and
                            // whether the hand contradicts it.
                            selected.set(Some(mine));
                            model.set(next);
                        }
                    }
                })
            };
            let on_undo = {
                let model = model.clone();
                let selected = selected.clone();
                Callback::from(move |_: ()| {
                    let mut next = (*model).clone();
                    if let Ok(table) = next.table.as_mut() {
                        if table.undo() {
                            selected.set(None);
                            model.set(next);
                        }
                    }
                })
            };
            let review = match phase {
                Phase::AuctionOver { contract } => {
                    let on_next = {
                        let go = go.clone();
                        Callback::from(move |_: ()| go.emit(setup.next_board()))
                    };
                    html! { <Review text={t} table={table.clone()} {contract} {on_next} /> }
                }
                Phase::Bidding { .. } => html! {},
            };
            let on_show_all = {
                let show_all = show_all.clone();
                move |e: Event| {
                    let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                    show_all.set(input.checked());
                }
            };
            html! {
                <>
                    if turn.is_some() {
                        <label class="bridge-show-all">
                            <input type="checkbox" checked={*show_all} onchange={on_show_all} data-action="show-all" />
                            { " " }{ t.show_all }
                        </label>
                    }
                    <div class="bridge-main">
                        <Compass text={t} deal={table.deal} {human} open={turn.is_none() || *show_all}
                                 board={table.setup.board} dealer={table.dealer}
                                 vulnerability={table.vulnerability} {turn} />
                        <div class="bridge-bidding">
                            <AuctionView text={t} {lang} dealer={table.dealer} {human} {calls} {turn}
                                         selected={*selected} {on_select} />
                            if turn.is_some() {
                                <BiddingBox text={t} calls={box_calls} {on_call}
                                            can_undo={table.can_undo()} {on_undo} />
                            } else if table.can_undo() {
                                <button class="secondary" onclick={on_undo.reform(|_: MouseEvent| ())} data-action="undo">
                                    { t.undo }
                                </button>
                            }
                        </div>
                    </div>
                    { review }
                    <div class="bridge-panels">
                        <EvaluationPanel text={t} {lang} hand={table.deal.hand(human)} />
                        <LimitsPanel text={t} seats={table.inferences()} {human} />
                    </div>
                </>
            }
        }
    };

    html! {
        <section class="bridge" data-board={setup.board.to_string()}>
            <h1>{ page_text(lang, Page::Bridge).name }</h1>
            <p class="lead">{ t.intro }</p>
            { for address_problem }
            { form }
            { body }
        </section>
    }
}
