//! Claims and concessions.
//!
//! The computer claims only what is certain from its own view, whatever the layout of the
//! cards it cannot see *and however the others play*. Solving every consistent layout
//! double-dummy would not do: a different line may be needed on each (a two-way finesse
//! for a queen "makes" on every layout, yet no single line does), which is strategy fusion
//! again. The test used instead is the one players use, "my hand is high": at the start of a
//! trick, the hand on lead holds only cards that no card the other side may hold can beat
//! (trumps included: in a suit contract the other side may hold no trump, unless every card
//! on lead is a trump). Leading them one by one takes every trick.
//!
//! The computer concedes the rest when its side, on lead, can take no trick on any layout
//! of the cards it cannot see ([`certain_concession`]). Here solving every layout is sound:
//! double-dummy play is the most a side can take on a layout, so if that is nothing on all
//! of them, nothing is what any line takes. Layouts are counted out only near the end, when
//! they are few.
//!
//! A human's claim is checked against the actual cards instead ([`claim_holds`]): the
//! claiming side must be able to take the tricks it claims against any defence.

use super::board::Board;
use super::knowledge::{Knowledge, FULL_PACK};
use crate::bridge::dd::{Position, PositionError, Solver};
use crate::bridge::{Card, Deal, Hand, Seat};

/// Whether the hand `leader` leads from takes every trick left, whatever the layout of the
/// cards outside `ours` (the cards this player knows to be on the leader's side).
fn hand_is_high(board: &Board, lead_hand: Hand, ours: Hand) -> bool {
    let gone: Hand = board.played().iter().copied().collect();
    let others = Hand(FULL_PACK & !gone.0 & !ours.0);
    let trump = board.contract().strain().trump();
    let all_trumps =
        trump.is_some_and(|t| lead_hand.holding(t).count_ones() as usize == lead_hand.len());
    let no_ruff = all_trumps || trump.is_none_or(|t| others.holding(t) == 0);
    !lead_hand.is_empty()
        && no_ruff
        && lead_hand
            .cards()
            .all(|c| others.holding(c.suit()) >> c.rank() == 0)
}

/// The tricks declarer takes from here if the chooser's side, on lead, can claim the rest
/// now: `Some(left)` for declarer's side, `Some(0)` for the defenders'. Only at the start
/// of a trick.
pub fn certain_settlement(board: &Board, knowledge: &Knowledge) -> Option<u8> {
    let leader = board.to_play()?;
    if !board.current_trick().1.is_empty() {
        return None;
    }
    let me = knowledge.seat;
    let lead_hand = knowledge.known[leader.index()];
    if lead_hand.len() != knowledge.counts[leader.index()] as usize {
        return None;
    }
    let left = board.tricks_left();
    let declarer_side = board.declarer().is_ns();
    // At the start of a trick the chooser is on the leader's side: these cards are its.
    let ours = Hand(knowledge.known[me.index()].0 | knowledge.known[me.partner().index()].0);
    if !hand_is_high(board, lead_hand, ours) {
        return None;
    }
    Some(if leader.is_ns() == declarer_side {
        left
    } else {
        0
    })
}

/// Tricks left from which [`certain_concession`] counts out the layouts: with four tricks
/// left two hidden hands share eight cards, at most 70 layouts of four-card endings.
pub const CONCEDE_FROM: u8 = 4;

/// Whether the side on lead (the chooser's, at the start of a trick) takes no trick left
/// on any layout of the cards `knowledge`'s player cannot see that fits the cards each
/// hand still holds and the suits each has shown out of (the auction's limits are ignored:
/// they are inferences, not facts). Only from [`CONCEDE_FROM`] tricks left down.
pub fn certain_concession(
    board: &Board,
    knowledge: &Knowledge,
    solver: &mut Solver,
) -> Result<bool, PositionError> {
    let Some(leader) = board.to_play() else {
        return Ok(false);
    };
    if !board.current_trick().1.is_empty() || board.tricks_left() > CONCEDE_FROM {
        return Ok(false);
    }
    let hidden = knowledge.hidden_seats();
    let unseen: Vec<Card> = knowledge.unseen().cards().collect();
    let mut hands = knowledge.known;
    let mut any = false;
    let none_anywhere = each_layout(knowledge, &hidden, &unseen, &mut hands, &mut |hands| {
        let Ok(deal) = Deal::new(*hands) else {
            return Ok(true);
        };
        any = true;
        let pos = Position {
            hands: deal,
            trump: board.contract().strain(),
            leader,
            trick: Vec::new(),
        };
        // `tricks` counts for the side to move: the leader's.
        Ok(solver.tricks(&pos)? == 0)
    })?;
    Ok(any && none_anywhere)
}

/// Calls `f` on every way to give `unseen` to the `hidden` seats (each filled up to its
/// count, none given a suit it has shown out of), while `f` says to go on; whether it
/// always did.
fn each_layout(
    knowledge: &Knowledge,
    hidden: &[Seat],
    unseen: &[Card],
    hands: &mut [Hand; 4],
    f: &mut dyn FnMut(&[Hand; 4]) -> Result<bool, PositionError>,
) -> Result<bool, PositionError> {
    let Some((&card, rest)) = unseen.split_first() else {
        return f(hands);
    };
    for &seat in hidden {
        let i = seat.index();
        if hands[i].len() >= knowledge.counts[i] as usize || knowledge.void[i][card.suit().index()]
        {
            continue;
        }
        hands[i].0 |= card.bit();
        let go_on = each_layout(knowledge, hidden, rest, hands, f)?;
        hands[i].0 &= !card.bit();
        if !go_on {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Whether `claimer`'s side can take at least `tricks` of the tricks left on the actual
/// cards, against any defence (double-dummy: the opponents are given every card).
pub fn claim_holds(
    board: &Board,
    solver: &mut Solver,
    claimer: Seat,
    tricks: u8,
) -> Result<bool, PositionError> {
    let pos = board.position();
    if tricks == 0 {
        return Ok(true);
    }
    let left = board.tricks_left();
    if tricks > left {
        return Ok(false);
    }
    let ns_target = if claimer.is_ns() {
        tricks
    } else {
        // EW take at least `tricks` exactly when NS take at most `left - tricks`.
        return solver
            .ns_makes(&pos, left - tricks + 1)
            .map(|ns_more| !ns_more);
    };
    solver.ns_makes(&pos, ns_target)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Auction;
    use crate::bridge::{Deal, Vulnerability};

    #[test]
    fn claim_holds_matches_the_solver_on_the_first_trick() {
        let deal =
            Deal::from_pbn("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")
                .unwrap();
        let auction = Auction::parse(Seat::North, "1C P 1N P P P").unwrap();
        let board = Board::new(deal, Vulnerability::None, auction).unwrap();
        let mut solver = Solver::new();
        // East is on lead: `tricks` counts for the side to move, East-West.
        let ew = solver.tricks(&board.position()).unwrap();
        assert!(claim_holds(&board, &mut solver, Seat::East, ew).unwrap());
        assert!(!claim_holds(&board, &mut solver, Seat::East, ew + 1).unwrap());
        assert!(claim_holds(&board, &mut solver, Seat::North, 13 - ew).unwrap());
        assert!(!claim_holds(&board, &mut solver, Seat::North, 14 - ew).unwrap());
    }

    /// At every trick start of the last four of boards played by the rules: a concession
    /// exactly when no layout the sampler draws (uniformly, from the same facts) gives the
    /// side on lead a trick, the actual cards included.
    #[test]
    fn the_computer_concedes_exactly_when_no_layout_gives_its_side_a_trick() {
        use crate::bridge::dealer::random_deal;
        use crate::bridge::play::{act, rules, Action, Config, McSettings, Method, Sampler};
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let mut solver = Solver::new();
        let (mut conceded, mut kept) = (0, 0);
        for (i, calls) in ["1N P P P", "4S P P P", "3N P P P", "5D P P P"]
            .iter()
            .cycle()
            .take(40)
            .enumerate()
        {
            let auction = Auction::parse(Seat::ALL[i % 4], calls).unwrap();
            let mut board =
                Board::new(random_deal(&mut rng), Vulnerability::None, auction).unwrap();
            while let Some(chooser) = board.chooser() {
                let knowledge = Knowledge::of(&board, chooser, None);
                let at_start = board.current_trick().1.is_empty();
                if at_start && board.tricks_left() <= CONCEDE_FROM {
                    let concede = certain_concession(&board, &knowledge, &mut solver).unwrap();
                    let leader = board.to_play().unwrap();
                    let side_tricks = |hands: Deal, solver: &mut Solver| {
                        let pos = Position {
                            hands,
                            trump: board.contract().strain(),
                            leader,
                            trick: Vec::new(),
                        };
                        solver.tricks(&pos).unwrap()
                    };
                    let mut sampler = Sampler::new(&knowledge).unwrap();
                    let mut most = side_tricks(board.remaining(), &mut solver);
                    for _ in 0..300 {
                        let layout = sampler.sample(&mut rng).unwrap();
                        most = most.max(side_tricks(layout, &mut solver));
                    }
                    assert_eq!(concede, most == 0, "board {i}: {:?}", board.remaining());
                    if concede {
                        // The player's action: the rest to the other side.
                        let rules_only = Config {
                            method: Method::Rules,
                            mc: McSettings::default(),
                        };
                        let action = act(&board, &rules_only, None, &mut solver, &mut rng, &|| 0.0);
                        let left = board.tricks_left();
                        let declarer_more = if leader.is_ns() == board.declarer().is_ns() {
                            0
                        } else {
                            left
                        };
                        assert_eq!(action, Ok(Some(Action::Settle { declarer_more })));
                        conceded += 1;
                    } else {
                        kept += 1;
                    }
                }
                let card = rules::choose(&board, &knowledge).unwrap();
                board.play(card).unwrap();
            }
        }
        assert!(
            conceded >= 5 && kept >= 5,
            "{conceded} conceded, {kept} not"
        );
    }
}
