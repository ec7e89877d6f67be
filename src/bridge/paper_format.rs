//! The problem files of the paper's double-dummy analyser (Zhang Zhigang, 2015).
//!
//! ```text
//! 4 6 5 3          trump (0 S, 1 H, 2 D, 3 C, 4 NT), tricks still to play,
//!                  tricks North-South still need, seat on lead (0 N, 1 E, 2 S, 3 W)
//! AS KS 5H ...     North's cards, in any order
//! ...              East's, South's and West's cards, one line each
//! QS               the card the leader plays first, or XX to let the solver choose
//! ```
//! Each hand holds exactly "tricks still to play" cards. Cards are written as in
//! [`crate::bridge::card`] (`QS` or `SQ`, `10` or `T` for the ten), separated by spaces or
//! commas, or run together (`QSJS6S`). Blank lines are skipped; errors give the file's
//! line number (1-based).

use crate::bridge::dd::Position;
use crate::bridge::{rank_from_char, Card, Deal, DealError, Hand, Seat, Strain, Suit};
use std::fmt;

/// A problem read from the paper's format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaperProblem {
    /// The position to solve; the leader's chosen card, if any, is already on the table.
    pub position: Position,
    /// Tricks North-South need from the tricks still to play.
    pub ns_need: u8,
}

/// An error in a problem file, at a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaperFormatError {
    /// 1-based line number, or the line where the missing line was expected.
    pub line: usize,
    pub problem: PaperProblemKind,
}

/// What is wrong in a problem file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PaperProblemKind {
    /// The file ends before the named line.
    Missing(PaperLine),
    /// Line 1 does not hold four integers.
    BadHeader(String),
    /// A header number is out of its range.
    OutOfRange {
        field: HeaderField,
        value: u32,
        max: u32,
    },
    /// Text that is not a card.
    UnknownCard(String),
    /// A card given twice (in the same or another hand).
    DuplicateCard(Card),
    /// A hand of the wrong size.
    WrongHandSize {
        seat: Seat,
        expected: usize,
        found: usize,
    },
    /// The leader's card is not in the leader's hand.
    LeadNotHeld { seat: Seat, card: Card },
    /// Text after the last line.
    TrailingText,
}

/// A line of a problem file, by what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperLine {
    Header,
    Hand(Seat),
    Lead,
}

impl fmt::Display for PaperLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaperLine::Header => f.write_str("the header line"),
            PaperLine::Hand(seat) => write!(f, "{seat}'s hand"),
            PaperLine::Lead => f.write_str("the lead card line (a card or XX)"),
        }
    }
}

/// A number of the header line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderField {
    Trump,
    TricksToPlay,
    NsNeed,
    Leader,
}

impl fmt::Display for HeaderField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HeaderField::Trump => "trump",
            HeaderField::TricksToPlay => "tricks to play",
            HeaderField::NsNeed => "tricks NS need",
            HeaderField::Leader => "leader",
        })
    }
}

impl fmt::Display for PaperFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.problem {
            PaperProblemKind::Missing(what) => write!(f, "missing {what}"),
            PaperProblemKind::BadHeader(text) => write!(
                f,
                "`{text}` is not four numbers: trump, tricks to play, tricks NS need, leader"
            ),
            PaperProblemKind::OutOfRange { field, value, max } => {
                write!(f, "{field} is {value}, must be at most {max}")
            }
            PaperProblemKind::UnknownCard(t) => write!(f, "`{t}` is not a card"),
            PaperProblemKind::DuplicateCard(c) => write!(f, "card {c} is given twice"),
            PaperProblemKind::WrongHandSize {
                seat,
                expected,
                found,
            } => write!(f, "{seat} has {found} cards, expected {expected}"),
            PaperProblemKind::LeadNotHeld { seat, card } => {
                write!(f, "the leader {seat} does not hold {card}")
            }
            PaperProblemKind::TrailingText => f.write_str("unexpected text after the lead card"),
        }
    }
}

impl std::error::Error for PaperFormatError {}

/// Reads cards run together or separated by spaces or commas.
fn parse_cards(text: &str, line: usize) -> Result<Vec<Card>, PaperFormatError> {
    let err = |t: &str| PaperFormatError {
        line,
        problem: PaperProblemKind::UnknownCard(t.to_string()),
    };
    let mut out = Vec::new();
    for token in text.split(|c: char| c.is_whitespace() || c == ',') {
        let chars: Vec<char> = token.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            // A rank is one character, or "10".
            let rank_len = |at: usize| -> usize {
                if chars.get(at) == Some(&'1') && chars.get(at + 1) == Some(&'0') {
                    2
                } else {
                    1
                }
            };
            let start = i;
            let (suit, rank_at, rank_n) = match Suit::from_char(chars[i]) {
                Some(s) => (Some(s), i + 1, rank_len(i + 1)),
                None => {
                    let n = rank_len(i);
                    (chars.get(i + n).and_then(|c| Suit::from_char(*c)), i, n)
                }
            };
            let rank = if rank_n == 2 {
                Some(10)
            } else {
                chars.get(rank_at).and_then(|c| rank_from_char(*c))
            };
            i += 1 + rank_n;
            let end = i.min(chars.len());
            let card = suit.zip(rank).and_then(|(s, r)| Card::new(s, r).ok());
            match card {
                Some(card) if i <= chars.len() => out.push(card),
                _ => return Err(err(&chars[start..end].iter().collect::<String>())),
            }
        }
    }
    Ok(out)
}

impl PaperProblem {
    /// Reads a problem file.
    pub fn parse(text: &str) -> Result<PaperProblem, PaperFormatError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty());
        let mut last_line = 0;
        let mut next = |what: PaperLine| {
            let got = lines.next();
            if let Some((n, _)) = got {
                last_line = n;
            }
            got.ok_or(PaperFormatError {
                line: last_line + 1,
                problem: PaperProblemKind::Missing(what),
            })
        };
        let (hl, header) = next(PaperLine::Header)?;
        let nums: Vec<u32> = header
            .split_whitespace()
            .map(|t| t.parse::<u32>())
            .collect::<Result<_, _>>()
            .ok()
            .filter(|v: &Vec<u32>| v.len() == 4)
            .ok_or(PaperFormatError {
                line: hl,
                problem: PaperProblemKind::BadHeader(header.to_string()),
            })?;
        let range = |field, value: u32, max: u32| {
            if value > max {
                Err(PaperFormatError {
                    line: hl,
                    problem: PaperProblemKind::OutOfRange { field, value, max },
                })
            } else {
                Ok(value)
            }
        };
        let strain = Strain::ALL[range(HeaderField::Trump, nums[0], 4)? as usize];
        let rounds = range(HeaderField::TricksToPlay, nums[1], 13)? as usize;
        if rounds == 0 {
            return Err(PaperFormatError {
                line: hl,
                problem: PaperProblemKind::BadHeader(header.to_string()),
            });
        }
        let ns_need = range(HeaderField::NsNeed, nums[2], rounds as u32)? as u8;
        let leader = Seat::ALL[range(HeaderField::Leader, nums[3], 3)? as usize];

        let mut hands = [Hand::EMPTY; 4];
        let mut seen = Hand::EMPTY;
        for seat in Seat::ALL {
            let (n, text) = next(PaperLine::Hand(seat))?;
            for card in parse_cards(text, n)? {
                if seen.contains(card) {
                    return Err(PaperFormatError {
                        line: n,
                        problem: PaperProblemKind::DuplicateCard(card),
                    });
                }
                seen.insert(card);
                hands[seat as usize].insert(card);
            }
            let found = hands[seat as usize].len();
            if found != rounds {
                return Err(PaperFormatError {
                    line: n,
                    problem: PaperProblemKind::WrongHandSize {
                        seat,
                        expected: rounds,
                        found,
                    },
                });
            }
        }
        let (ln, lead_text) = next(PaperLine::Lead)?;
        if lines.next().is_some() {
            return Err(PaperFormatError {
                line: ln + 1,
                problem: PaperProblemKind::TrailingText,
            });
        }
        let deal = Deal::new(hands).map_err(|e| PaperFormatError {
            line: ln,
            problem: match e {
                DealError::DuplicateCard(card) => PaperProblemKind::DuplicateCard(card),
                // The hands were read card by card.
                DealError::NotACard { bits, .. } => {
                    PaperProblemKind::UnknownCard(format!("{bits:#x}"))
                }
            },
        })?;
        let mut position = Position::new(deal, strain, leader);
        if !lead_text.eq_ignore_ascii_case("XX") {
            let cards = parse_cards(lead_text, ln)?;
            let [card] = cards[..] else {
                return Err(PaperFormatError {
                    line: ln,
                    problem: PaperProblemKind::UnknownCard(lead_text.to_string()),
                });
            };
            if !deal.hand(leader).contains(card) {
                return Err(PaperFormatError {
                    line: ln,
                    problem: PaperProblemKind::LeadNotHeld { seat: leader, card },
                });
            }
            position = position.play(card);
        }
        Ok(PaperProblem { position, ns_need })
    }

    /// The problem in the paper's format (cards rank first, like `QS`). A problem whose
    /// trick holds more than the lead cannot be written and gives `None`.
    pub fn to_paper_text(&self) -> Option<String> {
        let pos = &self.position;
        if pos.trick.len() > 1 {
            return None;
        }
        let mut hands = pos.hands.hands();
        if let Some(&lead) = pos.trick.first() {
            hands[pos.leader as usize].insert(lead);
        }
        let rounds = hands[pos.leader as usize].len();
        let mut out = format!(
            "{} {} {} {}\n",
            pos.trump.index(),
            rounds,
            self.ns_need,
            pos.leader.index()
        );
        for h in hands {
            let cards: Vec<String> = h.cards().map(|c| c.paper_notation()).collect();
            out.push_str(&cards.join(" "));
            out.push('\n');
        }
        match pos.trick.first() {
            Some(c) => out.push_str(&c.paper_notation()),
            None => out.push_str("XX"),
        }
        out.push('\n');
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "4 3 2 3\nAS KS 2H\nQS JS 3H\n10S 9S 4H\nAH KH QH\nAH\n";

    fn kind(text: &str) -> (usize, PaperProblemKind) {
        let e = PaperProblem::parse(text).unwrap_err();
        (e.line, e.problem)
    }

    #[test]
    fn reads_and_writes() {
        let p = PaperProblem::parse(SAMPLE).unwrap();
        assert_eq!(p.ns_need, 2);
        assert_eq!(p.position.leader, Seat::West);
        assert_eq!(p.position.trick, vec!["HA".parse().unwrap()]);
        assert_eq!(p.position.hands.hand(Seat::North).len(), 3);
        let text = p.to_paper_text().unwrap();
        assert_eq!(PaperProblem::parse(&text).unwrap(), p);
        let run_together = "4 3 2 3\nASKS2H\nsq,sj,h3\nTS9S4H\nAHKHQH\nXX";
        assert!(PaperProblem::parse(run_together).is_ok());
    }

    #[test]
    fn errors_name_line_and_problem() {
        use PaperProblemKind::*;
        assert!(matches!(kind("4 3 2\n"), (1, BadHeader(_))));
        assert!(matches!(
            kind("5 3 2 3\n"),
            (
                1,
                OutOfRange {
                    field: HeaderField::Trump,
                    ..
                }
            )
        ));
        assert!(matches!(
            kind("4 3 2 3\nAS KS 2H\n"),
            (3, Missing(PaperLine::Hand(Seat::East)))
        ));
        assert!(matches!(
            kind("4 3 2 3\nAS KS 2H\nQS JS 3H\n10S 9S ZZ\nAH KH QH\nXX"),
            (4, UnknownCard(_))
        ));
        assert!(matches!(
            kind("4 3 2 3\nAS KS 2H\nQS JS AS\n10S 9S 4H\nAH KH QH\nXX"),
            (3, DuplicateCard(_))
        ));
        assert!(matches!(
            kind("4 3 2 3\nAS KS\nQS JS 3H\n10S 9S 4H\nAH KH QH\nXX"),
            (
                2,
                WrongHandSize {
                    seat: Seat::North,
                    ..
                }
            )
        ));
        assert!(matches!(
            kind("4 3 2 3\nAS KS 2H\nQS JS 3H\n10S 9S 4H\nAH KH QH\nAS"),
            (6, LeadNotHeld { .. })
        ));
        assert!(matches!(
            kind("4 3 2 3\nAS KS 2H\nQS JS 3H\n10S 9S 4H\nAH KH QH\nXX\nmore"),
            (7, TrailingText)
        ));
    }
}
