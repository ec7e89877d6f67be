//! Judgement against the opponents' contract: when no rule fits and the opponents hold the
//! last bid, the computer may double it for penalty (our side has the balance of strength and
//! they are too high) or bid on over their game as a sacrifice (a long fit, and going down
//! doubled costs less than their game at this vulnerability); below their game, a long major
//! of its own competes for the part-score.

use super::auction::Auction;
use super::call::Call;
use super::infer::SeatInference;
use crate::bridge::score::score;
use crate::bridge::{Contract, Doubling, Seat, Strain, Suit};

/// The opponents' last bid, when it is the contract so far.
pub(super) struct Theirs {
    pub level: u8,
    pub strain: Strain,
    pub declarer: Seat,
}

impl Theirs {
    pub fn of(auction: &Auction, me: Seat) -> Option<Theirs> {
        let (by, call) = auction.last_bid()?;
        match call {
            Call::Bid { level, strain } if by != me && by != me.partner() => Some(Theirs {
                level,
                strain,
                declarer: by,
            }),
            _ => None,
        }
    }

    /// Whether they bid a game (or more): 3NT, four of a major, five of a minor.
    pub fn is_game(&self) -> bool {
        self.level >= self.strain.game_level()
    }
}

/// Whether to double their contract for penalty: our side's likely HCP (`our_hcp`) against
/// the tricks they need, with more strength asked of a low contract, and trump length of mine
/// when they play in a suit below game. A vulnerable declarer is asked two HCP more
/// ([`VULNERABLE_EXTRA`]): the systems' vulnerable bids are the sounder (preempts with two top
/// honours, sacrifices that must cost less), and a doubled contract that makes scores its
/// doubled tricks with the vulnerable game bonus.
pub(super) fn penalty_double(
    auction: &Auction,
    theirs: &Theirs,
    our_hcp: u8,
    my_trumps: u8,
) -> bool {
    if auction.check(Call::Double).is_err() {
        return false;
    }
    let extra = if auction.vulnerability().is_vulnerable(theirs.declarer) {
        VULNERABLE_EXTRA
    } else {
        0
    };
    let hcp = our_hcp.saturating_sub(extra);
    let suit = theirs.strain != Strain::NoTrump;
    match theirs.level {
        1 => false,
        2 => hcp >= 24 && (!suit || my_trumps >= 3),
        3 | 4 => hcp >= 23 || (hcp >= 21 && suit && my_trumps >= 4),
        _ => hcp >= 20,
    }
}

/// The HCP more that a penalty double asks against a vulnerable declarer.
const VULNERABLE_EXTRA: u8 = 2;

/// The sacrifice over their game: the cheapest bid in our fit when, by the Law of Total
/// Tricks (the tricks of both sides add up to the trumps of both), going down doubled costs
/// less than their game, at this vulnerability. `trumps` is our fit, `their_trumps` theirs.
pub(super) fn sacrifice(
    auction: &Auction,
    seats: &[SeatInference; 4],
    theirs: &Theirs,
    me: Seat,
    strain: Strain,
    trumps: u8,
    our_hcp: u8,
) -> Option<Call> {
    if !theirs.is_game() || strain == Strain::NoTrump || trumps < 9 || our_hcp > 19 {
        return None;
    }
    let their_trumps = match theirs.strain.trump() {
        Some(s) => {
            let shown: u8 = [theirs.declarer, theirs.declarer.partner()]
                .iter()
                .map(|p| seats[p.index()].limits.lengths[s.index()].min)
                .sum();
            shown.max(8)
        }
        None => 7,
    };
    let vul = auction.vulnerability();
    let we_vul = vul.is_vulnerable(me);
    let they_vul = vul.is_vulnerable(theirs.declarer);
    // Their game, made exactly; ours, doubled, with the tricks the total leaves us.
    let their_contract = Contract::new(
        theirs.level,
        theirs.strain,
        Doubling::Undoubled,
        theirs.declarer,
    )
    .ok()?;
    let their_score = score(&their_contract, they_vul, theirs.level + 6);
    let our_tricks = (trumps + their_trumps)
        .saturating_sub(theirs.level + 6)
        .min(13);
    let bid =
        (1..=7).find_map(|level| Call::bid(level, strain).filter(|&c| auction.check(c).is_ok()))?;
    let Call::Bid { level, .. } = bid else {
        return None;
    };
    let ours = Contract::new(level, strain, Doubling::Doubled, me).ok()?;
    let cost = -score(&ours, we_vul, our_tricks);
    // Down at most three, and cheaper than their game by a margin for the misjudged hands.
    (our_tricks + 3 >= level + 6 && cost + 100 <= their_score).then_some(bid)
}

/// The high cards with which a long major of mine competes over their part-score.
pub(super) const OWN_MAJOR_HCP: u8 = 10;

/// The bid in a long major of mine over their part-score, with opening values (`my_hcp`):
/// partner is counted for the two cards of it that the Law of Total Tricks' eight trumps ask
/// (more when partner has shown more), so six cards compete at the two level and seven at the
/// three. None for a minor, a suit they bid, or a bid above the three level.
pub(super) fn own_major(
    auction: &Auction,
    suit: Suit,
    length: u8,
    partner_min: u8,
    my_hcp: u8,
    their_suits: &[Suit],
) -> Option<Call> {
    if !matches!(suit, Suit::Spades | Suit::Hearts)
        || length < 6
        || my_hcp < OWN_MAJOR_HCP
        || their_suits.contains(&suit)
    {
        return None;
    }
    let strain = Strain::from_index(suit.index())?;
    let bid =
        (1..=3).find_map(|level| Call::bid(level, strain).filter(|&c| auction.check(c).is_ok()))?;
    let Call::Bid { level, .. } = bid else {
        return None;
    };
    (level + 6 <= length + partner_min.max(2)).then_some(bid)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::Vulnerability;

    fn auction(calls: &str) -> Auction {
        Auction::parse(Seat::North, calls).unwrap()
    }

    fn theirs(level: u8, strain: Strain) -> Theirs {
        Theirs {
            level,
            strain,
            declarer: Seat::West,
        }
    }

    #[test]
    fn a_penalty_double_asks_two_hcp_more_of_a_vulnerable_declarer() {
        let hearts = theirs(3, Strain::Hearts);
        for (vul, least) in [
            (Vulnerability::None, 23),
            (Vulnerability::NorthSouth, 23),
            (Vulnerability::EastWest, 25),
            (Vulnerability::Both, 25),
        ] {
            let a = auction("1S 2H P 3H P P").with_vulnerability(vul);
            assert!(penalty_double(&a, &hearts, least, 2), "{vul:?}: {least}");
            assert!(!penalty_double(&a, &hearts, least - 1, 2), "{vul:?}");
        }
        // Four trumps of mine: 21 HCP at the three level, 23 against a vulnerable declarer.
        let a = auction("1S 2H P 3H P P").with_vulnerability(Vulnerability::EastWest);
        assert!(penalty_double(&a, &hearts, 23, 4));
        assert!(!penalty_double(&a, &hearts, 22, 4));
        let a = auction("1S 2H P 3H P P");
        assert!(penalty_double(&a, &hearts, 21, 4));
        assert!(!penalty_double(&a, &hearts, 21, 3));
    }

    #[test]
    fn a_penalty_double_of_a_two_level_suit_asks_three_trumps() {
        let a = auction("1S 2H P P");
        let hearts = theirs(2, Strain::Hearts);
        assert!(penalty_double(&a, &hearts, 24, 3));
        assert!(!penalty_double(&a, &hearts, 24, 2));
        assert!(!penalty_double(&a, &hearts, 23, 3));
        // Nothing to double after a pass.
        let a = auction("1S 2H X");
        assert!(!penalty_double(&a, &hearts, 30, 5));
    }

    #[test]
    fn a_six_card_major_competes_at_the_two_level() {
        let a = auction("1S 2C P P");
        assert_eq!(
            own_major(&a, Suit::Hearts, 6, 0, 12, &[Suit::Clubs]),
            Call::bid(2, Strain::Hearts)
        );
        // Seven cards reach the three level, six do not.
        let a = auction("1D 2S P P");
        assert_eq!(
            own_major(&a, Suit::Hearts, 7, 0, 12, &[Suit::Spades]),
            Call::bid(3, Strain::Hearts)
        );
        assert_eq!(own_major(&a, Suit::Hearts, 6, 0, 12, &[Suit::Spades]), None);
        // Partner's shown length counts above the two cards assumed.
        assert_eq!(
            own_major(&a, Suit::Hearts, 6, 3, 12, &[Suit::Spades]),
            Call::bid(3, Strain::Hearts)
        );
    }

    #[test]
    fn no_competition_in_a_minor_their_suit_or_without_values() {
        let a = auction("1S 2C P P");
        assert_eq!(
            own_major(&a, Suit::Diamonds, 7, 0, 12, &[Suit::Clubs]),
            None
        );
        assert_eq!(own_major(&a, Suit::Hearts, 6, 0, 9, &[Suit::Clubs]), None);
        assert_eq!(own_major(&a, Suit::Hearts, 5, 0, 12, &[Suit::Clubs]), None);
        let a = auction("1S 2H P P");
        assert_eq!(own_major(&a, Suit::Hearts, 7, 0, 12, &[Suit::Hearts]), None);
        // Over their 4-level bid nothing is left below the four level.
        let a = auction("1S 4D P P");
        assert_eq!(
            own_major(&a, Suit::Hearts, 8, 0, 12, &[Suit::Diamonds]),
            None
        );
    }
}
