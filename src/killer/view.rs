//! What one player saw: the observations all their reasoning starts from.
//!
//! A [`View`] holds the game size, the player's own dealt hand and every event as that
//! player saw it ([`Seen`]): moves of cards between players by type, with the card itself only
//! when the player gave or received it; placements with the face-down cards only for the
//! placer; looks with the card only for the looker; announcements and guesses for all.
//! Table slots are numbered in the order cards were put down (each placement: face-up card
//! first, then the face-down ones).

use serde::{Deserialize, Serialize};
use std::fmt;

use super::card::{Card, Config};
use super::encoding::Place;
use super::game::{Event, Game, ReplayError};

/// One event as one player saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "seen", rename_all = "snake_case")]
pub enum Seen {
    Ask {
        player: usize,
        kind: u8,
    },
    /// A card of type `kind` moved face down from `from` to `to`; `card` is known to those two.
    Give {
        from: usize,
        to: usize,
        kind: u8,
        card: Option<Card>,
    },
    NoCard {
        player: usize,
        kind: u8,
    },
    /// `shown` face up, then `hidden` face down (0 or 2 cards, known to the placer alone).
    Place {
        player: usize,
        shown: Card,
        hidden: Vec<Option<Card>>,
    },
    /// `player` looked at the face-down card in `slot`; `card` is known to the looker alone.
    Look {
        player: usize,
        slot: usize,
        card: Option<Card>,
    },
    Guess {
        player: usize,
        card: Card,
        right: bool,
    },
}

/// Everything one player has observed since the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub config: Config,
    /// The observing player's seat.
    pub me: usize,
    /// The observer's hand as dealt.
    pub dealt: Vec<Card>,
    pub seen: Vec<Seen>,
}

/// Why a view is not a possible record of a game (its structure, before any reasoning).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ViewError {
    /// The game size is invalid.
    BadConfig(String),
    /// The observer's seat does not exist.
    NoSuchSeat { seat: usize },
    /// The dealt hand has the wrong size or repeats or invents a card.
    BadDealtHand(String),
    /// Observation `index` names a seat that does not exist.
    NoSuchPlayer { index: usize, player: usize },
    /// Observation `index` names a card or type not in the deck.
    NoSuchCard { index: usize, what: String },
    /// Observation `index` names a table slot that does not hold a face-down card.
    BadSlot { index: usize, slot: usize },
    /// Observation `index` is malformed (e.g. a placement of 2 cards, a hidden card shown to
    /// someone who could not see it, a card of the wrong type, or an event after the game end).
    Malformed { index: usize, reason: String },
}

impl fmt::Display for ViewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ViewError::BadConfig(r) => write!(f, "invalid game size: {r}"),
            ViewError::NoSuchSeat { seat } => write!(f, "there is no seat {seat}"),
            ViewError::BadDealtHand(r) => write!(f, "invalid dealt hand: {r}"),
            ViewError::NoSuchPlayer { index, player } => {
                write!(f, "observation {index}: there is no player {player}")
            }
            ViewError::NoSuchCard { index, what } => {
                write!(f, "observation {index}: there is no {what} in this game")
            }
            ViewError::BadSlot { index, slot } => write!(
                f,
                "observation {index}: table slot {slot} holds no face-down card"
            ),
            ViewError::Malformed { index, reason } => write!(f, "observation {index}: {reason}"),
        }
    }
}

impl std::error::Error for ViewError {}

/// A table slot as the observer knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    /// Who placed it, in which observation.
    pub by: usize,
    pub observation: usize,
    pub face_up: bool,
    /// The card, when the observer knows it (face up, placed by them, or looked at by them).
    pub card: Option<Card>,
}

impl View {
    /// Checks that the view is well formed: seats, cards, types and slots exist, hidden cards
    /// appear only where the observer could see them, and nothing follows a right guess.
    pub fn check(&self) -> Result<(), ViewError> {
        let config = Config::new(
            self.config.kinds(),
            self.config.numbers(),
            self.config.hands().to_vec(),
        )
        .map_err(|e| ViewError::BadConfig(e.to_string()))?;
        let n = config.players();
        if self.me >= n {
            return Err(ViewError::NoSuchSeat { seat: self.me });
        }
        if self.dealt.len() != config.hands()[self.me] {
            return Err(ViewError::BadDealtHand(format!(
                "{} cards, but seat {} is dealt {}",
                self.dealt.len(),
                self.me,
                config.hands()[self.me]
            )));
        }
        for (i, &c) in self.dealt.iter().enumerate() {
            if !config.contains(c) {
                return Err(ViewError::BadDealtHand(format!("no card {c} in this game")));
            }
            if self.dealt[..i].contains(&c) {
                return Err(ViewError::BadDealtHand(format!("card {c} twice")));
            }
        }
        let mut slots: Vec<bool> = Vec::new(); // face up?
        let mut over = false;
        for (index, seen) in self.seen.iter().enumerate() {
            let player_ok = |player: usize| {
                if player < n {
                    Ok(())
                } else {
                    Err(ViewError::NoSuchPlayer { index, player })
                }
            };
            let card_ok = |card: Card| {
                if config.contains(card) {
                    Ok(())
                } else {
                    Err(ViewError::NoSuchCard {
                        index,
                        what: format!("card {card}"),
                    })
                }
            };
            let kind_ok = |kind: u8| {
                if (1..=config.kinds()).contains(&kind) {
                    Ok(())
                } else {
                    Err(ViewError::NoSuchCard {
                        index,
                        what: format!("type {kind}"),
                    })
                }
            };
            let malformed = |reason: &str| ViewError::Malformed {
                index,
                reason: reason.to_string(),
            };
            if over {
                return Err(malformed("an event after the killer was found"));
            }
            match *seen {
                Seen::Ask { player, kind } | Seen::NoCard { player, kind } => {
                    player_ok(player)?;
                    kind_ok(kind)?;
                }
                Seen::Give {
                    from,
                    to,
                    kind,
                    card,
                } => {
                    player_ok(from)?;
                    player_ok(to)?;
                    kind_ok(kind)?;
                    if from == to {
                        return Err(malformed("a player gives to themselves"));
                    }
                    match card {
                        Some(c) => {
                            card_ok(c)?;
                            if c.kind != kind {
                                return Err(malformed("the given card is not of its type"));
                            }
                            if self.me != from && self.me != to {
                                return Err(malformed("a card given between others is seen"));
                            }
                        }
                        None if self.me == from || self.me == to => {
                            return Err(malformed("a card given or received is not seen"))
                        }
                        None => {}
                    }
                }
                Seen::Place {
                    player,
                    shown,
                    ref hidden,
                } => {
                    player_ok(player)?;
                    card_ok(shown)?;
                    if !matches!(hidden.len(), 0 | 2) {
                        return Err(malformed("a placement of neither 1 nor 3 cards"));
                    }
                    for h in hidden {
                        match h {
                            Some(c) if player == self.me => card_ok(*c)?,
                            None if player != self.me => {}
                            Some(_) => {
                                return Err(malformed("another player's face-down card is seen"))
                            }
                            None => {
                                return Err(malformed(
                                    "the observer's own face-down card is not known",
                                ))
                            }
                        }
                    }
                    slots.push(true);
                    slots.extend(hidden.iter().map(|_| false));
                }
                Seen::Look { player, slot, card } => {
                    player_ok(player)?;
                    if slots.get(slot) != Some(&false) {
                        return Err(ViewError::BadSlot { index, slot });
                    }
                    match card {
                        Some(c) if player == self.me => card_ok(c)?,
                        None if player != self.me => {}
                        Some(_) => {
                            return Err(malformed("the card another player looked at is seen"))
                        }
                        None => {
                            return Err(malformed("the card the observer looked at is not known"))
                        }
                    }
                }
                Seen::Guess {
                    player,
                    card,
                    right,
                } => {
                    player_ok(player)?;
                    card_ok(card)?;
                    over = right;
                }
            }
        }
        Ok(())
    }

    /// The observer's hand now (assumes a checked view).
    pub fn hand(&self) -> Vec<Card> {
        let mut hand = self.dealt.clone();
        for seen in &self.seen {
            match *seen {
                Seen::Give {
                    from,
                    to,
                    card: Some(c),
                    ..
                } => {
                    if to == self.me {
                        hand.push(c);
                    } else if from == self.me {
                        hand.retain(|&h| h != c);
                    }
                }
                Seen::Place {
                    player,
                    shown,
                    ref hidden,
                } if player == self.me => {
                    hand.retain(|h| *h != shown && !hidden.contains(&Some(*h)));
                }
                _ => {}
            }
        }
        hand.sort();
        hand
    }

    /// Every player's hand size now (public knowledge). On a malformed view (see
    /// [`View::check`]) the counts are meaningless but nothing panics.
    pub fn hand_sizes(&self) -> Vec<usize> {
        let mut sizes = self.config.hands().to_vec();
        let mut change = |player: usize, up: usize, down: usize| {
            if let Some(size) = sizes.get_mut(player) {
                *size = (*size + up).saturating_sub(down);
            }
        };
        for seen in &self.seen {
            match *seen {
                Seen::Give { from, to, .. } => {
                    change(from, 0, 1);
                    change(to, 1, 0);
                }
                Seen::Place {
                    player, ref hidden, ..
                } => change(player, 0, 1 + hidden.len()),
                _ => {}
            }
        }
        sizes
    }

    /// The table as the observer knows it, slot by slot.
    pub fn table(&self) -> Vec<Slot> {
        let mut slots: Vec<Slot> = Vec::new();
        for (observation, seen) in self.seen.iter().enumerate() {
            match *seen {
                Seen::Place {
                    player,
                    shown,
                    ref hidden,
                } => {
                    slots.push(Slot {
                        by: player,
                        observation,
                        face_up: true,
                        card: Some(shown),
                    });
                    for &card in hidden {
                        slots.push(Slot {
                            by: player,
                            observation,
                            face_up: false,
                            card,
                        });
                    }
                }
                Seen::Look {
                    slot,
                    card: Some(card),
                    ..
                } => {
                    if let Some(s) = slots.get_mut(slot) {
                        s.card = Some(card);
                    }
                }
                _ => {}
            }
        }
        slots
    }

    /// Where the observer knows each card is now, without the solver (deck order; `None` for a
    /// card it has not located). A card is located in the observer's hand, in the hand it was
    /// given to when the observer gave or received it, or on the table (face up, put down by the
    /// observer, or looked at). It stops being located in another hand when that hand gives a
    /// card of its type to someone else or puts down a triple it may belong to, since it may
    /// have left. The killer is never located. Assumes a checked view.
    pub fn located(&self) -> Vec<Option<Place>> {
        let config = &self.config;
        let mut at: Vec<Option<Place>> = vec![None; config.card_count()];
        let me = Place::Hand { player: self.me };
        for &c in &self.dealt {
            at[config.index(c)] = Some(me);
        }
        for seen in &self.seen {
            match *seen {
                Seen::Give {
                    to, card: Some(c), ..
                } => at[config.index(c)] = Some(Place::Hand { player: to }),
                Seen::Give {
                    from,
                    kind,
                    card: None,
                    ..
                } => {
                    for c in config.cards().filter(|c| c.kind == kind) {
                        if at[config.index(c)] == Some(Place::Hand { player: from }) {
                            at[config.index(c)] = None;
                        }
                    }
                }
                Seen::Place {
                    player,
                    shown,
                    ref hidden,
                } => {
                    at[config.index(shown)] = Some(Place::Table);
                    let placer = Some(Place::Hand { player });
                    for t in config.triples().iter().filter(|t| t.contains(&shown)) {
                        for &c in t {
                            let hidden_here = hidden.contains(&Some(c));
                            if hidden_here {
                                at[config.index(c)] = Some(Place::Table);
                            } else if hidden.contains(&None) && at[config.index(c)] == placer {
                                at[config.index(c)] = None;
                            }
                        }
                    }
                }
                Seen::Look { card: Some(c), .. } => at[config.index(c)] = Some(Place::Table),
                _ => {}
            }
        }
        at
    }

    /// Cards named in wrong guesses (public: none of them is the killer).
    pub fn wrong_guesses(&self) -> Vec<Card> {
        self.seen
            .iter()
            .filter_map(|s| match *s {
                Seen::Guess {
                    card, right: false, ..
                } => Some(card),
                _ => None,
            })
            .collect()
    }
}

impl Game {
    /// What `player` has seen of this game so far.
    pub fn view(&self, player: usize) -> View {
        view_of(self.log(), player).expect("a game's own log starts with its deal")
    }
}

/// A player's view of a checked log (the deal first).
fn view_of(log: &[Event], me: usize) -> Result<View, ReplayError> {
    let Some(Event::Deal { config, hands, .. }) = log.first() else {
        return Err(ReplayError::NoDeal);
    };
    let mut seen = Vec::new();
    for event in &log[1..] {
        seen.push(match *event {
            Event::Deal { .. } => {
                return Err(ReplayError::BadEvent {
                    index: seen.len() + 1,
                    reason: "a second deal".into(),
                })
            }
            Event::Ask { player, kind } => Seen::Ask { player, kind },
            Event::Give { from, to, card } => Seen::Give {
                from,
                to,
                kind: card.kind,
                card: (me == from || me == to).then_some(card),
            },
            Event::NoCard { player, kind } => Seen::NoCard { player, kind },
            Event::Place {
                player,
                shown,
                ref hidden,
            } => Seen::Place {
                player,
                shown,
                hidden: hidden
                    .iter()
                    .map(|&c| (player == me).then_some(c))
                    .collect(),
            },
            Event::Look { player, slot, card } => Seen::Look {
                player,
                slot,
                card: (player == me).then_some(card),
            },
            Event::Guess {
                player,
                card,
                right,
            } => Seen::Guess {
                player,
                card,
                right,
            },
        });
    }
    Ok(View {
        config: config.clone(),
        me,
        dealt: hands.get(me).cloned().unwrap_or_default(),
        seen,
    })
}

impl View {
    /// A player's view of a log: the log is replayed against the rules first.
    pub fn from_log(log: &[Event], player: usize) -> Result<View, ReplayError> {
        let game = Game::replay(log)?;
        if player >= game.config().players() {
            return Err(ReplayError::BadEvent {
                index: 0,
                reason: format!("there is no player {player}"),
            });
        }
        view_of(log, player)
    }
}
