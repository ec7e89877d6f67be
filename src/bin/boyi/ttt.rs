//! `boyi ttt`: tic-tac-toe facts, the best move of a position, m,n,k deepening and alpha-beta
//! replays, all computed by the engine in `boyi::ttt`.

use std::time::Instant;

use boyi::ttt::census::classic_facts;
use boyi::ttt::deepening::{deepen, Budget};
use boyi::ttt::teach::analyse;
use boyi::ttt::trace::{trace_position, FixedTree, TraceOrder};
use boyi::ttt::{Board, Rules};

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// The facts of tic-tac-toe, computed: tree size, games, positions, search node counts.
    Stats,
    /// The best move of a 3 × 3 position and every legal move's value.
    Best {
        /// 9 cells row by row, each x, o or . (whose turn follows from the counts).
        board: String,
    },
    /// Iterative deepening on an m,n,k board, printing each depth's node count.
    Deepen {
        #[arg(long, default_value_t = 4)]
        rows: u8,
        #[arg(long, default_value_t = 4)]
        cols: u8,
        #[arg(long, default_value_t = 3)]
        k: u8,
        /// The position (rows × cols cells of x, o, .); the empty board if left out.
        #[arg(long)]
        board: Option<String>,
        #[arg(long, default_value_t = 64)]
        max_depth: u32,
        #[arg(long)]
        max_nodes: Option<u64>,
        #[arg(long)]
        max_millis: Option<f64>,
    },
    /// The step-by-step alpha-beta replay as JSON: of a 3 × 3 position, or, when no board is
    /// given, of the warm-up tree (Russell & Norvig's figure 5.2).
    Trace {
        board: Option<String>,
        /// Move order for a position: natural or static.
        #[arg(long, default_value = "natural")]
        order: String,
    },
}

pub fn run(args: Args) -> Result<(), String> {
    match args.command {
        Command::Stats => stats(),
        Command::Best { board } => best(&board),
        Command::Deepen {
            rows,
            cols,
            k,
            board,
            max_depth,
            max_nodes,
            max_millis,
        } => {
            let rules = Rules::new(rows, cols, k).map_err(|e| format!("ttt deepen: {e}"))?;
            let board = match board {
                Some(s) => Board::parse(rules, &s).map_err(|e| format!("ttt deepen: {e}"))?,
                None => Board::empty(rules),
            };
            let budget = Budget {
                max_depth,
                max_nodes,
                max_millis,
            };
            deepening(&board, &budget)
        }
        Command::Trace { board, order } => trace(board.as_deref(), &order),
    }
}

fn stats() -> Result<(), String> {
    let f = classic_facts(&mut |_, _| {});
    let lines = [
        ("tree_nodes", f.tree.nodes as i64),
        ("games", f.tree.games as i64),
        ("x_wins", f.tree.x_wins as i64),
        ("o_wins", f.tree.o_wins as i64),
        ("draws", f.tree.draws as i64),
        ("positions", f.tree.positions as i64),
        ("terminal_positions", f.tree.terminal_positions as i64),
        ("alphabeta_nodes_natural", f.alphabeta_nodes_natural as i64),
        ("alphabeta_nodes_static", f.alphabeta_nodes_static as i64),
        (
            "alphabeta_nodes_best_first",
            f.alphabeta_nodes_best_first as i64,
        ),
        ("minimax_nodes", f.minimax_nodes as i64),
        ("empty_board_value", f.empty_board_value as i64),
    ];
    for (name, value) in lines {
        println!("{name}: {value}");
    }
    Ok(())
}

fn best(text: &str) -> Result<(), String> {
    let board = Board::parse(Rules::CLASSIC, text).map_err(|e| format!("ttt best: {e}"))?;
    let a = analyse(&board).map_err(|e| format!("ttt best: {e}"))?;
    let cells = |v: &[usize]| {
        v.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    println!("to_move: {}", a.to_move);
    println!("value: {}", a.value);
    println!("best: {}", a.best[0]);
    println!("best_moves: {}", cells(&a.best));
    for m in &a.moves {
        println!(
            "move {}: value={} score={} f={} minimax_nodes={} alphabeta_nodes={}",
            m.cell, m.value, m.score, m.static_eval, m.minimax_nodes, m.alphabeta_nodes
        );
    }
    println!("minimax_nodes: {}", a.nodes.minimax);
    println!("alphabeta_nodes_natural: {}", a.nodes.alphabeta_natural);
    println!("alphabeta_nodes_static: {}", a.nodes.alphabeta_static);
    println!(
        "alphabeta_nodes_best_first: {}",
        a.nodes.alphabeta_best_first
    );
    Ok(())
}

fn deepening(board: &Board, budget: &Budget) -> Result<(), String> {
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let d = deepen(board, budget, Some(&clock), &mut |_, _| {})
        .map_err(|e| format!("ttt deepen: {e}"))?;
    for s in &d.per_depth {
        println!(
            "depth {}: nodes={} table_hits={} completed={} best={} value={} ms={:.1}",
            s.depth,
            s.nodes,
            s.table_hits,
            s.completed,
            s.best_move.map_or("-".into(), |m| m.to_string()),
            s.value.map_or("-".into(), |v| v.to_string()),
            s.elapsed_millis.unwrap_or(0.0)
        );
    }
    println!("best: {}", d.best_move);
    println!("value: {}", d.value);
    println!("depth: {}", d.depth);
    println!(
        "proven: {}",
        d.proven.map_or("no".into(), |p| p.to_string())
    );
    println!("nodes: {}", d.nodes);
    Ok(())
}

fn trace(board: Option<&str>, order: &str) -> Result<(), String> {
    let t = match board {
        None => FixedTree::textbook()
            .trace()
            .map_err(|e| format!("ttt trace: {e}"))?,
        Some(text) => {
            let order = match order {
                "natural" => TraceOrder::Natural,
                "static" => TraceOrder::Static,
                other => {
                    return Err(format!(
                        "ttt trace: order {other:?} is not natural or static"
                    ))
                }
            };
            let board =
                Board::parse(Rules::CLASSIC, text).map_err(|e| format!("ttt trace: {e}"))?;
            trace_position(&board, order, -2, 2).map_err(|e| format!("ttt trace: {e}"))?
        }
    };
    println!("{}", serde_json::to_string(&t).expect("traces serialise"));
    Ok(())
}
