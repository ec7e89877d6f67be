//! Tests across the engine: rules, views and logs, and the solver against the oracle.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::card::{Card, Config};
use super::deduce::{certain_killer, notebook};
use super::game::{legal_placements, Event, Game, Move, Pending, Placement};
use super::oracle::worlds;
use super::view::View;

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
                let kind = rng.random_range(1..=config.kinds);
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

/// The solver's notebook and Algorithm 1 agree with the brute-force oracle.
#[test]
fn solver_agrees_with_the_oracle_on_small_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let configs = small_configs();
    let mut checked = 0;
    for round in 0..400u64 {
        let config = &configs[round as usize % configs.len()];
        let moves = rng.random_range(0..60);
        let game = random_game(config, round, moves, 0.03);
        for p in 0..config.players() {
            let view = game.view(p);
            let truth = worlds(&view, 2_000_000).unwrap();
            let book = notebook(&view, &mut |_, _| {}).unwrap();
            assert_eq!(book.killers, truth.killers, "seed {round} player {p}");
            let places: Vec<_> = book.cards.iter().map(|n| n.places.clone()).collect();
            assert_eq!(places, truth.places, "seed {round} player {p}");
            let certain = certain_killer(&view).unwrap();
            let expected = (truth.killers.len() == 1).then(|| truth.killers[0]);
            assert_eq!(certain, expected, "seed {round} player {p}");
            checked += 1;
        }
    }
    assert!(checked >= 1200);
}
