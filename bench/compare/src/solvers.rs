//! The three solvers behind one interface: a deal in, its 5×4 double-dummy table out.

use boyi::bridge::dd::{DdTable, Solver};
use boyi::bridge::{Deal, Seat, Strain};

/// Which solver a worker process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Boyi,
    Pons,
    Dds,
}

impl Which {
    pub const ALL: [Which; 3] = [Which::Boyi, Which::Pons, Which::Dds];

    pub fn name(self) -> &'static str {
        match self {
            Which::Boyi => "boyi",
            Which::Pons => "pons-dds",
            Which::Dds => "dds 3.0",
        }
    }

    pub fn from_name(name: &str) -> Option<Which> {
        Which::ALL.into_iter().find(|w| w.name() == name)
    }
}

/// One solver, kept for a whole chunk of deals as a user's program would keep it.
pub enum Engine {
    Boyi(Box<Solver>),
    Pons(Box<pons_dds::Solver>),
    Dds(Box<dds_bridge::Solver>),
}

impl Engine {
    pub fn new(which: Which) -> Engine {
        match which {
            Which::Boyi => Engine::Boyi(Box::new(Solver::new())),
            Which::Pons => Engine::Pons(Box::new(pons_dds::Solver::new(
                contract_bridge::Strain::Notrump,
            ))),
            Which::Dds => Engine::Dds(Box::default()),
        }
    }

    /// The table of `pbn`, in Boyi's layout.
    pub fn table(&mut self, pbn: &str) -> Result<DdTable, String> {
        match self {
            Engine::Boyi(solver) => {
                let deal = Deal::from_pbn(pbn).map_err(|e| format!("{pbn}: {e}"))?;
                solver.table(&deal).map_err(|e| format!("{pbn}: {e}"))
            }
            Engine::Pons(solver) => {
                let deal = other_deal(pbn)?;
                let t = pons_dds::solve_deal_on(solver, deal);
                Ok(boyi_table(|s, p| u8::from(t[s].get(p))))
            }
            Engine::Dds(solver) => {
                let deal = other_deal(pbn)?;
                let t = solver.solve_deal(deal);
                Ok(boyi_table(|s, p| u8::from(t[s].get(p))))
            }
        }
    }
}

fn other_deal(pbn: &str) -> Result<contract_bridge::FullDeal, String> {
    pbn.parse()
        .map_err(|e| format!("{pbn}: not a deal for the other solvers: {e:?}"))
}

/// A table read from the other crates' layout.
fn boyi_table(tricks: impl Fn(contract_bridge::Strain, contract_bridge::Seat) -> u8) -> DdTable {
    let mut table = DdTable::default();
    for s in Strain::ALL {
        for p in Seat::ALL {
            table.set(s, p, tricks(other_strain(s), other_seat(p)));
        }
    }
    table
}

fn other_strain(s: Strain) -> contract_bridge::Strain {
    match s {
        Strain::Spades => contract_bridge::Strain::Spades,
        Strain::Hearts => contract_bridge::Strain::Hearts,
        Strain::Diamonds => contract_bridge::Strain::Diamonds,
        Strain::Clubs => contract_bridge::Strain::Clubs,
        Strain::NoTrump => contract_bridge::Strain::Notrump,
    }
}

fn other_seat(s: Seat) -> contract_bridge::Seat {
    match s {
        Seat::North => contract_bridge::Seat::North,
        Seat::East => contract_bridge::Seat::East,
        Seat::South => contract_bridge::Seat::South,
        Seat::West => contract_bridge::Seat::West,
    }
}
