//! `boyi convert`: files of bridge boards from PBN to LIN and back.

use std::io::Write;
use std::path::PathBuf;

use boyi::bridge::dd::Solver;
use boyi::bridge::files::{self, lin, Format};
use clap::{Args as ClapArgs, ValueEnum};

use crate::input::read_text;

#[derive(Clone, Copy, ValueEnum)]
enum To {
    Pbn,
    Lin,
}

#[derive(ClapArgs)]
pub struct Args {
    /// The file to read: PBN games, LIN records or handviewer addresses (`-` for stdin).
    file: PathBuf,
    /// The format to write.
    #[arg(long, value_enum)]
    to: To,
    /// Write to this file instead of stdout.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// With --to lin: one handviewer address a line instead of LIN records.
    #[arg(long)]
    handviewer: bool,
    /// With --to pbn: solve each deal double-dummy and write its table and par score.
    #[arg(long)]
    dd: bool,
}

pub fn run(args: Args) -> Result<(), String> {
    let name = args.file.display().to_string();
    match (args.to, args.handviewer, args.dd) {
        (To::Pbn, true, _) => return Err("--handviewer goes with --to lin".to_string()),
        (To::Lin, _, true) => return Err("--dd goes with --to pbn".to_string()),
        _ => {}
    }
    let text = read_text(&args.file)?;
    let mut read = files::read(&text).map_err(|e| format!("{name}: {e}"))?;
    for notice in &read.notices {
        eprintln!("boyi: {name}: {notice}");
    }
    if read.records.is_empty() {
        return Err(format!("{name}: no boards found"));
    }
    if args.dd {
        let mut solver = Solver::new();
        for record in &mut read.records {
            let table = solver.table(&record.deal).map_err(|e| e.to_string())?;
            record.dd = Some(table);
        }
    }
    let out = match args.to {
        To::Pbn => files::write(&read.records, Format::Pbn),
        To::Lin if args.handviewer => read
            .records
            .iter()
            .map(|r| lin::handviewer_address(r) + "\n")
            .collect(),
        To::Lin => files::write(&read.records, Format::Lin),
    };
    match &args.output {
        Some(path) => std::fs::write(path, out).map_err(|e| format!("{}: {e}", path.display())),
        None => std::io::stdout()
            .write_all(out.as_bytes())
            .map_err(|e| format!("writing stdout: {e}")),
    }
}
