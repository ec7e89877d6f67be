//! The bidding box, laid out as online tables lay it out: a row of levels 1 to 7, then the
//! five strains of the chosen level, then pass, double and redouble. Only the calls legal now
//! are enabled, and each says what it would show (its title and name), so the human can look
//! before they choose. The lowest level with a legal bid is chosen to start with.
//!
//! Plain buttons, one of them in the tab order: the arrow keys move among the others
//! ([`super::roving`]), Enter or Space presses one. Choosing a level moves focus to its
//! strains.

use yew::prelude::*;

use super::call::{call_html, call_label, call_text};
use super::roving;
use super::text::BridgeText;
use crate::bridge::bidding::Call;
use crate::bridge::Strain;

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

/// Strains in bidding order, as the box shows them.
const STRAINS: [Strain; 5] = [
    Strain::Clubs,
    Strain::Diamonds,
    Strain::Hearts,
    Strain::Spades,
    Strain::NoTrump,
];

fn level_of(call: Call) -> Option<u8> {
    match call {
        Call::Bid { level, .. } => Some(level),
        _ => None,
    }
}

#[function_component]
pub fn BiddingBox(props: &BoxProps) -> Html {
    let t = props.text;
    let legal = |call: Call| {
        props
            .calls
            .iter()
            .find(|b| b.call == call)
            .and_then(|b| b.meaning.as_ref())
    };
    let lowest = props
        .calls
        .iter()
        .filter(|b| b.meaning.is_some())
        .find_map(|b| level_of(b.call));
    // The level chosen (kept only while it has a legal bid), and the button in the tab order.
    let chosen = use_state(|| None::<u8>);
    let level = (*chosen)
        .filter(|l| lowest.is_some_and(|low| *l >= low))
        .or(lowest);
    let current = use_state(|| None::<String>);
    // Choosing a level moves focus to its strains, once they are drawn.
    let to_strains = use_mut_ref(|| false);
    {
        let to_strains = to_strains.clone();
        use_effect(move || {
            if std::mem::replace(&mut *to_strains.borrow_mut(), false) {
                roving::focus_first(".bridge-box-strains button:not([disabled])");
            }
        });
    }
    let enabled_keys: Vec<String> = (1..=7u8)
        .filter(|l| lowest.is_some_and(|low| *l >= low))
        .map(|l| format!("level{l}"))
        .chain(
            STRAINS
                .iter()
                .filter_map(|&s| level.and_then(|l| Call::bid(l, s)))
                .chain([Call::Pass, Call::Double, Call::Redouble])
                .filter(|&c| legal(c).is_some())
                .map(|c| c.to_string()),
        )
        .collect();
    // The button in the tab order: the last one focused, while it is enabled; else pass.
    let tab_stop = (*current)
        .clone()
        .filter(|k| enabled_keys.contains(k))
        .unwrap_or_else(|| "P".to_string());
    let tabindex = |key: &str| if key == tab_stop { "0" } else { "-1" };
    let on_focus = |key: String| {
        let current = current.clone();
        move |_: FocusEvent| current.set(Some(key.clone()))
    };

    let call_button = |call: Call, row: &'static str| {
        let meaning = legal(call);
        let key = call.to_string();
        let onclick = {
            let on_call = props.on_call.clone();
            move |_| on_call.emit(call)
        };
        let label = match meaning {
            Some(m) => call_label(t, call, m),
            None => call_text(t, call),
        };
        let kind = match call {
            Call::Pass => "pass",
            Call::Double | Call::Redouble => "double",
            Call::Bid { .. } => "bid",
        };
        html! {
            <button class={classes!("bridge-box-call", kind)} disabled={meaning.is_none()}
                    title={label.clone()} aria-label={label} onclick={onclick}
                    onfocus={on_focus(key.clone())} tabindex={tabindex(&key)}
                    data-row={row} data-box-call={key.clone()}>
                { call_html(t, call) }
            </button>
        }
    };
    let levels = (1..=7u8).map(|l| {
        let key = format!("level{l}");
        let enabled = lowest.is_some_and(|low| l >= low);
        let onclick = {
            let chosen = chosen.clone();
            let to_strains = to_strains.clone();
            move |_| {
                *to_strains.borrow_mut() = true;
                chosen.set(Some(l));
            }
        };
        html! {
            <button class="bridge-box-level" disabled={!enabled} aria-pressed={(level == Some(l)).to_string()}
                    aria-label={format!("{} {l}", t.level)} title={format!("{} {l}", t.level)}
                    onclick={onclick} onfocus={on_focus(key.clone())} tabindex={tabindex(&key)}
                    data-row="levels" data-box-level={l.to_string()}>
                { l }
            </button>
        }
    });
    let strains = STRAINS
        .iter()
        .map(|&s| match level.and_then(|l| Call::bid(l, s)) {
            Some(call) => call_button(call, "strains"),
            None => html! {},
        });
    let others = [Call::Pass, Call::Double, Call::Redouble]
        .into_iter()
        .map(|c| call_button(c, "others"));
    let on_undo = props.on_undo.reform(|_: MouseEvent| ());
    html! {
        <section class="bridge-box" aria-labelledby="bridge-box-title" data-bidding-box="">
            <h2 id="bridge-box-title">{ t.box_title }</h2>
            <div class="bridge-box-grid" role="group" aria-labelledby="bridge-box-title"
                 onkeydown={|e: KeyboardEvent| roving::on_keydown(e)}>
                <div class="bridge-box-row bridge-box-levels">{ for levels }</div>
                <div class="bridge-box-row bridge-box-strains">{ for strains }</div>
                <div class="bridge-box-row others">{ for others }</div>
            </div>
            <button class="secondary" disabled={!props.can_undo} onclick={on_undo} data-action="undo">
                { t.undo }
            </button>
        </section>
    }
}

/// Focuses the bidding box's button in the tab order; false when there is no box.
pub fn focus_box() -> bool {
    roving::focus_first(".bridge-box-grid button[tabindex=\"0\"]")
}
