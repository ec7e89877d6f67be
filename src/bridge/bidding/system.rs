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
//! * `s`, `h`, `d`, `c`: suit-length ranges, same form.
//! * `balanced`: `true` (4-3-3-3, 4-4-3-2 or 5-3-3-2) or `false`.
//! * `longer`: comparisons of suit lengths, e.g. `["S>=H", "D>C"]`.
//! * `honours`: honour counts (A, K, Q, J) per suit, e.g. `{ C = "3-" }`.
//! * `stoppers`: suits needing a stopper (A, K-x, Q-x-x or J-x-x-x), e.g. `["H", "S"]`.
//! * `aces`, `kings`: the number of aces or kings, a range.
//! * `hcp_plus_spades`: a range for HCP plus the spade length (the rule of 15).
//! * `seat` (1-4, the caller's seat from the dealer), `vulnerable`, `opponents_vulnerable`:
//!   conditions on the position rather than the hand ([`super::position`]).
//! * `forcing`: `true` when partner may not pass the call (a new suit by responder, an
//!   artificial ask, a transfer).
//! * `en`, `zh`: what the call shows, in English and in Chinese.

use std::fmt;

use serde::Deserialize;

use super::auction::Auction;
use super::call::Call;
use super::position::Position;
use crate::bridge::evaluate::{hcp, is_balanced_shape, lengths, points};
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
fn count_rank(hand: Hand, rank: u8) -> u8 {
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
    }

    /// The limits every hand meeting these constraints is within, as the dealer and the
    /// auction's inference take them: the HCP range (points bound HCP from above, since HCP
    /// never exceed points), each suit's length range (balanced also limits every suit to
    /// 2-5) and the shape. The other constraints have no such form and are left out.
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
        SeatLimits {
            hcp,
            lengths,
            balanced: self.balanced,
        }
    }
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
}

/// A bidding system: its name and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct System {
    pub name: String,
    pub rules: Vec<Rule>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSystem {
    name: String,
    rule: Vec<toml::Spanned<RawRule>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRule {
    after: String,
    call: String,
    priority: i32,
    hcp: Option<String>,
    points: Option<String>,
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
        })
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
}

use serde::Serialize;

impl Builtin {
    pub fn text(self) -> &'static str {
        match self {
            Builtin::Sayc => include_str!("systems/sayc.toml"),
            Builtin::Precision => include_str!("systems/precision.toml"),
        }
    }

    pub fn parse(name: &str) -> Option<Builtin> {
        match name.to_ascii_lowercase().as_str() {
            "sayc" => Some(Builtin::Sayc),
            "precision" => Some(Builtin::Precision),
            _ => None,
        }
    }
}

impl System {
    /// Reads a system file; an error names the line.
    pub fn parse(text: &str) -> Result<System, SystemError> {
        let raw: RawSystem = toml::from_str(text).map_err(|e| SystemError {
            line: e.span().map_or(1, |s| line_of(text, s.start)),
            message: e.message().to_string(),
        })?;
        let rules = raw
            .rule
            .into_iter()
            .map(|spanned| {
                let line = line_of(text, spanned.span().start);
                spanned
                    .into_inner()
                    .build(line)
                    .map_err(|message| SystemError { line, message })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(System {
            name: raw.name,
            rules,
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
        let mut out: Vec<&Rule> = self
            .rules
            .iter()
            .filter(|r| {
                r.after.matches(since_opening)
                    && auction.check(r.call).is_ok()
                    && r.position.holds(auction)
            })
            .collect();
        out.sort_by_key(|r| std::cmp::Reverse(r.priority));
        out
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
