//! Suits, ranks and cards, and the card notation Boyi reads and writes.
//!
//! A card is written as a suit letter and a rank (`SQ`, DDS style) or a rank and a suit
//! letter (`QS`, the style of the paper's input files); both orders are accepted because the
//! letters never overlap. Suits: `S H D C` (or `♠ ♥ ♦ ♣`); ranks `A K Q J T 9 … 2`, with `10`
//! accepted for the ten. Letters may be lower case. Boyi prints suit first (`SQ`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A suit, in the order S, H, D, C used by PBN, DDS and the paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
}

impl Suit {
    /// All suits in PBN order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit with index 0 (S) to 3 (C).
    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        ['S', 'H', 'D', 'C'][self as usize]
    }

    /// The suit for a letter or symbol, any case.
    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'S' | '♠' => Some(Suit::Spades),
            'H' | '♥' => Some(Suit::Hearts),
            'D' | '♦' => Some(Suit::Diamonds),
            'C' | '♣' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

/// Rank letters from the ace down, as PBN writes them.
const RANK_LETTERS: &str = "AKQJT98765432";

/// The letter for a rank 2..=14 (`T` for ten, `A` for ace); `?` for a number that is no rank.
pub fn rank_letter(rank: u8) -> char {
    let at = 14usize.wrapping_sub(rank as usize);
    RANK_LETTERS.as_bytes().get(at).map_or('?', |&b| b as char)
}

/// The rank 2..=14 for a rank letter (`A K Q J T 9 … 2`, any case).
pub fn rank_from_char(c: char) -> Option<u8> {
    let up = c.to_ascii_uppercase();
    RANK_LETTERS.find(up).map(|i| 14 - i as u8)
}

/// One playing card. Its fields are private so that every card has a rank from 2 to the ace:
/// [`Card::bit`] and the hands' bitsets rely on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Card {
    suit: Suit,
    rank: u8,
}

/// A number given as a card's rank that is not 2..=14.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankError {
    pub rank: u8,
}

impl fmt::Display for RankError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a rank (2 to 14: jack 11, queen 12, king 13, ace 14)",
            self.rank
        )
    }
}

impl std::error::Error for RankError {}

impl Card {
    /// The card of `suit` and `rank` (2..=14: jack 11, queen 12, king 13, ace 14).
    pub fn new(suit: Suit, rank: u8) -> Result<Card, RankError> {
        if (2..=14).contains(&rank) {
            Ok(Card { suit, rank })
        } else {
            Err(RankError { rank })
        }
    }

    /// The thirteen cards of a suit, from the two up to the ace.
    pub fn of_suit(suit: Suit) -> impl DoubleEndedIterator<Item = Card> + Clone {
        (2..=14u8).map(move |rank| Card { suit, rank })
    }

    /// The 52 cards: suits S, H, D, C, each from the two up.
    pub fn all() -> impl Iterator<Item = Card> + Clone {
        Suit::ALL.into_iter().flat_map(Card::of_suit)
    }

    pub fn suit(self) -> Suit {
        self.suit
    }

    /// The rank, 2..=14 (jack 11, queen 12, king 13, ace 14).
    pub fn rank(self) -> u8 {
        self.rank
    }

    /// The card's bit in a [`crate::bridge::Hand`]: 16 bits per suit, bit `rank` inside it.
    pub fn bit(self) -> u64 {
        1u64 << (16 * self.suit as u32 + self.rank as u32)
    }

    /// The card for bit `i` of a hand's bitset, or `None` for a bit that stands for no card.
    pub fn from_bit_index(i: u32) -> Option<Card> {
        let suit = Suit::from_index((i / 16) as usize)?;
        Card::new(suit, (i % 16) as u8).ok()
    }

    /// Rank first, suit last (`QS`): the paper's notation.
    pub fn paper_notation(self) -> String {
        format!("{}{}", rank_letter(self.rank), self.suit.letter())
    }
}

/// Why a card could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardError {
    pub text: String,
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a card (write a suit S/H/D/C and a rank AKQJT98765432, e.g. SQ or QS)",
            self.text
        )
    }
}

impl std::error::Error for CardError {}

impl std::str::FromStr for Card {
    type Err = CardError;

    fn from_str(s: &str) -> Result<Card, CardError> {
        let err = || CardError {
            text: s.to_string(),
        };
        let t = s.trim();
        let mut suit = None;
        let mut rest = String::new();
        for c in t.chars() {
            match Suit::from_char(c) {
                Some(found) if suit.is_none() => suit = Some(found),
                _ => rest.push(c),
            }
        }
        let suit = suit.ok_or_else(err)?;
        let rank = if rest == "10" {
            10
        } else {
            let mut chars = rest.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => rank_from_char(c).ok_or_else(err)?,
                _ => return Err(err()),
            }
        };
        Card::new(suit, rank).map_err(|_| err())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.letter(), rank_letter(self.rank))
    }
}

impl TryFrom<String> for Card {
    type Error = CardError;
    fn try_from(s: String) -> Result<Card, CardError> {
        s.parse()
    }
}

impl From<Card> for String {
    fn from(c: Card) -> String {
        c.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_orders_and_ten() {
        let q: Card = "SQ".parse().unwrap();
        assert_eq!(q, "QS".parse().unwrap());
        assert_eq!(q, "qs".parse().unwrap());
        assert_eq!("H10".parse::<Card>().unwrap(), "TH".parse().unwrap());
        assert_eq!(q.to_string(), "SQ");
        assert_eq!(q.paper_notation(), "QS");
        for bad in ["", "S", "Q", "S1", "SQQ", "XX", "ZQ"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn only_ranks_two_to_ace_make_cards() {
        for rank in 0..=u8::MAX {
            match Card::new(Suit::Hearts, rank) {
                Ok(card) => {
                    assert!((2..=14).contains(&rank));
                    assert_eq!(card.rank(), rank);
                    assert_eq!(
                        Card::from_bit_index(card.bit().trailing_zeros()),
                        Some(card)
                    );
                }
                Err(e) => assert_eq!(e, RankError { rank }),
            }
        }
        for i in 0..u8::MAX as u32 {
            let bit_is_card = i < 64 && crate::bridge::Hand::FULL.0 >> i & 1 == 1;
            assert_eq!(Card::from_bit_index(i).is_some(), bit_is_card, "bit {i}");
        }
        assert_eq!(Card::all().count(), 52);
        assert_eq!(rank_letter(0), '?');
        assert_eq!(rank_letter(15), '?');
        assert_eq!(rank_letter(10), 'T');
    }
}
