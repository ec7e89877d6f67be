//! Sure trump tricks: the trump tricks each side takes whoever leads.

use super::bits::{high_bit, ones, suit_of};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::dd::testing::{hand, ns_tricks, numbers, random_hands};
    use crate::bridge::dd::trick::Trick;

    /// On random endings, each side takes at least the trump tricks `sure_trump_tricks` counts
    /// for it, whoever leads: checked against trying every card.
    #[test]
    fn sure_trump_tricks_are_taken_against_any_defence() {
        let mut next = numbers(7);
        let mut counted = 0;
        for case in 0..600 {
            let n = 2 + case % 3;
            let suits = 2 + next(2) as u32;
            let hands = random_hands(&mut next, n, suits);
            let trump = next(2) as usize;
            let [(ns, _), (ew, _)] = sure_trump_tricks(&hands, trump);
            counted += (ns > 0) as u32 + (ew > 0) as u32;
            for leader in 0..4 {
                let value = ns_tricks(&hands, trump, Trick::start(leader));
                assert!(
                    ns <= value && ew <= n as i32 - value,
                    "hands {hands:x?} trump {trump} leader {leader}: NS {value}, sure {ns}/{ew}"
                );
            }
        }
        assert!(counted > 150, "only {counted} sure counts");
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
