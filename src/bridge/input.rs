//! What the analysis page reads: a deal pasted as a PBN deal string (alone or as a PBN
//! `[Deal "…"]` tag) or as the paper's problem file, and a plain random deal.
//!
//! Both formats come to one [`Setup`]: the deal before any card, the trump and leader when the
//! text gives them, and the cards already played (the paper's lead card). The page keeps the
//! deal whole and replays `played` on it, so undo can take back the lead card too.

use std::fmt;

use rand::seq::SliceRandom;
use rand::Rng;

use crate::bridge::paper_format::{PaperFormatError, PaperProblem};
use crate::bridge::{Card, Deal, Hand, PbnError, Seat, Strain, Suit};

/// A deal to analyse, read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// All hands the same size, before any card of `played`.
    pub deal: Deal,
    pub trump: Option<Strain>,
    pub leader: Option<Seat>,
    pub played: Vec<Card>,
    /// Tricks North-South need (the paper's third number).
    pub ns_need: Option<u8>,
}

/// Why a text is not a deal to analyse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    Empty,
    Pbn(PbnError),
    Paper(PaperFormatError),
    /// Cards held by N, E, S, W: not all the same, or none.
    UnequalHands([usize; 4]),
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Empty => {
                f.write_str("there is no deal: paste a PBN deal or a problem file")
            }
            InputError::Pbn(e) => write!(f, "{e}"),
            InputError::Paper(e) => write!(f, "problem file, {e}"),
            InputError::UnequalHands(sizes) => {
                let listed: Vec<String> = Seat::ALL
                    .iter()
                    .zip(sizes)
                    .map(|(s, n)| format!("{} {n}", s.letter()))
                    .collect();
                write!(
                    f,
                    "every hand needs the same number of cards, at least one (here {})",
                    listed.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for InputError {}

/// Checks that all four hands hold the same number of cards, at least one.
pub fn check_sizes(deal: &Deal) -> Result<(), InputError> {
    let sizes = Seat::ALL.map(|s| deal.hand(s).len());
    if sizes[0] == 0 || sizes.iter().any(|&n| n != sizes[0]) {
        return Err(InputError::UnequalHands(sizes));
    }
    Ok(())
}

/// A PBN deal string whose hands all hold the same number of cards.
pub fn read_deal(pbn: &str) -> Result<Deal, InputError> {
    let deal = Deal::from_pbn(pbn).map_err(InputError::Pbn)?;
    check_sizes(&deal)?;
    Ok(deal)
}

/// Reads a PBN deal (a line with a colon, or a `[Deal "…"]` tag) or else a problem file.
pub fn read_setup(text: &str) -> Result<Setup, InputError> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .ok_or(InputError::Empty)?;
    if first.contains(':') || first.starts_with('[') {
        let pbn = first
            .strip_prefix("[Deal")
            .map_or(first, |rest| rest.trim_end_matches(']').trim());
        return Ok(Setup {
            deal: read_deal(pbn)?,
            trump: None,
            leader: None,
            played: Vec::new(),
            ns_need: None,
        });
    }
    let problem = PaperProblem::parse(text).map_err(InputError::Paper)?;
    let pos = problem.position;
    // Cards already on the table go back to the hands that played them.
    let mut hands = pos.hands.hands();
    for (i, &card) in pos.trick.iter().enumerate() {
        hands[pos.leader.after(i).index()].insert(card);
    }
    let deal = Deal::new(hands).expect("a parsed problem holds each card once");
    Ok(Setup {
        deal,
        trump: Some(pos.trump),
        leader: Some(pos.leader),
        played: pos.trick,
        ns_need: Some(problem.ns_need),
    })
}

/// A random deal of 13 cards each. Limits on a hand's points and suit lengths belong to the
/// constrained dealer; this is the unconstrained one.
pub fn random_deal(rng: &mut impl Rng) -> Deal {
    let mut cards: Vec<Card> = Suit::ALL
        .into_iter()
        .flat_map(|suit| (2..=14).map(move |rank| Card { suit, rank }))
        .collect();
    cards.shuffle(rng);
    let mut hands = [Hand::EMPTY; 4];
    for (i, card) in cards.into_iter().enumerate() {
        hands[i % 4].insert(card);
    }
    Deal::new(hands).expect("each card is dealt once")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    const DEAL: &str = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";

    #[test]
    fn pbn_deals_alone_or_as_a_tag() {
        let plain = read_setup(&format!("\n  {DEAL}\n")).unwrap();
        assert_eq!(plain.deal.pbn(), DEAL);
        assert_eq!(
            (plain.trump, plain.leader, plain.ns_need),
            (None, None, None)
        );
        let tag = read_setup(&format!("[Deal \"{DEAL}\"]")).unwrap();
        assert_eq!(tag, plain);
    }

    #[test]
    fn a_problem_file_keeps_its_lead_card_as_played() {
        let text = "4 2 1 3\nAS KS\nQS JS\nAH KH\nTS 9S\nTS\n";
        let setup = read_setup(text).unwrap();
        assert_eq!(setup.trump, Some(Strain::NoTrump));
        assert_eq!(setup.leader, Some(Seat::West));
        assert_eq!(setup.ns_need, Some(1));
        assert_eq!(setup.played, vec!["ST".parse().unwrap()]);
        assert_eq!(setup.deal.pbn(), "N:AK... QJ... .AK.. T9...");
        let no_lead = read_setup("4 2 1 3\nAS KS\nQS JS\nAH KH\nTS 9S\nXX\n").unwrap();
        assert!(no_lead.played.is_empty());
    }

    #[test]
    fn errors_name_the_format_and_the_problem() {
        let err = |t: &str| read_setup(t).unwrap_err().to_string();
        assert_eq!(
            err("   \n"),
            "there is no deal: paste a PBN deal or a problem file"
        );
        assert_eq!(err("N:AK... Q"), "PBN deal has 2 hands, expected 4");
        assert_eq!(
            err("N:AK... QJ... 8... T9..."),
            "every hand needs the same number of cards, at least one (here N 2, E 2, S 1, W 2)"
        );
        assert_eq!(
            err("4 2 1 3\nAS KS\nQS JS\nAH ZZ\nTS 9S\nXX\n"),
            "problem file, line 4: `ZZ` is not a card"
        );
        assert_eq!(
            err("4 2 1 3\nAS KS\nQS JS\nAH KH\nTS 9S\nAS\n"),
            "problem file, line 6: the leader West does not hold SA"
        );
    }

    #[test]
    fn random_deals_are_full_and_follow_the_seed() {
        let a = random_deal(&mut ChaCha8Rng::seed_from_u64(1));
        assert!(check_sizes(&a).is_ok());
        assert_eq!(a.cards().len(), 52);
        assert_eq!(a.hand(Seat::West).len(), 13);
        assert_eq!(a, random_deal(&mut ChaCha8Rng::seed_from_u64(1)));
        assert_ne!(a, random_deal(&mut ChaCha8Rng::seed_from_u64(2)));
    }
}
