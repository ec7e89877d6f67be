//! Opening leads chosen from solved layouts by several criteria, and judged double-dummy on
//! the actual cards.
//!
//! A simulated lead solves every group of equal cards on each layout drawn for the leader;
//! how the card is then picked from those per-layout results is a choice of its own. The
//! criteria here all read the same results, so that they can be compared without solving
//! anything twice (`boyi leads`, docs/card-play.md section 2).

use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

use super::board::Board;
use crate::bridge::dd::{PositionError, Solver};
use crate::bridge::score::score;
use crate::bridge::{Card, Strain};

/// How a lead is picked from each group's score on the same layouts.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "criterion", rename_all = "snake_case")]
pub enum Criterion {
    /// The best mean duplicate score (what Monte-Carlo plays).
    MeanScore,
    /// The group that scores the most on the most layouts: the double-dummy best lead most
    /// often, which is what "costs nothing" counts. Ties by mean score.
    MostOftenBest,
    /// The best mean score, but among the groups within `margin` points of it the one that
    /// is best most often.
    MeanThenMostOften { margin: f64 },
    /// The best mean score, but the rules' lead when its mean is within `margin` points.
    MeanThenRules { margin: f64 },
    /// The rules' lead as a prior: kept unless another lead beats it on the same layouts by
    /// more than `z` standard errors of their paired differences ([`Paired::beats`]), a
    /// margin that shrinks as the layouts grow; of the leads that do, the best mean. Without
    /// the rules' lead, the best mean.
    RulesUnlessBeaten { z: f64 },
    /// The rules' lead as a prior that only the leads of the rules' `next` next suits, in
    /// the order the rules prefer them, may overrule, each by beating it as
    /// [`Criterion::RulesUnlessBeaten`] asks: the rules' own ranking of the suits, a second
    /// prior, keeps the few layouts from promoting a lead the rules never consider.
    RulesUnlessNextBeats { z: f64, next: usize },
    /// The rules' lead whatever the layouts say; without it, the best mean.
    Rules,
}

/// The paired differences of two leads' scores on the same layouts: their mean and its
/// standard error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paired {
    pub mean: f64,
    pub standard_error: f64,
}

impl Paired {
    /// The differences `a[w] - b[w]` over the layouts both were solved on; `None` with fewer
    /// than two layouts, which give no standard error.
    pub fn of(a: &[i32], b: &[i32]) -> Option<Paired> {
        let d: Vec<f64> = a.iter().zip(b).map(|(&x, &y)| f64::from(x - y)).collect();
        let n = d.len() as f64;
        if d.len() < 2 {
            return None;
        }
        let mean = d.iter().sum::<f64>() / n;
        let variance = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
        Some(Paired {
            mean,
            standard_error: (variance / n).sqrt(),
        })
    }

    /// Whether the first lead beats the second: a mean difference above zero by more than `z`
    /// standard errors (a difference the same on every layout beats with any `z`).
    pub fn beats(&self, z: f64) -> bool {
        self.mean > 0.0 && self.mean > z * self.standard_error
    }
}

/// A criterion for each kind of contract: against notrump the layouts tell the leads apart
/// less surely than against a suit (a lead best on most layouts is best on the actual cards
/// less often), so the rules' lead may deserve a stronger prior there (`boyi leads`,
/// docs/card-play.md, section 2).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ByContract {
    pub suit: Criterion,
    pub notrump: Criterion,
}

impl ByContract {
    /// The criterion against a contract in `strain`.
    pub fn of(&self, strain: Strain) -> Criterion {
        match strain {
            Strain::NoTrump => self.notrump,
            _ => self.suit,
        }
    }
}

/// The lead most often best on the layouts against a suit contract, the rules' lead against
/// notrump, on layouts solved to the exact trick (`+leadbykind`): against suits the layouts
/// find the lead that costs nothing more often than the rules do, against notrump less
/// often (docs/card-play.md, section 2).
pub const BY_KIND: ByContract = ByContract {
    suit: Criterion::MostOftenBest,
    notrump: Criterion::Rules,
};

/// The criterion of the simulated opening lead (the `mc` player's, and the page's when it
/// leads by simulation): the rules' lead unless another beats it by one and a half standard
/// errors on the same layouts, which measured better than the simulation alone at every
/// count of layouts from 4 to 20 and about as well as the rules' lead or better
/// (`boyi leads`, docs/card-play.md, section 2).
pub const PLAYED: Criterion = Criterion::RulesUnlessBeaten { z: 1.5 };

/// The group `criterion` picks from `scores` (per group, its score on each layout, every
/// group solved on the same layouts; groups in tie-breaking order, cheapest first), given
/// the groups of the rules' leads from each suit in the order the rules prefer them (the
/// first is the rules' lead; empty without one). `None` with no group.
pub fn choose(scores: &[Vec<i32>], criterion: Criterion, rules: &[usize]) -> Option<usize> {
    let layouts = scores.iter().map(Vec::len).min()?;
    let mean = |g: usize| -> f64 {
        scores[g][..layouts]
            .iter()
            .map(|&s| f64::from(s))
            .sum::<f64>()
            / layouts.max(1) as f64
    };
    let means: Vec<f64> = (0..scores.len()).map(mean).collect();
    let often: Vec<u32> = (0..scores.len())
        .map(|g| {
            (0..layouts)
                .filter(|&w| scores.iter().all(|other| other[w] <= scores[g][w]))
                .count() as u32
        })
        .collect();
    // The first of the best by `key` (a stable maximum: ties to the earlier group).
    let first_best = |among: &[usize], key: &dyn Fn(usize) -> (u32, f64)| -> Option<usize> {
        among
            .iter()
            .copied()
            .fold(None, |best: Option<usize>, g| match best {
                Some(b) => {
                    let (kb, kg) = (key(b), key(g));
                    let better = kg.0 > kb.0 || kg.0 == kb.0 && kg.1 > kb.1;
                    Some(if better { g } else { b })
                }
                None => Some(g),
            })
    };
    let all: Vec<usize> = (0..scores.len()).collect();
    let by_mean = first_best(&all, &|g| (0, means[g]))?;
    let near = |margin: f64| -> Vec<usize> {
        all.iter()
            .copied()
            .filter(|&g| means[g] >= means[by_mean] - margin)
            .collect()
    };
    let rules: Vec<usize> = rules
        .iter()
        .copied()
        .filter(|&g| g < scores.len())
        .collect();
    // The rules' lead unless one of `challengers` beats it by `z` standard errors; of those
    // that do, the best mean.
    let unless_beaten = |z: f64, challengers: &[usize]| -> Option<usize> {
        let r = *rules.first()?;
        let rivals: Vec<usize> = challengers
            .iter()
            .copied()
            .filter(|&g| {
                Paired::of(&scores[g][..layouts], &scores[r][..layouts]).is_some_and(|p| p.beats(z))
            })
            .collect();
        Some(first_best(&rivals, &|g| (0, means[g])).unwrap_or(r))
    };
    Some(match criterion {
        Criterion::MeanScore => by_mean,
        Criterion::MostOftenBest => first_best(&all, &|g| (often[g], means[g]))?,
        Criterion::MeanThenMostOften { margin } => {
            first_best(&near(margin), &|g| (often[g], means[g]))?
        }
        Criterion::MeanThenRules { margin } => match rules.first() {
            Some(r) if near(margin).contains(r) => *r,
            _ => by_mean,
        },
        Criterion::RulesUnlessBeaten { z } => unless_beaten(z, &all).unwrap_or(by_mean),
        Criterion::Rules => rules.first().copied().unwrap_or(by_mean),
        Criterion::RulesUnlessNextBeats { z, next } => {
            let challengers: Vec<usize> = rules.iter().copied().skip(1).take(next).collect();
            unless_beaten(z, &challengers).unwrap_or(by_mean)
        }
    })
}

/// The defenders' tricks an opening lead is valued within, as the window of
/// [`Solver::values_within`] for the leader's side: from declarer making
/// [`LEAD_OVERTRICKS`] overtricks to going [`LEAD_UNDERTRICKS`] down. Further from the
/// contract's target a trick seldom tells leads apart, and solving it costs a third of the
/// lead's time (docs/card-play.md, section 2).
pub fn lead_window(board: &Board) -> RangeInclusive<u8> {
    window_with(board, LEAD_OVERTRICKS)
}

/// The lead's window ([`lead_window`]) reaching down to declarer making `overtricks`
/// overtricks.
pub fn window_with(board: &Board, overtricks: u8) -> RangeInclusive<u8> {
    let target = board.contract().target();
    let left = board.tricks_left();
    let start = left.saturating_sub(target.saturating_add(overtricks));
    let end = (left + LEAD_UNDERTRICKS).saturating_sub(target).min(left);
    start..=end
}

/// Undertricks told apart at the opening lead.
pub const LEAD_UNDERTRICKS: u8 = 2;
/// Overtricks told apart at the opening lead.
pub const LEAD_OVERTRICKS: u8 = 1;

/// `scores` (the defenders' duplicate scores of opening leads, as [`choose`] takes them) as
/// solving within the lead's window of tricks ([`lead_window`]) gives them: since the score
/// grows with the defenders' tricks, each is clamped between the scores of the window's ends.
pub fn windowed(scores: &[Vec<i32>], board: &Board) -> Vec<Vec<i32>> {
    windowed_with(scores, board, LEAD_OVERTRICKS)
}

/// `scores` as [`windowed`] clamps them, to a window reaching down to declarer making
/// `overtricks` overtricks ([`window_with`]).
pub fn windowed_with(scores: &[Vec<i32>], board: &Board, overtricks: u8) -> Vec<Vec<i32>> {
    let window = window_with(board, overtricks);
    let declarer = board.declarer();
    let vulnerable = board.vulnerability().is_vulnerable(declarer);
    let defenders = |theirs: u8| -score(board.contract(), vulnerable, 13 - theirs);
    let (low, high) = (defenders(*window.start()), defenders(*window.end()));
    scores
        .iter()
        .map(|g| g.iter().map(|&s| s.clamp(low, high)).collect())
        .collect()
}

/// What every opening lead is worth on the actual cards, double-dummy.
#[derive(Clone, Debug, PartialEq)]
pub struct LeadValues {
    /// Each legal lead with the tricks the defenders take after it.
    tricks: Vec<(Card, u8)>,
    best: u8,
    /// The defenders' duplicate score for each number of their tricks, 0 to 13.
    points: Vec<i32>,
}

/// What one lead gives away against the best lead, on the actual cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeadCost {
    pub tricks: u8,
    /// The defenders' duplicate score lost.
    pub points: i32,
}

impl LeadValues {
    /// Solves every lead of `board`, which must be at its opening lead.
    pub fn of(board: &Board, solver: &mut Solver) -> Result<LeadValues, PositionError> {
        let values = solver.card_values(&board.position())?;
        let tricks: Vec<(Card, u8)> = values
            .iter()
            .flat_map(|v| v.equivalent.iter().map(move |&c| (c, v.tricks)))
            .collect();
        let best = tricks.iter().map(|t| t.1).max().unwrap_or(0);
        let vulnerable = board.vulnerability().is_vulnerable(board.declarer());
        let points = (0..=13)
            .map(|theirs| -score(board.contract(), vulnerable, 13 - theirs))
            .collect();
        Ok(LeadValues {
            tricks,
            best,
            points,
        })
    }

    /// The cost of leading `card`; `None` when it is not a legal lead.
    pub fn cost(&self, card: Card) -> Option<LeadCost> {
        let (_, t) = self.tricks.iter().find(|(c, _)| *c == card)?;
        Some(LeadCost {
            tricks: self.best - t,
            points: self.points[usize::from(self.best)] - self.points[usize::from(*t)],
        })
    }
}

/// Leads of one method counted: against suit contracts and against notrump.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeadTally {
    pub suit: LeadCount,
    pub notrump: LeadCount,
}

/// Counts of leads and what they cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeadCount {
    pub leads: u32,
    /// Leads that cost nothing.
    pub free: u32,
    pub tricks: u32,
    pub points: i64,
}

impl LeadCount {
    fn add(&mut self, other: &LeadCount) {
        self.leads += other.leads;
        self.free += other.free;
        self.tricks += other.tricks;
        self.points += other.points;
    }

    /// The share of leads that cost nothing.
    pub fn free_share(&self) -> Option<f64> {
        (self.leads > 0).then(|| f64::from(self.free) / f64::from(self.leads))
    }

    /// Mean tricks and points lost per lead.
    pub fn mean_cost(&self) -> Option<(f64, f64)> {
        (self.leads > 0).then(|| {
            let n = f64::from(self.leads);
            (f64::from(self.tricks) / n, self.points as f64 / n)
        })
    }
}

impl LeadTally {
    /// Counts one lead against a contract in `strain`.
    pub fn lead(&mut self, strain: Strain, cost: LeadCost) {
        let count = match strain {
            Strain::NoTrump => &mut self.notrump,
            _ => &mut self.suit,
        };
        count.leads += 1;
        count.free += u32::from(cost.tricks == 0);
        count.tricks += u32::from(cost.tricks);
        count.points += i64::from(cost.points);
    }

    /// Suit and notrump leads together.
    pub fn all(&self) -> LeadCount {
        let mut all = self.suit;
        all.add(&self.notrump);
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::{Deal, Seat, Vulnerability};

    /// Three groups on four layouts: group 0 has the best mean by one big layout, group 1 is
    /// best on three layouts, group 2 (the rules' lead) close behind on mean.
    fn scores() -> Vec<Vec<i32>> {
        vec![
            vec![-50, -50, -50, 500],
            vec![100, 100, 100, -600],
            vec![-50, 100, -50, 100],
        ]
    }

    #[test]
    fn mean_score_picks_the_best_mean() {
        // Means: 87.5, -75, 25.
        assert_eq!(choose(&scores(), Criterion::MeanScore, &[]), Some(0));
    }

    #[test]
    fn most_often_best_counts_layouts_where_a_group_is_best() {
        // Best (ties counted for each): group 0 on layout 3; group 1 on 0, 1, 2; group 2 on 1.
        assert_eq!(choose(&scores(), Criterion::MostOftenBest, &[]), Some(1));
    }

    #[test]
    fn near_ties_of_the_mean_go_to_the_most_often_best() {
        let within = |margin| choose(&scores(), Criterion::MeanThenMostOften { margin }, &[]);
        // Within 70 points: groups 0 and 2, each best on one layout: the better mean stays.
        assert_eq!(within(70.0), Some(0));
        // Within 200 points all three: group 1 is best most often.
        assert_eq!(within(200.0), Some(1));
        assert_eq!(within(0.0), Some(0));
    }

    #[test]
    fn near_ties_of_the_mean_go_to_the_rules_lead() {
        let with =
            |margin, rules: &[usize]| choose(&scores(), Criterion::MeanThenRules { margin }, rules);
        assert_eq!(with(70.0, &[2]), Some(2));
        assert_eq!(with(50.0, &[2]), Some(0));
        assert_eq!(with(70.0, &[1]), Some(0));
        assert_eq!(with(70.0, &[]), Some(0));
    }

    #[test]
    fn the_paired_difference_has_its_mean_and_standard_error() {
        // Differences 2, 4, 6: mean 4, sample variance 4, standard error √(4/3).
        let p = Paired::of(&[3, 5, 7], &[1, 1, 1]).unwrap();
        assert_eq!(p.mean, 4.0);
        assert!((p.standard_error - (4.0f64 / 3.0).sqrt()).abs() < 1e-12);
        assert!(p.beats(3.0));
        assert!(!p.beats(3.5));
        // The other way round: a negative mean beats with no `z`.
        let back = Paired::of(&[1, 1, 1], &[3, 5, 7]).unwrap();
        assert_eq!((back.mean, back.standard_error), (-4.0, p.standard_error));
        assert!(!back.beats(0.0));
        // The same difference on every layout beats however many errors are asked for.
        let steady = Paired::of(&[130, 130], &[100, 100]).unwrap();
        assert_eq!((steady.mean, steady.standard_error), (30.0, 0.0));
        assert!(steady.beats(10.0));
        assert!(!Paired::of(&[5, 5], &[5, 5]).unwrap().beats(0.0));
        // One layout gives no standard error.
        assert_eq!(Paired::of(&[500], &[-100]), None);
    }

    #[test]
    fn the_rules_lead_stands_unless_beaten_on_the_same_layouts() {
        let prior =
            |z, rules: &[usize]| choose(&scores(), Criterion::RulesUnlessBeaten { z }, rules);
        // Against the rules' lead (group 2), group 0 gains 0, -150, 0, 400 (mean 62.5,
        // standard error 117.9) and group 1 gains 150, 0, 150, -700: neither beats it.
        assert_eq!(prior(1.0, &[2]), Some(2));
        // At half a standard error group 0's better mean wins.
        assert_eq!(prior(0.5, &[2]), Some(0));
        // Group 1 as the rules' lead: group 2 gains -150, 0, -150, 700 (mean 100, error 203)
        // and group 0 gains -150, -150, -150, 1100 (mean 162.5, error 312.5): group 1 stands.
        assert_eq!(prior(1.0, &[1]), Some(1));
        // Without the rules' lead, the best mean.
        assert_eq!(prior(1.0, &[]), Some(0));
    }

    #[test]
    fn a_lead_better_on_every_layout_overrules_the_rules_lead() {
        // The rules' lead (group 0) gives declarer an overtrick on each layout where group 1
        // does not, and group 2 beats it by more but only on one layout of four.
        let scores = [
            vec![-430, -400, -430, -400],
            vec![-400, -400, -400, -400],
            vec![-430, -400, -430, 100],
        ];
        let prior = |z, layouts: usize| {
            let first: Vec<Vec<i32>> = scores.iter().map(|g| g[..layouts].to_vec()).collect();
            choose(&first, Criterion::RulesUnlessBeaten { z }, &[0])
        };
        // Group 1 gains 30, 0, 30, 0: mean 15, standard error 8.66, so it beats the rules'
        // lead at 1.5 errors; group 2 gains 0, 0, 0, 500 (mean 125, error 125) and does not.
        assert_eq!(prior(1.5, 4), Some(1));
        // Two standard errors ask more than four layouts show: the rules' lead stands.
        assert_eq!(prior(2.0, 4), Some(0));
        // On the first three layouts group 2 ties the rules' lead and group 1 gains 30, 0,
        // 30 (mean 20, error 10): beaten at 1.5 errors, not at 2.5.
        assert_eq!(prior(1.5, 3), Some(1));
        assert_eq!(prior(2.5, 3), Some(0));
        // Both beating it, the better mean is played.
        let both = vec![
            vec![-430, -430, -430],
            vec![-400, -400, -400],
            vec![-100, -100, -100],
        ];
        assert_eq!(
            choose(&both, Criterion::RulesUnlessBeaten { z: 2.0 }, &[0]),
            Some(2)
        );
    }

    #[test]
    fn only_the_rules_next_suits_may_overrule_the_rules_lead() {
        // The rules prefer group 0, then 2, then 1. Against group 0, group 1 gains 40 on
        // every layout and group 2 gains 20, 20, 20, 0 (mean 15, standard error 5).
        let scores = [
            vec![-100, -100, -100, -100],
            vec![-60, -60, -60, -60],
            vec![-80, -80, -80, -100],
        ];
        let next = |z, next| {
            choose(
                &scores,
                Criterion::RulesUnlessNextBeats { z, next },
                &[0, 2, 1],
            )
        };
        // The rules' second suit beats their lead by 2.5 errors, not by 3; the better group
        // 1, their third suit, is no challenger.
        assert_eq!(next(2.5, 1), Some(2));
        assert_eq!(next(3.0, 1), Some(0));
        // With the third suit a challenger too, the best mean of those that beat it.
        assert_eq!(next(3.0, 2), Some(1));
        assert_eq!(next(2.5, 2), Some(1));
        // Any challenger, as `RulesUnlessBeaten` allows, plays group 1 too.
        assert_eq!(
            choose(&scores, Criterion::RulesUnlessBeaten { z: 3.0 }, &[0]),
            Some(1)
        );
        // No next suit: the rules' lead stands; no rules' lead: the best mean.
        assert_eq!(
            choose(
                &scores,
                Criterion::RulesUnlessNextBeats { z: 1.0, next: 1 },
                &[0]
            ),
            Some(0)
        );
        assert_eq!(
            choose(
                &scores,
                Criterion::RulesUnlessNextBeats { z: 1.0, next: 1 },
                &[]
            ),
            Some(1)
        );
    }

    #[test]
    fn each_kind_of_contract_takes_its_own_criterion() {
        // Against the rules' lead (group 0), group 1 gains 30, 0, 30, 0: mean 15, standard
        // error 8.66, which beats it by 1 standard error but not by 2.
        let scores = [vec![-430, -400, -430, -400], vec![-400, -400, -400, -400]];
        let by = ByContract {
            suit: Criterion::RulesUnlessBeaten { z: 1.0 },
            notrump: Criterion::RulesUnlessBeaten { z: 2.0 },
        };
        let lead = |strain| choose(&scores, by.of(strain), &[0]);
        assert_eq!(lead(Strain::Spades), Some(1));
        assert_eq!(lead(Strain::Clubs), Some(1));
        assert_eq!(lead(Strain::NoTrump), Some(0));
    }

    #[test]
    fn a_wider_window_tells_more_overtricks_apart() {
        // 1NT by South, not vulnerable: West's side takes 13 - 7 = 6 tricks to beat it.
        let board = heart_board();
        assert_eq!(lead_window(&board), 5..=8);
        assert_eq!(window_with(&board, LEAD_OVERTRICKS), lead_window(&board));
        assert_eq!(window_with(&board, 2), 4..=8);
        assert_eq!(window_with(&board, 13), 0..=8);
        // Declarer making 7, 8, 9, 10 and 4 tricks: 90, 120, 150, 180 and three down.
        let scores = vec![vec![-90, -120, -150, -180, 150]];
        assert_eq!(
            windowed(&scores, &board),
            vec![vec![-90, -120, -120, -120, 100]]
        );
        assert_eq!(
            windowed_with(&scores, &board, 2),
            vec![vec![-90, -120, -150, -150, 100]]
        );
        assert_eq!(windowed_with(&scores, &board, 1), windowed(&scores, &board));
    }

    #[test]
    fn ties_go_to_the_earlier_group() {
        let equal = vec![vec![10, 20], vec![20, 10], vec![10, 20]];
        for criterion in [
            Criterion::MeanScore,
            Criterion::MostOftenBest,
            Criterion::MeanThenMostOften { margin: 5.0 },
        ] {
            assert_eq!(choose(&equal, criterion, &[]), Some(0), "{criterion:?}");
        }
        assert_eq!(choose(&[], Criterion::MeanScore, &[]), None);
    }

    /// West, on lead against 1NT by South, holds the ace of spades, ten top hearts and two
    /// small clubs: a heart runs eleven tricks, a club lets declarer cash tricks first.
    fn heart_board() -> Board {
        let deal =
            Deal::from_pbn("W:A.AKQJT98765..32 KQJT98765..A5.AQ .432.QJT9.KJT987 432..K876432.654")
                .unwrap();
        let auction = Auction::parse(Seat::South, "1N P P P").unwrap();
        Board::new(deal, Vulnerability::None, auction).unwrap()
    }

    #[test]
    fn a_lead_that_gives_tricks_away_is_counted() {
        let board = heart_board();
        assert_eq!(board.opening_leader(), Seat::West);
        let values = LeadValues::of(&board, &mut Solver::new()).unwrap();
        let card = |t: &str| t.parse::<Card>().unwrap();
        let free = values.cost(card("HA")).unwrap();
        assert_eq!(
            free,
            LeadCost {
                tricks: 0,
                points: 0
            }
        );
        assert_eq!(values.cost(card("H5")), Some(free));
        let club = values.cost(card("C2")).unwrap();
        assert!(club.tricks > 0, "{club:?}");
        assert!(club.points > 0, "{club:?}");
        assert_eq!(values.cost(card("D2")), None);

        let mut tally = LeadTally::default();
        tally.lead(Strain::NoTrump, free);
        tally.lead(Strain::NoTrump, club);
        let all = tally.all();
        assert_eq!((all.leads, all.free), (2, 1));
        assert_eq!(all.tricks, u32::from(club.tricks));
        assert_eq!(all.free_share(), Some(0.5));
        assert_eq!(tally.suit, LeadCount::default());
    }
}
