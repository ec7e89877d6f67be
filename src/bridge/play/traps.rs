//! Chances for the opponents to go wrong: a tie-break for Monte-Carlo play against the
//! assumption, in every double-dummy layout, that the opponents see all four hands.
//!
//! Solved double-dummy, a layout credits the opponents with the right card every time: a
//! declarer whose contract is down on every layout finds all its cards equally bad, and a
//! defender finds nothing to choose between a card that leaves declarer one winning line and
//! one that leaves several. Real opponents go wrong, and more often when only one of their
//! cards keeps the result. So, with [`McSettings::traps`](super::montecarlo::McSettings),
//! among the cards that score exactly as the best one on every layout solved, the player
//! prefers the card after which the next opponent to play has the largest share of distinct
//! cards that give a trick away double-dummy, on the first [`RACE_FROM`] layouts each card
//! was solved on. The scores still decide first: a trap costs nothing on the layouts
//! solved.

use super::equivalence::distinct_cards;
use super::montecarlo::RACE_FROM;
use crate::bridge::dd::{Position, PositionError, Solver};
use crate::bridge::Card;

/// After the player to move in `pos` plays `card`, the share of the next player's distinct
/// cards (touching cards count once) that lose a trick against that player's best card,
/// double-dummy. 0 when the player's own side plays next (it won the trick and leads
/// again), when the play is over, or when the next player has only one distinct card.
/// `None` when `stop` cut the solve off (see [`Solver::values_until`]).
pub fn trap_rate(
    pos: &Position,
    card: Card,
    solver: &mut Solver,
    stop: Option<&dyn Fn() -> bool>,
) -> Result<Option<f64>, PositionError> {
    let own_side = pos.to_move().is_ns();
    let after = pos.play(card);
    if after.tricks_left() == 0 || after.to_move().is_ns() == own_side {
        return Ok(Some(0.0));
    }
    let options = distinct_cards(&after);
    if options.len() < 2 {
        return Ok(Some(0.0));
    }
    let guess = (after.tricks_left() as u8).div_ceil(2);
    let asked: Vec<(Card, u8)> = options.iter().map(|&c| (c, guess)).collect();
    let Some(values) = solver.values_until(&after, &asked, stop)? else {
        return Ok(None);
    };
    let best = values.iter().copied().max().unwrap_or(0);
    let wrong = values.iter().filter(|&&v| v < best).count();
    Ok(Some(wrong as f64 / options.len() as f64))
}

/// Whether a group scored exactly as the best group on every layout both were solved on:
/// `parts` pairs the best group's scores with the other's, one pair for each share (racing
/// stops a group, never starts one late, so the other's layouts are the first of the best
/// group's). It must have been solved on as many layouts as racing needs before it drops a
/// group, or on all of the best group's when fewer.
pub fn ties_best(parts: &[(&[i32], &[i32])]) -> bool {
    let best_layouts: usize = parts.iter().map(|(b, _)| b.len()).sum();
    let mut paired = 0;
    for (best, other) in parts {
        if best.iter().zip(other.iter()).any(|(b, o)| b != o) {
            return false;
        }
        paired += best.len().min(other.len());
    }
    paired > 0 && paired >= best_layouts.min(RACE_FROM as usize)
}

/// Of the candidate groups, given as (index, trap rate sum, layouts the rate was taken on),
/// the one the tie-break plays instead of the best group `best`: the highest mean rate,
/// only if higher than `best`'s own, and of equal rates the first (the cheapest). `None`
/// keeps `best`.
pub fn choose(best: usize, candidates: &[(usize, f64, u32)]) -> Option<usize> {
    let rate = |&(_, sum, n): &(usize, f64, u32)| sum / f64::from(n.max(1));
    let own = candidates
        .iter()
        .find(|c| c.0 == best)
        .filter(|c| c.2 > 0)
        .map(rate)?;
    let mut chosen: Option<(usize, f64)> = None;
    for c in candidates.iter().filter(|c| c.0 != best && c.2 > 0) {
        let r = rate(c);
        if r > own && chosen.is_none_or(|(_, top)| r > top) {
            chosen = Some((c.0, r));
        }
    }
    chosen.map(|(g, _)| g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::{Deal, Seat, Strain};

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn a_defender_who_leads_into_the_tenace_makes_declarer_guess() {
        // Notrump, two tricks left, West to lead from S 4 H 3 with North's S A Q over
        // East's singleton king, South's H A and a winning diamond. Either lead leaves
        // declarer both tricks double-dummy; after the heart North's discard does not
        // matter, after the spade North must rise with the ace rather than finesse.
        let deal = Deal::from_pbn("N:AQ... K.2.. .A.2. 4.3..").unwrap();
        let pos = Position::new(deal, Strain::NoTrump, Seat::West);
        let mut solver = Solver::new();
        let west = solver
            .values_of(&pos, &[(card("H3"), 1), (card("S4"), 1)])
            .unwrap();
        assert_eq!(west, [0, 0], "declarer takes both tricks either way");
        assert_eq!(
            trap_rate(&pos, card("H3"), &mut solver, None),
            Ok(Some(0.0))
        );
        assert_eq!(
            trap_rate(&pos, card("S4"), &mut solver, None),
            Ok(Some(0.5))
        );
    }

    #[test]
    fn a_tie_is_the_same_score_on_every_layout_solved() {
        let best = [400, 400, -50, 400, 400, 400, 400, 400, 400, 400, 400, 400];
        assert!(ties_best(&[(&best, &best)]));
        // An overtrick given away on one layout of twelve: not a tie.
        let mut near = best;
        near[5] = 430;
        assert!(!ties_best(&[(&best, &near)]));
        // Solved on too few layouts to tell, whatever the scores.
        assert!(!ties_best(&[(&best, &best[..5])]));
        // Racing dropped it after twelve layouts of a longer decision: tied on those.
        let longer: Vec<i32> = best.iter().chain(&best).copied().collect();
        assert!(ties_best(&[(&longer, &best)]));
        // Over two shares, the scores pair up within each share.
        assert!(ties_best(&[
            (&best[..6], &best[..6]),
            (&best[6..], &best[6..])
        ]));
        assert!(!ties_best(&[
            (&best[..6], &near[..6]),
            (&best[6..], &near[6..])
        ]));
        // A decision of fewer layouts than racing needs compares them all.
        assert!(ties_best(&[(&best[..3], &best[..3])]));
    }

    #[test]
    fn the_highest_rate_above_the_best_groups_own_wins() {
        // (group, sum of rates, layouts): group 1 is the best, at 0.25 a layout.
        let rates = [(0, 3.0, 12), (1, 3.0, 12), (2, 6.0, 12), (3, 6.0, 12)];
        assert_eq!(
            choose(1, &rates),
            Some(2),
            "of equal rates the cheaper group"
        );
        assert_eq!(
            choose(2, &rates),
            None,
            "nothing above the best group's own"
        );
        // Rates are means: 4 over 8 layouts is 0.5, above 6 over 24.
        assert_eq!(choose(0, &[(0, 6.0, 24), (1, 4.0, 8)]), Some(1));
        // Without the best group's own rate there is nothing to compare.
        assert_eq!(choose(0, &[(0, 0.0, 0), (1, 4.0, 8)]), None);
        assert_eq!(choose(0, &[(1, 4.0, 8)]), None);
    }
}
