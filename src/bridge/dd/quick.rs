//! Sure tricks, counted without search: the cut-offs that end most of the search early.
//!
//! Each function returns a number of tricks a side is certain to take and the cards the
//! certainty rests on (a hand bitset holding, per suit, the lowest card that mattered: the
//! transposition table fixes every card from the top of the suit down to it).

use super::moves::{high_bit, ones, suit_of, Board};
use super::search::Trick;

/// The `n` highest cards of `held` (ranks of one suit).
#[inline]
fn top_n(mut held: u32, n: u32) -> u32 {
    if n >= ones(held) {
        return held;
    }
    let mut out = 0;
    for _ in 0..n {
        let b = 1 << high_bit(held);
        out |= b;
        held &= !b;
    }
    out
}

/// Tricks the leader's side can cash at once, the leader on lead: in each suit the leader's
/// cards above every opponent's (as many rounds as every opponent who could ruff follows
/// suit). A suit counts fully when partner can follow under every round, so the lead stays;
/// at most one more suit may end with the lead lost — a suit where partner must overtake, or
/// a small card led to partner's own winners. When that falls short and no opponent can
/// ruff, the suits are also played out card by card, with the lead passing to partner and
/// back ([`cross_tricks`]).
///
/// Counting stops once `need` tricks are found, the last suit counting only the rounds still
/// needed: the fewer cards a cut-off relies on, the more positions its table entry covers.
pub(super) fn quick_tricks(
    hands: &[u64; 4],
    trump: usize,
    leader: usize,
    left: i32,
    need: i32,
    splits: &mut SplitMemo,
) -> (i32, u64) {
    let opps = [hands[(leader + 1) & 3], hands[(leader + 3) & 3]];
    // Trumps first: when the leader's sure trump winners outlast every opponent's trumps,
    // drawing them first leaves nobody to ruff the side suits.
    let mut drawn = trump >= 4;
    // Whether an opponent holds a trump at all (the card-by-card plans need none to).
    let mut opp_trumps = false;
    let mut order = [0usize, 1, 2, 3];
    // The trump suit's own count, found first and used again in the loop.
    let mut trumps = None;
    if trump < 4 {
        order.swap(0, trump);
        let cash = suit_tricks(hands, trump, leader, 13);
        let most = ones(suit_of(opps[0], trump)).max(ones(suit_of(opps[1], trump)));
        opp_trumps = most > 0;
        drawn = most == 0 || cash.kept.tricks >= most;
        trumps = Some(cash);
    }
    // The opponents who can ruff while trumps are out.
    let ruffers: [u64; 2] = if drawn {
        [0; 2]
    } else {
        opps.map(|o| if suit_of(o, trump) != 0 { o } else { 0 })
    };
    let mut total = 0i32;
    let mut cards = 0u64;
    let mut extra = 0i32;
    let mut extra_cards = 0u64;
    // The tricks each suit keeps the lead for, for the plans played out card by card.
    let mut kept_by_suit = [SuitTricks::NONE; 4];
    for suit in order {
        let cash = match trumps.take() {
            Some(t) => t,
            None => {
                // Rounds before an opponent with trumps can ruff.
                let mut rounds = 13u32;
                for o in ruffers {
                    if o != 0 {
                        rounds = rounds.min(ones(suit_of(o, suit)));
                    }
                }
                suit_tricks(hands, suit, leader, rounds)
            }
        };
        let (kept, lost) = (cash.kept, cash.lost);
        kept_by_suit[suit] = kept;
        if kept.tricks > 0 {
            if total + kept.tricks as i32 > need {
                // Only the rounds still needed: their lowest winner lies higher, so the
                // cut-off fixes fewer cards, and its table entry covers more positions (0.7%
                // fewer nodes on the comparison deals 1-60, 101-160, 25, 38 and 58, although
                // the bound is then no higher than needed). Not when the count relied on
                // the suit's small cards winning once the opponents are out of it, which
                // takes every round.
                let rounds = (need - total) as u32;
                let capped = suit_tricks(hands, suit, leader, rounds).kept;
                if capped.tricks == rounds {
                    return (need, cards | capped.cards(suit));
                }
            }
            total += kept.tricks as i32;
            cards |= (kept.lowest as u64) << (16 * suit);
            if total >= need {
                return (total.min(left), cards);
            }
        }
        // The rounds past those that keep the lead, for the one suit played last.
        let more = (lost.tricks - kept.tricks) as i32;
        if more > extra {
            extra = more;
            extra_cards = (lost.lowest as u64) << (16 * suit);
        }
    }
    if total + extra <= left {
        total += extra;
        cards |= extra_cards;
    }
    // Without opposing trumps, playing each suit out card by card and crossing between the
    // hands may count more; not worth the work when even the most those plays could win
    // falls short (half the time in no-trump).
    if total < need && !opp_trumps && plan_rounds(hands, leader) >= need {
        let splits: [PackedSplit; 4] = std::array::from_fn(|s| splits.get(hands, s, leader));
        let mut alone = kept_by_suit;
        let (mut sum, mut sum_cards) = (0, 0);
        for (suit, a) in alone.iter_mut().enumerate() {
            if splits[suit].at(ALONE).tricks > a.tricks {
                *a = splits[suit].at(ALONE);
            }
            sum += a.tricks as i32;
            sum_cards |= a.cards(suit);
        }
        if sum > total {
            (total, cards) = (sum, sum_cards);
        }
        if let Some((crossed, crossed_cards)) = cross_tricks(&splits, &alone) {
            if crossed > total {
                (total, cards) = (crossed, crossed_cards);
            }
        }
    }
    (total.min(left), cards)
}

/// The most rounds the leader's side can win in the suits whose top card it holds (the
/// longer of its hands there): no play of the suits wins more. An opponent holding the top
/// card wins the first round led there, so those suits give no sure trick; nor can the side
/// lead them and keep every trick ([`short_of_all`]).
fn rounds_held(hands: &[u64; 4], leader: usize) -> i32 {
    let (mine, part) = (hands[leader], hands[(leader + 2) & 3]);
    let live = hands[0] | hands[1] | hands[2] | hands[3];
    let mut rounds = 0;
    for suit in 0..4 {
        let all = suit_of(live, suit);
        if all != 0 && suit_of(mine | part, suit) & (1 << high_bit(all)) != 0 {
            rounds += ones(suit_of(mine, suit)).max(ones(suit_of(part, suit))) as i32;
        }
    }
    rounds
}

/// At most how many rounds the card-by-card plays of [`SplitSuit`] can win, all suits
/// together: no more per suit than its longer hand holds (every round takes a card from each
/// hand that has one), and each round won while an opponent still holds the suit takes a
/// card of the side above that opponent's highest. So a suit gives at most as many rounds as
/// the side has cards above both opponents' highest cards, when that is fewer than the
/// shorter opponent's length, or else as many as it has above the longer opponent's
/// highest, when that is fewer than its length. Never more than [`rounds_held`] (a suit whose
/// top card an opponent holds gives none).
fn plan_rounds(hands: &[u64; 4], leader: usize) -> i32 {
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
fn cross_tricks(split: &[PackedSplit; 4], mine: &[SuitTricks; 4]) -> Option<(i32, u64)> {
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
/// unpacking four whole `SplitSuit`s and copying them about (with a call to `memmove`) took
/// 1.4-2.8% of the time of whole tables (deals 21-60, 101-160 and 161-220).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PackedSplit(u64);

/// The counts of a [`PackedSplit`], named for the fields of [`SplitSuit`].
const ALONE: u32 = 0;
const BOTH: u32 = 1;
const CROSS: u32 = 2;
const ALL: u32 = 3;
const CROSS_ALL: u32 = 4;
const BACK: u32 = 5;
const CROSS_BACK: u32 = 6;

impl PackedSplit {
    /// One of the counts: [`ALONE`], [`BOTH`], [`CROSS`], [`ALL`], [`CROSS_ALL`], [`BACK`]
    /// or [`CROSS_BACK`].
    fn at(self, count: u32) -> SuitTricks {
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
/// their neighbours in a suit or two, so 97 suits in 100 are found here (deals 101-160 of the
/// comparison set, no-trump). Entries are packed into 16 bytes, so that the memo (64 KiB)
/// stays in the processor's caches: with 64-byte entries it saved half as much.
///
/// With the memo and the bound [`plan_rounds`] (which skips the card-by-card plays at half
/// the no-trump positions that reached them), the no-trump search takes about a tenth less
/// time, with the same nodes; each alone saved 6-7%. On whole tables, 2.4% less.
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
    fn get(&mut self, hands: &[u64; 4], suit: usize, leader: usize) -> PackedSplit {
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

/// Sure tricks of one suit for the leader's side and the lowest card they rest on.
#[derive(Clone, Copy)]
struct SuitTricks {
    tricks: u32,
    lowest: u32,
}

impl SuitTricks {
    const NONE: SuitTricks = SuitTricks {
        tricks: 0,
        lowest: 0,
    };

    /// The card the tricks rest on, as a hand bitset of `suit`.
    fn cards(self, suit: usize) -> u64 {
        (self.lowest as u64) << (16 * suit)
    }

    /// The top `n` of `winners` cashed: `n` tricks resting on the lowest of them.
    fn top(winners: u32, n: u32) -> SuitTricks {
        let cashed = top_n(winners, n);
        SuitTricks {
            tricks: n,
            lowest: cashed & cashed.wrapping_neg(),
        }
    }
}

/// What the leader's side cashes in one suit: the tricks after which the leader still has
/// the lead, and the tricks when it may lose the lead at the end (at least as many).
struct SuitCash {
    kept: SuitTricks,
    lost: SuitTricks,
}

/// The tricks the leader's side cashes in `suit` within `rounds` rounds. The leader's own
/// winners come first, while partner plays under them; once partner may have to overtake,
/// one more round is sure and the lead is lost. When the leader's winners outnumber every
/// opponent's cards and partner follows under them to the end, the leader's small cards win
/// too once the opponents are out of the suit. Without winners of the leader's own, a small
/// card led to partner's winners (the lead is lost).
#[inline(always)] // A per-node call of the search: see `search`.
fn suit_tricks(hands: &[u64; 4], suit: usize, leader: usize, rounds: u32) -> SuitCash {
    let none = SuitCash {
        kept: SuitTricks::NONE,
        lost: SuitTricks::NONE,
    };
    let mine = suit_of(hands[leader], suit);
    if mine == 0 || rounds == 0 {
        return none;
    }
    let part = suit_of(hands[(leader + 2) & 3], suit);
    let (left_opp, right_opp) = (
        suit_of(hands[(leader + 1) & 3], suit),
        suit_of(hands[(leader + 3) & 3], suit),
    );
    let opp = left_opp | right_opp;
    let above = |h: u32| {
        if opp == 0 {
            h
        } else {
            h & !((2u32 << high_bit(opp)) - 1)
        }
    };
    let winners = above(mine);
    let cash = ones(winners).min(rounds);
    if cash > 0 {
        // After as many rounds as the longer opponent holds, the opponents are out and every
        // card of the leader wins, if no ruff comes first and partner, holding no more cards
        // than that, played under each winner.
        let longest = ones(left_opp).max(ones(right_opp));
        if opp != 0 && cash >= longest && rounds >= ones(mine) && ones(part) <= longest {
            let used = SuitTricks::top(winners, longest);
            if part < used.lowest {
                let all = SuitTricks {
                    tricks: ones(mine),
                    lowest: used.lowest,
                };
                return SuitCash {
                    kept: all,
                    lost: all,
                };
            }
        }
        let full = SuitTricks::top(winners, cash);
        let under = ones(part & (full.lowest - 1));
        if under >= cash.min(ones(part)) {
            return SuitCash {
                kept: full,
                lost: full,
            };
        }
        // Partner follows under the first `under` winners and overtakes by the round after
        // at the latest: that round is sure too, but the lead is lost.
        return SuitCash {
            kept: SuitTricks::top(winners, under),
            lost: SuitTricks::top(winners, under + 1),
        };
    }
    let p_win = above(part);
    let p_cash = ones(p_win).min(rounds);
    if p_cash == 0 {
        return none;
    }
    SuitCash {
        kept: SuitTricks::NONE,
        lost: SuitTricks::top(p_win, p_cash),
    }
}

/// Whether the leader's side surely wins the trick about to be led by a ruff, and the cards
/// that rests on: the leader leads a side suit partner is void in, and partner ruffs with its
/// highest trump, which beats the trumps of every opponent void in that suit.
pub(super) fn ruffs_lead(hands: &[u64; 4], trump: usize, leader: usize) -> Option<u64> {
    if trump >= 4 {
        return None;
    }
    let partner = hands[(leader + 2) & 3];
    let p_trumps = suit_of(partner, trump);
    if p_trumps == 0 {
        return None;
    }
    let top = high_bit(p_trumps);
    let opps = [hands[(leader + 1) & 3], hands[(leader + 3) & 3]];
    for suit in (0..4).filter(|&s| s != trump) {
        if suit_of(hands[leader], suit) == 0 || suit_of(partner, suit) != 0 {
            continue;
        }
        // The trumps of the opponents void in the suit, who may ruff too.
        let over = opps
            .iter()
            .filter(|&&o| suit_of(o, suit) == 0)
            .fold(0, |m, &o| m | suit_of(o, trump));
        if over == 0 {
            return Some(0);
        }
        if high_bit(over) < top {
            return Some(1u64 << (16 * trump as u32 + top));
        }
    }
    None
}

/// Whether the leader's side surely loses the trick about to be led, and the cards that
/// rests on: in every suit the leader holds, an opponent holds the top card and wins with it
/// (a trump wins outright; a side suit wins unless partner, void in it, can ruff — the
/// other opponent ruffing is as good).
pub(super) fn loses_lead(hands: &[u64; 4], trump: usize, leader: usize) -> Option<u64> {
    let partner = hands[(leader + 2) & 3];
    let ours = hands[leader] | partner;
    let partner_trumps = trump < 4 && suit_of(partner, trump) != 0;
    let live = hands[0] | hands[1] | hands[2] | hands[3];
    let mut cards = 0u64;
    for suit in 0..4 {
        if suit_of(hands[leader], suit) == 0 {
            continue;
        }
        let top = 1u64 << (16 * suit as u32 + high_bit(suit_of(live, suit)));
        if ours & top != 0 || (suit != trump && partner_trumps && suit_of(partner, suit) == 0) {
            return None;
        }
        cards |= top;
    }
    Some(cards)
}

/// Whether the leader's side, needing every one of the `left` tricks, surely loses one
/// without trumps in play (no-trump, or no trump left), and the cards that rests on. It must
/// win every trick, so it leads every trick. A suit whose top card it holds can be led at
/// most as often as its longer hand has cards there; when those lengths add up to fewer than
/// `left`, some trick is led in a suit whose top card an opponent holds, and that opponent
/// wins it by following with the top card (the rule double-dummy solvers call *later
/// tricks*). It rests on the opponents' top cards (every card above them keeps its owner);
/// a suit only the opponent holds needs none. Moving a top card away from the leader's side
/// only shortens the count, so the side's own top cards need not be fixed.
pub(super) fn short_of_all(
    hands: &[u64; 4],
    trump: usize,
    leader: usize,
    left: i32,
) -> Option<u64> {
    let live = hands[0] | hands[1] | hands[2] | hands[3];
    if trump < 4 && suit_of(live, trump) != 0 {
        return None;
    }
    if rounds_held(hands, leader) >= left {
        return None;
    }
    let ours = hands[leader] | hands[(leader + 2) & 3];
    let mut cards = 0u64;
    for suit in 0..4 {
        let all = suit_of(live, suit);
        if all == 0 {
            continue;
        }
        let top = high_bit(all);
        if suit_of(ours, suit) & (1 << top) == 0 && all != 1 << top {
            cards |= 1u64 << (16 * suit as u32 + top);
        }
    }
    Some(cards)
}

/// Trump tricks each side is sure of, whoever leads. Every card gets played, one per trick,
/// and a trick with a trump in it goes to its highest trump. So of the `k` highest trumps of
/// one hand, each in a trick of its own, the side loses only those beaten by a higher trump of
/// the opponents in the same trick — at most as many as the opponents hold trumps above the
/// `k`-th: the side takes at least `k` minus that many, for the best `k` of either hand (the
/// smallest such `k`, so that the proof fixes as few cards as possible). Returns NS's and EW's
/// counts with the cards they rest on (the `k`-th trump: every trump above it keeps its owner).
pub(super) fn sure_trump_tricks(hands: &[u64; 4], trump: usize) -> [(i32, u64); 2] {
    let mut out = [(0, 0); 2];
    if trump >= 4 {
        return out;
    }
    for (side, slot) in out.iter_mut().enumerate() {
        let theirs = suit_of(hands[side ^ 1] | hands[side ^ 3], trump);
        for seat in [side, side + 2] {
            let mut held = suit_of(hands[seat], trump);
            if theirs == 0 {
                // With no opposing trumps every trump wins, whatever the ranks.
                let n = ones(held) as i32;
                if n > slot.0 {
                    *slot = (n, 0);
                }
                continue;
            }
            let mut k = 0;
            while held != 0 {
                let top = high_bit(held);
                held &= !(1 << top);
                k += 1;
                let beaten = ones(theirs & !((2u32 << top) - 1)) as i32;
                if k - beaten > slot.0 {
                    *slot = (k - beaten, (1u64 << top) << (16 * trump));
                }
            }
        }
    }
    out
}

/// In no-trump, the tricks the side of `seat`, second to play to the trick `t`, is sure of
/// when it surely wins this one (as [`wins_trick`] finds), and the cards that rests on. The
/// hand of the side holding its highest card of the suit led wins the trick with it and leads
/// next: it then cashes its next card of that suit if that is the highest one left, and in
/// every other suit its top card if no one holds a higher one, or all its cards if no one else
/// holds the suit. Nothing the third hand plays now changes that. (Third hand gains too little
/// from the same count to pay for it: partner may have to overtake.) Counting stops at `need`,
/// the tricks resting on fewest cards counted first.
pub(super) fn second_hand_tricks(
    hands: &[u64; 4],
    trump: usize,
    seat: usize,
    t: &Trick,
    need: i32,
) -> Option<(i32, u64)> {
    if trump < 4 || t.count != 1 {
        return None;
    }
    let won = wins_trick(hands, trump, seat, t)?;
    let led = t.lead_suit as usize;
    let partner = (seat + 2) & 3;
    let (mine, part) = (suit_of(hands[seat], led), suit_of(hands[partner], led));
    let winner = if part == 0 || (mine != 0 && high_bit(mine) > high_bit(part)) {
        seat
    } else {
        partner
    };
    let others = |s: usize| {
        suit_of(
            hands[(winner + 1) & 3] | hands[(winner + 2) & 3] | hands[(winner + 3) & 3],
            s,
        )
    };
    let mut tricks = 1;
    let mut cards = won;
    // Suits no one else holds first (they fix no card), then the top cards of the others,
    // then the suit led's second card (which fixes more of it); stopping at `need`.
    for s in (0..4).filter(|&s| s != led) {
        let held = suit_of(hands[winner], s);
        if held != 0 && others(s) == 0 {
            tricks += ones(held) as i32;
        }
    }
    for s in (0..4).filter(|&s| s != led) {
        if tricks >= need {
            return Some((tricks, cards));
        }
        let (held, theirs) = (suit_of(hands[winner], s), others(s));
        if held != 0 && theirs != 0 && high_bit(held) > high_bit(theirs) {
            tricks += 1;
            cards |= (1u64 << high_bit(held)) << (16 * s);
        }
    }
    let held = suit_of(hands[winner], led);
    let rest = held & !(1 << high_bit(held));
    if tricks < need && rest != 0 && high_bit(rest) > high_bit(others(led) | 1) {
        tricks += 1;
        cards |= (1u64 << high_bit(rest)) << (16 * led);
    }
    Some((tricks, cards))
}

/// Whether the side of `seat`, playing second or third to the trick `t`, surely wins it,
/// and the cards that rests on (the card that wins by rank, if one does).
///
/// Second hand: the third hand, the last opponent to play, cannot ruff, and our side holds
/// the top card of the suit led above everything the third hand holds, or one of us ruffs.
/// Third hand: partner's card already wins and the fourth hand cannot beat it, or a card of
/// ours beats the winner and the fourth hand cannot beat that.
#[inline(always)] // A per-node call of the search: see `search`.
pub(super) fn wins_trick(hands: &[u64; 4], trump: usize, seat: usize, t: &Trick) -> Option<u64> {
    let led = t.lead_suit as usize;
    let side_suit = trump < 4 && led != trump;
    let ruffs = |h: u64| side_suit && suit_of(h, led) == 0 && suit_of(h, trump) != 0;
    let (win_suit, win_rank) = ((t.win_card >> 4) as usize, t.win_card & 15);
    let partner = (seat + 2) & 3;
    let opp = hands[(seat + 1) & 3];
    let card = |suit: usize, rank: u32| 1u64 << (16 * suit as u32 + rank);
    // A card of suit `led` of rank `top` beating the current winner beats the last opponent too.
    let tops_opp = |top: u32| {
        let theirs = suit_of(opp, led);
        !ruffs(opp) && (theirs == 0 || top > high_bit(theirs))
    };
    if t.count == 1 {
        if ruffs(opp) {
            return None;
        }
        let ours = suit_of(hands[seat] | hands[partner], led);
        if ours != 0 && high_bit(ours) > win_rank && tops_opp(high_bit(ours)) {
            return Some(card(led, high_bit(ours)));
        }
        if ruffs(hands[seat]) || ruffs(hands[partner]) {
            return Some(0);
        }
        return None;
    }
    if t.count != 2 {
        return None;
    }
    let board = Board { hands, trump };
    if t.winner as usize == partner && !board.can_beat((seat + 1) & 3, t, false) {
        return Some(1u64 << t.win_card);
    }
    let mine = suit_of(hands[seat], led);
    if mine != 0 {
        let top = high_bit(mine);
        return (win_suit == led && top > win_rank && tops_opp(top)).then(|| card(led, top));
    }
    if !side_suit || suit_of(hands[seat], trump) == 0 {
        return None;
    }
    let top = high_bit(suit_of(hands[seat], trump));
    let opp_trumps = if suit_of(opp, led) == 0 {
        suit_of(opp, trump)
    } else {
        0
    };
    let over = win_suit != trump || top > win_rank;
    if over && (opp_trumps == 0 || top > high_bit(opp_trumps)) {
        let by_rank = win_suit == trump || opp_trumps != 0;
        return Some(if by_rank { card(trump, top) } else { 0 });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand bitset from per-suit rank lists (suit 0 = spades; ranks 2..=14).
    fn hand(suits: [&[u32]; 4]) -> u64 {
        let mut h = 0;
        for (s, ranks) in suits.iter().enumerate() {
            for r in *ranks {
                h |= 1u64 << (16 * s as u32 + r);
            }
        }
        h
    }

    /// The legal cards (bit indices) of `hand` to the trick `t`.
    fn legal(hand: u64, t: &Trick) -> Vec<u32> {
        let suit = 0xffffu64 << (16 * t.lead_suit as u32);
        let pool = if t.count > 0 && hand & suit != 0 {
            hand & suit
        } else {
            hand
        };
        (0..64).filter(|b| pool & (1u64 << b) != 0).collect()
    }

    /// Whether the side of the player to move can make sure of winning the trick `t`, by
    /// trying every card of everyone still to play to it.
    fn side_can_win(hands: &[u64; 4], trump: usize, t: &Trick, side: usize) -> bool {
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

    /// NS's tricks with best play from a position at the start of a trick, by trying every card.
    fn ns_minimax(hands: &[u64; 4], trump: usize, t: Trick) -> i32 {
        let seat = t.to_move();
        if hands[seat] == 0 {
            return 0;
        }
        let values = legal(hands[seat], &t).into_iter().map(|c| {
            let mut h = *hands;
            h[seat] &= !(1u64 << c);
            let next = t.play(c, trump);
            if next.count == 4 {
                let w = next.winner as usize;
                (w & 1 == 0) as i32 + ns_minimax(&h, trump, Trick::start(w))
            } else {
                ns_minimax(&h, trump, next)
            }
        });
        if seat & 1 == 0 {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    }

    /// A seeded stream of numbers: `next(n)` is below `n`.
    fn random(mut seed: u64) -> impl FnMut(u64) -> u64 {
        move |n| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % n
        }
    }

    /// Random deals of `n` cards a hand from `suits` suits (at least enough for the hands).
    fn random_hands(next: &mut impl FnMut(u64) -> u64, n: usize, suits: u32) -> [u64; 4] {
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

    /// On random endings, each side takes at least the trump tricks `sure_trump_tricks` counts
    /// for it, whoever leads: checked against trying every card.
    #[test]
    fn sure_trump_tricks_are_taken_against_any_defence() {
        let mut next = random(7);
        let mut counted = 0;
        for case in 0..600 {
            let n = 2 + case % 3;
            let suits = 2 + next(2) as u32;
            let hands = random_hands(&mut next, n, suits);
            let trump = next(2) as usize;
            let [(ns, _), (ew, _)] = sure_trump_tricks(&hands, trump);
            counted += (ns > 0) as u32 + (ew > 0) as u32;
            for leader in 0..4 {
                let value = ns_minimax(&hands, trump, Trick::start(leader));
                assert!(
                    ns <= value && ew <= n as i32 - value,
                    "hands {hands:x?} trump {trump} leader {leader}: NS {value}, sure {ns}/{ew}"
                );
            }
        }
        assert!(counted > 150, "only {counted} sure counts");
    }

    /// On random endings, the leader's side takes at least the tricks `quick_tricks` counts for
    /// it (whatever it needs), also after the cards below those the count rests on are dealt
    /// again: checked against trying every card. Few suits and short hands make small cards
    /// led to partner's winners, overtaking partners, blocked suits and ruffs common.
    #[test]
    fn quick_tricks_are_taken_against_any_defence() {
        let mut next = random(5);
        let mut counted = 0;
        // One memo for all the cases, as in a search: most suits are found there.
        let mut memo = SplitMemo::new();
        for case in 0..4_000 {
            let n = 2 + case % 3;
            let suits = 2 + next(3) as u32;
            let hands = random_hands(&mut next, n, suits);
            let trump = [0, 1, 4, 4][next(4) as usize];
            let leader = next(4) as usize;
            // Any number of tricks needed: counting stops there, and the card-by-card plans
            // are tried only when they might reach it.
            let need = 1 + next(n as u64) as i32;
            let (quick, relied) = quick_tricks(&hands, trump, leader, n as i32, need, &mut memo);
            counted += (quick >= 2) as u32;
            for h in [hands, redeal_below(&hands, relied, &mut next)] {
                let ns = ns_minimax(&h, trump, Trick::start(leader));
                let side = if leader & 1 == 0 { ns } else { n as i32 - ns };
                assert!(
                    side >= quick,
                    "hands {h:x?} (dealt {hands:x?}) trump {trump} leader {leader}: {side} < {quick}"
                );
            }
        }
        assert!(counted > 800, "only {counted} counts of two or more");
    }

    /// On random endings with no trump against the leader, the leader's side takes at least
    /// the tricks `cross_tricks` counts for a plan that crosses to partner (as many as are
    /// left), also after the cards below those the count rests on are dealt again: checked
    /// against trying every card. Endings of up to five cards leave room for suits cashed
    /// before the crossing, the crossing, suits cashed after it and suits split between the
    /// two phases.
    #[test]
    fn crossing_to_partner_is_taken_against_any_defence() {
        let mut next = random(31);
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
                    takes_at_least(&h, trump, Trick::start(leader), leader & 1, crossed),
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
        let mut next = random(41);
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

    /// On random no-trump endings with one card led, the second hand's side takes at least the
    /// tricks `second_hand_tricks` counts (whatever it needs), also after the cards below those
    /// the count rests on are dealt again: checked against trying every card.
    #[test]
    fn second_hand_tricks_are_taken_against_any_defence() {
        let mut next = random(11);
        let mut counted = 0;
        for case in 0..1_500 {
            let n = 2 + case % 3;
            let suits = 2 + next(3) as u32;
            let mut hands = random_hands(&mut next, n, suits);
            let mut t = Trick::start(next(4) as usize);
            let cards = legal(hands[t.leader as usize], &t);
            let c = cards[next(cards.len() as u64) as usize];
            hands[t.leader as usize] &= !(1u64 << c);
            t = t.play(c, 4);
            let seat = t.to_move();
            // Any number of tricks needed: counting stops there.
            let need = 1 + next(n as u64) as i32;
            let Some((sure, relied)) = second_hand_tricks(&hands, 4, seat, &t, need) else {
                continue;
            };
            counted += (sure > 1) as u32;
            for h in [hands, redeal_below(&hands, relied, &mut next)] {
                let ns = ns_minimax(&h, 4, t);
                let side = if seat & 1 == 0 { ns } else { n as i32 - ns };
                assert!(
                    side >= sure,
                    "hands {h:x?} (dealt {hands:x?}) trick {t:?}: {side} < {sure}"
                );
            }
        }
        assert!(counted > 150, "only {counted} counts past the trick itself");
    }

    /// Whether `side` can take at least `k` of the tricks left from the trick `t`, by trying
    /// every card (a line ends once the count is reached or out of reach).
    fn takes_at_least(hands: &[u64; 4], trump: usize, t: Trick, side: usize, k: i32) -> bool {
        let seat = t.to_move();
        if k <= 0 {
            return true;
        }
        if k > hands[seat].count_ones() as i32 {
            return false;
        }
        let mut outcomes = legal(hands[seat], &t).into_iter().map(|c| {
            let mut h = *hands;
            h[seat] &= !(1u64 << c);
            let next = t.play(c, trump);
            if next.count < 4 {
                takes_at_least(&h, trump, next, side, k)
            } else {
                let w = next.winner as usize;
                let won = (w & 1 == side) as i32;
                takes_at_least(&h, trump, Trick::start(w), side, k - won)
            }
        });
        if seat & 1 == side {
            outcomes.any(|w| w)
        } else {
            outcomes.all(|w| w)
        }
    }

    /// `hands` with the cards of each suit below its card in `relied` (all of them where it
    /// has none) dealt again among the hands that held them, each keeping its count.
    fn redeal_below(hands: &[u64; 4], relied: u64, next: &mut impl FnMut(u64) -> u64) -> [u64; 4] {
        let held = hands[0] | hands[1] | hands[2] | hands[3];
        let mut out = *hands;
        for suit in 0..4u32 {
            let edge = match suit_of(relied, suit as usize) {
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

    /// On random endings without trumps in play, whenever `short_of_all` says the leader's
    /// side cannot take every trick, it cannot, nor after the cards below those the proof
    /// rests on are dealt again: checked by trying every card. Five-card endings leave room
    /// for squeezes.
    #[test]
    fn short_of_all_holds_against_any_play() {
        let mut next = random(23);
        let mut fired = 0;
        for case in 0..3_000 {
            let n = 2 + case % 4;
            let suits = 2 + next(2) as u32;
            let hands = random_hands(&mut next, n, suits);
            // No-trump, or clubs as trumps when no club was dealt.
            let trump = [4, 3][next(2) as usize];
            let leader = next(4) as usize;
            let Some(relied) = short_of_all(&hands, trump, leader, n as i32) else {
                continue;
            };
            fired += 1;
            for h in [hands, redeal_below(&hands, relied, &mut next)] {
                assert!(
                    !takes_at_least(&h, trump, Trick::start(leader), leader & 1, n as i32),
                    "hands {h:x?} (dealt {hands:x?}) trump {trump} leader {leader}"
                );
            }
        }
        assert!(fired > 500, "the rule fired only {fired} times");
    }

    /// On random endings in a suit contract, whenever `ruffs_lead` says partner surely ruffs
    /// the lead, the leader's side can win the trick, also after the cards below those the
    /// proof rests on are dealt again: checked by trying every card of everyone.
    #[test]
    fn a_ruff_by_partner_wins_the_lead() {
        let mut next = random(41);
        let mut fired = 0;
        for case in 0..6_000 {
            let n = 2 + case % 3;
            let suits = 2 + next(3) as u32;
            let hands = random_hands(&mut next, n, suits);
            let trump = next(suits as u64) as usize;
            let leader = next(4) as usize;
            let Some(relied) = ruffs_lead(&hands, trump, leader) else {
                continue;
            };
            fired += 1;
            for h in [hands, redeal_below(&hands, relied, &mut next)] {
                assert!(
                    side_can_win(&h, trump, &Trick::start(leader), leader & 1),
                    "hands {h:x?} (dealt {hands:x?}) trump {trump} leader {leader}"
                );
            }
        }
        assert!(fired > 300, "the rule fired only {fired} times");
    }

    /// On random tricks in progress, whenever `wins_trick` says the side to move surely wins
    /// the trick, it can: checked by trying every card of everyone still to play.
    #[test]
    fn a_sure_trick_is_won_whatever_the_others_play() {
        let mut next = random(99);
        let mut sure = 0;
        for _ in 0..20_000 {
            // Four hands of four cards from two or three suits, so that voids and ruffs occur.
            let suits = 2 + next(2) as u32;
            let mut hands = random_hands(&mut next, 4, suits);
            let trump = [0, 1, 4][next(3) as usize];
            let mut t = Trick::start(next(4) as usize);
            for _ in 0..1 + next(2) {
                let seat = t.to_move();
                let cards = legal(hands[seat], &t);
                let c = cards[next(cards.len() as u64) as usize];
                hands[seat] &= !(1u64 << c);
                t = t.play(c, trump);
            }
            let seat = t.to_move();
            if wins_trick(&hands, trump, seat, &t).is_some() {
                sure += 1;
                assert!(
                    side_can_win(&hands, trump, &t, seat & 1),
                    "hands {hands:x?} trump {trump} trick {t:?}"
                );
            }
        }
        // The check is not vacuous: plenty of tricks were found sure.
        assert!(sure > 2_000, "only {sure} sure tricks");
    }

    #[test]
    fn cashes_top_cards_and_stops_at_a_ruff() {
        // Hearts are trumps. North holds the spade AK, but East and West have one spade each
        // and trumps: only one round is safe.
        let hands = [
            hand([&[14, 13], &[2], &[], &[]]),
            hand([&[3], &[3], &[4], &[]]),
            hand([&[4], &[4], &[5], &[]]),
            hand([&[5], &[5], &[6], &[]]),
        ];
        let (n, cards) = quick_tricks(&hands, 1, 0, 3, 13, &mut SplitMemo::new());
        assert_eq!(n, 1);
        assert_eq!(cards, 1 << 14);
        // In no-trump both spades cash.
        assert_eq!(
            quick_tricks(&hands, 4, 0, 3, 13, &mut SplitMemo::new()).0,
            2
        );
    }

    #[test]
    fn partner_overtaking_ends_the_run() {
        // North's Q leads to South's singleton A: the trick is won, but South is on lead.
        let hands = [
            hand([&[12], &[14], &[], &[]]),
            hand([&[2], &[3], &[], &[]]),
            hand([&[14], &[4], &[], &[]]),
            hand([&[3], &[5], &[], &[]]),
        ];
        // Spades: North's Q is below South's A but above the opponents' cards: cash 1, lead
        // lost. Hearts: North's A keeps the lead. Total 2 (hearts, then spades).
        assert_eq!(
            quick_tricks(&hands, 4, 0, 2, 13, &mut SplitMemo::new()).0,
            2
        );
    }

    /// Trumps below an opposing trump still count when the opponents have too few to beat
    /// them all: AKQ543 against J2 is sure of five tricks (only the J can beat one of them).
    #[test]
    fn long_trumps_outnumbering_the_higher_opposing_ones_are_sure() {
        let hands = [
            hand([&[14, 13, 12, 5, 4, 3], &[], &[], &[]]),
            hand([&[11], &[2, 3, 4, 5, 6], &[], &[]]),
            hand([&[], &[7, 8, 9], &[2, 3, 4], &[]]),
            hand([&[2], &[10, 11, 12, 13, 14], &[], &[]]),
        ];
        let [ns, ew] = sure_trump_tricks(&hands, 0);
        // The sixth trump (the 3) is the lowest that mattered: one opposing trump above it.
        assert_eq!(ns, (5, 1 << 3));
        assert_eq!(ew.0, 0);
    }

    #[test]
    fn trumps_above_every_opposing_trump_are_sure() {
        // Spades are trumps. North's A and K beat East's Q and West's T; the 9 does not.
        // South has none. East's Q and West's T are below North's top: EW are sure of none.
        let hands = [
            hand([&[14, 13, 9], &[], &[], &[]]),
            hand([&[12], &[2], &[3], &[]]),
            hand([&[], &[3, 4], &[2], &[]]),
            hand([&[10], &[5], &[4], &[]]),
        ];
        let [ns, ew] = sure_trump_tricks(&hands, 0);
        assert_eq!(ns, (2, 1 << 13));
        assert_eq!(ew.0, 0);
        // With no trumps against them, every trump of the longer hand counts.
        let hands = [hands[0], hands[1] & !0xffff, hands[2], hands[3] & !0xffff];
        assert_eq!(sure_trump_tricks(&hands, 0)[0], (3, 0));
    }
}
