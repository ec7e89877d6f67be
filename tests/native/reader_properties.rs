//! Properties of every text reader: arbitrary text and damaged valid documents give a value
//! or a typed error, never a panic (each target's check also reads back what it accepted),
//! and what Boyi writes it reads back unchanged.

use proptest::prelude::*;

use crate::support::mutate::{mutate, Rng};
use crate::support::targets::{ending, full_deal, legal_auction, paper, played_board, TARGETS};
use boyi::bridge::bidding::{Auction, Call};
use boyi::bridge::makes::Makes;
use boyi::bridge::paper_format::PaperProblem;
use boyi::bridge::play::{pbn, Config, Method};
use boyi::bridge::{Card, Deal, Seat, Strain};
use boyi::shell::route::{percent_decode, percent_encode, Route};

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 128,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    /// Arbitrary text, any Unicode.
    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        for t in TARGETS {
            (t.check)(&text);
        }
    }

    /// Text made of the characters the formats use, where parsers get further.
    #[test]
    fn format_like_text_never_panics(text in "[ \n:.\\-0-9AKQJTNESWHDCPXx♠♥♦♣ＳＨ\\[\\]\"=,;/+%#?&{}]{0,120}") {
        for t in TARGETS {
            (t.check)(&text);
        }
    }

    /// Valid documents with bytes flipped, lines cut, duplicated or swapped, numbers made
    /// huge, letters replaced by look-alikes, cut short or made enormous.
    #[test]
    fn damaged_documents_never_panic(seed in any::<u64>(), which in any::<usize>()) {
        let mut rng = Rng::new(seed);
        for t in TARGETS.iter().filter(|t| t.name != "worker_request") {
            let seeds = t.seed_docs();
            let text = mutate(&seeds[which % seeds.len()], &seeds, &mut rng);
            (t.check)(&text);
        }
    }

    #[test]
    fn deals_round_trip(seed in any::<u64>(), n in 1usize..=13) {
        let mut rng = Rng::new(seed);
        for deal in [full_deal(&mut rng), ending(&mut rng, n)] {
            prop_assert_eq!(Deal::from_pbn(&deal.pbn()), Ok(deal));
            prop_assert_eq!(deal.to_string().parse::<Deal>(), Ok(deal));
        }
    }

    #[test]
    fn game_records_round_trip(seed in any::<u64>(), number in any::<u32>()) {
        let board = played_board(&mut Rng::new(seed));
        let text = pbn::write(&board, number);
        prop_assert_eq!(pbn::read(&text), Ok(board));
    }

    #[test]
    fn paper_problems_round_trip(seed in any::<u64>()) {
        let problem = paper(&mut Rng::new(seed));
        let text = problem.to_paper_text().expect("a problem with at most its lead played");
        prop_assert_eq!(PaperProblem::parse(&text), Ok(problem));
    }

    #[test]
    fn cards_calls_and_contracts_round_trip(suit in 0usize..4, rank in 2u8..=14, level in 1u8..=7, strain in 0usize..5, seat in 0usize..4) {
        let card = Card::new(boyi::bridge::Suit::ALL[suit], rank).expect("a card");
        prop_assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        prop_assert_eq!(card.paper_notation().parse::<Card>(), Ok(card));
        let call = Call::bid(level, Strain::ALL[strain]).expect("a bid");
        prop_assert_eq!(call.to_string().parse::<Call>(), Ok(call));
        let makes = Makes { level, strain: Strain::ALL[strain], declarer: Seat::ALL[seat] };
        prop_assert_eq!(makes.to_string().parse::<Makes>(), Ok(makes));
    }

    #[test]
    fn auctions_round_trip(seed in any::<u64>(), dealer in 0usize..4) {
        let dealer = Seat::ALL[dealer];
        let auction = legal_auction(&mut Rng::new(seed), dealer);
        prop_assert_eq!(Auction::parse(dealer, &auction.to_string()), Ok(auction));
    }

    #[test]
    fn player_configs_round_trip(method in 0usize..3, trick in 1u8..=13, samples in 1u32.., race in any::<bool>()) {
        let text = match method {
            0 => "rules".to_string(),
            1 => format!("hybrid:{trick}/{samples}{}", if race { "" } else { "+norace" }),
            _ => format!("mc/{samples}{}", if race { "" } else { "+norace" }),
        };
        let config: Config = text.parse().expect("a written configuration");
        prop_assert_eq!(config.to_string(), text);
        if method == 1 {
            prop_assert_eq!(config.method, Method::Hybrid { mc_from_trick: trick });
        }
    }

    #[test]
    fn routes_round_trip(path in "[a-z/%+ ]{0,12}", params in proptest::collection::vec((".{0,8}", ".{0,8}"), 0..4)) {
        let text = format!("#/{}?{}", percent_encode(&path), params.iter().map(|(k, v)| format!("{}={}", percent_encode(k), percent_encode(v))).collect::<Vec<_>>().join("&"));
        let route = Route::parse(&text);
        prop_assert_eq!(Route::parse(&route.to_string()), route.clone());
        prop_assert_eq!(route.params, params);
        prop_assert_eq!(percent_decode(&percent_encode(&path)), path);
    }
}
