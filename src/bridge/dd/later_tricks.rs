//! The later-tricks rule: a side that needs every trick without trumps in play fails when the
//! suits it holds the top of cannot be led to every trick.

use super::bits::{high_bit, ones, suit_of};

/// The most rounds the leader's side can win in the suits whose top card it holds (the
/// longer of its hands there): no play of the suits wins more. An opponent holding the top
/// card wins the first round led there, so those suits give no sure trick; nor can the side
/// lead them and keep every trick ([`short_of_all`]).
pub(super) fn rounds_held(hands: &[u64; 4], leader: usize) -> i32 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::testing::{numbers, random_hands, redeal_below, side_makes};
    use crate::bridge::dd::trick::Trick;

    /// On random endings without trumps in play, whenever `short_of_all` says the leader's
    /// side cannot take every trick, it cannot, nor after the cards below those the proof
    /// rests on are dealt again: checked by trying every card. Five-card endings leave room
    /// for squeezes.
    #[test]
    fn short_of_all_holds_against_any_play() {
        let mut next = numbers(23);
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
                    !side_makes(&h, trump, Trick::start(leader), leader & 1, n as i32),
                    "hands {h:x?} (dealt {hands:x?}) trump {trump} leader {leader}"
                );
            }
        }
        assert!(fired > 500, "the rule fired only {fired} times");
    }
}
