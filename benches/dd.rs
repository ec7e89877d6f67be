//! `make bench`: Boyi's double-dummy solver against pons-dds (pure Rust port of DDS 2.9) and
//! DDS 3.0 (C++, through dds-bridge) on the same deals, one thread each: mean, median and max
//! milliseconds per full 20-result table and Boyi's ratio to each; then solves per second of a
//! Monte-Carlo workload (sampled hidden hands, the value of each of my cards in one call).
//!
//! Deals: the first N of `macroxue/comparison` in the peer suite, N from the first argument or
//! `DD_BENCH_DEALS` (default 20). `DD_BENCH_SAMPLES` sets the Monte-Carlo samples (default 20).
//! With `DD_BENCH_EACH` set, each deal's times are printed too (where the gap lies).

/// The other solvers are native libraries (DDS is C++), so the comparison exists only natively.
#[cfg(not(target_arch = "wasm32"))]
mod native {

    use std::time::Instant;

    use boyi::bridge::dd::{DdTable, Position, Solver};
    use boyi::bridge::{Card, Deal, Hand, Seat, Strain};
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// The peer suite, in the shared folder beside the repository.
    const TABLES: &str = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/refdata/dd/normalized/dd_tables.tsv"
    );

    fn deals(n: usize) -> Vec<(String, DdTable)> {
        let text = std::fs::read_to_string(TABLES).expect("the peer suite's dd_tables.tsv");
        text.lines()
            .filter(|l| l.starts_with("macroxue/comparison"))
            .take(n)
            .map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                let row: Vec<u8> = f[4..].iter().map(|x| x.parse().unwrap()).collect();
                (
                    f[2].to_string(),
                    DdTable::from_row(&row.try_into().unwrap()),
                )
            })
            .collect()
    }

    struct Stats {
        mean: f64,
        median: f64,
        max: f64,
    }

    fn stats(ms: &[f64]) -> Stats {
        let mut v = ms.to_vec();
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        Stats {
            mean: v.iter().sum::<f64>() / v.len() as f64,
            median: v[v.len() / 2],
            max: v[v.len() - 1],
        }
    }

    fn time_ms(f: impl FnOnce()) -> f64 {
        let t = Instant::now();
        f();
        t.elapsed().as_secs_f64() * 1e3
    }

    /// Boyi's table in the other crates' layout: tricks by contract_bridge strain and seat.
    fn other_strain(s: Strain) -> contract_bridge::Strain {
        match s {
            Strain::Spades => contract_bridge::Strain::Spades,
            Strain::Hearts => contract_bridge::Strain::Hearts,
            Strain::Diamonds => contract_bridge::Strain::Diamonds,
            Strain::Clubs => contract_bridge::Strain::Clubs,
            Strain::NoTrump => contract_bridge::Strain::Notrump,
        }
    }

    fn other_seat(s: Seat) -> contract_bridge::Seat {
        match s {
            Seat::North => contract_bridge::Seat::North,
            Seat::East => contract_bridge::Seat::East,
            Seat::South => contract_bridge::Seat::South,
            Seat::West => contract_bridge::Seat::West,
        }
    }

    pub fn main() {
        let n: usize = std::env::args()
            .nth(1)
            .filter(|a| !a.starts_with('-'))
            .or_else(|| std::env::var("DD_BENCH_DEALS").ok())
            .and_then(|s| s.parse().ok())
            .unwrap_or(20);
        let samples: usize = std::env::var("DD_BENCH_SAMPLES")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(20);
        let set = deals(n);
        println!(
            "{} deals of macroxue/comparison, one thread each",
            set.len()
        );

        // The three solvers take turns deal by deal, so that a slower spell of a shared
        // machine weighs on all of them alike (run one after another, their ratio moved by a
        // fifth between identical runs).
        let mut boyi = Solver::new();
        let mut pons = pons_dds::Solver::new(contract_bridge::Strain::Notrump);
        let mut dds = dds_bridge::Solver::default();
        let (mut boyi_ms, mut pons_ms, mut dds_ms) = (Vec::new(), Vec::new(), Vec::new());
        for (i, (pbn, want)) in set.iter().enumerate() {
            let deal = Deal::from_pbn(pbn).unwrap();
            let mut got = DdTable::default();
            boyi_ms.push(time_ms(|| got = boyi.table(&deal).unwrap()));
            assert_eq!(&got, want, "Boyi's table differs on {pbn}");

            let deal: contract_bridge::FullDeal = pbn.parse().unwrap();
            let mut table = None;
            pons_ms.push(time_ms(|| {
                table = Some(pons_dds::solve_deal_on(&mut pons, deal))
            }));
            let table = table.unwrap();
            let mut dds_table = None;
            dds_ms.push(time_ms(|| dds_table = Some(dds.solve_deal(deal))));
            let dds_table = dds_table.unwrap();
            for s in Strain::ALL {
                for p in Seat::ALL {
                    let w = want.get(s, p);
                    assert_eq!(u8::from(table[other_strain(s)].get(other_seat(p))), w);
                    assert_eq!(u8::from(dds_table[other_strain(s)].get(other_seat(p))), w);
                }
            }
            // A long run shows where it stands (and leaves figures if it is stopped).
            if (i + 1) % 100 == 0 && i + 1 < set.len() {
                let sum = |v: &[f64]| v.iter().sum::<f64>();
                eprintln!(
                    "{} deals: boyi / pons-dds {:.2}, boyi / dds {:.2} (mean so far)",
                    i + 1,
                    sum(&boyi_ms) / sum(&pons_ms),
                    sum(&boyi_ms) / sum(&dds_ms)
                );
            }
        }

        if std::env::var_os("DD_BENCH_EACH").is_some() {
            println!("deal     boyi ms  pons-dds ms   dds ms   boyi/pons");
            for (i, ((b, p), d)) in boyi_ms.iter().zip(&pons_ms).zip(&dds_ms).enumerate() {
                println!("{:>4} {b:>11.1} {p:>12.1} {d:>8.1} {:>11.2}", i + 1, b / p);
            }
        }
        let (b, p, d) = (stats(&boyi_ms), stats(&pons_ms), stats(&dds_ms));
        println!("ms per table     mean   median      max");
        for (name, s) in [("boyi", &b), ("pons-dds", &p), ("dds 3.0", &d)] {
            println!(
                "{name:<12} {:>8.1} {:>8.1} {:>8.1}",
                s.mean, s.median, s.max
            );
        }
        println!(
            "boyi / pons-dds: {:.2} (mean), boyi / dds: {:.2} (mean)",
            b.mean / p.mean,
            b.mean / d.mean
        );

        monte_carlo(&set[0].0, samples);
    }

    /// West on lead against South's 3NT knows only West's own cards: deal the other 39 cards at
    /// random and ask for the value of each of West's cards, reusing one solver.
    fn monte_carlo(pbn: &str, samples: usize) {
        let deal = Deal::from_pbn(pbn).unwrap();
        let west = deal.hand(Seat::West);
        let mut others: Vec<Card> = Hand(deal.cards().0 & !west.0).cards().collect();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut solver = Solver::new();
        let start = Instant::now();
        for _ in 0..samples {
            others.shuffle(&mut rng);
            let mut hands = [Hand::EMPTY; 4];
            hands[Seat::West as usize] = west;
            for (i, c) in others.iter().enumerate() {
                hands[i / 13].insert(*c);
            }
            let sample = Deal::new(hands).unwrap();
            let pos = Position::new(sample, Strain::NoTrump, Seat::West);
            std::hint::black_box(solver.card_values(&pos).unwrap());
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
        "Monte-Carlo (opening lead vs NT, {samples} samples, all of West's cards per call): {:.2} solves/s",
        samples as f64 / secs
    );
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

#[cfg(target_arch = "wasm32")]
fn main() {
    eprintln!("dd bench: compares with native solvers; run it natively with `make bench`");
}
