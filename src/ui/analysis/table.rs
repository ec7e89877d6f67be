//! The double-dummy table of the deal (5 strains × 4 declarers) and par, computed in the worker
//! whenever the deal changes.

use yew::prelude::*;

use super::text::{AnalysisText, VULS};
use crate::bridge::par::par;
use crate::bridge::{Deal, Seat, Strain, Vulnerability};
use crate::jobs::analysis::TableResult;
use crate::jobs::{Job, Outcome};
use crate::shell::bridge_words;
use crate::ui::dd_table::{Choose, DdTableView};
use crate::ui::run::{use_run, Run, StatusView};

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub text: &'static AnalysisText,
    pub deal: Deal,
    pub trump: Strain,
    pub leader: Seat,
    /// A cell was chosen: play that strain with the declarer's left-hand opponent on lead.
    pub on_cell: Callback<(Strain, Seat)>,
}

fn pick(outcome: Outcome) -> Option<TableResult> {
    match outcome {
        Outcome::DdTable(result) => Some(result),
        _ => None,
    }
}

#[function_component]
pub fn TablePanel(props: &TableProps) -> Html {
    let t = props.text;
    let job = use_run(pick);
    // Par depends on who is vulnerable and who deals, not on the play: it is worked out here
    // from the table, so changing them costs no new solve.
    let vul = use_state(|| Vulnerability::None);
    let dealer = use_state(|| Seat::North);
    let key = props.deal.pbn();

    let solve = {
        let job = job.clone();
        let key = key.clone();
        Callback::from(move |_: ()| {
            let request = Job::DdTable {
                deal: key.clone(),
                vulnerability: Vulnerability::None,
                dealer: Seat::North,
            };
            job.start(key.clone(), request, |_| {});
        })
    };
    {
        let solve = solve.clone();
        use_effect_with(key.clone(), move |_| solve.emit(()));
    }

    let state = job.state_for(&key);
    let table = match &state {
        Run::Done(result) => Some(result.table),
        _ => None,
    };
    let table_state = match &state {
        Run::Done(_) => "done",
        Run::Running { .. } => "running",
        _ => "other",
    };
    // The table names declarers; the page's callback wants the opening leader, on their left.
    let playing = Some((props.trump, props.leader.after(3)));
    let choose = Choose {
        on_cell: props
            .on_cell
            .reform(|(strain, declarer): (Strain, Seat)| (strain, declarer.next())),
        declarer: t.declarer,
        label: t.table_cell,
    };

    let status = job.status(
        &state,
        StatusView::solving(t.job, "table").or_retry(solve.clone()),
    );

    let full = props.deal.hand(Seat::North).len() == 13;
    let par_line = match table {
        Some(table) if full => {
            let p = par(&table, *vul, *dealer);
            let codes: Vec<String> = p.contracts.iter().map(|c| c.to_string()).collect();
            // In words, then in the solvers' notation (`2S-EW`) that other programs print.
            let shown = if codes.is_empty() {
                t.par_none.to_string()
            } else {
                format!("{} · {}", bridge_words::par(t.lang, &p), codes.join(", "))
            };
            html! { <p class="dd-par" data-par="">{ t.par }{ t.colon }{ shown }</p> }
        }
        Some(_) => html! { <p class="dd-par hint">{ t.par_ending }</p> },
        None => html! {},
    };
    let on_vul = {
        let vul = vul.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(v) = select
                .value()
                .parse::<usize>()
                .ok()
                .and_then(|i| VULS.get(i))
            {
                vul.set(*v);
            }
        }
    };
    let on_dealer = {
        let dealer = dealer.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(s) = select.value().chars().next().and_then(Seat::from_char) {
                dealer.set(s);
            }
        }
    };

    html! {
        <section class="dd-table-panel" aria-labelledby="dd-table-title">
            <h2 id="dd-table-title">{ t.table_title }</h2>
            <DdTableView {table} state={table_state} caption={t.table_caption}
                         strains={Strain::ALL.map(|s| t.strain(s))} seats={Seat::ALL.map(|s| t.seat(s))}
                         corner={t.declarer} {playing} {choose} />
            { status }
            { par_line }
            if full {
            <div class="dd-par-setup">
                <label>
                    { t.vulnerability }
                    <select onchange={on_vul} data-choose="vulnerability">
                        { for VULS.iter().enumerate().map(|(i, v)| html! {
                            <option value={i.to_string()} selected={*v == *vul}>{ t.vul(*v) }</option>
                        }) }
                    </select>
                </label>
                <label>
                    { t.dealer }
                    <select onchange={on_dealer} data-choose="dealer">
                        { for Seat::ALL.into_iter().map(|s| html! {
                            <option value={s.letter().to_string()} selected={s == *dealer}>{ t.seat(s) }</option>
                        }) }
                    </select>
                </label>
            </div>
            }
        </section>
    }
}
