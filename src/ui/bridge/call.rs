//! A call as people read it: a level and a coloured suit symbol, NT, or the word for pass,
//! double and redouble.

use yew::prelude::*;

use super::text::BridgeText;
use crate::bridge::bidding::Call;
use crate::ui::cards::suit_symbol;

/// The call's short form (`1♥`, `3NT`, `Pass`, `X`, `XX`), with the suit in its colour.
pub fn call_html(t: &BridgeText, call: Call) -> Html {
    match call {
        Call::Pass => html! { <span class="bridge-pass">{ t.pass }</span> },
        Call::Double => html! { <span class="bridge-x" title={t.double}>{ "X" }</span> },
        Call::Redouble => html! { <span class="bridge-x" title={t.redouble}>{ "XX" }</span> },
        Call::Bid { level, strain } => match strain.trump() {
            Some(suit) => {
                let (symbol, red) = suit_symbol(suit);
                html! {
                    <span>{ level }<span class={classes!("dd-pip", red.then_some("red"))}>{ symbol }</span></span>
                }
            }
            None => html! { <span>{ level }{ "NT" }</span> },
        },
    }
}

/// The call in plain text, for titles and labels (`1♥`, `3NT`, `Pass`, `XX (Redouble)`). It
/// starts with what the call's button shows, so that the accessible name contains the visible
/// label and a spoken "XX" finds the button.
pub fn call_text(t: &BridgeText, call: Call) -> String {
    match call {
        Call::Pass => t.pass.to_string(),
        Call::Double => format!("X ({})", t.double),
        Call::Redouble => format!("XX ({})", t.redouble),
        Call::Bid { level, strain } => match strain.trump() {
            Some(suit) => format!("{level}{}", suit_symbol(suit).0),
            None => format!("{level}NT"),
        },
    }
}

/// The call with what it shows, for a button's name: `1NT: 15-17 HCP, balanced`. A meaning
/// that starts with the call's own word (`Pass: no overcall fits`) does not repeat it.
pub fn call_label(t: &BridgeText, call: Call, meaning: &str) -> String {
    let name = call_text(t, call);
    let rest = [t.pass, "Pass"]
        .iter()
        .filter(|_| call == Call::Pass)
        .find_map(|word| {
            meaning
                .strip_prefix(word)
                .and_then(|m| m.strip_prefix(':').or_else(|| m.strip_prefix(':')))
        })
        .map(str::trim_start);
    match rest {
        Some(rest) => format!("{name}: {rest}"),
        None => format!("{name}: {meaning}"),
    }
}
