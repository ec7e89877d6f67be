//! What an auction tells about each hand: an HCP range and a range for each suit length,
//! as [`SeatLimits`] for the card-play sampler and for the player to see.
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
//!
//! A call made by judgement narrows also by what its reasoning guarantees (no game values,
//! a fit of eight, a long suit), which the auction records beside the call
//! ([`Auction::push_showing`]); the same call without that record (a human's, or an auction
//! read from text) says only what the rules give it.

use serde::{Deserialize, Serialize};

use super::auction::Auction;
use super::call::Call;
use super::system::System;
use crate::bridge::limits::SeatLimits;
use crate::bridge::Seat;

/// The limits on one seat's hand that the auction implies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInference {
    /// The HCP and suit-length ranges; the shape is never limited (see [`infer`]).
    pub limits: SeatLimits,
    /// Whether some call said something the rules already contradict (limits that cannot
    /// all hold, e.g. after a call outside the system's meaning); the limits then keep the
    /// last consistent values.
    pub contradictory: bool,
}

impl SeatInference {
    fn narrow(&mut self, implied: &SeatLimits) {
        match self.limits.intersect(implied) {
            Some(limits) => self.limits = limits,
            None => self.contradictory = true,
        }
    }
}

/// Each seat's limits (indexed North, East, South, West) after the auction.
pub fn infer(system: &System, auction: &Auction) -> [SeatInference; 4] {
    let mut out = [SeatInference::default(); 4];
    let mut so_far = auction.prefix(0);
    for (i, &call) in auction.calls().iter().enumerate() {
        let seat: Seat = so_far.next_seat();
        if let Some(implied) = implied(system, &so_far, call) {
            out[seat.index()].narrow(&implied);
        }
        if let Some(shown) = auction.shown(i) {
            out[seat.index()].narrow(&shown);
        }
        if so_far.push_showing(call, auction.shown(i)).is_err() {
            break;
        }
    }
    out
}

/// What `call`, made after `before`, says about its caller's hand: the hull of the limits of
/// every rule that gives it there, or None when it says nothing (a pass once somebody has bid,
/// or a call no rule gives). Only the ranges are kept, the ones the player is shown: a
/// balanced rule still narrows every suit to 2-5 cards.
pub fn implied(system: &System, before: &Auction, call: Call) -> Option<SeatLimits> {
    if call == Call::Pass && !pass_is_explained(before) {
        return None;
    }
    system
        .candidates(before)
        .into_iter()
        .filter(|r| r.call == call)
        .map(|r| r.constraints.limits())
        .reduce(|a, b| a.hull(&b))
        .map(|l| SeatLimits {
            balanced: None,
            ..l
        })
}

/// Whether a pass here always comes from an explicit pass rule rather than the fallback:
/// true while nobody has bid, where the opening rules and the pass rule between them fit
/// every hand (see the module documentation).
pub fn pass_is_explained(so_far: &Auction) -> bool {
    so_far.calls().iter().all(|&c| c == Call::Pass)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::{bid_deal, choose, Builtin, Source};
    use crate::bridge::{Deal, Vulnerability};

    /// In the pass-out seat over their 1S, a six-card heart suit with opening values but only
    /// one top honour: SAYC's balancing 2H asks for two, so judgement competes in 2H.
    fn balancing_2h() -> (System, Auction, crate::bridge::Hand) {
        let system = System::builtin(Builtin::Sayc).unwrap();
        let before = Auction::parse(Seat::East, "1S P P")
            .unwrap()
            .with_vulnerability(Vulnerability::EastWest);
        let hand = Deal::from_pbn("N:K.QT7632.A98.KJ5 - - -")
            .unwrap()
            .hand(Seat::North);
        (system, before, hand)
    }

    #[test]
    fn a_judgement_call_shows_what_its_reasoning_guarantees() {
        let (system, before, hand) = balancing_2h();
        let choice = choose(&system, &before, hand);
        assert_eq!(
            (choice.call, choice.source()),
            ("2H".parse().unwrap(), Source::Judgement)
        );
        let shows = choice
            .shows()
            .expect("the competitive bid shows its values and suit");
        // Opening values to compete, and short of game with partner's expected values.
        assert_eq!(shows.hcp.min, 10);
        assert!(shows.hcp.max < 25, "{shows:?}");
        assert_eq!(shows.lengths[1].min, 6);
        assert!(shows.allows(hand));
    }

    #[test]
    fn the_inference_reads_what_a_judgement_call_showed() {
        let (system, before, hand) = balancing_2h();
        let choice = choose(&system, &before, hand);
        let mut shown = before.clone();
        shown.push_showing(choice.call, choice.shows()).unwrap();
        let north = infer(&system, &shown)[Seat::North.index()].limits;
        assert_eq!(north.hcp.min, 10);
        assert_eq!(north.lengths[1].min, 6);
        // The same call written without what it showed (a human's) reads only as the system's
        // rule for it: SAYC's balancing 2H, 8+ HCP and five hearts.
        let mut bare = before.clone();
        bare.push(choice.call).unwrap();
        assert_eq!(bare, shown);
        let north = infer(&system, &bare)[Seat::North.index()].limits;
        assert_eq!((north.hcp.min, north.lengths[1].min), (8, 5));
        // A later call reads the earlier one's limits through the prefix too.
        let mut later = shown.clone();
        later.push(Call::Pass).unwrap();
        assert_eq!(
            infer(&system, &later)[Seat::North.index()].limits.hcp.min,
            10
        );
    }

    /// Both hands reach game by judgement, 3NT and then 5C: the 5C shows 13 HCP, what game
    /// asked beside the opener's 12, and the opener counts them to the club slam.
    #[test]
    fn a_judgement_game_shows_the_hcp_it_needs_and_partner_counts_them() {
        let system = System::builtin(Builtin::Sayc).unwrap();
        let deal =
            Deal::from_pbn("N:A.QT.A963.AT8643 KT76.963.J52.J92 QJ54.A.KQT74.KQ7 9832.KJ87542.8.5")
                .unwrap();
        let start = Auction::new(Seat::East).with_vulnerability(Vulnerability::Both);
        let (auction, explanations) = bid_deal(&system, &deal, start);
        let text: Vec<String> = auction.calls().iter().map(|c| c.to_string()).collect();
        assert_eq!(text.join(" "), "P 1D P 2C P 3N P 5C P 6C P P P");
        assert_eq!(explanations[7].source, Source::Judgement);
        let five = auction.shown(7).expect("game values show a floor of HCP");
        assert_eq!(five.hcp.min, 13);
        assert!(five.allows(deal.hand(Seat::North)));
        let north = infer(&system, &auction)[Seat::North.index()].limits;
        assert_eq!(north.hcp.min, 13);
        assert!(
            explanations[9].en.contains("partner shows 13-"),
            "{}",
            explanations[9].en
        );
    }
}
