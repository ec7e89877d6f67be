//! Control-showing cue bids after a major fit is agreed. A hand one trick short of slam by
//! the losing-trick count (or with the tricks but not the high cards for a slam by that
//! count) that is about to bid game in the major bids instead, below that game, four of its
//! cheapest side suit holding first-round control (the ace or a void): cheaper side suits
//! have none. Partner with a suitable hand (extras over what its calls showed, and control of
//! every side suit the cue skipped) cue-bids back its cheapest control above the cue (ace,
//! king, singleton or void), or with no such bid left asks for aces itself holding one; else
//! it signs off in four of the major. Over a cue bid back the first hand asks for aces with
//! Blackwood (`slam.rs` places the slam) when it holds the ace or king of trumps and every
//! side suit partner did not cue is controlled in its own hand; over the sign-off it passes.
//!
//! Cue bids are judgement's: made only where no rule gives the bid a meaning, after an
//! auction in which partner has just raised the major (or bid it again after our raise)
//! below game and the opponents have only passed.

use super::auction::Auction;
use super::call::Call;
use super::infer::infer;
use super::judgement::{strain_of, suit_en, suit_zh, Judgement};
use super::slam;
use super::system::{count_rank, System};
use crate::bridge::evaluate::{hcp, holds_ace_or_king, losing_tricks};
use crate::bridge::{Hand, Seat, Strain, Suit};

/// The major a cue bid could agree: partner's last bid is the major below game, the major
/// has been bid by me before (so partner raised it or bid it back), and the opponents have
/// only passed. `auction` ends with the player to call about to bid.
pub(super) fn agreed(auction: &Auction) -> Option<Suit> {
    let me = auction.next_seat();
    let calls = auction.calls();
    let (at, by, call) = calls
        .iter()
        .enumerate()
        .rev()
        .find(|(_, &c)| c != Call::Pass)
        .map(|(i, &c)| (i, auction.seat_of(i), c))?;
    let Call::Bid { level, strain } = call else {
        return None;
    };
    let major = match strain {
        Strain::Spades => Suit::Spades,
        Strain::Hearts => Suit::Hearts,
        _ => return None,
    };
    let opponents_passed = calls.iter().enumerate().all(|(i, &c)| {
        c == Call::Pass || auction.seat_of(i) == me || auction.seat_of(i) == me.partner()
    });
    let mine_before = auction.first_to_bid(strain, at, |s| s == me).is_some();
    (by == me.partner() && level <= 3 && opponents_passed && mine_before).then_some(major)
}

/// The cue bids below four of `major`: four of each side suit that ranks below it, cheapest
/// first.
fn cue_suits(major: Suit) -> &'static [Suit] {
    match major {
        Suit::Spades => &[Suit::Clubs, Suit::Diamonds, Suit::Hearts],
        _ => &[Suit::Clubs, Suit::Diamonds],
    }
}

/// First-round control of a side suit: its ace, or a void.
fn first_round(hand: Hand, suit: Suit) -> bool {
    let holding = hand.holding(suit);
    holding == 0 || holding & (1 << 14) != 0
}

/// First- or second-round control of a side suit: the ace or king, or at most one card.
pub(super) fn controlled(hand: Hand, suit: Suit) -> bool {
    hand.holding(suit).count_ones() <= 1 || holds_ace_or_king(hand, suit)
}

/// The side suit of a cue bid: four of a side suit ranking below `major`.
pub(super) fn is_cue(major: Suit, call: Call) -> Option<Suit> {
    match call {
        Call::Bid { level: 4, strain } => cue_suits(major)
            .iter()
            .copied()
            .find(|&s| strain_of(s) == strain),
        _ => None,
    }
}

/// Whether no rule of the system gives `call` a meaning after `auction`.
fn free(system: &System, auction: &Auction, call: Call) -> bool {
    auction.check(call).is_ok() && !system.candidates(auction).iter().any(|r| r.call == call)
}

/// My cheapest control below four of `major`, as a legal cue bid no rule gives a meaning: to
/// start, first-round control (ace or void); above partner's cue (`after`), first- or
/// second-round control (ace, king, singleton or void), which is what keeps the suit from
/// losing two tricks.
fn cheapest_cue(
    system: &System,
    auction: &Auction,
    hand: Hand,
    major: Suit,
    after: Option<Suit>,
) -> Option<(Suit, Call)> {
    cue_suits(major)
        .iter()
        .copied()
        .filter(|&s| after.is_none_or(|a| s.index() < a.index()))
        .filter(|&s| {
            if after.is_some() {
                controlled(hand, s)
            } else {
                first_round(hand, s)
            }
        })
        .find_map(|s| {
            Call::bid(4, strain_of(s))
                .filter(|&c| free(system, auction, c))
                .map(|c| (s, c))
        })
}

/// The cue bid that starts it, made by judgement in place of game in `major` (see the module
/// documentation): None when I hold no first-round control to show below game.
pub(super) fn start(
    system: &System,
    auction: &Auction,
    hand: Hand,
    major: Suit,
) -> Option<(Call, String, String)> {
    if agreed(auction) != Some(major) {
        return None;
    }
    let (suit, call) = cheapest_cue(system, auction, hand, major, None)?;
    let four = Call::bid(4, strain_of(major))?;
    Some((
        call,
        format!(
            "slam interest in {m}: cue bid, first-round control of {s} (the ace or a void), none \
             cheaper; partner cue-bids back with extras and control of what I skipped, or signs \
             off in {four}",
            m = suit_en(major),
            s = suit_en(suit)
        ),
        format!(
            "{m}有满贯兴趣:扣叫,{s}有第一轮控制(A或缺门),更低的花色没有;同伴有余力且控制我跳过的\
             花色则扣叫回应,否则叫{four}止叫",
            m = suit_zh(major),
            s = suit_zh(suit)
        ),
    ))
}

/// The cue bid at `auction`'s end (`cue pass`), where the auction before it agreed a major:
/// that major and the cue's suit.
fn cue_after(system: &System, auction: &Auction) -> Option<(Suit, Suit)> {
    let calls = auction.calls();
    let n = calls.len();
    if n < 2 || calls[n - 1] != Call::Pass {
        return None;
    }
    let before = auction.prefix(n - 2);
    let major = agreed(&before)?;
    let suit = is_cue(major, calls[n - 2])?;
    free(system, &before, calls[n - 2]).then_some((major, suit))
}

/// The answer to partner's cue bid: with a suitable hand my cheapest control above it and
/// below game (ace, king, singleton or void), else four of the major. A suitable hand holds
/// extras (HCP at least two above the least my calls showed, or fewer losers than that least
/// suggests) and controls every side suit partner's cue skipped, which partner's
/// cheapest-first cue denies. With a suitable hand and no cue left below game it asks for
/// aces itself.
pub(super) fn answer(
    system: &System,
    auction: &Auction,
    hand: Hand,
    losers_shown: impl Fn(u8) -> u8,
) -> Option<Judgement> {
    let (major, cue) = cue_after(system, auction)?;
    let me: Seat = auction.next_seat();
    let shown = infer(system, auction)[me.index()].limits.hcp;
    let (my_hcp, losers) = (hcp(hand), losing_tricks(hand));
    let extras = my_hcp >= shown.min + 2 || losers < losers_shown(shown.min);
    let skipped: Vec<Suit> = cue_suits(major)
        .iter()
        .copied()
        .filter(|s| s.index() > cue.index())
        .collect();
    let covered = skipped.iter().all(|&s| controlled(hand, s));
    let four = Call::bid(4, strain_of(major))?;
    let head_en = format!(
        "Partner's cue bid 4{}: first-round control of {}, slam interest in {}; I showed {shown} \
         HCP and hold {my_hcp} HCP, {losers} losers",
        strain_of(cue),
        suit_en(cue),
        suit_en(major)
    );
    let head_zh = format!(
        "同伴扣叫4{}:{}有第一轮控制,{}有满贯兴趣;我显示{shown}点,实有{my_hcp}点,{losers}个失墩",
        strain_of(cue),
        suit_zh(cue),
        suit_zh(major)
    );
    let judged = |call: Call, en: &str, zh: &str| Judgement {
        call,
        en: format!("{head_en}: {en} → {call}"),
        zh: format!("{head_zh}:{zh} → {call}"),
        shows: None,
    };
    if !extras {
        return Some(judged(four, "no extras: sign-off", "无余力:止叫"));
    }
    if !covered {
        return Some(judged(
            four,
            "extras, but a suit partner skipped is not controlled: sign-off",
            "有余力,但同伴跳过的花色无控制:止叫",
        ));
    }
    if let Some((suit, call)) = cheapest_cue(system, auction, hand, major, Some(cue)) {
        return Some(judged(
            call,
            &format!(
                "extras and the skipped suits controlled: cue bid back, control of {} (ace, \
                 king, singleton or void)",
                suit_en(suit)
            ),
            &format!(
                "有余力且控制跳过的花色:扣叫回应,{}有控制(A、K、单张或缺门)",
                suit_zh(suit)
            ),
        ));
    }
    if let Some(ask) =
        slam::ask(system, auction, strain_of(major), hand).filter(|_| count_rank(hand, 14) >= 1)
    {
        return Some(judged(
            ask,
            "extras and the skipped suits controlled, no cue bid left: Blackwood",
            "有余力且控制跳过的花色,无可扣叫:黑木问A",
        ));
    }
    Some(judged(
        four,
        "no cue bid left below game: sign-off",
        "局下无可扣叫:止叫",
    ))
}

/// The first hand's decision after partner answered its cue bid (`cue pass answer pass`):
/// over a cue bid back, Blackwood when every side suit is controlled by me or cue-bid by
/// partner, four of the major otherwise; over the sign-off, a pass.
pub(super) fn follow_up(system: &System, auction: &Auction, hand: Hand) -> Option<Judgement> {
    let calls = auction.calls();
    let n = calls.len();
    if n < 4 || calls[n - 1] != Call::Pass || calls[n - 3] != Call::Pass {
        return None;
    }
    let mine = auction.prefix(n - 2);
    let (major, _) = cue_after(system, &mine)?;
    let answer = calls[n - 2];
    let four = Call::bid(4, strain_of(major))?;
    let judged = |call: Call, en: String, zh: String| {
        let (to_en, to_zh) = slam::pass_or(call);
        Judgement {
            call,
            en: format!("{en} → {to_en}"),
            zh: format!("{zh} → {to_zh}"),
            shows: None,
        }
    };
    if answer == four {
        return Some(judged(
            Call::Pass,
            format!("Partner signs off in {four} over my cue bid: no slam"),
            format!("同伴在我扣叫后以{four}止叫:不打满贯"),
        ));
    }
    let theirs = is_cue(major, answer)?;
    let top_trump = holds_ace_or_king(hand, major);
    let covered = top_trump
        && Suit::ALL
            .into_iter()
            .filter(|&s| s != major && s != theirs)
            .all(|s| controlled(hand, s));
    if covered {
        if let Some(ask) = slam::ask(system, auction, strain_of(major), hand) {
            return Some(judged(
                ask,
                format!(
                    "Partner cue-bids back {answer}: control of {}, every suit controlled \
                     between us: Blackwood",
                    suit_en(theirs)
                ),
                format!(
                    "同伴扣叫回应{answer}:{}有控制,每门花色都有控制:黑木问A",
                    suit_zh(theirs)
                ),
            ));
        }
    }
    Some(judged(
        four,
        format!(
            "Partner cue-bids back {answer}, but a suit is not controlled between us: sign-off"
        ),
        format!("同伴扣叫回应{answer},但有花色双方都无控制:止叫"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Builtin;
    use crate::bridge::Deal;

    fn auction(text: &str) -> Auction {
        Auction::parse(Seat::North, text).unwrap()
    }

    fn hand(pbn: &str) -> Hand {
        Deal::from_pbn(&format!("N:{pbn} - - -"))
            .unwrap()
            .hand(Seat::North)
    }

    #[test]
    fn a_raise_of_my_major_below_game_agrees_it() {
        assert_eq!(agreed(&auction("1S P 3S P")), Some(Suit::Spades));
        assert_eq!(agreed(&auction("1H P 1S P 2S P")), Some(Suit::Spades));
        assert_eq!(agreed(&auction("1H P 2H P 3H P")), Some(Suit::Hearts));
    }

    #[test]
    fn no_major_is_agreed_at_game_over_their_bids_or_without_my_own_bid_of_it() {
        assert_eq!(agreed(&auction("1S P 4S P")), None);
        assert_eq!(agreed(&auction("1S 2D 3S P")), None);
        assert_eq!(agreed(&auction("1S P 2N P 3S P")), None);
        assert_eq!(agreed(&auction("1S P 2D P 2S P")), None);
    }

    #[test]
    fn the_cue_bid_starts_with_the_cheapest_ace_or_void() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let before = auction("1S P 3S P");
        let start_with = |pbn: &str| start(&sayc, &before, hand(pbn), Suit::Spades).map(|c| c.0);
        assert_eq!(start_with("AKJ52.A3.K72.Q42"), Call::bid(4, Strain::Hearts));
        assert_eq!(
            start_with("AKJ52.A3..KQ7542"),
            Call::bid(4, Strain::Diamonds)
        );
        assert_eq!(start_with("AKJ52.K3.K72.KQ4"), None);
    }

    #[test]
    fn a_cue_bid_back_may_show_a_king_or_a_singleton() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let after = auction("1S P 3S P 4C P");
        let shown =
            |pbn: &str| cheapest_cue(&sayc, &after, hand(pbn), Suit::Spades, Some(Suit::Clubs));
        assert_eq!(shown("KJ52.Q43.K72.Q42").map(|c| c.0), Some(Suit::Diamonds));
        assert_eq!(shown("KJ52.7.QJ72.Q642").map(|c| c.0), Some(Suit::Hearts));
        assert_eq!(shown("KJ52.QJ3.QJ72.Q4").map(|c| c.0), None);
    }
}
