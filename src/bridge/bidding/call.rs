//! A call of the auction: pass, double, redouble or a bid, in the text form of the command
//! line (`P`, `X`, `XX`, `1C` … `7N`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bridge::Strain;

/// One call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Call {
    Pass,
    Double,
    Redouble,
    Bid { level: u8, strain: Strain },
}

impl Call {
    /// A bid, if `level` is 1–7.
    pub fn bid(level: u8, strain: Strain) -> Option<Call> {
        (1..=7)
            .contains(&level)
            .then_some(Call::Bid { level, strain })
    }

    /// Bids in increasing order, 0 for 1♣ up to 34 for 7NT (None for other calls, and for a
    /// `Call::Bid` written with a level outside 1–7).
    pub fn bid_index(self) -> Option<usize> {
        match self {
            Call::Bid {
                level: level @ 1..=7,
                strain,
            } => Some((level as usize - 1) * 5 + strain.bid_rank()),
            _ => None,
        }
    }

    /// All 35 bids, lowest first.
    pub fn all_bids() -> impl Iterator<Item = Call> {
        (1..=7u8).flat_map(|level| {
            [
                Strain::Clubs,
                Strain::Diamonds,
                Strain::Hearts,
                Strain::Spades,
                Strain::NoTrump,
            ]
            .into_iter()
            .map(move |strain| Call::Bid { level, strain })
        })
    }
}

/// Text that is not a call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallError {
    pub text: String,
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a call (P, X, XX, or a level 1-7 and C, D, H, S or N)",
            self.text
        )
    }
}

impl std::error::Error for CallError {}

impl FromStr for Call {
    type Err = CallError;

    fn from_str(s: &str) -> Result<Call, CallError> {
        let err = || CallError {
            text: s.to_string(),
        };
        let t = s.trim().to_ascii_uppercase();
        match t.as_str() {
            "P" | "PASS" => return Ok(Call::Pass),
            "X" | "D" | "DBL" => return Ok(Call::Double),
            "XX" | "R" | "RDBL" => return Ok(Call::Redouble),
            _ => {}
        }
        let mut chars = t.chars();
        let level = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(err)? as u8;
        // Only the letters: `Strain::parse` would also take digits and spaces.
        let strain = match chars.as_str() {
            "C" => Strain::Clubs,
            "D" => Strain::Diamonds,
            "H" => Strain::Hearts,
            "S" => Strain::Spades,
            "N" | "NT" => Strain::NoTrump,
            _ => return Err(err()),
        };
        Call::bid(level, strain).ok_or_else(err)
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("P"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid { level, strain } => write!(f, "{level}{}", strain.letter()),
        }
    }
}

impl TryFrom<String> for Call {
    type Error = CallError;
    fn try_from(s: String) -> Result<Call, CallError> {
        s.parse()
    }
}

impl From<Call> for String {
    fn from(c: Call) -> String {
        c.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        for text in ["P", "X", "XX", "1C", "3N", "7S"] {
            assert_eq!(text.parse::<Call>().unwrap().to_string(), text);
        }
        assert_eq!("1NT".parse::<Call>().unwrap().to_string(), "1N");
        for bad in ["", "0C", "8S", "1", "1Z", "C1", "1 4", "14"] {
            assert!(bad.parse::<Call>().is_err(), "{bad}");
        }
        let bids: Vec<Call> = Call::all_bids().collect();
        assert_eq!(bids.len(), 35);
        assert!(bids.windows(2).all(|w| w[0].bid_index() < w[1].bid_index()));
    }
}
