//! Where a bidding system's IMPs from par go: each board whose contract scores off par is
//! put in one kind (a missed slam, a game that fails, a sacrifice not bid, …), so that
//! `boyi bid --evaluate` can say which part of a system costs most.
//!
//! A board is judged by the side the par score favours (the *entitled* side), the first
//! par contract and the contract reached with its double-dummy tricks.

use std::fmt;

use super::par::Par;
use super::score::imps;
use super::{Contract, Seat, Strain};

/// The kinds, in the order `boyi bid --evaluate` prints them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OffPar {
    /// The entitled side made a contract below the par slam.
    MissedSlam,
    /// The entitled side made a part-score where par is a game.
    MissedGame,
    /// The entitled side's game or slam failed.
    GameDown,
    /// Par is the other side's doubled sacrifice, which it did not bid: the entitled side
    /// played and made its own contract.
    SacrificeNotBid,
    /// The other side played and made its contract.
    TheyMade,
    /// The other side played and went down (usually competing too high, or too low to be
    /// doubled for more).
    TheyWentDown,
    /// The entitled side's part-score failed.
    PartScoreDown,
    /// Passed out where par is a contract.
    PassedOut,
    /// The entitled side made a contract as high as par's: another strain, doubling or
    /// overtricks.
    Other,
}

impl OffPar {
    pub const ALL: [OffPar; 9] = [
        OffPar::MissedSlam,
        OffPar::MissedGame,
        OffPar::GameDown,
        OffPar::SacrificeNotBid,
        OffPar::TheyMade,
        OffPar::TheyWentDown,
        OffPar::PartScoreDown,
        OffPar::PassedOut,
        OffPar::Other,
    ];

    /// The kind of a board whose reached contract took `tricks` double-dummy, against `par`.
    /// Boards on par have no kind.
    pub fn of(par: &Par, reached: Option<&Contract>, tricks: u8, ns_score: i32) -> Option<OffPar> {
        if imps(ns_score - par.score) == 0 {
            return None;
        }
        let Some(reached) = reached else {
            return Some(OffPar::PassedOut);
        };
        let entitled_ns = par.score > 0;
        let made = tricks >= reached.target();
        if reached.declarer().is_ns() != entitled_ns {
            return Some(if made {
                OffPar::TheyMade
            } else {
                OffPar::TheyWentDown
            });
        }
        let high = |level: u8, strain: Strain| level >= strain.game_level();
        if !made {
            return Some(if high(reached.level(), reached.strain()) {
                OffPar::GameDown
            } else {
                OffPar::PartScoreDown
            });
        }
        let Some(first) = par.contracts.first() else {
            return Some(OffPar::Other);
        };
        let first_ns = first.declarers.first().is_some_and(|s| Seat::is_ns(*s));
        if first.doubled && first_ns != entitled_ns {
            return Some(OffPar::SacrificeNotBid);
        }
        Some(if first.level >= 6 && reached.level() < 6 {
            OffPar::MissedSlam
        } else if high(first.level, first.strain) && !high(reached.level(), reached.strain()) {
            OffPar::MissedGame
        } else {
            OffPar::Other
        })
    }
}

impl fmt::Display for OffPar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OffPar::MissedSlam => "missed slam",
            OffPar::MissedGame => "missed game",
            OffPar::GameDown => "game or slam down",
            OffPar::SacrificeNotBid => "their par sacrifice not bid",
            OffPar::TheyMade => "the other side made, par ours",
            OffPar::TheyWentDown => "the other side went down",
            OffPar::PartScoreDown => "part-score down",
            OffPar::PassedOut => "passed out",
            OffPar::Other => "other: strain, doubling, overtricks",
        })
    }
}

/// The IMPs lost and the boards of each kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Losses {
    by_kind: [(u32, u32); 9],
}

impl Losses {
    /// Adds a board of `kind` that scored `imps` off par (either sign).
    pub fn add(&mut self, kind: OffPar, imps: i32) {
        let k = OffPar::ALL.iter().position(|&x| x == kind).unwrap_or(0);
        self.by_kind[k].0 += imps.unsigned_abs();
        self.by_kind[k].1 += 1;
    }

    /// Each kind with its IMPs and boards, the costliest first (kinds with no board left out).
    pub fn ranked(&self) -> Vec<(OffPar, u32, u32)> {
        let mut out: Vec<_> = OffPar::ALL
            .iter()
            .zip(self.by_kind)
            .filter(|(_, (_, boards))| *boards > 0)
            .map(|(&kind, (imps, boards))| (kind, imps, boards))
            .collect();
        out.sort_by_key(|&(kind, imps, _)| (std::cmp::Reverse(imps), kind));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::par::ParContract;
    use crate::bridge::Doubling;

    fn par(score: i32, level: u8, strain: Strain, doubled: bool, by: Seat) -> Par {
        Par {
            score,
            contracts: vec![ParContract {
                level,
                strain,
                doubled,
                declarers: vec![by],
                overtricks: 0,
            }],
        }
    }

    fn contract(level: u8, strain: Strain, by: Seat) -> Contract {
        Contract::new(level, strain, Doubling::Undoubled, by).unwrap()
    }

    #[test]
    fn each_kind_from_a_hand_worked_board() {
        use OffPar::*;
        use Seat::*;
        use Strain::*;
        // Par 6♠ by South, +980 not vulnerable.
        let slam = par(980, 6, Spades, false, South);
        let kind =
            |c: Option<Contract>, tricks, score| OffPar::of(&slam, c.as_ref(), tricks, score);
        assert_eq!(
            kind(Some(contract(4, Spades, South)), 12, 480),
            Some(MissedSlam)
        );
        assert_eq!(kind(Some(contract(6, Spades, North)), 12, 980), None);
        assert_eq!(
            kind(Some(contract(7, Spades, South)), 12, -50),
            Some(GameDown)
        );
        assert_eq!(
            kind(Some(contract(2, Spades, South)), 12, 230),
            Some(MissedSlam)
        );
        assert_eq!(
            kind(Some(contract(5, Clubs, West)), 9, 100),
            Some(TheyWentDown)
        );
        assert_eq!(kind(None, 0, 0), Some(PassedOut));

        // Par 3NT by East, −400 to North-South.
        let game = par(-400, 3, NoTrump, false, East);
        let kind =
            |c: Option<Contract>, tricks, score| OffPar::of(&game, c.as_ref(), tricks, score);
        assert_eq!(
            kind(Some(contract(2, NoTrump, East)), 9, -150),
            Some(MissedGame)
        );
        assert_eq!(
            kind(Some(contract(2, Hearts, West)), 7, 50),
            Some(PartScoreDown)
        );
        assert_eq!(
            kind(Some(contract(5, Diamonds, West)), 10, 50),
            Some(GameDown)
        );
        assert_eq!(
            kind(Some(contract(2, Spades, North)), 8, 110),
            Some(TheyMade)
        );
        assert_eq!(kind(Some(contract(4, Hearts, West)), 11, -450), Some(Other));

        // North-South make 4♥ (+620 vulnerable); par is East-West's 5♦ doubled, −500: +500.
        let sacrifice = par(500, 5, Diamonds, true, West);
        let kind =
            |c: Option<Contract>, tricks, score| OffPar::of(&sacrifice, c.as_ref(), tricks, score);
        assert_eq!(
            kind(Some(contract(4, Hearts, South)), 10, 620),
            Some(SacrificeNotBid)
        );
        assert_eq!(
            kind(Some(contract(4, Diamonds, East)), 8, 200),
            Some(TheyWentDown)
        );
    }

    #[test]
    fn losses_add_up_by_kind_costliest_first() {
        let mut losses = Losses::default();
        losses.add(OffPar::MissedGame, -6);
        losses.add(OffPar::MissedSlam, -11);
        losses.add(OffPar::MissedGame, 5);
        losses.add(OffPar::PassedOut, -3);
        assert_eq!(
            losses.ranked(),
            [
                (OffPar::MissedSlam, 11, 1),
                (OffPar::MissedGame, 11, 2),
                (OffPar::PassedOut, 3, 1)
            ]
        );
    }
}
