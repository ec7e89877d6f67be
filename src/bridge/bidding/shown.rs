//! The words beside every call at the table: what the call showed, as the auction's
//! inference reads it ([`super::infer::implied`]), and, when the human makes a call the
//! system does not give their hand, what partner will now believe.
//!
//! A learner's question is less "what does 1NT mean" than "what does my partner think I
//! have now". The computer partner answers it from the same limits it bids and plays by, so
//! the texts here are built from those limits rather than written by hand.

use serde::{Deserialize, Serialize};

use super::auction::Auction;
use super::call::Call;
use super::engine::choose;
use super::infer::{implied, pass_is_explained};
use super::system::System;
use crate::bridge::limits::{Range, SeatLimits};
use crate::bridge::Hand;

/// A text in English and in Chinese.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    pub en: String,
    pub zh: String,
}

const SUIT_SYMBOLS: [&str; 4] = ["♠", "♥", "♦", "♣"];

/// A call as the texts name it: bids as the system files write them (`1N`), the others in
/// words.
fn call_words(call: Call) -> (String, String) {
    match call {
        Call::Pass => ("Pass".into(), "不叫".into()),
        Call::Double => ("X".into(), "加倍".into()),
        Call::Redouble => ("XX".into(), "再加倍".into()),
        bid => (bid.to_string(), bid.to_string()),
    }
}

/// A range of HCP or of cards in both languages, or None when it says nothing (`top` is the
/// most there can be).
fn range_words(r: Range, top: u8, unit_en: &str, unit_zh: &str) -> Option<(String, String)> {
    match (r.min, r.max) {
        (0, max) if max >= top => None,
        (min, max) if max >= top => {
            Some((format!("{min}+{unit_en}"), format!("{min}{unit_zh}以上")))
        }
        (0, max) => Some((
            format!("at most {max}{unit_en}"),
            format!("最多{max}{unit_zh}"),
        )),
        _ => Some((format!("{r}{unit_en}"), format!("{r}{unit_zh}"))),
    }
}

/// Limits in words: "15-17 HCP, ♠ 2-5, …".
fn limits_words(limits: &SeatLimits) -> Words {
    let mut en = Vec::new();
    let mut zh = Vec::new();
    if let Some((e, z)) = range_words(limits.hcp, Range::ANY_HCP.max, " HCP", "点") {
        en.push(e);
        zh.push(z);
    }
    for (i, r) in limits.lengths.iter().enumerate() {
        if let Some((e, z)) = range_words(*r, 13, "", "张") {
            en.push(format!("{} {e}", SUIT_SYMBOLS[i]));
            zh.push(format!("{}{z}", SUIT_SYMBOLS[i]));
        }
    }
    if en.is_empty() {
        return Words {
            en: "no limit on the HCP or the suit lengths".into(),
            zh: "不限定点力和花色长度".into(),
        };
    }
    Words {
        en: en.join(", "),
        zh: zh.join(","),
    }
}

/// What `call`, made after `before`, showed about its caller's hand, as the inference draws
/// it (the limits every hand making the call is within), with what judgement's reasoning
/// guaranteed when judgement made it (`judged`).
pub fn shows(system: &System, before: &Auction, call: Call, judged: Option<SeatLimits>) -> Words {
    let limits = match (implied(system, before, call), judged) {
        (Some(rules), Some(j)) => Some(rules.intersect(&j).unwrap_or(rules)),
        (rules, j) => rules.or(j),
    };
    match limits {
        Some(limits) => limits_words(&limits),
        None if call == Call::Pass && !pass_is_explained(before) => Words {
            en: "nothing: once somebody has bid, a pass may be the fallback, so it narrows \
                 nothing"
                .into(),
            zh: "不显示任何信息:有人叫牌之后,不叫可能是兜底,因此不作推断".into(),
        },
        None => Words {
            en: "nothing: no rule of the system gives this call here".into(),
            zh: "不显示任何信息:体系中此处没有规则给出这个叫品".into(),
        },
    }
}

/// When the human's `call` after `before` is not one the system gives their `hand` (no rule
/// for it fits the hand, or no rule gives it at all): what partner, bidding by the system,
/// will now believe, and the call the system would have made. None when a rule for the call
/// fits the hand.
pub fn partner_reads(system: &System, before: &Auction, call: Call, hand: Hand) -> Option<Words> {
    let rules: Vec<_> = system
        .candidates(before)
        .into_iter()
        .filter(|r| r.call == call)
        .collect();
    if rules.iter().any(|r| r.constraints.fits(hand)) {
        return None;
    }
    let instead = choose(system, before, hand);
    if call == Call::Pass && instead.call == Call::Pass {
        // The computer passes too when nothing fits: that is no departure.
        return None;
    }
    let (mut en, mut zh) = match (rules.first(), implied(system, before, call)) {
        (None, _) if call == Call::Pass => (
            "Partner reads nothing from this pass (after an opening a pass narrows nothing)."
                .to_string(),
            "同伴从这个不叫中读不出任何信息(开叫之后的不叫不作推断)。".to_string(),
        ),
        (None, _) => (
            format!(
                "Partner has no rule for {call} here: it takes the call as natural but \
                 undefined and draws nothing from it about your hand."
            ),
            format!("同伴在此没有关于{call}的规则:把它当作含义不明的自然叫,不据此推断你的牌。"),
        ),
        (Some(rule), Some(limits)) => {
            let shown = limits_words(&limits);
            (
                format!(
                    "Partner will now believe you hold {} (\"{}\"), which your hand does not.",
                    shown.en, rule.en
                ),
                format!(
                    "同伴现在会认为你的牌是{}(“{}”),而你的牌并非如此。",
                    shown.zh, rule.zh
                ),
            )
        }
        (Some(rule), None) => (
            format!(
                "Partner takes your pass as \"{}\", which your hand is not.",
                rule.en
            ),
            format!("同伴会把你的不叫理解为“{}”,而你的牌并非如此。", rule.zh),
        ),
    };
    if instead.call != call {
        let meaning = instead.explanation();
        let (call_en, call_zh) = call_words(instead.call);
        en.push_str(&format!(
            " The system gives your hand {call_en}: {}.",
            meaning.en
        ));
        zh.push_str(&format!(
            "按体系,这手牌应作的叫品:{call_zh}({})。",
            meaning.zh
        ));
    }
    Some(Words { en, zh })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Builtin;
    use crate::bridge::Seat;

    fn hand(pbn: &str) -> Hand {
        Hand::from_pbn_for_test(pbn)
    }

    fn sayc() -> System {
        System::builtin(Builtin::Sayc).unwrap()
    }

    #[test]
    fn a_1nt_opening_shows_its_range_and_shape() {
        let w = shows(
            &sayc(),
            &Auction::new(Seat::North),
            "1N".parse().unwrap(),
            None,
        );
        assert_eq!(w.en, "15-17 HCP, ♠ 2-5, ♥ 2-5, ♦ 2-5, ♣ 2-5");
        assert_eq!(w.zh, "15-17点,♠2-5张,♥2-5张,♦2-5张,♣2-5张");
    }

    #[test]
    fn passes_show_what_the_inference_reads() {
        let system = sayc();
        let opening = shows(&system, &Auction::new(Seat::North), Call::Pass, None);
        assert_eq!(opening.en, "at most 12 HCP");
        let after = Auction::parse(Seat::North, "1S").unwrap();
        let w = shows(&system, &after, Call::Pass, None);
        assert!(
            w.en.starts_with("nothing: once somebody has bid"),
            "{}",
            w.en
        );
        assert!(w.zh.starts_with("不显示任何信息"), "{}", w.zh);
    }

    #[test]
    fn a_call_outside_the_system_shows_nothing() {
        let after = Auction::parse(Seat::North, "1N P").unwrap();
        let w = shows(&sayc(), &after, "5D".parse().unwrap(), None);
        assert!(w.en.starts_with("nothing: no rule"), "{}", w.en);
        // Made by judgement, the call shows what its reasoning guaranteed.
        let judged = SeatLimits {
            hcp: Range::new(0, 14),
            ..SeatLimits::default()
        };
        let w = shows(&sayc(), &after, "5D".parse().unwrap(), Some(judged));
        assert_eq!(w.en, "at most 14 HCP");
    }

    /// Opening 1NT with 7 HCP: partner now believes 15-17 balanced, and the system would
    /// have passed.
    #[test]
    fn partner_believes_what_the_call_shows() {
        let system = sayc();
        let weak = hand("K32.Q32.J432.432");
        let start = Auction::new(Seat::North);
        let w = partner_reads(&system, &start, "1N".parse().unwrap(), weak).unwrap();
        assert!(
            w.en.starts_with("Partner will now believe you hold 15-17 HCP, ♠ 2-5"),
            "{}",
            w.en
        );
        assert!(w.en.contains("The system gives your hand Pass"), "{}", w.en);
        assert!(
            w.zh.starts_with("同伴现在会认为你的牌是15-17点"),
            "{}",
            w.zh
        );
        assert!(w.zh.contains("按体系,这手牌应作的叫品:不叫"), "{}", w.zh);
        // The right hand for 1NT departs from nothing.
        let strong = hand("KQ2.AJ3.Q432.K32");
        assert_eq!(
            partner_reads(&system, &start, "1N".parse().unwrap(), strong),
            None
        );
    }

    #[test]
    fn a_call_no_rule_gives_is_read_as_natural_and_undefined() {
        let system = sayc();
        let after = Auction::parse(Seat::North, "1N P").unwrap();
        let w = partner_reads(
            &system,
            &after,
            "5D".parse().unwrap(),
            hand("K32.Q32.J432.432"),
        )
        .unwrap();
        assert!(
            w.en.starts_with("Partner has no rule for 5D here"),
            "{}",
            w.en
        );
        assert!(w.zh.starts_with("同伴在此没有关于5D的规则"), "{}", w.zh);
    }

    /// Passing partner's 1NT with 10 HCP leaves game out: partner takes the pass by its rule
    /// (0-7 HCP), though a pass after the opening narrows no limits.
    #[test]
    fn a_pass_that_departs_says_what_partner_believes() {
        let system = sayc();
        let after = Auction::parse(Seat::North, "1N P").unwrap();
        let ten = hand("KQ2.A32.J432.432");
        let w = partner_reads(&system, &after, Call::Pass, ten).unwrap();
        assert!(
            w.en.starts_with("Partner takes your pass as \"0-7 HCP: no game\""),
            "{}",
            w.en
        );
        assert!(w.en.contains("The system gives your hand 3N"), "{}", w.en);
        // A pass where the system passes too is no departure.
        assert_eq!(
            partner_reads(&system, &after, Call::Pass, hand("432.432.5432.432")),
            None
        );
    }
}
