//! A hand as a bitset: 16 bits per suit (S, H, D, C from bit 0), bit `rank` (2..=14) set for a
//! card held. Bitsets make card play, suit lengths and relative ranks single instructions.

use crate::bridge::{rank_letter, Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The bits that can hold a card in one suit (ranks 2..=14).
pub const SUIT_MASK: u16 = 0x7ffc;

/// A set of cards (a hand, or any other set of cards such as those played).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand(pub u64);

impl Hand {
    pub const EMPTY: Hand = Hand(0);

    /// A hand from PBN `S.H.D.C` text, for tests that build hands by hand.
    #[cfg(test)]
    pub(crate) fn from_pbn_for_test(pbn: &str) -> Hand {
        crate::bridge::Deal::from_pbn(&format!("N:{pbn} - - -"))
            .expect("a valid PBN hand")
            .hand(crate::bridge::Seat::North)
    }

    /// Every card of the pack: the bits that stand for a card (ranks 2 to ace in each suit).
    pub const FULL: Hand = Hand(SUIT_MASK as u64 * 0x0001_0001_0001_0001);

    /// The bits of the hand that stand for no card (empty for a real hand).
    pub fn not_cards(self) -> u64 {
        self.0 & !Hand::FULL.0
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= card.bit();
    }

    pub fn remove(&mut self, card: Card) {
        self.0 &= !card.bit();
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The ranks held in a suit, as bits 2..=14 of a `u16`.
    pub fn holding(self, suit: Suit) -> u16 {
        (self.0 >> (16 * suit as u32)) as u16
    }

    /// The cards, suits S to C, each suit from the ace down.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        Suit::ALL.into_iter().flat_map(move |suit| {
            let h = self.holding(suit);
            Card::of_suit(suit)
                .rev()
                .filter(move |c| h & (1 << c.rank()) != 0)
        })
    }

    /// PBN text of the hand: `S.H.D.C`, each suit from the ace down, empty for a void.
    pub fn pbn(self) -> String {
        let suits: Vec<String> = Suit::ALL
            .into_iter()
            .map(|s| {
                let h = self.holding(s);
                (2..=14u8)
                    .rev()
                    .filter(|r| h & (1 << r) != 0)
                    .map(rank_letter)
                    .collect()
            })
            .collect();
        suits.join(".")
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.pbn())
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Hand {
        let mut h = Hand::EMPTY;
        for c in iter {
            h.insert(c);
        }
        h
    }
}
