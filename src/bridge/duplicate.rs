//! One board compared across the two tables of a duplicate match, and the running score over
//! the boards compared so far.
//!
//! Both tables' scores are taken from the same side's point of view (the side being scored,
//! e.g. the human's). The difference is worth IMPs on the usual scale; on two tables the
//! matchpoints are 2 for the better score, 1 each for a tie, 0 for the worse, which is 100%,
//! 50% or 0% of the board's top.

use serde::{Deserialize, Serialize};

use super::board_tally::{BoardTally, Total};
use super::score::imps;
use super::Seat;

/// Matchpoints of the top on a board played at two tables.
pub const TOP: u32 = 2;

/// One board: our score against the other table's, both for the same side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Comparison {
    /// Our score minus theirs.
    pub difference: i32,
    pub imps: i32,
    /// 0, 1 or [`TOP`].
    pub matchpoints: u32,
}

impl Comparison {
    pub fn of(ours: i32, theirs: i32) -> Comparison {
        let difference = ours - theirs;
        Comparison {
            difference,
            imps: imps(difference),
            matchpoints: match difference.signum() {
                1 => TOP,
                0 => TOP / 2,
                _ => 0,
            },
        }
    }

    /// Two North-South scores compared from the side of `seat`.
    pub fn for_side(seat: Seat, ours_ns: i32, theirs_ns: i32) -> Comparison {
        if seat.is_ns() {
            Comparison::of(ours_ns, theirs_ns)
        } else {
            Comparison::of(-ours_ns, -theirs_ns)
        }
    }

    /// The matchpoints as a share of the top, in percent.
    pub fn percent(&self) -> f64 {
        100.0 * self.matchpoints as f64 / TOP as f64
    }
}

/// The score over the boards compared so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunningScore {
    pub boards: u32,
    pub imps: i32,
    pub matchpoints: u32,
}

impl RunningScore {
    /// The score with one more board.
    pub fn with(self, board: &Comparison) -> RunningScore {
        RunningScore {
            boards: self.boards + 1,
            imps: self.imps + board.imps,
            matchpoints: self.matchpoints + board.matchpoints,
        }
    }

    /// IMPs per board (0 before the first board).
    pub fn average_imps(&self) -> f64 {
        if self.boards == 0 {
            0.0
        } else {
            self.imps as f64 / self.boards as f64
        }
    }

    /// The matchpoints as a share of the tops, in percent (0 before the first board).
    pub fn percent(&self) -> f64 {
        if self.boards == 0 {
            0.0
        } else {
            100.0 * self.matchpoints as f64 / (TOP * self.boards) as f64
        }
    }
}

/// The running score as the page stores it, under `score`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchTotal {
    pub score: RunningScore,
}

impl Total for MatchTotal {
    type Board = Comparison;
    fn add(&mut self, board: &Comparison) {
        self.score = self.score.with(board);
    }
}

/// The running score as the page keeps it, with the board counted last (see
/// [`super::board_tally`]); the key names the deal, seat and system.
pub type Tally = BoardTally<MatchTotal>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_counts_once_in_a_row() {
        let win = Comparison::of(620, 170);
        let t = Tally::default().count("a", &win).count("a", &win);
        assert_eq!((t.total.score.boards, t.total.score.imps), (1, 10));
        let t = t.count("b", &Comparison::of(-50, 110));
        assert_eq!((t.total.score.boards, t.total.score.imps), (2, 6));
        // The form local storage has held the running score in since it was first kept.
        let stored = r#"{"score":{"boards":2,"imps":6,"matchpoints":2},"last":"b"}"#;
        assert_eq!(t.text(), stored);
        assert_eq!(Tally::read(Some(stored)), t);
        assert_eq!(Tally::read(Some("not json")), Tally::default());
        assert_eq!(Tally::read(None), Tally::default());
    }

    #[test]
    fn one_board_against_the_scale() {
        // 4S vulnerable made (620) against 3S+1 (170): 450 points, 10 IMPs on the WBF scale.
        let c = Comparison::of(620, 170);
        assert_eq!((c.difference, c.imps, c.matchpoints), (450, 10, 2));
        assert_eq!(c.percent(), 100.0);
        // The other way round, with the sign.
        let c = Comparison::of(170, 620);
        assert_eq!((c.difference, c.imps, c.matchpoints), (-450, -10, 0));
        assert_eq!(c.percent(), 0.0);
        // A tie, and a difference below the first step.
        let c = Comparison::of(-100, -100);
        assert_eq!((c.imps, c.matchpoints, c.percent()), (0, 1, 50.0));
        let c = Comparison::of(430, 420);
        assert_eq!((c.difference, c.imps, c.matchpoints), (10, 0, 2));
        // Defeating a vulnerable slam one down (+100) where the other table let it make.
        let c = Comparison::of(100, -1430);
        assert_eq!((c.difference, c.imps), (1530, 17));
    }

    #[test]
    fn running_score_adds_up() {
        let boards = [
            Comparison::of(620, 170),
            Comparison::of(-50, 110),
            Comparison::of(400, 400),
        ];
        let total = boards
            .iter()
            .fold(RunningScore::default(), |s, b| s.with(b));
        // 10 - 4 + 0 IMPs; 2 + 0 + 1 matchpoints of 6.
        assert_eq!(total.boards, 3);
        assert_eq!(total.imps, 6);
        assert_eq!(total.matchpoints, 3);
        assert_eq!(total.average_imps(), 2.0);
        assert_eq!(total.percent(), 50.0);
        assert_eq!(RunningScore::default().average_imps(), 0.0);
        assert_eq!(RunningScore::default().percent(), 0.0);
        let text = serde_json::to_string(&total).unwrap();
        assert_eq!(text, r#"{"boards":3,"imps":6,"matchpoints":3}"#);
        assert_eq!(serde_json::from_str::<RunningScore>(&text).unwrap(), total);
    }

    #[test]
    fn a_reset_tally_does_not_count_the_board_on_show_again() {
        let board = Comparison::of(620, 170);
        let tally = Tally::default().count("1 S", &board).count("2 S", &board);
        assert_eq!(tally.total.score.boards, 2);
        let reset = tally.reset();
        assert_eq!(reset.total.score, RunningScore::default());
        assert_eq!(reset.clone().count("2 S", &board).total.score.boards, 0);
        assert_eq!(reset.count("3 S", &board).total.score.boards, 1);
    }
}
