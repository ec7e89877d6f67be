//! BBO's LIN records, read and written.
//!
//! A LIN text is a run of `tag|value|` pairs. The tags Boyi reads:
//!
//! - `md`: the deal, a dealer digit (1 South, 2 West, 3 North, 4 East) and the hands of South,
//!   West, North and East separated by commas, each as suit letters followed by their ranks;
//!   one hand may be left out and is then the cards the others lack.
//! - `sv`: vulnerability, `o` or `0` none, `n` North-South, `e` East-West, `b` both.
//! - `ah` (`Board 12`) and `qx` (`o12`, `c12`: the open or closed room and the board number).
//! - `pn`: the players South, West, North, East; eight names give both rooms of a match.
//! - `mb`: a call (`p`, `d`, `r`, `1n` …, either case), `!` alerting it; `an`: its explanation.
//! - `pc`: a card played; `mc`: a claim, declarer's tricks in all.
//! - `vg`: a match's header, whose first field names the event.
//!
//! Every other tag is skipped. A new record starts at `qx`, or when the tags of the next board
//! begin (`pn`, `md`, `sv`, `ah` once the current board has calls or cards, or repeats one).
//! Lines may end anywhere, with or without `\r`: a value broken over lines is joined, and a
//! line whose last value lacks its closing `|` is closed when the next line starts a tag.
//! A line holding a handviewer address stands for the LIN text it carries.

use std::fmt::Write as _;

use super::{handviewer, BoardRecord, CallNote, Problem, ReadOutcome, RecordIssue, Room};
use crate::bridge::bidding::{Auction, Call};
use crate::bridge::hand::SUIT_MASK;
use crate::bridge::play::Board;
use crate::bridge::{rank_from_char, rank_letter, Card, Deal, Hand, Seat, Suit, Vulnerability};

/// The seats in the order LIN lists hands and players, which is also the dealer digit's.
const LIN_SEATS: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// One `tag|value|` pair and the line it starts on.
struct Pair {
    tag: String,
    value: String,
    line: usize,
}

/// Whether a line starts with a LIN tag (two letters and a bar), tabs and spaces aside.
fn starts_with_tag(line: &str) -> bool {
    let b = line.trim_start().as_bytes();
    b.len() >= 3 && b[0].is_ascii_alphabetic() && b[1].is_ascii_alphabetic() && b[2] == b'|'
}

/// Cuts a LIN text into pairs (see the module documentation for line ends).
fn pairs(text: &str) -> (Vec<Pair>, Vec<RecordIssue>) {
    let lines: Vec<String> = text
        .trim_start_matches('\u{feff}')
        .split('\n')
        .map(|l| {
            let l = l.trim_end_matches('\r');
            handviewer::lin_of(l).unwrap_or_else(|| l.to_string())
        })
        .collect();
    let mut out = Vec::new();
    let mut notices = Vec::new();
    let mut field = String::new();
    let mut tag: Option<(String, usize)> = None;
    let mut field_line = 1;
    for (i, line) in lines.iter().enumerate() {
        for ch in line.chars() {
            if field.trim().is_empty() {
                field_line = i + 1;
            }
            if ch != '|' {
                field.push(ch);
                continue;
            }
            match tag.take() {
                None => tag = Some((field.trim().to_string(), field_line)),
                Some((t, line)) => out.push(Pair {
                    tag: t,
                    value: field.trim().to_string(),
                    line,
                }),
            }
            field.clear();
        }
        let next = lines[i + 1..].iter().find(|l| !l.trim().is_empty());
        if tag.is_some() && next.is_some_and(|l| starts_with_tag(l)) {
            let (t, line) = tag.take().expect("checked");
            out.push(Pair {
                tag: t,
                value: field.trim().to_string(),
                line,
            });
            field.clear();
        }
    }
    match tag {
        Some((t, line)) => out.push(Pair {
            tag: t,
            value: field.trim().to_string(),
            line,
        }),
        None if !field.trim().is_empty() => notices.push(RecordIssue::new(
            0,
            field_line,
            field.trim(),
            Problem::TextAfterLastPair,
        )),
        None => {}
    }
    (out, notices)
}

/// What the tags of one record said so far.
#[derive(Default)]
struct Builder {
    start: usize,
    room: Option<Room>,
    qx_number: Option<u32>,
    ah_number: Option<u32>,
    players: Option<Vec<String>>,
    deal: Option<(Seat, Deal, usize)>,
    vulnerability: Option<Vulnerability>,
    calls: Vec<(Call, CallNote, usize)>,
    cards: Vec<(Card, usize)>,
    claim: Option<(u8, usize)>,
}

impl Builder {
    fn is_empty(&self) -> bool {
        self.deal.is_none()
            && self.qx_number.is_none()
            && self.ah_number.is_none()
            && self.vulnerability.is_none()
            && self.players.is_none()
            && self.calls.is_empty()
            && self.cards.is_empty()
            && self.claim.is_none()
    }

    fn has_play(&self) -> bool {
        !self.calls.is_empty() || !self.cards.is_empty() || self.claim.is_some()
    }

    /// Whether `tag` begins the next board rather than adding to this one.
    fn starts_next(&self, tag: &str) -> bool {
        match tag {
            "qx" => self.deal.is_some() || self.qx_number.is_some() || self.has_play(),
            "md" => self.deal.is_some() || self.has_play(),
            "pn" => self.has_play() || (self.deal.is_some() && self.players.is_some()),
            "sv" => self.has_play() || (self.deal.is_some() && self.vulnerability.is_some()),
            "ah" => self.has_play() || (self.deal.is_some() && self.ah_number.is_some()),
            _ => false,
        }
    }
}

/// Reading state across records.
struct Reader {
    records: Vec<BoardRecord>,
    notices: Vec<RecordIssue>,
    event: Option<String>,
    /// Eight names from a match header: the open room's four, then the closed room's.
    match_players: Option<Vec<String>>,
}

impl Reader {
    fn issue(&self, line: usize, tag: &str, problem: Problem) -> RecordIssue {
        RecordIssue::new(self.records.len() + 1, line, tag, problem)
    }

    /// Turns a finished builder into a record.
    fn finish(&mut self, b: Builder) -> Result<(), RecordIssue> {
        if b.is_empty() {
            return Ok(());
        }
        let Some((dealer, deal, md_line)) = b.deal else {
            let (tag, line) = match (b.calls.first(), b.cards.first()) {
                (Some(c), _) => ("mb", c.2),
                (None, Some(c)) => ("pc", c.1),
                _ => ("md", b.start),
            };
            if b.has_play() {
                return Err(self.issue(line, tag, Problem::NoDealBeforePlay));
            }
            self.notices
                .push(self.issue(b.start, "md", Problem::TagsWithoutDeal));
            return Ok(());
        };
        if let (Some(q), Some(a)) = (b.qx_number, b.ah_number) {
            if q != a {
                self.notices.push(self.issue(
                    md_line,
                    "ah",
                    Problem::BoardNumbers { ah: a, qx: q },
                ));
            }
        }
        let number = b.qx_number.or(b.ah_number);
        let vulnerability = match (b.vulnerability, number) {
            (Some(v), _) => v,
            (None, Some(n)) => {
                self.notices.push(self.issue(
                    md_line,
                    "sv",
                    Problem::VulnerabilityFromNumber { board: n },
                ));
                Vulnerability::of_board(n)
            }
            (None, None) => {
                self.notices
                    .push(self.issue(md_line, "sv", Problem::NoVulnerabilityNoNumber));
                Vulnerability::None
            }
        };
        let mut record = BoardRecord::new(deal, dealer, vulnerability);
        record.number = number;
        record.room = b.room;
        record.event = self.event.clone();
        let names = match (&b.players, &self.match_players) {
            (Some(p), _) => Some(p.as_slice()),
            (None, Some(p)) => Some(match b.room {
                Some(Room::Closed) => &p[4..],
                _ => &p[..4],
            }),
            (None, None) => None,
        };
        for (seat, name) in LIN_SEATS.iter().zip(names.unwrap_or(&[])) {
            if !name.is_empty() {
                record.players[seat.index()] = Some(name.clone());
            }
        }
        let mut auction = Auction::new(dealer);
        for (k, (call, note, line)) in b.calls.into_iter().enumerate() {
            if auction.is_finished() {
                return Err(self.issue(line, "mb", Problem::CallAfterEnd { index: k + 1, call }));
            }
            auction.push(call).map_err(|error| {
                let index = k + 1;
                self.issue(line, "mb", Problem::IllegalCall { index, call, error })
            })?;
            record.notes.push(note);
        }
        record.auction = auction.clone();
        if !auction.is_finished() || auction.contract().is_none() {
            if let Some((card, line)) = b.cards.first() {
                let problem = Problem::PlayWithoutContract {
                    card: *card,
                    passed_out: auction.is_finished(),
                };
                return Err(self.issue(*line, "pc", problem));
            }
            if let Some((_, line)) = b.claim {
                return Err(self.issue(line, "mc", Problem::ClaimWithoutContract));
            }
            self.records.push(record);
            return Ok(());
        }
        let mut board = Board::new(deal, vulnerability, auction)
            .map_err(|e| self.issue(md_line, "md", Problem::Board(e)))?;
        for (k, (card, line)) in b.cards.iter().enumerate() {
            board.play(*card).map_err(|error| {
                let problem = Problem::CardRefused {
                    index: k + 1,
                    card: *card,
                    error,
                };
                self.issue(*line, "pc", problem)
            })?;
        }
        if let Some((tricks, line)) = b.claim {
            let won = board.declarer_tricks_played();
            if board.is_finished() {
                if tricks != won {
                    return Err(self.issue(
                        line,
                        "mc",
                        Problem::ClaimAfterPlay {
                            claimed: tricks,
                            won,
                        },
                    ));
                }
            } else {
                let left = board.tricks_left();
                if tricks < won || tricks - won > left {
                    return Err(self.issue(
                        line,
                        "mc",
                        Problem::ClaimOutOfReach {
                            claimed: tricks,
                            won,
                            left,
                        },
                    ));
                }
                board
                    .settle(tricks - won)
                    .map_err(|e| self.issue(line, "mc", Problem::Board(e)))?;
            }
        }
        record.board = Some(board);
        self.records.push(record);
        Ok(())
    }
}

/// Reads a board number at the end of a label (`Board 12`, `o12`, `12`).
fn trailing_number(text: &str) -> Option<u32> {
    let digits: String = text
        .trim()
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    digits.parse().ok()
}

/// Reads one hand of `md`: suit letters, each followed by its ranks (`10` or `T` for ten).
fn read_hand(text: &str, seat: Seat) -> Result<Hand, Problem> {
    let mut hand = Hand::EMPTY;
    let mut suit: Option<Suit> = None;
    let mut chars = text.chars().filter(|c| !c.is_whitespace()).peekable();
    while let Some(c) = chars.next() {
        let c = c.to_ascii_uppercase();
        if let Some(s) = Suit::from_char(c) {
            suit = Some(s);
            continue;
        }
        let rank = if c == '1' && chars.peek() == Some(&'0') {
            chars.next();
            Some(10)
        } else {
            rank_from_char(c)
        };
        let Some(card) = suit.zip(rank).and_then(|(s, r)| Card::new(s, r).ok()) else {
            return Err(Problem::NeitherSuitNorRank {
                seat,
                found: c,
                text: text.to_string(),
            });
        };
        if hand.contains(card) {
            return Err(Problem::CardTwice {
                seat,
                card,
                text: text.to_string(),
            });
        }
        hand.insert(card);
    }
    Ok(hand)
}

/// Reads the value of `md`: the dealer and the deal.
fn read_deal(value: &str) -> Result<(Seat, Deal), Problem> {
    let mut chars = value.chars();
    let dealer = match chars.next().and_then(|c| c.to_digit(10)) {
        Some(d @ 1..=4) => LIN_SEATS[d as usize - 1],
        _ => {
            return Err(Problem::NotADealerDigit {
                value: value.to_string(),
            })
        }
    };
    let fields: Vec<&str> = chars.as_str().split(',').collect();
    if fields.len() > 4 && fields[4..].iter().any(|f| !f.trim().is_empty()) {
        return Err(Problem::HandCount {
            hands: fields.len(),
        });
    }
    let mut hands = [Hand::EMPTY; 4];
    let mut missing = Vec::new();
    for (k, seat) in LIN_SEATS.iter().enumerate() {
        let hand = read_hand(fields.get(k).copied().unwrap_or(""), *seat)?;
        match hand.len() {
            0 => missing.push(*seat),
            13 => {}
            cards => return Err(Problem::HandSize { seat: *seat, cards }),
        }
        hands[seat.index()] = hand;
    }
    match missing.as_slice() {
        [] => {}
        [seat] => {
            let held = hands.iter().fold(0u64, |acc, h| acc | h.0);
            let every_card = u64::from(SUIT_MASK) * 0x0001_0001_0001_0001;
            hands[seat.index()] = Hand(every_card & !held);
        }
        _ => return Err(Problem::HandsMissing(missing)),
    }
    let deal = Deal::new(hands).map_err(Problem::Deal)?;
    if deal.cards().len() != 52 {
        return Err(Problem::NotAllCards);
    }
    Ok((dealer, deal))
}

fn read_vulnerability(value: &str) -> Option<Vulnerability> {
    match value.to_ascii_lowercase().as_str() {
        "o" | "0" | "-" | "none" => Some(Vulnerability::None),
        "n" | "ns" => Some(Vulnerability::NorthSouth),
        "e" | "ew" => Some(Vulnerability::EastWest),
        "b" | "both" | "all" => Some(Vulnerability::Both),
        _ => None,
    }
}

/// Reads a LIN text (or handviewer addresses) of any number of boards.
pub fn read(text: &str) -> Result<ReadOutcome, RecordIssue> {
    let (pairs, notices) = pairs(text);
    let mut r = Reader {
        records: Vec::new(),
        notices,
        event: None,
        match_players: None,
    };
    let mut b = Builder::default();
    for Pair { tag, value, line } in pairs {
        let tag = tag.to_ascii_lowercase();
        if !(1..=3).contains(&tag.len()) || !tag.chars().all(|c| c.is_ascii_alphabetic()) {
            return Err(r.issue(line, &tag, Problem::NotALinTag));
        }
        if b.starts_next(&tag) {
            r.finish(std::mem::take(&mut b))?;
        }
        if b.is_empty() {
            b.start = line;
        }
        match tag.as_str() {
            "vg" => {
                let name = value.split(',').next().unwrap_or("").trim();
                r.event = (!name.is_empty()).then(|| name.to_string());
            }
            "qx" => {
                b.room = match value.chars().next().map(|c| c.to_ascii_lowercase()) {
                    Some('o') => Some(Room::Open),
                    Some('c') => Some(Room::Closed),
                    _ => None,
                };
                let label = value.split(',').next().unwrap_or("");
                b.qx_number = trailing_number(label);
                if b.qx_number.is_none() {
                    r.notices
                        .push(r.issue(line, "qx", Problem::NamesNoBoard { value }));
                }
            }
            "ah" => {
                b.ah_number = trailing_number(&value);
                if b.ah_number.is_none() {
                    r.notices
                        .push(r.issue(line, "ah", Problem::NamesNoBoardNumber { value }));
                }
            }
            "pn" => {
                let names: Vec<String> = value.split(',').map(|n| n.trim().to_string()).collect();
                if names.len() == 8 {
                    if b.deal.is_none() {
                        r.match_players = Some(names);
                    } else {
                        let room = if b.room == Some(Room::Closed) { 4 } else { 0 };
                        b.players = Some(names[room..room + 4].to_vec());
                        r.match_players = Some(names);
                    }
                } else if names.len() <= 4 {
                    b.players = Some(names);
                } else {
                    return Err(r.issue(line, "pn", Problem::NameCount { names: names.len() }));
                }
            }
            "md" => {
                let (dealer, deal) = read_deal(&value).map_err(|e| r.issue(line, "md", e))?;
                b.deal = Some((dealer, deal, line));
            }
            "sv" => {
                let v = read_vulnerability(&value).ok_or_else(|| {
                    r.issue(
                        line,
                        "sv",
                        Problem::NotLinVulnerability {
                            value: value.clone(),
                        },
                    )
                })?;
                b.vulnerability = Some(v);
            }
            "mb" => {
                let alert = value.contains('!');
                let word = value.replace('!', "");
                let call: Call = word.trim().parse().map_err(|error| {
                    let index = b.calls.len() + 1;
                    r.issue(line, "mb", Problem::NotACall { index, error })
                })?;
                let note = CallNote { alert, text: None };
                b.calls.push((call, note, line));
            }
            "an" => match b.calls.last_mut() {
                Some((_, note, _)) if !value.is_empty() => note.text = Some(value),
                Some(_) => {}
                None => r
                    .notices
                    .push(r.issue(line, "an", Problem::ExplanationWithoutCall)),
            },
            "pc" => {
                let card: Card = value.to_ascii_uppercase().parse().map_err(|error| {
                    let index = b.cards.len() + 1;
                    r.issue(line, "pc", Problem::NotACard { index, error })
                })?;
                b.cards.push((card, line));
            }
            "mc" => {
                let tricks = value
                    .parse::<u8>()
                    .ok()
                    .filter(|t| *t <= 13)
                    .ok_or_else(|| {
                        r.issue(
                            line,
                            "mc",
                            Problem::NotTricks {
                                value: value.clone(),
                            },
                        )
                    })?;
                b.claim = Some((tricks, line));
            }
            _ => {}
        }
    }
    r.finish(b)?;
    // Text after the last pair was met before any record was counted: it follows the last.
    let last = r.records.len().max(1);
    for notice in r.notices.iter_mut().filter(|n| n.record == 0) {
        notice.record = last;
    }
    Ok(ReadOutcome {
        records: r.records,
        notices: r.notices,
    })
}

/// A hand as LIN writes it: `S` and the spades from the ace down, then `H`, `D`, `C`.
fn hand_text(hand: Hand) -> String {
    let mut out = String::new();
    for suit in Suit::ALL {
        out.push(suit.letter());
        for card in hand.cards().filter(|c| c.suit() == suit) {
            out.push(rank_letter(card.rank()));
        }
    }
    out
}

fn vulnerability_letter(v: Vulnerability) -> char {
    match v {
        Vulnerability::None => 'o',
        Vulnerability::NorthSouth => 'n',
        Vulnerability::EastWest => 'e',
        Vulnerability::Both => 'b',
    }
}

/// A call as LIN writes it (`p`, `d`, `r`, `1N`).
fn call_text(call: Call) -> String {
    match call {
        Call::Pass => "p".to_string(),
        Call::Double => "d".to_string(),
        Call::Redouble => "r".to_string(),
        Call::Bid { level, strain } => format!("{level}{}", strain.letter()),
    }
}

/// Bars would break the pairs, so they leave a value as `/`.
fn value_text(text: &str) -> String {
    text.replace('|', "/").replace(['\n', '\r'], " ")
}

/// Commas separate the names of `pn`, so a name read from PBN leaves its commas as spaces.
fn name_text(name: &str) -> String {
    value_text(name).replace(',', " ")
}

/// One board as a LIN record on one line.
pub fn write_record(record: &BoardRecord) -> String {
    let mut out = String::new();
    if let (Some(room), Some(n)) = (record.room, record.number) {
        let r = if room == Room::Open { 'o' } else { 'c' };
        let _ = write!(out, "qx|{r}{n}|");
    }
    if record.players.iter().any(Option::is_some) {
        let names: Vec<String> = LIN_SEATS
            .iter()
            .map(|s| name_text(record.players[s.index()].as_deref().unwrap_or("")))
            .collect();
        let _ = write!(out, "pn|{}|", names.join(","));
    }
    let digit = LIN_SEATS
        .iter()
        .position(|s| *s == record.dealer())
        .expect("a seat")
        + 1;
    let hands: Vec<String> = LIN_SEATS
        .iter()
        .map(|s| hand_text(record.deal.hand(*s)))
        .collect();
    let _ = write!(out, "st||md|{digit}{}|rh||", hands.join(","));
    if let Some(n) = record.number {
        let _ = write!(out, "ah|Board {n}|");
    }
    let _ = write!(out, "sv|{}|", vulnerability_letter(record.vulnerability));
    for (k, call) in record.auction.calls().iter().enumerate() {
        let note = record.notes.get(k).cloned().unwrap_or_default();
        let bang = if note.alert { "!" } else { "" };
        let _ = write!(out, "mb|{}{bang}|", call_text(*call));
        if let Some(text) = note.text {
            let _ = write!(out, "an|{}|", value_text(&text));
        }
    }
    if let Some(board) = &record.board {
        for chunk in board.played().chunks(4) {
            out.push_str("pg||");
            for card in chunk {
                let _ = write!(out, "pc|{card}|");
            }
        }
        if board.claimed().is_some() {
            let _ = write!(out, "mc|{}|", board.declarer_tricks());
        }
    }
    out.push_str("pg||");
    out
}

/// Boards as LIN, one record a line.
pub fn write(records: &[BoardRecord]) -> String {
    records
        .iter()
        .map(|r| write_record(r) + "\n")
        .collect::<String>()
}

/// The handviewer address showing a board.
pub fn handviewer_address(record: &BoardRecord) -> String {
    handviewer::address(&write_record(record))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONE: &str = "pn|Ann,Bo,Cy,Di|st||md|3S762HA75DKJ4CAQ95,SQJ4HKJ94DQ8C8732,SAK9HQ86DA9752CK6,|rh||ah|Board 1|sv|o|mb|1D|mb|p|mb|1S|mb|p|mb|1N!|an|12-14|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|CT|pc|C5|pc|C2|pc|CK|mc|9|pg||";

    #[test]
    fn reads_one_board() {
        let out = read(ONE).unwrap();
        assert!(out.notices.is_empty(), "{:?}", out.notices);
        let [r] = out.records.as_slice() else {
            panic!("{:?}", out.records)
        };
        assert_eq!(r.dealer(), Seat::North);
        assert_eq!(r.number, Some(1));
        assert_eq!(r.players[Seat::South.index()].as_deref(), Some("Ann"));
        assert_eq!(r.players[Seat::East.index()].as_deref(), Some("Di"));
        assert_eq!(r.deal.hand(Seat::East).len(), 13);
        assert_eq!(
            r.notes[4],
            CallNote {
                alert: true,
                text: Some("12-14".to_string())
            }
        );
        let board = r.board.as_ref().unwrap();
        assert_eq!(board.declarer(), Seat::North);
        assert_eq!(board.played().len(), 4);
        assert_eq!(board.declarer_tricks(), 9);
        let again = read(&write_record(r)).unwrap();
        assert_eq!(again.records, out.records);
    }

    #[test]
    fn deal_errors_name_the_problem() {
        let says = |md: &str, words: &str| {
            let problem = read_deal(md).unwrap_err().to_string();
            assert!(problem.contains(words), "{md}: {problem}");
        };
        says("5SA,,,", "dealer");
        says("1SAKQ,,,", "13");
        says("1S762HA75DKJ4CAQ95,SQJ4HKJ94DQ8C8732,,", "missing");
    }

    #[test]
    fn names_with_commas_keep_four_players() {
        let mut r = read(ONE).unwrap().records.remove(0);
        r.players[Seat::West.index()] = Some("Ida Ji, Jr|".to_string());
        let again = read(&write_record(&r)).unwrap().records.remove(0);
        assert_eq!(
            again.players[Seat::West.index()].as_deref(),
            Some("Ida Ji  Jr/")
        );
        assert_eq!(
            again.players[Seat::East.index()],
            r.players[Seat::East.index()]
        );
        assert_eq!(again.deal, r.deal);
    }
}
