//! Files of boards on the analysis page: open a PBN or LIN file (picker, drop or paste), step
//! through its boards with their auction, play and result, replay a board's play card by card
//! with each card's double-dummy cost ([`super::replay`]), and see every board's table and
//! par, solved on all of the page's workers at once; print the hand-record sheet.
//!
//! The tables are spread the simple way: each worker of the pool takes the next unsolved
//! board whenever it is free, so a slow board holds up one worker and the others go on. The
//! board shown is drawn with the sheet's own markup ([`hand_record`]), so the page shows what
//! is printed; printing the page prints the sheet alone (see `static/hand-record.css`).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use yew::prelude::*;

use super::boards_text::{boards_text, BoardsText};
use super::replay::Replay;
use crate::bridge::bidding::Call;
use crate::bridge::dd::DdTable;
use crate::bridge::files::{self, hand_record, BoardRecord, RecordIssue, MAX_RECORDS};
use crate::bridge::input::Setup;
use crate::bridge::par::par;
use crate::bridge::{Contract, Doubling, Seat, Strain};
use crate::jobs::{Job, Outcome, Reply};
use crate::shell::bridge_words::sheet_words;
use crate::ui::boards_file::{self, Given, Refusal};
use crate::ui::cards::{card_html, suit_symbol};
use crate::ui::shared::use_shared;
use crate::ui::worker::pool::WorkerPool;

/// The tables of the open file, filled in as the workers answer.
#[derive(Default)]
struct Solving {
    /// Which file they belong to: answers for an earlier one are dropped.
    file: u64,
    /// One slot per board: its table, or why the worker gave none.
    tables: Vec<Option<Result<DdTable, String>>>,
    /// Boards not yet sent to a worker, in file order.
    queue: VecDeque<usize>,
    /// The pool's ids of the jobs sent, to cancel them when another file is opened.
    sent: Vec<u64>,
    /// When the first table was asked for and the last one came back (`performance.now()`).
    started: f64,
    finished: Option<f64>,
}

impl Solving {
    fn done(&self) -> usize {
        self.tables.iter().filter(|t| t.is_some()).count()
    }
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Sends the next unsolved board of file `file` to `worker`, and the one after when it is
/// back, until none is left.
fn feed(
    pool: &WorkerPool,
    solving: &Rc<RefCell<Solving>>,
    records: &Rc<Vec<BoardRecord>>,
    worker: usize,
    file: u64,
    redraw: &UseForceUpdateHandle,
) {
    let next = {
        let mut s = solving.borrow_mut();
        if s.file != file {
            return;
        }
        s.queue.pop_front()
    };
    let Some(k) = next else { return };
    let record = &records[k];
    let job = Job::DdTable {
        deal: record.deal.pbn(),
        vulnerability: record.vulnerability,
        dealer: record.dealer(),
    };
    let (pool2, solving2, records2, redraw2) = (
        pool.clone(),
        solving.clone(),
        records.clone(),
        redraw.clone(),
    );
    let id = pool.submit_to(worker, job, move |reply| {
        let table = match reply {
            Reply::Progress { .. } => return,
            Reply::Done {
                outcome: Outcome::DdTable(result),
                ..
            } => Ok(result.table),
            Reply::Done { .. } => Err("a worker gave an answer of another kind".to_string()),
            Reply::Failed { error, .. } => Err(error),
        };
        {
            let mut s = solving2.borrow_mut();
            if s.file != file {
                return;
            }
            s.tables[k] = Some(table);
            if s.done() == s.tables.len() {
                s.finished = Some(now());
            }
        }
        redraw2.force_update();
        feed(&pool2, &solving2, &records2, worker, file, &redraw2);
    });
    solving.borrow_mut().sent.push(id);
}

/// What the analysis above is set to for a board: its deal, and its contract's trump and
/// opening leader when the record has a contract.
fn setup_of(record: &BoardRecord) -> Setup {
    let contract = record
        .board
        .as_ref()
        .map(|b| *b.contract())
        .or(record.given_contract.map(|g| g.contract));
    Setup {
        deal: record.deal,
        trump: contract.map(|c| c.strain()),
        leader: contract.map(|c| c.declarer().next()),
        played: Vec::new(),
        ns_need: None,
    }
}

fn strain_html(strain: Strain) -> Html {
    let suit = match strain {
        Strain::NoTrump => return html! { "NT" },
        Strain::Spades => crate::bridge::Suit::Spades,
        Strain::Hearts => crate::bridge::Suit::Hearts,
        Strain::Diamonds => crate::bridge::Suit::Diamonds,
        Strain::Clubs => crate::bridge::Suit::Clubs,
    };
    let (symbol, red) = suit_symbol(suit);
    html! { <span class={classes!(red.then_some("red"))}>{ symbol }</span> }
}

fn call_html(call: Call, t: &BoardsText) -> Html {
    match call {
        Call::Pass => html! { t.pass },
        Call::Double => html! { "X" },
        Call::Redouble => html! { "XX" },
        Call::Bid { level, strain } => html! { <>{ level.to_string() }{ strain_html(strain) }</> },
    }
}

fn contract_html(c: &Contract, t: &BoardsText) -> Html {
    let x = match c.doubling() {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "XX",
    };
    html! { <>{ c.level().to_string() }{ strain_html(c.strain()) }{ x }{ " " }{ t.declarers[c.declarer().index()] }</> }
}

/// The auction in four columns, West first.
fn auction_html(record: &BoardRecord, t: &BoardsText) -> Html {
    let calls = record.auction.calls();
    if calls.is_empty() {
        return html! {};
    }
    let column = |seat: Seat| (seat.index() + 1) % 4;
    let mut cells: Vec<Html> = (0..column(record.dealer()))
        .map(|_| html! { <td></td> })
        .collect();
    for (k, call) in calls.iter().enumerate() {
        let note = record.notes.get(k).cloned().unwrap_or_default();
        cells.push(if note.alert || note.text.is_some() {
            html! { <td title={note.text.unwrap_or_default()}>{ call_html(*call, t) }{ "!" }</td> }
        } else {
            html! { <td>{ call_html(*call, t) }</td> }
        });
    }
    let rows: Vec<Vec<Html>> = cells.chunks(4).map(|c| c.to_vec()).collect();
    html! {
        <table class="dd-record-auction" data-record-auction="">
            <caption>{ t.auction }</caption>
            <thead><tr>{ for t.columns.iter().map(|c| html! { <th scope="col">{ *c }</th> }) }</tr></thead>
            <tbody>{ for rows.into_iter().map(|r| html! { <tr>{ for r }</tr> }) }</tbody>
        </table>
    }
}

/// The play trick by trick, each trick from its leader, and the result.
fn play_and_result(record: &BoardRecord, t: &BoardsText) -> Html {
    let result = |contract: &Contract, tricks: u8| {
        html! {
            <p data-record-result="">
                { t.result }{ t.colon }{ contract_html(contract, t) }{ t.comma }
                { t.took.replace("{tricks}", &tricks.to_string()) }
            </p>
        }
    };
    match (&record.board, &record.given_contract) {
        (Some(board), _) => {
            let mut tricks: Vec<Vec<_>> = board
                .tricks()
                .iter()
                .map(|(_, cards, _)| cards.to_vec())
                .collect();
            let (_, current) = board.current_trick();
            if !current.is_empty() {
                tricks.push(current.to_vec());
            }
            let play = (!tricks.is_empty()).then(|| {
                html! {
                    <>
                        <h3>{ t.play }</h3>
                        <ol class="dd-record-play" data-record-play="">
                            { for tricks.iter().map(|cards| html! {
                                <li>{ for cards.iter().map(|c| html! { <>{ card_html(*c) }{ " " }</> }) }</li>
                            }) }
                        </ol>
                    </>
                }
            });
            let end = if board.is_finished() {
                result(board.contract(), board.declarer_tricks())
            } else {
                html! { <p data-record-result="">{ t.result }{ t.colon }{ t.unfinished }</p> }
            };
            html! { <>{ play.unwrap_or_default() }{ end }</> }
        }
        (None, Some(given)) => match given.tricks {
            Some(tricks) => result(&given.contract, tricks),
            None => html! {},
        },
        (None, None) if record.auction.is_finished() => {
            html! { <p data-record-result="">{ t.result }{ t.colon }{ t.passed_out }</p> }
        }
        (None, None) => html! {},
    }
}

/// Opens the browser's print dialog: the page's print style then shows the sheet alone.
fn print_page() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
}

#[derive(Properties, PartialEq)]
pub struct BoardsProps {
    /// A board was chosen: analyse it above.
    pub on_setup: Callback<Setup>,
}

#[function_component]
pub fn BoardsPanel(props: &BoardsProps) -> Html {
    let shared = use_shared();
    let t = boards_text(shared.lang);
    let lang = shared.lang;
    let words = sheet_words(lang);
    let pool = shared.pool.clone();
    let records = use_state(|| Rc::new(Vec::<BoardRecord>::new()));
    let name = use_state(String::new);
    let notices = use_state(Vec::<RecordIssue>::new);
    let latin1_read = use_state(|| false);
    let error = use_state(|| None::<Refusal>);
    let selected = use_state(|| 0usize);
    let paste = use_state(String::new);
    let solving = use_mut_ref(Solving::default);
    let redraw = use_force_update();
    {
        // The file's tables go to every worker at once: have them loaded before it comes.
        let pool = pool.clone();
        use_effect_with((), move |_| pool.warm());
    }

    let open = {
        let (records, name, notices, latin1_read, error, selected) = (
            records.clone(),
            name.clone(),
            notices.clone(),
            latin1_read.clone(),
            error.clone(),
            selected.clone(),
        );
        let (solving, redraw, on_setup) = (solving.clone(), redraw.clone(), props.on_setup.clone());
        Callback::from(move |given: Given| {
            let read = match boards_file::read(&given.text) {
                Ok(read) => read,
                Err(e) => {
                    error.set(Some(e));
                    return;
                }
            };
            let opened = Rc::new(read.records);
            // Forget the file before: its jobs are cancelled, its late answers dropped.
            let (file, sent) = {
                let mut s = solving.borrow_mut();
                let sent = std::mem::take(&mut s.sent);
                *s = Solving {
                    file: s.file + 1,
                    tables: vec![None; opened.len()],
                    queue: (0..opened.len()).collect(),
                    sent: Vec::new(),
                    started: now(),
                    finished: None,
                };
                (s.file, sent)
            };
            for id in sent {
                pool.cancel(id);
            }
            for worker in 0..pool.size() {
                feed(&pool, &solving, &opened, worker, file, &redraw);
            }
            on_setup.emit(setup_of(&opened[0]));
            records.set(opened);
            name.set(given.name);
            notices.set(read.notices);
            latin1_read.set(given.latin1);
            error.set(None);
            selected.set(0);
        })
    };
    let on_pick = boards_file::on_pick(&open, &error);
    let on_drag_over = |e: DragEvent| e.prevent_default();
    let on_drop = {
        let (open, error) = (open.clone(), error.clone());
        move |e: DragEvent| {
            e.prevent_default();
            let file = e
                .data_transfer()
                .and_then(|d| d.files())
                .and_then(|f| f.get(0));
            if let Some(file) = file {
                boards_file::read_file(file, &open, &error);
            }
        }
    };
    let on_paste_input = boards_file::on_paste_input(&paste, &error);
    let on_paste_open = boards_file::on_paste_open(&paste, &open);

    let s = solving.borrow();
    let solved: Vec<BoardRecord> = records
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let mut r = r.clone();
            r.dd = s.tables.get(k).cloned().flatten().and_then(Result::ok);
            r
        })
        .collect();
    let (done, total, file) = (s.done(), records.len(), s.file);
    let solve_ms = s.finished.map(|f| format!("{:.0}", f - s.started));
    drop(s);
    let title = solved
        .first()
        .and_then(|r| r.event.clone())
        .or_else(|| (!name.is_empty()).then(|| (*name).clone()))
        .unwrap_or_else(|| t.sheet_title.to_string());
    let on_print = |_: MouseEvent| print_page();
    // The sheet to print, at the end of the body (the print style hides everything else).
    // It is drawn once every table is in, as the print button waits for them: drawing the
    // whole sheet again for each table as it arrives kept the page's thread busy, on a core
    // the workers need.
    let sheet = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .filter(|_| total > 0 && done == total)
        .map(|body| {
            let boards =
                Html::from_html_unchecked(hand_record::sheet_body(&solved, &title, words).into());
            yew::create_portal(
                html! { <div class="print-sheet hand-record" data-print-sheet="">{ boards }</div> },
                body.into(),
            )
        });
    let choose = |k: usize| {
        let (selected, records, on_setup) =
            (selected.clone(), records.clone(), props.on_setup.clone());
        move |_: MouseEvent| {
            selected.set(k);
            on_setup.emit(setup_of(&records[k]));
        }
    };
    let label = |k: usize, r: &BoardRecord| {
        let number = r.number.map_or((k + 1).to_string(), |n| n.to_string());
        let room = match r.room {
            Some(files::Room::Open) => format!(" ({})", t.open_room),
            Some(files::Room::Closed) => format!(" ({})", t.closed_room),
            None => String::new(),
        };
        let par = r.dd.map(|table| {
            let p = par(&table, r.vulnerability, r.dealer());
            format!(" · {} {:+}", t.ns, p.score)
        });
        format!("{}{room}{}", t.board_label(number), par.unwrap_or_default())
    };
    let detail = solved.get(*selected).map(|r| {
        let board = Html::from_html_unchecked(
            hand_record::board_html(r, *selected, "record-board-title", words).into(),
        );
        // The replay stays outside the sheet's markup, whose style places hands of its own.
        let replay = r.board.clone().filter(|b| !b.played().is_empty());
        html! {
            <div class="dd-board-detail" data-board-detail={selected.to_string()}>
                <div class="hand-record">
                    { board }
                    { auction_html(r, t) }
                    { play_and_result(r, t) }
                </div>
                { replay.map(|board| html! {
                    <Replay key={format!("{file} {}", *selected)} {board} />
                }).unwrap_or_default() }
            </div>
        }
    });

    html! {
        <section class="dd-boards" aria-labelledby="dd-boards-title"
                 ondragover={on_drag_over} ondrop={on_drop} data-drop-zone="">
            <h2 id="dd-boards-title">{ t.title }</h2>
            <p class="hint">{ t.intro(MAX_RECORDS) }</p>
            <p class="dd-boards-open">
                <label>
                    { t.choose_file }{ " " }
                    <input type="file" accept=".pbn,.lin,.txt,text/plain" onchange={on_pick} data-open-file="" />
                </label>
                { " " }<span class="hint">{ t.drop_hint }</span>
            </p>
            <form class="dd-boards-paste" onsubmit={on_paste_open}>
                <label for="dd-boards-paste">{ t.paste_label }</label>
                <textarea id="dd-boards-paste" rows="3" spellcheck="false"
                          value={(*paste).clone()} oninput={on_paste_input} data-paste-file="" />
                <button type="submit">{ t.open }</button>
            </form>
            if let Some(e) = &*error {
                <p class="dd-error" role="alert" data-file-error="">{ e.text(&t.refusal, lang) }</p>
            }
            { boards_file::remarks_html(&notices, *latin1_read, t.notices, t.latin1, lang) }
            if total > 0 {
                <p role="status" data-solved={done.to_string()} data-total={total.to_string()}
                   data-solve-ms={solve_ms.unwrap_or_default()}>
                    { t.solved.replace("{done}", &done.to_string()).replace("{total}", &total.to_string()) }
                </p>
                <button type="button" onclick={on_print} disabled={done < total} data-print-records="">
                    { t.print }
                </button>
                <div class="dd-boards-body">
                    <nav aria-label={t.list_title}>
                        <ol class="dd-board-list">
                            { for solved.iter().enumerate().map(|(k, r)| html! {
                                <li>
                                    <button type="button" onclick={choose(k)} data-board={k.to_string()}
                                            aria-current={(k == *selected).then_some("true")}>
                                        { label(k, r) }
                                    </button>
                                </li>
                            }) }
                        </ol>
                    </nav>
                    { detail.unwrap_or_default() }
                </div>
            }
            { sheet.unwrap_or_default() }
        </section>
    }
}
