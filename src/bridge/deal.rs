//! A deal (the cards each seat still holds) and its PBN deal string.
//!
//! PBN: a first seat letter and a colon, then four hands clockwise from that seat separated by
//! spaces, each `S.H.D.C` with ranks `AKQJT98765432` (`10` also read as the ten) and an empty
//! field for a void, e.g. `N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3`.
//! A hand of `-` is read as empty. Hands may hold fewer than 13 cards (endings) but must be
//! disjoint. Boyi always prints `N:` first.

use crate::bridge::{rank_from_char, Card, Hand, Seat, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The cards of the four seats, indexed by [`Seat`]. No card is in two hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Deal {
    hands: [Hand; 4],
}

/// What is wrong with a PBN deal string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PbnError {
    /// No `X:` prefix with X one of N, E, S, W.
    MissingFirstSeat,
    /// Not exactly four hands after the colon.
    HandCount(usize),
    /// A hand that is not four dot-separated suits.
    SuitCount { seat: Seat, suits: usize },
    /// A character that is not a rank.
    BadRank { seat: Seat, suit: Suit, found: char },
    /// The same card twice.
    DuplicateCard(Card),
}

impl fmt::Display for PbnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PbnError::MissingFirstSeat => f.write_str("PBN deal must start with N:, E:, S: or W:"),
            PbnError::HandCount(n) => write!(f, "PBN deal needs 4 hands, found {n}"),
            PbnError::SuitCount { seat, suits } => {
                write!(
                    f,
                    "{seat}'s hand has {suits} suits, expected 4 separated by dots"
                )
            }
            PbnError::BadRank { seat, suit, found } => {
                write!(
                    f,
                    "{seat}'s {} suit: `{found}` is not a rank",
                    suit.letter()
                )
            }
            PbnError::DuplicateCard(c) => write!(f, "card {c} appears twice"),
        }
    }
}

impl std::error::Error for PbnError {}

/// Why four hands cannot make a deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// The same card in two hands (the first such card).
    DuplicateCard(Card),
    /// A hand with bits that stand for no card (a [`Hand`] is a public bitset, so a caller
    /// can set any of its 64 bits): `bits` are those bits.
    NotACard { seat: Seat, bits: u64 },
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::DuplicateCard(c) => write!(f, "card {c} is in two hands"),
            DealError::NotACard { seat, bits } => {
                write!(f, "{seat}'s hand holds bits that are no card ({bits:#x})")
            }
        }
    }
}

impl std::error::Error for DealError {}

impl Deal {
    /// A deal from four hands (N, E, S, W): every bit a card, and no card held twice.
    pub fn new(hands: [Hand; 4]) -> Result<Deal, DealError> {
        for (seat, h) in Seat::ALL.into_iter().zip(hands) {
            if h.not_cards() != 0 {
                return Err(DealError::NotACard {
                    seat,
                    bits: h.not_cards(),
                });
            }
        }
        match first_shared(&hands) {
            Some(card) => Err(DealError::DuplicateCard(card)),
            None => Ok(Deal { hands }),
        }
    }

    pub fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat as usize]
    }

    pub fn hands(&self) -> [Hand; 4] {
        self.hands
    }

    /// The deal with `card` taken out of whichever hand holds it.
    pub fn without(&self, card: Card) -> Deal {
        let mut hands = self.hands;
        for h in &mut hands {
            h.remove(card);
        }
        Deal { hands }
    }

    /// All cards in the deal.
    pub fn cards(&self) -> Hand {
        Hand(self.hands.iter().fold(0, |a, h| a | h.0))
    }

    /// The seat holding a card, if any.
    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL.into_iter().find(|s| self.hand(*s).contains(card))
    }

    /// The PBN deal string, North first.
    pub fn pbn(&self) -> String {
        let hands: Vec<String> = self.hands.iter().map(|h| h.pbn()).collect();
        format!("N:{}", hands.join(" "))
    }

    /// Reads a PBN deal string (see the module documentation).
    pub fn from_pbn(text: &str) -> Result<Deal, PbnError> {
        let text = text.trim().trim_matches('"');
        let (first, rest) = text.split_once(':').ok_or(PbnError::MissingFirstSeat)?;
        let mut fc = first.trim().chars();
        let first = match (fc.next().and_then(Seat::from_char), fc.next()) {
            (Some(s), None) => s,
            _ => return Err(PbnError::MissingFirstSeat),
        };
        let fields: Vec<&str> = rest.split_whitespace().collect();
        if fields.len() != 4 {
            return Err(PbnError::HandCount(fields.len()));
        }
        let mut hands = [Hand::EMPTY; 4];
        for (i, field) in fields.iter().enumerate() {
            let seat = first.after(i);
            hands[seat as usize] = parse_pbn_hand(field, seat)?;
        }
        // The hands were read card by card: every bit is a card, only one given twice can
        // be wrong.
        match first_shared(&hands) {
            Some(card) => Err(PbnError::DuplicateCard(card)),
            None => Ok(Deal { hands }),
        }
    }
}

/// The first card that two of the hands hold.
fn first_shared(hands: &[Hand; 4]) -> Option<Card> {
    let mut seen = 0u64;
    for h in hands {
        if let Some(card) = Hand(seen & h.0).cards().next() {
            return Some(card);
        }
        seen |= h.0;
    }
    None
}

fn parse_pbn_hand(field: &str, seat: Seat) -> Result<Hand, PbnError> {
    if field == "-" {
        return Ok(Hand::EMPTY);
    }
    let suits: Vec<&str> = field.split('.').collect();
    if suits.len() != 4 {
        return Err(PbnError::SuitCount {
            seat,
            suits: suits.len(),
        });
    }
    let mut hand = Hand::EMPTY;
    for (suit, text) in Suit::ALL.into_iter().zip(suits) {
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            let rank = if c == '1' && chars.peek() == Some(&'0') {
                chars.next();
                10
            } else if c == '-' && text.len() == 1 {
                continue;
            } else {
                rank_from_char(c).ok_or(PbnError::BadRank {
                    seat,
                    suit,
                    found: c,
                })?
            };
            let card = Card::new(suit, rank).map_err(|_| PbnError::BadRank {
                seat,
                suit,
                found: c,
            })?;
            if hand.contains(card) {
                return Err(PbnError::DuplicateCard(card));
            }
            hand.insert(card);
        }
    }
    Ok(hand)
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.pbn())
    }
}

impl std::str::FromStr for Deal {
    type Err = PbnError;
    fn from_str(s: &str) -> Result<Deal, PbnError> {
        Deal::from_pbn(s)
    }
}

impl TryFrom<String> for Deal {
    type Error = PbnError;
    fn try_from(s: String) -> Result<Deal, PbnError> {
        Deal::from_pbn(&s)
    }
}

impl From<Deal> for String {
    fn from(d: Deal) -> String {
        d.pbn()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pbn_round_trip_and_rotation() {
        let text = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
        let d = Deal::from_pbn(text).unwrap();
        assert_eq!(d.pbn(), text);
        assert_eq!(d.hand(Seat::East).len(), 13);
        let rotated = "E:873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3 QJ6.K652.J85.T98";
        assert_eq!(Deal::from_pbn(rotated).unwrap(), d);
        let tens = "N:QJ6.K652.J85.1098 873.J97.A10764.Q4 K5.1083.KQ9.A7652 A10942.AQ4.32.KJ3";
        assert_eq!(Deal::from_pbn(tens).unwrap(), d);
    }

    #[test]
    fn pbn_errors() {
        assert_eq!(Deal::from_pbn("QJ6"), Err(PbnError::MissingFirstSeat));
        assert_eq!(Deal::from_pbn("N:A... K..."), Err(PbnError::HandCount(2)));
        assert!(matches!(
            Deal::from_pbn("N:A... K... Q.. J..."),
            Err(PbnError::SuitCount {
                seat: Seat::South,
                suits: 3
            })
        ));
        assert!(matches!(
            Deal::from_pbn("N:A... K... Q... AX..."),
            Err(PbnError::BadRank { found: 'X', .. })
        ));
        assert_eq!(
            Deal::from_pbn("N:A... K... Q... A..."),
            Err(PbnError::DuplicateCard("SA".parse().unwrap()))
        );
    }

    #[test]
    fn new_refuses_bits_that_are_no_card_and_cards_held_twice() {
        let ace = |s: &str| Hand::from_iter([s.parse::<Card>().unwrap()]);
        let hands = [ace("SA"), ace("HA"), ace("DA"), ace("CA")];
        assert!(Deal::new(hands).is_ok());
        // Bits 0, 1 and 15 of each suit stand for no rank.
        for bit in [0, 1, 15, 16, 31, 47, 63] {
            let mut bad = hands;
            bad[2] = Hand(bad[2].0 | 1 << bit);
            assert_eq!(
                Deal::new(bad),
                Err(DealError::NotACard {
                    seat: Seat::South,
                    bits: 1 << bit
                }),
                "bit {bit}"
            );
        }
        let twice = [ace("SA"), ace("HA"), ace("SA"), ace("CA")];
        let err = Deal::new(twice).unwrap_err();
        assert_eq!(err, DealError::DuplicateCard("SA".parse().unwrap()));
        assert_eq!(err.to_string(), "card SA is in two hands");
        assert_eq!(Hand::FULL.len(), 52);
        assert_eq!(Hand::FULL.not_cards(), 0);
    }
}
