//! `boyi`: the engines on the command line, for batch work, benchmarks and checks.
//!
//! Each game adds its subcommand in a module of its own beside this file.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod bid;
mod board_file;
mod convert;
mod dd;
mod deal;
mod job;
mod killer;
mod leads;
mod records;
mod review;
// `match` is a keyword: the module of `boyi match` lives in match.rs under another name.
#[path = "match.rs"]
mod duplicate;
mod ttt;

/// Boyi (博弈): tic-tac-toe, contract bridge and Who is the killer, from the command line.
#[derive(Parser)]
#[command(name = "boyi", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run one Web Worker job natively: a JSON request in, JSON replies out.
    Job(job::Args),
    /// Tic-tac-toe and m,n,k: facts, best moves, deepening, alpha-beta replays.
    Ttt(ttt::Args),
    /// Double-dummy bridge: tables of tricks and play analysis.
    Dd(dd::Args),
    /// Bridge deals, seeded, optionally under limits: PBN on stdout, deals per second on stderr.
    Deal(deal::Args),
    /// Bridge boards: files of many boards from PBN to LIN (or handviewer addresses) and back.
    Convert(convert::Args),
    /// Bridge boards: the double-dummy table and par of every board of a file, as PBN or a
    /// printable hand-record sheet.
    Records(records::Args),
    /// Bridge bidding: computer players bid random boards with SAYC, Precision or the paper's tables.
    Bid(bid::Args),
    /// Who is the killer: simulations between computer players, deduction over a game log.
    Killer(killer::Args),
    /// Bridge card play: two configurations in a duplicate match, IMPs with a 95% interval.
    Match(duplicate::Args),
    /// Bridge card play of recorded boards (PBN, LIN) judged double-dummy: every card's cost,
    /// opening leads without cost, declarer's and the defenders' error rates.
    Review(review::Args),
    /// Bridge opening leads: the rules' lead against simulated leads (several layout counts
    /// and selection criteria), each judged double-dummy on the actual cards.
    Leads(leads::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Job(args) => job::run(args),
        Command::Ttt(args) => ttt::run(args),
        Command::Dd(args) => dd::run(args),
        Command::Deal(args) => deal::run(args),
        Command::Bid(args) => bid::run(args),
        Command::Convert(args) => convert::run(args),
        Command::Records(args) => records::run(args),
        Command::Killer(args) => killer::run(args),
        Command::Match(args) => duplicate::run(args),
        Command::Review(args) => review::run(args),
        Command::Leads(args) => leads::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("boyi: {message}");
            ExitCode::FAILURE
        }
    }
}
