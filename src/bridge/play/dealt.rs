//! Random boards numbered as duplicate boards and bid by a system: the boards `boyi
//! match` and `boyi leads` play, and the play benchmarks time. Board `n` has the dealer and
//! the vulnerability of duplicate board `n`, and is bid knowing that vulnerability, so every
//! command and benchmark that names a seed plays the same auctions.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::board::Board;
use crate::bridge::bidding::{bid_deal, Auction, System};
use crate::bridge::contract::board_dealer;
use crate::bridge::dealer::random_deal;
use crate::bridge::{Deal, Vulnerability};

/// One board as dealt and bid.
#[derive(Clone, Debug)]
pub struct Dealt {
    /// The duplicate board number, from 1.
    pub number: u32,
    pub deal: Deal,
    pub vulnerability: Vulnerability,
    /// The finished auction, which carries the vulnerability.
    pub auction: Auction,
}

impl Dealt {
    /// The board ready for the opening lead, or `None` when the deal was passed out.
    pub fn board(&self) -> Option<Board> {
        Board::new(self.deal, self.vulnerability, self.auction.clone()).ok()
    }
}

/// Boards 1, 2, 3, … dealt from `seed` and bid by `system` at all four seats.
pub fn dealt_boards(system: &System, seed: u64) -> impl Iterator<Item = Dealt> + '_ {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (1..).map(move |number| {
        let deal = random_deal(&mut rng);
        let vulnerability = Vulnerability::of_board(number);
        let start = Auction::new(board_dealer(number)).with_vulnerability(vulnerability);
        let (auction, _) = bid_deal(system, &deal, start);
        Dealt {
            number,
            deal,
            vulnerability,
            auction,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Builtin;

    #[test]
    fn boards_follow_the_duplicate_numbering_and_the_seed() {
        let system = System::builtin(Builtin::Sayc).unwrap();
        let boards: Vec<Dealt> = dealt_boards(&system, 11).take(8).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for (i, b) in boards.iter().enumerate() {
            let number = i as u32 + 1;
            assert_eq!(b.number, number);
            assert_eq!(b.deal, random_deal(&mut rng), "board {number}");
            assert_eq!(b.auction.seat_of(0), board_dealer(number));
            assert_eq!(b.vulnerability, Vulnerability::of_board(number));
            assert_eq!(b.auction.vulnerability(), b.vulnerability);
            assert!(b.auction.is_finished(), "board {number}");
            assert_eq!(b.board().is_none(), b.auction.contract().is_none());
        }
        let again: Vec<Dealt> = dealt_boards(&system, 11).take(8).collect();
        assert!(boards
            .iter()
            .zip(&again)
            .all(|(a, b)| a.deal == b.deal && a.auction.calls() == b.auction.calls()));
        let other: Vec<Dealt> = dealt_boards(&system, 12).take(8).collect();
        assert!(boards.iter().zip(&other).any(|(a, b)| a.deal != b.deal));
    }

    #[test]
    fn the_auction_is_bid_knowing_the_vulnerability() {
        // Some board among the first hundred bids differently when the vulnerability is
        // left out, so the boards cannot have been bid without it.
        let system = System::builtin(Builtin::Sayc).unwrap();
        let differs = dealt_boards(&system, 5).take(100).any(|b| {
            let (blind, _) = bid_deal(&system, &b.deal, Auction::new(board_dealer(b.number)));
            blind.calls() != b.auction.calls()
        });
        assert!(differs);
    }
}
