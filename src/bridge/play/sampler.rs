//! Deals of the unseen cards consistent with what one player knows, drawn uniformly or, when
//! reading the play, weighted by how likely each makes the cards the others played.
//!
//! # How a layout is drawn
//!
//! 1. **Forced cards.** An unseen card of a suit that all but one hidden seat have shown out
//!    of can only be in that seat: it goes there.
//! 2. **The rest, uniformly.** The other unseen cards are shuffled and cut into the hidden
//!    seats' free places (exact hand sizes). With two hidden seats (every decision after the
//!    opening lead) every such cut respects the voids, since a card either seat may hold is
//!    free for both; with three, a cut that puts a card in a void is redrawn.
//! 3. **The auction's limits.** Each hidden hand as dealt (cards still held plus cards
//!    played) must meet its seat's limits; a layout that does not is redrawn whole.
//!
//! 4. **The play's clues** (when reading the play): a layout that meets everything above is
//!    kept with the probability its [`clues::weight`] gives, how likely it makes the cards
//!    the others played; so the layouts drawn are weighted by the play, not only filtered.
//!
//! Redrawing whole layouts keeps the draw uniform over the layouts that meet everything (or
//! in proportion to the play's weight).
//! The auction's limits can be too tight for the real deal (the computer's bidding falls
//! back to a pass, a call can mean more than its rules say), or merely rare: after
//! [`PATIENCE`] draws in a row are rejected, the sampler relaxes, first dropping the HCP
//! limits, then all the auction's limits, keeping only the certain facts (cards, voids,
//! sizes), and says so in [`Sampler::relaxation`]. So sampling never stalls.

use std::fmt;

use rand::seq::SliceRandom;
use rand::Rng;
use serde::{Deserialize, Serialize};

use super::clues::{self, Clue};
use super::knowledge::{Knowledge, FULL_PACK};
use crate::bridge::evaluate::lengths;
use crate::bridge::{Card, Deal, Hand, Seat};

/// Rejected draws in a row before the sampler relaxes the auction's limits one step.
pub const PATIENCE: u32 = 5_000;

/// Which of the auction's limits the sampler still applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Relaxation {
    /// Every limit the auction implies.
    None,
    /// Suit lengths only: the HCP ranges were too rare to meet.
    NoHcp,
    /// Only the certain facts: the cards seen and played, voids and hand sizes.
    NoLimits,
}

/// Why no layout can be consistent with the knowledge (it contradicts itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SampleError {
    /// The unseen cards do not number what the hidden hands still hold.
    CountMismatch { unseen: usize, places: usize },
    /// An unseen card that every hidden seat has shown out of.
    NoHolder(Card),
    /// More cards are forced into a seat (by the others' voids) than it holds.
    Overfull { seat: Seat },
    /// Even without the auction's limits no layout was found in many draws.
    NoLayout,
    /// A seen or played card of this seat that is no card of the pack.
    NotACard { seat: Seat },
    /// A card seen or played in two places.
    SeenTwice(Card),
    /// A seat seen holding more cards than it still holds.
    TooManySeen { seat: Seat, seen: usize, holds: u8 },
}

impl fmt::Display for SampleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SampleError::CountMismatch { unseen, places } => write!(
                f,
                "{unseen} unseen cards but the hidden hands hold {places} between them"
            ),
            SampleError::NoHolder(c) => {
                write!(
                    f,
                    "unseen card {c} is in a suit every hidden hand showed out of"
                )
            }
            SampleError::Overfull { seat } => write!(
                f,
                "{seat} must hold more cards than it has, since the others showed out"
            ),
            SampleError::NoLayout => f.write_str("no layout of the unseen cards fits the voids"),
            SampleError::NotACard { seat } => {
                write!(
                    f,
                    "{seat}'s seen or played cards hold a bit that is no card"
                )
            }
            SampleError::SeenTwice(c) => write!(f, "card {c} is seen or played twice"),
            SampleError::TooManySeen { seat, seen, holds } => {
                write!(f, "{seat} is seen with {seen} cards but holds {holds}")
            }
        }
    }
}

impl std::error::Error for SampleError {}

/// Refuses knowledge that no deal fits: seen and played cards that are no cards, that stand
/// in two places, or more seen cards than a seat holds.
fn check(knowledge: &Knowledge) -> Result<(), SampleError> {
    let mut seen = Hand::EMPTY;
    for seat in Seat::ALL {
        let i = seat.index();
        for hand in [knowledge.known[i], knowledge.played_by[i]] {
            if hand.0 & !FULL_PACK != 0 {
                return Err(SampleError::NotACard { seat });
            }
            if let Some(card) = Hand(seen.0 & hand.0).cards().next() {
                return Err(SampleError::SeenTwice(card));
            }
            seen.0 |= hand.0;
        }
        if knowledge.known[i].len() > usize::from(knowledge.counts[i]) {
            return Err(SampleError::TooManySeen {
                seat,
                seen: knowledge.known[i].len(),
                holds: knowledge.counts[i],
            });
        }
    }
    Ok(())
}

/// Draws layouts of one player's unseen cards.
pub struct Sampler {
    knowledge: Knowledge,
    hidden: Vec<Seat>,
    /// Cards each seat surely holds: seen, or forced by the others' voids.
    fixed: [Hand; 4],
    /// The unseen cards that are not forced.
    free: Vec<Card>,
    /// Free places in each hidden seat, in the order of `hidden`.
    places: Vec<usize>,
    relaxation: Relaxation,
    rejected_in_a_row: u32,
    draws: u64,
    /// The clues about the hidden hands that weight the layouts (none unless
    /// [`Sampler::reading_play`]).
    clues: Vec<Clue>,
}

impl Sampler {
    pub fn new(knowledge: &Knowledge) -> Result<Sampler, SampleError> {
        check(knowledge)?;
        let hidden = knowledge.hidden_seats();
        let unseen = knowledge.unseen();
        let places_total: usize = hidden
            .iter()
            .map(|s| knowledge.counts[s.index()] as usize - knowledge.known[s.index()].len())
            .sum();
        if unseen.len() != places_total {
            return Err(SampleError::CountMismatch {
                unseen: unseen.len(),
                places: places_total,
            });
        }
        let mut fixed = knowledge.known;
        let mut free = Vec::new();
        for card in unseen.cards() {
            let can: Vec<Seat> = hidden
                .iter()
                .copied()
                .filter(|s| !knowledge.void[s.index()][card.suit().index()])
                .collect();
            match can.as_slice() {
                [] => return Err(SampleError::NoHolder(card)),
                [only] => fixed[only.index()].insert(card),
                _ => free.push(card),
            }
        }
        let mut places = Vec::new();
        for &seat in &hidden {
            let held = fixed[seat.index()].len();
            let count = knowledge.counts[seat.index()] as usize;
            if held > count {
                return Err(SampleError::Overfull { seat });
            }
            places.push(count - held);
        }
        Ok(Sampler {
            knowledge: knowledge.clone(),
            hidden,
            fixed,
            free,
            places,
            relaxation: Relaxation::None,
            rejected_in_a_row: 0,
            draws: 0,
            clues: Vec::new(),
        })
    }

    /// With `on`, layouts are kept with the weight the cards played give them (see
    /// `clues`): each layout that meets the auction's limits is kept with the probability
    /// [`clues::weight`], so that the layouts drawn follow how likely each makes the play.
    pub fn reading_play(mut self, on: bool) -> Sampler {
        self.clues = if on {
            self.knowledge
                .clues
                .iter()
                .filter(|c| self.hidden.contains(&c.seat()))
                .cloned()
                .collect()
        } else {
            Vec::new()
        };
        self
    }

    /// The limits currently applied.
    pub fn relaxation(&self) -> Relaxation {
        self.relaxation
    }

    /// Layouts drawn so far, rejected ones included.
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// One layout of the cards still held, consistent with the knowledge (under the limits
    /// of [`Sampler::relaxation`], which this may relax).
    pub fn sample<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Result<Deal, SampleError> {
        let mut cards = self.free.clone();
        loop {
            self.draws += 1;
            cards.shuffle(rng);
            let mut hands = self.fixed;
            let mut rest = cards.iter();
            let mut fits = true;
            for (&seat, &n) in self.hidden.iter().zip(&self.places) {
                for &c in rest.by_ref().take(n) {
                    fits &= !self.knowledge.void[seat.index()][c.suit().index()];
                    hands[seat.index()].insert(c);
                }
            }
            if fits && self.meets_limits(&hands) {
                self.rejected_in_a_row = 0;
                // The weight of the play is a probability of keeping the layout, never a
                // limit to relax: it is at least the clues' floor, so this ends soon.
                if !self.clues.is_empty() && rng.random::<f64>() >= self.play_weight(&hands) {
                    continue;
                }
                // The fixed hands and the cut of the free cards are disjoint by construction.
                return Deal::new(hands).map_err(|_| SampleError::NoLayout);
            }
            self.rejected_in_a_row += 1;
            if self.rejected_in_a_row >= PATIENCE {
                self.rejected_in_a_row = 0;
                self.relaxation = match self.relaxation {
                    Relaxation::None => Relaxation::NoHcp,
                    Relaxation::NoHcp => Relaxation::NoLimits,
                    Relaxation::NoLimits => return Err(SampleError::NoLayout),
                };
            }
        }
    }

    /// How likely the layout makes the cards played (see `clues`).
    fn play_weight(&self, hands: &[Hand; 4]) -> f64 {
        clues::weight(&self.clues, &Seat::ALL.map(|s| self.as_dealt(hands, s)))
    }

    /// `seat`'s hand as dealt in the layout `hands`: the cards it holds and those it played.
    fn as_dealt(&self, hands: &[Hand; 4], seat: Seat) -> Hand {
        let i = seat.index();
        Hand(hands[i].0 | self.knowledge.played_by[i].0)
    }

    /// Whether every hidden hand, as dealt, meets its seat's limits at the current level.
    fn meets_limits(&self, hands: &[Hand; 4]) -> bool {
        if self.relaxation == Relaxation::NoLimits {
            return true;
        }
        self.hidden.iter().all(|&seat| {
            let dealt = self.as_dealt(hands, seat);
            let l = &self.knowledge.limits[seat.index()];
            match self.relaxation {
                Relaxation::NoHcp => l.allows_lengths(lengths(dealt)),
                _ => l.allows(dealt),
            }
        })
    }
}
