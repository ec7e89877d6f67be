//! The double-dummy table of a deal: tricks for each strain and declarer.

use crate::bridge::{Seat, Strain};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Declarer's tricks by strain (S, H, D, C, NT) and declarer (N, E, S, W).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DdTable {
    pub tricks: [[u8; 4]; 5],
}

impl DdTable {
    pub fn get(&self, strain: Strain, declarer: Seat) -> u8 {
        self.tricks[strain.index()][declarer.index()]
    }

    pub fn set(&mut self, strain: Strain, declarer: Seat, tricks: u8) {
        self.tricks[strain.index()][declarer.index()] = tricks;
    }

    /// The 20 numbers strain-major: S by N, E, S, W; then H, D, C, NT.
    pub fn row(&self) -> [u8; 20] {
        let mut out = [0; 20];
        for (i, v) in self.tricks.iter().flatten().enumerate() {
            out[i] = *v;
        }
        out
    }

    /// The table from 20 numbers in [`DdTable::row`] order.
    pub fn from_row(row: &[u8; 20]) -> DdTable {
        let mut t = DdTable::default();
        for (i, v) in row.iter().enumerate() {
            t.tricks[i / 4][i % 4] = *v;
        }
        t
    }
}

impl fmt::Display for DdTable {
    /// One line of 20 numbers separated by spaces, in [`DdTable::row`] order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row: Vec<String> = self.row().iter().map(|v| v.to_string()).collect();
        f.write_str(&row.join(" "))
    }
}
