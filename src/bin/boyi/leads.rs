//! `boyi leads`: opening leads alone, the rules' against simulated ones, judged double-dummy.
//!
//! The boards are dealt and bid as `boyi match` deals and bids them (same seed, same
//! boards); passed-out boards are skipped. On each board the opening leader leads by the
//! paper's lead rules, and by simulation: the layouts consistent with what the leader knows
//! are drawn and every group of equal cards is solved on each (no racing), once, for the
//! largest `--layouts` count; the smaller counts read the first layouts of the same draw.
//! Every selection criterion (`bridge::play::leads`) picks its lead from those same results,
//! solved to the exact trick; `played+window` is the played criterion on the scores as the
//! lead's window of tricks leaves them (`leads::windowed`), which is what `mc` plays;
//! `prior:Z+window` the rules' lead unless another beats it by Z standard errors, and
//! `prior:Z:nextK+window` the same with only the leads of the rules' K next suits as
//! challengers, `prior:suitS:ntN+window` the prior with one z against suit contracts and
//! another against notrump; `+windowN` names the same criteria judged within a window of N
//! overtricks. A criterion that keeps the rules' lead leads the rules' own card.
//! Each lead is then judged on the actual cards: the tricks and the defenders' score it
//! gives away against the best lead ("costs nothing" as `boyi review` counts leads).

use std::time::Instant;

use boyi::bridge::dd::Solver;
use boyi::bridge::play::dealt::dealt_boards;
use boyi::bridge::play::leads::{
    choose, windowed_with, ByContract, Criterion, LeadCost, LeadTally, LeadValues, LEAD_OVERTRICKS,
    PLAYED,
};
use boyi::bridge::play::montecarlo::decide_share;
use boyi::bridge::play::{rules, Knowledge, McSettings, Relaxation};
use boyi::bridge::{Card, Vulnerability};
use clap::Args as ClapArgs;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::bid::load_system;

#[derive(ClapArgs)]
pub struct Args {
    /// How many boards (numbered from 1), as `boyi match` deals them.
    #[arg(long, default_value_t = 8)]
    boards: u32,
    /// Seed of the deals and of the layouts.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Layouts of the simulated lead, one or more counts separated by commas (e.g.
    /// 50,100,200): the largest is solved, the others are its first layouts.
    #[arg(long, default_value = "100")]
    layouts: String,
    /// Margins in points (comma-separated) within which a mean score counts as a near-tie
    /// for the criteria that break near-ties.
    #[arg(long, default_value = "10,30")]
    margins: String,
    /// Standard errors (comma-separated) by which a lead must beat the rules' lead on the
    /// same layouts to be played instead, for the rules' lead as a prior
    /// (`prior:Z+window`, on the scores within the lead's window).
    #[arg(long, default_value = "1,2")]
    z: String,
    /// How many of the rules' next suits (comma-separated counts) may overrule the rules'
    /// lead, for the prior with only those challengers (`prior:Z:nextK+window`, each `--z`).
    #[arg(long, default_value = "1")]
    next: String,
    /// Pairs of standard errors, `SUIT:NOTRUMP` (comma-separated), for the rules' lead as a
    /// prior with its own `z` against suit contracts and against notrump
    /// (`prior:suitS:ntN+window`); none by default.
    #[arg(long, default_value = "")]
    kinds: String,
    /// The windows the window's criteria are judged within, as the overtricks each reaches
    /// down to (comma-separated): 1 is the window played (`+window`), another N names its
    /// criteria `+windowN`.
    #[arg(long, default_value = "1")]
    overtricks: String,
    /// The system all four players bid with (and the leader reads the auction by): sayc,
    /// precision or paper.
    #[arg(long, default_value = "sayc")]
    system: String,
    /// One JSON object per board, then one for the summary.
    #[arg(long)]
    json: bool,
    /// With `--json`, each board's groups of equal leads too: their cards, what they cost
    /// on the actual cards and their exact scores on every layout, for criteria not built in.
    #[arg(long)]
    scores: bool,
}

/// A list of positive numbers separated by commas, or why it is not one.
fn numbers<T: std::str::FromStr + PartialOrd + Default + Copy>(
    option: &str,
    text: &str,
) -> Result<Vec<T>, String> {
    let list = text
        .split(',')
        .map(|t| t.trim().parse::<T>().ok().filter(|n| *n > T::default()))
        .collect::<Option<Vec<T>>>()
        .ok_or_else(|| {
            format!("--{option} `{text}`: expected positive numbers separated by commas")
        })?;
    if list.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!(
            "--{option} `{text}`: give the numbers in increasing order"
        ));
    }
    Ok(list)
}

/// Pairs `SUIT:NOTRUMP` of positive standard errors separated by commas (none for an empty
/// text), or why they are not.
fn kinds(text: &str) -> Result<Vec<(f64, f64)>, String> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|pair| {
            let z = |t: &str| t.trim().parse::<f64>().ok().filter(|z| *z > 0.0);
            pair.split_once(':')
                .and_then(|(s, n)| Some((z(s)?, z(n)?)))
                .ok_or_else(|| {
                    format!(
                        "--kinds `{text}`: expected pairs SUIT:NOTRUMP of positive numbers \
                         separated by commas, as 1:1.5"
                    )
                })
        })
        .collect()
}

/// The criteria measured, with their names.
fn criteria(margins: &[f64]) -> Vec<(String, Criterion)> {
    let mut out = vec![
        ("mean".to_string(), Criterion::MeanScore),
        ("often".to_string(), Criterion::MostOftenBest),
    ];
    for &margin in margins {
        out.push((
            format!("mean~often:{margin}"),
            Criterion::MeanThenMostOften { margin },
        ));
        out.push((
            format!("mean~rules:{margin}"),
            Criterion::MeanThenRules { margin },
        ));
    }
    out
}

/// The criteria judged on the scores within the lead's window (`+window`, as `mc` plays):
/// the played one, the rules' lead as a prior at each `z`, and the same against only the
/// rules' `next` next suits.
fn windowed_criteria(
    zs: &[f64],
    nexts: &[usize],
    kinds: &[(f64, f64)],
) -> Vec<(String, ByContract)> {
    let both = |c| ByContract {
        suit: c,
        notrump: c,
    };
    let mut out = vec![("played".to_string(), both(PLAYED))];
    for &z in zs {
        out.push((
            format!("prior:{z}"),
            both(Criterion::RulesUnlessBeaten { z }),
        ));
    }
    for &next in nexts {
        for &z in zs {
            out.push((
                format!("prior:{z}:next{next}"),
                both(Criterion::RulesUnlessNextBeats { z, next }),
            ));
        }
    }
    for &(suit, notrump) in kinds {
        out.push((
            format!("prior:suit{suit}:nt{notrump}"),
            ByContract {
                suit: Criterion::RulesUnlessBeaten { z: suit },
                notrump: Criterion::RulesUnlessBeaten { z: notrump },
            },
        ));
    }
    out
}

#[derive(Serialize)]
struct LeadJson {
    method: String,
    card: String,
    cost: LeadCost,
}

/// One group of equal leads: what it costs on the actual cards and its exact score on each
/// layout.
#[derive(Serialize)]
struct GroupJson {
    cards: Vec<String>,
    cost: LeadCost,
    scores: Vec<i32>,
}

#[derive(Serialize)]
struct BoardJson {
    board: u32,
    dealer: char,
    vulnerability: Vulnerability,
    deal: String,
    auction: String,
    contract: String,
    leader: char,
    hand: String,
    leads: Vec<LeadJson>,
    /// Which of the auction's limits the simulated lead's layouts still met, and the draws
    /// it took (rejected ones included).
    relaxation: Relaxation,
    draws: u64,
    /// The rules' leads from each suit, the order they prefer them (with `--scores`).
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    groups: Option<Vec<GroupJson>>,
    seconds: f64,
}

#[derive(Serialize)]
struct MethodJson {
    method: String,
    #[serde(flatten)]
    tally: LeadTally,
    free_share: Option<f64>,
    tricks_per_lead: Option<f64>,
    points_per_lead: Option<f64>,
}

#[derive(Serialize)]
struct SummaryJson {
    boards: u32,
    led: u32,
    methods: Vec<MethodJson>,
    seconds: f64,
}

pub fn run(args: Args) -> Result<(), String> {
    let counts: Vec<u32> = numbers("layouts", &args.layouts)?;
    let margins: Vec<f64> = numbers("margins", &args.margins)?;
    let zs: Vec<f64> = numbers("z", &args.z)?;
    let nexts: Vec<usize> = numbers("next", &args.next)?;
    let kinds = kinds(&args.kinds)?;
    let overtricks: Vec<u8> = numbers("overtricks", &args.overtricks)?;
    let system = load_system(&args.system)?;
    let criteria = criteria(&margins);
    let windowed_criteria = windowed_criteria(&zs, &nexts, &kinds);
    let window_name = |over: u8| match over {
        LEAD_OVERTRICKS => "window".to_string(),
        n => format!("window{n}"),
    };
    let most = *counts.last().expect("at least one count");
    let settings = McSettings {
        samples: most,
        budget_ms: f64::INFINITY,
        race: false,
        read_play: false,
        exact_lead: true,
        ..McSettings::default()
    };
    let mut names = vec!["rules".to_string()];
    for n in &counts {
        for (name, _) in &criteria {
            names.push(format!("{name}/{n}"));
        }
        for &over in &overtricks {
            for (name, _) in &windowed_criteria {
                names.push(format!("{name}+{}/{n}", window_name(over)));
            }
        }
    }
    let mut tallies = vec![LeadTally::default(); names.len()];
    let (mut solver, mut judge) = (Solver::new(), Solver::new());
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut led = 0;
    for dealt in dealt_boards(&system, args.seed).take(args.boards as usize) {
        let number = dealt.number;
        let Some(board) = dealt.board() else {
            continue;
        };
        let t0 = Instant::now();
        let leader = board.opening_leader();
        let knowledge = Knowledge::of(&board, leader, Some(&system));
        let rules_lead = rules::choose(&board, &knowledge).ok_or("no opening lead")?;
        let mut rng = ChaCha8Rng::seed_from_u64(args.seed ^ (u64::from(number) << 20));
        let share = decide_share(
            &board,
            &knowledge,
            &settings,
            None,
            &mut solver,
            &mut rng,
            &clock,
        )
        .map_err(|e| format!("board {number}: {e}"))?;
        let values =
            LeadValues::of(&board, &mut judge).map_err(|e| format!("board {number}: {e}"))?;
        // The groups of the rules' leads from each suit, the rules' lead first.
        let group_of = |card: Card| share.groups.iter().position(|g| g.cards.contains(&card));
        let rules_leads = rules::opening_leads(&board, &knowledge);
        let rules_groups: Vec<usize> = rules_leads.iter().copied().filter_map(group_of).collect();
        let rules_group = group_of(rules_lead);
        // A criterion that keeps the rules' group leads the rules' own card, as `mc` plays it.
        let card_of = |g: usize| match rules_group {
            Some(r) if r == g => rules_lead,
            _ => share.groups[g].cards[0],
        };
        let mut cards = vec![rules_lead];
        for &n in &counts {
            let scores: Vec<Vec<i32>> = share
                .groups
                .iter()
                .map(|g| g.scores[..(n as usize).min(g.scores.len())].to_vec())
                .collect();
            for (_, criterion) in &criteria {
                // One group only (all its cards equal): nothing was solved, the rules' card leads.
                let g = choose(&scores, *criterion, &rules_groups).unwrap_or(0);
                cards.push(card_of(g));
            }
            for &over in &overtricks {
                let clamped = windowed_with(&scores, &board, over);
                for (_, criterion) in &windowed_criteria {
                    let criterion = criterion.of(board.contract().strain());
                    let g = choose(&clamped, criterion, &rules_groups).unwrap_or(0);
                    cards.push(card_of(g));
                }
            }
        }
        let strain = board.contract().strain();
        let mut leads = Vec::new();
        for ((name, tally), card) in names.iter().zip(&mut tallies).zip(&cards) {
            let cost = values
                .cost(*card)
                .ok_or_else(|| format!("board {number}: {card} is not a legal lead"))?;
            tally.lead(strain, cost);
            leads.push(LeadJson {
                method: name.clone(),
                card: card.to_string(),
                cost,
            });
        }
        led += 1;
        let groups = args
            .scores
            .then(|| {
                share
                    .groups
                    .iter()
                    .map(|g| {
                        let cost = values.cost(g.cards[0]).ok_or_else(|| {
                            format!("board {number}: {} is not a legal lead", g.cards[0])
                        })?;
                        Ok(GroupJson {
                            cards: g.cards.iter().map(Card::to_string).collect(),
                            cost,
                            scores: g.scores.clone(),
                        })
                    })
                    .collect::<Result<Vec<_>, String>>()
            })
            .transpose()?;
        let out = BoardJson {
            board: number,
            dealer: dealt.auction.seat_of(0).letter(),
            vulnerability: dealt.vulnerability,
            deal: board.deal().pbn(),
            auction: dealt.auction.to_string(),
            contract: board.contract().to_string(),
            leader: leader.letter(),
            hand: board.deal().hand(leader).to_string(),
            leads,
            relaxation: share.relaxation,
            draws: share.draws,
            rules: args
                .scores
                .then(|| rules_leads.iter().map(Card::to_string).collect()),
            groups,
            seconds: t0.elapsed().as_secs_f64(),
        };
        if args.json {
            println!(
                "{}",
                serde_json::to_string(&out).map_err(|e| e.to_string())?
            );
        } else {
            print_board(&out);
        }
    }
    let summary = SummaryJson {
        boards: args.boards,
        led,
        methods: names
            .iter()
            .zip(&tallies)
            .map(|(name, tally)| {
                let all = tally.all();
                MethodJson {
                    method: name.clone(),
                    tally: *tally,
                    free_share: all.free_share(),
                    tricks_per_lead: all.mean_cost().map(|c| c.0),
                    points_per_lead: all.mean_cost().map(|c| c.1),
                }
            })
            .collect(),
        seconds: start.elapsed().as_secs_f64(),
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&summary).map_err(|e| e.to_string())?
        );
    } else {
        print_summary(&summary);
    }
    Ok(())
}

/// One line a board: the contract, the leader's hand and each method's lead with its cost.
fn print_board(out: &BoardJson) {
    let leads: Vec<String> = out
        .leads
        .iter()
        .map(|l| format!("{} {} {}", l.method, l.card, l.cost.tricks))
        .collect();
    println!(
        "{:>4} {} ({}, dealer {})  {} leads from {}:  {}",
        out.board,
        out.contract,
        out.auction,
        out.dealer,
        out.leader,
        out.hand,
        leads.join(", ")
    );
}

/// One line a method: leads without cost and what the leads lost, all, suit and notrump.
fn print_summary(summary: &SummaryJson) {
    println!("{} boards, {} led", summary.boards, summary.led);
    let share = |free: u32, leads: u32| {
        if leads == 0 {
            "-".to_string()
        } else {
            format!(
                "{:.1}% ({free} of {leads})",
                100.0 * free as f64 / leads as f64
            )
        }
    };
    for m in &summary.methods {
        let all = m.tally.all();
        let (tricks, points) = all.mean_cost().unwrap_or((0.0, 0.0));
        println!(
            "  {:<22} without cost {}, {tricks:.3} tricks and {points:.1} points lost a lead; \
             suit {}, notrump {}",
            m.method,
            share(all.free, all.leads),
            share(m.tally.suit.free, m.tally.suit.leads),
            share(m.tally.notrump.free, m.tally.notrump.leads),
        );
    }
    println!("  {:.1} s", summary.seconds);
}
