//! The double-dummy tables of many deals, spread over threads.
//!
//! Each thread owns a [`Solver`] (their transposition tables are not shared, so the threads
//! never wait on each other) and takes the next unsolved deal from a shared counter: a slow
//! deal holds up one thread, not a fixed share of the file. The tables come back in the
//! deals' order whatever the order they were solved in. For native programs: a browser page,
//! which has no threads, spreads its boards over its Web Workers instead.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::bridge::dd::{DdTable, PositionError, Solver};
use crate::bridge::Deal;

/// The tables of `deals` on `threads` threads (at least one), in the deals' order.
/// `progress` is called with the number of tables done after each one, from the thread that
/// solved it. The first deal in order that cannot be solved gives its index and error.
pub fn solve_tables(
    deals: &[Deal],
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Vec<DdTable>, (usize, PositionError)> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<DdTable, PositionError>>>> =
        Mutex::new((0..deals.len()).map(|_| None).collect());
    let work = || {
        let mut solver = Solver::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(deal) = deals.get(k) else { break };
            let table = solver.table(deal);
            results.lock().unwrap_or_else(|e| e.into_inner())[k] = Some(table);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
        }
    };
    let threads = threads.clamp(1, deals.len().max(1));
    if threads == 1 {
        work();
    } else {
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(work);
            }
        });
    }
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .enumerate()
        .map(|(k, table)| match table {
            Some(Ok(table)) => Ok(table),
            Some(Err(e)) => Err((k, e)),
            None => unreachable!("every deal is taken by a thread"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_deals_no_tables() {
        assert_eq!(solve_tables(&[], 4, &|_| {}), Ok(Vec::new()));
    }
}
