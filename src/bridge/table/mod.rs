//! One board at the bridge table: the human in one seat, three computer players, the
//! auction with a meaning for every call, the play of the contract, and undo.
//!
//! This is the game as a plain struct, with no web dependency, so the rules of the page
//! (whose turn, which calls and cards are legal, what undo removes, when the board ends) are
//! tested natively; the `#/bridge` page only draws a [`Table`] and forwards the human's
//! input. The computer players bid at once with the system's rules ([`choose`]): that takes
//! microseconds. Their cards take a Monte-Carlo decision of up to a second, so the page asks
//! the worker for them and hands the answer to [`Table::computer_acts`] (see [`play`]).
//!
//! A board is reproducible: its deal is drawn from a generator seeded by the deal set, the
//! board number and the practice, so the same address always shows the same cards.

use std::fmt;

mod play;

pub use play::{Offer, PlayRefused};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::bridge::bidding::{
    at_table, bid_deal, choose, explain, infer, Auction, Builtin, Call, Explanation, IllegalCall,
    SeatInference, System, SystemError,
};
use crate::bridge::contract::board_dealer;
use crate::bridge::dd::DdTable;
use crate::bridge::dealer::{Dealer, LimitsError, TooRare};
use crate::bridge::evaluate::hcp;
use crate::bridge::play::Board;
use crate::bridge::practice::Practice;
use crate::bridge::score::ns_score;
use crate::bridge::{Contract, Deal, Seat, Vulnerability};
use crate::shell::address::{AddressProblem, Expected};

/// The highest board number: enough for any event, and small enough to type.
pub const MAX_BOARD: u32 = 9999;

/// Deals drawn at most to meet a practice's combined-HCP range (the built-in ranges are met
/// within a few dozen draws).
const SIDE_ATTEMPTS: usize = 100_000;

/// Which board, seat, system and practice; everything the address can say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// 1..=[`MAX_BOARD`]; sets the dealer and vulnerability as in duplicate.
    pub board: u32,
    pub human: Seat,
    pub system: Builtin,
    pub practice: Practice,
    /// The deal set: another number gives other deals for the same board numbers.
    pub set: u64,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            board: 1,
            human: Seat::South,
            system: Builtin::Sayc,
            practice: Practice::Any,
            set: 1,
        }
    }
}

impl Setup {
    /// Reads the address's parameters (`board`, `seat`, `system`, `practice`, `set`). A value
    /// that cannot be read keeps its default and is reported, so a mistyped address still
    /// opens a table and says what was wrong. The seat may be a letter or a name (`S`,
    /// `south`, `南`).
    pub fn read<'a>(param: impl Fn(&str) -> Option<&'a str>) -> (Setup, Vec<AddressProblem>) {
        let mut setup = Setup::default();
        let mut errors = Vec::new();
        let mut bad = |name: &str, text: &str, en, zh| {
            errors.push(AddressProblem::bad_value(name, text, Expected { en, zh }));
        };
        if let Some(text) = param("board") {
            match text.trim().parse::<u32>() {
                Ok(b) if (1..=MAX_BOARD).contains(&b) => setup.board = b,
                _ => bad(
                    "board",
                    text,
                    "a number from 1 to 9999",
                    "1 到 9999 之间的整数",
                ),
            }
        }
        if let Some(text) = param("seat") {
            match Seat::from_name(text) {
                Some(seat) => setup.human = seat,
                None => bad(
                    "seat",
                    text,
                    "N, E, S or W (or north, east, south, west)",
                    "N、E、S、W(或 北、东、南、西)",
                ),
            }
        }
        if let Some(text) = param("system") {
            match Builtin::parse(text.trim()) {
                Some(system) => setup.system = system,
                None => bad(
                    "system",
                    text,
                    "sayc, precision or paper",
                    "sayc、precision 或 paper",
                ),
            }
        }
        if let Some(text) = param("practice") {
            match Practice::from_slug(text.trim()) {
                Some(practice) => setup.practice = practice,
                None => bad(
                    "practice",
                    text,
                    "any, 1nt, 3nt or slam",
                    "any、1nt、3nt 或 slam",
                ),
            }
        }
        if let Some(text) = param("set") {
            match text.trim().parse::<u64>() {
                Ok(set) => setup.set = set,
                Err(_) => bad("set", text, "a whole number", "非负整数"),
            }
        }
        (setup, errors)
    }

    /// The address's parameters for this setup, in the order [`Setup::read`] documents.
    pub fn params(&self) -> Vec<(String, String)> {
        vec![
            ("board".into(), self.board.to_string()),
            ("seat".into(), self.human.letter().to_string()),
            ("system".into(), builtin_slug(self.system).into()),
            ("practice".into(), self.practice.slug().into()),
            ("set".into(), self.set.to_string()),
        ]
    }

    /// The next board of the same set (after the last, board 1 again).
    pub fn next_board(&self) -> Setup {
        Setup {
            board: self.board % MAX_BOARD + 1,
            ..*self
        }
    }

    /// The generator's seed: the set, the board and the practice, mixed so that nearby
    /// numbers give unrelated seeds.
    fn seed(&self) -> u64 {
        let mut x = self.set ^ (u64::from(self.board) << 32) ^ (self.practice.index() << 60);
        // SplitMix64's finaliser.
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }
}

/// The system's name in the address.
pub fn builtin_slug(system: Builtin) -> &'static str {
    system.slug()
}

/// Why a board cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The built-in system file did not load (only a broken build can do this).
    System(SystemError),
    /// The practice's limits allow no deal.
    Limits(LimitsError),
    /// No deal met the practice's limits within the dealer's attempts.
    TooRare(TooRare),
    /// None of `attempts` deals suited the practice (its side's points or its contract).
    NoSuitableDeal { attempts: usize },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::System(e) => write!(f, "the bidding system did not load: {e}"),
            TableError::Limits(e) => write!(f, "no deal for this practice: {e}"),
            TableError::TooRare(e) => write!(f, "no deal for this practice: {e}"),
            TableError::NoSuitableDeal { attempts } => write!(
                f,
                "no deal for this practice: no deal in {attempts} met the practice set's limits"
            ),
        }
    }
}

impl std::error::Error for TableError {}

/// Why the human's call was not made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallRefused {
    /// Another seat is to call (or the auction is over).
    NotYourTurn,
    Illegal(IllegalCall),
}

impl fmt::Display for CallRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallRefused::NotYourTurn => f.write_str("it is not your turn to call"),
            CallRefused::Illegal(e) => e.fmt(f),
        }
    }
}

/// Where the board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// `turn` is to call; while the auction runs it is always the human's turn, because the
    /// computer players call as soon as theirs comes.
    Bidding { turn: Seat },
    /// The contract is being played: `to_play`'s card is next and `chooser` chooses it
    /// (declarer chooses dummy's cards).
    Play { to_play: Seat, chooser: Seat },
    /// The board is over: the contract played (or settled by a claim), or None when all four
    /// passed.
    Over { contract: Option<Contract> },
}

/// The contract's double-dummy result: tricks for the declarer with best play by both sides,
/// and the duplicate score that makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DdResult {
    pub tricks: u8,
    /// From North-South's side, as par is given.
    pub ns_score: i32,
}

/// One board at the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub setup: Setup,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub deal: Deal,
    system: System,
    auction: Auction,
    /// One per call of `auction`: the computer's rule, or what the system says the human's
    /// call shows (with a warning when their hand contradicts it, and what partner will
    /// believe); for every call what it showed.
    explanations: Vec<Explanation>,
    /// The play, from the moment the auction ends in a contract.
    play: Option<Board>,
    /// The human ended the play with a claim or concession, or accepted a computer's
    /// (undo takes that back first).
    human_settled: bool,
    /// A computer player's claim or concession, waiting for the human's answer.
    offer: Option<Offer>,
    /// The human rejected a claim: the computer players play every card out from then on.
    play_out: bool,
}

impl Table {
    /// Deals the board and lets the computer players call up to the human's first turn.
    pub fn new(setup: Setup) -> Result<Table, TableError> {
        let system = System::builtin(setup.system).map_err(TableError::System)?;
        let dealer = board_dealer(setup.board);
        let deal = deal_board(&setup, &system, dealer)?;
        Ok(Table::start(
            setup,
            system,
            deal,
            dealer,
            Vulnerability::of_board(setup.board),
        ))
    }

    /// A board given whole (from a file): its deal, dealer and vulnerability, with the
    /// setup's seat and system; the computer players call up to the human's first turn.
    pub fn with_deal(
        setup: Setup,
        deal: Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
    ) -> Result<Table, TableError> {
        let system = System::builtin(setup.system).map_err(TableError::System)?;
        Ok(Table::start(setup, system, deal, dealer, vulnerability))
    }

    fn start(
        setup: Setup,
        system: System,
        deal: Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
    ) -> Table {
        let mut table = Table {
            setup,
            dealer,
            vulnerability,
            deal,
            system,
            auction: Auction::new(dealer).with_vulnerability(vulnerability),
            explanations: Vec::new(),
            play: None,
            human_settled: false,
            offer: None,
            play_out: false,
        };
        table.computers_call();
        table
    }

    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    /// The meaning of each call of the auction, in order.
    pub fn explanations(&self) -> &[Explanation] {
        &self.explanations
    }

    pub fn phase(&self) -> Phase {
        if !self.auction.is_finished() {
            return Phase::Bidding {
                turn: self.auction.next_seat(),
            };
        }
        match self.play.as_ref().map(|b| (b.to_play(), b.chooser())) {
            Some((Some(to_play), Some(chooser))) => Phase::Play { to_play, chooser },
            _ => Phase::Over {
                contract: self.auction.contract(),
            },
        }
    }

    /// The calls the human may make now, lowest bid first then pass, double, redouble; none
    /// when it is not their turn.
    pub fn legal_calls(&self) -> Vec<Call> {
        if self.phase()
            != (Phase::Bidding {
                turn: self.setup.human,
            })
        {
            return Vec::new();
        }
        Call::all_bids()
            .chain([Call::Pass, Call::Double, Call::Redouble])
            .filter(|&c| self.auction.check(c).is_ok())
            .collect()
    }

    /// What `call` would mean if made now (for the bidding box, before the human chooses).
    pub fn meaning(&self, call: Call) -> Explanation {
        explain(&self.system, &self.auction, call, None)
    }

    /// The human makes `call`; then the computer players call up to the human's next turn or
    /// the end of the auction.
    pub fn call(&mut self, call: Call) -> Result<(), CallRefused> {
        if self.phase()
            != (Phase::Bidding {
                turn: self.setup.human,
            })
        {
            return Err(CallRefused::NotYourTurn);
        }
        let hand = self.deal.hand(self.setup.human);
        let explanation = explain(&self.system, &self.auction, call, Some(hand));
        let explanation = at_table(
            &self.system,
            &self.auction,
            call,
            explanation,
            Some(hand),
            None,
        );
        self.auction.push(call).map_err(CallRefused::Illegal)?;
        self.explanations.push(explanation);
        self.computers_call();
        Ok(())
    }

    /// Takes back the human's last action and what the computer players did after it: a
    /// claim or concession, else their last card, else their last call (and with it the
    /// play). False (and nothing changes) when they have done nothing yet.
    pub fn undo(&mut self) -> bool {
        if self.undo_play() {
            return true;
        }
        let human = self.setup.human;
        let last = (0..self.auction.calls().len())
            .rev()
            .find(|&i| self.auction.seat_of(i) == human);
        let Some(last) = last else {
            return false;
        };
        let mut kept = Auction::new(self.dealer).with_vulnerability(self.vulnerability);
        for &c in &self.auction.calls()[..last] {
            // Replaying a prefix of a legal auction cannot fail.
            if kept.push(c).is_err() {
                return false;
            }
        }
        self.auction = kept;
        self.explanations.truncate(last);
        self.play = None;
        true
    }

    /// Whether the human has a call, card or claim to take back.
    pub fn can_undo(&self) -> bool {
        self.human_settled
            || !self.human_cards().is_empty()
            || (0..self.auction.calls().len()).any(|i| self.auction.seat_of(i) == self.setup.human)
    }

    /// Each seat's limits (North, East, South, West) from the auction so far.
    pub fn inferences(&self) -> [SeatInference; 4] {
        infer(&self.system, &self.auction)
    }

    /// The contract's double-dummy result, from the deal's table; None while the auction
    /// runs or when it was passed out.
    pub fn dd_result(&self, table: &DdTable) -> Option<DdResult> {
        let contract = self
            .auction
            .contract()
            .filter(|_| self.auction.is_finished())?;
        let tricks = table.get(contract.strain(), contract.declarer());
        Some(DdResult {
            tricks,
            ns_score: ns_score(&contract, self.vulnerability, tricks),
        })
    }

    /// The computer players call while it is their turn.
    fn computers_call(&mut self) {
        while let Phase::Bidding { turn } = self.phase() {
            if turn == self.setup.human {
                break;
            }
            let choice = choose(&self.system, &self.auction, self.deal.hand(turn));
            let explanation = at_table(
                &self.system,
                &self.auction,
                choice.call,
                choice.explanation(),
                None,
                choice.shows(),
            );
            // The engine only offers legal calls, and a pass is legal until the end; should
            // that ever break, stopping leaves the turn to no one rather than looping.
            if self
                .auction
                .push_showing(choice.call, choice.shows())
                .is_err()
            {
                break;
            }
            self.explanations.push(explanation);
        }
        self.start_play();
    }
}

/// The board's deal: seeded by the setup, under its practice's limits, and, when the
/// practice names the contract the human is to declare, one that `system` bids to it with
/// the human in their seat bidding as the system does.
fn deal_board(setup: &Setup, system: &System, dealer: Seat) -> Result<Deal, TableError> {
    let (limits, side) = setup.practice.limits(setup.human, dealer);
    let goal = setup.practice.contract();
    let deals = Dealer::new(limits).map_err(TableError::Limits)?;
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed());
    for _ in 0..SIDE_ATTEMPTS {
        let deal = deals.deal(&mut rng).map_err(TableError::TooRare)?;
        let together = hcp(deal.hand(setup.human)) + hcp(deal.hand(setup.human.partner()));
        if !side.is_none_or(|r| r.contains(together)) {
            continue;
        }
        let Some((level, strain)) = goal else {
            return Ok(deal);
        };
        let (auction, _) = bid_deal(
            system,
            &deal,
            Auction::new(dealer).with_vulnerability(Vulnerability::of_board(setup.board)),
        );
        if auction
            .contract()
            .is_some_and(|c| (c.level(), c.strain(), c.declarer()) == (level, strain, setup.human))
        {
            return Ok(deal);
        }
    }
    Err(TableError::NoSuitableDeal {
        attempts: SIDE_ATTEMPTS,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::evaluate::{is_balanced_shape, lengths};
    use crate::bridge::score::score;
    use crate::bridge::Strain;

    fn table(board: u32) -> Table {
        Table::new(Setup {
            board,
            ..Setup::default()
        })
        .unwrap()
    }

    fn params<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<&'a str> {
        move |k| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| *v)
    }

    #[test]
    fn a_given_board_is_dealt_as_given() {
        // Four hands of ten points and no five-card suit: nobody opens, in any system.
        let deal =
            Deal::from_pbn("N:A432.K32.Q32.J32 K65.Q54.J54.A654 Q87.J876.A76.K87 JT9.AT9.KT98.QT9")
                .unwrap();
        for system in Builtin::ALL {
            let setup = Setup {
                board: 7,
                system,
                ..Setup::default()
            };
            let mut t =
                Table::with_deal(setup, deal, Seat::North, Vulnerability::EastWest).unwrap();
            assert_eq!(
                (t.deal, t.dealer, t.vulnerability),
                (deal, Seat::North, Vulnerability::EastWest)
            );
            assert_eq!(t.auction().calls(), [Call::Pass, Call::Pass], "{system:?}");
            t.call(Call::Pass).unwrap();
            assert_eq!(t.phase(), Phase::Over { contract: None }, "{system:?}");
        }
    }

    #[test]
    fn the_address_is_read_and_written_back() {
        let (setup, errors) = Setup::read(params(&[
            ("board", "5"),
            ("seat", "w"),
            ("system", "Precision"),
            ("practice", "3nt"),
            ("set", "42"),
        ]));
        assert!(errors.is_empty(), "{errors:?}");
        let want = Setup {
            board: 5,
            human: Seat::West,
            system: Builtin::Precision,
            practice: Practice::GameNoTrump,
            set: 42,
        };
        assert_eq!(setup, want);
        let written = want.params();
        let (again, _) = Setup::read(|k| {
            written
                .iter()
                .find(|(n, _)| n == k)
                .map(|(_, v)| v.as_str())
        });
        assert_eq!(again, want);
    }

    #[test]
    fn a_bad_address_keeps_the_defaults_and_says_why() {
        let (setup, errors) = Setup::read(params(&[
            ("board", "0"),
            ("seat", "Southeast"),
            ("system", "acol"),
            ("practice", "grand"),
            ("set", "-1"),
        ]));
        assert_eq!(setup, Setup::default());
        assert_eq!(errors.len(), 5, "{errors:?}");
        use crate::shell::i18n::Lang;
        let en = errors[0].describe(Lang::En);
        assert!(en.contains("board `0`"), "{en}");
        assert!(errors[2]
            .describe(Lang::En)
            .contains("sayc, precision or paper"));
        let zh = errors[0].describe(Lang::Zh);
        assert!(zh.contains("1 到 9999"), "{zh}");
    }

    #[test]
    fn the_seat_is_read_by_name_too() {
        for (text, seat) in [
            ("north", Seat::North),
            ("East", Seat::East),
            ("西", Seat::West),
        ] {
            let (setup, errors) = Setup::read(params(&[("seat", text)]));
            assert!(errors.is_empty(), "{errors:?}");
            assert_eq!(setup.human, seat, "{text}");
        }
    }

    #[test]
    fn boards_rotate_and_repeat() {
        let t5 = table(5);
        assert_eq!(t5.dealer, Seat::North);
        assert_eq!(t5.vulnerability, Vulnerability::NorthSouth);
        let t7 = table(7);
        assert_eq!(t7.dealer, Seat::South);
        assert_eq!(t7.vulnerability, Vulnerability::Both);
        // The same board deals the same cards; another board or set deals others.
        assert_eq!(table(5).deal, t5.deal);
        assert_ne!(table(6).deal, t5.deal);
        let other_set = Table::new(Setup {
            board: 5,
            set: 2,
            ..Setup::default()
        })
        .unwrap();
        assert_ne!(other_set.deal, t5.deal);
        assert_eq!(Setup::default().next_board().board, 2);
        let last = Setup {
            board: MAX_BOARD,
            ..Setup::default()
        };
        assert_eq!(last.next_board().board, 1);
    }

    #[test]
    fn the_computers_call_up_to_the_humans_turn() {
        for board in 1..=8 {
            let t = table(board);
            // South is human: the calls before South's first turn are the computers'.
            let before = (Seat::South.index() + 4 - t.dealer.index()) % 4;
            assert_eq!(t.auction().calls().len(), before, "board {board}");
            assert_eq!(t.explanations().len(), before);
            assert_eq!(t.phase(), Phase::Bidding { turn: Seat::South });
            assert!(!t.can_undo());
        }
    }

    #[test]
    fn only_legal_calls_are_offered_and_accepted() {
        let mut t = table(1);
        let all = t.legal_calls();
        // On board 1 nobody doubles before South's turn, so there is nothing to redouble.
        assert!(all.contains(&Call::Pass));
        assert!(!all.contains(&Call::Redouble));
        // Every offered call is legal, every other refused.
        for c in Call::all_bids().chain([Call::Pass, Call::Double, Call::Redouble]) {
            let mut copy = t.clone();
            assert_eq!(copy.call(c).is_ok(), all.contains(&c), "{c}");
        }
        // A bid at or below the last bid is refused with the law's reason.
        let one_club = Call::bid(1, Strain::Clubs).unwrap();
        let seven_nt = Call::bid(7, Strain::NoTrump).unwrap();
        t.call(seven_nt).unwrap();
        if let Phase::Bidding { .. } = t.phase() {
            assert_eq!(
                t.call(one_club),
                Err(CallRefused::Illegal(IllegalCall::Insufficient {
                    call: one_club,
                    last: seven_nt
                }))
            );
        }
    }

    #[test]
    fn passing_throughout_ends_the_auction_with_the_humans_explanations() {
        for board in 1..=16 {
            let mut t = table(board);
            let mut guard = 0;
            while let Phase::Bidding { turn } = t.phase() {
                assert_eq!(turn, Seat::South);
                t.call(Call::Pass).unwrap();
                guard += 1;
                assert!(guard < 60, "board {board}: the auction never ends");
            }
            assert!(t.auction().is_finished());
            assert_eq!(t.explanations().len(), t.auction().calls().len());
            assert_eq!(t.legal_calls(), Vec::<Call>::new());
            assert_eq!(t.call(Call::Pass), Err(CallRefused::NotYourTurn));
            match t.phase() {
                Phase::Over { contract: None } => {
                    assert_eq!(t.auction().calls(), &[Call::Pass; 4]);
                }
                Phase::Play { to_play, .. } => {
                    // South passed throughout, so someone else declares, and the play starts
                    // with the opening lead from declarer's left.
                    let c = t.auction().contract().unwrap();
                    assert_ne!(c.declarer(), Seat::South, "board {board}");
                    assert_eq!(to_play, c.declarer().next());
                }
                p => panic!("board {board}: {p:?} after the auction"),
            }
        }
    }

    #[test]
    fn a_call_that_contradicts_the_hand_is_warned_about() {
        let mut t = table(3); // South deals.
        assert!(t.auction().calls().is_empty());
        let points = hcp(t.deal.hand(Seat::South));
        let one_nt = Call::bid(1, Strain::NoTrump).unwrap();
        t.call(one_nt).unwrap();
        let mine = &t.explanations()[0];
        assert_eq!(mine.call, one_nt);
        assert!(mine.en.contains("15"), "{}", mine.en);
        let balanced = is_balanced_shape(lengths(t.deal.hand(Seat::South)));
        let fits = (15..=17).contains(&points) && balanced;
        assert_eq!(mine.warning.is_some(), !fits, "{mine:?}");
        // A call the system does not give the hand says what partner will now believe.
        assert_eq!(mine.partner_reads.is_some(), !fits, "{mine:?}");
        if let Some(w) = &mine.partner_reads {
            assert!(
                w.en.starts_with("Partner will now believe you hold 15-17 HCP"),
                "{w:?}"
            );
        }
        // Every call, the computers' passes included, says what it showed.
        for e in t.explanations() {
            assert!(e
                .shows
                .as_ref()
                .is_some_and(|w| !w.en.is_empty() && !w.zh.is_empty()));
        }
    }

    #[test]
    fn undo_takes_back_the_humans_last_call_and_what_followed() {
        let mut t = table(2); // East deals: East, then South.
        let start = t.clone();
        assert!(!t.undo(), "nothing to undo yet");
        assert_eq!(t, start);
        t.call(Call::Pass).unwrap();
        let after_first = t.clone();
        if let Phase::Bidding { .. } = t.phase() {
            let c = t.legal_calls()[0];
            t.call(c).unwrap();
            assert!(t.undo());
            assert_eq!(t, after_first);
        }
        assert!(t.undo());
        assert_eq!(t.auction(), start.auction());
        assert_eq!(t.explanations(), start.explanations());
        assert_eq!(t.phase(), Phase::Bidding { turn: Seat::South });
    }

    #[test]
    fn the_contracts_double_dummy_result_is_scored_for_north_south() {
        let mut t = table(1);
        while let Phase::Bidding { .. } = t.phase() {
            let bid = t.legal_calls()[0];
            // South bids the cheapest bid once, then passes.
            let call = if t.auction().last_bid().is_none() {
                bid
            } else {
                Call::Pass
            };
            t.call(call).unwrap();
        }
        let Some(contract) = t.auction().contract() else {
            panic!("a bid was made");
        };
        // A table in which every declarer takes 7 tricks in every strain.
        let seven = DdTable::from_row(&[7; 20]);
        let result = t.dd_result(&seven).unwrap();
        assert_eq!(result.tricks, 7);
        let own = score(
            &contract,
            t.vulnerability.is_vulnerable(contract.declarer()),
            7,
        );
        let want = if contract.declarer().is_ns() {
            own
        } else {
            -own
        };
        assert_eq!(result.ns_score, want);
    }

    #[test]
    fn practice_sets_deal_what_they_promise() {
        for board in 1..=8 {
            let setup = |practice| Setup {
                board,
                practice,
                ..Setup::default()
            };
            let t = Table::new(setup(Practice::OpenNoTrump)).unwrap();
            let south = t.deal.hand(Seat::South);
            assert!((15..=17).contains(&hcp(south)));
            assert!(is_balanced_shape(lengths(south)));
            // Nobody opens before South, who opens 1NT as the system says.
            assert!(t.auction().calls().iter().all(|c| *c == Call::Pass));
            let mut t2 = t.clone();
            let one_nt = Call::bid(1, Strain::NoTrump).unwrap();
            t2.call(one_nt).unwrap();
            let mine = &t2.explanations()[t.auction().calls().len()];
            assert_eq!(mine.warning, None, "board {board}: {mine:?}");

            let side = |t: &Table| hcp(t.deal.hand(Seat::South)) + hcp(t.deal.hand(Seat::North));
            let game = Table::new(setup(Practice::GameNoTrump)).unwrap();
            assert!((25..=27).contains(&side(&game)), "board {board}");
            // Bid as the system bids it, the human declares 3NT: from any seat, in either
            // system.
            for (human, system) in Seat::ALL.into_iter().zip([
                Builtin::Sayc,
                Builtin::Precision,
                Builtin::Sayc,
                Builtin::Precision,
            ]) {
                let game = Table::new(Setup {
                    human,
                    system,
                    ..setup(Practice::GameNoTrump)
                })
                .unwrap();
                let auction = Auction::new(game.dealer).with_vulnerability(game.vulnerability);
                let (bid, _) = bid_deal(&game.system, &game.deal, auction);
                let contract = bid.contract().unwrap();
                assert_eq!(
                    (contract.level(), contract.strain(), contract.declarer()),
                    (3, Strain::NoTrump, human),
                    "board {board}"
                );
                // The computers' calls so far are the system's.
                let theirs = game.auction().calls();
                assert_eq!(theirs, &bid.calls()[..theirs.len()]);
            }
            let slam = Table::new(setup(Practice::Slam)).unwrap();
            assert!(side(&slam) >= 31, "board {board}");
        }
    }
}
