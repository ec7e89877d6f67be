//! Move generation for the search: one card per group of equivalent cards, ordered so that
//! the likely best card comes first (alpha-beta cuts off sooner the better the order).
//!
//! Cards are bit indices into a hand bitset (16 × suit + rank). Two cards of one hand are
//! equivalent when no card still in play (in a hand or on the table this trick) lies between
//! them: whichever is played, the rest of the play can go the same way.

use super::search::Trick;

/// Up to 13 candidate cards, best first.
pub(super) struct Moves {
    cards: [u8; 13],
    scores: [i16; 13],
    len: usize,
}

impl Moves {
    fn new() -> Moves {
        Moves {
            cards: [0; 13],
            scores: [0; 13],
            len: 0,
        }
    }

    /// Inserts keeping the list sorted by score, best first (stable for equal scores).
    fn push(&mut self, card: u32, score: i16) {
        let mut i = self.len;
        while i > 0 && self.scores[i - 1] < score {
            self.cards[i] = self.cards[i - 1];
            self.scores[i] = self.scores[i - 1];
            i -= 1;
        }
        self.cards[i] = card as u8;
        self.scores[i] = score;
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn get(&self, i: usize) -> u32 {
        self.cards[i] as u32
    }
}

/// The ranks of one suit held by a hand.
#[inline]
fn suit_of(hand: u64, suit: usize) -> u32 {
    ((hand >> (16 * suit)) & 0xffff) as u32
}

#[inline]
fn high_bit(x: u32) -> u32 {
    31 - x.leading_zeros()
}

/// Calls `f(top, low)` for every group of equivalent cards of `held` (ranks of one suit),
/// given `live`, all ranks of the suit still in play. Groups come from the top down.
#[inline]
pub(super) fn for_groups(held: u32, live: u32, mut f: impl FnMut(u32, u32)) {
    let mut rest = held;
    while rest != 0 {
        let top = high_bit(rest);
        let mut low = top;
        loop {
            let below = live & ((1 << low) - 1);
            if below == 0 {
                break;
            }
            let next = high_bit(below);
            if held & (1 << next) == 0 {
                break;
            }
            low = next;
        }
        rest &= !(((2u32 << top) - 1) ^ ((1u32 << low) - 1));
        f(top, low);
    }
}

/// Everything the ordering heuristics look at.
pub(super) struct Board<'a> {
    pub hands: &'a [u64; 4],
    pub trump: usize,
}

impl Board<'_> {
    fn live(&self, suit: usize, table: u64) -> u32 {
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3] | table;
        suit_of(all, suit)
    }

    fn has_trumps(&self, seat: usize) -> bool {
        self.trump < 4 && suit_of(self.hands[seat], self.trump) != 0
    }

    /// Cards the leader may lead, best first.
    pub fn lead_moves(&self, leader: usize) -> Moves {
        let mut out = Moves::new();
        let me = self.hands[leader];
        let partner = (leader + 2) & 3;
        let (lho, rho) = ((leader + 1) & 3, (leader + 3) & 3);
        for suit in 0..4 {
            let held = suit_of(me, suit);
            if held == 0 {
                continue;
            }
            let live = self.live(suit, 0);
            let top = high_bit(live);
            let ours = suit_of(me | self.hands[partner], suit);
            let opp_top = suit_of(self.hands[lho] | self.hands[rho], suit);
            let lho_len = suit_of(self.hands[lho], suit).count_ones();
            let rho_len = suit_of(self.hands[rho], suit).count_ones();
            let side_suit = self.trump < 4 && suit != self.trump;
            let opp_can_ruff = side_suit
                && ((lho_len == 0 && self.has_trumps(lho))
                    || (rho_len == 0 && self.has_trumps(rho)));
            let partner_ruffs =
                side_suit && suit_of(self.hands[partner], suit) == 0 && self.has_trumps(partner);
            let we_top = ours & (1 << top) != 0;
            let length = held.count_ones() as i16;
            for_groups(held, live, |gtop, low| {
                let card = (16 * suit as u32) + low;
                let mut score: i16;
                if gtop == top {
                    // A winner of the leader's own.
                    score = if opp_can_ruff { 10 } else { 80 };
                    if suit == self.trump {
                        score += 5;
                    }
                } else if we_top {
                    // Partner holds the top card: lead low towards it.
                    score = if opp_can_ruff { 5 } else { 60 };
                    score -= high_bit(held) as i16 - low as i16;
                } else if partner_ruffs {
                    score = 50;
                } else {
                    // Leading away: prefer suits where the opponents' top is not sitting
                    // over a card of ours, and long suits.
                    score = 20 + length - (gtop as i16) / 2;
                    if opp_top != 0 && high_bit(suit_of(self.hands[lho], suit) | 1) == top {
                        score -= 8;
                    }
                }
                out.push(card, score);
            });
        }
        out
    }

    /// Legal cards of `seat`, which follows to the trick `t`, best first.
    pub fn follow_moves(&self, seat: usize, t: &Trick) -> Moves {
        let mut out = Moves::new();
        let me = self.hands[seat];
        let led = t.lead_suit as usize;
        let held = suit_of(me, led);
        let win_suit = (t.win_card >> 4) as usize;
        let win_rank = t.win_card & 15;
        let partner_winning = t.winner as usize == (seat + 2) & 3;
        let last = t.count == 3;
        if held != 0 {
            let live = self.live(led, t.cards);
            // Beating the current winner is possible only if it is not a ruff.
            let beat_from = if win_suit == led { win_rank + 1 } else { 16 };
            let next = (seat + 1) & 3;
            let next_best = if last {
                0
            } else {
                suit_of(self.hands[next], led)
            };
            for_groups(held, live, |top, low| {
                let card = (16 * led as u32) + low;
                let beats = top >= beat_from;
                let score: i16 = if partner_winning && (last || win_rank > high_bit(next_best | 1))
                {
                    // Partner has it: play low.
                    50 - low as i16
                } else if beats {
                    // Win as cheaply as possible; in second or third seat aim above the
                    // next player's best card when we can.
                    if last || top > high_bit(next_best | 1) {
                        70 - top as i16
                    } else if t.count == 1 {
                        20 - top as i16
                    } else {
                        30 - top as i16
                    }
                } else {
                    40 - low as i16
                };
                out.push(card, score);
            });
            return out;
        }
        // Void in the suit led: ruff or discard.
        for suit in 0..4 {
            let h = suit_of(me, suit);
            if h == 0 {
                continue;
            }
            let live = self.live(suit, t.cards);
            let is_trump = suit == self.trump;
            let length = h.count_ones() as i16;
            let top_live = high_bit(live);
            for_groups(h, live, |top, low| {
                let card = (16 * suit as u32) + low;
                let score = if is_trump {
                    let beats = win_suit != self.trump || top > win_rank;
                    if partner_winning || !beats {
                        -20 - low as i16
                    } else {
                        60 - low as i16
                    }
                } else {
                    // Discard: low cards from long suits, keep winners.
                    let mut s = 10 + length - low as i16 / 2;
                    if top == top_live {
                        s -= 15;
                    }
                    s
                };
                out.push(card, score);
            });
        }
        out
    }
}
