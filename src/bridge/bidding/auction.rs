//! An auction: the dealer and the calls so far, with the laws on which calls are legal and
//! when the auction ends.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::call::{Call, CallError};
use crate::bridge::limits::SeatLimits;
use crate::bridge::{Contract, Doubling, Seat, Strain, Vulnerability};

/// Why a call cannot be made at this point of the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalCall {
    /// The auction has ended (four passes, or three passes after a call).
    Finished,
    /// A bid no higher than the last bid.
    Insufficient { call: Call, last: Call },
    /// A double with no opponent's bid to double (or that bid already doubled).
    NothingToDouble,
    /// A redouble with no opponent's double to redouble.
    NothingToRedouble,
    /// A `Call::Bid` with a level outside 1–7.
    NoSuchBid { level: u8 },
}

impl fmt::Display for IllegalCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalCall::Finished => f.write_str("the auction is over"),
            IllegalCall::Insufficient { call, last } => {
                write!(f, "{call} is not higher than the last bid, {last}")
            }
            IllegalCall::NothingToDouble => {
                f.write_str("a double needs an undoubled bid by the opponents to be the last call")
            }
            IllegalCall::NothingToRedouble => {
                f.write_str("a redouble needs an opponent's double of our bid to be the last call")
            }
            IllegalCall::NoSuchBid { level } => {
                write!(f, "there is no bid at level {level}: levels go from 1 to 7")
            }
        }
    }
}

impl std::error::Error for IllegalCall {}

/// A written auction that cannot be read, naming the call (1 = the first) that is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AuctionError {
    NotACall {
        index: usize,
        error: CallError,
    },
    Illegal {
        index: usize,
        call: Call,
        error: IllegalCall,
    },
}

impl fmt::Display for AuctionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuctionError::NotACall { index, error } => write!(f, "call {index}: {error}"),
            AuctionError::Illegal { index, call, error } => {
                write!(f, "call {index} ({call}): {error}")
            }
        }
    }
}

impl std::error::Error for AuctionError {}

/// The auction so far. Two auctions are equal when their board and calls are: what
/// judgement's calls showed goes with the calls but is no call itself.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Auction {
    pub dealer: Seat,
    calls: Vec<Call>,
    /// Which sides are vulnerable: the systems' rules and judgement weigh it (preempts,
    /// overcalls, sacrifices).
    #[serde(default)]
    vulnerability: Vulnerability,
    /// What a call made by judgement showed beyond the rules (see [`Auction::push_showing`]),
    /// by the call's index; shorter than `calls` when the last calls showed nothing more.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    shown: Vec<Option<SeatLimits>>,
}

impl PartialEq for Auction {
    fn eq(&self, other: &Auction) -> bool {
        self.dealer == other.dealer
            && self.calls == other.calls
            && self.vulnerability == other.vulnerability
    }
}

impl Eq for Auction {}

impl Auction {
    pub fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            calls: Vec::new(),
            vulnerability: Vulnerability::None,
            shown: Vec::new(),
        }
    }

    /// The same auction on a board with this vulnerability.
    pub fn with_vulnerability(mut self, vulnerability: Vulnerability) -> Auction {
        self.vulnerability = vulnerability;
        self
    }

    pub fn vulnerability(&self) -> Vulnerability {
        self.vulnerability
    }

    /// The first `n` calls of the auction (all of them when `n` is larger), on the same board.
    pub fn prefix(&self, n: usize) -> Auction {
        Auction {
            dealer: self.dealer,
            calls: self.calls[..n.min(self.calls.len())].to_vec(),
            vulnerability: self.vulnerability,
            shown: self.shown[..n.min(self.shown.len())].to_vec(),
        }
    }

    /// Reads calls separated by spaces or commas, e.g. `1C P 1H X`.
    pub fn parse(dealer: Seat, text: &str) -> Result<Auction, AuctionError> {
        let mut a = Auction::new(dealer);
        for (i, word) in text
            .split([' ', ','])
            .filter(|w| !w.trim().is_empty())
            .enumerate()
        {
            let call: Call = word.parse().map_err(|error| AuctionError::NotACall {
                index: i + 1,
                error,
            })?;
            a.push(call).map_err(|error| AuctionError::Illegal {
                index: i + 1,
                call,
                error,
            })?;
        }
        Ok(a)
    }

    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The seat that made call number `i` (0-based).
    pub fn seat_of(&self, i: usize) -> Seat {
        self.dealer.after(i)
    }

    /// The seat whose turn it is.
    pub fn next_seat(&self) -> Seat {
        self.seat_of(self.calls.len())
    }

    /// Four passes, or three passes after any other call.
    pub fn is_finished(&self) -> bool {
        let n = self.calls.len();
        let trailing = self
            .calls
            .iter()
            .rev()
            .take_while(|c| **c == Call::Pass)
            .count();
        (n == 4 && trailing == 4) || (trailing >= 3 && n > trailing)
    }

    /// The last bid and who made it.
    pub fn last_bid(&self) -> Option<(Seat, Call)> {
        self.calls
            .iter()
            .enumerate()
            .rev()
            .find(|(_, c)| matches!(c, Call::Bid { .. }))
            .map(|(i, c)| (self.seat_of(i), *c))
    }

    /// The first seat that `by` accepts to have bid `strain` among the first `end` calls: the
    /// declarer's rule ("first of the side to name the strain"), also asked by the bidding of
    /// a seat's own or partner's earlier suits.
    pub fn first_to_bid(
        &self,
        strain: Strain,
        end: usize,
        by: impl Fn(Seat) -> bool,
    ) -> Option<Seat> {
        self.calls[..end.min(self.calls.len())]
            .iter()
            .enumerate()
            .find(|&(i, c)| {
                by(self.seat_of(i)) && matches!(c, Call::Bid { strain: s, .. } if *s == strain)
            })
            .map(|(i, _)| self.seat_of(i))
    }

    /// The last call other than a pass, and who made it.
    fn last_action(&self) -> Option<(Seat, Call)> {
        self.calls
            .iter()
            .enumerate()
            .rev()
            .find(|(_, c)| **c != Call::Pass)
            .map(|(i, c)| (self.seat_of(i), *c))
    }

    /// Whether the next seat may make `call`.
    pub fn check(&self, call: Call) -> Result<(), IllegalCall> {
        if self.is_finished() {
            return Err(IllegalCall::Finished);
        }
        let me = self.next_seat();
        let opponent = |s: Seat| s != me && s != me.partner();
        match call {
            Call::Pass => Ok(()),
            Call::Bid { level, .. } if call.bid_index().is_none() => {
                Err(IllegalCall::NoSuchBid { level })
            }
            Call::Bid { .. } => match self.last_bid() {
                Some((_, last)) if last.bid_index() >= call.bid_index() => {
                    Err(IllegalCall::Insufficient { call, last })
                }
                _ => Ok(()),
            },
            Call::Double => match self.last_action() {
                Some((s, Call::Bid { .. })) if opponent(s) => Ok(()),
                _ => Err(IllegalCall::NothingToDouble),
            },
            Call::Redouble => match self.last_action() {
                Some((s, Call::Double)) if opponent(s) => Ok(()),
                _ => Err(IllegalCall::NothingToRedouble),
            },
        }
    }

    /// Makes a call for the next seat, if it is legal.
    pub fn push(&mut self, call: Call) -> Result<(), IllegalCall> {
        self.check(call)?;
        self.calls.push(call);
        Ok(())
    }

    /// Makes a call that shows `shown` beyond what the system's rules give it (a call made
    /// by judgement, which knows what its reasoning guarantees), if it is legal.
    pub fn push_showing(
        &mut self,
        call: Call,
        shown: Option<SeatLimits>,
    ) -> Result<(), IllegalCall> {
        self.push(call)?;
        if shown.is_some() {
            self.shown.resize(self.calls.len() - 1, None);
            self.shown.push(shown);
        }
        Ok(())
    }

    /// What call `i` showed beyond the system's rules, when judgement made it.
    pub fn shown(&self, i: usize) -> Option<SeatLimits> {
        self.shown.get(i).copied().flatten()
    }

    /// The final contract of a finished auction (None when passed out or not finished).
    pub fn contract(&self) -> Option<Contract> {
        if !self.is_finished() {
            return None;
        }
        let (bidder, last) = self.last_bid()?;
        let Call::Bid { level, strain } = last else {
            return None;
        };
        let doubling = match self.last_action() {
            Some((_, Call::Double)) => Doubling::Doubled,
            Some((_, Call::Redouble)) => Doubling::Redoubled,
            _ => Doubling::Undoubled,
        };
        // Declarer: the first of the side to have bid this strain.
        let declarer = self
            .first_to_bid(strain, self.calls.len(), |s| {
                s == bidder || s == bidder.partner()
            })
            .unwrap_or(bidder);
        Contract::new(level, strain, doubling, declarer).ok()
    }
}

impl fmt::Display for Auction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.calls.iter().map(Call::to_string).collect();
        f.write_str(&words.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_to_bid_looks_only_at_the_seats_and_calls_asked() {
        // N 1H, E 1S, S 2H, W 2S, N 3H: hearts first by North, spades first by East.
        let a = Auction::parse(Seat::North, "1H 1S 2H 2S 3H").unwrap();
        let ns = |s: Seat| s == Seat::North || s == Seat::South;
        assert_eq!(a.first_to_bid(Strain::Hearts, 5, ns), Some(Seat::North));
        assert_eq!(
            a.first_to_bid(Strain::Hearts, 5, |s| s == Seat::South),
            Some(Seat::South)
        );
        assert_eq!(
            a.first_to_bid(Strain::Hearts, 2, |s| s == Seat::South),
            None
        );
        assert_eq!(a.first_to_bid(Strain::Spades, 5, ns), None);
        assert_eq!(
            a.first_to_bid(Strain::Spades, 99, |_| true),
            Some(Seat::East)
        );
        assert_eq!(a.first_to_bid(Strain::NoTrump, 5, |_| true), None);
    }

    #[test]
    fn laws() {
        let a = Auction::parse(Seat::North, "1C P 1H X XX 2D P P P").unwrap();
        assert!(a.is_finished());
        let c = a.contract().unwrap();
        assert_eq!(
            (c.level(), c.strain(), c.declarer()),
            (2, Strain::Diamonds, Seat::East)
        );
        assert_eq!(c.doubling(), Doubling::Undoubled);
        let a = Auction::parse(Seat::East, "1S P 2S P 4S X P P P").unwrap();
        let c = a.contract().unwrap();
        assert_eq!(
            (c.declarer(), c.doubling()),
            (Seat::East, Doubling::Doubled)
        );
        assert!(Auction::parse(Seat::North, "P P P P")
            .unwrap()
            .is_finished());
        assert_eq!(
            Auction::parse(Seat::North, "P P P P").unwrap().contract(),
            None
        );
        assert!(!Auction::parse(Seat::North, "P P P").unwrap().is_finished());
        for (bad, index) in [
            ("1C 1C", 2),
            ("1C P X", 3),
            ("X", 1),
            ("1C XX", 2),
            ("1C X P XX", 4),
            ("1C P P P P", 5),
            ("1C 2Q", 2),
        ] {
            match Auction::parse(Seat::North, bad).unwrap_err() {
                AuctionError::NotACall { index: i, .. }
                | AuctionError::Illegal { index: i, .. } => {
                    assert_eq!(i, index, "{bad}")
                }
            }
        }
        assert!(Auction::parse(Seat::North, "1C X XX").is_ok());
    }
}
