//! The novice asks as the paper's computer player does: the type of a card it has not located.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::card::{Card, Config};
use super::encoding::Place;
use super::game::{Game, Move, Pending, Placement};
use super::player::{decide, Level};
use super::view::View;

/// Checks `view.located()` against the real game: every located card is where it is said to
/// be, and the cards the view plainly knows (own hand, known table cards) are located.
fn assert_located_truly(game: &Game, view: &View) {
    let config = game.config();
    for (card, at) in config.cards().zip(view.located()) {
        match at {
            Some(Place::Hand { player }) => assert!(
                game.hand(player).contains(&card),
                "{card} said to be in hand {player}"
            ),
            Some(Place::Table) => assert!(game.table().iter().any(|t| t.card == card)),
            Some(Place::Killer) => panic!("{card} located as the killer"),
            None => {}
        }
    }
    let located = view.located();
    for c in view.hand() {
        assert_eq!(
            located[config.index(c)],
            Some(Place::Hand { player: view.me })
        );
    }
    for slot in view.table() {
        if let Some(c) = slot.card {
            assert_eq!(located[config.index(c)], Some(Place::Table));
        }
    }
}

/// Over many seeded games of novices, every ask is for a type with a card the asker has not
/// located (the killer's type always has one), and what it located is true.
#[test]
fn the_novice_asks_only_for_types_with_unlocated_cards() {
    let mut asks = 0;
    for (players, games) in [(3, 24), (4, 6), (5, 6)] {
        let config = Config::standard(players).unwrap();
        for seed in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = Game::deal(&config, &mut rng);
            while let Some(player) = game.to_move() {
                let view = game.view(player);
                let pending = game.pending();
                let mv = decide(Level::Novice, &view, pending, &mut rng, &|| 0.0)
                    .unwrap()
                    .mv;
                if let Move::Ask { kind } = mv {
                    assert_located_truly(&game, &view);
                    let located = view.located();
                    let open = |k: u8| {
                        config
                            .cards()
                            .zip(&located)
                            .any(|(c, at)| c.kind == k && at.is_none())
                    };
                    assert!(open(kind), "seed {seed}: type {kind} is all located");
                    assert!(open(game.killer().kind));
                    asks += 1;
                }
                game.play(player, mv).unwrap();
            }
        }
    }
    assert!(asks > 300, "only {asks} asks");
}

/// The novice's turn decision on a view, for seeds 0..runs: the types asked.
fn asked_kinds(view: &View, runs: u64) -> Vec<u8> {
    (0..runs)
        .map(|seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let pending = Pending::Turn { player: view.me };
            match decide(Level::Novice, view, pending, &mut rng, &|| 0.0)
                .unwrap()
                .mv
            {
                Move::Ask { kind } => kind,
                other => panic!("the novice did not ask: {other:?}"),
            }
        })
        .collect()
}

/// Only type 2 has cards the novice has not located: it always asks type 2.
#[test]
fn the_novice_asks_the_only_type_with_unlocated_cards() {
    let view = View {
        config: Config::new(2, 3, vec![3, 2]).unwrap(),
        me: 0,
        dealt: vec![Card::new(1, 1), Card::new(1, 2), Card::new(1, 3)],
        seen: Vec::new(),
    };
    assert!(asked_kinds(&view, 200).iter().all(|&k| k == 2));
}

/// The same after play: the novice's own triple is on the table, so type 1 is all located.
#[test]
fn cards_the_novice_put_down_are_located() {
    let config = Config::new(2, 3, vec![2, 2, 1]).unwrap();
    let c = Card::new;
    let hands = vec![
        vec![c(1, 1), c(1, 2)],
        vec![c(1, 3), c(2, 1)],
        vec![c(2, 2)],
    ];
    let mut game = Game::from_deal(&config, hands, c(2, 3)).unwrap();
    game.play(0, Move::Ask { kind: 1 }).unwrap();
    game.play(1, Move::Give { card: c(1, 3) }).unwrap();
    let placement = Placement::Triple {
        shown: c(1, 1),
        hidden: [c(1, 2), c(1, 3)],
    };
    game.play(0, Move::Place { placement }).unwrap();
    let view = game.view(0);
    assert_located_truly(&game, &view);
    assert!(asked_kinds(&view, 200).iter().all(|&k| k == 2));
}

/// The ask is drawn over unlocated cards, not types: type 1 has one unlocated card, type 2
/// three, so type 1 is asked about a quarter of the time (a uniform type would be half).
#[test]
fn the_novice_asks_each_type_as_often_as_its_unlocated_cards() {
    let c = Card::new;
    let view = View {
        config: Config::new(2, 4, vec![4, 3]).unwrap(),
        me: 0,
        dealt: vec![c(1, 1), c(1, 2), c(1, 3), c(2, 1)],
        seen: Vec::new(),
    };
    let kinds = asked_kinds(&view, 400);
    let ones = kinds.iter().filter(|&&k| k == 1).count();
    // Binomial(400, 1/4): mean 100, standard deviation about 8.7.
    assert!(
        (65..=135).contains(&ones),
        "type 1 asked {ones} times of 400"
    );
}

/// A card leaves the located set when the hand it was in gives a card of its type to someone
/// else, unseen; the card the observer gave stays located where it went.
#[test]
fn a_card_stops_being_located_when_it_may_have_moved() {
    let config = Config::new(2, 3, vec![2, 2, 1]).unwrap();
    let c = Card::new;
    let hands = vec![
        vec![c(1, 1), c(2, 1)],
        vec![c(1, 2), c(2, 2)],
        vec![c(1, 3)],
    ];
    let mut game = Game::from_deal(&config, hands, c(2, 3)).unwrap();
    let single = |card| Move::Place {
        placement: Placement::Single { card },
    };
    game.play(0, Move::Ask { kind: 2 }).unwrap();
    game.play(1, Move::Give { card: c(2, 2) }).unwrap();
    game.play(0, single(c(1, 1))).unwrap();
    game.play(1, Move::Ask { kind: 2 }).unwrap();
    game.play(0, Move::Give { card: c(2, 1) }).unwrap();
    game.play(1, single(c(1, 2))).unwrap();
    let at = |game: &Game, card| game.view(0).located()[config.index(card)];
    assert_eq!(at(&game, c(2, 1)), Some(Place::Hand { player: 1 }));
    assert_eq!(at(&game, c(1, 2)), Some(Place::Table));
    game.play(2, Move::Ask { kind: 2 }).unwrap();
    game.play(0, Move::Give { card: c(2, 2) }).unwrap();
    game.play(1, Move::Give { card: c(2, 1) }).unwrap();
    assert_eq!(
        at(&game, c(2, 1)),
        None,
        "player 1 gave a type-2 card unseen"
    );
    assert_eq!(at(&game, c(2, 2)), Some(Place::Hand { player: 2 }));
    assert_eq!(at(&game, c(2, 3)), None);
    assert_located_truly(&game, &game.view(0));
}
