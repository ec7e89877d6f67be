//! Single calls asked of a system on a hand built for a rule, shared by the tests that check
//! which rule makes a call and what it says.

use boyi::bridge::bidding::{choose, Auction, Call, Source, System};
use boyi::bridge::{Deal, Hand, Seat};

/// North's hand from a PBN hand `S.H.D.C`.
fn hand(pbn: &str) -> Hand {
    Deal::from_pbn(&format!("N:{pbn} - - -"))
        .unwrap()
        .hand(Seat::North)
}

pub fn bid(text: &str) -> Call {
    text.parse().unwrap()
}

/// The call `system` makes with `pbn` after `auction` (North deals), with its source and its
/// meaning in English and Chinese.
pub fn call(system: &System, auction: &str, pbn: &str) -> (Call, Source, String, String) {
    let auction = Auction::parse(Seat::North, auction).unwrap();
    let choice = choose(system, &auction, hand(pbn));
    let e = choice.explanation();
    (choice.call, choice.source(), e.en, e.zh)
}

/// A rule's call with `words` in its English meaning and a meaning in Chinese.
pub fn assert_rule(got: (Call, Source, String, String), want: &str, words: &str) {
    let (c, source, en, zh) = got;
    assert_eq!(c, bid(want), "{en}");
    assert_eq!(source, Source::Rule, "{en}");
    assert!(en.contains(words), "{en}");
    assert!(
        zh.chars().any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch)),
        "{zh}"
    );
}

/// Asks `system` for a call after each auction with each hand, and checks the rule's call
/// and a phrase of its meaning.
pub fn assert_rules(system: &System, cases: &[(&str, &str, &str, &str)]) {
    for &(auction, hand, want, words) in cases {
        assert_rule(call(system, auction, hand), want, words);
    }
}
