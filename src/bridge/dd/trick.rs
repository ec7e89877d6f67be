//! The trick being played, as the search keeps it.

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

/// The winning card of a complete trick if it won by rank (it beat another card of its suit);
/// a card that won as the only one of its suit relied on no rank.
pub(super) fn rank_winner(t: &Trick) -> u64 {
    let suit_mask = 0xffffu64 << (16 * (t.win_card >> 4));
    let win = 1u64 << t.win_card;
    if t.cards & suit_mask & !win != 0 {
        win
    } else {
        0
    }
}
