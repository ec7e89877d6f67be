//! Defensive signals: which of several cards that cost nothing a defender plays, so that its
//! partner learns something from the choice.
//!
//! The conventions (standard attitude and count, see docs/card-play.md):
//!
//! - **Leading**: the top of touching honours (K from K Q J), which denies the card above.
//! - **Attitude** on the first round of a suit partner led: a high spot card encourages (an
//!   ace, king or queen held, or a doubleton to ruff in a suit contract), the lowest card
//!   discourages.
//! - **Count** on the first round of a suit declarer's side led: high then low with an even
//!   number of cards, the lowest card with an odd number.
//! - **Discards**: a low card of a suit one does not want led (no ace, king or queen in it);
//!   a discard says "not this suit".
//!
//! A signal only chooses among cards that took the same tricks as the best card on every
//! layout the decision solved ([`Signal::choose`]), so a signal never gives a trick away on
//! those layouts. In the tricks the rules play, which solve no layout, a signal only
//! replaces the rules' lowest card by a spot card that cannot change the trick and is
//! unlikely to matter later ([`over_rules`]). A "high" card is the cheapest of its touching
//! run, so that the reading of the cheapest of equals (`clues`) still holds.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::equivalence::lowest_touching;
use super::knowledge::Knowledge;
use super::rules;
use crate::bridge::dd::trick_winner;
use crate::bridge::hand::SUIT_MASK;
use crate::bridge::{Card, Hand, Suit};

/// Ranks from the queen up: the honours that make a suit worth encouraging or keeping.
const HONOURS: u16 = 0b111 << 12;

/// The highest rank a signal's spot card may have: higher cards are played to win tricks.
pub const SPOT_MAX: u8 = 9;

/// What a defender's conventions ask of the card it is about to play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "signal", rename_all = "snake_case")]
pub enum Signal {
    /// No convention applies (declarer's side, a later round, or the cheapest card is the
    /// signal): the best card as chosen.
    #[default]
    None,
    /// Leading: the top of touching honours.
    TopOfSequence,
    /// Following: a high spot card (encouraging, or an even count).
    High,
    /// Discarding: a low card of a suit not wanted; `wanted` by suit index.
    Discard { wanted: [bool; 4] },
}

/// What a spot card played when following suit tells, by the convention in force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Meaning {
    /// Following to partner's lead: high encourages.
    Attitude,
    /// Following to declarer's side's lead: high shows an even number of cards.
    Count,
}

/// The signal the player to play on `board` owes by the conventions.
pub fn convention(board: &Board) -> Signal {
    let Some(seat) = board.to_play() else {
        return Signal::None;
    };
    if seat.is_ns() == board.declarer().is_ns() {
        return Signal::None;
    }
    let hand = board.remaining().hand(seat);
    let trump = board.contract().strain().trump();
    let (leader, trick) = board.current_trick();
    let Some(led) = trick.first().map(|c| c.suit()) else {
        return Signal::TopOfSequence;
    };
    if hand.holding(led) == 0 {
        return Signal::Discard {
            wanted: Suit::ALL.map(|s| Some(s) == trump || hand.holding(s) & HONOURS != 0),
        };
    }
    if !first_round(board, led) {
        return Signal::None;
    }
    let meaning = if leader == seat.partner() {
        Meaning::Attitude
    } else {
        Meaning::Count
    };
    if wants_high(meaning, hand, led, trump) {
        Signal::High
    } else {
        Signal::None
    }
}

/// The card the paper's rules play for the player to move, with the conventions over it
/// when the player signals (signalling defenders choose the rules' spare low cards so that
/// they signal from the first trick; without signals the rules play as the paper's).
pub fn rules_card(board: &Board, knowledge: &Knowledge, signals: bool) -> Option<Card> {
    rules::choose(board, knowledge).map(|card| {
        if signals {
            over_rules(board, card)
        } else {
            card
        }
    })
}

/// The card a signalling defender plays where the rules chose `chosen` (the rules'
/// stage of `hybrid`, which has no layouts to tell which cards cost nothing): when the
/// convention asks for a high card and the rules follow suit with the lowest card without
/// winning the trick, the cheapest of the run of the highest spot card that cannot matter
/// ([`spare`]); else `chosen`.
pub fn over_rules(board: &Board, chosen: Card) -> Card {
    if convention(board) != Signal::High {
        return chosen;
    }
    let Some(seat) = board.to_play() else {
        return chosen;
    };
    let hand = board.remaining().hand(seat);
    let led = chosen.suit();
    if Card::of_suit(led).find(|c| hand.contains(*c)) != Some(chosen) {
        return chosen;
    }
    let gone: Hand = board.played().iter().copied().collect();
    spare(board, hand, gone, chosen).map_or(chosen, |top| lowest_touching(top, hand, gone))
}

/// The highest card of `low`'s suit in `hand` above `low` that may take its place on the
/// current trick at no cost as far as the player can tell: a spot card that loses to
/// the card winning the trick so far (so the trick goes as it would have), with no card of
/// dummy's between it and `low` (which it would beat and `low` not), and outranked by at
/// least as many live cards held by the others as the player keeps in the suit (so that it
/// is not the suit's length or intermediate card).
fn spare(board: &Board, hand: Hand, gone: Hand, low: Card) -> Option<Card> {
    let (leader, trick) = board.current_trick();
    let strain = board.contract().strain();
    let winner = trick_winner(trick, leader, strain);
    let winning = trick[(0..trick.len()).find(|&i| leader.after(i) == winner)?];
    let suit = low.suit();
    let dummy = if board.dummy_visible() {
        board.remaining().hand(board.dummy()).holding(suit)
    } else {
        0
    };
    let between = |c: &Card| (1u16 << c.rank()) - (2 << low.rank());
    let others = SUIT_MASK & !hand.holding(suit) & !gone.holding(suit);
    let kept = hand.holding(suit).count_ones() - 1;
    Card::of_suit(suit).rfind(|c| {
        hand.contains(*c)
            && c.rank() > low.rank()
            && c.rank() <= SPOT_MAX
            && (winning.suit() != suit || c.rank() < winning.rank())
            && dummy & between(c) == 0
            && (others >> (c.rank() + 1)).count_ones() >= kept
    })
}

/// Whether no earlier trick was led in `suit`.
pub fn first_round(board: &Board, suit: Suit) -> bool {
    board
        .tricks()
        .iter()
        .all(|(_, cards, _)| cards[0].suit() != suit)
}

/// Whether a hand holding `hand` when following to `led` signals high: by attitude, with a
/// queen or better in the suit, or a doubleton and trumps to ruff with; by count, with an
/// even number of cards.
pub fn wants_high(meaning: Meaning, hand: Hand, led: Suit, trump: Option<Suit>) -> bool {
    let held = hand.holding(led);
    match meaning {
        Meaning::Attitude => {
            held & HONOURS != 0
                || trump.is_some_and(|t| t != led && hand.holding(t) != 0) && held.count_ones() == 2
        }
        Meaning::Count => held.count_ones().is_multiple_of(2),
    }
}

/// The card of `led` a hand holding `hand` plays by the convention when every card is free:
/// the cheapest card of its highest run of spot cards when it signals high, else its lowest
/// card. `gone`: the cards played before it. `None` when it holds no card of `led`.
pub fn expected(
    meaning: Meaning,
    hand: Hand,
    led: Suit,
    trump: Option<Suit>,
    gone: Hand,
) -> Option<Card> {
    let mut cards = Card::of_suit(led).filter(|c| hand.contains(*c));
    let lowest = cards.clone().next()?;
    if !wants_high(meaning, hand, led, trump) {
        return Some(lowest);
    }
    let top = cards.rfind(|c| c.rank() <= SPOT_MAX)?;
    Some(lowest_touching(top, hand, gone))
}

impl Signal {
    /// The card to play among the `free` groups of equal cards (each cheapest first, one of
    /// them holding `best`): the cards that took the same tricks as `best` on every layout
    /// solved. `best` when the signal asks for none of them.
    pub fn choose(self, best: Card, free: &[Vec<Card>]) -> Card {
        match self {
            Signal::None => best,
            Signal::TopOfSequence => free
                .iter()
                .find(|g| g.contains(&best))
                .and_then(|g| g.last())
                .filter(|top| top.rank() >= 10 && top.rank() > best.rank())
                .copied()
                .unwrap_or(best),
            Signal::High => free
                .iter()
                .filter(|g| g[0].suit() == best.suit())
                .filter_map(|g| {
                    let top = g.iter().rfind(|c| c.rank() <= SPOT_MAX)?;
                    Some((top.rank(), g[0]))
                })
                .max_by_key(|(rank, _)| *rank)
                .map_or(best, |(_, card)| card),
            Signal::Discard { wanted } => free
                .iter()
                .flatten()
                .filter(|c| !wanted[c.suit().index()])
                .min_by_key(|c| (c.rank(), c.suit()))
                .copied()
                .unwrap_or(best),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::dd::Solver;
    use crate::bridge::play::montecarlo::{decide, McSettings};
    use crate::bridge::play::rules::choose;
    use crate::bridge::play::Knowledge;
    use crate::bridge::{Deal, Seat, Vulnerability};
    use rand::SeedableRng;

    /// North declares 3NT; East leads. East is void in diamonds; West holds Q 8 2 of spades
    /// and 6 3 of hearts.
    const DEAL: &str = "N:J43.AKQ.AKQJ.AK2 AK76.87542..6543 T95.JT9.T98.QJT9 Q82.63.765432.87";

    fn board(played: &[&str]) -> Board {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let auction = Auction::parse(Seat::North, "2N P 3N P P P").unwrap();
        let mut board = Board::new(deal, Vulnerability::None, auction).unwrap();
        for card in played {
            board.play(card.parse().unwrap()).unwrap();
        }
        board
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn groups(groups: &[&[&str]]) -> Vec<Vec<Card>> {
        groups
            .iter()
            .map(|g| g.iter().map(|c| card(c)).collect())
            .collect()
    }

    /// Tricks 1 and 2: East cashes the spade ace, then leads a club to North's ace; North is
    /// on lead.
    const NORTH_ON_LEAD: [&str; 8] = ["SA", "S5", "S2", "S3", "C3", "C9", "C7", "CA"];

    #[test]
    fn attitude_encourages_with_an_honour() {
        // East leads the spade ace, dummy plays low: West, with the queen, encourages with
        // the eight rather than the two.
        let board = board(&["SA", "S5"]);
        let signal = convention(&board);
        assert_eq!(signal, Signal::High);
        let free = groups(&[&["S2"], &["S8"], &["SQ"]]);
        assert_eq!(signal.choose(card("S2"), &free), card("S8"));
        // Without the queen West would discourage: the cheapest card.
        let no_queen = Hand(board.remaining().hand(Seat::West).0 & !card("SQ").bit());
        assert!(!wants_high(Meaning::Attitude, no_queen, Suit::Spades, None));
    }

    /// West's card where the rules choose it, with and without signals.
    fn west_by_rules(played: &[&str]) -> (Card, Card) {
        let board = board(played);
        assert_eq!(board.to_play(), Some(Seat::West));
        let rules = choose(&board, &Knowledge::of(&board, Seat::West, None)).unwrap();
        (rules, over_rules(&board, rules))
    }

    #[test]
    fn the_rules_stage_encourages_on_the_opening_lead_with_an_honour() {
        // Trick 1: East leads the spade ace, dummy plays the five; the rules play West's
        // two, and a signalling West the eight for its queen.
        assert_eq!(west_by_rules(&["SA", "S5"]), (card("S2"), card("S8")));
        // With no honour in hearts West plays its lowest card.
        assert_eq!(west_by_rules(&["H8", "H9"]), (card("H3"), card("H3")));
    }

    #[test]
    fn the_rules_stage_gives_count_on_declarers_lead() {
        // Trick 2, after East's club lead won by North's king: North cashes the heart ace.
        // East, second hand with five hearts, plays low; West, with two, plays the six.
        let trick_1 = ["C3", "C9", "C7", "CK"];
        let mut played = trick_1.to_vec();
        played.push("HA");
        let board = board(&played);
        let east = choose(&board, &Knowledge::of(&board, Seat::East, None)).unwrap();
        assert_eq!((east, over_rules(&board, east)), (card("H2"), card("H2")));
        played.extend(["H2", "H9"]);
        assert_eq!(west_by_rules(&played), (card("H3"), card("H6")));
    }

    #[test]
    fn the_rules_stage_keeps_a_spot_card_that_may_matter() {
        // Dummy plays the nine to the spade ace and keeps the five: West's eight would
        // outrank a card of dummy's that its two does not, so West plays the two.
        assert_eq!(west_by_rules(&["SA", "S9"]), (card("S2"), card("S2")));
        // A spot card that beats the card winning the trick is no signal: North leads the
        // spade three at trick 2, and East, second hand with four spades (an even number),
        // plays its six, the rules' card, rather than the seven.
        let board = board(&["C3", "C9", "C7", "CK", "S3"]);
        assert_eq!(convention(&board), Signal::High);
        let east = choose(&board, &Knowledge::of(&board, Seat::East, None)).unwrap();
        assert_eq!((east, over_rules(&board, east)), (card("S6"), card("S6")));
    }

    #[test]
    fn count_high_with_an_even_number() {
        // North leads the heart ace: East, second hand with five hearts, plays low; West,
        // fourth with two, plays high.
        let mut board = board(&NORTH_ON_LEAD);
        board.play(card("HA")).unwrap();
        assert_eq!(convention(&board), Signal::None);
        board.play(card("H2")).unwrap();
        board.play(card("H9")).unwrap();
        let signal = convention(&board);
        assert_eq!(signal, Signal::High);
        assert_eq!(
            signal.choose(card("H3"), &groups(&[&["H3"], &["H6"]])),
            card("H6")
        );
        // A later round of the suit owes no count.
        for c in ["H6", "HK"] {
            board.play(card(c)).unwrap();
        }
        board.play(card("H4")).unwrap();
        board.play(card("HT")).unwrap();
        assert_eq!(convention(&board), Signal::None);
    }

    #[test]
    fn a_high_signal_is_the_cheapest_of_its_run() {
        // From 8 7 5 2 with the six out, the high card is the seven: the eight's equal.
        let hand: Hand = ["H8", "H7", "H5", "H2"].into_iter().map(card).collect();
        let free = groups(&[&["H2"], &["H5"], &["H7", "H8"]]);
        assert_eq!(Signal::High.choose(card("H2"), &free), card("H7"));
        assert_eq!(
            expected(Meaning::Count, hand, Suit::Hearts, None, Hand::EMPTY),
            Some(card("H7"))
        );
        assert_eq!(
            expected(Meaning::Attitude, hand, Suit::Hearts, None, Hand::EMPTY),
            Some(card("H2"))
        );
    }

    #[test]
    fn the_lead_is_the_top_of_touching_honours() {
        let board = board(&[]);
        assert_eq!(convention(&board), Signal::TopOfSequence);
        let free = groups(&[&["S6", "S7"], &["SK", "SA"]]);
        assert_eq!(Signal::TopOfSequence.choose(card("SK"), &free), card("SA"));
        // Touching spot cards are no honour sequence: the cheapest stays.
        assert_eq!(Signal::TopOfSequence.choose(card("S6"), &free), card("S6"));
    }

    #[test]
    fn a_discard_comes_from_a_suit_not_wanted() {
        // North leads a diamond: East, void, keeps its spades (the king) and discards low
        // from a suit without an honour.
        let mut board = board(&NORTH_ON_LEAD);
        board.play(card("DA")).unwrap();
        let signal = convention(&board);
        assert_eq!(
            signal,
            Signal::Discard {
                wanted: [true, false, false, false]
            }
        );
        let free = groups(&[&["S6", "S7"], &["C4", "C5", "C6"], &["H2"]]);
        assert_eq!(signal.choose(card("S6"), &free), card("H2"));
        // With no free card in an unwanted suit, the best card stays.
        assert_eq!(signal.choose(card("S6"), &free[..1]), card("S6"));
    }

    #[test]
    fn the_declaring_side_owes_no_signal() {
        let board = board(&["SA"]);
        assert_eq!(convention(&board), Signal::None);
    }

    #[test]
    fn a_decision_signals_among_cards_that_cost_nothing() {
        let board = board(&["SA", "S5"]);
        let knowledge = Knowledge::of(&board, Seat::West, None);
        let mut solver = Solver::new();
        let run = |signals, race, solver: &mut Solver| {
            let settings = McSettings {
                samples: 20,
                budget_ms: f64::INFINITY,
                race,
                signals,
                ..McSettings::default()
            };
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
            decide(&board, &knowledge, &settings, solver, &mut rng, &|| 0.0).unwrap()
        };
        assert_eq!(run(false, true, &mut solver).card, card("S2"));
        assert_eq!(run(true, true, &mut solver).card, card("S8"));
        // Every card solved on every layout: the signal is worth what the best card is.
        let signalled = run(true, false, &mut solver);
        assert_eq!(signalled.card, card("S8"));
        let score = |d: &crate::bridge::play::McDecision, c: Card| {
            d.cards.iter().find(|s| s.card == c).unwrap().score
        };
        assert_eq!(score(&signalled, card("S8")), score(&signalled, card("S2")));
    }
}
