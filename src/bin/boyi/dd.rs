//! `boyi dd`: double-dummy tables and play analysis.

use std::io::{BufRead, Read};

use boyi::bridge::dd::{trick_winner, CardValue, Position, Solver};
use boyi::bridge::paper_format::PaperProblem;
use boyi::bridge::{Card, Deal, Seat, Strain};
use clap::{Args as ClapArgs, Subcommand, ValueEnum};
use serde::Serialize;

#[derive(ClapArgs)]
pub struct Args {
    #[command(subcommand)]
    command: DdCommand,
}

#[derive(Subcommand)]
enum DdCommand {
    /// Read PBN deals from stdin, one per line; print per deal 20 numbers: declarer's tricks
    /// for strains S, H, D, C, NT (strain-major) by declarer N, E, S, W.
    Table {
        /// One JSON object per deal instead.
        #[arg(long)]
        json: bool,
        /// Also print, on stderr, each deal's search nodes and milliseconds and their totals
        /// (for measuring the solver on a batch of deals).
        #[arg(long)]
        stats: bool,
        /// Cap of the solver's transposition table in MiB (smaller is slower, never wrong).
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=16384))]
        tt_mib: u32,
    },
    /// Solve a problem file (the paper's format, or a PBN deal with --trump and --leader):
    /// the paper's summary (trump, the leader's first card, the tricks North-South need,
    /// whether the contract can be made), every legal card's value and an optimal play.
    Solve {
        /// The problem file.
        file: String,
        /// Trump for a PBN deal: S, H, D, C or NT (or 0-4).
        #[arg(long)]
        trump: Option<String>,
        /// Seat on lead for a PBN deal: N, E, S or W.
        #[arg(long)]
        leader: Option<String>,
        /// Tricks North-South need (a PBN deal has no target unless given).
        #[arg(long)]
        target: Option<u8>,
        /// Print JSON instead.
        #[arg(long)]
        json: bool,
        /// Language of the text output; `zh` prints the paper's own summary lines.
        #[arg(long, value_enum, default_value_t = Lang::En)]
        lang: Lang,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Lang {
    En,
    Zh,
}

pub fn run(args: Args) -> Result<(), String> {
    match args.command {
        DdCommand::Table {
            json,
            stats,
            tt_mib,
        } => table(json, stats, tt_mib),
        DdCommand::Solve {
            file,
            trump,
            leader,
            target,
            json,
            lang,
        } => solve(&file, trump, leader, target, json, lang),
    }
}

#[derive(Serialize)]
struct TableJson {
    deal: String,
    /// 20 numbers in the text output's order.
    tricks: Vec<u8>,
}

fn table(json: bool, stats: bool, tt_mib: u32) -> Result<(), String> {
    let mut solver = Solver::with_tt_bytes((tt_mib as usize) << 20);
    let (mut deals, mut total_ms) = (0u64, 0.0f64);
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.map_err(|e| format!("reading stdin: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let deal = Deal::from_pbn(&line).map_err(|e| format!("line {}: {e}", i + 1))?;
        let (nodes_before, start) = (solver.nodes(), std::time::Instant::now());
        let t = solver
            .table(&deal)
            .map_err(|e| format!("line {}: {e}", i + 1))?;
        if stats {
            let ms = start.elapsed().as_secs_f64() * 1e3;
            deals += 1;
            total_ms += ms;
            eprintln!(
                "line {}: {} nodes, {ms:.1} ms",
                i + 1,
                solver.nodes() - nodes_before
            );
        }
        if json {
            let out = TableJson {
                deal: deal.pbn(),
                tricks: t.row().to_vec(),
            };
            println!(
                "{}",
                serde_json::to_string(&out).map_err(|e| e.to_string())?
            );
        } else {
            println!("{t}");
        }
    }
    if stats && deals > 0 {
        eprintln!(
            "{deals} deals: {} nodes, {total_ms:.0} ms; per deal {} nodes, {:.1} ms",
            solver.nodes(),
            solver.nodes() / deals,
            total_ms / deals as f64
        );
    }
    Ok(())
}

#[derive(Serialize)]
struct TrickJson {
    leader: Seat,
    cards: Vec<Card>,
    winner: Option<Seat>,
}

/// The paper's summary of a solved problem, in its order.
#[derive(Serialize)]
struct Summary {
    trump: Strain,
    leader: Seat,
    /// The leader's first card: the problem's, or else the solver's best.
    first_card: Option<Card>,
    /// Whether the problem named the first card (the paper's last line is not XX).
    first_card_given: bool,
    ns_need: Option<u8>,
    made: Option<bool>,
    /// The summary as printed, in the language asked for.
    lines: Vec<String>,
}

#[derive(Serialize)]
struct SolveJson {
    summary: Summary,
    position: Position,
    to_move: Seat,
    /// Tricks North-South take with best play from here (the current trick included).
    ns_tricks: u8,
    ns_target: Option<u8>,
    made: Option<bool>,
    /// Values for the side to move.
    cards: Vec<CardValue>,
    /// The optimal play, trick by trick.
    play: Vec<TrickJson>,
}

fn solve(
    file: &str,
    trump: Option<String>,
    leader: Option<String>,
    target: Option<u8>,
    json: bool,
    lang: Lang,
) -> Result<(), String> {
    let mut text = String::new();
    if file == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("reading stdin: {e}"))?;
    } else {
        text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    }
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let (position, ns_target) = if first.contains(':') {
        let deal = Deal::from_pbn(first).map_err(|e| format!("{file}: {e}"))?;
        let trump = trump.ok_or("a PBN deal needs --trump")?;
        let trump =
            Strain::parse(&trump).ok_or(format!("--trump {trump}: use S, H, D, C or NT"))?;
        let leader = leader.ok_or("a PBN deal needs --leader")?;
        let mut lc = leader.chars();
        let leader = match (lc.next().and_then(Seat::from_char), lc.next()) {
            (Some(s), None) => s,
            _ => return Err(format!("--leader {leader}: use N, E, S or W")),
        };
        (Position::new(deal, trump, leader), target)
    } else {
        let p = PaperProblem::parse(&text).map_err(|e| format!("{file}: {e}"))?;
        (p.position, Some(target.unwrap_or(p.ns_need)))
    };
    let mut solver = Solver::new();
    let cards = solver.card_values(&position).map_err(|e| e.to_string())?;
    let mover = position.to_move();
    let left = position.tricks_left() as u8;
    if let Some(t) = ns_target.filter(|&t| t > left) {
        return Err(format!(
            "North-South need {t} tricks, but only {left} are left to play"
        ));
    }
    let best = cards.first().map_or(0, |c| c.tricks);
    let ns_tricks = if mover.is_ns() { best } else { left - best };
    let line = solver.best_line(&position).map_err(|e| e.to_string())?;
    let play = split_tricks(&position, &line);
    let made = ns_target.map(|t| ns_tricks >= t);
    let words = words(lang);
    let given = position.trick.first().copied();
    let first_card = given.or(line.first().copied());
    let mut lines = vec![
        words.trump_line(position.trump),
        words.first_card_line(position.leader, first_card, given.is_some()),
        words.need_line(ns_target),
    ];
    if let Some(m) = made {
        lines.push(words.made_line(m));
    }
    let summary = Summary {
        trump: position.trump,
        leader: position.leader,
        first_card,
        first_card_given: given.is_some(),
        ns_need: ns_target,
        made,
        lines,
    };
    if json {
        let out = SolveJson {
            summary,
            position,
            to_move: mover,
            ns_tricks,
            ns_target,
            made,
            cards,
            play,
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    for l in &summary.lines {
        println!("{l}");
    }
    if let (Some(t), Some(false)) = (ns_target, made) {
        println!("{}", (words.no_line)(t, ns_tricks, left));
    }
    println!();
    println!("{}", (words.value)(mover, left, ns_tricks));
    println!("{}", (words.cards_of)(mover));
    for c in &cards {
        let eq: Vec<String> = c.equivalent.iter().map(|x| x.to_string()).collect();
        let loss = best - c.tricks;
        let note = if loss == 0 {
            words.best.to_string()
        } else {
            format!("{} {loss}", words.loses)
        };
        println!("  {:<12} {:>2}  {note}", eq.join(" "), c.tricks);
    }
    println!(
        "{}",
        if made == Some(false) {
            words.play_short
        } else {
            words.play
        }
    );
    let mut ns = 0;
    for (i, t) in play.iter().enumerate() {
        let cards: Vec<String> = t.cards.iter().map(|c| c.to_string()).collect();
        if let Some(w) = t.winner {
            ns += w.is_ns() as u8;
        }
        println!(
            "  {}",
            (words.trick)(i + 1, t.leader, &cards.join(" "), t.winner, ns)
        );
    }
    Ok(())
}

/// The words of `dd solve`'s text output in one language.
struct Words {
    /// The summary's labels. The Chinese ones are the paper's (Zhang Zhigang, 2015, the
    /// program's output after its example deal), which prints the names in English.
    trump: &'static str,
    first_card: &'static str,
    chosen: &'static str,
    need: &'static str,
    no_need: &'static str,
    made: &'static str,
    yes_no: [&'static str; 2],
    no_line: fn(u8, u8, u8) -> String,
    value: fn(Seat, u8, u8) -> String,
    cards_of: fn(Seat) -> String,
    best: &'static str,
    loses: &'static str,
    play: &'static str,
    play_short: &'static str,
    trick: fn(usize, Seat, &str, Option<Seat>, u8) -> String,
}

/// A strain as the paper's program names it (`Hearts`).
fn strain_name(strain: Strain) -> &'static str {
    ["Spades", "Hearts", "Diamonds", "Clubs", "NT"][strain.index()]
}

fn seat_zh(seat: Seat) -> &'static str {
    ["北", "东", "南", "西"][seat.index()]
}

impl Words {
    fn trump_line(&self, trump: Strain) -> String {
        format!("{}{};", self.trump, strain_name(trump))
    }

    fn first_card_line(&self, leader: Seat, card: Option<Card>, given: bool) -> String {
        let card = card.map_or("XX".to_string(), |c| c.paper_notation());
        let chosen = if given { "" } else { self.chosen };
        format!("{leader}{}{card}{chosen};", self.first_card)
    }

    fn need_line(&self, need: Option<u8>) -> String {
        match need {
            Some(n) => format!("{}{n};", self.need),
            None => format!("{}{};", self.need, self.no_need),
        }
    }

    fn made_line(&self, made: bool) -> String {
        format!("{}{};", self.made, self.yes_no[usize::from(!made)])
    }
}

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: Words = Words {
    trump: "Trump: ",
    first_card: " leads first: ",
    chosen: " (chosen by the solver)",
    need: "Tricks North-South need: ",
    no_need: "not given (--target N)",
    made: "Can the contract be made: ",
    yes_no: ["Yes", "No"],
    no_line: |need, ns, left| {
        format!(
            "No line of play reaches the target: North-South need {need} but take at most {ns} of the {left} tricks."
        )
    },
    value: |mover, left, ns| {
        format!("{mover} to play; {left} tricks to go; North-South take {ns} with best play.")
    },
    cards_of: |mover| format!("Cards of {mover} (tricks for {mover}'s side):"),
    best: "best",
    loses: "loses",
    play: "Optimal play:",
    play_short: "Best play (North-South fall short):",
    trick: |i, leader, cards, winner, ns| match winner {
        Some(w) => format!("trick {i:>2}: {leader} leads {cards}; won by {w} (NS {ns})"),
        None => format!("trick {i:>2}: {leader} leads {cards}"),
    },
};

static ZH: Words = Words {
    trump: "将牌是:",
    first_card: "出第一张牌是",
    chosen: "（程序选择）",
    need: "南北家需得墩数:",
    no_need: "未给出（--target N）",
    made: "定约是否能完成:",
    yes_no: ["Yes", "No"],
    no_line: |need, ns, left| {
        format!(
            "没有可行解：南北家需得 {need} 墩，双方最佳出牌时最多只得 {ns} 墩（共 {left} 墩）。"
        )
    },
    value: |mover, left, ns| {
        format!(
            "{}出牌，还有 {left} 墩；双方最佳出牌，南北家得 {ns} 墩。",
            seat_zh(mover)
        )
    },
    cards_of: |mover| {
        let m = seat_zh(mover);
        format!("{m}的牌（{m}方能得的墩数）：")
    },
    best: "最佳",
    loses: "少得",
    play: "程序找到的打牌序列：",
    play_short: "最佳打牌序列（南北家完不成定约）：",
    trick: |i, leader, cards, winner, ns| match winner {
        Some(w) => format!(
            "第 {i:>2} 墩：{}先出 {cards}；{}赢（南北 {ns}）",
            seat_zh(leader),
            seat_zh(w)
        ),
        None => format!("第 {i:>2} 墩：{}先出 {cards}", seat_zh(leader)),
    },
};

/// Splits a play from `pos` into tricks (the first one may already have cards on the table).
fn split_tricks(pos: &Position, line: &[Card]) -> Vec<TrickJson> {
    let mut out = Vec::new();
    let mut leader = pos.leader;
    let mut cards = pos.trick.clone();
    for &c in line {
        cards.push(c);
        if cards.len() == 4 {
            let winner = trick_winner(&cards, leader, pos.trump);
            out.push(TrickJson {
                leader,
                cards: std::mem::take(&mut cards),
                winner: Some(winner),
            });
            leader = winner;
        }
    }
    if !cards.is_empty() {
        out.push(TrickJson {
            leader,
            cards,
            winner: None,
        });
    }
    out
}
