//! `boyi match`: two card-play configurations in a duplicate match.
//!
//! Every board is dealt by the seed (dealer and vulnerability rotate as in duplicate), bid
//! once by four computer players in one system (`--system`, SAYC unless told), and played at two tables with the configurations
//! swapped: at the first `--ns` sits North-South, at the second East-West. Both tables have
//! the same auction and contract, so the IMPs measure card play alone. Each board reports
//! the IMPs for the `--ns` configuration and each table's double-dummy cost: the tricks the
//! declaring side's and the defending side's decisions gave away against the double-dummy
//! optimum of the actual cards (each card's value against the best card's value, by the
//! solver, at the moment it was played). The summary gives the mean IMPs per board with a
//! 95% confidence interval (normal approximation, mean ± 1.96 standard errors), and each
//! configuration's rates as `boyi review` counts them (`bridge::play::rates`): opening leads
//! without cost, declarer's and the defenders' share of cards that cost a trick.

use std::time::Instant;

use boyi::bridge::dd::{trick_winner, PositionError, Solver};
use boyi::bridge::play::dealt::dealt_boards;
use boyi::bridge::play::rates::{with_choice, Rates, Role};
use boyi::bridge::play::{alphamu, play_out, Action, Board, Config, Seating};
use boyi::bridge::score::imps;
use boyi::bridge::Vulnerability;
use clap::Args as ClapArgs;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::bid::load_system;
use crate::review::RatesJson;

#[derive(ClapArgs)]
pub struct Args {
    /// How many boards (numbered from 1).
    #[arg(long, default_value_t = 8)]
    boards: u32,
    /// Seed of the deals and of the players' sampling.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// North-South's configuration at the first table: rules, hybrid, hybrid:TRICK, mc or
    /// rulelead (the rules' opening lead, Monte-Carlo after it), optionally with /SAMPLES
    /// (e.g. hybrid:3/50), with +norace for Monte-Carlo without racing (every card solved
    /// on every layout), with +play for layouts
    /// weighted by the cards the others played (with +lowcards as well, discards and
    /// second hand's high cards read too), with +signals for defenders who signal
    /// and read each other's signals, with +readsignals for a declarer who reads them, and
    /// with +alphamu (or +alphamuM, M from 1 to 4) for declarer's side searching its next
    /// M choices (3 by default) over the layouts together in the endgame, with +traps
    /// for players who break ties by the chances left to the opponents to go wrong, and
    /// with +leadN for a simulated opening lead of N layouts at most (e.g. mc+play+lead20).
    #[arg(long, default_value = "hybrid")]
    ns: String,
    /// East-West's configuration at the first table (same forms as --ns).
    #[arg(long, default_value = "rules")]
    ew: String,
    /// Layouts per Monte-Carlo decision for both configurations (overrides /SAMPLES).
    #[arg(long)]
    samples: Option<u32>,
    /// Time budget of one Monte-Carlo decision, in milliseconds.
    #[arg(long, default_value_t = 10_000.0)]
    budget_ms: f64,
    /// The system all four players bid with (and the players read the auction by): sayc,
    /// precision or paper (the paper's tables).
    #[arg(long, default_value = "sayc")]
    system: String,
    /// One JSON object per board, then one for the summary.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct TableJson {
    ns: String,
    ew: String,
    declarer_tricks: u8,
    ns_score: i32,
    /// Tricks the declaring side's decisions lost against double-dummy play.
    dd_cost_declarer: u32,
    /// Tricks the defenders' decisions lost against double-dummy play.
    dd_cost_defence: u32,
    play: Vec<String>,
    claimed: Option<u8>,
    /// The cards of each side judged as `boyi review` judges them: [North-South, East-West].
    rates: [Rates; 2],
    seconds: f64,
}

#[derive(Serialize)]
struct BoardJson {
    board: u32,
    dealer: char,
    vulnerability: Vulnerability,
    deal: String,
    auction: String,
    contract: Option<String>,
    tables: Vec<TableJson>,
    /// IMPs for the --ns configuration (positive: it did better).
    imps: i32,
}

#[derive(Serialize)]
struct SummaryJson {
    boards: u32,
    played: u32,
    ns_config: String,
    ew_config: String,
    imps_total: i32,
    imps_mean: f64,
    imps_ci95: [f64; 2],
    /// Mean double-dummy cost per board of each configuration as declarer and as defender.
    dd_cost_declarer: [f64; 2],
    dd_cost_defence: [f64; 2],
    /// Each configuration's rates over all its tables.
    rates: [RatesJson; 2],
    /// Mean milliseconds of each configuration's Monte-Carlo decisions: all of them, and
    /// those of declarer's side in the endgame, where `+alphamu` searches (`alphamu`).
    decision_ms: [f64; 2],
    endgame_declarer_ms: [f64; 2],
    seconds: f64,
}

pub fn run(args: Args) -> Result<(), String> {
    let parse = |text: &str| -> Result<Config, String> {
        let mut c: Config = text.parse().map_err(|e| format!("{e}"))?;
        if let Some(n) = args.samples {
            c.mc.samples = n.max(1);
        }
        c.mc.budget_ms = args.budget_ms;
        Ok(c)
    };
    let configs = [parse(&args.ns)?, parse(&args.ew)?];
    let system = load_system(&args.system)?;
    let mut solver = Solver::new();
    // A second solver for the costs, so that judging does not disturb what the players'
    // solver keeps from one decision to the next.
    let mut judge = Judge {
        solver: Solver::new(),
        ns_value: None,
    };
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut imps_list = Vec::new();
    // [config][declarer or defence]: (cost sum, boards)
    let mut costs = [[(0u32, 0u32); 2]; 2];
    let mut rates = [Rates::default(); 2];
    // [config][all, endgame declarer]: (milliseconds, Monte-Carlo decisions)
    let mut timing = [[(0f64, 0u32); 2]; 2];
    for dealt in dealt_boards(&system, args.seed).take(args.boards as usize) {
        let number = dealt.number;
        let mut out = BoardJson {
            board: number,
            dealer: dealt.auction.seat_of(0).letter(),
            vulnerability: dealt.vulnerability,
            deal: dealt.deal.pbn(),
            auction: dealt.auction.to_string(),
            contract: dealt.auction.contract().map(|c| c.to_string()),
            tables: Vec::new(),
            imps: 0,
        };
        let mut ns_scores = [0i32; 2];
        if let Some(fresh) = dealt.board() {
            for (table, ns_score) in ns_scores.iter_mut().enumerate() {
                let (ns, ew) = (configs[table], configs[1 - table]);
                let mut board = fresh.clone();
                let mut rng = ChaCha8Rng::seed_from_u64(
                    args.seed ^ (u64::from(number) << 20) ^ (table as u64 + 1) << 50,
                );
                let t0 = Instant::now();
                let mut cost = [0u32; 2];
                // By side at this table: North-South, East-West.
                let mut side_rates = [Rates::default(); 2];
                let mut cost_error = None;
                judge.ns_value = None;
                let seating = Seating {
                    ns,
                    ew,
                    system: Some(&system),
                };
                play_out(
                    &mut board,
                    &seating,
                    &mut solver,
                    &mut rng,
                    &clock,
                    &mut |before, action| {
                        if let (Action::Play { mc: Some(d), .. }, Some(seat)) =
                            (action, before.chooser())
                        {
                            let config = if seat.is_ns() { table } else { 1 - table };
                            let declaring = seat.is_ns() == before.declarer().is_ns();
                            let endgame = before.tricks_left() <= alphamu::ENDGAME_TRICKS;
                            for (kind, counts) in [(0, true), (1, declaring && endgame)] {
                                if counts {
                                    timing[config][kind].0 += d.elapsed_ms;
                                    timing[config][kind].1 += 1;
                                }
                            }
                        }
                        match judge.cost(before, action) {
                            Ok((side, lost)) => {
                                cost[side] += lost;
                                if let (Action::Play { .. }, Some(role), Some(seat)) =
                                    (action, Role::next(before), before.to_play())
                                {
                                    side_rates[usize::from(!seat.is_ns())].card(
                                        role,
                                        with_choice(before),
                                        lost as u8,
                                    );
                                }
                            }
                            Err(e) => cost_error = Some(e),
                        }
                    },
                )
                .map_err(|e| format!("board {number}: {e}"))?;
                if let Some(e) = cost_error {
                    return Err(format!("board {number}: double-dummy cost: {e}"));
                }
                *ns_score = board.ns_score();
                // Which configuration declared at this table.
                let declarer_config = if board.declarer().is_ns() {
                    table
                } else {
                    1 - table
                };
                for (side, slot) in [(0, declarer_config), (1, 1 - declarer_config)] {
                    costs[slot][side].0 += cost[side];
                    costs[slot][side].1 += 1;
                }
                side_rates[usize::from(!board.declarer().is_ns())].declared = 1;
                rates[table].add(&side_rates[0]);
                rates[1 - table].add(&side_rates[1]);
                out.tables.push(TableJson {
                    ns: ns.to_string(),
                    ew: ew.to_string(),
                    declarer_tricks: board.declarer_tricks(),
                    ns_score: board.ns_score(),
                    dd_cost_declarer: cost[0],
                    dd_cost_defence: cost[1],
                    play: board.played().iter().map(|c| c.to_string()).collect(),
                    claimed: board.claimed(),
                    rates: side_rates,
                    seconds: t0.elapsed().as_secs_f64(),
                });
            }
            out.imps = imps(ns_scores[0] - ns_scores[1]);
            imps_list.push(out.imps);
        }
        if args.json {
            println!(
                "{}",
                serde_json::to_string(&out).map_err(|e| e.to_string())?
            );
        } else {
            let tables: Vec<String> = out
                .tables
                .iter()
                .map(|t| {
                    format!(
                        "{} tricks, NS {:+}, DD cost {}/{}",
                        t.declarer_tricks, t.ns_score, t.dd_cost_declarer, t.dd_cost_defence
                    )
                })
                .collect();
            println!(
                "{number:>4} {} {}  IMPs {:+}  [{}]",
                out.contract.as_deref().unwrap_or("passed out"),
                out.auction,
                out.imps,
                tables.join(" | ")
            );
        }
    }
    let n = imps_list.len() as f64;
    let mean = imps_list.iter().sum::<i32>() as f64 / n.max(1.0);
    let var = if n > 1.0 {
        imps_list
            .iter()
            .map(|&x| (x as f64 - mean).powi(2))
            .sum::<f64>()
            / (n - 1.0)
    } else {
        0.0
    };
    let half = 1.96 * (var / n.max(1.0)).sqrt();
    let per = |c: (u32, u32)| c.0 as f64 / (c.1.max(1)) as f64;
    let ms = |t: (f64, u32)| t.0 / f64::from(t.1.max(1));
    let summary = SummaryJson {
        boards: args.boards,
        played: imps_list.len() as u32,
        ns_config: configs[0].to_string(),
        ew_config: configs[1].to_string(),
        imps_total: imps_list.iter().sum(),
        imps_mean: mean,
        imps_ci95: [mean - half, mean + half],
        dd_cost_declarer: [per(costs[0][0]), per(costs[1][0])],
        dd_cost_defence: [per(costs[0][1]), per(costs[1][1])],
        rates: [RatesJson::of(&rates[0]), RatesJson::of(&rates[1])],
        decision_ms: [0, 1].map(|c| ms(timing[c][0])),
        endgame_declarer_ms: [0, 1].map(|c| ms(timing[c][1])),
        seconds: start.elapsed().as_secs_f64(),
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&summary).map_err(|e| e.to_string())?
        );
    } else {
        println!(
            "{} vs {}: {} boards played, {:+} IMPs, {:+.2} per board, 95% CI [{:+.2}, {:+.2}]",
            summary.ns_config,
            summary.ew_config,
            summary.played,
            summary.imps_total,
            mean,
            summary.imps_ci95[0],
            summary.imps_ci95[1]
        );
        for (i, name) in [&summary.ns_config, &summary.ew_config].iter().enumerate() {
            println!(
                "  {name}: double-dummy cost per board {:.2} tricks as declarer, {:.2} as defender",
                summary.dd_cost_declarer[i], summary.dd_cost_defence[i]
            );
            println!("    {}", rates[i]);
            println!(
                "    {:.1} ms a Monte-Carlo decision, {:.1} ms as declarer in the endgame",
                summary.decision_ms[i], summary.endgame_declarer_ms[i]
            );
        }
        println!("  {:.1} s", summary.seconds);
    }
    Ok(())
}

/// Measures each decision against double-dummy play on the actual cards. It carries the
/// value of the position from one card to the next (North-South's tricks from the current
/// trick on), so each card costs one search started from the right answer.
struct Judge {
    solver: Solver,
    ns_value: Option<u8>,
}

impl Judge {
    /// The tricks an action gives away against double-dummy play, and the side that took it
    /// (0: the declaring side, 1: the defenders).
    fn cost(&mut self, before: &Board, action: &Action) -> Result<(usize, u32), PositionError> {
        let Some(seat) = before.to_play() else {
            return Ok((0, 0));
        };
        let declaring = seat.is_ns() == before.declarer().is_ns();
        let side = usize::from(!declaring);
        let pos = before.position();
        let left = before.tricks_left();
        let for_mover = |ns: u8| if seat.is_ns() { ns } else { left - ns };
        let best = match self.ns_value {
            Some(ns) => for_mover(ns),
            None => self.solver.tricks(&pos)?,
        };
        let lost = match action {
            Action::Play { card, .. } => {
                let mine = self.solver.card_value(&pos, *card, best)?;
                let mut ns_after = for_mover(mine);
                if pos.trick.len() == 3 {
                    let mut trick = pos.trick.clone();
                    trick.push(*card);
                    ns_after -= u8::from(trick_winner(&trick, pos.leader, pos.trump).is_ns());
                }
                self.ns_value = Some(ns_after);
                u32::from(best.saturating_sub(mine))
            }
            Action::Settle { declarer_more } => {
                self.ns_value = None;
                let given = if declaring {
                    *declarer_more
                } else {
                    left - declarer_more
                };
                u32::from(best.saturating_sub(given))
            }
        };
        Ok((side, lost))
    }
}
