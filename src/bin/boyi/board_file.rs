//! Reading a file of bridge boards for the commands that take one.

use std::io::Read;
use std::path::Path;

use boyi::bridge::files::{self, ReadOutcome};

/// The records of a PBN or LIN file (`-` for stdin), its notices printed on stderr. A file
/// with no boards is an error, named after the file.
pub fn read(path: &Path) -> Result<ReadOutcome, String> {
    let name = path.display().to_string();
    let mut bytes = Vec::new();
    if name == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("reading stdin: {e}"))?;
    } else {
        bytes = std::fs::read(path).map_err(|e| format!("{name}: {e}"))?;
    }
    let (text, latin1) = files::decode(bytes);
    if latin1 {
        eprintln!("boyi: {name}: not UTF-8, read as Latin-1");
    }
    let read = files::read(&text).map_err(|e| format!("{name}: {e}"))?;
    for notice in &read.notices {
        eprintln!("boyi: {name}: {notice}");
    }
    if read.records.is_empty() {
        return Err(format!("{name}: no boards found"));
    }
    Ok(read)
}

/// Writes `text` to `output`, or to stdout without one.
pub fn write(output: Option<&Path>, text: &str) -> Result<(), String> {
    use std::io::Write;
    match output {
        Some(path) => std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display())),
        None => std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| format!("writing stdout: {e}")),
    }
}
