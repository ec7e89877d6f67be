//! Tests across the engine: rules, views and logs, and the solver against the oracle.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::card::{Card, Config};
use super::deduce::{certain_killer, direct_reason, notebook, DeduceError};
use super::encoding::Place;
use super::game::{legal_placements, Event, Game, Move, Pending, Placement};
use super::oracle::{worlds, OracleError};
use super::player::Level;
use super::sim::simulate;
use super::view::{Seen, View, ViewError};

/// Any legal move, at random; `guess_odds` is the chance to guess a random card at a turn.
fn random_move(game: &Game, rng: &mut impl Rng, guess_odds: f64) -> (usize, Move) {
    let config = game.config();
    match game.pending() {
        Pending::Turn { player } => {
            let face_down: Vec<usize> = (0..game.table().len())
                .filter(|&s| !game.table()[s].face_up)
                .collect();
            if rng.random_bool(guess_odds) {
                let card = config.card(rng.random_range(0..config.card_count()));
                (player, Move::Guess { card })
            } else if game.hand(player).is_empty() && !face_down.is_empty() && rng.random_bool(0.7)
            {
                let slot = *face_down.choose(rng).unwrap();
                (player, Move::Look { slot })
            } else {
                let kind = rng.random_range(1..=config.kinds());
                (player, Move::Ask { kind })
            }
        }
        Pending::Give { giver, kind, .. } => {
            let options: Vec<Card> = game
                .hand(giver)
                .iter()
                .copied()
                .filter(|c| c.kind == kind)
                .collect();
            let card = *options.choose(rng).unwrap();
            (giver, Move::Give { card })
        }
        Pending::Place { player } => {
            let mut placement = *legal_placements(game.hand(player)).choose(rng).unwrap();
            if let Placement::Triple { ref mut hidden, .. } = placement {
                if rng.random_bool(0.5) {
                    hidden.swap(0, 1);
                }
            }
            (player, Move::Place { placement })
        }
        Pending::Over { .. } => unreachable!("no move in a finished game"),
    }
}

/// Plays up to `moves` random moves.
fn random_game(config: &Config, seed: u64, moves: usize, guess_odds: f64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::deal(config, &mut rng);
    for _ in 0..moves {
        if matches!(game.pending(), Pending::Over { .. }) {
            break;
        }
        let (player, mv) = random_move(&game, &mut rng, guess_odds);
        game.play(player, mv).unwrap();
    }
    game
}

fn small_configs() -> Vec<Config> {
    vec![
        Config::even(3, 4, 3).unwrap(),
        Config::even(4, 3, 3).unwrap(),
        Config::even(3, 5, 3).unwrap(),
        Config::even(3, 4, 4).unwrap(),
        Config::even(4, 4, 3).unwrap(),
    ]
}

#[test]
fn random_games_keep_every_card_and_replay_from_their_logs() {
    for config in small_configs()
        .into_iter()
        .chain((3..=5).map(|p| Config::standard(p).unwrap()))
    {
        for seed in 0..40 {
            let game = random_game(&config, seed, 200, 0.02);
            let mut count = game.table().len() + 1;
            count += game.hand_sizes().iter().sum::<usize>();
            assert_eq!(count, config.card_count());
            let text: Vec<String> = game
                .log()
                .iter()
                .map(|e| serde_json::to_string(e).unwrap())
                .collect();
            let parsed: Vec<Event> = text
                .iter()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect();
            let replayed = Game::replay(&parsed).unwrap();
            assert_eq!(replayed, game);
            for p in 0..config.players() {
                let view = View::from_log(&parsed, p).unwrap();
                view.check().unwrap();
                assert_eq!(view, game.view(p));
                let mut hand = game.hand(p).to_vec();
                hand.sort();
                assert_eq!(view.hand(), hand);
                assert_eq!(view.hand_sizes(), game.hand_sizes());
            }
        }
    }
}

/// What a view locates without the solver is true at every moment of random games (looks and
/// wrong guesses included).
#[test]
fn located_cards_are_where_the_view_says() {
    for config in small_configs()
        .into_iter()
        .chain((3..=5).map(|p| Config::standard(p).unwrap()))
    {
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut game = Game::deal(&config, &mut rng);
            while !matches!(game.pending(), Pending::Over { .. }) && game.turn() < 200 {
                for p in 0..config.players() {
                    let located = game.view(p).located();
                    for (card, at) in config.cards().zip(located) {
                        let truly = match at {
                            Some(Place::Hand { player }) => game.hand(player).contains(&card),
                            Some(Place::Table) => game.table().iter().any(|t| t.card == card),
                            Some(Place::Killer) => false,
                            None => true,
                        };
                        assert!(truly, "seed {seed}, seat {p}: {card} is not at {at:?}");
                    }
                }
                let (player, mv) = random_move(&game, &mut rng, 0.02);
                game.play(player, mv).unwrap();
            }
        }
    }
}

/// Compares the solver's notebook and Algorithm 1 with the brute-force oracle on every
/// player's view of `games` random small games; returns the number of views compared.
fn small_game_states(games: u64, seed: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let configs = small_configs();
    let mut checked = 0;
    for round in 0..games {
        let config = &configs[round as usize % configs.len()];
        let moves = rng.random_range(0..60);
        let game = random_game(config, seed.wrapping_mul(100_000) + round, moves, 0.03);
        for p in 0..config.players() {
            let view = game.view(p);
            let truth = worlds(&view, 2_000_000).unwrap();
            let book = notebook(&view, &mut |_, _| {}).unwrap();
            assert_eq!(book.killers, truth.killers, "game {round} player {p}");
            let places: Vec<_> = book.cards.iter().map(|n| n.places.clone()).collect();
            assert_eq!(places, truth.places, "game {round} player {p}");
            let certain = certain_killer(&view).unwrap();
            let expected = (truth.killers.len() == 1).then(|| truth.killers[0]);
            assert_eq!(certain, expected, "game {round} player {p}");
            checked += 1;
        }
    }
    checked
}

/// The solver's notebook and Algorithm 1 agree with the brute-force oracle.
#[test]
fn solver_agrees_with_the_oracle_on_small_games() {
    assert!(small_game_states(300, 7) >= 900);
}

/// The same on ten thousand more views (minutes): `make test-full`.
#[test]
#[ignore]
fn solver_agrees_with_the_oracle_on_many_small_games() {
    assert!(small_game_states(3200, 8) >= 10_000);
}

/// Compares solver and oracle on `states` states of full 3-player games, `moves` random
/// moves in; returns how many were small enough for the oracle.
fn full_game_states(states: u64, moves: std::ops::Range<usize>) -> usize {
    let config = Config::standard(3).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut checked = 0;
    for seed in 0..states {
        let game = random_game(&config, 1000 + seed, rng.random_range(moves.clone()), 0.0);
        let view = game.view((seed % 3) as usize);
        let Ok(truth) = worlds(&view, 3_000_000) else {
            continue;
        };
        let book = notebook(&view, &mut |_, _| {}).unwrap();
        let places: Vec<_> = book.cards.iter().map(|n| n.places.clone()).collect();
        assert_eq!(places, truth.places, "seed {seed}");
        assert_eq!(book.killers, truth.killers, "seed {seed}");
        let certain = certain_killer(&view).unwrap();
        assert_eq!(certain.is_some(), truth.killers.len() == 1, "seed {seed}");
        checked += 1;
    }
    checked
}

/// Late states of the full 3-player game, where enumeration is feasible, agree too.
#[test]
fn solver_agrees_with_the_oracle_late_in_full_games() {
    assert_eq!(full_game_states(2, 60..120), 2);
}

/// The same on many more states (minutes): `make test-full`.
#[test]
#[ignore]
fn solver_agrees_with_the_oracle_late_in_many_full_games() {
    let checked = full_game_states(60, 40..160);
    assert!(
        checked >= 40,
        "only {checked} of 60 states were small enough"
    );
}

/// A record no deal fits is reported as inconsistent, never answered.
#[test]
fn an_inconsistent_record_is_an_error() {
    let config = Config::standard(3).unwrap();
    let game = random_game(&config, 5, 30, 0.0);
    let mut view = game.view(1);
    // Player 2 "announces" lacking a type the observer saw them give, right after.
    let (at, kind) = view
        .seen
        .iter()
        .enumerate()
        .find_map(|(i, s)| match *s {
            Seen::Give { from: 2, kind, .. } => Some((i, kind)),
            _ => None,
        })
        .expect("player 2 gave something in 30 moves");
    view.seen.insert(at, Seen::NoCard { player: 2, kind });
    assert_eq!(certain_killer(&view), Err(DeduceError::Inconsistent));
    assert_eq!(
        notebook(&view, &mut |_, _| {}).map(|b| b.killers),
        Err(DeduceError::Inconsistent)
    );
    // The oracle agrees that no world fits.
    assert_eq!(worlds(&view, 3_000_000).map(|w| w.count), Ok(0));
}

#[test]
fn malformed_views_are_refused_with_the_place_of_the_fault() {
    let config = Config::even(3, 4, 3).unwrap();
    let game = random_game(&config, 3, 12, 0.0);
    let good = game.view(0);
    let mut bad = good.clone();
    bad.seen.push(Seen::Look {
        player: 1,
        slot: 99,
        card: None,
    });
    let index = bad.seen.len() - 1;
    assert_eq!(
        certain_killer(&bad),
        Err(DeduceError::BadView(ViewError::BadSlot { index, slot: 99 }))
    );
    let mut bad = good.clone();
    bad.seen.push(Seen::Ask { player: 7, kind: 1 });
    assert!(matches!(
        bad.check(),
        Err(ViewError::NoSuchPlayer { player: 7, .. })
    ));
    let mut bad = good.clone();
    bad.seen.push(Seen::Guess {
        player: 1,
        card: Card::new(9, 9),
        right: false,
    });
    assert!(matches!(bad.check(), Err(ViewError::NoSuchCard { .. })));
    let mut bad = good.clone();
    bad.dealt.pop();
    assert!(matches!(bad.check(), Err(ViewError::BadDealtHand(_))));
    assert!(matches!(
        worlds(&bad, 10),
        Err(OracleError::BadView(ViewError::BadDealtHand(_)))
    ));
}

/// Cards with a direct reason are never possible killers, and certain-only players never
/// guess wrong over whole games.
#[test]
fn reasons_are_sound_and_certain_guessers_never_miss() {
    let config = Config::standard(3).unwrap();
    for seed in 0..20 {
        let game = random_game(&config, 200 + seed, 60, 0.0);
        let view = game.view(0);
        let book = notebook(&view, &mut |_, _| {}).unwrap();
        for note in &book.cards {
            if let Some(reason) = direct_reason(&view, note.card) {
                assert!(!book.killers.contains(&note.card));
                assert_eq!(note.not_killer, Some(reason));
            }
        }
        assert!(book.killers.contains(&game.killer()));
    }
    let clock = || 0.0;
    for players in 3..=5 {
        let config = Config::standard(players).unwrap();
        let mut levels = vec![Level::Novice; players];
        levels[0] = Level::Expert;
        let summary =
            simulate(&config, &levels, 8, 77, &clock, &mut |_| {}, &mut |_, _| {}).unwrap();
        assert_eq!(summary.wrong_guesses, 0);
        assert_eq!(summary.stalled, 0);
        assert_eq!(
            summary.wins_by_seat.iter().sum::<u64>() + summary.no_winner,
            8
        );
    }
}

/// The killer-only elimination finds exactly the oracle's candidates (and the notebook's).
#[test]
fn killer_candidates_agree_with_the_oracle() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let configs = small_configs();
    for round in 0..200u64 {
        let config = &configs[round as usize % configs.len()];
        let game = random_game(config, 50_000 + round, rng.random_range(0..60), 0.03);
        for p in 0..config.players() {
            let view = game.view(p);
            let truth = worlds(&view, 2_000_000).unwrap();
            let found = super::deduce::killer_candidates(&view).unwrap();
            assert_eq!(found, truth.killers, "game {round} player {p}");
        }
    }
}
