//! Deals on which a contract makes double-dummy, checked against the peer suite's tables
//! (computed by two other solvers) and against the dealer's own limits.

use boyi::bridge::dd::{DdTable, Solver};
use boyi::bridge::dealer::Dealer;
use boyi::bridge::limits::Limits;
use boyi::bridge::makes::Makes;
use boyi::bridge::{Deal, Seat, Strain};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The first deal of `macroxue/comparison` in the peer suite, with its table.
fn suite_deal() -> (Deal, DdTable) {
    let text = crate::testdata::fixture("dd/dd_tables.tsv");
    let line = text
        .lines()
        .find(|l| l.starts_with("macroxue/comparison"))
        .expect("a comparison deal");
    let f: Vec<&str> = line.split('\t').collect();
    let row: Vec<u8> = f[4..].iter().map(|x| x.parse().unwrap()).collect();
    (
        Deal::from_pbn(f[2]).unwrap(),
        DdTable::from_row(&row.try_into().unwrap()),
    )
}

/// A contract makes exactly up to the level the suite's table allows, for a declarer of
/// each side (the search answers for North-South; East-West's case is its complement).
#[test]
fn makes_agrees_with_the_suite_table() {
    let (deal, table) = suite_deal();
    let mut solver = Solver::new();
    for (strain, declarer) in [(Strain::NoTrump, Seat::South), (Strain::Clubs, Seat::East)] {
        let tricks = table.get(strain, declarer);
        for level in 1..=7u8 {
            // Only the levels next to the result say anything; the rest follow.
            if level + 6 < tricks || level + 6 > tricks + 1 {
                continue;
            }
            let m = Makes {
                level,
                strain,
                declarer,
            };
            assert_eq!(m.holds(&deal, &mut solver), level + 6 <= tricks, "{m}");
        }
    }
}

/// Deals for a practice 3NT by North meet the seat limits and really make 3NT (checked with
/// the solver's full table, a different search from the one that chose them); the same seed
/// gives the same deals.
#[test]
fn dealt_deals_meet_the_limits_and_make() {
    let limits: Limits = "N:hcp=16-18,bal S:hcp=9-11,bal".parse().unwrap();
    let dealer = Dealer::new(limits).unwrap();
    let m: Makes = "3NT:N".parse().unwrap();
    let mut solver = Solver::new();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let deals: Vec<Deal> = (0..2)
        .map(|_| m.deal(&dealer, &mut solver, &mut rng, 50).unwrap())
        .collect();
    for deal in &deals {
        assert!(limits.allows(deal), "{deal}");
        let table = solver.table(deal).unwrap();
        assert!(table.get(Strain::NoTrump, Seat::North) >= 9, "{deal}");
    }
    let mut again = ChaCha8Rng::seed_from_u64(5);
    let first = m.deal(&dealer, &mut solver, &mut again, 50).unwrap();
    assert_eq!(first, deals[0]);
}

/// A contract that can never make reports the limits and the tries instead of looping.
#[test]
fn an_impossible_contract_is_reported() {
    let limits: Limits = "N:hcp=0-3 S:hcp=0-3".parse().unwrap();
    let dealer = Dealer::new(limits).unwrap();
    let m: Makes = "7NT:N".parse().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let err = m
        .deal(&dealer, &mut Solver::new(), &mut rng, 3)
        .unwrap_err()
        .to_string();
    assert!(err.contains("7NT:N") && err.contains("3 deals"), "{err}");
}
