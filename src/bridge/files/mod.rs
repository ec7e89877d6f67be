//! Files of many boards: BBO's LIN records (and handviewer addresses that carry one) and PBN
//! game files, read into [`BoardRecord`]s and written back in either format.
//!
//! Readers are lenient about layout and precise about content: an oddity they can handle
//! without guessing (Windows line ends, tabs, a record broken over lines, tags Boyi does not
//! use) is handled; one that needs a choice is taken with a [`RecordIssue`] in
//! [`ReadOutcome::notices`]; anything else fails with a [`RecordIssue`] naming the record
//! (from 1, in file order), the line, the tag and the problem.

pub mod hand_record;
pub mod handviewer;
pub mod lin;
pub mod pbn_games;
pub mod tables;

use std::fmt;

use crate::bridge::bidding::{Auction, Call, CallError, IllegalCall};
use crate::bridge::dd::DdTable;
use crate::bridge::play::pbn::GameRecordError;
use crate::bridge::play::{Board, PlayError};
use crate::bridge::{
    Card, CardError, Contract, Deal, DealError, PbnError, Seat, Strain, Vulnerability,
};

/// The strains in the order hand records and PBN's `OptimumResultTable` list them.
const RECORD_STRAINS: [Strain; 5] = [
    Strain::NoTrump,
    Strain::Spades,
    Strain::Hearts,
    Strain::Diamonds,
    Strain::Clubs,
];

/// The room of a team match a board was played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Room {
    Open,
    Closed,
}

/// What a record says about one call beyond the call itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CallNote {
    /// The call was alerted.
    pub alert: bool,
    /// Its explanation, if one was given.
    pub text: Option<String>,
}

/// The contract and result of a record that gives them without the auction (club hand
/// records often do): kept as given, since no auction can be made up for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GivenContract {
    pub contract: Contract,
    /// Declarer's tricks, when the record gives them.
    pub tricks: Option<u8>,
}

/// One board of a file: the deal, who sat where, the auction and, if it ended in a contract,
/// the play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRecord {
    pub number: Option<u32>,
    pub room: Option<Room>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    /// Player names by seat, in [`Seat::index`] order (N, E, S, W).
    pub players: [Option<String>; 4],
    pub deal: Deal,
    pub vulnerability: Vulnerability,
    /// The calls as far as the record gives them (none, unfinished, passed out or complete);
    /// its dealer is the board's.
    pub auction: Auction,
    /// One note per call of the auction.
    pub notes: Vec<CallNote>,
    /// The contract and its play, when the auction ended in a contract. It holds the same
    /// deal, vulnerability and auction as the record.
    pub board: Option<Board>,
    /// The contract and result when the record gives them without an auction (then `board`
    /// is `None` and the auction has no calls).
    pub given_contract: Option<GivenContract>,
    /// A double-dummy table, written with the board when present.
    pub dd: Option<DdTable>,
}

impl BoardRecord {
    /// A record of a deal with no calls yet.
    pub fn new(deal: Deal, dealer: Seat, vulnerability: Vulnerability) -> BoardRecord {
        BoardRecord {
            number: None,
            room: None,
            event: None,
            site: None,
            date: None,
            players: Default::default(),
            deal,
            vulnerability,
            auction: Auction::new(dealer),
            notes: Vec::new(),
            board: None,
            given_contract: None,
            dd: None,
        }
    }

    /// The record of a board and its play.
    pub fn of_board(board: Board) -> BoardRecord {
        let mut record =
            BoardRecord::new(*board.deal(), board.auction().dealer, board.vulnerability());
        record.auction = board.auction().clone();
        record.notes = vec![CallNote::default(); record.auction.calls().len()];
        record.board = Some(board);
        record
    }

    pub fn dealer(&self) -> Seat {
        self.auction.dealer
    }
}

/// A problem of one record: where it is and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordIssue {
    /// The record (board or game), from 1 in file order.
    pub record: usize,
    /// The line of the file the tag stands on, from 1.
    pub line: usize,
    pub tag: String,
    /// What is wrong, in English words: `kind`'s, as the command line prints them.
    pub problem: String,
    pub kind: Problem,
}

impl RecordIssue {
    pub fn new(record: usize, line: usize, tag: &str, kind: Problem) -> RecordIssue {
        RecordIssue {
            record,
            line,
            tag: tag.to_string(),
            problem: kind.to_string(),
            kind,
        }
    }
}

/// What is wrong in a record, or what was assumed for it (in [`ReadOutcome::notices`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// LIN: text after the last `tag|value|` pair.
    TextAfterLastPair,
    /// LIN: a tag that is not one to three letters.
    NotALinTag,
    /// LIN: calls or cards before any `md`.
    NoDealBeforePlay,
    /// LIN: board tags that no `md` follows.
    TagsWithoutDeal,
    /// PBN: no `Deal` tag.
    NoDeal,
    /// LIN: `ah` and `qx` give different board numbers; `qx`'s is kept.
    BoardNumbers {
        ah: u32,
        qx: u32,
    },
    /// LIN: a `qx` value with no board number in it.
    NamesNoBoard {
        value: String,
    },
    /// LIN: an `ah` value with no board number in it.
    NamesNoBoardNumber {
        value: String,
    },
    NotABoardNumber {
        value: String,
    },
    /// LIN: `pn` with another number of names than four or eight.
    NameCount {
        names: usize,
    },
    /// LIN: `md` that does not start with 1 to 4.
    NotADealerDigit {
        value: String,
    },
    /// LIN: more than four hands in `md`.
    HandCount {
        hands: usize,
    },
    /// LIN: a character of a hand that is no suit and no rank.
    NeitherSuitNorRank {
        seat: Seat,
        found: char,
        text: String,
    },
    /// LIN: a card twice in one hand.
    CardTwice {
        seat: Seat,
        card: Card,
        text: String,
    },
    HandSize {
        seat: Seat,
        cards: usize,
    },
    /// More than one hand left out.
    HandsMissing(Vec<Seat>),
    Deal(DealError),
    NotAllCards,
    Pbn(PbnError),
    NotASeat {
        value: String,
    },
    AuctionNotFromDealer {
        auction: Seat,
        dealer: Seat,
    },
    DealerFromNumber {
        dealer: Seat,
        board: u32,
    },
    NoDealerNoNumber,
    NotLinVulnerability {
        value: String,
    },
    NotPbnVulnerability {
        value: String,
    },
    VulnerabilityFromNumber {
        board: u32,
    },
    NoVulnerabilityNoNumber,
    /// Calls and cards count from 1.
    NotACall {
        index: usize,
        error: CallError,
    },
    IllegalCall {
        index: usize,
        call: Call,
        error: IllegalCall,
    },
    CallAfterEnd {
        index: usize,
        call: Call,
    },
    /// PBN: a note (`=1=`) before the first call.
    NoteBeforeCall {
        note: String,
    },
    /// LIN: `an` before the first call.
    ExplanationWithoutCall,
    NotACard {
        index: usize,
        error: CardError,
    },
    CardRefused {
        index: usize,
        card: Card,
        error: PlayError,
    },
    /// LIN: a card played when the auction has no contract.
    PlayWithoutContract {
        card: Card,
        passed_out: bool,
    },
    ClaimWithoutContract,
    /// PBN: a play section when the auction has no contract.
    CardsWithoutContract,
    Board(PlayError),
    /// The play is complete and gives declarer `won`, not the claim's `claimed`.
    ClaimAfterPlay {
        claimed: u8,
        won: u8,
    },
    ClaimOutOfReach {
        claimed: u8,
        won: u8,
        left: u8,
    },
    NotTricks {
        value: String,
    },
    NotAContract {
        value: String,
    },
    ContractWithoutDeclarer {
        contract: String,
    },
    ContractNotAuctions {
        contract: String,
    },
    /// The game's contract, play or result, as the single-game reader finds it.
    Game(GameRecordError),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::TextAfterLastPair => {
                f.write_str("text after the last pair, with no value: ignored")
            }
            Problem::NotALinTag => {
                f.write_str("not a LIN tag: the bars of this record do not pair up")
            }
            Problem::NoDealBeforePlay => f.write_str("a board with no deal (`md`) before it"),
            Problem::TagsWithoutDeal => f.write_str("board tags with no deal after them: ignored"),
            Problem::NoDeal => f.write_str("the game has no deal"),
            Problem::BoardNumbers { ah, qx } => {
                write!(f, "`ah` says board {ah} but `qx` says {qx}: board {qx} kept")
            }
            Problem::NamesNoBoard { value } => write!(f, "`{value}` names no board"),
            Problem::NamesNoBoardNumber { value } => {
                write!(f, "`{value}` names no board number")
            }
            Problem::NotABoardNumber { value } => write!(f, "`{value}` is not a board number"),
            Problem::NameCount { names } => {
                write!(f, "{names} names; four (or eight for two rooms) expected")
            }
            Problem::NotADealerDigit { value } => write!(
                f,
                "`{value}` does not start with the dealer's digit (1 South, 2 West, 3 North, 4 East)"
            ),
            Problem::HandCount { hands } => write!(f, "a deal has four hands, not {hands}"),
            Problem::NeitherSuitNorRank { seat, found, text } => write!(
                f,
                "{seat}'s hand: `{found}` in `{text}` is neither a suit nor a rank"
            ),
            Problem::CardTwice { seat, card, text } => {
                write!(f, "{seat}'s hand: {card} is given twice in `{text}`")
            }
            Problem::HandSize { seat, cards } => {
                write!(f, "{seat} holds {cards} cards; a hand has 13")
            }
            Problem::HandsMissing(seats) => {
                let names: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
                write!(
                    f,
                    "the hands of {} are missing; only one may be left out",
                    names.join(", ")
                )
            }
            Problem::Deal(e) => e.fmt(f),
            Problem::NotAllCards => f.write_str("the hands do not hold 52 different cards"),
            Problem::Pbn(e) => e.fmt(f),
            Problem::NotASeat { value } => write!(f, "`{value}` is not a seat (N, E, S, W)"),
            Problem::AuctionNotFromDealer { auction, dealer } => write!(
                f,
                "the auction starts with {auction} but {dealer} is the dealer"
            ),
            Problem::DealerFromNumber { dealer, board } => {
                write!(f, "no dealer given: {dealer} deals board {board}")
            }
            Problem::NoDealerNoNumber => f.write_str("no dealer and no board number given"),
            Problem::NotLinVulnerability { value } => write!(
                f,
                "`{value}` is not o, n, e or b (none, NS, EW, both)"
            ),
            Problem::NotPbnVulnerability { value } => {
                write!(f, "`{value}` is not None, NS, EW or All")
            }
            Problem::VulnerabilityFromNumber { board } => write!(
                f,
                "no vulnerability given: taken from board number {board}"
            ),
            Problem::NoVulnerabilityNoNumber => f.write_str(
                "no vulnerability and no board number given: read as none vulnerable",
            ),
            Problem::NotACall { index, error } => write!(f, "call {index}: {error}"),
            Problem::IllegalCall { index, call, error } => {
                write!(f, "call {index} ({call}): {error}")
            }
            Problem::CallAfterEnd { index, call } => write!(
                f,
                "call {index} ({call}) comes after the auction has ended"
            ),
            Problem::NoteBeforeCall { note } => write!(f, "note {note} stands before any call"),
            Problem::ExplanationWithoutCall => {
                f.write_str("an explanation with no call before it: ignored")
            }
            Problem::NotACard { index, error } => write!(f, "card {index}: {error}"),
            Problem::CardRefused { index, card, error } => {
                write!(f, "card {index} ({card}): {error}")
            }
            Problem::PlayWithoutContract { card, passed_out } => {
                let why = if *passed_out {
                    "the board was passed out"
                } else {
                    "the auction has not ended"
                };
                write!(f, "{card} is played but {why}")
            }
            Problem::ClaimWithoutContract => f.write_str("a claim on a board with no contract"),
            Problem::CardsWithoutContract => {
                f.write_str("cards are played but the auction ends in no contract")
            }
            Problem::Board(e) => e.fmt(f),
            Problem::ClaimAfterPlay { claimed, won } => write!(
                f,
                "the claim gives declarer {claimed} tricks but the play, all 13 tricks of it, \
                 gives {won}"
            ),
            Problem::ClaimOutOfReach { claimed, won, left } => write!(
                f,
                "the claim gives declarer {claimed} tricks, but declarer has won {won} and \
                 {left} are left to play"
            ),
            Problem::NotTricks { value } => {
                write!(f, "`{value}` is not a number of tricks (0-13)")
            }
            Problem::NotAContract { value } => {
                write!(f, "`{value}` is not a contract (e.g. 4S, 3NTX)")
            }
            Problem::ContractWithoutDeclarer { contract } => {
                write!(f, "contract {contract} given without its declarer: not kept")
            }
            Problem::ContractNotAuctions { contract } => write!(
                f,
                "contract {contract} given, but the auction does not end in it: not kept"
            ),
            Problem::Game(e) => {
                let text = e.to_string();
                f.write_str(text.strip_prefix("PBN: ").unwrap_or(&text))
            }
        }
    }
}

impl fmt::Display for RecordIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "record {} (line {}), tag `{}`: {}",
            self.record, self.line, self.tag, self.problem
        )
    }
}

impl std::error::Error for RecordIssue {}

/// The records of a file and the oddities met on the way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadOutcome {
    pub records: Vec<BoardRecord>,
    pub notices: Vec<RecordIssue>,
}

/// The two formats of a file of boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Pbn,
    Lin,
}

impl Format {
    /// The format a text is written in: PBN if its first meaningful line is a tag or a `%`
    /// comment, LIN otherwise (a handviewer address included).
    pub fn of_text(text: &str) -> Format {
        let first = text
            .lines()
            .map(|l| l.trim_start_matches('\u{feff}').trim())
            .find(|l| !l.is_empty());
        match first {
            Some(l) if l.starts_with('[') || l.starts_with('%') || l.starts_with(';') => {
                Format::Pbn
            }
            _ => Format::Lin,
        }
    }
}

/// The longest file of boards the page opens, in bytes: it is read on the page's thread, so a
/// longer one would hold the page up; PBN or LIN boards with their play take under 2 kB each.
/// `boyi records` and `boyi convert` take files of any length.
pub const MAX_FILE_BYTES: usize = 2_000_000;

/// The most records of a file the page opens: each is listed, drawn on the printed sheet and
/// solved or played in the browser, which for more than this takes longer than anyone waits.
pub const MAX_RECORDS: usize = 1000;

/// The text of a file's bytes, and whether they were not UTF-8 and were read as Latin-1 (older
/// BBO files are, where every byte is the character of its number).
pub fn decode(bytes: Vec<u8>) -> (String, bool) {
    match String::from_utf8(bytes) {
        Ok(text) => (text, false),
        Err(e) => (
            e.into_bytes().iter().map(|b| char::from(*b)).collect(),
            true,
        ),
    }
}

/// Reads a file of boards in whichever format it is written.
pub fn read(text: &str) -> Result<ReadOutcome, RecordIssue> {
    match Format::of_text(text) {
        Format::Pbn => pbn_games::read(text),
        Format::Lin => lin::read(text),
    }
}

/// Writes records in a format.
pub fn write(records: &[BoardRecord], format: Format) -> String {
    match format {
        Format::Pbn => pbn_games::write(records),
        Format::Lin => lin::write(records),
    }
}
