//! The other table of a duplicate match: the same board bid and played in the worker by
//! four computer players while the human plays, and after the board both results side by
//! side, the board's IMPs and matchpoints, and the running score kept in local storage.
//!
//! The play and the arithmetic are the engine's (`bridge::play::play_board`,
//! `bridge::duplicate`); this panel starts the job when the board starts and draws.

use yew::prelude::*;

use super::duplicate_text::{duplicate_text, DuplicateText};
use super::kept_tally::use_kept_tally;
use super::text::BridgeText;
use crate::bridge::bidding::Builtin;
use crate::bridge::duplicate::{Comparison, MatchTotal};
use crate::bridge::play::{McSettings, Method, TableResult};
use crate::bridge::table::builtin_slug;
use crate::bridge::{Deal, Seat, Vulnerability};
use crate::jobs::play::OtherTableRequest;
use crate::jobs::{Job, Outcome};
use crate::shell::bridge_words;
use crate::shell::i18n::Lang;
use crate::ui::run::{use_run, Run, StatusView};

/// Where the running score is kept.
const STORAGE_KEY: &str = "boyi.bridge.duplicate";

fn pick(outcome: Outcome) -> Option<TableResult> {
    match outcome {
        Outcome::BridgeOtherTable(result) => Some(result),
        _ => None,
    }
}

#[derive(Properties, PartialEq)]
pub struct OtherTableProps {
    pub text: &'static BridgeText,
    pub lang: Lang,
    pub deal: Deal,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub system: Builtin,
    pub human: Seat,
    /// The human's table's result, once the board is over.
    pub mine: Option<TableResult>,
}

#[function_component]
pub fn OtherTable(props: &OtherTableProps) -> Html {
    let d = duplicate_text(props.lang);
    let system = builtin_slug(props.system);
    let key = format!(
        "{} {} {:?} {system}",
        props.deal.pbn(),
        props.dealer.letter(),
        props.vulnerability
    );
    let job = use_run(pick);
    {
        let job = job.clone();
        // The paper's rules alone take milliseconds a board, so the other table never holds
        // up the worker that also serves the human's opponents.
        let request = OtherTableRequest {
            deal: props.deal.pbn(),
            dealer: props.dealer,
            vulnerability: props.vulnerability,
            system: system.to_string(),
            method: Method::Rules,
            mc: McSettings::default(),
            seed: 1,
        };
        use_effect_with(key.clone(), move |key| {
            job.start(key.clone(), Job::BridgeOtherTable(request), |_| {});
        });
    }
    let theirs = match job.state_for(&key) {
        Run::Done(result) => Some(result),
        _ => None,
    };
    // Scores from the human's side.
    let side = |score: i32| if props.human.is_ns() { score } else { -score };
    let comparison = match (props.mine, theirs) {
        (Some(mine), Some(theirs)) => {
            Some(Comparison::of(side(mine.ns_score), side(theirs.ns_score)))
        }
        _ => None,
    };
    let counted = format!("{key} {}", props.human.letter());
    let (tally, on_reset) =
        use_kept_tally::<MatchTotal>(STORAGE_KEY, comparison.map(|c| (counted, c)));

    let body = match (props.mine, theirs, comparison) {
        (Some(mine), Some(theirs), Some(c)) => html! {
            <>
                <table class="bridge-duplicate-table">
                    <thead><tr>
                        <th scope="col">{ d.which_table }</th>
                        <th scope="col">{ d.contract }</th>
                        <th scope="col">{ d.tricks }</th>
                        <th scope="col">{ d.ns_score }</th>
                    </tr></thead>
                    <tbody>
                        { result_row(d, props.lang, d.your_table, "mine", &mine) }
                        { result_row(d, props.lang, d.other_table, "theirs", &theirs) }
                    </tbody>
                </table>
                <p role="status" data-board-imps={c.imps.to_string()} data-board-matchpoints={c.matchpoints.to_string()}>
                    { d.board_for_you }{ " " }<strong>{ format!("{:+}", c.imps) }{ " " }{ d.imps }</strong>
                    { " · " }{ c.matchpoints }{ " " }{ d.matchpoints_of }{ format!(" ({:.0}%)", c.percent()) }
                </p>
            </>
        },
        (_, Some(_), _) => html! { <p data-other-waiting="">{ d.waiting }</p> },
        _ => match job.state_for(&key) {
            Run::Running { .. } | Run::Idle => html! { <p>{ d.playing }</p> },
            state => job.status(&state, StatusView::solving(props.text.job, "other-table")),
        },
    };
    let score = tally.total.score;
    let running = if score.boards == 0 {
        html! { { d.no_boards } }
    } else {
        html! {
            <>
                <strong>{ format!("{:+}", score.imps) }{ " " }{ d.imps }</strong>
                { format!(" · {} {} · {:+.1} {} {} · {:.0}% {}", score.boards,
                          if score.boards == 1 { d.one_board } else { d.boards },
                          score.average_imps(), d.imps, d.per_board, score.percent(), d.matchpoints) }
            </>
        }
    };
    html! {
        <section class="bridge-review bridge-duplicate" aria-labelledby="bridge-duplicate-title" data-other-table="">
            <h2 id="bridge-duplicate-title">{ d.title }</h2>
            <p class="hint">{ d.about }</p>
            { body }
            <p data-running-boards={score.boards.to_string()} data-running-imps={score.imps.to_string()}
               data-running-matchpoints={score.matchpoints.to_string()}>
                { d.running }{ " " }{ running }
            </p>
            <button class="secondary" onclick={on_reset} data-action="reset-score"
                    disabled={score.boards == 0}>{ d.reset }</button>
        </section>
    }
}

fn result_row(
    d: &DuplicateText,
    lang: Lang,
    name: &'static str,
    which: &'static str,
    result: &TableResult,
) -> Html {
    let (contract, tricks) = match &result.contract {
        Some(c) => (
            bridge_words::contract(lang, c),
            bridge_words::tricks(lang, result.tricks),
        ),
        None => (d.passed_out.to_string(), String::new()),
    };
    html! {
        <tr data-table={which} data-ns-score={result.ns_score.to_string()}>
            <th scope="row">{ name }</th>
            <td>{ contract }</td>
            <td>{ tricks }</td>
            <td>{ bridge_words::signed(result.ns_score) }</td>
        </tr>
    }
}
