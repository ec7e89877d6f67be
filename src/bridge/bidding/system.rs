//! A bidding system as data: rules read from a TOML file a teacher can edit.
//!
//! Each `[[rule]]` says: after this auction (`after`), make this call (`call`) when the hand
//! meets these constraints; the highest `priority` among the rules that fit wins (ties: the
//! rule written first). The file format, field by field:
//!
//! * `after`: the auction so far, from the first bid on (passes before the opening are
//!   dropped, so the opening rules serve every seat); `""` means nobody has bid. Calls are
//!   separated by spaces; a word may list alternatives (`1H|1S`) or be `*` (any call); a
//!   leading `...` lets any calls come before the rest (`"... 4N P"`: partner's Blackwood).
//!   The last word is always the right-hand opponent's call, the one before it partner's.
//! * `call`: `P`, `X`, `XX` or a bid like `1N`.
//! * `priority`: a whole number; higher wins.
//! * `hcp`, `points` (HCP plus one per card past the fourth in each suit): ranges `"15-17"`,
//!   `"12-"` (at least), `"-9"` (at most) or `"13"`.
//! * `evaluation`: the paper's refined evaluation before trumps are known, its half point
//!   dropped ([`evaluated_points`]), a range.
//! * `s`, `h`, `d`, `c`: suit-length ranges, same form.
//! * `balanced`: `true` (4-3-3-3, 4-4-3-2 or 5-3-3-2) or `false`.
//! * `longer`: comparisons of suit lengths, e.g. `["S>=H", "D>C"]`.
//! * `honours`: honour counts (A, K, Q, J) per suit, e.g. `{ C = "3-" }`.
//! * `stoppers`: suits needing a stopper (A, K-x, Q-x-x or J-x-x-x), e.g. `["H", "S"]`.
//! * `aces`, `kings`: the number of aces or kings, a range.
//! * `hcp_plus_spades`: a range for HCP plus the spade length (the rule of 15).
//! * `losers`: a range for the losing-trick count ([`losing_tricks`]), which values a hand
//!   with a long suit and short ones once a fit is known.
//! * `seat` (1-4, the caller's seat from the dealer), `vulnerable`, `opponents_vulnerable`:
//!   conditions on the position rather than the hand ([`super::position`]).
//! * `forcing`: `true` when partner may not pass the call (a new suit by responder, an
//!   artificial ask, a transfer).
//! * `en`, `zh`: what the call shows, in English and in Chinese.
//!
//! Two more top-level keys serve the paper's table-driven system (`docs/bidding.md`):
//! `inherit` takes the rules of a built-in system, and `[[table]]` holds lookup tables whose
//! rows are the paper's 12 `Pai` fields; a table replaces the inherited rules for its `after`.

use std::fmt;

use serde::Deserialize;

use super::auction::Auction;
use super::call::Call;
use super::position::Position;
use crate::bridge::evaluate::{
    evaluated_points, hcp, is_balanced_shape, lengths, losing_tricks, points,
};
use crate::bridge::limits::{Range, SeatLimits};
use crate::bridge::{Hand, Suit};

/// A system file that cannot be read: what is wrong and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for SystemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for SystemError {}

/// One word of an `after` pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Word {
    Any,
    OneOf(Vec<Call>),
}

/// An `after` pattern: see the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    any_prefix: bool,
    words: Vec<Word>,
}

impl Pattern {
    fn parse(text: &str) -> Result<Pattern, String> {
        let mut words: Vec<&str> = text.split_whitespace().collect();
        let any_prefix = words.first() == Some(&"...");
        if any_prefix {
            words.remove(0);
        }
        let words = words
            .into_iter()
            .map(|w| {
                if w == "*" {
                    return Ok(Word::Any);
                }
                w.split('|')
                    .map(|c| c.parse::<Call>().map_err(|e| format!("after: {e}")))
                    .collect::<Result<Vec<_>, _>>()
                    .map(Word::OneOf)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Pattern { any_prefix, words })
    }

    /// Whether the calls since the opening match.
    pub fn matches(&self, calls: &[Call]) -> bool {
        if calls.len() < self.words.len() || (!self.any_prefix && calls.len() != self.words.len()) {
            return false;
        }
        let tail = &calls[calls.len() - self.words.len()..];
        self.words.iter().zip(tail).all(|(w, c)| match w {
            Word::Any => true,
            Word::OneOf(v) => v.contains(c),
        })
    }

    /// A concrete auction the pattern matches, for tests that build a hand for every rule:
    /// the first alternative of each word, and for `*` the cheapest bid above the last one
    /// (a pass there could end the auction).
    pub fn example(&self) -> Vec<Call> {
        let mut last: Option<usize> = None;
        let mut out = Vec::new();
        for w in &self.words {
            let call = match w {
                Word::Any => Call::all_bids()
                    .find(|b| b.bid_index() > last)
                    .unwrap_or(Call::Pass),
                Word::OneOf(v) => v.first().copied().unwrap_or(Call::Pass),
            };
            if call.bid_index().is_some() {
                last = call.bid_index();
            }
            out.push(call);
        }
        out
    }
}

/// A comparison of two suit lengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Longer {
    pub a: Suit,
    pub b: Suit,
    /// `>=` rather than `>`.
    pub or_equal: bool,
}

impl Longer {
    fn parse(text: &str) -> Result<Longer, String> {
        let bad = || format!("longer: `{text}` is not like S>H or D>=C");
        let (a, rest, or_equal) = if let Some((a, b)) = text.split_once(">=") {
            (a, b, true)
        } else {
            let (a, b) = text.split_once('>').ok_or_else(bad)?;
            (a, b, false)
        };
        let suit = |s: &str| {
            let mut c = s.trim().chars();
            match (c.next().and_then(Suit::from_char), c.next()) {
                (Some(s), None) => Ok(s),
                _ => Err(bad()),
            }
        };
        Ok(Longer {
            a: suit(a)?,
            b: suit(rest)?,
            or_equal,
        })
    }

    fn holds(self, l: [u8; 4]) -> bool {
        let (a, b) = (l[self.a.index()], l[self.b.index()]);
        if self.or_equal {
            a >= b
        } else {
            a > b
        }
    }
}

/// What a hand must have for a rule to fit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Constraints {
    pub hcp: Option<Range>,
    pub points: Option<Range>,
    /// The refined evaluation ([`evaluated_points`]).
    pub evaluation: Option<Range>,
    /// Spades, hearts, diamonds, clubs.
    pub lengths: [Option<Range>; 4],
    pub balanced: Option<bool>,
    pub longer: Vec<Longer>,
    pub honours: [Option<Range>; 4],
    pub stoppers: Vec<Suit>,
    pub aces: Option<Range>,
    pub kings: Option<Range>,
    /// HCP plus the number of spades: the rule of 15 for fourth-seat openings.
    pub hcp_plus_spades: Option<Range>,
    /// The losing-trick count.
    pub losers: Option<Range>,
}

/// Number of A, K, Q, J in a suit.
pub fn honours(hand: Hand, suit: Suit) -> u8 {
    (hand.holding(suit) >> 11).count_ones() as u8
}

/// A stopper: the ace, K-x, Q-x-x or J-x-x-x (an honour with enough guards to keep it
/// until it wins a trick).
pub fn has_stopper(hand: Hand, suit: Suit) -> bool {
    let h = hand.holding(suit);
    let len = h.count_ones();
    [(14, 1), (13, 2), (12, 3), (11, 4)]
        .iter()
        .any(|&(rank, need)| h & (1 << rank) != 0 && len >= need)
}

/// How many cards of one rank (14 the aces, 13 the kings) the hand holds.
pub(super) fn count_rank(hand: Hand, rank: u8) -> u8 {
    Suit::ALL
        .into_iter()
        .filter(|&s| hand.holding(s) & (1 << rank) != 0)
        .count() as u8
}

impl Constraints {
    /// Whether the hand meets every constraint.
    pub fn fits(&self, hand: Hand) -> bool {
        let l = lengths(hand);
        self.hcp.is_none_or(|r| r.contains(hcp(hand)))
            && self.points.is_none_or(|r| r.contains(points(hand)))
            && self
                .evaluation
                .is_none_or(|r| r.contains(evaluated_points(hand)))
            && self
                .lengths
                .iter()
                .zip(l)
                .all(|(r, n)| r.is_none_or(|r| r.contains(n)))
            && self.balanced.is_none_or(|b| b == is_balanced_shape(l))
            && self.longer.iter().all(|c| c.holds(l))
            && Suit::ALL
                .into_iter()
                .all(|s| self.honours[s.index()].is_none_or(|r| r.contains(honours(hand, s))))
            && self.stoppers.iter().all(|&s| has_stopper(hand, s))
            && self.aces.is_none_or(|r| r.contains(count_rank(hand, 14)))
            && self.kings.is_none_or(|r| r.contains(count_rank(hand, 13)))
            && self
                .hcp_plus_spades
                .is_none_or(|r| r.contains(hcp(hand) + l[Suit::Spades.index()]))
            && self.losers.is_none_or(|r| r.contains(losing_tricks(hand)))
    }

    /// The limits every hand meeting these constraints is within, as the dealer and the
    /// auction's inference take them: the HCP range (points bound HCP from above, since HCP
    /// never exceed points), each suit's length range (balanced also limits every suit to
    /// 2-5) and the shape. The evaluation bounds the HCP both ways (see
    /// [`evaluation_hcp`]). The other constraints have no such form and are left out.
    pub fn limits(&self) -> SeatLimits {
        let mut hcp = self.hcp.unwrap_or(Range::ANY_HCP);
        if let Some(p) = self.points {
            hcp = hcp.intersect(Range::new(0, p.max));
        }
        let mut lengths = [Range::ANY_LENGTH; 4];
        for (o, r) in lengths.iter_mut().zip(self.lengths) {
            if let Some(r) = r {
                *o = o.intersect(r);
            }
            if self.balanced == Some(true) {
                *o = o.intersect(Range::new(2, 5));
            }
        }
        if let Some(e) = self.evaluation {
            hcp = hcp.intersect(evaluation_hcp(e, lengths));
        }
        SeatLimits {
            hcp,
            lengths,
            balanced: self.balanced,
        }
    }
}

/// The HCP of every hand whose evaluation ([`evaluated_points`]) is in `e` and whose suit
/// lengths are within `lengths`. The HCP are the evaluation plus the deductions for short
/// honours, less the bonus for a good long suit: a suit of two cards or fewer loses at most
/// one point (a singleton K, Q or J, or two of them in a doubleton), and at most three suits
/// can be that short; the bonus is (n - 1)/2 for the longest suit's n cards, when n is 5 or
/// more. The dropped half point lets the HCP reach the top of `e` plus the deductions.
fn evaluation_hcp(e: Range, lengths: [Range; 4]) -> Range {
    let mins: u8 = lengths.iter().map(|r| r.min).sum();
    // A suit holds at most what the other suits' least lengths leave of 13 cards.
    let longest = lengths
        .iter()
        .map(|r| r.max.min(13u8.saturating_sub(mins - r.min)))
        .max()
        .unwrap_or(13);
    let bonus = if longest >= 5 { (longest - 1) / 2 } else { 0 };
    let short = lengths.iter().filter(|r| r.min <= 2).count().min(3) as u8;
    Range::new(e.min.saturating_sub(bonus), (e.max + short).min(37))
}

/// One row of a system: when it applies, what it requires and what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The line of its `[[rule]]` header in the file, for error messages and explanations.
    pub line: usize,
    pub after: Pattern,
    pub after_text: String,
    pub call: Call,
    pub priority: i32,
    pub constraints: Constraints,
    /// The seat and vulnerability the rule is for.
    pub position: Position,
    /// Partner may not pass this call (the right-hand opponent's bid or double lifts it).
    pub forcing: bool,
    pub en: String,
    pub zh: String,
    /// The built-in system the rule was inherited from (`inherit`), whose file `line` is in;
    /// None for the system's own rules.
    pub inherited_from: Option<Builtin>,
}

/// One row of a lookup table in the paper's 12-field `Pai` form (`[[table]]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaiRow {
    pub line: usize,
    /// Fields 1-2: the evaluation's upper and lower limits.
    pub evaluation: Range,
    /// Fields 3-6 (clubs, diamonds, spades, hearts in the paper), kept as spades, hearts,
    /// diamonds, clubs like every suit array of Boyi.
    pub lengths: [Range; 4],
    /// Fields 7-10: the honours (A, K, Q, J) in each suit, same order as `lengths`.
    pub honours: [Range; 4],
    /// Fields 11-12: the suit and level of the call (level 0: pass or double).
    pub call: Call,
    /// Printed in the paper (`from = "paper"`) rather than Boyi's completion (`"boyi"`).
    pub from_paper: bool,
}

/// A lookup table: its auction, its title and its rows; the first row that fits wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaiTable {
    pub after: Pattern,
    pub title: String,
    pub rows: Vec<PaiRow>,
}

/// A bidding system: its name, rules and lookup tables (whose rows are among the rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct System {
    pub name: String,
    pub rules: Vec<Rule>,
    pub tables: Vec<PaiTable>,
    by_length: RulesByLength,
}

/// Where in `rules` the rules are whose `after` can match an auction of a given length since
/// the opening: a pattern without `...` matches only its own length, so a call need not look
/// at the thousands of rules written for other points of the auction. Each list is already in
/// order of preference, so a call only filters it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct RulesByLength {
    /// For each length, the rules with exactly that many words and no `...`, together with the
    /// open-ended ones.
    by_length: Vec<Vec<usize>>,
    /// The rules whose pattern starts with `...` (any earlier calls): all that can match an
    /// auction longer than every exact pattern.
    open: Vec<usize>,
}

impl RulesByLength {
    fn of(rules: &[Rule]) -> RulesByLength {
        // Preference: the higher priority first, then file order.
        let mut order: Vec<usize> = (0..rules.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(rules[i].priority));
        let longest = rules
            .iter()
            .filter(|r| !r.after.any_prefix)
            .map(|r| r.after.words.len())
            .max()
            .unwrap_or(0);
        let mut index = RulesByLength {
            by_length: vec![Vec::new(); longest + 1],
            open: Vec::new(),
        };
        for i in order {
            let after = &rules[i].after;
            if after.any_prefix {
                index.open.push(i);
                index.by_length.iter_mut().for_each(|list| list.push(i));
            } else {
                index.by_length[after.words.len()].push(i);
            }
        }
        index
    }

    /// The rules that may match an auction of `length` calls since the opening, in order of
    /// preference.
    fn for_length(&self, length: usize) -> &[usize] {
        self.by_length.get(length).unwrap_or(&self.open)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSystem {
    name: String,
    inherit: Option<toml::Spanned<String>>,
    #[serde(default)]
    rule: Vec<toml::Spanned<RawRule>>,
    #[serde(default)]
    table: Vec<RawTable>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    after: toml::Spanned<String>,
    title: String,
    row: Vec<toml::Spanned<RawRow>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRow {
    pai: Vec<toml::Value>,
    from: String,
    #[serde(default)]
    forcing: bool,
    en: String,
    zh: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRule {
    after: String,
    call: String,
    priority: i32,
    hcp: Option<String>,
    points: Option<String>,
    evaluation: Option<String>,
    s: Option<String>,
    h: Option<String>,
    d: Option<String>,
    c: Option<String>,
    balanced: Option<bool>,
    #[serde(default)]
    longer: Vec<String>,
    #[serde(default)]
    honours: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    stoppers: Vec<String>,
    aces: Option<String>,
    kings: Option<String>,
    hcp_plus_spades: Option<String>,
    losers: Option<String>,
    seat: Option<String>,
    vulnerable: Option<bool>,
    opponents_vulnerable: Option<bool>,
    #[serde(default)]
    forcing: bool,
    en: String,
    #[serde(default)]
    zh: String,
}

fn range(field: &str, text: &Option<String>, top: u8) -> Result<Option<Range>, String> {
    text.as_ref()
        .map(|t| {
            Range::parse(t, top)
                .filter(|r| !r.is_empty() && r.max <= top)
                .ok_or_else(|| {
                    format!("{field}: `{t}` is not a range like 12-14, 12-, -9 or 5 (0-{top})")
                })
        })
        .transpose()
}

fn suit_of(field: &str, text: &str) -> Result<Suit, String> {
    let mut c = text.trim().chars();
    match (c.next().and_then(Suit::from_char), c.next()) {
        (Some(s), None) => Ok(s),
        _ => Err(format!("{field}: `{text}` is not a suit (S, H, D or C)")),
    }
}

impl RawRule {
    fn build(self, line: usize) -> Result<Rule, String> {
        let call: Call = self.call.parse().map_err(|e| format!("call: {e}"))?;
        let after = Pattern::parse(&self.after)?;
        let mut honours = [None; 4];
        for (k, v) in &self.honours {
            let suit = suit_of("honours", k)?;
            honours[suit.index()] = range("honours", &Some(v.clone()), 4)?;
        }
        let constraints = Constraints {
            hcp: range("hcp", &self.hcp, 37)?,
            points: range("points", &self.points, 40)?,
            evaluation: range("evaluation", &self.evaluation, 40)?,
            lengths: [
                range("s", &self.s, 13)?,
                range("h", &self.h, 13)?,
                range("d", &self.d, 13)?,
                range("c", &self.c, 13)?,
            ],
            balanced: self.balanced,
            longer: self
                .longer
                .iter()
                .map(|t| Longer::parse(t))
                .collect::<Result<_, _>>()?,
            honours,
            stoppers: self
                .stoppers
                .iter()
                .map(|t| suit_of("stoppers", t))
                .collect::<Result<_, _>>()?,
            aces: range("aces", &self.aces, 4)?,
            kings: range("kings", &self.kings, 4)?,
            hcp_plus_spades: range("hcp_plus_spades", &self.hcp_plus_spades, 50)?,
            losers: range("losers", &self.losers, 12)?,
        };
        let position = Position {
            seat: range("seat", &self.seat, 4)?
                .map(|r| {
                    (r.min >= 1)
                        .then_some(r)
                        .ok_or_else(|| "seat: seats are numbered 1-4".to_string())
                })
                .transpose()?,
            vulnerable: self.vulnerable,
            opponents_vulnerable: self.opponents_vulnerable,
        };
        Ok(Rule {
            line,
            after,
            after_text: self.after,
            call,
            priority: self.priority,
            constraints,
            position,
            forcing: self.forcing,
            en: self.en,
            zh: self.zh,
            inherited_from: None,
        })
    }
}

/// The paper's order of the suits in a `Pai` row: clubs, diamonds, spades, hearts.
const PAI_SUITS: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts];

/// A field's value as written, for error messages.
fn written(value: &toml::Value) -> String {
    match value {
        toml::Value::Integer(n) => n.to_string(),
        toml::Value::String(t) => format!("\"{t}\""),
        other => other.type_str().to_string(),
    }
}

/// One `Pai` field that holds a range: a whole number (exactly that) or a range's text.
fn pai_range(field: &str, value: &toml::Value, top: u8) -> Result<Range, String> {
    match value {
        toml::Value::Integer(n) => u8::try_from(*n)
            .ok()
            .filter(|&n| n <= top)
            .map(|n| Range::new(n, n))
            .ok_or_else(|| format!("pai: {field}: {n} is not from 0 to {top}")),
        toml::Value::String(t) => range(&format!("pai: {field}"), &Some(t.clone()), top)
            .map(|r| r.unwrap_or(Range::new(0, top))),
        other => Err(format!(
            "pai: {field}: {} is neither a number nor a range",
            written(other)
        )),
    }
}

impl RawRow {
    fn build(&self, line: usize) -> Result<PaiRow, String> {
        let p = &self.pai;
        if p.len() != 12 {
            return Err(format!(
                "pai: {} fields, not the 12 of the paper (upper and lower evaluation, the lengths \
                 of clubs, diamonds, spades, hearts, their honours, the suit and the level)",
                p.len()
            ));
        }
        let whole = |field: &str, v: &toml::Value, top: u8| match v.as_integer() {
            Some(n) if (0..=i64::from(top)).contains(&n) => Ok(n as u8),
            _ => Err(format!(
                "pai: {field}: {} is not a whole number from 0 to {top}",
                written(v)
            )),
        };
        let upper = whole("upper evaluation", &p[0], 40)?;
        let lower = whole("lower evaluation", &p[1], 40)?;
        if lower > upper {
            return Err(format!(
                "pai: the lower evaluation {lower} is above the upper {upper}"
            ));
        }
        let mut lengths = [Range::ANY_LENGTH; 4];
        let mut honours = [Range::new(0, 4); 4];
        for (i, suit) in PAI_SUITS.into_iter().enumerate() {
            let name = SUIT_WORDS[suit.index()];
            lengths[suit.index()] = pai_range(&format!("{name} length"), &p[2 + i], 13)?;
            honours[suit.index()] = pai_range(&format!("{name} honours"), &p[6 + i], 4)?;
        }
        let suit = p[10]
            .as_str()
            .ok_or_else(|| format!("pai: suit: {} is not text", written(&p[10])))?;
        let level = whole("level", &p[11], 7)?;
        let call: Option<Call> = match (level, suit) {
            (0, "P") => Some(Call::Pass),
            (0, "X") => Some(Call::Double),
            (0, _) => None,
            _ => format!("{level}{suit}")
                .parse()
                .ok()
                .filter(|c: &Call| c.bid_index().is_some()),
        };
        let call = call.ok_or_else(|| {
            format!("pai: suit `{suit}` at level {level} is not a call (level 0 takes P or X)")
        })?;
        let from_paper = match self.from.as_str() {
            "paper" => true,
            "boyi" => false,
            other => return Err(format!("from: `{other}` is not paper or boyi")),
        };
        Ok(PaiRow {
            line,
            evaluation: Range::new(lower, upper),
            lengths,
            honours,
            call,
            from_paper,
        })
    }
}

const SUIT_WORDS: [&str; 4] = ["spades", "hearts", "diamonds", "clubs"];

impl PaiRow {
    /// The row as a rule of its table: the first row has the highest priority.
    fn rule(&self, table: &PaiTable, after_text: &str, raw: &RawRow, priority: i32) -> Rule {
        let (en_from, zh_from) = if self.from_paper {
            ("the paper's table", "论文表中的行")
        } else {
            ("Boyi's completion of the paper's table", "博弈补全的行")
        };
        Rule {
            line: self.line,
            after: table.after.clone(),
            after_text: after_text.to_string(),
            call: self.call,
            priority,
            constraints: Constraints {
                evaluation: Some(self.evaluation),
                lengths: self.lengths.map(Some),
                honours: self.honours.map(Some),
                ..Constraints::default()
            },
            position: Position::default(),
            forcing: raw.forcing,
            en: format!("{} ({en_from})", raw.en),
            zh: format!("{}({zh_from})", raw.zh),
            inherited_from: None,
        }
    }
}

/// The 1-based line of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The systems built into Boyi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Builtin {
    Sayc,
    Precision,
    /// The paper's lookup tables, later rounds inherited from Precision.
    Paper,
}

use serde::Serialize;

impl Builtin {
    pub fn text(self) -> &'static str {
        match self {
            Builtin::Sayc => include_str!("systems/sayc.toml"),
            Builtin::Precision => include_str!("systems/precision.toml"),
            Builtin::Paper => include_str!("systems/paper.toml"),
        }
    }

    pub const ALL: [Builtin; 3] = [Builtin::Sayc, Builtin::Precision, Builtin::Paper];

    /// Its name on the command line, in addresses and in `inherit`.
    pub fn slug(self) -> &'static str {
        match self {
            Builtin::Sayc => "sayc",
            Builtin::Precision => "precision",
            Builtin::Paper => "paper",
        }
    }

    pub fn parse(name: &str) -> Option<Builtin> {
        let name = name.to_ascii_lowercase();
        Builtin::ALL.into_iter().find(|b| b.slug() == name)
    }
}

impl System {
    /// Reads a system file; an error names the line.
    pub fn parse(text: &str) -> Result<System, SystemError> {
        let raw: RawSystem = toml::from_str(text).map_err(|e| SystemError {
            line: e.span().map_or(1, |s| line_of(text, s.start)),
            message: e.message().to_string(),
        })?;
        let mut rules = Vec::new();
        let mut tables = Vec::new();
        for raw_table in raw.table {
            let line = line_of(text, raw_table.after.span().start);
            let after = Pattern::parse(raw_table.after.get_ref())
                .map_err(|message| SystemError { line, message })?;
            let mut table = PaiTable {
                after,
                title: raw_table.title,
                rows: Vec::new(),
            };
            let count = raw_table.row.len();
            for (i, spanned) in raw_table.row.into_iter().enumerate() {
                let line = line_of(text, spanned.span().start);
                let raw_row = spanned.into_inner();
                let row = raw_row
                    .build(line)
                    .map_err(|message| SystemError { line, message })?;
                rules.push(row.rule(
                    &table,
                    raw_table.after.get_ref(),
                    &raw_row,
                    (count - i) as i32,
                ));
                table.rows.push(row);
            }
            tables.push(table);
        }
        for spanned in raw.rule {
            let line = line_of(text, spanned.span().start);
            rules.push(
                spanned
                    .into_inner()
                    .build(line)
                    .map_err(|message| SystemError { line, message })?,
            );
        }
        if let Some(name) = raw.inherit {
            let line = line_of(text, name.span().start);
            let base = Builtin::parse(name.get_ref()).ok_or_else(|| SystemError {
                line,
                message: format!("inherit: `{}` is not a built-in system", name.get_ref()),
            })?;
            let inherited = System::builtin(base).map_err(|e| SystemError {
                line,
                message: format!("inherit: {}: {e}", base.slug()),
            })?;
            rules.extend(
                inherited
                    .rules
                    .into_iter()
                    .filter(|r| !tables.iter().any(|t| t.after == r.after))
                    .map(|r| Rule {
                        inherited_from: r.inherited_from.or(Some(base)),
                        ..r
                    }),
            );
        }
        Ok(System {
            name: raw.name,
            by_length: RulesByLength::of(&rules),
            rules,
            tables,
        })
    }

    /// One of the built-in systems. Their files are checked by the tests, so this only fails
    /// if a build ships a broken file.
    pub fn builtin(which: Builtin) -> Result<System, SystemError> {
        System::parse(which.text())
    }

    /// The rules whose `after` matches the auction and whose call is legal now, in order of
    /// preference (priority, then file order).
    pub fn candidates<'a>(&'a self, auction: &Auction) -> Vec<&'a Rule> {
        let since_opening = since_opening(auction.calls());
        self.by_length
            .for_length(since_opening.len())
            .iter()
            .map(|&i| &self.rules[i])
            .filter(|r| {
                r.after.matches(since_opening)
                    && auction.check(r.call).is_ok()
                    && r.position.holds(auction)
            })
            .collect()
    }
}

/// The calls from the first non-pass call on.
pub fn since_opening(calls: &[Call]) -> &[Call] {
    let first = calls
        .iter()
        .position(|c| *c != Call::Pass)
        .unwrap_or(calls.len());
    &calls[first..]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::Seat;

    /// What `candidates` answers, found by testing every rule of the system.
    fn every_rule_tested<'a>(system: &'a System, auction: &Auction) -> Vec<&'a Rule> {
        let calls = since_opening(auction.calls());
        let mut out: Vec<&Rule> = system
            .rules
            .iter()
            .filter(|r| {
                r.after.matches(calls) && auction.check(r.call).is_ok() && r.position.holds(auction)
            })
            .collect();
        out.sort_by_key(|r| std::cmp::Reverse(r.priority));
        out
    }

    #[test]
    fn the_rules_looked_up_by_length_are_those_every_rule_tested_finds() {
        for which in [Builtin::Sayc, Builtin::Precision, Builtin::Paper] {
            let system = System::builtin(which).unwrap();
            let mut checked = 0;
            // Every point of each rule's own auction, with and without passes before the
            // opening (which do not count in the length).
            for rule in &system.rules {
                for passes in 0..2 {
                    let mut auction = Auction::new(Seat::North);
                    for _ in 0..passes {
                        auction.push(Call::Pass).unwrap();
                    }
                    for call in rule.after.example() {
                        assert_eq!(
                            system.candidates(&auction),
                            every_rule_tested(&system, &auction),
                            "{} after {:?}",
                            system.name,
                            auction.calls()
                        );
                        checked += 1;
                        if auction.push(call).is_err() || auction.is_finished() {
                            break;
                        }
                    }
                }
            }
            assert!(checked > system.rules.len(), "{}: {checked}", system.name);
        }
    }
}
