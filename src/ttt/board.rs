//! The board: stones, whose turn it is, the judge (win, draw), legal moves, the static
//! evaluation f(n), and the check that a position can arise in play.
//!
//! X always moves first, so whose turn it is follows from the stone counts: equal counts mean X
//! is to move, one more X means O is.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::rules::{Geometry, Rules};

/// A player, and the mark that player puts on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    X,
    O,
}

impl Mark {
    pub fn other(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }

    /// `'x'` or `'o'`, as in board strings.
    pub fn letter(self) -> char {
        match self {
            Mark::X => 'x',
            Mark::O => 'o',
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    Win(Mark),
    Draw,
}

/// A position: the rules and both players' stones.
///
/// Serialised as `{"rules": …, "cells": "x.o……"}`; deserialising checks the string but not
/// that the position can arise in play (see [`Board::check_reachable`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    geo: Geometry,
    x: u64,
    o: u64,
}

/// A board string that is not a board: wrong length or a character other than `x`, `o`, `.`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseBoardError {
    /// The string has `found` cells; the rules need `expected`.
    Length { expected: usize, found: usize },
    /// The character at `index` (counting characters from 0) is not `x`, `o` or `.`.
    Character { index: usize, found: char },
}

impl fmt::Display for ParseBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseBoardError::Length { expected, found } => write!(
                f,
                "a board needs {expected} cells (x, o or . row by row), this one has {found}"
            ),
            ParseBoardError::Character { index, found } => write!(
                f,
                "cell {index} of the board is {found:?}; cells are x, o or ."
            ),
        }
    }
}

impl std::error::Error for ParseBoardError {}

/// A position that cannot arise in a game where X moves first and play stops at a win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// X must have as many stones as O, or one more.
    Counts { x: u32, o: u32 },
    /// Both players have a line.
    BothWon,
    /// `winner` has a line but the stone counts say `winner` did not move last.
    WinnerDidNotMoveLast { winner: Mark },
    /// `winner` has lines that no single last move could have completed together, so the game
    /// went on after it was won.
    PlayedOnAfterWin { winner: Mark },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Counts { x, o } => write!(
                f,
                "impossible position: {x} x and {o} o; X moves first, so x must equal o or o + 1"
            ),
            PositionError::BothWon => write!(f, "impossible position: both players have a line"),
            PositionError::WinnerDidNotMoveLast { winner } => write!(
                f,
                "impossible position: {winner} has a line but the counts say {winner} did not \
                 move last"
            ),
            PositionError::PlayedOnAfterWin { winner } => write!(
                f,
                "impossible position: {winner}'s lines were not all completed by one last \
                 move, so play went on after a win"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// A move that cannot be played on this board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The cell number is past the last cell.
    OffBoard { cell: usize, cells: usize },
    /// The cell already holds a stone.
    Occupied { cell: usize, mark: Mark },
    /// The game is already over.
    GameOver { ending: Ending },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::OffBoard { cell, cells } => write!(
                f,
                "cell {cell} is off the board (cells are 0 to {})",
                cells - 1
            ),
            MoveError::Occupied { cell, mark } => write!(f, "cell {cell} already holds {mark}"),
            MoveError::GameOver { ending } => match ending {
                Ending::Win(m) => write!(f, "the game is over: {m} has won"),
                Ending::Draw => write!(f, "the game is over: it is a draw"),
            },
        }
    }
}

impl std::error::Error for MoveError {}

impl Board {
    /// The empty board for `rules`.
    pub fn empty(rules: Rules) -> Board {
        Board {
            geo: Geometry::new(rules),
            x: 0,
            o: 0,
        }
    }

    /// The empty 3 × 3 tic-tac-toe board.
    pub fn classic() -> Board {
        Board::empty(Rules::CLASSIC)
    }

    /// Reads a board string: one character per cell, row by row, `x`, `o` or `.` (capitals
    /// accepted). Spaces, `/` and `|` are ignored so `"x.o/.x./..o"` also reads.
    pub fn parse(rules: Rules, text: &str) -> Result<Board, ParseBoardError> {
        let mut board = Board::empty(rules);
        let mut cell = 0;
        for (index, ch) in text.chars().enumerate() {
            let mark = match ch {
                'x' | 'X' => Some(Mark::X),
                'o' | 'O' => Some(Mark::O),
                '.' => None,
                ' ' | '/' | '|' => continue,
                found => return Err(ParseBoardError::Character { index, found }),
            };
            if cell < rules.cells() {
                if let Some(m) = mark {
                    board = board.with(cell, m);
                }
            }
            cell += 1;
        }
        if cell != rules.cells() {
            return Err(ParseBoardError::Length {
                expected: rules.cells(),
                found: cell,
            });
        }
        Ok(board)
    }

    pub fn rules(&self) -> Rules {
        self.geo.rules
    }

    /// The stones of `mark` as a bit set (bit `i` is cell `i`).
    pub fn stones(&self, mark: Mark) -> u64 {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// What is on `cell`, `None` for empty (and for cells off the board).
    pub fn cell(&self, cell: usize) -> Option<Mark> {
        let bit = 1u64.checked_shl(cell as u32).unwrap_or(0);
        if self.x & bit != 0 {
            Some(Mark::X)
        } else if self.o & bit != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// The empty cells as a bit set.
    pub fn empty_cells(&self) -> u64 {
        self.geo.full & !(self.x | self.o)
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> u32 {
        (self.x | self.o).count_ones()
    }

    /// Whose turn it is (X moves first), whether or not the game is over.
    pub fn to_move(&self) -> Mark {
        if self.x.count_ones() > self.o.count_ones() {
            Mark::O
        } else {
            Mark::X
        }
    }

    /// The player with a line, if any (if both have one, X; [`Board::check_reachable`] refuses
    /// such boards).
    pub fn winner(&self) -> Option<Mark> {
        if self.geo.has_line(self.x) {
            Some(Mark::X)
        } else if self.geo.has_line(self.o) {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// The judge: `None` while the game goes on, else how it ended.
    pub fn ending(&self) -> Option<Ending> {
        match self.winner() {
            Some(m) => Some(Ending::Win(m)),
            None if self.empty_cells() == 0 => Some(Ending::Draw),
            None => None,
        }
    }

    /// The lines `mark` has completed, each as its cells (for drawing the winning line).
    pub fn lines_of(&self, mark: Mark) -> Vec<Vec<usize>> {
        self.geo.lines_in(self.stones(mark))
    }

    /// The legal moves in increasing cell order (none once the game is over).
    pub fn legal_moves(&self) -> Vec<usize> {
        if self.ending().is_some() {
            return Vec::new();
        }
        cells_of(self.empty_cells()).collect()
    }

    /// Plays `cell` for the player to move.
    pub fn play(&self, cell: usize) -> Result<Board, MoveError> {
        let cells = self.rules().cells();
        if cell >= cells {
            return Err(MoveError::OffBoard { cell, cells });
        }
        if let Some(mark) = self.cell(cell) {
            return Err(MoveError::Occupied { cell, mark });
        }
        if let Some(ending) = self.ending() {
            return Err(MoveError::GameOver { ending });
        }
        Ok(self.with(cell, self.to_move()))
    }

    /// The board with `mark` put on `cell`, no questions asked (search uses this on moves it
    /// took from [`Board::legal_moves`]).
    pub(crate) fn with(&self, cell: usize, mark: Mark) -> Board {
        let mut b = *self;
        match mark {
            Mark::X => b.x |= 1 << cell,
            Mark::O => b.o |= 1 << cell,
        }
        b
    }

    /// The number of lines `mark` can still complete: lines holding no stone of the opponent.
    pub fn open_lines(&self, mark: Mark) -> u32 {
        let opponent = self.stones(mark.other());
        self.geo.count_lines(self.geo.full & !opponent)
    }

    /// The textbook's static evaluation for `mark`: f(n) = lines still open for `mark` − lines
    /// still open for the opponent.
    pub fn evaluate(&self, mark: Mark) -> i32 {
        self.open_lines(mark) as i32 - self.open_lines(mark.other()) as i32
    }

    /// Checks that the position can arise in a game: X first, turns alternate, play stops at
    /// the first line.
    pub fn check_reachable(&self) -> Result<(), PositionError> {
        let (x, o) = (self.x.count_ones(), self.o.count_ones());
        if x != o && x != o + 1 {
            return Err(PositionError::Counts { x, o });
        }
        let (x_won, o_won) = (self.geo.has_line(self.x), self.geo.has_line(self.o));
        let winner = match (x_won, o_won) {
            (true, true) => return Err(PositionError::BothWon),
            (true, false) => Mark::X,
            (false, true) => Mark::O,
            (false, false) => return Ok(()),
        };
        // The winner moved last, and taking that last stone back must undo every line.
        if self.to_move() == winner {
            return Err(PositionError::WinnerDidNotMoveLast { winner });
        }
        let stones = self.stones(winner);
        if cells_of(stones).any(|c| !self.geo.has_line(stones & !(1 << c))) {
            Ok(())
        } else {
            Err(PositionError::PlayedOnAfterWin { winner })
        }
    }

    /// The board string: one character per cell, row by row.
    pub fn cells_string(&self) -> String {
        (0..self.rules().cells())
            .map(|c| self.cell(c).map_or('.', Mark::letter))
            .collect()
    }

    /// A key that tells positions of the same rules apart, for transposition tables.
    pub(crate) fn key(&self) -> (u64, u64) {
        (self.x, self.o)
    }
}

impl fmt::Display for Board {
    /// The board as rows of `x`, `o` and `.`, one line per row.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.cells_string();
        let cols = self.rules().cols();
        for (i, row) in s.as_bytes().chunks(cols).enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            f.write_str(std::str::from_utf8(row).expect("board strings are ASCII"))?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({} {})", self.rules(), self.cells_string())
    }
}

/// The cells of a bit set in increasing order.
pub(crate) fn cells_of(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let c = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(c)
        }
    })
}

/// The serialised form of a [`Board`].
#[derive(Serialize, Deserialize)]
struct BoardRecord {
    rules: Rules,
    cells: String,
}

impl Serialize for Board {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        BoardRecord {
            rules: self.rules(),
            cells: self.cells_string(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let r = BoardRecord::deserialize(d)?;
        Board::parse(r.rules, &r.cells).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // The chapter's eight lines, written out, are the oracle for the judge and f(n).
    use crate::ttt::chapter::LINES;
    use crate::ttt::testutil::all_boards;

    fn b(s: &str) -> Board {
        Board::parse(Rules::CLASSIC, s).unwrap()
    }

    #[test]
    fn judge_and_evaluation_agree_with_the_written_out_lines_on_every_board() {
        for board in all_boards() {
            let has = |m: Mark| {
                LINES
                    .iter()
                    .any(|l| l.iter().all(|&c| board.cell(c) == Some(m)))
            };
            let open = |m: Mark| {
                LINES
                    .iter()
                    .filter(|l| l.iter().all(|&c| board.cell(c) != Some(m.other())))
                    .count() as i32
            };
            assert_eq!(board.geo.has_line(board.x), has(Mark::X), "{board:?}");
            assert_eq!(board.geo.has_line(board.o), has(Mark::O), "{board:?}");
            assert_eq!(board.evaluate(Mark::X), open(Mark::X) - open(Mark::O));
            assert_eq!(board.evaluate(Mark::O), open(Mark::O) - open(Mark::X));
        }
    }

    #[test]
    fn textbook_style_evaluations() {
        // Empty board: 8 lines open for each side.
        assert_eq!(Board::classic().evaluate(Mark::X), 0);
        // X in the centre closes 4 of O's lines.
        assert_eq!(b("....x....").evaluate(Mark::X), 4);
        // X in a corner closes 3, on an edge 2.
        assert_eq!(b("x........").evaluate(Mark::X), 3);
        assert_eq!(b(".x.......").evaluate(Mark::X), 2);
    }

    #[test]
    fn turns_moves_and_endings() {
        let board = b("x.o......");
        assert_eq!(board.to_move(), Mark::X);
        assert_eq!(board.legal_moves(), vec![1, 3, 4, 5, 6, 7, 8]);
        let won = b("xxxoo....");
        assert_eq!(won.ending(), Some(Ending::Win(Mark::X)));
        assert!(won.legal_moves().is_empty());
        assert_eq!(won.lines_of(Mark::X), vec![vec![0, 1, 2]]);
        let full = b("xoxxoooxx");
        assert_eq!(full.ending(), Some(Ending::Draw));
        assert_eq!(b("xo.......").ending(), None);
    }

    #[test]
    fn bad_moves_say_why() {
        let board = b("x........");
        assert_eq!(
            board.play(9),
            Err(MoveError::OffBoard { cell: 9, cells: 9 })
        );
        assert_eq!(
            board.play(0),
            Err(MoveError::Occupied {
                cell: 0,
                mark: Mark::X
            })
        );
        assert_eq!(
            b("xxxoo....").play(5),
            Err(MoveError::GameOver {
                ending: Ending::Win(Mark::X)
            })
        );
        assert_eq!(board.play(4).unwrap().cells_string(), "x...o....");
    }

    #[test]
    fn bad_strings_say_where() {
        let r = Rules::CLASSIC;
        assert_eq!(
            Board::parse(r, "x.o"),
            Err(ParseBoardError::Length {
                expected: 9,
                found: 3
            })
        );
        assert_eq!(
            Board::parse(r, "x.o...z.."),
            Err(ParseBoardError::Character {
                index: 6,
                found: 'z'
            })
        );
        assert_eq!(
            Board::parse(r, "x.o......."),
            Err(ParseBoardError::Length {
                expected: 9,
                found: 10
            })
        );
        assert_eq!(Board::parse(r, "X.O/.../...").unwrap(), b("x.o......"));
    }

    #[test]
    fn impossible_positions_are_named() {
        assert_eq!(
            b("xx.......").check_reachable(),
            Err(PositionError::Counts { x: 2, o: 0 })
        );
        assert_eq!(
            b("xxxooo...").check_reachable(),
            Err(PositionError::BothWon)
        );
        assert_eq!(
            b("xxxoo.o..").check_reachable(),
            Err(PositionError::WinnerDidNotMoveLast { winner: Mark::X })
        );
        // Two parallel X lines need two last moves.
        let r = Rules::new(4, 4, 3).unwrap();
        let two = Board::parse(r, "xxx./xxx./oooo/oo..").unwrap();
        assert_eq!(
            two.check_reachable(),
            Err(PositionError::BothWon),
            "O has four in a row too"
        );
        let two = Board::parse(r, "xxx./xxx./o.o./oooo").unwrap();
        assert_eq!(two.check_reachable(), Err(PositionError::BothWon));
        let two = Board::parse(r, "xxx./xxx./oo.o/o.o.").unwrap();
        assert_eq!(
            two.check_reachable(),
            Err(PositionError::PlayedOnAfterWin { winner: Mark::X })
        );
        // Two X lines crossing in the last stone are fine.
        assert_eq!(b("xxxoxooox").check_reachable(), Ok(()));
        assert_eq!(b("xxxoo....").check_reachable(), Ok(()));
    }

    #[test]
    fn serde_round_trip_checks_the_string() {
        let board = b("x.o.x....");
        let text = serde_json::to_string(&board).unwrap();
        assert_eq!(
            text,
            r#"{"rules":{"rows":3,"cols":3,"k":3},"cells":"x.o.x...."}"#
        );
        assert_eq!(serde_json::from_str::<Board>(&text).unwrap(), board);
        let bad = r#"{"rules":{"rows":3,"cols":3,"k":3},"cells":"x.o"}"#;
        assert!(serde_json::from_str::<Board>(bad).is_err());
    }
}
