//! `boyi bid --evaluate`: the IMPs lost by kind add up to the boards' own distances from par.

use crate::cli::{boyi, stdout};

/// The signed IMPs of a board line (`… par 450 IMPs -9`), if it was scored.
fn board_imps(line: &str) -> Option<i32> {
    let (_, imps) = line.rsplit_once(" IMPs ")?;
    imps.trim().parse().ok()
}

#[test]
fn losses_by_kind_add_up_to_the_boards_off_par() {
    for system in ["sayc", "precision"] {
        let out = stdout(&boyi(&[
            "bid",
            "--system",
            system,
            "--boards",
            "16",
            "--seed",
            "5",
            "--evaluate",
        ]));
        let boards: Vec<i32> = out.lines().filter_map(board_imps).collect();
        assert_eq!(boards.len(), 16, "{out}");
        let off: Vec<i32> = boards.into_iter().filter(|&i| i != 0).collect();
        assert!(!off.is_empty(), "{out}");

        // Lines `SAYC: missed game: 6 IMPs on 1 board`.
        let kinds: Vec<(String, u32, usize)> = out
            .lines()
            .filter_map(|l| {
                let l = l
                    .strip_suffix(" boards")
                    .or_else(|| l.strip_suffix(" board"))?;
                let (head, boards) = l.rsplit_once(" IMPs on ")?;
                let (kind, imps) = head.rsplit_once(": ")?;
                Some((kind.to_string(), imps.parse().ok()?, boards.parse().ok()?))
            })
            .collect();
        assert!(!kinds.is_empty(), "{out}");
        let imps: u32 = kinds.iter().map(|k| k.1).sum();
        let counted: usize = kinds.iter().map(|k| k.2).sum();
        assert_eq!(
            imps,
            off.iter().map(|i| i.unsigned_abs()).sum::<u32>(),
            "{out}"
        );
        assert_eq!(counted, off.len(), "{out}");
        // The costliest kind first.
        assert!(kinds.windows(2).all(|w| w[0].1 >= w[1].1), "{out}");

        // Passed-out boards off par are the kind of their own.
        let passed_out = out
            .lines()
            .filter(|l| l.contains("=> passed out") && board_imps(l).is_some_and(|i| i != 0))
            .count();
        let kind = kinds.iter().find(|k| k.0.ends_with("passed out"));
        assert_eq!(kind.map_or(0, |k| k.2), passed_out, "{out}");
    }
}
