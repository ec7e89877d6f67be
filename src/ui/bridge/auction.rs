//! The auction as bridge diagrams print it: columns West, North, East, South, the first call
//! under the dealer. Every call carries its meaning and what it showed as a title (hover) and
//! opens them in the detail area when tapped, clicked or focused, the human's own calls and the
//! passes included; a call of the human's that the system does not give their hand also says
//! what partner will now believe.

use yew::prelude::*;

use super::call::{call_html, call_label};
use super::text::BridgeText;
use crate::bridge::bidding::{Call, Explanation, Words};
use crate::bridge::Seat;
use crate::shell::i18n::Lang;

/// The diagram's column order.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

#[derive(Properties, PartialEq)]
pub struct AuctionProps {
    pub text: &'static BridgeText,
    pub lang: Lang,
    pub dealer: Seat,
    pub human: Seat,
    /// The calls with their meanings, in order.
    pub calls: Vec<(Call, Explanation)>,
    /// The seat to call next (None once the auction is over).
    pub turn: Option<Seat>,
    pub selected: Option<usize>,
    pub on_select: Callback<usize>,
}

/// The meaning in the page's language.
pub fn meaning(lang: Lang, e: &Explanation) -> &str {
    match lang {
        Lang::En => &e.en,
        Lang::Zh => &e.zh,
    }
}

/// A text of the engine in the page's language.
fn words(lang: Lang, w: &Words) -> &str {
    match lang {
        Lang::En => &w.en,
        Lang::Zh => &w.zh,
    }
}

#[function_component]
pub fn AuctionView(props: &AuctionProps) -> Html {
    let t = props.text;
    let column = |seat: Seat| COLUMNS.iter().position(|s| *s == seat).unwrap_or(0);
    let lead = column(props.dealer);
    let seat_of = |i: usize| props.dealer.after(i);

    // Cells: blanks before the dealer, the calls, then a marker for the seat to call.
    let mut cells: Vec<Html> = (0..lead).map(|_| html! { <td></td> }).collect();
    for (i, (call, e)) in props.calls.iter().enumerate() {
        let seat = seat_of(i);
        let mine = seat == props.human;
        let title = {
            let mut s = format!(
                "{} {}",
                t.seat(seat),
                call_label(t, *call, meaning(props.lang, e))
            );
            if let Some(w) = &e.shows {
                s.push_str(&format!(" — {} {}", t.showed, words(props.lang, w)));
            }
            if let Some(w) = &e.warning {
                s.push_str(&format!(" ⚠ {} {w}", t.warning));
            }
            s
        };
        let select = {
            let on_select = props.on_select.clone();
            move |_| on_select.emit(i)
        };
        let focus = {
            let on_select = props.on_select.clone();
            move |_| on_select.emit(i)
        };
        let selected = props.selected == Some(i);
        cells.push(html! {
            <td>
                <button class={classes!("bridge-call", mine.then_some("mine"), e.fallback.then_some("fallback"),
                                        e.warning.is_some().then_some("warned"), selected.then_some("selected"))}
                        title={title.clone()} aria-label={title} aria-pressed={selected.to_string()}
                        onclick={select} onfocus={focus}
                        data-call-index={i.to_string()} data-call={call.to_string()}>
                    { call_html(t, *call) }
                    if e.warning.is_some() { <span class="bridge-warn-mark" aria-hidden="true">{ "⚠" }</span> }
                    if e.fallback { <span class="bridge-fallback-mark" aria-hidden="true">{ "*" }</span> }
                </button>
            </td>
        });
    }
    if let Some(turn) = props.turn {
        let text = if turn == props.human {
            t.your_turn
        } else {
            "…"
        };
        cells.push(html! { <td class="bridge-next">{ text }</td> });
    }
    let rows: Vec<Html> = cells
        .chunks(4)
        .map(|row| html! { <tr>{ for row.iter().cloned() }</tr> })
        .collect();

    let detail = match props
        .selected
        .and_then(|i| props.calls.get(i).map(|c| (i, c)))
    {
        None => html! { <p class="bridge-detail-empty">{ t.detail_none }</p> },
        Some((i, (call, e))) => {
            let seat = seat_of(i);
            html! {
                <>
                    <p>
                        <strong>{ t.seat(seat) }{ " " }{ call_html(t, *call) }</strong>
                        if seat == props.human { { " — " }{ t.system_says }{ ":" } }
                    </p>
                    <p class="bridge-meaning" data-meaning="">{ meaning(props.lang, e) }</p>
                    if e.fallback { <p class="bridge-fallback">{ "* " }{ t.fallback }</p> }
                    if let Some(w) = &e.shows {
                        <p class="bridge-shows" data-shows=""><strong>{ t.showed }</strong>{ " " }{ words(props.lang, w) }</p>
                    }
                    if let Some(w) = &e.warning {
                        <p class="bridge-warning" role="alert" data-warning="">{ "⚠ " }{ t.warning }{ " " }{ w.clone() }</p>
                    }
                    if let Some(w) = &e.partner_reads {
                        <p class="bridge-partner-reads" data-partner-reads=""><strong>{ t.partner_reads }</strong>{ " " }{ words(props.lang, w) }</p>
                    }
                    if !e.rule_lines.is_empty() {
                        <p class="bridge-rule-lines">{ t.rule_line }{ " " }{
                            e.rule_lines.iter().map(|l| l.to_string()).collect::<Vec<_>>().join(", ")
                        }{
                            e.rule_system.map(|b| format!(" ({}.toml)", b.slug())).unwrap_or_default()
                        }</p>
                    }
                </>
            }
        }
    };

    html! {
        <section class="bridge-auction" aria-labelledby="bridge-auction-title">
            <h2 id="bridge-auction-title">{ t.auction_title }</h2>
            <p class="hint">{ t.auction_hint }</p>
            <table class="bridge-auction-grid" data-auction="">
                <thead>
                    <tr>{ for COLUMNS.into_iter().map(|s| html! {
                        <th scope="col" class={classes!((s == props.dealer).then_some("dealer"))}>
                            { t.seat(s) }
                        </th>
                    }) }</tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
            <div class="bridge-detail" aria-live="polite" data-detail="">{ detail }</div>
        </section>
    }
}
