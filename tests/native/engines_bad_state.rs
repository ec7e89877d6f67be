//! Engines under bad state: what a public constructor builds from arbitrary values is either
//! refused with an error or valid, and the double-dummy solver, the card-play sampler and the
//! killer deduction neither panic nor loop on what those constructors accept. Sizes are kept
//! small (endings of at most four cards a hand) so that each case is quick.

use proptest::prelude::*;

use crate::support::mutate::{mutate, Rng};
use crate::support::targets::{played_board, target};
use boyi::bridge::dd::{Position, Solver};
use boyi::bridge::limits::{Range, SeatLimits};
use boyi::bridge::play::{Knowledge, Sampler};
use boyi::bridge::{Card, Deal, DealError, Hand, Seat, Strain};
use boyi::killer::{killer_candidates, Event, Game, View};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Every bit of a hand that stands for a card.
fn card_bits() -> u64 {
    Card::all().map(Card::bit).fold(0, |a, b| a | b)
}

fn shuffled_cards(seed: u64) -> Vec<Card> {
    let mut rng = Rng::new(seed);
    let mut cards: Vec<Card> = Card::all().collect();
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.below(i + 1));
    }
    cards
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Four hands of any bits make a deal only if every bit is a card and each card is held
    /// once; otherwise the error names what is wrong.
    #[test]
    fn deals_hold_only_cards(bits in any::<u64>(), split in any::<(u64, u64)>(), overlap in any::<[u64; 4]>()) {
        // Disjoint hands from any bits: hand i takes the bits where `split` spells i.
        let (a, b) = split;
        let disjoint = [bits & !a & !b, bits & a & !b, bits & !a & b, bits & a & b];
        let candidates = [disjoint, disjoint.map(|h| h & card_bits()), overlap, overlap.map(|h| h & card_bits())];
        for hands in candidates {
            match Deal::new(hands.map(Hand)) {
                Ok(deal) => {
                    prop_assert_eq!(deal.cards().0 & !card_bits(), 0, "only cards: {:?}", hands);
                    let total: usize = Seat::ALL.iter().map(|&s| deal.hand(s).len()).sum();
                    prop_assert_eq!(total, deal.cards().len());
                    prop_assert_eq!(Deal::from_pbn(&deal.pbn()), Ok(deal));
                }
                Err(DealError::NotACard { seat, bits }) => {
                    prop_assert!(bits != 0 && bits & card_bits() == 0);
                    prop_assert_eq!(hands[seat.index()] & !card_bits(), bits);
                }
                Err(DealError::DuplicateCard(card)) => {
                    prop_assert!(hands.iter().all(|h| h & !card_bits() == 0));
                    prop_assert!(hands.iter().filter(|&&h| h & card.bit() != 0).count() >= 2);
                }
            }
        }
    }

    /// Positions of up to four cards a hand, with any hand sizes and any cards on the
    /// current trick: `validate` refuses them, or every query of the solver answers sensibly.
    #[test]
    fn the_solver_answers_what_validate_accepts(
        seed in any::<u64>(),
        sizes in any::<[u8; 4]>(),
        trick_len in 0usize..5,
        trump in 0usize..5,
        leader in 0usize..4,
        equal in any::<bool>(),
    ) {
        let cards = shuffled_cards(seed);
        let n = usize::from(sizes[0] % 4) + 1;
        let mut next = cards.into_iter();
        let mut hands = [Hand::EMPTY; 4];
        for (i, hand) in hands.iter_mut().enumerate() {
            let size = if equal { n } else { usize::from(sizes[i] % 5) };
            *hand = next.by_ref().take(size).collect();
        }
        let leader = Seat::ALL[leader];
        let mut pos = Position::new(Deal::new(hands).expect("distinct cards"), Strain::ALL[trump], leader);
        // A trick of cards from the hands of the seats in turn, as `play` would make it, or
        // (when a hand is empty) any card at all.
        for i in 0..trick_len {
            let seat = leader.after(i);
            match pos.hands.hand(seat).cards().next() {
                Some(card) if pos.trick.len() == i => pos = pos.play(card),
                _ => pos.trick.extend(next.next()),
            }
        }
        if pos.validate().is_err() {
            let mut solver = Solver::with_tt_bytes(1 << 16);
            prop_assert!(solver.tricks(&pos).is_err());
            prop_assert!(solver.card_values(&pos).is_err());
            return Ok(());
        }
        let mut solver = Solver::with_tt_bytes(1 << 20);
        let left = pos.tricks_left();
        let tricks = solver.tricks(&pos).expect("a valid position");
        prop_assert!(usize::from(tricks) <= left);
        let values = solver.card_values(&pos).expect("a valid position");
        prop_assert!(!values.is_empty());
        let line = solver.best_line(&pos).expect("a valid position");
        let held: usize = Seat::ALL.iter().map(|&s| pos.hands.hand(s).len()).sum();
        prop_assert_eq!(line.len(), held);
    }

    /// What a player knows, damaged any way (counts, seen cards, voids, limits): the sampler
    /// refuses it or draws layouts that agree with it, and stops.
    #[test]
    fn the_sampler_refuses_or_draws_what_it_is_told(
        seed in any::<u64>(),
        counts in any::<[u8; 4]>(),
        damage in 0usize..5,
        voids in any::<u16>(),
        hcp in any::<(u8, u8)>(),
    ) {
        let mut rng = Rng::new(seed);
        let board = played_board(&mut rng);
        let Some(seat) = board.chooser() else { return Ok(()) };
        let mut knowledge = Knowledge::of(&board, seat, None);
        match damage {
            0 => {}
            1 => knowledge.counts = counts.map(|c| c % 16),
            2 => knowledge.void = std::array::from_fn(|s| std::array::from_fn(|u| voids >> (4 * s + u) & 1 == 1)),
            3 => knowledge.known[rng.below(4)] = Hand(rng.next_u64() & card_bits()),
            _ => knowledge.limits[rng.below(4)] = SeatLimits { hcp: Range::new(hcp.0, hcp.1), ..SeatLimits::default() },
        }
        let Ok(mut sampler) = Sampler::new(&knowledge) else { return Ok(()) };
        let mut chacha = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..3 {
            let Ok(layout) = sampler.sample(&mut chacha) else { break };
            for s in Seat::ALL {
                prop_assert_eq!(layout.hand(s).len(), usize::from(knowledge.counts[s.index()]));
                prop_assert_eq!(layout.hand(s).0 & knowledge.known[s.index()].0, knowledge.known[s.index()].0);
            }
        }
    }

    /// Views of killer games, the logs whole, cut short or damaged: where the log replays,
    /// the deduction answers (with candidates or an error) for every seat.
    #[test]
    fn the_killer_deduction_answers_every_replayed_view(seed in any::<u64>(), which in any::<usize>(), cut in any::<usize>()) {
        let seeds = target("killer_log").expect("the killer log target").seed_docs();
        let mut rng = Rng::new(seed);
        let text = if rng.one_in(2) { seeds[which % seeds.len()].clone() } else { mutate(&seeds[which % seeds.len()], &seeds, &mut rng) };
        let Some(log) = text.lines().map(|l| serde_json::from_str::<Event>(l).ok()).collect::<Option<Vec<_>>>() else { return Ok(()) };
        let log = &log[..log.len().min(1 + cut % log.len().max(1))];
        let Ok(game) = Game::replay(log) else { return Ok(()) };
        for player in 0..game.config().players() {
            let view = View::from_log(log, player).expect("a replayed log has every player's view");
            if let Ok(candidates) = killer_candidates(&view) {
                prop_assert!(!candidates.is_empty(), "the killer is somewhere");
            }
        }
    }

    /// Tic-tac-toe rules and boards from any sizes and text.
    #[test]
    fn ttt_boards_are_refused_or_playable(rows in any::<u8>(), cols in any::<u8>(), k in any::<u8>(), text in ".{0,80}") {
        use boyi::ttt::{Board, Game, Rules};
        let Ok(rules) = Rules::new(rows % 10, cols % 10, k % 10) else { return Ok(()) };
        if let Ok(board) = Board::parse(rules, &text) {
            let _ = board.to_move();
        }
        let _ = Game::from_record(rules, &text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Cards from any suit and rank, or from any bit of a hand: refused, or a card whose bit
    /// is one of the pack's and which reads back from its text.
    #[test]
    fn cards_are_refused_or_in_the_pack(suit in 0usize..4, rank in any::<u8>(), bit in any::<u32>()) {
        let suit = boyi::bridge::Suit::ALL[suit];
        match Card::new(suit, rank) {
            Ok(card) => {
                prop_assert!((2..=14).contains(&rank));
                prop_assert_eq!(card.bit() & !card_bits(), 0);
                prop_assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            }
            Err(e) => prop_assert!(!(2..=14).contains(&e.rank)),
        }
        if let Some(card) = Card::from_bit_index(bit) {
            prop_assert_eq!(card.bit(), 1u64 << bit);
            prop_assert_eq!(card.bit() & !card_bits(), 0);
        } else {
            prop_assert!(bit >= 64 || card_bits() >> bit & 1 == 0);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Calls of any kind and any level pushed onto an auction: a bid outside levels 1–7 is
    /// refused as no bid, what is taken reads back from its text, and a contract it ends in
    /// is one of the 35 and scores.
    #[test]
    fn auctions_take_only_bids_that_exist(
        dealer in 0usize..4,
        calls in proptest::collection::vec((0u8..5, prop_oneof![1u8..=7, any::<u8>()], 0usize..5), 0..16),
    ) {
        use boyi::bridge::bidding::{Auction, Call, IllegalCall};
        let mut auction = Auction::new(Seat::ALL[dealer]);
        for (kind, level, strain) in calls {
            let call = match kind {
                0 | 1 => Call::Pass,
                2 => Call::Double,
                3 => Call::Redouble,
                _ => Call::Bid { level, strain: Strain::ALL[strain] },
            };
            match auction.push(call) {
                Ok(()) => {
                    if let Call::Bid { level, .. } = call {
                        prop_assert!((1..=7).contains(&level), "{:?} taken", call);
                    }
                }
                Err(IllegalCall::NoSuchBid { level }) => prop_assert!(!(1..=7).contains(&level)),
                Err(_) => {}
            }
        }
        let text: Vec<String> = auction.calls().iter().map(|c| c.to_string()).collect();
        let again = Auction::parse(auction.dealer, &text.join(" ")).expect("an auction reads back");
        prop_assert_eq!(again.calls(), auction.calls());
        if let Some(contract) = auction.contract() {
            prop_assert!((1..=7).contains(&contract.level()));
            for tricks in 0..=13 {
                let _ = boyi::bridge::score::score(&contract, tricks % 2 == 0, tricks);
            }
        }
    }
}
