//! The play of the contract at the table: the human's cards (and dummy's when they declare),
//! the computer players' actions as the worker sends them, claims and concessions, undo, and
//! a board read from a PBN game record.
//!
//! The computer's card is not chosen here: a Monte-Carlo decision takes up to a second, so
//! the page asks the worker ([`crate::jobs::play`]) and passes the answer back with the
//! number of cards played when it asked. An answer to a position that has changed since
//! (the human undid a card meanwhile) is refused rather than played in the wrong place.

use std::fmt;

use super::{Phase, Table, TableError};
use crate::bridge::bidding::{explain, Auction, System};
use crate::bridge::play::{rules, Action, Board, Knowledge, PlayError};
use crate::bridge::{Card, Seat};

/// An opponent's claim (or concession) put to the human: `by` says declarer takes
/// `declarer_more` of the tricks left. The human accepts it, or rejects it and the play goes
/// on. (The human's partner settles for their side without asking, as at a table.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    pub by: Seat,
    pub declarer_more: u8,
}

/// Why a card, claim or computer action was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayRefused {
    /// Nobody is playing: the auction runs, or the board is over.
    NoPlay,
    /// No computer's claim waits for an answer.
    NoOffer,
    /// The human tried to act for a computer player, or a computer's answer came while it
    /// is the human's turn.
    NotYourTurn,
    /// A computer's answer to an earlier position (`asked_at` cards played; now `now`).
    Stale {
        asked_at: usize,
        now: usize,
    },
    Illegal(PlayError),
}

impl fmt::Display for PlayRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayRefused::NoPlay => f.write_str("no contract is being played"),
            PlayRefused::NoOffer => f.write_str("no claim waits for an answer"),
            PlayRefused::NotYourTurn => f.write_str("it is not your turn to play"),
            PlayRefused::Stale { asked_at, now } => write!(
                f,
                "an answer for the position after {asked_at} cards, but {now} have been played"
            ),
            PlayRefused::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PlayRefused {}

impl Table {
    /// The board in play (or played), once the auction has ended in a contract.
    pub fn board(&self) -> Option<&Board> {
        self.play.as_ref()
    }

    /// Whether the human chooses the next card (their own, or dummy's when they declare).
    pub fn human_to_play(&self) -> bool {
        matches!(self.phase(), Phase::Play { chooser, .. } if chooser == self.setup.human)
    }

    /// The computer player who chooses the next card, if one does (none while its claim
    /// waits for the human's answer).
    pub fn computer_to_play(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Play { chooser, .. } if chooser != self.setup.human && self.offer.is_none() => {
                Some(chooser)
            }
            _ => None,
        }
    }

    /// The computer player's claim or concession waiting for the human's answer.
    pub fn offer(&self) -> Option<Offer> {
        self.offer
    }

    /// The human accepts the computer's claim: the play ends with it (undo takes that back).
    pub fn accept_offer(&mut self) -> Result<(), PlayRefused> {
        let offer = self.offer.ok_or(PlayRefused::NoOffer)?;
        let board = self.play.as_mut().ok_or(PlayRefused::NoPlay)?;
        board
            .settle(offer.declarer_more)
            .map_err(PlayRefused::Illegal)?;
        self.offer = None;
        self.human_settled = true;
        Ok(())
    }

    /// The human rejects the opponent's claim: the computer players play every card out
    /// from here, the claimer's next card at once (by its rules: a claim is made only when
    /// the claimer's hand is high, or its side can take nothing, so any sound card does).
    pub fn reject_offer(&mut self) -> Result<(), PlayRefused> {
        self.offer.take().ok_or(PlayRefused::NoOffer)?;
        self.play_out = true;
        self.computer_plays_on()
    }

    /// The computer player to choose plays the card its rules give, instead of settling.
    fn computer_plays_on(&mut self) -> Result<(), PlayRefused> {
        let board = self.play.as_mut().ok_or(PlayRefused::NoPlay)?;
        let chooser = board.chooser().ok_or(PlayRefused::NoPlay)?;
        let knowledge = Knowledge::of(board, chooser, Some(&self.system));
        let card = rules::choose(board, &knowledge)
            .or_else(|| board.legal_cards().cards().next())
            .ok_or(PlayRefused::NoPlay)?;
        board.play(card).map_err(PlayRefused::Illegal)
    }

    /// The human plays `card` for the seat to play.
    pub fn play_card(&mut self, card: Card) -> Result<(), PlayRefused> {
        if !self.human_to_play() {
            return Err(self.refusal());
        }
        let board = self.play.as_mut().ok_or(PlayRefused::NoPlay)?;
        board.play(card).map_err(PlayRefused::Illegal)
    }

    /// A computer player's action, as the worker chose it for the position after `asked_at`
    /// cards.
    pub fn computer_acts(&mut self, asked_at: usize, action: &Action) -> Result<(), PlayRefused> {
        if self.computer_to_play().is_none() {
            return Err(self.refusal());
        }
        let board = self.play.as_mut().ok_or(PlayRefused::NoPlay)?;
        let now = board.played().len();
        if now != asked_at {
            return Err(PlayRefused::Stale { asked_at, now });
        }
        match *action {
            Action::Play { card, .. } => board.play(card).map_err(PlayRefused::Illegal),
            Action::Settle { .. } if self.play_out => self.computer_plays_on(),
            Action::Settle { declarer_more } => {
                let by = board.chooser().ok_or(PlayRefused::NoPlay)?;
                if by.is_ns() == self.setup.human.is_ns() {
                    // The human's partner settles for their side, as it would at a table.
                    return board.settle(declarer_more).map_err(PlayRefused::Illegal);
                }
                if declarer_more > board.tricks_left() {
                    return Err(PlayRefused::Illegal(PlayError::ClaimTooLarge {
                        claimed: declarer_more,
                        left: board.tricks_left(),
                    }));
                }
                self.offer = Some(Offer { by, declarer_more });
                Ok(())
            }
        }
    }

    /// The human ends the play: their side takes `tricks` of the tricks left (all of them for
    /// a claim of the rest, none for a concession). The page checks a claim against the
    /// cards first ([`crate::jobs::play::claim`]); a concession needs no check.
    pub fn human_settles(&mut self, tricks: u8) -> Result<(), PlayRefused> {
        let human = self.setup.human;
        let board = match (self.phase(), self.play.as_mut()) {
            (Phase::Play { .. }, Some(board)) => board,
            _ => return Err(PlayRefused::NoPlay),
        };
        let left = board.tricks_left();
        if tricks > left {
            return Err(PlayRefused::Illegal(PlayError::ClaimTooLarge {
                claimed: tricks,
                left,
            }));
        }
        let declarer_more = if human.is_ns() == board.declarer().is_ns() {
            tricks
        } else {
            left - tricks
        };
        board.settle(declarer_more).map_err(PlayRefused::Illegal)?;
        self.human_settled = true;
        Ok(())
    }

    /// Indexes into the play of the cards the human chose.
    pub(super) fn human_cards(&self) -> Vec<usize> {
        let Some(board) = &self.play else {
            return Vec::new();
        };
        let mut replay = board.rewound_to(0);
        let mut mine = Vec::new();
        for (i, &card) in board.played().iter().enumerate() {
            if replay.chooser() == Some(self.setup.human) {
                mine.push(i);
            }
            if replay.play(card).is_err() {
                break;
            }
        }
        mine
    }

    /// Takes back the human's claim, or else their last card and every card after it. False
    /// when there is neither.
    pub(super) fn undo_play(&mut self) -> bool {
        let Some(board) = &self.play else {
            return false;
        };
        let keep = if self.human_settled {
            board.played().len()
        } else {
            match self.human_cards().last() {
                Some(&i) => i,
                None => return false,
            }
        };
        self.play = Some(board.rewound_to(keep));
        self.human_settled = false;
        self.offer = None;
        self.play_out = false;
        true
    }

    /// Starts the play once the auction has ended in a contract.
    pub(super) fn start_play(&mut self) {
        if self.play.is_none() && self.auction.is_finished() {
            self.play = Board::new(self.deal, self.vulnerability, self.auction.clone()).ok();
        }
    }

    /// A table for a board read from a game record (PBN): its deal, auction and play so far,
    /// with the human in `setup`'s seat and the calls explained by `setup`'s system. The play
    /// goes on from where the record stops.
    pub fn from_record(board: Board, setup: super::Setup) -> Result<Table, TableError> {
        let system = System::builtin(setup.system).map_err(TableError::System)?;
        let auction = board.auction().clone();
        let dealer = auction.seat_of(0);
        let deal = *board.deal();
        let explanations = explain_all(&system, &auction, |s| deal.hand(s));
        Ok(Table {
            setup,
            dealer,
            vulnerability: board.vulnerability(),
            deal,
            system,
            auction,
            explanations,
            play: Some(board),
            human_settled: false,
            offer: None,
            play_out: false,
        })
    }

    /// Why the human or a computer may not act now.
    fn refusal(&self) -> PlayRefused {
        match self.phase() {
            Phase::Play { .. } => PlayRefused::NotYourTurn,
            _ => PlayRefused::NoPlay,
        }
    }
}

/// What each call of `auction` means in `system`, with a warning where the caller's hand
/// contradicts it.
fn explain_all(
    system: &System,
    auction: &Auction,
    hand: impl Fn(Seat) -> crate::bridge::Hand,
) -> Vec<crate::bridge::bidding::Explanation> {
    let mut before = auction.prefix(0);
    let mut out = Vec::new();
    for (i, &call) in auction.calls().iter().enumerate() {
        out.push(explain(
            system,
            &before,
            call,
            Some(hand(auction.seat_of(i))),
        ));
        if before.push(call).is_err() {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::Setup;
    use super::*;
    use crate::bridge::bidding::Call;
    use crate::bridge::dd::Solver;
    use crate::bridge::play::{act, pbn, Config, McSettings, Method};
    use crate::bridge::practice::Practice;
    use rand::SeedableRng;

    /// Board `n` with South human, bid with 1NT practice so that a contract is reached:
    /// South makes the cheapest legal bid once, then passes.
    fn bid_to_play(n: u32) -> Table {
        let mut t = Table::new(Setup {
            board: n,
            practice: Practice::OpenNoTrump,
            ..Setup::default()
        })
        .unwrap();
        let mut bid = false;
        while let Phase::Bidding { .. } = t.phase() {
            let call = if bid {
                Call::Pass
            } else {
                bid = true;
                Call::bid(1, crate::bridge::Strain::NoTrump).unwrap()
            };
            t.call(call).unwrap();
        }
        t
    }

    /// The computer's action as the worker would give it (rules only, so tests are fast).
    fn computer(t: &Table, solver: &mut Solver) -> Action {
        let config = Config {
            method: Method::Rules,
            mc: McSettings::default(),
        };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        act(t.board().unwrap(), &config, None, solver, &mut rng, &|| 0.0)
            .unwrap()
            .unwrap()
    }

    /// Plays on: the human always the cheapest legal card, the computers by their rules.
    fn play_on(t: &mut Table, solver: &mut Solver, cards: usize) {
        for _ in 0..cards {
            match t.phase() {
                Phase::Play { .. } if t.offer().is_some() => t.accept_offer().unwrap(),
                Phase::Play { .. } if t.human_to_play() => {
                    let card = t.board().unwrap().legal_cards().cards().next().unwrap();
                    t.play_card(card).unwrap();
                }
                Phase::Play { .. } => {
                    let at = t.board().unwrap().played().len();
                    let action = computer(t, solver);
                    t.computer_acts(at, &action).unwrap();
                }
                _ => return,
            }
        }
    }

    #[test]
    fn the_play_follows_the_auction_and_ends_with_a_score() {
        let mut solver = Solver::new();
        for n in 1..=4 {
            let mut t = bid_to_play(n);
            let Phase::Play { to_play, chooser } = t.phase() else {
                panic!("board {n}: no play after {:?}", t.auction().calls());
            };
            let contract = t.auction().contract().unwrap();
            assert_eq!(to_play, contract.declarer().next());
            assert_eq!(chooser, to_play);
            play_on(&mut t, &mut solver, 200);
            let Phase::Over { contract: Some(c) } = t.phase() else {
                panic!("board {n}: the play did not end: {:?}", t.phase());
            };
            assert_eq!(c, contract);
            let board = t.board().unwrap();
            assert!(board.is_finished());
            assert!(board.declarer_tricks() <= 13);
            assert!(!t.human_to_play());
            assert_eq!(t.computer_to_play(), None);
        }
    }

    #[test]
    fn the_human_plays_their_cards_and_dummys_only_when_declaring() {
        let mut solver = Solver::new();
        for n in 1..=8 {
            let mut t = bid_to_play(n);
            let Some(board) = t.board().cloned() else {
                continue;
            };
            let declarer = board.declarer();
            let human = Seat::South;
            for _ in 0..52 {
                let Phase::Play { to_play, chooser } = t.phase() else {
                    break;
                };
                // Declarer chooses dummy's cards, so the human plays dummy's only when
                // declaring, and never their own when they are dummy.
                let want = if to_play == declarer.partner() {
                    declarer
                } else {
                    to_play
                };
                assert_eq!(chooser, want, "board {n}");
                assert_eq!(t.human_to_play(), want == human, "board {n}");
                // The human cannot act for a computer, nor a computer for the human.
                let legal = t.board().unwrap().legal_cards().cards().next().unwrap();
                if t.human_to_play() {
                    let at = t.board().unwrap().played().len();
                    let action = Action::Play {
                        card: legal,
                        mc: None,
                    };
                    assert_eq!(
                        t.clone().computer_acts(at, &action),
                        Err(PlayRefused::NotYourTurn)
                    );
                } else {
                    assert_eq!(t.clone().play_card(legal), Err(PlayRefused::NotYourTurn));
                }
                play_on(&mut t, &mut solver, 1);
            }
        }
    }

    #[test]
    fn illegal_cards_and_stale_answers_are_refused() {
        let mut solver = Solver::new();
        let mut t = bid_to_play(3);
        // Play until the human is to follow to a trick.
        for _ in 0..60 {
            let board = t.board().unwrap();
            if t.human_to_play() && !board.current_trick().1.is_empty() {
                break;
            }
            play_on(&mut t, &mut solver, 1);
        }
        let board = t.board().unwrap().clone();
        let seat = board.to_play().unwrap();
        let hand = board.remaining().hand(seat);
        let led = board.current_trick().1[0].suit();
        if let Some(revoke) = hand.cards().find(|c| c.suit() != led) {
            if hand.holding(led) != 0 {
                assert!(matches!(
                    t.clone().play_card(revoke),
                    Err(PlayRefused::Illegal(PlayError::Revoke { .. }))
                ));
            }
        }
        let not_held = board.remaining().hand(seat.next()).cards().next().unwrap();
        assert!(matches!(
            t.clone().play_card(not_held),
            Err(PlayRefused::Illegal(PlayError::NotHeld { .. }))
        ));
        // The human plays; an answer computed for the position before that is stale.
        let at = board.played().len();
        let card = board.legal_cards().cards().next().unwrap();
        t.play_card(card).unwrap();
        if t.computer_to_play().is_some() {
            let action = computer(&t, &mut solver);
            assert_eq!(
                t.clone().computer_acts(at, &action),
                Err(PlayRefused::Stale {
                    asked_at: at,
                    now: at + 1
                })
            );
        }
    }

    #[test]
    fn undo_takes_back_a_claim_then_cards_then_calls() {
        let mut solver = Solver::new();
        let mut t = bid_to_play(5);
        let after_auction = t.clone();
        play_on(&mut t, &mut solver, 20);
        let mine = t.human_cards();
        assert!(!mine.is_empty());
        let before_claim = t.clone();
        // A concession ends the play at once; undo brings the play back as it was.
        if t.phase() != (Phase::Over { contract: None }) && t.board().unwrap().tricks_left() > 0 {
            t.human_settles(0).unwrap();
            assert!(matches!(t.phase(), Phase::Over { .. }));
            assert!(t.can_undo());
            assert!(t.undo());
            assert_eq!(t, before_claim);
        }
        // Each undo takes back the human's last card and what the computers played after it.
        let mut undone = 0;
        while !t.human_cards().is_empty() {
            let last = *t.human_cards().last().unwrap();
            assert!(t.undo());
            undone += 1;
            assert_eq!(t.board().unwrap().played().len(), last);
            assert!(t.human_to_play());
        }
        assert_eq!(undone, mine.len());
        // What is left are the computers' cards before the human's first.
        assert_eq!(
            t.board().unwrap().played(),
            &before_claim.board().unwrap().played()[..mine[0]]
        );
        assert!(after_auction.board().unwrap().played().is_empty());
        // Then the auction: the play is gone and it is the human's turn to call again.
        assert!(t.undo());
        assert!(t.board().is_none());
        assert!(matches!(t.phase(), Phase::Bidding { turn: Seat::South }));
    }

    #[test]
    fn a_claim_too_large_is_refused_and_a_fair_one_scores() {
        let mut t = bid_to_play(6);
        if t.board().is_none() {
            return;
        }
        assert!(matches!(
            t.clone().human_settles(14),
            Err(PlayRefused::Illegal(PlayError::ClaimTooLarge { .. }))
        ));
        let declaring = t.board().unwrap().declarer().is_ns();
        t.human_settles(13).unwrap();
        let board = t.board().unwrap();
        // South's side takes all 13: declarer 13 if North-South declare, else 0.
        assert_eq!(board.declarer_tricks(), if declaring { 13 } else { 0 });
        assert_eq!(t.human_settles(1), Err(PlayRefused::NoPlay));
    }

    /// Plays on until a computer's claim or concession waits for the human (None if the
    /// board ends first).
    fn until_offer(t: &mut Table, solver: &mut Solver) -> Option<Offer> {
        while matches!(t.phase(), Phase::Play { .. }) {
            if let Some(offer) = t.offer() {
                return Some(offer);
            }
            play_on(t, solver, 1);
        }
        None
    }

    #[test]
    fn a_computers_claim_waits_for_the_human_who_accepts_or_plays_on() {
        let mut solver = Solver::new();
        let mut offered = 0;
        for n in 1..=12 {
            let mut t = bid_to_play(n);
            let Some(offer) = until_offer(&mut t, &mut solver) else {
                continue;
            };
            offered += 1;
            let board = t.board().unwrap().clone();
            assert_eq!(Some(offer.by), board.chooser(), "board {n}");
            assert_ne!(
                offer.by.is_ns(),
                t.setup.human.is_ns(),
                "an opponent claims"
            );
            // Nobody acts while the claim waits: not the computer, not the human.
            assert_eq!(t.computer_to_play(), None);
            assert!(!t.human_to_play());
            let at = board.played().len();
            let card = board.legal_cards().cards().next().unwrap();
            let play = Action::Play { card, mc: None };
            assert_eq!(
                t.clone().computer_acts(at, &play),
                Err(PlayRefused::NotYourTurn)
            );
            // Accepted, the board ends with the claim; undo brings the claim back out.
            let mut accepted = t.clone();
            accepted.accept_offer().unwrap();
            assert_eq!(
                accepted.board().unwrap().claimed(),
                Some(offer.declarer_more)
            );
            assert!(matches!(accepted.phase(), Phase::Over { .. }));
            assert!(accepted.undo());
            assert_eq!(accepted.offer(), None);
            assert_eq!(accepted.board().unwrap().played(), board.played());
            // Rejected, the claimer plays a card at once, and every card after it.
            t.reject_offer().unwrap();
            assert_eq!(t.offer(), None);
            assert_eq!(t.board().unwrap().played().len(), at + 1);
            assert_eq!(t.reject_offer(), Err(PlayRefused::NoOffer));
            let mut guard = 0;
            while matches!(t.phase(), Phase::Play { .. }) {
                assert_eq!(t.offer(), None, "board {n}: a claim after a rejected one");
                if let Some(seat) = t.computer_to_play() {
                    // A settlement the worker still proposes becomes a card.
                    let at = t.board().unwrap().played().len();
                    let settle = Action::Settle { declarer_more: 0 };
                    t.computer_acts(at, &settle).unwrap();
                    assert_eq!(t.board().unwrap().played().len(), at + 1, "{seat:?}");
                } else {
                    play_on(&mut t, &mut solver, 1);
                }
                guard += 1;
                assert!(guard < 60);
            }
            let end = t.board().unwrap();
            assert_eq!(end.claimed(), None);
            assert_eq!(end.played().len(), 52);
        }
        assert!(offered >= 2, "only {offered} boards with a claim");
    }

    #[test]
    fn a_game_record_becomes_a_table_that_plays_on() {
        let mut solver = Solver::new();
        let mut t = bid_to_play(7);
        play_on(&mut t, &mut solver, 10);
        let text = pbn::write(t.board().unwrap(), 7);
        let board = pbn::read(&text).unwrap();
        let again = Table::from_record(board, t.setup).unwrap();
        assert_eq!(again.board(), t.board());
        assert_eq!(again.deal, t.deal);
        assert_eq!(again.dealer, t.dealer);
        assert_eq!(again.phase(), t.phase());
        // Every call is explained again, the human's with the same words.
        assert_eq!(again.explanations().len(), t.explanations().len());
        for (a, b) in again.explanations().iter().zip(t.explanations()) {
            assert_eq!(a.call, b.call);
        }
        let mut again = again;
        play_on(&mut again, &mut solver, 200);
        assert!(matches!(again.phase(), Phase::Over { .. }));
    }
}
