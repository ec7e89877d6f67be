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

use crate::bridge::bidding::Auction;
use crate::bridge::dd::DdTable;
use crate::bridge::play::Board;
use crate::bridge::{Contract, Deal, Seat, Strain, Vulnerability};

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
    pub problem: String,
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
