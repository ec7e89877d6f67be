//! Crossing plans: without opposing trumps, each suit played out card by card by the leader,
//! then partner after a crossing, then the leader again after a return, and the memo of those
//! plays per suit.

use super::bits::{high_bit, ones, suit_of};
use super::cashing::SuitTricks;

/// At most how many rounds the card-by-card plays of [`SplitSuit`] can win, all suits
/// together: no more per suit than its longer hand holds (every round takes a card from each
/// hand that has one), and each round won while an opponent still holds the suit takes a
/// card of the side above that opponent's highest. So a suit gives at most as many rounds as
/// the side has cards above both opponents' highest cards, when that is fewer than the
/// shorter opponent's length, or else as many as it has above the longer opponent's
/// highest, when that is fewer than its length. Never more than [`rounds_held`] (a suit whose
/// top card an opponent holds gives none).
pub(super) fn plan_rounds(hands: &[u64; 4], leader: usize) -> i32 {
    let (mine, part) = (hands[leader], hands[(leader + 2) & 3]);
    let mut rounds = 0;
    for suit in 0..4 {
        let (m, p) = (suit_of(mine, suit), suit_of(part, suit));
        let side = m | p;
        if side == 0 {
            continue;
        }
        let opps = [1, 3].map(|d| suit_of(hands[(leader + d) & 3], suit));
        let (mut short, mut long) = (opps[0], opps[1]);
        if ones(short) > ones(long) {
            (short, long) = (long, short);
        }
        let above = |opp: u32| ones(side & !((2u32 << high_bit(opp | 1)) - 1));
        let (over_both, over_long) = (above(short | long), above(long));
        let mut won = ones(m).max(ones(p));
        if short != 0 && over_both < ones(short) {
            won = won.min(over_both);
        } else if over_long < ones(long) {
            won = won.min(over_long);
        }
        rounds += won as i32;
    }
    rounds
}

/// The tricks of a plan that passes the lead to partner and perhaps back, when no opponent
/// can ruff, and the cards they rest on. The leader first cashes what it can of each suit
/// while keeping the lead, then leads a small card of a suit where partner wins the trick
/// and keeps the lead (the *crossing* suit); partner cashes what it can of that suit and the
/// others while keeping the lead, and may then lead a small card to a winner the leader kept
/// (the *return* suit), after which the leader cashes again (see [`SplitSuit`]). `mine` holds
/// the leader's own count per suit, as [`quick_tricks`] found it, for suits the leader alone
/// plays.
///
/// The play of each suit, split between the phases, does not depend on the other suits: a
/// hand void in the suit led throws a card the plan does not need later, and one is there as
/// long as the plan takes no more tricks than are left (each later trick needs at most one
/// card of each hand), which the caller ensures. Nobody can ruff, so a winner wins wherever
/// the opponents' cards are, and the opponents' discards only shorten them.
pub(super) fn cross_tricks(split: &[PackedSplit; 4], mine: &[SuitTricks; 4]) -> Option<(i32, u64)> {
    let mut best: Option<(u32, u64)> = None;
    // A plan: the crossing and return suits' own counts (one suit given twice when it is
    // both), every other suit counted by `rest`; none when a needed crossing is missing.
    let mut consider = |counted: [(usize, SuitTricks); 2], rest: &dyn Fn(usize) -> SuitTricks| {
        if counted.iter().any(|(_, t)| t.tricks == 0) {
            return;
        }
        let mut total = 0;
        let mut cards = 0;
        for suit in 0..4 {
            let t = match counted.iter().find(|(s, _)| *s == suit) {
                Some(&(_, t)) => t,
                None => rest(suit),
            };
            total += t.tricks;
            cards |= t.cards(suit);
        }
        if best.is_none_or(|(b, _)| total > b) {
            best = Some((total, cards));
        }
    };
    // One crossing: every other suit played in the first two phases (or by the leader alone).
    let once = |suit: usize| {
        if split[suit].at(BOTH).tricks > mine[suit].tricks {
            split[suit].at(BOTH)
        } else {
            mine[suit]
        }
    };
    for (x, sx) in split.iter().enumerate() {
        consider([(x, sx.at(CROSS)); 2], &once);
    }
    // There and back: every suit but the crossing and the return one played in all three.
    let all = |suit: usize| split[suit].at(ALL);
    for x in 0..4 {
        for y in 0..4 {
            if x == y {
                consider([(x, split[x].at(CROSS_BACK)); 2], &all);
            } else {
                consider([(x, split[x].at(CROSS_ALL)), (y, split[y].at(BACK))], &all);
            }
        }
    }
    best.map(|(total, cards)| (total as i32, cards))
}

/// One suit played by the leader's side in up to three phases: the leader leads its highest
/// cards while they win and partner follows under them, then partner does the same with the
/// leader following, then the leader again; the hand following plays its lowest card. A card
/// wins when it beats every opponent who may still hold the suit (any card once the
/// opponents' lengths are used up). A trick counted this way rests on its winning card: with
/// the cards from there up kept by their owners and the lengths unchanged, every comparison
/// the play made (a winning card against the highest card of an opponent, or against the
/// card its partner follows with) comes out the same.
///
/// Partner's first round can be the crossing when the leader still holds a card of the suit
/// (it leads that card, partner wins with the same card it would have led); likewise the
/// leader's first round of the third phase can be the return when partner still holds one.
#[derive(Clone, Copy)]
struct SplitSuit {
    /// The most tricks of the leader's rounds alone.
    alone: SuitTricks,
    /// The most tricks for the first two phases.
    both: SuitTricks,
    /// The same when partner's phase can begin with the crossing.
    cross: SuitTricks,
    /// The most tricks for all three phases.
    all: SuitTricks,
    /// The same when partner's phase can begin with the crossing.
    cross_all: SuitTricks,
    /// The same when the leader's second phase can begin with the return.
    back: SuitTricks,
    /// The same when both can.
    cross_back: SuitTricks,
}

/// A [`SplitSuit`] in a word, a byte per count in the order of its fields: the tricks (at
/// most 13) and the rank of the lowest card they rest on (2-14; none without tricks). The
/// memo holds these, and the sure tricks read from them only the counts a plan needs:
/// unpacking four whole `SplitSuit`s and copying them about cost a measurable share of the
/// time (see `docs/dd-solver.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PackedSplit(u64);

/// The counts of a [`PackedSplit`], named for the fields of [`SplitSuit`].
pub(super) const ALONE: u32 = 0;
const BOTH: u32 = 1;
const CROSS: u32 = 2;
const ALL: u32 = 3;
const CROSS_ALL: u32 = 4;
const BACK: u32 = 5;
const CROSS_BACK: u32 = 6;

impl PackedSplit {
    /// One of the counts: [`ALONE`], [`BOTH`], [`CROSS`], [`ALL`], [`CROSS_ALL`], [`BACK`]
    /// or [`CROSS_BACK`].
    pub fn at(self, count: u32) -> SuitTricks {
        let byte = (self.0 >> (8 * count)) as u32 & 0xff;
        let tricks = byte >> 4;
        SuitTricks {
            tricks,
            lowest: if tricks == 0 { 0 } else { 1 << (byte & 15) },
        }
    }
}

/// What [`SplitSuit::of`] reads of one suit: the leader's and partner's cards there, and
/// of each opponent only the length and the highest rank (0 when void; ranks start at 2).
/// It is also the memo's key, so the memo cannot miss a card the plays depend on.
struct SuitPlays {
    mine: u32,
    part: u32,
    lengths: [u32; 2],
    tops: [u32; 2],
}

impl SuitPlays {
    #[inline(always)] // A per-node call of the search: see `search`.
    fn new(hands: &[u64; 4], suit: usize, leader: usize) -> SuitPlays {
        let opps = [1, 3].map(|d| suit_of(hands[(leader + d) & 3], suit));
        SuitPlays {
            mine: suit_of(hands[leader], suit),
            part: suit_of(hands[(leader + 2) & 3], suit),
            lengths: opps.map(ones),
            tops: opps.map(|h| high_bit(h | 1)),
        }
    }

    /// All of it in a word (never 0). Ranks take bits 2-14 of a suit: 15 bits for each hand,
    /// 4 for a length or a rank.
    #[inline(always)] // A per-node call of the search: see `search`.
    fn key(&self) -> u64 {
        1 | (self.mine as u64) << 1
            | (self.part as u64) << 16
            | (self.lengths[0] as u64) << 31
            | (self.lengths[1] as u64) << 35
            | (self.tops[0] as u64) << 39
            | (self.tops[1] as u64) << 43
    }
}

/// The [`SplitSuit`]s already worked out, by the cards of the suit that they depend on (the
/// side's cards, the opponents' lengths and highest cards). Most lead positions differ from
/// their neighbours in a suit or two, so nearly every suit is found here. Entries are packed
/// into 16 bytes, so that the memo (64 KiB) stays in the processor's caches.
///
/// With the memo and the bound [`plan_rounds`] (which skips the card-by-card plays wherever
/// they cannot reach the tricks needed), the no-trump search spends much less time on the
/// sure tricks, with the same nodes (figures in `docs/dd-solver.md`).
pub(super) struct SplitMemo {
    /// Per slot, the key (0 for none) and the suit's plays.
    slots: Box<[(u64, PackedSplit)]>,
}

/// The memo holds `1 << MEMO_BITS` entries (64 KiB).
const MEMO_BITS: u32 = 12;

impl SplitMemo {
    pub fn new() -> SplitMemo {
        SplitMemo {
            slots: vec![(0, PackedSplit(0)); 1 << MEMO_BITS].into_boxed_slice(),
        }
    }

    /// [`SplitSuit::of`], from the memo when it is there.
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn get(&mut self, hands: &[u64; 4], suit: usize, leader: usize) -> PackedSplit {
        let seen = SuitPlays::new(hands, suit, leader);
        let key = seen.key();
        let slot = SplitMemo::slot(key);
        let (k, packed) = self.slots[slot];
        if k == key {
            return packed;
        }
        let split = SplitSuit::of(&seen).pack();
        self.slots[slot] = (key, split);
        split
    }

    #[inline(always)] // A per-node call of the search: see `search`.
    fn slot(key: u64) -> usize {
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - MEMO_BITS)) as usize
    }
}

/// A suit partly played out by [`SplitSuit`]: the cards each hand still holds there, the
/// rounds played and the lowest card that won one (16 for none).
#[derive(Clone, Copy)]
struct Rounds {
    mine: u32,
    part: u32,
    round: u32,
    lowest: u32,
}

impl Rounds {
    /// Plays one more round led by the leader (or partner), if its card wins and keeps the
    /// lead; `beats(card, round)` says whether a card beats the opponents in a round.
    fn step(&mut self, by_leader: bool, beats: impl Fn(u32, u32) -> bool) -> bool {
        let round = self.round;
        let played = if by_leader {
            cash(&mut self.mine, &mut self.part, |c| beats(c, round))
        } else {
            cash(&mut self.part, &mut self.mine, |c| beats(c, round))
        };
        match played {
            Some(card) => {
                self.round += 1;
                self.lowest = self.lowest.min(card);
                true
            }
            None => false,
        }
    }

    fn tricks(&self) -> SuitTricks {
        SuitTricks {
            tricks: self.round,
            lowest: if self.round == 0 { 0 } else { 1 << self.lowest },
        }
    }
}

/// Keeps in `slot` the better of it and `t` when `allowed`.
fn keep(slot: &mut SuitTricks, t: SuitTricks, allowed: bool) {
    if allowed && t.tricks > slot.tricks {
        *slot = t;
    }
}

impl SplitSuit {
    const NONE: SplitSuit = SplitSuit {
        alone: SuitTricks::NONE,
        both: SuitTricks::NONE,
        cross: SuitTricks::NONE,
        all: SuitTricks::NONE,
        cross_all: SuitTricks::NONE,
        back: SuitTricks::NONE,
        cross_back: SuitTricks::NONE,
    };

    /// The seven counts in a word (see [`PackedSplit`]).
    fn pack(&self) -> PackedSplit {
        let byte = |t: SuitTricks| {
            let rank = if t.tricks == 0 {
                0
            } else {
                t.lowest.trailing_zeros()
            };
            (t.tricks << 4 | rank) as u64
        };
        let word = [
            (ALONE, self.alone),
            (BOTH, self.both),
            (CROSS, self.cross),
            (ALL, self.all),
            (CROSS_ALL, self.cross_all),
            (BACK, self.back),
            (CROSS_BACK, self.cross_back),
        ]
        .iter()
        .fold(0, |word, &(count, t)| word | byte(t) << (8 * count));
        PackedSplit(word)
    }

    fn of(seen: &SuitPlays) -> SplitSuit {
        let SuitPlays {
            mine,
            part,
            lengths,
            tops,
        } = *seen;
        let beats = |card: u32, round: u32| (0..2).all(|i| lengths[i] <= round || card > tops[i]);
        let mut out = SplitSuit::NONE;
        let mut first = Rounds {
            mine,
            part,
            round: 0,
            lowest: 16,
        };
        loop {
            keep(&mut out.alone, first.tricks(), true);
            let mut second = first;
            loop {
                let crossed = second.round > first.round && first.mine != 0;
                keep(&mut out.both, second.tricks(), true);
                keep(&mut out.cross, second.tricks(), crossed);
                let mut third = second;
                loop {
                    let back = third.round > second.round && second.part != 0;
                    let t = third.tricks();
                    keep(&mut out.all, t, true);
                    keep(&mut out.cross_all, t, crossed);
                    keep(&mut out.back, t, back);
                    keep(&mut out.cross_back, t, crossed && back);
                    if !third.step(true, beats) {
                        break;
                    }
                }
                if !second.step(false, beats) {
                    break;
                }
            }
            if !first.step(true, beats) {
                return out;
            }
        }
    }
}

/// One round led from `lead` with its highest card, `follow` playing its lowest (or nothing,
/// void): the card led, taken out with the card followed, if it wins the round (`wins` says
/// whether it beats the opponents) and keeps the lead.
fn cash(lead: &mut u32, follow: &mut u32, wins: impl Fn(u32) -> bool) -> Option<u32> {
    if *lead == 0 {
        return None;
    }
    let card = high_bit(*lead);
    let under = *follow & follow.wrapping_neg();
    if !wins(card) || under > 1 << card {
        return None;
    }
    *lead &= !(1 << card);
    *follow &= !under;
    Some(card)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::cashing::suit_tricks;
    use crate::bridge::dd::later_tricks::rounds_held;
    use crate::bridge::dd::testing::{numbers, random_hands, redeal_below, side_makes};
    use crate::bridge::dd::trick::Trick;

    /// On random endings with no trump against the leader, the leader's side takes at least
    /// the tricks `cross_tricks` counts for a plan that crosses to partner (as many as are
    /// left), also after the cards below those the count rests on are dealt again: checked
    /// against trying every card. Endings of up to five cards leave room for suits cashed
    /// before the crossing, the crossing, suits cashed after it and suits split between the
    /// two phases.
    #[test]
    fn crossing_to_partner_is_taken_against_any_defence() {
        let mut next = numbers(31);
        let mut past_leader = 0;
        for case in 0..3_000 {
            let n = 3 + case % 3;
            let suits = 2 + next(3) as u32;
            let hands = random_hands(&mut next, n, suits);
            // No-trump, or clubs as trumps: without clubs dealt when there are four suits.
            let trump = if suits < 4 {
                [4, 3][next(2) as usize]
            } else {
                4
            };
            let leader = next(4) as usize;
            let mine = std::array::from_fn(|s| suit_tricks(&hands, s, leader, 13).kept);
            let splits =
                std::array::from_fn(|s| SplitSuit::of(&SuitPlays::new(&hands, s, leader)).pack());
            let Some((crossed, relied)) = cross_tricks(&splits, &mine) else {
                continue;
            };
            let crossed = crossed.min(n as i32);
            let alone: u32 = mine.iter().map(|m| m.tricks).sum();
            past_leader += (crossed > alone as i32) as u32;
            for h in [hands, redeal_below(&hands, relied, &mut next)] {
                assert!(
                    side_makes(&h, trump, Trick::start(leader), leader & 1, crossed),
                    "hands {h:x?} (dealt {hands:x?}) trump {trump} leader {leader}: not {crossed}"
                );
            }
        }
        assert!(
            past_leader > 1_000,
            "the crossing added tricks only {past_leader} times"
        );
    }

    /// A suit from the memo is the suit worked out again, whether it was there or in a slot
    /// another suit took (a small memo makes both common), and `plan_rounds` bounds what the
    /// plays of every suit count, below `rounds_held`.
    #[test]
    fn memo_and_bound_of_the_card_by_card_plays() {
        let mut next = numbers(41);
        let mut memo = SplitMemo::new();
        let (mut hits, mut replaced, mut bounded) = (0, 0, 0);
        for case in 0..20_000 {
            let n = 2 + case % 5;
            let suits = 2 + next(3) as u32;
            let hands = random_hands(&mut next, n, suits);
            let leader = next(4) as usize;
            let mut most = 0;
            for suit in 0..4 {
                let seen = SuitPlays::new(&hands, suit, leader);
                let key = seen.key();
                let before = memo.slots[SplitMemo::slot(key)].0;
                hits += (before == key) as u32;
                replaced += (before != key && before != 0) as u32;
                let got = memo.get(&hands, suit, leader);
                let want = SplitSuit::of(&seen);
                assert_eq!(got, want.pack(), "hands {hands:x?} suit {suit}");
                let counts = [
                    (want.alone, got.at(ALONE)),
                    (want.both, got.at(BOTH)),
                    (want.cross, got.at(CROSS)),
                    (want.all, got.at(ALL)),
                    (want.cross_all, got.at(CROSS_ALL)),
                    (want.back, got.at(BACK)),
                    (want.cross_back, got.at(CROSS_BACK)),
                ];
                for (w, g) in counts {
                    assert_eq!(
                        (w.tricks, w.lowest),
                        (g.tricks, g.lowest),
                        "hands {hands:x?}"
                    );
                }
                most += want.all.tricks as i32;
            }
            let bound = plan_rounds(&hands, leader);
            assert!(
                most <= bound && bound <= rounds_held(&hands, leader),
                "hands {hands:x?} leader {leader}: plays {most}, bound {bound}"
            );
            bounded += (bound < rounds_held(&hands, leader)) as u32;
        }
        assert!(hits > 15_000, "only {hits} suits found in the memo");
        assert!(replaced > 30_000, "only {replaced} suits replaced another");
        assert!(
            bounded > 2_000,
            "the bound was below rounds_held only {bounded} times"
        );
    }
}
