//! Slams by judgement: when the partnership's values reach slam with a major fit, the
//! computer asks for aces with Blackwood (4NT) where the system gives 4NT no other meaning
//! and gives the answers, then bids the slam or signs off at the five level by the aces
//! missing; partner, having answered, leaves the asker's decision alone.

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

/// Whether our side or theirs has bid 4NT: the auction is then Blackwood's (or a
/// quantitative invitation's), which judgement above the rules does not enter.
pub(super) fn asked(auction: &Auction) -> bool {
    auction.calls().contains(&FOUR_NT)
}

/// 4NT asking for aces before a slam in `strain`: a major, with 4NT legal, given no meaning
/// here by the system, and answered by its rules after `4NT pass`.
pub(super) fn ask(system: &System, auction: &Auction, strain: Strain) -> Option<Call> {
    if !matches!(strain, Strain::Spades | Strain::Hearts) || asked(auction) {
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
/// answerer's pass after the asker has placed the contract. `fit` tells whether a major is
/// our fit. None elsewhere.
pub(super) fn blackwood_follow_up(
    auction: &Auction,
    hand: Hand,
    fit: impl Fn(Suit) -> bool,
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
    let trumps = [Suit::Spades, Suit::Hearts].into_iter().find(|&s| fit(s))?;
    let strain = Strain::from_index(trumps.index())?;
    let aces = mine + theirs;
    let (call, en, zh) = if aces >= 3 {
        (
            Call::bid(6, strain)?,
            format!("{aces} aces between us, at most one missing: small slam"),
            format!("双方共{aces}个A,最多缺一个:小满贯"),
        )
    } else {
        let five = Call::bid(5, strain)?;
        let call = if auction.check(five).is_ok() {
            five
        } else {
            Call::Pass
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
    })
}

fn level_of(call: Call) -> u8 {
    match call {
        Call::Bid { level, .. } => level,
        _ => 0,
    }
}
