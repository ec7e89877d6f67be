//! Move generation for the search: one card per group of equivalent cards, ordered so that
//! the likely best card comes first (alpha-beta cuts off sooner the better the order).
//!
//! Cards are bit indices into a hand bitset (16 × suit + rank). Two cards of one hand are
//! equivalent when no card still in play (in a hand or on the table this trick) lies between
//! them: whichever is played, the rest of the play can go the same way.

use super::bits::{high_bit, ones, suit_of};
use super::groups::{above_highest, for_groups, group_lows};
use super::trick::Trick;

/// Up to 13 candidate cards, best first.
pub(super) struct Moves {
    cards: [u8; 13],
    scores: [i16; 13],
    /// The highest card of the group each card stands for.
    tops: [u8; 13],
    len: usize,
}

impl Moves {
    pub fn new() -> Moves {
        Moves {
            cards: [0; 13],
            scores: [0; 13],
            tops: [0; 13],
            len: 0,
        }
    }

    /// Inserts keeping the list sorted by score, best first (stable for equal scores).
    #[inline(always)] // A per-node call of the search: see `search`.
    fn push(&mut self, card: u32, score: i16, top: u32) {
        let mut i = self.len;
        while i > 0 && self.scores[i - 1] < score {
            self.cards[i] = self.cards[i - 1];
            self.scores[i] = self.scores[i - 1];
            self.tops[i] = self.tops[i - 1];
            i -= 1;
        }
        self.cards[i] = card as u8;
        self.scores[i] = score;
        self.tops[i] = top as u8;
        self.len += 1;
    }

    /// Moves the entry at `i` to the front, keeping the order of the others.
    pub fn promote(&mut self, i: usize) {
        let (c, s, t) = (self.cards[i], self.scores[i], self.tops[i]);
        for j in (0..i).rev() {
            self.cards[j + 1] = self.cards[j];
            self.scores[j + 1] = self.scores[j];
            self.tops[j + 1] = self.tops[j];
        }
        (self.cards[0], self.scores[0], self.tops[0]) = (c, s, t);
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn get(&self, i: usize) -> u32 {
        self.cards[i] as u32
    }

    /// Widens the cards a failed search relied on (`relied`, see `transposition`) to cover
    /// the groups of equivalent cards it skipped: only the lowest card of each group was
    /// tried, which is sound for a position matching the pattern only if each group lies
    /// wholly inside or wholly below the fixed top of its suit. A group straddling the edge
    /// moves the edge down to its lowest card (which may make a lower group straddle in turn).
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn cover_groups(&self, mut relied: u64) -> u64 {
        loop {
            let mut changed = false;
            for i in 0..self.len {
                let (top, low) = (self.tops[i] as u32, self.cards[i] as u32);
                if top == low {
                    continue;
                }
                let suit = top >> 4;
                let fixed = ((relied >> (16 * suit)) & 0xffff) as u32;
                if fixed == 0 {
                    continue;
                }
                let edge = fixed.trailing_zeros();
                if top & 15 >= edge && low & 15 < edge {
                    relied |= 1u64 << low;
                    changed = true;
                }
            }
            if !changed {
                return relied;
            }
        }
    }
}

/// Lead score lost per option an opponent has in the suit led (see [`Board::options`]).
/// Where a lead succeeds, each opponent must try every card it may play, and each try is a
/// search of the rest of the trick and beyond; a lead that leaves them few choices is refuted
/// by a smaller tree. The weight was tuned on the comparison deals (see `docs/dd-solver.md`).
const OPTION_WEIGHT: i16 = 15;

/// Lead points for the lead that last cut off with as many tricks left (a *killer*, DDS's best
/// move): a lead that worked in a sibling position often works again. A larger bonus costs
/// more nodes than it saves (see `docs/dd-solver.md`).
const KILLER_BONUS: i16 = 30;

/// Lead points for a sure winner of a side suit (no opponent can ruff it), at no-trump and in a
/// suit contract, and for a top trump while an opponent holds trumps. Cashing a winner rarely
/// refutes anything the same winner cannot refute later, and it sets up the opponents' cards,
/// so the leads that build tricks come first (DDS's weights, too, rank a winner no higher than
/// a lead towards partner); see `docs/dd-solver.md` for what higher values cost.
const NT_WINNER: i16 = 40;
const SUIT_WINNER: i16 = 60;
const TRUMP_WINNER: i16 = 40;

/// Lead points (less the card's rank) for a small card led to partner's sure winner, now the
/// strongest lead (lower and higher values took more nodes; see `docs/dd-solver.md`).
const PARTNER_WINS: i16 = 100;

/// Lead points (plus the card's rank) for a lead partner ruffs. Unlike a lead to partner's
/// winner, the highest card goes first: it may draw the next player's honour, or cost nothing,
/// while the small cards are kept for later ruffs (fewer nodes than the lowest first).
const PARTNER_RUFFS: i16 = 56;

/// Follow points (less the group's top rank) for a card that forces the next hand's top group
/// (see `Follow::force_from`): below every card that wins outright (70 less its rank), above
/// every low card (40 less its rank).
const FORCE: i16 = 55;

/// Lead points for leading a suit whose top card sits with the next player (left-hand
/// opponent) while partner, holding more than one card there, has the next card down: the top
/// must be played before partner's card or lose to it (a lead *through* the top). Weight
/// measured in `docs/dd-solver.md`.
const THROUGH_TOP: i16 = 50;

/// Lead points taken from a low card of a suit whose top card the leader holds (an
/// *underlead*): it gives the trick away to whatever the opponents hold in between, and
/// cashing the top first is usually as good. Weight measured in `docs/dd-solver.md`.
const UNDERLEAD: i16 = 50;

/// Everything the ordering heuristics look at.
pub(super) struct Board<'a> {
    pub hands: &'a [u64; 4],
    pub trump: usize,
}

impl Board<'_> {
    /// Every card still held.
    fn held(&self) -> u64 {
        self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
    }

    fn live(&self, suit: usize, table: u64) -> u32 {
        suit_of(self.held() | table, suit)
    }

    fn has_trumps(&self, seat: usize) -> bool {
        self.trump < 4 && suit_of(self.hands[seat], self.trump) != 0
    }

    /// What `seat` may play to a lead of each suit, counted in groups of equivalent cards:
    /// its groups of that suit, or, void in it, all its groups (any discard or ruff).
    /// `live` is every card still held ([`Board::held`], computed once for both opponents).
    fn options(&self, seat: usize, live: u64) -> [i16; 4] {
        let lows = group_lows(self.hands[seat], live);
        let per_suit: [i16; 4] = std::array::from_fn(|suit| ones(suit_of(lows, suit)) as i16);
        let all = per_suit.iter().sum();
        per_suit.map(|n| if n == 0 { all } else { n })
    }

    /// Cards the leader may lead, best first; the group holding `hint` (the best lead of a
    /// similar position, from the transposition table) comes first of all.
    ///
    /// The order follows what wins tricks double dummy: cash a sure winner, lead to
    /// partner's winner, give partner a ruff, draw trumps while the opponents have some;
    /// otherwise lead a suit where the opponents' top card is not sitting over partner,
    /// top of a sequence that drives out a single higher card, else low.
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn lead_moves(
        &self,
        leader: usize,
        hint: Option<u32>,
        killer: Option<u32>,
        out: &mut Moves,
    ) {
        let me = self.hands[leader];
        let partner = (leader + 2) & 3;
        let (lho, rho) = ((leader + 1) & 3, (leader + 3) & 3);
        let trump = self.trump;
        let opp_trumps = self.has_trumps(lho) || self.has_trumps(rho);
        // Only the order of the suits depends on the opponents' options.
        let (lho_options, rho_options) = if (0..4).filter(|&s| suit_of(me, s) != 0).count() > 1 {
            let held = self.held();
            (self.options(lho, held), self.options(rho, held))
        } else {
            ([0; 4], [0; 4])
        };
        for suit in 0..4 {
            let held = suit_of(me, suit);
            if held == 0 {
                continue;
            }
            let live = self.live(suit, 0);
            let top = high_bit(live);
            let p_held = suit_of(self.hands[partner], suit);
            let l_held = suit_of(self.hands[lho], suit);
            let r_held = suit_of(self.hands[rho], suit);
            let side_suit = trump < 4 && suit != trump;
            let lho_ruffs = side_suit && l_held == 0 && self.has_trumps(lho);
            let rho_ruffs = side_suit && r_held == 0 && self.has_trumps(rho);
            let partner_ruffs = side_suit && p_held == 0 && self.has_trumps(partner);
            let opp = l_held | r_held;
            let opp_top = if opp == 0 { 0 } else { high_bit(opp) };
            let partner_wins = p_held != 0 && high_bit(p_held) > opp_top;
            // The second-highest card still out (for leads that drive out the top).
            let second = high_bit((live & !(1 << top)) | 1);
            let length = ones(held) as i16;
            let crowd = OPTION_WEIGHT * (lho_options[suit] + rho_options[suit]);
            for_groups(held, live, |gtop, low| {
                let card = (16 * suit as u32) + low;
                let mut score: i16 = if gtop > opp_top {
                    // A sure winner unless an opponent ruffs it.
                    if lho_ruffs || rho_ruffs {
                        0
                    } else if suit == trump {
                        if opp_trumps {
                            TRUMP_WINNER
                        } else {
                            20
                        }
                    } else if trump == 4 {
                        NT_WINNER
                    } else {
                        SUIT_WINNER
                    }
                } else if partner_wins && !lho_ruffs && !rho_ruffs {
                    // Low towards partner's winner.
                    PARTNER_WINS - low as i16
                } else if partner_ruffs && !rho_ruffs {
                    // High towards partner's ruff.
                    PARTNER_RUFFS + low as i16
                } else {
                    let mut sc = 30 + length - low as i16 / 2;
                    if gtop == second && gtop > low {
                        // Top of a sequence against a single higher card.
                        sc += 15;
                    }
                    if r_held & (1 << top) != 0 && p_held != 0 {
                        // The top sits behind partner.
                        sc -= 10;
                    }
                    if l_held & (1 << top) != 0
                        && p_held & (1 << second) != 0
                        && p_held != 1 << second
                    {
                        // Through the top towards partner's next card.
                        sc += THROUGH_TOP;
                    }
                    if held & (1 << top) != 0 {
                        // Under our own top card.
                        sc -= UNDERLEAD;
                    }
                    if lho_ruffs || rho_ruffs {
                        sc -= 25;
                    }
                    if suit == trump && !opp_trumps {
                        sc -= 15;
                    }
                    sc
                };
                score -= crowd;
                let in_group = |c: Option<u32>| {
                    c.is_some_and(|c| c >> 4 == suit as u32 && (low..=gtop).contains(&(c & 15)))
                };
                if in_group(killer) {
                    score += KILLER_BONUS;
                }
                if in_group(hint) {
                    score = i16::MAX;
                }
                out.push(card, score, 16 * suit as u32 + gtop);
            });
        }
    }

    /// The card standing for the group of `seat`'s cards that holds `card` (its lowest, as in
    /// the lists), if `seat` holds `card`.
    pub fn group_low(&self, seat: usize, card: u32) -> Option<u32> {
        let me = self.hands[seat];
        if me & (1 << card) == 0 {
            return None;
        }
        let suit = (card >> 4) as usize;
        let held = suit_of(me, suit);
        let below = suit_of(self.held(), suit) & !held & ((1 << (card & 15)) - 1);
        Some(16 * suit as u32 + above_highest(held, below).trailing_zeros())
    }

    /// Whether `seat`, still to play to the trick `t`, holds a card that beats its winner.
    pub(super) fn can_beat(&self, seat: usize, t: &Trick, done: bool) -> bool {
        if done {
            return false;
        }
        let led = t.lead_suit as usize;
        let (win_suit, win_rank) = ((t.win_card >> 4) as usize, t.win_card & 15);
        let held = suit_of(self.hands[seat], led);
        if held != 0 {
            return win_suit == led && high_bit(held) > win_rank;
        }
        if self.trump >= 4 {
            return false;
        }
        let trumps = suit_of(self.hands[seat], self.trump);
        trumps != 0 && (win_suit != self.trump || high_bit(trumps) > win_rank)
    }

    /// What the ordering of `seat`'s cards, following to the trick `t`, depends on (for
    /// [`Board::first_follow`] and [`Board::follow_moves`]).
    #[inline(always)] // A per-node call of the search: see `search`.
    pub fn follow_context(&self, seat: usize, t: &Trick) -> Follow {
        let led = t.lead_suit as usize;
        let last = t.count == 3;
        let next = (seat + 1) & 3;
        let held = suit_of(self.hands[seat], led);
        let (win_suit, win_rank) = ((t.win_card >> 4) as usize, t.win_card & 15);
        let next_best = if last {
            0
        } else {
            suit_of(self.hands[next], led)
        };
        // Beating the current winner is possible only if it is not a ruff.
        let beat_from = if win_suit == led { win_rank + 1 } else { 16 };
        // Second hand: partner, last to play, holds a card of the suit led above the lead and
        // every card of the third hand.
        let partner_tops = t.count == 1 && {
            let p = suit_of(self.hands[(seat + 2) & 3], led);
            p != 0 && high_bit(p) > high_bit(next_best | 1) && high_bit(p) >= beat_from
        };
        // Partner holds the trick and the player after us cannot take it from them. Or, second
        // hand void in the suit led, partner tops it and the third hand must follow, so partner
        // takes the trick. Either way a ruff would waste a trump, so discards come first (as in
        // DDS's weights). Counting partner's ruffs too, or a third hand void without trumps,
        // took more nodes (see `docs/dd-solver.md`).
        let partner_safe = (held == 0 && next_best != 0 && partner_tops)
            || t.winner as usize == (seat + 2) & 3 && !self.can_beat(next, t, last);
        // Second hand following suit: partner already beats everything of the suit that the
        // leader's side can still play.
        let partner_covers = held != 0 && partner_tops;
        let low_only = partner_safe || partner_covers;
        // When the next hand holds cards below its top group, a card above all of them forces
        // the top group out (see `Follow::force_from`).
        let force_from = if t.count < 3 && held != 0 && !low_only && next_best != 0 {
            let others = self.live(led, t.cards) & !next_best;
            let below_top = others & ((1 << high_bit(next_best)) - 1);
            let rest = next_best & !above_highest(next_best, below_top);
            if rest == 0 {
                16
            } else {
                beat_from.max(high_bit(rest) + 1)
            }
        } else {
            16
        };
        Follow {
            led,
            held,
            win_suit,
            win_rank,
            force_from,
            low_only,
            partner_safe,
            beat_from,
            // A winner of the suit led is aimed above the next player's best card, if it can.
            aim_from: beat_from.max(high_bit(next_best | 1) + 1),
        }
    }

    /// The card [`Board::follow_moves`] puts first, without listing the others: most
    /// second- and fourth-hand nodes cut off on it, and then the rest of the list is never
    /// needed.
    pub fn first_follow(&self, seat: usize, t: &Trick, f: &Follow) -> u32 {
        let me = self.hands[seat];
        if f.held != 0 {
            // The cheapest group winning above the next player, else the lowest card (no
            // group straddles the winner or the next player's best card: both are in play).
            let above = if f.low_only {
                0
            } else {
                f.held & !((1u32 << f.aim_from) - 1)
            };
            let force = f.held & !((1u32 << f.force_from) - 1);
            let pick = if above != 0 {
                above
            } else if force != 0 {
                force
            } else {
                f.held
            };
            return 16 * f.led as u32 + pick.trailing_zeros();
        }
        let trump = self.trump;
        let trumps = if trump < 4 { suit_of(me, trump) } else { 0 };
        if trumps != 0 && !f.partner_safe {
            // The lowest trump that beats the winner (no group straddles a winning trump).
            let beating = if f.win_suit == trump {
                trumps & !((2u32 << f.win_rank) - 1)
            } else {
                trumps
            };
            if beating != 0 {
                return 16 * trump as u32 + beating.trailing_zeros();
            }
        }
        // The best discard: in each suit its lowest group scores highest; ties go to the
        // first suit, as in the sorted list.
        let live = self.held() | t.cards;
        let mut best: Option<(i16, u32)> = None;
        for suit in 0..4 {
            let h = suit_of(me, suit);
            if h == 0 || suit == trump {
                continue;
            }
            let low = h.trailing_zeros();
            // The lowest group holds the suit's top card if no other card in play is above.
            let holds_top = (suit_of(live, suit) & !h) >> low == 0;
            let score = discard_score(ones(h) as i16, low, holds_top);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, 16 * suit as u32 + low));
            }
        }
        match best {
            Some((_, card)) => card,
            None => 16 * trump as u32 + trumps.trailing_zeros(),
        }
    }

    /// Legal cards of `seat`, which follows to the trick `t`, best first.
    pub fn follow_moves(&self, seat: usize, t: &Trick, f: &Follow, out: &mut Moves) {
        let me = self.hands[seat];
        if f.held != 0 {
            let live = self.live(f.led, t.cards);
            for_groups(f.held, live, |top, low| {
                let card = (16 * f.led as u32) + low;
                let score: i16 = if f.low_only {
                    // Partner has it: play low.
                    50 - low as i16
                } else if top >= f.beat_from {
                    // Win as cheaply as possible; in second or third seat aim above the
                    // next player's best card when we can.
                    if top >= f.aim_from {
                        70 - top as i16
                    } else if low >= f.force_from {
                        FORCE - top as i16
                    } else if t.count == 1 {
                        20 - top as i16
                    } else {
                        30 - top as i16
                    }
                } else {
                    40 - low as i16
                };
                out.push(card, score, 16 * f.led as u32 + top);
            });
            return;
        }
        // Void in the suit led: ruff or discard.
        for suit in 0..4 {
            let h = suit_of(me, suit);
            if h == 0 {
                continue;
            }
            let live = self.live(suit, t.cards);
            let is_trump = suit == self.trump;
            let length = ones(h) as i16;
            let top_live = high_bit(live);
            for_groups(h, live, |top, low| {
                let card = (16 * suit as u32) + low;
                let score = if is_trump {
                    let beats = f.win_suit != self.trump || top > f.win_rank;
                    if f.partner_safe || !beats {
                        -20 - low as i16
                    } else {
                        60 - low as i16
                    }
                } else {
                    // Discard: low cards from long suits, keep winners.
                    discard_score(length, low, top == top_live)
                };
                out.push(card, score, 16 * suit as u32 + top);
            });
        }
    }
}

/// What ordering a follower's cards depends on (see [`Board::follow_context`]).
pub(super) struct Follow {
    led: usize,
    /// The follower's cards of the suit led.
    held: u32,
    win_suit: usize,
    win_rank: u32,
    /// Partner has the trick: play low.
    low_only: bool,
    partner_safe: bool,
    /// The lowest rank of the suit led that beats the winner (16: none, it is ruffed).
    beat_from: u32,
    /// The lowest rank that beats the winner and the next player's best card.
    aim_from: u32,
    /// Second or third hand: the lowest rank that beats the winner and every card of the next
    /// hand below its top group, forcing that group out (16: none). Tried after a card that
    /// wins outright and before the low cards, as DDS's weights do in third hand; it saves
    /// nodes in second hand too (see `docs/dd-solver.md`).
    force_from: u32,
}

/// A discard's score: low cards from long suits first, a card of the suit's top group last.
#[inline]
fn discard_score(length: i16, low: u32, holds_top: bool) -> i16 {
    let s = 10 + length - low as i16 / 2;
    if holds_top {
        s - 15
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::bridge::dd::testing::{numbers, words};

    /// The cards of `ranks` (2..=14) in `suit`, as a hand bitset.
    fn c(suit: u32, ranks: &[u32]) -> u64 {
        ranks.iter().fold(0, |m, &r| m | 1 << (16 * suit + r))
    }

    /// North's leads, best first.
    fn lead_order(hands: &[u64; 4], trump: usize, killer: Option<u32>) -> Vec<u32> {
        let mut m = Moves::new();
        Board { hands, trump }.lead_moves(0, None, killer, &mut m);
        (0..m.len()).map(|i| m.get(i)).collect()
    }

    /// A lead through the next player's top card towards partner's next card comes before a
    /// lead into the same kind of suit where partner lacks that card; a low card under the
    /// leader's own top card comes after the suit's other leads; the killer lead comes before
    /// an equal one.
    #[test]
    fn leads_through_the_top_first_and_under_our_own_top_last() {
        // No-trump, North on lead with the spade and heart four. East (next to play) holds the
        // ace of both suits; South holds the heart king and another heart (the spade king is
        // West's). The opponents' choices are the same in both suits.
        let hands = [
            c(0, &[4]) | c(1, &[4]) | c(2, &[14, 2]),
            c(0, &[14, 3]) | c(1, &[14, 3]) | c(2, &[5]),
            c(0, &[5, 2]) | c(1, &[13, 2]) | c(2, &[6]),
            c(0, &[13, 6]) | c(1, &[6, 5]) | c(2, &[7]),
        ];
        let plain = lead_order(&hands, 4, None);
        let at = |o: &[u32], card: u32| o.iter().position(|&x| x == card).unwrap();
        assert!(
            at(&plain, 16 + 4) < at(&plain, 4),
            "the heart through the ace first: {plain:?}"
        );
        // The lead through the ace comes before cashing the diamond ace, a sure winner; the
        // two under the ace comes last of all.
        assert_eq!(plain[0], 16 + 4, "{plain:?}");
        assert!(at(&plain, 32 + 14) < at(&plain, 32 + 2), "{plain:?}");
        assert_eq!(*plain.last().unwrap(), 32 + 2, "{plain:?}");
        // In two suits dealt alike the killer lead comes first.
        let alike = [
            c(0, &[4]) | c(1, &[4]),
            c(0, &[14]) | c(1, &[14]),
            c(0, &[13]) | c(1, &[13]),
            c(0, &[12]) | c(1, &[12]),
        ];
        for killer in [4, 16 + 4] {
            assert_eq!(lead_order(&alike, 4, Some(killer))[0], killer);
        }
    }

    /// A small card led to partner's sure winner comes before cashing the leader's own, at
    /// no-trump and in a side suit; towards partner's ruff the highest card goes first, and
    /// towards partner's winner the lowest.
    #[test]
    fn leads_to_partner_come_before_cashing() {
        // North holds the spade ace and two small hearts; South the heart ace and king and no
        // diamonds; North also holds the diamond queen and five, which South ruffs in spades.
        let hands = [
            c(0, &[14]) | c(1, &[4, 3]) | c(2, &[12, 5]),
            c(0, &[13]) | c(1, &[12, 9]) | c(2, &[14, 6]),
            c(0, &[2, 8]) | c(1, &[14, 13]) | c(3, &[5]),
            c(0, &[3]) | c(1, &[11, 10]) | c(2, &[13, 7]),
        ];
        for trump in [4, 0] {
            let order = lead_order(&hands, trump, None);
            let at = |card: u32| order.iter().position(|&x| x == card).unwrap();
            assert_eq!(
                order[0],
                16 + 3,
                "trump {trump}: the low heart first: {order:?}"
            );
            assert!(at(16 + 3) < at(14), "trump {trump}: {order:?}");
            if trump == 0 {
                // South ruffs diamonds with the spade eight, above West's three: the queen
                // first.
                assert!(at(32 + 12) < at(32 + 5), "{order:?}");
            }
        }
    }

    /// Third hand, unable to beat the fourth hand's top card, first plays the cheapest card that
    /// beats everything else the fourth holds, forcing the top out; with nothing to force, its
    /// lowest card. Second hand does the same against the third.
    #[test]
    fn a_follower_forces_the_next_hands_top() {
        // North led the spade three and East played the five; South holds Q T 2, West A J 6
        // (North kept the king).
        let mut hands = [
            c(0, &[13]) | c(1, &[2, 3]),
            c(1, &[4, 5, 6]),
            c(0, &[12, 10, 2]) | c(1, &[7]),
            c(0, &[14, 11, 6]) | c(1, &[8]),
        ];
        // The order of the player to move, checked against the card tried before listing.
        let order = |hands: &[u64; 4], t: Trick| {
            let board = Board { hands, trump: 4 };
            let seat = t.to_move();
            let f = board.follow_context(seat, &t);
            let mut m = Moves::new();
            board.follow_moves(seat, &t, &f, &mut m);
            assert_eq!(board.first_follow(seat, &t, &f), m.get(0));
            (0..m.len()).map(|i| m.get(i)).collect::<Vec<u32>>()
        };
        let third = Trick::start(0).play(3, 4).play(5, 4);
        assert_eq!(
            order(&hands, third),
            [12, 2, 10],
            "the queen forces the ace"
        );
        // West holding the bare ace (East the jack and six), there is nothing to force.
        hands[1] = c(0, &[11, 6]) | c(1, &[4]);
        hands[3] = c(0, &[14]) | c(1, &[8, 9, 10]);
        assert_eq!(order(&hands, third)[0], 2, "low");
        // Second hand likewise: North led the three; East holds Q T 2, South A J 6.
        let hands = [
            c(0, &[13]) | c(1, &[2, 3]),
            c(0, &[12, 10, 2]) | c(1, &[7]),
            c(0, &[14, 11, 6]) | c(1, &[8]),
            c(1, &[4, 5, 6, 9]),
        ];
        let second = Trick::start(0).play(3, 4);
        assert_eq!(order(&hands, second)[0], 12, "the queen forces the ace");
    }

    /// Second hand, void in a side suit led, discards rather than ruffs when partner, last to
    /// play, holds a card of the suit above the lead and the third hand's; otherwise it ruffs.
    #[test]
    fn second_hand_discards_when_partner_takes_the_trick() {
        // Spades are trumps. North has led the heart five; East holds a spade and a diamond,
        // South a heart and West (East's partner) the heart ace and a diamond.
        let mut hands = [
            c(2, &[9]),
            c(0, &[3]) | c(2, &[4]),
            c(1, &[7]) | c(2, &[10]),
            c(1, &[14]) | c(2, &[11]),
        ];
        let first = |hands: &[u64; 4]| {
            let board = Board { hands, trump: 0 };
            let t = Trick::start(0).play(16 + 5, 0);
            let f = board.follow_context(1, &t);
            let mut m = Moves::new();
            board.follow_moves(1, &t, &f, &mut m);
            assert_eq!(board.first_follow(1, &t, &f), m.get(0));
            m.get(0)
        };
        assert_eq!(first(&hands), 32 + 4, "West's ace takes the trick: discard");
        // With West's heart below South's, East ruffs.
        hands[3] = c(1, &[6]) | c(2, &[11]);
        assert_eq!(first(&hands), 3, "ruff");
    }

    /// Of two leads alike in every other way, the one that leaves the opponents fewer groups of
    /// cards to choose from comes first.
    #[test]
    fn leads_leaving_the_opponents_fewer_choices_come_first() {
        // North leads the five of spades or of hearts at no-trump. In spades East holds A Q T
        // and West K J 9, three groups each; in hearts each holds one card.
        let hands = [
            c(0, &[5]) | c(1, &[5]),
            c(0, &[14, 12, 10]) | c(1, &[14]),
            c(0, &[4]) | c(1, &[4]),
            c(0, &[13, 11, 9]) | c(1, &[13]),
        ];
        assert_eq!(lead_order(&hands, 4, None), [16 + 5, 5], "the heart first");
        // Void in the suit led, a player may play any of its groups.
        let board = Board {
            hands: &hands,
            trump: 4,
        };
        assert_eq!(board.options(1, board.held()), [3, 1, 4, 4]);
    }

    /// The card tried before the list is made is the list's first, in random positions of
    /// every size and trump, with one to three cards played to the trick.
    #[test]
    fn first_follow_is_the_first_of_the_list() {
        let mut next = numbers(0x2545_f491_4f6c_dd1d);
        for round in 0..20_000 {
            // Deal `size` cards to each hand from a shuffled pack (ranks 2..=14).
            let size = 1 + next(13) as usize;
            let mut pack: Vec<u32> = (0..4)
                .flat_map(|s| (2..15).map(move |r| 16 * s + r))
                .collect();
            for i in (1..pack.len()).rev() {
                pack.swap(i, next(i as u64 + 1) as usize);
            }
            let mut hands = [0u64; 4];
            for (i, &c) in pack.iter().take(4 * size).enumerate() {
                hands[i % 4] |= 1 << c;
            }
            let trump = next(5) as usize;
            let mut t = Trick::start(next(4) as usize);
            for _ in 0..1 + next(3) {
                let seat = t.to_move();
                let led = suit_of(hands[seat], t.lead_suit as usize);
                let legal = if t.count > 0 && led != 0 {
                    (led as u64) << (16 * t.lead_suit)
                } else {
                    hands[seat]
                };
                let cards: Vec<u32> = (0..64).filter(|&c| legal & 1 << c != 0).collect();
                let card = cards[next(cards.len() as u64) as usize];
                hands[seat] &= !(1 << card);
                t = t.play(card, trump);
            }
            let board = Board {
                hands: &hands,
                trump,
            };
            let seat = t.to_move();
            let f = board.follow_context(seat, &t);
            let mut m = Moves::new();
            board.follow_moves(seat, &t, &f, &mut m);
            assert_eq!(
                board.first_follow(seat, &t, &f),
                m.get(0),
                "round {round}: hands {hands:x?} trump {trump} trick {t:?}"
            );
        }
    }

    /// Every held card's group, found from the card, is the group [`for_groups`] lists it in.
    #[test]
    fn group_low_finds_the_group_of_a_card() {
        let mut next = words(0x1234_5678_9abc_def1u64);
        let ranks = 0x7ffc_7ffc_7ffc_7ffcu64;
        for _ in 0..5_000 {
            let live = next() & ranks;
            let mine = live & next();
            let hands = [mine, live & !mine, 0, 0];
            let board = Board {
                hands: &hands,
                trump: 4,
            };
            for suit in 0..4 {
                for_groups(suit_of(mine, suit), suit_of(live, suit), |top, low| {
                    for r in low..=top {
                        let card = 16 * suit as u32 + r;
                        let want = (mine & 1 << card != 0).then_some(16 * suit as u32 + low);
                        assert_eq!(
                            board.group_low(0, card),
                            want,
                            "hand {mine:x} live {live:x}"
                        );
                    }
                });
            }
            assert_eq!(board.group_low(1, 0), None);
        }
    }

    /// Moving an entry to the front keeps the others in their order.
    #[test]
    fn promote_keeps_the_rest_in_order() {
        let mut m = Moves::new();
        for (card, score) in [(5u32, 9i16), (6, 7), (7, 5), (8, 3)] {
            m.push(card, score, card);
        }
        m.promote(2);
        let order: Vec<u32> = (0..m.len()).map(|i| m.get(i)).collect();
        assert_eq!(order, [7, 5, 6, 8]);
    }
}
