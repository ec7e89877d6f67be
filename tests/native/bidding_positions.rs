//! Positions bid by rules outside the SAYC booklet's tables, on hands built for them:
//! Precision's natural major over its 2C opening, and Precision's jump after a negative
//! double. Each call must come from its rule, with a meaning in both languages.

use boyi::bridge::bidding::{choose, Auction, Builtin, Call, Source, System};
use boyi::bridge::{Deal, Hand, Seat};

fn hand(pbn: &str) -> Hand {
    Deal::from_pbn(&format!("N:{pbn} - - -"))
        .unwrap()
        .hand(Seat::North)
}

/// The call `system` makes with `pbn` after `auction` (North deals), with its source and its
/// meaning in English and Chinese.
fn call(system: &System, auction: &str, pbn: &str) -> (Call, Source, String, String) {
    let auction = Auction::parse(Seat::North, auction).unwrap();
    let choice = choose(system, &auction, hand(pbn));
    let e = choice.explanation();
    (choice.call, choice.source(), e.en, e.zh)
}

/// A rule's call with `words` in its English meaning and a Chinese meaning in Chinese.
fn assert_rule(got: (Call, Source, String, String), want: &str, words: &str) {
    let (c, source, en, zh) = got;
    assert_eq!(c, want.parse::<Call>().unwrap(), "{en}");
    assert_eq!(source, Source::Rule, "{en}");
    assert!(en.contains(words), "{en}");
    assert!(
        zh.chars().any(|ch| ('\u{4e00}'..='\u{9fff}').contains(&ch)),
        "{zh}"
    );
}

#[test]
fn precision_shows_a_five_card_major_over_its_2c_opening() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rule(
        call(&precision, "2C P", "KQ976.A53.J94.82"),
        "2S",
        "8-10 HCP, five or more spades",
    );
    assert_rule(
        call(&precision, "2C P", "KQJ976.853.94.82"),
        "2S",
        "six or more spades",
    );
    assert_rule(
        call(&precision, "2C P", "82.KQ976.A53.J94"),
        "2H",
        "five or more hearts",
    );
    // Too weak with five: the pass.
    assert_eq!(call(&precision, "2C P", "Q9876.853.J94.82").0, Call::Pass);
    // The opener raises with four trumps, passes with three and less than a maximum.
    assert_rule(
        call(&precision, "2C P 2S P", "KJ73.A5.82.AQJ73"),
        "4S",
        "nine-card fit",
    );
    assert_rule(
        call(&precision, "2C P 2S P", "K73.A54.2.AJ9873"),
        "P",
        "No game",
    );
}

#[test]
fn precision_opener_jumps_with_a_maximum_after_a_negative_double() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rule(
        call(&precision, "1D 1H X P", "AQ73.K4.KQ73.J82"),
        "2S",
        "14-15 HCP: invitational jump",
    );
    assert_rule(
        call(&precision, "1D 1H X P", "AJ73.84.KQ73.Q82"),
        "1S",
        "Four spades",
    );
    assert_rule(
        call(&precision, "1D 1S X P", "K4.AQ73.KQ73.J82"),
        "3H",
        "14-15 HCP: invitational jump",
    );
}
