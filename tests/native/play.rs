//! Card play against independent oracles: the laws of play re-derived here (who plays,
//! following suit, trick winners), the laws' scoring table and the IMP scale written out as
//! facts, every sampled layout checked against the play record, Monte-Carlo against the
//! double-dummy solver when nothing is hidden, and claims against the brute-force double-dummy oracle.

use boyi::bridge::bidding::{bid_deal, infer, Auction, Builtin, System};
use boyi::bridge::dd::testing::brute_force_tricks;
use boyi::bridge::dd::{Position, Solver};
use boyi::bridge::dealer::random_deal;
use boyi::bridge::evaluate::{hcp, lengths};
use boyi::bridge::play::claim::certain_settlement;
use boyi::bridge::play::montecarlo::{decide, RACE_FROM};
use boyi::bridge::play::player::PAGE_METHOD;
use boyi::bridge::play::{
    play_out, Action, Board, Config, Knowledge, McSettings, Method, PlayError, Sampler, Seating,
};
use boyi::bridge::score::{imps, score};
use boyi::bridge::{Card, Contract, Deal, Doubling, Hand, Seat, Strain, Suit, Vulnerability};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn sayc() -> System {
    System::builtin(Builtin::Sayc).unwrap()
}

/// Boards dealt by seed and bid by SAYC, skipping passed-out ones.
fn boards(seed: u64, count: usize) -> Vec<Board> {
    let system = sayc();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    let mut number = 0u32;
    while out.len() < count {
        number += 1;
        let deal = random_deal(&mut rng);
        let dealer = Seat::ALL[(number % 4) as usize];
        let (auction, _) = bid_deal(&system, &deal, Auction::new(dealer));
        if let Ok(b) = Board::new(deal, Vulnerability::of_board(number), auction) {
            out.push(b);
        }
    }
    out
}

fn clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// The winner of a complete trick, from the laws: the highest trump, else the highest card
/// of the suit led.
fn winner(cards: &[Card], leader: Seat, trump: Option<Suit>) -> Seat {
    let led = cards[0].suit();
    let key = |c: &Card| {
        if Some(c.suit()) == trump {
            200 + c.rank() as i32
        } else if c.suit() == led {
            100 + c.rank() as i32
        } else {
            0
        }
    };
    let best = (0..4).max_by_key(|&i| key(&cards[i])).unwrap();
    leader.after(best)
}

/// The play record replayed by the laws: each card's player, and the suits shown out.
fn replay(board: &Board) -> (Vec<Seat>, [[bool; 4]; 4]) {
    let trump = board.contract().strain().trump();
    let mut leader = board.contract().declarer().next();
    let mut players = Vec::new();
    let mut void = [[false; 4]; 4];
    for chunk in board.played().chunks(4) {
        for (i, c) in chunk.iter().enumerate() {
            let seat = leader.after(i);
            players.push(seat);
            if c.suit() != chunk[0].suit() {
                void[seat.index()][chunk[0].suit().index()] = true;
            }
        }
        if chunk.len() == 4 {
            leader = winner(chunk, leader, trump);
        }
    }
    (players, void)
}

#[test]
fn computer_play_follows_the_laws() {
    let system = sayc();
    let configs = [
        ("rules", "rules"),
        ("hybrid:3/4", "rules"),
        ("rules", "hybrid:2/3"),
        // Monte-Carlo from the opening lead, with three hands hidden from the leader.
        ("mc/3", "mc/3"),
        // The same with the layouts weighted by the play.
        ("hybrid:2/3+play", "mc/3+play"),
        // Defenders who signal in the rules' tricks and in Monte-Carlo's.
        ("hybrid:4/3+signals+readsignals", "hybrid:3/3+play+signals"),
    ];
    let mut solver = Solver::new();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut cards_checked = 0;
    for (i, mut board) in boards(21, 9).into_iter().enumerate() {
        let (ns, ew) = configs[i % configs.len()];
        let seating = Seating {
            ns: ns.parse().unwrap(),
            ew: ew.parse().unwrap(),
            system: Some(&system),
        };
        let deal = *board.deal();
        let mut failures = Vec::new();
        play_out(
            &mut board,
            &seating,
            &mut solver,
            &mut rng,
            &clock,
            &mut |before, action| {
                let (players, _) = replay(before);
                // The seat to play, by the laws: the opening leader, then the winner of each
                // trick, then clockwise.
                let trump = before.contract().strain().trump();
                let n = before.played().len();
                let expected = if n % 4 == 0 {
                    if n == 0 {
                        before.contract().declarer().next()
                    } else {
                        let t = &before.played()[n - 4..];
                        winner(t, players[n - 4], trump)
                    }
                } else {
                    players[n - 1].next()
                };
                if before.to_play() != Some(expected) {
                    failures.push(format!("wrong seat to play: {:?}", before.to_play()));
                }
                if let Action::Play { card, .. } = action {
                    let played: Hand = before.played().iter().copied().collect();
                    let held = Hand(deal.hand(expected).0 & !played.0);
                    if !held.contains(*card) {
                        failures.push(format!("{expected} does not hold {card}"));
                    }
                    if n % 4 != 0 {
                        let led = before.played()[n / 4 * 4].suit();
                        if card.suit() != led && held.holding(led) != 0 {
                            failures.push(format!("{expected} revoked with {card}"));
                        }
                    }
                }
            },
        )
        .unwrap();
        assert!(failures.is_empty(), "{failures:?}");
        assert!(board.is_finished());
        assert!(board.declarer_tricks() <= 13);
        cards_checked += board.played().len();
    }
    assert!(cards_checked > 100);
}

#[test]
fn the_board_refuses_illegal_cards() {
    let deal =
        Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
            .unwrap();
    let auction = Auction::parse(Seat::North, "1C P 1N P P P").unwrap();
    let mut board = Board::new(deal, Vulnerability::None, auction).unwrap();
    assert_eq!(board.declarer(), Seat::South);
    assert_eq!(board.to_play(), Some(Seat::West));
    let card = |t: &str| t.parse::<Card>().unwrap();
    assert_eq!(
        board.play(card("HK")),
        Err(PlayError::NotHeld {
            seat: Seat::West,
            card: card("HK")
        })
    );
    board.play(card("SA")).unwrap();
    // North (dummy) holds spades: a heart is a revoke; declarer chooses for dummy.
    assert_eq!(board.chooser(), Some(Seat::South));
    assert!(matches!(
        board.play(card("H2")),
        Err(PlayError::Revoke {
            seat: Seat::North,
            ..
        })
    ));
    board.play(card("S6")).unwrap();
    assert!(Board::new(
        deal,
        Vulnerability::None,
        Auction::parse(Seat::North, "P P P P").unwrap()
    )
    .is_err());
    assert_eq!(
        Board::new(
            deal,
            Vulnerability::None,
            Auction::parse(Seat::North, "1C").unwrap()
        ),
        Err(PlayError::AuctionNotFinished)
    );
}

#[test]
fn a_rewound_board_replays_to_the_same_board() {
    let board = boards(3, 1).remove(0);
    let mut played = board.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..30 {
        let legal: Vec<Card> = played.legal_cards().cards().collect();
        played
            .play(legal[rng.random_range(0..legal.len())])
            .unwrap();
    }
    let mut claimed = played.clone();
    claimed.settle(2).unwrap();
    assert_eq!(claimed.rewound_to(30), played);
    for k in [0, 1, 4, 17, 29] {
        let mut again = claimed.rewound_to(k);
        assert_eq!(again.played(), &played.played()[..k]);
        assert_eq!(again.claimed(), None);
        for &card in &played.played()[k..] {
            again.play(card).unwrap();
        }
        assert_eq!(again, played);
    }
    assert_eq!(played.rewound_to(99), played);
}

fn contract(level: u8, strain: Strain, doubling: Doubling) -> Contract {
    Contract::new(level, strain, doubling, Seat::South).unwrap()
}

/// Rows of the duplicate scoring table of the Laws of Duplicate Bridge (Law 77), as
/// `(contract, vulnerable, tricks, score)`.
#[test]
fn scores_match_the_laws_table() {
    use Doubling::*;
    use Strain::*;
    let rows: &[(u8, Strain, Doubling, bool, u8, i32)] = &[
        (1, NoTrump, Undoubled, false, 7, 90),
        (1, Clubs, Undoubled, false, 7, 70),
        (2, Hearts, Undoubled, false, 8, 110),
        (3, NoTrump, Undoubled, false, 9, 400),
        (3, NoTrump, Undoubled, true, 9, 600),
        (4, Spades, Undoubled, false, 10, 420),
        (4, Spades, Undoubled, true, 10, 620),
        (4, Spades, Undoubled, false, 11, 450),
        (5, Diamonds, Undoubled, true, 11, 600),
        (6, NoTrump, Undoubled, false, 12, 990),
        (6, NoTrump, Undoubled, true, 12, 1440),
        (7, Clubs, Undoubled, true, 13, 2140),
        (7, NoTrump, Undoubled, true, 13, 2220),
        // Doubled and redoubled contracts made: doubled trick score, the bonus for making
        // a doubled (50) or redoubled (100) contract, overtricks 100/200 (200/400 vul).
        (2, Clubs, Doubled, false, 8, 180),
        (1, NoTrump, Doubled, false, 7, 180),
        (1, NoTrump, Redoubled, false, 7, 560),
        (2, Spades, Doubled, true, 8, 670),
        (4, Hearts, Doubled, true, 11, 990),
        (3, NoTrump, Doubled, false, 10, 650),
        (1, Hearts, Redoubled, true, 9, 1520),
        // Undertricks, undoubled: 50 a trick, 100 vulnerable.
        (4, Spades, Undoubled, false, 8, -100),
        (4, Spades, Undoubled, true, 7, -300),
        // Doubled, not vulnerable: 100, 300, 500, then 300 each.
        (4, Spades, Doubled, false, 9, -100),
        (4, Spades, Doubled, false, 8, -300),
        (4, Spades, Doubled, false, 7, -500),
        (4, Spades, Doubled, false, 6, -800),
        (4, Spades, Doubled, false, 5, -1100),
        // Doubled, vulnerable: 200, 500, 800, then 300 each.
        (4, Spades, Doubled, true, 9, -200),
        (4, Spades, Doubled, true, 8, -500),
        (4, Spades, Doubled, true, 7, -800),
        (4, Spades, Doubled, true, 6, -1100),
        // Redoubled: twice the doubled penalties.
        (4, Spades, Redoubled, false, 9, -200),
        (4, Spades, Redoubled, false, 8, -600),
        (4, Spades, Redoubled, false, 7, -1000),
        (4, Spades, Redoubled, false, 6, -1600),
        (4, Spades, Redoubled, true, 9, -400),
        (4, Spades, Redoubled, true, 8, -1000),
        (4, Spades, Redoubled, true, 7, -1600),
        (7, NoTrump, Doubled, false, 0, -3500),
    ];
    for &(level, strain, doubling, vul, tricks, expected) in rows {
        let c = contract(level, strain, doubling);
        assert_eq!(
            score(&c, vul, tricks),
            expected,
            "{c} vul {vul} {tricks} tricks"
        );
    }
}

/// The WBF IMP scale: each row is the range of differences worth that many IMPs.
#[test]
fn imps_match_the_scale() {
    let scale: [(i32, i32); 25] = [
        (0, 10),
        (20, 40),
        (50, 80),
        (90, 120),
        (130, 160),
        (170, 210),
        (220, 260),
        (270, 310),
        (320, 360),
        (370, 420),
        (430, 490),
        (500, 590),
        (600, 740),
        (750, 890),
        (900, 1090),
        (1100, 1290),
        (1300, 1490),
        (1500, 1740),
        (1750, 1990),
        (2000, 2240),
        (2250, 2490),
        (2500, 2990),
        (3000, 3490),
        (3500, 3990),
        (4000, 7600),
    ];
    for (n, (lo, hi)) in scale.into_iter().enumerate() {
        for diff in [lo, hi] {
            assert_eq!(imps(diff), n as i32, "{diff}");
            assert_eq!(imps(-diff), -(n as i32), "{diff}");
        }
    }
    use Vulnerability::*;
    let cycle = [
        None, NorthSouth, EastWest, Both, NorthSouth, EastWest, Both, None, EastWest, Both, None,
        NorthSouth, Both, None, NorthSouth, EastWest,
    ];
    for (i, v) in cycle.into_iter().enumerate() {
        assert_eq!(Vulnerability::of_board(i as u32 + 1), v);
        assert_eq!(Vulnerability::of_board(i as u32 + 17), v);
    }
}

/// Plays `cards` cards of `board` by the rules (all four seats).
fn advance(board: &mut Board, cards: usize, system: &System) {
    let rules: Config = "rules".parse().unwrap();
    let mut solver = Solver::with_tt_bytes(1 << 16);
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    for _ in 0..cards {
        match boyi::bridge::play::act(board, &rules, Some(system), &mut solver, &mut rng, &clock)
            .unwrap()
        {
            Some(Action::Play { card, .. }) => board.play(card).unwrap(),
            _ => return,
        }
    }
}

#[test]
fn every_sample_is_consistent_with_what_the_player_knows() {
    let system = sayc();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut checked = 0;
    for (i, mut board) in boards(33, 16).into_iter().enumerate() {
        let stop = [0, 1, 5, 9, 14, 22, 30, 41][i % 8];
        advance(&mut board, stop, &system);
        let Some(me) = board.chooser() else { continue };
        let knowledge = Knowledge::of(&board, me, Some(&system));
        // Every other board weights its layouts by the play: they must fit all the same.
        let mut sampler = Sampler::new(&knowledge).unwrap().reading_play(i % 2 == 1);
        let (_, void) = replay(&board);
        let played: Hand = board.played().iter().copied().collect();
        let actual = board.deal().hands().map(|h| Hand(h.0 & !played.0));
        let limits = infer(&system, board.auction());
        for _ in 0..40 {
            let layout = sampler.sample(&mut rng).unwrap();
            for seat in Seat::ALL {
                let h = layout.hand(seat);
                assert_eq!(h.len(), actual[seat.index()].len(), "{seat} size");
                assert_eq!(h.0 & played.0, 0, "{seat} holds a played card");
                let seen = seat == me || (seat == board.dummy() && !board.played().is_empty());
                if seen {
                    assert_eq!(h, actual[seat.index()], "{seat}'s seen hand changed");
                }
                for suit in Suit::ALL {
                    if void[seat.index()][suit.index()] {
                        assert_eq!(h.holding(suit), 0, "{seat} showed out of {suit:?}");
                    }
                }
                if !seen && sampler.relaxation() == boyi::bridge::play::Relaxation::None {
                    let dealt = Hand(h.0 | (board.deal().hand(seat).0 & played.0));
                    let l = limits[seat.index()].limits;
                    assert!(l.hcp.contains(hcp(dealt)), "{seat} HCP {}", hcp(dealt));
                    for (n, r) in lengths(dealt).iter().zip(l.lengths) {
                        assert!(r.contains(*n), "{seat} length {n} outside {r}");
                    }
                }
            }
            assert_eq!(layout.cards(), Hand(actual.iter().fold(0, |a, h| a | h.0)));
            checked += 1;
        }
    }
    assert_eq!(checked, 16 * 40);
}

#[test]
fn sampling_does_not_stall_under_impossible_limits() {
    let system = sayc();
    let mut board = boards(8, 1).remove(0);
    advance(&mut board, 6, &system);
    let me = board.chooser().unwrap();
    let mut knowledge = Knowledge::of(&board, me, Some(&system));
    // Limits no hidden hand can meet: 37 HCP each.
    for l in &mut knowledge.limits {
        l.hcp = boyi::bridge::limits::Range::new(37, 37);
    }
    let mut sampler = Sampler::new(&knowledge).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..20 {
        sampler.sample(&mut rng).unwrap();
    }
    assert_eq!(sampler.relaxation(), boyi::bridge::play::Relaxation::NoHcp);
}

/// With every card known to the player, each sampled layout is the actual one, so the
/// Monte-Carlo value of each card must be its double-dummy value and its choice optimal; and
/// racing, which sees the same differences on every layout, must drop every other card as
/// soon as it starts.
#[test]
fn monte_carlo_equals_double_dummy_when_nothing_is_hidden() {
    let system = sayc();
    let mut solver = Solver::new();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut decided = 0;
    for (i, mut board) in boards(44, 12).into_iter().enumerate() {
        advance(&mut board, 20 + 3 * i, &system);
        let Some(me) = board.chooser() else { continue };
        let mut knowledge = Knowledge::of(&board, me, Some(&system));
        knowledge.known = board.remaining().hands();
        let settings = McSettings {
            samples: RACE_FROM + 3,
            budget_ms: 60_000.0,
            ..McSettings::default()
        };
        let d = decide(&board, &knowledge, &settings, &mut solver, &mut rng, &clock).unwrap();
        if d.samples == 0 {
            // All legal cards are equal: nothing to estimate, the cheapest is played.
            assert_eq!(d.card, d.cards[0].card);
            continue;
        }
        let pos = board.position();
        let values = solver.card_values(&pos).unwrap();
        let left = board.tricks_left();
        let declaring = board.to_play().unwrap().is_ns() == board.declarer().is_ns();
        for cs in &d.cards {
            let v = values
                .iter()
                .find(|v| v.equivalent.contains(&cs.card))
                .unwrap()
                .tricks;
            let declarer_more = if declaring { v } else { left - v };
            let expected = (board.declarer_tricks_played() + declarer_more) as f64;
            assert_eq!(cs.declarer_tricks, expected, "{}", cs.card);
            // The score is the contract's duplicate score for the chooser's side.
            let vulnerable = board.vulnerability().is_vulnerable(board.declarer());
            let declarers = score(board.contract(), vulnerable, expected as u8) as f64;
            let mine = if declaring { declarers } else { -declarers };
            assert_eq!(cs.score, mine, "score of {}", cs.card);
            // Only the chosen card's group (touching cards, so one suit, one value) stays.
            if cs.card == d.card {
                assert_eq!(cs.layouts, d.samples);
            } else if cs.layouts != RACE_FROM {
                assert_eq!(cs.layouts, d.samples, "layouts of {}", cs.card);
                assert_eq!(cs.card.suit(), d.card.suit(), "{} stayed", cs.card);
                assert_eq!(cs.declarer_tricks, d.cards[0].declarer_tricks);
            }
        }
        let chosen = values
            .iter()
            .find(|v| v.equivalent.contains(&d.card))
            .unwrap();
        assert_eq!(chosen.tricks, values[0].tricks, "MC chose a worse card");
        // Ties go to the cheapest card: nothing cheaper has the same value.
        let cheaper_equal = d
            .cards
            .iter()
            .any(|c| c.card.rank() < d.card.rank() && (c.score - d.cards[0].score).abs() < 1e-9);
        assert!(!cheaper_equal, "a cheaper card was as good");
        decided += 1;
    }
    assert!(decided >= 4, "only {decided} real decisions were tested");
}

/// Every layout of `unseen` into the hidden seats with the right sizes and voids.
fn layouts(k: &Knowledge) -> Vec<[u64; 4]> {
    let hidden = k.hidden_seats();
    let cards: Vec<Card> = k.unseen().cards().collect();
    let mut out = Vec::new();
    let mut hands = k.known.map(|h| h.0);
    fn go(
        i: usize,
        cards: &[Card],
        hidden: &[Seat],
        k: &Knowledge,
        hands: &mut [u64; 4],
        out: &mut Vec<[u64; 4]>,
    ) {
        if i == cards.len() {
            out.push(*hands);
            return;
        }
        let c = cards[i];
        for &s in hidden {
            let full = Hand(hands[s.index()]).len() >= k.counts[s.index()] as usize;
            if full || k.void[s.index()][c.suit().index()] {
                continue;
            }
            hands[s.index()] |= c.bit();
            go(i + 1, cards, hidden, k, hands, out);
            hands[s.index()] &= !c.bit();
        }
    }
    go(0, &cards, &hidden, k, &mut hands, &mut out);
    out
}

/// A claim or concession is right on every layout the claimer cannot rule out.
#[test]
fn claims_hold_on_every_layout() {
    let system = sayc();
    let mut claims = 0;
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for mut board in boards(55, 40) {
        // Two or three tricks left: brute force over every layout stays small.
        let stop = 4 * rng.random_range(10..12);
        advance(&mut board, stop, &system);
        // `advance` stops early where a player would settle; such boards are too long here.
        if board.tricks_left() > 3 {
            continue;
        }
        let Some(me) = board.chooser() else { continue };
        let k = Knowledge::of(&board, me, Some(&system));
        let Some(declarer_more) = certain_settlement(&board, &k) else {
            continue;
        };
        claims += 1;
        let leader = board.to_play().unwrap();
        let left = board.tricks_left();
        let strain = board.contract().strain();
        let all = layouts(&k);
        assert!(!all.is_empty());
        for hands in all {
            let deal = Deal::new(hands.map(Hand)).unwrap();
            let leader_side = brute_force_tricks(&Position::new(deal, strain, leader));
            let declarer_side = if leader.is_ns() == board.declarer().is_ns() {
                leader_side
            } else {
                left - leader_side
            };
            assert_eq!(declarer_side, declarer_more, "claim fails on a layout");
        }
    }
    assert!(claims > 0, "no claim was tested");
}

#[test]
fn configurations_read_and_print() {
    let c: Config = "hybrid".parse().unwrap();
    assert_eq!(c.method, Method::Hybrid { mc_from_trick: 3 });
    assert_eq!(c.mc.samples, 100);
    assert!(!c.mc.read_play, "the paper's hybrid does not read the play");
    assert!(
        McSettings::default().read_play,
        "the page's players read the play"
    );
    let c: Config = "MC/40".parse().unwrap();
    assert_eq!((c.method, c.mc.samples), (Method::Mc, 40));
    assert!(c.mc.race, "racing is on by default");
    for text in [
        "hybrid:5/7",
        "mc/100+norace",
        "hybrid:3/20+norace",
        "hybrid:3/100+play",
        "mc/10+norace+play",
        "hybrid:3/100+play+signals",
        "mc/10+play+signals+readsignals",
        "rulelead/100+play",
        "hybrid:3/100+play+alphamu3",
        "rulelead/100+play+traps",
        "rulelead/100+play+lowcards+traps",
        "hybrid:3/100+play+traps+alphamu2",
        "mc/100+play+lead20",
        "mc/100+play+traps+lead8+alphamu3",
        "mc/100+play+traps+lead16+leadbykind",
    ] {
        assert_eq!(text.parse::<Config>().unwrap().to_string(), text);
    }
    // The lead by the kind of contract is solved to the exact trick.
    let c: Config = "mc/100+leadbykind+play".parse().unwrap();
    assert!(c.mc.exact_lead && c.mc.read_play);
    assert_eq!(
        c.mc.lead_criterion,
        Some(boyi::bridge::play::leads::BY_KIND)
    );
    assert!("rules+leadbykind".parse::<Config>().is_err());
    let c: Config = "Hybrid/20+NoRace".parse().unwrap();
    assert_eq!(
        (c.method, c.mc.samples, c.mc.race),
        (Method::Hybrid { mc_from_trick: 3 }, 20, false)
    );
    let c: Config = "hybrid+play+norace".parse().unwrap();
    assert!(c.mc.read_play && !c.mc.race);
    assert_eq!(McSettings::default().alpha_mu, 0, "αμ is off by default");
    let c: Config = "hybrid+alphamu+play".parse().unwrap();
    assert!(c.mc.read_play);
    assert_eq!(c.mc.alpha_mu, 3);
    assert!(
        McSettings::default().traps,
        "the page's players break ties by traps"
    );
    assert!(!c.mc.traps, "the paper's players do not");
    let c: Config = "rulelead+traps+play".parse().unwrap();
    assert!(c.mc.traps && c.mc.read_play);
    let page = Config {
        method: PAGE_METHOD,
        mc: McSettings::default(),
    };
    assert_eq!(page.to_string(), "rulelead/100+play+traps");
    assert_eq!(McSettings::default().lead_samples, 0, "the lead uncapped");
    assert!(
        !McSettings::default().read_low_cards,
        "the page's players read no low cards"
    );
    let c: Config = "rulelead+lowcards+traps+play".parse().unwrap();
    assert!(c.mc.read_low_cards && c.mc.read_play && c.mc.traps);
    let c: Config = "mc+lead30+play".parse().unwrap();
    assert!(c.mc.read_play);
    assert_eq!(
        (c.method, c.mc.samples, c.mc.lead_samples),
        (Method::Mc, 100, 30)
    );
    for bad in [
        "",
        "greedy",
        "hybrid:0",
        "hybrid:14",
        "mc/0",
        "mc/x",
        "rules:3",
        "rules+norace",
        "rules+play",
        "rules+signals",
        "mc+lowcards",
        "rules+play+lowcards",
        "mc+race",
        "mc/20+norace/5",
        "rules+alphamu",
        "hybrid+alphamu5",
        "hybrid+alphamu0",
        "hybrid+alphamux",
        "rules+traps",
        "rules+lead20",
        "mc+lead0",
        "mc+lead",
        "mc+leadx",
    ] {
        assert!(bad.parse::<Config>().is_err(), "{bad}");
    }
}

/// `rulelead` leads what the rules lead and decides by Monte-Carlo from the next card on,
/// where the paper's `hybrid` still plays by the rules.
#[test]
fn rulelead_leads_by_the_rules_and_samples_after_the_lead() {
    let system = sayc();
    let rulelead: Config = "rulelead/8".parse().unwrap();
    let rules: Config = "rules".parse().unwrap();
    let mut solver = Solver::with_tt_bytes(1 << 20);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let act = |board: &Board, config: &Config, solver: &mut Solver, rng: &mut ChaCha8Rng| {
        boyi::bridge::play::act(board, config, Some(&system), solver, rng, &clock)
            .unwrap()
            .unwrap()
    };
    let mut sampled = 0;
    for mut board in boards(41, 6) {
        let lead = act(&board, &rulelead, &mut solver, &mut rng);
        let by_rules = act(&board, &rules, &mut solver, &mut rng);
        let Action::Play { card, mc: None } = lead else {
            panic!("the opening lead was not the rules': {lead:?}");
        };
        assert_eq!(lead, by_rules, "{}", board.deal());
        board.play(card).unwrap();
        match act(&board, &rulelead, &mut solver, &mut rng) {
            Action::Play { mc: Some(_), .. } => sampled += 1,
            // A claim or a concession may already be certain after the lead.
            Action::Settle { .. } => {}
            other => panic!("the card after the lead was not sampled: {other:?}"),
        }
    }
    assert!(sampled > 0, "no decision after the lead was sampled");
}

/// Boards stopped at every stage (no card, mid-trick, settled, played out) survive the PBN
/// game record unchanged, and the record's play section follows the standard's columns.
#[test]
fn pbn_game_records_round_trip() {
    use boyi::bridge::play::pbn;
    let system = sayc();
    for (i, mut board) in boards(66, 10).into_iter().enumerate() {
        advance(&mut board, [0, 1, 6, 23, 52][i % 5], &system);
        if i % 3 == 1 && !board.is_finished() {
            // A claim of half the tricks left, as a human might make it.
            board.settle(board.tricks_left() / 2).unwrap();
        }
        let text = pbn::write(&board, i as u32 + 1);
        let back = pbn::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, board, "{text}");
        // The first play line's first column is the opening lead.
        if let Some(lead) = board.played().first() {
            let after = text.split("[Play").nth(1).unwrap();
            let first_line = after.lines().nth(1).unwrap();
            assert!(first_line.starts_with(&lead.to_string()), "{first_line}");
        }
    }
}

/// The first two tricks of `board` as `config` plays them (all four seats), as text.
fn first_tricks(board: &Board, config: &str, system: &System) -> String {
    let config: Config = config.parse().unwrap();
    let mut board = board.clone();
    let mut solver = Solver::with_tt_bytes(1 << 16);
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut cards = Vec::new();
    while board.trick_number() < 3 {
        match boyi::bridge::play::act(&board, &config, Some(system), &mut solver, &mut rng, &clock)
            .unwrap()
        {
            Some(Action::Play { card, .. }) => {
                board.play(card).unwrap();
                cards.push(card.to_string());
            }
            _ => break,
        }
    }
    cards.join(" ")
}

#[test]
fn the_papers_hybrid_plays_its_first_tricks_unchanged() {
    let system = sayc();
    let boards = boards(38, 6);
    let played: Vec<String> = boards
        .iter()
        .map(|b| first_tricks(b, "hybrid", &system))
        .collect();
    // The cards the paper's rules played before the defenders could signal in them.
    assert_eq!(
        played,
        [
            "CQ CA C2 C4 H2 H6 HK H3",
            "CQ C2 CA CK CJ D3 C7 C3",
            "ST S3 SA S2 S6 S4 S8 SJ",
            "D9 D7 DK DA DQ D4 DJ D3",
            "C2 C3 CJ CA D8 D3 D6 D2",
            "HT H4 HA H2 HQ HK H5 H8",
        ]
    );
    // With signals, only the defenders' low cards following suit change, to a spot card of
    // the same suit.
    let rules: Config = "hybrid".parse().unwrap();
    let signalling: Config = "hybrid+signals".parse().unwrap();
    let mut solver = Solver::with_tt_bytes(1 << 16);
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut act = |board: &Board, config: &Config| match boyi::bridge::play::act(
        board,
        config,
        Some(&system),
        &mut solver,
        &mut rng,
        &clock,
    )
    .unwrap()
    {
        Some(Action::Play { card, .. }) => card,
        other => panic!("{other:?}"),
    };
    let mut changed = 0;
    for mut board in boards {
        while board.trick_number() < 3 {
            let (plain, signal) = (act(&board, &rules), act(&board, &signalling));
            if plain != signal {
                changed += 1;
                let seat = board.to_play().unwrap();
                let (_, trick) = board.current_trick();
                assert_ne!(seat.is_ns(), board.declarer().is_ns(), "{signal}");
                assert_eq!(trick.first().map(|c| c.suit()), Some(plain.suit()));
                assert_eq!(signal.suit(), plain.suit());
                assert!(
                    plain.rank() < signal.rank() && signal.rank() <= 9,
                    "{signal}"
                );
            }
            board.play(signal).unwrap();
        }
    }
    assert!(changed > 0, "no signal on six boards");
}
