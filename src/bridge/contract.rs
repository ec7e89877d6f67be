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

/// A contract: `level` 1..=7 (tricks over six), strain, doubling and declarer. Built only
/// through [`Contract::new`] (or read through it), so the level is always one that exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "ContractFields")]
pub struct Contract {
    level: u8,
    strain: Strain,
    doubling: Doubling,
    declarer: Seat,
}

impl Contract {
    /// A contract of `level` (1–7) in `strain` by `declarer`; refuses any other level.
    pub fn new(
        level: u8,
        strain: Strain,
        doubling: Doubling,
        declarer: Seat,
    ) -> Result<Contract, NoSuchLevel> {
        if (1..=7).contains(&level) {
            Ok(Contract {
                level,
                strain,
                doubling,
                declarer,
            })
        } else {
            Err(NoSuchLevel(level))
        }
    }

    /// The level, 1–7: tricks over six.
    pub fn level(&self) -> u8 {
        self.level
    }

    pub fn strain(&self) -> Strain {
        self.strain
    }

    pub fn doubling(&self) -> Doubling {
        self.doubling
    }

    pub fn declarer(&self) -> Seat {
        self.declarer
    }

    /// The same contract doubled or redoubled as `doubling` says.
    pub fn with_doubling(self, doubling: Doubling) -> Contract {
        Contract { doubling, ..self }
    }

    /// Tricks the declarer needs.
    pub fn target(&self) -> u8 {
        self.level + 6
    }
}

/// A contract's level outside 1–7.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchLevel(pub u8);

impl fmt::Display for NoSuchLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "there is no contract at level {}: levels go from 1 to 7",
            self.0
        )
    }
}

impl std::error::Error for NoSuchLevel {}

/// What a contract is read from (a worker's request, a saved board): checked by
/// [`Contract::new`], so that no level outside 1–7 gets in.
#[derive(Deserialize)]
struct ContractFields {
    level: u8,
    strain: Strain,
    doubling: Doubling,
    declarer: Seat,
}

impl TryFrom<ContractFields> for Contract {
    type Error = NoSuchLevel;

    fn try_from(c: ContractFields) -> Result<Contract, NoSuchLevel> {
        Contract::new(c.level, c.strain, c.doubling, c.declarer)
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

    #[test]
    fn only_levels_one_to_seven_make_contracts() {
        for level in 0..=u8::MAX {
            let made = Contract::new(level, Strain::NoTrump, Doubling::Doubled, Seat::East);
            if (1..=7).contains(&level) {
                let c = made.unwrap();
                assert_eq!((c.level(), c.target()), (level, level + 6));
                assert_eq!(c.declarer(), Seat::East);
            } else {
                assert_eq!(made, Err(NoSuchLevel(level)));
            }
        }
    }

    #[test]
    fn a_contract_read_from_json_is_checked_too() {
        let c = Contract::new(4, Strain::Spades, Doubling::Undoubled, Seat::North).unwrap();
        let json = serde_json::to_string(&c).unwrap();
        assert_eq!(serde_json::from_str::<Contract>(&json).unwrap(), c);
        for level in ["0", "8", "200"] {
            let bad = json.replace("\"level\":4", &format!("\"level\":{level}"));
            assert_ne!(bad, json);
            let e = serde_json::from_str::<Contract>(&bad)
                .unwrap_err()
                .to_string();
            assert!(e.contains(&format!("no contract at level {level}")), "{e}");
        }
    }
}
