//! Conditions on the position rather than the hand: the caller's seat and the vulnerability.
//!
//! They depend on the board and the auction only, so a rule whose position does not hold is
//! left out of the candidates altogether: it neither chooses, nor explains, nor narrows what
//! the auction shows. SAYC uses them for third- and fourth-seat openings and for preempts and
//! overcalls that are sounder when vulnerable.

use super::auction::Auction;
use super::call::Call;
use crate::bridge::limits::Range;

/// Where the caller sits and who is vulnerable; `None` means either.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Position {
    /// The caller's seat counted from the dealer: 1 for the dealer, 4 for the dealer's
    /// right-hand opponent (for an opening, the seat it is made in).
    pub seat: Option<Range>,
    /// The caller's side is vulnerable.
    pub vulnerable: Option<bool>,
    /// The other side is vulnerable.
    pub opponents_vulnerable: Option<bool>,
}

impl Position {
    /// The seat (1-4) of the player to call next.
    pub fn seat_of_next(auction: &Auction) -> u8 {
        (auction.calls().len() % 4) as u8 + 1
    }

    /// Whether the position of the player to call next meets every condition.
    pub fn holds(&self, auction: &Auction) -> bool {
        let me = auction.next_seat();
        let vul = auction.vulnerability();
        self.seat
            .is_none_or(|r| r.contains(Position::seat_of_next(auction)))
            && self.vulnerable.is_none_or(|v| v == vul.is_vulnerable(me))
            && self
                .opponents_vulnerable
                .is_none_or(|v| v == vul.is_vulnerable(me.next()))
    }

    /// An auction ending in `calls` (from the opening on) where the position holds: passes
    /// before the opening put the caller in a seat the rule allows, and the vulnerability is
    /// set to match. For tests that build a hand for every rule.
    pub fn example(&self, dealer: crate::bridge::Seat, calls: &[Call]) -> Option<Auction> {
        use crate::bridge::Vulnerability;
        (0..4).find_map(|passes| {
            let mut auction = Auction::new(dealer);
            for &c in std::iter::repeat_n(&Call::Pass, passes).chain(calls) {
                auction.push(c).ok()?;
            }
            [
                Vulnerability::None,
                Vulnerability::NorthSouth,
                Vulnerability::EastWest,
                Vulnerability::Both,
            ]
            .into_iter()
            .map(|v| auction.clone().with_vulnerability(v))
            .find(|a| self.holds(a))
        })
    }
}
