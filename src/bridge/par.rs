//! Par: the result when both sides bid perfectly with double-dummy knowledge of the table.
//!
//! The side that can make the highest contract (in bidding order; on a tie the side of the
//! dealer, who speaks first) wins the auction. It chooses among its makeable contracts the
//! one worth most to it after the opponents' best reply over it: outbidding with a contract
//! they make, or a doubled sacrifice. Contracts are listed at the lowest level that scores
//! the par, one per strain, with every declarer who takes the tricks, in DDS's notation
//! (`4S*-EW-1`, `3N-S+2`).

use crate::bridge::dd::DdTable;
use crate::bridge::score::score;
use crate::bridge::{Contract, Doubling, Seat, Strain, Vulnerability};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One par contract.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParContract {
    pub level: u8,
    pub strain: Strain,
    /// Doubled (a sacrifice).
    pub doubled: bool,
    /// Every seat that can declare it with the same result.
    pub declarers: Vec<Seat>,
    /// Tricks over the contract (negative: down).
    pub overtricks: i8,
}

/// The par score (from North-South's side) and the contracts that give it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Par {
    pub score: i32,
    /// Empty when the deal is passed out.
    pub contracts: Vec<ParContract>,
}

/// Strains in bidding order inside a level.
const BID_ORDER: [Strain; 5] = [
    Strain::Clubs,
    Strain::Diamonds,
    Strain::Hearts,
    Strain::Spades,
    Strain::NoTrump,
];

/// The contract of bidding index `k` (0 = 1C … 34 = 7NT).
fn contract_at(k: usize) -> (u8, Strain) {
    ((k / 5 + 1) as u8, BID_ORDER[k % 5])
}

struct Side {
    seats: [Seat; 2],
    vulnerable: bool,
    /// Best tricks of the side in each strain (table order).
    tricks: [u8; 5],
}

impl Side {
    fn new(table: &DdTable, first: Seat, vul: Vulnerability) -> Side {
        let seats = [first, first.partner()];
        let mut tricks = [0; 5];
        for s in Strain::ALL {
            tricks[s.index()] = seats.iter().map(|&p| table.get(s, p)).max().unwrap_or(0);
        }
        Side {
            seats,
            vulnerable: vul.is_vulnerable(first),
            tricks,
        }
    }

    fn makes(&self, k: usize) -> bool {
        let (level, strain) = contract_at(k);
        self.tricks[strain.index()] >= level + 6
    }

    /// The side's score for contract `k`, doubled when it goes down.
    fn result(&self, k: usize) -> i32 {
        let (level, strain) = contract_at(k);
        let doubling = if self.makes(k) {
            Doubling::Undoubled
        } else {
            Doubling::Doubled
        };
        let c = Contract::new(level, strain, doubling, self.seats[0])
            .expect("the 35 bids are levels 1 to 7");
        score(&c, self.vulnerable, self.tricks[strain.index()])
    }

    fn highest_makeable(&self) -> Option<usize> {
        (0..35).rev().find(|&k| self.makes(k))
    }

    fn par_contract(&self, k: usize, table: &DdTable) -> ParContract {
        let (level, strain) = contract_at(k);
        let best = self.tricks[strain.index()];
        ParContract {
            level,
            strain,
            doubled: !self.makes(k),
            declarers: self
                .seats
                .iter()
                .copied()
                .filter(|&p| table.get(strain, p) == best)
                .collect(),
            overtricks: best as i8 - (level as i8 + 6),
        }
    }
}

/// Par for a table, vulnerability and dealer.
pub fn par(table: &DdTable, vul: Vulnerability, dealer: Seat) -> Par {
    let dealer_side = Side::new(table, dealer, vul);
    let other_side = Side::new(table, dealer.next(), vul);
    let (a, b) = match (
        dealer_side.highest_makeable(),
        other_side.highest_makeable(),
    ) {
        (None, None) => {
            return Par {
                score: 0,
                contracts: Vec::new(),
            }
        }
        (Some(x), Some(y)) if y > x => (other_side, dealer_side),
        (Some(_), _) => (dealer_side, other_side),
        (None, Some(_)) => (other_side, dealer_side),
    };
    // For each contract A makes: what A gets after B's best reply above it.
    let reply = |k: usize| -> Option<(i32, usize)> {
        (k + 1..35)
            .map(|j| (-b.result(j), j))
            .min_by_key(|&(v, j)| (v, j))
    };
    let mut best: Option<(i32, usize)> = None;
    for k in (0..35).filter(|&k| a.makes(k)) {
        let own = a.result(k);
        let value = reply(k).map_or(own, |(r, _)| r.min(own));
        // Ties go to the higher contract: sacrifices must then outbid it.
        if best.is_none_or(|(v, _)| value >= v) {
            best = Some((value, k));
        }
    }
    let Some((value, k)) = best else {
        return Par {
            score: 0,
            contracts: Vec::new(),
        };
    };
    let mut contracts = Vec::new();
    if a.result(k) == value {
        // A's own contracts: per strain the lowest level that scores the par and that B
        // cannot profitably bid over.
        for strain in BID_ORDER.iter().rev() {
            let found = (0..35).find(|&j| {
                contract_at(j).1 == *strain
                    && a.makes(j)
                    && a.result(j) == value
                    && reply(j).is_none_or(|(r, _)| r >= value)
            });
            if let Some(j) = found {
                contracts.push(a.par_contract(j, table));
            }
        }
    } else {
        // B sacrifices over A's contract: per strain the cheapest such sacrifice.
        for strain in BID_ORDER.iter().rev() {
            let found = (k + 1..35).find(|&j| contract_at(j).1 == *strain && -b.result(j) == value);
            if let Some(j) = found {
                contracts.push(b.par_contract(j, table));
            }
        }
    }
    let ns_score = if a.seats[0].is_ns() { value } else { -value };
    Par {
        score: ns_score,
        contracts,
    }
}

impl ParContract {
    /// The declaring seats' letters, North or East first (`NS`, `E`).
    pub fn seats(&self) -> String {
        let mut seats = self.declarers.clone();
        seats.sort();
        seats.iter().map(|s| s.letter()).collect()
    }

    /// The tricks over or under the contract with their sign (`minus` for down), nothing when
    /// it is made exactly.
    pub fn result_text(&self, minus: &str) -> String {
        match self.overtricks {
            0 => String::new(),
            n if n > 0 => format!("+{n}"),
            n => format!("{minus}{}", -n),
        }
    }
}

impl fmt::Display for ParContract {
    /// DDS's notation: `4S*-EW-1`, `3N-S+2`, `2H-NS`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}-{}{}",
            self.level,
            self.strain.letter(),
            if self.doubled { "*" } else { "" },
            self.seats(),
            self.result_text("-")
        )
    }
}
