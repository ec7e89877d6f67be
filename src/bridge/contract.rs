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

/// The dealer of duplicate board `board` (numbered from 1): North deals board 1, and the deal
/// passes clockwise, so East deals 2, South 3, West 4, North 5 again. Board 0 is read as 16.
pub fn board_dealer(board: u32) -> Seat {
    Seat::ALL[(board.wrapping_sub(1) % 4) as usize]
}

/// Which sides are vulnerable (DDS numbers: 0 none, 1 both, 2 NS, 3 EW).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vulnerability {
    #[default]
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
    /// 16 boards, which gives each side every state equally often with each dealer. Board 0
    /// is read as board 16, so no number fails.
    pub fn of_board(board: u32) -> Vulnerability {
        use Vulnerability::*;
        const CYCLE: [Vulnerability; 16] = [
            None, NorthSouth, EastWest, Both, NorthSouth, EastWest, Both, None, EastWest, Both,
            None, NorthSouth, Both, None, NorthSouth, EastWest,
        ];
        CYCLE[(board.wrapping_sub(1) % 16) as usize]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_rotate_dealer_and_vulnerability_as_in_duplicate() {
        use Vulnerability::*;
        let first: Vec<(Seat, Vulnerability)> = (1..=16)
            .map(|b| (board_dealer(b), Vulnerability::of_board(b)))
            .collect();
        assert_eq!(first[0], (Seat::North, None));
        assert_eq!(first[1], (Seat::East, NorthSouth));
        assert_eq!(first[2], (Seat::South, EastWest));
        assert_eq!(first[3], (Seat::West, Both));
        assert_eq!(first[4], (Seat::North, NorthSouth));
        assert_eq!(first[12], (Seat::North, Both));
        assert_eq!(first[15], (Seat::West, EastWest));
        // Each vulnerability four times in 16 boards, and the cycle repeats.
        for v in [None, NorthSouth, EastWest, Both] {
            assert_eq!(first.iter().filter(|(_, x)| *x == v).count(), 4, "{v:?}");
        }
        assert_eq!(Vulnerability::of_board(17), None);
        assert_eq!(Vulnerability::of_board(18), NorthSouth);
        assert_eq!(board_dealer(0), Seat::West);
        assert_eq!(Vulnerability::of_board(0), EastWest);
    }
}
