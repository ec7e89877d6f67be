//! αμ search (after Cazenave and Ventos): a remedy for the strategy fusion of Monte-Carlo
//! play in the endgame.
//!
//! Plain Monte-Carlo solves each layout with every hand open, so it assumes declarer will
//! later guess right on every layout separately. αμ searches the layouts together: at each
//! node of declarer's side one card is chosen for every layout still at that node (the
//! player cannot tell them apart), while the defenders, as in double-dummy play, answer on
//! each layout with full knowledge. A node's value is not one number but a set of
//! *outcomes*, each declarer's tricks on every layout for one way declarer's side may play
//! on: its *front*, the outcomes no other one beats on every layout. At declarer's nodes the
//! fronts of the cards are pooled; at a defender's node the fronts of the cards are
//! combined layout by layout with the worse for declarer (every pair of outcomes, one from
//! each card's front, gives one outcome), a card counting only on the layouts where it is
//! held. After `depth` choices of declarer's side the layouts are solved double-dummy, so
//! fusion is removed for those choices and stays beyond them. With a depth of one the
//! search is plain Monte-Carlo: each card's front is the one outcome of its double-dummy
//! values.
//!
//! A choice with a single card (a forced card, or touching cards) does not count towards
//! the depth: it cannot fuse anything.

use crate::bridge::dd::{trick_winner, Position, PositionError, Solver};
use crate::bridge::{Card, Hand};

use super::equivalence::{cheapest_first, distinct_cards};

/// Declarer's side searches with αμ when at most this many tricks are left (the current one
/// included): the search grows with the cards left, and is cheap in the endgame.
pub const ENDGAME_TRICKS: u8 = 6;

/// The most outcomes a front keeps. Fronts stay small in practice; a defender's node with
/// many cards could multiply them, and then the outcomes with the most tricks over all the
/// layouts are kept, which only ever loses a rare refinement, never a legal line.
const FRONT_LIMIT: usize = 256;

/// A layout absent from a node (the cards played to reach it are not all in its hands):
/// above every trick count, so that it never wins a defender's minimum.
const ABSENT: u8 = u8::MAX;

/// Declarer's tricks from the root on, layout by layout (`ABSENT` where a layout is not
/// at the node).
pub type Outcome = Vec<u8>;

/// For each of `cards` (legal cards of the player to move, of declarer's side), its front
/// over `worlds`: declarer's tricks from here on (the current trick included), one entry per
/// world, for each way declarer's side can go on. Every world must be the same public
/// position (the same trick, the same hands of declarer's side), differing in the
/// defenders' hands. `depth` counts declarer's side's choices searched together, this one
/// included; at least one.
pub fn fronts(
    worlds: &[Position],
    cards: &[Card],
    depth: u8,
    solver: &mut Solver,
) -> Result<Vec<Vec<Outcome>>, PositionError> {
    let Some(first) = worlds.first() else {
        return Ok(vec![Vec::new(); cards.len()]);
    };
    let mut search = Search {
        declarer_ns: first.to_move().is_ns(),
        solver,
    };
    let at: Vec<Option<&Position>> = worlds.iter().map(Some).collect();
    if depth <= 1 {
        let solved = search.solved(&at, cards, 0)?;
        return Ok(solved.into_iter().map(|o| vec![o]).collect());
    }
    cards
        .iter()
        .map(|&card| search.after(&at, card, depth - 1, 0))
        .collect()
}

struct Search<'a> {
    declarer_ns: bool,
    solver: &'a mut Solver,
}

impl Search<'_> {
    /// The front of a node: `worlds` holds the position on each layout at it, `won` the
    /// tricks declarer's side took on the way from the root, `depth` the choices of
    /// declarer's side still to search together (at least one).
    fn node(
        &mut self,
        worlds: &[Option<Position>],
        depth: u8,
        won: u8,
    ) -> Result<Vec<Outcome>, PositionError> {
        let Some(pos) = worlds.iter().flatten().next() else {
            return Ok(Vec::new());
        };
        if pos.hands.cards().is_empty() {
            return Ok(vec![worlds
                .iter()
                .map(|w| if w.is_some() { won } else { ABSENT })
                .collect()]);
        }
        let at: Vec<Option<&Position>> = worlds.iter().map(Option::as_ref).collect();
        if pos.to_move().is_ns() == self.declarer_ns {
            // Declarer's side sees its own cards: the same legal cards on every layout.
            let candidates = distinct_cards(pos);
            let mut front = Vec::new();
            if candidates.len() > 1 && depth == 1 {
                for outcome in self.solved(&at, &candidates, won)? {
                    insert(&mut front, outcome);
                }
                return Ok(front);
            }
            let depth = if candidates.len() > 1 {
                depth - 1
            } else {
                depth
            };
            for &card in &candidates {
                for outcome in self.after(&at, card, depth, won)? {
                    insert(&mut front, outcome);
                }
            }
            Ok(front)
        } else {
            // A defender plays any card it holds on some layout, on those layouts only.
            let held = worlds
                .iter()
                .flatten()
                .fold(Hand::EMPTY, |a, w| Hand(a.0 | w.legal_cards().0));
            let mut front = vec![vec![ABSENT; worlds.len()]];
            for card in cheapest_first(held) {
                let on: Vec<Option<&Position>> = at
                    .iter()
                    .map(|w| w.filter(|p| p.legal_cards().contains(card)))
                    .collect();
                let theirs = self.after(&on, card, depth, won)?;
                front = worse_of(&front, &theirs);
            }
            Ok(front)
        }
    }

    /// The front after `card` is played on every layout of `worlds` present; `depth` is
    /// what is left for the nodes after it (at least one).
    fn after(
        &mut self,
        worlds: &[Option<&Position>],
        card: Card,
        depth: u8,
        won: u8,
    ) -> Result<Vec<Outcome>, PositionError> {
        let Some(pos) = worlds.iter().flatten().next() else {
            return Ok(Vec::new());
        };
        let won = won + u8::from(self.takes_trick(pos, card));
        let next: Vec<Option<Position>> = worlds.iter().map(|w| w.map(|p| p.play(card))).collect();
        self.node(&next, depth, won)
    }

    /// Whether `card` completes the current trick of `pos` for declarer's side.
    fn takes_trick(&self, pos: &Position, card: Card) -> bool {
        if pos.trick.len() < 3 {
            return false;
        }
        let mut trick = pos.trick.clone();
        trick.push(card);
        trick_winner(&trick, pos.leader, pos.trump).is_ns() == self.declarer_ns
    }

    /// The outcome of each of `cards` with double-dummy play after it, layout by layout.
    fn solved(
        &mut self,
        worlds: &[Option<&Position>],
        cards: &[Card],
        won: u8,
    ) -> Result<Vec<Outcome>, PositionError> {
        let mut out = vec![vec![ABSENT; worlds.len()]; cards.len()];
        for (w, pos) in worlds.iter().enumerate() {
            let Some(pos) = pos else { continue };
            let guess = (pos.tricks_left() as u8).div_ceil(2);
            let asked: Vec<(Card, u8)> = cards.iter().map(|&c| (c, guess)).collect();
            for (o, tricks) in out.iter_mut().zip(self.solver.values_of(pos, &asked)?) {
                o[w] = won + tricks;
            }
        }
        Ok(out)
    }
}

/// Whether `a` gives declarer at least as many tricks as `b` on every layout.
fn at_least(a: &[u8], b: &[u8]) -> bool {
    a.iter().zip(b).all(|(x, y)| x >= y)
}

/// Adds `outcome` to `front` unless an outcome there is as good on every layout, and drops
/// the ones it is as good as.
fn insert(front: &mut Vec<Outcome>, outcome: Outcome) {
    if front.iter().any(|f| at_least(f, &outcome)) {
        return;
    }
    front.retain(|f| !at_least(&outcome, f));
    front.push(outcome);
}

/// A defender's node: every pair of outcomes, one from each front, gives declarer the worse
/// of the two on each layout.
fn worse_of(a: &[Outcome], b: &[Outcome]) -> Vec<Outcome> {
    let mut front = Vec::new();
    for x in a {
        for y in b {
            insert(
                &mut front,
                x.iter().zip(y).map(|(p, q)| *p.min(q)).collect(),
            );
        }
    }
    if front.len() > FRONT_LIMIT {
        let total = |o: &Outcome| o.iter().map(|&t| u32::from(t)).sum::<u32>();
        front.sort_by_key(|o| std::cmp::Reverse(total(o)));
        front.truncate(FRONT_LIMIT);
    }
    front
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::testing::brute_force_tricks;
    use crate::bridge::{Deal, Seat, Strain};

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// Two tricks left at notrump, South (declarer) on lead with ♠2 and ♥A, North holding
    /// ♠A Q. The king of spades is either with West (K 4, East ♦K Q) or singleton with East
    /// (West ♠4 ♦K, East ♠K ♦Q). Led to, the spade needs a guess from North after West's
    /// four: the queen when West has the king, the ace when it drops. The ♥A first wins two
    /// tricks on both layouts (North keeps the ace).
    fn guess_or_sure() -> Vec<Position> {
        ["N:AQ... ..KQ. 2.A.. K4...", "N:AQ... K..Q. 2.A.. 4..K."]
            .iter()
            .map(|d| Position::new(Deal::from_pbn(d).unwrap(), Strain::NoTrump, Seat::South))
            .collect()
    }

    fn mean(outcome: &Outcome) -> f64 {
        outcome.iter().map(|&t| f64::from(t)).sum::<f64>() / outcome.len() as f64
    }

    fn best_mean(front: &[Outcome]) -> f64 {
        front.iter().map(mean).fold(f64::MIN, f64::max)
    }

    #[test]
    fn plain_monte_carlo_guesses_right_on_every_layout_and_alpha_mu_does_not() {
        let worlds = guess_or_sure();
        let cards = [card("S2"), card("HA")];
        let mut solver = Solver::new();
        // Each layout solved alone: the spade takes both tricks on each, a tie with the ace
        // that plain Monte-Carlo breaks to the cheaper card, the guess.
        let plain = fronts(&worlds, &cards, 1, &mut solver).unwrap();
        assert_eq!(plain, vec![vec![vec![2, 2]], vec![vec![2, 2]]]);
        // Searched together, North plays one card for both layouts after West's four: the
        // queen (both tricks with West's king, none when East's king wins and cashes the
        // queen of diamonds) or the ace (one trick, two). The ace of hearts stays sure.
        for depth in [2, 3] {
            let joint = fronts(&worlds, &cards, depth, &mut solver).unwrap();
            let mut spade = joint[0].clone();
            spade.sort();
            assert_eq!(spade, vec![vec![1, 2], vec![2, 0]], "depth {depth}");
            assert_eq!(joint[1], vec![vec![2, 2]], "depth {depth}");
            assert!(best_mean(&joint[1]) > best_mean(&joint[0]));
        }
    }

    #[test]
    fn at_depth_one_each_layout_is_solved_alone() {
        // Every legal card of every position on the way through the example, on each
        // layout, against an exhaustive search.
        let mut solver = Solver::new();
        let mut positions = guess_or_sure();
        let mut checked = 0;
        while let Some(pos) = positions.pop() {
            if pos.hands.cards().is_empty() {
                continue;
            }
            let cards: Vec<Card> = pos.legal_cards().cards().collect();
            let got = fronts(std::slice::from_ref(&pos), &cards, 1, &mut solver).unwrap();
            for (&c, front) in cards.iter().zip(&got) {
                let after = pos.play(c);
                let mover = pos.to_move();
                let won = u8::from(pos.trick.len() == 3 && after.leader.is_ns() == mover.is_ns());
                let rest = if after.hands.cards().is_empty() {
                    0
                } else {
                    let t = brute_force_tricks(&after);
                    let left = after.tricks_left() as u8;
                    if after.to_move().is_ns() == mover.is_ns() {
                        t
                    } else {
                        left - t
                    }
                };
                assert_eq!(front, &vec![vec![won + rest]], "{c} in {pos:?}");
                checked += 1;
                positions.push(after);
            }
        }
        assert!(checked > 20, "{checked} cards checked");
    }

    #[test]
    fn fronts_keep_only_outcomes_nothing_beats_everywhere() {
        let mut front = Vec::new();
        insert(&mut front, vec![1, 2]);
        insert(&mut front, vec![2, 1]);
        insert(&mut front, vec![1, 1]);
        insert(&mut front, vec![2, 2]);
        assert_eq!(front, vec![vec![2, 2]]);
        // A defender's card held on the first layout only leaves the second to the others.
        let only_first = vec![vec![0, ABSENT]];
        let both = vec![vec![3, 3], vec![4, 1]];
        // (0, 1) is beaten by (0, 3) everywhere.
        assert_eq!(worse_of(&both, &only_first), vec![vec![0, 3]]);
        let only_second = vec![vec![ABSENT, 2]];
        let mut met = worse_of(&both, &only_second);
        met.sort();
        assert_eq!(met, vec![vec![3, 2], vec![4, 1]]);
    }
}
