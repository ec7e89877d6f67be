//! Card play judged the way experts' play is judged: every card's double-dummy cost (see
//! [`super::review`]), and three rates over the cards played.
//!
//! - **Opening leads without cost**: the share of opening leads after which the defenders
//!   can still take as many tricks, double-dummy, as before it.
//! - **Declarer's error rate**: the share of declarer's cards, dummy's included (declarer
//!   chooses them), that cost a trick or more.
//! - **The defenders' error rate**: the same for the defenders' cards after the opening lead
//!   (the lead has its own rate and is not counted again here).
//!
//! Only cards played *with a choice* count: a card is counted when its hand held another
//! legal card at that moment. A forced card (a singleton of the suit led, the last trick)
//! can cost nothing, and counting it would only dilute the rates. Claims and concessions are
//! not cards: what they gave away is reported beside the rates, never in them.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::review::{costs, trajectory, ReviewError};
use crate::bridge::dd::Solver;
use crate::bridge::{Card, Seat};

/// The role a card is judged in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The first card of the play.
    OpeningLead,
    /// A card of declarer's or of dummy's hand.
    Declarer,
    /// A defender's card after the opening lead.
    Defender,
}

impl Role {
    /// The role of the next card to be played on `board`; `None` once the play is over.
    pub fn next(board: &Board) -> Option<Role> {
        let seat = board.to_play()?;
        Some(if board.played().is_empty() {
            Role::OpeningLead
        } else if seat.is_ns() == board.declarer().is_ns() {
            Role::Declarer
        } else {
            Role::Defender
        })
    }
}

/// Whether the next card on `board` is played with a choice (see the module's notes).
pub fn with_choice(board: &Board) -> bool {
    board.legal_cards().len() > 1
}

/// Counts of the cards played in one role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Cards played with a choice.
    pub cards: u32,
    /// Of those, the cards that cost a trick or more.
    pub errors: u32,
    /// Tricks all those cards gave away.
    pub tricks: u32,
}

impl Tally {
    /// The share of the counted cards that cost; `None` with no card counted.
    pub fn error_rate(&self) -> Option<f64> {
        (self.cards > 0).then(|| f64::from(self.errors) / f64::from(self.cards))
    }

    fn add(&mut self, other: &Tally) {
        self.cards += other.cards;
        self.errors += other.errors;
        self.tricks += other.tricks;
    }
}

/// The counts behind the three rates, for one player, one side or a whole file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rates {
    pub leads: Tally,
    pub declarer: Tally,
    pub defence: Tally,
    /// Boards declared: what declarer's tricks lost are counted per.
    pub declared: u32,
}

impl Rates {
    /// Counts one card played in `role` that cost `cost` tricks.
    pub fn card(&mut self, role: Role, choice: bool, cost: u8) {
        let tally = match role {
            Role::OpeningLead => &mut self.leads,
            Role::Declarer => &mut self.declarer,
            Role::Defender => &mut self.defence,
        };
        // A forced card costs nothing, so the tricks lost do not depend on the choice rule.
        tally.tricks += u32::from(cost);
        if choice {
            tally.cards += 1;
            tally.errors += u32::from(cost > 0);
        }
    }

    pub fn add(&mut self, other: &Rates) {
        self.leads.add(&other.leads);
        self.declarer.add(&other.declarer);
        self.defence.add(&other.defence);
        self.declared += other.declared;
    }

    /// The share of opening leads that cost nothing.
    pub fn leads_without_cost(&self) -> Option<f64> {
        self.leads.error_rate().map(|e| 1.0 - e)
    }

    /// Declarer's tricks lost by the cards per board declared.
    pub fn declarer_tricks_per_board(&self) -> Option<f64> {
        (self.declared > 0).then(|| f64::from(self.declarer.tricks) / f64::from(self.declared))
    }

    /// The rates themselves, for printing and JSON.
    pub fn figures(&self) -> Figures {
        Figures {
            leads_without_cost: self.leads_without_cost(),
            declarer_error_rate: self.declarer.error_rate(),
            defence_error_rate: self.defence.error_rate(),
            declarer_tricks_per_board: self.declarer_tricks_per_board(),
        }
    }
}

/// The three rates (shares from 0 to 1) and declarer's tricks lost per board; `None` where
/// nothing was counted.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Figures {
    pub leads_without_cost: Option<f64>,
    pub declarer_error_rate: Option<f64>,
    pub defence_error_rate: Option<f64>,
    pub declarer_tricks_per_board: Option<f64>,
}

/// One line: each rate as a percentage with the counts it rests on.
impl fmt::Display for Rates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = |x: Option<f64>, digits: usize| match x {
            Some(x) => format!("{:.*}%", digits, 100.0 * x),
            None => "–".to_string(),
        };
        write!(
            f,
            "leads without cost {} ({} of {}), declarer's errors {} ({} of {} cards",
            pct(self.leads_without_cost(), 1),
            self.leads.cards - self.leads.errors,
            self.leads.cards,
            pct(self.declarer.error_rate(), 2),
            self.declarer.errors,
            self.declarer.cards,
        )?;
        if let Some(t) = self.declarer_tricks_per_board() {
            write!(f, ", {t:.2} tricks a board")?;
        }
        write!(
            f,
            "), defenders' errors {} ({} of {} cards)",
            pct(self.defence.error_rate(), 2),
            self.defence.errors,
            self.defence.cards,
        )
    }
}

/// One card of a reviewed play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgedCard {
    pub card: Card,
    /// The seat that held it.
    pub seat: Seat,
    /// The player who chose it (declarer for dummy's cards).
    pub chooser: Seat,
    pub role: Role,
    /// Whether its hand held another legal card.
    pub choice: bool,
    /// Tricks it gave away against double-dummy play.
    pub cost: u8,
}

/// What a claim or concession gave away against double-dummy play from its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimCost {
    /// Tricks declarer took by the claim.
    pub declarer_more: u8,
    /// Tricks it gave away against declarer's side, and against the defenders.
    pub declarer: u8,
    pub defence: u8,
}

/// A board reviewed: every card judged, the claim's cost, and the rates of each player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardReview {
    pub cards: Vec<JudgedCard>,
    pub claim: Option<ClaimCost>,
    /// By the seat that chose the cards, in [`Seat::index`] order; dummy's stay empty.
    pub by_seat: [Rates; 4],
}

impl BoardReview {
    /// The rates of all four players together.
    pub fn total(&self) -> Rates {
        let mut total = Rates::default();
        for rates in &self.by_seat {
            total.add(rates);
        }
        total
    }
}

/// Reviews a board's play: one double-dummy solve per card played.
pub fn review_board(board: &Board, solver: &mut Solver) -> Result<BoardReview, ReviewError> {
    judge(board, &trajectory(board, solver, &mut |_, _| {})?)
}

/// Reviews a board's play from its [`trajectory`], already solved (the worker solves it
/// with progress reports).
pub fn judge(board: &Board, path: &[u8]) -> Result<BoardReview, ReviewError> {
    let mut replay = board.rewound_to(0);
    let mut cards = Vec::new();
    let mut by_seat = [Rates::default(); 4];
    by_seat[board.declarer().index()].declared = 1;
    for cost in costs(board, path) {
        let (Some(role), Some(chooser)) = (Role::next(&replay), replay.chooser()) else {
            break;
        };
        let choice = with_choice(&replay);
        by_seat[chooser.index()].card(role, choice, cost.cost);
        cards.push(JudgedCard {
            card: cost.card,
            seat: cost.seat,
            chooser,
            role,
            choice,
            cost: cost.cost,
        });
        replay.play(cost.card).map_err(ReviewError::Replay)?;
    }
    let claim = board.claimed().map(|more| {
        // The best declarer could still take when the claim was made, against what it gave.
        let best = path.last().copied().unwrap_or(0);
        let given = board.declarer_tricks();
        ClaimCost {
            declarer_more: more,
            declarer: best.saturating_sub(given),
            defence: given.saturating_sub(best),
        }
    });
    Ok(BoardReview {
        cards,
        claim,
        by_seat,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::dd::testing::brute_force_tricks;
    use crate::bridge::dd::{trick_winner, Position};
    use crate::bridge::{Deal, Vulnerability};

    fn board(deal: &str, dealer: Seat, calls: &str) -> Board {
        let deal = Deal::from_pbn(deal).unwrap();
        let auction = Auction::parse(dealer, calls).unwrap();
        Board::new(deal, Vulnerability::None, auction).unwrap()
    }

    /// North-South's tricks from `pos` on (its current trick included), by brute force.
    fn ns_brute(pos: &Position) -> u8 {
        if pos.hands.cards().is_empty() {
            return 0;
        }
        let mover = brute_force_tricks(pos);
        if pos.to_move().is_ns() {
            mover
        } else {
            pos.tricks_left() as u8 - mover
        }
    }

    /// What playing `card` costs the player to move on `pos`, by brute force.
    fn brute_cost(pos: &Position, card: Card) -> u8 {
        let before = ns_brute(pos);
        let mut trick = pos.trick.clone();
        trick.push(card);
        let won = trick.len() == 4 && trick_winner(&trick, pos.leader, pos.trump).is_ns();
        let after = u8::from(won) + ns_brute(&pos.play(card));
        if pos.to_move().is_ns() {
            before - after
        } else {
            after - before
        }
    }

    #[test]
    fn costs_and_rates_agree_with_brute_force_and_the_solver() {
        // 1NT by South; every fourth turn a player takes its worst card.
        let mut b = board(
            "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
            Seat::North,
            "1C P 1N P P P",
        );
        let mut solver = Solver::new();
        while b.to_play().is_some() {
            let mut values = solver.card_values(&b.position()).unwrap();
            values.sort_by_key(|v| std::cmp::Reverse(v.tricks));
            let k = b.played().len();
            let i = if k % 4 == 1 || k.is_multiple_of(7) {
                values.len() - 1
            } else {
                0
            };
            b.play(values[i].card).unwrap();
        }
        let review = review_board(&b, &mut solver).unwrap();
        assert_eq!(review.cards.len(), 52);
        assert_eq!(review.claim, None);

        // Each cost by an independent judge: the solver's value of every legal card for the
        // first nine tricks, brute force over the last four. Roles and choices from the
        // positions themselves.
        let mut expect = [Rates::default(); 4];
        expect[Seat::South.index()].declared = 1;
        let mut pos = b.rewound_to(0).position();
        for (k, judged) in review.cards.iter().enumerate() {
            let card = b.played()[k];
            assert_eq!(judged.card, card);
            let cost = if k < 36 {
                let values = solver.card_values(&pos).unwrap();
                let best = values.iter().map(|v| v.tricks).max().unwrap();
                best - values
                    .iter()
                    .find(|v| v.equivalent.contains(&card))
                    .unwrap()
                    .tricks
            } else {
                brute_cost(&pos, card)
            };
            assert_eq!(judged.cost, cost, "card {k} ({card})");
            let mover = pos.to_move();
            let chooser = if mover == Seat::North {
                Seat::South
            } else {
                mover
            };
            let role = match (k, mover.is_ns()) {
                (0, _) => Role::OpeningLead,
                (_, true) => Role::Declarer,
                (_, false) => Role::Defender,
            };
            let choice = pos.legal_cards().len() > 1;
            assert_eq!(
                (judged.seat, judged.chooser, judged.role, judged.choice),
                (mover, chooser, role, choice),
                "card {k}"
            );
            expect[chooser.index()].card(role, choice, cost);
            pos = pos.play(card);
        }
        assert_eq!(review.by_seat, expect);
        let total = review.total();
        assert!(
            total.declarer.errors > 0 && total.defence.errors > 0,
            "{total}"
        );
        assert_eq!(review.by_seat[Seat::North.index()], Rates::default());
        // The last trick is forced, so at most 48 cards count; every cost adds up.
        assert!(total.leads.cards + total.declarer.cards + total.defence.cards <= 48);
        let path = trajectory(&b, &mut solver, &mut |_, _| {}).unwrap();
        assert_eq!(
            i32::from(path[0]) - total.declarer.tricks as i32
                + total.defence.tricks as i32
                + total.leads.tricks as i32,
            i32::from(b.declarer_tricks())
        );
    }

    #[test]
    fn a_board_where_no_card_can_cost_has_perfect_rates() {
        // North holds the top seven spades and six hearts, South the same in the minors:
        // whoever wins the opening lead runs thirteen tricks, whatever anyone plays.
        let mut b = board(
            "N:AKQJT98.AKQJT9.. 432.5432.432.432 ..AKQJT98.AKQJT9 765.876.765.8765",
            Seat::South,
            "7N P P P",
        );
        let mut solver = Solver::new();
        // The worst card by the solver's lights at every turn: still nothing to lose.
        while b.to_play().is_some() {
            let values = solver.card_values(&b.position()).unwrap();
            let worst = values.iter().min_by_key(|v| v.tricks).unwrap();
            b.play(worst.card).unwrap();
        }
        assert_eq!(b.declarer_tricks(), 13);
        let review = review_board(&b, &mut solver).unwrap();
        assert!(review.cards.iter().all(|c| c.cost == 0));
        let total = review.total();
        assert_eq!(total.leads_without_cost(), Some(1.0));
        assert_eq!(total.declarer.error_rate(), Some(0.0));
        assert_eq!(total.defence.error_rate(), Some(0.0));
        assert_eq!(total.declarer_tricks_per_board(), Some(0.0));
        assert_eq!(total.declared, 1);
        assert_eq!(review.by_seat[Seat::West.index()].leads.cards, 1);
    }

    #[test]
    fn a_claim_is_judged_beside_the_cards() {
        let mut b = board(
            "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
            Seat::North,
            "1C P 1N P P P",
        );
        for card in ["SA", "S6", "S3", "S5"] {
            b.play(card.parse().unwrap()).unwrap();
        }
        let mut solver = Solver::new();
        let best = trajectory(&b, &mut solver, &mut |_, _| {}).unwrap()[4];
        // Declarer concedes everything: the claim gives away all declarer could still take.
        b.settle(0).unwrap();
        let review = review_board(&b, &mut solver).unwrap();
        assert_eq!(review.cards.len(), 4);
        assert_eq!(
            review.claim,
            Some(ClaimCost {
                declarer_more: 0,
                declarer: best,
                defence: 0
            })
        );
        assert!(best > 0);
        // Not counted in the rates: those are cards only.
        let total = review.total();
        assert_eq!(
            total.declarer.tricks,
            u32::from(review.cards[1].cost + review.cards[3].cost)
        );
    }

    #[test]
    fn rates_count_only_cards_with_a_choice() {
        let mut r = Rates::default();
        r.card(Role::OpeningLead, true, 0);
        r.card(Role::OpeningLead, true, 2);
        r.card(Role::Declarer, true, 1);
        r.card(Role::Declarer, false, 0);
        r.card(Role::Declarer, true, 0);
        r.card(Role::Declarer, true, 0);
        r.card(Role::Declarer, true, 0);
        r.card(Role::Defender, true, 0);
        r.declared = 2;
        assert_eq!(r.leads_without_cost(), Some(0.5));
        assert_eq!(r.declarer.error_rate(), Some(0.25));
        assert_eq!(r.defence.error_rate(), Some(0.0));
        assert_eq!(r.declarer_tricks_per_board(), Some(0.5));
        assert_eq!(
            r.to_string(),
            "leads without cost 50.0% (1 of 2), declarer's errors 25.00% (1 of 4 cards, \
             0.50 tricks a board), defenders' errors 0.00% (0 of 1 cards)"
        );
        let mut twice = r;
        twice.add(&r);
        assert_eq!(twice.declarer.cards, 8);
        assert_eq!(twice.figures(), r.figures());
        let none = Rates::default().figures();
        assert_eq!(none.leads_without_cost, None);
        assert_eq!(none.declarer_tricks_per_board, None);
    }
}
