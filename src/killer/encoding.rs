//! A player's observations as a propositional formula (CNF) for the SAT solver.
//!
//! # Why this encoding and not formulas (1)–(13) literally
//!
//! The paper keeps a fluent card(t, X, Y, S) for every card, place and round, plus move/put
//! action atoms, and frame axioms (13) that copy every card's place from one round to the next.
//! In this game every movement of a card is public *by type*: everyone sees that a card of
//! type X went from A to B, or that cards went from A's hand to the table. So between two
//! events only the cards of one type (a give) or a handful of candidate cards (a placement)
//! can change place; every other card keeps its place for sure. This encoding therefore keeps
//! the paper's fluents (holds(c, p) = card(t, c, p) at the current round) but creates a new
//! version of a fluent only when an event may change it; the unchanged ones are shared, which
//! is exactly what the frame axioms would force. The action atoms become selector variables:
//! "the card that moved in give e is (X, y)" (formula (4), exactly one y) and "the face-down
//! card in slot s is c" (formula (7), one of the triples through the shown card). The killer
//! is a place of its own, fixed at the deal. The result is equivalent to (1)–(13) restricted to
//! what can happen, with a few thousand variables instead of cards × places × rounds.
//!
//! Cardinality (every hand has its dealt size, exactly one killer, exactly one card per
//! slot) uses a sequential counter (Sinz 2005), linear in size, instead of the paper's
//! AtMost by subsets, which is exponential.

use super::card::{Card, Config};
use super::view::{Seen, View, ViewError};

/// Where a card can be now.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(tag = "place", rename_all = "snake_case")]
pub enum Place {
    Hand { player: usize },
    Table,
    Killer,
}

/// Every place a card can be in a game of `players` players, in a fixed order.
pub fn places(players: usize) -> Vec<Place> {
    (0..players)
        .map(|player| Place::Hand { player })
        .chain([Place::Table, Place::Killer])
        .collect()
}

/// The formula and the variables that say where each card is now.
#[derive(Clone, Debug)]
pub struct Encoding {
    pub config: Config,
    pub clauses: Vec<Vec<i32>>,
    pub variables: usize,
    /// `killer[card index]`: the card is the killer.
    pub killer: Vec<i32>,
    /// `at[card index][place index]` (places in the order of [`places`]): the card is there
    /// now. Empty unless asked for: Algorithm 1 needs only the killer.
    pub at: Vec<Vec<i32>>,
}

impl Encoding {
    /// The literal "card is killer".
    pub fn killer(&self, card: Card) -> i32 {
        self.killer[self.config.index(card)]
    }

    /// The literal "card is at place".
    pub fn lit(&self, card: Card, place: Place) -> i32 {
        let n = self.config.players();
        let column = match place {
            Place::Hand { player } => player,
            Place::Table => n,
            Place::Killer => n + 1,
        };
        self.at[self.config.index(card)][column]
    }
}

/// Collects clauses and hands out variables.
struct Builder {
    clauses: Vec<Vec<i32>>,
    variables: i32,
}

impl Builder {
    fn var(&mut self) -> i32 {
        self.variables += 1;
        self.variables
    }

    fn clause(&mut self, lits: &[i32]) {
        self.clauses.push(lits.to_vec());
    }

    /// An always-false formula: the observations contradict the rules in a way found while
    /// encoding (e.g. a triple no hand could have).
    fn contradiction(&mut self) {
        let v = self.var();
        self.clause(&[v]);
        self.clause(&[-v]);
    }

    /// Exactly `k` of `lits` are true, by a sequential counter: `s[i][j]` says "at least j of
    /// the first i+1 literals are true", defined both ways so both bounds can be asserted.
    fn exactly(&mut self, lits: &[i32], k: usize) {
        if k > lits.len() {
            self.contradiction();
            return;
        }
        if k == 0 {
            for &l in lits {
                self.clause(&[-l]);
            }
            return;
        }
        if k == 1 && lits.len() <= 10 {
            self.clause(lits);
            for i in 0..lits.len() {
                for j in i + 1..lits.len() {
                    self.clause(&[-lits[i], -lits[j]]);
                }
            }
            return;
        }
        let width = k + 1;
        let mut prev: Vec<i32> = Vec::new(); // empty: "at least j of none" is false for j >= 1
        for &x in lits {
            let row: Vec<i32> = (0..width).map(|_| self.var()).collect();
            for (j, &s) in row.iter().enumerate() {
                // s <- prev[j]; s <- prev[j-1] & x (j = 0: s <- x).
                if let Some(&p) = prev.get(j) {
                    self.clause(&[-p, s]);
                }
                if j == 0 {
                    self.clause(&[-x, s]);
                } else if let Some(&p) = prev.get(j - 1) {
                    self.clause(&[-p, -x, s]);
                }
                // s -> prev[j] | x; s -> prev[j] | prev[j-1] (j = 0: prev[-1] is true).
                let keep: Vec<i32> = prev.get(j).map(|&p| vec![p]).unwrap_or_default();
                let mut a = vec![-s, x];
                a.extend(&keep);
                self.clause(&a);
                if j > 0 {
                    let mut b = vec![-s];
                    b.extend(&keep);
                    if let Some(&p) = prev.get(j - 1) {
                        b.push(p);
                    }
                    self.clause(&b);
                }
            }
            prev = row;
        }
        self.clause(&[prev[k - 1]]);
        self.clause(&[-prev[k]]);
    }

    /// A new variable equal to `a & !b`.
    fn and_not(&mut self, a: i32, b: i32) -> i32 {
        let v = self.var();
        self.clause(&[-v, a]);
        self.clause(&[-v, -b]);
        self.clause(&[v, -a, b]);
        v
    }

    /// A new variable equal to `a | b`.
    fn or(&mut self, a: i32, b: i32) -> i32 {
        let v = self.var();
        self.clause(&[-v, a, b]);
        self.clause(&[v, -a]);
        self.clause(&[v, -b]);
        v
    }
}

/// Encodes a view (checked first); `with_places` adds the literals for every card's place
/// now (for the notebook).
pub fn encode(view: &View, with_places: bool) -> Result<Encoding, ViewError> {
    view.check()?;
    let config = &view.config;
    let n = config.players();
    let cards: Vec<Card> = config.cards().collect();
    let mut b = Builder {
        clauses: Vec::new(),
        variables: 0,
    };
    // The deal (formulas (1) and (2), the killer as a place of its own): the observer's hand
    // is known; every other card is in exactly one other hand or is the killer; the other
    // hands have their dealt sizes; exactly one killer (implied by the rest, but it helps the
    // solver). Counters run over the unknown cards only.
    let killer: Vec<i32> = cards.iter().map(|_| b.var()).collect();
    let mut holds: Vec<Vec<i32>> = cards
        .iter()
        .map(|_| (0..n).map(|_| b.var()).collect())
        .collect();
    let unknown: Vec<usize> = (0..cards.len())
        .filter(|&i| !view.dealt.contains(&cards[i]))
        .collect();
    for i in 0..cards.len() {
        let mine = holds[i][view.me];
        if unknown.contains(&i) {
            b.clause(&[-mine]);
            let mut spot: Vec<i32> = (0..n)
                .filter(|&p| p != view.me)
                .map(|p| holds[i][p])
                .collect();
            spot.push(killer[i]);
            b.exactly(&spot, 1);
        } else {
            b.clause(&[mine]);
            b.clause(&[-killer[i]]);
            for p in (0..n).filter(|&p| p != view.me) {
                b.clause(&[-holds[i][p]]);
            }
        }
    }
    b.exactly(&unknown.iter().map(|&i| killer[i]).collect::<Vec<_>>(), 1);
    for p in (0..n).filter(|&p| p != view.me) {
        let column: Vec<i32> = unknown.iter().map(|&i| holds[i][p]).collect();
        b.exactly(&column, config.hands()[p]);
    }
    // Face-down slots: for each, the candidate cards and the literal "this slot holds it".
    let mut slots: Vec<Vec<(Card, i32)>> = Vec::new();
    for seen in &view.seen {
        match *seen {
            Seen::Ask { .. } => {}
            Seen::Give {
                from,
                to,
                kind,
                card,
            } => {
                // Formulas (3)/(4): exactly one card of the type moved, from a hand holding it.
                let moved: Vec<(usize, i32)> = (1..=config.numbers())
                    .map(|y| (config.index(Card::new(kind, y)), b.var()))
                    .collect();
                let selectors: Vec<i32> = moved.iter().map(|m| m.1).collect();
                b.exactly(&selectors, 1);
                for &(i, t) in &moved {
                    b.clause(&[-t, holds[i][from]]);
                    if let Some(c) = card {
                        b.clause(&[if cards[i] == c { t } else { -t }]);
                    }
                    holds[i][from] = b.and_not(holds[i][from], t);
                    holds[i][to] = b.or(holds[i][to], t);
                }
            }
            Seen::NoCard { player, kind } => {
                // Formula (5).
                for y in 1..=config.numbers() {
                    let i = config.index(Card::new(kind, y));
                    b.clause(&[-holds[i][player]]);
                }
            }
            Seen::Place {
                player,
                shown,
                ref hidden,
            } => {
                let s = config.index(shown);
                b.clause(&[holds[s][player]]);
                slots.push(Vec::new()); // the shown card's slot
                if hidden.is_empty() {
                    // Formula (8): a single card means the hand held no triple.
                    for t in config.triples() {
                        let lits: Vec<i32> =
                            t.iter().map(|&c| -holds[config.index(c)][player]).collect();
                        b.clause(&lits);
                    }
                } else {
                    encode_triple(
                        &mut b, config, &mut holds, &mut slots, player, shown, hidden,
                    );
                }
                let gone = b.var();
                b.clause(&[-gone]);
                holds[s][player] = gone;
            }
            Seen::Look { slot, card, .. } => {
                if let Some(c) = card {
                    match slots[slot].iter().find(|(k, _)| *k == c) {
                        Some(&(_, lit)) => b.clause(&[lit]),
                        None => b.contradiction(),
                    }
                }
            }
            Seen::Guess { card, right, .. } => {
                let k = killer[config.index(card)];
                b.clause(&[if right { k } else { -k }]);
            }
        }
    }
    // Where every card is now: in one hand, on the table, or the killer.
    let mut at = Vec::new();
    for i in (0..cards.len()).filter(|_| with_places) {
        let table = b.var();
        let mut row = holds[i].clone();
        row.push(table);
        row.push(killer[i]);
        b.exactly(&row, 1);
        at.push(row);
    }
    Ok(Encoding {
        config: config.clone(),
        clauses: b.clauses,
        variables: b.variables as usize,
        killer,
        at,
    })
}

/// Formula (7): `player` put down a triple through `shown`, two cards face down. The two
/// slots each hold exactly one candidate, not the same one, together the rest of one triple
/// through `shown`, both from the player's hand, which loses them.
fn encode_triple(
    b: &mut Builder,
    config: &Config,
    holds: &mut [Vec<i32>],
    slots: &mut Vec<Vec<(Card, i32)>>,
    player: usize,
    shown: Card,
    hidden: &[Option<Card>],
) {
    let options: Vec<[Card; 2]> = config
        .triples()
        .into_iter()
        .filter(|t| t.contains(&shown))
        .map(|t| {
            let rest: Vec<Card> = t.into_iter().filter(|&c| c != shown).collect();
            [rest[0], rest[1]]
        })
        .collect();
    let mut candidates: Vec<Card> = options.iter().flatten().copied().collect();
    candidates.sort();
    candidates.dedup();
    if options.is_empty() {
        b.contradiction();
    }
    let first: Vec<(Card, i32)> = candidates.iter().map(|&c| (c, b.var())).collect();
    let second: Vec<(Card, i32)> = candidates.iter().map(|&c| (c, b.var())).collect();
    b.exactly(&first.iter().map(|x| x.1).collect::<Vec<_>>(), 1);
    b.exactly(&second.iter().map(|x| x.1).collect::<Vec<_>>(), 1);
    let mut placed = Vec::new();
    for (k, &c) in candidates.iter().enumerate() {
        b.clause(&[-first[k].1, -second[k].1]);
        let p = b.or(first[k].1, second[k].1);
        let i = config.index(c);
        b.clause(&[-p, holds[i][player]]);
        holds[i][player] = b.and_not(holds[i][player], p);
        placed.push((c, p));
    }
    let chosen: Vec<i32> = options.iter().map(|_| b.var()).collect();
    b.exactly(&chosen, 1);
    for (option, &r) in options.iter().zip(&chosen) {
        for c in option {
            let p = placed.iter().find(|x| x.0 == *c).expect("a candidate").1;
            b.clause(&[-r, p]);
        }
    }
    for (slot, known) in [&first, &second].into_iter().zip(hidden) {
        if let Some(c) = known {
            match slot.iter().find(|x| x.0 == *c) {
                Some(&(_, lit)) => b.clause(&[lit]),
                None => b.contradiction(),
            }
        }
    }
    slots.push(first);
    slots.push(second);
}
