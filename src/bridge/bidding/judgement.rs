//! Judgement where the rules end: when no rule of the system fits, the computer reasons from
//! what the auction has shown (each seat's limits, as [`infer`] draws them) and its own hand.
//!
//! Combined strength decides the level (part-score, game, slam) and the best fit the strain:
//! a major fit first, then no-trump with the opponents' suits stopped, then a minor fit, then
//! a long suit of its own. A forcing call of partner's (a rule marked `forcing = true`) is
//! never passed: with nothing better the computer makes the cheapest sound bid. Without a
//! fit it competes over the opponents only as far as the Law of Total Tricks allows (as many
//! tricks as the side holds trumps). A call is only made where the system's own rules for
//! it, if any, allow the hand, so what the auction shows about it stays true.

use super::auction::Auction;
use super::call::Call;
use super::compete::{own_major, penalty_double, sacrifice, Theirs, OWN_MAJOR_HCP};
use super::cue;
use super::infer::infer;
use super::quantitative;
use super::slam;
use super::system::{count_rank, has_stopper, since_opening, System};
use crate::bridge::evaluate::{
    hcp, holds_ace_or_king, is_balanced_shape, lengths, losing_tricks, points,
};
use crate::bridge::limits::{Range, SeatLimits};
use crate::bridge::{Hand, Seat, Strain, Suit};

/// A call reasoned from the auction and the hand, with its reasoning in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    pub call: Call,
    pub en: String,
    pub zh: String,
    /// What the reasoning guarantees about the hand (e.g. no game values: at most so many
    /// HCP; a fit: so many trumps), which the auction records beside the call for the
    /// inference to read; None when it claims nothing beyond the rules.
    pub shows: Option<SeatLimits>,
}

impl Judgement {
    /// The same call, showing also `more`.
    fn showing(mut self, more: SeatLimits) -> Judgement {
        let all = self.shows.unwrap_or_default();
        self.shows = Some(all.intersect(&more).unwrap_or(all));
        self
    }
}

/// Limits of an HCP range alone.
fn hcp_limits(min: u8, max: u8) -> SeatLimits {
    SeatLimits {
        hcp: Range::new(min, max),
        ..SeatLimits::default()
    }
}

/// Limits of a least length in one suit alone.
fn length_limits(suit: Suit, min: u8) -> SeatLimits {
    let mut l = SeatLimits::default();
    l.lengths[suit.index()].min = min;
    l
}

/// Combined points for game in no-trump or a major, for game in a minor, for a small slam and
/// for a grand slam.
const GAME: u8 = 25;
const MINOR_GAME: u8 = 29;
/// A small slam: in a trump fit counting partner at the least shown and a short suit of mine,
/// in no-trump counting partner's likely values (both at the least above a rule).
const SLAM: u8 = 32;
const GRAND: u8 = 37;
/// The high cards (mine and partner's least) a slam found by the losing-trick count needs.
const LTC_SLAM_HCP: u8 = 26;
/// The high cards such a slam needs when I control every suit myself (the ace or king of
/// trumps, of each side suit its ace or king or a singleton or void): two quick losers in
/// one suit are then ruled out, and Blackwood rules out two missing aces.
const LTC_CONTROLLED_HCP: u8 = 23;
/// The tricks the losing-trick count asks for a small slam; one fewer makes a slam try.
const SLAM_TRICKS: u8 = 12;
/// The high cards (mine and partner's least) with which a long suit of my own, headed by the
/// ace or king and counted as trumps, asks for aces on twelve tricks by the losing-trick
/// count rather than bid game in it.
const LONG_SUIT_HCP: u8 = 24;
/// A slam try's high cards (mine and partner's least), and how far partner's range must
/// reach above its least for partner's extras to be worth asking about.
const TRY_HCP: u8 = 24;
const TRY_RANGE: u8 = 3;
const TRY_FIT: u8 = 8;
/// The widest range of partner's HCP opposite which game that partner's least does not reach
/// is invited rather than bid.
const INVITE_RANGE: u8 = 6;
/// The HCP above the least shown with which a slam try is accepted (with a loser fewer too).
const TRY_EXTRA_HCP: u8 = 2;

/// Partner's losers, estimated from the least HCP partner shows: an opening hand has about
/// seven, a single raise nine, a limit raise eight, each three points more one fewer.
fn partner_losers(hcp_min: u8) -> u8 {
    match hcp_min {
        0..=5 => 10,
        6..=9 => 9,
        10 => 8,
        11..=15 => 7,
        16..=18 => 6,
        19..=21 => 5,
        _ => 4,
    }
}

/// Whether the player to call may not pass: partner's last call is forcing and the
/// right-hand opponent passed (a bid or double by the opponent releases the force).
pub fn is_forced(system: &System, auction: &Auction) -> bool {
    let calls = auction.calls();
    let n = calls.len();
    if n < 2 || calls[n - 1] != Call::Pass || calls[n - 2] == Call::Pass {
        return false;
    }
    is_forcing(system, &auction.prefix(n - 2), calls[n - 2])
}

/// Whether `call`, made after `before`, is forcing: a rule giving it there is marked so.
pub fn is_forcing(system: &System, before: &Auction, call: Call) -> bool {
    system
        .candidates(before)
        .iter()
        .any(|r| r.call == call && r.forcing)
}

/// Whether partner's call is the last but passes and a double no rule gives a meaning at that
/// point: a penalty double by judgement.
fn partner_doubled_for_penalty(system: &System, auction: &Auction, partner: Seat) -> bool {
    let calls = auction.calls();
    let Some(i) = calls.iter().rposition(|&c| c != Call::Pass) else {
        return false;
    };
    calls[i] == Call::Double
        && auction.seat_of(i) == partner
        && !system
            .candidates(&auction.prefix(i))
            .iter()
            .any(|r| r.call == Call::Double)
}

/// Whether the system's rules for `call` here, if any, allow the hand: the hull of their
/// limits, which is what the auction will take the call to show.
fn sound(system: &System, auction: &Auction, call: Call, hand: Hand) -> bool {
    if auction.check(call).is_err() {
        return false;
    }
    let hull = system
        .candidates(auction)
        .into_iter()
        .filter(|r| r.call == call)
        .map(|r| r.constraints.limits())
        .reduce(|a, b| a.hull(&b));
    hull.is_none_or(|l| {
        SeatLimits {
            balanced: None,
            ..l
        }
        .allows(hand)
    })
}

pub(super) fn suit_en(s: Suit) -> &'static str {
    ["spades", "hearts", "diamonds", "clubs"][s.index()]
}

pub(super) fn suit_zh(s: Suit) -> &'static str {
    ["黑桃", "红桃", "方块", "梅花"][s.index()]
}

pub(super) fn strain_of(s: Suit) -> Strain {
    Strain::from_index(s.index()).unwrap_or(Strain::NoTrump)
}

/// The cheapest legal bid in a strain.
fn cheapest(auction: &Auction, strain: Strain) -> Option<Call> {
    (1..=7).find_map(|level| Call::bid(level, strain).filter(|&c| auction.check(c).is_ok()))
}

fn level_of(call: Call) -> u8 {
    match call {
        Call::Bid { level, .. } => level,
        _ => 0,
    }
}

/// What the computer decides where no rule fits, or None when no call can be justified
/// (forced, with no sound bid).
pub fn judge(system: &System, auction: &Auction, hand: Hand) -> Option<Judgement> {
    if let Some(j) = slam::blackwood_follow_up(system, auction, hand, |s| {
        asked_fit(system, auction, hand, s)
    }) {
        return Some(j);
    }
    if let Some(j) = cue_answers(system, auction, hand) {
        return Some(j);
    }
    if let Some(j) = slam_try_answer(system, auction, hand) {
        return Some(j);
    }
    if let Some(j) = quantitative::answer(system, auction, hand) {
        return Some(j);
    }
    reasoned(system, auction, hand, false)
}

/// Judgement above a rule that fits: where the rule (a pass, or a bid that is not forcing)
/// stops below the contract that the partnership's *known minimum* already reaches with a
/// fit (game, or slam through Blackwood), the contract is bid instead. Partner's forcing
/// calls, conventional answers and Blackwood auctions are left to the rules.
pub fn beyond_rule(
    system: &System,
    auction: &Auction,
    hand: Hand,
    rule_call: Call,
    rule_forcing: bool,
) -> Option<Judgement> {
    // One ace and a void are shown at six in place of the rules' count of the ace.
    if let Some(j) = slam::void_answer(system, auction, hand, |s| own_fit(system, auction, hand, s))
    {
        return Some(j);
    }
    if let Some(j) = cue_answers(system, auction, hand) {
        return Some(j);
    }
    if let Some(j) = slam_try_answer(system, auction, hand) {
        return Some(j);
    }
    if let Some(j) = quantitative::answer(system, auction, hand) {
        return Some(j);
    }
    // A rule's small slam after the answer to 4NT gives way to the king ask when all four
    // aces are held (SAYC's Jacoby 2NT auctions place the slam by rules).
    if level_of(rule_call) == 6 {
        if let Some(j) = slam::blackwood_follow_up(system, auction, hand, |s| {
            asked_fit(system, auction, hand, s)
        })
        .filter(|j| slam::is_king_ask(j.call))
        {
            return Some(j);
        }
    }
    let bid_or_pass = rule_call == Call::Pass || level_of(rule_call) > 0;
    if rule_forcing || !bid_or_pass || is_forced(system, auction) || slam::asked(auction) {
        return None;
    }
    // A game the rule already reaches (bid, or partner's that it passes) is left for a slam
    // only: five of a minor is no improvement on three no-trump.
    let me = auction.next_seat();
    let standing = match auction.last_bid() {
        Some((by, call)) if rule_call == Call::Pass && (by == me || by == me.partner()) => call,
        _ => rule_call,
    };
    let floor = if is_game(standing) {
        level_of(rule_call).max(5)
    } else {
        level_of(rule_call)
    };
    // Blackwood's 4NT, the slam try in five of a major and a cue bid are steps to slam.
    let cue_bid = |c: Call| cue::agreed(auction).is_some_and(|m| cue::is_cue(m, c).is_some());
    let aim = |c: Call| {
        if slam::is_ask(c) || slam::is_try(c) || cue_bid(c) {
            6
        } else {
            level_of(c)
        }
    };
    // A rule's 2NT invites the no-trump game: partner, who knows where in its range it lies,
    // accepts or declines, and judgement does not bid the game over it on partner's least.
    let invites_nt = Call::bid(2, Strain::NoTrump) == Some(rule_call);
    let nt_game = Call::bid(3, Strain::NoTrump);
    reasoned(system, auction, hand, true)
        .filter(|j| aim(j.call) > floor)
        .filter(|j| !(invites_nt && Some(j.call) == nt_game))
}

/// Partner's answer to my cue bid followed up, or partner's cue bid answered (`cue`).
fn cue_answers(system: &System, auction: &Auction, hand: Hand) -> Option<Judgement> {
    cue::follow_up(system, auction, hand)
        .or_else(|| cue::answer(system, auction, hand, partner_losers))
}

/// The answer to partner's slam try (five of our major raised over my bid, where no rule gives
/// five a meaning): six with extras, high cards above the least shown and fewer losers than
/// that least suggests; a pass otherwise.
fn slam_try_answer(system: &System, auction: &Auction, hand: Hand) -> Option<Judgement> {
    let calls = auction.calls();
    let n = calls.len();
    if n < 3 || calls[n - 1] != Call::Pass {
        return None;
    }
    let five = calls[n - 2];
    let Call::Bid { strain, .. } = five else {
        return None;
    };
    if !slam::is_try(five) {
        return None;
    }
    let before = auction.prefix(n - 2);
    let ours_before = before
        .last_bid()
        .is_some_and(|(by, _)| by == before.next_seat().partner());
    if !ours_before || system.candidates(&before).iter().any(|r| r.call == five) {
        return None;
    }
    let trump = strain.trump()?;
    if own_fit(system, auction, hand, trump) < TRY_FIT {
        return None;
    }
    let me = auction.next_seat();
    let shown = infer(system, auction)[me.index()].limits.hcp;
    let my_hcp = hcp(hand);
    let losers = losing_tricks(hand);
    let extras = my_hcp >= shown.min + TRY_EXTRA_HCP && losers < partner_losers(shown.min);
    let six = Call::bid(6, strain)?;
    let (call, en, zh) = if extras && auction.check(six).is_ok() {
        (six, "extras: small slam", "有余力:小满贯")
    } else {
        (Call::Pass, "no extras: pass", "无余力:不叫")
    };
    Some(Judgement {
        call,
        en: format!(
            "Partner's slam try {five}: I showed {shown} HCP and hold {my_hcp} HCP, \
             {losers} losers: {en}"
        ),
        zh: format!("同伴{five}满贯试探:我显示{shown}点,实有{my_hcp}点,{losers}个失墩:{zh}"),
        shows: None,
    })
}

/// Whether I hold first- or second-round control of every suit: the ace or king of trumps,
/// and of each side suit its ace or king, or at most one card.
fn controls_every_suit(hand: Hand, trumps: Suit) -> bool {
    holds_ace_or_king(hand, trumps)
        && Suit::ALL
            .into_iter()
            .filter(|&s| s != trumps)
            .all(|s| cue::controlled(hand, s))
}

/// Whether a bid is a game or more: 3NT, four of a major, five of a minor.
fn is_game(call: Call) -> bool {
    match call {
        Call::Bid { level, strain } => {
            level
                >= match strain {
                    Strain::NoTrump => 3,
                    Strain::Spades | Strain::Hearts => 4,
                    _ => 5,
                }
        }
        _ => false,
    }
}

/// The cards of `suit` in my hand and the least partner has shown: the Blackwood follow-up
/// finds the fit it asked in by it.
fn own_fit(system: &System, auction: &Auction, hand: Hand, suit: Suit) -> u8 {
    let me = auction.next_seat();
    let p = infer(system, auction)[me.partner().index()].limits;
    lengths(hand)[suit.index()] + p.lengths[suit.index()].min
}

/// The cards of `suit` the Blackwood follow-up counts: the fit with partner's least, or,
/// where no suit makes a fit of eight, my own suit of six or more as one (the suit judgement
/// asks in without a fit, see [`LONG_SUIT_HCP`]).
fn asked_fit(system: &System, auction: &Auction, hand: Hand, suit: Suit) -> u8 {
    let fit = |s: Suit| own_fit(system, auction, hand, s);
    let mine = lengths(hand);
    let longest = Suit::ALL
        .into_iter()
        .max_by_key(|&s| (mine[s.index()], 3 - s.index()))
        .unwrap_or(Suit::Spades);
    if suit == longest && mine[suit.index()] >= 6 && Suit::ALL.into_iter().all(|s| fit(s) < 8) {
        8
    } else {
        fit(suit)
    }
}

/// Whether I am short (a void or a singleton other than the ace) in a suit partner has bid or
/// shown three or more of: a misfit, where my long suit's tricks do not add to partner's.
fn short_in_partners_suit(
    auction: &Auction,
    hand: Hand,
    partner: &SeatLimits,
    trumps: Suit,
) -> bool {
    let by_partner = auction.next_seat().partner();
    let bid = |s: Suit| {
        auction
            .first_to_bid(strain_of(s), auction.calls().len(), |seat| {
                seat == by_partner
            })
            .is_some()
    };
    Suit::ALL.into_iter().filter(|&s| s != trumps).any(|s| {
        let held = hand.holding(s);
        (bid(s) || partner.lengths[s.index()].min >= 3) && held.count_ones() <= 1 && held != 1 << 14
    })
}

/// The judgement itself. `cautious`: count partner at the minimum the auction shows (no
/// expectation), and answer only with the contract those values reach, None otherwise.
fn reasoned(system: &System, auction: &Auction, hand: Hand, cautious: bool) -> Option<Judgement> {
    let me: Seat = auction.next_seat();
    let partner = me.partner();
    let seats = infer(system, auction);
    let p = seats[partner.index()].limits;
    let forced = is_forced(system, auction);
    let mine = lengths(hand);
    let (my_hcp, my_points) = (hcp(hand), points(hand));

    let calls = auction.calls();
    let bidder = |i: usize| auction.seat_of(i);
    let partner_shown = calls
        .iter()
        .enumerate()
        .any(|(i, c)| *c != Call::Pass && bidder(i) == partner);
    let opp_min: u8 = [me.next(), partner.next()]
        .iter()
        .map(|s| seats[s.index()].limits.hcp.min)
        .sum();
    let left = 40u8.saturating_sub(my_hcp + opp_min);
    // Partner's likely strength: low in a wide range, capped by what the others can hold.
    let expected = if cautious {
        p.hcp.min
    } else if partner_shown {
        p.hcp.min + ((p.hcp.max - p.hcp.min) / 2).min(2)
    } else {
        left / 3
    }
    .clamp(p.hcp.min, p.hcp.max.max(p.hcp.min))
    .min(left);
    let together = my_points + expected;
    let together_min = my_points + p.hcp.min;
    // Slams are counted in high cards (and shortness in a fit, below): length makes tricks
    // but does not cover losers.
    let slam_min = my_hcp + p.hcp.min;

    // Suits the opponents bid, which no-trump needs stopped.
    let opp_suits: Vec<Suit> = calls
        .iter()
        .enumerate()
        .filter(|&(i, _)| bidder(i) != me && bidder(i) != partner)
        .filter_map(|(_, c)| match c {
            Call::Bid { strain, .. } => strain.trump(),
            _ => None,
        })
        .collect();
    let stopped = opp_suits.iter().all(|&s| has_stopper(hand, s));
    let shapely = mine.iter().any(|&l| l <= 1);
    let fit = |s: Suit| mine[s.index()] + p.lengths[s.index()].min;
    let best_fit = |suits: [Suit; 2]| {
        suits
            .into_iter()
            .filter(|&s| fit(s) >= 8 && p.lengths[s.index()].min >= 2)
            .max_by_key(|&s| (fit(s), 3 - s.index()))
    };
    let longest = Suit::ALL
        .into_iter()
        .max_by_key(|&s| (mine[s.index()], 3 - s.index()))
        .unwrap_or(Suit::Spades);

    let own_suit = |s: Suit| {
        (
            strain_of(s),
            format!("no fit, my own {}-card {}", mine[s.index()], suit_en(s)),
            format!("无配合,自己有{}张{}", mine[s.index()], suit_zh(s)),
            length_limits(s, 6),
        )
    };
    // The trumps a fit of eight asks of me, partner counted at the least shown.
    let fit_shows = |s: Suit| length_limits(s, 8u8.saturating_sub(p.lengths[s.index()].min));
    let major = best_fit([Suit::Spades, Suit::Hearts]);
    let minor = best_fit([Suit::Diamonds, Suit::Clubs]);
    let nt_ok = stopped && (!shapely || is_balanced_shape(mine));
    // The fourth element is what the choice of strain guarantees about my suit lengths.
    let (strain, why_en, why_zh, strain_shows) = if let Some(s) = major {
        let f = (mine[s.index()], p.lengths[s.index()].min);
        (
            strain_of(s),
            format!("{} fit ({}+{})", suit_en(s), f.0, f.1),
            format!("{}配合({}+{}张)", suit_zh(s), f.0, f.1),
            fit_shows(s),
        )
    // A long major plays game in the suit rather than 3NT once partner is known to hold a card
    // of it (or it has seven cards): it is trumps that the long suit needs, not stoppers.
    } else if mine[longest.index()] >= 6
        && (together < GAME
            || (matches!(longest, Suit::Spades | Suit::Hearts) && fit(longest) >= 7))
    {
        own_suit(longest)
    } else if nt_ok && (minor.is_none() || (GAME..MINOR_GAME).contains(&together)) {
        let stop = if opp_suits.is_empty() {
            (String::new(), String::new())
        } else {
            (
                ", their suits stopped".to_string(),
                ",对方花色有止张".to_string(),
            )
        };
        (
            Strain::NoTrump,
            format!("no major fit{}", stop.0),
            format!("无高花配合{}", stop.1),
            // No singleton or void unless balanced, which has none either.
            SeatLimits {
                lengths: [Range::new(2, 13); 4],
                ..SeatLimits::default()
            },
        )
    } else if let Some(s) = minor {
        let f = (mine[s.index()], p.lengths[s.index()].min);
        (
            strain_of(s),
            format!("{} fit ({}+{})", suit_en(s), f.0, f.1),
            format!("{}配合({}+{}张)", suit_zh(s), f.0, f.1),
            fit_shows(s),
        )
    } else if mine[longest.index()] >= 6 {
        (
            strain_of(longest),
            format!(
                "no fit, my own {}-card {}",
                mine[longest.index()],
                suit_en(longest)
            ),
            format!(
                "无配合,自己有{}张{}",
                mine[longest.index()],
                suit_zh(longest)
            ),
            length_limits(longest, 6),
        )
    } else {
        // Above a rule, no-trump without the opponents' suits stopped is no improvement.
        if cautious {
            return None;
        }
        (
            Strain::NoTrump,
            "no fit found".to_string(),
            "未找到配合".to_string(),
            SeatLimits::default(),
        )
    };

    let game_level = match strain {
        Strain::NoTrump => 3,
        Strain::Spades | Strain::Hearts => 4,
        _ => 5,
    };
    let game_needs = if game_level == 5 { MINOR_GAME } else { GAME };
    // With a trump fit the short suits count towards game (a void 5, a singleton 3, a
    // doubleton 1): they ruff the losers that high cards alone would lose.
    let support: u8 = strain.trump().filter(|&t| fit(t) >= 8).map_or(0, |t| {
        Suit::ALL
            .into_iter()
            .filter(|&s| s != t)
            .map(|s| match mine[s.index()] {
                0 => 5,
                1 => 3,
                2 => 1,
                _ => 0,
            })
            .sum()
    });
    // Counting cautiously, length and shortness are not both added: the better of the two.
    let together = if cautious {
        my_hcp + p.hcp.min + (my_points - my_hcp).max(support)
    } else {
        together + support
    };
    // With a trump fit a singleton or void counts three towards a small slam (doubletons
    // nothing): the aces are asked before a slam in a major. A grand slam
    // stays counted in high cards: shortness does not replace controls.
    let ruffs = strain.trump().filter(|&t| fit(t) >= 8).is_some_and(|t| {
        Suit::ALL
            .into_iter()
            .any(|s| s != t && mine[s.index()] <= 1)
    });
    // In no-trump the count is of high cards alone, with no shortness to add: partner is
    // counted at the likely values rather than the least, except above a rule.
    let small_slam = if strain == Strain::NoTrump && !cautious {
        my_hcp + expected
    } else {
        slam_min + if ruffs { 3 } else { 0 }
    };
    // With a trump fit, the losing-trick count finds the slams that fit and shape make below
    // the high-card count: 24 less my losers and partner's (estimated from the least they
    // show) is the tricks we take. Only through Blackwood, which stops when two aces are
    // missing, and with enough high cards for the controls.
    let my_losers = losing_tricks(hand);
    let their_losers = partner_losers(p.hcp.min);
    let ltc_tricks = 24u8.saturating_sub(my_losers + their_losers);
    // Partner who bid game knowing of my extras has declined the slam already.
    let declined = seats[me.index()].limits.hcp.min >= 16
        && auction
            .last_bid()
            .is_some_and(|(by, c)| by == partner && is_game(c));
    let controlled = slam_min >= LTC_CONTROLLED_HCP
        && strain.trump().is_some_and(|t| controls_every_suit(hand, t));
    let ltc_slam = !declined
        && strain.trump().is_some_and(|t| fit(t) >= 8)
        && ltc_tricks >= SLAM_TRICKS
        && (slam_min >= LTC_SLAM_HCP || controlled)
        && slam::ask(system, auction, strain, hand).is_some();
    // Without a fit, a long suit of my own headed by the ace or king is counted as the trumps:
    // partner's losers in it are not known, but a suit of six or more ruffs nothing of theirs
    // and loses little. Twelve tricks so counted ask for aces rather than bid game in it; never
    // over a game partner has bid, knowing of the suit, nor opposite a partner who has not bid.
    let long_suit_slam = !declined
        && partner_shown
        && auction.last_bid().is_some_and(|(_, c)| !is_game(c))
        && strain.trump().is_some_and(|t| {
            fit(t) < 8
                && mine[t.index()] >= 6
                && holds_ace_or_king(hand, t)
                && !short_in_partners_suit(auction, hand, &p, t)
        })
        && ltc_tricks >= SLAM_TRICKS
        && slam_min >= LONG_SUIT_HCP;
    // One trick short of a slam by that count, in a major fit opposite a range partner may be
    // at the top of: five of the major asks partner to bid six with extras (made below game
    // only, opposite a limited hand that has shown values, see below).
    let try_slam = !declined
        && matches!(strain, Strain::Spades | Strain::Hearts)
        && strain.trump().is_some_and(|t| fit(t) >= TRY_FIT)
        && ltc_tricks + 1 == SLAM_TRICKS
        && slam_min >= TRY_HCP
        && p.hcp.max >= p.hcp.min + TRY_RANGE
        && count_rank(hand, 14) >= 1
        && !Suit::ALL
            .into_iter()
            .any(|s| p.lengths[s.index()].min >= 5 && mine[s.index()] <= 1);
    // One trick short of a slam by that count (or the tricks without the high cards for the
    // controls) in a major fit: a cue bid below game asks partner about extras and controls
    // (`cue`), and stops in game when partner has neither.
    let cue_interest = !declined
        && matches!(strain, Strain::Spades | Strain::Hearts)
        && strain.trump().is_some_and(|t| fit(t) >= 8)
        && ltc_tricks + 1 >= SLAM_TRICKS
        && slam_min >= TRY_HCP;
    let (controls_en, controls_zh) = if slam_min < LTC_SLAM_HCP {
        (
            " (I control every suit: the ace or king of trumps, of each side suit the ace or \
             king or a singleton or void)",
            "(我每门花色都有控制:将牌有A或K,旁门有A、K或单缺)",
        )
    } else {
        ("", "")
    };
    let ltc_goal = (
        format!(
            "losing-trick count: {my_losers} losers of mine, about {their_losers} of \
             partner's, {ltc_tricks} tricks: slam values{controls_en}"
        ),
        format!(
            "失墩计算:我{my_losers}个失墩,同伴约{their_losers}个,{ltc_tricks}墩:满贯实力{controls_zh}"
        ),
    );
    let (level, goal_en, goal_zh) = if slam_min >= GRAND {
        (7, "grand slam values".to_string(), "大满贯实力".to_string())
    } else if small_slam >= SLAM && !declined {
        (6, "slam values".to_string(), "满贯实力".to_string())
    } else if ltc_slam {
        (6, ltc_goal.0, ltc_goal.1)
    } else if together >= game_needs {
        (
            game_level,
            "game values".to_string(),
            "成局实力".to_string(),
        )
    } else {
        (0, "no game".to_string(), "不够成局".to_string())
    };

    let who_en = if partner_shown {
        format!("partner shows {} HCP", p.hcp)
    } else {
        format!("partner has not bid (about {expected} HCP expected)")
    };
    let who_zh = if partner_shown {
        format!("同伴显示{}点", p.hcp)
    } else {
        format!("同伴未叫(估计约{expected}点)")
    };
    let (sum_en, sum_zh) = if together_min < together {
        (
            format!("{together_min} to about {together} together"),
            format!("合计{together_min}至约{together}点"),
        )
    } else {
        (format!("{together} together"), format!("合计{together}点"))
    };
    let last = auction.last_bid();
    let ours = last.is_some_and(|(s, _)| s == me || s == partner);
    let last_level = last.map_or(0, |(_, c)| level_of(c));
    // Partner's one-level opening is kept open with the six points of a response.
    let opening = since_opening(calls);
    let respond = my_hcp >= 6
        && opening.first().is_some_and(|c| level_of(*c) == 1)
        && opening.len() == 2
        && last.is_some_and(|(s, _)| s == partner);
    let forced = forced || respond;

    // What every call of this judgement guarantees: short of game, at most the HCP that
    // partner's expected values leave below it (my points count at least my HCP); keeping
    // partner's opening open, the six of a response. A bid in the strain shows also what
    // chose the strain.
    let mut general = SeatLimits::default();
    if level == 0 && !cautious {
        general.hcp.max = game_needs.saturating_sub(1 + expected);
    }
    if respond {
        general.hcp.min = 6;
    }
    // With game values, at least the HCP that game asks beside partner's counted values and
    // my shape: without that floor partner, counting me at my last rule's least, never sees
    // the slam that my game values and extras of partner's make.
    // An invitation below game shows its own range instead (below).
    let unfloored = general;
    if level > 0 && together >= game_needs {
        let floor = my_hcp.saturating_sub(together - game_needs);
        general.hcp.min = general.hcp.min.max(floor);
    }
    let reason = |tail_en: &str, tail_zh: &str, call: Call| Judgement {
        shows: {
            let in_strain = matches!(call, Call::Bid { strain: s, .. } if s == strain);
            let shows = if in_strain {
                general.intersect(&strain_shows).unwrap_or(general)
            } else {
                general
            };
            (shows != SeatLimits::default()).then_some(shows)
        },
        call,
        en: format!(
            "{who_en}, I hold {my_hcp} HCP ({my_points} points): {sum_en}, \
             {goal_en}, {why_en}{tail_en} → {}",
            if call == Call::Pass {
                "pass".to_string()
            } else {
                call.to_string()
            }
        ),
        zh: format!(
            "{who_zh},我有{my_hcp}点(含牌型{my_points}点):{sum_zh},{goal_zh},\
             {why_zh}{tail_zh} → {}",
            if call == Call::Pass {
                "不叫".to_string()
            } else {
                call.to_string()
            }
        ),
    };

    // The contract the values call for, when the auction is not past it.
    if level > 0 {
        if level == game_level && long_suit_slam {
            if let Some(ask) = slam::ask(system, auction, strain, hand) {
                return Some(reason(
                    &format!(
                        ", my suit as trumps: {my_losers} losers of mine, about {their_losers} \
                         of partner's, {ltc_tricks} tricks by the losing-trick count: \
                         Blackwood: asks for aces"
                    ),
                    &format!(
                        ",以自己的长套为将牌:我{my_losers}个失墩,同伴约{their_losers}个,\
                         失墩计算{ltc_tricks}墩:黑木问A"
                    ),
                    ask,
                ));
            }
        }
        // The try replaces our game bid, never a raise of a game already bid (five then goes
        // down too often), nor the first response, and asks a partner limited to 10-21 HCP:
        // a hand that may hold extras it has not yet shown.
        let below_game = last.is_some_and(|(_, c)| !is_game(c));
        let limited = p.hcp.min >= 10 && p.hcp.max <= 21 && since_opening(calls).len() >= 3;
        if level == game_level && cue_interest && below_game {
            if let Some((cue_call, en, zh)) = strain
                .trump()
                .and_then(|t| cue::start(system, auction, hand, t))
            {
                if sound(system, auction, cue_call, hand) {
                    return Some(reason(
                        &format!(", {ltc_tricks} tricks by the losing-trick count: {en}"),
                        &format!(",失墩计算{ltc_tricks}墩:{zh}"),
                        cue_call,
                    ));
                }
            }
        }
        if level == game_level && try_slam && ours && below_game && limited {
            if let Some(five) = Call::bid(5, strain).filter(|&c| {
                sound(system, auction, c, hand)
                    && !system.candidates(auction).iter().any(|r| r.call == c)
            }) {
                return Some(reason(
                    &format!(
                        ", {ltc_tricks} tricks by the losing-trick count: slam try, partner bids \
                         six with extras"
                    ),
                    &format!(",失墩计算{ltc_tricks}墩:满贯试探,同伴有余力则叫小满贯"),
                    five,
                ));
            }
        }
        // Slam only opposite partner's maximum, partner's notrump raised: 4NT invites it.
        if level == game_level && strain == Strain::NoTrump {
            if let Some(shows) = quantitative::invitation(system, auction, hand, p.hcp, expected) {
                let four = Call::bid(4, Strain::NoTrump)?;
                return Some(
                    reason(
                        &format!(
                            ", slam if partner holds the maximum of {}: quantitative 4NT",
                            p.hcp
                        ),
                        &format!(",同伴若是{}点的高限则有满贯:定量4无将", p.hcp),
                        four,
                    )
                    .showing(shows),
                );
            }
        }
        // Game only opposite the middle of a narrow range: with no suit bid by the opponents,
        // the cheapest bid in the strain below game invites, and partner goes on with the top
        // of the range.
        let low = together - expected.saturating_sub(p.hcp.min);
        if level == game_level
            && !cautious
            && partner_shown
            && opp_suits.is_empty()
            && p.hcp.max.saturating_sub(p.hcp.min) <= INVITE_RANGE
            && low < game_needs
            && my_hcp + expected + 2 >= game_needs
        {
            if let Some(invite) = cheapest(auction, strain)
                .filter(|&c| level_of(c) < game_level && sound(system, auction, c, hand))
            {
                let shows = hcp_limits(
                    game_needs.saturating_sub(expected + 2),
                    game_needs.saturating_sub(1 + p.hcp.min),
                );
                let mut j = reason(
                    &format!(
                        ", game only if partner holds more than the least of {}: invitation",
                        p.hcp
                    ),
                    &format!(",同伴若多于{}点的低限才成局:邀叫", p.hcp),
                    invite,
                );
                let base = unfloored.intersect(&strain_shows).unwrap_or(unfloored);
                j.shows = Some(base.intersect(&shows).unwrap_or(base));
                return Some(j);
            }
        }
        if let Some(target) = Call::bid(level, strain) {
            let already = ours
                && last.is_some_and(|(_, c)| {
                    matches!(c, Call::Bid { strain: s, level: l } if s == strain && l >= level)
                });
            if already && !forced {
                return (!cautious)
                    .then(|| reason(", our contract is reached", ",已到合适的定约", Call::Pass));
            }
            if level >= 6 {
                if let Some(ask) = slam::ask(system, auction, strain, hand) {
                    return Some(reason(", Blackwood: asks for aces", ",黑木问A", ask));
                }
            }
            if sound(system, auction, target, hand) {
                return Some(reason("", "", target));
            }
        }
    }
    if cautious {
        return None;
    }

    let trumps = strain.trump().map_or(0, fit);

    // Their contract: sacrifice over their game, or double them when they are too high.
    if let Some(theirs) = Theirs::of(auction, me) {
        let our_hcp = my_hcp + expected;
        if let Some(bid) = sacrifice(auction, &seats, &theirs, me, strain, trumps, our_hcp) {
            if sound(system, auction, bid, hand) {
                // The sacrifice asks nine trumps and at most 19 HCP between us.
                let least = strain.trump().map_or(SeatLimits::default(), |t| {
                    length_limits(t, 9u8.saturating_sub(p.lengths[t.index()].min))
                });
                return Some(
                    reason(
                        &format!(", {trumps} trumps: a sacrifice costs less than their game"),
                        &format!(",{trumps}张将牌:牺牲叫比对方成局损失小"),
                        bid,
                    )
                    .showing(least)
                    .showing(hcp_limits(0, 19u8.saturating_sub(expected))),
                );
            }
        }
        let my_trumps = theirs.strain.trump().map_or(0, |s| mine[s.index()]);
        if !forced
            && penalty_double(auction, &theirs, our_hcp, my_trumps)
            && sound(system, auction, Call::Double, hand)
        {
            return Some(reason(
                &format!(", about {our_hcp} HCP together: they are too high, penalty double"),
                &format!(",我方合计约{our_hcp}点:对方叫得过高,惩罚性加倍"),
                Call::Double,
            ));
        }
    }
    // Partner's penalty double (a double no rule gives a meaning, so judgement's) is left in.
    if !forced && partner_doubled_for_penalty(system, auction, partner) {
        return Some(reason(
            ", partner's penalty double stands",
            ",维持同伴的惩罚性加倍",
            Call::Pass,
        ));
    }

    // A part-score: compete where the fit allows (the Law of Total Tricks), stay in partner's
    // contract otherwise.
    if let Some(bid) = cheapest(auction, strain) {
        let lott = strain.trump().is_some() && level_of(bid) + 6 <= trumps;
        let compete = !ours && lott && my_hcp >= 5 && together >= 15 && level == 0;
        let in_reach = level > 0 && level_of(bid) <= level;
        if (compete || in_reach) && sound(system, auction, bid, hand) {
            let (t_en, t_zh) = if compete {
                (
                    format!(", {trumps} trumps: compete to {} tricks", trumps),
                    format!(",{trumps}张将牌:按总墩数竞争到{trumps}墩"),
                )
            } else {
                (String::new(), String::new())
            };
            let j = reason(&t_en, &t_zh, bid);
            // Competing asks five HCP and a trick for each trump between us.
            return Some(match (compete, strain.trump()) {
                (true, Some(t)) => {
                    j.showing(hcp_limits(5, Range::ANY_HCP.max))
                        .showing(length_limits(
                            t,
                            (level_of(bid) + 6).saturating_sub(p.lengths[t.index()].min),
                        ))
                }
                _ => j,
            });
        }
    }

    // Their part-score: a long major of mine competes with opening values.
    if !ours && last_level > 0 {
        let length = mine[longest.index()];
        let partner_min = p.lengths[longest.index()].min;
        if let Some(bid) = own_major(auction, longest, length, partner_min, my_hcp, &opp_suits)
            .filter(|&c| sound(system, auction, c, hand))
        {
            let level = level_of(bid);
            let trumps = length + partner_min.max(2);
            let (p_en, p_zh) = if partner_min >= 2 {
                ("partner shows", "同伴显示")
            } else {
                ("partner likely", "同伴估计")
            };
            let n = partner_min.max(2);
            let (suit_e, suit_z) = (suit_en(longest), suit_zh(longest));
            // The strain's reason already names my long suit when it is the strain.
            let (mine_en, mine_zh) = if strain == strain_of(longest) {
                (String::new(), String::new())
            } else {
                (
                    format!(", {length} {suit_e} of mine"),
                    format!(",我有{length}张{suit_z}"),
                )
            };
            return Some(
                reason(
                    &format!(
                    "{mine_en}, {p_en} {n} {suit_e}: {trumps} trumps, compete to the {level} level"
                ),
                    &format!("{mine_zh},{p_zh}{n}张{suit_z}:共{trumps}张将牌,竞争到{level}阶"),
                    bid,
                )
                .showing(hcp_limits(OWN_MAJOR_HCP, Range::ANY_HCP.max))
                .showing(length_limits(longest, (level + 6).saturating_sub(n).max(6))),
            );
        }
    }

    // A long suit of my own with values is better than partner's low part-score.
    if let (
        Some(bid),
        Some((
            _,
            Call::Bid {
                strain: last_strain,
                ..
            },
        )),
    ) = (cheapest(auction, strain), last)
    {
        let own = strain == strain_of(longest)
            && mine[longest.index()] >= 6
            && last_strain != strain
            && ours
            && my_hcp >= 6
            && level_of(bid) <= 3;
        if own && sound(system, auction, bid, hand) {
            return Some(reason(", a long suit of my own", ",自己有长套", bid));
        }
    }

    if !forced {
        let (t_en, t_zh) = if ours {
            (", partner's contract stands", ",停在同伴的定约")
        } else if last_level > 0 {
            (", not enough to compete", ",不够竞争")
        } else {
            ("", "")
        };
        return Some(reason(t_en, t_zh, Call::Pass));
    }

    // Forced: the cheapest sound bid, in the fit, then in a suit of mine the one level still
    // has room for, then no-trump, then my longest suit, then partner's.
    let partner_suit = Suit::ALL
        .into_iter()
        .max_by_key(|&s| (p.lengths[s.index()].min, 3 - s.index()))
        .map(strain_of)
        .unwrap_or(Strain::NoTrump);
    // A suit of four or more that can still be shown at the one level comes before no-trump.
    let one_level = cheapest(auction, strain_of(longest))
        .filter(|&c| level_of(c) == 1 && mine[longest.index()] >= 4)
        .map(|_| strain_of(longest));
    let fit_first = Some(strain).filter(|&s| s != Strain::NoTrump);
    [
        fit_first,
        one_level,
        Some(Strain::NoTrump),
        Some(strain_of(longest)),
        Some(partner_suit),
    ]
    .into_iter()
    .flatten()
    .filter_map(|s| cheapest(auction, s))
    .find(|&c| sound(system, auction, c, hand))
    // Else the cheapest sound bid of all: in no-trump or a suit of three or more cards of
    // mine, then in any strain (a bid no rule gives a meaning is sound by definition).
    .or_else(|| {
        let held = |c: &Call| match c {
            Call::Bid { strain, .. } => strain.trump().is_none_or(|s| mine[s.index()] >= 3),
            _ => false,
        };
        let sound_bid = |c: &Call| auction.check(*c).is_ok() && sound(system, auction, *c, hand);
        Call::all_bids()
            .find(|c| held(c) && sound_bid(c))
            .or_else(|| Call::all_bids().find(sound_bid))
    })
    .map(|c| {
        if respond {
            reason(", partner's opening is kept open", ",不放过同伴的开叫", c)
        } else {
            reason(", partner's call is forcing", ",同伴的叫品是逼叫", c)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::system::Builtin;

    fn auction(text: &str) -> Auction {
        Auction::parse(Seat::South, text).unwrap()
    }

    #[test]
    fn game_short_at_partners_least_is_invited() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        // Responder's 12 opposite the 12-14 of the 1NT rebid: 24 at the least, 2NT invites.
        let twelve = Hand::from_pbn_for_test("K962.J2.QJ93.KQ6");
        let rebid = auction("1H P 1S P 1N P");
        let j = judge(&sayc, &rebid, twelve).unwrap();
        assert_eq!(j.call, Call::bid(2, Strain::NoTrump).unwrap());
        assert_eq!(j.shows.unwrap().hcp, Range::new(10, 12));
        // 13 reaches 25 opposite the least: game.
        let thirteen = Hand::from_pbn_for_test("K962.Q2.QJ93.KQ6");
        let j = judge(&sayc, &rebid, thirteen).unwrap();
        assert_eq!(j.call, Call::bid(3, Strain::NoTrump).unwrap());
    }

    #[test]
    fn a_rules_2nt_invitation_is_left_to_partner() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        // 18 HCP and five spades opposite the 6-10 of 1NT: 25 at partner's least.
        let opener = Hand::from_pbn_for_test("AKJ73.KQ4.K62.Q3");
        let after = Auction::parse(Seat::North, "1S P 1N P").unwrap();
        let invitation = Call::bid(2, Strain::NoTrump).unwrap();
        assert!(beyond_rule(&sayc, &after, opener, invitation, false).is_none());
        // Over a rule's pass the same count bids the game.
        let j = beyond_rule(&sayc, &after, opener, Call::Pass, false).unwrap();
        assert_eq!(j.call, Call::bid(3, Strain::NoTrump).unwrap());
    }

    #[test]
    fn blackwood_in_a_long_suit_without_a_fit_places_the_slam_in_it() {
        let sayc = System::builtin(Builtin::Sayc).unwrap();
        // Six spades headed by the king, partner's hearts and no spade support shown.
        let asker = Hand::from_pbn_for_test("KT7653.A.QJT2.A6");
        let ask = Auction::parse(Seat::East, "1H P 1S P 2H P").unwrap();
        let j = judge(&sayc, &ask, asker).unwrap();
        assert_eq!(j.call, Call::bid(4, Strain::NoTrump).unwrap(), "{}", j.en);
        // Partner's two aces and my two: all four, the king ask.
        let two = Auction::parse(Seat::East, "1H P 1S P 2H P 4N P 5H P").unwrap();
        assert_eq!(asked_fit(&sayc, &two, asker, Suit::Spades), 8);
        let j = judge(&sayc, &two, asker).unwrap();
        assert_eq!(j.call, Call::bid(5, Strain::NoTrump).unwrap(), "{}", j.en);
        // One king between us: six of my suit.
        let one = Auction::parse(Seat::East, "1H P 1S P 2H P 4N P 5H P 5N P 6D P").unwrap();
        let j = judge(&sayc, &one, asker).unwrap();
        assert_eq!(j.call, Call::bid(6, Strain::Spades).unwrap(), "{}", j.en);
        // Partner's hearts are the fit of eight when I hold three: my own suit is not counted.
        let support = Hand::from_pbn_for_test("KT7653.A82.QJ.A6");
        assert_eq!(asked_fit(&sayc, &two, support, Suit::Spades), 6);
    }
}
