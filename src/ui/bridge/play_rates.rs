//! The human's own card-play rates after a reviewed board (`bridge::play::rates`): opening
//! leads without cost, declarer's and the defenders' error rates and declarer's tricks lost,
//! for this board and for every board played in this browser (`RatesTally`, kept in local
//! storage, counted once per board), with a reset.

use yew::prelude::*;

use super::kept_tally::use_kept_tally;
use super::rates_text::{rates_text, RatesText};
use crate::bridge::play::rates::{Rates, Tally};
use crate::bridge::play::rates_tally::RatesTotal;
use crate::shell::i18n::Lang;

/// Where the rates of all boards are kept.
const STORAGE_KEY: &str = "boyi.bridge.rates";

#[derive(Properties, PartialEq)]
pub struct PlayRatesProps {
    pub lang: Lang,
    /// Names the board, so that it is counted once.
    pub board_key: String,
    /// The human's own counts on this board.
    pub rates: Rates,
}

/// A share and the counts it rests on: `75% (3 of 4)`; a dash with nothing counted.
fn share(t: &RatesText, part: u32, whole: u32) -> String {
    if whole == 0 {
        return "–".to_string();
    }
    let pct = 100.0 * f64::from(part) / f64::from(whole);
    format!("{pct:.0}% ({part} {} {whole})", t.of)
}

/// One rate's cell: the text, and its counts for tests and tools (`part/whole`).
fn cell(which: &'static str, text: String, part: u32, whole: u32) -> Html {
    html! { <td data-which={which} data-count={format!("{part}/{whole}")}>{ text }</td> }
}

/// The four figures of one column.
fn column(t: &RatesText, which: &'static str, r: &Rates) -> [Html; 4] {
    let errors = |tally: &Tally| {
        cell(
            which,
            share(t, tally.errors, tally.cards),
            tally.errors,
            tally.cards,
        )
    };
    let lost = match r.declarer_tricks_per_board() {
        Some(per) => format!("{per:.2}"),
        None => "–".to_string(),
    };
    [
        cell(
            which,
            share(t, r.leads.cards - r.leads.errors, r.leads.cards),
            r.leads.cards - r.leads.errors,
            r.leads.cards,
        ),
        errors(&r.declarer),
        cell(which, lost, r.declarer.tricks, r.declared),
        errors(&r.defence),
    ]
}

#[function_component]
pub fn PlayRates(props: &PlayRatesProps) -> Html {
    let t = rates_text(props.lang);
    let (tally, on_reset) =
        use_kept_tally::<RatesTotal>(STORAGE_KEY, Some((props.board_key.clone(), props.rates)));
    let names = ["leads", "declarer", "tricks-lost", "defence"];
    let labels = [t.leads, t.declarer, t.tricks_lost, t.defence];
    let board = column(t, "board", &props.rates);
    let all = column(t, "all", &tally.total.rates);
    let rows = names
        .into_iter()
        .zip(labels)
        .zip(board.into_iter().zip(all))
        .map(|((name, label), (board, all))| {
            html! {
                <tr data-rate={name}><th scope="row">{ label }</th>{ board }{ all }</tr>
            }
        });
    html! {
        <div class="bridge-rates" data-rates="">
            <h4 id="bridge-rates-title">{ t.title }</h4>
            <p class="hint">{ t.about }</p>
            <table class="bridge-review-tricks" aria-labelledby="bridge-rates-title">
                <thead><tr>
                    <th scope="col">{ t.rate }</th>
                    <th scope="col">{ t.this_board }</th>
                    <th scope="col">{ t.all_boards }</th>
                </tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <p data-rates-boards={tally.total.boards.to_string()}>{ t.boards_counted }{ " " }{ tally.total.boards }</p>
            <button class="secondary" onclick={on_reset} data-action="reset-rates"
                    disabled={tally.total.boards == 0}>{ t.reset }</button>
        </div>
    }
}
