//! The experience rules of the paper's first stage, and the whole of its "traditional"
//! rules-only player.
//!
//! Opening lead: the suit partner bid; the top of a touching-honours sequence (the paper's
//! pseudo-code makes this a habit, because partner can then read the cards below and place
//! the card above); 穿强击弱, attack where the opponents are weak and not where they showed
//! strength. Later: second hand low, cover an honour with an honour, third hand high (the
//! lowest of equal high cards), fourth hand wins as cheaply as it can, return partner's suit,
//! cash winners, draw trumps, lead towards honours, discard from the weakest suit.
//!
//! The rules read only what the player knows: its own hand, dummy's once it is down, the
//! cards played and the auction.

use super::board::Board;
use super::equivalence::{cheapest_first, lowest_touching, master};
use super::knowledge::Knowledge;
use crate::bridge::bidding::{Auction, Call};
use crate::bridge::dd::trick_winner;
use crate::bridge::evaluate::suit_hcp;
use crate::bridge::{Card, Hand, Seat, Suit};

/// The card the rules choose for [`Board::chooser`], given that player's knowledge. `None`
/// only when the play is over.
pub fn choose(board: &Board, knowledge: &Knowledge) -> Option<Card> {
    let seat = board.to_play()?;
    let view = View::new(board, knowledge, seat);
    let legal = board.legal_cards();
    let (leader, trick) = board.current_trick();
    let card = match trick.len() {
        0 if board.played().is_empty() => view.opening_lead(),
        0 => view.lead(),
        _ => view.follow(leader, trick, legal),
    };
    // A rule that finds nothing falls back to the cheapest legal card.
    Some(
        card.filter(|c| legal.contains(*c))
            .unwrap_or(cheapest_first(legal)[0]),
    )
}

/// The rules' opening lead from each suit of the leader's hand, in the order the rules
/// prefer the suits: the first is [`choose`]'s lead. Empty when `board` is not at its
/// opening lead.
pub fn opening_leads(board: &Board, knowledge: &Knowledge) -> Vec<Card> {
    match board.to_play() {
        Some(seat) if board.played().is_empty() => {
            View::new(board, knowledge, seat).opening_leads()
        }
        _ => Vec::new(),
    }
}

/// The facts one decision uses.
struct View<'a> {
    board: &'a Board,
    /// The seat whose card is played (dummy's seat when declarer plays from dummy).
    me: Seat,
    hand: Hand,
    /// The partner's remaining cards when they are visible (declarer and dummy see each
    /// other; a defender sees only dummy, an opponent).
    partner: Option<Hand>,
    /// Every card played so far, the current trick's included.
    gone: Hand,
    trump: Option<Suit>,
    /// Cards held by the other side as far as this player can tell: everything live that is
    /// neither ours nor partner's visible hand (for a defender, partner's cards count too, so
    /// "master" tests are cautious).
    others: Hand,
}

impl<'a> View<'a> {
    fn new(board: &'a Board, knowledge: &Knowledge, me: Seat) -> View<'a> {
        let hand = knowledge.known[me.index()];
        let partner_seat = me.partner();
        let partner = (knowledge.known[partner_seat.index()].len()
            == knowledge.counts[partner_seat.index()] as usize
            && (me == board.declarer() || me == board.dummy()))
        .then_some(knowledge.known[partner_seat.index()]);
        let gone: Hand = board.played().iter().copied().collect();
        let ours = hand.0 | partner.map_or(0, |h| h.0);
        let others = Hand(super::knowledge::FULL_PACK & !gone.0 & !ours);
        View {
            board,
            me,
            hand,
            partner,
            gone,
            trump: board.contract().strain().trump(),
            others,
        }
    }

    fn is_declaring(&self) -> bool {
        self.me.is_ns() == self.board.declarer().is_ns()
    }

    /// Suits bid (natural suit bids) by a seat.
    fn bid_suits(&self, seat: Seat) -> Vec<Suit> {
        bid_suits(self.board.auction(), seat)
    }

    fn holding(&self, suit: Suit) -> Vec<Card> {
        self.cards().holding(suit)
    }

    fn cards(&self) -> Cards {
        Cards {
            hand: self.hand,
            gone: self.gone,
        }
    }

    /// Whether `card` beats every card of its suit the other side may still hold.
    fn is_master(&self, card: Card) -> bool {
        let theirs = self.others.holding(card.suit());
        theirs >> card.rank() == 0
    }

    fn lead_from(&self, suit: Suit) -> Option<Card> {
        self.cards().lead_from(suit)
    }

    fn opening_lead(&self) -> Option<Card> {
        self.opening_leads().first().copied()
    }

    fn opening_leads(&self) -> Vec<Card> {
        let declarer = self.board.declarer();
        let theirs: Vec<Suit> = [declarer, declarer.partner()]
            .iter()
            .flat_map(|s| self.bid_suits(*s))
            .collect();
        opening_leads_from(
            self.hand,
            &self.bid_suits(self.me.partner()),
            &theirs,
            self.trump,
        )
    }

    /// A lead after the first trick.
    fn lead(&self) -> Option<Card> {
        if self.is_declaring() {
            self.declarer_lead()
        } else {
            self.defender_lead()
        }
    }

    fn defender_lead(&self) -> Option<Card> {
        // Return partner's suit: the suit of partner's first lead.
        let partner = self.me.partner();
        let tricks = self.board.tricks();
        if let Some(suit) = tricks
            .iter()
            .find(|t| t.0 == partner)
            .map(|t| t.1[0].suit())
        {
            if self.hand.holding(suit) != 0 {
                return self.lead_from(suit);
            }
        }
        // Cash a winner the other side cannot ruff as far as dummy shows.
        let dummy = self.board.remaining().hand(self.board.dummy());
        let ruffable = |s: Suit| {
            self.trump
                .is_some_and(|t| t != s && dummy.holding(s) == 0 && dummy.holding(t) != 0)
        };
        if let Some(c) = self
            .hand
            .cards()
            .find(|c| self.is_master(*c) && Some(c.suit()) != self.trump && !ruffable(c.suit()))
        {
            return Some(c);
        }
        // Through strength, up to weakness: dummy on the left plays second, so lead the suit
        // of its honours; dummy on the right plays last, so lead where it is weakest.
        let dummy_left = self.me.next() == self.board.dummy();
        let best = Suit::ALL
            .into_iter()
            .filter(|s| self.hand.holding(*s) != 0 && Some(*s) != self.trump)
            .max_by_key(|&s| {
                let strength = suit_hcp(dummy, s) as i32;
                let v = if dummy_left { strength } else { -strength };
                v * 16 - ruffable(s) as i32 * 100
            });
        best.and_then(|s| self.lead_from(s))
    }

    fn declarer_lead(&self) -> Option<Card> {
        let partner = self.partner.unwrap_or(Hand::EMPTY);
        // Draw trumps while the other side may hold any, when we hold the top trump.
        if let Some(t) = self.trump {
            let theirs = self.others.holding(t) != 0;
            let top = master(t, self.gone);
            let ours_top = top.is_some_and(|c| self.hand.contains(c) || partner.contains(c));
            if theirs && ours_top && self.hand.holding(t) != 0 {
                return top
                    .filter(|c| self.hand.contains(*c))
                    .or_else(|| self.holding(t).last().copied());
            }
        }
        // Cash a winner: the suit where our masters are most numerous.
        let masters = |s: Suit| {
            self.holding(s)
                .iter()
                .filter(|c| self.is_master(**c))
                .count()
        };
        if let Some(s) = Suit::ALL
            .into_iter()
            .filter(|s| masters(*s) > 0 && self.others.holding(*s) != 0)
            .max_by_key(|s| masters(*s))
        {
            return self.holding(s).first().copied();
        }
        // Towards honours: low in the suit where partner's hand is strongest.
        let best = Suit::ALL
            .into_iter()
            .filter(|s| self.hand.holding(*s) != 0)
            .max_by_key(|&s| {
                let length = (self.hand.holding(s) | partner.holding(s)).count_ones() as i32;
                suit_hcp(partner, s) as i32 * 4 + length
            })?;
        self.holding(best).last().copied()
    }

    /// Second, third or fourth hand.
    fn follow(&self, leader: Seat, trick: &[Card], legal: Hand) -> Option<Card> {
        let led = trick[0].suit();
        let winner = trick_winner(trick, leader, self.board.contract().strain());
        let win_card = trick[(0..trick.len())
            .find(|&i| leader.after(i) == winner)
            .unwrap_or(0)];
        let partner_wins = winner == self.me.partner();
        let following = self.hand.holding(led) != 0;
        let cheap = cheapest_first(legal);
        let beats = |c: Card| match (c.suit() == win_card.suit(), Some(c.suit()) == self.trump) {
            (true, _) => c.rank() > win_card.rank(),
            (false, ruff) => ruff,
        };
        let position = trick.len() + 1;
        if !following {
            let ruffs: Vec<Card> = cheap.iter().copied().filter(|c| beats(*c)).collect();
            let ruff_now = !partner_wins
                && match position {
                    2 => self.is_master(win_card) || win_card.rank() >= 11,
                    _ => true,
                };
            if ruff_now {
                if let Some(c) = ruffs.first() {
                    return Some(*c);
                }
            }
            return self.discard(legal);
        }
        match position {
            2 => {
                // Cover an honour with an honour (the cheapest one above it), else low.
                let cover = cheap.iter().copied().find(|c| beats(*c) && c.rank() >= 11);
                match cover {
                    Some(c) if win_card.rank() >= 11 => Some(c),
                    _ => cheap.first().copied(),
                }
            }
            3 => {
                let fourth = self.me.next();
                let fourth_hand = self.visible(fourth);
                let top_of_fourth = fourth_hand.and_then(|h| {
                    let held = h.holding(led);
                    (held != 0).then(|| 15 - held.leading_zeros() as u8)
                });
                // Partner's card already wins against everything the fourth hand can hold.
                let safe = |c: Card| match fourth_hand {
                    Some(h) => {
                        let held = h.holding(c.suit());
                        let can_ruff = held == 0
                            && self
                                .trump
                                .is_some_and(|t| t != c.suit() && h.holding(t) != 0);
                        !can_ruff && top_of_fourth.is_none_or(|t| t < c.rank())
                    }
                    None => self.is_master(c),
                };
                if partner_wins && safe(win_card) {
                    return cheap.first().copied();
                }
                // The cheapest card that beats everything the fourth hand shows, when it is
                // visible; else third hand high: the lowest of our equal top cards.
                if fourth_hand.is_some() {
                    if let Some(c) = cheap.iter().copied().find(|c| beats(*c) && safe(*c)) {
                        return Some(c);
                    }
                }
                let top = self.holding(led).first().copied()?;
                if beats(top) {
                    let gone = self.board.gone_before_trick();
                    return Some(lowest_touching(top, self.hand, gone));
                }
                cheap.first().copied()
            }
            _ => {
                if partner_wins {
                    return cheap.first().copied();
                }
                cheap
                    .iter()
                    .copied()
                    .find(|c| beats(*c))
                    .or_else(|| cheap.first().copied())
            }
        }
    }

    /// A seat's remaining cards if this player can see them.
    fn visible(&self, seat: Seat) -> Option<Hand> {
        if seat == self.board.dummy() && self.board.dummy_visible() {
            return Some(self.board.remaining().hand(seat));
        }
        (seat == self.me.partner())
            .then_some(self.partner)
            .flatten()
    }

    /// The lowest card of the weakest suit other than trumps (fewest points, then longest).
    fn discard(&self, legal: Hand) -> Option<Card> {
        let suit = Suit::ALL
            .into_iter()
            .filter(|s| legal.holding(*s) != 0)
            .min_by_key(|&s| {
                let trumps = (Some(s) == self.trump) as i32;
                let masters = self
                    .holding(s)
                    .iter()
                    .filter(|c| self.is_master(**c))
                    .count() as i32;
                let len = legal.holding(s).count_ones() as i32;
                (trumps, masters, suit_hcp(self.hand, s) as i32 * 16 - len)
            })?;
        self.holding(suit).last().copied()
    }
}

/// The highest live card of the suit below `card` (skipping played cards).
/// The suits a seat bid (natural suit bids), as the lead rules read the auction.
pub fn bid_suits(auction: &Auction, seat: Seat) -> Vec<Suit> {
    auction
        .calls()
        .iter()
        .enumerate()
        .filter(|(i, _)| auction.seat_of(*i) == seat)
        .filter_map(|(_, c)| match c {
            Call::Bid { strain, .. } => strain.trump(),
            _ => None,
        })
        .collect()
}

/// The opening lead the rules choose from `hand` (13 cards, dummy not yet seen), given the
/// suits partner and the opponents bid: partner's suit, then by a score of each suit that
/// prefers sequences and the opponents' unbid suits and avoids their bid suits. Public so
/// that a player can ask which hands would have led what was led (see `clues`).
pub fn opening_lead_from(
    hand: Hand,
    partner_suits: &[Suit],
    theirs: &[Suit],
    trump: Option<Suit>,
) -> Option<Card> {
    opening_leads_from(hand, partner_suits, theirs, trump)
        .first()
        .copied()
}

/// The rules' lead from each suit of `hand`, in the order the rules prefer the suits (the
/// first is [`opening_lead_from`]'s).
pub fn opening_leads_from(
    hand: Hand,
    partner_suits: &[Suit],
    theirs: &[Suit],
    trump: Option<Suit>,
) -> Vec<Card> {
    let cards_of = Cards {
        hand,
        gone: Hand::EMPTY,
    };
    let nt = trump.is_none();
    let mut suits: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|s| hand.holding(*s) != 0)
        .collect();
    // Highest score first; of equal keys the later suit, as a maximum picks it.
    suits.reverse();
    suits.sort_by_key(|&s| {
        std::cmp::Reverse({
            let cards = cards_of.holding(s);
            let len = cards.len() as i32;
            let mut v = 0;
            if partner_suits.contains(&s) {
                v += 50;
            }
            if cards_of.sequence_top(s).is_some() {
                v += 30;
            }
            if theirs.contains(&s) {
                v -= 40;
            } else {
                v += 10;
            }
            if nt {
                v += 4 * len;
            } else {
                if Some(s) == trump {
                    v -= 20;
                }
                let has = |r: u8| cards.iter().any(|c| c.rank() == r);
                if has(14) && !has(13) {
                    v -= 25;
                }
                let trumps = trump.map_or(0, |t| hand.holding(t).count_ones());
                if len == 1 && Some(s) != trump && trumps > 0 {
                    v += 15;
                }
                if cards[0].rank() >= 12 && cards_of.sequence_top(s).is_none() {
                    v -= 10;
                }
            }
            // Equal scores: the longer suit.
            v * 16 + len
        })
    });
    suits
        .into_iter()
        .filter_map(|s| cards_of.lead_from(s))
        .collect()
}

/// A hand and the cards played so far: what the choice of a card from one suit reads.
struct Cards {
    hand: Hand,
    gone: Hand,
}

impl Cards {
    /// The hand's cards of the suit, highest first.
    fn holding(&self, suit: Suit) -> Vec<Card> {
        let mut cards: Vec<Card> = self.hand.cards().filter(|c| c.suit() == suit).collect();
        cards.sort_by_key(|c| std::cmp::Reverse(c.rank()));
        cards
    }

    /// The top of a touching-honours sequence in the suit: a card of jack or higher whose
    /// next live card down (played cards skipped) is ours too and at least a ten.
    fn sequence_top(&self, suit: Suit) -> Option<Card> {
        let cards = self.holding(suit);
        cards.iter().copied().find(|&c| {
            c.rank() >= 11 && {
                let low = lowest_touching(c, self.hand, self.gone);
                low != c && next_live_below(c, self.gone).is_some_and(|n| n.rank() >= 10)
            }
        })
    }

    /// The card to lead from a suit: top of a sequence, top of a doubleton, fourth best from
    /// four or more headed by an honour, low from three to an honour, else top of nothing.
    fn lead_from(&self, suit: Suit) -> Option<Card> {
        let cards = self.holding(suit);
        if cards.is_empty() {
            return None;
        }
        if let Some(top) = self.sequence_top(suit) {
            return Some(top);
        }
        let honour = cards[0].rank() >= 11;
        Some(match cards.len() {
            1 | 2 => cards[0],
            n if honour && n >= 4 => cards[3],
            _ if honour => cards[cards.len() - 1],
            _ => cards[0],
        })
    }
}

fn next_live_below(card: Card, gone: Hand) -> Option<Card> {
    let out = gone.holding(card.suit());
    Card::of_suit(card.suit())
        .rev()
        .skip(15 - card.rank() as usize)
        .find(|c| out & (1 << c.rank()) == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::{Deal, Seat, Suit, Vulnerability};

    /// North bids 2NT and South raises to game: East leads.
    const NO_TRUMP_GAME: &str = "2N P 3N P P P";

    /// The board of `pbn` after `calls`, North dealing, no one vulnerable.
    fn board(pbn: &str, calls: &str) -> Board {
        let deal = Deal::from_pbn(pbn).unwrap();
        let auction = Auction::parse(Seat::North, calls).unwrap();
        Board::new(deal, Vulnerability::None, auction).unwrap()
    }

    /// East's opening lead against North's contract after `calls` (North deals), East
    /// holding `spades` and three small cards in each other suit (West the other spades).
    fn east_leads(spades: [&str; 2], calls: &str) -> Card {
        let [east, west] = spades;
        let board = board(
            &format!("N:AT9.AKQ.AKQJ.AKQ {east}.432.432.432 876.JT98.T98.JT9 {west}.765.765.8765"),
            calls,
        );
        assert_eq!(board.to_play(), Some(Seat::East));
        choose(&board, &Knowledge::of(&board, Seat::East, None)).unwrap()
    }

    const SEQUENCE: [&str; 2] = ["KQJ5", "432"];

    #[test]
    fn a_defender_leads_through_dummys_strength() {
        // East cashes the club ace at trick 1 and is on lead again with no winner; partner
        // has not led. Dummy (South) plays after East and holds A K Q of spades: East leads
        // through them.
        let mut board = board(
            "N:T98.AKQ.AKQJ.KQJ 5432.432.432.A32 AKQ.JT98.T98.T98 J76.765.765.7654",
            NO_TRUMP_GAME,
        );
        for card in ["CA", "C8", "C4", "CJ"] {
            board.play(card.parse().unwrap()).unwrap();
        }
        assert_eq!(board.to_play(), Some(Seat::East));
        let card = choose(&board, &Knowledge::of(&board, Seat::East, None)).unwrap();
        assert_eq!(card.suit(), Suit::Spades, "{card}");
    }

    #[test]
    fn second_hand_plays_low_and_third_hand_high() {
        // East leads a small spade against 3NT; dummy (South) follows low from 8 7 6, and
        // West plays high from K Q J, the cheapest of the equal honours.
        let mut board = board(
            "N:AT9.AKQ.AKQJ.AKQ 5432.432.432.432 876.JT98.T98.JT9 KQJ.765.765.8765",
            NO_TRUMP_GAME,
        );
        let next = |board: &mut Board| {
            let card =
                choose(board, &Knowledge::of(board, board.chooser().unwrap(), None)).unwrap();
            board.play(card).unwrap();
            card.to_string()
        };
        assert!(
            next(&mut board).starts_with('S'),
            "East leads its long suit"
        );
        assert_eq!(next(&mut board), "S6");
        assert_eq!(next(&mut board), "SJ");
    }

    #[test]
    fn third_hand_beats_the_card_on_the_table() {
        // Dummy covers East's lead with the king; West's ace and queen are not equals while
        // the king is still in the trick, so only the ace wins it.
        let mut board = board(
            "N:T9.AKQ.AKQJ.AKQJ 5432.432.432.432 K876.JT98.T98.T9 AQJ.765.765.8765",
            NO_TRUMP_GAME,
        );
        for card in ["S2", "SK"] {
            board.play(card.parse().unwrap()).unwrap();
        }
        let card = choose(&board, &Knowledge::of(&board, Seat::West, None)).unwrap();
        assert_eq!(card.to_string(), "SA");
    }

    #[test]
    fn the_opening_lead_is_the_top_of_a_touching_sequence() {
        assert_eq!(east_leads(SEQUENCE, NO_TRUMP_GAME).to_string(), "SK");
    }

    #[test]
    fn the_opening_lead_is_in_partners_suit() {
        // West bid diamonds: that suit rather than East's own spade sequence.
        assert_eq!(
            east_leads(SEQUENCE, "1C P 1H 2D 3N P P P").suit(),
            Suit::Diamonds
        );
    }

    #[test]
    fn the_opening_leads_of_every_suit_come_in_the_rules_order() {
        // West bid diamonds, North clubs and South hearts: partner's suit first, then the
        // spade sequence, then the two suits declarer's side bid (an even choice).
        let board = board(
            "N:AT9.AKQ.AKQJ.AKQ KQJ5.432.432.432 876.JT98.T98.JT9 432.765.765.8765",
            "1C P 1H 2D 3N P P P",
        );
        let knowledge = Knowledge::of(&board, Seat::East, None);
        let leads = opening_leads(&board, &knowledge);
        let names: Vec<String> = leads.iter().map(|c| c.to_string()).collect();
        assert_eq!(names[..2], ["D4", "SK"]);
        let mut rest: Vec<Suit> = leads[2..].iter().map(|c| c.suit()).collect();
        rest.sort();
        let mut bid = vec![Suit::Hearts, Suit::Clubs];
        bid.sort();
        assert_eq!(rest, bid);
        assert_eq!(Some(leads[0]), choose(&board, &knowledge));
        // After the lead, no opening lead to rank.
        let mut later = board.clone();
        later.play(leads[0]).unwrap();
        assert!(opening_leads(&later, &knowledge).is_empty());
    }

    #[test]
    fn the_opening_lead_avoids_the_suits_declarers_side_bid() {
        // No sequence anywhere; North bid clubs and South hearts: the longest unbid suit.
        let small = ["5432", "KQJ"];
        assert_eq!(east_leads(small, "1C P 1H P 3N P P P").suit(), Suit::Spades);
        // With spades bid by South instead of hearts: one of the red suits nobody bid
        // (three small cards in each, an even choice).
        let card = east_leads(small, "1C P 1S P 3N P P P");
        assert!(
            [Suit::Hearts, Suit::Diamonds].contains(&card.suit()),
            "{card}"
        );
    }
}
