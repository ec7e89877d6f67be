//! The human's notebook: the 28 cards, each with every place the human's own observations
//! allow (from the worker's SAT solver), the cards that can still be the killer in gold, and
//! why each other card cannot be: on hover, and in words below the grid for the card tapped,
//! clicked or focused (a tooltip alone never shows on a phone).

use yew::prelude::*;

use super::text::{card, KillerText};
use crate::killer::{Notebook, Place};

#[derive(Properties, PartialEq)]
pub struct NotebookProps {
    pub text: &'static KillerText,
    /// The notebook for the game as it is now; `None` while the worker works it out.
    pub answer: Option<Result<Notebook, String>>,
    pub players: usize,
}

#[function_component]
pub fn NotebookView(props: &NotebookProps) -> Html {
    let t = props.text;
    // The card whose places and reason are spelled out below the grid.
    let selected = use_state(|| None::<crate::killer::Card>);
    let place = |p: Place| match p {
        Place::Hand { player } => t.seat_short(player),
        Place::Table => t.place_table.to_string(),
        Place::Killer => t.place_killer.to_string(),
    };
    let body = match &props.answer {
        None => {
            html! { <p class="killer-muted" data-notebook-working="">{ t.notebook_working }</p> }
        }
        Some(Err(e)) => {
            html! { <p class="killer-error" role="alert">{ format!("{} {e}", t.worker_failed) }</p> }
        }
        Some(Ok(book)) => {
            let detail = (*selected)
                .and_then(|c| book.cards.iter().find(|n| n.card == c))
                .map(|note| {
                    let places: Vec<String> = note.places.iter().map(|p| place(*p)).collect();
                    let why = match note.not_killer {
                        Some(r) => format!("{}: {}", t.not_killer, t.reason(r, true)),
                        None if note.places.contains(&Place::Killer) => t.can_be_killer.to_string(),
                        None => t.not_killer.to_string(),
                    };
                    html! {
                        <p class="killer-note-detail" data-note-detail={format!("{}-{}", note.card.kind, note.card.number)}>
                            <strong>{ card(note.card) }</strong>{ " · " }{ places.join(" / ") }{ " · " }{ why }
                        </p>
                    }
                });
            html! {
                <>
                    <p data-candidates={book.killers.len().to_string()}>
                        { format!("{}: ", t.can_be_killer) }
                        { book.killers.iter().map(|c| card(*c)).collect::<Vec<_>>().join(" ") }
                    </p>
                    <ul class="killer-notes" data-notebook-ready="">
                        { for book.cards.iter().map(|note| {
                            let can = note.places.contains(&Place::Killer);
                            let title = note.not_killer.map(|r| t.reason(r, true));
                            let places: Vec<String> = note.places.iter().map(|p| place(*p)).collect();
                            let choose = {
                                let selected = selected.clone();
                                let c = note.card;
                                move |_: FocusEvent| selected.set(Some(c))
                            };
                            let click = {
                                let selected = selected.clone();
                                let c = note.card;
                                move |_: MouseEvent| selected.set(Some(c))
                            };
                            html! {
                                <li class={classes!("killer-note-card", format!("t{}", note.card.kind), can.then_some("candidate"),
                                                    (*selected == Some(note.card)).then_some("selected"))}
                                    data-note={format!("{}-{}", note.card.kind, note.card.number)}
                                    data-can-be-killer={can.to_string()} title={title}>
                                    <button class="killer-note-button" onclick={click} onfocus={choose}>
                                        <strong>{ card(note.card) }</strong>
                                        <small>{ places.join(" / ") }</small>
                                    </button>
                                </li>
                            }
                        }) }
                    </ul>
                    { detail.unwrap_or_else(|| html! { <p class="killer-muted killer-note-detail">{ t.note_hint }</p> }) }
                </>
            }
        }
    };

    html! {
        <section class="killer-notebook" aria-labelledby="killer-notebook-title" data-players={props.players.to_string()}>
            <h2 id="killer-notebook-title">{ t.notebook_title }</h2>
            <p class="killer-muted">{ t.notebook_intro }</p>
            { body }
        </section>
    }
}
