//! The deal editor: paste a PBN deal or a problem file, deal at random "as required" (limits
//! per seat, full deals or endings), or click cards into the hands on a grid of all 52.

use yew::prelude::*;

use super::text::AnalysisText;
use super::{rank_text, suit_symbol};
use crate::bridge::input::{
    check_sizes, read_deal, read_setup, InputError, Setup, MAX_INPUT_BYTES,
};
use crate::bridge::limits::{Limits, LimitsParseError};
use crate::bridge::{Card, Deal, Hand, Seat, Suit};
use crate::jobs::analysis::{DealRequest, Dealt};
use crate::jobs::{Job, Outcome};
use crate::shell::i18n::Lang;
use crate::ui::dom;
use crate::ui::run::{use_run, StatusView};

#[derive(Properties, PartialEq)]
pub struct EditorProps {
    pub text: &'static AnalysisText,
    pub lang: Lang,
    /// The deal on the board; the grid starts from it.
    pub deal: Deal,
    /// Why the last deal given was not read, in the page's language.
    pub error: Option<String>,
    pub on_setup: Callback<Setup>,
    pub on_error: Callback<Option<InputError>>,
}

fn pick_dealt(outcome: Outcome) -> Option<Dealt> {
    match outcome {
        Outcome::DealAsRequired(dealt) => Some(dealt),
        _ => None,
    }
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
    let lang = props.lang;
    let paste = use_state(String::new);
    let draft = use_state(|| props.deal.hands());
    let seat = use_state(|| Seat::North);
    let limits_text = use_state(String::new);
    let limits_error = use_state(|| None::<LimitsParseError>);
    let cards = use_state(|| 13u8);
    // Rare limits can take seconds to meet, so the worker deals; the key is the seed asked.
    let deal_job = use_run(pick_dealt);
    let deal_key = use_state(String::new);
    {
        let draft = draft.clone();
        use_effect_with(props.deal, move |deal| draft.set(deal.hands()));
    }

    let on_input = {
        let on_error = props.on_error.clone();
        dom::text_input(&paste, MAX_INPUT_BYTES, move |bytes| {
            on_error.emit(Some(InputError::TooLong { bytes }))
        })
    };
    let on_load = {
        let paste = paste.clone();
        let on_setup = props.on_setup.clone();
        let on_error = props.on_error.clone();
        move |e: SubmitEvent| {
            e.prevent_default();
            match read_setup(&paste) {
                Ok(setup) => on_setup.emit(setup),
                Err(err) => on_error.emit(Some(err)),
            }
        }
    };
    let on_limits = {
        let limits_text = limits_text.clone();
        let limits_error = limits_error.clone();
        move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            limits_text.set(input.value());
            limits_error.set(None);
        }
    };
    let on_cards = {
        let cards = cards.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse() {
                cards.set(n);
            }
        }
    };
    let on_random = {
        let on_setup = props.on_setup.clone();
        let limits_text = limits_text.clone();
        let limits_error = limits_error.clone();
        let cards = cards.clone();
        let deal_job = deal_job.clone();
        let deal_key = deal_key.clone();
        move |e: SubmitEvent| {
            e.prevent_default();
            let limits: Limits = match limits_text.parse() {
                Ok(limits) => limits,
                Err(err) => {
                    limits_error.set(Some(err));
                    return;
                }
            };
            limits_error.set(None);
            let seed = dom::random_seed();
            let key = seed.to_string();
            deal_key.set(key.clone());
            let request = DealRequest {
                limits,
                cards: *cards,
                seed,
                lang,
            };
            let on_setup = on_setup.clone();
            deal_job.start(key, Job::DealAsRequired(request), move |dealt| {
                if let Ok(deal) = read_deal(&dealt.deal) {
                    on_setup.emit(setup_of(deal));
                }
            });
        }
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
                Err(e) => on_error.emit(Some(e)),
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
        let cells = Card::of_suit(suit).rev().map(|card| {
            let rank = card.rank();
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
            // The name starts with what the button shows: the rank, then the owner's letter.
            let label = match owner {
                Some(s) => format!(
                    "{} {}: {symbol}{}, {}",
                    rank_text(rank),
                    s.letter(),
                    rank_text(rank),
                    t.seat(s)
                ),
                None => format!("{}: {symbol}{}, –", rank_text(rank), rank_text(rank)),
            };
            html! {
                <button type="button" class={classes!("dd-grid-card", mine.then_some("mine"), owner.is_some().then_some("taken"))}
                        onclick={toggle} aria-pressed={mine.to_string()} aria-label={label}
                        data-grid-card={card.to_string()}
                        data-owner={owner.map(|s| s.letter().to_string()).unwrap_or_default()}>
                    <span class={classes!(red.then_some("red"))}>{ rank_text(rank) }</span>{ " " }
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
                </div>
            </form>
            { error.unwrap_or_default() }
            <form class="dd-random" onsubmit={on_random} aria-labelledby="dd-random-title">
                <h3 id="dd-random-title">{ t.random_title }</h3>
                <div class="dd-random-fields">
                    <label class="dd-limits">
                        { t.limits_label }
                        <input id="dd-limits" type="text" spellcheck="false" autocomplete="off"
                               value={(*limits_text).clone()} oninput={on_limits} data-limits=""
                               placeholder="N:hcp=15-17,bal S:s=5-,hcp=8-" aria-describedby="dd-limits-hint" />
                    </label>
                    <label>
                        { t.cards_per_hand }
                        <select onchange={on_cards} data-choose="cards">
                            { for (1..=13u8).rev().map(|n| html! {
                                <option value={n.to_string()} selected={n == *cards}>
                                    { if n == 13 { format!("13 ({})", t.full_deal) } else { n.to_string() } }
                                </option>
                            }) }
                        </select>
                    </label>
                </div>
                <p id="dd-limits-hint" class="hint">{ t.limits_hint }</p>
                <div class="actions">
                    <button type="submit" class="secondary" data-action="random">{ t.random }</button>
                </div>
                { limits_error.as_ref().map(|e| html! {
                    <p class="dd-error" role="alert" data-limits-error="">{ t.limits_parse_error(e) }</p>
                }).unwrap_or_default() }
                { deal_job.status(&deal_job.state_for(&deal_key), StatusView::solving(t.deal_job, "deal")) }
            </form>
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
