//! Groups of equivalent cards. Two cards of one hand are equivalent when no card still in
//! play (in a hand or on the table this trick) lies between them: whichever is played, the
//! rest of the play can go the same way, so the search tries one card per group.

use super::bits::high_bit;

/// The cards of `held` above the highest of `below` (all of them when `below` is empty): a
/// group of equivalent cards runs down to just above the next card of another hand.
#[inline]
pub(super) fn above_highest(held: u32, below: u32) -> u32 {
    if below == 0 {
        held
    } else {
        held & !((2u32 << high_bit(below)) - 1)
    }
}

/// Calls `f(top, low)` for every group of equivalent cards of `held` (ranks of one suit),
/// given `live`, all ranks of the suit still in play. Groups come from the top down.
#[inline]
pub(super) fn for_groups(held: u32, live: u32, mut f: impl FnMut(u32, u32)) {
    // A group runs down from its top card to just above the next card of another hand.
    let others = live & !held;
    let mut rest = held;
    while rest != 0 {
        let top = high_bit(rest);
        let group = above_highest(rest, others & ((1 << top) - 1));
        rest &= !group;
        f(top, group.trailing_zeros());
    }
}

/// The lowest card of each group of equivalent cards of `hand` (as [`for_groups`]'s), all four
/// suits at once, given every card still in play `live`. Each held card is extended upwards
/// through the ranks out of play (never from one suit into the next): a group is then a run of
/// bits, starting at its lowest card. Branch-free, unlike walking the groups of each suit; the
/// lead ordering counts the opponents' groups at every lead.
#[inline]
pub(super) fn group_lows(hand: u64, live: u64) -> u64 {
    let mut g = hand;
    // Out of play and not the bottom bit of a suit, which no card occupies: a fill reaching the
    // top of one suit stops there.
    let mut through = !live & 0xfffe_fffe_fffe_fffe;
    g |= through & (g << 1);
    through &= through << 1;
    g |= through & (g << 2);
    through &= through << 2;
    g |= through & (g << 4);
    through &= through << 4;
    g |= through & (g << 8);
    g & !(g << 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::bits::suit_of;
    use crate::bridge::dd::testing::words;

    /// Groups come out top down, each from its top to just above the next card of another
    /// hand, whatever lies below.
    #[test]
    fn groups_run_down_to_the_next_card_of_another_hand() {
        // Held: A K J 9 8 2; others: Q T 3 (bits are ranks).
        let r = |ranks: &[u32]| ranks.iter().fold(0u32, |m, &x| m | 1 << x);
        let held = r(&[14, 13, 11, 9, 8, 2]);
        let live = held | r(&[12, 10, 3]);
        let mut groups = Vec::new();
        for_groups(held, live, |top, low| groups.push((top, low)));
        assert_eq!(groups, [(14, 13), (11, 11), (9, 8), (2, 2)]);
    }

    /// The branch-free group count agrees with walking the groups, on random hands and cards
    /// in play (an independent count: [`for_groups`] walks each suit from its top card down).
    #[test]
    fn group_lows_mark_one_card_per_group() {
        let mut next = words(0x9e37_79b9_7f4a_7c15u64);
        // Ranks 2..=14 of each suit.
        let ranks = 0x7ffc_7ffc_7ffc_7ffcu64;
        for _ in 0..20_000 {
            let live = next() & ranks;
            let hand = live & next() & next();
            let lows = group_lows(hand, live);
            for suit in 0..4 {
                let mut want = 0u32;
                for_groups(suit_of(hand, suit), suit_of(live, suit), |_, low| {
                    want |= 1 << low
                });
                assert_eq!(suit_of(lows, suit), want, "hand {hand:x} live {live:x}");
            }
        }
    }
}
