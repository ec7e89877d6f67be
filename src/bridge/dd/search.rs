//! The search proper: a zero-window alpha-beta over cards, answering "can North-South take at
//! least `target` of the remaining tricks?". Callers find exact values with a few such tests
//! (MTD(f)-style). Positions at the start of a trick go through quick-trick cut-offs and the
//! transposition table. Recursion depth is one frame per card, at most 52 (wasm-safe).

use super::moves::Board;
use super::tt::Tt;

/// The state of the trick being played.
#[derive(Clone, Copy, Debug)]
pub(super) struct Trick {
    pub leader: u8,
    /// Cards played to it so far (0..=3 while in progress).
    pub count: u8,
    /// The cards played to it, as a bitset.
    pub cards: u64,
    pub lead_suit: u8,
    /// The card winning so far (bit index) and its player.
    pub win_card: u32,
    pub winner: u8,
}

impl Trick {
    pub fn start(leader: usize) -> Trick {
        Trick {
            leader: leader as u8,
            count: 0,
            cards: 0,
            lead_suit: 0,
            win_card: 0,
            winner: leader as u8,
        }
    }

    pub fn to_move(&self) -> usize {
        (self.leader as usize + self.count as usize) & 3
    }

    /// The trick after the player to move plays `card`.
    pub fn play(&self, card: u32, trump: usize) -> Trick {
        let seat = self.to_move() as u8;
        let mut t = *self;
        t.cards |= 1 << card;
        if t.count == 0 {
            t.lead_suit = (card >> 4) as u8;
            t.win_card = card;
            t.winner = seat;
        } else {
            let (cs, ws) = ((card >> 4) as usize, (t.win_card >> 4) as usize);
            let beats = if cs == ws {
                card > t.win_card
            } else {
                cs == trump
            };
            if beats {
                t.win_card = card;
                t.winner = seat;
            }
        }
        t.count += 1;
        t
    }
}

/// One search over a position; borrows the solver's table.
pub(super) struct Search<'a> {
    pub hands: [u64; 4],
    /// 0..=3 for a trump suit, 4 for no-trump.
    pub trump: usize,
    pub tt: &'a mut Tt,
    pub nodes: u64,
}

#[inline]
fn suit_of(hand: u64, suit: usize) -> u32 {
    ((hand >> (16 * suit)) & 0xffff) as u32
}

impl Search<'_> {
    /// Can North-South take at least `target` of the tricks left (the current one included)?
    pub fn ns_reaches(&mut self, t: Trick, target: i32) -> bool {
        self.nodes += 1;
        if t.count == 0 {
            return self.lead(t.leader as usize, target);
        }
        let seat = t.to_move();
        let ns = seat & 1 == 0;
        let moves = Board {
            hands: &self.hands,
            trump: self.trump,
        }
        .follow_moves(seat, &t);
        for i in 0..moves.len() {
            let card = moves.get(i);
            if self.child(t, card, target) == ns {
                return ns;
            }
        }
        !ns
    }

    /// Plays `card` for the player to move, searches on, and takes the card back.
    #[inline]
    fn child(&mut self, t: Trick, card: u32, target: i32) -> bool {
        let seat = t.to_move();
        self.hands[seat] &= !(1u64 << card);
        let next = t.play(card, self.trump);
        let result = if next.count == 4 {
            let w = next.winner as usize;
            let won = (w & 1 == 0) as i32;
            self.ns_reaches(Trick::start(w), target - won)
        } else {
            self.ns_reaches(next, target)
        };
        self.hands[seat] |= 1u64 << card;
        result
    }

    /// A position at the start of a trick, `leader` on lead.
    fn lead(&mut self, leader: usize, target: i32) -> bool {
        let left = self.hands[leader].count_ones() as i32;
        if target <= 0 {
            return true;
        }
        if target > left {
            return false;
        }
        if left == 1 {
            return self.last_trick(leader) as i32 >= target;
        }
        let quick = self.quick_tricks(leader) as i32;
        if leader & 1 == 0 {
            if quick >= target {
                return true;
            }
        } else if left - quick < target {
            return false;
        }
        let key = self.key(leader);
        if let Some((lower, upper)) = self.tt.get(key) {
            if lower as i32 >= target {
                return true;
            }
            if (upper as i32) < target {
                return false;
            }
        }
        let ns = leader & 1 == 0;
        let moves = Board {
            hands: &self.hands,
            trump: self.trump,
        }
        .lead_moves(leader);
        let t = Trick::start(leader);
        let mut result = !ns;
        for i in 0..moves.len() {
            if self.child(t, moves.get(i), target) == ns {
                result = ns;
                break;
            }
        }
        if result {
            self.tt.store(key, left as u8, target as u8, left as u8);
        } else {
            self.tt.store(key, left as u8, 0, (target - 1) as u8);
        }
        result
    }

    /// NS's tricks (0 or 1) when every hand has one card left.
    fn last_trick(&self, leader: usize) -> u32 {
        let mut t = Trick::start(leader);
        for i in 0..4 {
            let seat = (leader + i) & 3;
            t = t.play(self.hands[seat].trailing_zeros(), self.trump);
        }
        (t.winner & 1 == 0) as u32
    }

    /// Tricks the leader can cash at once from the top of the leader's own suits: in each suit
    /// the leader's cards that are the highest still out, as many rounds as every opponent who
    /// could ruff still follows (trumps always win). A lower bound on the leader's side.
    fn quick_tricks(&self, leader: usize) -> u32 {
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        let me = self.hands[leader];
        let opps = [self.hands[(leader + 1) & 3], self.hands[(leader + 3) & 3]];
        let mut total = 0;
        for suit in 0..4 {
            let held = suit_of(me, suit);
            if held == 0 {
                continue;
            }
            let live = suit_of(all, suit);
            // Count the top cards of `live` that are all in `held`.
            let others = live & !held;
            let run = if others == 0 {
                held.count_ones()
            } else {
                let top_other = 31 - others.leading_zeros();
                (held >> (top_other + 1)).count_ones()
            };
            if run == 0 {
                continue;
            }
            let mut cash = run;
            if self.trump < 4 && suit != self.trump {
                for o in opps {
                    if suit_of(o, self.trump) != 0 {
                        cash = cash.min(suit_of(o, suit).count_ones());
                    }
                }
            }
            total += cash;
        }
        total
    }

    /// The table key: for each suit the owners of its remaining cards from the top down (two
    /// bits each, so only relative ranks count) and the suit's length; then leader and trump.
    fn key(&self, leader: usize) -> [u64; 2] {
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        let low_bit = self.hands[1] | self.hands[3];
        let high_bit = self.hands[2] | self.hands[3];
        let mut words = [0u64; 2];
        for suit in 0..4 {
            let live = suit_of(all, suit);
            let b0 = suit_of(low_bit, suit);
            let b1 = suit_of(high_bit, suit);
            let mut code: u64 = live.count_ones() as u64;
            let mut rest = live;
            while rest != 0 {
                let r = 31 - rest.leading_zeros();
                rest &= !(1 << r);
                code = (code << 2) | (((b0 >> r) & 1) | (((b1 >> r) & 1) << 1)) as u64;
            }
            // 4 bits of length and up to 26 bits of owners: 30 bits, two suits per word.
            words[suit / 2] |= code << (32 * (suit % 2));
        }
        // Leader and trump fill the spare bits 30-31 and 62-63 of the two words.
        let trump = self.trump as u64;
        words[0] |= ((leader as u64) << 30) | ((trump & 3) << 62);
        words[1] |= (trump >> 2) << 30;
        words
    }
}
