//! The deals a comparison runs on: the peer suite's comparison deals (with their known
//! tables) and fresh random deals from a seed.

use std::path::PathBuf;

use boyi::bridge::dd::DdTable;
use boyi::bridge::dealer::random_deal;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A deal in PBN and, when the suite knows it, its table.
pub struct BenchDeal {
    pub pbn: String,
    pub known: Option<DdTable>,
}

/// The peer suite: `BOYI_REFDATA` (by default the shared folder beside the repository, as
/// `.cargo/config.toml` sets it).
fn suite_file() -> Result<PathBuf, String> {
    let dir = std::env::var_os("BOYI_REFDATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("BOYI_REFDATA")));
    let file = dir.join("dd/normalized/dd_tables.tsv");
    if file.is_file() {
        Ok(file)
    } else {
        Err(format!(
            "the double-dummy peer suite is not at {} (set BOYI_REFDATA to the refdata folder)",
            file.display()
        ))
    }
}

/// The first `n` deals of `macroxue/comparison`, the suite the solver's speed is judged on.
pub fn suite(n: usize) -> Result<Vec<BenchDeal>, String> {
    let file = suite_file()?;
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    text.lines()
        .filter(|l| l.starts_with("macroxue/comparison"))
        .take(n)
        .enumerate()
        .map(|(i, line)| {
            let f: Vec<&str> = line.split('\t').collect();
            let row: Result<Vec<u8>, _> = f
                .get(4..)
                .unwrap_or(&[])
                .iter()
                .map(|x| x.parse())
                .collect();
            let row: [u8; 20] = row.ok().and_then(|r| r.try_into().ok()).ok_or_else(|| {
                format!(
                    "{}: comparison deal {}: not 20 tricks",
                    file.display(),
                    i + 1
                )
            })?;
            Ok(BenchDeal {
                pbn: f[2].to_string(),
                known: Some(DdTable::from_row(&row)),
            })
        })
        .collect()
}

/// `n` random deals, each of the possible deals equally likely, from `seed`.
pub fn random(n: usize, seed: u64) -> Vec<BenchDeal> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n)
        .map(|_| BenchDeal {
            pbn: random_deal(&mut rng).to_string(),
            known: None,
        })
        .collect()
}
