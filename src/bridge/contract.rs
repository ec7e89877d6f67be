//! Contracts and vulnerability.

use crate::bridge::{Seat, Strain};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Whether a contract was doubled or redoubled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Doubling {
    Undoubled,
    Doubled,
    Redoubled,
}

/// A contract: `level` 1..=7 (tricks over six), strain, doubling and declarer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    pub level: u8,
    pub strain: Strain,
    pub doubling: Doubling,
    pub declarer: Seat,
}

impl Contract {
    /// Tricks the declarer needs.
    pub fn target(&self) -> u8 {
        self.level + 6
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let x = match self.doubling {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        };
        write!(f, "{}{}{} by {}", self.level, self.strain, x, self.declarer)
    }
}

/// Which sides are vulnerable (DDS numbers: 0 none, 1 both, 2 NS, 3 EW).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vulnerability {
    None,
    Both,
    NorthSouth,
    EastWest,
}

impl Vulnerability {
    /// DDS's number for it: 0 none, 1 both, 2 NS, 3 EW.
    pub fn from_dds(n: usize) -> Option<Vulnerability> {
        [
            Vulnerability::None,
            Vulnerability::Both,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
        ]
        .get(n)
        .copied()
    }

    /// The vulnerability of duplicate board `board` (numbered from 1): the standard cycle of
    /// 16 boards, which repeats.
    pub fn of_board(board: u32) -> Vulnerability {
        use Vulnerability::*;
        const CYCLE: [Vulnerability; 16] = [
            None, NorthSouth, EastWest, Both, NorthSouth, EastWest, Both, None, EastWest, Both,
            None, NorthSouth, Both, None, NorthSouth, EastWest,
        ];
        CYCLE[(board.max(1) - 1) as usize % 16]
    }

    /// Whether the side of `seat` is vulnerable.
    pub fn is_vulnerable(self, seat: Seat) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::Both => true,
            Vulnerability::NorthSouth => seat.is_ns(),
            Vulnerability::EastWest => !seat.is_ns(),
        }
    }
}
