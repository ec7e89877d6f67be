//! The rules: a game's state, the moves a player may make, and the log of what happened.
//!
//! The game is a small state machine. [`Game::pending`] says whose decision it is and of what
//! kind (a turn's action, a card to give, a placement); [`Game::play`] checks a [`Move`] against
//! the rules and either applies it completely or refuses it with a [`MoveError`] and leaves the
//! state untouched. Players who hold no card of an asked type announce so automatically: they
//! have nothing to decide. Every change is recorded as an [`Event`] with its hidden detail, so
//! the log replays the game ([`Game::replay`]) and gives each player's view ([`crate::killer::View`]).

use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

use super::card::{has_triple, is_triple, Card, Config, ConfigError};

/// A decision a player makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
pub enum Move {
    /// A0: name the killer card.
    Guess { card: Card },
    /// A1: ask every other player for a card of this type.
    Ask { kind: u8 },
    /// A2 (empty hand only): look at the face-down card in this table slot.
    Look { slot: usize },
    /// When asked: the card of the asked type handed over face down.
    Give { card: Card },
    /// After asking: the cards put on the table.
    Place { placement: Placement },
}

/// What an asker puts on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "placement", rename_all = "snake_case")]
pub enum Placement {
    /// One card face up (only when the hand holds no triple).
    Single { card: Card },
    /// A triple: `shown` face up, `hidden` face down in this slot order.
    Triple { shown: Card, hidden: [Card; 2] },
}

impl Placement {
    /// The face-up card.
    pub fn shown(&self) -> Card {
        match *self {
            Placement::Single { card } => card,
            Placement::Triple { shown, .. } => shown,
        }
    }
}

/// What happened, with every hidden detail; the first event of a log is the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Every hand in seat order and the killer card.
    Deal {
        config: Config,
        hands: Vec<Vec<Card>>,
        killer: Card,
    },
    /// `player` asks the others for a card of type `kind`.
    Ask { player: usize, kind: u8 },
    /// `from` gives `card` face down to `to` (the others see only its type).
    Give { from: usize, to: usize, card: Card },
    /// `player` holds no card of the asked type and says so.
    NoCard { player: usize, kind: u8 },
    /// `player` puts `shown` face up and `hidden` face down; they take the next table slots
    /// in that order (shown first).
    Place {
        player: usize,
        shown: Card,
        hidden: Vec<Card>,
    },
    /// `player` looks at the face-down card in `slot`, which is `card` (seen by them alone).
    Look {
        player: usize,
        slot: usize,
        card: Card,
    },
    /// `player` names `card`; `right` says whether it is the killer.
    Guess {
        player: usize,
        card: Card,
        right: bool,
    },
}

/// Whose decision the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "pending", rename_all = "snake_case")]
pub enum Pending {
    /// `player` chooses the turn's action: guess, ask or look.
    Turn { player: usize },
    /// `giver` chooses which card of type `kind` to hand to `asker`.
    Give {
        giver: usize,
        asker: usize,
        kind: u8,
    },
    /// `player` chooses what to put on the table.
    Place { player: usize },
    /// The game is over; `winner` guessed right, or nobody did.
    Over { winner: Option<usize> },
}

/// A card on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCard {
    pub card: Card,
    pub face_up: bool,
    /// Who put it there, and in which turn (counted from 1).
    pub by: usize,
    pub turn: usize,
    /// Who has looked at it (face-down cards only), in order.
    pub looked_by: Vec<usize>,
}

/// Why a move was refused. The game is unchanged after any of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game has ended.
    GameOver,
    /// It is not this player's decision now.
    NotYourDecision { player: usize, waiting_for: usize },
    /// The move is not the kind of decision pending (e.g. a guess when a card must be given).
    WrongMove { expected: &'static str },
    /// No such card in this game's deck.
    NoSuchCard { card: Card },
    /// No such type in this game's deck.
    NoSuchKind { kind: u8 },
    /// The card is not in the player's hand.
    NotInHand { card: Card },
    /// The given card is not of the asked type.
    WrongKind { card: Card, asked: u8 },
    /// Looking is only allowed with an empty hand.
    HandNotEmpty { cards: usize },
    /// No table slot with this number.
    NoSuchSlot { slot: usize, slots: usize },
    /// The card in this slot is face up: there is nothing to look at.
    FaceUp { slot: usize },
    /// A placement names one card twice.
    Repeated { card: Card },
    /// The three placed cards are no triple.
    NotATriple { cards: [Card; 3] },
    /// The hand holds a triple, so a triple must be placed.
    TripleRequired,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::NotYourDecision {
                player,
                waiting_for,
            } => write!(
                f,
                "player {player} cannot move now: the game waits for player {waiting_for}"
            ),
            MoveError::WrongMove { expected } => write!(f, "not allowed now: {expected}"),
            MoveError::NoSuchCard { card } => write!(f, "there is no card {card} in this game"),
            MoveError::NoSuchKind { kind } => write!(f, "there is no type {kind} in this game"),
            MoveError::NotInHand { card } => write!(f, "card {card} is not in the hand"),
            MoveError::WrongKind { card, asked } => {
                write!(f, "card {card} is not of the asked type {asked}")
            }
            MoveError::HandNotEmpty { cards } => write!(
                f,
                "looking needs an empty hand, and the hand holds {cards} cards"
            ),
            MoveError::NoSuchSlot { slot, slots } => write!(
                f,
                "there is no table slot {slot}: the table has {slots} cards"
            ),
            MoveError::FaceUp { slot } => {
                write!(f, "the card in slot {slot} is face up: nothing to look at")
            }
            MoveError::Repeated { card } => write!(f, "card {card} is named twice"),
            MoveError::NotATriple { cards } => write!(
                f,
                "{}, {} and {} are no triple",
                cards[0], cards[1], cards[2]
            ),
            MoveError::TripleRequired => {
                write!(f, "the hand holds a triple, so a triple must be placed")
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a log cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The log does not start with a deal.
    NoDeal,
    /// The deal is not a valid deal of its game size.
    BadDeal(String),
    /// Event number `index` (0 = the deal) breaks the rules or does not follow from the last.
    BadEvent { index: usize, reason: String },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::NoDeal => write!(f, "the log does not start with a deal"),
            ReplayError::BadDeal(reason) => write!(f, "the deal is invalid: {reason}"),
            ReplayError::BadEvent { index, reason } => write!(f, "event {index}: {reason}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A game in progress (or over), with everything hidden in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    config: Config,
    hands: Vec<Vec<Card>>,
    killer: Card,
    table: Vec<TableCard>,
    out: Vec<bool>,
    pending: Pending,
    /// The player whose turn it is (or was, when the game ended).
    current: usize,
    /// Turns started so far; the current turn's number.
    turn: usize,
    /// Givers still to answer the current ask, in seat order.
    to_answer: Vec<usize>,
    asked: u8,
    log: Vec<Event>,
}

impl Game {
    /// Deals a game at random: one card apart as the killer, the rest to the seats.
    pub fn deal(config: &Config, rng: &mut impl Rng) -> Game {
        let mut cards: Vec<Card> = config.cards().collect();
        cards.shuffle(rng);
        let killer = cards.pop().expect("a checked config has cards");
        let mut hands = Vec::new();
        for &size in config.hands() {
            let mut hand = cards.split_off(cards.len() - size);
            hand.sort();
            hands.push(hand);
        }
        Game::from_deal(config, hands, killer).expect("a random deal of a checked config is valid")
    }

    /// Starts a game from a given deal, checking it.
    pub fn from_deal(
        config: &Config,
        hands: Vec<Vec<Card>>,
        killer: Card,
    ) -> Result<Game, ReplayError> {
        let config = Config::new(config.kinds(), config.numbers(), config.hands().to_vec())
            .map_err(|e: ConfigError| ReplayError::BadDeal(e.to_string()))?;
        if hands.len() != config.players() {
            return Err(ReplayError::BadDeal(format!(
                "{} hands for {} players",
                hands.len(),
                config.players()
            )));
        }
        let mut seen = vec![false; config.card_count()];
        for (p, hand) in hands.iter().enumerate() {
            if hand.len() != config.hands()[p] {
                return Err(ReplayError::BadDeal(format!(
                    "player {p} holds {} cards, not {}",
                    hand.len(),
                    config.hands()[p]
                )));
            }
        }
        for &card in hands.iter().flatten().chain(std::iter::once(&killer)) {
            if !config.contains(card) {
                return Err(ReplayError::BadDeal(format!("no card {card} in this game")));
            }
            let i = config.index(card);
            if seen[i] {
                return Err(ReplayError::BadDeal(format!("card {card} is dealt twice")));
            }
            seen[i] = true;
        }
        let log = vec![Event::Deal {
            config: config.clone(),
            hands: hands.clone(),
            killer,
        }];
        Ok(Game {
            out: vec![false; config.players()],
            config,
            hands,
            killer,
            table: Vec::new(),
            pending: Pending::Turn { player: 0 },
            current: 0,
            turn: 1,
            to_answer: Vec::new(),
            asked: 0,
            log,
        })
    }

    /// Rebuilds a game from its log, checking every event against the rules.
    pub fn replay(events: &[Event]) -> Result<Game, ReplayError> {
        let Some(Event::Deal {
            config,
            hands,
            killer,
        }) = events.first()
        else {
            return Err(ReplayError::NoDeal);
        };
        let mut game = Game::from_deal(config, hands.clone(), *killer)?;
        let mut index = 1;
        while index < events.len() {
            let bad = |reason: String| ReplayError::BadEvent { index, reason };
            let event = &events[index];
            let (player, mv) = match *event {
                Event::Deal { .. } => return Err(bad("a second deal".into())),
                Event::Ask { player, kind } => (player, Move::Ask { kind }),
                Event::Give { from, card, .. } => (from, Move::Give { card }),
                Event::NoCard { .. } => {
                    return Err(bad("an announcement that does not follow an ask".into()))
                }
                Event::Place {
                    player,
                    shown,
                    ref hidden,
                } => {
                    let placement = match hidden[..] {
                        [] => Placement::Single { card: shown },
                        [a, b] => Placement::Triple {
                            shown,
                            hidden: [a, b],
                        },
                        _ => return Err(bad("a placement of neither 1 nor 3 cards".into())),
                    };
                    (player, Move::Place { placement })
                }
                Event::Look { player, slot, .. } => (player, Move::Look { slot }),
                Event::Guess { player, card, .. } => (player, Move::Guess { card }),
            };
            let before = game.log.len();
            game.play(player, mv).map_err(|e| bad(e.to_string()))?;
            // The move and the automatic announcements after it must be what the log says.
            let produced = &game.log[before..];
            let recorded = events.get(index..index + produced.len());
            if recorded != Some(produced) {
                return Err(bad(format!(
                    "the rules give {produced:?} here, the log says {:?}",
                    recorded.unwrap_or(&events[index..])
                )));
            }
            index += produced.len();
        }
        Ok(game)
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn pending(&self) -> Pending {
        self.pending
    }

    pub fn hand(&self, player: usize) -> &[Card] {
        &self.hands[player]
    }

    pub fn hand_sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }

    pub fn killer(&self) -> Card {
        self.killer
    }

    pub fn table(&self) -> &[TableCard] {
        &self.table
    }

    /// Whether a player has guessed wrong and lost their turns.
    pub fn is_out(&self, player: usize) -> bool {
        self.out[player]
    }

    /// The number of the current turn, from 1.
    pub fn turn(&self) -> usize {
        self.turn
    }

    /// Every event so far, the deal first.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The player who must decide now, if the game is not over.
    pub fn to_move(&self) -> Option<usize> {
        match self.pending {
            Pending::Turn { player } | Pending::Place { player } => Some(player),
            Pending::Give { giver, .. } => Some(giver),
            Pending::Over { .. } => None,
        }
    }

    /// Every placement the rules allow the player now: each triple with each choice of the
    /// face-up card (face-down cards in index order) if the hand holds a triple, else each
    /// single card.
    pub fn placements(&self, player: usize) -> Vec<Placement> {
        legal_placements(&self.hands[player])
    }

    /// Applies a move, or refuses it and changes nothing.
    pub fn play(&mut self, player: usize, mv: Move) -> Result<(), MoveError> {
        let waiting_for = self.to_move().ok_or(MoveError::GameOver)?;
        if player != waiting_for {
            return Err(MoveError::NotYourDecision {
                player,
                waiting_for,
            });
        }
        match (self.pending, mv) {
            (Pending::Turn { .. }, Move::Guess { card }) => self.guess(player, card),
            (Pending::Turn { .. }, Move::Ask { kind }) => self.ask(player, kind),
            (Pending::Turn { .. }, Move::Look { slot }) => self.look(player, slot),
            (Pending::Turn { .. }, _) => Err(MoveError::WrongMove {
                expected: "a turn is a guess, an ask or a look",
            }),
            (Pending::Give { asker, kind, .. }, Move::Give { card }) => {
                self.give(player, asker, kind, card)
            }
            (Pending::Give { .. }, _) => Err(MoveError::WrongMove {
                expected: "give a card of the asked type",
            }),
            (Pending::Place { .. }, Move::Place { placement }) => self.place(player, placement),
            (Pending::Place { .. }, _) => Err(MoveError::WrongMove {
                expected: "place cards on the table",
            }),
            (Pending::Over { .. }, _) => Err(MoveError::GameOver),
        }
    }

    fn check_card(&self, card: Card) -> Result<(), MoveError> {
        if self.config.contains(card) {
            Ok(())
        } else {
            Err(MoveError::NoSuchCard { card })
        }
    }

    fn guess(&mut self, player: usize, card: Card) -> Result<(), MoveError> {
        self.check_card(card)?;
        let right = card == self.killer;
        self.log.push(Event::Guess {
            player,
            card,
            right,
        });
        if right {
            self.pending = Pending::Over {
                winner: Some(player),
            };
        } else {
            self.out[player] = true;
            self.next_turn();
        }
        Ok(())
    }

    fn ask(&mut self, player: usize, kind: u8) -> Result<(), MoveError> {
        if !(1..=self.config.kinds()).contains(&kind) {
            return Err(MoveError::NoSuchKind { kind });
        }
        self.log.push(Event::Ask { player, kind });
        let n = self.config.players();
        self.to_answer = (1..n).map(|k| (player + k) % n).collect();
        self.asked = kind;
        self.answer_or_place();
        Ok(())
    }

    /// Moves on to the next giver who holds the asked type (the others announce none), and
    /// after the last one to the placement.
    fn answer_or_place(&mut self) {
        let asker = self.current;
        let kind = self.asked;
        while !self.to_answer.is_empty() {
            let giver = self.to_answer.remove(0);
            if self.hands[giver].iter().any(|c| c.kind == kind) {
                self.pending = Pending::Give { giver, asker, kind };
                return;
            }
            self.log.push(Event::NoCard {
                player: giver,
                kind,
            });
        }
        if self.hands[asker].is_empty() {
            self.next_turn();
        } else {
            self.pending = Pending::Place { player: asker };
        }
    }

    fn give(&mut self, giver: usize, asker: usize, kind: u8, card: Card) -> Result<(), MoveError> {
        self.check_card(card)?;
        if card.kind != kind {
            return Err(MoveError::WrongKind { card, asked: kind });
        }
        let at = self.hands[giver]
            .iter()
            .position(|&c| c == card)
            .ok_or(MoveError::NotInHand { card })?;
        self.hands[giver].remove(at);
        self.hands[asker].push(card);
        self.hands[asker].sort();
        self.log.push(Event::Give {
            from: giver,
            to: asker,
            card,
        });
        self.answer_or_place();
        Ok(())
    }

    fn place(&mut self, player: usize, placement: Placement) -> Result<(), MoveError> {
        let hand = &self.hands[player];
        let (shown, hidden) = match placement {
            Placement::Single { card } => (card, Vec::new()),
            Placement::Triple { shown, hidden } => (shown, hidden.to_vec()),
        };
        let cards: Vec<Card> = std::iter::once(shown)
            .chain(hidden.iter().copied())
            .collect();
        for (i, &card) in cards.iter().enumerate() {
            self.check_card(card)?;
            if cards[..i].contains(&card) {
                return Err(MoveError::Repeated { card });
            }
            if !hand.contains(&card) {
                return Err(MoveError::NotInHand { card });
            }
        }
        match placement {
            Placement::Single { .. } if has_triple(hand) => return Err(MoveError::TripleRequired),
            Placement::Triple { shown, hidden } if !is_triple([shown, hidden[0], hidden[1]]) => {
                return Err(MoveError::NotATriple {
                    cards: [shown, hidden[0], hidden[1]],
                })
            }
            _ => {}
        }
        self.hands[player].retain(|c| !cards.contains(c));
        for (i, &card) in cards.iter().enumerate() {
            self.table.push(TableCard {
                card,
                face_up: i == 0,
                by: player,
                turn: self.turn,
                looked_by: Vec::new(),
            });
        }
        self.log.push(Event::Place {
            player,
            shown,
            hidden,
        });
        self.next_turn();
        Ok(())
    }

    fn look(&mut self, player: usize, slot: usize) -> Result<(), MoveError> {
        if !self.hands[player].is_empty() {
            return Err(MoveError::HandNotEmpty {
                cards: self.hands[player].len(),
            });
        }
        let slots = self.table.len();
        let spot = self
            .table
            .get_mut(slot)
            .ok_or(MoveError::NoSuchSlot { slot, slots })?;
        if spot.face_up {
            return Err(MoveError::FaceUp { slot });
        }
        spot.looked_by.push(player);
        let card = spot.card;
        self.log.push(Event::Look { player, slot, card });
        self.next_turn();
        Ok(())
    }

    /// Passes the turn to the next player still in, or ends the game if everyone is out.
    fn next_turn(&mut self) {
        let n = self.config.players();
        match (1..=n)
            .map(|k| (self.current + k) % n)
            .find(|&p| !self.out[p])
        {
            Some(player) => {
                self.current = player;
                self.turn += 1;
                self.pending = Pending::Turn { player };
            }
            None => self.pending = Pending::Over { winner: None },
        }
    }
}

/// Every placement the rules allow from this hand (see [`Game::placements`]).
pub fn legal_placements(hand: &[Card]) -> Vec<Placement> {
    let mut triples = Vec::new();
    for i in 0..hand.len() {
        for j in i + 1..hand.len() {
            for k in j + 1..hand.len() {
                let t = [hand[i], hand[j], hand[k]];
                if is_triple(t) {
                    for s in 0..3 {
                        let rest: Vec<Card> = (0..3).filter(|&r| r != s).map(|r| t[r]).collect();
                        triples.push(Placement::Triple {
                            shown: t[s],
                            hidden: [rest[0], rest[1]],
                        });
                    }
                }
            }
        }
    }
    if triples.is_empty() {
        hand.iter()
            .map(|&card| Placement::Single { card })
            .collect()
    } else {
        triples
    }
}
