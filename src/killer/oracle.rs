//! The brute-force oracle: every world consistent with a player's observations, enumerated.
//!
//! Independent of the SAT encoding: it starts from every deal that fits the observer's hand
//! and the hand sizes, then follows the observations one by one as the rules say, branching
//! over every hidden choice (which card of the type was given, which triple was put face down
//! and in which slot order) and dropping the worlds an observation contradicts. Worlds that
//! reach the same placement of all cards are merged. It is exact, and exponential: use it on
//! small games, or late in a full game when few cards are unknown.

use std::fmt;

use super::card::{has_triple, is_triple, Card};
use super::encoding::{places, Place};
use super::view::{Seen, View, ViewError};

/// Why the oracle gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OracleError {
    BadView(ViewError),
    /// The deck has more than 32 cards (a world is packed in 32 bytes).
    DeckTooLarge {
        cards: usize,
    },
    /// More than `limit` distinct worlds at some point: too big to enumerate.
    TooManyWorlds {
        limit: usize,
    },
}

impl fmt::Display for OracleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OracleError::BadView(e) => write!(f, "bad observations: {e}"),
            OracleError::DeckTooLarge { cards } => {
                write!(f, "the oracle handles at most 32 cards, not {cards}")
            }
            OracleError::TooManyWorlds { limit } => {
                write!(f, "more than {limit} worlds: too many to enumerate")
            }
        }
    }
}

impl std::error::Error for OracleError {}

/// A world: the place of every card. Codes: a seat number is a hand, then the killer, a card
/// face up on the table, and face-down slot k.
type World = [u8; 32];
const KILLER: u8 = 8;
const FACE_UP: u8 = 9;
const SLOT0: u8 = 10;

/// What the worlds consistent with the observations have in common.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worlds {
    /// Distinct card placements consistent with everything observed.
    pub count: usize,
    /// Every card that is the killer in some world, in deck order.
    pub killers: Vec<Card>,
    /// For each card in deck order, every place it has in some world (in [`places`] order).
    pub places: Vec<Vec<Place>>,
}

/// Enumerates the worlds, giving up beyond `limit` distinct worlds.
pub fn worlds(view: &View, limit: usize) -> Result<Worlds, OracleError> {
    view.check().map_err(OracleError::BadView)?;
    let config = &view.config;
    let cards = config.card_count();
    if cards > 32 {
        return Err(OracleError::DeckTooLarge { cards });
    }
    let n = config.players();
    let deck: Vec<Card> = config.cards().collect();
    // Every deal: the observer's hand fixed, the rest to the other seats and the killer.
    let mut start = [0u8; 32];
    let mut room: Vec<usize> = config.hands().to_vec();
    let mut unknown = Vec::new();
    for (i, card) in deck.iter().enumerate() {
        if view.dealt.contains(card) {
            start[i] = view.me as u8;
        } else {
            unknown.push(i);
        }
    }
    room[view.me] = 0;
    let mut current: Vec<World> = Vec::new();
    deal(&unknown, &mut room, true, &mut start, &mut current, limit)?;
    let hand = |w: &World, p: usize| -> Vec<Card> {
        (0..cards)
            .filter(|&i| w[i] == p as u8)
            .map(|i| deck[i])
            .collect()
    };
    let mut next_slot = 0u8;
    for seen in &view.seen {
        let mut next: Vec<World> = Vec::new();
        match *seen {
            Seen::Ask { .. } => continue,
            Seen::Give {
                from,
                to,
                kind,
                card,
            } => {
                for w in &current {
                    for i in 0..cards {
                        let fits = card.is_none_or(|c| deck[i] == c);
                        if deck[i].kind == kind && w[i] == from as u8 && fits {
                            let mut v = *w;
                            v[i] = to as u8;
                            next.push(v);
                        }
                    }
                    if next.len() > 2 * limit {
                        merge(&mut next, limit)?;
                    }
                }
            }
            Seen::NoCard { player, kind } => {
                next = current
                    .drain(..)
                    .filter(|w| (0..cards).all(|i| deck[i].kind != kind || w[i] != player as u8))
                    .collect();
            }
            Seen::Place {
                player,
                shown,
                ref hidden,
            } => {
                let s = config.index(shown);
                let p = player as u8;
                for w in current.iter().filter(|w| w[s] == p) {
                    let held = hand(w, player);
                    if hidden.is_empty() {
                        if !has_triple(&held) {
                            let mut v = *w;
                            v[s] = FACE_UP;
                            next.push(v);
                        }
                        continue;
                    }
                    for &a in &held {
                        for &b in &held {
                            let distinct = a != b && a != shown && b != shown;
                            let fits = hidden[0].is_none_or(|c| c == a)
                                && hidden[1].is_none_or(|c| c == b);
                            if distinct && fits && is_triple([shown, a, b]) {
                                let mut v = *w;
                                v[s] = FACE_UP;
                                v[config.index(a)] = SLOT0 + next_slot + 1;
                                v[config.index(b)] = SLOT0 + next_slot + 2;
                                next.push(v);
                            }
                        }
                    }
                    if next.len() > 2 * limit {
                        merge(&mut next, limit)?;
                    }
                }
                next_slot += 1 + hidden.len() as u8;
            }
            Seen::Look { slot, card, .. } => match card {
                None => continue,
                Some(c) => {
                    let i = config.index(c);
                    next = current
                        .drain(..)
                        .filter(|w| w[i] == SLOT0 + slot as u8)
                        .collect();
                }
            },
            Seen::Guess { card, right, .. } => {
                let i = config.index(card);
                next = current
                    .drain(..)
                    .filter(|w| (w[i] == KILLER) == right)
                    .collect();
            }
        }
        merge(&mut next, limit)?;
        current = next;
    }
    let all_places = places(n);
    let mut possible = vec![vec![false; all_places.len()]; cards];
    for w in &current {
        for (i, row) in possible.iter_mut().enumerate() {
            let place = match w[i] {
                KILLER => Place::Killer,
                code if code >= FACE_UP => Place::Table,
                player => Place::Hand {
                    player: player as usize,
                },
            };
            let k = all_places
                .iter()
                .position(|&p| p == place)
                .expect("a place");
            row[k] = true;
        }
    }
    let places: Vec<Vec<Place>> = possible
        .iter()
        .map(|row| {
            all_places
                .iter()
                .zip(row)
                .filter(|(_, &ok)| ok)
                .map(|(&p, _)| p)
                .collect()
        })
        .collect();
    Ok(Worlds {
        count: current.len(),
        killers: deck
            .iter()
            .zip(&places)
            .filter(|(_, p)| p.contains(&Place::Killer))
            .map(|(&c, _)| c)
            .collect(),
        places,
    })
}

/// Merges equal worlds; an error if more than `limit` distinct ones remain.
fn merge(worlds: &mut Vec<World>, limit: usize) -> Result<(), OracleError> {
    worlds.sort_unstable();
    worlds.dedup();
    if worlds.len() > limit {
        Err(OracleError::TooManyWorlds { limit })
    } else {
        Ok(())
    }
}

/// Every way to put the `unknown` cards (by index) into the seats' remaining `room`, with one
/// card as the killer if `killer_open`.
fn deal(
    unknown: &[usize],
    room: &mut [usize],
    killer_open: bool,
    world: &mut World,
    out: &mut Vec<World>,
    limit: usize,
) -> Result<(), OracleError> {
    let Some((&i, rest)) = unknown.split_first() else {
        out.push(*world);
        return if out.len() > limit {
            Err(OracleError::TooManyWorlds { limit })
        } else {
            Ok(())
        };
    };
    if killer_open {
        world[i] = KILLER;
        deal(rest, room, false, world, out, limit)?;
    }
    for p in 0..room.len() {
        if room[p] > 0 {
            room[p] -= 1;
            world[i] = p as u8;
            deal(rest, room, killer_open, world, out, limit)?;
            room[p] += 1;
        }
    }
    Ok(())
}
