//! Positions bid by rules outside the SAYC booklet's tables, on hands built for them: SAYC's
//! balancing double of a one-level opening with the advancer a king lighter, Precision's
//! natural major over its 2C opening, and Precision's jump after a negative double; SAYC's
//! balancing doubler's second call and the double too strong to overcall. Each
//! call must come from its rule, with a meaning in both languages.

use crate::rule_calls::{assert_rule, call};
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
