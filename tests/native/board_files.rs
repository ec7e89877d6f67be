//! Files of many boards: LIN records, handviewer addresses and PBN games, read, written and
//! converted into each other.

use boyi::bridge::bidding::Call;
use boyi::bridge::dd::Solver;
use boyi::bridge::files::{self, lin, pbn_games, BoardRecord, CallNote, Format, Room};
use boyi::bridge::{Seat, Vulnerability};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn calls(record: &BoardRecord) -> Vec<String> {
    record
        .auction
        .calls()
        .iter()
        .map(|c| c.to_string())
        .collect()
}

/// What a round trip must keep of a board.
fn essentials(r: &BoardRecord) -> impl PartialEq + std::fmt::Debug {
    let board = r.board.as_ref();
    (
        r.deal,
        r.dealer(),
        r.vulnerability,
        r.auction.clone(),
        board.map(|b| b.played().to_vec()),
        board.map(|b| (b.is_finished(), b.declarer_tricks())),
        r.number,
    )
}

#[test]
fn reads_the_oddities_of_a_club_file() {
    let text = data("lin/club_hands.lin");
    assert!(text.contains("\r\n") && text.contains('\t'));
    let out = lin::read(&text).unwrap();
    assert!(out.notices.is_empty(), "{:?}", out.notices);
    let r = &out.records;
    assert_eq!(r.len(), 4);
    assert_eq!(
        r.iter().map(|b| b.number).collect::<Vec<_>>(),
        [Some(1), Some(2), Some(3), Some(4)]
    );
    assert_eq!(
        r.iter().map(|b| b.dealer()).collect::<Vec<_>>(),
        [Seat::North, Seat::East, Seat::South, Seat::West]
    );
    assert_eq!(
        r.iter().map(|b| b.vulnerability).collect::<Vec<_>>(),
        [
            Vulnerability::None,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both
        ]
    );
    for b in r {
        assert_eq!(b.players[Seat::South.index()].as_deref(), Some("Ann Lee"));
        assert_eq!(b.players[Seat::West.index()].as_deref(), Some("Bo Chen"));
        assert_eq!(b.players[Seat::North.index()].as_deref(), Some("Cy Diaz"));
        assert_eq!(b.players[Seat::East.index()].as_deref(), Some("Di Ek"));
        assert_eq!(b.notes.len(), b.auction.calls().len());
        for seat in Seat::ALL {
            assert_eq!(b.deal.hand(seat).len(), 13, "board {:?}", b.number);
        }
    }
    // Board 1: played to the end, the tabs between its pairs notwithstanding.
    let one = r[0].board.as_ref().unwrap();
    assert_eq!(
        (one.declarer(), one.contract().to_string()),
        (Seat::North, "4S by North".to_string())
    );
    assert_eq!(one.played().len(), 52);
    assert_eq!(one.declarer_tricks(), 10);
    assert_eq!(one.claimed(), None);
    // Board 2: lower case, the deal broken over two lines, Stayman alerted, a claim.
    let two = r[1].board.as_ref().unwrap();
    assert_eq!(calls(&r[1])[3], "2C");
    assert_eq!(
        r[1].notes[3],
        CallNote {
            alert: true,
            text: Some("Stayman".to_string())
        }
    );
    assert_eq!(two.declarer(), Seat::South);
    assert_eq!(two.played().len(), 20);
    assert_eq!(
        (two.declarer_tricks_played(), two.declarer_tricks()),
        (5, 9)
    );
    // Board 3: passed out, its last value on the line before without a bar.
    assert_eq!(calls(&r[2]), ["P", "P", "P", "P"]);
    assert!(r[2].auction.is_finished() && r[2].board.is_none());
    // Board 4: a bare alert, and a claim before the opening lead.
    assert_eq!(
        r[3].notes[1],
        CallNote {
            alert: true,
            text: None
        }
    );
    let four = r[3].board.as_ref().unwrap();
    assert_eq!(four.declarer(), Seat::East);
    assert_eq!(four.contract().to_string(), "3C by East");
    assert_eq!((four.played().len(), four.claimed()), (0, Some(7)));
}

#[test]
fn reads_both_rooms_of_a_match() {
    let out = lin::read(&data("lin/match.lin")).unwrap();
    assert!(out.notices.is_empty(), "{:?}", out.notices);
    let [open, closed] = out.records.as_slice() else {
        panic!("{} records", out.records.len())
    };
    assert_eq!((open.room, open.number), (Some(Room::Open), Some(1)));
    assert_eq!((closed.room, closed.number), (Some(Room::Closed), Some(1)));
    assert_eq!(open.event.as_deref(), Some("Club teams"));
    assert_eq!(
        open.players[Seat::South.index()].as_deref(),
        Some("Ann Lee")
    );
    assert_eq!(
        closed.players[Seat::South.index()].as_deref(),
        Some("Eve Fox")
    );
    assert_eq!(
        closed.players[Seat::East.index()].as_deref(),
        Some("Kai Lu")
    );
    assert_eq!(open.deal, closed.deal);
    let (o, c) = (open.board.as_ref().unwrap(), closed.board.as_ref().unwrap());
    assert_eq!((o.played().len(), o.declarer_tricks()), (52, 10));
    assert_eq!((c.played().len(), c.declarer_tricks()), (4, 9));
}

#[test]
fn a_handviewer_address_reads_as_its_lin() {
    let url = data("lin/handviewer.txt");
    assert!(url.contains("handviewer.html?lin=") && url.contains("%7C"));
    let from_url = files::read(&url).unwrap().records;
    let club = lin::read(&data("lin/club_hands.lin")).unwrap().records;
    assert_eq!(from_url.len(), 1);
    assert_eq!(essentials(&from_url[0]), essentials(&club[1]));
    assert_eq!(from_url[0].notes, club[1].notes);
    // Writing an address and reading it back gives the board again.
    for record in &club {
        let address = lin::handviewer_address(record);
        assert!(!address.contains('|'), "{address}");
        let again = files::read(&address).unwrap().records;
        assert_eq!(again, vec![record.clone()]);
    }
}

#[test]
fn errors_name_the_record_the_tag_and_the_problem() {
    let cases = [
        ("claim_disagrees_with_play.lin", 2, 2, "mc", "gives 10"),
        ("claim_below_tricks_won.lin", 2, 2, "mc", "has won 5"),
        ("bad_call.lin", 3, 3, "mb", "`rr` is not a call"),
        ("cards_after_pass_out.lin", 1, 1, "pc", "passed out"),
    ];
    for (file, record, line, tag, words) in cases {
        let err = lin::read(&data(&format!("lin/{file}"))).unwrap_err();
        assert_eq!(
            (err.record, err.line, err.tag.as_str()),
            (record, line, tag),
            "{file}: {err}"
        );
        assert!(err.problem.contains(words), "{file}: {err}");
        let text = err.to_string();
        assert!(
            text.starts_with(&format!("record {record} (line {line}), tag `{tag}`")),
            "{text}"
        );
    }
}

#[test]
fn lin_oddities_are_reported_not_guessed() {
    let no_sv = "md|3SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,SJ982HQ3DQ86CJT92,|ah|Board 6|";
    let out = lin::read(no_sv).unwrap();
    assert_eq!(out.records[0].vulnerability, Vulnerability::EastWest);
    assert_eq!(out.notices.len(), 1);
    assert_eq!(out.notices[0].tag, "sv");
    assert!(
        out.notices[0].problem.contains("board number 6"),
        "{:?}",
        out.notices
    );
    let stray = "md|3SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,SJ982HQ3DQ86CJT92,|sv|o|an|why|";
    let out = lin::read(stray).unwrap();
    assert_eq!(out.notices[0].tag, "an");
    let two_missing = "pn|a,b,c,d|md|1SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,,|sv|b|";
    let err = lin::read(two_missing).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (1, "md"));
    assert!(err.problem.contains("North, East"), "{err}");
    let with_bom = format!("\u{feff}{no_sv}");
    assert_eq!(files::read(&with_bom).unwrap(), lin::read(no_sv).unwrap());
    let labels =
        "qx|o3|md|3SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,SJ982HQ3DQ86CJT92,|ah|Board 4|sv|o|";
    let out = lin::read(labels).unwrap();
    assert_eq!(out.records[0].number, Some(3));
    assert_eq!(out.notices[0].tag, "ah");
    assert!(
        out.notices[0].problem.contains("board 3 kept"),
        "{:?}",
        out.notices
    );
    let bad_vul = "md|3SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,SJ982HQ3DQ86CJT92,|sv|x|";
    assert_eq!(lin::read(bad_vul).unwrap_err().tag, "sv");
}

#[test]
fn reads_a_club_pbn_file() {
    let out = pbn_games::read(&data("pbn/club_night.pbn")).unwrap();
    assert!(out.notices.is_empty(), "{:?}", out.notices);
    let r = &out.records;
    assert_eq!(r.len(), 4);
    assert_eq!(r[0].event.as_deref(), Some("Tuesday pairs"));
    assert_eq!(r[1].event.as_deref(), Some("Tuesday pairs"));
    assert_eq!(r[1].site.as_deref(), Some("Club room"));
    assert_eq!(r[3].event.as_deref(), Some("Tuesday pairs"));
    assert_eq!(
        r[0].players[Seat::South.index()].as_deref(),
        Some("Eve Fox")
    );
    assert_eq!(
        r[0].notes[2],
        CallNote {
            alert: true,
            text: Some("forcing one round".to_string())
        }
    );
    let first = r[0].board.as_ref().unwrap();
    assert_eq!((first.played().len(), first.declarer_tricks()), (10, 7));
    let second = r[1].board.as_ref().unwrap();
    assert_eq!(second.contract().to_string(), "4SX by West");
    assert_eq!(second.declarer(), Seat::West);
    assert_eq!(
        r[1].notes[2],
        CallNote {
            alert: true,
            text: None
        }
    );
    assert_eq!((second.played().len(), second.declarer_tricks()), (4, 9));
    assert!(r[2].auction.calls().is_empty() && r[2].board.is_none());
    assert_eq!(r[2].dealer(), Seat::South);
    assert_eq!(r[3].auction.calls(), [Call::Pass; 4]);
    assert!(r[3].board.is_none());
    // The single-game reader still reads the file's first game.
    let single = boyi::bridge::play::pbn::read(&data("pbn/club_night.pbn")).unwrap();
    assert_eq!(&single, first);
}

#[test]
fn pbn_errors_name_the_game_and_the_tag() {
    let text = data("pbn/club_night.pbn");
    let revoke = text.replace("C6 C7 C2 CT", "C6 H3 C2 CT");
    let err = pbn_games::read(&revoke).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (2, "Play"), "{err}");
    assert!(err.problem.contains("follow suit"), "{err}");
    let bad_contract = text.replace("[Contract \"4SX\"]", "[Contract \"4S\"]");
    let err = pbn_games::read(&bad_contract).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (2, "Contract"), "{err}");
    assert_eq!(
        err.line,
        1 + text
            .lines()
            .position(|l| l == "[Contract \"4SX\"]")
            .unwrap()
    );
    let bad_result = text.replace("[Result \"9\"]", "[Result \"0\"]");
    let err = pbn_games::read(&bad_result).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (2, "Result"), "{err}");
    assert!(err.problem.contains("has won 1"), "{err}");
    let other_dealer = text.replace("[Auction \"E\"]", "[Auction \"S\"]");
    let err = pbn_games::read(&other_dealer).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (2, "Auction"), "{err}");
    assert!(err.problem.contains("East is the dealer"), "{err}");
    let short_hand = text.replace("A543.96.JT84.KT7\"]", "A543.96.JT84.KT\"]");
    let err = pbn_games::read(&short_hand).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (3, "Deal"), "{err}");
    assert!(err.problem.contains("12 cards"), "{err}");
    // One hand left out is the cards the others lack.
    let left_out = text.replacen("A543.96.JT84.KT7\"]", "-\"]", 1);
    let games = pbn_games::read(&left_out).unwrap().records;
    assert_eq!(
        games[2].deal,
        pbn_games::read(&text).unwrap().records[2].deal
    );
    let bad_deal = text.replace("[Deal \"E:KJ76", "[Deal \"E:KJ77");
    let err = pbn_games::read(&bad_deal).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (3, "Deal"), "{err}");
}

#[test]
fn a_contract_without_its_auction_is_kept_as_given() {
    // Board 7 of the club file, as a hand-record file gives it: contract and result, no
    // auction, no play.
    let text = data("pbn/club_night.pbn").replace(
        "[Deal \"E:KJ76.743.97.AJ95 QT92.AJ2.AKQ3.82 8.KQT85.652.Q643 A543.96.JT84.KT7\"]",
        "[Deal \"E:KJ76.743.97.AJ95 QT92.AJ2.AKQ3.82 8.KQT85.652.Q643 A543.96.JT84.KT7\"]\n\
         [Declarer \"N\"]\n[Contract \"3NTX\"]\n[Result \"8\"]",
    );
    let out = pbn_games::read(&text).unwrap();
    assert!(out.notices.is_empty(), "{:?}", out.notices);
    let r = &out.records[2];
    assert!(r.auction.calls().is_empty() && r.board.is_none());
    let given = r.given_contract.expect("the contract is kept");
    assert_eq!(given.contract.to_string(), "3NTX by North");
    assert_eq!(given.tricks, Some(8));
    // Written back as it was given, and read again the same.
    let again = pbn_games::read(&pbn_games::write(&out.records)).unwrap();
    assert_eq!(again.records, out.records);
    // Without a declarer it cannot be kept: said, not guessed.
    let no_declarer = text.replace(
        "[Declarer \"N\"]\n[Contract \"3NTX\"]",
        "[Contract \"3NTX\"]",
    );
    let out = pbn_games::read(&no_declarer).unwrap();
    assert_eq!(out.records[2].given_contract, None);
    assert_eq!(out.notices.len(), 1, "{:?}", out.notices);
    assert_eq!(
        (out.notices[0].record, out.notices[0].tag.as_str()),
        (3, "Declarer")
    );
    // A contract that is none is an error naming it.
    let err = pbn_games::read(&text.replace("\"3NTX\"", "\"8NT\"")).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (3, "Contract"), "{err}");
    let err = pbn_games::read(&text.replace("[Result \"8\"]", "[Result \"14\"]")).unwrap_err();
    assert_eq!((err.record, err.tag.as_str()), (3, "Result"), "{err}");
}

#[test]
fn pbn_to_lin_to_pbn_keeps_every_board() {
    let pbn = pbn_games::read(&data("pbn/club_night.pbn"))
        .unwrap()
        .records;
    let lin_text = lin::write(&pbn);
    assert_eq!(lin_text.lines().count(), pbn.len());
    let via_lin = lin::read(&lin_text).unwrap();
    assert!(via_lin.notices.is_empty(), "{:?}", via_lin.notices);
    let back = pbn_games::read(&pbn_games::write(&via_lin.records)).unwrap();
    assert_eq!(back.records.len(), pbn.len());
    for (a, b) in pbn.iter().zip(&back.records) {
        assert_eq!(essentials(a), essentials(b));
        assert_eq!(a.players, b.players);
        assert_eq!(a.notes, b.notes);
    }
}

#[test]
fn lin_to_pbn_to_lin_keeps_every_board() {
    for file in ["lin/club_hands.lin", "lin/match.lin"] {
        let lin_records = lin::read(&data(file)).unwrap().records;
        let pbn_text = pbn_games::write(&lin_records);
        let back = lin::read(&lin::write(&pbn_games::read(&pbn_text).unwrap().records))
            .unwrap()
            .records;
        assert_eq!(back.len(), lin_records.len(), "{file}");
        for (a, b) in lin_records.iter().zip(&back) {
            assert_eq!(essentials(a), essentials(b), "{file}");
            assert_eq!(a.players, b.players, "{file}");
            assert_eq!(a.notes, b.notes, "{file}");
        }
    }
}

#[test]
fn writes_the_double_dummy_table_when_given() {
    let mut records = lin::read(&data("lin/club_hands.lin")).unwrap().records;
    records.truncate(1);
    let table = Solver::new().table(&records[0].deal).unwrap();
    records[0].dd = Some(table);
    let text = files::write(&records, Format::Pbn);
    assert!(text.contains("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]"));
    assert!(text.contains("[OptimumScore \"NS "), "{text}");
    let rows = crate::cli::optimum_rows(&text);
    assert_eq!(rows.len(), 20);
    assert!(rows.iter().all(|r| r.len() == 3), "{rows:?}");
    assert_eq!(Format::of_text(&text), Format::Pbn);
    let again = files::read(&text).unwrap().records;
    assert_eq!(essentials(&again[0]), essentials(&records[0]));
}

#[test]
fn an_unfinished_auction_survives_both_formats() {
    let text =
        "md|3SAQ753HA8DT74CAQ4,ST4HJ7642DK95C853,SJ982HQ3DQ86CJT92,|sv|n|ah|Board 2|mb|1S|mb|2H|";
    let lin_records = lin::read(text).unwrap().records;
    assert_eq!(calls(&lin_records[0]), ["1S", "2H"]);
    assert!(lin_records[0].board.is_none());
    let pbn = pbn_games::write(&lin_records);
    assert!(pbn.contains("1S 2H\n*\n"), "{pbn}");
    let back = pbn_games::read(&pbn).unwrap().records;
    assert_eq!(essentials(&back[0]), essentials(&lin_records[0]));
    let late = format!("{text}mb|p|mb|p|mb|p|mb|3C|");
    let err = lin::read(&late).unwrap_err();
    assert_eq!(err.tag, "mb");
    assert!(err.problem.contains("after the auction has ended"), "{err}");
}

/// A brace inside a tag's value is part of the value, not the start of a comment: the note reads whole, the tags after it are still tags, and the file is written
/// and read back unchanged.
#[test]
fn braces_inside_a_value_are_not_comments() {
    let text = r#"[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:KJ9876.J3.AK4.T7 T2.765.J975.A843 AQ3.AKQT9.QT.J52 54.842.8632.KQ96"]
[Declarer "S"]
[Contract "3NT"]
[Auction "E"]
Pass 1NT Pass 2C =1=
Pass 2H Pass 3NT
Pass Pass Pass
[Note "1:Stayman {asks for majors"]
[Play "W"]
H8 H3 H7 HT
{a real comment
over two lines} S4 S9 ST SQ
"#;
    let r = pbn_games::read(text).unwrap().records;
    assert_eq!(r.len(), 1);
    assert_eq!(
        r[0].notes[3],
        CallNote {
            alert: true,
            text: Some("Stayman {asks for majors".to_string())
        }
    );
    assert_eq!(r[0].board.as_ref().unwrap().played().len(), 8);
    let again = files::read(&files::write(&r, Format::Pbn)).unwrap().records;
    assert_eq!(again[0].notes, r[0].notes);
    assert_eq!(again[0].board, r[0].board);
}
