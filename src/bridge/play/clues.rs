//! What the cards played say about the hands that played them, read as Boyi's own players
//! choose their cards, and how likely each sampled layout makes the play seen.
//!
//! A layout of the unseen cards that fits the auction and the voids can still be one in which
//! the other players' cards would have been odd choices. Three readings:
//!
//! - **Equals.** A player following suit plays the cheapest of touching cards (the rules'
//!   "lowest of equals", and the Monte-Carlo players' tie-break): the card played denies the
//!   next live card below it. A king played third hand denies the queen.
//! - **Fourth hand wins cheaply.** The last player of a trick, following suit while the other
//!   side is winning it in the suit led, wins as cheaply as it can: a winning card denies the
//!   cards between it and the card it beat, a losing card denies every card that would have
//!   won (holding up is possible, so the reading is softer).
//! - **The opening lead.** The lead is what Boyi's lead rules (`rules::opening_lead_from`)
//!   choose from the leader's hand, its suit and its card: the lead of a king shows the queen
//!   or a short suit, a low card denies a sequence, fourth best tells the length.
//!
//! [`read_low_cards`] reads, for the configurations that ask for it, the cards that did not
//! have to be high: a discard and second hand's card above a low card led deny the lower
//! cards of their suit.
//!
//! A reading is a likelihood, not a certainty: a layout in which a card played was an odd
//! choice keeps the reading's odds of being kept ([`Reading::odds`]), so that players who
//! choose otherwise (people, false cards) shift the layouts without ruling the real one out.
//! The sampler keeps each layout with the product of the odds of the readings it breaks (at
//! least [`WEIGHT_FLOOR`]), which weights the layouts by how likely they make the play.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::rules::{bid_suits, opening_lead_from};
use super::signals::{expected, Meaning, SPOT_MAX};
use crate::bridge::dd::trick_winner;
use crate::bridge::{Card, Hand, Seat, Suit};

/// The least weight a layout keeps, however many readings it breaks: a play no layout
/// explains well never makes the sampler draw for long.
pub const WEIGHT_FLOOR: f64 = 0.01;

/// How a card played was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reading {
    /// The cheapest of touching cards.
    Equals,
    /// Fourth hand wins as cheaply as it can.
    FourthHand,
    /// A defender's discard: a suit it does not want led (see `signals`).
    Discard,
    /// A discard is the lowest card of its suit.
    Thrown,
    /// Second hand plays low unless it covers an honour.
    SecondHand,
}

impl Reading {
    /// The weight left to a layout in which the card played broke this reading.
    pub fn odds(self) -> f64 {
        match self {
            Reading::Equals => 0.1,
            Reading::FourthHand => 0.25,
            Reading::Discard => SIGNAL_ODDS,
            Reading::Thrown | Reading::SecondHand => LOW_CARD_ODDS,
        }
    }
}

/// The weight left to a layout in which the rules would have led another card.
pub const LEAD_ODDS: f64 = 0.25;

/// The weight left to a layout in which a defender's signal meant something else: modest,
/// since a signal is only given when it costs nothing, which no reader can tell.
pub const SIGNAL_ODDS: f64 = 0.5;

/// The weight left to a layout in which a discard, or second hand's card above the card led,
/// was played over a lower card of its suit: a spot card can matter later (a length card, an
/// entry), so that a higher one is sometimes the right card to part with.
pub const LOW_CARD_ODDS: f64 = 0.5;

/// What one card played says about its player's hand as dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "clue", rename_all = "snake_case")]
pub enum Clue {
    /// `seat` held none of `cards` (each live when it played, never one it played itself).
    Denies {
        seat: Seat,
        cards: Hand,
        reading: Reading,
    },
    /// `seat` led `card` to the first trick, as the lead rules choose given the suits bid.
    OpeningLead {
        seat: Seat,
        card: Card,
        partner_suits: Vec<Suit>,
        their_suits: Vec<Suit>,
        trump: Option<Suit>,
    },
    /// `seat`, a defender, followed with the spot card `card` on the first round of its
    /// suit, which by the conventions signals `meaning`. `before`: the cards it had played
    /// before; `gone`: every card played before this one.
    Signal {
        seat: Seat,
        card: Card,
        meaning: Meaning,
        before: Hand,
        gone: Hand,
        trump: Option<Suit>,
    },
}

impl Clue {
    pub fn seat(&self) -> Seat {
        match self {
            Clue::Denies { seat, .. }
            | Clue::OpeningLead { seat, .. }
            | Clue::Signal { seat, .. } => *seat,
        }
    }

    /// The weight this clue leaves to a layout whose hands as dealt are `dealt`.
    fn odds(&self, dealt: &[Hand; 4]) -> f64 {
        match self {
            Clue::Denies {
                seat,
                cards,
                reading,
            } => {
                if dealt[seat.index()].0 & cards.0 != 0 {
                    reading.odds()
                } else {
                    1.0
                }
            }
            Clue::OpeningLead {
                seat,
                card,
                partner_suits,
                their_suits,
                trump,
            } => {
                let led =
                    opening_lead_from(dealt[seat.index()], partner_suits, their_suits, *trump);
                if led == Some(*card) {
                    1.0
                } else {
                    LEAD_ODDS
                }
            }
            Clue::Signal {
                seat,
                card,
                meaning,
                before,
                gone,
                trump,
            } => {
                let held = Hand(dealt[seat.index()].0 & !before.0);
                if expected(*meaning, held, card.suit(), *trump, *gone) == Some(*card) {
                    1.0
                } else {
                    SIGNAL_ODDS
                }
            }
        }
    }
}

/// How likely the layout whose hands as dealt are `dealt` makes the play the `clues` read,
/// relative to a layout that explains every card: the product of the odds of the clues it
/// breaks, at least [`WEIGHT_FLOOR`].
pub fn weight(clues: &[Clue], dealt: &[Hand; 4]) -> f64 {
    clues
        .iter()
        .map(|c| c.odds(dealt))
        .product::<f64>()
        .max(WEIGHT_FLOOR)
}

/// Every clue the play of `board` so far gives, about every seat (the player who reads them
/// keeps those about the hands it cannot see).
pub fn read(board: &Board) -> Vec<Clue> {
    let strain = board.contract().strain();
    let played = board.played();
    let played_by = board.played_by();
    let mut clues = Vec::new();
    if let Some(&card) = played.first() {
        let seat = board.opening_leader();
        let declarer = board.declarer();
        clues.push(Clue::OpeningLead {
            seat,
            card,
            partner_suits: bid_suits(board.auction(), seat.partner()),
            their_suits: [declarer, declarer.partner()]
                .iter()
                .flat_map(|s| bid_suits(board.auction(), *s))
                .collect(),
            trump: strain.trump(),
        });
    }
    let mut gone = Hand::EMPTY;
    for (leader, trick) in board.tricks_begun() {
        let led = trick[0].suit();
        for (i, &card) in trick.iter().enumerate() {
            let seat = leader.after(i);
            // A card the seat played itself, at any time, it surely held.
            let keep = |cards: Hand| Hand(cards.0 & !played_by[seat.index()].0);
            if i > 0 && card.suit() == led {
                if let Some(below) = next_live_below(card, gone) {
                    push(
                        &mut clues,
                        seat,
                        keep([below].into_iter().collect()),
                        Reading::Equals,
                    );
                }
                if i == 3 {
                    let winner = trick_winner(&trick[..3], leader, strain);
                    let best = trick[(0..3).find(|&k| leader.after(k) == winner).unwrap_or(0)];
                    if winner.is_ns() != seat.is_ns() && best.suit() == led {
                        let top = if card.rank() > best.rank() {
                            card.rank()
                        } else {
                            15
                        };
                        let winners: Hand = Card::of_suit(led)
                            .filter(|c| c.rank() > best.rank() && c.rank() < top)
                            .filter(|c| !gone.contains(*c))
                            .collect();
                        push(&mut clues, seat, keep(winners), Reading::FourthHand);
                    }
                }
            }
            gone.insert(card);
        }
    }
    clues
}

/// What the defenders' signals say, read from the first trick on (signalling defenders
/// signal in the rules' tricks too, see `signals::over_rules`): the spot cards they
/// followed with on the first round of a suit (attitude on partner's lead, count on
/// declarer's), and their discards, each of which denies the live queen, king and ace of
/// its suit.
pub fn read_signals(board: &Board) -> Vec<Clue> {
    let declarer = board.declarer();
    let trump = board.contract().strain().trump();
    let played_by = board.played_by();
    let mut clues = Vec::new();
    let mut gone = Hand::EMPTY;
    let mut before = [Hand::EMPTY; 4];
    let mut led_before = [false; 4];
    for (leader, trick) in board.tricks_begun() {
        let led = trick[0].suit();
        for (i, &card) in trick.iter().enumerate() {
            let seat = leader.after(i);
            let defender = seat.is_ns() != declarer.is_ns();
            if defender && i > 0 {
                if card.suit() == led && !led_before[led.index()] && card.rank() <= SPOT_MAX {
                    let meaning = if leader == seat.partner() {
                        Meaning::Attitude
                    } else {
                        Meaning::Count
                    };
                    clues.push(Clue::Signal {
                        seat,
                        card,
                        meaning,
                        before: before[seat.index()],
                        gone,
                        trump,
                    });
                } else if card.suit() != led && Some(card.suit()) != trump {
                    let honours: Hand = Card::of_suit(card.suit())
                        .filter(|c| c.rank() >= 12 && !gone.contains(*c))
                        .collect();
                    push(
                        &mut clues,
                        seat,
                        Hand(honours.0 & !played_by[seat.index()].0),
                        Reading::Discard,
                    );
                }
            }
            gone.insert(card);
            before[seat.index()].insert(card);
        }
        led_before[led.index()] = true;
    }
    clues
}

/// What the cards that did not have to be high say, read from the first trick on: a discard
/// denies the live cards of its suit below it (Monte-Carlo throws the cheapest of the cards
/// that cost nothing, the rules the lowest card of their weakest suit), so that a high spot
/// thrown leaves the suit's low cards, and its length, to the others; and second hand,
/// playing above a card led below the jack, denies the live cards below the one it played
/// other than the next one, which the cheapest of equals already denies (second hand plays
/// low as a rule: a high card there shows a short suit or a sequence).
pub fn read_low_cards(board: &Board) -> Vec<Clue> {
    let trump = board.contract().strain().trump();
    let played_by = board.played_by();
    let mut clues = Vec::new();
    let mut gone = Hand::EMPTY;
    for (leader, trick) in board.tricks_begun() {
        let led = trick[0];
        for (i, &card) in trick.iter().enumerate() {
            let seat = leader.after(i);
            let below = |skip: Option<Card>| -> Hand {
                let cards: Hand = Card::of_suit(card.suit())
                    .filter(|c| c.rank() < card.rank() && !gone.contains(*c))
                    .filter(|c| Some(*c) != skip)
                    .collect();
                Hand(cards.0 & !played_by[seat.index()].0)
            };
            if i > 0 && card.suit() != led.suit() && Some(card.suit()) != trump {
                push(&mut clues, seat, below(None), Reading::Thrown);
            } else if i == 1
                && card.suit() == led.suit()
                && card.rank() > led.rank()
                && led.rank() < 11
            {
                let next = next_live_below(card, gone);
                push(&mut clues, seat, below(next), Reading::SecondHand);
            }
            gone.insert(card);
        }
    }
    clues
}

fn push(clues: &mut Vec<Clue>, seat: Seat, cards: Hand, reading: Reading) {
    if cards != Hand::EMPTY {
        clues.push(Clue::Denies {
            seat,
            cards,
            reading,
        });
    }
}

/// The highest card of the suit below `card` not yet played.
fn next_live_below(card: Card, gone: Hand) -> Option<Card> {
    Card::of_suit(card.suit())
        .rev()
        .filter(|c| c.rank() < card.rank())
        .find(|c| !gone.contains(*c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::play::{Knowledge, Sampler};
    use crate::bridge::{Deal, Suit, Vulnerability};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// North declares 3NT; East leads. West holds the heart ace behind dummy's K Q J.
    const DEAL: &str = "N:AK2.432.AKQJ.AKQ QJT9.T987.432.32 876.KQJ.T98.JT98 543.A65.765.7654";

    fn board(cards: &[&str]) -> Board {
        board_of(DEAL, cards)
    }

    /// The deal after `2N P 3N P P P` by North, with `cards` played.
    fn board_of(deal: &str, cards: &[&str]) -> Board {
        let deal = Deal::from_pbn(deal).unwrap();
        let auction = Auction::parse(Seat::North, "2N P 3N P P P").unwrap();
        let mut board = Board::new(deal, Vulnerability::None, auction).unwrap();
        for card in cards {
            board.play(card.parse().unwrap()).unwrap();
        }
        board
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// The share of `n` layouts drawn for North in which `seat` holds `card`.
    fn share_holding(board: &Board, read_play: bool, seat: Seat, card: Card, n: u32) -> f64 {
        let knowledge = Knowledge::of(board, Seat::North, None);
        share_of_layouts(&knowledge, read_play, seat, n, |hand| hand.contains(card))
    }

    /// The share of `n` layouts drawn from `knowledge` in which `seat`'s hand passes `test`.
    fn share_of_layouts(
        knowledge: &Knowledge,
        read_play: bool,
        seat: Seat,
        n: u32,
        test: impl Fn(Hand) -> bool,
    ) -> f64 {
        let mut sampler = Sampler::new(knowledge).unwrap().reading_play(read_play);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let passed = (0..n)
            .filter(|_| test(sampler.sample(&mut rng).unwrap().hand(seat)))
            .count();
        passed as f64 / f64::from(n)
    }

    /// Trick 1: East leads the spade queen, North wins; trick 2: North leads a heart to
    /// dummy's jack and West, last to play, ducks with the ace.
    const DUCKED: [&str; 8] = ["SQ", "S6", "S3", "SK", "H2", "H7", "HJ", "H5"];

    #[test]
    fn fourth_hand_who_ducked_denies_the_winners() {
        let clues = read(&board(&DUCKED));
        let winners: Hand = ["HQ", "HK", "HA"].into_iter().map(card).collect();
        assert!(clues.contains(&Clue::Denies {
            seat: Seat::West,
            cards: winners,
            reading: Reading::FourthHand,
        }));
    }

    #[test]
    fn a_defender_who_ducked_with_the_ace_gets_it_in_few_layouts() {
        let board = board(&DUCKED);
        let plain = share_holding(&board, false, Seat::West, card("HA"), 2_000);
        let read = share_holding(&board, true, Seat::West, card("HA"), 2_000);
        // Uniformly, West holds the ace about as often as East; read, a quarter as often.
        assert!((0.4..0.6).contains(&plain), "{plain}");
        assert!(read < 0.3, "{read}");
    }

    #[test]
    fn a_card_played_denies_the_card_just_below() {
        // Trick 2: North leads a heart and East plays the ten from T 9 8 7: with the nine
        // too, the cheaper of equal cards would have been the nine.
        let board = board(&["SQ", "S6", "S3", "SK", "H2", "HT"]);
        let nine: Hand = [card("H9")].into_iter().collect();
        let clues = read(&board);
        assert!(clues.contains(&Clue::Denies {
            seat: Seat::East,
            cards: nine,
            reading: Reading::Equals,
        }));
        // The real deal breaks that reading only; with East's nine and West's six of hearts
        // swapped it breaks none.
        let mut dealt = board.deal().hands();
        assert_eq!(weight(&clues, &dealt), Reading::Equals.odds());
        let swap = card("H9").bit() ^ card("H6").bit();
        for seat in [Seat::East, Seat::West] {
            dealt[seat.index()] = Hand(dealt[seat.index()].0 ^ swap);
        }
        assert_eq!(weight(&clues, &dealt), 1.0);
    }

    #[test]
    fn the_opening_lead_is_read_by_the_lead_rules() {
        // The queen of spades from Q J T 9: the rules lead it, so the king is not East's
        // (from K Q J they would lead the king).
        let board = board(&["SQ"]);
        let plain = share_holding(&board, false, Seat::East, card("SJ"), 2_000);
        let read = share_holding(&board, true, Seat::East, card("SJ"), 2_000);
        assert!(
            read > plain + 0.1,
            "the jack: {plain} uniformly, {read} read"
        );
        assert_eq!(weight(&read_lead(&board), &board.deal().hands()), 1.0);
    }

    fn read_lead(board: &Board) -> Vec<Clue> {
        read(board)
            .into_iter()
            .filter(|c| matches!(c, Clue::OpeningLead { .. }))
            .collect()
    }

    #[test]
    fn no_clue_denies_a_card_its_player_played() {
        let board = board(&DUCKED);
        let played = board.played_by();
        for clue in read(&board) {
            if let Clue::Denies { seat, cards, .. } = clue {
                assert_eq!(cards.0 & played[seat.index()].0, 0, "{clue:?}");
            }
        }
    }

    /// North declares 3NT; East leads. East is void in diamonds; West holds Q 8 2 of spades
    /// and 6 3 of hearts.
    const SIGNALS: &str = "N:J43.AKQ.AKQJ.AK2 AK76.87542..6543 T95.JT9.T98.QJT9 Q82.63.765432.87";

    fn signals_board(cards: &[&str]) -> Board {
        board_of(SIGNALS, cards)
    }

    /// `dealt` with `a` and `b` exchanged between the hands that hold them.
    fn swapped(mut dealt: [Hand; 4], a: &str, b: &str) -> [Hand; 4] {
        let swap = card(a).bit() ^ card(b).bit();
        for hand in dealt.iter_mut() {
            if hand.0 & swap == card(a).bit() || hand.0 & swap == card(b).bit() {
                hand.0 ^= swap;
            }
        }
        dealt
    }

    #[test]
    fn a_high_spot_on_partners_lead_shows_an_honour() {
        // East leads the spade ace and West, with the queen, encourages with the eight.
        let board = signals_board(&["SA", "S5", "S8", "S3"]);
        let clues = read_signals(&board);
        assert!(matches!(
            clues.as_slice(),
            [Clue::Signal {
                seat: Seat::West,
                meaning: Meaning::Attitude,
                ..
            }]
        ));
        let dealt = board.deal().hands();
        assert_eq!(weight(&clues, &dealt), 1.0);
        // Had West held North's jack instead of the queen, the eight would have been odd.
        assert_eq!(weight(&clues, &swapped(dealt, "SQ", "SJ")), SIGNAL_ODDS);
    }

    #[test]
    fn declarer_reading_the_signal_places_the_honour_with_the_signaller() {
        let board = signals_board(&["SA", "S5", "S8", "S3"]);
        let share = |signals: bool| {
            let mut knowledge = Knowledge::of(&board, Seat::North, None);
            knowledge.clues.clear();
            if signals {
                knowledge.clues = read_signals(&board);
            }
            share_of_layouts(&knowledge, true, Seat::West, 4_000, |west| {
                west.holding(Suit::Spades) & (0b11 << 12) != 0
            })
        };
        let (plain, read) = (share(false), share(true));
        assert!(
            read > plain + 0.05,
            "K or Q with West: {plain} plain, {read} read"
        );
    }

    #[test]
    fn count_is_read_from_the_length() {
        // North leads the heart ace: West, with two hearts, shows an even number with the six.
        let board = signals_board(&[
            "SA", "S5", "S2", "S3", "C3", "C9", "C7", "CA", "HA", "H2", "H9", "H6",
        ]);
        let clues: Vec<Clue> = read_signals(&board)
            .into_iter()
            .filter(|c| matches!(c, Clue::Signal { seat: Seat::West, card, .. } if card.suit() == Suit::Hearts))
            .collect();
        let six = card("H6");
        assert!(matches!(
            clues.as_slice(),
            [Clue::Signal { meaning: Meaning::Count, card, .. }] if *card == six
        ));
        let dealt = board.deal().hands();
        assert_eq!(weight(&clues, &dealt), 1.0);
        // With a third heart (East's four for a diamond) West would have played low.
        assert_eq!(weight(&clues, &swapped(dealt, "H4", "D2")), SIGNAL_ODDS);
    }

    #[test]
    fn a_discard_denies_the_honours_of_its_suit() {
        // North leads a diamond; East, void, throws a heart: no live honour of hearts.
        let board = signals_board(&["SA", "S5", "S2", "S3", "C3", "C9", "C7", "CA", "DA", "H2"]);
        let honours: Hand = ["HQ", "HK", "HA"].into_iter().map(card).collect();
        assert!(read_signals(&board).contains(&Clue::Denies {
            seat: Seat::East,
            cards: honours,
            reading: Reading::Discard,
        }));
    }

    /// Trick 3 of the signals board: North leads a diamond and East, void, throws the four
    /// of hearts from 8 7 5 4 2.
    const THROWN: [&str; 10] = ["SA", "S5", "S2", "S3", "C3", "C9", "C7", "CA", "DA", "H4"];

    #[test]
    fn a_discard_denies_the_lower_cards_of_its_suit() {
        let board = signals_board(&THROWN);
        let clues: Vec<Clue> = read_low_cards(&board)
            .into_iter()
            .filter(|c| c.seat() == Seat::East)
            .collect();
        let low: Hand = ["H2", "H3"].into_iter().map(card).collect();
        assert_eq!(
            clues,
            [Clue::Denies {
                seat: Seat::East,
                cards: low,
                reading: Reading::Thrown,
            }]
        );
        let dealt = board.deal().hands();
        assert_eq!(weight(&clues, &dealt), LOW_CARD_ODDS);
        // With East's two of hearts and one of West's clubs exchanged, the four was East's
        // lowest heart.
        assert_eq!(weight(&clues, &swapped(dealt, "H2", "C8")), 1.0);
    }

    #[test]
    fn declarer_reading_a_discard_gives_the_low_cards_to_the_other_defender() {
        let board = signals_board(&THROWN);
        let low: Hand = ["H2", "H3"].into_iter().map(card).collect();
        let share = |low_cards: bool| {
            let mut knowledge = Knowledge::of(&board, Seat::North, None);
            if low_cards {
                knowledge.clues.extend(read_low_cards(&board));
            }
            share_of_layouts(&knowledge, true, Seat::East, 4_000, |east| {
                east.0 & low.0 == 0
            })
        };
        // East keeps ten cards, none a diamond, of the fifteen hidden others: it holds
        // neither low heart in about one layout of ten, read in about one of six.
        let (plain, read) = (share(false), share(true));
        assert!(
            read > plain + 0.04,
            "East without the heart two and three: {plain} plain, {read} read"
        );
    }

    #[test]
    fn second_hand_high_denies_the_low_cards() {
        // North leads the heart two and East, second hand, plays the ten from T 9 8 7: the
        // cheapest of equals denies the nine, this reading the eight down to the three.
        let board = board(&["SQ", "S6", "S3", "SK", "H2", "HT"]);
        let clues = read_low_cards(&board);
        let low: Hand = ["H3", "H4", "H5", "H6", "H7", "H8"]
            .into_iter()
            .map(card)
            .collect();
        assert_eq!(
            clues,
            [Clue::Denies {
                seat: Seat::East,
                cards: low,
                reading: Reading::SecondHand,
            }]
        );
        let dealt = board.deal().hands();
        assert_eq!(weight(&clues, &dealt), LOW_CARD_ODDS);
        // Had East held two of West's clubs for its eight and seven, the ten came from T 9.
        let short = swapped(swapped(dealt, "H8", "C7"), "H7", "C6");
        assert_eq!(weight(&clues, &short), 1.0);
    }

    #[test]
    fn second_hand_is_read_only_when_it_plays_above_a_low_card_led() {
        // Trick 1: South plays low under East's ace. Trick 2: South rises with the club nine
        // over East's three. Trick 3: East covers North's spade jack with the king.
        let mut cards = THROWN[..8].to_vec();
        cards.extend(["SJ", "SK", "S9", "SQ"]);
        let board = signals_board(&cards);
        let low: Hand = ["C2", "C4", "C5", "C6", "C7"]
            .into_iter()
            .map(card)
            .collect();
        assert_eq!(
            read_low_cards(&board),
            [Clue::Denies {
                seat: Seat::South,
                cards: low,
                reading: Reading::SecondHand,
            }]
        );
    }
}
