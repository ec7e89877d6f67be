//! Test support: the one brute-force double-dummy oracle that the solver's tests check
//! against (an exact count, and a yes-or-no bound on it that stops early), and the helpers
//! its unit tests share. Not part of the solver; public only so that the integration tests
//! in `tests/` can reach the oracle.

use super::position::Position;
use super::trick::Trick;
use std::collections::HashMap;

/// Test oracle: the most tricks the side to move takes from `pos` (the current trick
/// included), found by trying every legal card of every player with no pruning and no
/// sure-trick rules. Only exact repeats of a position at the start of a trick are looked up
/// again instead of searched, which keeps endings of five or six tricks fast enough for tests.
/// Exponential: meant for small endings, never for play.
pub fn brute_force_tricks(pos: &Position) -> u8 {
    let hands = pos.hands.hands().map(|h| h.0);
    let trump = pos.trump.index();
    let mut trick = Trick::start(pos.leader.index());
    for &c in &pos.trick {
        trick = trick.play(c.bit().trailing_zeros(), trump);
    }
    let ns = ns_tricks(&hands, trump, trick);
    let left = pos.tricks_left() as i32;
    (if pos.to_move().is_ns() { ns } else { left - ns }) as u8
}

/// North-South's tricks with best play by everyone from the trick `t` on (the current trick
/// included), by trying every legal card: the oracle of [`brute_force_tricks`] on the
/// search's own bitsets.
pub(super) fn ns_tricks(hands: &[u64; 4], trump: usize, t: Trick) -> i32 {
    Oracle {
        trump,
        seen: HashMap::new(),
    }
    .ns(hands, t)
}

struct Oracle {
    trump: usize,
    /// NS's tricks from positions at the start of a trick already searched, by hands and
    /// leader.
    seen: HashMap<([u64; 4], u8), i32>,
}

impl Oracle {
    fn ns(&mut self, hands: &[u64; 4], t: Trick) -> i32 {
        let seat = t.to_move();
        if hands[seat] == 0 {
            return 0;
        }
        if t.count == 0 {
            if let Some(&ns) = self.seen.get(&(*hands, t.leader)) {
                return ns;
            }
        }
        let mut best = None;
        for c in legal(hands[seat], &t) {
            let mut h = *hands;
            h[seat] &= !(1u64 << c);
            let next = t.play(c, self.trump);
            let ns = if next.count == 4 {
                let w = next.winner as usize;
                (w & 1 == 0) as i32 + self.ns(&h, Trick::start(w))
            } else {
                self.ns(&h, next)
            };
            best = Some(match best {
                None => ns,
                Some(b) if seat & 1 == 0 => ns.max(b),
                Some(b) => ns.min(b),
            });
        }
        let ns = best.expect("a hand holding cards has a legal one");
        if t.count == 0 {
            self.seen.insert((*hands, t.leader), ns);
        }
        ns
    }
}

/// Whether `side` (0 for North-South, 1 for East-West) takes at least `need` tricks from the
/// trick `t` on (the current trick included) against any play, by trying every legal card of
/// every player like [`ns_tricks`], but stopping at the first card that settles the question.
/// A test that only bounds a count asks this: it is the same oracle, many times quicker.
#[cfg(test)]
pub(super) fn side_makes(hands: &[u64; 4], trump: usize, t: Trick, side: usize, need: i32) -> bool {
    Bound {
        trump,
        side,
        seen: HashMap::new(),
    }
    .makes(hands, t, need)
}

#[cfg(test)]
struct Bound {
    trump: usize,
    side: usize,
    /// Answers at the start of a trick already searched, by hands, leader and tricks needed.
    seen: HashMap<([u64; 4], u8, i32), bool>,
}

#[cfg(test)]
impl Bound {
    fn makes(&mut self, hands: &[u64; 4], t: Trick, need: i32) -> bool {
        let seat = t.to_move();
        // The player to move still holds a card for the current trick.
        let left = hands[seat].count_ones() as i32;
        if need <= 0 || need > left {
            return need <= 0;
        }
        let key = (*hands, t.leader, need);
        if t.count == 0 {
            if let Some(&known) = self.seen.get(&key) {
                return known;
            }
        }
        let ours = seat & 1 == self.side;
        // Our side needs one card that makes it; the other side one card that stops it.
        let mut answer = !ours;
        for c in legal(hands[seat], &t) {
            let mut h = *hands;
            h[seat] &= !(1u64 << c);
            let next = t.play(c, self.trump);
            let made = if next.count == 4 {
                let w = next.winner as usize;
                let won = (w & 1 == self.side) as i32;
                self.makes(&h, Trick::start(w), need - won)
            } else {
                self.makes(&h, next, need)
            };
            if made == ours {
                answer = ours;
                break;
            }
        }
        if t.count == 0 {
            self.seen.insert(key, answer);
        }
        answer
    }
}

/// The legal cards (bit indices) of `hand` to the trick `t`.
pub(super) fn legal(hand: u64, t: &Trick) -> Vec<u32> {
    let suit = 0xffffu64 << (16 * t.lead_suit as u32);
    let pool = if t.count > 0 && hand & suit != 0 {
        hand & suit
    } else {
        hand
    };
    (0..64).filter(|b| pool & (1u64 << b) != 0).collect()
}

/// The seeded number stream of the unit tests: `next(n)` is below `n` (ChaCha8, the
/// generator Boyi uses everywhere).
#[cfg(test)]
pub(super) fn numbers(seed: u64) -> impl FnMut(u64) -> u64 {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    move |n| rng.random_range(0..n)
}

/// Random 64-bit words from the same generator, for tests that mask them into cards.
#[cfg(test)]
pub(super) fn words(seed: u64) -> impl FnMut() -> u64 {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    move || rng.random()
}

/// A hand bitset from per-suit rank lists (suit 0 = spades; ranks 2..=14).
#[cfg(test)]
pub(super) fn hand(suits: [&[u32]; 4]) -> u64 {
    let mut h = 0;
    for (s, ranks) in suits.iter().enumerate() {
        for r in *ranks {
            h |= 1u64 << (16 * s as u32 + r);
        }
    }
    h
}

/// Random deals of `n` cards a hand from `suits` suits (at least enough for the hands).
#[cfg(test)]
pub(super) fn random_hands(next: &mut impl FnMut(u64) -> u64, n: usize, suits: u32) -> [u64; 4] {
    let mut pack: Vec<u32> = (0..suits)
        .flat_map(|s| (2..=14).map(move |r| 16 * s + r))
        .collect();
    let mut hands = [0u64; 4];
    for i in 0..4 * n {
        let c = pack.swap_remove(next(pack.len() as u64) as usize);
        hands[i % 4] |= 1u64 << c;
    }
    hands
}

/// `hands` with the cards of each suit below its card in `relied` (all of them where it has
/// none) dealt again among the hands that held them, each keeping its count: a sure-trick
/// count resting on `relied` must hold there too.
#[cfg(test)]
pub(super) fn redeal_below(
    hands: &[u64; 4],
    relied: u64,
    next: &mut impl FnMut(u64) -> u64,
) -> [u64; 4] {
    let held = hands[0] | hands[1] | hands[2] | hands[3];
    let mut out = *hands;
    for suit in 0..4u32 {
        let edge = match super::bits::suit_of(relied, suit as usize) {
            0 => 16,
            r => r.trailing_zeros(),
        };
        let below = ((1u64 << edge) - 1) << (16 * suit);
        let mut pool: Vec<u64> = (0..64)
            .map(|b| 1u64 << b)
            .filter(|&c| c & below & held != 0)
            .collect();
        for (seat, hand) in hands.iter().enumerate() {
            out[seat] &= !below;
            for _ in 0..(hand & below).count_ones() {
                out[seat] |= pool.swap_remove(next(pool.len() as u64) as usize);
            }
        }
    }
    out
}

/// Whether `side` can make sure of winning the trick `t` (not the tricks after it), by
/// trying every card of everyone still to play to it.
#[cfg(test)]
pub(super) fn side_can_win(hands: &[u64; 4], trump: usize, t: &Trick, side: usize) -> bool {
    if t.count == 4 {
        return t.winner as usize & 1 == side;
    }
    let seat = t.to_move();
    let mut outcomes = legal(hands[seat], t).into_iter().map(|c| {
        let mut h = *hands;
        h[seat] &= !(1u64 << c);
        side_can_win(&h, trump, &t.play(c, trump), side)
    });
    if seat & 1 == side {
        outcomes.any(|w| w)
    } else {
        outcomes.all(|w| w)
    }
}

/// A random ending for the tests that check the solver's answers against an exact one: `n`
/// cards a hand drawn from the first `suits` suits (more when they hold too few cards), a
/// random strain and leader, then `played` random legal cards of the first trick.
pub fn random_ending(
    rng: &mut rand_chacha::ChaCha8Rng,
    n: usize,
    suits: usize,
    played: usize,
) -> Position {
    use crate::bridge::{Card, Deal, Hand, Seat, Strain, Suit};
    use rand::seq::SliceRandom;
    use rand::Rng;
    let suits = suits.clamp(1, 4).max((4 * n).div_ceil(13));
    let mut pack: Vec<Card> = Suit::ALL[..suits]
        .iter()
        .flat_map(|&suit| Card::of_suit(suit))
        .collect();
    pack.shuffle(rng);
    let mut hands = [Hand::EMPTY; 4];
    for (i, c) in pack.iter().take(4 * n).enumerate() {
        hands[i % 4].insert(*c);
    }
    let strain = Strain::ALL[rng.random_range(0..5)];
    let leader = Seat::ALL[rng.random_range(0..4)];
    let mut pos = Position::new(Deal::new(hands).expect("distinct cards"), strain, leader);
    for _ in 0..played {
        let legal: Vec<Card> = pos.legal_cards().cards().collect();
        pos = pos.play(legal[rng.random_range(0..legal.len())]);
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bound oracle answers as the exact count does, for every number of tricks needed,
    /// from the start of a trick and from a trick under way.
    #[test]
    fn the_bound_agrees_with_the_count() {
        let mut next = numbers(8);
        for case in 0..400 {
            let n = 1 + case % 4;
            let suits = 2 + next(3) as u32;
            let hands = random_hands(&mut next, n, suits);
            let trump = [0, 4][next(2) as usize];
            let mut t = Trick::start(next(4) as usize);
            let mut hands = hands;
            let played = next(3);
            for _ in 0..played {
                let seat = t.to_move();
                let cards = legal(hands[seat], &t);
                let c = cards[next(cards.len() as u64) as usize];
                hands[seat] &= !(1u64 << c);
                t = t.play(c, trump);
            }
            let ns = ns_tricks(&hands, trump, t);
            let left = hands[t.to_move()].count_ones() as i32;
            for need in 0..=left + 1 {
                assert_eq!(
                    side_makes(&hands, trump, t, 0, need),
                    ns >= need,
                    "{hands:x?} {t:?}"
                );
                assert_eq!(
                    side_makes(&hands, trump, t, 1, need),
                    left - ns >= need,
                    "{hands:x?} {t:?}"
                );
            }
        }
    }
}
