//! A position to solve: the cards still held, the trump, and the current trick so far.

use crate::bridge::{Card, Deal, Hand, Seat, Strain};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A double-dummy position: `hands` holds the cards not yet played (the cards of `trick` are
/// no longer in any hand); `leader` led to the current trick, and `trick` holds the 0–3 cards
/// played to it so far, in order from the leader. The player to move is `leader` plus
/// `trick.len()` seats clockwise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub hands: Deal,
    pub trump: Strain,
    pub leader: Seat,
    #[serde(default)]
    pub trick: Vec<Card>,
}

/// Why a position cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The player to move holds no cards.
    NoCards,
    /// A hand has the wrong number of cards for the trick in progress.
    UnequalHands {
        seat: Seat,
        expected: usize,
        found: usize,
    },
    /// Four or more cards in the current trick (a complete trick is no longer current).
    TrickTooLong(usize),
    /// A card of the current trick is still in a hand or was played twice.
    TrickCardNotOut(Card),
    /// A player did not follow suit to the current trick but still holds the suit led.
    Revoke { seat: Seat, card: Card },
    /// A card asked about is not a legal play of the player to move.
    IllegalCard { seat: Seat, card: Card },
    /// A window of values asked for whose start is past its end.
    EmptyWindow { start: u8, end: u8 },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::NoCards => f.write_str("the player to move has no cards"),
            PositionError::UnequalHands {
                seat,
                expected,
                found,
            } => write!(f, "{seat} holds {found} cards, expected {expected}"),
            PositionError::TrickTooLong(n) => {
                write!(f, "the current trick has {n} cards, at most 3 allowed")
            }
            PositionError::TrickCardNotOut(c) => {
                write!(
                    f,
                    "card {c} of the current trick is still held or played twice"
                )
            }
            PositionError::Revoke { seat, card } => {
                write!(f, "{seat} played {card} while holding the suit led")
            }
            PositionError::IllegalCard { seat, card } => {
                write!(f, "{card} is not a legal card for {seat} to play")
            }
            PositionError::EmptyWindow { start, end } => {
                write!(f, "the window of tricks {start} to {end} is empty")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// A position at the start of a trick.
    pub fn new(hands: Deal, trump: Strain, leader: Seat) -> Position {
        Position {
            hands,
            trump,
            leader,
            trick: Vec::new(),
        }
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Seat {
        self.leader.after(self.trick.len())
    }

    /// Tricks still to be won or lost, the current one included.
    pub fn tricks_left(&self) -> usize {
        self.hands.hand(self.to_move()).len()
    }

    /// Checks hand sizes, the current trick and that nobody revoked in it.
    pub fn validate(&self) -> Result<(), PositionError> {
        let k = self.trick.len();
        if k > 3 {
            return Err(PositionError::TrickTooLong(k));
        }
        let n = self.hands.hand(self.to_move()).len();
        if n == 0 {
            return Err(PositionError::NoCards);
        }
        for i in 0..4 {
            let seat = self.leader.after(i);
            let expected = if i < k { n - 1 } else { n };
            let found = self.hands.hand(seat).len();
            if found != expected {
                return Err(PositionError::UnequalHands {
                    seat,
                    expected,
                    found,
                });
            }
        }
        let mut out = self.hands.cards();
        for (i, &card) in self.trick.iter().enumerate() {
            if out.contains(card) {
                return Err(PositionError::TrickCardNotOut(card));
            }
            out.insert(card);
            let seat = self.leader.after(i);
            let led = self.trick[0].suit();
            if card.suit() != led && self.hands.hand(seat).holding(led) != 0 {
                return Err(PositionError::Revoke { seat, card });
            }
        }
        Ok(())
    }

    /// The legal cards of the player to move.
    pub fn legal_cards(&self) -> Hand {
        let hand = self.hands.hand(self.to_move());
        match self.trick.first() {
            Some(lead) if hand.holding(lead.suit()) != 0 => {
                Hand(hand.0 & (0xffffu64 << (16 * lead.suit() as u32)))
            }
            _ => hand,
        }
    }

    /// The position after the player to move plays `card` (which must be legal).
    pub fn play(&self, card: Card) -> Position {
        let hands = self.hands.without(card);
        let mut trick = self.trick.clone();
        trick.push(card);
        if trick.len() < 4 {
            return Position {
                hands,
                trump: self.trump,
                leader: self.leader,
                trick,
            };
        }
        let winner = trick_winner(&trick, self.leader, self.trump);
        Position::new(hands, self.trump, winner)
    }
}

/// The seat that wins a complete (or partial) trick led by `leader`.
pub fn trick_winner(trick: &[Card], leader: Seat, trump: Strain) -> Seat {
    let mut best = 0;
    for i in 1..trick.len() {
        let (c, b) = (trick[i], trick[best]);
        let beats = if c.suit() == b.suit() {
            c.rank() > b.rank()
        } else {
            Some(c.suit()) == trump.trump()
        };
        if beats {
            best = i;
        }
    }
    leader.after(best)
}
