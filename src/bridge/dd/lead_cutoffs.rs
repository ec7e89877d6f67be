//! Cut-offs on the trick about to be led: the leader's side surely wins it by partner's ruff,
//! or surely loses it to the opponents' top cards.

use super::bits::{high_bit, suit_of};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::testing::{numbers, random_hands, redeal_below, side_can_win};
    use crate::bridge::dd::trick::Trick;

    /// On random endings in a suit contract, whenever `ruffs_lead` says partner surely ruffs
    /// the lead, the leader's side can win the trick, also after the cards below those the
    /// proof rests on are dealt again: checked by trying every card of everyone.
    #[test]
    fn a_ruff_by_partner_wins_the_lead() {
        let mut next = numbers(41);
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
}
