//! `boyi records`: the double-dummy table and par of every board of a file, as a PBN file or
//! a printable hand-record sheet, the boards spread over threads.

use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use boyi::bridge::files::{hand_record, pbn_games, tables::solve_tables};
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

/// Boards solved at a time: the PBN written grows as they are solved, so a long run shows its
/// work and an interrupted one keeps it. Each thread waits at most one board at the end of a
/// batch.
const BATCH: usize = 64;

/// Where the PBN goes, written as it comes.
fn writer(output: Option<&Path>) -> Result<Box<dyn Write>, String> {
    Ok(match output {
        Some(path) => Box::new(BufWriter::new(
            File::create(path).map_err(|e| format!("{}: {e}", path.display()))?,
        )),
        None => Box::new(BufWriter::new(std::io::stdout().lock())),
    })
}

pub fn run(args: Args) -> Result<(), String> {
    let name = args.file.display().to_string();
    let mut read = board_file::read(&args.file)?;
    let threads = match args.threads {
        Some(n) => n as usize,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let total = read.records.len();
    let bar = std::io::stderr().is_terminal().then(|| Bar {
        total,
        start: Instant::now(),
        drawn: Mutex::new(0),
    });
    let out_name = args
        .output
        .as_ref()
        .map_or("stdout".to_string(), |p| p.display().to_string());
    let write_failed = |e: std::io::Error| format!("writing {out_name}: {e}");
    let mut pbn = if args.html {
        None
    } else {
        Some(writer(args.output.as_deref())?)
    };
    if let Some(out) = &mut pbn {
        out.write_all(pbn_games::HEADER.as_bytes())
            .map_err(write_failed)?;
    }
    let start = Instant::now();
    for (b, batch) in read.records.chunks_mut(BATCH).enumerate() {
        let deals: Vec<_> = batch.iter().map(|r| r.deal).collect();
        let solved = solve_tables(&deals, threads, &|done| {
            if let Some(bar) = &bar {
                bar.draw(b * BATCH + done);
            }
        });
        let tables = solved.map_err(|(k, e)| {
            if let Some(bar) = &bar {
                bar.clear();
            }
            format!("{name}: record {}: {e}", b * BATCH + k + 1)
        })?;
        for (record, table) in batch.iter_mut().zip(tables) {
            record.dd = Some(table);
            if let Some(out) = &mut pbn {
                let game = pbn_games::write_game(record);
                out.write_all(format!("\n{game}").as_bytes())
                    .map_err(write_failed)?;
            }
        }
        if let Some(out) = &mut pbn {
            out.flush().map_err(write_failed)?;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    if let Some(bar) = &bar {
        bar.clear();
    }
    let used = threads.min(total);
    eprintln!(
        "boyi: {total} boards solved in {seconds:.1} s on {used} thread{}: {:.2} tables per second",
        if used == 1 { "" } else { "s" },
        total as f64 / seconds
    );
    if args.html {
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
        board_file::write(
            args.output.as_deref(),
            &hand_record::html(&read.records, &title, &hand_record::SheetWords::ENGLISH),
        )?;
    }
    Ok(())
}
