//! The four hands around the table: the human's face up, the others face down until the
//! auction ends; the board's number, dealer and vulnerability in the middle.

use yew::prelude::*;

use super::text::BridgeText;
use crate::bridge::{Deal, Seat, Suit, Vulnerability};
use crate::ui::analysis::{rank_text, suit_symbol};

#[derive(Properties, PartialEq)]
pub struct CompassProps {
    pub text: &'static BridgeText,
    pub deal: Deal,
    pub human: Seat,
    /// Show every hand (the auction is over).
    pub open: bool,
    pub board: u32,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    /// The seat to call, marked.
    pub turn: Option<Seat>,
}

fn area(seat: Seat) -> &'static str {
    ["north", "east", "south", "west"][seat.index()]
}

#[function_component]
pub fn Compass(props: &CompassProps) -> Html {
    let t = props.text;
    let hand_view = |seat: Seat| {
        let shown = props.open || seat == props.human;
        let vulnerable = props.vulnerability.is_vulnerable(seat);
        let name = html! {
            <div class="dd-hand-name">
                <span class={classes!(vulnerable.then_some("bridge-vul"))}>{ t.seat(seat) }</span>
                if seat == props.human { { " (" }{ t.you }{ ")" } }
                if props.turn == Some(seat) { <span class="dd-turn">{ " ▶" }</span> }
            </div>
        };
        let body = if shown {
            let hand = props.deal.hand(seat);
            html! {
                { for Suit::ALL.into_iter().map(|suit| {
                    let (symbol, red) = suit_symbol(suit);
                    html! {
                        <div class="dd-suit">
                            <span class={classes!("dd-suit-symbol", red.then_some("red"))}>{ symbol }</span>
                            { for hand.cards().filter(|c| c.suit == suit).map(|c| html! {
                                <span class="dd-card">{ rank_text(c.rank) }</span>
                            }) }
                            if hand.holding(suit) == 0 { <span class="dd-void">{ "—" }</span> }
                        </div>
                    }
                }) }
            }
        } else {
            html! { <div class="bridge-back" aria-label={t.cards_hidden}><span>{ t.cards_hidden }</span></div> }
        };
        html! {
            <div class={classes!("dd-hand", area(seat), (seat == props.human).then_some("bridge-mine"))}
                 data-hand={seat.letter().to_string()} data-face-up={shown.to_string()}>
                { name }
                { body }
            </div>
        }
    };
    html! {
        <div class="dd-compass bridge-compass">
            { hand_view(Seat::North) }
            { hand_view(Seat::West) }
            <div class="bridge-centre" data-board-info="">
                <span class="bridge-board-no">{ t.board }{ " " }{ props.board }</span>
                <span>{ t.dealer }{ ": " }{ t.seat(props.dealer) }</span>
                <span>{ t.vulnerable }{ ": " }{ t.vul(props.vulnerability) }</span>
            </div>
            { hand_view(Seat::East) }
            { hand_view(Seat::South) }
        </div>
    }
}
