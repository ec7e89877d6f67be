//! The jobs of the analysis page: a deal's table and par, the value of every legal card of a
//! position, an optimal play to the end, and a random deal under limits (slow when the limits
//! are rare, so it runs in the worker too).
//!
//! Deals travel as PBN text, not as a parsed [`Deal`], so that a malformed deal reaches the job
//! and comes back as a [`JobError`] that says what is wrong, instead of failing as an unreadable
//! request. A position travels as the deal before the play plus the cards played since
//! ([`DdSpot`]): that is what the page holds (it undoes by dropping the last card), and every
//! card is checked for legality on the way, so a stale or forged request cannot reach the
//! solver with an impossible position.

use serde::{Deserialize, Serialize};

use super::{JobError, ProgressFn, Runner};
use crate::bridge::dd::{trick_winner, CardValue, DdTable, Position, Solver};
use crate::bridge::input::{deal_as_required, read_deal};
use crate::bridge::limits::Limits;
use crate::bridge::par::{par, Par};
use crate::bridge::{Card, Deal, Seat, Strain, Vulnerability};
use crate::shell::errors::Explain;
use crate::shell::i18n::Lang;

/// A point in the play of a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DdSpot {
    /// The deal before the first card of `played`, as a PBN deal string; all hands the same
    /// size (1 to 13 cards).
    pub deal: String,
    pub trump: Strain,
    /// The seat that leads the first card of `played`.
    pub leader: Seat,
    /// The cards played so far, in order.
    #[serde(default)]
    pub played: Vec<Card>,
}

/// One trick of a play: who led, the cards in the order played, and who won it (`None` while
/// the trick is still incomplete, which happens only when a play stops mid-trick).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedTrick {
    pub leader: Seat,
    pub cards: Vec<Card>,
    pub winner: Option<Seat>,
}

/// The answer of [`super::Job::DdTable`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableResult {
    pub table: DdTable,
    /// Par needs all thirteen tricks to be bid for; an ending has none.
    pub par: Option<Par>,
}

/// The answer of [`super::Job::DdCards`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardsResult {
    pub to_move: Seat,
    /// Tricks still to be decided, the current one included.
    pub tricks_left: u8,
    /// Every legal card (equivalent cards grouped), best first; values are tricks for the side
    /// to move from here on, the current trick included.
    pub cards: Vec<CardValue>,
}

/// The answer of [`super::Job::DdBestLine`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineResult {
    /// The optimal play from the spot to the end, the current trick first (with the cards
    /// already on the table in it).
    pub tricks: Vec<PlayedTrick>,
    /// The cards the line adds, in order.
    pub line: Vec<Card>,
    /// Tricks North-South win in `tricks`.
    pub ns_tricks: u8,
}

/// The question of [`super::Job::DealAsRequired`]: a random deal of `cards` cards a hand
/// that meets `limits`, drawn from `seed`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRequest {
    #[serde(default)]
    pub limits: Limits,
    pub cards: u8,
    pub seed: u64,
    /// The language the page speaks, for the reason when no deal can be made.
    #[serde(default)]
    pub lang: Lang,
}

/// The answer of [`super::Job::DealAsRequired`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dealt {
    /// PBN, all hands `cards` long.
    pub deal: String,
}

/// Deals as the request asks (see [`deal_as_required`]); the same request gives the same deal.
pub fn deal(request: &DealRequest) -> Result<Dealt, JobError> {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(request.seed);
    deal_as_required(&request.limits, request.cards, &mut rng)
        .map(|d| Dealt { deal: d.pbn() })
        .map_err(|e| match request.lang {
            Lang::En => JobError(format!("deal: {e}")),
            Lang::Zh => JobError(e.explain(Lang::Zh)),
        })
}

/// Reads a PBN deal; every hand must hold the same number of cards, at least one.
pub fn parse_deal(pbn: &str) -> Result<Deal, JobError> {
    read_deal(pbn).map_err(|e| JobError(format!("deal: {e}")))
}

impl DdSpot {
    /// The position after `played`, checking that each card is a legal play.
    pub fn position(&self) -> Result<Position, JobError> {
        let deal = parse_deal(&self.deal)?;
        let mut pos = Position::new(deal, self.trump, self.leader);
        for (i, &card) in self.played.iter().enumerate() {
            if pos.hands.cards().is_empty() {
                return Err(JobError(format!(
                    "play: card {} ({card}) comes after the last trick",
                    i + 1
                )));
            }
            if !pos.legal_cards().contains(card) {
                return Err(JobError(format!(
                    "play: card {} ({card}) is not a legal play for {}",
                    i + 1,
                    pos.to_move()
                )));
            }
            pos = pos.play(card);
        }
        Ok(pos)
    }
}

/// The double-dummy jobs, on the worker's one solver. Each starts on an emptied table: its
/// entries hold for any deal, but those of other deals only slow the search (see
/// [`Solver::forget`]).
impl Runner {
    /// The table (20 steps of progress) and, for a full deal, par.
    pub fn dd_table(
        &mut self,
        deal: &str,
        vulnerability: Vulnerability,
        dealer: Seat,
        progress: &mut ProgressFn<'_>,
    ) -> Result<TableResult, JobError> {
        let deal = parse_deal(deal)?;
        let table = self
            .emptied_solver()
            .table_with_progress(&deal, progress)
            .map_err(|e| JobError(format!("table: {e}")))?;
        let full = deal.hand(Seat::North).len() == 13;
        Ok(TableResult {
            table,
            par: full.then(|| par(&table, vulnerability, dealer)),
        })
    }

    /// The value of every legal card at the spot. The solver answers in one call, so progress
    /// says only that the work has started and finished.
    pub fn dd_cards(
        &mut self,
        spot: &DdSpot,
        progress: &mut ProgressFn<'_>,
    ) -> Result<CardsResult, JobError> {
        let pos = spot.position()?;
        if pos.hands.cards().is_empty() {
            return Err(JobError("play: every card has been played".into()));
        }
        progress(0, 1);
        let cards = self
            .emptied_solver()
            .card_values(&pos)
            .map_err(|e| JobError(format!("position: {e}")))?;
        progress(1, 1);
        Ok(CardsResult {
            to_move: pos.to_move(),
            tricks_left: pos.tricks_left() as u8,
            cards,
        })
    }

    /// An optimal play to the end: at each turn the best card (the first of the solver's card
    /// values, as [`Solver::best_line`] chooses), one card a step so that progress counts cards.
    pub fn dd_best_line(
        &mut self,
        spot: &DdSpot,
        progress: &mut ProgressFn<'_>,
    ) -> Result<LineResult, JobError> {
        let start = spot.position()?;
        let total = (4 * start.tricks_left() - start.trick.len()) as u64;
        let solver = self.emptied_solver();
        let mut pos = start.clone();
        let mut line = Vec::new();
        progress(0, total);
        while !pos.hands.cards().is_empty() {
            let values = solver
                .card_values(&pos)
                .map_err(|e| JobError(format!("position: {e}")))?;
            let Some(best) = values.first() else {
                break;
            };
            line.push(best.card);
            pos = pos.play(best.card);
            progress(line.len() as u64, total);
        }
        let tricks = split_tricks(start.leader, &start.trick, &line, start.trump);
        let ns_tricks = tricks
            .iter()
            .filter(|t| t.winner.is_some_and(Seat::is_ns))
            .count() as u8;
        Ok(LineResult {
            tricks,
            line,
            ns_tricks,
        })
    }

    /// The worker's solver with its table emptied, for a job about one deal.
    fn emptied_solver(&mut self) -> &mut Solver {
        let solver = self.solver();
        solver.forget();
        solver
    }
}

/// Splits a play into tricks: `on_table` are the cards already in the current trick, led by
/// `leader`; `cards` follow them.
pub fn split_tricks(
    leader: Seat,
    on_table: &[Card],
    cards: &[Card],
    trump: Strain,
) -> Vec<PlayedTrick> {
    let mut out = Vec::new();
    let mut current = PlayedTrick {
        leader,
        cards: on_table.to_vec(),
        winner: None,
    };
    for &card in cards {
        current.cards.push(card);
        if current.cards.len() == 4 {
            let winner = trick_winner(&current.cards, current.leader, trump);
            current.winner = Some(winner);
            out.push(std::mem::replace(
                &mut current,
                PlayedTrick {
                    leader: winner,
                    cards: Vec::new(),
                    winner: None,
                },
            ));
        }
    }
    if !current.cards.is_empty() {
        out.push(current);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{Job, Outcome, Reply, Request};

    /// A three-card squeeze ending from Macro Xue's `old_deals/squeeze.1`, with its table as
    /// the peer suite gives it (declarer's tricks, S H D C NT × N E S W).
    const SQUEEZE_1: &str = "N:AT4... KQ.J.. 5.T.K. 32.2..";
    const SQUEEZE_1_TABLE: [u8; 20] = [2, 1, 2, 1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 0, 1, 2, 1, 0, 1, 2];
    /// Another ending of the peer suite, for a runner that has solved something else first.
    const OTHER_ENDING: &str = "N:Q5.A..2 K3.K3.. A.Q5..A 42.42..";

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn spot(deal: &str, trump: Strain, leader: Seat, played: &[&str]) -> DdSpot {
        DdSpot {
            deal: deal.into(),
            trump,
            leader,
            played: played.iter().map(|c| card(c)).collect(),
        }
    }

    #[test]
    fn the_table_of_an_ending_matches_the_peer_suite_with_twenty_steps() {
        let mut steps = Vec::new();
        let job = Job::DdTable {
            deal: SQUEEZE_1.into(),
            vulnerability: Vulnerability::None,
            dealer: Seat::North,
        };
        let Ok(Outcome::DdTable(result)) = Runner::new().run(&job, &mut |d, t| steps.push((d, t)))
        else {
            panic!("the table failed");
        };
        assert_eq!(result.table.row(), SQUEEZE_1_TABLE);
        assert_eq!(result.par, None, "no par for an ending");
        assert_eq!(steps, (1..=20).map(|d| (d, 20)).collect::<Vec<_>>());
    }

    #[test]
    fn a_full_deal_gets_par() {
        // Each seat holds one suit: whoever is on lead runs it, or North ruffs in spades.
        let deal = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
        let result = Runner::new()
            .dd_table(deal, Vulnerability::None, Seat::North, &mut |_, _| {})
            .unwrap();
        // Spades: East leads against North and North ruffs the first trick, then draws.
        assert_eq!(result.table.get(Strain::Spades, Seat::North), 13);
        // No-trump: the leader runs their own suit.
        assert_eq!(result.table.get(Strain::NoTrump, Seat::North), 0);
        assert_eq!(result.table.get(Strain::NoTrump, Seat::West), 0);
        let par = result.par.expect("a full deal has par");
        assert_eq!(
            par,
            crate::bridge::par::par(&result.table, Vulnerability::None, Seat::North)
        );
    }

    #[test]
    fn card_values_are_the_solvers_and_agree_with_the_table() {
        // South leads in spades, so West declares: West takes 1 trick (the table), so
        // North-South's best lead is worth 3 - 1 = 2.
        let s = spot(SQUEEZE_1, Strain::Spades, Seat::South, &[]);
        // A runner that has solved another deal answers as a new solver does.
        let mut runner = Runner::new();
        let other = spot(OTHER_ENDING, Strain::Hearts, Seat::East, &[]);
        runner.run(&Job::DdBestLine(other), &mut |_, _| {}).unwrap();
        let Ok(Outcome::DdCards(result)) = runner.run(&Job::DdCards(s.clone()), &mut |_, _| {})
        else {
            panic!("card values failed");
        };
        assert_eq!(result.to_move, Seat::South);
        assert_eq!(result.tricks_left, 3);
        assert_eq!(result.cards[0].tricks, 3 - SQUEEZE_1_TABLE[3]);
        let direct = Solver::new().card_values(&s.position().unwrap()).unwrap();
        assert_eq!(result.cards, direct);
        // Every legal card of South appears once, in some group.
        let mut all: Vec<Card> = result
            .cards
            .iter()
            .flat_map(|c| c.equivalent.clone())
            .collect();
        all.sort();
        let mut legal: Vec<Card> = s.position().unwrap().legal_cards().cards().collect();
        legal.sort();
        assert_eq!(all, legal);
    }

    #[test]
    fn values_mid_trick_follow_the_play() {
        // South leads the 5 of spades; West must follow with a spade.
        let s = spot(SQUEEZE_1, Strain::NoTrump, Seat::South, &["S5"]);
        let result = Runner::new().dd_cards(&s, &mut |_, _| {}).unwrap();
        assert_eq!(result.to_move, Seat::West);
        let shown: Vec<Card> = result
            .cards
            .iter()
            .flat_map(|c| c.equivalent.clone())
            .collect();
        assert!(shown
            .iter()
            .all(|c| c.suit() == crate::bridge::Suit::Spades));
        assert_eq!(shown.len(), 2, "West's 3 and 2 of spades");
    }

    #[test]
    fn the_best_line_plays_to_the_end_and_takes_the_best_value() {
        let mut runner = Runner::new();
        for trump in Strain::ALL {
            for leader in Seat::ALL {
                let s = spot(SQUEEZE_1, trump, leader, &[]);
                let mut last = (0, 0);
                let result = runner.dd_best_line(&s, &mut |d, t| last = (d, t)).unwrap();
                assert_eq!(result.line.len(), 12);
                assert_eq!(last, (12, 12));
                assert_eq!(result.tricks.len(), 3);
                assert!(result.tricks.iter().all(|t| t.cards.len() == 4));
                // The line wins what the table says: the declarer is the leader's right.
                let declarer = leader.after(3);
                let declarer_tricks = SQUEEZE_1_TABLE[trump.index() * 4 + declarer.index()];
                let ns = if declarer.is_ns() {
                    declarer_tricks
                } else {
                    3 - declarer_tricks
                };
                assert_eq!(result.ns_tricks, ns, "{trump} led by {leader}");
                // Each trick is led by the winner of the one before.
                for w in result.tricks.windows(2) {
                    assert_eq!(w[0].winner, Some(w[1].leader));
                }
            }
        }
    }

    #[test]
    fn a_best_line_from_mid_trick_keeps_the_cards_on_the_table() {
        let mut runner = Runner::new();
        let s = spot(SQUEEZE_1, Strain::NoTrump, Seat::South, &["S5", "S3"]);
        let result = runner.dd_best_line(&s, &mut |_, _| {}).unwrap();
        assert_eq!(result.line.len(), 10);
        assert_eq!(result.tricks[0].cards[..2], [card("S5"), card("S3")]);
        assert_eq!(result.tricks[0].leader, Seat::South);
    }

    #[test]
    fn bad_input_fails_with_a_reason() {
        let fail = |job: Job| match Runner::new().answer(&Request { id: 9, job }, &mut |_, _| {}) {
            Reply::Failed { id: 9, error } => error,
            other => panic!("expected a failure, got {other:?}"),
        };
        let table = |deal: &str| Job::DdTable {
            deal: deal.into(),
            vulnerability: Vulnerability::Both,
            dealer: Seat::South,
        };
        assert_eq!(
            fail(table("AKQ")),
            "deal: PBN deal must start with N:, E:, S: or W:"
        );
        assert!(fail(table("N:AX... K... Q... J...")).contains("not a rank"));
        assert_eq!(
            fail(table("N:AK... Q... J... T...")),
            "deal: every hand needs the same number of cards, at least one (here N 2, E 1, S 1, W 1)"
        );
        assert!(fail(table("N:- - - -")).contains("at least one"));
        let bad_play = Job::DdCards(spot(SQUEEZE_1, Strain::NoTrump, Seat::South, &["H2"]));
        assert_eq!(
            fail(bad_play),
            "play: card 1 (H2) is not a legal play for South"
        );
        let revoke = Job::DdBestLine(spot(SQUEEZE_1, Strain::NoTrump, Seat::South, &["S5", "H2"]));
        assert_eq!(
            fail(revoke),
            "play: card 2 (H2) is not a legal play for West"
        );
        let all = ["SA", "SK", "SQ", "SJ"];
        let over = spot("N:A... K... Q... J...", Strain::NoTrump, Seat::North, &all);
        assert_eq!(fail(Job::DdCards(over)), "play: every card has been played");
    }

    #[test]
    fn deals_as_required_follow_the_request() {
        let limits: Limits = "N:hcp=15-17,bal".parse().unwrap();
        let job = Job::DealAsRequired(DealRequest {
            limits,
            cards: 13,
            seed: 4,
            lang: Lang::En,
        });
        let Ok(Outcome::DealAsRequired(dealt)) = Runner::new().run(&job, &mut |_, _| {}) else {
            panic!("the deal failed");
        };
        let d: Deal = dealt.deal.parse().unwrap();
        assert!(limits.allows(&d));
        let again = Runner::new().run(&job, &mut |_, _| {}).unwrap();
        assert_eq!(again, Outcome::DealAsRequired(dealt));
        // An ending of five cards, from JSON with no limits.
        let text = r#"{"id":3,"job":{"kind":"deal_as_required","cards":5,"seed":1}}"#;
        let request: Request = serde_json::from_str(text).unwrap();
        let Reply::Done {
            outcome: Outcome::DealAsRequired(dealt),
            ..
        } = Runner::new().answer(&request, &mut |_, _| {})
        else {
            panic!("the ending failed");
        };
        assert_eq!(read_deal(&dealt.deal).unwrap().hand(Seat::South).len(), 5);
        let bad = |lang| {
            let job = Job::DealAsRequired(DealRequest {
                limits: "N:bal".parse().unwrap(),
                cards: 4,
                seed: 1,
                lang,
            });
            Runner::new().run(&job, &mut |_, _| {}).unwrap_err().0
        };
        assert_eq!(
            bad(Lang::En),
            "deal: limits: North's balanced or unbalanced shape needs 13 cards, not an ending"
        );
        // The page asks in its language.
        assert_eq!(
            bad(Lang::Zh),
            "限制条件：北家的平均或非平均牌型要有 13 张牌，残局不能用"
        );
    }

    #[test]
    fn jobs_round_trip_through_json() {
        let job = Job::DdCards(spot(SQUEEZE_1, Strain::Hearts, Seat::East, &["HJ"]));
        let text = serde_json::to_string(&job).unwrap();
        assert_eq!(
            text,
            r#"{"kind":"dd_cards","deal":"N:AT4... KQ.J.. 5.T.K. 32.2..","trump":"Hearts","leader":"East","played":["HJ"]}"#
        );
        assert_eq!(serde_json::from_str::<Job>(&text).unwrap(), job);
        let table = Job::DdTable {
            deal: SQUEEZE_1.into(),
            vulnerability: Vulnerability::NorthSouth,
            dealer: Seat::West,
        };
        let text = serde_json::to_string(&table).unwrap();
        assert_eq!(serde_json::from_str::<Job>(&text).unwrap(), table);
    }
}
