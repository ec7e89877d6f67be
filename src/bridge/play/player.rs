//! A computer player: which method picks each card (rules, Monte-Carlo, or the paper's hybrid
//! of both), and the settings of the Monte-Carlo stage.

use std::fmt;
use std::str::FromStr;

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::board::Board;
use super::claim::{certain_concession, certain_settlement};
use super::clues;
use super::knowledge::Knowledge;
use super::leads;
use super::montecarlo::{
    self, decide_share, merge, McDecision, McError, McSettings, McShare, Resume, TrapCount,
};
use super::signals;
use crate::bridge::bidding::System;
use crate::bridge::dd::Solver;
use crate::bridge::{Card, Seat};

/// Declarer's side's choices `+alphamu` searches together (see `alphamu`).
pub const ALPHA_MU_DEPTH: u8 = 3;

/// The trick from which the paper's hybrid hands over to Monte-Carlo (it derives trick 3).
pub const PAPER_MC_FROM_TRICK: u8 = 3;

/// The method of the page's computer players: the rules' opening lead and Monte-Carlo for
/// every card after it, the strongest measured in `boyi match` (see docs/card-play.md). The
/// page's Monte-Carlo stage also reads the play and breaks ties by the chances left to the
/// opponents to go wrong ([`McSettings::default`]), which the paper's `hybrid` does not:
/// `rulelead+play+traps` here.
pub const PAGE_METHOD: Method = Method::RulesLead;

/// Which method picks the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "method", rename_all = "snake_case")]
pub enum Method {
    /// The paper's traditional player: rules only.
    Rules,
    /// Rules for tricks before `mc_from_trick`, Monte-Carlo from it on.
    Hybrid { mc_from_trick: u8 },
    /// Monte-Carlo from the opening lead.
    Mc,
    /// The opening lead by the paper's lead rules, Monte-Carlo for every card after it: the
    /// rules' leads have measured as good as simulated ones, while Monte-Carlo plays the
    /// rest of the first two tricks better than the rules (docs/card-play.md).
    RulesLead,
}

impl Method {
    /// Whether the paper's rules choose the card at this point of `board`'s play, rather
    /// than Monte-Carlo.
    fn by_rules(self, board: &Board) -> bool {
        match self {
            Method::Rules => true,
            Method::Mc => false,
            Method::Hybrid { mc_from_trick } => board.trick_number() < usize::from(mc_from_trick),
            Method::RulesLead => board.played().is_empty(),
        }
    }
}

/// A computer player's configuration.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub method: Method,
    pub mc: McSettings,
}

/// A configuration text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a player configuration (rules, hybrid, hybrid:TRICK, mc or rulelead, \
             optionally followed by /SAMPLES, +norace, +play, +lowcards (with +play), \
             +signals, +readsignals, +traps, +leadN (N layouts at most for a simulated opening \
             lead), +leadbykind (that lead by the kind of contract) and +alphamu or +alphamuM (M from 1 to 4), e.g. hybrid:3/100+norace)",
            self.0
        )
    }
}

impl std::error::Error for ConfigError {}

/// `rules`, `mc`, `hybrid` (Monte-Carlo from trick 3) or `hybrid:N`, as the paper plays them
/// (the play not read, unlike the page's settings), or `rulelead` (the rules' opening lead,
/// Monte-Carlo after it), each optionally with
/// `/SAMPLES` (default 100); all but `rules` may end in `+norace`, which solves every card
/// on every layout (racing off, see [`McSettings::race`]) to measure what racing costs, and
/// in `+play`, which weights the layouts by the cards played ([`McSettings::read_play`]),
/// `+lowcards`, with which that reading also takes discards and second hand's high cards
/// ([`McSettings::read_low_cards`]),
/// `+signals`, with which the defenders signal and read each other's signals
/// ([`McSettings::signals`]), and `+readsignals`, with which declarer reads them
/// ([`McSettings::declarer_reads_signals`]), and `+alphamuM`, with which declarer's side
/// searches its next M choices together in the endgame ([`McSettings::alpha_mu`];
/// `+alphamu` is M = 3), and `+traps`, with which a player breaks ties by the chances
/// they leave the next opponent to go wrong ([`McSettings::traps`]), and `+leadN`, with
/// which a simulated opening lead solves at most N layouts ([`McSettings::lead_samples`]),
/// and `+leadbykind`, with which that lead is solved to the exact trick and chosen by
/// [`leads::BY_KIND`] ([`McSettings::lead_criterion`]) rather than by [`leads::PLAYED`].
impl FromStr for Config {
    type Err = ConfigError;

    fn from_str(text: &str) -> Result<Config, ConfigError> {
        let err = || ConfigError(text.to_string());
        let mut lower = text.trim().to_ascii_lowercase();
        // The settings a bare suffix turns on, in the order of `switches` below.
        const SWITCHES: [&str; 7] = [
            "+leadbykind",
            "+norace",
            "+play",
            "+lowcards",
            "+signals",
            "+readsignals",
            "+traps",
        ];
        let mut switches = [false; SWITCHES.len()];
        let (mut alpha_mu, mut lead_samples) = (0, 0);
        loop {
            let switch = SWITCHES
                .iter()
                .enumerate()
                .find_map(|(i, suffix)| Some((i, lower.strip_suffix(suffix)?.len())));
            if let Some((i, rest)) = switch {
                switches[i] = true;
                lower.truncate(rest);
            } else if let Some((rest, n)) = lower
                .rsplit_once("+lead")
                .filter(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            {
                lead_samples = n.parse().ok().filter(|n| *n > 0).ok_or_else(err)?;
                lower = rest.to_string();
            } else if let Some((rest, depth)) = lower.rsplit_once("+alphamu") {
                alpha_mu = match depth {
                    "" => ALPHA_MU_DEPTH,
                    d => d
                        .parse()
                        .ok()
                        .filter(|d| (1..=4).contains(d))
                        .ok_or_else(err)?,
                };
                lower = rest.to_string();
            } else {
                break;
            }
        }
        let [by_kind, no_race, read_play, read_low_cards, signals, reads_signals, traps] = switches;
        let race = !no_race;
        // Low cards are one more reading of the play, nothing without it.
        if read_low_cards && !read_play {
            return Err(err());
        }
        let lower = lower.as_str();
        let (name, samples) = match lower.split_once('/') {
            Some((n, s)) => (n, s.parse::<u32>().ok().filter(|s| *s > 0).ok_or_else(err)?),
            None => (lower, McSettings::default().samples),
        };
        let method = match name.split_once(':') {
            Some(("hybrid", t)) => Method::Hybrid {
                mc_from_trick: t
                    .parse()
                    .ok()
                    .filter(|t| (1..=13).contains(t))
                    .ok_or_else(err)?,
            },
            None if name == "hybrid" => Method::Hybrid {
                mc_from_trick: PAPER_MC_FROM_TRICK,
            },
            None if name == "rules"
                && race
                && !read_play
                && !signals
                && !reads_signals
                && alpha_mu == 0
                && !traps
                && lead_samples == 0
                && !by_kind =>
            {
                Method::Rules
            }
            None if name == "mc" => Method::Mc,
            None if name == "rulelead" => Method::RulesLead,
            _ => return Err(err()),
        };
        Ok(Config {
            method,
            mc: McSettings {
                samples,
                race,
                read_play,
                read_low_cards,
                signals,
                declarer_reads_signals: reads_signals,
                alpha_mu,
                traps,
                lead_samples,
                exact_lead: by_kind,
                lead_criterion: by_kind.then_some(leads::BY_KIND),
                ..McSettings::default()
            },
        })
    }
}

impl fmt::Display for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.method {
            Method::Rules => return f.write_str("rules"),
            Method::Hybrid { mc_from_trick } => {
                write!(f, "hybrid:{mc_from_trick}/{}", self.mc.samples)?
            }
            Method::Mc => write!(f, "mc/{}", self.mc.samples)?,
            Method::RulesLead => write!(f, "rulelead/{}", self.mc.samples)?,
        }
        if !self.mc.race {
            f.write_str("+norace")?;
        }
        if self.mc.read_play {
            f.write_str("+play")?;
        }
        if self.mc.read_low_cards {
            f.write_str("+lowcards")?;
        }
        if self.mc.signals {
            f.write_str("+signals")?;
        }
        if self.mc.declarer_reads_signals {
            f.write_str("+readsignals")?;
        }
        if self.mc.traps {
            f.write_str("+traps")?;
        }
        if self.mc.lead_samples > 0 {
            write!(f, "+lead{}", self.mc.lead_samples)?;
        }
        if self.mc.lead_criterion.is_some() {
            f.write_str("+leadbykind")?;
        }
        if self.mc.alpha_mu > 0 {
            write!(f, "+alphamu{}", self.mc.alpha_mu)?;
        }
        Ok(())
    }
}

/// What the computer does at its turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Play a card; `mc` holds the Monte-Carlo evidence when that stage chose it.
    Play { card: Card, mc: Option<McDecision> },
    /// End the play now: declarer takes `declarer_more` of the tricks left (a claim, or a
    /// concession), certain from the chooser's view.
    Settle { declarer_more: u8 },
}

/// What one share of a decision spread over several workers found (see
/// [`crate::bridge::play::montecarlo::McShare`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "found", rename_all = "snake_case")]
pub enum ShareAction {
    /// The rules or a certain settlement decided: no random draw is involved, so every share
    /// finds the same action.
    Decided { action: Action },
    /// One share of a Monte-Carlo decision, to be merged with the others.
    Mc { share: McShare },
}

/// The action of [`Board::chooser`] on `board`. `None` when the play is over.
pub fn act<R: Rng + ?Sized>(
    board: &Board,
    config: &Config,
    system: Option<&System>,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<Option<Action>, McError> {
    act_share(board, config, system, None, solver, rng, clock)?
        .map(|share| merge_actions(&[share]))
        .transpose()
}

/// One share of the action of [`Board::chooser`]: what [`act`] does, except that a
/// Monte-Carlo decision stops at its share's statistics (`config.mc.samples` layouts drawn
/// with `rng`, going on from a pooled race with `resume`). `None` when the play is over.
pub fn act_share<R: Rng + ?Sized>(
    board: &Board,
    config: &Config,
    system: Option<&System>,
    resume: Option<&Resume>,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<Option<ShareAction>, McError> {
    let Some(chooser) = board.chooser() else {
        return Ok(None);
    };
    let knowledge = knowledge(board, chooser, config, system);
    if let Some(declarer_more) = certain_settlement(board, &knowledge) {
        return Ok(Some(ShareAction::Decided {
            action: Action::Settle { declarer_more },
        }));
    }
    if certain_concession(board, &knowledge, solver).map_err(McError::Position)? {
        let declarer_side = chooser.is_ns() == board.declarer().is_ns();
        let declarer_more = if declarer_side {
            0
        } else {
            board.tricks_left()
        };
        return Ok(Some(ShareAction::Decided {
            action: Action::Settle { declarer_more },
        }));
    }
    if !config.method.by_rules(board) {
        let share = decide_share(board, &knowledge, &config.mc, resume, solver, rng, clock)?;
        return Ok(Some(ShareAction::Mc { share }));
    }
    Ok(
        signals::rules_card(board, &knowledge, config.mc.signals).map(|card| {
            ShareAction::Decided {
                action: Action::Play { card, mc: None },
            }
        }),
    )
}

/// What `chooser` knows on `board`, with its partner's or the defenders' signals read when
/// `config` reads them.
fn knowledge(board: &Board, chooser: Seat, config: &Config, system: Option<&System>) -> Knowledge {
    let mut knowledge = Knowledge::of(board, chooser, system);
    let defending = chooser.is_ns() != board.declarer().is_ns();
    let reads_signals = if defending {
        config.mc.signals
    } else {
        config.mc.declarer_reads_signals
    };
    if reads_signals {
        knowledge.clues.extend(clues::read_signals(board));
    }
    if config.mc.read_low_cards {
        knowledge.clues.extend(clues::read_low_cards(board));
    }
    knowledge
}

/// The trap part of a share of a Monte-Carlo decision spread over several workers (see
/// [`montecarlo::trap_share`]), made once the layouts of all shares are solved. `None` when
/// the play is over.
pub fn trap_share<R: Rng + ?Sized>(
    board: &Board,
    config: &Config,
    system: Option<&System>,
    count: &TrapCount,
    solver: &mut Solver,
    rng: &mut R,
    clock: &dyn Fn() -> f64,
) -> Result<Option<ShareAction>, McError> {
    let Some(chooser) = board.chooser() else {
        return Ok(None);
    };
    let knowledge = knowledge(board, chooser, config, system);
    let share = montecarlo::trap_share(board, &knowledge, &config.mc, count, solver, rng, clock)?;
    Ok(Some(ShareAction::Mc { share }))
}

/// The action the shares of one decision add up to: the merged Monte-Carlo decision, or the
/// action every share found without one. Shares of different kinds, or that found different
/// actions, were not made on the same position: an error.
pub fn merge_actions(shares: &[ShareAction]) -> Result<Action, McError> {
    let mc: Vec<McShare> = shares
        .iter()
        .filter_map(|s| match s {
            ShareAction::Mc { share } => Some(share.clone()),
            ShareAction::Decided { .. } => None,
        })
        .collect();
    match shares.first() {
        None => Err(McError::Shares("no share to merge".into())),
        Some(ShareAction::Decided { action }) if mc.is_empty() => {
            if shares
                .iter()
                .all(|s| matches!(s, ShareAction::Decided { action: a } if a == action))
            {
                Ok(action.clone())
            } else {
                Err(McError::Shares("the shares chose different actions".into()))
            }
        }
        Some(_) if mc.len() == shares.len() => {
            let decision = merge(&mc)?;
            Ok(Action::Play {
                card: decision.card,
                mc: Some(decision),
            })
        }
        Some(_) => Err(McError::Shares(
            "some shares sampled and others did not".into(),
        )),
    }
}
