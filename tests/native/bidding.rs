//! The bidding systems against their own rules: every row fires for a hand built to fire
//! it, auctions over random boards are legal and finite, and what the auction tells about
//! each hand agrees with the hand.

use boyi::bridge::bidding::{bid_deal, choose, explain, infer, Auction, Builtin, Call, System};
use boyi::bridge::dealer::{random_deal, Dealer};
use boyi::bridge::evaluate::{hcp, lengths};
use boyi::bridge::limits::Limits;
use boyi::bridge::{Seat, Vulnerability};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn systems() -> Vec<System> {
    Builtin::ALL
        .into_iter()
        .map(|b| System::builtin(b).unwrap_or_else(|e| panic!("{b:?}: {e}")))
        .collect()
}

/// For each rule: an auction its `after` matches, and hands dealt under its HCP, length and
/// shape constraints (the other constraints by rejection); the rule must be the one chosen
/// for at least one of them, or it is a dead row (always beaten by a higher priority).
#[test]
fn every_sayc_rule_fires_for_a_hand_built_for_it() {
    every_rule_fires(Builtin::Sayc);
}

/// As for SAYC; a test of its own so that the two systems are checked in parallel.
#[test]
fn every_precision_rule_fires_for_a_hand_built_for_it() {
    every_rule_fires(Builtin::Precision);
}

/// The paper's tables: every row of every table, and the rules inherited from Precision.
#[test]
fn every_paper_rule_fires_for_a_hand_built_for_it() {
    every_rule_fires(Builtin::Paper);
}

fn every_rule_fires(builtin: Builtin) {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let system = System::builtin(builtin).unwrap_or_else(|e| panic!("{builtin:?}: {e}"));
    let mut dead = Vec::new();
    for rule in &system.rules {
        let calls = rule.after.example();
        let Some(auction) = rule.position.example(Seat::North, &calls) else {
            dead.push(format!(
                "line {}: no legal example auction for its seat and vulnerability",
                rule.line
            ));
            continue;
        };
        if auction.check(rule.call).is_err() {
            dead.push(format!(
                "line {}: {} is illegal after `{auction}`",
                rule.line, rule.call
            ));
            continue;
        }
        let seat = auction.next_seat();
        let mut limits = Limits::default();
        *limits.seat_mut(seat) = rule.constraints.limits();
        let dealer = match Dealer::new(limits) {
            Ok(d) => d,
            Err(e) => {
                dead.push(format!("line {}: constraints impossible: {e}", rule.line));
                continue;
            }
        };
        let mut fitting = 0;
        let mut fired = false;
        // Most rows fire within a few hands; a fallback row can need thousands, as its hands
        // are the rare ones no higher row takes (Precision's 2D "nothing better" after 2C X P
        // wants 12+ HCP, diamonds longest and no club stopper).
        for _ in 0..12_000 {
            let hand = dealer.deal(&mut rng).unwrap().hand(seat);
            if !rule.constraints.fits(hand) {
                continue;
            }
            fitting += 1;
            let choice = choose(&system, &auction, hand);
            let Some(chosen) = choice.rule else {
                // Judgement may bid above a fitting rule (the partnership's known values
                // reach a higher contract); the fallback never replaces one.
                assert!(
                    choice.judgement.is_some(),
                    "{} line {}: fits, yet the fallback was chosen",
                    system.name,
                    rule.line
                );
                continue;
            };
            assert!(
                chosen.priority >= rule.priority,
                "{} line {}",
                system.name,
                rule.line
            );
            if chosen.line == rule.line {
                fired = true;
                break;
            }
        }
        if !fired {
            dead.push(format!(
                "line {} never chosen ({fitting} fitting hands)",
                rule.line
            ));
        }
    }
    assert!(
        dead.is_empty(),
        "{}: bad rows:\n{}",
        system.name,
        dead.join("\n")
    );
}

/// 10,000 random boards per system, with the dealer rotating: every call legal (the auction
/// is rebuilt call by call through the laws), every auction finished, explanations one per
/// call, and each seat's hand within the limits inferred from the auction.
#[test]
fn random_auctions_are_legal_finite_and_inferences_hold() {
    for system in systems() {
        let mut rng = ChaCha8Rng::seed_from_u64(10);
        let mut fallbacks = 0usize;
        let mut calls = 0usize;
        for board in 0..10_000usize {
            let deal = random_deal(&mut rng);
            let dealer = Seat::ALL[board % 4];
            let vul = Vulnerability::of_board(board as u32 + 1);
            let (auction, explanations) =
                bid_deal(&system, &deal, Auction::new(dealer).with_vulnerability(vul));
            assert!(auction.is_finished(), "{}: {auction}", system.name);
            assert_eq!(explanations.len(), auction.calls().len());
            let text = auction.to_string();
            let again = Auction::parse(dealer, &text)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", system.name))
                .with_vulnerability(vul);
            assert_eq!(again, auction);
            calls += explanations.len();
            fallbacks += explanations.iter().filter(|e| e.fallback).count();
            let limits = infer(&system, &auction);
            for seat in Seat::ALL {
                let hand = deal.hand(seat);
                let inf = &limits[seat.index()];
                assert!(!inf.contradictory, "{} {seat}: {text} {deal}", system.name);
                assert!(
                    inf.limits.hcp.contains(hcp(hand)),
                    "{} {seat} HCP {} not in {}: {text} {deal}",
                    system.name,
                    hcp(hand),
                    inf.limits.hcp
                );
                for (l, r) in lengths(hand).iter().zip(inf.limits.lengths) {
                    assert!(
                        r.contains(*l),
                        "{} {seat} lengths {:?} vs {:?}: {text} {deal}",
                        system.name,
                        lengths(hand),
                        inf.limits.lengths
                    );
                }
            }
        }
        eprintln!(
            "{}: {calls} calls, {fallbacks} by the fallback",
            system.name
        );
    }
}

#[test]
fn explanations_for_the_humans_calls() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let auction = Auction::parse(Seat::North, "").unwrap();
    let strong = "N:AK2.KQ3.J54.Q432 - - -"
        .parse::<boyi::bridge::Deal>()
        .unwrap()
        .hand(Seat::North);
    let weak = "N:AK2.432.5432.432 - - -"
        .parse::<boyi::bridge::Deal>()
        .unwrap()
        .hand(Seat::North);
    let e = explain(&sayc, &auction, "1N".parse().unwrap(), Some(strong));
    assert!(e.en.contains("15-17"), "{}", e.en);
    assert!(e.warning.is_none() && !e.fallback);
    let e = explain(&sayc, &auction, "1N".parse().unwrap(), Some(weak));
    assert!(
        e.warning.as_deref().is_some_and(|w| w.contains("7 HCP")),
        "{e:?}"
    );
    let e = explain(&sayc, &auction, "7N".parse().unwrap(), None);
    assert!(e.fallback);
    let stayman = Auction::parse(Seat::North, "1N P").unwrap();
    let e = explain(&sayc, &stayman, "2C".parse().unwrap(), None);
    assert!(e.en.contains("Stayman"), "{}", e.en);
}

#[test]
fn malformed_system_files_name_the_line() {
    let cases = [
        ("name = \"x\"\nrule = [\n  { after = \"\", call = \"1Q\", priority = 1, en = \"e\" },\n]\n", 3, "call"),
        ("name = \"x\"\nrule = [\n  { after = \"\", call = \"1C\", priority = 1, en = \"e\" },\n  { after = \"1C 9X\", call = \"P\", priority = 1, en = \"e\" },\n]\n", 4, "after"),
        ("name = \"x\"\nrule = [\n\n  { after = \"\", call = \"1C\", priority = 1, hcp = \"20-10\", en = \"e\" },\n]\n", 4, "hcp"),
        ("name = \"x\"\nrule = [\n  { after = \"\", call = \"1C\", priority = 1, spades = \"5-\", en = \"e\" },\n]\n", 3, "spades"),
        ("name = \"x\"\nrule = [\n  { after = \"\", call = \"1C\", priority = 1, longer = [\"S>Z\"], en = \"e\" },\n]\n", 3, "longer"),
    ];
    for (text, line, word) in cases {
        let err = System::parse(text).unwrap_err();
        assert_eq!(err.line, line, "{err}");
        assert!(err.to_string().contains(word), "{err}");
    }
}

/// Before anybody bids, the opening rules and the explicit pass rule fit every hand, so the
/// computer's pass there is never the fallback; that is what lets the inference read a pass
/// in first to fourth seat as "fits no opening" (at most 12 HCP in SAYC, 10 in Precision,
/// and in the paper's tables 13: 10 evaluated points, plus up to three for short honours).
#[test]
fn opening_passes_are_never_the_fallback_and_limit_the_hand() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for (system, max) in systems().into_iter().zip([12u8, 10, 13]) {
        for _ in 0..20_000 {
            let deal = random_deal(&mut rng);
            let hand = deal.hand(Seat::North);
            let choice = choose(&system, &Auction::new(Seat::North), hand);
            assert!(
                choice.rule.is_some(),
                "{}: fallback at the opening with {deal}",
                system.name
            );
        }
        let passed = Auction::parse(Seat::North, "P P P").unwrap();
        let limits = infer(&system, &passed);
        for seat in [Seat::North, Seat::East, Seat::South] {
            assert_eq!(
                limits[seat.index()].limits.hcp.max,
                max,
                "{} {seat}",
                system.name
            );
        }
        assert_eq!(
            limits[Seat::West.index()].limits.hcp.max,
            37,
            "{}",
            system.name
        );
        // After an opening bid a pass can be the fallback, so it says nothing.
        let opened = Auction::parse(Seat::North, "1S P").unwrap();
        let limits = infer(&system, &opened);
        assert_eq!(
            limits[Seat::East.index()].limits.hcp.max,
            37,
            "{}",
            system.name
        );
    }
}

/// For every call the computer makes, passes included, the caller's hand fits the limits
/// inferred from the auction up to and including that call: the inference never claims more
/// than the engine's choice guarantees.
#[test]
fn every_call_fits_the_limits_inferred_up_to_it() {
    for system in systems() {
        let mut rng = ChaCha8Rng::seed_from_u64(12);
        let mut passes = 0usize;
        for board in 0..1_500usize {
            let deal = random_deal(&mut rng);
            let dealer = Seat::ALL[board % 4];
            let vul = Vulnerability::of_board(board as u32 + 1);
            let (auction, _) =
                bid_deal(&system, &deal, Auction::new(dealer).with_vulnerability(vul));
            for (i, &call) in auction.calls().iter().enumerate() {
                let seat = auction.seat_of(i);
                // With what judgement's calls showed, as the auction records it.
                let so_far = auction.prefix(i + 1);
                passes += usize::from(call == Call::Pass);
                let inf = infer(&system, &so_far)[seat.index()];
                let hand = deal.hand(seat);
                assert!(
                    !inf.contradictory
                        && inf.limits.hcp.contains(hcp(hand))
                        && lengths(hand)
                            .iter()
                            .zip(inf.limits.lengths)
                            .all(|(l, r)| r.contains(*l)),
                    "{} {seat} after {so_far}: {} HCP {:?} vs {inf:?} ({deal})",
                    system.name,
                    hcp(hand),
                    lengths(hand)
                );
            }
        }
        assert!(passes > 1_500, "{}: only {passes} passes", system.name);
    }
}

/// After Stayman finds no fit, a balanced responder with slam-invitation values bids a
/// quantitative 4NT and the opener's maximum accepts in 6NT: the four players bid these
/// deals to the notrump slam.
#[test]
fn quantitative_4nt_after_stayman_reaches_the_notrump_slam() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    for (pbn, expected) in [
        // 1NT with 17, a 16-count with four spades and no fit.
        (
            "N:AQ4.K53.AJ4.QJ72 T987.JT9.QT9.AT9 KJ32.AQ4.K63.K83 65.8762.8752.654",
            "1N P 2C P 2D P 4N P 6N P P P",
        ),
        // 2NT with 21, a 12-count with four hearts and no fit.
        (
            "N:AK8.AQ4.AK63.J72 T97.T98.JT9.AQT8 QJ3.KJ52.Q54.K93 6542.763.872.654",
            "2N P 3C P 3D P 4N P 6N P P P",
        ),
    ] {
        let deal = boyi::bridge::Deal::from_pbn(pbn).unwrap();
        let (auction, _) = bid_deal(&sayc, &deal, Auction::new(Seat::North));
        let calls: Vec<String> = auction.calls().iter().map(|c| c.to_string()).collect();
        assert_eq!(calls.join(" "), expected, "{pbn}");
    }
}

/// Blackwood answered with a void: one ace and a club void below the spades bids 6C, and the
/// asker, counting the aces with the void, places the small slam (5NT, two aces and a void:
/// `bidding_slam.rs`, SAYC seed 1 board 162).
#[test]
fn blackwood_void_answers_reach_the_slam() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    // 21 HCP opposite the game raise with the heart ace and no club.
    let pbn = "N:AQ873.K4.AK.KQ73 T6.JT86.Q7.J9865 KJ54.AQ973.8652. 92.52.JT943.AT42";
    let deal = boyi::bridge::Deal::from_pbn(pbn).unwrap();
    let (auction, explanations) = bid_deal(&sayc, &deal, Auction::new(Seat::North));
    let calls: Vec<String> = auction.calls().iter().map(|c| c.to_string()).collect();
    assert_eq!(calls.join(" "), "1S P 4S P 4N P 6C P 6S P P P");
    assert!(
        explanations[6].en.contains("void in clubs"),
        "{}",
        explanations[6].en
    );
    assert!(
        explanations[8].en.contains("small slam"),
        "{}",
        explanations[8].en
    );
}

/// Below the invitation's range the responder stays in 3NT, and the opener's minimum
/// declines the invitation.
#[test]
fn quantitative_4nt_after_stayman_stops_without_the_values() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let hand = |pbn: &str| {
        boyi::bridge::Deal::from_pbn(&format!("N:{pbn} - - -"))
            .unwrap()
            .hand(Seat::North)
    };
    for (cards, calls, expected) in [
        // 11 HCP opposite 2NT: 32 with the opener's maximum, short of a slam.
        ("QJ3.KJ52.Q54.Q93", "2N P 3C P 3D P", "3N"),
        // 15 HCP opposite the 1NT invitation.
        ("AQ4.K53.AJ4.J872", "1N P 2C P 2D P 4N P", "P"),
        // 20 HCP opposite the 2NT invitation.
        ("AK8.AQ4.AK63.T72", "2N P 3C P 3D P 4N P", "P"),
    ] {
        let auction = Auction::parse(Seat::North, calls).unwrap();
        let choice = choose(&sayc, &auction, hand(cards));
        assert_eq!(choice.call.to_string(), expected, "{cards} after {calls}");
    }
}

/// Four players bid `pbn` from `dealer` at `vul`: the auction's calls as text, with each
/// call's explanation in English and Chinese.
fn bid_whole(
    system: &System,
    pbn: &str,
    dealer: Seat,
    vul: Vulnerability,
) -> (String, Vec<(String, String)>) {
    let deal = boyi::bridge::Deal::from_pbn(pbn).unwrap();
    let (auction, explanations) =
        bid_deal(system, &deal, Auction::new(dealer).with_vulnerability(vul));
    let calls: Vec<String> = auction.calls().iter().map(|c| c.to_string()).collect();
    (
        calls.join(" "),
        explanations.into_iter().map(|e| (e.en, e.zh)).collect(),
    )
}

/// Partner's overcall is raised by the length of the fit (the Law of Total Tricks): with four
/// trumps and a weak hand a jump to the three level, in SAYC and in Precision (whose rules
/// after an overcall the paper's tables inherit; their 1C opens East's hand here).
#[test]
fn a_weak_hand_with_four_trumps_jumps_in_partners_overcall() {
    // East opens 1D, South overcalls 1S, West passes, North holds 6 HCP and four spades.
    let pbn = "N:Q742.83.J9764.K3 8.AQ75.AKT53.Q98 AKJ93.K42.Q82.J6 T65.JT96..AT7542";
    for builtin in [Builtin::Sayc, Builtin::Precision] {
        let system = System::builtin(builtin).unwrap();
        let (calls, words) = bid_whole(&system, pbn, Seat::East, Vulnerability::None);
        assert!(calls.starts_with("1D 1S P 3S"), "{}: {calls}", system.name);
        let (en, zh) = &words[3];
        assert!(
            en.contains("Preemptive jump raise") && en.contains("nine trumps"),
            "{}: {en}",
            system.name
        );
        assert!(
            zh.contains("阻击性跳加叫") && zh.contains("总墩数定律"),
            "{zh}"
        );
    }
}

/// In the pass-out seat over their one-level opening, a six-card major with opening values
/// (but one top honour, short of SAYC's balancing overcall) competes at the two level,
/// counting partner for two cards of it, and says so.
#[test]
fn a_long_major_competes_over_their_part_score() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    let pbn = "N:K.QT7632.A98.KJ5 QJ653.A.KQ72.Q97 AT98.KJ9.JT6.AT8 742.854.543.6432";
    let (calls, words) = bid_whole(&sayc, pbn, Seat::East, Vulnerability::EastWest);
    assert!(calls.starts_with("1S P P 2H "), "{calls}");
    // Partner, and the opponents, read the suit and the values from the call.
    let deal = boyi::bridge::Deal::from_pbn(pbn).unwrap();
    let (auction, _) = bid_deal(
        &sayc,
        &deal,
        Auction::new(Seat::East).with_vulnerability(Vulnerability::EastWest),
    );
    let north = infer(&sayc, &auction)[Seat::North.index()].limits;
    assert!(
        north.hcp.min >= 10 && north.lengths[1].min >= 6,
        "{north:?}"
    );
    let (en, zh) = &words[3];
    assert!(
        en.contains("partner likely 2 hearts: 8 trumps, compete to the 2 level"),
        "{en}"
    );
    assert!(zh.contains("同伴估计2张红桃:共8张将牌,竞争到2阶"), "{zh}");
}
