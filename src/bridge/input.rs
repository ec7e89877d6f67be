//! What the analysis page reads: a deal pasted as a PBN deal string (alone or as a PBN
//! `[Deal "…"]` tag) or as the paper's problem file, and random deals "as required" (the
//! paper's words): under [`Limits`], of full hands or of endings of any size.
//!
//! Both formats come to one [`Setup`]: the deal before any card, the trump and leader when the
//! text gives them, and the cards already played (the paper's lead card). The page keeps the
//! deal whole and replays `played` on it, so undo can take back the lead card too.

use std::fmt;

use rand::seq::SliceRandom;
use rand::Rng;

use crate::bridge::dealer::{Dealer, LimitsError, TooRare};
use crate::bridge::limits::Limits;
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

/// The longest text read as one deal: a deal or a problem file takes a few hundred bytes,
/// so anything this long is a mistake (a whole file, a paste gone wrong), refused at once
/// rather than read on the page's thread.
pub const MAX_INPUT_BYTES: usize = 1 << 20;

/// Why a text is not a deal to analyse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    Empty,
    /// Longer than [`MAX_INPUT_BYTES`].
    TooLong {
        bytes: usize,
    },
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
            InputError::TooLong { bytes } => write!(
                f,
                "the text is {} long; a deal or a problem file takes at most {}",
                size_text(*bytes),
                size_text(MAX_INPUT_BYTES)
            ),
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

/// A size in bytes as people read it: `512 bytes`, `3.5 kB`, `10.0 MB`.
pub fn size_text(bytes: usize) -> String {
    match bytes {
        0..1000 => format!("{bytes} bytes"),
        1000..1_000_000 => format!("{:.1} kB", bytes as f64 / 1e3),
        _ => format!("{:.1} MB", bytes as f64 / 1e6),
    }
}

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
    if pbn.len() > MAX_INPUT_BYTES {
        return Err(InputError::TooLong { bytes: pbn.len() });
    }
    let deal = Deal::from_pbn(pbn).map_err(InputError::Pbn)?;
    check_sizes(&deal)?;
    Ok(deal)
}

/// Reads a PBN deal (a line with a colon, or a `[Deal "…"]` tag) or else a problem file.
pub fn read_setup(text: &str) -> Result<Setup, InputError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(InputError::TooLong { bytes: text.len() });
    }
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

/// Why a text is not a number of tricks North-South need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NeedError {
    NotANumber(String),
    /// More than the deal's tricks.
    TooMany {
        need: u32,
        tricks: usize,
    },
}

/// The tricks North-South need, out of a deal of `tricks` tricks: blank for no target, else
/// 0 to `tricks`.
pub fn read_need(text: &str, tricks: usize) -> Result<Option<u8>, NeedError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let need: u32 = text
        .parse()
        .map_err(|_| NeedError::NotANumber(text.to_string()))?;
    if need as usize > tricks {
        return Err(NeedError::TooMany { need, tricks });
    }
    Ok(Some(need as u8))
}

/// How many endings [`deal_as_required`] draws before it reports [`TooRare`]: a few seconds
/// in the browser's worker at most.
pub const ENDING_ATTEMPTS: u64 = 2_000_000;

/// A random ending of `cards` cards a hand (1 to 13; 13 is a full deal), each of the
/// `52! / (cards!⁴ · (52 − 4·cards)!)` such endings equally likely: a uniform shuffle of the
/// pack hands its first `cards` cards to North, the next to East, then South and West, and
/// every ending comes from the same number of orders of the pack.
pub fn random_ending(cards: usize, rng: &mut impl Rng) -> Deal {
    assert!(
        (1..=13).contains(&cards),
        "an ending has 1 to 13 cards a hand"
    );
    let mut pack: Vec<Card> = Suit::ALL.into_iter().flat_map(Card::of_suit).collect();
    let (dealt, _) = pack.partial_shuffle(rng, 4 * cards);
    let mut hands = [Hand::EMPTY; 4];
    for (i, &card) in dealt.iter().enumerate() {
        hands[i / cards].insert(card);
    }
    Deal::new(hands).expect("each card is dealt once")
}

/// Why no random deal was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// Not 1 to 13 cards a hand.
    Cards(u8),
    /// No full deal meets the limits.
    Limits(LimitsError),
    /// "Balanced" and "unbalanced" name shapes of 13 cards.
    ShapeInEnding(Seat),
    /// A seat's suit lengths cannot add up to the ending's hand size.
    EndingLengths {
        seat: Seat,
        cards: u8,
        min_sum: u32,
        max_sum: u32,
    },
    TooRare(TooRare),
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DealError::Cards(n) => write!(f, "{n} cards a hand: an ending has 1 to 13"),
            DealError::Limits(e) => write!(f, "limits: {e}"),
            DealError::ShapeInEnding(seat) => write!(
                f,
                "limits: {seat}'s balanced or unbalanced shape needs 13 cards, not an ending"
            ),
            DealError::EndingLengths {
                seat,
                cards,
                min_sum,
                max_sum,
            } => write!(
                f,
                "limits: {seat}'s suit lengths add up to {min_sum}-{max_sum} cards, never {cards}"
            ),
            DealError::TooRare(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DealError {}

/// A random deal "as required": `cards` cards a hand, drawn uniformly among the deals (or
/// endings) of that size that meet `limits`. Full deals come from the exact dealer
/// ([`Dealer`]); an ending is drawn by [`random_ending`] until one meets the limits (HCP and
/// suit lengths of the ending's hands), which keeps it uniform among those that do, giving up
/// after [`ENDING_ATTEMPTS`].
pub fn deal_as_required(limits: &Limits, cards: u8, rng: &mut impl Rng) -> Result<Deal, DealError> {
    if !(1..=13).contains(&cards) {
        return Err(DealError::Cards(cards));
    }
    if cards == 13 {
        let dealer = Dealer::new(*limits).map_err(DealError::Limits)?;
        return dealer.deal(rng).map_err(DealError::TooRare);
    }
    for seat in Seat::ALL {
        let l = limits.seat(seat);
        let names = ["HCP", "spade", "heart", "diamond", "club"];
        let ranges = std::iter::once(l.hcp).chain(l.lengths);
        if let Some((what, _)) = names.into_iter().zip(ranges).find(|(_, r)| r.is_empty()) {
            return Err(DealError::Limits(LimitsError::EmptyRange { seat, what }));
        }
        if l.balanced.is_some() {
            return Err(DealError::ShapeInEnding(seat));
        }
        let min_sum: u32 = l.lengths.iter().map(|r| r.min as u32).sum();
        let max_sum: u32 = l.lengths.iter().map(|r| r.max.min(cards) as u32).sum();
        if min_sum > cards as u32 || max_sum < cards as u32 {
            return Err(DealError::EndingLengths {
                seat,
                cards,
                min_sum,
                max_sum,
            });
        }
    }
    for _ in 0..ENDING_ATTEMPTS {
        let deal = random_ending(cards as usize, rng);
        if limits.allows(&deal) {
            return Ok(deal);
        }
    }
    Err(DealError::TooRare(TooRare {
        attempts: ENDING_ATTEMPTS,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// A text of megabytes (a whole file pasted) is refused at once, saying how long it is.
    #[test]
    fn enormous_texts_are_refused_with_their_size() {
        let deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
        let huge = format!("{deal}\n{}", " ".repeat(10_000_000));
        let err = read_setup(&huge).unwrap_err();
        assert_eq!(err, InputError::TooLong { bytes: huge.len() });
        assert_eq!(
            err.to_string(),
            "the text is 10.0 MB long; a deal or a problem file takes at most 1.0 MB"
        );
        assert!(matches!(read_deal(&huge), Err(InputError::TooLong { .. })));
        assert!(read_setup(&format!("{deal}\n{}", " ".repeat(1000))).is_ok());
        assert_eq!(size_text(999), "999 bytes");
        assert_eq!(size_text(3500), "3.5 kB");
    }

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
        assert_eq!(err("N:AK... Q"), "PBN deal needs 4 hands, found 2");
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
    fn needs_are_blank_or_at_most_the_tricks() {
        assert_eq!(read_need(" ", 13), Ok(None));
        assert_eq!(read_need("0", 4), Ok(Some(0)));
        assert_eq!(read_need(" 13 ", 13), Ok(Some(13)));
        assert_eq!(
            read_need("14", 13),
            Err(NeedError::TooMany {
                need: 14,
                tricks: 13
            })
        );
        assert_eq!(
            read_need("5", 4),
            Err(NeedError::TooMany { need: 5, tricks: 4 })
        );
        for bad in ["-1", "seven", "1.5", "99999999999"] {
            assert_eq!(read_need(bad, 13), Err(NeedError::NotANumber(bad.into())));
        }
    }

    #[test]
    fn random_endings_have_their_size_and_follow_the_seed() {
        for n in 1..=13 {
            let a = random_ending(n, &mut ChaCha8Rng::seed_from_u64(n as u64));
            assert!(check_sizes(&a).is_ok());
            assert_eq!(a.hand(Seat::West).len(), n);
            assert_eq!(a.cards().len(), 4 * n);
            assert_eq!(
                a,
                random_ending(n, &mut ChaCha8Rng::seed_from_u64(n as u64))
            );
        }
        let a = random_ending(13, &mut ChaCha8Rng::seed_from_u64(1));
        assert_ne!(a, random_ending(13, &mut ChaCha8Rng::seed_from_u64(2)));
    }

    fn choose(n: u64, k: u64) -> f64 {
        (0..k).fold(1.0, |a, i| a * (n - i) as f64 / (i + 1) as f64)
    }

    /// Total variation distance between observed counts and exact probabilities.
    fn tvd(counts: &[u64], exact: &[f64]) -> f64 {
        let n: u64 = counts.iter().sum();
        counts
            .iter()
            .zip(exact)
            .map(|(&c, p)| (c as f64 / n as f64 - p).abs())
            .sum::<f64>()
            / 2.0
    }

    /// Uniform endings of 3 cards a hand: North's spades and the ending's spades (12 cards out
    /// of 52) follow the hypergeometric laws, and two seats' single cards of 1-card endings
    /// share a suit with probability 12/51.
    #[test]
    fn random_endings_are_uniform() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let draws = 40_000;
        let (mut north, mut all) = ([0u64; 4], [0u64; 13]);
        for _ in 0..draws {
            let d = random_ending(3, &mut rng);
            north[d.hand(Seat::North).holding(Suit::Spades).count_ones() as usize] += 1;
            all[d.cards().holding(Suit::Spades).count_ones() as usize] += 1;
        }
        let hyper = |cards: u64, k: u64| choose(13, k) * choose(39, cards - k) / choose(52, cards);
        let exact_north: Vec<f64> = (0..4).map(|k| hyper(3, k)).collect();
        let exact_all: Vec<f64> = (0..13).map(|k| hyper(12, k)).collect();
        assert!(tvd(&north, &exact_north) < 0.015, "{north:?}");
        assert!(tvd(&all, &exact_all) < 0.02, "{all:?}");

        let mut per_card = [0u64; 52];
        let mut same_suit = 0;
        for _ in 0..draws {
            let d = random_ending(1, &mut rng);
            let [n, e] = [Seat::North, Seat::East].map(|s| d.hand(s).cards().next().unwrap());
            per_card[n.suit().index() * 13 + n.rank() as usize - 2] += 1;
            same_suit += (n.suit() == e.suit()) as u64;
        }
        let share = same_suit as f64 / draws as f64;
        assert!((share - 12.0 / 51.0).abs() < 0.012, "{share}");
        assert!(tvd(&per_card, &[1.0 / 52.0; 52]) < 0.04, "{per_card:?}");
    }

    fn limits(text: &str) -> Limits {
        text.parse().unwrap()
    }

    #[test]
    fn deals_as_required_meet_their_limits() {
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        for (text, cards) in [
            ("N:hcp=15-17,bal S:s=5-,hcp=8-", 13),
            ("", 13),
            ("N:hcp=6-,s=2- W:h=0", 5),
            ("S:hcp=4-", 1),
            ("", 7),
        ] {
            let l = limits(text);
            for _ in 0..50 {
                let d = deal_as_required(&l, cards, &mut rng).unwrap();
                assert!(l.allows(&d), "{text}: {d}");
                assert_eq!(d.hand(Seat::East).len(), cards as usize);
                assert!(check_sizes(&d).is_ok());
            }
        }
    }

    /// An ending under limits is uniform among the endings that meet them: its HCP
    /// distribution is that of plain endings filtered by the limits.
    #[test]
    fn endings_under_limits_match_filtered_endings() {
        let l = limits("N:hcp=4-,s=1-");
        let mut rng = ChaCha8Rng::seed_from_u64(21);
        let hcp_of = |d: &Deal| crate::bridge::evaluate::hcp(d.hand(Seat::North)) as usize;
        let (mut ours, mut filtered) = ([0u64; 38], [0u64; 38]);
        for _ in 0..20_000 {
            ours[hcp_of(&deal_as_required(&l, 4, &mut rng).unwrap())] += 1;
        }
        let mut n = 0;
        while n < 20_000 {
            let d = random_ending(4, &mut rng);
            if l.allows(&d) {
                filtered[hcp_of(&d)] += 1;
                n += 1;
            }
        }
        let total = filtered.iter().sum::<u64>() as f64;
        let expected: Vec<f64> = filtered.iter().map(|&c| c as f64 / total).collect();
        assert!(tvd(&ours, &expected) < 0.03);
    }

    #[test]
    fn impossible_requests_say_why() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut err = |text: &str, cards| {
            deal_as_required(&limits(text), cards, &mut rng)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(err("", 0), "0 cards a hand: an ending has 1 to 13");
        assert_eq!(err("", 14), "14 cards a hand: an ending has 1 to 13");
        assert_eq!(
            err("N:bal", 5),
            "limits: North's balanced or unbalanced shape needs 13 cards, not an ending"
        );
        assert_eq!(
            err("E:s=2-,h=2-", 3),
            "limits: East's suit lengths add up to 4-12 cards, never 3"
        );
        assert_eq!(
            err("S:hcp=9-3", 3),
            "limits: South's HCP range has its minimum above its maximum"
        );
        assert!(err("N:bal,s=6-", 13).starts_with("limits: no table of suit lengths"));
        // One card holds at most 4 points.
        assert!(err("N:hcp=5-", 1).contains("too rare"));
    }
}
