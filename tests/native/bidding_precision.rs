//! Precision's positions on hands built for their rules: the transfers over the strong 1C's
//! 1NT rebid, the balanced opener's 3NT, 4NT or 6NT over a positive, the opener's Blackwood
//! with a major fit after a positive, responder's game over the club raise of `1D P 2C`,
//! responder's second call after the 1D opener's 1NT, 1S or minor-suit rebid, responder's
//! natural bids when the opponents overcall or double the 1C, 1D or 2C opening, the weak two's
//! 2NT ask and new suits, the opener's six-card major over a 3NT answer, the 17-HCP overcall,
//! the run from a doubled 1NT and the strong 1C's reopening after an overcall passed round.
//! Each call must come from its rule, with a meaning in both languages.

use crate::rule_calls::assert_rules;
use boyi::bridge::bidding::{Builtin, System};

#[test]
fn precision_transfers_over_the_strong_1c_1nt_rebid() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    let over_1n = "1C P 1D P 1N P";
    assert_rules(
        &precision,
        &[
            (over_1n, "83.QT7653.T92.J2", "2D", "five or more hearts"),
            (over_1n, "QT7653.83.T92.J2", "2H", "five or more spades"),
            ("1C P 1D P 1N P 2D P", "AQ5.K2.AQ52.K983", "2H", "Completes"),
            ("1C P 1D P 1N P 2H P", "K2.AQ5.AQ52.K983", "2S", "Completes"),
            (
                "1C P 1D P 1N P 2D P 2H P",
                "83.KJ8765.Q92.2",
                "4H",
                "six or more hearts",
            ),
            (
                "1C P 1D P 1N P 2D P 2H P",
                "83.KJ876.Q92.J32",
                "3N",
                "choice of games",
            ),
            (
                "1C P 1D P 1N P 2D P 2H P",
                "83.QT765.T92.J32",
                "P",
                "2H to play",
            ),
            (
                "1C P 1D P 1N P 2D P 2H P 3N P",
                "AQ5.K92.AQ52.K98",
                "4H",
                "Three or more hearts",
            ),
            (
                "1C P 1D P 1N P 2D P 2H P 3N P",
                "AQ5.K2.AQ52.K983",
                "P",
                "Two hearts",
            ),
            (
                "1C P 1D P 1N P 2H P 2S P",
                "KJ8765.83.Q92.2",
                "4S",
                "six or more spades",
            ),
            (
                "1C P 1D P 1N P 2H P 2S P",
                "KJ876.83.Q92.J32",
                "3N",
                "choice of games",
            ),
            (
                "1C P 1D P 1N P 2H P 2S P",
                "QT765.83.T92.J32",
                "P",
                "2S to play",
            ),
            (
                "1C P 1D P 1N P 2H P 2S P 3N P",
                "K92.AQ5.AQ52.K98",
                "4S",
                "Three or more spades",
            ),
            (
                "1C P 1D P 1N P 2H P 2S P 3N P",
                "K2.AQ5.AQ52.K983",
                "P",
                "Two spades",
            ),
        ],
    );
}

#[test]
fn precision_balanced_opener_plays_3nt_over_a_minor_positive() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            (
                "1C P 2C P",
                "AQ5.KJ2.AQ52.K98",
                "3N",
                "rather than five clubs",
            ),
            (
                "1C P 2D P",
                "AQ5.KJ2.A52.KQ98",
                "3N",
                "rather than five diamonds",
            ),
            // Unbalanced with a fit: the minor game.
            ("1C P 2C P", "AQ.K2.AKQ52.K985", "5C", "Three or more clubs"),
        ],
    );
}

#[test]
fn precision_responder_bids_naturally_over_an_overcall_of_the_strong_1c() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("1C 1D", "83.KJ876.Q92.J32", "1H", "five or more hearts"),
            ("1C 1D", "KJ876.83.Q92.J32", "1S", "five or more spades"),
            ("1C 1D", "Q83.K873.KJ2.J32", "1N", "stopper in diamonds"),
            ("1C 1H", "83.K73.Q92.AJ932", "2C", "five or more clubs"),
            ("1C 1H", "83.K73.AJ932.Q92", "2D", "five or more diamonds"),
            ("1C 1S", "83.AJ932.K73.Q92", "2H", "five or more hearts"),
            ("1C 1D", "Q83.K873.KJ2.AJ3", "3N", "stopper in diamonds"),
            ("1C 1H", "Q83.KJ2.K873.AJ3", "3N", "stopper in hearts"),
            ("1C 1S", "KJ2.Q83.K873.AJ3", "3N", "stopper in spades"),
        ],
    );
}

#[test]
fn precision_responder_to_1d_bids_a_long_suit_over_an_overcall() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("1D 1S", "83.K73.Q92.AKJ32", "2C", "five or more clubs"),
            ("1D 1S", "83.AKJ32.Q92.K73", "2H", "five or more hearts"),
            ("1D 1S", "83.K73.QJ932.J32", "2D", "1D may be short"),
        ],
    );
}

#[test]
fn precision_responder_to_2c_bids_over_a_double_or_an_overcall() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("2C X", "AK3.Q73.KJ92.J32", "3N", "13+ HCP"),
            ("2C X", "KJ932.83.Q92.K73", "2S", "five or more spades"),
            ("2C X", "83.KJ932.Q92.K73", "2H", "five or more hearts"),
            ("2C 2D", "K73.Q73.AJ92.K32", "3N", "stopper in diamonds"),
            ("2C 2H", "K73.AJ92.Q73.K32", "3N", "stopper in hearts"),
            ("2C 2S", "AJ92.K73.Q73.K32", "3N", "stopper in spades"),
            ("2C 2S", "832.K73.Q732.K32", "3C", "three or more clubs"),
            ("2C 2D", "AKJ32.83.J92.Q73", "2S", "five or more spades"),
            ("2C 2D", "83.AKJ32.J92.Q73", "2H", "five or more hearts"),
            ("2C 2H", "AKJ32.83.Q92.K73", "2S", "five or more spades"),
        ],
    );
}

#[test]
fn precision_opener_asks_for_aces_with_a_fit_after_a_positive() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    let ask = "at most four losers";
    assert_rules(
        &precision,
        &[
            ("1C P 1H P", "AK2.KQ5.AKJ32.A2", "4N", ask),
            ("1C P 1S P", "KQ5.AK2.AKJ32.A2", "4N", ask),
            ("1C P 1H P 1S P 4S P", "AKQJ5.K2.AKJ3.32", "4N", ask),
            ("1C P 1S P 2H P 4H P", "K2.AKQJ5.AKJ3.32", "4N", ask),
            ("1C P 2C P 2H P 4H P", "A2.AKQJ5.AKJ3.32", "4N", ask),
            ("1C P 1N P 2S P 4S P", "AKQJ5.A2.AKJ3.32", "4N", ask),
            ("1C P 1N P 2C P 2H P", "A2.AKQ5.AKJ3.KQ2", "4N", ask),
            ("1C P 1N P 2C P 2S P", "AKQ5.A2.AKJ3.KQ2", "4N", ask),
            // 17 HCP and five losers: game, no slam try.
            ("1C P 1H P", "AK2.Q75.AJ32.K32", "4H", "game in the fit"),
        ],
    );
}

#[test]
fn precision_balanced_opener_counts_the_notrump_slam_after_a_positive() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("1C P 2C P", "AK3.KQ2.AQ32.K32", "4N", "quantitative"),
            ("1C P 1N P", "AK3.KQ2.AQ32.K32", "4N", "quantitative"),
            ("1C P 2D P", "AK3.AQ2.KQ32.AQ2", "6N", "23+ HCP"),
            ("1C P 1N P", "AK3.AQ2.KQ32.AQ2", "6N", "23+ HCP"),
            ("1C P 2C P 4N P", "83.K73.A92.KQJ32", "6N", "accepts"),
            ("1C P 2D P 4N P", "83.K73.QJ932.Q32", "P", "declines"),
            ("1C P 1N P 4N P", "KJ3.Q73.AJ92.Q32", "6N", "accepts"),
            ("1C P 1N P 4N P", "Q83.K73.J932.K32", "P", "declines"),
        ],
    );
}

#[test]
fn precision_responder_chooses_the_game_over_the_club_raise_of_1d() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    let raised = "1D P 2C P 3C P";
    assert_rules(
        &precision,
        &[
            (raised, "AK7.AT5.A5.Q9752", "3N", "rather than five clubs"),
            (raised, "AK7.AT52.5.Q9752", "5C", "singleton or void"),
        ],
    );
}

#[test]
fn precision_responder_places_the_game_after_the_1d_opener_rebids() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            (
                "1D P 1H P 1N P",
                "83.AKJ953.K92.Q3",
                "4H",
                "Six or more hearts",
            ),
            (
                "1D P 1S P 1N P",
                "AKJ953.83.K92.Q3",
                "4S",
                "Six or more spades",
            ),
            ("1D P 1H P 1N P", "83.AKJ95.K92.Q32", "3H", "Five hearts"),
            ("1D P 1S P 1N P", "AKJ95.83.K92.Q32", "3S", "Five spades"),
            (
                "1D P 1H P 1N P 3H P",
                "KQ3.Q73.KJ92.Q32",
                "4H",
                "Three hearts",
            ),
            (
                "1D P 1H P 1N P 3H P",
                "KQ3.Q7.KJ92.Q632",
                "3N",
                "Two hearts",
            ),
            (
                "1D P 1S P 1N P 3S P",
                "Q73.KQ3.KJ92.Q32",
                "4S",
                "Three spades",
            ),
            (
                "1D P 1S P 1N P 3S P",
                "Q7.KQ3.KJ92.Q632",
                "3N",
                "Two spades",
            ),
            ("1D P 1H P 2C P", "83.AKJ953.K92.Q3", "4H", "12+ HCP"),
            ("1D P 1H P 2D P", "3.KQJ953.2.QJ932", "4H", "five losers"),
            ("1D P 1H P 2C P", "83.KJ9532.K92.Q3", "2H", "to play"),
            ("1D P 1H P 2D P", "KJ3.AT73.Q92.J32", "2N", "invitation"),
            ("1D P 1H P 2C P", "KJ3.AJ73.Q92.Q32", "3N", "spade stopper"),
            ("1D P 1S P 2D P", "AKJ953.83.K92.Q3", "4S", "12+ HCP"),
            ("1D P 1S P 2C P", "KQJ953.3.2.QJ932", "4S", "five losers"),
            ("1D P 1S P 2D P", "KJ9532.83.K92.Q3", "2S", "to play"),
            ("1D P 1S P 2C P", "AJ73.KJ3.Q92.J32", "2N", "invitation"),
            ("1D P 1S P 2D P", "AJ73.KJ3.Q92.Q32", "3N", "heart stopper"),
            ("1D P 1S P 2C P 2N P", "K3.Q73.AQ92.KJ32", "3N", "accepts"),
            ("1D P 1H P 2D P 2N P", "K3.Q73.Q982.KJ32", "P", "declines"),
            (
                "1D P 1S P 2D P 3N P",
                "K3.Q73.AQ92.KJ32",
                "P",
                "chose the game",
            ),
        ],
    );
}

#[test]
fn precision_responder_answers_the_1d_openers_spades_over_1h() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    let spades = "1D P 1H P 1S P";
    let (maximum, minimum) = ("AQ73.K2.KJ92.Q32", "KQ73.82.KJ92.Q32");
    assert_rules(
        &precision,
        &[
            (spades, "KJ73.AJ73.82.932", "2S", "8-10 HCP: raise"),
            (spades, "KJ73.AJ73.Q2.J32", "3S", "invitation"),
            (spades, "KJ73.AJ73.K2.J32", "4S", "13+ HCP: game"),
            (spades, "K3.AKJ973.Q82.32", "4H", "12+ HCP"),
            (spades, "3.KQJ953.2.QJ932", "4H", "five losers"),
            (spades, "83.KJ9532.K92.Q3", "2H", "to play"),
            (spades, "K83.QJ73.K92.J32", "1N", "no spade fit"),
            (spades, "K83.AJ73.K92.J32", "2N", "invitation to 3NT"),
            (spades, "K83.AJ73.K92.AJ2", "3N", "game in notrump"),
            ("1D P 1H P 1S P 3S P", maximum, "4S", "accepts"),
            ("1D P 1H P 1S P 3S P", minimum, "P", "declines"),
            ("1D P 1H P 1S P 2N P", maximum, "3N", "accepts"),
            ("1D P 1H P 1S P 2N P", minimum, "P", "declines"),
            (
                "1D P 1H P 1S P 2S P",
                maximum,
                "4S",
                "game opposite the raise",
            ),
            ("1D P 1H P 1S P 2S P", minimum, "P", "no game"),
            ("1D P 1H P 1S P 1N P", minimum, "P", "1NT stands"),
        ],
    );
}

#[test]
fn precision_opener_plays_a_six_card_major_over_the_3nt_answer() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("1C P 1H P 1S P 3N P", "AKJ876.T2.A65.Q6", "4S", "6-2 fit"),
            ("1C P 1S P 2H P 3N P", "T2.AKJ876.A65.Q6", "4H", "6-2 fit"),
            ("1C P 1N P 2H P 3N P", "A2.AQJ876.K65.Q6", "4H", "6-2 fit"),
            ("1C P 2C P 2S P 3N P", "AQJ876.A2.K65.Q6", "4S", "6-2 fit"),
        ],
    );
}

#[test]
fn precision_responder_asks_the_weak_two_or_bids_a_suit() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("2H P", "AK2.32.AKQ5.QJ32", "2N", "Asks the weak two"),
            ("2S P", "32.AK2.AKQ5.QJ32", "2N", "Asks the weak two"),
            ("2H P", "AKJ32.3.AQ52.K32", "2S", "five or more spades"),
            ("2H P", "A32.3.AQ2.KQJ532", "3C", "five or more clubs"),
            ("2H P", "A32.3.KQJ532.AQ2", "3D", "five or more diamonds"),
            ("2S P", "3.A32.AQ2.KQJ532", "3C", "five or more clubs"),
            ("2S P", "3.A32.KQJ532.AQ2", "3D", "five or more diamonds"),
            ("2S P", "3.KQJ532.A32.AQ2", "3H", "five or more hearts"),
            (
                "2H P 2N P",
                "32.AKQ932.432.32",
                "3N",
                "three of the four top",
            ),
            ("2H P 2N P", "K32.KQJ932.32.32", "3S", "spade stopper"),
            ("2H P 2N P", "32.KQJ932.K32.32", "3D", "diamond stopper"),
            ("2H P 2N P", "32.KQJ932.32.K32", "3C", "club stopper"),
            ("2H P 2N P", "32.KQ9832.432.32", "3H", "Minimum"),
            (
                "2S P 2N P",
                "AKQ932.32.432.32",
                "3N",
                "three of the four top",
            ),
            ("2S P 2N P", "KQJ932.K32.32.32", "3H", "heart stopper"),
            ("2S P 2N P", "KQJ932.32.K32.32", "3D", "diamond stopper"),
            ("2S P 2N P", "KQJ932.32.32.K32", "3C", "club stopper"),
            ("2S P 2N P", "KQ9832.32.432.32", "3S", "Minimum"),
            ("2H P 2N P 3H P", "AK2.32.AKQ5.KJ32", "3N", "17+ HCP"),
            ("2S P 2N P 3S P", "32.AK2.AKQ5.KJ32", "3N", "17+ HCP"),
            (
                "2H P 2S P",
                "QT3.KQJ932.32.32",
                "3S",
                "Three or more spades",
            ),
            ("2H P 2S P", "32.KQJ932.432.32", "3H", "No spade fit"),
            ("2H P 3C P", "32.KQJ932.32.Q32", "4C", "Three or more clubs"),
            ("2H P 3C P", "32.KQJ932.432.32", "3H", "No club fit"),
            (
                "2H P 3D P",
                "32.KQJ932.Q32.32",
                "4D",
                "Three or more diamonds",
            ),
            ("2H P 3D P", "32.KQJ932.32.432", "3H", "No diamond fit"),
            ("2S P 3C P", "KQJ932.32.32.Q32", "4C", "Three or more clubs"),
            ("2S P 3C P", "KQJ932.432.32.32", "3S", "No club fit"),
            (
                "2S P 3D P",
                "KQJ932.32.Q32.32",
                "4D",
                "Three or more diamonds",
            ),
            ("2S P 3D P", "KQJ932.32.32.432", "3S", "No diamond fit"),
            (
                "2S P 3H P",
                "KQJ932.Q32.32.32",
                "4H",
                "Three or more hearts",
            ),
            ("2S P 3H P", "KQJ932.32.432.32", "3S", "No heart fit"),
        ],
    );
}

#[test]
fn precision_overcalls_a_one_level_opening_with_17_hcp() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[("1D", "AKJ43.K2.A2.Q432", "1S", "Overcall: 8-17 HCP")],
    );
}

#[test]
fn precision_responder_runs_from_a_doubled_1nt_to_a_six_card_suit() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    let mut cases = Vec::new();
    for auction in ["1N X", "1N P P X P P"] {
        cases.extend([
            (auction, "QT9832.32.432.32", "2S", "six or more spades"),
            (auction, "32.QT9832.432.32", "2H", "six or more hearts"),
            (auction, "32.432.QT9832.32", "2D", "six or more diamonds"),
            (auction, "32.432.32.QT9832", "2C", "six or more clubs"),
        ]);
    }
    assert_rules(&precision, &cases);
}

#[test]
fn precision_strong_1c_reopens_after_an_overcall_passed_round() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("1C 1D P P", "AKJ32.K32.32.AQ2", "1S", "five or more spades"),
            ("1C 1D P P", "K32.AKJ32.32.AQ2", "1H", "five or more hearts"),
            ("1C 1D P P", "K32.AQ2.32.AKJ32", "2C", "five or more clubs"),
            ("1C 1H P P", "AKJ32.32.K32.AQ2", "1S", "five or more spades"),
            (
                "1C 1H P P",
                "K32.32.AKJ32.AQ2",
                "2D",
                "five or more diamonds",
            ),
            ("1C 1H P P", "K32.32.AQ2.AKJ32", "2C", "five or more clubs"),
            ("1C 1S P P", "32.AKJ32.K32.AQ2", "2H", "five or more hearts"),
            (
                "1C 1S P P",
                "32.K32.AKJ32.AQ2",
                "2D",
                "five or more diamonds",
            ),
            ("1C 1S P P", "32.K32.AQ2.AKJ32", "2C", "five or more clubs"),
        ],
    );
}

#[test]
fn precision_responder_bids_notrump_over_1d_2c() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("1D 2C", "AQ2.K32.K32.KJ32", "3N", "game in notrump"),
            ("1D 2C", "A32.Q32.Q32.KJ32", "2N", "invitation"),
        ],
    );
}

#[test]
fn precision_overcalls_a_six_card_major_rather_than_doubling() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            ("1C", "A32.AKJ932.Q32.2", "1H", "six or more hearts"),
            ("1C", "AKJ932.A32.Q32.2", "1S", "six or more spades"),
            ("1D", "A32.AKJ932.2.Q32", "1H", "six or more hearts"),
            ("1D", "AKJ932.A32.2.Q32", "1S", "six or more spades"),
            ("1H", "AKJ932.2.A32.Q32", "1S", "six or more spades"),
            ("2C", "AKJ932.A32.Q32.2", "2S", "six or more spades"),
            ("2C", "A32.AKJ932.Q32.2", "2H", "six or more hearts"),
            ("2H", "AKJ932.2.A32.Q32", "2S", "six or more spades"),
        ],
    );
}

#[test]
fn precision_advancer_bids_notrump_opposite_a_one_level_overcall() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    let mut cases = Vec::new();
    for (auction, invite, game) in [
        ("1C 1D P", "KJ2.K32.32.AJ432", "KJ2.K32.32.AKJ32"),
        ("1C 1H P", "KJ32.32.K32.AJ32", "KJ32.32.K32.AKJ2"),
        ("1C 1S P", "32.KJ32.K32.AJ32", "32.KJ32.K32.AKJ2"),
        ("1D 1H P", "KJ32.32.AJ32.K32", "KJ32.32.AKJ2.K32"),
        ("1D 1S P", "32.KJ32.AJ32.K32", "32.KJ32.AKJ2.K32"),
        ("1H 1S P", "32.AJ32.KJ32.K32", "32.AKJ2.KJ32.K32"),
    ] {
        cases.push((auction, invite, "2N", "invitation"));
        cases.push((auction, game, "3N", "game"));
    }
    assert_rules(&precision, &cases);
}
