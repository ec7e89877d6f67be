//! The computer's call, and the meaning of any call, from a system's rules.

use serde::{Deserialize, Serialize};

use super::auction::Auction;
use super::call::Call;
use super::system::{Rule, System};
use crate::bridge::evaluate::hcp;
use crate::bridge::{Deal, Hand};

/// The call a system makes with a hand, and the rule behind it (None: no rule fits, the
/// fallback pass).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<'a> {
    pub call: Call,
    pub rule: Option<&'a Rule>,
}

impl Choice<'_> {
    /// What the call means: the meaning of the rule that chose it (one meaning, not every
    /// meaning the call could have here), or the fallback text.
    pub fn explanation(&self) -> Explanation {
        match self.rule {
            Some(rule) => Explanation {
                call: self.call,
                en: rule.en.clone(),
                zh: rule.zh.clone(),
                rule_lines: vec![rule.line],
                fallback: false,
                warning: None,
            },
            None => fallback(),
        }
    }
}

/// The highest-priority rule that fits the hand and is legal now, or a pass when none does.
/// A pass is always legal while the auction runs, so the fallback never makes it illegal.
pub fn choose<'a>(system: &'a System, auction: &Auction, hand: Hand) -> Choice<'a> {
    match system
        .candidates(auction)
        .into_iter()
        .find(|r| r.constraints.fits(hand))
    {
        Some(rule) => Choice {
            call: rule.call,
            rule: Some(rule),
        },
        None => Choice {
            call: Call::Pass,
            rule: None,
        },
    }
}

/// What a call means in a system at a point of the auction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    pub call: Call,
    /// The meaning in English: the rule's description, several joined by " / " when the
    /// call has more than one meaning here, or the fallback text.
    pub en: String,
    pub zh: String,
    /// Lines of the rules in the system file that give the call this meaning.
    pub rule_lines: Vec<usize>,
    /// No rule gives this call a meaning here (a fallback pass, or a call outside the
    /// system).
    pub fallback: bool,
    /// Set when the hand is known and fits none of the call's rules: what is wrong.
    pub warning: Option<String>,
}

const FALLBACK_EN: &str = "No rule of the system fits: pass (fallback)";
const FALLBACK_ZH: &str = "体系中没有适用的规则:不叫(兜底)";

/// The meaning of `call` made after `auction` (which must not yet contain it). With the
/// caller's hand, the rule that fits it is named, or a warning says the hand contradicts
/// what the call shows.
pub fn explain(system: &System, auction: &Auction, call: Call, hand: Option<Hand>) -> Explanation {
    let rules: Vec<&Rule> = system
        .candidates(auction)
        .into_iter()
        .filter(|r| r.call == call)
        .collect();
    if rules.is_empty() {
        if call == Call::Pass {
            return fallback();
        }
        let (en, zh) = {
            (
                format!("{call}: not in the system here (no rule gives it a meaning)"),
                format!("{call}:体系中此处没有这个叫品"),
            )
        };
        return Explanation {
            call,
            en,
            zh,
            rule_lines: Vec::new(),
            fallback: true,
            warning: None,
        };
    }
    let fitting: Vec<&Rule> = match hand {
        Some(h) => rules
            .iter()
            .copied()
            .filter(|r| r.constraints.fits(h))
            .collect(),
        None => Vec::new(),
    };
    let shown = if fitting.is_empty() { &rules } else { &fitting };
    let warning = match hand {
        Some(h) if fitting.is_empty() && call != Call::Pass => Some(format!(
            "your hand ({} HCP, {}) does not fit what {call} shows: {}",
            hcp(h),
            shape(h),
            rules[0].en
        )),
        _ => None,
    };
    let join = |f: fn(&Rule) -> &str| {
        let mut parts: Vec<&str> = Vec::new();
        for r in shown.iter() {
            let t = f(r);
            if !parts.contains(&t) {
                parts.push(t);
            }
        }
        parts.join(" / ")
    };
    Explanation {
        call,
        en: join(|r| &r.en),
        zh: join(|r| &r.zh),
        rule_lines: shown.iter().map(|r| r.line).collect(),
        fallback: false,
        warning,
    }
}

/// The explanation of the pass made when no rule fits.
fn fallback() -> Explanation {
    Explanation {
        call: Call::Pass,
        en: FALLBACK_EN.to_string(),
        zh: FALLBACK_ZH.to_string(),
        rule_lines: Vec::new(),
        fallback: true,
        warning: None,
    }
}

/// The suit lengths as "s-h-d-c", e.g. "5-3-3-2".
fn shape(hand: Hand) -> String {
    crate::bridge::evaluate::lengths(hand)
        .map(|l| l.to_string())
        .join("-")
}

/// Upper bound on the length of an auction: 35 bids, each followed by at most a pass, a
/// double, a pass, a redouble and two passes, plus the opening passes. Bids must rise, so
/// no auction can be longer; the bound only guards the loop.
const MAX_CALLS: usize = 4 + 35 * 6;

/// Four computer players bid a deal with one system; each call with its explanation.
pub fn bid_deal(system: &System, deal: &Deal, auction: Auction) -> (Auction, Vec<Explanation>) {
    let mut auction = auction;
    let mut explanations = Vec::new();
    while !auction.is_finished() && auction.calls().len() < MAX_CALLS {
        let seat = auction.next_seat();
        let hand = deal.hand(seat);
        let choice = choose(system, &auction, hand);
        let explanation = choice.explanation();
        // Every candidate is checked legal and a pass is legal until the end.
        if auction.push(choice.call).is_err() {
            break;
        }
        explanations.push(explanation);
    }
    (auction, explanations)
}
