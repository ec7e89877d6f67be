//! Invitations and their answers counted with shape, on hands built for them: a singleton or
//! an extra trump turns a pass into an invitation or a declined invitation into game, in
//! SAYC and in Precision (and so in the paper's tables, which inherit Precision's rules past
//! the opening); each such call is a rule with its meaning in both languages, and the
//! auction then shows the HCP the rule gives. Past game, judgement counts losing tricks once
//! a fit is found, and whole deals reach the slams that fit and shape make.

use crate::rule_calls::{assert_rule, bid, call};
use boyi::bridge::bidding::{bid_deal, infer, Auction, Builtin, Call, Source, System};
use boyi::bridge::{Deal, Seat, Strain, Vulnerability};

#[test]
fn sayc_counts_dummy_points_after_the_raise_of_responders_major() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let after = "1D P 1S P 2S P";
    // 8 HCP flat: no invitation; the same 8 HCP with a singleton invites.
    let flat = call(&sayc, after, "KJ74.84.Q95.QT62");
    assert_eq!(flat.0, Call::Pass, "{}", flat.2);
    assert_rule(
        call(&sayc, after, "KJ74.8.Q953.QT62"),
        "3S",
        "at most one heart",
    );
    assert_rule(
        call(&sayc, after, "KJ874.Q52.K63.82"),
        "3S",
        "five or more spades",
    );
    // The invitation shows 8-12 HCP; the opener accepts with shortness, declines without.
    let auction = Auction::parse(Seat::North, "1D P 1S P 2S P 3S").unwrap();
    let south = infer(&sayc, &auction)[Seat::South.index()].limits;
    assert_eq!((south.hcp.min, south.hcp.max), (8, 12));
    let invited = "1D P 1S P 2S P 3S P";
    assert_rule(
        call(&sayc, invited, "AQ73.8.KJ642.Q53"),
        "4S",
        "at most one heart",
    );
    assert_rule(call(&sayc, invited, "K973.Q4.AQ52.J63"), "P", "minimum");
}

#[test]
fn sayc_answers_invitations_with_shape_and_the_upper_half_of_the_range() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let game_try = "1H P 2H P 3H P";
    assert_rule(
        call(&sayc, game_try, "Q8.KJ74.9853.J62"),
        "4H",
        "four-card support",
    );
    assert_rule(
        call(&sayc, game_try, "8.KJ7.Q8532.J762"),
        "4H",
        "at most one spade",
    );
    let flat = call(&sayc, game_try, "Q8.KJ7.9853.J962");
    assert_eq!(flat.0, Call::Pass, "{}", flat.2);
    assert_rule(
        call(&sayc, "1H P 3H P", "KQ8.AJ742.Q982.4"),
        "4H",
        "at most one club",
    );
    let nt = "1C P 1H P 1N P 2N P";
    assert_rule(call(&sayc, nt, "KJ4.Q82.A93.QJ52"), "3N", "13-14 HCP");
    assert_rule(call(&sayc, nt, "K84.Q82.A93.QJ52"), "P", "declines");
    assert_rule(
        call(&sayc, "1C P 1S P 2C P", "KQ74.Q83.K52.J63"),
        "2N",
        "invitation",
    );
}

#[test]
fn precision_invites_after_a_transfer_with_a_long_or_short_suit() {
    for builtin in [Builtin::Precision, Builtin::Paper] {
        let system = System::builtin(builtin).unwrap();
        let after = "1N P 2H P 2S P";
        assert_rule(
            call(&system, after, "KQ9653.84.J52.Q3"),
            "3S",
            "six or more spades",
        );
        assert_rule(
            call(&system, after, "KQ965.8.J952.Q43"),
            "3S",
            "at most one heart",
        );
        // Below 8 HCP a six-card suit is valued by its losers opposite the 13-15 1NT: six or
        // fewer make game, seven invite.
        assert_rule(
            call(&system, after, "KJT7632.2.Q975.5"),
            "4S",
            "at most six losers",
        );
        assert_rule(
            call(&system, after, "QJT763.J2.Q975.5"),
            "3S",
            "seven losers",
        );
        let accept = "1N P 2H P 2S P 3S P";
        assert_rule(
            call(&system, accept, "A84.KQ5.Q973.Q92"),
            "4S",
            "three spades",
        );
        assert_rule(call(&system, accept, "A4.KQ5.QJ73.J982"), "P", "declines");
        // Opposite the 16-18 rebid a negative responder bids game with 7 HCP, not 6.
        assert_rule(
            call(&system, "1C P 1D P 1N P", "Q84.J52.J753.K92"),
            "3N",
            "7 HCP",
        );
        assert_rule(
            call(&system, "1C P 1D P 1N P", "Q84.J52.9753.K92"),
            "P",
            "0-6 HCP",
        );
    }
}

#[test]
fn judgement_plays_a_long_major_in_game_rather_than_notrump() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    // 18 HCP and seven spades opposite 1NT (6-10): the rule stops in 2NT (18-19 HCP), and
    // judgement, counting partner at 6, finds game; the seven-card suit is trumps.
    let (c, source, en, zh) = call(&sayc, "1S P 1N P", "AKT8643.AJ.J9.AJ");
    assert_eq!(c, bid("4S"), "{en}");
    assert_eq!(source, Source::Judgement, "{en}");
    assert!(en.contains("7-card spades"), "{en}");
    assert!(zh.contains("7张黑桃"), "{zh}");
}

/// Deals whose slam the high-card count misses (29 HCP between the hands) and the
/// losing-trick count finds: after Jacoby 2NT and the opener's minimum, and after a 2/1
/// response raised to game, the hand with five losers or fewer asks for aces, explains it by
/// its losers in both languages, and the partnership plays six spades (on the first deal all
/// four aces ask for kings too, and one king missing stops in six).
#[test]
fn sayc_reaches_slams_on_fit_and_shape_by_the_losing_trick_count() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    for (pbn, vul, expected, declarer) in [
        (
            "N:QJT87.KQ82.53.A2 94.T74.KJT8.J764 AK63.A96.AQ764.5 52.J53.92.KQT983",
            Vulnerability::EastWest,
            "1S P 2N P 4S P 4N P 5D P 5N P 6D P 6S P P P",
            Seat::North,
        ),
        (
            "S:KQT74.5.AQT75.K6 85.T763.KJ984.85 J63.AKJ92.2.AT94 A92.Q84.63.QJ732",
            Vulnerability::None,
            "1S P 2H P 2S P 4S P 4N P 5H P 6S P P P",
            Seat::South,
        ),
    ] {
        let deal = Deal::from_pbn(pbn).unwrap();
        let dealer = if pbn.starts_with('S') {
            Seat::South
        } else {
            Seat::North
        };
        let (auction, explanations) =
            bid_deal(&sayc, &deal, Auction::new(dealer).with_vulnerability(vul));
        let calls: Vec<String> = auction.calls().iter().map(|c| c.to_string()).collect();
        assert_eq!(calls.join(" "), expected, "{pbn}");
        let contract = auction.contract().unwrap();
        assert_eq!(
            (contract.level(), contract.strain(), contract.declarer()),
            (6, Strain::Spades, declarer)
        );
        let ask = auction
            .calls()
            .iter()
            .position(|c| *c == bid("4N"))
            .unwrap();
        let e = &explanations[ask];
        assert_eq!(e.source, Source::Judgement, "{}", e.en);
        assert!(e.en.contains("losing-trick count"), "{}", e.en);
        assert!(e.zh.contains("失墩"), "{}", e.zh);
    }
}
