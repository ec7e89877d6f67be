//! Cashing one suit from the top: the tricks the leader's side takes in a suit by leading its
//! winners, with and without keeping the lead.

use super::bits::{high_bit, ones, suit_of, top_n};

/// Sure tricks of one suit for the leader's side and the lowest card they rest on.
#[derive(Clone, Copy)]
pub(super) struct SuitTricks {
    pub tricks: u32,
    pub lowest: u32,
}

impl SuitTricks {
    pub const NONE: SuitTricks = SuitTricks {
        tricks: 0,
        lowest: 0,
    };

    /// The card the tricks rest on, as a hand bitset of `suit`.
    pub fn cards(self, suit: usize) -> u64 {
        (self.lowest as u64) << (16 * suit)
    }

    /// The top `n` of `winners` cashed: `n` tricks resting on the lowest of them.
    fn top(winners: u32, n: u32) -> SuitTricks {
        let cashed = top_n(winners, n);
        SuitTricks {
            tricks: n,
            lowest: cashed & cashed.wrapping_neg(),
        }
    }
}

/// What the leader's side cashes in one suit: the tricks after which the leader still has
/// the lead, and the tricks when it may lose the lead at the end (at least as many).
pub(super) struct SuitCash {
    pub kept: SuitTricks,
    pub lost: SuitTricks,
}

/// The tricks the leader's side cashes in `suit` within `rounds` rounds. The leader's own
/// winners come first, while partner plays under them; once partner may have to overtake,
/// one more round is sure and the lead is lost. When the leader's winners outnumber every
/// opponent's cards and partner follows under them to the end, the leader's small cards win
/// too once the opponents are out of the suit. Without winners of the leader's own, a small
/// card led to partner's winners (the lead is lost).
#[inline(always)] // A per-node call of the search: see `search`.
pub(super) fn suit_tricks(hands: &[u64; 4], suit: usize, leader: usize, rounds: u32) -> SuitCash {
    let none = SuitCash {
        kept: SuitTricks::NONE,
        lost: SuitTricks::NONE,
    };
    let mine = suit_of(hands[leader], suit);
    if mine == 0 || rounds == 0 {
        return none;
    }
    let part = suit_of(hands[(leader + 2) & 3], suit);
    let (left_opp, right_opp) = (
        suit_of(hands[(leader + 1) & 3], suit),
        suit_of(hands[(leader + 3) & 3], suit),
    );
    let opp = left_opp | right_opp;
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
        // After as many rounds as the longer opponent holds, the opponents are out and every
        // card of the leader wins, if no ruff comes first and partner, holding no more cards
        // than that, played under each winner.
        let longest = ones(left_opp).max(ones(right_opp));
        if opp != 0 && cash >= longest && rounds >= ones(mine) && ones(part) <= longest {
            let used = SuitTricks::top(winners, longest);
            if part < used.lowest {
                let all = SuitTricks {
                    tricks: ones(mine),
                    lowest: used.lowest,
                };
                return SuitCash {
                    kept: all,
                    lost: all,
                };
            }
        }
        let full = SuitTricks::top(winners, cash);
        let under = ones(part & (full.lowest - 1));
        if under >= cash.min(ones(part)) {
            return SuitCash {
                kept: full,
                lost: full,
            };
        }
        // Partner follows under the first `under` winners and overtakes by the round after
        // at the latest: that round is sure too, but the lead is lost.
        return SuitCash {
            kept: SuitTricks::top(winners, under),
            lost: SuitTricks::top(winners, under + 1),
        };
    }
    let p_win = above(part);
    let p_cash = ones(p_win).min(rounds);
    if p_cash == 0 {
        return none;
    }
    SuitCash {
        kept: SuitTricks::NONE,
        lost: SuitTricks::top(p_win, p_cash),
    }
}
