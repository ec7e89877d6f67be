//! What the auction so far says about each hand: an HCP range and a length range for each
//! suit, per seat, as the system's rules read the calls (`bidding::infer`).

use yew::prelude::*;

use super::text::BridgeText;
use crate::bridge::bidding::SeatInference;
use crate::bridge::limits::Range;
use crate::bridge::{Seat, Suit};
use crate::ui::cards::suit_symbol;

#[derive(Properties, PartialEq)]
pub struct LimitsProps {
    pub text: &'static BridgeText,
    /// North, East, South, West.
    pub seats: [SeatInference; 4],
    pub human: Seat,
}

/// A range, with the open ends that say nothing shown as such (`12+`, `≤4`, `–`).
fn range_text(r: Range, top: u8) -> String {
    match (r.min, r.max) {
        (0, max) if max >= top => "–".into(),
        (min, max) if max >= top => format!("{min}+"),
        (0, max) => format!("≤{max}"),
        _ => r.to_string(),
    }
}

#[function_component]
pub fn LimitsPanel(props: &LimitsProps) -> Html {
    let t = props.text;
    let rows = Seat::ALL.into_iter().map(|seat| {
        let inf = &props.seats[seat.index()];
        html! {
            <tr data-limits-seat={seat.letter().to_string()}
                class={classes!((seat == props.human).then_some("mine"))}>
                <th scope="row">
                    { t.seat(seat) }
                    if inf.contradictory {
                        <span class="bridge-warning" title={t.contradictory} aria-label={t.contradictory}>{ " ⚠" }</span>
                    }
                </th>
                <td class="num" data-limits-hcp="">{ range_text(inf.limits.hcp, 37) }</td>
                { for inf.limits.lengths.iter().map(|r| html! { <td class="num">{ range_text(*r, 13) }</td> }) }
            </tr>
        }
    });
    html! {
        <section class="bridge-panel bridge-limits" aria-labelledby="bridge-limits-title">
            <h2 id="bridge-limits-title">{ t.limits_title }</h2>
            <p class="hint">{ t.limits_hint }</p>
            <div class="table-scroll" tabindex="0" role="group" aria-labelledby="bridge-limits-title">
                <table class="bridge-limits-table" data-limits="">
                    <thead>
                        <tr>
                            <th scope="col"><span class="visually-hidden">{ t.seat }</span></th>
                            <th scope="col">{ t.hcp }</th>
                            { for Suit::ALL.into_iter().map(|s| {
                                let (symbol, red) = suit_symbol(s);
                                html! { <th scope="col" class={classes!("dd-pip", red.then_some("red"))}
                                            title={t.strains[s.index()]}>{ symbol }</th> }
                            }) }
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
        </section>
    }
}
