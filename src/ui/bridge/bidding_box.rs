//! The bidding box: every bid, pass, double and redouble, with only the calls that are legal
//! now enabled. Each enabled call says what it would show (its title), so the human can look
//! before they choose. Plain buttons, so a keyboard reaches and presses every call.

use yew::prelude::*;

use super::call::{call_html, call_text};
use super::text::BridgeText;
use crate::bridge::bidding::Call;

/// One call of the box: legal now or not, and what it would mean.
#[derive(Clone, Debug, PartialEq)]
pub struct BoxCall {
    pub call: Call,
    /// None: not legal now.
    pub meaning: Option<String>,
}

#[derive(Properties, PartialEq)]
pub struct BoxProps {
    pub text: &'static BridgeText,
    /// The 35 bids lowest first, then pass, double and redouble.
    pub calls: Vec<BoxCall>,
    pub on_call: Callback<Call>,
    pub can_undo: bool,
    pub on_undo: Callback<()>,
}

#[function_component]
pub fn BiddingBox(props: &BoxProps) -> Html {
    let t = props.text;
    let button = |b: &BoxCall| {
        let call = b.call;
        let onclick = {
            let on_call = props.on_call.clone();
            move |_| on_call.emit(call)
        };
        let label = match &b.meaning {
            Some(m) => format!("{}: {m}", call_text(t, call)),
            None => call_text(t, call),
        };
        let kind = match call {
            Call::Pass => "pass",
            Call::Double | Call::Redouble => "double",
            Call::Bid { .. } => "bid",
        };
        html! {
            <button class={classes!("bridge-box-call", kind)} disabled={b.meaning.is_none()}
                    title={label.clone()} aria-label={label} onclick={onclick}
                    data-box-call={call.to_string()}>
                { call_html(t, call) }
            </button>
        }
    };
    let (bids, others): (Vec<&BoxCall>, Vec<&BoxCall>) = props
        .calls
        .iter()
        .partition(|b| matches!(b.call, Call::Bid { .. }));
    // One row per level, clubs to no-trump as the box is laid out at the table.
    let rows = (1..=7u8).map(|level| {
        let row = bids
            .iter()
            .filter(|b| matches!(b.call, Call::Bid { level: l, .. } if l == level));
        html! { <div class="bridge-box-row">{ for row.map(|b| button(b)) }</div> }
    });
    let on_undo = props.on_undo.reform(|_: MouseEvent| ());
    html! {
        <section class="bridge-box" aria-labelledby="bridge-box-title">
            <h2 id="bridge-box-title">{ t.box_title }</h2>
            <div class="bridge-box-row others">{ for others.iter().map(|b| button(b)) }</div>
            <div class="bridge-box-bids">{ for rows }</div>
            <button class="secondary" disabled={!props.can_undo} onclick={on_undo} data-action="undo">
                { t.undo }
            </button>
        </section>
    }
}
