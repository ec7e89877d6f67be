//! Cards that are worth the same: touching cards of one suit (with only played cards between
//! them) take the same tricks whichever is played, so a player picks the cheapest.

use crate::bridge::dd::Position;
use crate::bridge::{Card, Hand, Suit};

/// The cards of a hand, cheapest first: lowest rank first, suits in order S, H, D, C among
/// equal ranks. The order in which equal choices are broken.
pub fn cheapest_first(hand: Hand) -> Vec<Card> {
    let mut cards: Vec<Card> = hand.cards().collect();
    cards.sort_by_key(|c| (c.rank(), c.suit()));
    cards
}

/// The lowest card of `hand` touching `card` from below: going down the suit, cards that are
/// `gone` (played) are skipped, and the run stops at the first card held by someone else.
pub fn lowest_touching(card: Card, hand: Hand, gone: Hand) -> Card {
    let held = hand.holding(card.suit());
    let out = gone.holding(card.suit());
    let mut low = card;
    for below in Card::of_suit(card.suit())
        .rev()
        .skip(15 - card.rank() as usize)
    {
        let bit = 1u16 << below.rank();
        if held & bit != 0 {
            low = below;
        } else if out & bit == 0 {
            break;
        }
    }
    low
}

/// The highest card of `suit` not yet played (`gone`), if any is left.
pub fn master(suit: Suit, gone: Hand) -> Option<Card> {
    let out = gone.holding(suit);
    Card::of_suit(suit)
        .rev()
        .find(|c| out & (1 << c.rank()) == 0)
}

/// The legal cards of the player to move, one of each run of touching cards (the
/// cheapest): on every layout they take the same tricks. The cards of the current trick
/// still compete in it, so they part the runs.
pub fn distinct_cards(pos: &Position) -> Vec<Card> {
    let legal = pos.legal_cards();
    let live = pos
        .trick
        .iter()
        .fold(pos.hands.cards().0, |a, c| a | c.bit());
    let gone = Hand(!live);
    let mut out: Vec<Card> = Vec::new();
    for card in cheapest_first(legal) {
        let low = lowest_touching(card, legal, gone);
        if !out.contains(&low) {
            out.push(low);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(cards: &[&str]) -> Hand {
        cards.iter().map(|c| c.parse::<Card>().unwrap()).collect()
    }

    #[test]
    fn touching_cards_skip_played_ones() {
        let mine = hand(&["SK", "SJ", "S9", "S4"]);
        let k: Card = "SK".parse().unwrap();
        // The queen is live elsewhere: the king touches nothing below.
        assert_eq!(lowest_touching(k, mine, Hand::EMPTY), k);
        // With the queen and ten played, K, J and 9 are equals.
        let gone = hand(&["SQ", "ST"]);
        assert_eq!(lowest_touching(k, mine, gone), "S9".parse().unwrap());
        assert_eq!(master(Suit::Spades, hand(&["SA"])), Some(k));
        assert_eq!(
            master(Suit::Hearts, Hand::EMPTY),
            Some("HA".parse().unwrap())
        );
        let cheap = cheapest_first(hand(&["SA", "H2", "C2", "D5"]));
        assert_eq!(cheap[0], "H2".parse().unwrap());
        assert_eq!(cheap[3], "SA".parse().unwrap());
    }
}
