//! The worker's review of a recorded board (`Job::BridgeJudge`, what the analysis page's
//! replay shows): sent as the page sends it, through JSON, it gives every card the cost
//! `bridge::play::review` gives, the rates `review_board` gives, and on a board built to hold
//! one clear mistake, that mistake's cost worked out by hand.

use boyi::bridge::dd::Solver;
use boyi::bridge::files;
use boyi::bridge::play::rates::{review_board, BoardReview, Role};
use boyi::bridge::play::review::{costs, trajectory};
use boyi::bridge::play::Board;
use boyi::bridge::Seat;
use boyi::jobs::{Job, Outcome, Reply, Request, Runner};

use crate::testdata::fixture;

/// The job's answer for `board`, sent as JSON text the way the worker receives it, with the
/// number of progress reports.
fn judged(runner: &mut Runner, board: &Board) -> (BoardReview, u64) {
    let request = Request {
        id: 9,
        job: Job::BridgeJudge(board.clone()),
    };
    let text = serde_json::to_string(&request).unwrap();
    let mut reports = 0;
    let reply = runner.answer_text(&text, &mut |id, done, total| {
        assert_eq!(id, 9);
        assert!(done <= total);
        reports += 1;
    });
    let reply: Reply = serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap();
    match reply {
        Reply::Done {
            outcome: Outcome::BridgeJudge(review),
            ..
        } => (review, reports),
        other => panic!("expected a review, got {other:?}"),
    }
}

#[test]
fn the_job_gives_every_recorded_card_the_reviews_cost() {
    let mut runner = Runner::new();
    let mut solver = Solver::new();
    let mut boards = 0;
    for file in ["pbn/club_night.pbn", "lin/match.lin", "lin/club_hands.lin"] {
        for record in files::read(&fixture(file)).unwrap().records {
            let Some(board) = record.board.filter(|b| !b.played().is_empty()) else {
                continue;
            };
            let (review, reports) = judged(&mut runner, &board);
            assert_eq!(reports, board.played().len() as u64 + 1, "one per solve");
            let path = trajectory(&board, &mut solver, &mut |_, _| {}).unwrap();
            let expected: Vec<_> = costs(&board, &path)
                .iter()
                .map(|c| (c.card, c.seat, c.cost))
                .collect();
            let got: Vec<_> = review
                .cards
                .iter()
                .map(|c| (c.card, c.seat, c.cost))
                .collect();
            assert_eq!(got, expected, "{file}");
            assert_eq!(review, review_board(&board, &mut solver).unwrap(), "{file}");
            assert_eq!(review.claim.is_some(), board.claimed().is_some(), "{file}");
            boards += 1;
        }
    }
    assert!(boards >= 4, "{boards} played boards in the fixtures");
}

/// 3NT by South. North-South hold no spade and every top heart, diamond and club, so they
/// take all thirteen tricks once they are on lead; West holds the seven top spades. A spade
/// lead runs West's seven spades (East cannot overtake), leaving declarer six tricks; the
/// heart West leads lets declarer take all thirteen. The lead costs seven tricks.
const CLEAR_MISTAKE: &str = r#"[Event "Replay"]
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:.AKQJT98.AKQ.AKQ 765432..654.6543 .765.JT987.JT987 AKQJT98.432.32.2"]
[Declarer "S"]
[Contract "3NT"]
[Result "13"]
[Auction "S"]
3NT Pass Pass Pass
[Play "W"]
H2 HA S2 H5
C2 CA C3 C7
D2 DA D4 D7
*
"#;

#[test]
fn a_lead_away_from_seven_running_spades_costs_seven_tricks() {
    let record = files::read(CLEAR_MISTAKE).unwrap().records.remove(0);
    let board = record.board.expect("a played board");
    assert_eq!(board.claimed(), Some(10), "declarer claims the rest");
    let (review, _) = judged(&mut Runner::new(), &board);
    let lead = review.cards[0];
    assert_eq!(
        (lead.seat, lead.role, lead.cost),
        (Seat::West, Role::OpeningLead, 7)
    );
    assert!(review.cards[1..].iter().all(|c| c.cost == 0));
    // West's singleton club is the one forced card.
    let forced: Vec<String> = review
        .cards
        .iter()
        .filter(|c| !c.choice)
        .map(|c| c.card.to_string())
        .collect();
    assert_eq!(forced, ["C2"]);
    let total = review.total();
    assert_eq!(
        (total.leads.cards, total.leads.errors, total.leads.tricks),
        (1, 1, 7)
    );
    assert_eq!((total.declarer.cards, total.declarer.errors), (6, 0));
    assert_eq!((total.defence.cards, total.defence.errors), (4, 0));
    let claim = review.claim.expect("the claim's cost");
    assert_eq!(
        (claim.declarer_more, claim.declarer, claim.defence),
        (10, 0, 0)
    );
}
