//! Reading a file of boards for the subcommands that take one.

use std::io::Read;
use std::path::Path;

/// The text of `path` (`-` for stdin). A file that is not UTF-8 is read as Latin-1 (older
/// BBO files are), with a note on stderr.
pub fn read_text(path: &Path) -> Result<String, String> {
    let name = path.display().to_string();
    let mut bytes = Vec::new();
    if name == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("reading stdin: {e}"))?;
    } else {
        bytes = std::fs::read(path).map_err(|e| format!("{name}: {e}"))?;
    }
    Ok(match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            // In Latin-1 every byte is the character of its number.
            eprintln!("boyi: {name}: not UTF-8, read as Latin-1");
            e.into_bytes().iter().map(|b| char::from(*b)).collect()
        }
    })
}
