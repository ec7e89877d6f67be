//! Limits on the hands of a deal: for each seat an HCP range, a range for each suit length
//! and, optionally, a balanced or unbalanced shape.
//!
//! One vocabulary serves everything that narrows the hands: the dealer draws deals under
//! [`Limits`] (practice sets, `boyi deal`), a bidding system's rules are written in
//! [`Range`]s, and what an auction tells about each hand is a [`SeatLimits`] that the
//! card-play sampler applies to the hands it cannot see.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bridge::evaluate::{hcp, is_balanced_shape, lengths};
use crate::bridge::{Deal, Hand, Seat, Suit};

/// The most high-card points one hand can hold (four aces, four kings, four queens and a
/// jack).
pub const MAX_HCP: u8 = 37;

/// An inclusive range of small numbers (HCP or a suit length).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Range {
    pub min: u8,
    pub max: u8,
}

impl Range {
    /// Every HCP count a hand can have.
    pub const ANY_HCP: Range = Range::new(0, MAX_HCP);
    /// Every length a suit can have in one hand.
    pub const ANY_LENGTH: Range = Range::new(0, 13);

    pub const fn new(min: u8, max: u8) -> Range {
        Range { min, max }
    }

    pub fn contains(self, v: u8) -> bool {
        self.min <= v && v <= self.max
    }

    /// The common part of two ranges (empty when `min > max`).
    pub fn intersect(self, other: Range) -> Range {
        Range::new(self.min.max(other.min), self.max.min(other.max))
    }

    /// The smallest range holding both.
    pub fn hull(self, other: Range) -> Range {
        Range::new(self.min.min(other.min), self.max.max(other.max))
    }

    pub fn is_empty(self) -> bool {
        self.min > self.max
    }

    /// Parses `A-B`, `A-` (up to `top`), `-B` (from 0) or `A`.
    pub fn parse(text: &str, top: u8) -> Option<Range> {
        let num = |s: &str| s.trim().parse::<u8>().ok();
        match text.split_once('-') {
            Some((a, b)) => {
                let min = if a.trim().is_empty() { 0 } else { num(a)? };
                let max = if b.trim().is_empty() { top } else { num(b)? };
                Some(Range::new(min, max))
            }
            None => num(text).map(|v| Range::new(v, v)),
        }
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.min == self.max {
            write!(f, "{}", self.min)
        } else {
            write!(f, "{}-{}", self.min, self.max)
        }
    }
}

/// Limits on one seat's hand. The default allows every hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatLimits {
    /// High-card points (A 4, K 3, Q 2, J 1).
    pub hcp: Range,
    /// Suit lengths, in the order spades, hearts, diamonds, clubs.
    pub lengths: [Range; 4],
    /// `Some(true)`: 4-3-3-3, 4-4-3-2 or 5-3-3-2; `Some(false)`: any other shape.
    pub balanced: Option<bool>,
}

impl Default for SeatLimits {
    fn default() -> SeatLimits {
        SeatLimits {
            hcp: Range::ANY_HCP,
            lengths: [Range::ANY_LENGTH; 4],
            balanced: None,
        }
    }
}

impl SeatLimits {
    /// Whether a row of suit lengths (spades first) is allowed, HCP aside.
    pub fn allows_lengths(&self, row: [u8; 4]) -> bool {
        row.iter().zip(self.lengths).all(|(&l, r)| r.contains(l))
            && self.balanced.is_none_or(|b| b == is_balanced_shape(row))
    }

    /// Whether a hand satisfies every limit.
    pub fn allows(&self, hand: Hand) -> bool {
        self.hcp.contains(hcp(hand)) && self.allows_lengths(lengths(hand))
    }

    /// The hands both limits allow, or None when a range comes out empty or the shapes
    /// disagree (no hand meets both).
    pub fn intersect(&self, other: &SeatLimits) -> Option<SeatLimits> {
        let hcp = self.hcp.intersect(other.hcp);
        let lengths: [Range; 4] =
            std::array::from_fn(|i| self.lengths[i].intersect(other.lengths[i]));
        let balanced = match (self.balanced, other.balanced) {
            (Some(a), Some(b)) if a != b => return None,
            (a, b) => a.or(b),
        };
        (!hcp.is_empty() && !lengths.iter().any(|r| r.is_empty())).then_some(SeatLimits {
            hcp,
            lengths,
            balanced,
        })
    }

    /// The narrowest limits that allow every hand either allows: the hull of each range,
    /// and a shape only where both ask for the same.
    pub fn hull(&self, other: &SeatLimits) -> SeatLimits {
        SeatLimits {
            hcp: self.hcp.hull(other.hcp),
            lengths: std::array::from_fn(|i| self.lengths[i].hull(other.lengths[i])),
            balanced: self.balanced.filter(|_| self.balanced == other.balanced),
        }
    }
}

/// Limits on the four hands, indexed by seat (North, East, South, West).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    pub seats: [SeatLimits; 4],
}

impl Limits {
    pub fn seat(&self, seat: Seat) -> &SeatLimits {
        &self.seats[seat.index()]
    }

    pub fn seat_mut(&mut self, seat: Seat) -> &mut SeatLimits {
        &mut self.seats[seat.index()]
    }

    /// Whether a deal satisfies every seat's limits.
    pub fn allows(&self, deal: &Deal) -> bool {
        Seat::ALL
            .into_iter()
            .all(|s| self.seat(s).allows(deal.hand(s)))
    }
}

/// A mistake in the text form of [`Limits`], naming the part that is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitsParseError {
    pub part: String,
    pub reason: LimitsMistake,
}

/// What is wrong in one part of the text form of [`Limits`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitsMistake {
    /// No `SEAT:` before the items.
    NoSeat,
    BadSeat,
    BadItem,
    UnknownItem,
    BadRange,
}

impl fmt::Display for LimitsMistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LimitsMistake::NoSeat => "expected SEAT:items, e.g. N:hcp=15-17,bal",
            LimitsMistake::BadSeat => "the seat must be N, E, S or W",
            LimitsMistake::BadItem => "items are hcp=A-B, s|h|d|c=A-B, bal or unbal",
            LimitsMistake::UnknownItem => "unknown item; use hcp, s, h, d or c",
            LimitsMistake::BadRange => "a range is A-B, A-, -B or A",
        })
    }
}

impl fmt::Display for LimitsParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "limits: `{}`: {}", self.part, self.reason)
    }
}

impl std::error::Error for LimitsParseError {}

/// The text form, for the command line: seats separated by spaces or `;`, each
/// `SEAT:item,item,…` with items `hcp=15-17`, `s=5-` (also `h`, `d`, `c`), `bal` or `unbal`.
/// Ranges are `A-B`, `A-`, `-B` or `A`. Example: `N:hcp=15-17,bal S:s=5-,hcp=8-`.
impl FromStr for Limits {
    type Err = LimitsParseError;

    fn from_str(text: &str) -> Result<Limits, LimitsParseError> {
        let mut limits = Limits::default();
        for part in text.split([' ', ';']).filter(|p| !p.trim().is_empty()) {
            let err = |reason| LimitsParseError {
                part: part.to_string(),
                reason,
            };
            let (seat, items) = part
                .split_once(':')
                .ok_or_else(|| err(LimitsMistake::NoSeat))?;
            let mut sc = seat.trim().chars();
            let seat = match (sc.next().and_then(Seat::from_char), sc.next()) {
                (Some(s), None) => s,
                _ => return Err(err(LimitsMistake::BadSeat)),
            };
            let l = limits.seat_mut(seat);
            for item in items.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                match item.to_ascii_lowercase().as_str() {
                    "bal" | "balanced" => l.balanced = Some(true),
                    "unbal" | "unbalanced" => l.balanced = Some(false),
                    other => {
                        let (key, value) = other
                            .split_once('=')
                            .ok_or_else(|| err(LimitsMistake::BadItem))?;
                        let (top, slot) = match key.trim() {
                            "hcp" => (MAX_HCP, &mut l.hcp),
                            k => {
                                let suit = k
                                    .chars()
                                    .next()
                                    .filter(|_| k.len() == 1)
                                    .and_then(Suit::from_char)
                                    .ok_or_else(|| err(LimitsMistake::UnknownItem))?;
                                (Range::ANY_LENGTH.max, &mut l.lengths[suit.index()])
                            }
                        };
                        *slot =
                            Range::parse(value, top).ok_or_else(|| err(LimitsMistake::BadRange))?;
                    }
                }
            }
        }
        Ok(limits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(text: &str) -> Limits {
        text.parse().unwrap()
    }

    #[test]
    fn the_text_form_sets_each_item() {
        let l = limits("N:hcp=15-17,bal S:s=5-,hcp=8-;E:unbal,c=-1 W:h=4");
        let north = l.seat(Seat::North);
        assert_eq!(north.hcp, Range::new(15, 17));
        assert_eq!(north.balanced, Some(true));
        assert_eq!(north.lengths, [Range::ANY_LENGTH; 4]);
        let south = l.seat(Seat::South);
        assert_eq!(south.lengths[Suit::Spades.index()], Range::new(5, 13));
        assert_eq!(south.hcp, Range::new(8, MAX_HCP));
        let east = l.seat(Seat::East);
        assert_eq!(east.balanced, Some(false));
        assert_eq!(east.lengths[Suit::Clubs.index()], Range::new(0, 1));
        assert_eq!(
            l.seat(Seat::West).lengths[Suit::Hearts.index()],
            Range::new(4, 4)
        );
        assert_eq!(limits(""), Limits::default());
    }

    #[test]
    fn mistakes_in_the_text_form_name_their_part() {
        for (text, part) in [
            ("X:hcp=1", "X:hcp=1"),
            ("N:hcp=15 S:hcp=a-b", "S:hcp=a-b"),
            ("N:q=1", "N:q=1"),
            ("N", "N"),
            ("N:hcp", "N:hcp"),
        ] {
            let err = text.parse::<Limits>().unwrap_err();
            assert_eq!(err.part, part, "{text}");
            assert!(err.to_string().contains(part));
        }
    }

    #[test]
    fn ranges_parse_and_print() {
        assert_eq!(Range::parse("12-14", 37), Some(Range::new(12, 14)));
        assert_eq!(Range::parse("12-", 37), Some(Range::new(12, 37)));
        assert_eq!(Range::parse("-9", 37), Some(Range::new(0, 9)));
        assert_eq!(Range::parse("5", 13), Some(Range::new(5, 5)));
        assert_eq!(Range::parse("five", 13), None);
        assert_eq!(Range::new(12, 14).to_string(), "12-14");
        assert_eq!(Range::new(5, 5).to_string(), "5");
    }

    #[test]
    fn seat_limits_meet_and_join() {
        let strong = limits("N:hcp=15-17,bal,s=-4").seats[0];
        let spades = limits("N:hcp=10-,s=4-").seats[0];
        let both = strong.intersect(&spades).unwrap();
        assert_eq!(both.hcp, Range::new(15, 17));
        assert_eq!(both.lengths[0], Range::new(4, 4));
        assert_eq!(both.balanced, Some(true));
        assert_eq!(strong.intersect(&limits("N:hcp=-12").seats[0]), None);
        assert_eq!(strong.intersect(&limits("N:unbal").seats[0]), None);
        let either = strong.hull(&spades);
        assert_eq!(either.hcp, Range::new(10, MAX_HCP));
        assert_eq!(either.lengths[0], Range::ANY_LENGTH);
        assert_eq!(either.balanced, None);
        assert_eq!(strong.hull(&strong), strong);
        assert_eq!(SeatLimits::default().intersect(&strong), Some(strong));
    }
}
