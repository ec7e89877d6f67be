//! The paper's tables (`systems/paper.toml`): its printed rows as it prints them, every row
//! firing for a hand built for it, and the later rounds inherited from Precision.

use boyi::bridge::bidding::{choose, explain, Auction, Builtin, Call, PaiRow, System};
use boyi::bridge::evaluate::evaluated_points;
use boyi::bridge::limits::Range;
use boyi::bridge::{Deal, Hand, Seat, Suit};

fn paper() -> System {
    System::builtin(Builtin::Paper).unwrap_or_else(|e| panic!("paper: {e}"))
}

fn hand(pbn: &str) -> Hand {
    Deal::from_pbn(&format!("N:{pbn} - - -"))
        .unwrap()
        .hand(Seat::North)
}

/// A row's 12 fields in the paper's order: upper and lower evaluation, the lengths of clubs,
/// diamonds, spades and hearts, their honours, and the call.
fn fields(row: &PaiRow) -> (u8, u8, [Range; 4], [Range; 4], Call) {
    let order = [Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts];
    (
        row.evaluation.max,
        row.evaluation.min,
        order.map(|s| row.lengths[s.index()]),
        order.map(|s| row.honours[s.index()]),
        row.call,
    )
}

const ANY_LENGTH: Range = Range::new(0, 13);
const ANY_HONOURS: Range = Range::new(0, 4);

/// Row by row, the rows the paper prints are in the file as it prints them, and they are the
/// only rows marked as the paper's: Table 1's first row (its text: 12-15 by the evaluation,
/// every suit three cards or more, three or more club honours, 1C) and the example of its
/// text (11-15, 4-4-1-4 or 4-4-0-5 short in diamonds, 2D). Every other row is Boyi's.
#[test]
fn the_printed_rows_are_as_the_paper_prints_them() {
    let system = paper();
    let opening = &system.tables[0];
    assert_eq!(opening.title, "Table 1: the opening table");
    assert_eq!(
        opening.rows.len(),
        17,
        "the paper's table is 17 rows of 12 fields"
    );
    let printed: Vec<(usize, &PaiRow)> = system
        .tables
        .iter()
        .flat_map(|t| t.rows.iter())
        .enumerate()
        .filter(|(_, r)| r.from_paper)
        .collect();
    assert_eq!(printed.len(), 2);
    let (index, first) = printed[0];
    assert_eq!(index, 0, "Table 1's first row comes first");
    assert_eq!(
        fields(first),
        (
            15,
            12,
            [Range::new(3, 13); 4],
            [Range::new(3, 4), ANY_HONOURS, ANY_HONOURS, ANY_HONOURS],
            "1C".parse().unwrap()
        )
    );
    let (_, example) = printed[1];
    assert_eq!(
        fields(example),
        (
            15,
            11,
            [
                Range::new(4, 5),
                Range::new(0, 1),
                Range::new(4, 4),
                Range::new(4, 4)
            ],
            [ANY_HONOURS; 4],
            "2D".parse().unwrap()
        )
    );
    // The opening table covers every hand: its last row is the pass, on 0-10.
    let last = opening.rows.last().unwrap();
    assert_eq!(
        fields(last),
        (10, 0, [ANY_LENGTH; 4], [ANY_HONOURS; 4], Call::Pass)
    );
    // The overcall table: one part for each one-level suit opening, each ending in a pass.
    let overcalls: Vec<String> = system.tables[1..].iter().map(|t| t.title.clone()).collect();
    assert_eq!(
        overcalls,
        ["over 1C", "over 1D", "over 1H", "over 1S"].map(|o| format!("The overcall table: {o}"))
    );
    for t in &system.tables[1..] {
        assert_eq!(t.rows.last().unwrap().call, Call::Pass, "{}", t.title);
    }
}

/// Table 1's first row fires on the hand it describes: ♠K32 ♥Q32 ♦432 ♣AKJ2 is 13 HCP,
/// 3-3-3-4, with three club honours and nothing to add or deduct, and opens 1C by that row.
#[test]
fn the_first_row_fires_on_a_hand_built_for_it() {
    let system = paper();
    let h = hand("K32.Q32.432.AKJ2");
    assert_eq!(evaluated_points(h), 13);
    let choice = choose(&system, &Auction::new(Seat::North), h);
    assert_eq!(choice.call, "1C".parse().unwrap());
    let rule = choice.rule.expect("a rule");
    assert_eq!(rule.line, system.tables[0].rows[0].line);
    let e = choice.explanation();
    assert!(
        e.en.contains("three or more club honours (the paper's table)"),
        "{}",
        e.en
    );
    assert!(e.zh.contains("论文表中的行"), "{}", e.zh);
    // Two club honours: not the first row; the hand opens 1NT by Boyi's completion.
    let other = choose(
        &system,
        &Auction::new(Seat::North),
        hand("K32.Q32.A32.KJ32"),
    );
    assert_eq!(other.call, "1N".parse().unwrap());
    assert!(other.explanation().en.contains("Boyi's completion"));
    // Precision itself opens the first row's hand 1NT: its 1C is 16+ only.
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_eq!(
        choose(&precision, &Auction::new(Seat::North), h).call,
        "1N".parse().unwrap()
    );
}

/// One hand for each row of the opening table, built by hand, chosen by exactly that row.
#[test]
fn every_opening_row_fires_on_a_hand_built_for_it() {
    let system = paper();
    let hands = [
        ("K32.Q32.432.AKJ2", "1C"), // 12-15, 4-3-3-3, three club honours
        ("AK32.KQ2.AJ2.Q32", "1C"), // 16+ evaluated points
        ("KJ2.Q32.AJ2.Q432", "1N"), // 13-15, 4-3-3-3
        ("KJ32.AQ32.2.Q432", "2D"), // 4-4-1-4 short in diamonds
        ("AKJ32.Q32.K2.432", "1S"), // five spades
        ("32.AKJ32.K32.Q32", "1H"), // five hearts
        ("32.K2.Q32.AKJ432", "2C"), // six clubs
        ("2.KQ32.432.AKJ32", "2C"), // five clubs, four hearts
        ("KQ32.2.432.AKJ32", "2C"), // five clubs, four spades
        ("K32.Q2.AJ432.Q32", "1D"), // no five-card major
        ("32.KQJ432.432.32", "2H"), // weak two in hearts
        ("KQJ432.32.432.32", "2S"), // weak two in spades
        ("2.32.32.KQJ5432", "3C"),  // seven clubs
        ("2.32.KQJ5432.32", "3D"),  // seven diamonds
        ("2.KQJ5432.32.32", "3H"),  // seven hearts
        ("KQJ5432.2.32.32", "3S"),  // seven spades
        ("K32.Q32.J432.432", "P"),  // 6 evaluated points
    ];
    let rows = &system.tables[0].rows;
    assert_eq!(hands.len(), rows.len());
    for (i, (pbn, call)) in hands.into_iter().enumerate() {
        let choice = choose(&system, &Auction::new(Seat::North), hand(pbn));
        assert_eq!(choice.call, call.parse().unwrap(), "{pbn}");
        assert_eq!(
            choice.rule.map(|r| r.line),
            Some(rows[i].line),
            "{pbn}: row {}",
            i + 1
        );
    }
}

/// The later rounds are Precision's: every Precision rule whose auction no table answers is
/// in the paper's system, and the explanation names the file its line is in.
#[test]
fn later_rounds_are_inherited_from_precision() {
    let system = paper();
    let precision = System::builtin(Builtin::Precision).unwrap();
    let answered =
        |r: &boyi::bridge::bidding::Rule| system.tables.iter().any(|t| t.after == r.after);
    let kept: Vec<_> = precision.rules.iter().filter(|r| !answered(r)).collect();
    let inherited: Vec<_> = system
        .rules
        .iter()
        .filter(|r| r.inherited_from == Some(Builtin::Precision))
        .collect();
    assert_eq!(inherited.len(), kept.len());
    for (a, b) in inherited.iter().zip(&kept) {
        assert_eq!(
            (a.line, &a.after, a.call, &a.en),
            (b.line, &b.after, b.call, &b.en)
        );
    }
    assert!(
        kept.len() < precision.rules.len(),
        "the tables replace some rules"
    );
    // Partner's negative answer to 1C, from precision.toml.
    let after = Auction::parse(Seat::North, "1C P").unwrap();
    let e = explain(&system, &after, "1D".parse().unwrap(), None);
    assert!(e.en.starts_with("Negative"), "{}", e.en);
    assert_eq!(e.rule_system, Some(Builtin::Precision));
    // An opening's explanation is the paper's file's own.
    let e = explain(
        &system,
        &Auction::new(Seat::North),
        "2D".parse().unwrap(),
        None,
    );
    assert_eq!(e.rule_system, None);
}

/// The `evaluation` condition in a plain rule, and the errors of the table form.
#[test]
fn the_format_reads_evaluations_and_names_bad_rows() {
    let text = "name = \"x\"\nrule = [\n  { after = \"\", call = \"1C\", priority = 1, evaluation = \"14-\", en = \"e\" },\n]\n";
    let system = System::parse(text).unwrap();
    let start = Auction::new(Seat::North);
    // ♣ A-J sixth and ♦ A-J fifth with singleton honours: 14 HCP, 14 evaluated points.
    let h = hand("J.K.AJ543.AJ5432");
    assert_eq!(choose(&system, &start, h).call, "1C".parse().unwrap());
    assert!(choose(&system, &start, hand("K32.Q32.432.AKJ2"))
        .rule
        .is_none());

    let table = |row: &str| {
        format!("name = \"x\"\n\n[[table]]\nafter = \"\"\ntitle = \"t\"\nrow = [\n  {row},\n]\n")
    };
    let cases = [
        ("{ pai = [15, 12, 3, 3, 3, 3, 0, 0, 0, 0, \"C\"], from = \"paper\", en = \"e\", zh = \"z\" }", "11 fields"),
        ("{ pai = [15, 12, 3, 3, 3, 3, 0, 0, 0, 0, \"C\", 1], from = \"book\", en = \"e\", zh = \"z\" }", "from"),
        ("{ pai = [12, 15, 3, 3, 3, 3, 0, 0, 0, 0, \"C\", 1], from = \"boyi\", en = \"e\", zh = \"z\" }", "lower evaluation"),
        ("{ pai = [15, 12, 3, 3, 3, 3, 0, 0, 0, 0, \"D\", 0], from = \"boyi\", en = \"e\", zh = \"z\" }", "level 0"),
        ("{ pai = [15, 12, 3, 3, 3, \"3-x\", 0, 0, 0, 0, \"C\", 1], from = \"boyi\", en = \"e\", zh = \"z\" }", "hearts length"),
    ];
    for (row, word) in cases {
        let err = System::parse(&table(row)).unwrap_err();
        assert_eq!(err.line, 7, "{err}");
        assert!(err.to_string().contains(word), "{err}");
    }
    let bad = "name = \"x\"\ninherit = \"acol\"\n";
    let err = System::parse(bad).unwrap_err();
    assert_eq!(err.line, 2, "{err}");
    assert!(err.to_string().contains("inherit"), "{err}");
}
