//! The bridge table (`#/bridge?board=5&seat=S&system=sayc&practice=any&set=1`): the human in
//! one seat against three computer players, through the auction and the play to the review.
//!
//! The game lives in `crate::bridge::table` ([`Table`] deals the board, makes the computer
//! calls, checks the human's calls and cards and undoes them); this page draws it and
//! forwards the input as [`Msg`]s to one reducer, so a computer's card that arrives from the
//! worker is applied to the table as it is then, not as it was when the card was asked for.
//! The computer players bid at once (their rules take microseconds); their cards, the hint,
//! claims, the double-dummy table and the review of the play go to the worker. The board is
//! in the address, so a board can be shared and comes back the same. A file of boards opened
//! in the settings puts its boards on the table one after another instead (see
//! [`file_boards`]); they are not in the address.

mod auction;
mod bidding_box;
mod call;
mod contract_box;
mod duplicate_text;
mod evaluation;
mod file_boards;
mod file_text;
mod hands;
mod kept_tally;
mod limits;
mod other_table;
mod play;
mod play_rates;
mod play_review;
mod play_text;
mod rates_text;
mod record;
mod recorded_tables;
mod review;
mod roving;
mod text;

use std::rc::Rc;

use yew::prelude::*;

use super::dom;
use super::shared::use_shared;
use crate::bridge::bidding::{Builtin, Call};
use crate::bridge::play::{Action, Board, TableResult};
use crate::bridge::practice::Practice;
use crate::bridge::recorded::FileBoard;
use crate::bridge::table::{builtin_slug, Phase, Setup, Table, TableError, MAX_BOARD};
use crate::bridge::{Card, Hand, Seat};
use crate::shell::address::AddressProblem;
use crate::shell::errors::Explain;
use crate::shell::i18n::page_text;
use crate::shell::route::{Page, Route};
use auction::AuctionView;
use bidding_box::{focus_box, BiddingBox, BoxCall};
use contract_box::ContractBox;
use evaluation::EvaluationPanel;
use file_boards::{FileBar, OpenFile};
use hands::{board_info, Compass};
use limits::LimitsPanel;
use other_table::OtherTable;
use play::{spot_key, trick_centre, PlayPanel};
use play_review::PlayReview;
use play_text::play_text;
use record::{Export, Import};
use recorded_tables::RecordedTables;
use review::Review;
use text::text;

/// The page's state: the setup the address (or the form) asked for, its table, and what
/// could not be read from the address.
#[derive(Clone, PartialEq)]
pub struct Model {
    setup: Setup,
    table: Result<Table, TableError>,
    address_errors: Vec<AddressProblem>,
    /// The table came from a pasted game record, not from the setup.
    imported: bool,
    /// After the play: how many of its cards the table shows (None: none, the deal as
    /// dealt).
    replay: Option<usize>,
    /// The file whose board is on the table.
    file: Option<FilePlay>,
}

/// A file's boards and which of them is on the table.
#[derive(Clone, PartialEq)]
struct FilePlay {
    boards: Rc<Vec<FileBoard>>,
    /// From 0.
    at: usize,
}

impl FilePlay {
    fn board(&self) -> &FileBoard {
        &self.boards[self.at]
    }
}

impl Model {
    fn new(setup: Setup, address_errors: Vec<AddressProblem>) -> Model {
        Model {
            setup,
            table: Table::new(setup),
            address_errors,
            imported: false,
            replay: None,
            file: None,
        }
    }

    /// The file's board `file.at` at the table, with the setup's seat and system; the board
    /// number is the file's (or the board's place in it).
    fn of_file(setup: Setup, file: FilePlay) -> Model {
        let board = file.board();
        let number = board.number.unwrap_or(file.at as u32 + 1);
        let setup = Setup {
            board: number.clamp(1, MAX_BOARD),
            ..setup
        };
        Model {
            setup,
            table: Table::with_deal(setup, board.deal, board.dealer, board.vulnerability),
            address_errors: Vec::new(),
            imported: false,
            replay: None,
            file: Some(file),
        }
    }

    fn from_route(route: &Route) -> Model {
        let (setup, address_errors) = Setup::read(|k| route.param(k));
        Model::new(setup, address_errors)
    }
}

/// What the human, the worker or the address does to the table.
pub enum Msg {
    /// A new board: from the address or the setup form (with what the address got wrong).
    Load(Setup, Vec<AddressProblem>),
    Call(Call),
    Card(Card),
    /// A computer player's action, asked for after `at` cards of the play.
    Computer {
        at: usize,
        action: Action,
    },
    /// The human's side takes this many of the tricks left (a checked claim, or 0 to concede).
    Settle(u8),
    /// The human accepts the computer's claim, or rejects it and the play goes on.
    AcceptOffer,
    RejectOffer,
    Undo,
    /// A board read from a pasted game record.
    Import(Box<Board>),
    /// Show the played board after this many cards.
    Replay(usize),
    /// A file's boards, the first to the table.
    OpenFile(Rc<Vec<FileBoard>>),
    /// The open file's board at this place (from 0) to the table.
    FileBoard(usize),
    /// Back from the file to the boards the setup deals.
    LeaveFile,
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        match msg {
            Msg::Load(setup, errors) => {
                // Another seat or system keeps the file's board; anything else deals one.
                let same_board = Setup {
                    human: self.setup.human,
                    system: self.setup.system,
                    ..setup
                } == self.setup;
                return Rc::new(match &self.file {
                    Some(file) if same_board && errors.is_empty() => {
                        Model::of_file(setup, file.clone())
                    }
                    _ => Model::new(setup, errors),
                });
            }
            Msg::OpenFile(boards) => {
                return Rc::new(Model::of_file(self.setup, FilePlay { boards, at: 0 }));
            }
            Msg::FileBoard(at) => {
                return match &self.file {
                    Some(file) if at < file.boards.len() => {
                        let boards = file.boards.clone();
                        Rc::new(Model::of_file(self.setup, FilePlay { boards, at }))
                    }
                    _ => self,
                };
            }
            Msg::LeaveFile => return Rc::new(Model::new(self.setup, Vec::new())),
            _ => {}
        }
        let mut next = (*self).clone();
        let Ok(table) = next.table.as_mut() else {
            return self;
        };
        let changed = match msg {
            Msg::Load(..) | Msg::OpenFile(_) | Msg::FileBoard(_) | Msg::LeaveFile => false,
            Msg::Call(call) => table.call(call).is_ok(),
            Msg::Card(card) => table.play_card(card).is_ok(),
            Msg::Computer { at, ref action } => table.computer_acts(at, action).is_ok(),
            Msg::Settle(tricks) => table.human_settles(tricks).is_ok(),
            Msg::AcceptOffer => table.accept_offer().is_ok(),
            Msg::RejectOffer => table.reject_offer().is_ok(),
            Msg::Undo => table.undo(),
            Msg::Import(board) => match Table::from_record(*board, self.setup) {
                Ok(t) => {
                    *table = t;
                    next.imported = true;
                    // The record's board is not the file's: its results no longer apply.
                    next.file = None;
                    true
                }
                Err(_) => false,
            },
            Msg::Replay(k) => {
                next.replay = Some(k);
                return Rc::new(next);
            }
        };
        if changed {
            next.replay = None;
            Rc::new(next)
        } else {
            self
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
    let pt = play_text(lang);
    let model = use_reducer(|| Model::from_route(&props.route));
    let on_msg = {
        let dispatcher = model.dispatcher();
        Callback::from(move |msg: Msg| dispatcher.dispatch(msg))
    };
    // The auction call whose meaning is open in the detail area.
    let selected = use_state(|| None::<usize>);
    // All four hands face up during the auction, for study; they always are after it.
    let show_all = use_state(|| false);
    // The hint's card, for the position (`play::spot_key`) it was asked in.
    let hinted = use_state(|| None::<(String, Card)>);

    // After every action focus goes to the next thing to do: the bidding box, the next
    // playable card, a claim to answer, the play's heading while the computers play, the
    // review at the end. Not on the first drawing (focus is then on the page's heading),
    // and not away from a field of the settings or the records.
    {
        let first = use_mut_ref(|| true);
        let moment = model.table.as_ref().ok().map(focus_moment);
        use_effect_with(moment, move |moment| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                if let Some(moment) = moment {
                    focus_next(moment);
                }
            }
        });
    }

    // Another `#/bridge?…` typed or followed while the page is open loads that board.
    {
        let model = model.clone();
        let selected = selected.clone();
        use_effect_with(props.route.clone(), move |route| {
            let (setup, errors) = Setup::read(|k| route.param(k));
            if setup != model.setup || !errors.is_empty() {
                model.dispatch(Msg::Load(setup, errors));
                selected.set(None);
            }
        });
    }

    let go = {
        let model = model.clone();
        let selected = selected.clone();
        Callback::from(move |setup: Setup| {
            dom::replace_route(&route_of(&setup));
            model.dispatch(Msg::Load(setup, Vec::new()));
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
                        { for Builtin::ALL.into_iter().map(|b| html! {
                            <option value={builtin_slug(b)} selected={b == setup.system}>
                                { t.system_name(b) }
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
                <ul>{ for model.address_errors.iter().map(|e| html! { <li>{ e.describe(lang) }</li> }) }</ul>
            </div>
        }
    });

    let body = match &model.table {
        Err(e) => html! {
            <p class="dd-error" role="alert" data-table-error="">{ t.no_table }{ " " }{ e.explain(lang) }</p>
        },
        Ok(table) => table_view(
            t, pt, lang, &model, table, &selected, &show_all, &hinted, &on_msg, &go,
        ),
    };
    // What a screen reader hears after each change: the computers' calls and cards, each
    // trick's winner, whose turn it is.
    // The same words twice in a row (three passes again) would not be spoken again: after
    // every other call or card of the human's they end in a no-break space, so the region's
    // text changes with each.
    let announcement = model
        .table
        .as_ref()
        .map(|table| {
            let mut words = crate::shell::bridge_words::announcement(lang, table);
            let auction = table.auction();
            let human_calls = (0..auction.calls().len())
                .filter(|&i| auction.seat_of(i) == table.setup.human)
                .count();
            let actions = human_calls
                + table.board().map_or(0, |b| b.played().len())
                + usize::from(table.offer().is_some());
            if actions % 2 == 1 {
                words.push('\u{a0}');
            }
            words
        })
        .unwrap_or_default();
    let system_name = t.system_name(setup.system);
    // Leaving the file puts the board the setup deals in the address again.
    let on_leave = {
        let dispatcher = model.dispatcher();
        Callback::from(move |_: ()| {
            dom::replace_route(&route_of(&setup));
            dispatcher.dispatch(Msg::LeaveFile);
        })
    };

    html! {
        <section class="bridge" data-board={setup.board.to_string()}>
            <div class="bridge-head">
                <h1>{ page_text(lang, Page::Bridge).name }</h1>
                <details class="bridge-bar" data-settings="">
                    <summary>
                        <span class="bridge-bar-title">{ t.settings }</span>
                        <span class="bridge-bar-now">
                            { t.board }{ " " }{ setup.board }{ " · " }{ t.seat(setup.human) }{ " · " }
                            { system_name }{ " · " }{ t.practice(setup.practice) }
                        </span>
                    </summary>
                    <p class="lead">{ t.intro }</p>
                    { form }
                    <Import {pt} on_msg={on_msg.clone()} />
                    <OpenFile on_msg={on_msg.clone()} />
                </details>
            </div>
            { address_problem.unwrap_or_default() }
            if model.imported { <p class="notice" data-imported="">{ pt.imported }</p> }
            if let Some(file) = &model.file {
                <FileBar board={file.board().clone()} at={file.at} count={file.boards.len()}
                         on_msg={on_msg.clone()} on_leave={on_leave} />
            }
            <p class="visually-hidden" role="status" aria-live="polite" data-live="">{ announcement }</p>
            { body }
        </section>
    }
}

/// Where the board stands, as far as focus cares: the phase, the calls, the cards and a
/// claim waiting for an answer.
#[derive(Clone, PartialEq)]
struct FocusMoment {
    deal: crate::bridge::Deal,
    phase: Phase,
    calls: usize,
    cards: usize,
    offer: bool,
    human_to_play: bool,
}

fn focus_moment(table: &Table) -> FocusMoment {
    FocusMoment {
        deal: table.deal,
        phase: table.phase(),
        calls: table.auction().calls().len(),
        cards: table.board().map_or(0, |b| b.played().len()),
        offer: table.offer().is_some(),
        human_to_play: table.human_to_play(),
    }
}

/// Moves focus to the next thing to do (see [`Bridge`]), unless the person is in a field of
/// the settings or the records, or somewhere else on the page.
fn focus_next(moment: &FocusMoment) {
    let document = web_sys::window().and_then(|w| w.document());
    let active = document.as_ref().and_then(|d| d.active_element());
    let free = match &active {
        None => true,
        Some(el) => {
            el.tag_name() == "BODY"
                || !el.is_connected()
                || el
                    .closest(".bridge-main, .bridge-review, .bridge-import")
                    .ok()
                    .flatten()
                    .is_some()
        }
    };
    if !free {
        return;
    }
    let done = match moment.phase {
        Phase::Bidding { .. } => focus_box(),
        Phase::Play { .. } if moment.offer => roving::focus_first("[data-action=accept-claim]"),
        Phase::Play { .. } if moment.human_to_play => {
            roving::focus_first(".bridge-compass button.playable[tabindex=\"0\"]")
        }
        Phase::Play { .. } => roving::focus_first("#bridge-play-title"),
        Phase::Over { .. } => roving::focus_first("#bridge-review-title"),
    };
    if !done {
        dom::focus_heading("main");
    }
}

/// The table itself: the hands, the auction, and by phase the bidding box, the play, or the
/// review.
#[allow(clippy::too_many_arguments)]
fn table_view(
    t: &'static text::BridgeText,
    pt: &'static play_text::PlayText,
    lang: crate::shell::i18n::Lang,
    model: &Model,
    table: &Table,
    selected: &UseStateHandle<Option<usize>>,
    show_all: &UseStateHandle<bool>,
    hinted: &UseStateHandle<Option<(String, Card)>>,
    on_msg: &Callback<Msg>,
    go: &Callback<Setup>,
) -> Html {
    let human = table.setup.human;
    let phase = table.phase();
    let calls: Vec<_> = table
        .auction()
        .calls()
        .iter()
        .copied()
        .zip(table.explanations().iter().cloned())
        .collect();
    let on_select = {
        let selected = selected.clone();
        Callback::from(move |i: usize| selected.set(Some(i)))
    };
    let on_undo = {
        let selected = selected.clone();
        on_msg.reform(move |_: ()| {
            selected.set(None);
            Msg::Undo
        })
    };
    let on_show_all = {
        let show_all = show_all.clone();
        move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            show_all.set(input.checked());
        }
    };
    let show_all_box = html! {
        <label class="bridge-show-all">
            <input type="checkbox" checked={**show_all} onchange={on_show_all} data-action="show-all" />
            { " " }{ t.show_all }
        </label>
    };
    let info = board_info(t, table.setup.board, table.dealer, table.vulnerability);

    // What the table shows, by phase: the hands (as they are now, or at the replayed card),
    // which are face up, which cards the human may play, and the middle.
    let board = table.board();
    let shown_board = match (phase, board) {
        (Phase::Over { .. }, Some(b)) => {
            let k = model.replay.unwrap_or(0).min(b.played().len());
            Some(b.rewound_to(k))
        }
        (_, b) => b.cloned(),
    };
    let (hands, face_up, playable, turn, centre) = match (phase, &shown_board) {
        (Phase::Bidding { turn }, _) => {
            (table.deal, [**show_all; 4], Hand::EMPTY, Some(turn), info)
        }
        (Phase::Play { to_play, .. }, Some(b)) => {
            let mut up = [**show_all; 4];
            up[human.index()] = true;
            if b.dummy_visible() {
                up[b.dummy().index()] = true;
            }
            let playable = if table.human_to_play() {
                b.legal_cards()
            } else {
                Hand::EMPTY
            };
            (b.remaining(), up, playable, Some(to_play), trick_centre(b))
        }
        (_, Some(b)) => (b.remaining(), [true; 4], Hand::EMPTY, None, trick_centre(b)),
        _ => (table.deal, [true; 4], Hand::EMPTY, None, info),
    };
    let mut face_up = face_up;
    face_up[human.index()] = true;

    let side = match phase {
        Phase::Bidding { .. } => {
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
            let on_call = {
                let selected = selected.clone();
                // The meaning of the call just made opens: what it shows, and whether the
                // hand contradicts it.
                let mine = table.auction().calls().len();
                on_msg.reform(move |call: Call| {
                    selected.set(Some(mine));
                    Msg::Call(call)
                })
            };
            html! {
                <BiddingBox text={t} calls={box_calls} {on_call}
                            can_undo={table.can_undo()} on_undo={on_undo.clone()} />
            }
        }
        Phase::Play { .. } => {
            let on_hint = {
                let hinted = hinted.clone();
                Callback::from(move |hint: (String, Card)| hinted.set(Some(hint)))
            };
            html! {
                <PlayPanel text={t} {pt} table={table.clone()} on_msg={on_msg.clone()} {on_hint} />
            }
        }
        Phase::Over { .. } if table.can_undo() => html! {
            <button class="secondary" onclick={on_undo.reform(|_: MouseEvent| ())} data-action="undo">
                { if table.board().is_some() { pt.undo_card } else { t.undo } }
            </button>
        },
        Phase::Over { .. } => html! {},
    };

    let review = match (phase, board) {
        (Phase::Over { contract }, _) => {
            let on_next = match &model.file {
                Some(file) => {
                    let next = (file.at + 1) % file.boards.len();
                    on_msg.reform(move |_: ()| Msg::FileBoard(next))
                }
                None => {
                    let go = go.clone();
                    let setup = model.setup;
                    Callback::from(move |_: ()| go.emit(setup.next_board()))
                }
            };
            let played = board.filter(|b| !b.played().is_empty() || b.claimed().is_some());
            html! {
                <>
                    <Review text={t} {pt} table={table.clone()} {contract} {on_next} />
                    if let Some(b) = played {
                        <PlayReview text={t} {pt} board={b.clone()} {human}
                                    replay={model.replay.unwrap_or(0)}
                                    on_replay={on_msg.reform(Msg::Replay)} />
                    }
                    if let Some(b) = board {
                        <Export {pt} board={b.clone()} number={table.setup.board} />
                    }
                </>
            }
        }
        (Phase::Play { .. }, Some(b)) => html! {
            <Export {pt} board={b.clone()} number={table.setup.board} />
        },
        _ => html! {},
    };
    let turn_in_auction = match phase {
        Phase::Bidding { turn } => Some(turn),
        _ => None,
    };
    let dummy = board.filter(|b| b.dummy_visible()).map(Board::dummy);
    // The hint's card is marked while the position it was asked in stands.
    let hint_card = match (&**hinted, board) {
        (Some((key, card)), Some(b)) if *key == spot_key(b) && playable.contains(*card) => {
            Some(*card)
        }
        _ => None,
    };
    let mine = match phase {
        Phase::Over { .. } => Some(board.map_or(TableResult::PASSED_OUT, TableResult::of)),
        _ => None,
    };
    let contract_box = board.map(|b| {
        html! { <ContractBox text={t} {lang} board={b.clone()} dealer={table.dealer} /> }
    });
    html! {
        <>
            <div class="bridge-main">
                <Compass text={t} {pt} {hands} {face_up} {human} {dummy}
                         vulnerability={table.vulnerability} {turn} {playable}
                         on_card={on_msg.reform(Msg::Card)} {centre} hinted={hint_card} />
                <div class="bridge-bidding">
                    { contract_box.unwrap_or_default() }
                    <AuctionView text={t} {lang} dealer={table.dealer} {human} {calls} turn={turn_in_auction}
                                 selected={**selected} {on_select} />
                    { side }
                </div>
            </div>
            if !matches!(phase, Phase::Over { .. }) { { show_all_box } }
            { review }
            <OtherTable text={t} {lang} deal={table.deal} dealer={table.dealer}
                        vulnerability={table.vulnerability} system={table.setup.system} {human} {mine} />
            if let Some(file) = model.file.as_ref().filter(|f| !f.board().results.is_empty()) {
                <RecordedTables {lang} results={file.board().results.clone()} {human} {mine} />
            }
            <div class="bridge-panels">
                <EvaluationPanel text={t} {lang} hand={table.deal.hand(human)} />
                <LimitsPanel text={t} seats={table.inferences()} {human} />
            </div>
        </>
    }
}
