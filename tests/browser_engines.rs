//! The engines compiled to wasm32, in headless Chromium (`make test-wasm`): tic-tac-toe, the
//! killer deduction and the double-dummy solver against independent answers.
//!
//! They run in a dedicated worker, as the app's own jobs do: some are long on a loaded
//! machine, and on the page they would block it until the test runner's driver gives up on a
//! page that does not answer. The page's own tests (the worker client) stay in `browser.rs`.
#![cfg(target_arch = "wasm32")]

use boyi::jobs::{self, Job, Outcome};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// The tic-tac-toe engine compiled to wasm computes the published facts of the game.
#[wasm_bindgen_test]
fn tic_tac_toe_facts_hold_in_wasm() {
    use boyi::ttt::census::classic_facts;
    let facts = classic_facts(&mut |_, _| {});
    let t = &facts.tree;
    assert_eq!(
        (t.nodes, t.games, t.x_wins, t.o_wins, t.draws),
        (549_946, 255_168, 131_184, 77_904, 46_080)
    );
    assert_eq!((t.positions, t.terminal_positions), (5_478, 958));
    assert_eq!(facts.alphabeta_nodes_natural, 18_297);
    assert_eq!(facts.empty_board_value, 0);
}

/// In wasm, alpha-beta (every ordering) picks exactly the moves minimax picks, on every
/// position two moves into the game.
#[wasm_bindgen_test]
fn alpha_beta_agrees_with_minimax_in_wasm() {
    use boyi::ttt::players::Player;
    use boyi::ttt::search::Ordering;
    use boyi::ttt::Board;
    let start = Board::classic();
    for first in start.legal_moves() {
        let one = start.play(first).unwrap();
        for second in one.legal_moves() {
            let board = one.play(second).unwrap();
            let best = Player::Minimax.candidates(&board).unwrap().candidates;
            for ordering in [Ordering::Natural, Ordering::Static, Ordering::BestFirst] {
                let ab = Player::AlphaBeta { ordering }.candidates(&board).unwrap();
                assert_eq!(ab.candidates, best, "{first} {second} {ordering:?}");
            }
        }
    }
}

/// Random legal moves (no guess) in a three-player killer game: late states with most cards on
/// the table, where the oracle can enumerate every world.
fn killer_random_game(seed: u64, moves: usize) -> boyi::killer::Game {
    use boyi::killer::{Card, Config, Game, Move, Pending};
    use rand::seq::IndexedRandom;
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::deal(&Config::standard(3).unwrap(), &mut rng);
    for _ in 0..moves {
        let (player, mv) = match game.pending() {
            Pending::Turn { player } => {
                let face_down: Vec<usize> = (0..game.table().len())
                    .filter(|&s| !game.table()[s].face_up)
                    .collect();
                match face_down.choose(&mut rng) {
                    Some(&slot) if game.hand(player).is_empty() => (player, Move::Look { slot }),
                    _ => (
                        player,
                        Move::Ask {
                            kind: rng.random_range(1..=4),
                        },
                    ),
                }
            }
            Pending::Give { giver, kind, .. } => {
                let cards: Vec<Card> = game
                    .hand(giver)
                    .iter()
                    .copied()
                    .filter(|c| c.kind == kind)
                    .collect();
                (
                    giver,
                    Move::Give {
                        card: *cards.choose(&mut rng).unwrap(),
                    },
                )
            }
            Pending::Place { player } => {
                let placement = *game.placements(player).choose(&mut rng).unwrap();
                (player, Move::Place { placement })
            }
            Pending::Over { .. } => break,
        };
        game.play(player, mv).unwrap();
    }
    game
}

/// The killer deduction compiled to wasm, on real game states (late in three-player games,
/// through the worker's own job): the notebook's candidates and every card's places
/// equal the brute-force oracle's, and Algorithm 1 is certain exactly when one candidate is left.
#[wasm_bindgen_test]
fn killer_deduction_in_wasm_equals_the_oracle() {
    use boyi::killer::certain_killer;
    use boyi::killer::oracle::worlds;
    let mut runner = jobs::Runner::new();
    let mut checked = 0;
    for seed in 0..3 {
        for (moves, seat) in [(90, 0), (120, 1), (150, 2)] {
            let view = killer_random_game(seed, moves).view(seat);
            let Ok(truth) = worlds(&view, 3_000_000) else {
                continue; // too many worlds for the oracle
            };
            let Outcome::KillerNotebook { notebook } = runner
                .run(&Job::KillerNotebook { view: view.clone() }, &mut |_, _| {})
                .unwrap()
            else {
                panic!("not a notebook");
            };
            assert_eq!(notebook.killers, truth.killers, "game {seed} seat {seat}");
            let places: Vec<_> = notebook.cards.iter().map(|c| c.places.clone()).collect();
            assert_eq!(places, truth.places, "game {seed} seat {seat}");
            let certain = certain_killer(&view).unwrap();
            assert_eq!(certain.is_some(), truth.killers.len() == 1);
            checked += 1;
        }
    }
    assert!(
        checked >= 5,
        "only {checked} of 9 states were small enough for the oracle"
    );
}

/// Endings of the peer suite (Macro Xue's `old_deals/squeeze.*`) and their tables as two other
/// solvers computed them (`normalized/dd_tables.tsv`, declarer's tricks S H D C NT × N E S W).
const ENDINGS: [(&str, [u8; 20]); 3] = [
    (
        "N:AT4... KQ.J.. 5.T.K. 32.2..",
        [2, 1, 2, 1, 1, 1, 1, 1, 2, 0, 2, 1, 1, 0, 1, 2, 1, 0, 1, 2],
    ),
    (
        "N:Q5.A..2 K3.K3.. A.Q5..A 42.42..",
        [2, 1, 2, 1, 2, 1, 2, 1, 3, 0, 3, 0, 4, 0, 4, 0, 3, 0, 3, 0],
    ),
    (
        "N:.AJ.K86.7 .KT.JT2.K 53.4.A7.J .Q76.Q95.",
        [5, 0, 5, 1, 3, 2, 3, 2, 4, 2, 4, 2, 5, 1, 5, 1, 5, 0, 5, 1],
    ),
];

/// The double-dummy jobs in wasm give the peer suite's tables, and every card's value agrees
/// with them: the best opening lead is worth the tricks the declarer's table entry leaves.
#[wasm_bindgen_test]
fn double_dummy_jobs_in_wasm_match_the_peer_suite() {
    use boyi::bridge::{Seat, Strain, Vulnerability};
    use boyi::jobs::analysis::DdSpot;
    let mut runner = jobs::Runner::new();
    for (deal, expected) in ENDINGS {
        let table = Job::DdTable {
            deal: deal.into(),
            vulnerability: Vulnerability::None,
            dealer: Seat::North,
        };
        let Ok(Outcome::DdTable(result)) = runner.run(&table, &mut |_, _| {}) else {
            panic!("the table of {deal} failed");
        };
        assert_eq!(result.table.row(), expected, "{deal}");
        let tricks = boyi::bridge::Deal::from_pbn(deal)
            .unwrap()
            .hand(Seat::North)
            .len() as u8;
        for strain in Strain::ALL {
            for leader in Seat::ALL {
                let spot = DdSpot {
                    deal: deal.into(),
                    trump: strain,
                    leader,
                    played: Vec::new(),
                };
                let Ok(Outcome::DdCards(cards)) = runner.run(&Job::DdCards(spot), &mut |_, _| {})
                else {
                    panic!("card values of {deal} failed");
                };
                let declarer = leader.after(3);
                let defence = tricks - expected[strain.index() * 4 + declarer.index()];
                assert_eq!(cards.cards[0].tricks, defence, "{deal} {strain} {leader}");
            }
        }
    }
}

/// The deepest searches wasm must survive on its 1 MiB stack (an overflow traps and fails the
/// test): zero-window probes on full 13-card deals of the suite at the edge of the result,
/// where neither side's sure tricks settle the question early; and a whole deal played to the
/// 52nd card, each search on the way starting deeper than any ending.
#[wasm_bindgen_test]
fn full_deals_are_solved_within_the_wasm_stack() {
    use boyi::bridge::dd::{DdTable, Position, Solver};
    use boyi::bridge::{Deal, Seat, Strain};
    // dds list1 #1 and macroxue comparison #1 with the suite's tables.
    let suite: [(&str, [u8; 20]); 2] = [
        (
            "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
            [5, 8, 5, 8, 6, 6, 6, 6, 5, 7, 5, 7, 7, 5, 7, 5, 6, 6, 6, 6],
        ),
        (
            "N:J2.KJ85.843.Q983 T85.9432.75.AKT6 Q3.AQT76.AQT2.J5 AK9764..KJ96.742",
            [2, 11, 2, 11, 7, 6, 7, 6, 6, 7, 6, 7, 4, 8, 5, 8, 5, 7, 5, 7],
        ),
    ];
    let mut solver = Solver::new();
    for (pbn, row) in suite {
        let deal = Deal::from_pbn(pbn).unwrap();
        let table = DdTable::from_row(&row);
        for strain in Strain::ALL {
            // South declares, West leads: North-South take exactly South's entry.
            let pos = Position::new(deal, strain, Seat::West);
            let ns = table.get(strain, Seat::South);
            assert!(solver.ns_makes(&pos, ns).unwrap(), "{pbn} {strain} {ns}");
            assert!(
                !solver.ns_makes(&pos, ns + 1).unwrap(),
                "{pbn} {strain} {}",
                ns + 1
            );
        }
    }

    // Every player holds one suit. Spades trump, East on lead: North ruffs the heart lead
    // and draws the rest; in no-trump whoever leads runs their suit.
    let deal =
        Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
            .unwrap();
    let pos = Position::new(deal, Strain::Spades, Seat::East);
    assert_eq!(solver.best_line(&pos).unwrap().len(), 52);
    assert_eq!(solver.tricks(&pos).unwrap(), 0, "East-West take nothing");
    let nt = Position::new(deal, Strain::NoTrump, Seat::West);
    assert_eq!(solver.tricks(&nt).unwrap(), 13);
    assert_eq!(solver.best_line(&nt).unwrap().len(), 52);
}
