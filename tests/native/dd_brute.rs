//! The solver against the brute-force oracle (every legal card, no pruning) on random
//! small endings, any strain, any leader, with 0-3 cards already played to the trick.

use boyi::bridge::dd::testing::{brute_force_tricks, random_ending};
use boyi::bridge::dd::{trick_winner, Position, Solver};
use boyi::bridge::{Card, Deal, Hand, Seat, Strain};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A random ending of `n` cards a hand from one to four suits, `played` cards of its first
/// trick played.
fn random_position(rng: &mut ChaCha8Rng, n: usize, played: usize) -> Position {
    let suits = rng.random_range(1..=4);
    random_ending(rng, n, suits, played)
}

#[test]
fn solver_matches_minimax_on_random_endings() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut solver = Solver::with_tt_bytes(1 << 20);
    for case in 0..1000 {
        let n = 1 + case % 4;
        let played = rng.random_range(0..4);
        let pos = random_position(&mut rng, n, played);
        let expected = brute_force_tricks(&pos);
        assert_eq!(solver.tricks(&pos).unwrap(), expected, "{pos:?}");
        // Each card's value: the minimax value of the position after it, for the mover.
        let values = solver.card_values(&pos).unwrap();
        assert_eq!(values[0].tricks, expected, "{pos:?}");
        let mut covered = Hand::EMPTY;
        for v in &values {
            for &card in &v.equivalent {
                covered.insert(card);
                assert_eq!(v.tricks, card_minimax(&pos, card), "{pos:?} card {card}");
            }
        }
        assert_eq!(covered, pos.legal_cards(), "{pos:?}");
    }
}

/// The tricks the side to move takes after the mover plays `card`, by minimax.
fn card_minimax(pos: &Position, card: Card) -> u8 {
    let (mover, left) = (pos.to_move(), pos.tricks_left() as u8);
    let next = pos.play(card);
    let mut trick = pos.trick.clone();
    trick.push(card);
    if next.trick.is_empty() {
        let winner = trick_winner(&trick, pos.leader, pos.trump);
        let rest = if left > 1 {
            brute_force_tricks(&next)
        } else {
            0
        };
        let won = (winner.is_ns() == mover.is_ns()) as u8;
        won + if winner.is_ns() == mover.is_ns() {
            rest
        } else {
            left - 1 - rest
        }
    } else if next.to_move().is_ns() == mover.is_ns() {
        brute_force_tricks(&next)
    } else {
        left - brute_force_tricks(&next)
    }
}

/// Several cards valued in one call (as Monte-Carlo play asks, each from a guess, in any
/// order), where a card may take its value from an interchangeable one: every legal card, in
/// a random order with random guesses, against minimax.
#[test]
fn values_of_matches_minimax_for_every_card() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut solver = Solver::with_tt_bytes(1 << 20);
    for case in 0..600 {
        let played = rng.random_range(0..4);
        let pos = random_position(&mut rng, 1 + case % 4, played);
        let left = pos.tricks_left() as u8;
        let mut asked: Vec<(Card, u8)> = pos
            .legal_cards()
            .cards()
            .map(|c| (c, rng.random_range(0..=left)))
            .collect();
        asked.shuffle(&mut rng);
        let values = solver.values_of(&pos, &asked).unwrap();
        for (&(card, _), &value) in asked.iter().zip(&values) {
            assert_eq!(value, card_minimax(&pos, card), "{pos:?} card {card}");
        }
    }
}

#[test]
fn best_line_achieves_the_value() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut solver = Solver::with_tt_bytes(1 << 20);
    for case in 0..200 {
        let pos = random_position(&mut rng, 1 + case % 4, case % 4);
        let value = solver.tricks(&pos).unwrap();
        let mover = pos.to_move();
        let line = solver.best_line(&pos).unwrap();
        assert_eq!(line.len(), 4 * pos.tricks_left() - pos.trick.len());
        // Replay the line, counting the mover's side's tricks.
        let mut cur = pos.clone();
        let mut won = 0;
        for card in line {
            assert!(cur.legal_cards().contains(card));
            let mut trick = cur.trick.clone();
            trick.push(card);
            if trick.len() == 4 {
                let w = trick_winner(&trick, cur.leader, cur.trump);
                won += (w.is_ns() == mover.is_ns()) as u8;
            }
            cur = cur.play(card);
        }
        assert_eq!(won, value, "{pos:?}");
    }
}

/// A card whose value's proof ignored the ranks below a higher card of its suit settles a
/// lower card of that suit: the second card costs no search. North leads ♠7 or ♠2 (West's ♠5
/// between them) into East's ♠AK: either way East wins both tricks.
#[test]
fn an_interchangeable_small_card_costs_no_search() {
    let deal = Deal::from_pbn("N:72... AK... ..32. 5.4..").unwrap();
    let pos = Position::new(deal, Strain::NoTrump, Seat::North);
    let [seven, two] = ["S7", "S2"].map(|c| c.parse::<Card>().unwrap());
    let mut one = Solver::with_tt_bytes(1 << 20);
    assert_eq!(one.values_of(&pos, &[(seven, 1)]).unwrap(), [0]);
    let mut both = Solver::with_tt_bytes(1 << 20);
    assert_eq!(
        both.values_of(&pos, &[(seven, 1), (two, 1)]).unwrap(),
        [0, 0]
    );
    assert_eq!(both.nodes(), one.nodes(), "the two was searched");
    // Separately, the two is searched.
    let mut apart = Solver::with_tt_bytes(1 << 20);
    apart.values_of(&pos, &[(seven, 1)]).unwrap();
    apart.values_of(&pos, &[(two, 1)]).unwrap();
    assert!(apart.nodes() > one.nodes());
}
