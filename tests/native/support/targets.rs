//! One target per reader: the reader run on a text, with what must hold whatever the text
//! (no panic; a reply for every request), and for what it accepts, that writing the value and
//! reading it back gives it unchanged. Seed documents come from Boyi's own writers.

use boyi::bridge::bidding::{Auction, Builtin, Call, System};
use boyi::bridge::dd::Position;
use boyi::bridge::input::{read_deal, read_setup};
use boyi::bridge::limits::{Limits, Range};
use boyi::bridge::makes::Makes;
use boyi::bridge::paper_format::PaperProblem;
use boyi::bridge::play::{pbn, Board, Config};
use boyi::bridge::table::Setup;
use boyi::bridge::{Card, Deal, Hand, Seat, Strain, Vulnerability};
use boyi::jobs::{Job, Reply, Request, Runner};
use boyi::killer::{Event, Game, View};
use boyi::shell::route::Route;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::mutate::Rng;

/// A reader under test: `check` panics when something that must hold does not.
pub struct Target {
    pub name: &'static str,
    pub check: fn(&str),
    pub seeds: fn() -> Vec<String>,
}

impl Target {
    /// The seed documents, made once per run of the tests and shared: some (the killer's
    /// logs) come from whole simulated games, too slow to make again for every case of a
    /// property.
    pub fn seed_docs(&self) -> Arc<Vec<String>> {
        type Made = Mutex<HashMap<&'static str, Arc<Vec<String>>>>;
        static MADE: OnceLock<Made> = OnceLock::new();
        let made = MADE.get_or_init(Made::default);
        if let Some(seeds) = made
            .lock()
            .expect("no panic while holding it")
            .get(self.name)
        {
            return seeds.clone();
        }
        let seeds = Arc::new((self.seeds)());
        made.lock()
            .expect("no panic while holding it")
            .entry(self.name)
            .or_insert(seeds)
            .clone()
    }
}

pub const TARGETS: &[Target] = &[
    Target {
        name: "deal_pbn",
        check: deal_pbn,
        seeds: deal_seeds,
    },
    Target {
        name: "game_record",
        check: game_record,
        seeds: record_seeds,
    },
    Target {
        name: "paper_problem",
        check: paper_problem,
        seeds: paper_seeds,
    },
    Target {
        name: "analysis_input",
        check: analysis_input,
        seeds: input_seeds,
    },
    Target {
        name: "card",
        check: card,
        seeds: card_seeds,
    },
    Target {
        name: "call",
        check: call,
        seeds: call_seeds,
    },
    Target {
        name: "auction",
        check: auction,
        seeds: auction_seeds,
    },
    Target {
        name: "contract",
        check: contract,
        seeds: contract_seeds,
    },
    Target {
        name: "limits",
        check: limits,
        seeds: limits_seeds,
    },
    Target {
        name: "player_config",
        check: player_config,
        seeds: config_seeds,
    },
    Target {
        name: "bidding_system",
        check: bidding_system,
        seeds: system_seeds,
    },
    Target {
        name: "killer_log",
        check: killer_log,
        seeds: killer_seeds,
    },
    Target {
        name: "route",
        check: route,
        seeds: route_seeds,
    },
    Target {
        name: "worker_request",
        check: worker_request,
        seeds: request_seeds,
    },
];

pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

// --- generated valid values, shared with the round-trip properties ---

/// A random full deal.
pub fn full_deal(rng: &mut Rng) -> Deal {
    let mut cards: Vec<Card> = Card::all().collect();
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.below(i + 1));
    }
    let mut hands = [Hand::EMPTY; 4];
    for (i, card) in cards.into_iter().enumerate() {
        hands[i % 4].insert(card);
    }
    Deal::new(hands).expect("each card dealt once")
}

/// An ending: `n` cards a hand of a random deal.
pub fn ending(rng: &mut Rng, n: usize) -> Deal {
    let full = full_deal(rng);
    let hands = Seat::ALL.map(|s| full.hand(s).cards().take(n).collect::<Hand>());
    Deal::new(hands).expect("parts of a deal")
}

/// A random legal auction from `dealer`, finished or not.
pub fn legal_auction(rng: &mut Rng, dealer: Seat) -> Auction {
    let mut a = Auction::new(dealer);
    let calls: Vec<Call> = [Call::Pass, Call::Double, Call::Redouble]
        .into_iter()
        .chain(Call::all_bids())
        .collect();
    for _ in 0..rng.below(24) {
        if a.is_finished() {
            break;
        }
        // Passes and low bids mostly, so that auctions reach a contract.
        let call = if rng.one_in(2) {
            Call::Pass
        } else {
            {
                let upto = 3 + rng.below(calls.len() - 3);
                *rng.pick(&calls[..upto])
            }
        };
        let _ = a.push(call);
    }
    a
}

/// A board with a contract and some cards played, or claimed.
pub fn played_board(rng: &mut Rng) -> Board {
    loop {
        let dealer = *rng.pick(&Seat::ALL);
        let mut a = legal_auction(rng, dealer);
        while !a.is_finished() {
            a.push(Call::Pass).expect("a pass is always legal");
        }
        let vul = *rng.pick(&[
            Vulnerability::None,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both,
        ]);
        let Ok(mut board) = Board::new(full_deal(rng), vul, a) else {
            continue;
        };
        for _ in 0..rng.below(53) {
            let legal: Vec<Card> = board.legal_cards().cards().collect();
            if legal.is_empty() {
                break;
            }
            board.play(*rng.pick(&legal)).expect("a legal card");
        }
        if !board.is_finished() && rng.one_in(4) {
            let left = board.tricks_left();
            board
                .settle(rng.below(usize::from(left) + 1) as u8)
                .expect("a settlement within the tricks left");
        }
        return board;
    }
}

/// A problem of the paper's format: an ending, perhaps with its lead.
pub fn paper(rng: &mut Rng) -> PaperProblem {
    let n = 1 + rng.below(13);
    let trump = *rng.pick(&Strain::ALL);
    let leader = *rng.pick(&Seat::ALL);
    let mut position = Position::new(ending(rng, n), trump, leader);
    if rng.one_in(2) {
        let lead = *rng.pick(&position.hands.hand(leader).cards().collect::<Vec<_>>());
        position = position.play(lead);
    }
    PaperProblem {
        position,
        ns_need: rng.below(n + 1) as u8,
    }
}

// --- deals, records, problems ---

fn deal_pbn(text: &str) {
    if let Ok(deal) = Deal::from_pbn(text) {
        assert_eq!(
            Deal::from_pbn(&deal.pbn()),
            Ok(deal),
            "the written deal reads back"
        );
    }
}

fn deal_seeds() -> Vec<String> {
    let mut rng = Rng::new(1);
    let mut seeds: Vec<String> = (0..8).map(|_| full_deal(&mut rng).pbn()).collect();
    seeds.extend((1..=4).map(|n| ending(&mut rng, n).pbn()));
    seeds.push(format!("\"{}\"", full_deal(&mut rng)));
    seeds.push("E:- - - -".to_string());
    seeds.push("W:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432".to_string());
    seeds
}

fn game_record(text: &str) {
    if let Ok(board) = pbn::read(text) {
        let written = pbn::write(&board, 1);
        assert_eq!(
            pbn::read(&written).as_ref(),
            Ok(&board),
            "the written record reads back:\n{written}"
        );
    }
}

fn record_seeds() -> Vec<String> {
    let mut rng = Rng::new(2);
    let mut seeds: Vec<String> = (0..12)
        .map(|n| pbn::write(&played_board(&mut rng), n))
        .collect();
    seeds.extend(read_seed_files("game_record"));
    seeds
}

fn paper_problem(text: &str) {
    if let Ok(problem) = PaperProblem::parse(text) {
        if let Some(written) = problem.to_paper_text() {
            assert_eq!(
                PaperProblem::parse(&written).as_ref(),
                Ok(&problem),
                "the written problem reads back:\n{written}"
            );
        }
    }
}

fn paper_seeds() -> Vec<String> {
    let mut rng = Rng::new(3);
    (0..12)
        .filter_map(|_| paper(&mut rng).to_paper_text())
        .collect()
}

fn analysis_input(text: &str) {
    if let Ok(setup) = read_setup(text) {
        let sizes = Seat::ALL.map(|s| setup.deal.hand(s).len());
        assert!(
            sizes.iter().all(|&n| n == sizes[0] && n > 0),
            "the hands hold as many cards: {sizes:?}"
        );
    }
    let _ = read_deal(text);
}

fn input_seeds() -> Vec<String> {
    let mut rng = Rng::new(4);
    let mut seeds = paper_seeds();
    seeds.extend((0..4).map(|_| full_deal(&mut rng).pbn()));
    seeds.extend((1..=3).map(|n| format!("[Deal \"{}\"]", ending(&mut rng, n))));
    seeds
}

// --- cards, calls, auctions, contracts, limits, player configurations ---

fn card(text: &str) {
    if let Ok(c) = text.parse::<Card>() {
        assert_eq!(c.to_string().parse::<Card>(), Ok(c));
        assert_eq!(c.paper_notation().parse::<Card>(), Ok(c));
        assert!((2..=14).contains(&c.rank()), "a rank from 2 to ace: {c:?}");
    }
}

fn card_seeds() -> Vec<String> {
    let cards = Card::all();
    cards
        .flat_map(|c| [c.to_string(), c.paper_notation()])
        .chain(["H10".to_string(), " sq ".to_string()])
        .collect()
}

fn call(text: &str) {
    if let Ok(c) = text.parse::<Call>() {
        assert_eq!(c.to_string().parse::<Call>(), Ok(c));
    }
}

fn call_seeds() -> Vec<String> {
    [Call::Pass, Call::Double, Call::Redouble]
        .into_iter()
        .chain(Call::all_bids())
        .map(|c| c.to_string())
        .chain(["Pass", "DBL", "RDBL", "1NT", "7n"].map(String::from))
        .collect()
}

fn auction(text: &str) {
    for dealer in [Seat::North, Seat::West] {
        if let Ok(a) = Auction::parse(dealer, text) {
            assert_eq!(Auction::parse(dealer, &a.to_string()).as_ref(), Ok(&a));
            let _ = a.contract();
        }
    }
}

fn auction_seeds() -> Vec<String> {
    let mut rng = Rng::new(5);
    (0..16)
        .map(|_| legal_auction(&mut rng, Seat::North).to_string())
        .chain(["1C,P,1H,X,XX,2D,P,P,P".to_string()])
        .collect()
}

fn contract(text: &str) {
    if let Ok(m) = text.parse::<Makes>() {
        assert_eq!(m.to_string().parse::<Makes>(), Ok(m));
    }
    if let Some(s) = Strain::parse(text) {
        assert_eq!(Strain::parse(&s.to_string()), Some(s));
    }
}

fn contract_seeds() -> Vec<String> {
    let mut seeds = Vec::new();
    for level in 1..=7 {
        for strain in Strain::ALL {
            let declarer = Seat::ALL[(level as usize + strain.index()) % 4];
            seeds.push(
                Makes {
                    level,
                    strain,
                    declarer,
                }
                .to_string(),
            );
        }
    }
    seeds.extend(["3nt:s", " 4S : N ", "NT", "4"].map(String::from));
    seeds
}

fn limits(text: &str) {
    if let Ok(l) = text.parse::<Limits>() {
        // What the dealer and the sampler read from limits must stay in reach of a hand.
        for seat in Seat::ALL {
            let s = l.seat(seat);
            let _ = s.hcp.contains(10);
            let _ = s.allows_lengths([4, 3, 3, 3]);
        }
    }
    for top in [13, 37] {
        if let Some(r) = Range::parse(text, top) {
            assert_eq!(
                Range::parse(&r.to_string(), top).map(|p| (p.min, p.max)),
                Some((r.min, r.max)),
                "{r}"
            );
        }
    }
}

fn limits_seeds() -> Vec<String> {
    [
        "N:hcp=15-17,bal S:s=5-,hcp=8-",
        "E:h=6-7;W:unbal,c=-2",
        "S:d=4,hcp=-10 N:balanced",
        "W:hcp=20-",
        "N:s=0-13,h=0,d=13,c=2-3",
        "15-17",
        "5-",
        "-3",
        "7",
    ]
    .map(String::from)
    .to_vec()
}

fn player_config(text: &str) {
    if let Ok(c) = text.parse::<Config>() {
        let written = c.to_string();
        let again: Config = written
            .parse()
            .expect("the written configuration reads back");
        assert_eq!(again.method, c.method);
        assert_eq!(again.to_string(), written);
    }
}

fn config_seeds() -> Vec<String> {
    [
        "rules",
        "hybrid",
        "hybrid:3",
        "hybrid:5/200",
        "mc",
        "mc/50",
        "mc/100+norace",
        "hybrid:3/100+norace",
        " HYBRID:13/1 ",
    ]
    .map(String::from)
    .to_vec()
}

// --- bidding systems ---

fn bidding_system(text: &str) {
    // The auctions asked about are read once, not on every input.
    static AUCTIONS: std::sync::OnceLock<Vec<Auction>> = std::sync::OnceLock::new();
    let auctions = AUCTIONS.get_or_init(|| {
        ["", "1C", "1NT P", "1H P 2H", "P P 1S X"]
            .map(|a| Auction::parse(Seat::North, a).expect("a legal auction"))
            .to_vec()
    });
    if let Ok(system) = System::parse(text) {
        for a in auctions {
            let _ = system.candidates(a);
        }
    }
}

/// Pieces of the built-in systems: the header and three rules (one a line) at a time. (The
/// whole files, over 100 kB each, are read by the bidding tests; damaging them would spend
/// the run on TOML parsing.) Only the first piece of each system keeps the header's comments:
/// in the others they would be most of the text, and parsing them again and again would
/// test little more.
fn system_seeds() -> Vec<String> {
    let mut seeds = Vec::new();
    for text in [Builtin::Sayc, Builtin::Precision].map(Builtin::text) {
        let (header, body) = text.split_once("rule = [").expect("a list of rules");
        let bare: String = header
            .lines()
            .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
            .map(|l| format!("{l}\n"))
            .collect();
        let rules: Vec<&str> = body
            .lines()
            .filter(|l| l.trim_start().starts_with('{'))
            .collect();
        for (k, three) in rules.chunks(3).step_by(4).enumerate() {
            let head = if k == 0 { header } else { &bare };
            seeds.push(format!("{head}rule = [\n{}\n]\n", three.join("\n")));
        }
    }
    assert!(seeds.len() > 10, "rules found in the built-in systems");
    seeds
}

// --- killer logs ---

/// Reads a game log of JSON lines, a game's events one a line.
fn events(text: &str) -> Option<Vec<Event>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).ok())
        .collect()
}

fn killer_log(text: &str) {
    let Some(log) = events(text) else { return };
    let lines: Vec<String> = log
        .iter()
        .map(|e| serde_json::to_string(e).expect("events serialise"))
        .collect();
    assert_eq!(
        events(&lines.join("\n")).as_ref(),
        Some(&log),
        "the written log reads back"
    );
    if let Ok(game) = Game::replay(&log) {
        for seat in 0..game.config().players() + 1 {
            if let Ok(view) = View::from_log(&log, seat) {
                view.check().expect("a replayed view is consistent");
            }
        }
    }
}

fn killer_seeds() -> Vec<String> {
    use boyi::killer::player::Level;
    use boyi::killer::sim::play_one;
    use boyi::killer::Config as KillerConfig;
    let mut seeds = Vec::new();
    for (players, seed) in [(3, 1), (3, 2), (4, 3)] {
        let config = KillerConfig::standard(players).expect("a standard table");
        let levels = vec![Level::Novice; players];
        let played = play_one(&config, &levels, seed, &|| 0.0).expect("a simulated game");
        let lines: Vec<String> = played
            .log
            .iter()
            .map(|e| serde_json::to_string(e).expect("events serialise"))
            .collect();
        // The whole game, and its first turns, as a log of a game still going on.
        seeds.push(lines.join("\n"));
        seeds.push(lines[..lines.len().min(6)].join("\n"));
    }
    seeds
}

// --- routes and their parameters ---

fn route(text: &str) {
    let r = Route::parse(text);
    assert_eq!(
        Route::parse(&r.to_string()),
        r,
        "the written route reads back"
    );
    let (setup, _) = Setup::read(|k| r.param(k));
    let params = setup.params();
    let find = |k: &str| params.iter().find(|(n, _)| n == k).map(|(_, v)| v.as_str());
    let (again, errors) = Setup::read(find);
    assert_eq!(
        (again, errors),
        (setup, Vec::new()),
        "the written table address reads back"
    );
    if let Some(deal) = r.param("deal") {
        let _ = read_deal(deal);
    }
    let _ = r.param("trump").and_then(Strain::parse);
    let _ = r
        .param("ai")
        .and_then(boyi::ttt::players::Player::from_slug);
    let _ = boyi::shell::route::embed_requested(text, &r);
    let problems = [
        boyi::shell::address::unknown_params(&r),
        boyi::shell::address::bad_values(&r),
    ];
    for p in problems.iter().flatten() {
        for lang in boyi::shell::i18n::Lang::ALL {
            assert!(!p.describe(lang).is_empty());
        }
    }
}

fn route_seeds() -> Vec<String> {
    let mut rng = Rng::new(6);
    let deal = full_deal(&mut rng).pbn();
    vec![
        String::new(),
        "#/".to_string(),
        "#/tictactoe?ai=minimax&human=o".to_string(),
        "#/bridge?board=3&seat=S&system=precision&practice=any&set=2".to_string(),
        format!(
            "#/analysis?deal={}&trump=S&leader=W",
            boyi::shell::route::percent_encode(&deal)
        ),
        "#/killer?embed=1".to_string(),
        "#/no%20such%20page/?a=1&b=two+words&c=%E2%99%A0".to_string(),
    ]
}

// --- worker requests ---

/// Whether a request is cheap enough to run on every fuzz input: the slow jobs (whole
/// searches, card play within a time budget, SAT deductions) are only read.
fn cheap(job: &Job) -> bool {
    let small = |pbn: &str| {
        Deal::from_pbn(pbn).is_ok_and(|d| Seat::ALL.iter().all(|&s| d.hand(s).len() <= 3))
    };
    match job {
        Job::SelfTest { pigeons } => *pigeons <= 5,
        Job::DdTable { deal, .. } => small(deal),
        Job::DdCards(spot) | Job::DdBestLine(spot) => small(&spot.deal),
        _ => false,
    }
}

fn worker_request(text: &str) {
    let parsed = serde_json::from_str::<Request>(text);
    let reply = match &parsed {
        Ok(request) if !cheap(&request.job) => return,
        _ => Runner::new().answer_text(text, &mut |_, _, _| {}),
    };
    let written = serde_json::to_string(&reply).expect("replies serialise");
    assert_eq!(
        serde_json::from_str::<Reply>(&written).ok().as_ref(),
        Some(&reply),
        "the reply reads back"
    );
    match parsed {
        Ok(request) => {
            assert_eq!(reply.id(), request.id, "the reply answers the request");
            let again = serde_json::to_string(&request).expect("requests serialise");
            assert_eq!(
                serde_json::from_str::<Request>(&again).ok(),
                Some(request),
                "the request reads back"
            );
        }
        Err(_) => assert!(
            matches!(reply, Reply::Failed { .. }),
            "a request that does not parse fails: {reply:?}"
        ),
    }
}

fn request_seeds() -> Vec<String> {
    use boyi::jobs::analysis::DdSpot;
    let mut rng = Rng::new(7);
    let mut jobs = vec![Job::SelfTest { pigeons: 4 }];
    for n in 1..=3 {
        let deal = ending(&mut rng, n);
        let leader = *rng.pick(&Seat::ALL);
        let lead = deal.hand(leader).cards().next().expect("a card");
        jobs.push(Job::DdTable {
            deal: deal.pbn(),
            vulnerability: Vulnerability::EastWest,
            dealer: leader,
        });
        let spot = |played| DdSpot {
            deal: deal.pbn(),
            trump: Strain::ALL[n],
            leader,
            played,
        };
        jobs.push(Job::DdCards(spot(vec![lead])));
        jobs.push(Job::DdBestLine(spot(Vec::new())));
    }
    jobs.into_iter()
        .enumerate()
        .map(|(id, job)| {
            serde_json::to_string(&Request { id: id as u64, job }).expect("requests serialise")
        })
        .collect()
}

/// Hand-written seed documents for a target, `tests/fuzz-seeds/<target>/*`: what Boyi's
/// writers never produce but other programs do (comments, notes, other tags).
fn read_seed_files(target: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fuzz-seeds")
        .join(target);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect()
}
