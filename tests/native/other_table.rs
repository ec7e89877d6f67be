//! The other table of a duplicate match: a whole board bid and played by four computer
//! players, checked against the auction bid separately, the laws' scoring written out as
//! facts, and the play replayed card by card.

use boyi::bridge::bidding::{bid_deal, Auction, Builtin, System};
use boyi::bridge::dd::Solver;
use boyi::bridge::dealer::random_deal;
use boyi::bridge::play::{play_board, play_out, Board, Config, Seating, TableResult};
use boyi::bridge::{Deal, Seat, Vulnerability};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn sayc() -> System {
    System::builtin(Builtin::Sayc).unwrap()
}

fn clock() -> f64 {
    0.0
}

/// Four 4-3-3-3 hands of 10 HCP each: nobody has an opening bid.
const FLAT_TENS: &str = "N:AT98.K76.Q76.J76 K76.QT98.J54.A54 Q54.J54.AT98.K32 J32.A32.K32.QT98";

#[test]
fn a_whole_board_is_the_auction_then_the_play() {
    let system = sayc();
    let rules: Config = "rules".parse().unwrap();
    let mut deals = ChaCha8Rng::seed_from_u64(40);
    let mut played = 0;
    for number in 1..=6u32 {
        let deal = random_deal(&mut deals);
        let dealer = Seat::ALL[(number as usize - 1) % 4];
        let vul = Vulnerability::of_board(number);
        let mut solver = Solver::new();
        let mut rng = ChaCha8Rng::seed_from_u64(number as u64);
        let result = play_board(
            deal,
            dealer,
            vul,
            &system,
            (rules, rules),
            &mut solver,
            &mut rng,
            &clock,
        )
        .unwrap();
        // The same auction, bid on its own.
        let (auction, _) = bid_deal(&system, &deal, Auction::new(dealer).with_vulnerability(vul));
        assert_eq!(result.contract, auction.contract(), "board {number}");
        let Some(contract) = result.contract else {
            assert_eq!(result, TableResult::PASSED_OUT);
            continue;
        };
        played += 1;
        // The same play, card by card from the same seed.
        let mut board = Board::new(deal, vul, auction).unwrap();
        let seating = Seating {
            ns: rules,
            ew: rules,
            system: Some(&system),
        };
        let mut rng = ChaCha8Rng::seed_from_u64(number as u64);
        play_out(
            &mut board,
            &seating,
            &mut Solver::new(),
            &mut rng,
            &clock,
            &mut |_, _| {},
        )
        .unwrap();
        assert!(board.is_finished());
        assert_eq!(result.tricks, board.declarer_tricks(), "board {number}");
        // North-South's score from the laws' table: made contracts score at least 50 (a
        // part score), and each undertrick costs at least 50.
        let declarer_ns = contract.declarer().is_ns();
        let declarer_score = if declarer_ns {
            result.ns_score
        } else {
            -result.ns_score
        };
        let target = contract.level() + 6;
        if result.tricks >= target {
            assert!(declarer_score >= 50, "board {number}: {result:?}");
        } else {
            let down = (target - result.tricks) as i32;
            assert!(declarer_score <= -50 * down, "board {number}: {result:?}");
        }
    }
    assert!(played >= 4, "only {played} of 6 boards had a contract");
}

#[test]
fn a_passed_out_board_scores_nothing() {
    let deal = Deal::from_pbn(FLAT_TENS).unwrap();
    let system = sayc();
    let rules: Config = "rules".parse().unwrap();
    let result = play_board(
        deal,
        Seat::North,
        Vulnerability::None,
        &system,
        (rules, rules),
        &mut Solver::new(),
        &mut ChaCha8Rng::seed_from_u64(1),
        &clock,
    )
    .unwrap();
    assert_eq!(result, TableResult::PASSED_OUT);
    assert_eq!(result.ns_score, 0);
}

#[test]
fn the_job_plays_the_same_board_as_the_engine() {
    use boyi::jobs::play::OtherTableRequest;
    use boyi::jobs::{Job, Outcome, Runner};
    let deal = random_deal(&mut ChaCha8Rng::seed_from_u64(7));
    let text = serde_json::json!({
        "kind": "bridge_other_table",
        "deal": deal.pbn(),
        "dealer": "East",
        "vulnerability": "Both",
        "system": "sayc",
        "method": {"method": "rules"},
        "seed": 3,
    });
    let job: Job = serde_json::from_value(text).unwrap();
    let Job::BridgeOtherTable(ref request) = job else {
        panic!("not the other table's job: {job:?}");
    };
    assert_eq!(request.vulnerability, Vulnerability::Both);
    let outcome = Runner::new().run(&job, &mut |_, _| {}).unwrap();
    let Outcome::BridgeOtherTable(result) = outcome.clone() else {
        panic!("not the other table's outcome: {outcome:?}");
    };
    let rules: Config = "rules".parse().unwrap();
    let direct = play_board(
        deal,
        Seat::East,
        Vulnerability::Both,
        &sayc(),
        (rules, rules),
        &mut Solver::new(),
        &mut ChaCha8Rng::seed_from_u64(3),
        &clock,
    )
    .unwrap();
    assert_eq!(result, direct);
    // The outcome survives the trip to the page.
    let back: Outcome = serde_json::from_str(&serde_json::to_string(&outcome).unwrap()).unwrap();
    assert_eq!(back, outcome);

    // Bad input fails with a reason.
    let bad = |request: OtherTableRequest| {
        Runner::new()
            .run(&Job::BridgeOtherTable(request), &mut |_, _| {})
            .unwrap_err()
            .to_string()
    };
    let mut wrong = request.clone();
    wrong.system = "acol".into();
    assert!(bad(wrong).contains("acol"));
    let mut short = request.clone();
    short.deal = "N:AKQ... ... ... ...".into();
    assert!(bad(short).starts_with("deal:"));
}
