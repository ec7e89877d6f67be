//! Cards and suits as the pages draw them: symbols, red suits, ranks as people write them.

use yew::prelude::*;

use crate::bridge::{Card, Suit};

/// A suit's symbol, and whether it is printed red.
pub fn suit_symbol(suit: Suit) -> (&'static str, bool) {
    match suit {
        Suit::Spades => ("♠", false),
        Suit::Hearts => ("♥", true),
        Suit::Diamonds => ("♦", true),
        Suit::Clubs => ("♣", false),
    }
}

/// A rank as people write it (`10`, not `T`).
pub fn rank_text(rank: u8) -> String {
    if rank == 10 {
        "10".into()
    } else {
        crate::bridge::rank_letter(rank).to_string()
    }
}

/// A card with its suit symbol, coloured.
pub fn card_html(card: Card) -> Html {
    let (symbol, red) = suit_symbol(card.suit());
    html! {
        <span class={classes!("dd-pip", red.then_some("red"))}>{ symbol }{ rank_text(card.rank()) }</span>
    }
}
