//! Notrump slams by judgement: 4NT raising partner's notrump bid, as over a notrump opening,
//! invites 6NT. A hand that reaches slam only if partner is at the top of a known range
//! invites with it; partner bids 6NT with values from the middle of the inviter's range up
//! (a point fewer with a five-card suit, which makes a trick), and passes otherwise. The
//! invitation records the HCP it shows beside the call; judgement's ace ask, which may also
//! follow partner's notrump once a fit is found, records none, and so partner tells them
//! apart.

use super::auction::Auction;
use super::call::Call;
use super::infer::infer;
use super::judgement::Judgement;
use super::system::System;
use crate::bridge::evaluate::{hcp, lengths};
use crate::bridge::limits::{Range, SeatLimits};
use crate::bridge::{Hand, Strain};

const FOUR_NT: Call = Call::Bid {
    level: 4,
    strain: Strain::NoTrump,
};
const SIX_NT: Call = Call::Bid {
    level: 6,
    strain: Strain::NoTrump,
};

/// The high cards a small slam in notrump needs between the hands.
pub(super) const NT_SLAM: u8 = 32;
/// The high cards with which 4NT, declined, still makes opposite partner's minimum.
const SAFE_FOUR_NT: u8 = 30;
/// The widest range of partner's that an invitation asks about: a known, limited hand.
const KNOWN_RANGE: u8 = 4;

/// Whether the last bid is partner's notrump bid below game or at it, so that 4NT now raises
/// it.
fn raises_partner(auction: &Auction) -> bool {
    let partner = auction.next_seat().partner();
    matches!(
        auction.last_bid(),
        Some((by, Call::Bid { level: 1..=3, strain: Strain::NoTrump })) if by == partner
    )
}

/// Whether the system's own rules give `call` a meaning after `auction`.
fn system_call(system: &System, auction: &Auction, call: Call) -> bool {
    system.candidates(auction).iter().any(|r| r.call == call)
}

/// The invitation, where the system gives 4NT no meaning: partner's notrump bid in a range at
/// most four wide, my HCP reaching slam with partner's maximum but not with partner's likely
/// values (`expected`, as judgement counts them), and 4NT safe opposite the minimum. Returns what 4NT shows: HCP from those
/// that reach slam with partner's maximum to those that stop short of it with the likely.
pub(super) fn invitation(
    system: &System,
    auction: &Auction,
    hand: Hand,
    partner: Range,
    expected: u8,
) -> Option<SeatLimits> {
    if !raises_partner(auction)
        || auction.check(FOUR_NT).is_err()
        || system_call(system, auction, FOUR_NT)
        || partner.max > partner.min + KNOWN_RANGE
    {
        return None;
    }
    let mine = hcp(hand);
    if mine + partner.min < SAFE_FOUR_NT {
        return None;
    }
    let least = NT_SLAM.saturating_sub(partner.max);
    let most = (NT_SLAM - 1).saturating_sub(expected);
    (least..=most).contains(&mine).then(|| SeatLimits {
        hcp: Range::new(least, most),
        ..SeatLimits::default()
    })
}

/// The answer to partner's quantitative 4NT (judgement's, raising my notrump bid where the
/// system gives 4NT no meaning): 6NT when my HCP and the middle of partner's range reach
/// the slam, a point fewer with a five-card suit; a pass otherwise.
pub(super) fn answer(system: &System, auction: &Auction, hand: Hand) -> Option<Judgement> {
    let calls = auction.calls();
    let n = calls.len();
    if n < 3 || calls[n - 1] != Call::Pass || calls[n - 2] != FOUR_NT {
        return None;
    }
    let before = auction.prefix(n - 2);
    let recorded = auction
        .shown(n - 2)
        .is_some_and(|l| l.hcp.max < Range::ANY_HCP.max);
    if !recorded || !raises_partner(&before) || system_call(system, &before, FOUR_NT) {
        return None;
    }
    let me = auction.next_seat();
    let theirs = infer(system, auction)[me.partner().index()].limits.hcp;
    let middle = theirs.min + theirs.max.saturating_sub(theirs.min) / 2;
    let mine = hcp(hand);
    let five = lengths(hand).iter().any(|&l| l >= 5);
    let needs = NT_SLAM - u8::from(five);
    let accept = mine + middle >= needs && auction.check(SIX_NT).is_ok();
    let (call, en, zh) = if accept {
        (SIX_NT, "enough: 6NT", "够满贯:6无将")
    } else {
        (Call::Pass, "not enough: pass", "不够满贯:不叫")
    };
    let (suit_en, suit_zh) = if five {
        (" and a five-card suit", "及5张套")
    } else {
        ("", "")
    };
    Some(Judgement {
        call,
        en: format!(
            "Partner's 4NT raises my notrump: quantitative, partner shows {theirs} HCP; I hold \
             {mine} HCP{suit_en}, about {} together: {en}",
            mine + middle
        ),
        zh: format!(
            "同伴4无将加叫我的无将:定量邀请,同伴显示{theirs}点;我有{mine}点{suit_zh},\
             合计约{}点:{zh}",
            mine + middle
        ),
        shows: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::system::Builtin;
    use crate::bridge::Seat;

    fn hand(pbn: &str) -> Hand {
        Hand::from_pbn_for_test(pbn)
    }

    fn auction(text: &str) -> Auction {
        Auction::parse(Seat::North, text).unwrap()
    }

    #[test]
    fn four_nt_raises_only_partners_notrump() {
        assert!(raises_partner(&auction("1C P 1H P 1N P")));
        assert!(!raises_partner(&auction("1C P 1H P 1N 2D")));
        assert!(!raises_partner(&auction("1C P 1H P 2C P")));
        assert!(!raises_partner(&auction("1N P 2C P 2D P")));
    }

    #[test]
    fn the_invitation_needs_slam_opposite_the_maximum_only() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let rebid = auction("1C P 1H P 1N P");
        // Partner's 12-14: 18 reaches 32 with 14 only; 19 with 13 already (a slam, no
        // invitation); 17 never.
        let eighteen = hand("AQ3.KQJ4.KJ3.Q32");
        let shows = invitation(&sayc, &rebid, eighteen, Range::new(12, 14), 13).unwrap();
        assert_eq!(shows.hcp, Range::new(18, 18));
        let seventeen = hand("AQ3.KQJ4.KJ3.J32");
        assert_eq!(
            invitation(&sayc, &rebid, seventeen, Range::new(12, 14), 13),
            None
        );
        // Not over partner's suit bid, nor opposite a wide range.
        assert_eq!(
            invitation(
                &sayc,
                &auction("1C P 1H P 2C P"),
                eighteen,
                Range::new(12, 14),
                13
            ),
            None
        );
        assert_eq!(
            invitation(&sayc, &rebid, eighteen, Range::new(12, 21), 14),
            None
        );
    }

    #[test]
    fn the_answer_accepts_from_the_middle_of_the_range_or_with_a_five_card_suit() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let ace_ask = auction("1C P 1H P 1N P 4N P");
        // Partner's 4NT shows what judgement's invitation recorded beside it.
        let mut with_shows = auction("1C P 1H P 1N P");
        with_shows
            .push_showing(
                FOUR_NT,
                Some(SeatLimits {
                    hcp: Range::new(18, 18),
                    ..SeatLimits::default()
                }),
            )
            .unwrap();
        with_shows.push(Call::Pass).unwrap();
        let maximum = hand("KJ3.K2.Q832.AJ32");
        let j = answer(&sayc, &with_shows, maximum).unwrap();
        assert_eq!(j.call, SIX_NT, "{}", j.en);
        assert!(j.zh.contains("6无将"), "{}", j.zh);
        let thirteen = hand("KJ3.Q2.Q832.AJ32");
        assert_eq!(
            answer(&sayc, &with_shows, thirteen).unwrap().call,
            Call::Pass
        );
        let twelve_five = hand("KJ3.J2.Q83.AJ732");
        assert_eq!(
            answer(&sayc, &with_shows, twelve_five).unwrap().call,
            Call::Pass
        );
        let thirteen_five = hand("KJ3.Q2.Q83.AJ732");
        assert_eq!(
            answer(&sayc, &with_shows, thirteen_five).unwrap().call,
            SIX_NT
        );
        // After a notrump opening the system's rules answer 4NT; a 4NT that records no HCP
        // is judgement's ace ask, which the Blackwood rules answer.
        assert_eq!(answer(&sayc, &auction("1N P 4N P"), maximum), None);
        assert_eq!(answer(&sayc, &ace_ask, maximum), None);
    }
}
