//! Cards, game sizes and the triples the placing rule is about.
//!
//! The game's size is configurable (types, numbers, hand sizes) so that small games can be
//! enumerated completely by the oracle; [`Config::standard`] gives the real game.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A card (type, number), both counted from 1 as the rules write them: (X, Y).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    /// The type X, 1-based.
    pub kind: u8,
    /// The number Y, 1-based.
    pub number: u8,
}

impl Card {
    pub const fn new(kind: u8, number: u8) -> Card {
        Card { kind, number }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.kind, self.number)
    }
}

/// Why a game size cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// Types or numbers outside 1..=9 (cards are written with one digit each).
    BadDeck { kinds: u8, numbers: u8 },
    /// Fewer than two or more than eight players.
    BadPlayers { players: usize },
    /// Every player must be dealt at least one card.
    EmptyHand { player: usize },
    /// The hands must take every card but the killer.
    HandsDoNotAddUp { dealt: usize, cards: usize },
    /// The standard game is played by 3 to 5 players.
    NotStandard { players: usize },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::BadDeck { kinds, numbers } => write!(
                f,
                "a deck needs 1 to 9 types and 1 to 9 numbers, not {kinds} types × {numbers} numbers"
            ),
            ConfigError::BadPlayers { players } => {
                write!(f, "a game needs 2 to 8 players, not {players}")
            }
            ConfigError::EmptyHand { player } => {
                write!(f, "player {player} would be dealt no card")
            }
            ConfigError::HandsDoNotAddUp { dealt, cards } => write!(
                f,
                "the hands hold {dealt} cards but the deck has {cards}: they must hold all but the killer"
            ),
            ConfigError::NotStandard { players } => {
                write!(f, "the standard game has 3 to 5 players, not {players}")
            }
        }
    }
}

impl std::error::Error for ConfigError {}

/// The size of a game: the deck (types × numbers) and how many cards each seat is dealt.
/// Built only through [`Config::new`] (or read through it), so every size is one a game can
/// be dealt in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ConfigFields")]
pub struct Config {
    kinds: u8,
    numbers: u8,
    /// Cards dealt to each seat, in seat order; they add up to the deck less the killer.
    hands: Vec<usize>,
}

/// What a game size is read from (a worker's request, a game log): checked by
/// [`Config::new`].
#[derive(Deserialize)]
struct ConfigFields {
    kinds: u8,
    numbers: u8,
    hands: Vec<usize>,
}

impl TryFrom<ConfigFields> for Config {
    type Error = ConfigError;

    fn try_from(c: ConfigFields) -> Result<Config, ConfigError> {
        Config::new(c.kinds, c.numbers, c.hands)
    }
}

impl Config {
    /// Types of card (1–9).
    pub fn kinds(&self) -> u8 {
        self.kinds
    }

    /// Numbers of each type (1–9).
    pub fn numbers(&self) -> u8 {
        self.numbers
    }

    /// Cards dealt to each seat, in seat order; they add up to the deck less the killer.
    pub fn hands(&self) -> &[usize] {
        &self.hands
    }

    /// Checks a game size.
    pub fn new(kinds: u8, numbers: u8, hands: Vec<usize>) -> Result<Config, ConfigError> {
        if !(1..=9).contains(&kinds) || !(1..=9).contains(&numbers) {
            return Err(ConfigError::BadDeck { kinds, numbers });
        }
        if !(2..=8).contains(&hands.len()) {
            return Err(ConfigError::BadPlayers {
                players: hands.len(),
            });
        }
        if let Some(player) = hands.iter().position(|&h| h == 0) {
            return Err(ConfigError::EmptyHand { player });
        }
        let dealt: usize = hands.iter().sum();
        let cards = kinds as usize * numbers as usize;
        if dealt + 1 != cards {
            return Err(ConfigError::HandsDoNotAddUp { dealt, cards });
        }
        Ok(Config {
            kinds,
            numbers,
            hands,
        })
    }

    /// The real game: 4 types × 1–7, dealt 9/9/9, 7/7/7/6 or 6/6/5/5/5.
    pub fn standard(players: usize) -> Result<Config, ConfigError> {
        let hands = match players {
            3 => vec![9, 9, 9],
            4 => vec![7, 7, 7, 6],
            5 => vec![6, 6, 5, 5, 5],
            _ => return Err(ConfigError::NotStandard { players }),
        };
        Config::new(4, 7, hands)
    }

    /// A small game with the deck split as evenly as it goes (earlier seats get the extra cards).
    pub fn even(kinds: u8, numbers: u8, players: usize) -> Result<Config, ConfigError> {
        let dealt = (kinds as usize * numbers as usize).saturating_sub(1);
        let hands = (0..players)
            .map(|p| dealt / players.max(1) + usize::from(p < dealt % players.max(1)))
            .collect();
        Config::new(kinds, numbers, hands)
    }

    pub fn players(&self) -> usize {
        self.hands.len()
    }

    pub fn card_count(&self) -> usize {
        self.kinds as usize * self.numbers as usize
    }

    /// The card's dense index, 0..card_count, type-major.
    pub fn index(&self, card: Card) -> usize {
        (card.kind as usize - 1) * self.numbers as usize + card.number as usize - 1
    }

    /// The card with a dense index.
    pub fn card(&self, index: usize) -> Card {
        let n = self.numbers as usize;
        Card::new((index / n + 1) as u8, (index % n + 1) as u8)
    }

    /// Every card, in index order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        (0..self.card_count()).map(|i| self.card(i))
    }

    /// Whether a card belongs to this deck.
    pub fn contains(&self, card: Card) -> bool {
        (1..=self.kinds).contains(&card.kind) && (1..=self.numbers).contains(&card.number)
    }

    /// Every triple of the deck: one number in three different types, or three consecutive
    /// numbers of one type. Each is listed once, its cards in index order.
    pub fn triples(&self) -> Vec<[Card; 3]> {
        let mut out = Vec::new();
        for y in 1..=self.numbers {
            for a in 1..=self.kinds {
                for b in a + 1..=self.kinds {
                    for c in b + 1..=self.kinds {
                        out.push([Card::new(a, y), Card::new(b, y), Card::new(c, y)]);
                    }
                }
            }
        }
        for x in 1..=self.kinds {
            for y in 1..=self.numbers.saturating_sub(2) {
                out.push([Card::new(x, y), Card::new(x, y + 1), Card::new(x, y + 2)]);
            }
        }
        out
    }
}

/// Whether three cards form a triple: one number in three different types, or one type with
/// three consecutive numbers (in any order).
pub fn is_triple(cards: [Card; 3]) -> bool {
    let [a, b, c] = cards;
    let same_number = a.number == b.number
        && b.number == c.number
        && a.kind != b.kind
        && b.kind != c.kind
        && a.kind != c.kind;
    let mut numbers = [a.number, b.number, c.number];
    numbers.sort_unstable();
    let run = a.kind == b.kind
        && b.kind == c.kind
        && numbers[1] == numbers[0] + 1
        && numbers[2] == numbers[1] + 1;
    same_number || run
}

/// Whether a hand holds some triple (the placing rule then forces one).
pub fn has_triple(hand: &[Card]) -> bool {
    (0..hand.len()).any(|i| {
        (i + 1..hand.len())
            .any(|j| (j + 1..hand.len()).any(|k| is_triple([hand[i], hand[j], hand[k]])))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_sizes_add_up_and_others_are_refused() {
        for players in 3..=5 {
            let config = Config::standard(players).unwrap();
            assert_eq!(config.hands.iter().sum::<usize>(), 27);
        }
        assert_eq!(Config::standard(5).unwrap().hands, vec![6, 6, 5, 5, 5]);
        assert_eq!(
            Config::standard(6),
            Err(ConfigError::NotStandard { players: 6 })
        );
        assert_eq!(
            Config::new(4, 7, vec![9, 9, 8]),
            Err(ConfigError::HandsDoNotAddUp {
                dealt: 26,
                cards: 28
            })
        );
        assert_eq!(
            Config::new(0, 7, vec![9, 9, 9]),
            Err(ConfigError::BadDeck {
                kinds: 0,
                numbers: 7
            })
        );
        assert_eq!(Config::even(3, 4, 3).unwrap().hands, vec![4, 4, 3]);
    }

    #[test]
    fn a_size_read_from_json_is_checked_too() {
        let config = Config::standard(3).unwrap();
        let json = serde_json::to_string(&config).unwrap();
        assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), config);
        for (bad, why) in [
            (r#"{"kinds":3,"numbers":0,"hands":[9,9,9]}"#, "numbers"),
            (r#"{"kinds":3,"numbers":9,"hands":[26]}"#, "players"),
            (r#"{"kinds":3,"numbers":9,"hands":[9,9,0,8]}"#, "player"),
            (r#"{"kinds":3,"numbers":9,"hands":[9,9,9]}"#, "27"),
        ] {
            let e = serde_json::from_str::<Config>(bad).unwrap_err().to_string();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }

    #[test]
    fn card_indices_round_trip() {
        let config = Config::standard(3).unwrap();
        for (i, card) in config.cards().enumerate() {
            assert_eq!(config.index(card), i);
            assert!(config.contains(card));
        }
        assert!(!config.contains(Card::new(5, 1)));
    }

    /// The listed triples are exactly the 3-sets that `is_triple` accepts (brute force).
    #[test]
    fn triples_are_exactly_the_accepted_sets() {
        let config = Config::standard(3).unwrap();
        let cards: Vec<Card> = config.cards().collect();
        let mut brute = Vec::new();
        for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                for k in j + 1..cards.len() {
                    if is_triple([cards[i], cards[j], cards[k]]) {
                        brute.push([cards[i], cards[j], cards[k]]);
                    }
                }
            }
        }
        let mut listed = config.triples();
        listed.sort();
        brute.sort();
        assert_eq!(listed, brute);
        // The paper's example: six triples show (2, 3).
        let shown = Card::new(2, 3);
        assert_eq!(listed.iter().filter(|t| t.contains(&shown)).count(), 6);
    }

    #[test]
    fn triples_in_hands() {
        let c = Card::new;
        assert!(has_triple(&[c(1, 3), c(4, 1), c(3, 3), c(2, 3)]));
        assert!(has_triple(&[c(2, 6), c(2, 4), c(2, 5)]));
        assert!(!has_triple(&[c(2, 6), c(2, 4), c(2, 7), c(1, 5)]));
        assert!(!has_triple(&[c(1, 3), c(1, 3), c(2, 3)]));
    }
}
