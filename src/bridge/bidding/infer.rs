//! What an auction tells about each hand: an HCP range and a range for each suit length,
//! as plain data for the card-play sampler (its [`crate::bridge::dealer::SeatLimits`]) and
//! for the player to see.
//!
//! Each call narrows its caller's limits to what the rules that give it a meaning there
//! allow: the hull (smallest range holding every one) of those rules' constraints, since the
//! caller's hand fits one of them.
//!
//! A pass narrows only before anybody has bid: there the systems' opening rules, with the
//! explicit pass rule ("not enough to open", e.g. `hcp = "0-12"` in SAYC), cover every hand,
//! so the engine never falls back and the pass means exactly what its rule says (the tests
//! check both over random deals). Once somebody has bid, a pass can still be the fallback
//! (the computer passes when no rule fits), which can hide any hand, so it narrows nothing.
//! Not used yet: the negative inference that higher-priority rules did not fit.

use serde::{Deserialize, Serialize};

use super::auction::Auction;
use super::call::Call;
use super::system::System;
use crate::bridge::dealer::{Range, SeatLimits};
use crate::bridge::Seat;

/// The limits on one seat's hand that the auction implies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInference {
    pub hcp: Range,
    /// Spades, hearts, diamonds, clubs.
    pub lengths: [Range; 4],
    /// Whether some call said something the rules already contradict (limits that cannot
    /// all hold, e.g. after a call outside the system's meaning); the ranges then keep the
    /// last consistent values.
    pub contradictory: bool,
}

impl Default for SeatInference {
    fn default() -> SeatInference {
        SeatInference {
            hcp: Range::new(0, 37),
            lengths: [Range::new(0, 13); 4],
            contradictory: false,
        }
    }
}

impl SeatInference {
    /// As limits for the dealer (HCP and lengths; shape is not kept).
    pub fn limits(&self) -> SeatLimits {
        SeatLimits {
            hcp: self.hcp,
            lengths: self.lengths,
            balanced: None,
        }
    }

    fn narrow(&mut self, hcp: Range, lengths: [Range; 4]) {
        let new_hcp = self.hcp.intersect(hcp);
        let new_lengths: Vec<Range> = self
            .lengths
            .iter()
            .zip(lengths)
            .map(|(a, b)| a.intersect(b))
            .collect();
        if new_hcp.is_empty() || new_lengths.iter().any(|r| r.is_empty()) {
            self.contradictory = true;
            return;
        }
        self.hcp = new_hcp;
        for (slot, r) in self.lengths.iter_mut().zip(new_lengths) {
            *slot = r;
        }
    }
}

fn hull(a: Range, b: Range) -> Range {
    Range::new(a.min.min(b.min), a.max.max(b.max))
}

/// Each seat's limits (indexed North, East, South, West) after the auction.
pub fn infer(system: &System, auction: &Auction) -> [SeatInference; 4] {
    let mut out = [SeatInference::default(); 4];
    let mut so_far = Auction::new(auction.dealer);
    for &call in auction.calls() {
        let seat: Seat = so_far.next_seat();
        if call != Call::Pass || pass_is_explained(&so_far) {
            let rules: Vec<_> = system
                .candidates(&so_far)
                .into_iter()
                .filter(|r| r.call == call)
                .collect();
            if let Some(first) = rules.first() {
                let mut hcp = first.constraints.hcp_range();
                let mut lengths = first.constraints.length_ranges();
                for r in &rules[1..] {
                    hcp = hull(hcp, r.constraints.hcp_range());
                    for (l, x) in lengths.iter_mut().zip(r.constraints.length_ranges()) {
                        *l = hull(*l, x);
                    }
                }
                out[seat.index()].narrow(hcp, lengths);
            }
        }
        if so_far.push(call).is_err() {
            break;
        }
    }
    out
}

/// Whether a pass here always comes from an explicit pass rule rather than the fallback:
/// true while nobody has bid, where the opening rules and the pass rule between them fit
/// every hand (see the module documentation).
fn pass_is_explained(so_far: &Auction) -> bool {
    so_far.calls().iter().all(|&c| c == Call::Pass)
}
