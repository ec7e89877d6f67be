//! The four seats at the table and the two sides.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat, clockwise from North (N=0, E=1, S=2, W=3 as in DDS and the paper).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seat {
    North = 0,
    East = 1,
    South = 2,
    West = 3,
}

impl Seat {
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    pub fn from_index(i: usize) -> Option<Seat> {
        Seat::ALL.get(i).copied()
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The seat `n` places clockwise (to the left) from this one.
    pub fn after(self, n: usize) -> Seat {
        Seat::ALL[(self as usize + n) % 4]
    }

    /// The next player clockwise (left-hand opponent).
    pub fn next(self) -> Seat {
        self.after(1)
    }

    pub fn partner(self) -> Seat {
        self.after(2)
    }

    /// True for North and South.
    pub fn is_ns(self) -> bool {
        (self as usize).is_multiple_of(2)
    }

    pub fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }

    /// A seat by its letter or its name, as an address or a person writes it: `S`, `south`,
    /// `South`, or in Chinese `南` or `南家`.
    pub fn from_name(text: &str) -> Option<Seat> {
        let text = text.trim();
        let mut chars = text.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            if let Some(seat) = Seat::from_char(c) {
                return Some(seat);
            }
        }
        let lower = text.to_lowercase();
        let bare = lower.strip_suffix('家').unwrap_or(&lower);
        Seat::ALL.into_iter().find(|s| {
            let (en, zh) = match s {
                Seat::North => ("north", "北"),
                Seat::East => ("east", "东"),
                Seat::South => ("south", "南"),
                Seat::West => ("west", "西"),
            };
            lower == en || bare == zh
        })
    }

    pub fn from_char(c: char) -> Option<Seat> {
        match c.to_ascii_uppercase() {
            'N' => Some(Seat::North),
            'E' => Some(Seat::East),
            'S' => Some(Seat::South),
            'W' => Some(Seat::West),
            _ => None,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = ["North", "East", "South", "West"];
        f.write_str(names[*self as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_read_by_letter_and_by_name() {
        for (text, seat) in [
            ("N", Seat::North),
            ("e", Seat::East),
            (" south ", Seat::South),
            ("WEST", Seat::West),
            ("North", Seat::North),
            ("北", Seat::North),
            ("东家", Seat::East),
            ("南", Seat::South),
            ("西家", Seat::West),
        ] {
            assert_eq!(Seat::from_name(text), Some(seat), "{text}");
        }
        for text in ["", "x", "no", "northeast", "家", "北北", "Nord"] {
            assert_eq!(Seat::from_name(text), None, "{text}");
        }
    }
}
