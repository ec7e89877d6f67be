//! The human's five actions, the paper's buttons: 问牌 Ask, 给牌 Give, 出牌 Play, 看牌 Look,
//! 猜牌 Guess. Each has its choice (a menu) beside it; a button that the rules do not allow now
//! is disabled and the reason is written next to it. The choices are only offered from what
//! the rules allow (the asked type's cards, the hand's triples), and the move still goes
//! through the rules' own check, whose refusal the page shows.

use yew::prelude::*;

use super::text::{card, KillerText};
use crate::killer::card::has_triple;
use crate::killer::game::legal_placements;
use crate::killer::table::HUMAN;
use crate::killer::{Card, Game, Move, Pending, Placement};

#[derive(Properties, PartialEq)]
pub struct ActionsProps {
    pub text: &'static KillerText,
    pub game: Game,
    pub on_move: Callback<Move>,
}

/// Reads a menu's value as an index into its options.
fn index_of(e: &Event) -> Option<usize> {
    let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
    select.value().parse().ok()
}

/// The triples in the hand, each as a set of three cards in deck order.
fn triples(hand: &[Card]) -> Vec<[Card; 3]> {
    let mut sets: Vec<[Card; 3]> = legal_placements(hand)
        .into_iter()
        .filter_map(|p| match p {
            Placement::Triple { shown, hidden } => {
                let mut set = [shown, hidden[0], hidden[1]];
                set.sort();
                Some(set)
            }
            Placement::Single { .. } => None,
        })
        .collect();
    sets.sort();
    sets.dedup();
    sets
}

#[function_component]
pub fn Actions(props: &ActionsProps) -> Html {
    let t = props.text;
    let game = &props.game;
    let pending = game.pending();
    let hand = game.hand(HUMAN);
    // The menus' choices, as indices into the options offered now (clamped when they shrink).
    let kind = use_state(|| 0usize);
    let give = use_state(|| 0usize);
    let triple = use_state(|| 0usize);
    let shown = use_state(|| 0usize);
    let single = use_state(|| 0usize);
    let slot = use_state(|| 0usize);
    // The guess has no default: a wrong guess puts the player out.
    let guess = use_state(|| None::<usize>);

    let my_turn = pending == Pending::Turn { player: HUMAN };
    let over = matches!(pending, Pending::Over { .. });
    // Why a turn action is not allowed now.
    let turn_block = if over {
        Some(t.why_game_over)
    } else if matches!(pending, Pending::Place { player: HUMAN }) {
        Some(t.why_place_first)
    } else if matches!(pending, Pending::Give { giver: HUMAN, .. }) {
        Some(t.why_give_first)
    } else if game.is_out(HUMAN) {
        Some(t.why_you_are_out)
    } else if !my_turn {
        Some(t.why_not_your_turn)
    } else {
        None
    };

    let row = |name: &'static str,
               label: &'static str,
               menu: Html,
               block: Option<&'static str>,
               onclick: Callback<MouseEvent>| {
        let why_id = format!("killer-why-{name}");
        html! {
            <div class="killer-action" data-row={name}>
                <button {onclick} disabled={block.is_some()} data-action={name}
                        aria-describedby={block.is_some().then(|| why_id.clone())}>{ label }</button>
                { menu }
                { block.map(|why| html! { <span class="killer-why" id={why_id} data-why={name}>{ why }</span> }).unwrap_or_default() }
            </div>
        }
    };

    // 问牌 Ask: a type.
    let kinds: Vec<u8> = (1..=game.config().kinds()).collect();
    let ask_kind = kinds[(*kind).min(kinds.len() - 1)];
    let ask = {
        let on_move = props.on_move.clone();
        Callback::from(move |_| on_move.emit(Move::Ask { kind: ask_kind }))
    };
    let ask_menu = {
        let kind = kind.clone();
        html! {
            <label class="killer-choice"><span>{ t.choose_type }</span>
                <select data-choose="ask-type" disabled={turn_block.is_some()}
                        onchange={move |e: Event| if let Some(i) = index_of(&e) { kind.set(i) }}>
                    { for kinds.iter().enumerate().map(|(i, k)| html! {
                        <option value={i.to_string()} selected={*k == ask_kind}>{ k }</option>
                    }) }
                </select>
            </label>
        }
    };

    // 给牌 Give: a card of the asked type.
    let (give_options, give_block) = match pending {
        Pending::Give {
            giver: HUMAN, kind, ..
        } => (
            hand.iter().copied().filter(|c| c.kind == kind).collect(),
            None,
        ),
        Pending::Over { .. } => (Vec::new(), Some(t.why_game_over)),
        _ => (Vec::new(), Some(t.why_not_asked)),
    };
    let give_card = give_options
        .get((*give).min(give_options.len().saturating_sub(1)))
        .copied();
    let give_click = {
        let on_move = props.on_move.clone();
        Callback::from(move |_| {
            if let Some(card) = give_card {
                on_move.emit(Move::Give { card });
            }
        })
    };
    let give_menu = {
        let give = give.clone();
        html! {
            <label class="killer-choice"><span>{ t.choose_card }</span>
                <select data-choose="give-card" disabled={give_block.is_some()}
                        onchange={move |e: Event| if let Some(i) = index_of(&e) { give.set(i) }}>
                    { for give_options.iter().enumerate().map(|(i, c)| html! {
                        <option value={i.to_string()} selected={Some(*c) == give_card}>{ card(*c) }</option>
                    }) }
                </select>
            </label>
        }
    };

    // 出牌 Play: a triple with its face-up card, or a single card.
    let placing = pending == Pending::Place { player: HUMAN };
    let play_block = if placing {
        None
    } else if over {
        Some(t.why_game_over)
    } else if my_turn {
        Some(t.why_turn_over_place)
    } else {
        Some(t.why_not_your_turn)
    };
    let (play_menu, placement) = if has_triple(hand) {
        let sets = triples(hand);
        let set = sets[(*triple).min(sets.len() - 1)];
        let up = set[(*shown).min(2)];
        let rest: Vec<Card> = set.iter().copied().filter(|c| *c != up).collect();
        let placement = Placement::Triple {
            shown: up,
            hidden: [rest[0], rest[1]],
        };
        let on_triple = {
            let triple = triple.clone();
            let shown = shown.clone();
            move |e: Event| {
                if let Some(i) = index_of(&e) {
                    triple.set(i);
                    shown.set(0);
                }
            }
        };
        let on_shown = {
            let shown = shown.clone();
            move |e: Event| {
                if let Some(i) = index_of(&e) {
                    shown.set(i)
                }
            }
        };
        let menu = html! {
            <>
                <label class="killer-choice"><span>{ t.choose_triple }</span>
                    <select data-choose="play-triple" disabled={play_block.is_some()} onchange={on_triple}>
                        { for sets.iter().enumerate().map(|(i, s)| html! {
                            <option value={i.to_string()} selected={*s == set}>
                                { s.iter().map(|c| card(*c)).collect::<Vec<_>>().join(" ") }
                            </option>
                        }) }
                    </select>
                </label>
                <label class="killer-choice"><span>{ t.choose_shown }</span>
                    <select data-choose="play-shown" disabled={play_block.is_some()} onchange={on_shown}>
                        { for set.iter().enumerate().map(|(i, c)| html! {
                            <option value={i.to_string()} selected={*c == up}>{ card(*c) }</option>
                        }) }
                    </select>
                </label>
                { if placing { html! { <span class="killer-note">{ t.must_triple }</span> } } else { Html::default() } }
            </>
        };
        (menu, Some(placement))
    } else {
        let chosen = hand
            .get((*single).min(hand.len().saturating_sub(1)))
            .copied();
        let on_single = {
            let single = single.clone();
            move |e: Event| {
                if let Some(i) = index_of(&e) {
                    single.set(i)
                }
            }
        };
        let menu = html! {
            <label class="killer-choice"><span>{ t.choose_card }</span>
                <select data-choose="play-card" disabled={play_block.is_some()} onchange={on_single}>
                    { for hand.iter().enumerate().map(|(i, c)| html! {
                        <option value={i.to_string()} selected={Some(*c) == chosen}>{ card(*c) }</option>
                    }) }
                </select>
            </label>
        };
        (menu, chosen.map(|card| Placement::Single { card }))
    };
    let play_click = {
        let on_move = props.on_move.clone();
        Callback::from(move |_| {
            if let Some(placement) = placement {
                on_move.emit(Move::Place { placement });
            }
        })
    };

    // 看牌 Look: a face-down card on the table, only with an empty hand. The menu offers the
    // cards the human has not seen (placed or looked at) yet; only when they know them all does
    // it list those, since looking is still a legal turn.
    let face_down: Vec<usize> = (0..game.table().len())
        .filter(|&s| !game.table()[s].face_up)
        .collect();
    let known = game.view(HUMAN).table();
    let unseen: Vec<usize> = face_down
        .iter()
        .copied()
        .filter(|&s| known.get(s).and_then(|k| k.card).is_none())
        .collect();
    let face_down = if unseen.is_empty() { face_down } else { unseen };
    let look_block = turn_block.or(if !hand.is_empty() {
        Some(t.why_hand_not_empty)
    } else if face_down.is_empty() {
        Some(t.why_no_face_down)
    } else {
        None
    });
    let look_slot = face_down
        .get((*slot).min(face_down.len().saturating_sub(1)))
        .copied();
    let look_click = {
        let on_move = props.on_move.clone();
        Callback::from(move |_| {
            if let Some(slot) = look_slot {
                on_move.emit(Move::Look { slot });
            }
        })
    };
    let look_menu = {
        let slot = slot.clone();
        html! {
            <label class="killer-choice"><span>{ t.choose_slot }</span>
                <select data-choose="look-slot" disabled={look_block.is_some()}
                        onchange={move |e: Event| if let Some(i) = index_of(&e) { slot.set(i) }}>
                    { for face_down.iter().enumerate().map(|(i, s)| html! {
                        <option value={i.to_string()} selected={Some(*s) == look_slot} data-slot={s.to_string()}>{ t.slot(*s) }</option>
                    }) }
                </select>
            </label>
        }
    };

    // 猜牌 Guess: any card of the deck.
    let deck: Vec<Card> = game.config().cards().collect();
    let guess_card = (*guess).and_then(|i| deck.get(i).copied());
    let guess_block = turn_block.or(guess_card.is_none().then_some(t.why_choose_card));
    let guess_click = {
        let on_move = props.on_move.clone();
        let guess = guess.clone();
        Callback::from(move |_| {
            if let Some(card) = guess_card {
                guess.set(None);
                on_move.emit(Move::Guess { card });
            }
        })
    };
    let guess_menu = {
        let guess = guess.clone();
        html! {
            <label class="killer-choice"><span>{ t.choose_card }</span>
                <select data-choose="guess-card" disabled={turn_block.is_some()}
                        onchange={move |e: Event| guess.set(index_of(&e).filter(|&i| i > 0).map(|i| i - 1))}>
                    <option value="0" selected={guess_card.is_none()}>{ t.pick }</option>
                    { for deck.iter().enumerate().map(|(i, c)| html! {
                        <option value={(i + 1).to_string()} selected={Some(*c) == guess_card}>{ card(*c) }</option>
                    }) }
                </select>
            </label>
        }
    };

    html! {
        <section class="killer-actions" aria-labelledby="killer-actions-title">
            <h2 id="killer-actions-title">{ t.actions_title }</h2>
            { row("ask", t.ask, ask_menu, turn_block, ask) }
            { row("give", t.give, give_menu, give_block, give_click) }
            { row("play", t.play, play_menu, play_block, play_click) }
            { row("look", t.look, look_menu, look_block, look_click) }
            { row("guess", t.guess, guess_menu, guess_block, guess_click) }
        </section>
    }
}
