//! The five strains a contract can be played in.

use crate::bridge::Suit;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A trump suit or no-trump, in the order S, H, D, C, NT (0..=4 in DDS and the paper).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Strain {
    Spades = 0,
    Hearts = 1,
    Diamonds = 2,
    Clubs = 3,
    NoTrump = 4,
}

impl Strain {
    /// All strains in table order (S, H, D, C, NT).
    pub const ALL: [Strain; 5] = [
        Strain::Spades,
        Strain::Hearts,
        Strain::Diamonds,
        Strain::Clubs,
        Strain::NoTrump,
    ];

    pub fn from_index(i: usize) -> Option<Strain> {
        Strain::ALL.get(i).copied()
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The trump suit, or `None` in no-trump.
    pub fn trump(self) -> Option<Suit> {
        Suit::from_index(self as usize)
    }

    /// One letter: S, H, D, C or N.
    pub fn letter(self) -> char {
        ['S', 'H', 'D', 'C', 'N'][self as usize]
    }

    /// Reads `S H D C N NT` (any case) or a digit 0..=4.
    pub fn parse(text: &str) -> Option<Strain> {
        match text.trim().to_ascii_uppercase().as_str() {
            "S" | "0" => Some(Strain::Spades),
            "H" | "1" => Some(Strain::Hearts),
            "D" | "2" => Some(Strain::Diamonds),
            "C" | "3" => Some(Strain::Clubs),
            "N" | "NT" | "4" => Some(Strain::NoTrump),
            _ => None,
        }
    }

    /// The lowest level that scores a game: 3NT, four of a major, five of a minor.
    pub fn game_level(self) -> u8 {
        match self {
            Strain::NoTrump => 3,
            Strain::Spades | Strain::Hearts => 4,
            Strain::Diamonds | Strain::Clubs => 5,
        }
    }

    /// Bidding order inside a level: C < D < H < S < NT.
    pub fn bid_rank(self) -> usize {
        [3, 2, 1, 0, 4][self as usize]
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strain::NoTrump => f.write_str("NT"),
            s => write!(f, "{}", s.letter()),
        }
    }
}
