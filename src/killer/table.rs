//! A table: the human against computer players, and every input that changes the game.
//!
//! The page holds the whole game, hidden cards included (there is no server to hide them in):
//! the computer players only ever get their own view, in the worker. Every input goes through
//! [`Table::apply`]: a human move is checked by the rules and either applied or refused with
//! the rules' reason, kept for the page to show; a computer move is applied only if the game
//! is still where it was when the move was asked for (a reply that arrives after a new deal is
//! dropped).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::player::Level;
use super::{Config, Game, Move, MoveError};

/// The human always sits in seat 0 and so moves first.
pub const HUMAN: usize = 0;

/// The computer players' levels, seats 1, 2, …
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub computers: Vec<Level>,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            computers: vec![Level::Expert, Level::Novice],
        }
    }
}

impl Setup {
    /// With `n` computer players (2 to 4), keeping the levels already chosen.
    pub fn with_count(&self, n: usize) -> Setup {
        let mut computers = self.computers.clone();
        computers.resize(n.clamp(2, 4), Level::Novice);
        Setup { computers }
    }

    pub fn level(&self, seat: usize) -> Option<Level> {
        seat.checked_sub(1)
            .and_then(|i| self.computers.get(i).copied())
    }
}

/// What a table shows: the game (none before the first deal) and the last refusal.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    /// The setup the game was dealt with; the form's choices apply at the next deal.
    pub setup: Setup,
    pub game: Option<Game>,
    /// Counts deals, so that a reply for an earlier game is recognised.
    pub round: u32,
    /// The human's last refused move, with the rules' reason.
    pub refused: Option<MoveError>,
    /// A computer player that could not decide (a worker failure), in words.
    pub failure: Option<String>,
}

/// An input at the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Deal {
        setup: Setup,
        seed: u64,
    },
    Human(Move),
    /// A computer player's move, asked for when the log had `at` events in deal `round`.
    Computer {
        round: u32,
        at: usize,
        player: usize,
        mv: Move,
    },
    Failed {
        round: u32,
        error: String,
    },
    Dismiss,
}

impl Table {
    /// The computer player who must decide now, with its level.
    pub fn computer_to_move(&self) -> Option<(usize, Level)> {
        let player = self.game.as_ref()?.to_move()?;
        self.setup.level(player).map(|level| (player, level))
    }
}

impl Table {
    /// Applies an input; returns whether anything changed.
    pub fn apply(&mut self, action: Action) -> bool {
        match action {
            Action::Deal { setup, seed } => {
                let config = Config::standard(setup.computers.len() + 1)
                    .expect("the setup offers 2 to 4 computer players");
                self.game = Some(Game::deal(&config, &mut ChaCha8Rng::seed_from_u64(seed)));
                self.setup = setup;
                self.round += 1;
                self.refused = None;
                self.failure = None;
            }
            Action::Human(mv) => {
                let Some(game) = self.game.as_mut() else {
                    return false;
                };
                self.refused = game.play(HUMAN, mv).err();
            }
            Action::Computer {
                round,
                at,
                player,
                mv,
            } => {
                let current = self.round;
                let Some(game) = self.game.as_mut() else {
                    return false;
                };
                if round != current || game.log().len() != at {
                    return false;
                }
                if let Err(e) = game.play(player, mv) {
                    // The player's own rules check failed: a bug, shown rather than hidden.
                    self.failure = Some(format!("player {player}: {e}"));
                }
            }
            Action::Failed { round, error } => {
                if round != self.round {
                    return false;
                }
                self.failure = Some(error);
            }
            Action::Dismiss => {
                self.refused = None;
                self.failure = None;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::killer::{Card, Pending};

    fn dealt() -> Table {
        let mut table = Table::default();
        table.apply(Action::Deal {
            setup: Setup::default(),
            seed: 3,
        });
        table
    }

    #[test]
    fn a_deal_seats_the_human_first_and_the_chosen_computers() {
        let mut table = dealt();
        assert_eq!(table.game.as_ref().unwrap().hand_sizes(), vec![9, 9, 9]);
        assert_eq!(table.computer_to_move(), None, "the human starts");
        let setup = Setup::default().with_count(4);
        assert_eq!(setup.computers.len(), 4);
        assert_eq!(setup.level(4), Some(Level::Novice));
        assert_eq!(setup.level(0), None);
        table.apply(Action::Deal { setup, seed: 1 });
        assert_eq!(table.round, 2);
        assert_eq!(
            table.game.as_ref().unwrap().hand_sizes(),
            vec![6, 6, 5, 5, 5]
        );
    }

    #[test]
    fn an_illegal_move_is_refused_with_its_reason_and_changes_nothing() {
        let mut table = dealt();
        let before = table.game.clone();
        table.apply(Action::Human(Move::Look { slot: 0 }));
        assert_eq!(table.game, before);
        assert_eq!(table.refused, Some(MoveError::HandNotEmpty { cards: 9 }));
        table.apply(Action::Human(Move::Guess {
            card: Card::new(9, 9),
        }));
        assert!(matches!(table.refused, Some(MoveError::NoSuchCard { .. })));
        assert_eq!(table.game, before);
        table.apply(Action::Human(Move::Ask { kind: 2 }));
        assert_eq!(table.refused, None, "a legal move clears the refusal");
        assert_ne!(table.game, before);
    }

    #[test]
    fn a_stale_computer_move_is_dropped() {
        // Find a deal where someone holds the type the human asks for.
        let mut table = dealt();
        table.apply(Action::Human(Move::Ask { kind: 1 }));
        let game = table.game.clone().unwrap();
        let Pending::Give { giver, .. } = game.pending() else {
            panic!("with 18 cards in other hands someone holds type 1 in this deal");
        };
        let card = *game.hand(giver).iter().find(|c| c.kind == 1).unwrap();
        let mv = Move::Give { card };
        let at = game.log().len();
        let round = table.round;
        for (round, at) in [(round, at - 1), (round + 1, at)] {
            let mut stale = table.clone();
            assert!(!stale.apply(Action::Computer {
                round,
                at,
                player: giver,
                mv,
            }));
            assert_eq!(stale.game, table.game);
        }
        assert!(table.apply(Action::Computer {
            round,
            at,
            player: giver,
            mv,
        }));
        assert_eq!(table.game.unwrap().log().len(), at + 1);
    }
}
