//! After the board: the contract and the result at the table with its duplicate score, the
//! double-dummy table and par from the worker, what the contract makes with best play and
//! both scores against par, and the way on (the analysis page with this deal, the next
//! board).

use yew::prelude::*;

use super::play_text::PlayText;
use super::text::BridgeText;
use crate::bridge::table::Table;
use crate::bridge::{Contract, Doubling, Seat, Strain};
use crate::jobs::analysis::TableResult;
use crate::jobs::{Job, Outcome};
use crate::shell::bridge_words;
use crate::shell::route::{Page, Route};
use crate::ui::cards::suit_symbol;
use crate::ui::dd_table::DdTableView;
use crate::ui::dom;
use crate::ui::run::{use_run, RetryButton, Run, StatusView};
use crate::ui::shared::use_shared;

#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    pub text: &'static BridgeText,
    pub table: Table,
    pub pt: &'static PlayText,
    pub contract: Option<Contract>,
    pub on_next: Callback<()>,
}

fn pick(outcome: Outcome) -> Option<TableResult> {
    match outcome {
        Outcome::DdTable(result) => Some(result),
        _ => None,
    }
}

/// The contract as people say it: `4♠ doubled by South`.
fn contract_html(t: &BridgeText, c: &Contract) -> Html {
    let strain = match c.strain().trump() {
        Some(suit) => {
            let (symbol, red) = suit_symbol(suit);
            html! { <span class={classes!("dd-pip", red.then_some("red"))}>{ symbol }</span> }
        }
        None => html! { { "NT" } },
    };
    let doubling = match c.doubling() {
        Doubling::Undoubled => "",
        Doubling::Doubled => t.doubled,
        Doubling::Redoubled => t.redoubled,
    };
    html! {
        <span data-contract={format!("{}{}", c.level(), c.strain().letter())}>
            { c.level() }{ strain }
            if !doubling.is_empty() { { " " }{ doubling } }
            { " " }{ t.by }{ " " }{ t.seat(c.declarer()) }
        </span>
    }
}

/// The analysis page with this deal, in the contract's strain with the opening leader on
/// lead (no-trump from West when the auction was passed out).
fn analysis_route(table: &Table, contract: Option<Contract>) -> Route {
    let (strain, leader) = contract.map_or((Strain::NoTrump, Seat::West), |c| {
        (c.strain(), c.declarer().next())
    });
    Route {
        page: Ok(Page::Analysis),
        params: vec![
            ("deal".into(), table.deal.pbn()),
            ("trump".into(), strain.letter().to_string()),
            ("leader".into(), leader.letter().to_string()),
        ],
    }
}

#[function_component]
pub fn Review(props: &ReviewProps) -> Html {
    let t = props.text;
    let table = &props.table;
    let lang = use_shared().lang;
    let job = use_run(pick);
    let key = format!(
        "{} {:?} {}",
        table.deal.pbn(),
        table.vulnerability,
        table.dealer.letter()
    );
    let solve = {
        let job = job.clone();
        let key = key.clone();
        let request = Job::DdTable {
            deal: table.deal.pbn(),
            vulnerability: table.vulnerability,
            dealer: table.dealer,
        };
        Callback::from(move |_: ()| job.start(key.clone(), request.clone(), |_| {}))
    };
    {
        let solve = solve.clone();
        use_effect_with(key.clone(), move |_| solve.emit(()));
    }
    let state = job.state_for(&key);

    let headline = match &props.contract {
        Some(c) => {
            html! { <p class="bridge-contract">{ t.contract }{ ": " }{ contract_html(t, c) }</p> }
        }
        None => {
            html! { <p class="bridge-contract" data-contract="passed-out">{ t.passed_out }</p> }
        }
    };

    // The result at the table, once the contract has been played (or claimed).
    let played = table.board().filter(|b| b.is_finished());
    let result = played.map(|b| {
        let tricks = b.declarer_tricks();
        html! {
            <p class="bridge-result" data-result-tricks={tricks.to_string()} data-result-score={b.ns_score().to_string()}>
                { props.pt.result_title }{ ": " }
                <strong>{ bridge_words::result(lang, b.contract(), tricks, b.ns_score()) }</strong>
            </p>
        }
    });
    let result_score = played.map(|b| b.ns_score());

    let solved = match &state {
        Run::Done(result) => {
            let dd = result.table;
            let par_text = match &result.par {
                Some(p) => bridge_words::par(lang, p),
                None => t.par_none.to_string(),
            };
            let par_score = result.par.as_ref().map_or(0, |p| p.score);
            let outcome = table.dd_result(&dd).map(|r| {
                html! {
                    <p class="bridge-dd-result" data-dd-result="">
                        { t.dd_contract }{ " " }<strong>{ bridge_words::tricks(lang, r.tricks) }</strong>
                        { ": " }<strong>{ bridge_words::signed(r.ns_score) }</strong>{ " " }{ t.score_ns }
                        { format!(" ({} {})", bridge_words::signed(r.ns_score - par_score), t.against_par) }
                    </p>
                }
            });
            let against_par = result_score.map(|score| {
                html! {
                    <p class="bridge-against-par" data-result-against-par={(score - par_score).to_string()}>
                        { props.pt.result_title }{ ": " }{ format!("{} {}", bridge_words::signed(score - par_score), t.against_par) }
                    </p>
                }
            });
            html! {
                <>
                    <DdTableView table={dd} state="done" caption={t.dd_caption} class="bridge-dd"
                                 strains={Strain::ALL.map(|s| t.strain(s))} seats={Seat::ALL.map(|s| t.seat(s))}
                                 playing={props.contract.map(|c| (c.strain(), c.declarer()))} />
                    <p class="dd-par" data-par="">{ t.par }{ ": " }{ par_text }</p>
                    { outcome.unwrap_or_default() }
                    { against_par.unwrap_or_default() }
                </>
            }
        }
        Run::Idle => html! {
            <p class="status" role="status">
                <RetryButton words={t.job} what="table" retry={solve.clone()} />
            </p>
        },
        _ => job.status(
            &state,
            StatusView::solving(t.job, "table").or_retry(solve.clone()),
        ),
    };

    let on_next = props.on_next.reform(|_: MouseEvent| ());
    html! {
        <section class="bridge-review" aria-labelledby="bridge-review-title" data-review="">
            <h2 id="bridge-review-title" tabindex="-1">{ t.over_title }</h2>
            { headline }
            { result.unwrap_or_default() }
            <h3>{ t.dd_title }</h3>
            { solved }
            <div class="actions">
                <a class="button" href={dom::href(&analysis_route(table, props.contract))} data-action="analyse">{ t.analyse }</a>
                <button onclick={on_next} data-action="next-board">{ t.next_board }</button>
            </div>
        </section>
    }
}
