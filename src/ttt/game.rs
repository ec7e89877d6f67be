//! A game in progress: the rules, the moves played (so the page can undo), and its record as
//! text.
//!
//! A record names cells like a chessboard read from the top: a column letter from `a` and a row
//! number from 1 for the top row, so on 3 × 3 `a1` is the top-left cell (0) and `c3` the
//! bottom-right (8). Moves are separated by spaces: `b2 a1 c3`.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::board::{Board, Ending, MoveError};
use super::rules::Rules;

/// A game: its rules and its moves, with the current board kept alongside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameRecord", into = "GameRecord")]
pub struct Game {
    moves: Vec<usize>,
    board: Board,
}

/// The serialised form of a [`Game`]: rules and moves (the board is replayed on the way in).
#[derive(Serialize, Deserialize)]
struct GameRecord {
    rules: Rules,
    moves: Vec<usize>,
}

impl From<Game> for GameRecord {
    fn from(g: Game) -> Self {
        GameRecord {
            rules: g.board.rules(),
            moves: g.moves,
        }
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = RecordError;
    fn try_from(r: GameRecord) -> Result<Game, RecordError> {
        let mut game = Game::new(r.rules);
        for (i, &cell) in r.moves.iter().enumerate() {
            game.play(cell).map_err(|e| RecordError {
                number: i + 1,
                token: cell.to_string(),
                problem: RecordProblem::Illegal(e),
            })?;
        }
        Ok(game)
    }
}

/// A game record that cannot be replayed: which move, as written, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The move's number, from 1.
    pub number: usize,
    pub token: String,
    pub problem: RecordProblem,
}

/// What is wrong with one move of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    /// Not a cell name of these rules (a column letter and a row number).
    NotACell,
    /// A cell, but not a legal move there.
    Illegal(MoveError),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({:?}): ", self.number, self.token)?;
        match &self.problem {
            RecordProblem::NotACell => write!(
                f,
                "not a cell; cells are a column letter and a row number, like b2"
            ),
            RecordProblem::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RecordError {}

/// The record name of `cell`: column letter, then row number from 1 at the top.
pub fn cell_name(rules: Rules, cell: usize) -> String {
    let (row, col) = (cell / rules.cols(), cell % rules.cols());
    format!("{}{}", (b'a' + col as u8) as char, row + 1)
}

/// The cell a record name stands for, if it is one of these rules' cells.
pub fn parse_cell(rules: Rules, name: &str) -> Option<usize> {
    let mut chars = name.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    let col = (letter as usize).checked_sub('a' as usize)?;
    let row: usize = chars.as_str().parse().ok()?;
    if !letter.is_ascii_lowercase() || col >= rules.cols() || row == 0 || row > rules.rows() {
        return None;
    }
    Some((row - 1) * rules.cols() + col)
}

impl Game {
    pub fn new(rules: Rules) -> Game {
        Game {
            moves: Vec::new(),
            board: Board::empty(rules),
        }
    }

    /// Replays a record (see the module documentation).
    pub fn from_record(rules: Rules, text: &str) -> Result<Game, RecordError> {
        let mut game = Game::new(rules);
        for (i, token) in text.split_whitespace().enumerate() {
            let error = |problem| RecordError {
                number: i + 1,
                token: token.to_string(),
                problem,
            };
            let cell = parse_cell(rules, token).ok_or_else(|| error(RecordProblem::NotACell))?;
            game.play(cell)
                .map_err(|e| error(RecordProblem::Illegal(e)))?;
        }
        Ok(game)
    }

    /// The record of the moves so far.
    pub fn record(&self) -> String {
        let rules = self.board.rules();
        self.moves
            .iter()
            .map(|&c| cell_name(rules, c))
            .collect::<Vec<_>>()
            .join(" ")
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn moves(&self) -> &[usize] {
        &self.moves
    }

    pub fn ending(&self) -> Option<Ending> {
        self.board.ending()
    }

    /// Plays `cell` for the player to move.
    pub fn play(&mut self, cell: usize) -> Result<(), MoveError> {
        self.board = self.board.play(cell)?;
        self.moves.push(cell);
        Ok(())
    }

    /// Takes back the last move; returns its cell, or `None` at the start.
    pub fn undo(&mut self) -> Option<usize> {
        let cell = self.moves.pop()?;
        let mut board = Board::empty(self.board.rules());
        for &c in &self.moves {
            board = board.play(c).expect("the moves were legal when played");
        }
        self.board = board;
        Some(cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::Mark;

    #[test]
    fn cell_names_round_trip_on_every_board_size() {
        for (r, c) in [(3, 3), (4, 4), (5, 5), (8, 8), (3, 7)] {
            let rules = Rules::new(r, c, 3).unwrap();
            for cell in 0..rules.cells() {
                assert_eq!(parse_cell(rules, &cell_name(rules, cell)), Some(cell));
            }
        }
        let r = Rules::CLASSIC;
        assert_eq!(cell_name(r, 0), "a1");
        assert_eq!(cell_name(r, 5), "c2");
        for bad in ["", "a", "d1", "a0", "a4", "1a", "é1", "b-1"] {
            assert_eq!(parse_cell(r, bad), None, "{bad}");
        }
    }

    #[test]
    fn play_undo_and_record() {
        let mut g = Game::new(Rules::CLASSIC);
        for c in [4, 0, 8] {
            g.play(c).unwrap();
        }
        assert_eq!(g.record(), "b2 a1 c3");
        assert_eq!(g.board().cells_string(), "o...x...x");
        assert_eq!(g.undo(), Some(8));
        assert_eq!(g.board().to_move(), Mark::X);
        assert_eq!(g.board().cells_string(), "o...x....");
        assert_eq!(Game::from_record(Rules::CLASSIC, "b2 a1").unwrap(), g);
        g.undo();
        g.undo();
        assert_eq!(g.undo(), None);
        assert_eq!(g, Game::new(Rules::CLASSIC));
    }

    #[test]
    fn bad_records_name_the_move_and_the_problem() {
        let r = Rules::CLASSIC;
        let e = Game::from_record(r, "b2 a1 b2").unwrap_err();
        assert_eq!(e.number, 3);
        assert_eq!(
            e.problem,
            RecordProblem::Illegal(MoveError::Occupied {
                cell: 4,
                mark: Mark::X
            })
        );
        let e = Game::from_record(r, "b2 z9").unwrap_err();
        assert_eq!((e.number, e.token.as_str()), (2, "z9"));
        assert_eq!(e.problem, RecordProblem::NotACell);
        // X wins on the top row at move 5; a sixth move is refused.
        let e = Game::from_record(r, "a1 a2 b1 b2 c1 c2").unwrap_err();
        assert_eq!(e.number, 6);
        assert!(matches!(
            e.problem,
            RecordProblem::Illegal(MoveError::GameOver { .. })
        ));
        assert!(e
            .to_string()
            .starts_with("move 6 (\"c2\"): the game is over"));
    }

    #[test]
    fn games_serialise_as_rules_and_moves_and_are_replayed_on_the_way_in() {
        let g = Game::from_record(Rules::CLASSIC, "b2 a1 c3").unwrap();
        let text = serde_json::to_string(&g).unwrap();
        assert_eq!(
            text,
            r#"{"rules":{"rows":3,"cols":3,"k":3},"moves":[4,0,8]}"#
        );
        assert_eq!(serde_json::from_str::<Game>(&text).unwrap(), g);
        let bad = r#"{"rules":{"rows":3,"cols":3,"k":3},"moves":[4,4]}"#;
        assert!(serde_json::from_str::<Game>(bad).is_err());
    }
}
