//! After a board of a file: the human's result against every result the file records for
//! the deal (a vugraph file's open and closed rooms, with their players), in IMPs for the
//! human's side. The arithmetic is `bridge::recorded`'s; this panel draws it.

use yew::prelude::*;

use super::duplicate_text::duplicate_text;
use super::file_text::file_text;
use crate::bridge::files::Room;
use crate::bridge::play::TableResult;
use crate::bridge::recorded::RecordedResult;
use crate::bridge::Seat;
use crate::shell::bridge_words;
use crate::shell::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct RecordedTablesProps {
    pub lang: Lang,
    pub results: Vec<RecordedResult>,
    pub human: Seat,
    /// The human's table's result, once the board is over.
    pub mine: Option<TableResult>,
}

#[function_component]
pub fn RecordedTables(props: &RecordedTablesProps) -> Html {
    let (t, d, lang) = (
        file_text(props.lang),
        duplicate_text(props.lang),
        props.lang,
    );
    let cells = |result: &TableResult| match &result.contract {
        Some(c) => html! {
            <>
                <td>{ bridge_words::contract(lang, c) }</td>
                <td>{ bridge_words::tricks(lang, result.tricks) }</td>
                <td>{ bridge_words::signed(result.ns_score) }</td>
            </>
        },
        None => html! {
            <><td>{ d.passed_out }</td><td></td><td>{ bridge_words::signed(0) }</td></>
        },
    };
    let row = |k: usize, r: &RecordedResult, mine: &TableResult| {
        let (name, room) = match r.room {
            Some(Room::Open) => (t.open_room.to_string(), "open"),
            Some(Room::Closed) => (t.closed_room.to_string(), "closed"),
            None => (t.recorded_table.replace("{k}", &(k + 1).to_string()), ""),
        };
        let players = match (r.pair(true), r.pair(false)) {
            (Some((n, s)), Some((e, w))) => t
                .pairs
                .replace("{ns}", &format!("{n} – {s}"))
                .replace("{ew}", &format!("{e} – {w}")),
            _ => String::new(),
        };
        let c = r.against(mine, props.human);
        html! {
            <tr data-recorded={k.to_string()} data-room={room} data-ns-score={r.result.ns_score.to_string()}
                data-imps={c.imps.to_string()}>
                <th scope="row">{ name }</th>
                <td>{ players }</td>
                { cells(&r.result) }
                <td><strong>{ format!("{:+}", c.imps) }</strong></td>
            </tr>
        }
    };
    let body = match &props.mine {
        None => html! {
            <p data-recorded-waiting="">
                { t.results_waiting.replace("{n}", &props.results.len().to_string()) }
            </p>
        },
        Some(mine) => html! {
            <table class="bridge-duplicate-table">
                <thead><tr>
                    <th scope="col">{ d.which_table }</th>
                    <th scope="col">{ t.players }</th>
                    <th scope="col">{ d.contract }</th>
                    <th scope="col">{ d.tricks }</th>
                    <th scope="col">{ d.ns_score }</th>
                    <th scope="col">{ t.imps_for_you }</th>
                </tr></thead>
                <tbody>
                    <tr data-recorded="mine" data-ns-score={mine.ns_score.to_string()}>
                        <th scope="row">{ d.your_table }</th>
                        <td></td>
                        { cells(mine) }
                        <td></td>
                    </tr>
                    { for props.results.iter().enumerate().map(|(k, r)| row(k, r, mine)) }
                </tbody>
            </table>
        },
    };
    html! {
        <section class="bridge-review bridge-duplicate" aria-labelledby="bridge-recorded-title" data-recorded-tables="">
            <h2 id="bridge-recorded-title">{ t.recorded_title }</h2>
            <p class="hint">{ t.recorded_about }</p>
            { body }
        </section>
    }
}
