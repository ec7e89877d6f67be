//! Slams by judgement on whole deals: the hand that finds slam values in a minor fit, holding
//! the aces that make every answer past the five-level sign-off a slam, asks with 4NT,
//! explains it in both languages and places the contract by the answer; in no-trump, partner
//! counted at the likely values of the range shown reaches 6NT; a trick short by the
//! losing-trick count, a cue bid (or, where no raise agreed the fit, five of the major) asks
//! partner for extras.

use boyi::bridge::bidding::{
    bid_deal, choose, Auction, Builtin, Call, Explanation, Source, System,
};
use boyi::bridge::{Deal, Seat, Strain, Vulnerability};

/// The auction SAYC bids on `pbn` (dealer and vulnerability given), as text, its contract
/// (level, strain, declarer) and the explanation of the call `call`, a judgement.
fn bid(
    pbn: &str,
    dealer: Seat,
    vul: Vulnerability,
    call: &str,
) -> (String, Option<(u8, Strain, Seat)>, Explanation) {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let deal = Deal::from_pbn(pbn).unwrap();
    let (auction, explanations) =
        bid_deal(&sayc, &deal, Auction::new(dealer).with_vulnerability(vul));
    let wanted: Call = call.parse().unwrap();
    let at = auction.calls().iter().position(|c| *c == wanted).unwrap();
    let e = explanations[at].clone();
    assert_eq!(e.source, Source::Judgement, "{}", e.en);
    let text = auction
        .calls()
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let contract = auction
        .contract()
        .map(|c| (c.level(), c.strain(), c.declarer()));
    (text, contract, e)
}

#[test]
fn sayc_asks_for_aces_in_a_club_fit_and_bids_six_clubs() {
    let (auction, contract, e) = bid(
        "N:A7.9.Q9872.AKJ94 T82.652.JT3.8653 KQJ3.AJT4.A.QT72 9654.KQ873.K654.",
        Seat::North,
        Vulnerability::EastWest,
        "4N",
    );
    assert_eq!(auction, "1D P 1H P 2C P 4N P 5H P 6C P P P");
    assert_eq!(contract, Some((6, Strain::Clubs, Seat::North)));
    assert!(e.en.contains("clubs fit"), "{}", e.en);
    assert!(e.en.contains("Blackwood"), "{}", e.en);
    assert!(e.zh.contains("梅花配合"), "{}", e.zh);
    assert!(e.zh.contains("黑木问A"), "{}", e.zh);
}

/// 26 HCP between the hands, five losers opposite the limit raise's seven: twelve tricks by
/// the losing-trick count, and the aces are there.
#[test]
fn sayc_reaches_six_diamonds_on_the_losing_trick_count() {
    let (auction, contract, e) = bid(
        "N:AQT4.94.J6.T7432 8.K853.KQ73.AQJ8 J7653.QJ72.82.K6 K92.AT6.AT954.95",
        Seat::North,
        Vulnerability::EastWest,
        "4N",
    );
    assert_eq!(auction, "P 1D P 3D P 4N P 5H P 6D P P P");
    assert_eq!(contract, Some((6, Strain::Diamonds, Seat::East)));
    assert!(e.en.contains("losing-trick count"), "{}", e.en);
    assert!(e.en.contains("diamonds fit"), "{}", e.en);
    assert!(e.zh.contains("失墩"), "{}", e.zh);
}

/// Two aces missing: the answer in the trump suit, 5♦, is passed as the sign-off.
#[test]
fn sayc_stops_in_five_diamonds_with_two_aces_missing() {
    let (auction, contract, e) = bid(
        "N:AJ62.742.5.JT973 Q98.J8.AK97.K864 543.T963.T83.AQ5 KT7.AKQ5.QJ642.2",
        Seat::East,
        Vulnerability::NorthSouth,
        "4N",
    );
    assert_eq!(auction, "1D P 1H P 1N P 4N P 5D P P P");
    assert_eq!(contract, Some((5, Strain::Diamonds, Seat::East)));
    assert!(e.en.contains("Blackwood"), "{}", e.en);
}

/// Opposite the jump shift's 19-21, 12 HCP count partner at about 20: 32, a notrump slam.
#[test]
fn sayc_bids_six_notrump_on_partners_likely_values() {
    let (auction, contract, e) = bid(
        "N:95.AQJT95.KQ2.T2 QT72.2.43.KQ9764 AK86.K74.AT97.AJ J43.863.J865.853",
        Seat::South,
        Vulnerability::NorthSouth,
        "6N",
    );
    assert_eq!(auction, "1D P 1H P 2S P 6N P P P");
    assert_eq!(contract, Some((6, Strain::NoTrump, Seat::North)));
    assert!(e.en.contains("slam values"), "{}", e.en);
    assert!(e.zh.contains("满贯实力"), "{}", e.zh);
}

/// The auction SAYC bids on `pbn` as text, and the explanations of its five-level slam try
/// and of partner's answer, both judgement's.
fn slam_try(pbn: &str, dealer: Seat, vul: Vulnerability) -> (String, Explanation, Explanation) {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let deal = Deal::from_pbn(pbn).unwrap();
    let (auction, explanations) =
        bid_deal(&sayc, &deal, Auction::new(dealer).with_vulnerability(vul));
    let calls = auction.calls();
    let at = calls
        .iter()
        .position(|c| matches!(c, Call::Bid { level: 5, .. }))
        .unwrap();
    let text = calls
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let (tried, answer) = (explanations[at].clone(), explanations[at + 2].clone());
    assert_eq!(tried.source, Source::Judgement, "{}", tried.en);
    assert_eq!(answer.source, Source::Judgement, "{}", answer.en);
    (text, tried, answer)
}

/// The explanations of the calls at `at` in the auction SAYC bids on `pbn`, each a judgement,
/// and the auction as text.
fn judged(pbn: &str, dealer: Seat, vul: Vulnerability, at: &[usize]) -> (String, Vec<Explanation>) {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let deal = Deal::from_pbn(pbn).unwrap();
    let (auction, explanations) =
        bid_deal(&sayc, &deal, Auction::new(dealer).with_vulnerability(vul));
    let text = auction
        .calls()
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let picked: Vec<Explanation> = at.iter().map(|&i| explanations[i].clone()).collect();
    for e in &picked {
        assert_eq!(e.source, Source::Judgement, "{text}: {}", e.en);
    }
    (text, picked)
}

/// 18 HCP and eleven tricks by the losing-trick count opposite the opener's raise of 1♥: the
/// responder cue-bids the club ace; the opener's 14 HCP and six losers (fewer than the seven
/// an opening suggests) cue-bid the diamond ace back, and Blackwood finds all four aces.
#[test]
fn sayc_cue_bids_for_slam_and_the_opener_cue_bids_back() {
    let (auction, e) = judged(
        "N:9862.76.K8.65432 K5.AQJ9.JT2.AQJ9 QT73.842.543.KT8 AJ4.KT53.AQ976.7",
        Seat::South,
        Vulnerability::None,
        &[7, 9, 11],
    );
    assert_eq!(
        auction,
        "P 1D P 1H P 2H P 4C P 4D P 4N P 5H P 5N P 6D P 6H P P P"
    );
    assert!(e[0].en.contains("11 tricks"), "{}", e[0].en);
    assert!(
        e[0].en.contains("first-round control of clubs"),
        "{}",
        e[0].en
    );
    assert!(e[0].zh.contains("扣叫"), "{}", e[0].zh);
    assert!(e[1].en.contains("cue bid back"), "{}", e[1].en);
    assert!(e[1].zh.contains("扣叫回应"), "{}", e[1].zh);
    assert!(e[2].en.contains("Blackwood"), "{}", e[2].en);
}

/// A deal (SAYC seed 1, board 162) where game was bid before: the responder's 14 HCP and
/// five losers cue-bid 4♣ over the opener's raise, the opener's void in clubs (nothing
/// skipped) and diamond ace answer 4♦, the opener's two aces and club void answer 4NT with
/// 5NT, and 6♠ is reached with the trump ace missing only.
#[test]
fn sayc_reaches_six_spades_through_cue_bids() {
    let (auction, e) = judged(
        "N:Q92.975.T83.KJ64 AT85.QJT86.AQJ2. 64.K432.K54.T932 KJ73.A.976.AQ875",
        Seat::East,
        Vulnerability::NorthSouth,
        &[6, 8],
    );
    assert_eq!(auction, "1H P 1S P 2S P 4C P 4D P 4N P 5N P 6S P P P");
    assert!(e[0].en.contains("cue bid"), "{}", e[0].en);
    assert!(e[1].en.contains("control of diamonds"), "{}", e[1].en);
}

/// Opposite the opener's jump raise (11-18 HCP shown), 15 HCP and eleven tricks cue-bid the
/// heart ace; the opener's 15 HCP and seven losers are no extras: 4♠ signs off and stands.
#[test]
fn sayc_signs_off_over_the_cue_bid_without_extras() {
    let (auction, e) = judged(
        "N:8653.Q962.T9.975 QJT4.A7.K65.KQ62 2.JT8543.QJ4.AT8 AK97.K.A8732.J43",
        Seat::West,
        Vulnerability::Both,
        &[6, 8, 10],
    );
    assert_eq!(auction, "1D P 1S P 3S P 4H P 4S P P P");
    assert!(
        e[0].en.contains("first-round control of hearts"),
        "{}",
        e[0].en
    );
    assert!(e[1].en.contains("no extras: sign-off"), "{}", e[1].en);
    assert!(e[1].zh.contains("止叫"), "{}", e[1].zh);
    assert!(e[2].en.contains("signs off"), "{}", e[2].en);
}

/// Where the fit is not agreed by a raise (the opener rebids hearts over 2♦) no cue bid is
/// made: 17 HCP and eleven tricks try with 5♥, and the opener's minimum passes it.
#[test]
fn sayc_tries_for_slam_with_five_hearts_where_no_raise_agreed_the_fit() {
    let (auction, tried, answer) = slam_try(
        "N:J8742.9.QJ9.J864 A6.K32.KT752.AQT Q93.QT8.64.97532 KT5.AJ7654.A83.K",
        Seat::South,
        Vulnerability::NorthSouth,
    );
    assert_eq!(auction, "P 1H P 2D P 2H P 5H P P P");
    assert!(tried.en.contains("slam try"), "{}", tried.en);
    assert!(tried.zh.contains("满贯试探"), "{}", tried.zh);
    assert!(answer.en.contains("no extras: pass"), "{}", answer.en);
    assert!(answer.zh.contains("无余力"), "{}", answer.zh);
}

/// Five of the major made as a try (by a person, or where no cue bid is left) is still
/// answered: 14 HCP and six losers, fewer than an opening's seven, bid the slam.
#[test]
fn sayc_accepts_the_five_heart_try_with_extras() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let deal = Deal::from_pbn("N:AJ4.KT53.AQ976.7 - - -").unwrap();
    let auction = Auction::parse(Seat::South, "P 1D P 1H P 2H P 5H P").unwrap();
    let choice = choose(&sayc, &auction, deal.hand(Seat::North));
    let why = choice.judgement.map(|j| j.en).unwrap_or_default();
    assert_eq!(choice.call, "6H".parse().unwrap(), "{why}");
    assert!(why.contains("extras: small slam"), "{why}");
}

/// 25 HCP between the hands, twelve tricks by the losing-trick count: below the high cards
/// that count asks on its own, the hand that holds the ace or king of trumps and controls
/// every side suit (an ace, a king or a void) asks for aces, and the small slam is there.
#[test]
fn sayc_asks_for_aces_below_the_high_cards_when_it_controls_every_suit() {
    let (auction, contract, e) = bid(
        "N:A3..A42.AQJT9632 JT72.T943.QJ87.4 K4.KQ7652.963.K7 Q9865.AJ8.KT5.85",
        Seat::North,
        Vulnerability::Both,
        "4N",
    );
    assert_eq!(auction, "1C P 1H P 2C P 3H P 4N P 5C P 6C P P P");
    assert_eq!(contract, Some((6, Strain::Clubs, Seat::North)));
    assert!(e.en.contains("I control every suit"), "{}", e.en);
    assert!(e.zh.contains("每门花色都有控制"), "{}", e.zh);
}

/// The same high cards and losers with Q-J-x of a side suit, which two quick losers may
/// cost: game, no ace ask.
#[test]
fn sayc_bids_game_below_the_high_cards_with_a_side_suit_uncontrolled() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let deal = Deal::from_pbn("N:A3..QJ2.AQJT9632 - - -").unwrap();
    let auction = Auction::parse(Seat::North, "1C P 1H P 2C P 3H P").unwrap();
    let choice = choose(&sayc, &auction, deal.hand(Seat::North));
    let why = choice.judgement.map(|j| j.en).unwrap_or_default();
    assert_eq!(choice.call, "5C".parse().unwrap(), "{why}");
}

/// Without a fit, a six-card suit headed by the king counted as the trumps: five losers
/// opposite the opening's seven, twelve tricks, 25 HCP with partner's least: Blackwood, then
/// the king ask with all four aces, and six of the suit (SAYC seed 1 of `boyi bid`, board 818).
#[test]
fn sayc_asks_for_aces_in_its_own_long_suit() {
    let (auction, contract, e) = bid(
        "N:Q42.J9873.9653.J AJ.KQ6542.A.9842 98.T.K874.KQT753 KT7653.A.QJT2.A6",
        Seat::East,
        Vulnerability::NorthSouth,
        "4N",
    );
    assert_eq!(auction, "1H P 1S P 2H P 4N P 5H P 5N P 6D P 6S P P P");
    assert_eq!(contract, Some((6, Strain::Spades, Seat::West)));
    assert!(e.en.contains("my own 6-card spades"), "{}", e.en);
    assert!(e.en.contains("my suit as trumps"), "{}", e.en);
    assert!(e.zh.contains("以自己的长套为将牌"), "{}", e.zh);
    assert!(e.zh.contains("黑木问A"), "{}", e.zh);
}

/// The same count with a singleton in partner's hearts is a misfit: game in the suit.
#[test]
fn sayc_bids_game_in_its_own_suit_short_in_partners() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let deal = Deal::from_pbn("N:AKT765.3.QJT2.A6 - - -").unwrap();
    let auction = Auction::parse(Seat::East, "1H P 1S P 2H P").unwrap();
    let choice = choose(&sayc, &auction, deal.hand(Seat::North));
    let why = choice.judgement.map(|j| j.en).unwrap_or_default();
    assert_eq!(choice.call, "4S".parse().unwrap(), "{why}");
}
