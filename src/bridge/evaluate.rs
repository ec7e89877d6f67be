//! Hand evaluation: high-card points, distribution points and the paper's refined evaluation.
//!
//! The refined evaluation is Boyi's reading of the paper (`shared/papers/002_…`, its last
//! section): start from the 4-3-2-1 count, deduct for honours in short suits (they may fall
//! under the opponents' higher cards), add for good long suits (their small cards become
//! tricks) and add when the trump suit is our strongest or second-strongest suit. Each step is
//! kept as data, with its reason in English and Chinese, so a page can show the walk from one
//! number to the next.
//!
//! The paper's rule for short honours says two things: its sentence deducts for a K, Q or J
//! "in a doubleton", its formula (`KQJ-num>1`) for one in any suit of two or more cards, and
//! its worked example follows the formula. Boyi follows the sentence ([`Reading::Boyi`]);
//! [`Reading::PaperFormula`] follows the formula, and [`WorkedExample`] walks the paper's hand
//! both ways (the paper's 14 → 11 → 13.5 → 15.5 and Boyi's figures).

use crate::bridge::{Card, Hand, Suit};

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

/// The losing-trick count: in each suit, of its first three cards (fewer in a shorter suit),
/// those that are not the ace, the king or the queen; a doubleton's queen and a singleton's
/// king are losers too, since they fall under the higher cards. Once a trump fit is known,
/// 24 less both hands' losers estimates the tricks the partnership takes.
pub fn losing_tricks(hand: Hand) -> u8 {
    Suit::ALL
        .into_iter()
        .map(|s| {
            let h = hand.holding(s);
            let held = |r: u8| h & (1 << r) != 0;
            let n = length(hand, s).min(3);
            let top = (14 - n + 1..=14).filter(|&r| held(r)).count() as u8;
            n - top
        })
        .sum()
}

/// A **good suit**: at least five cards, with at least two of the four top honours (A, K, Q,
/// J), one of them the ace or the king. The paper's example, A-J sixth, is one; Q-J-x-x-x is
/// not (it needs two entries lost before it runs).
pub fn is_good_suit(hand: Hand, suit: Suit) -> bool {
    let h = hand.holding(suit);
    let top = (11..=14u8).filter(|r| h & (1 << r) != 0).count();
    length(hand, suit) >= 5 && top >= 2 && holds_ace_or_king(hand, suit)
}

/// Whether `hand` holds the ace or the king of `suit`.
pub fn holds_ace_or_king(hand: Hand, suit: Suit) -> bool {
    hand.holding(suit) & ((1 << 14) | (1 << 13)) != 0
}

/// The suits from **strongest** to weakest. A suit's strength is its length plus its HCP
/// (length makes tricks, honours make and keep them); ties go to the longer suit, then to the
/// higher-ranking one. The paper does not say how it ranks suits; this measure agrees with its
/// example, whose strongest suit is clubs A-J sixth (6 + 5 = 11, diamonds A-J fifth 10).
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

impl Stage {
    pub const ALL: [Stage; 4] = [
        Stage::HighCards,
        Stage::ShortHonours,
        Stage::LongSuit,
        Stage::Trumps,
    ];
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

/// A refined evaluation of a hand, step by step.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Evaluation {
    pub steps: Vec<Step>,
    pub total: f64,
}

impl Evaluation {
    /// The running total at the end of a stage (the numbers the paper prints at the end of
    /// each of its steps), or the total before it when the stage changed nothing.
    pub fn total_after(&self, stage: Stage) -> f64 {
        let order = |s: Stage| s as u8;
        self.steps
            .iter()
            .rfind(|s| order(s.stage) <= order(stage))
            .map_or(0.0, |s| s.total)
    }

    /// What a stage changed in all (0 when it changed nothing).
    pub fn change_in(&self, stage: Stage) -> f64 {
        self.steps
            .iter()
            .filter(|s| s.stage == stage)
            .map(|s| s.delta)
            .sum()
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

/// How the second step reads the paper's rule for a K, Q or J in a suit of two or more cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Boyi's: ½ off only in a doubleton, as the paper's sentence says ("如果是双张时"). In a
    /// longer suit the honour is guarded by the small cards and is not exposed.
    Boyi,
    /// The paper's formula, as its worked example applies it: `KQJ-num>1, 牌点-0.5`, ½ off
    /// for a K, Q or J in any suit of two or more cards.
    PaperFormula,
}

/// Boyi's refined evaluation (the paper's four steps, read as [`Reading::Boyi`]), for play in
/// `trump` (None: no trump or not yet known, when the fourth step adds nothing).
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
    refined_as(hand, trump, Reading::Boyi)
}

/// The refined evaluation under either reading of the second step; the other steps are the
/// same in both (see [`refined`]).
pub fn refined_as(hand: Hand, trump: Option<Suit>, reading: Reading) -> Evaluation {
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
                (3.., 11..=13) if reading == Reading::PaperFormula => (
                    -0.5,
                    "the paper's formula KQJ-num>1 takes ½",
                    "按论文公式 KQJ-num>1 扣半点",
                ),
                _ => continue,
            };
            let (what_en, what_zh) = match len {
                1 => (
                    format!("singleton {name} of {en}"),
                    format!("{zh}单张{name}"),
                ),
                2 => (
                    format!("doubleton {name} of {en}"),
                    format!("{zh}双张{name}"),
                ),
                n => (
                    format!("{name} of {en} ({n} cards)"),
                    format!("{zh}{n}张中的{name}"),
                ),
            };
            e.push(
                Stage::ShortHonours,
                delta,
                format!("{what_en}: {why_en}"),
                format!("{what_zh}:{why_zh}"),
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

/// The refined evaluation before a trump suit is known ([`refined`] with no trump), its half
/// point dropped: 15½ counts as 15. This is what a system's `evaluation` condition tests (the
/// paper's tables bid on it), so that whole-number ranges like 12-15 and 16- meet without a
/// gap. Counted in half points without the texts of [`refined`], because the bidding engine
/// asks it for every rule it tries.
pub fn evaluated_points(hand: Hand) -> u8 {
    let mut halves = 2 * i32::from(hcp(hand));
    let mut bonus = 0;
    for suit in Suit::ALL {
        let h = hand.holding(suit);
        let len = length(hand, suit);
        let ace = i32::from(h & (1 << 14) != 0);
        let minor_honours = (11..=13u8).filter(|r| h & (1 << r) != 0).count() as i32;
        halves -= match len {
            1 => ace + 2 * minor_honours,
            2 => minor_honours,
            _ => 0,
        };
        if is_good_suit(hand, suit) {
            bonus = bonus.max(i32::from(len) - 1);
        }
    }
    ((halves + bonus).max(0) / 2) as u8
}

/// The paper's worked example: North's hand of its random deal, evaluated for clubs as trumps,
/// once as the paper walks it and once as Boyi does.
///
/// The paper shows the hand in two figures that its text does not hold; its words give the
/// honours (3 jacks, a king, 2 aces), a singleton ♥K, a singleton ♠J and clubs A-J sixth, and
/// 13 cards leave diamonds A-J fifth. The small cards are Boyi's choice: no step looks at them.
#[derive(Clone, Debug, PartialEq)]
pub struct WorkedExample {
    pub hand: Hand,
    pub trump: Suit,
    /// The paper's walk: its rules as its example applies them ([`Reading::PaperFormula`]).
    pub paper: Evaluation,
    /// Boyi's walk of the same hand ([`refined`]).
    pub boyi: Evaluation,
}

/// The paper's worked example, walked both ways.
pub fn worked_example() -> WorkedExample {
    let holdings: [(Suit, &[u8]); 4] = [
        (Suit::Spades, &[11]),
        (Suit::Hearts, &[13]),
        (Suit::Diamonds, &[14, 11, 5, 4, 3]),
        (Suit::Clubs, &[14, 11, 5, 4, 3, 2]),
    ];
    let hand: Hand = holdings
        .into_iter()
        .flat_map(|(suit, ranks)| {
            ranks
                .iter()
                .filter_map(move |&rank| Card::new(suit, rank).ok())
        })
        .collect();
    let trump = Suit::Clubs;
    WorkedExample {
        hand,
        trump,
        paper: refined_as(hand, Some(trump), Reading::PaperFormula),
        boyi: refined(hand, Some(trump)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(pbn: &str) -> Hand {
        Hand::from_pbn_for_test(pbn)
    }

    #[test]
    fn losing_tricks_count_the_first_three_cards_of_each_suit() {
        // A-K-Q: none; K-J-7: two (no A, no Q); Q-7: two; A-3-2: two.
        assert_eq!(losing_tricks(hand("AKQ.KJ753.Q7.A32")), 6);
        // A-Q-x: one; a singleton king: one; A-K: none; three small: three.
        assert_eq!(losing_tricks(hand("AQ65432.K.AK.432")), 5);
        // A-K-J: one; K-x: one; A-Q-x: one; a void: none.
        assert_eq!(losing_tricks(hand("AKJ9765.K2.AQ32.")), 3);
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

    /// The paper's walk of its hand, as it prints it: 14 HCP; 1 + 1 + 0.5 + 0.5 = 3 deducted
    /// (♠J and ♥K singletons, the J of ♦A-J fifth and of ♣A-J sixth); +2.5 for clubs A-J
    /// sixth; +2 for clubs, its strongest suit, as trumps.
    #[test]
    fn worked_example_as_the_paper_walks_it() {
        let ex = worked_example();
        assert_eq!(ex.hand.pbn(), "J.K.AJ543.AJ5432");
        assert_eq!(lengths(ex.hand), [1, 1, 5, 6]);
        assert_eq!(ex.trump, Suit::Clubs);
        let paper = &ex.paper;
        assert_eq!(
            Stage::ALL.map(|s| paper.total_after(s)),
            [14.0, 11.0, 13.5, 15.5]
        );
        assert_eq!(
            Stage::ALL.map(|s| paper.change_in(s)),
            [14.0, -3.0, 2.5, 2.0]
        );
        let deductions: Vec<(f64, &str)> = paper
            .steps
            .iter()
            .filter(|s| s.stage == Stage::ShortHonours)
            .map(|s| (s.delta, s.reason_en.as_str()))
            .collect();
        assert_eq!(
            deductions.iter().map(|d| d.0).collect::<Vec<_>>(),
            vec![-1.0, -1.0, -0.5, -0.5]
        );
        assert!(deductions[0].1.starts_with("singleton J of spades"));
        assert!(deductions[1].1.starts_with("singleton K of hearts"));
        assert!(deductions[2].1.starts_with("J of diamonds (5 cards)"));
        assert!(deductions[3].1.starts_with("J of clubs (6 cards)"));
        assert_eq!(paper.total, 15.5);
        // The formula takes ½ from a K, Q or J in any longer suit, and nothing from an ace.
        let other = hand("AK.QJ432.5432.32");
        assert_eq!(
            refined_as(other, None, Reading::PaperFormula).total,
            hcp(other) as f64 - 1.5
        );
    }

    /// Boyi's walk of the same hand: the J under the ace of a five- or six-card suit is not in
    /// a doubleton, so only the singletons lose points, and every later total is one higher:
    /// 14 → 12 → 14.5 → 16.5. The long-suit and trump steps are the paper's.
    #[test]
    fn worked_example_as_boyi_walks_it() {
        let ex = worked_example();
        let boyi = &ex.boyi;
        assert_eq!(*boyi, refined(ex.hand, Some(Suit::Clubs)));
        assert_eq!(
            Stage::ALL.map(|s| boyi.total_after(s)),
            [14.0, 12.0, 14.5, 16.5]
        );
        assert_eq!(
            Stage::ALL.map(|s| boyi.change_in(s)),
            [14.0, -2.0, 2.5, 2.0]
        );
        let differing: Vec<Stage> = Stage::ALL
            .into_iter()
            .filter(|&s| boyi.change_in(s) != ex.paper.change_in(s))
            .collect();
        assert_eq!(differing, vec![Stage::ShortHonours]);
        let paper_only: Vec<&str> = ex
            .paper
            .steps
            .iter()
            .filter(|p| !boyi.steps.iter().any(|b| b.reason_en == p.reason_en))
            .map(|p| p.reason_en.as_str())
            .collect();
        assert_eq!(paper_only.len(), 2);
        assert!(paper_only[0].starts_with("J of diamonds (5 cards)"));
        assert!(paper_only[1].starts_with("J of clubs (6 cards)"));
        // Diamonds as trumps: the second-strongest suit, +1; no trumps: no fourth step.
        assert_eq!(refined(ex.hand, Some(Suit::Diamonds)).total, 15.5);
        assert_eq!(refined(ex.hand, None).total, 14.5);
    }

    /// The quick count is the step-by-step evaluation with no trump, its half point dropped.
    #[test]
    fn evaluated_points_agree_with_the_walk() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..2_000 {
            let deal = crate::bridge::dealer::random_deal(&mut rng);
            for seat in crate::bridge::Seat::ALL {
                let h = deal.hand(seat);
                assert_eq!(
                    f64::from(evaluated_points(h)),
                    refined(h, None).total.floor(),
                    "{}",
                    h.pbn()
                );
            }
        }
        // The paper's hand without trumps: 14.5 by Boyi's walk, 14 as a condition.
        assert_eq!(evaluated_points(worked_example().hand), 14);
    }

    /// A hand that exercises every rule: a singleton ace (−½), a K-J doubleton (−½ each), a
    /// singleton queen (−1), a nine-card good suit (+4), and trumps in the strongest (+2) or
    /// second-strongest (+1) suit, or in neither (+0).
    #[test]
    fn every_rule() {
        let h = hand("A.KJ.Q.AKT876543");
        assert_eq!(h.len(), 13);
        let stages = |e: &Evaluation| Stage::ALL.map(|s| e.total_after(s));
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
