//! A played board as a PBN 2.1 game record, written and read.
//!
//! Tags written: `Board`, `Dealer`, `Vulnerable` (`None`, `NS`, `EW`, `All`), `Deal`,
//! `Declarer`, `Contract` (e.g. `3NTX`), `Result` (declarer's tricks, once the play is over),
//! then the `Auction` section (calls four to a line from the dealer: `Pass`, `X`, `XX`, `1C` …
//! `7NT`) and the `Play` section. In the play section each line is one trick and its cards
//! stand in the columns of the seats clockwise from the opening leader (the tag's value),
//! whoever led the trick; `-` marks a card not played and `*` ends a play that stopped early
//! (a claim), whose tricks then come from `Result`.
//!
//! Reading accepts what PBN allows around that: other tags are skipped, `;` comment lines
//! and `{…}` comments are ignored, as are notes (`=1=`) and suffixes (`!`, `?`, `$n`) on calls
//! and cards, `AP` (all pass) ends the auction, and `Love`/`-` and `Both` name the
//! vulnerability. The contract in `Contract`/`Declarer` must agree with the auction's.

use std::fmt;

use super::board::{Board, PlayError};
use crate::bridge::bidding::{Auction, AuctionError, Call};
use crate::bridge::card::CardError;
use crate::bridge::input::size_text;
use crate::bridge::{Card, Deal, Doubling, Seat, Vulnerability};

/// Why a text is not a PBN game record of a board Boyi can replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRecordError {
    /// Longer than [`MAX_RECORD_BYTES`].
    TooLong { bytes: usize },
    /// A tag the record needs is missing.
    MissingTag(&'static str),
    /// A tag whose value cannot be read.
    BadTag { tag: String, value: String },
    /// A call of the auction section that cannot be read or made.
    Auction(AuctionError),
    /// The board cannot be set up (a short deal, an unfinished or passed-out auction).
    Board(PlayError),
    /// A card of the play section that cannot be read or played (trick from 1).
    Play {
        trick: usize,
        text: String,
        reason: CardProblem,
    },
    /// `Contract` or `Declarer` says another contract than the auction.
    ContractMismatch { tag: String, auction: String },
    /// `Result` gives declarer other tricks than the play, or more than are left to play.
    ResultMismatch { result: u8, reason: ResultConflict },
}

/// Why a card of the play section was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardProblem {
    NotACard(CardError),
    Refused(PlayError),
}

impl fmt::Display for CardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardProblem::NotACard(e) => e.fmt(f),
            CardProblem::Refused(e) => e.fmt(f),
        }
    }
}

/// How `Result` disagrees with the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultConflict {
    /// The play stopped early: declarer has `won` tricks and `left` are still to play.
    OutOfReach { won: u8, left: u8 },
    /// The play is complete and gives declarer `tricks`.
    Played { tricks: u8 },
}

impl fmt::Display for ResultConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultConflict::OutOfReach { won, left } => write!(
                f,
                "declarer has won {won} tricks and {left} are left to play"
            ),
            ResultConflict::Played { tricks } => write!(f, "the play gives declarer {tricks}"),
        }
    }
}

impl fmt::Display for GameRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameRecordError::TooLong { bytes } => write!(
                f,
                "PBN: the text is {} long; a game record takes at most {}",
                size_text(*bytes),
                size_text(MAX_RECORD_BYTES)
            ),
            GameRecordError::MissingTag(t) => write!(f, "PBN: the [{t} \"…\"] tag is missing"),
            GameRecordError::BadTag { tag, value } => {
                write!(f, "PBN: [{tag} \"{value}\"]: the value cannot be read")
            }
            GameRecordError::Auction(e) => write!(f, "PBN auction: {e}"),
            GameRecordError::Board(e) => write!(f, "PBN: {e}"),
            GameRecordError::Play {
                trick,
                text,
                reason,
            } => write!(f, "PBN play, trick {trick}: `{text}`: {reason}"),
            GameRecordError::ContractMismatch { tag, auction } => write!(
                f,
                "PBN: the tags say {tag} but the auction ends in {auction}"
            ),
            GameRecordError::ResultMismatch { result, reason } => {
                write!(
                    f,
                    "PBN: [Result \"{result}\"] disagrees with the play: {reason}"
                )
            }
        }
    }
}

impl std::error::Error for GameRecordError {}

pub(crate) fn vulnerability_text(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::NorthSouth => "NS",
        Vulnerability::EastWest => "EW",
        Vulnerability::Both => "All",
    }
}

/// A call as PBN writes it (`Pass`, `X`, `XX`, `1NT`, `4S`).
pub(crate) fn call_text(call: Call) -> String {
    match call {
        Call::Pass => "Pass".to_string(),
        Call::Double => "X".to_string(),
        Call::Redouble => "XX".to_string(),
        Call::Bid { level, strain } => format!("{level}{strain}"),
    }
}

/// The contract as the `Contract` tag writes it, e.g. `4SX`.
pub(crate) fn contract_text(board: &Board) -> String {
    let c = board.contract();
    let x = match c.doubling() {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "XX",
    };
    format!("{}{}{x}", c.level(), c.strain())
}

/// The PBN game record of a board (see the module documentation).
pub fn write(board: &Board, number: u32) -> String {
    let mut out = String::new();
    let tag = |out: &mut String, name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    tag(&mut out, "Board", &number.to_string());
    tag(
        &mut out,
        "Dealer",
        &board.auction().dealer.letter().to_string(),
    );
    tag(
        &mut out,
        "Vulnerable",
        vulnerability_text(board.vulnerability()),
    );
    tag(&mut out, "Deal", &board.deal().pbn());
    tag(&mut out, "Declarer", &board.declarer().letter().to_string());
    tag(&mut out, "Contract", &contract_text(board));
    if board.is_finished() {
        tag(&mut out, "Result", &board.declarer_tricks().to_string());
    }
    tag(
        &mut out,
        "Auction",
        &board.auction().dealer.letter().to_string(),
    );
    for line in board.auction().calls().chunks(4) {
        let words: Vec<String> = line.iter().map(|c| call_text(*c)).collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
    write_play(board, &mut out);
    out
}

/// The `Play` tag and section of a board (see the module documentation).
pub(crate) fn write_play(board: &Board, out: &mut String) {
    let first = board.opening_leader();
    out.push_str(&format!("[Play \"{}\"]\n", first.letter()));
    let mut leader = first;
    let mut played = board.played().chunks(4).peekable();
    while let Some(chunk) = played.next() {
        let mut columns = vec!["-".to_string(); 4];
        for (i, card) in chunk.iter().enumerate() {
            let seat = leader.after(i);
            columns[(seat.index() + 4 - first.index()) % 4] = card.to_string();
        }
        out.push_str(&columns.join(" "));
        out.push('\n');
        if chunk.len() == 4 {
            leader = crate::bridge::dd::trick_winner(chunk, leader, board.contract().strain());
        }
        if played.peek().is_none() && board.played().len() < 52 {
            out.push_str("*\n");
        }
    }
    if board.played().is_empty() && board.is_finished() {
        out.push_str("*\n");
    }
}

/// A tag or a section: its name, value, and the lines that follow it.
pub(crate) struct Item {
    pub(crate) name: String,
    pub(crate) value: String,
    pub(crate) lines: Vec<String>,
}

/// Appends `raw` to `kept` without its `{…}` comments; `in_brace` says whether a comment is
/// open, before the line and after it. A brace inside a quoted tag value (`[Note "1:{a}"]`)
/// is part of the value, not a comment.
pub(crate) fn strip_comments(raw: &str, in_brace: &mut bool, kept: &mut String) {
    let mut in_quote = false;
    for ch in raw.chars() {
        if *in_brace {
            *in_brace = ch != '}';
            continue;
        }
        match ch {
            '{' if !in_quote => *in_brace = true,
            '"' => in_quote = !in_quote,
            _ => {}
        }
        if !*in_brace {
            kept.push(ch);
        }
    }
}

/// Splits the text into tags with their section lines, dropping comments.
pub(crate) fn items(text: &str) -> Vec<Item> {
    let mut out: Vec<Item> = Vec::new();
    let mut in_brace = false;
    let mut kept = String::new();
    for raw in text.lines() {
        // Remove `{…}` comments, which may span lines (most lines have none: they are used
        // as they stand, without a copy).
        let line = if in_brace || raw.contains('{') {
            kept.clear();
            strip_comments(raw, &mut in_brace, &mut kept);
            kept.trim()
        } else {
            raw.trim()
        };
        if line.is_empty() || line.starts_with(';') || line.starts_with('%') {
            continue;
        }
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let (name, value) = inner.split_once(' ').unwrap_or((inner, "\"\""));
            out.push(Item {
                name: name.trim().to_string(),
                value: value.trim().trim_matches('"').to_string(),
                lines: Vec::new(),
            });
        } else if let Some(last) = out.last_mut() {
            last.lines.push(line.to_string());
        }
    }
    out
}

/// A token of a section without its notes and suffixes, or None for a pure note.
pub(crate) fn clean(token: &str) -> Option<&str> {
    if token.starts_with('=') || token.starts_with('$') {
        return None;
    }
    let t = token.trim_end_matches(['!', '?']);
    (!t.is_empty()).then_some(t)
}

fn seat_tag(items: &[Item], name: &'static str) -> Result<Option<Seat>, GameRecordError> {
    match items.iter().find(|i| i.name == name) {
        None => Ok(None),
        Some(i) => {
            let mut chars = i.value.chars();
            match (chars.next().and_then(Seat::from_char), chars.next()) {
                (Some(s), None) => Ok(Some(s)),
                _ => Err(GameRecordError::BadTag {
                    tag: name.to_string(),
                    value: i.value.clone(),
                }),
            }
        }
    }
}

/// The longest text read as a game record: one board takes about a kilobyte, and a file of
/// many boards whose first is wanted is rarely more than a few hundred; a longer text is
/// refused at once rather than read on the page's thread.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// Reads a PBN game record (the first board of the text) into a board with its play.
pub fn read(text: &str) -> Result<Board, GameRecordError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(GameRecordError::TooLong { bytes: text.len() });
    }
    read_items(&items(text))
}

/// Reads the board of one game's tags and sections.
pub(crate) fn read_items(items: &[Item]) -> Result<Board, GameRecordError> {
    let find = |name: &'static str| items.iter().find(|i| i.name == name);
    let bad = |i: &Item| GameRecordError::BadTag {
        tag: i.name.clone(),
        value: i.value.clone(),
    };
    let deal_item = find("Deal").ok_or(GameRecordError::MissingTag("Deal"))?;
    let deal = Deal::from_pbn(&deal_item.value).map_err(|_| bad(deal_item))?;
    let vulnerability = match find("Vulnerable") {
        None => Vulnerability::None,
        Some(i) => match i.value.as_str() {
            "None" | "Love" | "-" => Vulnerability::None,
            "NS" => Vulnerability::NorthSouth,
            "EW" => Vulnerability::EastWest,
            "All" | "Both" => Vulnerability::Both,
            _ => return Err(bad(i)),
        },
    };
    let auction_item = find("Auction").ok_or(GameRecordError::MissingTag("Auction"))?;
    let dealer = seat_tag(items, "Auction")?
        .or(seat_tag(items, "Dealer")?)
        .ok_or(GameRecordError::MissingTag("Dealer"))?;
    let mut auction = Auction::new(dealer);
    let mut index = 0;
    for token in auction_item.lines.iter().flat_map(|l| l.split_whitespace()) {
        let Some(word) = clean(token) else { continue };
        if word.eq_ignore_ascii_case("AP") {
            while !auction.is_finished() {
                index += 1;
                auction.push(Call::Pass).map_err(|error| {
                    GameRecordError::Auction(AuctionError::Illegal {
                        index,
                        call: Call::Pass,
                        error,
                    })
                })?;
            }
            continue;
        }
        if word == "*" || word == "+" {
            continue;
        }
        index += 1;
        let call: Call = word
            .parse()
            .map_err(|error| GameRecordError::Auction(AuctionError::NotACall { index, error }))?;
        auction.push(call).map_err(|error| {
            GameRecordError::Auction(AuctionError::Illegal { index, call, error })
        })?;
    }
    let mut board = Board::new(deal, vulnerability, auction).map_err(GameRecordError::Board)?;
    if let Some(i) = find("Contract") {
        if i.value != contract_text(&board) {
            return Err(GameRecordError::ContractMismatch {
                tag: i.value.clone(),
                auction: contract_text(&board),
            });
        }
    }
    if let Some(declarer) = seat_tag(items, "Declarer")? {
        if declarer != board.declarer() {
            return Err(GameRecordError::ContractMismatch {
                tag: format!("declarer {declarer}"),
                auction: format!("declarer {}", board.declarer()),
            });
        }
    }
    if let Some(play) = find("Play") {
        let first = seat_tag(items, "Play")?.unwrap_or(board.opening_leader());
        'tricks: for (t, line) in play.lines.iter().enumerate() {
            let words: Vec<&str> = line.split_whitespace().filter_map(clean).collect();
            if words.first() == Some(&"*") {
                break;
            }
            let leader = board.current_trick().0;
            for k in 0..4 {
                let seat = leader.after(k);
                let column = (seat.index() + 4 - first.index()) % 4;
                let word = words.get(column).copied().unwrap_or("-");
                if word == "-" || word == "*" {
                    break 'tricks;
                }
                let err = |reason: CardProblem| GameRecordError::Play {
                    trick: t + 1,
                    text: word.to_string(),
                    reason,
                };
                let card: Card = word.parse().map_err(|e| err(CardProblem::NotACard(e)))?;
                board.play(card).map_err(|e| err(CardProblem::Refused(e)))?;
            }
        }
    }
    if let Some(i) = find("Result") {
        let tricks: u8 = i.value.parse().map_err(|_| bad(i))?;
        let won = board.declarer_tricks_played();
        let mismatch = |reason: ResultConflict| GameRecordError::ResultMismatch {
            result: tricks,
            reason,
        };
        if !board.is_finished() {
            let left = board.tricks_left();
            if tricks < won || tricks - won > left {
                return Err(mismatch(ResultConflict::OutOfReach { won, left }));
            }
            board.settle(tricks - won).map_err(|_| bad(i))?;
        } else if tricks != board.declarer_tricks() {
            return Err(mismatch(ResultConflict::Played {
                tricks: board.declarer_tricks(),
            }));
        }
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record written by hand after the PBN standard's layout: the play section's columns
    /// start at the opening leader (South), whoever leads each trick.
    const RECORD: &str = r#"
% PBN 2.1
[Event "club night"]
[Board "5"]
[Dealer "W"]
[Vulnerable "Both"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[Declarer "E"]
[Contract "1NT"]
[Result "7"]
[Auction "W"]
1S Pass 1NT =1= Pass
AP
[Play "S"]
C5 C3 CT CQ
D9 D2 D5! DA
{East cashes the diamond ace,
then leads a heart and claims seven tricks.}
H3 - - H9
*
"#;

    #[test]
    fn reads_a_hand_written_record() {
        let board = read(RECORD).unwrap();
        assert_eq!(board.declarer(), Seat::East);
        assert_eq!(board.vulnerability(), Vulnerability::Both);
        let played: Vec<String> = board.played().iter().map(|c| c.to_string()).collect();
        assert_eq!(
            played,
            ["C5", "C3", "CT", "CQ", "DA", "D9", "D2", "D5", "H9", "H3"]
        );
        assert_eq!(board.declarer_tricks_played(), 2);
        assert_eq!(board.claimed(), Some(5));
        assert_eq!(board.declarer_tricks(), 7);
        assert_eq!(read(&write(&board, 5)).unwrap(), board);
    }

    #[test]
    fn errors_name_what_is_wrong() {
        let wrong_contract = RECORD.replace("[Contract \"1NT\"]", "[Contract \"3NT\"]");
        assert!(matches!(
            read(&wrong_contract),
            Err(GameRecordError::ContractMismatch { .. })
        ));
        let revoke = RECORD.replace("D9 D2 D5! DA", "D9 D2 H2 DA");
        let err = read(&revoke).unwrap_err();
        assert!(
            matches!(err, GameRecordError::Play { trick: 2, .. }),
            "{err}"
        );
        assert!(err.to_string().contains("follow suit"), "{err}");
        let no_deal = RECORD.replace("[Deal", "[Dea1");
        assert_eq!(read(&no_deal), Err(GameRecordError::MissingTag("Deal")));
        let too_few = RECORD.replace("[Result \"7\"]", "[Result \"1\"]");
        let err = read(&too_few).unwrap_err();
        assert!(
            matches!(err, GameRecordError::ResultMismatch { result: 1, .. }),
            "{err}"
        );
        assert!(err.to_string().contains("has won 2"), "{err}");
        let huge = RECORD.repeat(20_000);
        let err = read(&huge).unwrap_err();
        assert_eq!(err, GameRecordError::TooLong { bytes: huge.len() });
        assert!(err.to_string().contains("at most 1.0 MB"), "{err}");
        let bad_vul = RECORD.replace("\"Both\"", "\"Some\"");
        assert!(matches!(
            read(&bad_vul),
            Err(GameRecordError::BadTag { .. })
        ));
    }
}
