//! The deal editor: paste a PBN deal or a problem file, deal at random, or click cards into
//! the hands on a grid of all 52.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use yew::prelude::*;

use super::text::AnalysisText;
use super::{rank_text, suit_symbol};
use crate::bridge::input::{check_sizes, random_deal, read_setup, Setup};
use crate::bridge::{Card, Deal, Hand, Seat, Suit};
use crate::ui::dom;

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub text: &'static AnalysisText,
    /// The deal on the board; the grid starts from it.
    pub deal: Deal,
    pub error: Option<String>,
    pub on_setup: Callback<Setup>,
    pub on_error: Callback<Option<String>>,
}

/// A deal of the unconstrained dealer. Limits on points and suit lengths per seat are the
/// constrained dealer's work; its form will sit beside the random-deal button and call it here.
fn deal_at_random() -> Deal {
    random_deal(&mut ChaCha8Rng::seed_from_u64(dom::random_seed()))
}

fn setup_of(deal: Deal) -> Setup {
    Setup {
        deal,
        trump: None,
        leader: None,
        played: Vec::new(),
        ns_need: None,
    }
}

#[function_component]
pub fn Editor(props: &EditorProps) -> Html {
    let t = props.text;
    let paste = use_state(String::new);
    let draft = use_state(|| props.deal.hands());
    let seat = use_state(|| Seat::North);
    {
        let draft = draft.clone();
        use_effect_with(props.deal, move |deal| draft.set(deal.hands()));
    }

    let on_input = {
        let paste = paste.clone();
        move |e: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            paste.set(area.value());
        }
    };
    let on_load = {
        let paste = paste.clone();
        let on_setup = props.on_setup.clone();
        let on_error = props.on_error.clone();
        move |e: SubmitEvent| {
            e.prevent_default();
            match read_setup(&paste) {
                Ok(setup) => on_setup.emit(setup),
                Err(err) => on_error.emit(Some(err.to_string())),
            }
        }
    };
    let on_random = {
        let on_setup = props.on_setup.clone();
        move |_| on_setup.emit(setup_of(deal_at_random()))
    };
    let on_clear = {
        let draft = draft.clone();
        move |_| draft.set([Hand::EMPTY; 4])
    };
    let on_analyse = {
        let draft = draft.clone();
        let on_setup = props.on_setup.clone();
        let on_error = props.on_error.clone();
        move |_| {
            let deal = Deal::new(*draft).expect("the grid gives each card one owner");
            match check_sizes(&deal) {
                Ok(()) => on_setup.emit(setup_of(deal)),
                Err(e) => on_error.emit(Some(e.to_string())),
            }
        }
    };

    let seat_buttons = Seat::ALL.into_iter().map(|s| {
        let chosen = s == *seat;
        let pick = {
            let seat = seat.clone();
            move |_| seat.set(s)
        };
        html! {
            <button type="button" class={classes!("dd-seat", chosen.then_some("chosen"))}
                    aria-pressed={chosen.to_string()} onclick={pick} data-seat={s.letter().to_string()}>
                { t.seat(s) }{" "}<small>{ format!("{} {}", draft[s.index()].len(), t.cards_word) }</small>
            </button>
        }
    });
    let grid_rows = Suit::ALL.into_iter().map(|suit| {
        let (symbol, red) = suit_symbol(suit);
        let cells = (2..=14u8).rev().map(|rank| {
            let card = Card { suit, rank };
            let owner = Seat::ALL
                .into_iter()
                .find(|s| draft[s.index()].contains(card));
            let mine = owner == Some(*seat);
            let toggle = {
                let draft = draft.clone();
                let seat = *seat;
                move |_| {
                    let mut hands = *draft;
                    for h in &mut hands {
                        h.remove(card);
                    }
                    if !mine {
                        hands[seat.index()].insert(card);
                    }
                    draft.set(hands);
                }
            };
            let label = format!(
                "{symbol}{}: {}",
                rank_text(rank),
                owner.map_or("–", |s| t.seat(s))
            );
            html! {
                <button type="button" class={classes!("dd-grid-card", mine.then_some("mine"), owner.is_some().then_some("taken"))}
                        onclick={toggle} aria-pressed={mine.to_string()} aria-label={label}
                        data-grid-card={card.to_string()}
                        data-owner={owner.map(|s| s.letter().to_string()).unwrap_or_default()}>
                    <span class={classes!(red.then_some("red"))}>{ rank_text(rank) }</span>
                    <small>{ owner.map(|s| s.letter().to_string()).unwrap_or_default() }</small>
                </button>
            }
        });
        html! {
            <div class="dd-grid-row">
                <span class={classes!("dd-grid-suit", red.then_some("red"))} aria-hidden="true">{ symbol }</span>
                { for cells }
            </div>
        }
    });

    let error = props.error.as_ref().map(|e| {
        html! { <p class="dd-error" role="alert" data-input-error="">{ e.clone() }</p> }
    });

    html! {
        <section class="dd-editor" aria-labelledby="dd-editor-title">
            <h2 id="dd-editor-title">{ t.editor_title }</h2>
            <form class="dd-paste" onsubmit={on_load}>
                <label for="dd-paste">{ t.paste_label }</label>
                <textarea id="dd-paste" rows="3" spellcheck="false" value={(*paste).clone()}
                          oninput={on_input} placeholder="N:AKQ.T98.765.432 …" aria-describedby="dd-paste-hint" />
                <p id="dd-paste-hint" class="hint">{ t.paste_hint }</p>
                <div class="actions">
                    <button type="submit" data-action="load">{ t.load }</button>
                    <button type="button" class="secondary" onclick={on_random} data-action="random">{ t.random }</button>
                </div>
            </form>
            { for error }
            <label class="dd-current">
                { t.current_deal }
                <input readonly=true value={props.deal.pbn()} data-current-deal="" />
            </label>
            <details class="dd-grid">
                <summary>{ t.grid_title }</summary>
                <p class="hint">{ t.grid_hint }</p>
                <div class="dd-seats" role="group" aria-label={t.seat_to_fill}>{ for seat_buttons }</div>
                <div class="dd-grid-cards">{ for grid_rows }</div>
                <div class="actions">
                    <button type="button" onclick={on_analyse} data-action="analyse">{ t.analyse }</button>
                    <button type="button" class="secondary" onclick={on_clear} data-action="clear">{ t.clear }</button>
                </div>
            </details>
        </section>
    }
}
