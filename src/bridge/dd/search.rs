//! The search proper: a zero-window alpha-beta over cards, answering "can North-South take at
//! least `target` of the remaining tricks?". Callers find exact values with a few such tests
//! (MTD(f)-style). Positions at the start of a trick go through quick-trick cut-offs and the
//! transposition table. Recursion depth is one frame per card, at most 52 (wasm-safe).

use super::moves::Board;
use super::tt::{Shape, Tt};

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

    pub fn to_move(self) -> usize {
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

/// A search answer and the cards whose ranks it relied on (a bitset): any position with the
/// same shape in which those cards and every higher card have the same owners has the same
/// answer (see `tt`).
type Answer = (bool, u64);

impl Search<'_> {
    /// Can North-South take at least `target` of the tricks left (the current one included)?
    pub fn ns_reaches(&mut self, t: Trick, target: i32) -> bool {
        self.reaches(t, target).0
    }

    fn reaches(&mut self, t: Trick, target: i32) -> Answer {
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
        let mut relevant = 0;
        for i in 0..moves.len() {
            let (r, rel) = self.child(t, moves.get(i), target);
            if r == ns {
                return (ns, rel);
            }
            relevant |= rel;
        }
        (!ns, relevant)
    }

    /// Plays `card` for the player to move, searches on, and takes the card back.
    #[inline]
    fn child(&mut self, t: Trick, card: u32, target: i32) -> Answer {
        let seat = t.to_move();
        self.hands[seat] &= !(1u64 << card);
        let next = t.play(card, self.trump);
        let result = if next.count == 4 {
            let w = next.winner as usize;
            let won = (w & 1 == 0) as i32;
            let (r, rel) = self.reaches(Trick::start(w), target - won);
            (r, rel | rank_winner(&next))
        } else {
            self.reaches(next, target)
        };
        self.hands[seat] |= 1u64 << card;
        result
    }

    /// A position at the start of a trick, `leader` on lead.
    fn lead(&mut self, leader: usize, target: i32) -> Answer {
        let left = self.hands[leader].count_ones() as i32;
        if target <= 0 {
            return (true, 0);
        }
        if target > left {
            return (false, 0);
        }
        if left == 1 {
            return self.last_trick(leader, target);
        }
        let (quick, quick_cards) = self.quick_tricks(leader);
        if leader & 1 == 0 {
            if quick as i32 >= target {
                return (true, quick_cards);
            }
        } else if left - (quick as i32) < target {
            return (false, quick_cards);
        }
        // The top trumps held by one player are sure tricks for that side, wherever the lead.
        if let Some((seat, run, cards)) = self.top_trump_run() {
            if seat & 1 == 0 {
                if run >= target {
                    return (true, cards);
                }
            } else if left - run < target {
                return (false, cards);
            }
        }
        let shape = self.shape(leader);
        if let Some((answer, n)) = self.tt.probe(&shape, target as u8) {
            return (answer, self.top_cards(n));
        }
        let ns = leader & 1 == 0;
        let moves = Board {
            hands: &self.hands,
            trump: self.trump,
        }
        .lead_moves(leader);
        let t = Trick::start(leader);
        let mut answer = (!ns, 0);
        for i in 0..moves.len() {
            let (r, rel) = self.child(t, moves.get(i), target);
            if r == ns {
                answer = (ns, rel);
                break;
            }
            answer.1 |= rel;
        }
        let n = self.pattern_sizes(answer.1);
        if answer.0 {
            self.tt.store(&shape, n, true, target as u8);
        } else {
            self.tt.store(&shape, n, false, (target - 1) as u8);
        }
        answer
    }

    /// The last trick, every hand holding one card.
    fn last_trick(&self, leader: usize, target: i32) -> Answer {
        let mut t = Trick::start(leader);
        for i in 0..4 {
            let seat = (leader + i) & 3;
            t = t.play(self.hands[seat].trailing_zeros(), self.trump);
        }
        let ns = (t.winner & 1 == 0) as i32;
        (ns >= target, rank_winner(&t))
    }

    /// All cards still held.
    fn live(&self) -> u64 {
        self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
    }

    /// Per suit, how many cards from the top down to the lowest relevant one.
    fn pattern_sizes(&self, relevant: u64) -> [u8; 4] {
        let live = self.live();
        let mut n = [0u8; 4];
        for (suit, slot) in n.iter_mut().enumerate() {
            let rel = suit_of(relevant & live, suit);
            if rel != 0 {
                let lowest = rel.trailing_zeros();
                *slot = (suit_of(live, suit) >> lowest).count_ones() as u8;
            }
        }
        n
    }

    /// The top `n[s]` remaining cards of each suit, as a bitset.
    fn top_cards(&self, n: [u8; 4]) -> u64 {
        let live = self.live();
        let mut out = 0u64;
        for (suit, &k) in n.iter().enumerate() {
            let mut rest = suit_of(live, suit);
            for _ in 0..k {
                let r = 31 - rest.leading_zeros();
                rest &= !(1 << r);
                out |= 1u64 << (16 * suit as u32 + r);
            }
        }
        out
    }

    /// Tricks the leader can cash at once from the top of the leader's own suits: in each suit
    /// the leader's cards that are the highest still out, as many rounds as every opponent who
    /// could ruff still follows (trumps always win). A lower bound on the leader's side; also
    /// returns the cards it relies on.
    fn quick_tricks(&self, leader: usize) -> (u32, u64) {
        let all = self.live();
        let me = self.hands[leader];
        let opps = [self.hands[(leader + 1) & 3], self.hands[(leader + 3) & 3]];
        let mut total = 0;
        let mut cards = 0u64;
        for suit in 0..4 {
            let held = suit_of(me, suit);
            if held == 0 {
                continue;
            }
            let live = suit_of(all, suit);
            // The top cards of `live` that are all in `held`.
            let others = live & !held;
            let run_mask = if others == 0 {
                held
            } else {
                let top_other = 31 - others.leading_zeros();
                held & !((2u32 << top_other) - 1)
            };
            if run_mask == 0 {
                continue;
            }
            let mut cash = run_mask.count_ones();
            if self.trump < 4 && suit != self.trump {
                for o in opps {
                    if suit_of(o, self.trump) != 0 {
                        cash = cash.min(suit_of(o, suit).count_ones());
                    }
                }
            }
            // The `cash` highest cards of the run.
            let mut rest = run_mask;
            for _ in 0..cash {
                let r = 31 - rest.leading_zeros();
                rest &= !(1 << r);
                cards |= 1u64 << (16 * suit as u32 + r);
            }
            total += cash;
        }
        (total, cards)
    }

    /// The player holding the highest trump, how many of the top trumps in a row that player
    /// holds (each will win a trick: nothing can beat it), and those cards.
    fn top_trump_run(&self) -> Option<(usize, i32, u64)> {
        if self.trump >= 4 {
            return None;
        }
        let live = suit_of(self.live(), self.trump);
        if live == 0 {
            return None;
        }
        let top = 31 - live.leading_zeros();
        let seat = (0..4).find(|&p| suit_of(self.hands[p], self.trump) & (1 << top) != 0)?;
        let held = suit_of(self.hands[seat], self.trump);
        let others = live & !held;
        let run = if others == 0 {
            held
        } else {
            held & !((2u32 << (31 - others.leading_zeros())) - 1)
        };
        Some((
            seat,
            run.count_ones() as i32,
            (run as u64) << (16 * self.trump),
        ))
    }

    /// Suit lengths of every hand with leader and trump (the table's key), and the owners of
    /// each suit's cards from the top down.
    fn shape(&self, leader: usize) -> Shape {
        let all = self.live();
        let low_bit = self.hands[1] | self.hands[3];
        let high_bit = self.hands[2] | self.hands[3];
        // Suit lengths of N, E and S, and of West's first three suits (West's clubs follow
        // from the hand size): 60 bits, then the leader.
        let mut key = 0u64;
        for (i, h) in self.hands.iter().enumerate() {
            for suit in 0..(if i == 3 { 3 } else { 4 }) {
                key = (key << 4) | suit_of(*h, suit).count_ones() as u64;
            }
        }
        key |= (leader as u64) << 60;
        let mut owners = [0u32; 4];
        let mut len = [0u8; 4];
        for suit in 0..4 {
            let live = suit_of(all, suit);
            let b0 = suit_of(low_bit, suit);
            let b1 = suit_of(high_bit, suit);
            let mut code = 0u32;
            let mut rest = live;
            while rest != 0 {
                let r = 31 - rest.leading_zeros();
                rest &= !(1 << r);
                code = (code << 2) | ((b0 >> r) & 1) | (((b1 >> r) & 1) << 1);
            }
            owners[suit] = code;
            len[suit] = live.count_ones() as u8;
        }
        Shape {
            key,
            trump: self.trump as u8,
            owners,
            len,
        }
    }
}

/// The winning card of a complete trick if it won by rank (it beat another card of its suit);
/// a card that won as the only one of its suit relied on no rank.
fn rank_winner(t: &Trick) -> u64 {
    let suit_mask = 0xffffu64 << (16 * (t.win_card >> 4));
    let win = 1u64 << t.win_card;
    if t.cards & suit_mask & !win != 0 {
        win
    } else {
        0
    }
}
