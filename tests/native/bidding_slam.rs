//! Slams in a minor by judgement, on whole deals: the hand that finds slam values in a minor
//! fit, holding the aces that make every answer past the five-level sign-off a slam, asks
//! with 4NT, explains it in both languages, and places the contract by the answer.

use boyi::bridge::bidding::{bid_deal, Auction, Builtin, Call, Source, System};
use boyi::bridge::{Deal, Seat, Strain, Vulnerability};

/// The auction `system` bids on `pbn` (dealer and vulnerability given), its calls as text
/// and the explanation of the first 4NT.
fn bid(system: &System, pbn: &str, dealer: Seat, vul: Vulnerability) -> (Auction, String, String) {
    let deal = Deal::from_pbn(pbn).unwrap();
    let (auction, explanations) =
        bid_deal(system, &deal, Auction::new(dealer).with_vulnerability(vul));
    let four_nt: Call = "4N".parse().unwrap();
    let ask = auction.calls().iter().position(|c| *c == four_nt).unwrap();
    let e = &explanations[ask];
    assert_eq!(e.source, Source::Judgement, "{}", e.en);
    (auction, e.en.clone(), e.zh.clone())
}

fn text(auction: &Auction) -> String {
    auction
        .calls()
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn sayc_asks_for_aces_in_a_club_fit_and_bids_six_clubs() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let (auction, en, zh) = bid(
        &sayc,
        "N:A7.9.Q9872.AKJ94 T82.652.JT3.8653 KQJ3.AJT4.A.QT72 9654.KQ873.K654.",
        Seat::North,
        Vulnerability::EastWest,
    );
    assert_eq!(text(&auction), "1D P 1H P 2C P 4N P 5H P 6C P P P");
    let contract = auction.contract().unwrap();
    assert_eq!(
        (contract.level(), contract.strain(), contract.declarer()),
        (6, Strain::Clubs, Seat::North)
    );
    assert!(en.contains("clubs fit"), "{en}");
    assert!(en.contains("Blackwood"), "{en}");
    assert!(zh.contains("梅花配合"), "{zh}");
    assert!(zh.contains("黑木问A"), "{zh}");
}
