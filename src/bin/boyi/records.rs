//! `boyi records`: the double-dummy table and par of every board of a file, as a PBN file or
//! a printable hand-record sheet, the boards spread over threads.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Instant;

use boyi::bridge::files::{self, hand_record, tables::solve_tables, Format};
use clap::Args as ClapArgs;

use crate::board_file;

#[derive(ClapArgs)]
pub struct Args {
    /// The file to read: PBN games, LIN records or handviewer addresses (`-` for stdin).
    file: PathBuf,
    /// Write a printable hand-record sheet (one self-contained HTML page) instead of PBN.
    #[arg(long)]
    html: bool,
    /// Threads to solve on, each with a solver of its own [default: every core].
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    threads: Option<u32>,
    /// Write to this file instead of stdout.
    #[arg(short, long)]
    output: Option<PathBuf>,
}

/// A progress bar redrawn in place on stderr.
struct Bar {
    total: usize,
    start: Instant,
    /// The most boards drawn so far (threads report out of order).
    drawn: Mutex<usize>,
}

impl Bar {
    const WIDTH: usize = 30;

    fn draw(&self, done: usize) {
        let mut drawn = self.drawn.lock().unwrap_or_else(|e| e.into_inner());
        if done <= *drawn {
            return;
        }
        *drawn = done;
        let filled = Self::WIDTH * done / self.total.max(1);
        let elapsed = self.start.elapsed().as_secs_f64();
        let left = elapsed / done as f64 * (self.total - done) as f64;
        let _ = write!(
            std::io::stderr(),
            "\r[{}{}] {done}/{} boards, {:.0} s left  ",
            "#".repeat(filled),
            ".".repeat(Self::WIDTH - filled),
            self.total,
            left.ceil()
        );
    }

    fn clear(&self) {
        let _ = write!(std::io::stderr(), "\r{}\r", " ".repeat(Self::WIDTH + 40));
    }
}

pub fn run(args: Args) -> Result<(), String> {
    let name = args.file.display().to_string();
    let mut read = board_file::read(&args.file)?;
    let threads = match args.threads {
        Some(n) => n as usize,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let deals: Vec<_> = read.records.iter().map(|r| r.deal).collect();
    let bar = std::io::stderr().is_terminal().then(|| Bar {
        total: deals.len(),
        start: Instant::now(),
        drawn: Mutex::new(0),
    });
    let start = Instant::now();
    let solved = solve_tables(&deals, threads, &|done| {
        if let Some(bar) = &bar {
            bar.draw(done);
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    if let Some(bar) = &bar {
        bar.clear();
    }
    let tables = solved.map_err(|(k, e)| format!("{name}: record {}: {e}", k + 1))?;
    let used = threads.min(deals.len());
    eprintln!(
        "boyi: {} boards solved in {seconds:.1} s on {used} thread{}: {:.2} tables per second",
        deals.len(),
        if used == 1 { "" } else { "s" },
        deals.len() as f64 / seconds
    );
    for (record, table) in read.records.iter_mut().zip(tables) {
        record.dd = Some(table);
    }
    let out = if args.html {
        let title = read.records[0]
            .event
            .clone()
            .or_else(|| {
                args.file
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
            })
            .filter(|t| t != "-")
            .unwrap_or_else(|| "Hand records".to_string());
        hand_record::html(&read.records, &title, &hand_record::SheetWords::ENGLISH)
    } else {
        files::write(&read.records, Format::Pbn)
    };
    board_file::write(args.output.as_deref(), &out)
}
