//! The computer players: Random (the textbook framework's, no skill), Static (one ply, greedy on
//! f(n)), Minimax and Alpha-beta (full depth, faster wins and slower losses preferred).
//!
//! Each player first names its candidate moves, the moves it considers equally good, and then
//! picks one at random with the caller's generator. Keeping the two apart lets the
//! never-lose test follow every choice a player could make, and lets the page show them.

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::board::Board;
use super::search::{
    check_searchable, minimax_from, static_score, AlphaBeta, Ordering, Scoring, SearchError,
};

/// Which computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Player {
    /// Any legal move, uniformly.
    Random,
    /// The move whose position has the best f(n) for the mover (a winning move beats any
    /// f(n)); looks no further.
    Static,
    /// Full-depth minimax.
    Minimax,
    /// Full-depth alpha-beta with the given move ordering.
    AlphaBeta { ordering: Ordering },
}

/// The moves a player considers equally good, and the search nodes it took to find them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// In increasing cell order; never empty.
    pub candidates: Vec<usize>,
    pub nodes: u64,
}

impl Player {
    /// Every player a page offers, weakest first.
    pub const ALL: [Player; 6] = [
        Player::Random,
        Player::Static,
        Player::Minimax,
        Player::AlphaBeta {
            ordering: Ordering::Natural,
        },
        Player::AlphaBeta {
            ordering: Ordering::Static,
        },
        Player::AlphaBeta {
            ordering: Ordering::BestFirst,
        },
    ];

    /// The player's name in a URL (`#/tictactoe?ai=alphabeta`): `alphabeta` alone is the
    /// textbook's natural order, the other orderings carry a suffix.
    pub fn slug(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Static => "static",
            Player::Minimax => "minimax",
            Player::AlphaBeta {
                ordering: Ordering::Natural,
            } => "alphabeta",
            Player::AlphaBeta {
                ordering: Ordering::Static,
            } => "alphabeta-static",
            Player::AlphaBeta {
                ordering: Ordering::BestFirst,
            } => "alphabeta-bestfirst",
        }
    }

    /// Reads [`Player::slug`] back, ignoring case.
    pub fn from_slug(slug: &str) -> Option<Player> {
        Player::ALL
            .into_iter()
            .find(|p| p.slug().eq_ignore_ascii_case(slug))
    }

    /// Whether the player never loses (full-depth search), so a page may say so.
    pub fn is_perfect(self) -> bool {
        matches!(self, Player::Minimax | Player::AlphaBeta { .. })
    }

    /// The candidate moves of this player in `board`. Errors as
    /// [`check_searchable`] (Random and Static accept any
    /// number of empty cells).
    pub fn candidates(self, board: &Board) -> Result<Choice, SearchError> {
        match check_searchable(board) {
            Err(SearchError::TooDeep { .. }) if matches!(self, Player::Random | Player::Static) => {
            }
            other => other?,
        }
        let moves = board.legal_moves();
        let mover = board.to_move();
        let children = || moves.iter().map(|&c| (c, board.with(c, mover)));
        match self {
            Player::Random => Ok(Choice {
                candidates: moves.clone(),
                nodes: 0,
            }),
            Player::Static => {
                let scored: Vec<(usize, i32)> = children()
                    .map(|(c, child)| (c, static_score(&child, mover)))
                    .collect();
                Ok(best_of(&scored, moves.len() as u64))
            }
            Player::Minimax => {
                let mut nodes = 1;
                let scored: Vec<(usize, i32)> = children()
                    .map(|(c, child)| {
                        (c, -minimax_from(&child, Scoring::PreferFast, 1, &mut nodes))
                    })
                    .collect();
                Ok(best_of(&scored, nodes))
            }
            Player::AlphaBeta { ordering } => {
                // Alpha-beta at the root with a window just below the best value so far: a move
                // that fails low (≤ best − 1) is worse, any other value is exact, so the ties
                // the random choice needs are found while everything worse is still pruned.
                let mut ab = AlphaBeta::new(ordering, Scoring::PreferFast);
                ab.nodes = 1;
                let mut best = i32::MIN;
                let mut scored = Vec::new();
                for (c, child) in children() {
                    let alpha = if best == i32::MIN {
                        -i32::MAX
                    } else {
                        best - 1
                    };
                    let v = -ab.search(&child, -i32::MAX, -alpha, 1);
                    if v > alpha {
                        best = best.max(v);
                        scored.push((c, v));
                    }
                }
                Ok(best_of(&scored, ab.nodes))
            }
        }
    }

    /// Chooses a move: one of [`Player::candidates`], uniformly at random.
    pub fn choose(self, board: &Board, rng: &mut impl Rng) -> Result<usize, SearchError> {
        let choice = self.candidates(board)?;
        Ok(choice.candidates[rng.random_range(0..choice.candidates.len())])
    }
}

/// The moves with the highest score.
fn best_of(scored: &[(usize, i32)], nodes: u64) -> Choice {
    let top = scored
        .iter()
        .map(|&(_, v)| v)
        .max()
        .expect("there is a move");
    let mut candidates: Vec<usize> = scored
        .iter()
        .filter(|&&(_, v)| v == top)
        .map(|&(c, _)| c)
        .collect();
    candidates.sort_unstable();
    Choice { candidates, nodes }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::ttt::Rules;

    fn b(s: &str) -> Board {
        Board::parse(Rules::CLASSIC, s).unwrap()
    }

    #[test]
    fn random_picks_every_legal_move_and_only_those() {
        let board = b("x...o....");
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..500 {
            seen.insert(Player::Random.choose(&board, &mut rng).unwrap());
        }
        assert_eq!(seen.into_iter().collect::<Vec<_>>(), board.legal_moves());
    }

    #[test]
    fn static_takes_the_centre_then_the_best_f() {
        // Centre closes four of O's lines, a corner three, an edge two.
        let c = Player::Static.candidates(&Board::classic()).unwrap();
        assert_eq!(c.candidates, vec![4]);
        // After X's centre, O at a corner scores 4 − 5 = −1, on an edge 4 − 6 = −2.
        let c = Player::Static.candidates(&b("....x....")).unwrap();
        assert_eq!(c.candidates, vec![0, 2, 6, 8]);
        // A win (O at 2) beats any evaluation.
        let c = Player::Static.candidates(&b("oo.xx.x..")).unwrap();
        assert_eq!(c.candidates, vec![2]);
    }

    #[test]
    fn static_is_blind_to_the_opponents_threat_the_searchers_see() {
        // O to move; X threatens 2 (row 0). Static prefers the centre-ish evaluation, the
        // searchers block.
        let board = b("xx..o....");
        let searched = Player::Minimax.candidates(&board).unwrap();
        assert_eq!(searched.candidates, vec![2]);
        for ordering in Ordering::ALL {
            let ab = Player::AlphaBeta { ordering }.candidates(&board).unwrap();
            assert_eq!(ab.candidates, vec![2]);
            assert!(ab.nodes < searched.nodes, "{ordering:?}");
        }
    }

    #[test]
    fn finished_games_have_no_move_to_choose() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        for p in [Player::Random, Player::Static, Player::Minimax] {
            assert!(matches!(
                p.choose(&b("xxxoo...."), &mut rng),
                Err(SearchError::GameOver { .. })
            ));
        }
        // Random and Static play on big boards; the full-depth players refuse.
        let big = Board::empty(Rules::new(5, 5, 4).unwrap());
        assert!(Player::Static.choose(&big, &mut rng).is_ok());
        assert!(matches!(
            Player::Minimax.choose(&big, &mut rng),
            Err(SearchError::TooDeep { .. })
        ));
    }

    #[test]
    fn slugs_round_trip_and_name_every_player_once() {
        for p in Player::ALL {
            assert_eq!(Player::from_slug(p.slug()), Some(p));
        }
        assert_eq!(
            Player::from_slug("AlphaBeta"),
            Some(Player::AlphaBeta {
                ordering: Ordering::Natural
            })
        );
        assert_eq!(Player::from_slug("chess"), None);
        assert!(!Player::Static.is_perfect() && Player::Minimax.is_perfect());
    }
}
