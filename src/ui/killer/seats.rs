//! The players around the table (hand sizes, who is out, who moves), the human's hand, and
//! the cards on the table turn by turn: face-up cards shown, face-down ones as backs unless the
//! human placed or looked at them (then shown, marked), every look marked with who looked.
//! Once the game is over every card is shown.

use yew::prelude::*;

use super::text::{card, KillerText};
use crate::killer::player::Level;
use crate::killer::table::HUMAN;
use crate::killer::{Card, Game, Pending};

/// A card face, coloured by type.
pub fn face(c: Card) -> Html {
    html! {
        <span class={classes!("kcard", format!("t{}", c.kind))} data-card={format!("{}-{}", c.kind, c.number)}>
            { card(c) }
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct SeatsProps {
    pub text: &'static KillerText,
    pub game: Game,
    pub levels: Vec<Level>,
}

#[function_component]
pub fn Seats(props: &SeatsProps) -> Html {
    let t = props.text;
    let game = &props.game;
    let mover = game.to_move();
    let sizes = game.hand_sizes();
    let hand = game.hand(HUMAN);
    html! {
        <section class="killer-seats" aria-label={t.players_title}>
            <ul class="killer-players">
                { for sizes.iter().enumerate().map(|(seat, size)| {
                    let level = seat.checked_sub(1).and_then(|i| props.levels.get(i));
                    let out = game.is_out(seat);
                    let moving = mover == Some(seat);
                    html! {
                        <li class={classes!("killer-player", moving.then_some("moving"), out.then_some("out"))}
                            data-seat={seat.to_string()} data-hand-size={size.to_string()} data-out={out.to_string()}>
                            <strong>{ t.seat(seat) }</strong>
                            { level.map(|l| html! { <small>{ format!(" ({})", t.level(*l)) }</small> }).unwrap_or_default() }
                            <span class="killer-count">{ format!("{size} {}", t.cards_word) }</span>
                            { if out { html! { <span class="killer-tag out">{ t.out_word }</span> } } else { Html::default() } }
                            { if moving { html! { <span class="killer-tag">{ t.to_move }</span> } } else { Html::default() } }
                        </li>
                    }
                }) }
            </ul>
            <h2>{ t.your_hand }</h2>
            { if hand.is_empty() {
                html! { <p class="killer-muted" data-hand="">{ t.empty_hand }</p> }
            } else {
                html! { <p class="killer-hand" data-hand="">{ for hand.iter().map(|c| face(*c)) }</p> }
            } }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub text: &'static KillerText,
    pub game: Game,
}

#[function_component]
pub fn TableView(props: &TableProps) -> Html {
    let t = props.text;
    let game = &props.game;
    let reveal = matches!(game.pending(), Pending::Over { .. });
    let known = game.view(HUMAN).table();
    let table = game.table();
    // Consecutive slots of one placement form one row.
    let mut rows: Vec<(usize, usize, Vec<usize>)> = Vec::new();
    for (slot, spot) in table.iter().enumerate() {
        match rows.last_mut() {
            Some((turn, by, slots)) if *turn == spot.turn && *by == spot.by => slots.push(slot),
            _ => rows.push((spot.turn, spot.by, vec![slot])),
        }
    }
    let slot_html = |slot: usize| {
        let spot = &table[slot];
        let seen = known.get(slot).and_then(|s| s.card);
        let looked = (!spot.looked_by.is_empty()).then(|| {
            let who: Vec<String> = spot.looked_by.iter().map(|&p| t.seat(p)).collect();
            html! { <small class="killer-looked" data-looked="">{ format!("👁 {} {}", t.looked_by, who.join(", ")) }</small> }
        });
        let body = if spot.face_up {
            face(spot.card)
        } else if reveal || seen.is_some() {
            html! { <span class="killer-known">{ face(spot.card) }<small>{ format!(" {}", t.face_down) }</small></span> }
        } else {
            html! { <span class="kcard back" title={t.face_down}>{ "🂠" }</span> }
        };
        html! {
            <li class="killer-slot" data-slot={slot.to_string()} data-face-up={spot.face_up.to_string()}>
                <small class="killer-muted">{ format!("#{} ", slot + 1) }</small>
                { body }
                { looked.unwrap_or_default() }
            </li>
        }
    };
    html! {
        <section class="killer-table" aria-labelledby="killer-table-title">
            <h2 id="killer-table-title">{ t.table_title }</h2>
            { if rows.is_empty() {
                html! { <p class="killer-muted">{ t.table_empty }</p> }
            } else {
                html! {
                    <ol class="killer-rounds">
                        { for rows.into_iter().rev().map(|(turn, by, slots)| html! {
                            <li data-turn={turn.to_string()}>
                                <span class="killer-round-head">{ format!("{} · {}", t.turn(turn), t.seat(by)) }</span>
                                <ul class="killer-slots">{ for slots.into_iter().map(slot_html) }</ul>
                            </li>
                        }) }
                    </ol>
                }
            } }
        </section>
    }
}
