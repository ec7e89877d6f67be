//! Cut-offs in a trick in progress: the side of the second or third hand surely wins the
//! trick, and in no-trump the second hand's side may be sure of more tricks after it.

use super::bits::{high_bit, ones, suit_of};
use super::moves::Board;
use super::trick::Trick;

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
    use crate::bridge::dd::testing::{
        legal, numbers, random_hands, redeal_below, side_can_win, side_makes,
    };

    /// On random no-trump endings with one card led, the second hand's side takes at least the
    /// tricks `second_hand_tricks` counts (whatever it needs), also after the cards below those
    /// the count rests on are dealt again: checked against trying every card.
    #[test]
    fn second_hand_tricks_are_taken_against_any_defence() {
        let mut next = numbers(11);
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
                assert!(
                    side_makes(&h, 4, t, seat & 1, sure),
                    "hands {h:x?} (dealt {hands:x?}) trick {t:?}: not {sure}"
                );
            }
        }
        assert!(counted > 150, "only {counted} counts past the trick itself");
    }

    /// On random tricks in progress, whenever `wins_trick` says the side to move surely wins
    /// the trick, it can: checked by trying every card of everyone still to play.
    #[test]
    fn a_sure_trick_is_won_whatever_the_others_play() {
        let mut next = numbers(99);
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
}
