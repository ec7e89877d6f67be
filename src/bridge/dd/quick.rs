//! Quick tricks: the tricks the leader's side can take at once from the top of its suits,
//! counted without search (the cut-off that ends most lead nodes early).
//!
//! Like every sure-trick count, it returns a number of tricks and the cards the certainty
//! rests on (a hand bitset holding, per suit, the lowest card that mattered: the
//! transposition table fixes every card from the top of the suit down to it).

use super::bits::{ones, suit_of};
use super::cashing::{suit_tricks, SuitTricks};
use super::crossing::{cross_tricks, plan_rounds, PackedSplit, SplitMemo, ALONE};

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
                // cut-off fixes fewer cards, and its table entry covers more positions (fewer
                // nodes, although the bound is then no higher than needed). Not when the
                // count relied on the suit's small cards winning once the opponents are out
                // of it, which takes every round.
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
    // falls short (often, in no-trump).
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::testing::{hand, numbers, random_hands, redeal_below, side_makes};
    use crate::bridge::dd::trick::Trick;

    /// On random endings, the leader's side takes at least the tricks `quick_tricks` counts for
    /// it (whatever it needs), also after the cards below those the count rests on are dealt
    /// again: checked against trying every card. Few suits and short hands make small cards
    /// led to partner's winners, overtaking partners, blocked suits and ruffs common.
    #[test]
    fn quick_tricks_are_taken_against_any_defence() {
        let mut next = numbers(5);
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
                assert!(
                    side_makes(&h, trump, Trick::start(leader), leader & 1, quick),
                    "hands {h:x?} (dealt {hands:x?}) trump {trump} leader {leader}: not {quick}"
                );
            }
        }
        assert!(counted > 800, "only {counted} counts of two or more");
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
}
