//! Slams by judgement on whole deals: the hand that finds slam values in a minor fit, holding
//! the aces that make every answer past the five-level sign-off a slam, asks with 4NT,
//! explains it in both languages and places the contract by the answer; in no-trump, partner
//! counted at the likely values of the range shown reaches 6NT.

use boyi::bridge::bidding::{bid_deal, Auction, Builtin, Call, Explanation, Source, System};
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
