//! Positions bid by rules outside the SAYC booklet's tables, on hands built for them: SAYC's
//! balancing double of a one-level opening with the advancer a king lighter, Precision's
//! natural major over its 2C opening, its jump after a negative double, and its bidding after
//! the strong 1C (the opener's major or Stayman after a positive, its rebids after the negative
//! 1D); SAYC's balancing doubler's second call, the double too strong to overcall, the
//! balance over their raise of a major, the advances of partner's 1NT overcall (systems on),
//! the penalty pass of partner's takeout double, the negative doubler's invitations and
//! notrump over a two-level minor overcall. Each call must come from its rule, with a meaning
//! in both languages.

use crate::rule_calls::{assert_rule, assert_rules, bid, call};
use boyi::bridge::bidding::{infer, Auction, Builtin, Call, System};
use boyi::bridge::Seat;

#[test]
fn sayc_balances_with_a_light_takeout_double_and_the_advancer_subtracts_a_king() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    // 10 HCP, two hearts: too weak for a direct double, a double in the pass-out seat.
    let balancer = "KJ73.84.Q962.A53";
    assert_eq!(call(&sayc, "1H", balancer).0, Call::Pass);
    assert_rule(call(&sayc, "1H P P", balancer), "X", "a king lighter");
    // The double shows 8+ HCP to partner.
    let auction = Auction::parse(Seat::North, "1H P P X").unwrap();
    let doubler = infer(&sayc, &auction)[Seat::West.index()].limits;
    assert_eq!(doubler.hcp.min, 8);
    // A six-card heart suit bids 2H rather than doubling.
    assert_ne!(call(&sayc, "1H P P", "K.AK7632.T98.QJ5").0, Call::Double);

    // 10 HCP and four spades jump over a direct double, not over a balancing one.
    let advancer = "KQ84.73.A62.J953";
    assert_rule(call(&sayc, "1H X P", advancer), "2S", "Jump answer");
    assert_rule(
        call(&sayc, "1H P P X P", advancer),
        "1S",
        "may be a king light",
    );
    assert_rule(
        call(&sayc, "1H P P X P", "KQ84.73.A62.Q953"),
        "2S",
        "a king less",
    );
    // Hearts behind the opener: the double stands.
    assert_rule(
        call(&sayc, "1H P P X P", "84.KQJ73.A62.953"),
        "P",
        "Penalty pass",
    );

    // The opener, whose partner passed, competes with six hearts and passes otherwise.
    assert_rule(
        call(&sayc, "1H P P X", "K4.AQJ973.K62.53"),
        "2H",
        "Six or more hearts",
    );
    assert_rule(
        call(&sayc, "1H P P X", "K4.AQJ73.K62.953"),
        "P",
        "nothing more",
    );
}

#[test]
fn precision_shows_a_five_card_major_over_its_2c_opening() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rule(
        call(&precision, "2C P", "KQ976.A53.J94.82"),
        "2S",
        "8-10 HCP, five or more spades",
    );
    assert_rule(
        call(&precision, "2C P", "KQJ976.853.94.82"),
        "2S",
        "six or more spades",
    );
    assert_rule(
        call(&precision, "2C P", "82.KQ976.A53.J94"),
        "2H",
        "five or more hearts",
    );
    // Too weak with five: the pass.
    assert_eq!(call(&precision, "2C P", "Q9876.853.J94.82").0, Call::Pass);
    // The opener raises with four trumps, passes with three and less than a maximum.
    assert_rule(
        call(&precision, "2C P 2S P", "KJ73.A5.82.AQJ73"),
        "4S",
        "nine-card fit",
    );
    assert_rule(
        call(&precision, "2C P 2S P", "K73.A54.2.AJ9873"),
        "P",
        "No game",
    );
}

#[test]
fn precision_opener_jumps_with_a_maximum_after_a_negative_double() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rule(
        call(&precision, "1D 1H X P", "AQ73.K4.KQ73.J82"),
        "2S",
        "14-15 HCP: invitational jump",
    );
    assert_rule(
        call(&precision, "1D 1H X P", "AJ73.84.KQ73.Q82"),
        "1S",
        "Four spades",
    );
    assert_rule(
        call(&precision, "1D 1S X P", "K4.AQ73.KQ73.J82"),
        "3H",
        "14-15 HCP: invitational jump",
    );
}

#[test]
fn precision_opener_shows_a_five_card_major_after_a_positive_response() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            // The opener's major, natural and forcing to game.
            ("1C P 1H P", "AKJ74.K2.AQ5.Q83", "1S", "at most two hearts"),
            ("1C P 1S P", "K2.AKJ74.AQ5.Q83", "2H", "at most two spades"),
            ("1C P 1N P", "AKJ74.K32.AQ5.Q8", "2S", "Five or more spades"),
            ("1C P 2C P", "K32.AKJ74.AQ5.Q8", "2H", "Five or more hearts"),
            // Without a five-card major the opener asks 1NT for a four-card one.
            ("1C P 1N P", "AQ5.KJ72.AQ5.K83", "2C", "four hearts"),
            ("1C P 1N P", "KJ72.AQ5.AQ5.K83", "2C", "four spades"),
            ("1C P 1N P 2C P", "Q73.K732.K52.Q83", "2H", "Four hearts"),
            ("1C P 1N P 2C P", "K732.Q73.K52.Q83", "2S", "Four spades"),
            (
                "1C P 1N P 2C P",
                "Q73.K73.K852.Q83",
                "2D",
                "No four-card major",
            ),
            (
                "1C P 1N P 2C P 2H P",
                "AQ5.KJ72.AQ5.K83",
                "4H",
                "Four hearts",
            ),
            (
                "1C P 1N P 2C P 2H P",
                "KJ72.AQ5.AQ5.K83",
                "3N",
                "No heart fit",
            ),
            (
                "1C P 1N P 2C P 2S P",
                "KJ72.AQ5.AQ5.K83",
                "4S",
                "Four spades",
            ),
            (
                "1C P 1N P 2C P 2S P",
                "AQ5.KJ72.AQ5.K83",
                "3N",
                "No spade fit",
            ),
            (
                "1C P 1N P 2C P 2D P",
                "AQ5.KJ72.AQ5.K83",
                "3N",
                "Game in notrump",
            ),
            // Responder raises with three, rebids six of its own, or bids 3NT.
            (
                "1C P 1H P 1S P",
                "Q73.KJ874.K52.83",
                "4S",
                "Three or more spades",
            ),
            (
                "1C P 1H P 1S P",
                "73.KQJ874.K52.83",
                "4H",
                "Six or more hearts",
            ),
            ("1C P 1H P 1S P", "73.KJ874.K52.Q83", "3N", "No fit"),
            (
                "1C P 1S P 2H P",
                "KJ874.Q73.K52.83",
                "4H",
                "Three or more hearts",
            ),
            (
                "1C P 1S P 2H P",
                "KQJ874.73.K52.83",
                "4S",
                "Six or more spades",
            ),
            ("1C P 1S P 2H P", "KJ874.73.K52.Q83", "3N", "No fit"),
            (
                "1C P 1N P 2H P",
                "Q73.K732.K52.Q83",
                "4H",
                "Three or more hearts",
            ),
            (
                "1C P 1N P 2H P",
                "Q73.K7.K532.Q832",
                "3N",
                "Fewer than three hearts",
            ),
            (
                "1C P 2D P 2S P",
                "Q73.K7.KJ532.Q83",
                "4S",
                "Three or more spades",
            ),
            (
                "1C P 2D P 2S P",
                "Q7.K73.KJ532.Q83",
                "3N",
                "Fewer than three spades",
            ),
        ],
    );
}

#[test]
fn precision_rebids_after_the_negative_response_to_1c() {
    let precision = System::builtin(Builtin::Precision).unwrap();
    assert_rules(
        &precision,
        &[
            // A long major and 21+ points jump, forcing to game.
            ("1C P 1D P", "AKQJ74.AK2.A5.83", "2S", "forcing to game"),
            ("1C P 1D P", "A5.AKQJ74.AK2.83", "2H", "forcing to game"),
            (
                "1C P 1D P 2H P",
                "Q73.J73.8652.J83",
                "4H",
                "Three or more hearts",
            ),
            ("1C P 1D P 2H P", "Q743.J7.8652.J83", "2N", "waiting"),
            (
                "1C P 1D P 2H P 2N P",
                "A5.AKQJ74.AK2.83",
                "4H",
                "Six or more hearts",
            ),
            (
                "1C P 1D P 2H P 2N P",
                "A5.AKQJ7.AK2.K83",
                "3N",
                "Five hearts",
            ),
            (
                "1C P 1D P 2S P",
                "J73.Q73.8652.J83",
                "4S",
                "Three or more spades",
            ),
            ("1C P 1D P 2S P", "J7.Q743.8652.J83", "2N", "waiting"),
            (
                "1C P 1D P 2S P 2N P",
                "AKQJ74.AK2.A5.83",
                "4S",
                "Six or more spades",
            ),
            (
                "1C P 1D P 2S P 2N P",
                "AKQJ7.A5.AK2.K83",
                "3N",
                "Five spades",
            ),
            // Over the 1H/1S rebid, 5-7 HCP keep the bidding open with 1NT.
            (
                "1C P 1D P 1H P",
                "Q743.J7.K652.J83",
                "1N",
                "keeps the bidding open",
            ),
            (
                "1C P 1D P 1S P",
                "J7.Q743.K652.J83",
                "1N",
                "keeps the bidding open",
            ),
            (
                "1C P 1D P 1H P 1N P",
                "A5.AKJ874.KQ2.Q3",
                "4H",
                "six or more hearts",
            ),
            ("1C P 1D P 1H P 1N P", "AQ5.AKJ87.KQ2.83", "3N", "18+ HCP"),
            ("1C P 1D P 1H P 1N P", "A5.AKJ874.K92.J3", "2H", "to play"),
            (
                "1C P 1D P 1H P 1N P",
                "AQ5.AKJ87.Q92.83",
                "P",
                "1NT to play",
            ),
            (
                "1C P 1D P 1S P 1N P",
                "AKJ874.A5.KQ2.Q3",
                "4S",
                "six or more spades",
            ),
            ("1C P 1D P 1S P 1N P", "AKJ87.AQ5.KQ2.83", "3N", "18+ HCP"),
            ("1C P 1D P 1S P 1N P", "AKJ874.A5.K92.J3", "2S", "to play"),
            (
                "1C P 1D P 1S P 1N P",
                "AKJ87.AQ5.Q92.83",
                "P",
                "1NT to play",
            ),
            // Over the 2NT rebid: a five-card major, or Stayman.
            (
                "1C P 1D P 2N P",
                "83.KJ874.852.Q83",
                "3H",
                "choice of games",
            ),
            (
                "1C P 1D P 2N P",
                "KJ874.83.852.Q83",
                "3S",
                "choice of games",
            ),
            (
                "1C P 1D P 2N P 3H P",
                "AQ5.KJ7.AKQ2.K83",
                "4H",
                "Three or more hearts",
            ),
            (
                "1C P 1D P 2N P 3H P",
                "AQ5.KJ.AKQ2.K832",
                "3N",
                "Two hearts",
            ),
            (
                "1C P 1D P 2N P 3S P",
                "KJ7.AQ5.AKQ2.K83",
                "4S",
                "Three or more spades",
            ),
            (
                "1C P 1D P 2N P 3S P",
                "KJ.AQ5.AKQ2.K832",
                "3N",
                "Two spades",
            ),
            ("1C P 1D P 2N P", "83.KJ87.8652.Q83", "3C", "four hearts"),
            ("1C P 1D P 2N P", "KJ87.83.8652.Q83", "3C", "four spades"),
            (
                "1C P 1D P 2N P 3C P",
                "AQ5.KJ72.AKQ.K83",
                "3H",
                "Four hearts",
            ),
            (
                "1C P 1D P 2N P 3C P",
                "KJ72.AQ5.AKQ.K83",
                "3S",
                "Four spades",
            ),
            (
                "1C P 1D P 2N P 3C P",
                "AQ5.KJ7.AKQ2.K83",
                "3D",
                "No four-card major",
            ),
            (
                "1C P 1D P 2N P 3C P 3H P",
                "83.KJ87.8652.Q83",
                "4H",
                "Four hearts",
            ),
            (
                "1C P 1D P 2N P 3C P 3H P",
                "KJ87.83.8652.Q83",
                "3N",
                "No heart fit",
            ),
            (
                "1C P 1D P 2N P 3C P 3S P",
                "KJ87.83.8652.Q83",
                "4S",
                "Four spades",
            ),
            (
                "1C P 1D P 2N P 3C P 3S P",
                "83.KJ87.8652.Q83",
                "3N",
                "No spade fit",
            ),
            (
                "1C P 1D P 2N P 3C P 3D P",
                "KJ87.83.8652.Q83",
                "3N",
                "Game in notrump",
            ),
        ],
    );
}

#[test]
fn sayc_balancing_doubler_passes_a_minimum_and_shows_fifteen_or_more() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    // 10 HCP: the double was a minimum and partner's answer is the contract.
    assert_rule(
        call(&sayc, "1H P P X P 1S P", "KJ72.3.Q975.AJ62"),
        "P",
        "was a minimum",
    );

    // The same shape with 15 and 18 HCP raises, once and with a jump.
    assert_rule(
        call(&sayc, "1H P P X P 1S P", "KJ72.3.AQ75.AJ62"),
        "2S",
        "raises",
    );
    assert_rule(
        call(&sayc, "1H P P X P 1S P", "AKJ2.3.AQ75.KJ62"),
        "3S",
        "jump-raises",
    );
    // Balanced with their suit stopped: notrump; five cards of its own: the suit.
    assert_rule(
        call(&sayc, "1C P P X P 1D P", "AQ74.K72.KJ65.K3"),
        "1N",
        "stopper in clubs",
    );
    assert_rule(
        call(&sayc, "1C P P X P 1D P", "AQ7.AKJ62.K73.32"),
        "1H",
        "shows its suit",
    );
}

#[test]
fn sayc_doubles_a_one_level_opening_with_seventeen_and_a_five_card_suit() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    assert_rule(
        call(&sayc, "1S", "K3.AJ943.AQ63.K4"),
        "X",
        "too strong to overcall",
    );
    // A king less overcalls.
    assert_rule(
        call(&sayc, "1S", "K3.AJ943.AQ63.J4"),
        "2H",
        "Two-level overcall",
    );
}

#[test]
fn sayc_balances_over_their_raise_of_a_major_with_a_suit_of_its_own() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    // 9 HCP and a good five-card heart suit: not enough to act over 1S, but once they have
    // found their fit and stopped in 2S, the pass-out seat bids 3H.
    let balancer = "84.AQJ62.953.Q53";
    assert_eq!(call(&sayc, "1S", balancer).0, Call::Pass);
    assert_rule(
        call(&sayc, "1S P 2S P P", balancer),
        "3H",
        "over their raise",
    );
    // The 3H shows 9-15 HCP and five hearts to partner.
    let auction = Auction::parse(Seat::North, "1S P 2S P P 3H").unwrap();
    let shown = infer(&sayc, &auction)[Seat::East.index()].limits;
    assert_eq!((shown.hcp.min, shown.hcp.max), (9, 15));
    assert_eq!(shown.lengths[1].min, 5);
    // Five spades bid 2S over their hearts, at the two level with 8 HCP.
    assert_rule(
        call(&sayc, "1H P 2H P P", "KT973.84.Q62.K53"),
        "2S",
        "five or more spades",
    );
    // A five-card suit with one honour is not good enough for the three level: pass.
    assert_eq!(call(&sayc, "1S P 2S P P", "84.A9762.953.KQ3").0, Call::Pass);
}

#[test]
fn sayc_plays_systems_on_over_partners_1nt_overcall() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    assert_rules(
        &sayc,
        &[
            // Stayman and transfers as over our own 1NT, in the majors they have not bid.
            ("1H 1N P", "KJ73.84.Q962.K73", "2C", "Stayman"),
            ("1C 1N P", "KJ753.84.K62.J73", "2H", "five or more spades"),
            ("1C 1N P", "Q97532.84.K62.73", "2H", "six or more spades"),
            (
                "1D 1N P 2C P",
                "AK43.KQ2.Q73.J82",
                "2S",
                "four or more spades",
            ),
            (
                "1C 1N P 2H P",
                "AK4.KQ2.Q73.J852",
                "2S",
                "Completes the transfer",
            ),
            // 9 HCP make game opposite 15-18, 8 invite, the overcaller's 17-18 accepts.
            (
                "1D 1N P 2C P 2S P",
                "KJ73.84.Q962.K73",
                "4S",
                "game in the fit",
            ),
            ("1C 1N P 2H P 2S P", "KJ753.84.K62.J73", "2N", "invitation"),
            (
                "1C 1N P 2H P 2S P 2N P",
                "AQ4.KQ2.A73.Q852",
                "4S",
                "game in the fit",
            ),
            (
                "1C 1N P 2H P 2S P 2N P",
                "AQ4.KQ2.K73.Q852",
                "3S",
                "declines",
            ),
        ],
    );
    // A weak hand with only five spades leaves partner in 1NT.
    assert_rule(call(&sayc, "1C 1N P", "Q9753.84.K62.J73"), "P", "no game");
    let shown = |auction: &str| {
        let auction = Auction::parse(Seat::North, auction).unwrap();
        infer(&sayc, &auction)[Seat::West.index()].limits
    };
    // The transfer shows five spades; Stayman over 1H shows 8+ HCP and four spades.
    assert_eq!(shown("1C 1N P 2H").lengths[0].min, 5);
    let stayman = shown("1H 1N P 2C");
    assert_eq!((stayman.hcp.min, stayman.lengths[0].min), (8, 4));
}

#[test]
fn sayc_passes_partners_takeout_double_with_strong_trumps_behind_the_opener() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    assert_rule(
        call(&sayc, "1H X P", "84.KQJT93.K62.73"),
        "P",
        "Penalty pass",
    );
    // Without three of the top honours the hearts are not trumps enough: an answer.
    assert_ne!(call(&sayc, "1H X P", "84.KT9763.K62.73").0, Call::Pass);
}

#[test]
fn sayc_invites_after_a_negative_double_and_the_openers_minor() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    assert_rules(
        &sayc,
        &[
            // The double has no upper limit: 16-18 and six cards of the minor jump.
            ("1D 1S X P", "A.Q85.AKQ7532.Q8", "3D", "invitational jump"),
            // Over the minimum rebid the doubler invites with 11-12 and bids game with 13+.
            ("1D 1S X P 2D P", "AQT2.J654.872.A4", "2N", "invitation"),
            ("1C 1S X P 2C P", "AQJT.KT62.74.K72", "3N", "game"),
            (
                "1C 1S X P 2C P",
                "84.Q962.AQT4.K75",
                "3C",
                "three or more clubs",
            ),
        ],
    );
    // With 10 HCP the doubler leaves the minimum rebid.
    assert_eq!(
        call(&sayc, "1D 1S X P 2D P", "KJ92.Q654.872.A4").0,
        Call::Pass
    );
}

#[test]
fn sayc_advances_a_two_level_minor_overcall_in_notrump() {
    let sayc = System::builtin(Builtin::Sayc).unwrap();
    assert_rules(
        &sayc,
        &[
            ("1S 2D P", "K87.KQ4.76.AJ832", "3N", "game in notrump"),
            ("1H 2C P", "AT75.KT4.T86.AJ2", "2N", "invitation"),
        ],
    );
    // Without a stopper in their suit notrump is no rule's call.
    assert_ne!(call(&sayc, "1D 2C P", "AT75.K84.T86.AJ2").0, bid("2N"));
}
