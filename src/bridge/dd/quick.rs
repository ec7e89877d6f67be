//! Sure tricks, counted without search: the cut-offs that end most of the search early.
//!
//! Each function returns a number of tricks a side is certain to take and the cards the
//! certainty rests on (a hand bitset holding, per suit, the lowest card that mattered: the
//! transposition table fixes every card from the top of the suit down to it).

use super::moves::{high_bit, ones, suit_of};

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
/// a small card led to partner's own winners.
///
/// Counting stops once `need` tricks are found: the fewer suits a cut-off relies on, the more
/// positions its table entry covers.
pub(super) fn quick_tricks(
    hands: &[u64; 4],
    trump: usize,
    leader: usize,
    left: i32,
    need: i32,
) -> (i32, u64) {
    let opps = [hands[(leader + 1) & 3], hands[(leader + 3) & 3]];
    // Trumps first: when the leader's sure trump winners outlast every opponent's trumps,
    // drawing them first leaves nobody to ruff the side suits.
    let mut drawn = trump >= 4;
    let mut order = [0usize, 1, 2, 3];
    // The trump suit's own count, found first and used again in the loop.
    let mut trumps = None;
    if trump < 4 {
        order.swap(0, trump);
        let (n, keeps) = suit_tricks(hands, trump, leader, 13);
        let most = ones(suit_of(opps[0], trump)).max(ones(suit_of(opps[1], trump)));
        drawn = most == 0 || (keeps && n.tricks >= most);
        trumps = Some((n, keeps));
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
    for suit in order {
        let (n, keeps) = match trumps.take() {
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
        if n.tricks == 0 {
            continue;
        }
        let c = (n.lowest as u64) << (16 * suit);
        if keeps {
            total += n.tricks as i32;
            cards |= c;
            if total >= need {
                return (total.min(left), cards);
            }
        } else if n.tricks as i32 > extra {
            extra = n.tricks as i32;
            extra_cards = c;
        }
    }
    if total + extra <= left {
        total += extra;
        cards |= extra_cards;
    }
    (total.min(left), cards)
}

/// Sure tricks of one suit for the leader's side and the lowest card they rest on.
struct SuitTricks {
    tricks: u32,
    lowest: u32,
}

/// The tricks the leader's side cashes in `suit` within `rounds` rounds, and whether the
/// leader keeps the lead afterwards. The leader's own winners come first; if partner may
/// have to overtake, only the rounds until then count and the lead is lost. Without winners
/// of the leader's own, a small card led to partner's winners (the lead is lost too).
fn suit_tricks(hands: &[u64; 4], suit: usize, leader: usize, rounds: u32) -> (SuitTricks, bool) {
    let none = SuitTricks {
        tricks: 0,
        lowest: 0,
    };
    let mine = suit_of(hands[leader], suit);
    if mine == 0 || rounds == 0 {
        return (none, false);
    }
    let part = suit_of(hands[(leader + 2) & 3], suit);
    let opp = suit_of(hands[(leader + 1) & 3] | hands[(leader + 3) & 3], suit);
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
        let cashed = top_n(winners, cash);
        let lowest = cashed & cashed.wrapping_neg();
        let under = ones(part & (lowest - 1));
        if under >= cash.min(ones(part)) {
            return (
                SuitTricks {
                    tricks: cash,
                    lowest,
                },
                true,
            );
        }
        // Partner overtakes by round `under + 1` at the latest; after that the leader's
        // remaining winners are no longer sure to cash.
        let n = cash.min(under + 1);
        let cashed = top_n(winners, n);
        let lowest = cashed & cashed.wrapping_neg();
        return (SuitTricks { tricks: n, lowest }, false);
    }
    let p_win = above(part);
    let p_cash = ones(p_win).min(rounds);
    if p_cash == 0 {
        return (none, false);
    }
    let cashed = top_n(p_win, p_cash);
    (
        SuitTricks {
            tricks: p_cash,
            lowest: cashed & cashed.wrapping_neg(),
        },
        false,
    )
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

/// Trump tricks each side is sure of, whoever leads: a trump higher than every trump of the
/// opponents wins the trick it is played to, or partner's higher trump does — and every card
/// gets played some time, one per trick. So a side takes at least as many tricks as one of
/// its hands holds such trumps. Returns NS's and EW's counts with the cards they rest on.
pub(super) fn sure_trump_tricks(hands: &[u64; 4], trump: usize) -> [(i32, u64); 2] {
    let mut out = [(0, 0); 2];
    if trump >= 4 {
        return out;
    }
    for (side, slot) in out.iter_mut().enumerate() {
        let theirs = suit_of(hands[side ^ 1] | hands[side ^ 3], trump);
        for seat in [side, side + 2] {
            let held = suit_of(hands[seat], trump);
            let above = if theirs == 0 {
                held
            } else {
                held & !((2u32 << high_bit(theirs)) - 1)
            };
            let n = ones(above) as i32;
            if n > slot.0 {
                // With no opposing trumps no rank matters.
                let lowest = if theirs == 0 {
                    0
                } else {
                    above & above.wrapping_neg()
                };
                *slot = (n, (lowest as u64) << (16 * trump));
            }
        }
    }
    out
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
        let (n, cards) = quick_tricks(&hands, 1, 0, 3, 13);
        assert_eq!(n, 1);
        assert_eq!(cards, 1 << 14);
        // In no-trump both spades cash.
        assert_eq!(quick_tricks(&hands, 4, 0, 3, 13).0, 2);
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
        assert_eq!(quick_tricks(&hands, 4, 0, 2, 13).0, 2);
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
