//! The four hands around the table, and what lies in the middle: the board's number, dealer
//! and vulnerability during the auction, the trick during the play.
//!
//! Which hands are face up is the caller's choice (the human's own; dummy's after the
//! opening lead; all of them after the board or for study), as is which cards may be
//! clicked: only the legal cards of the hand the human plays from, while it is their turn.

use yew::prelude::*;

use super::play_text::PlayText;
use super::roving;
use super::text::BridgeText;
use crate::bridge::{Card, Deal, Hand, Seat, Suit, Vulnerability};
use crate::ui::cards::{rank_text, suit_symbol};

#[derive(Properties, PartialEq)]
pub struct CompassProps {
    pub text: &'static BridgeText,
    pub pt: &'static PlayText,
    /// The cards each hand still holds.
    pub hands: Deal,
    /// Which hands are shown, by seat index.
    pub face_up: [bool; 4],
    pub human: Seat,
    /// Dummy's seat, once there is one.
    #[prop_or_default]
    pub dummy: Option<Seat>,
    pub vulnerability: Vulnerability,
    /// The seat to call or play, marked.
    pub turn: Option<Seat>,
    /// The cards the human may play now (empty when it is not their turn).
    #[prop_or_default]
    pub playable: Hand,
    #[prop_or_default]
    pub on_card: Callback<Card>,
    /// The card the hint recommends, marked in the hand.
    #[prop_or_default]
    pub hinted: Option<Card>,
    /// The middle of the table.
    pub centre: Html,
}

pub fn area(seat: Seat) -> &'static str {
    ["north", "east", "south", "west"][seat.index()]
}

/// The board's number, dealer and vulnerability, for the middle of the table.
pub fn board_info(t: &BridgeText, board: u32, dealer: Seat, vulnerability: Vulnerability) -> Html {
    html! {
        <div class="bridge-centre" data-board-info="">
            <span class="bridge-board-no">{ t.board }{ " " }{ board }</span>
            <span>{ t.dealer }{ ": " }{ t.seat(dealer) }</span>
            <span>{ t.vulnerable }{ ": " }{ t.vul(vulnerability) }</span>
            <span class="bridge-vul-legend">{ "(" }<span class="bridge-vul">{ t.red_names }</span>{ ")" }</span>
        </div>
    }
}

#[function_component]
pub fn Compass(props: &CompassProps) -> Html {
    let t = props.text;
    let pt = props.pt;
    // The playable card in the tab order: the last one focused while it is playable, else
    // the first.
    let current = use_state(|| None::<Card>);
    let tab_stop = (*current)
        .filter(|c| props.playable.contains(*c))
        .or_else(|| props.playable.cards().next());
    let hand_view = |seat: Seat| {
        let shown = props.face_up[seat.index()];
        let hand = props.hands.hand(seat);
        let vulnerable = props.vulnerability.is_vulnerable(seat);
        let playing_here = props.playable.cards().any(|c| hand.contains(c));
        let name = html! {
            <div class="dd-hand-name">
                <span class={classes!(vulnerable.then_some("bridge-vul"))}>{ t.seat(seat) }</span>
                if vulnerable { <span class="visually-hidden">{ " (" }{ t.vulnerable_seat }{ ")" }</span> }
                if seat == props.human { { " (" }{ t.you }{ ")" } }
                if props.dummy == Some(seat) { <span class="bridge-dummy-mark">{ " · " }{ pt.dummy }</span> }
                if props.turn == Some(seat) { <span class="dd-turn">{ " ▶" }</span> }
            </div>
        };
        let body = if shown {
            html! {
                { for Suit::ALL.into_iter().map(|suit| {
                    let (symbol, red) = suit_symbol(suit);
                    html! {
                        <div class="dd-suit">
                            <span class={classes!("dd-suit-symbol", red.then_some("red"))}>{ symbol }</span>
                            { for hand.cards().filter(|c| c.suit() == suit).map(|card| {
                                let hinted = props.hinted == Some(card);
                                if props.playable.contains(card) {
                                    let on_card = props.on_card.clone();
                                    let on_focus = {
                                        let current = current.clone();
                                        move |_: FocusEvent| current.set(Some(card))
                                    };
                                    let name = format!("{symbol}{}", rank_text(card.rank()));
                                    let label = if hinted { format!("{name} ({})", pt.hinted) } else { name };
                                    html! {
                                        <button class={classes!("dd-card", "playable", hinted.then_some("hinted"))}
                                                data-card={card.to_string()} aria-label={label}
                                                tabindex={if tab_stop == Some(card) { "0" } else { "-1" }}
                                                data-row={suit.letter().to_string()}
                                                onfocus={on_focus} onclick={move |_| on_card.emit(card)}>
                                            { rank_text(card.rank()) }
                                        </button>
                                    }
                                } else {
                                    html! { <span class="dd-card" data-held={card.to_string()}>{ rank_text(card.rank()) }</span> }
                                }
                            }) }
                            if hand.holding(suit) == 0 { <span class="dd-void">{ "—" }</span> }
                        </div>
                    }
                }) }
            }
        } else {
            let label = format!("{} {}", hand.len(), pt.face_down);
            html! { <div class="bridge-back" aria-label={label.clone()}><span>{ label }</span></div> }
        };
        html! {
            <div class={classes!("dd-hand", area(seat), (seat == props.human).then_some("bridge-mine"),
                                 playing_here.then_some("to-move"))}
                 data-hand={seat.letter().to_string()} data-face-up={shown.to_string()}
                 data-cards={hand.len().to_string()}
                 onkeydown={playing_here.then_some(|e: KeyboardEvent| roving::on_keydown(e))}>
                { name }
                { body }
            </div>
        }
    };
    html! {
        <div class="dd-compass bridge-compass">
            { hand_view(Seat::North) }
            { hand_view(Seat::West) }
            { props.centre.clone() }
            { hand_view(Seat::East) }
            { hand_view(Seat::South) }
        </div>
    }
}
