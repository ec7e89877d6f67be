//! Deals on which a contract makes double-dummy ("practise a 4♠ that makes"), on top of the
//! per-seat limits of [`crate::bridge::dealer`].
//!
//! Whether a contract makes is a property of all four hands together that no per-seat limit
//! can express, so the dealer draws under the seat limits (exactly uniform among them) and
//! keeps a deal only when one zero-window search of the solver says the declarer's side takes
//! the tricks it needs against the best opening lead. Keeping or dropping whole draws keeps
//! the result uniform among the deals that meet every limit. Tight seat limits that point the
//! right way (the declaring side's strength, a fit) make the search's acceptance high; the
//! search itself costs a fraction of a second per full deal, so ask for tens of deals, not
//! thousands.

use std::fmt;
use std::str::FromStr;

use rand::Rng;

use crate::bridge::dd::{Position, Solver};
use crate::bridge::dealer::{Dealer, TooRare};
use crate::bridge::{Deal, Seat, Strain};

/// "`level` `strain` by `declarer` makes double-dummy", written `4S:N` or `3NT:S`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Makes {
    pub level: u8,
    pub strain: Strain,
    pub declarer: Seat,
}

/// A `Makes` that cannot be read, with what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MakesParseError(String);

impl fmt::Display for MakesParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MakesParseError {}

impl FromStr for Makes {
    type Err = MakesParseError;

    fn from_str(text: &str) -> Result<Makes, MakesParseError> {
        let err = |why: &str| MakesParseError(format!("\"{text}\": {why} (write e.g. 4S:N)"));
        let (contract, seat) = text
            .trim()
            .split_once(':')
            .ok_or_else(|| err("no ':' before the declarer"))?;
        let mut chars = contract.chars();
        let level = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .filter(|l| (1..=7).contains(l))
            .ok_or_else(|| err("the level must be 1 to 7"))? as u8;
        let strain = Strain::parse(chars.as_str())
            .ok_or_else(|| err("the strain must be S, H, D, C or NT"))?;
        let mut seat_chars = seat.trim().chars();
        let declarer = match (seat_chars.next(), seat_chars.next()) {
            (Some(c), None) => Seat::from_char(c),
            _ => None,
        }
        .ok_or_else(|| err("the declarer must be N, E, S or W"))?;
        Ok(Makes {
            level,
            strain,
            declarer,
        })
    }
}

impl fmt::Display for Makes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let strain = match self.strain {
            Strain::NoTrump => "NT".to_string(),
            s => s.letter().to_string(),
        };
        write!(f, "{}{strain}:{}", self.level, self.declarer.letter())
    }
}

impl Makes {
    /// Whether the contract makes on `deal` (13 cards a hand) with best play: the opening
    /// leader (declarer's left-hand opponent) leads, and the declarer's side needs
    /// `level + 6` tricks.
    pub fn holds(&self, deal: &Deal, solver: &mut Solver) -> bool {
        let pos = Position::new(*deal, self.strain, self.declarer.next());
        let need = self.level + 6;
        // The solver answers for North-South; East-West make when North-South stay below
        // what is left after East-West's tricks.
        let answer = if self.declarer.is_ns() {
            solver.ns_makes(&pos, need)
        } else {
            solver.ns_makes(&pos, 13 - need + 1).map(|ns| !ns)
        };
        answer.unwrap_or(false)
    }

    /// A deal that meets `dealer`'s limits and on which the contract makes, trying at most
    /// `tries` deals that meet the limits (each try costs one double-dummy search).
    pub fn deal<R: Rng + ?Sized>(
        &self,
        dealer: &Dealer,
        solver: &mut Solver,
        rng: &mut R,
        tries: u32,
    ) -> Result<Deal, MakesTooRare> {
        for _ in 0..tries {
            let deal = dealer.deal(rng).map_err(MakesTooRare::Limits)?;
            if self.holds(&deal, solver) {
                return Ok(deal);
            }
        }
        Err(MakesTooRare::Contract {
            makes: *self,
            tries,
        })
    }
}

/// No deal was found: the seat limits are too rare, or the contract made on none of the
/// deals tried.
#[derive(Clone, Debug)]
pub enum MakesTooRare {
    Limits(TooRare),
    Contract { makes: Makes, tries: u32 },
}

impl fmt::Display for MakesTooRare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MakesTooRare::Limits(e) => write!(f, "{e}"),
            MakesTooRare::Contract { makes, tries } => write!(
                f,
                "{makes} made on none of {tries} deals that met the limits: give the declaring \
                 side limits that make it likelier (strength, a fit)"
            ),
        }
    }
}

impl std::error::Error for MakesTooRare {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_prints() {
        let m: Makes = "4S:N".parse().unwrap();
        assert_eq!(
            m,
            Makes {
                level: 4,
                strain: Strain::Spades,
                declarer: Seat::North
            }
        );
        assert_eq!(m.to_string(), "4S:N");
        let nt: Makes = " 3nt:w ".parse().unwrap();
        assert_eq!(
            (nt.level, nt.strain, nt.declarer),
            (3, Strain::NoTrump, Seat::West)
        );
        assert_eq!(nt.to_string(), "3NT:W");
        for (bad, why) in [
            ("4S", "no ':'"),
            ("8S:N", "level"),
            ("0H:N", "level"),
            ("4X:N", "strain"),
            ("4S:Q", "declarer"),
            ("4S:NS", "declarer"),
        ] {
            let e = bad.parse::<Makes>().unwrap_err().to_string();
            assert!(e.contains(why) && e.contains(bad), "{bad}: {e}");
        }
    }
}
