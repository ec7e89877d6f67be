//! The end of a game: the killer card, every hand revealed (the table's face-down cards are
//! revealed in place), and how each computer player reasoned: the number of cards that could
//! be the killer at each of its turns, when it knew, and why every other card was ruled out.

use yew::prelude::*;

use super::seats::face;
use super::text::{card, KillerText};
use crate::killer::deduce::Reason;
use crate::killer::player::Level;
use crate::killer::trace::Trace;
use crate::killer::{Card, Game};

#[derive(Properties, PartialEq)]
pub struct EndProps {
    pub text: &'static KillerText,
    pub game: Game,
    pub levels: Vec<Level>,
    /// The traces that have arrived, by seat.
    pub traces: Vec<(usize, Result<Trace, String>)>,
    /// Whether `traces` belong to this game (else they are still being worked out).
    pub fresh: bool,
}

#[function_component]
pub fn EndView(props: &EndProps) -> Html {
    let t = props.text;
    let game = &props.game;
    let players = game.config().players();
    let hands = (0..players).map(|seat| {
        let hand = game.hand(seat);
        html! {
            <li data-revealed-hand={seat.to_string()}>
                <strong>{ format!("{}: ", t.seat(seat)) }</strong>
                { if hand.is_empty() { html! { "—" } } else { html! { <>{ for hand.iter().map(|c| face(*c)) }</> } } }
            </li>
        }
    });
    let trace_html = |seat: usize| {
        let level = props.levels.get(seat - 1).copied().unwrap_or(Level::Novice);
        let head = format!("{} ({})", t.seat(seat), t.level(level));
        let found = props
            .traces
            .iter()
            .find(|(s, _)| *s == seat && props.fresh)
            .map(|(_, r)| r);
        let body = match found {
            None => html! { <p class="killer-muted">{ t.trace_working }</p> },
            Some(Err(e)) => {
                html! { <p class="killer-error">{ format!("{} {e}", t.worker_failed) }</p> }
            }
            Some(Ok(trace)) => trace_body(t, trace),
        };
        html! {
            <li class="killer-trace" data-trace={seat.to_string()} data-ready={found.is_some().to_string()}>
                <h3>{ head }</h3>
                { body }
            </li>
        }
    };
    html! {
        <section class="killer-end" aria-labelledby="killer-end-title" data-end="">
            <h2 id="killer-end-title">{ t.end_title }</h2>
            <p class="killer-killer" data-killer-card={format!("{}-{}", game.killer().kind, game.killer().number)}>
                { format!("{} ", t.killer_was) }{ face(game.killer()) }
            </p>
            <h3>{ t.hands_at_end }</h3>
            <ul class="killer-hands">{ for hands }</ul>
            <h3>{ t.traces_title }</h3>
            <ul class="killer-traces">{ for (1..players).map(trace_html) }</ul>
        </section>
    }
}

fn trace_body(t: &KillerText, trace: &Trace) -> Html {
    let counts: Vec<String> = trace
        .steps
        .iter()
        .map(|s| s.candidates.len().to_string())
        .collect();
    let knew = match trace.knew {
        Some(i) => {
            let step = &trace.steps[i];
            t.knew_at(step.turn, i + 1, step.candidates[0])
        }
        None => t.left_at_end(trace.at_end.len()),
    };
    // The reasons grouped: each kind of observation with the cards it ruled out.
    let mut groups: Vec<(String, Vec<Card>)> = Vec::new();
    for &(c, reason) in &trace.ruled_out {
        let key = t.reason(group_of(reason), false);
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, cards)) => cards.push(c),
            None => groups.push((key, vec![c])),
        }
    }
    html! {
        <>
            <p data-knew={trace.knew.is_some().to_string()}>{ knew }</p>
            <p><span class="killer-muted">{ format!("{}: ", t.trace_candidates) }</span>
               <span data-counts="">{ counts.join(" → ") }</span></p>
            <details>
                <summary>{ t.trace_by_reason }</summary>
                <ul>
                    { for groups.into_iter().map(|(why, cards)| html! {
                        <li>{ format!("{why} ({}): ", cards.len()) }
                            { cards.iter().map(|c| card(*c)).collect::<Vec<_>>().join(" ") }</li>
                    }) }
                </ul>
            </details>
        </>
    }
}

/// Reasons that differ only by the event they happened in are one group.
fn group_of(reason: Reason) -> Reason {
    match reason {
        Reason::Received { from, .. } => Reason::Received {
            from,
            observation: 0,
        },
        Reason::ShownBy { player, .. } => Reason::ShownBy {
            player,
            observation: 0,
        },
        Reason::PlacedByMe { .. } => Reason::PlacedByMe { observation: 0 },
        Reason::LookedAt { .. } => Reason::LookedAt { observation: 0 },
        Reason::WrongGuess { player, .. } => Reason::WrongGuess {
            player,
            observation: 0,
        },
        r => r,
    }
}
