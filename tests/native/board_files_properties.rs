//! Properties of the readers of files of many boards: arbitrary text and damaged sample files
//! give records or an issue, never a panic, and what they accept is written and read back
//! unchanged in both formats.

use proptest::prelude::*;

use crate::support::mutate::{mutate, Rng};
use boyi::bridge::files::{self, lin, pbn_games, BoardRecord, Format};

const SAMPLES: [&str; 4] = [
    include_str!("../data/lin/club_hands.lin"),
    include_str!("../data/lin/match.lin"),
    include_str!("../data/lin/handviewer.txt"),
    include_str!("../data/pbn/club_night.pbn"),
];

/// What survives both formats: the deal, the auction, the play and the result.
fn kept(r: &BoardRecord) -> impl PartialEq + std::fmt::Debug {
    (
        r.deal,
        r.vulnerability,
        r.auction.clone(),
        r.board.clone(),
        r.number,
    )
}

/// Reads a text as every reader does; whatever is accepted must come back from both writers.
fn check(text: &str) {
    let _ = lin::read(text);
    let _ = pbn_games::read(text);
    let Ok(read) = files::read(text) else { return };
    for format in [Format::Lin, Format::Pbn] {
        let written = files::write(&read.records, format);
        let again = files::read(&written)
            .unwrap_or_else(|e| panic!("{e}\n{written}"))
            .records;
        assert_eq!(again.len(), read.records.len(), "{written}");
        for (a, b) in read.records.iter().zip(&again) {
            assert_eq!(kept(a), kept(b), "{written}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        check(&text);
    }

    /// Text made of the characters the formats use, where the readers get further.
    #[test]
    fn format_like_text_never_panics(text in "[ \n\r\t|,!0-9AKQJTakqjtSHDCshdcNEWnewpdrbo%7C\\[\\]\":=*]{0,160}") {
        check(&text);
    }

    #[test]
    fn damaged_samples_never_panic(seed in any::<u64>(), which in any::<usize>()) {
        let mut rng = Rng::new(seed);
        let samples: Vec<String> = SAMPLES.iter().map(|s| s.to_string()).collect();
        let text = mutate(&samples[which % samples.len()], &samples, &mut rng);
        check(&text);
    }
}
