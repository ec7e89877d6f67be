//! A total over the boards played, as the page keeps it in local storage: with the board
//! counted last, so that drawing the same finished board again (or reloading it) does not
//! count it twice. The running score against the other table (`duplicate::Tally`) and the
//! player's card-play rates (`play::rates_tally::RatesTally`) are kept this way.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// What a tally adds up, board by board.
pub trait Total: Default {
    /// What one board brings.
    type Board;
    fn add(&mut self, board: &Self::Board);
}

/// A total and the board counted last. It is stored as the total's own fields with `last`
/// beside them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardTally<T> {
    #[serde(flatten)]
    pub total: T,
    /// Names the board counted last (the page's choice of what makes a board the same).
    #[serde(default)]
    pub last: Option<String>,
}

impl<T: Total + Clone + Serialize + DeserializeOwned> BoardTally<T> {
    /// Counts `board` under `key`, unless the board counted last had that key.
    pub fn count(mut self, key: &str, board: &T::Board) -> BoardTally<T> {
        if self.last.as_deref() != Some(key) {
            self.total.add(board);
            self.last = Some(key.to_string());
        }
        self
    }

    /// No boards, with the board on show still counted as done, so that drawing it again
    /// after the reset does not bring it back.
    pub fn reset(&self) -> BoardTally<T> {
        BoardTally {
            total: T::default(),
            last: self.last.clone(),
        }
    }

    /// Reads a stored tally; anything unreadable starts afresh.
    pub fn read(text: Option<&str>) -> BoardTally<T> {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }

    pub fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Points over boards, as a stand-in for the tallies the pages keep.
    #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    struct Points {
        points: i32,
        boards: u32,
    }

    impl Total for Points {
        type Board = i32;
        fn add(&mut self, board: &i32) {
            self.points += board;
            self.boards += 1;
        }
    }

    fn points(points: i32, boards: u32) -> Points {
        Points { points, boards }
    }

    #[test]
    fn a_board_counts_once_in_a_row() {
        let t = BoardTally::<Points>::default()
            .count("a", &3)
            .count("a", &3);
        assert_eq!(t.total, points(3, 1));
        let t = t.count("b", &-1);
        assert_eq!(t.total, points(2, 2));
        assert_eq!(t.last.as_deref(), Some("b"));
        // The same board again after another one counts again: only a redraw is skipped.
        assert_eq!(t.clone().count("a", &3).total, points(5, 3));
    }

    #[test]
    fn a_reset_keeps_the_board_on_show_counted() {
        let t = BoardTally::<Points>::default()
            .count("a", &3)
            .count("b", &4);
        let reset = t.reset();
        assert_eq!(reset.total, Points::default());
        assert_eq!(reset.last.as_deref(), Some("b"));
        assert_eq!(reset.clone().count("b", &4).total, Points::default());
        assert_eq!(reset.count("c", &4).total, points(4, 1));
    }

    #[test]
    fn the_stored_text_is_the_totals_fields_and_the_last_board() {
        let t = BoardTally::<Points>::default().count("a", &3);
        assert_eq!(t.text(), r#"{"points":3,"boards":1,"last":"a"}"#);
        assert_eq!(BoardTally::read(Some(&t.text())), t);
        // A tally stored before any board was counted, and one with no `last` at all.
        let none = BoardTally::<Points>::default();
        assert_eq!(none.text(), r#"{"points":0,"boards":0,"last":null}"#);
        assert_eq!(BoardTally::read(Some(&none.text())), none);
        let unnamed: BoardTally<Points> = BoardTally::read(Some(r#"{"points":7,"boards":2}"#));
        assert_eq!((unnamed.total, unnamed.last), (points(7, 2), None));
        // Anything unreadable starts afresh.
        assert_eq!(BoardTally::<Points>::read(Some("not json")), none);
        assert_eq!(BoardTally::<Points>::read(Some(r#"{"last":"a"}"#)), none);
        assert_eq!(BoardTally::<Points>::read(None), none);
    }
}
