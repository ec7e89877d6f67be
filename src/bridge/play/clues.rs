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
//! A reading is a likelihood, not a certainty: a layout in which a card played was an odd
//! choice keeps the reading's odds of being kept ([`Reading::odds`]), so that players who
//! choose otherwise (people, false cards) shift the layouts without ruling the real one out.
//! The sampler keeps each layout with the product of the odds of the readings it breaks (at
//! least [`WEIGHT_FLOOR`]), which weights the layouts by how likely they make the play.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::rules::{bid_suits, opening_lead_from};
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
}

impl Reading {
    /// The weight left to a layout in which the card played broke this reading.
    pub fn odds(self) -> f64 {
        match self {
            Reading::Equals => 0.1,
            Reading::FourthHand => 0.25,
        }
    }
}

/// The weight left to a layout in which the rules would have led another card.
pub const LEAD_ODDS: f64 = 0.25;

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
}

impl Clue {
    pub fn seat(&self) -> Seat {
        match self {
            Clue::Denies { seat, .. } | Clue::OpeningLead { seat, .. } => *seat,
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
    let done = board.tricks();
    let (now_leader, now) = board.current_trick();
    let tricks = done
        .iter()
        .map(|(leader, cards, _)| (*leader, &cards[..]))
        .chain((!now.is_empty()).then_some((now_leader, now)));
    for (leader, trick) in tricks {
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
    use crate::bridge::{Deal, Vulnerability};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// North declares 3NT; East leads. West holds the heart ace behind dummy's K Q J.
    const DEAL: &str = "N:AK2.432.AKQJ.AKQ QJT9.T987.432.32 876.KQJ.T98.JT98 543.A65.765.7654";

    fn board(cards: &[&str]) -> Board {
        let deal = Deal::from_pbn(DEAL).unwrap();
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
        let mut sampler = Sampler::new(&knowledge).unwrap().reading_play(read_play);
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let held = (0..n)
            .filter(|_| sampler.sample(&mut rng).unwrap().hand(seat).contains(card))
            .count();
        held as f64 / f64::from(n)
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
}
