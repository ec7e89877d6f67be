//! Slams by judgement: when the partnership's values reach slam with a fit, the computer asks
//! for aces with Blackwood (4NT) where the system gives 4NT no other meaning and gives the
//! answers, then bids the slam or signs off at the five level by the aces missing; partner,
//! having answered, leaves the asker's decision alone. In a minor the answer can pass the
//! five-level sign-off, so the asker holds aces enough that such an answer shows the slam.

use super::auction::Auction;
use super::call::Call;
use super::judgement::Judgement;
use super::system::{count_rank, System};
use crate::bridge::{Hand, Strain, Suit};

const FOUR_NT: Call = Call::Bid {
    level: 4,
    strain: Strain::NoTrump,
};

/// Whether a call is 4NT, the ace ask judgement makes.
pub(super) fn is_ask(call: Call) -> bool {
    call == FOUR_NT
}

/// Whether a call is five of a major, judgement's slam try (see `judgement`).
pub(super) fn is_try(call: Call) -> bool {
    matches!(
        call,
        Call::Bid {
            level: 5,
            strain: Strain::Spades | Strain::Hearts
        }
    )
}

/// Whether our side or theirs has bid 4NT: the auction is then Blackwood's (or a
/// quantitative invitation's), which judgement above the rules does not enter.
pub(super) fn asked(auction: &Auction) -> bool {
    auction.calls().contains(&FOUR_NT)
}

/// The aces the asker must hold before 4NT in `strain`, so that every answer above five of
/// the suit shows three aces between the hands: none in a major; one in diamonds (5♥, two
/// aces, is the first answer past 5♦); two in clubs (5♦, one ace, is past 5♣). None in
/// no-trump, which Blackwood does not serve.
pub(super) fn aces_to_ask(strain: Strain) -> Option<u8> {
    match strain {
        Strain::Spades | Strain::Hearts => Some(0),
        Strain::Diamonds => Some(1),
        Strain::Clubs => Some(2),
        Strain::NoTrump => None,
    }
}

/// 4NT asking for aces before a slam in `strain`: a suit in which the hand holds the aces
/// [`aces_to_ask`] needs, with 4NT legal, given no meaning here by the system, and answered by
/// its rules after `4NT pass`.
pub(super) fn ask(system: &System, auction: &Auction, strain: Strain, hand: Hand) -> Option<Call> {
    if aces_to_ask(strain).is_none_or(|a| count_rank(hand, 14) < a) || asked(auction) {
        return None;
    }
    if auction.check(FOUR_NT).is_err()
        || system.candidates(auction).iter().any(|r| r.call == FOUR_NT)
    {
        return None;
    }
    let mut after = auction.clone();
    after.push(FOUR_NT).ok()?;
    after.push(Call::Pass).ok()?;
    let answers = system.candidates(&after);
    let answered = (0..=4u8).all(|aces| {
        answers.iter().any(|r| {
            matches!(r.call, Call::Bid { level: 5, .. })
                && r.constraints.aces.is_some_and(|a| a.contains(aces))
        })
    });
    answered.then_some(FOUR_NT)
}

/// The asker's decision after partner's answer (`4NT pass 5x pass`, 4NT mine), or the
/// answerer's pass after the asker has placed the contract. `fit` gives the cards of a suit
/// the two hands hold at least: the trumps are a major of eight, else the longer minor of
/// eight. None elsewhere.
pub(super) fn blackwood_follow_up(
    auction: &Auction,
    hand: Hand,
    fit: impl Fn(Suit) -> u8,
) -> Option<Judgement> {
    let calls = auction.calls();
    let n = calls.len();
    let asked_at = calls.iter().rposition(|&c| c == FOUR_NT)?;
    let me = auction.next_seat();
    let asker = auction.seat_of(asked_at);
    if asker.partner() == me && n >= asked_at + 5 {
        // Partner asked, I answered, partner placed the contract: it stands.
        let placed = calls[asked_at + 4];
        let passes = calls[asked_at + 5..].iter().all(|&c| c == Call::Pass);
        if level_of(placed) > 0 && passes && calls[asked_at + 3] == Call::Pass {
            return Some(Judgement {
                call: Call::Pass,
                en: format!("Partner asked for aces and placed the contract in {placed}: pass"),
                zh: format!("同伴问A后定约{placed}:不叫"),
                shows: None,
            });
        }
        return None;
    }
    if asker != me || n != asked_at + 4 || calls[asked_at + 1] != Call::Pass {
        return None;
    }
    let Call::Bid {
        level: 5,
        strain: answer,
    } = calls[asked_at + 2]
    else {
        return None;
    };
    let mine = count_rank(hand, 14);
    let theirs = match answer {
        Strain::Clubs if mine == 0 => 4,
        Strain::Clubs => 0,
        Strain::Diamonds => 1,
        Strain::Hearts => 2,
        Strain::Spades => 3,
        Strain::NoTrump => return None,
    };
    let trumps = [Suit::Spades, Suit::Hearts]
        .into_iter()
        .find(|&s| fit(s) >= 8)
        .or_else(|| {
            [Suit::Diamonds, Suit::Clubs]
                .into_iter()
                .filter(|&s| fit(s) >= 8)
                .max_by_key(|&s| (fit(s), 3 - s.index()))
        })?;
    let strain = Strain::from_index(trumps.index())?;
    let aces = mine + theirs;
    let six = Call::bid(6, strain)?;
    let (call, en, zh) = if aces >= 3 && auction.check(six).is_ok() {
        (
            six,
            format!("{aces} aces between us, at most one missing: small slam"),
            format!("双方共{aces}个A,最多缺一个:小满贯"),
        )
    } else {
        // Partner's answer in the trumps is the sign-off; an answer past them, which
        // [`aces_to_ask`] rules out for judgement's own ask, leaves the decision to the rules.
        let five = Call::bid(5, strain)?;
        let call = if auction.check(five).is_ok() {
            five
        } else if answer == strain {
            Call::Pass
        } else {
            return None;
        };
        (
            call,
            format!("{aces} aces between us, two missing: no slam, sign-off"),
            format!("双方共{aces}个A,缺两个:不打满贯,止叫"),
        )
    };
    let (call_en, call_zh) = if call == Call::Pass {
        ("pass".to_string(), "不叫".to_string())
    } else {
        (call.to_string(), call.to_string())
    };
    Some(Judgement {
        call,
        en: format!("Partner's answer to Blackwood: {en} → {call_en}"),
        zh: format!("同伴回答黑木问A:{zh} → {call_zh}"),
        shows: None,
    })
}

fn level_of(call: Call) -> u8 {
    match call {
        Call::Bid { level, .. } => level,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::system::Builtin;
    use crate::bridge::Seat;

    fn hand(pbn: &str) -> Hand {
        Hand::from_pbn_for_test(pbn)
    }

    fn auction(text: &str) -> Auction {
        Auction::parse(Seat::North, text).unwrap()
    }

    fn clubs_fit(s: Suit) -> u8 {
        if s == Suit::Clubs {
            8
        } else {
            4
        }
    }

    #[test]
    fn aces_to_ask_leave_every_answer_past_the_sign_off_a_slam() {
        assert_eq!(aces_to_ask(Strain::Spades), Some(0));
        assert_eq!(aces_to_ask(Strain::Hearts), Some(0));
        assert_eq!(aces_to_ask(Strain::Diamonds), Some(1));
        assert_eq!(aces_to_ask(Strain::Clubs), Some(2));
        assert_eq!(aces_to_ask(Strain::NoTrump), None);
    }

    #[test]
    fn a_minor_is_asked_in_only_with_the_aces() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let before = auction("1D P 1H P 2C P");
        let two_aces = hand("KQJ3.AJT4.A.QT72");
        let one_ace = hand("KQJ3.KJT4.A.QT72");
        assert_eq!(ask(&sayc, &before, Strain::Clubs, two_aces), Some(FOUR_NT));
        assert_eq!(ask(&sayc, &before, Strain::Clubs, one_ace), None);
        assert_eq!(
            ask(&sayc, &before, Strain::Diamonds, one_ace),
            Some(FOUR_NT)
        );
        assert_eq!(ask(&sayc, &before, Strain::NoTrump, two_aces), None);
    }

    #[test]
    fn in_clubs_the_answer_is_the_sign_off_or_shows_the_slam() {
        let two_aces = hand("KQJ3.AJT4.A.QT72");
        let none =
            blackwood_follow_up(&auction("1D P 1H P 2C P 4N P 5C P"), two_aces, clubs_fit).unwrap();
        assert_eq!(none.call, Call::Pass, "{}", none.en);
        assert!(none.en.contains("2 aces between us"), "{}", none.en);
        assert!(none.zh.contains("不打满贯"), "{}", none.zh);
        let one =
            blackwood_follow_up(&auction("1D P 1H P 2C P 4N P 5D P"), two_aces, clubs_fit).unwrap();
        assert_eq!(one.call, "6C".parse().unwrap(), "{}", one.en);
        assert!(one.zh.contains("小满贯"), "{}", one.zh);
    }

    #[test]
    fn in_diamonds_one_ace_each_signs_off_by_passing_the_answer() {
        let diamonds_fit = |s: Suit| if s == Suit::Diamonds { 9 } else { 3 };
        let one_ace = hand("KQJ3.KJT4.AQ32.Q");
        let j = blackwood_follow_up(&auction("1D P 1H P 3D P 4N P 5D P"), one_ace, diamonds_fit)
            .unwrap();
        assert_eq!(j.call, Call::Pass, "{}", j.en);
        let j = blackwood_follow_up(&auction("1D P 1H P 3D P 4N P 5H P"), one_ace, diamonds_fit)
            .unwrap();
        assert_eq!(j.call, "6D".parse().unwrap(), "{}", j.en);
    }
}
