//! Hand evaluation: high-card points, distribution points and the paper's refined evaluation.
//!
//! The refined evaluation follows the paper (`shared/papers/002_…`, its last section): start
//! from the 4-3-2-1 count, deduct for honours in short suits (they may fall under the
//! opponents' higher cards), add for good long suits (their small cards become tricks) and add
//! when the trump suit is our strongest or second-strongest suit. Each step is kept as data,
//! with its reason in English and Chinese, so a page can show the walk from one number to the
//! next exactly as the paper does.

use crate::bridge::{Hand, Suit};

/// Points of an honour by rank: A = 4, K = 3, Q = 2, J = 1 (Milton Work's count).
fn honour_points(rank: u8) -> u8 {
    match rank {
        14 => 4,
        13 => 3,
        12 => 2,
        11 => 1,
        _ => 0,
    }
}

/// High-card points of one suit of a hand.
pub fn suit_hcp(hand: Hand, suit: Suit) -> u8 {
    let h = hand.holding(suit);
    (11..=14u8)
        .filter(|r| h & (1 << r) != 0)
        .map(honour_points)
        .sum()
}

/// High-card points (A 4, K 3, Q 2, J 1): 0–37 for a 13-card hand.
pub fn hcp(hand: Hand) -> u8 {
    Suit::ALL.into_iter().map(|s| suit_hcp(hand, s)).sum()
}

/// Number of cards the hand holds in a suit.
pub fn length(hand: Hand, suit: Suit) -> u8 {
    hand.holding(suit).count_ones() as u8
}

/// The four suit lengths in the order spades, hearts, diamonds, clubs.
pub fn lengths(hand: Hand) -> [u8; 4] {
    Suit::ALL.map(|s| length(hand, s))
}

/// Balanced: shape 4-3-3-3, 4-4-3-2 or 5-3-3-2 (a five-card major allowed, as SAYC's 1NT
/// does). These are the shapes with no singleton or void and at most one doubleton.
pub fn is_balanced_shape(lengths: [u8; 4]) -> bool {
    let mut l = lengths;
    l.sort_unstable_by(|a, b| b.cmp(a));
    matches!(l, [4, 3, 3, 3] | [4, 4, 3, 2] | [5, 3, 3, 2])
}

/// Length points: one for each card past the fourth in every suit (a five-card suit 1, a
/// six-card suit 2 …). With the HCP they make the "total points" that opening bids count,
/// because the small cards of a long suit become tricks once its top cards are gone.
pub fn length_points(hand: Hand) -> u8 {
    lengths(hand).iter().map(|&l| l.saturating_sub(4)).sum()
}

/// Shortness points: void 3, singleton 2, doubleton 1 in every suit. They count for a hand
/// that will be dummy in a fit, whose short suits let it ruff.
pub fn shortness_points(hand: Hand) -> u8 {
    lengths(hand).iter().map(|&l| 3u8.saturating_sub(l)).sum()
}

/// HCP plus length points: what the system files call `points`.
pub fn points(hand: Hand) -> u8 {
    hcp(hand) + length_points(hand)
}

/// A **good suit**: at least five cards, with at least two of the four top honours (A, K, Q,
/// J), one of them the ace or the king. The paper's example, A-J sixth, is one; Q-J-x-x-x is
/// not (it needs two entries lost before it runs).
pub fn is_good_suit(hand: Hand, suit: Suit) -> bool {
    let h = hand.holding(suit);
    let top = (11..=14u8).filter(|r| h & (1 << r) != 0).count();
    let ace_or_king = h & ((1 << 14) | (1 << 13)) != 0;
    length(hand, suit) >= 5 && top >= 2 && ace_or_king
}

/// The suits from **strongest** to weakest. A suit's strength is its length plus its HCP
/// (length makes tricks, honours make and keep them); ties go to the longer suit, then to the
/// higher-ranking one. In the paper's example A-J sixth (6 + 5 = 11) is stronger than A-J
/// fifth (5 + 5 = 10).
pub fn suits_by_strength(hand: Hand) -> [Suit; 4] {
    let mut suits = Suit::ALL;
    suits.sort_by_key(|&s| {
        let l = length(hand, s);
        (
            std::cmp::Reverse(l + suit_hcp(hand, s)),
            std::cmp::Reverse(l),
            s,
        )
    });
    suits
}

/// Which part of the paper's evaluation a step belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Stage {
    /// 1. The 4-3-2-1 count.
    HighCards,
    /// 2. Deductions for honours in short suits.
    ShortHonours,
    /// 3. The bonus for a good long suit.
    LongSuit,
    /// 4. The bonus when the trump suit is our strongest or second-strongest suit.
    Trumps,
}

/// One step of the refined evaluation: what changed, by how much, and why.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Step {
    pub stage: Stage,
    /// The change in points (multiples of one half).
    pub delta: f64,
    /// The running total after this step.
    pub total: f64,
    pub reason_en: String,
    pub reason_zh: String,
}

/// The paper's refined evaluation of a hand, step by step.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Evaluation {
    pub steps: Vec<Step>,
    pub total: f64,
}

impl Evaluation {
    /// The running total at the end of a stage (the numbers the paper prints: 14, 11, 13.5,
    /// 15.5), or the total before it when the stage changed nothing.
    pub fn total_after(&self, stage: Stage) -> f64 {
        let order = |s: Stage| s as u8;
        self.steps
            .iter()
            .rfind(|s| order(s.stage) <= order(stage))
            .map_or(0.0, |s| s.total)
    }

    fn push(&mut self, stage: Stage, delta: f64, reason_en: String, reason_zh: String) {
        self.total += delta;
        self.steps.push(Step {
            stage,
            delta,
            total: self.total,
            reason_en,
            reason_zh,
        });
    }
}

const SUIT_NAMES_EN: [&str; 4] = ["spades", "hearts", "diamonds", "clubs"];
const SUIT_NAMES_ZH: [&str; 4] = ["黑桃", "红桃", "方块", "梅花"];
const HONOUR_NAMES: [(u8, &str); 4] = [(14, "A"), (13, "K"), (12, "Q"), (11, "J")];

/// The refined evaluation (the paper's four steps), for play in `trump` (None: no trump or
/// not yet known, when the fourth step adds nothing).
///
/// 1. HCP.
/// 2. A singleton ace −½ (it cannot be captured, but it wins only its own trick and blocks);
///    a singleton K, Q or J −1 (it may fall under a higher card); each K, Q or J in a
///    doubleton −½ (it is exposed once the other card is played). An ace in a doubleton
///    loses nothing.
/// 3. The longest good suit (see [`is_good_suit`]; ties to the stronger) adds n/2 − ½ for n
///    cards: its long cards are tricks-in-waiting. Only one suit counts, as in the paper,
///    whose example has a second A-J suit it does not count.
/// 4. Trumps: +2 when the trump suit is our strongest suit (see [`suits_by_strength`]), +1
///    when it is our second strongest.
pub fn refined(hand: Hand, trump: Option<Suit>) -> Evaluation {
    let mut e = Evaluation {
        steps: Vec::new(),
        total: 0.0,
    };
    let h = hcp(hand);
    e.push(
        Stage::HighCards,
        h as f64,
        format!("{h} high-card points (A 4, K 3, Q 2, J 1)"),
        format!("大牌点 {h}(A 4,K 3,Q 2,J 1)"),
    );
    for suit in Suit::ALL {
        let len = length(hand, suit);
        let (en, zh) = (SUIT_NAMES_EN[suit.index()], SUIT_NAMES_ZH[suit.index()]);
        for (rank, name) in HONOUR_NAMES {
            if hand.holding(suit) & (1 << rank) == 0 {
                continue;
            }
            let (delta, why_en, why_zh) = match (len, rank) {
                (1, 14) => (
                    -0.5,
                    "a singleton ace wins only its own trick",
                    "单张 A 只能赢自己一墩",
                ),
                (1, _) => (
                    -1.0,
                    "a singleton honour may fall under a higher card",
                    "单张大牌可能被击落",
                ),
                (2, 11..=13) => (
                    -0.5,
                    "an honour in a doubleton is exposed once its partner card is gone",
                    "双张中的大牌易被击落",
                ),
                _ => continue,
            };
            let shape_en = if len == 1 { "singleton" } else { "doubleton" };
            let shape_zh = if len == 1 { "单张" } else { "双张" };
            e.push(
                Stage::ShortHonours,
                delta,
                format!("{shape_en} {name} of {en}: {why_en}"),
                format!("{zh}{shape_zh}{name}:{why_zh}"),
            );
        }
    }
    let order = suits_by_strength(hand);
    let good = order
        .iter()
        .copied()
        .filter(|&s| is_good_suit(hand, s))
        .max_by_key(|&s| {
            (
                length(hand, s),
                std::cmp::Reverse(order.iter().position(|&o| o == s)),
            )
        });
    if let Some(suit) = good {
        let n = length(hand, suit);
        e.push(
            Stage::LongSuit,
            n as f64 / 2.0 - 0.5,
            format!(
                "good {n}-card {} suit: n/2 − 1/2 for the tricks its long cards will take",
                SUIT_NAMES_EN[suit.index()]
            ),
            format!(
                "{}{n}张好套:加 n/2 − 1/2,长套的赢墩潜力",
                SUIT_NAMES_ZH[suit.index()]
            ),
        );
    }
    if let Some(t) = trump {
        let (en, zh) = (SUIT_NAMES_EN[t.index()], SUIT_NAMES_ZH[t.index()]);
        if order[0] == t {
            e.push(
                Stage::Trumps,
                2.0,
                format!("{en} are trumps and our strongest suit"),
                format!("{zh}为将牌,且是本方最强花色"),
            );
        } else if order[1] == t {
            e.push(
                Stage::Trumps,
                1.0,
                format!("{en} are trumps and our second-strongest suit"),
                format!("{zh}为将牌,且是本方次强花色"),
            );
        }
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::Deal;

    fn hand(pbn: &str) -> Hand {
        // A PBN hand for North; the other seats empty.
        Deal::from_pbn(&format!("N:{pbn} - - -"))
            .unwrap()
            .hand(crate::bridge::Seat::North)
    }

    #[test]
    fn counts() {
        let h = hand("AKQJ.432.5432.32");
        assert_eq!(hcp(h), 10);
        assert_eq!(lengths(h), [4, 3, 4, 2]);
        assert_eq!(length_points(hand("AKQJ2.AK432.32.2")), 2);
        assert_eq!(shortness_points(hand("AKQJ2.AK4329.32.")), 4);
        assert!(is_balanced_shape([5, 3, 3, 2]));
        assert!(!is_balanced_shape([5, 4, 2, 2]));
        assert!(!is_balanced_shape([4, 4, 4, 1]));
    }

    /// The paper's worked hand, rebuilt from what it states: 3 jacks, a king and 2 aces
    /// (14 HCP); a singleton ♥K and a singleton ♠J; clubs A-J sixth; so diamonds are A-J
    /// fifth (13 cards). The paper deducts 3 (it also takes ½ for the J of ♣A-J and of ♦A-J,
    /// calling them doubletons, which 13 cards do not allow) and reaches 14 → 11 → 13.5 →
    /// 15.5. Under its stated rule, which is ours, only the two singletons lose points:
    /// 14 → 12 → 14.5 → 16.5. The long-suit (+2.5) and trump (+2) steps are the paper's.
    #[test]
    fn paper_worked_example() {
        let h = hand("J.K.AJ543.AJ5432");
        assert_eq!(h.len(), 13);
        let e = refined(h, Some(Suit::Clubs));
        assert_eq!(e.total_after(Stage::HighCards), 14.0);
        let deductions: Vec<f64> = e
            .steps
            .iter()
            .filter(|s| s.stage == Stage::ShortHonours)
            .map(|s| s.delta)
            .collect();
        assert_eq!(deductions, vec![-1.0, -1.0]);
        assert_eq!(e.total_after(Stage::ShortHonours), 12.0);
        assert_eq!(e.total_after(Stage::LongSuit), 14.5);
        assert_eq!(e.total_after(Stage::Trumps), 16.5);
        assert_eq!(e.total, 16.5);
        // Diamonds as trumps: the second-strongest suit, +1.
        assert_eq!(refined(h, Some(Suit::Diamonds)).total, 15.5);
        assert_eq!(refined(h, None).total, 14.5);
    }

    /// A hand that exercises every rule: a singleton ace (−½), a K-J doubleton (−½ each), a
    /// singleton queen (−1), a nine-card good suit (+4), and trumps in the strongest (+2) or
    /// second-strongest (+1) suit, or in neither (+0).
    #[test]
    fn every_rule() {
        let h = hand("A.KJ.Q.AKT876543");
        assert_eq!(h.len(), 13);
        let stages = |e: &Evaluation| {
            [
                Stage::HighCards,
                Stage::ShortHonours,
                Stage::LongSuit,
                Stage::Trumps,
            ]
            .map(|s| e.total_after(s))
        };
        let clubs = refined(h, Some(Suit::Clubs));
        let deltas: Vec<f64> = clubs.steps.iter().map(|s| s.delta).collect();
        assert_eq!(deltas, vec![17.0, -0.5, -0.5, -0.5, -1.0, 4.0, 2.0]);
        assert_eq!(stages(&clubs), [17.0, 14.5, 18.5, 20.5]);
        assert_eq!(refined(h, Some(Suit::Hearts)).total, 19.5);
        assert_eq!(refined(h, Some(Suit::Diamonds)).total, 18.5);
        assert_eq!(
            suits_by_strength(h),
            [Suit::Clubs, Suit::Hearts, Suit::Spades, Suit::Diamonds]
        );
        assert!(clubs
            .steps
            .iter()
            .all(|s| !s.reason_en.is_empty() && !s.reason_zh.is_empty()));
        // An ace in a doubleton costs nothing; Q-J fifth is not a good suit.
        let plain = refined(hand("AK.QJ432.5432.32"), None);
        assert_eq!(plain.total, hcp(hand("AK.QJ432.5432.32")) as f64 - 0.5);
        assert!(!is_good_suit(hand("AK.QJ432.5432.32"), Suit::Hearts));
    }
}
