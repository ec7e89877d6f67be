//! The exhaustive never-lose test: the full-depth players, as X and as O, against every
//! possible sequence of opponent moves, following every choice the player could make among its
//! equally good moves.

use std::collections::HashMap;

use boyi::ttt::players::Player;
use boyi::ttt::{Board, Ending, Mark};

/// How the games of one player on one side ended.
#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    games: u64,
    draws: u64,
    wins: u64,
}

/// Walks every game of `player` playing `side`, counting them; fails on a loss or on a missed
/// immediate win.
fn walk(
    player: Player,
    side: Mark,
    board: Board,
    memo: &mut HashMap<Board, Vec<usize>>,
    tally: &mut Tally,
) {
    if let Some(ending) = board.ending() {
        tally.games += 1;
        match ending {
            Ending::Draw => tally.draws += 1,
            Ending::Win(m) if m == side => tally.wins += 1,
            Ending::Win(_) => panic!("{player:?} as {side} lost: {board:?}"),
        }
        return;
    }
    if board.to_move() == side {
        let candidates = memo
            .entry(board)
            .or_insert_with(|| player.candidates(&board).unwrap().candidates)
            .clone();
        // A player that prefers fast wins takes a win that is there.
        let wins_now: Vec<usize> = board
            .legal_moves()
            .into_iter()
            .filter(|&c| board.play(c).unwrap().winner() == Some(side))
            .collect();
        if !wins_now.is_empty() {
            assert_eq!(candidates, wins_now, "{player:?} missed a win in {board:?}");
        }
        for c in candidates {
            walk(player, side, board.play(c).unwrap(), memo, tally);
        }
    } else {
        for c in board.legal_moves() {
            walk(player, side, board.play(c).unwrap(), memo, tally);
        }
    }
}

#[test]
fn full_depth_players_never_lose_as_x_or_o() {
    // Every player the page offers but the two that do not search to the end.
    let players: Vec<Player> = Player::ALL
        .into_iter()
        .filter(|p| !matches!(p, Player::Random | Player::Static))
        .collect();
    assert_eq!(players.len(), 4);
    let mut first: Option<Vec<(Mark, Tally)>> = None;
    for player in players {
        let mut results = Vec::new();
        for side in [Mark::X, Mark::O] {
            let mut tally = Tally::default();
            walk(
                player,
                side,
                Board::classic(),
                &mut HashMap::new(),
                &mut tally,
            );
            assert!(
                tally.games > 0 && tally.wins > 0,
                "{player:?} as {side}: {tally:?}"
            );
            results.push((side, tally));
        }
        // All four choose among the same equally good moves, so they play the same games.
        match &first {
            None => first = Some(results),
            Some(r) => assert_eq!(r, &results, "{player:?}"),
        }
    }
}
