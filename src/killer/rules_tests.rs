//! The rules, move by move: asks and announcements, the forced triple, guesses, looks, and
//! refused moves that leave the game untouched.

use super::card::{Card, Config};
use super::game::{Event, Game, Move, MoveError, Pending, Placement};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn c(kind: u8, number: u8) -> Card {
    Card::new(kind, number)
}

/// A small game: 3 types × 4 numbers, hands 4/4/3, killer (3, 4).
fn small() -> Game {
    let config = Config::even(3, 4, 3).unwrap();
    let hands = vec![
        vec![c(1, 1), c(1, 2), c(2, 3), c(3, 1)],
        vec![c(1, 3), c(2, 1), c(2, 2), c(3, 3)],
        vec![c(1, 4), c(2, 4), c(3, 2)],
    ];
    Game::from_deal(&config, hands, c(3, 4)).unwrap()
}

/// Plays a move that must be legal.
fn ok(game: &mut Game, player: usize, mv: Move) {
    game.play(player, mv).unwrap();
}

/// A move that must be refused with `error`, leaving the game as it was.
fn refused(game: &mut Game, player: usize, mv: Move, error: MoveError) {
    let before = game.clone();
    assert_eq!(game.play(player, mv), Err(error));
    assert_eq!(*game, before);
}

#[test]
fn standard_deals_have_the_rule_sizes() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for (players, sizes) in [
        (3, vec![9, 9, 9]),
        (4, vec![7, 7, 7, 6]),
        (5, vec![6, 6, 5, 5, 5]),
    ] {
        let game = Game::deal(&Config::standard(players).unwrap(), &mut rng);
        assert_eq!(game.hand_sizes(), sizes);
        assert!(game.hands_hold_no(game.killer()));
    }
}

impl Game {
    fn hands_hold_no(&self, card: Card) -> bool {
        (0..self.config().players()).all(|p| !self.hand(p).contains(&card))
    }
}

#[test]
fn an_ask_goes_round_in_seat_order_and_lackers_announce() {
    let mut game = small();
    // Player 0 asks for type 3: player 1 holds (3, 3), player 2 holds (3, 2).
    ok(&mut game, 0, Move::Ask { kind: 3 });
    assert_eq!(
        game.pending(),
        Pending::Give {
            giver: 1,
            asker: 0,
            kind: 3
        }
    );
    refused(
        &mut game,
        2,
        Move::Give { card: c(3, 2) },
        MoveError::NotYourDecision {
            player: 2,
            waiting_for: 1,
        },
    );
    refused(
        &mut game,
        1,
        Move::Give { card: c(2, 1) },
        MoveError::WrongKind {
            card: c(2, 1),
            asked: 3,
        },
    );
    refused(
        &mut game,
        1,
        Move::Give { card: c(3, 2) },
        MoveError::NotInHand { card: c(3, 2) },
    );
    ok(&mut game, 1, Move::Give { card: c(3, 3) });
    ok(&mut game, 2, Move::Give { card: c(3, 2) });
    // Hand: (1,1) (1,2) (2,3) (3,1) (3,2) (3,3): the run (3,1) (3,2) (3,3) must be placed.
    assert_eq!(game.pending(), Pending::Place { player: 0 });
    refused(
        &mut game,
        0,
        Move::Place {
            placement: Placement::Single { card: c(1, 1) },
        },
        MoveError::TripleRequired,
    );
    refused(
        &mut game,
        0,
        Move::Place {
            placement: Placement::Triple {
                shown: c(1, 1),
                hidden: [c(1, 2), c(2, 3)],
            },
        },
        MoveError::NotATriple {
            cards: [c(1, 1), c(1, 2), c(2, 3)],
        },
    );
    ok(
        &mut game,
        0,
        Move::Place {
            placement: Placement::Triple {
                shown: c(3, 2),
                hidden: [c(3, 3), c(3, 1)],
            },
        },
    );
    assert_eq!(game.hand(0), &[c(1, 1), c(1, 2), c(2, 3)]);
    assert_eq!(game.table().len(), 3);
    assert!(game.table()[0].face_up && !game.table()[1].face_up);
    assert_eq!(game.table()[2].card, c(3, 1));
    // Player 1 asks for type 3: nobody has one left; both announce, player 1 places a single.
    ok(&mut game, 1, Move::Ask { kind: 3 });
    let tail = &game.log()[game.log().len() - 3..];
    assert_eq!(
        tail,
        &[
            Event::Ask { player: 1, kind: 3 },
            Event::NoCard { player: 2, kind: 3 },
            Event::NoCard { player: 0, kind: 3 },
        ]
    );
    assert_eq!(game.pending(), Pending::Place { player: 1 });
    refused(
        &mut game,
        1,
        Move::Guess { card: c(3, 4) },
        MoveError::WrongMove {
            expected: "place cards on the table",
        },
    );
    ok(
        &mut game,
        1,
        Move::Place {
            placement: Placement::Single { card: c(2, 2) },
        },
    );
    assert_eq!(game.pending(), Pending::Turn { player: 2 });
}

#[test]
fn a_wrong_guess_puts_out_but_the_player_still_answers() {
    let mut game = small();
    refused(
        &mut game,
        0,
        Move::Guess { card: c(4, 1) },
        MoveError::NoSuchCard { card: c(4, 1) },
    );
    ok(&mut game, 0, Move::Guess { card: c(1, 3) });
    assert!(game.is_out(0));
    assert_eq!(game.pending(), Pending::Turn { player: 1 });
    ok(&mut game, 1, Move::Ask { kind: 1 });
    // Player 2 gives (1, 4), then player 0 (out) still answers.
    ok(&mut game, 2, Move::Give { card: c(1, 4) });
    assert_eq!(
        game.pending(),
        Pending::Give {
            giver: 0,
            asker: 1,
            kind: 1
        }
    );
    ok(&mut game, 0, Move::Give { card: c(1, 2) });
    // Hand of 1: (1,2) (1,3) (1,4) (2,1) (2,2) (3,3): the run (1,2)(1,3)(1,4) is forced.
    assert!(game
        .placements(1)
        .iter()
        .all(|p| matches!(p, Placement::Triple { .. })));
    let placement = game.placements(1)[0];
    ok(&mut game, 1, Move::Place { placement });
    // Player 0 is out: the turn goes from 1 to 2 and then back to 1.
    assert_eq!(game.pending(), Pending::Turn { player: 2 });
    ok(&mut game, 2, Move::Guess { card: c(1, 1) });
    assert_eq!(game.pending(), Pending::Turn { player: 1 });
    ok(&mut game, 1, Move::Guess { card: c(2, 4) });
    assert_eq!(game.pending(), Pending::Over { winner: None });
    refused(&mut game, 1, Move::Ask { kind: 1 }, MoveError::GameOver);
}

#[test]
fn a_right_guess_wins() {
    let mut game = small();
    ok(&mut game, 0, Move::Guess { card: c(3, 4) });
    assert_eq!(game.pending(), Pending::Over { winner: Some(0) });
}

#[test]
fn looking_needs_an_empty_hand_and_a_face_down_card() {
    // Two players, player 0 holds a triple and nothing else.
    let config = Config::new(2, 3, vec![3, 2]).unwrap();
    let hands = vec![vec![c(1, 1), c(1, 2), c(1, 3)], vec![c(2, 1), c(2, 2)]];
    let mut game = Game::from_deal(&config, hands, c(2, 3)).unwrap();
    refused(
        &mut game,
        0,
        Move::Look { slot: 0 },
        MoveError::HandNotEmpty { cards: 3 },
    );
    refused(
        &mut game,
        0,
        Move::Ask { kind: 3 },
        MoveError::NoSuchKind { kind: 3 },
    );
    ok(&mut game, 0, Move::Ask { kind: 1 });
    ok(
        &mut game,
        0,
        Move::Place {
            placement: Placement::Triple {
                shown: c(1, 2),
                hidden: [c(1, 3), c(1, 1)],
            },
        },
    );
    assert!(game.hand(0).is_empty());
    ok(&mut game, 1, Move::Ask { kind: 1 });
    // Player 0 has no type 1 left: announced; player 1 places a single.
    ok(
        &mut game,
        1,
        Move::Place {
            placement: Placement::Single { card: c(2, 1) },
        },
    );
    refused(
        &mut game,
        0,
        Move::Look { slot: 0 },
        MoveError::FaceUp { slot: 0 },
    );
    refused(
        &mut game,
        0,
        Move::Look { slot: 9 },
        MoveError::NoSuchSlot { slot: 9, slots: 4 },
    );
    ok(&mut game, 0, Move::Look { slot: 2 });
    assert_eq!(
        game.log().last(),
        Some(&Event::Look {
            player: 0,
            slot: 2,
            card: c(1, 1)
        })
    );
    assert_eq!(game.table()[2].looked_by, vec![0]);
    ok(&mut game, 1, Move::Ask { kind: 2 });
    ok(
        &mut game,
        1,
        Move::Place {
            placement: Placement::Single { card: c(2, 2) },
        },
    );
    // An empty-handed ask that nobody answers places nothing.
    ok(&mut game, 0, Move::Ask { kind: 1 });
    assert_eq!(game.pending(), Pending::Turn { player: 1 });
}

#[test]
fn a_log_that_breaks_the_rules_is_refused() {
    let game = small();
    let mut log = game.log().to_vec();
    log.push(Event::Guess {
        player: 1,
        card: c(3, 4),
        right: true,
    });
    assert!(matches!(
        Game::replay(&log),
        Err(super::game::ReplayError::BadEvent { index: 1, .. })
    ));
    assert_eq!(Game::replay(&[]), Err(super::game::ReplayError::NoDeal));
}
