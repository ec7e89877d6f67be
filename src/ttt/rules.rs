//! The m,n,k rules (a board of `rows` × `cols`, `k` in a row wins) and the line geometry derived
//! from them.
//!
//! Boards are bitboards (one `u64` per player, cell `r * cols + c` is bit `r * cols + c`), so a
//! board has at most 64 cells. Instead of a table of every line, the geometry keeps, for each of
//! the four directions, the bit shift that steps one cell along it and the mask of cells where a
//! line of `k` can start. "Is there a line of `k` in set S" is then `k` shifts and ands per
//! direction, which is what makes the judge and the static evaluation cheap enough for search.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The size of the board and the length of a winning line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RulesRecord", into = "RulesRecord")]
pub struct Rules {
    rows: u8,
    cols: u8,
    k: u8,
}

/// The serialised form of [`Rules`], validated on the way in.
#[derive(Serialize, Deserialize)]
struct RulesRecord {
    rows: u8,
    cols: u8,
    k: u8,
}

impl TryFrom<RulesRecord> for Rules {
    type Error = RulesError;
    fn try_from(r: RulesRecord) -> Result<Self, RulesError> {
        Rules::new(r.rows, r.cols, r.k)
    }
}

impl From<Rules> for RulesRecord {
    fn from(r: Rules) -> Self {
        RulesRecord {
            rows: r.rows,
            cols: r.cols,
            k: r.k,
        }
    }
}

/// Rules that cannot be played: a board outside 1..=8 × 1..=8 (bitboards hold 64 cells), or a
/// line length that is not 2..=max(rows, cols).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    pub rows: u8,
    pub cols: u8,
    pub k: u8,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "rules {}x{} k={} are not playable: rows and columns must be 1 to {MAX_SIDE}, \
             and k must be 2 to the longer side",
            self.rows, self.cols, self.k
        )
    }
}

impl std::error::Error for RulesError {}

/// The longest side a board can have (8 × 8 = 64 cells fill a `u64`).
pub const MAX_SIDE: u8 = 8;

impl Rules {
    /// Tic-tac-toe: 3 × 3, three in a row.
    pub const CLASSIC: Rules = Rules {
        rows: 3,
        cols: 3,
        k: 3,
    };

    /// Checks the rules. `k` = 1 is refused because a "line" of one cell would be counted once
    /// per direction by the static evaluation.
    pub fn new(rows: u8, cols: u8, k: u8) -> Result<Rules, RulesError> {
        let ok = (1..=MAX_SIDE).contains(&rows)
            && (1..=MAX_SIDE).contains(&cols)
            && k >= 2
            && k <= rows.max(cols);
        if ok {
            Ok(Rules { rows, cols, k })
        } else {
            Err(RulesError { rows, cols, k })
        }
    }

    pub fn rows(self) -> usize {
        self.rows as usize
    }

    pub fn cols(self) -> usize {
        self.cols as usize
    }

    pub fn k(self) -> usize {
        self.k as usize
    }

    pub fn cells(self) -> usize {
        self.rows() * self.cols()
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{} k={}", self.rows, self.cols, self.k)
    }
}

/// One direction of lines: the shift from a cell to the next cell along the line, and the cells
/// where a whole line of `k` starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Direction {
    shift: u32,
    starts: u64,
}

/// The line geometry of some rules, computed once per board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Geometry {
    pub(crate) rules: Rules,
    /// Every cell of the board.
    pub(crate) full: u64,
    dirs: [Direction; 4],
}

impl Geometry {
    pub(crate) fn new(rules: Rules) -> Geometry {
        let (rows, cols, k) = (rules.rows() as i32, rules.cols() as i32, rules.k() as i32);
        let full = if rules.cells() == 64 {
            u64::MAX
        } else {
            (1u64 << rules.cells()) - 1
        };
        // (row step, column step) for: across, down, down-right, down-left.
        let steps = [(0, 1), (1, 0), (1, 1), (1, -1)];
        let dirs = steps.map(|(dr, dc)| {
            let mut starts = 0u64;
            for r in 0..rows {
                for c in 0..cols {
                    let (er, ec) = (r + dr * (k - 1), c + dc * (k - 1));
                    if (0..rows).contains(&er) && (0..cols).contains(&ec) {
                        starts |= 1 << (r * cols + c);
                    }
                }
            }
            // A step of (dr, dc) moves dr * cols + dc bits forward; it is never negative
            // because every direction goes down or right.
            Direction {
                shift: (dr * cols + dc) as u32,
                starts,
            }
        });
        Geometry { rules, full, dirs }
    }

    /// The cells where a line of `k` cells all in `set` starts, one mask per direction.
    fn runs(&self, set: u64) -> [u64; 4] {
        let k = self.rules.k() as u32;
        self.dirs.map(|d| {
            let mut t = set & d.starts;
            for i in 1..k {
                t &= set >> (i * d.shift);
            }
            t
        })
    }

    /// Whether `stones` contain a whole line.
    pub(crate) fn has_line(&self, stones: u64) -> bool {
        self.runs(stones).iter().any(|&t| t != 0)
    }

    /// How many lines lie entirely inside `set` (for the static evaluation, `set` is every cell
    /// the opponent has not taken).
    pub(crate) fn count_lines(&self, set: u64) -> u32 {
        self.runs(set).iter().map(|t| t.count_ones()).sum()
    }

    /// Every line entirely inside `set`, each as its cells in increasing order.
    pub(crate) fn lines_in(&self, set: u64) -> Vec<Vec<usize>> {
        let k = self.rules.k();
        let mut lines = Vec::new();
        for (d, mut t) in self.dirs.iter().zip(self.runs(set)) {
            while t != 0 {
                let start = t.trailing_zeros() as usize;
                t &= t - 1;
                lines.push((0..k).map(|i| start + i * d.shift as usize).collect());
            }
        }
        lines.sort();
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line by walking the grid directly, as an independent oracle for the bit tricks.
    fn lines_by_walking(rules: Rules) -> Vec<Vec<usize>> {
        let (rows, cols, k) = (rules.rows() as i32, rules.cols() as i32, rules.k() as i32);
        let mut lines = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let cells: Vec<(i32, i32)> = (0..k).map(|i| (r + dr * i, c + dc * i)).collect();
                    if cells
                        .iter()
                        .all(|&(a, b)| (0..rows).contains(&a) && (0..cols).contains(&b))
                    {
                        let mut line: Vec<usize> = cells
                            .iter()
                            .map(|&(a, b)| (a * cols + b) as usize)
                            .collect();
                        line.sort();
                        lines.push(line);
                    }
                }
            }
        }
        lines.sort();
        lines
    }

    #[test]
    fn lines_match_a_walk_over_the_grid_for_every_rules() {
        for rows in 1..=MAX_SIDE {
            for cols in 1..=MAX_SIDE {
                for k in 2..=rows.max(cols) {
                    let rules = Rules::new(rows, cols, k).unwrap();
                    let geo = Geometry::new(rules);
                    let expected = lines_by_walking(rules);
                    assert_eq!(geo.lines_in(geo.full), expected, "{rules}");
                    assert_eq!(geo.count_lines(geo.full) as usize, expected.len());
                }
            }
        }
    }

    #[test]
    fn classic_board_has_eight_lines() {
        let geo = Geometry::new(Rules::CLASSIC);
        assert_eq!(geo.count_lines(geo.full), 8);
        assert!(geo.has_line(0b111));
        assert!(geo.has_line(0b100_010_001));
        assert!(!geo.has_line(0b011_100_000));
    }

    #[test]
    fn unplayable_rules_are_refused_with_their_numbers() {
        for (r, c, k) in [(0, 3, 3), (9, 3, 3), (3, 3, 1), (3, 3, 4), (2, 2, 3)] {
            let e = Rules::new(r, c, k).unwrap_err();
            assert_eq!((e.rows, e.cols, e.k), (r, c, k));
            assert!(e.to_string().contains(&format!("{r}x{c} k={k}")));
        }
        assert!(serde_json::from_str::<Rules>(r#"{"rows":3,"cols":3,"k":9}"#).is_err());
        let r: Rules = serde_json::from_str(r#"{"rows":4,"cols":5,"k":4}"#).unwrap();
        assert_eq!((r.rows(), r.cols(), r.k()), (4, 5, 4));
    }
}
