//! The computer's call, and the meaning of any call, from a system's rules.

use serde::{Deserialize, Serialize};

use super::auction::Auction;
use super::call::Call;
use super::judgement::{beyond_rule, is_forced, judge, Judgement};
use super::shown::{partner_reads, shows, Words};
use super::system::{Builtin, Rule, System};
use crate::bridge::evaluate::hcp;
use crate::bridge::limits::SeatLimits;
use crate::bridge::{Deal, Hand};

/// The call a system makes with a hand, and what chose it: a rule, or judgement where no
/// rule fits; neither is the fallback pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<'a> {
    pub call: Call,
    pub rule: Option<&'a Rule>,
    pub judgement: Option<Judgement>,
}

/// What made a computer's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// A rule of the system, or a human's call.
    #[default]
    Rule,
    /// Judgement from the auction's limits and the hand, where no rule fits.
    Judgement,
    /// Nothing could be justified: the fallback pass.
    Fallback,
}

impl Choice<'_> {
    /// What the call means: the meaning of the rule that chose it (one meaning, not every
    /// meaning the call could have here), or the fallback text.
    pub fn explanation(&self) -> Explanation {
        match (self.rule, &self.judgement) {
            (Some(rule), _) => Explanation {
                call: self.call,
                en: rule.en.clone(),
                zh: rule.zh.clone(),
                rule_lines: vec![rule.line],
                fallback: false,
                warning: None,
                source: Source::Rule,
                rule_system: rule.inherited_from,
                shows: None,
                partner_reads: None,
            },
            (None, Some(j)) => Explanation {
                call: self.call,
                en: j.en.clone(),
                zh: j.zh.clone(),
                rule_lines: Vec::new(),
                fallback: false,
                warning: None,
                source: Source::Judgement,
                rule_system: None,
                shows: None,
                partner_reads: None,
            },
            (None, None) => fallback(),
        }
    }

    /// What the call shows beyond the system's rules: what judgement's reasoning guarantees,
    /// for the auction to record beside the call ([`Auction::push_showing`]).
    pub fn shows(&self) -> Option<SeatLimits> {
        self.judgement.as_ref().and_then(|j| j.shows)
    }

    pub fn source(&self) -> Source {
        match (self.rule, &self.judgement) {
            (Some(_), _) => Source::Rule,
            (None, Some(_)) => Source::Judgement,
            (None, None) => Source::Fallback,
        }
    }
}

/// The highest-priority rule that fits the hand and is legal now (a pass rule never answers a
/// forcing call), unless judgement finds the partnership's known values worth a higher
/// contract than that rule stops in ([`super::judgement::beyond_rule`]); where no rule fits, judgement ([`super::judgement`]); a pass when not even
/// judgement finds a call. A pass is always legal while the auction runs, so the fallback
/// never makes it illegal.
pub fn choose<'a>(system: &'a System, auction: &Auction, hand: Hand) -> Choice<'a> {
    let forced = is_forced(system, auction);
    if let Some(rule) = system
        .candidates(auction)
        .into_iter()
        .find(|r| !(forced && r.call == Call::Pass) && r.constraints.fits(hand))
    {
        if let Some(j) = beyond_rule(system, auction, hand, rule.call, rule.forcing) {
            return Choice {
                call: j.call,
                rule: None,
                judgement: Some(j),
            };
        }
        return Choice {
            call: rule.call,
            rule: Some(rule),
            judgement: None,
        };
    }
    match judge(system, auction, hand) {
        Some(j) => Choice {
            call: j.call,
            rule: None,
            judgement: Some(j),
        },
        None => Choice {
            call: Call::Pass,
            rule: None,
            judgement: None,
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
    /// What made the call: a rule (also every human's call), judgement or the fallback.
    #[serde(default)]
    pub source: Source,
    /// The built-in system whose file `rule_lines` are in, when the rules were inherited
    /// from it (`inherit`); None for the system's own file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_system: Option<Builtin>,
    /// What the call showed, as the auction's inference reads it ([`shows`]); the table fills
    /// it in for every call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shows: Option<Words>,
    /// For a human's call the system does not give their hand: what partner will now
    /// believe ([`partner_reads`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner_reads: Option<Words>,
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
        // The call itself stands beside its meaning wherever it is shown, so the words do not
        // repeat it (in its internal form).
        let (en, zh) = (
            "Not in the system here: no rule gives this call a meaning".to_string(),
            "体系中此处没有这个叫品".to_string(),
        );
        return Explanation {
            call,
            en,
            zh,
            rule_lines: Vec::new(),
            fallback: true,
            warning: None,
            source: Source::Fallback,
            rule_system: None,
            shows: None,
            partner_reads: None,
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
        source: Source::Rule,
        rule_system: shown[0].inherited_from,
        shows: None,
        partner_reads: None,
    }
}

/// The explanation of a call at the table: [`explain`]'s for the human (`hand` given: with
/// what partner will believe when the system does not give the hand that call), `choice`'s
/// for a computer, and for both what the call showed (with what judgement guaranteed,
/// `judged`, when judgement made it).
pub fn at_table(
    system: &System,
    before: &Auction,
    call: Call,
    explanation: Explanation,
    human_hand: Option<Hand>,
    judged: Option<SeatLimits>,
) -> Explanation {
    Explanation {
        shows: Some(shows(system, before, call, judged)),
        partner_reads: human_hand.and_then(|h| partner_reads(system, before, call, h)),
        ..explanation
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
        source: Source::Fallback,
        rule_system: None,
        shows: None,
        partner_reads: None,
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
        if auction.push_showing(choice.call, choice.shows()).is_err() {
            break;
        }
        explanations.push(explanation);
    }
    (auction, explanations)
}
