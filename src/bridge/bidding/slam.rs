//! Slams by judgement: when the partnership's values reach slam with a fit, the computer asks
//! for aces with Blackwood (4NT) where the system gives 4NT no other meaning and gives the
//! answers, then bids the slam or signs off at the five level by the aces missing; partner,
//! having answered, leaves the asker's decision alone. In a minor the answer can pass the
//! five-level sign-off, so the asker holds aces enough that such an answer shows the slam.
//! With all four aces between the hands the asker asks for kings with 5NT, and bids the grand
//! slam with all four kings too.
//!
//! Where the system answers 4NT with 5NT on two aces and a void (SAYC), one ace and a void is
//! shown at the six level: six of the void suit when it ranks below the trumps, six of the
//! trumps when it ranks above. The asker then bids the small slam over 5NT or six of the void
//! suit, and passes six of the trumps.

use super::auction::Auction;
use super::call::Call;
use super::judgement::{strain_of, suit_en, suit_zh, Judgement};
use super::system::{count_rank, System};
use crate::bridge::limits::SeatLimits;
use crate::bridge::{Hand, Strain, Suit};

const FOUR_NT: Call = Call::Bid {
    level: 4,
    strain: Strain::NoTrump,
};
const FIVE_NT: Call = Call::Bid {
    level: 5,
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

/// The trumps of a fit: a major of eight cards, else the longer minor of eight.
fn trumps_of(fit: impl Fn(Suit) -> u8) -> Option<Strain> {
    let suit = [Suit::Spades, Suit::Hearts]
        .into_iter()
        .find(|&s| fit(s) >= 8)
        .or_else(|| {
            [Suit::Diamonds, Suit::Clubs]
                .into_iter()
                .filter(|&s| fit(s) >= 8)
                .max_by_key(|&s| (fit(s), 3 - s.index()))
        })?;
    Strain::from_index(suit.index())
}

/// Whether the system answers 5NT here (after `5NT pass`) with the kings, every count of
/// them at the six level.
fn kings_answered(system: &System, auction: &Auction) -> bool {
    let mut after = auction.clone();
    if after.push(FIVE_NT).is_err() || after.push(Call::Pass).is_err() {
        return false;
    }
    let answers = system.candidates(&after);
    (0..=4u8).all(|kings| {
        answers.iter().any(|r| {
            matches!(r.call, Call::Bid { level: 6, .. })
                && r.constraints.kings.is_some_and(|k| k.contains(kings))
        })
    })
}

/// A call as the explanations name it in English and Chinese, a pass spelled out.
pub(super) fn pass_or(call: Call) -> (String, String) {
    if call == Call::Pass {
        ("pass".to_string(), "不叫".to_string())
    } else {
        (call.to_string(), call.to_string())
    }
}

/// Whether a call is 5NT, the king ask judgement makes once all four aces are known.
pub(super) fn is_king_ask(call: Call) -> bool {
    call == FIVE_NT
}

/// The asker's decision after partner's answer (`4NT pass 5x pass`, 4NT mine), or the
/// answerer's pass after the asker has placed the contract. With all four aces between the
/// hands, 5NT asks for kings where the system answers it, and with all four kings too the
/// asker bids the grand slam (after `5NT pass 6x pass`). `fit` gives the cards of a suit the
/// two hands hold at least: the trumps are a major of eight, else the longer minor of eight.
/// None elsewhere.
pub(super) fn blackwood_follow_up(
    system: &System,
    auction: &Auction,
    hand: Hand,
    fit: impl Fn(Suit) -> u8,
) -> Option<Judgement> {
    let calls = auction.calls();
    let n = calls.len();
    let asked_at = calls.iter().rposition(|&c| c == FOUR_NT)?;
    let me = auction.next_seat();
    let asker = auction.seat_of(asked_at);
    let kings_asked = calls.get(asked_at + 4) == Some(&FIVE_NT);
    if asker.partner() == me {
        // Partner asked, I answered (the aces, then the kings if asked), partner placed the
        // contract: it stands.
        let placed_at = if kings_asked {
            asked_at + 8
        } else {
            asked_at + 4
        };
        if n <= placed_at {
            return None;
        }
        let placed = calls[placed_at];
        let passes = calls[placed_at + 1..].iter().all(|&c| c == Call::Pass);
        if level_of(placed) > 0 && passes && calls[placed_at - 1] == Call::Pass {
            return Some(Judgement {
                call: Call::Pass,
                en: format!("Partner asked for aces and placed the contract in {placed}: pass"),
                zh: format!("同伴问A后定约{placed}:不叫"),
                shows: None,
            });
        }
        return None;
    }
    if asker != me {
        return None;
    }
    if calls[asked_at + 1] != Call::Pass {
        return interfered(system, auction, asked_at, hand, fit);
    }
    if kings_asked {
        return if n == asked_at + 8 && calls[asked_at + 5] == Call::Pass {
            king_decision(auction, hand, calls[asked_at + 6], fit)
        } else {
            None
        };
    }
    if n != asked_at + 4 {
        return None;
    }
    if let Some(j) = void_shown(system, auction, asked_at, hand, &fit) {
        return Some(j);
    }
    let Call::Bid {
        level: 5,
        strain: answer,
    } = calls[asked_at + 2]
    else {
        return None;
    };
    let mine = count_rank(hand, 14);
    let theirs = match steps(answer)? {
        0 if mine == 0 => 4,
        n => n,
    };
    let strain = trumps_of(&fit)?;
    let aces = mine + theirs;
    if aces == 4
        && count_rank(hand, 13) >= kings_to_ask(strain)
        && auction.check(FIVE_NT).is_ok()
        && kings_answered(system, auction)
    {
        return Some(Judgement {
            call: FIVE_NT,
            en: "Partner's answer to Blackwood: all four aces between us: a grand slam if \
                 we hold all four kings too, 5NT asks for kings"
                .to_string(),
            zh: "同伴回答黑木问A:双方四个A齐全:若四个K也齐全则打大满贯,5无将问K".to_string(),
            shows: None,
        });
    }
    // Partner's answer in the trumps is the sign-off; an answer past them, which
    // [`aces_to_ask`] rules out for judgement's own ask, leaves the decision to the rules.
    let call = place(auction, strain, answer, 6, aces >= 3)?;
    let (en, zh) = if level_of(call) == 6 {
        (
            format!("{aces} aces between us, at most one missing: small slam"),
            format!("双方共{aces}个A,最多缺一个:小满贯"),
        )
    } else {
        (
            format!("{aces} aces between us, two missing: no slam, sign-off"),
            format!("双方共{aces}个A,缺两个:不打满贯,止叫"),
        )
    };
    Some(decided(
        call,
        ("Partner's answer to Blackwood", "同伴回答黑木问A"),
        en,
        zh,
    ))
}

/// Whether the system answers 4NT (after `4NT pass`, `after` ending so) with 5NT on two aces
/// and a void: it then shows one ace and a void at the six level too.
fn shows_voids(system: &System, after: &Auction) -> bool {
    system.candidates(after).iter().any(|r| {
        r.call == FIVE_NT
            && r.constraints.aces.is_some_and(|a| a.contains(2))
            && r.constraints
                .lengths
                .iter()
                .any(|l| l.is_some_and(|l| l.max == 0))
    })
}

/// Whether the 4NT at `at` asks for aces: the first 4NT of the auction, given by no rule that
/// does not force (a quantitative invitation, an answer to Gerber), so judgement's ask or a
/// rule's forcing Blackwood.
fn is_blackwood(system: &System, auction: &Auction, at: usize) -> bool {
    !auction.calls()[..at].contains(&FOUR_NT)
        && !system
            .candidates(&auction.prefix(at))
            .iter()
            .any(|r| r.call == FOUR_NT && !r.forcing)
}

/// The answer to partner's 4NT with one ace and a void, where the system shows voids
/// ([`shows_voids`]): six of the void suit when it ranks below the trumps, else six of the
/// trumps. The trumps are a fit of eight ([`trumps_of`]). A void in a suit partner has shown
/// four of is no use opposite partner's length, and one in a suit I have bid (a cue bid) was
/// counted by partner's ask already, which may then hold one ace only: neither is shown, and
/// the rules count the aces, so that partner can stop at five.
pub(super) fn void_answer(
    system: &System,
    auction: &Auction,
    hand: Hand,
    fit: impl Fn(Suit) -> u8,
) -> Option<Judgement> {
    let calls = auction.calls();
    let n = calls.len();
    if n < 2 || calls[n - 2] != FOUR_NT || calls[n - 1] != Call::Pass {
        return None;
    }
    let me = auction.next_seat();
    if auction.seat_of(n - 2) != me.partner()
        || !is_blackwood(system, auction, n - 2)
        || count_rank(hand, 14) != 1
        || !shows_voids(system, auction)
    {
        return None;
    }
    let trumps = trumps_of(&fit)?;
    let trump_suit = trumps.trump()?;
    let bid_by_me = |s: Suit| {
        auction
            .first_to_bid(strain_of(s), n, |seat| seat == me)
            .is_some()
    };
    let void = Suit::ALL
        .into_iter()
        .find(|&s| s != trump_suit && hand.holding(s) == 0 && fit(s) < 4 && !bid_by_me(s))?;
    // Suits rank by index the other way round: spades 0, clubs 3.
    let below = void.index() > trump_suit.index();
    let call = Call::bid(6, if below { strain_of(void) } else { trumps })?;
    auction.check(call).ok()?;
    let (en, zh) = if below {
        (
            format!("below the trumps: six of the void suit, {call}"),
            format!("低于将牌花色:叫缺门花色的六阶,{call}"),
        )
    } else {
        (
            format!("above the trumps: six of the trumps, {call}"),
            format!("高于将牌花色:叫将牌的六阶,{call}"),
        )
    };
    let mut shows = SeatLimits::default();
    shows.lengths[void.index()].max = 0;
    Some(Judgement {
        call,
        en: format!(
            "Blackwood answer: one ace and a void in {}, {en}",
            suit_en(void)
        ),
        zh: format!("黑木问A应答:1个A及{}缺门,{zh}", suit_zh(void)),
        shows: Some(shows),
    })
}

/// The asker's reading of a void-showing answer ([`void_answer`]): over 5NT (two aces and a
/// void) and over six of a suit below the trumps (one ace and a void in it), six of the trumps,
/// the cheapest contract left in them, a slam by the aces and the void together; over six of
/// the trumps (one ace and a void above them), a pass. None for any other answer.
fn void_shown(
    system: &System,
    auction: &Auction,
    asked_at: usize,
    hand: Hand,
    fit: impl Fn(Suit) -> u8,
) -> Option<Judgement> {
    let calls = auction.calls();
    let answer = calls[asked_at + 2];
    if !is_blackwood(system, auction, asked_at)
        || !shows_voids(system, &auction.prefix(asked_at + 2))
    {
        return None;
    }
    let trumps = trumps_of(&fit)?;
    let mine = count_rank(hand, 14);
    let (shown, call, en, zh) = match answer {
        FIVE_NT => (
            2,
            Call::bid(6, trumps)?,
            "two aces and a void".to_string(),
            "2个A及一个缺门".to_string(),
        ),
        Call::Bid { level: 6, strain } if strain == trumps => (
            1,
            Call::Pass,
            "one ace and a void above the trumps".to_string(),
            "1个A及高于将牌花色的缺门".to_string(),
        ),
        Call::Bid { level: 6, strain } if strain.index() > trumps.index() => {
            let void = strain.trump()?;
            (
                1,
                Call::bid(6, trumps)?,
                format!("one ace and a void in {}", suit_en(void)),
                format!("1个A及{}缺门", suit_zh(void)),
            )
        }
        _ => return None,
    };
    if call != Call::Pass {
        auction.check(call).ok()?;
    }
    let aces = mine + shown;
    Some(decided(
        call,
        ("Partner's answer to Blackwood", "同伴回答黑木问A"),
        format!("{en}, {aces} aces between us and the void: small slam"),
        format!("{zh},双方共{aces}个A加缺门:小满贯"),
    ))
}

/// After `4NT 5x`, partner's answer where the system answers over the interference by DOPI
/// (double none or all four, pass one, the bids above theirs two and three in steps): three
/// aces or more between the hands bid the small slam; with fewer, partner's double of their
/// contract stands and a pass is turned into a penalty double (they bid at the five level
/// against our slam try); a step bid short of the slam leaves the decision to judgement.
fn interfered(
    system: &System,
    auction: &Auction,
    asked_at: usize,
    hand: Hand,
    fit: impl Fn(Suit) -> u8,
) -> Option<Judgement> {
    let calls = auction.calls();
    let theirs = calls[asked_at + 1];
    if calls.len() != asked_at + 4 || calls[asked_at + 3] != Call::Pass {
        return None;
    }
    let dopi = system
        .candidates(&auction.prefix(asked_at + 2))
        .iter()
        .any(|r| r.call == Call::Double && r.constraints.aces.is_some());
    if !dopi {
        return None;
    }
    let mine = count_rank(hand, 14);
    let answer = calls[asked_at + 2];
    let shown = match answer {
        Call::Double if mine == 0 => 4,
        Call::Double => 0,
        Call::Pass => 1,
        _ => u8::try_from(answer.bid_index()? - theirs.bid_index()?).ok()? + 1,
    };
    let strain = trumps_of(&fit)?;
    let aces = mine + shown;
    let slam = Call::bid(6, strain).filter(|&c| auction.check(c).is_ok());
    let counted = if aces == 1 {
        "1 ace".to_string()
    } else {
        format!("{aces} aces")
    };
    let (call, en, zh) = match (aces >= 3, slam, answer) {
        (true, Some(slam), _) => (
            slam,
            format!("{aces} aces between us, at most one missing: small slam"),
            format!("双方共{aces}个A,最多缺一个:小满贯"),
        ),
        (false, _, Call::Double) => (
            Call::Pass,
            format!("{counted} between us, two missing: partner's double of {theirs} stands"),
            format!("双方共{aces}个A,缺两个:同伴对{theirs}的加倍不变"),
        ),
        (false, _, Call::Pass) => (
            Call::Double,
            format!("{counted} between us, two missing: no slam, penalty double of {theirs}"),
            format!("双方共{aces}个A,缺两个:不打满贯,惩罚性加倍{theirs}"),
        ),
        _ => return None,
    };
    Some(decided(
        call,
        (
            "Partner's answer to Blackwood over their interference",
            "对方干扰后同伴回答黑木问A",
        ),
        en,
        zh,
    ))
}

/// The count an answer in steps shows, the club step first: none (or all four), one, two,
/// three; None for the no-trump step, which the answers do not use.
fn steps(answer: Strain) -> Option<u8> {
    match answer {
        Strain::Clubs => Some(0),
        Strain::Diamonds => Some(1),
        Strain::Hearts => Some(2),
        Strain::Spades => Some(3),
        Strain::NoTrump => None,
    }
}

/// The asker's contract after an answer in `answer`: the slam at `level` in the trumps when
/// the count is `enough` and the bid legal, else the sign-off a level lower, or a pass where
/// partner's answer is that sign-off already; None where the answer went past it in another
/// suit.
fn place(
    auction: &Auction,
    trumps: Strain,
    answer: Strain,
    level: u8,
    enough: bool,
) -> Option<Call> {
    let slam = Call::bid(level, trumps)?;
    if enough && auction.check(slam).is_ok() {
        return Some(slam);
    }
    let sign_off = Call::bid(level - 1, trumps)?;
    if auction.check(sign_off).is_ok() {
        Some(sign_off)
    } else if answer == trumps {
        Some(Call::Pass)
    } else {
        None
    }
}

/// The asker's decision explained: what the answer was to, why, and the call (a pass spelled
/// out).
fn decided(call: Call, (to_en, to_zh): (&str, &str), en: String, zh: String) -> Judgement {
    let (call_en, call_zh) = pass_or(call);
    Judgement {
        call,
        en: format!("{to_en}: {en} → {call_en}"),
        zh: format!("{to_zh}:{zh} → {call_zh}"),
        shows: None,
    }
}

/// The kings between the hands, with all four aces, that bid a grand slam: all of them (with
/// one missing the grand slam failed as often as it made on random boards).
const GRAND_KINGS: u8 = 4;

/// The kings the asker must hold before 5NT with `strain` the trumps, so that every answer
/// above six of the suit shows the kings of a grand slam: the answers 6♦, 6♥ and 6♠ show
/// one, two and three kings, and only 6♠ passes six hearts.
fn kings_to_ask(strain: Strain) -> u8 {
    let past = match strain {
        Strain::Hearts => 3,
        Strain::Diamonds => 2,
        Strain::Clubs => 1,
        _ => return 0,
    };
    GRAND_KINGS.saturating_sub(past)
}

/// After `4NT pass 5x pass 5NT pass`, partner's answer: the grand slam with the kings, the
/// small slam without. 6♣, no king or all four, is counted as none: the small slam.
fn king_decision(
    auction: &Auction,
    hand: Hand,
    answer: Call,
    fit: impl Fn(Suit) -> u8,
) -> Option<Judgement> {
    let Call::Bid {
        level: 6,
        strain: answer,
    } = answer
    else {
        return None;
    };
    let kings = count_rank(hand, 13) + steps(answer)?;
    let strain = trumps_of(fit)?;
    // [`kings_to_ask`] leaves no answer past six of the trumps short of the grand.
    let call = place(auction, strain, answer, 7, kings >= GRAND_KINGS)?;
    let (en, zh) = if level_of(call) == 7 {
        (
            format!("all four aces and {kings} kings between us: grand slam"),
            format!("双方四个A齐全,共{kings}个K:大满贯"),
        )
    } else {
        (
            format!("all four aces but only {kings} kings between us: small slam"),
            format!("双方四个A齐全,但只有{kings}个K:小满贯"),
        )
    };
    Some(decided(
        call,
        ("Partner's answer to the king ask", "同伴回答问K"),
        en,
        zh,
    ))
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
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let none = blackwood_follow_up(
            &sayc,
            &auction("1D P 1H P 2C P 4N P 5C P"),
            two_aces,
            clubs_fit,
        )
        .unwrap();
        assert_eq!(none.call, Call::Pass, "{}", none.en);
        assert!(none.en.contains("2 aces between us"), "{}", none.en);
        assert!(none.zh.contains("不打满贯"), "{}", none.zh);
        let one = blackwood_follow_up(
            &sayc,
            &auction("1D P 1H P 2C P 4N P 5D P"),
            two_aces,
            clubs_fit,
        )
        .unwrap();
        assert_eq!(one.call, "6C".parse().unwrap(), "{}", one.en);
        assert!(one.zh.contains("小满贯"), "{}", one.zh);
    }

    #[test]
    fn in_diamonds_one_ace_each_signs_off_by_passing_the_answer() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let diamonds_fit = |s: Suit| if s == Suit::Diamonds { 9 } else { 3 };
        let one_ace = hand("KQJ3.KJT4.AQ32.Q");
        let j = blackwood_follow_up(
            &sayc,
            &auction("1D P 1H P 3D P 4N P 5D P"),
            one_ace,
            diamonds_fit,
        )
        .unwrap();
        assert_eq!(j.call, Call::Pass, "{}", j.en);
        let j = blackwood_follow_up(
            &sayc,
            &auction("1D P 1H P 3D P 4N P 5H P"),
            one_ace,
            diamonds_fit,
        )
        .unwrap();
        assert_eq!(j.call, "6D".parse().unwrap(), "{}", j.en);
    }

    fn spades_fit(s: Suit) -> u8 {
        if s == Suit::Spades {
            9
        } else {
            3
        }
    }

    #[test]
    fn all_four_aces_ask_for_kings_and_all_four_kings_bid_the_grand() {
        for builtin in [Builtin::Sayc, Builtin::Precision] {
            let system = System::builtin(builtin).unwrap();
            // Two aces of mine and partner's two: 5NT.
            let two_kings = hand("AQJ752.KT4.AK7.8");
            let ask = blackwood_follow_up(
                &system,
                &auction("1S P 3S P 4N P 5H P"),
                two_kings,
                spades_fit,
            )
            .unwrap();
            assert_eq!(ask.call, FIVE_NT, "{}", ask.en);
            assert!(ask.zh.contains("问K"), "{}", ask.zh);
            // Partner's two kings make four: the grand slam; one king makes three: six.
            let grand = blackwood_follow_up(
                &system,
                &auction("1S P 3S P 4N P 5H P 5N P 6H P"),
                two_kings,
                spades_fit,
            )
            .unwrap();
            assert_eq!(grand.call, "7S".parse().unwrap(), "{}", grand.en);
            assert!(grand.zh.contains("大满贯"), "{}", grand.zh);
            let small = blackwood_follow_up(
                &system,
                &auction("1S P 3S P 4N P 5H P 5N P 6D P"),
                two_kings,
                spades_fit,
            )
            .unwrap();
            assert_eq!(small.call, "6S".parse().unwrap(), "{}", small.en);
            // An ace missing: the small slam, no king ask.
            let three = blackwood_follow_up(
                &system,
                &auction("1S P 3S P 4N P 5D P"),
                two_kings,
                spades_fit,
            )
            .unwrap();
            assert_eq!(three.call, "6S".parse().unwrap(), "{}", three.en);
            // The answerer leaves the grand slam the asker placed.
            let answerer = hand("KT3.A8.843.A8654");
            let pass = blackwood_follow_up(
                &system,
                &auction("1S P 3S P 4N P 5H P 5N P 6H P 7S P"),
                answerer,
                spades_fit,
            )
            .unwrap();
            assert_eq!(pass.call, Call::Pass, "{}", pass.en);
        }
    }

    #[test]
    fn in_a_minor_the_kings_are_asked_only_if_every_answer_past_six_shows_the_grand() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let before = auction("1D P 3D P 4N P 5H P");
        let diamonds_fit = |s: Suit| if s == Suit::Diamonds { 9 } else { 3 };
        // 6H (two kings) is past 6D: the asker needs two kings of its own.
        let one_king = hand("AQ3.K2.AQJ75.Q32");
        let two_kings = hand("AQ3.K2.AKJ75.Q32");
        let j = blackwood_follow_up(&sayc, &before, one_king, diamonds_fit).unwrap();
        assert_eq!(j.call, "6D".parse().unwrap(), "{}", j.en);
        let j = blackwood_follow_up(&sayc, &before, two_kings, diamonds_fit).unwrap();
        assert_eq!(j.call, FIVE_NT, "{}", j.en);
        assert_eq!(kings_to_ask(Strain::Spades), 0);
        assert_eq!(kings_to_ask(Strain::Hearts), 1);
        assert_eq!(kings_to_ask(Strain::Clubs), 3);
    }

    #[test]
    fn one_ace_and_a_void_are_shown_at_six_by_the_rank_of_the_void() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        let hearts_fit = |s: Suit| if s == Suit::Hearts { 9 } else { 3 };
        let answer = |calls: &str, cards: &str, fit: &dyn Fn(Suit) -> u8| {
            void_answer(&sayc, &auction(calls), hand(cards), fit).map(|j| j.call)
        };
        // A club void ranks below the spades: 6C.
        let below = void_answer(
            &sayc,
            &auction("1S P 3S P 4N P"),
            hand("KJ84.Q973.A8652."),
            spades_fit,
        )
        .unwrap();
        assert_eq!(below.call, "6C".parse().unwrap(), "{}", below.en);
        assert!(below.zh.contains("梅花缺门"), "{}", below.zh);
        assert_eq!(below.shows.unwrap().lengths[Suit::Clubs.index()].max, 0);
        // A spade void ranks above the hearts: six of the trumps.
        assert_eq!(
            answer("1H P 3H P 4N P", ".KJ84.A8652.Q973", &hearts_fit),
            "6H".parse().ok()
        );
        // Two aces are the rules' 5NT; no ace or no void, the rules' count.
        assert_eq!(
            answer("1S P 3S P 4N P", "K984.A973.A8652.", &spades_fit),
            None
        );
        assert_eq!(
            answer("1S P 3S P 4N P", "KJ84.Q973.K8652.", &spades_fit),
            None
        );
        assert_eq!(
            answer("1S P 3S P 4N P", "KJ84.Q973.A865.2", &spades_fit),
            None
        );
        // A void in a suit I cue-bid is not shown again.
        assert_eq!(
            answer("1S P 3S P 4C P 4N P", "KJ84.Q973.A8652.", &spades_fit),
            None
        );
        // 4NT answering Gerber is no ask; Precision counts aces only.
        assert_eq!(
            answer("1N P 4C P 4N P", "KJ84.Q973.A8652.", &spades_fit),
            None
        );
        let precision = System::builtin(Builtin::Precision).unwrap();
        let j = void_answer(
            &precision,
            &auction("1S P 3S P 4N P"),
            hand("KJ84.Q973.A8652."),
            spades_fit,
        );
        assert!(j.is_none());
    }

    #[test]
    fn the_asker_reads_the_void_answers_and_places_the_slam() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        // One ace of mine.
        let asker = hand("AKQ73.KQ4.KQ2.K3");
        let decide = |calls: &str| blackwood_follow_up(&sayc, &auction(calls), asker, spades_fit);
        // 5NT: two aces and a void, three aces between us.
        let j = decide("1S P 3S P 4N P 5N P").unwrap();
        assert_eq!(j.call, "6S".parse().unwrap(), "{}", j.en);
        assert!(j.en.contains("3 aces"), "{}", j.en);
        assert!(j.zh.contains("小满贯"), "{}", j.zh);
        // Six of a suit below the trumps: one ace and a void in it.
        let j = decide("1S P 3S P 4N P 6C P").unwrap();
        assert_eq!(j.call, "6S".parse().unwrap(), "{}", j.en);
        assert!(j.en.contains("void in clubs"), "{}", j.en);
        // Six of the trumps, the void above them: it stands.
        let hearts_fit = |s: Suit| if s == Suit::Hearts { 9 } else { 3 };
        let j =
            blackwood_follow_up(&sayc, &auction("1H P 3H P 4N P 6H P"), asker, hearts_fit).unwrap();
        assert_eq!(j.call, Call::Pass, "{}", j.en);
        // Six of a suit above the trumps is no void answer.
        assert!(
            blackwood_follow_up(&sayc, &auction("1H P 3H P 4N P 6S P"), asker, hearts_fit)
                .is_none()
        );
        // The answerer passes the slam placed over the void answer.
        let answerer = hand("KJ84.Q973.A8652.");
        let j = blackwood_follow_up(
            &sayc,
            &auction("1S P 3S P 4N P 6C P 6S P"),
            answerer,
            spades_fit,
        )
        .unwrap();
        assert_eq!(j.call, Call::Pass, "{}", j.en);
        // Precision gives 5NT no void meaning: no reading.
        let precision = System::builtin(Builtin::Precision).unwrap();
        assert!(blackwood_follow_up(
            &precision,
            &auction("1S P 3S P 4N P 5N P"),
            asker,
            spades_fit
        )
        .is_none());
    }

    #[test]
    fn over_their_interference_the_dopi_answer_bids_the_slam_or_doubles_them() {
        let system = System::builtin(Builtin::Sayc).unwrap();
        // One ace of mine.
        let asker = hand("AKQ73.KQ4.KQ2.K3");
        let decide = |calls: &str| {
            blackwood_follow_up(&system, &auction(calls), asker, spades_fit).map(|j| j.call)
        };
        // Pass shows one ace: two between us, their 5D doubled for penalty.
        assert_eq!(decide("1S P 3S P 4N 5D P P"), Some(Call::Double));
        // The first step above 5D shows two: three between us, the small slam.
        assert_eq!(decide("1S P 3S P 4N 5D 5H P"), "6S".parse().ok());
        // Partner's double (no ace) is left in.
        assert_eq!(decide("1S P 3S P 4N 5D X P"), Some(Call::Pass));
        // Precision gives no answers over interference: its pass is not read as an ace.
        let precision = System::builtin(Builtin::Precision).unwrap();
        let auction = auction("1S P 3S P 4N 5D P P");
        assert!(blackwood_follow_up(&precision, &auction, asker, spades_fit).is_none());
    }
}
