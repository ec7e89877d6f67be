//! Duplicate scoring of a played contract, and the IMP scale that turns the difference of two
//! tables' scores on one board into International Match Points.

use crate::bridge::{Contract, Doubling, Strain, Vulnerability};

/// North-South's duplicate score for `contract` taking `tricks` tricks on a board of
/// `vulnerability`: the declaring side's score, negated when East-West declare.
pub fn ns_score(contract: &Contract, vulnerability: Vulnerability, tricks: u8) -> i32 {
    let declarer = contract.declarer();
    let s = score(contract, vulnerability.is_vulnerable(declarer), tricks);
    if declarer.is_ns() {
        s
    } else {
        -s
    }
}

/// The declaring side's duplicate score for `contract` taking `tricks` tricks.
pub fn score(contract: &Contract, vulnerable: bool, tricks: u8) -> i32 {
    let mult = match contract.doubling() {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    };
    let need = contract.target() as i32;
    let got = tricks as i32;
    if got < need {
        return -undertrick_penalty(need - got, vulnerable, contract.doubling());
    }
    let level = contract.level() as i32;
    let per_trick = match contract.strain() {
        Strain::Clubs | Strain::Diamonds => 20,
        _ => 30,
    };
    let nt_extra = if contract.strain() == Strain::NoTrump {
        10
    } else {
        0
    };
    let trick_score = (per_trick * level + nt_extra) * mult;
    let mut total = trick_score;
    total += if trick_score >= 100 {
        if vulnerable {
            500
        } else {
            300
        }
    } else {
        50
    };
    total += match contract.level() {
        6 => {
            if vulnerable {
                750
            } else {
                500
            }
        }
        7 => {
            if vulnerable {
                1500
            } else {
                1000
            }
        }
        _ => 0,
    };
    let over = got - need;
    total += match contract.doubling() {
        Doubling::Undoubled => over * per_trick,
        Doubling::Doubled => over * if vulnerable { 200 } else { 100 },
        Doubling::Redoubled => over * if vulnerable { 400 } else { 200 },
    };
    total += match contract.doubling() {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    total
}

/// The penalty for going `down` tricks down.
fn undertrick_penalty(down: i32, vulnerable: bool, doubling: Doubling) -> i32 {
    let doubled = match (vulnerable, down) {
        (true, d) => 200 + 300 * (d - 1),
        (false, 1) => 100,
        (false, 2) => 300,
        (false, d) => 500 + 300 * (d - 3),
    };
    match doubling {
        Doubling::Undoubled => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled => doubled,
        Doubling::Redoubled => 2 * doubled,
    }
}

/// The lower edges of the IMP scale: a difference of at least `IMP_STEPS[i]` points is worth
/// `i + 1` IMPs (the WBF scale, 0–24 IMPs).
const IMP_STEPS: [i32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
    2000, 2250, 2500, 3000, 3500, 4000,
];

/// International Match Points for a score difference (the sign follows the difference).
pub fn imps(diff: i32) -> i32 {
    let n = IMP_STEPS.iter().take_while(|&&s| diff.abs() >= s).count() as i32;
    n * diff.signum()
}

/// A mean score in whole points with its sign, as the hint shows it: `+420`, `-50`, and `+0`
/// for a mean that rounds to nothing from either side (plain formatting prints `-0` for a
/// small negative mean, which reads as a loss).
pub fn signed_points(mean: f64) -> String {
    // Adding zero turns the negative zero that rounding leaves into a positive one.
    format!("{:+.0}", mean.round() + 0.0)
}

#[cfg(test)]
mod tests {
    #[test]
    fn signed_points_never_shows_minus_zero() {
        use super::signed_points;
        assert_eq!(signed_points(-0.3), "+0");
        assert_eq!(signed_points(0.4), "+0");
        assert_eq!(signed_points(-0.6), "-1");
        assert_eq!(signed_points(419.6), "+420");
        assert_eq!(signed_points(-50.0), "-50");
    }

    use super::*;
    use crate::bridge::Seat;

    fn c(level: u8, strain: Strain, doubling: Doubling) -> Contract {
        Contract::new(level, strain, doubling, Seat::North).unwrap()
    }

    #[test]
    fn known_scores() {
        use Doubling::*;
        assert_eq!(score(&c(3, Strain::NoTrump, Undoubled), false, 9), 400);
        assert_eq!(score(&c(4, Strain::Spades, Undoubled), true, 11), 650);
        assert_eq!(score(&c(2, Strain::Spades, Undoubled), false, 8), 110);
        assert_eq!(score(&c(1, Strain::Clubs, Doubled), false, 7), 140);
        assert_eq!(score(&c(7, Strain::NoTrump, Undoubled), true, 13), 2220);
        assert_eq!(score(&c(4, Strain::Spades, Doubled), false, 9), -100);
        assert_eq!(score(&c(4, Strain::Spades, Doubled), false, 6), -800);
        assert_eq!(score(&c(4, Strain::Spades, Doubled), true, 7), -800);
        assert_eq!(score(&c(4, Strain::Hearts, Redoubled), false, 9), -200);
        assert_eq!(score(&c(3, Strain::Diamonds, Undoubled), true, 7), -200);
    }
}
