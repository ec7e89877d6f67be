//! A board in play: the deal, the auction and its contract, and the cards played so far, with
//! the laws of the play (who plays next, following suit, who wins each trick).
//!
//! The board always holds the whole deal, because it is the table: what one player may use
//! is cut out of it by [`super::knowledge::Knowledge`]. Declarer plays dummy's cards, so the
//! seat whose card is next ([`Board::to_play`]) and the player who chooses it
//! ([`Board::chooser`]) differ when dummy is to play.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bridge::bidding::Auction;
use crate::bridge::dd::{trick_winner, Position};
use crate::bridge::score::{ns_score, score};
use crate::bridge::{Card, Contract, Deal, Hand, Seat, Suit, Vulnerability};

/// Why a board cannot be set up, or a card cannot be played on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The deal does not give each seat 13 cards.
    NotAFullDeal { seat: Seat, cards: usize },
    /// The auction has not ended.
    AuctionNotFinished,
    /// The auction was passed out: there is nothing to play.
    PassedOut,
    /// All 13 tricks have been played (or the rest claimed).
    Finished,
    /// The card is not in the hand of the seat to play.
    NotHeld { seat: Seat, card: Card },
    /// The seat to play holds the suit led but played another.
    Revoke { seat: Seat, card: Card, led: Suit },
    /// A claim of more tricks than are left.
    ClaimTooLarge { claimed: u8, left: u8 },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::NotAFullDeal { seat, cards } => {
                write!(
                    f,
                    "{seat} holds {cards} cards; a board needs 13 in each hand"
                )
            }
            PlayError::AuctionNotFinished => f.write_str("the auction has not ended yet"),
            PlayError::PassedOut => f.write_str("the board was passed out: no play"),
            PlayError::Finished => f.write_str("the play of this board is over"),
            PlayError::NotHeld { seat, card } => write!(f, "{seat} does not hold {card}"),
            PlayError::Revoke { seat, card, led } => write!(
                f,
                "{seat} must follow suit: {card} played while holding {}",
                led.letter()
            ),
            PlayError::ClaimTooLarge { claimed, left } => {
                write!(f, "claimed {claimed} tricks but only {left} are left")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// A board and its play so far.
///
/// Besides the cards played, the board keeps what follows from them and each card changes by
/// a step (the cards still held, the current trick's leader, declarer's tricks), so that
/// playing a card, asking who is to play or which cards are legal does not replay the whole
/// play: a record of 52 cards is read in linear time. Its serde form holds the board's
/// deal, auction and play only, and reading it plays the cards again through the laws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BoardRecord", into = "BoardRecord")]
pub struct Board {
    /// The hands as dealt, 13 cards each.
    deal: Deal,
    vulnerability: Vulnerability,
    auction: Auction,
    contract: Contract,
    /// Every card played, in order.
    played: Vec<Card>,
    /// Tricks declarer took by a claim or concession that ended the play early: the tricks
    /// not yet played that go to declarer.
    claimed: Option<u8>,
    /// The cards still held: `deal` less `played`.
    remaining: Deal,
    /// The leader of the current trick (the winner of the last complete one).
    leader: Seat,
    /// Complete tricks won by declarer's side.
    declarer_won: u8,
}

/// A board as serde writes it: what was dealt, bid and played.
#[derive(Serialize, Deserialize)]
struct BoardRecord {
    deal: Deal,
    vulnerability: Vulnerability,
    auction: Auction,
    contract: Contract,
    played: Vec<Card>,
    claimed: Option<u8>,
}

impl From<Board> for BoardRecord {
    fn from(b: Board) -> BoardRecord {
        BoardRecord {
            deal: b.deal,
            vulnerability: b.vulnerability,
            auction: b.auction,
            contract: b.contract,
            played: b.played,
            claimed: b.claimed,
        }
    }
}

impl TryFrom<BoardRecord> for Board {
    type Error = String;

    /// Sets the board up and plays its cards again, so a record that breaks the laws is
    /// refused rather than believed.
    fn try_from(r: BoardRecord) -> Result<Board, String> {
        let mut board =
            Board::new(r.deal, r.vulnerability, r.auction).map_err(|e| e.to_string())?;
        if board.contract != r.contract {
            return Err(format!(
                "the contract {} is not the auction's {}",
                r.contract, board.contract
            ));
        }
        for card in r.played {
            board.play(card).map_err(|e| e.to_string())?;
        }
        if let Some(more) = r.claimed {
            board.settle(more).map_err(|e| e.to_string())?;
        }
        Ok(board)
    }
}

impl Board {
    /// A board ready for the opening lead: the auction must have ended in a contract.
    pub fn new(
        deal: Deal,
        vulnerability: Vulnerability,
        auction: Auction,
    ) -> Result<Board, PlayError> {
        for seat in Seat::ALL {
            let cards = deal.hand(seat).len();
            if cards != 13 {
                return Err(PlayError::NotAFullDeal { seat, cards });
            }
        }
        if !auction.is_finished() {
            return Err(PlayError::AuctionNotFinished);
        }
        let contract = auction.contract().ok_or(PlayError::PassedOut)?;
        Ok(Board {
            deal,
            vulnerability,
            // The board's vulnerability is the auction's, whatever the record said.
            auction: auction.with_vulnerability(vulnerability),
            contract,
            played: Vec::new(),
            claimed: None,
            remaining: deal,
            leader: contract.declarer().next(),
            declarer_won: 0,
        })
    }

    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    pub fn vulnerability(&self) -> Vulnerability {
        self.vulnerability
    }

    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    pub fn contract(&self) -> &Contract {
        &self.contract
    }

    pub fn declarer(&self) -> Seat {
        self.contract.declarer()
    }

    pub fn dummy(&self) -> Seat {
        self.contract.declarer().partner()
    }

    /// The opening leader: declarer's left-hand opponent.
    pub fn opening_leader(&self) -> Seat {
        self.contract.declarer().next()
    }

    pub fn played(&self) -> &[Card] {
        &self.played
    }

    /// The board as it stood after its first `k` cards (all of them if there are fewer), with
    /// no claim: for undo, replay and review. Every card kept was legal when it was played,
    /// so nothing needs checking again.
    pub fn rewound_to(&self, k: usize) -> Board {
        let mut board = self.clone();
        board.played.clear();
        board.claimed = None;
        board.remaining = board.deal;
        board.leader = board.opening_leader();
        board.declarer_won = 0;
        for &card in &self.played[..k.min(self.played.len())] {
            board.push(card);
        }
        board
    }

    /// Whether the opening lead has been made, so dummy's hand is on the table.
    pub fn dummy_visible(&self) -> bool {
        !self.played.is_empty()
    }

    /// The cards each seat has played so far (indexed by seat).
    pub fn played_by(&self) -> [Hand; 4] {
        let mut out = [Hand::EMPTY; 4];
        for c in &self.played {
            if let Some(seat) = self.deal.holder(*c) {
                out[seat.index()].insert(*c);
            }
        }
        out
    }

    /// The cards still held.
    pub fn remaining(&self) -> Deal {
        self.remaining
    }

    /// The complete tricks so far: leader, the four cards in order, winner.
    pub fn tricks(&self) -> Vec<(Seat, [Card; 4], Seat)> {
        let mut out = Vec::new();
        let mut leader = self.opening_leader();
        for chunk in self.played.chunks_exact(4) {
            let winner = trick_winner(chunk, leader, self.contract.strain());
            out.push((leader, [chunk[0], chunk[1], chunk[2], chunk[3]], winner));
            leader = winner;
        }
        out
    }

    /// Every trick begun so far, with its leader and its cards: the finished ones, then the
    /// current one if a card has been played to it.
    pub fn tricks_begun(&self) -> Vec<(Seat, &[Card])> {
        let mut leader = self.opening_leader();
        self.played
            .chunks(4)
            .map(|cards| {
                let led_by = leader;
                if cards.len() == 4 {
                    leader = trick_winner(cards, led_by, self.contract.strain());
                }
                (led_by, cards)
            })
            .collect()
    }

    /// The leader of the current trick and its cards so far (empty at a trick's start).
    pub fn current_trick(&self) -> (Seat, &[Card]) {
        let done = self.played.len() / 4 * 4;
        (self.leader, &self.played[done..])
    }

    /// The cards of the finished tricks: those out of play. A card of the current trick
    /// still competes in it, so only these make the cards around them equal (over a king
    /// on the table, the ace and queen differ).
    pub fn gone_before_trick(&self) -> Hand {
        let done = self.played.len() / 4 * 4;
        self.played[..done].iter().copied().collect()
    }

    /// Number of the trick being played, from 1 (14 once all are played).
    pub fn trick_number(&self) -> usize {
        self.played.len() / 4 + 1
    }

    /// Tricks declarer has won in the play so far (claimed ones not included).
    pub fn declarer_tricks_played(&self) -> u8 {
        self.declarer_won
    }

    /// Tricks declarer takes in all: played plus claimed. Final once [`Board::is_finished`].
    pub fn declarer_tricks(&self) -> u8 {
        self.declarer_tricks_played() + self.claimed.unwrap_or(0)
    }

    pub fn is_finished(&self) -> bool {
        self.played.len() == 52 || self.claimed.is_some()
    }

    /// Tricks still to be decided, the current one included.
    pub fn tricks_left(&self) -> u8 {
        if self.claimed.is_some() {
            return 0;
        }
        13 - (self.played.len() / 4) as u8
    }

    /// The seat whose card is next (dummy's seat when dummy is to play), if play goes on.
    pub fn to_play(&self) -> Option<Seat> {
        if self.is_finished() {
            return None;
        }
        let (leader, trick) = self.current_trick();
        Some(leader.after(trick.len()))
    }

    /// The player who chooses the next card: declarer chooses dummy's.
    pub fn chooser(&self) -> Option<Seat> {
        self.to_play().map(|s| {
            if s == self.dummy() {
                self.declarer()
            } else {
                s
            }
        })
    }

    /// The legal cards of the seat to play (empty once the play is over).
    pub fn legal_cards(&self) -> Hand {
        let Some(seat) = self.to_play() else {
            return Hand::EMPTY;
        };
        let hand = self.remaining.hand(seat);
        match self.current_trick().1.first() {
            Some(lead) if hand.holding(lead.suit()) != 0 => {
                Hand(hand.0 & (0xffffu64 << (16 * lead.suit() as u32)))
            }
            _ => hand,
        }
    }

    /// Plays a card for the seat to play, if it is legal.
    pub fn play(&mut self, card: Card) -> Result<(), PlayError> {
        let seat = self.to_play().ok_or(PlayError::Finished)?;
        let hand = self.remaining.hand(seat);
        if !hand.contains(card) {
            return Err(PlayError::NotHeld { seat, card });
        }
        if let Some(lead) = self.current_trick().1.first() {
            if card.suit() != lead.suit() && hand.holding(lead.suit()) != 0 {
                return Err(PlayError::Revoke {
                    seat,
                    card,
                    led: lead.suit(),
                });
            }
        }
        self.push(card);
        Ok(())
    }

    /// Adds a card already known to be legal, and what follows from it.
    fn push(&mut self, card: Card) {
        self.remaining = self.remaining.without(card);
        self.played.push(card);
        if self.played.len().is_multiple_of(4) {
            let trick = &self.played[self.played.len() - 4..];
            self.leader = trick_winner(trick, self.leader, self.contract.strain());
            if self.leader.is_ns() == self.declarer().is_ns() {
                self.declarer_won += 1;
            }
        }
    }

    /// Ends the play: declarer takes `declarer_more` of the tricks left (a claim by declarer,
    /// or a concession by the defenders, already agreed).
    pub fn settle(&mut self, declarer_more: u8) -> Result<(), PlayError> {
        if self.is_finished() {
            return Err(PlayError::Finished);
        }
        let left = self.tricks_left();
        if declarer_more > left {
            return Err(PlayError::ClaimTooLarge {
                claimed: declarer_more,
                left,
            });
        }
        self.claimed = Some(declarer_more);
        Ok(())
    }

    /// The tricks declarer got by a claim or concession, if the play ended that way.
    pub fn claimed(&self) -> Option<u8> {
        self.claimed
    }

    /// The double-dummy position now (the current trick's cards on the table).
    pub fn position(&self) -> Position {
        self.position_with(self.remaining())
    }

    /// The position now with `hands` as the cards still held: a sampled layout of the unseen
    /// cards, the current trick's cards on the table.
    pub fn position_with(&self, hands: Deal) -> Position {
        let (leader, trick) = self.current_trick();
        Position {
            hands,
            trump: self.contract.strain(),
            leader,
            trick: trick.to_vec(),
        }
    }

    /// Suits each seat has shown out of: it did not follow to a trick led in that suit
    /// (indexed `[seat][suit]`).
    pub fn shown_out(&self) -> [[bool; 4]; 4] {
        let mut out = [[false; 4]; 4];
        let mut leader = self.opening_leader();
        for chunk in self.played.chunks(4) {
            let led = chunk[0].suit();
            for (i, c) in chunk.iter().enumerate().skip(1) {
                if c.suit() != led {
                    out[leader.after(i).index()][led.index()] = true;
                }
            }
            if chunk.len() == 4 {
                leader = trick_winner(chunk, leader, self.contract.strain());
            }
        }
        out
    }

    /// Declarer's duplicate score for the tricks taken so far (final once finished).
    pub fn declarer_score(&self) -> i32 {
        score(
            &self.contract,
            self.vulnerability.is_vulnerable(self.declarer()),
            self.declarer_tricks(),
        )
    }

    /// North-South's duplicate score (declarer's score, negated when East-West declare).
    pub fn ns_score(&self) -> i32 {
        ns_score(&self.contract, self.vulnerability, self.declarer_tricks())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Board {
        let deal =
            Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
                .unwrap();
        let auction = Auction::parse(Seat::North, "1H P 2H P P P").unwrap();
        Board::new(deal, Vulnerability::None, auction).unwrap()
    }

    /// What the board keeps as it goes equals what the whole play gives, after every card.
    #[test]
    fn the_kept_state_follows_the_play() {
        let mut b = board();
        let mut k = 0u64;
        while !b.is_finished() {
            let legal: Vec<Card> = b.legal_cards().cards().collect();
            k = k.wrapping_mul(31).wrapping_add(7);
            b.play(legal[k as usize % legal.len()]).unwrap();
            let replayed = b.played().iter().fold(*b.deal(), |d, c| d.without(*c));
            assert_eq!(b.remaining(), replayed);
            let tricks = b.tricks();
            let leader = tricks.last().map_or(b.opening_leader(), |t| t.2);
            assert_eq!(b.current_trick().0, leader);
            let side = b.declarer().is_ns();
            let won = tricks.iter().filter(|t| t.2.is_ns() == side).count() as u8;
            assert_eq!(b.declarer_tricks_played(), won);
            let (now_leader, now) = b.current_trick();
            let begun: Vec<(Seat, &[Card])> = tricks
                .iter()
                .map(|(leader, cards, _)| (*leader, &cards[..]))
                .chain((!now.is_empty()).then_some((now_leader, now)))
                .collect();
            assert_eq!(b.tricks_begun(), begun);
            assert_eq!(b.rewound_to(b.played().len()), b);
        }
        assert_eq!(b.played().len(), 52);
    }

    /// The serde form reads back, and a record whose play breaks the laws is refused.
    #[test]
    fn serde_reads_back_and_refuses_illegal_play() {
        let mut b = board();
        for _ in 0..9 {
            let card = b.legal_cards().cards().next().unwrap();
            b.play(card).unwrap();
        }
        let json = serde_json::to_string(&b).unwrap();
        assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), b);
        let mut record: serde_json::Value = serde_json::from_str(&json).unwrap();
        // The second card again the first: its seat cannot hold it.
        let played = record["played"].as_array_mut().unwrap();
        played[1] = played[0].clone();
        let err = serde_json::from_str::<Board>(&record.to_string()).unwrap_err();
        assert!(err.to_string().contains("does not hold"), "{err}");
        let mut unfinished: serde_json::Value = serde_json::from_str(&json).unwrap();
        unfinished["auction"] = serde_json::to_value(Auction::new(Seat::North)).unwrap();
        assert!(serde_json::from_str::<Board>(&unfinished.to_string()).is_err());
    }
}
