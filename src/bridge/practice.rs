//! Practice sets: boards dealt so that the human's side gets one kind of hand to practise
//! ("you open 1NT", "you declare 3NT", "your side has slam values").
//!
//! A set is the dealer's per-seat [`Limits`] plus, when the aim is about the side's combined
//! strength, a range for the sum of the two hands' HCP, which per-seat limits cannot say;
//! deals outside it are drawn again (see [`crate::bridge::table`]); and, when the aim is a
//! contract for the human to declare, deals the table's system does not bid to it are drawn
//! again too.

use crate::bridge::limits::{Limits, Range};
use crate::bridge::{Seat, Strain};

/// What the human's side is dealt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Practice {
    /// Any deal: every deal equally likely.
    #[default]
    Any,
    /// The human holds 15-17 HCP balanced and the seats before them hold too little to open
    /// (at most 9 HCP and no suit longer than five cards, so no weak two or preempt), so the
    /// human opens 1NT in both built-in systems.
    OpenNoTrump,
    /// The human declares 3NT: both hands of the human's side balanced, 10-17 HCP each and
    /// 25-27 together (the strength for 3NT and not for slam), and the system, bidding all
    /// four hands, reaches 3NT played by the human.
    GameNoTrump,
    /// The human 14-22 HCP, partner 12-22, together 31 or more: the strength to look for a
    /// slam.
    Slam,
}

impl Practice {
    pub const ALL: [Practice; 4] = [
        Practice::Any,
        Practice::OpenNoTrump,
        Practice::GameNoTrump,
        Practice::Slam,
    ];

    /// The name in the address (`practice=3nt`).
    pub fn slug(self) -> &'static str {
        match self {
            Practice::Any => "any",
            Practice::OpenNoTrump => "1nt",
            Practice::GameNoTrump => "3nt",
            Practice::Slam => "slam",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Practice> {
        Practice::ALL
            .into_iter()
            .find(|p| p.slug().eq_ignore_ascii_case(slug))
    }

    /// A small number that sets this practice's deals apart from another's with the same
    /// board number.
    pub fn index(self) -> u64 {
        Practice::ALL.iter().position(|p| *p == self).unwrap_or(0) as u64
    }

    /// The contract the human is to declare, as level and strain, if the practice names one.
    pub fn contract(self) -> Option<(u8, Strain)> {
        match self {
            Practice::GameNoTrump => Some((3, Strain::NoTrump)),
            Practice::Any | Practice::OpenNoTrump | Practice::Slam => None,
        }
    }

    /// The limits on each seat when `human` plays and `dealer` deals, and the range of the
    /// human side's combined HCP, if the practice asks for one.
    pub fn limits(self, human: Seat, dealer: Seat) -> (Limits, Option<Range>) {
        let mut limits = Limits::default();
        let partner = human.partner();
        match self {
            Practice::Any => (limits, None),
            Practice::OpenNoTrump => {
                let me = limits.seat_mut(human);
                me.hcp = Range::new(15, 17);
                me.balanced = Some(true);
                let mut seat = dealer;
                while seat != human {
                    let before = limits.seat_mut(seat);
                    before.hcp = Range::new(0, 9);
                    before.lengths = [Range::new(0, 5); 4];
                    seat = seat.next();
                }
                (limits, None)
            }
            Practice::GameNoTrump => {
                for s in [human, partner] {
                    let l = limits.seat_mut(s);
                    l.hcp = Range::new(10, 17);
                    l.balanced = Some(true);
                }
                (limits, Some(Range::new(25, 27)))
            }
            Practice::Slam => {
                limits.seat_mut(human).hcp = Range::new(14, 22);
                limits.seat_mut(partner).hcp = Range::new(12, 22);
                (limits, Some(Range::new(31, 40)))
            }
        }
    }
}
