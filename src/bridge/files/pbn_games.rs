//! PBN 2.1 files of many games, read and written.
//!
//! Games are separated by an empty line (outside `{…}` comments). Each game is read with the
//! tags of [`crate::bridge::play::pbn`] for its contract and play, and beside them `Event`,
//! `Site`, `Date`, `Board`, the players (`North`, `East`, `South`, `West`) and the notes of
//! the auction (`=1=` after a call, `[Note "1:text"]`), read as alerts with their
//! explanation. A value `#` repeats the previous game's. A game may hold only a deal, an
//! unfinished or a passed-out auction; `?` or an empty value means the tag is unknown. A game
//! with `Contract` and `Declarer` (and perhaps `Result`) but no auction, as club hand records
//! have them, keeps them as [`GivenContract`].
//!
//! Writing gives the export layout: the tags in the standard's order, then the auction with
//! its notes, the play, and, when a double-dummy table is given, `OptimumResultTable`,
//! `OptimumScore` (par, from North-South's side) and `ParContract` (the par contracts).

use std::collections::HashMap;
use std::fmt::Write as _;

use super::{BoardRecord, CallNote, GivenContract, Problem, ReadOutcome, RecordIssue};
use crate::bridge::bidding::{Auction, Call};
use crate::bridge::dd::DdTable;
use crate::bridge::hand::SUIT_MASK;
use crate::bridge::par::par;
use crate::bridge::par::ParContract;
use crate::bridge::play::pbn::{
    self, call_text, clean, items, strip_comments, GameRecordError, Item,
};
use crate::bridge::{Contract, Deal, Doubling, Hand, Seat, Strain, Vulnerability};

/// The text of one game and the line it starts on.
struct Game {
    text: String,
    start: usize,
}

/// Cuts a file into games at empty lines outside comments.
fn games(text: &str) -> Vec<Game> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut start = 1;
    let mut has_tag = false;
    let mut in_brace = false;
    let mut scratch = String::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() && !in_brace {
            if has_tag {
                out.push(Game {
                    text: std::mem::take(&mut current),
                    start,
                });
                has_tag = false;
            }
            current.clear();
            start = i + 2;
            continue;
        }
        let was_in_brace = in_brace;
        scratch.clear();
        strip_comments(line, &mut in_brace, &mut scratch);
        has_tag |= !was_in_brace && scratch.trim_start().starts_with('[');
        current.push_str(line);
        current.push('\n');
    }
    if has_tag {
        out.push(Game {
            text: current,
            start,
        });
    }
    out
}

/// The line of a game where a tag stands (the game's first line if not found).
fn line_of(game: &Game, tag: &str) -> usize {
    let needle = format!("[{tag} ");
    game.text
        .lines()
        .position(|l| l.trim_start().starts_with(&needle))
        .map_or(game.start, |k| game.start + k)
}

/// A value that says nothing: PBN's unknown (`?`) or an empty string.
fn is_unknown(value: &str) -> bool {
    value.is_empty() || value == "?" || value.chars().all(|c| c == '?' || c == '.')
}

/// Reads one game into a record; `previous` holds the last game's tag values for `#`.
fn read_game(
    game: &Game,
    record: usize,
    previous: &mut HashMap<String, String>,
    notices: &mut Vec<RecordIssue>,
) -> Result<Option<BoardRecord>, RecordIssue> {
    let mut items = items(&game.text);
    if items.is_empty() {
        return Ok(None);
    }
    for item in &mut items {
        if item.value == "#" {
            if let Some(v) = previous.get(&item.name) {
                item.value = v.clone();
            }
        }
    }
    for item in &items {
        previous.insert(item.name.clone(), item.value.clone());
    }
    let issue =
        |tag: &str, problem: Problem| RecordIssue::new(record, line_of(game, tag), tag, problem);
    let value = |name: &str| {
        items
            .iter()
            .find(|i| i.name == name)
            .map(|i| i.value.as_str())
            .filter(|v| !is_unknown(v))
    };
    let Some(deal_text) = value("Deal") else {
        return Err(issue("Deal", Problem::NoDeal));
    };
    let deal = Deal::from_pbn(deal_text).map_err(|e| issue("Deal", Problem::Pbn(e)))?;
    let deal = full_deal(deal).map_err(|e| issue("Deal", e))?;
    let number = match value("Board") {
        Some(v) => Some(v.parse::<u32>().map_err(|_| {
            let value = v.to_string();
            issue("Board", Problem::NotABoardNumber { value })
        })?),
        None => None,
    };
    let seat = |name: &str| -> Result<Option<Seat>, RecordIssue> {
        match value(name) {
            None => Ok(None),
            Some(v) => {
                let mut chars = v.chars();
                match (chars.next().and_then(Seat::from_char), chars.next()) {
                    (Some(s), None) => Ok(Some(s)),
                    _ => Err(issue(
                        name,
                        Problem::NotASeat {
                            value: v.to_string(),
                        },
                    )),
                }
            }
        }
    };
    if let (Some(d), Some(a)) = (seat("Dealer")?, seat("Auction")?) {
        if d != a {
            return Err(issue(
                "Auction",
                Problem::AuctionNotFromDealer {
                    auction: a,
                    dealer: d,
                },
            ));
        }
    }
    let dealer = match (seat("Dealer")?, seat("Auction")?, number) {
        (Some(d), _, _) | (None, Some(d), _) => d,
        (None, None, Some(n)) => {
            let d = crate::bridge::contract::board_dealer(n);
            notices.push(issue(
                "Dealer",
                Problem::DealerFromNumber {
                    dealer: d,
                    board: n,
                },
            ));
            d
        }
        (None, None, None) => return Err(issue("Dealer", Problem::NoDealerNoNumber)),
    };
    let vulnerability = match (value("Vulnerable"), number) {
        (Some(v), _) => match v {
            "None" | "Love" | "-" => Vulnerability::None,
            "NS" => Vulnerability::NorthSouth,
            "EW" => Vulnerability::EastWest,
            "All" | "Both" => Vulnerability::Both,
            _ => {
                return Err(issue(
                    "Vulnerable",
                    Problem::NotPbnVulnerability {
                        value: v.to_string(),
                    },
                ))
            }
        },
        (None, Some(n)) => {
            notices.push(issue(
                "Vulnerable",
                Problem::VulnerabilityFromNumber { board: n },
            ));
            Vulnerability::of_board(n)
        }
        (None, None) => {
            notices.push(issue("Vulnerable", Problem::NoVulnerabilityNoNumber));
            Vulnerability::None
        }
    };
    let mut out = BoardRecord::new(deal, dealer, vulnerability);
    out.number = number;
    out.event = value("Event").map(str::to_string);
    out.site = value("Site").map(str::to_string);
    out.date = value("Date").map(str::to_string);
    for s in Seat::ALL {
        out.players[s.index()] = value(&s.to_string()).map(str::to_string);
    }
    let (auction, notes) = read_auction(&items, dealer).map_err(|e| issue("Auction", e))?;
    out.auction = auction;
    out.notes = notes;
    let has_contract = out.auction.is_finished() && out.auction.contract().is_some();
    if has_contract {
        // The single-game reader checks the contract, the play and the result; unknown values
        // stand for missing tags there.
        // The dealer and the vulnerability are the ones found above, however they were found.
        let mut known: Vec<Item> = items
            .into_iter()
            .filter(|i| !(is_unknown(&i.value) && i.lines.is_empty()))
            .filter(|i| i.name != "Vulnerable" && i.name != "Dealer")
            .collect();
        for item in known.iter_mut().filter(|i| i.name == "Auction") {
            item.value = dealer.letter().to_string();
        }
        known.push(Item {
            name: "Vulnerable".to_string(),
            value: pbn::vulnerability_text(vulnerability).to_string(),
            lines: Vec::new(),
        });
        let board = pbn::read_items(&known).map_err(|e| {
            let tag = match &e {
                GameRecordError::MissingTag(t) => t.to_string(),
                GameRecordError::BadTag { tag, .. } => tag.clone(),
                GameRecordError::Auction(_) => "Auction".to_string(),
                GameRecordError::Board(_) => "Deal".to_string(),
                GameRecordError::Play { .. } => "Play".to_string(),
                GameRecordError::ContractMismatch { .. } => "Contract".to_string(),
                GameRecordError::ResultMismatch { .. } => "Result".to_string(),
                // Only `pbn::read` measures the whole text.
                GameRecordError::TooLong { .. } => "Event".to_string(),
            };
            issue(&tag, Problem::Game(e))
        })?;
        out.board = Some(board);
    } else {
        let has_cards = items
            .iter()
            .find(|i| i.name == "Play")
            .is_some_and(|i| i.lines.iter().any(|l| l.trim() != "*"));
        if has_cards {
            return Err(issue("Play", Problem::CardsWithoutContract));
        }
        let contract = value("Contract").filter(|c| !c.eq_ignore_ascii_case("pass"));
        match (contract, seat("Declarer")?) {
            (Some(c), Some(declarer)) if out.auction.calls().is_empty() => {
                let contract = contract_of(c, declarer).ok_or_else(|| {
                    issue(
                        "Contract",
                        Problem::NotAContract {
                            value: c.to_string(),
                        },
                    )
                })?;
                let tricks = match value("Result") {
                    None => None,
                    Some(v) => {
                        Some(v.parse::<u8>().ok().filter(|t| *t <= 13).ok_or_else(|| {
                            issue(
                                "Result",
                                Problem::NotTricks {
                                    value: v.to_string(),
                                },
                            )
                        })?)
                    }
                };
                out.given_contract = Some(GivenContract { contract, tricks });
            }
            (Some(c), None) if out.auction.calls().is_empty() => notices.push(issue(
                "Declarer",
                Problem::ContractWithoutDeclarer {
                    contract: c.to_string(),
                },
            )),
            (Some(c), _) => notices.push(issue(
                "Contract",
                Problem::ContractNotAuctions {
                    contract: c.to_string(),
                },
            )),
            (None, _) => {}
        }
    }
    Ok(Some(out))
}

/// A contract as the `Contract` tag gives it (`4S`, `3NTX`, `6HXX`, any case).
fn contract_of(text: &str, declarer: Seat) -> Option<Contract> {
    let text = text.trim().to_ascii_uppercase();
    let (body, doubling) = if let Some(b) = text.strip_suffix("XX") {
        (b, Doubling::Redoubled)
    } else if let Some(b) = text.strip_suffix('X') {
        (b, Doubling::Doubled)
    } else {
        (text.as_str(), Doubling::Undoubled)
    };
    let level = body
        .get(..1)?
        .parse::<u8>()
        .ok()
        .filter(|l| (1..=7).contains(l))?;
    let strain = body
        .get(1..)
        .filter(|s| s.chars().all(|c| c.is_ascii_alphabetic()));
    Contract::new(level, Strain::parse(strain?)?, doubling, declarer).ok()
}

/// The `Contract` tag's text of a contract.
fn contract_text(c: &Contract) -> String {
    let x = match c.doubling() {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "XX",
    };
    format!("{}{}{x}", c.level(), c.strain())
}

/// The deal with 13 cards in each hand: one hand left out (`-`) is the cards the others lack.
fn full_deal(deal: Deal) -> Result<Deal, Problem> {
    let empty: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| deal.hand(*s).is_empty())
        .collect();
    let mut hands = deal.hands();
    if let [seat] = empty.as_slice() {
        let every_card = u64::from(SUIT_MASK) * 0x0001_0001_0001_0001;
        hands[seat.index()] = Hand(every_card & !deal.cards().0);
    }
    for seat in Seat::ALL {
        let cards = hands[seat.index()].len();
        if cards != 13 {
            return Err(Problem::HandSize { seat, cards });
        }
    }
    Deal::new(hands).map_err(Problem::Deal)
}

/// The auction section with a note for each call.
fn read_auction(items: &[Item], dealer: Seat) -> Result<(Auction, Vec<CallNote>), Problem> {
    let mut auction = Auction::new(dealer);
    let mut notes: Vec<CallNote> = Vec::new();
    let Some(section) = items.iter().find(|i| i.name == "Auction") else {
        return Ok((auction, notes));
    };
    let texts: HashMap<String, String> = items
        .iter()
        .filter(|i| i.name == "Note")
        .filter_map(|i| i.value.split_once(':'))
        .map(|(n, t)| (n.trim().to_string(), t.trim().to_string()))
        .collect();
    let push = |auction: &mut Auction, notes: &mut Vec<CallNote>, call: Call| {
        let index = auction.calls().len() + 1;
        auction
            .push(call)
            .map_err(|error| Problem::IllegalCall { index, call, error })?;
        notes.push(CallNote::default());
        Ok::<(), Problem>(())
    };
    for token in section.lines.iter().flat_map(|l| l.split_whitespace()) {
        if let Some(n) = token.strip_prefix('=').and_then(|t| t.strip_suffix('=')) {
            let note = notes.last_mut().ok_or_else(|| Problem::NoteBeforeCall {
                note: token.to_string(),
            })?;
            note.alert = true;
            note.text = texts.get(n).filter(|t| !t.is_empty()).cloned();
            continue;
        }
        let Some(word) = clean(token) else { continue };
        if word.eq_ignore_ascii_case("AP") {
            while !auction.is_finished() {
                push(&mut auction, &mut notes, Call::Pass)?;
            }
            continue;
        }
        if word == "*" || word == "+" || word == "-" {
            continue;
        }
        let call: Call = word.parse().map_err(|error| Problem::NotACall {
            index: auction.calls().len() + 1,
            error,
        })?;
        push(&mut auction, &mut notes, call)?;
    }
    Ok((auction, notes))
}

/// Reads a PBN file of any number of games.
pub fn read(text: &str) -> Result<ReadOutcome, RecordIssue> {
    let mut out = ReadOutcome::default();
    let mut previous = HashMap::new();
    for game in games(text.trim_start_matches('\u{feff}')) {
        let record = out.records.len() + 1;
        if let Some(r) = read_game(&game, record, &mut previous, &mut out.notices)? {
            out.records.push(r);
        }
    }
    Ok(out)
}

fn strain_text(strain: Strain) -> &'static str {
    match strain {
        Strain::NoTrump => "NT",
        Strain::Spades => "S",
        Strain::Hearts => "H",
        Strain::Diamonds => "D",
        Strain::Clubs => "C",
    }
}

/// The double-dummy tags of a deal.
fn write_optimum(out: &mut String, table: &DdTable, record: &BoardRecord) {
    out.push_str("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n");
    let strains = super::RECORD_STRAINS;
    for seat in Seat::ALL {
        for strain in strains {
            let _ = writeln!(
                out,
                "{} {:>2} {:>2}",
                seat.letter(),
                strain_text(strain),
                table.get(strain, seat)
            );
        }
    }
    let best = par(table, record.vulnerability, record.dealer());
    let _ = writeln!(out, "[OptimumScore \"NS {}\"]", best.score);
    let contracts: Vec<String> = best.contracts.iter().map(par_contract_text).collect();
    let contracts = if contracts.is_empty() {
        "Pass".to_string()
    } else {
        contracts.join("; ")
    };
    let _ = writeln!(out, "[ParContract \"{contracts}\"]");
}

/// A par contract in the `ParContract` tag: its declarers, the contract (`X` when doubled)
/// and the tricks over or under it, e.g. `NS 4S`, `EW 5DX-2`, `S 3NT+1`.
fn par_contract_text(c: &ParContract) -> String {
    let x = if c.doubled { "X" } else { "" };
    format!(
        "{} {}{}{x}{}",
        c.seats(),
        c.level,
        c.strain,
        c.result_text("-")
    )
}

/// One game in export layout.
pub fn write_game(record: &BoardRecord) -> String {
    let mut out = String::new();
    let tag = |out: &mut String, name: &str, value: &str| {
        // The reader takes a value up to its last quote, so a quote inside cannot be kept.
        let value = value.replace('"', "'");
        let _ = writeln!(out, "[{name} \"{value}\"]");
    };
    let known = |v: &Option<String>| v.clone().unwrap_or_else(|| "?".to_string());
    tag(&mut out, "Event", &known(&record.event));
    tag(&mut out, "Site", &known(&record.site));
    tag(&mut out, "Date", &known(&record.date));
    let number = record.number.map_or("?".to_string(), |n| n.to_string());
    tag(&mut out, "Board", &number);
    for seat in [Seat::West, Seat::North, Seat::East, Seat::South] {
        tag(
            &mut out,
            &seat.to_string(),
            &known(&record.players[seat.index()]),
        );
    }
    tag(&mut out, "Dealer", &record.dealer().letter().to_string());
    let vulnerable = pbn::vulnerability_text(record.vulnerability);
    tag(&mut out, "Vulnerable", vulnerable);
    tag(&mut out, "Deal", &record.deal.pbn());
    let passed_out = record.auction.is_finished() && record.board.is_none();
    match (&record.board, &record.given_contract) {
        (Some(board), _) => {
            tag(&mut out, "Declarer", &board.declarer().letter().to_string());
            tag(&mut out, "Contract", &pbn::contract_text(board));
            let result = if board.is_finished() {
                board.declarer_tricks().to_string()
            } else {
                "?".to_string()
            };
            tag(&mut out, "Result", &result);
        }
        (None, Some(given)) => {
            let declarer = given.contract.declarer().letter().to_string();
            tag(&mut out, "Declarer", &declarer);
            tag(&mut out, "Contract", &contract_text(&given.contract));
            let result = given.tricks.map_or("?".to_string(), |t| t.to_string());
            tag(&mut out, "Result", &result);
        }
        (None, None) if passed_out => {
            tag(&mut out, "Declarer", "");
            tag(&mut out, "Contract", "Pass");
            tag(&mut out, "Result", "");
        }
        (None, None) => {
            tag(&mut out, "Declarer", "?");
            tag(&mut out, "Contract", "?");
            tag(&mut out, "Result", "?");
        }
    }
    if !record.auction.calls().is_empty() {
        tag(&mut out, "Auction", &record.dealer().letter().to_string());
        let mut texts = Vec::new();
        let words: Vec<String> = record
            .auction
            .calls()
            .iter()
            .enumerate()
            .map(|(k, call)| {
                let note = record.notes.get(k).cloned().unwrap_or_default();
                if note.alert || note.text.is_some() {
                    texts.push(note.text.unwrap_or_default());
                    format!("{} ={}=", call_text(*call), texts.len())
                } else {
                    call_text(*call)
                }
            })
            .collect();
        for line in words.chunks(4) {
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        if !record.auction.is_finished() {
            // The auction stopped before its end.
            out.push_str("*\n");
        }
        for (k, text) in texts.iter().enumerate() {
            tag(&mut out, "Note", &format!("{}:{text}", k + 1));
        }
    }
    if let Some(board) = &record.board {
        if !board.played().is_empty() || board.is_finished() {
            pbn::write_play(board, &mut out);
        }
    }
    if let Some(table) = &record.dd {
        write_optimum(&mut out, table, record);
    }
    out
}

/// The first lines of the PBN files Boyi writes, before the games (each after a blank line).
pub const HEADER: &str = "% PBN 2.1\n% EXPORT\n";

/// Games as a PBN 2.1 file.
pub fn write(records: &[BoardRecord]) -> String {
    let mut out = String::from(HEADER);
    for record in records {
        out.push('\n');
        out.push_str(&write_game(record));
    }
    out
}
