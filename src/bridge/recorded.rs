//! The boards of a file of records, to be played again: the records of one deal gathered
//! into one board (a vugraph file's open and closed rooms are two records of each board),
//! with the results the file records for it, and a result at the table compared with each.
//!
//! A file's records become boards in the order their deals first appear. A record whose play
//! stops before the end (and gives no claim) records no result; the board is still played.

use super::duplicate::Comparison;
use super::files::{BoardRecord, Room};
use super::play::TableResult;
use super::score::ns_score;
use super::{Deal, Seat, Vulnerability};

/// One table's result as a file records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedResult {
    /// The room, when the file names it (LIN's `qx`).
    pub room: Option<Room>,
    /// Player names by seat, in [`Seat::index`] order, when the file gives them.
    pub players: [Option<String>; 4],
    pub result: TableResult,
}

impl RecordedResult {
    /// The result a record gives: its finished play or claim, its passed-out auction, or a
    /// contract given with its tricks. None when the record stops before the result.
    pub fn of(record: &BoardRecord) -> Option<RecordedResult> {
        let result = match (&record.board, record.given_contract) {
            (Some(board), _) => board.is_finished().then(|| TableResult::of(board))?,
            (None, Some(given)) => {
                let tricks = given.tricks?;
                TableResult {
                    contract: Some(given.contract),
                    tricks,
                    ns_score: ns_score(&given.contract, record.vulnerability, tricks),
                }
            }
            (None, None) if record.auction.is_finished() => TableResult::PASSED_OUT,
            (None, None) => return None,
        };
        Some(RecordedResult {
            room: record.room,
            players: record.players.clone(),
            result,
        })
    }

    /// The players of one side, North-South or East-West, when the file names both
    /// (e.g. `Ann – Cy`).
    pub fn pair(&self, north_south: bool) -> Option<(&str, &str)> {
        let (a, b) = if north_south {
            (Seat::North, Seat::South)
        } else {
            (Seat::East, Seat::West)
        };
        Some((
            self.players[a.index()].as_deref()?,
            self.players[b.index()].as_deref()?,
        ))
    }

    /// This result against `mine`, from the side of `seat` (the human's seat).
    pub fn against(&self, mine: &TableResult, seat: Seat) -> Comparison {
        Comparison::for_side(seat, mine.ns_score, self.result.ns_score)
    }
}

/// One board of the file: a deal to play, and what the file records for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileBoard {
    /// The board number the file gives (its first record's).
    pub number: Option<u32>,
    pub deal: Deal,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    /// In file order; empty when no record of this deal gives a result.
    pub results: Vec<RecordedResult>,
}

/// Gathers a file's records into boards: records of the same deal, dealer and vulnerability
/// are one board, in the order each first appears.
pub fn boards(records: &[BoardRecord]) -> Vec<FileBoard> {
    let mut out: Vec<FileBoard> = Vec::new();
    for record in records {
        let same = |b: &FileBoard| {
            b.deal == record.deal
                && b.dealer == record.dealer()
                && b.vulnerability == record.vulnerability
        };
        let k = match out.iter().position(same) {
            Some(k) => k,
            None => {
                out.push(FileBoard {
                    number: record.number,
                    deal: record.deal,
                    dealer: record.dealer(),
                    vulnerability: record.vulnerability,
                    results: Vec::new(),
                });
                out.len() - 1
            }
        };
        out[k].results.extend(RecordedResult::of(record));
    }
    // The open room first, as a match's score sheet lists it.
    for board in &mut out {
        board.results.sort_by_key(|r| match r.room {
            Some(Room::Open) => 0,
            Some(Room::Closed) => 1,
            None => 2,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::files::{self, lin};
    use crate::bridge::{Contract, Doubling, Strain};

    /// A two-board match: board 1 in both rooms (1NT by North making eight, then 1NT by West
    /// one down), board 2 in both rooms (4♠ by South made, then one down), eight players.
    const MATCH: &str = "vg|Boyi Cup,Final,I,1,2,Reds,0,Blues,0|\n\
pn|Ann,Bo,Cy,Di,Eve,Fay,Gus,Hal|\n\
qx|o1|md|3SQ87HJ876DA76CK87,SJT9HAT9DKT98CQT9,SA432HK32DQ32CJ32,|sv|o|ah|Board 1|\
mb|1d|mb|p|mb|1h|mb|p|mb|1n|mb|p|mb|p|mb|p|mc|8|pg||\n\
qx|c1|md|3SQ87HJ876DA76CK87,SJT9HAT9DKT98CQT9,SA432HK32DQ32CJ32,|sv|o|ah|Board 1|\
mb|p|mb|p|mb|p|mb|1d|mb|p|mb|1h|mb|p|mb|1n|mb|p|mb|p|mb|p|mc|6|pg||\n\
qx|o2|md|4SAKQ2HK32DQ32CJ32,SJT9HAT9DKT98CQT9,S8743HQJ4DA4CAK54,|sv|n|ah|Board 2|\
mb|p|mb|1s|mb|p|mb|4s|mb|p|mb|p|mb|p|mc|10|pg||\n\
qx|c2|md|4SAKQ2HK32DQ32CJ32,SJT9HAT9DKT98CQT9,S8743HQJ4DA4CAK54,|sv|n|ah|Board 2|\
mb|p|mb|1s|mb|p|mb|4s|mb|p|mb|p|mb|p|mc|9|pg||\n";

    fn match_boards() -> Vec<FileBoard> {
        let read = lin::read(MATCH).unwrap();
        assert!(read.notices.is_empty(), "{:?}", read.notices);
        assert_eq!(read.records.len(), 4);
        boards(&read.records)
    }

    #[test]
    fn the_two_rooms_of_a_board_are_one_board() {
        let boards = match_boards();
        assert_eq!(boards.len(), 2);
        let [one, two] = boards.as_slice() else {
            unreachable!()
        };
        assert_eq!(
            (one.number, one.dealer, one.vulnerability),
            (Some(1), Seat::North, Vulnerability::None)
        );
        assert_eq!(
            (two.number, two.dealer, two.vulnerability),
            (Some(2), Seat::East, Vulnerability::NorthSouth)
        );
        let rooms: Vec<_> = one.results.iter().map(|r| r.room).collect();
        assert_eq!(rooms, [Some(Room::Open), Some(Room::Closed)]);

        // 1NT by North, eight tricks: +120; 1NT by West, six: one down, +50 to North-South.
        let open = &one.results[0];
        let nt =
            |declarer| Contract::new(1, Strain::NoTrump, Doubling::Undoubled, declarer).unwrap();
        assert_eq!(open.result.contract, Some(nt(Seat::North)));
        assert_eq!((open.result.tricks, open.result.ns_score), (8, 120));
        assert_eq!(open.pair(true), Some(("Cy", "Ann")));
        assert_eq!(open.pair(false), Some(("Di", "Bo")));
        let closed = &one.results[1];
        assert_eq!(closed.result.contract, Some(nt(Seat::West)));
        assert_eq!((closed.result.tricks, closed.result.ns_score), (6, 50));
        assert_eq!(closed.pair(true), Some(("Gus", "Eve")));

        // 4♠ by South vulnerable: +620 made, −100 one down.
        let scores: Vec<_> = two.results.iter().map(|r| r.result.ns_score).collect();
        assert_eq!(scores, [620, -100]);
    }

    #[test]
    fn a_result_against_each_recorded_table() {
        let boards = match_boards();
        // Board 1 passed out at the human's table: 120 and 50 lost, 3 and 2 IMPs for
        // North-South; East-West gain them.
        let one = &boards[0];
        let mine = TableResult::PASSED_OUT;
        let imps = |seat| -> Vec<i32> {
            one.results
                .iter()
                .map(|r| r.against(&mine, seat).imps)
                .collect()
        };
        assert_eq!(imps(Seat::South), [-3, -2]);
        assert_eq!(imps(Seat::West), [3, 2]);

        // Board 2: 4♠ made with an overtrick (+650) against +620 and −100: 30 points are
        // 1 IMP, 750 points are 13.
        let two = &boards[1];
        let contract = two.results[0].result.contract.unwrap();
        let mine = TableResult {
            contract: Some(contract),
            tricks: 11,
            ns_score: 650,
        };
        let against: Vec<_> = two
            .results
            .iter()
            .map(|r| r.against(&mine, Seat::North))
            .map(|c| (c.difference, c.imps))
            .collect();
        assert_eq!(against, [(30, 1), (750, 13)]);
    }

    #[test]
    fn records_without_a_result_or_a_room() {
        // A PBN file: the first game stops after the opening lead, the second is a hand
        // record's given contract with its result, the third was passed out, the fourth a
        // deal alone.
        let deal = "N:A432.K32.Q32.J32 K65.Q54.J54.A654 Q87.J876.A76.K87 JT9.AT9.KT98.QT9";
        let text = format!(
            "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{deal}\"]\n\
             [Auction \"N\"]\n1NT Pass Pass Pass\n[Play \"E\"]\nH5 - - -\n\n\
             [Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{deal}\"]\n\
             [Contract \"2HX\"]\n[Declarer \"S\"]\n[Result \"7\"]\n\n\
             [Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{deal}\"]\n\
             [Auction \"N\"]\nPass Pass Pass Pass\n\n\
             [Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n[Deal \"{deal}\"]\n"
        );
        let read = files::read(&text).unwrap();
        let boards = boards(&read.records);
        assert_eq!(boards.len(), 2, "another dealer is another board");
        let results: Vec<_> = boards[0]
            .results
            .iter()
            .map(|r| (r.room, r.result.ns_score, r.pair(true)))
            .collect();
        // 2♥ doubled by South one down, not vulnerable: −100; passed out: 0.
        assert_eq!(results, [(None, -100, None), (None, 0, None)]);
        assert!(boards[1].results.is_empty());
        assert_eq!(boards[1].number, Some(2));
    }
}
