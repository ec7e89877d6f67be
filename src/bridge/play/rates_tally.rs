//! One player's rates over the boards played so far, as the page keeps them: the counts added
//! up board by board, each board counted once (see [`crate::bridge::board_tally`]).

use serde::{Deserialize, Serialize};

use super::rates::Rates;
use crate::bridge::board_tally::{BoardTally, Total};

/// The counts of every board so far, and how many boards they come from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatesTotal {
    pub rates: Rates,
    pub boards: u32,
}

impl Total for RatesTotal {
    type Board = Rates;
    fn add(&mut self, board: &Rates) {
        self.rates.add(board);
        self.boards += 1;
    }
}

/// The rates as the page keeps them; the key names the deal, auction and seat.
pub type RatesTally = BoardTally<RatesTotal>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::dd::Solver;
    use crate::bridge::play::rates::{judge, review_board, Role};
    use crate::bridge::play::review::trajectory;
    use crate::bridge::play::Board;
    use crate::bridge::{Deal, Seat, Vulnerability};

    fn rates(lead_cost: u8, declarer_costs: &[u8]) -> Rates {
        let mut r = Rates::default();
        r.card(Role::OpeningLead, true, lead_cost);
        for &c in declarer_costs {
            r.card(Role::Declarer, true, c);
        }
        r.declared = u32::from(!declarer_costs.is_empty());
        r
    }

    #[test]
    fn a_board_counts_once_in_a_row_and_the_counts_add_up() {
        let first = rates(0, &[0, 1, 0, 0]);
        let t = RatesTally::default().count("a", &first).count("a", &first);
        assert_eq!((t.total.boards, t.total.rates), (1, first));
        let t = t.count("b", &rates(1, &[]));
        assert_eq!(t.total.boards, 2);
        assert_eq!(t.total.rates.leads_without_cost(), Some(0.5));
        assert_eq!(t.total.rates.declarer.error_rate(), Some(0.25));
        assert_eq!(t.total.rates.declarer_tricks_per_board(), Some(1.0));
        assert_eq!(t.total.rates.defence.error_rate(), None);
        // The same board again after another one counts again: only a redraw is skipped.
        assert_eq!(t.clone().count("a", &first).total.boards, 3);
        // The form local storage has held the rates in since they were first kept.
        let stored = concat!(
            r#"{"rates":{"leads":{"cards":2,"errors":1,"tricks":1},"#,
            r#""declarer":{"cards":4,"errors":1,"tricks":1},"#,
            r#""defence":{"cards":0,"errors":0,"tricks":0},"declared":1},"#,
            r#""boards":2,"last":"b"}"#
        );
        assert_eq!(t.text(), stored);
        assert_eq!(RatesTally::read(Some(stored)), t);
        assert_eq!(RatesTally::read(Some("not json")), RatesTally::default());
        assert_eq!(RatesTally::read(None), RatesTally::default());
        // A reset empties the tally but keeps the board on show counted as done.
        let reset = t.reset();
        assert_eq!(
            (reset.total.boards, reset.total.rates),
            (0, Rates::default())
        );
        assert_eq!(reset.clone().count("b", &first).total.boards, 0);
        assert_eq!(reset.count("c", &first).total.boards, 1);
    }

    #[test]
    fn the_declarers_own_rates_hold_dummys_cards_and_match_the_solved_review() {
        // 1NT by South: the page's worker sends the trajectory, the page judges it.
        let deal =
            Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
                .unwrap();
        let auction = Auction::parse(Seat::North, "1C P 1N P P P").unwrap();
        let mut b = Board::new(deal, Vulnerability::None, auction).unwrap();
        let mut solver = Solver::new();
        while b.to_play().is_some() {
            let values = solver.card_values(&b.position()).unwrap();
            // Every player takes the card the solver values least for its side.
            let worst = values.iter().min_by_key(|v| v.tricks).unwrap();
            b.play(worst.card).unwrap();
        }
        let path = trajectory(&b, &mut solver, &mut |_, _| {}).unwrap();
        let review = judge(&b, &path).unwrap();
        assert_eq!(review, review_board(&b, &mut solver).unwrap());
        let south = review.by_seat[Seat::South.index()];
        let declarers: Vec<_> = review
            .cards
            .iter()
            .filter(|c| c.chooser == Seat::South)
            .collect();
        assert!(declarers.iter().any(|c| c.seat == Seat::North));
        assert!(declarers.iter().all(|c| c.role == Role::Declarer));
        assert_eq!(
            south.declarer.cards as usize,
            declarers.iter().filter(|c| c.choice).count()
        );
        assert_eq!(
            south.declarer.tricks,
            declarers.iter().map(|c| u32::from(c.cost)).sum::<u32>()
        );
        assert!(south.declarer.errors > 0, "{south}");
        assert_eq!(
            (south.declared, south.leads.cards, south.defence.cards),
            (1, 0, 0)
        );
        // West led: the lead is West's alone, and West's other cards are defence.
        let west = review.by_seat[Seat::West.index()];
        assert_eq!((west.leads.cards, west.declared), (1, 0));
        assert!(west.defence.cards > 0);
        let kept = RatesTally::default().count("board", &south);
        assert_eq!(kept.total.rates, south);
    }
}
