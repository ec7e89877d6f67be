//! The bridge table's sentences that are built from a board, in both languages: a contract,
//! a result, par, and what the page announces to a screen reader (calls, cards, tricks).
//! Plain Rust, so that they are tested natively; the page only places them.

use super::i18n::Lang;
use crate::bridge::bidding::Call;
use crate::bridge::card::rank_letter;
use crate::bridge::files::hand_record::SheetWords;
use crate::bridge::par::Par;
use crate::bridge::table::{Offer, Phase, Table};
use crate::bridge::{Card, Contract, Doubling, Seat, Strain};

const SEATS_EN: [&str; 4] = ["North", "East", "South", "West"];
const SEATS_ZH: [&str; 4] = ["北", "东", "南", "西"];

/// The seat's name.
pub fn seat(lang: Lang, seat: Seat) -> &'static str {
    match lang {
        Lang::En => SEATS_EN[seat.index()],
        Lang::Zh => SEATS_ZH[seat.index()],
    }
}

/// The hand-record sheet's words.
pub fn sheet_words(lang: Lang) -> &'static SheetWords {
    match lang {
        Lang::En => &SheetWords::ENGLISH,
        Lang::Zh => &SHEET_ZH,
    }
}

static SHEET_ZH: SheetWords = SheetWords {
    lang: "zh-CN",
    seats: SEATS_ZH,
    seat_marks: SEATS_ZH,
    vulnerable: ["双方无局", "南北有局", "东西有局", "双方有局"],
    conditions: "{dealer}家发牌，{vulnerable}",
    board: ["第 {n} 副", "第 {n} 副，开室", "第 {n} 副，闭室"],
    table_caption: "双明手墩数",
    par: "最佳定约 {side} +{score}：{contracts}",
    par_passed_out: "最佳定约 0：四家都不叫",
    sides: ["南北", "东西"],
    by: "{seats}家 {contract}",
    and: "；",
};

/// The side's name: `North-South` or `East-West`.
pub fn side(lang: Lang, ns: bool) -> &'static str {
    match (lang, ns) {
        (Lang::En, true) => "North-South",
        (Lang::En, false) => "East-West",
        (Lang::Zh, true) => "南北",
        (Lang::Zh, false) => "东西",
    }
}

/// The strain as players write it: a suit symbol, or `NT`.
pub fn strain_symbol(strain: Strain) -> &'static str {
    ["♠", "♥", "♦", "♣", "NT"][strain.index()]
}

/// A card as players write it: `♠K`, `♥10`.
pub fn card(card: Card) -> String {
    let symbol = ["♠", "♥", "♦", "♣"][card.suit().index()];
    match card.rank() {
        10 => format!("{symbol}10"),
        r => format!("{symbol}{}", rank_letter(r)),
    }
}

/// A score with its sign, the minus a true minus sign: `+430`, `−100`.
pub fn signed(score: i32) -> String {
    if score < 0 {
        format!("−{}", score.unsigned_abs())
    } else {
        format!("+{score}")
    }
}

fn doubling_mark(doubling: Doubling) -> &'static str {
    match doubling {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "XX",
    }
}

/// The result as score sheets write it: `3NT+1`, `4♥=`, `4♠X−2`.
pub fn result_code(level: u8, strain: Strain, doubling: Doubling, overtricks: i8) -> String {
    let result = match overtricks {
        0 => "=".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    };
    format!(
        "{level}{}{}{result}",
        strain_symbol(strain),
        doubling_mark(doubling)
    )
}

/// The declarers, joined with "or": `East or West`, `东或西`.
fn declarers(lang: Lang, seats: &[Seat]) -> String {
    let names: Vec<&str> = seats.iter().map(|&s| seat(lang, s)).collect();
    match lang {
        Lang::En => names.join(" or "),
        Lang::Zh => names.join("或"),
    }
}

/// "`code` by `who`" in the page's language.
fn by(lang: Lang, code: &str, who: &str) -> String {
    match lang {
        Lang::En => format!("{code} by {who}"),
        Lang::Zh => format!("{who}家 {code}"),
    }
}

/// The contract as people say it: `4♥ doubled by West`, `西家 4♥ 加倍`.
pub fn contract(lang: Lang, c: &Contract) -> String {
    let code = format!("{}{}", c.level(), strain_symbol(c.strain()));
    let doubling = match (lang, c.doubling()) {
        (_, Doubling::Undoubled) => "",
        (Lang::En, Doubling::Doubled) => " doubled",
        (Lang::En, Doubling::Redoubled) => " redoubled",
        (Lang::Zh, Doubling::Doubled) => " 加倍",
        (Lang::Zh, Doubling::Redoubled) => " 再加倍",
    };
    match lang {
        Lang::En => format!("{code}{doubling} by {}", seat(lang, c.declarer())),
        Lang::Zh => format!("{}家 {code}{doubling}", seat(lang, c.declarer())),
    }
}

/// A count of tricks: `1 trick`, `10 tricks`, `10 墩`.
pub fn tricks(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 trick".to_string(),
        (Lang::En, n) => format!("{n} tricks"),
        (Lang::Zh, n) => format!("{n} 墩"),
    }
}

/// A score for North-South in words: `−430 for North-South`, `南北 −430`.
fn ns_score(lang: Lang, score: i32) -> String {
    match lang {
        Lang::En => format!("{} for North-South", signed(score)),
        Lang::Zh => format!("南北 {}", signed(score)),
    }
}

/// The result at the table: `3NT+1 by East: 10 tricks, −430 for North-South`.
pub fn result(lang: Lang, c: &Contract, tricks_taken: u8, ns: i32) -> String {
    let over = tricks_taken as i8 - c.target() as i8;
    let code = result_code(c.level(), c.strain(), c.doubling(), over);
    let head = by(lang, &code, seat(lang, c.declarer()));
    match lang {
        Lang::En => format!(
            "{head}: {}, {}",
            tricks(lang, tricks_taken),
            ns_score(lang, ns)
        ),
        Lang::Zh => format!(
            "{head}:{},{}",
            tricks(lang, tricks_taken),
            ns_score(lang, ns)
        ),
    }
}

/// Par in words: `3NT+1 by East, −430 for North-South`; several contracts joined by `;`;
/// a deal where nothing makes says so.
pub fn par(lang: Lang, par: &Par) -> String {
    if par.contracts.is_empty() {
        return match lang {
            Lang::En => "no contract makes: pass it out, 0".to_string(),
            Lang::Zh => "没有能完成的定约:都不叫,0 分".to_string(),
        };
    }
    let contracts: Vec<String> = par
        .contracts
        .iter()
        .map(|c| {
            let doubling = if c.doubled {
                Doubling::Doubled
            } else {
                Doubling::Undoubled
            };
            let code = result_code(c.level, c.strain, doubling, c.overtricks);
            by(lang, &code, &declarers(lang, &c.declarers))
        })
        .collect();
    match lang {
        Lang::En => format!("{}, {}", contracts.join("; "), ns_score(lang, par.score)),
        Lang::Zh => format!("{},{}", contracts.join(";"), ns_score(lang, par.score)),
    }
}

/// A call as a screen reader should say it: `1♥`, `3NT`, `Pass`, `Double`, `Redouble`.
pub fn call(lang: Lang, call: Call) -> String {
    match (lang, call) {
        (_, Call::Bid { level, strain }) => format!("{level}{}", strain_symbol(strain)),
        (Lang::En, Call::Pass) => "Pass".into(),
        (Lang::En, Call::Double) => "Double".into(),
        (Lang::En, Call::Redouble) => "Redouble".into(),
        (Lang::Zh, Call::Pass) => "不叫".into(),
        (Lang::Zh, Call::Double) => "加倍".into(),
        (Lang::Zh, Call::Redouble) => "再加倍".into(),
    }
}

/// A seat's call, announced: `West: 1♥.`
pub fn call_made(lang: Lang, who: Seat, c: Call) -> String {
    match lang {
        Lang::En => format!("{}: {}.", seat(lang, who), call(lang, c)),
        Lang::Zh => format!("{}:{}。", seat(lang, who), call(lang, c)),
    }
}

/// A seat's card, announced: `West plays ♠K.`
pub fn card_played(lang: Lang, who: Seat, c: Card) -> String {
    match lang {
        Lang::En => format!("{} plays {}.", seat(lang, who), card(c)),
        Lang::Zh => format!("{}出 {}。", seat(lang, who), card(c)),
    }
}

/// A trick's winner, announced: `North wins trick 3.`
pub fn trick_won(lang: Lang, who: Seat, number: usize) -> String {
    match lang {
        Lang::En => format!("{} wins trick {number}.", seat(lang, who)),
        Lang::Zh => format!("{}赢得第 {number} 墩。", seat(lang, who)),
    }
}

/// The trick's heading: `Trick 3`, `第 3 墩`.
pub fn trick_number(lang: Lang, number: usize) -> String {
    match lang {
        Lang::En => format!("Trick {number}"),
        Lang::Zh => format!("第 {number} 墩"),
    }
}

/// Why the hint's card is best, in one sentence: its average duplicate score for the
/// human's side over the layouts of the hidden cards, and how often the contract makes.
pub fn hint_why(lang: Lang, best: Card, score: f64, makes: f64, layouts: u32) -> String {
    let points = signed(score.round() as i32);
    let percent = (makes * 100.0).round();
    let c = card(best);
    match (lang, score < 0.0) {
        (Lang::En, false) => format!(
            "{c} is the best card on the odds: over {layouts} layouts of the hidden cards it \
             averages {points} for your side, and the contract makes on {percent}% of them."
        ),
        (Lang::En, true) => format!(
            "{c} is the best card on the odds: over {layouts} layouts of the hidden cards it \
             averages {points} for your side, the least any card loses, and the contract \
             makes on {percent}% of them."
        ),
        (Lang::Zh, false) => format!(
            "按概率 {c} 最好:在隐藏牌的 {layouts} 种牌型上,它为你方平均得 {points} 分,\
             定约在其中 {percent}% 的牌型上完成。"
        ),
        (Lang::Zh, true) => format!(
            "按概率 {c} 最好:在隐藏牌的 {layouts} 种牌型上,它为你方平均得 {points} 分,\
             是所有牌中失分最少的;定约在其中 {percent}% 的牌型上完成。"
        ),
    }
}

/// The question before a concession: `Concede the 4 tricks left?`
pub fn concede_question(lang: Lang, left: u8) -> String {
    match lang {
        Lang::En => format!("Concede the {} left to the other side?", tricks(lang, left)),
        Lang::Zh => format!("把剩余的 {} 全部认输给对方?", tricks(lang, left)),
    }
}

/// A computer's claim put to the human: `East claims 3 of the 4 tricks left.`, or `East
/// concedes the 4 tricks left.` when its side takes none.
pub fn offer(lang: Lang, board_declarer: Seat, left: u8, o: &Offer) -> String {
    let side_takes = if o.by.is_ns() == board_declarer.is_ns() {
        o.declarer_more
    } else {
        left - o.declarer_more
    };
    let who = seat(lang, o.by);
    match (lang, side_takes) {
        (Lang::En, 0) => format!("{who} concedes the {} left.", tricks(lang, left)),
        (Lang::En, n) => format!("{who} claims {n} of the {} left.", tricks(lang, left)),
        (Lang::Zh, 0) => format!("{who}家认输剩余的 {}。", tricks(lang, left)),
        (Lang::Zh, n) => format!("{who}家摊牌:剩余 {} 中拿 {n} 墩。", tricks(lang, left)),
    }
}

/// What the page announces after the table changed: the computer players' calls since the
/// human's last one, or the last card (with the trick's winner when it ends a trick), a
/// claim waiting for an answer, or the result; then what the human is to do.
pub fn announcement(lang: Lang, table: &Table) -> String {
    let human = table.setup.human;
    let auction = table.auction();
    let mut parts: Vec<String> = Vec::new();
    let board = table.board();
    match board.filter(|b| !b.played().is_empty() || b.claimed().is_some()) {
        None => {
            // The calls since the human's last one (all of them before their first).
            let calls = auction.calls();
            let from = (0..calls.len())
                .rev()
                .find(|&i| auction.seat_of(i) == human)
                .map_or(0, |i| i + 1);
            for (i, &c) in calls.iter().enumerate().skip(from) {
                parts.push(call_made(lang, auction.seat_of(i), c));
            }
            if let Some(c) = board.map(|b| *b.contract()) {
                parts.push(match lang {
                    Lang::En => format!("The contract is {}.", contract(lang, &c)),
                    Lang::Zh => format!("定约:{}。", contract(lang, &c)),
                });
            }
        }
        Some(b) if b.claimed().is_none() => {
            let (leader, current) = b.current_trick();
            let done = b.tricks();
            match (current.last(), done.last()) {
                (Some(&c), _) => parts.push(card_played(lang, leader.after(current.len() - 1), c)),
                (None, Some(&(l, cards, winner))) => {
                    parts.push(card_played(lang, l.after(3), cards[3]));
                    parts.push(trick_won(lang, winner, done.len()));
                }
                (None, None) => {}
            }
        }
        Some(_) => {}
    }
    match table.phase() {
        Phase::Bidding { turn } if turn == human => parts.push(
            match lang {
                Lang::En => "Your call.",
                Lang::Zh => "轮到你叫。",
            }
            .into(),
        ),
        Phase::Play { to_play, .. } if table.human_to_play() => parts.push(
            match (lang, to_play == human) {
                (Lang::En, true) => "Your card.",
                (Lang::En, false) => "Your card from dummy.",
                (Lang::Zh, true) => "轮到你出牌。",
                (Lang::Zh, false) => "轮到你替明手出牌。",
            }
            .into(),
        ),
        Phase::Play { .. } => {
            if let (Some(o), Some(b)) = (table.offer(), board) {
                parts.push(offer(lang, b.declarer(), b.tricks_left(), &o));
            }
        }
        Phase::Over { contract: None } => parts.push(
            match lang {
                Lang::En => "Passed out: all four passed.",
                Lang::Zh => "四家都不叫,这副牌作废。",
            }
            .into(),
        ),
        Phase::Over { contract: Some(c) } => {
            if let Some(b) = board.filter(|b| b.is_finished()) {
                parts.push(match lang {
                    Lang::En => format!(
                        "The board is over: {}.",
                        result(lang, &c, b.declarer_tricks(), b.ns_score())
                    ),
                    Lang::Zh => format!(
                        "本副牌结束:{}。",
                        result(lang, &c, b.declarer_tricks(), b.ns_score())
                    ),
                });
            }
        }
        Phase::Bidding { .. } => {}
    }
    let gap = match lang {
        Lang::En => " ",
        Lang::Zh => "",
    };
    parts.join(gap)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::par::ParContract;
    use crate::bridge::Suit;

    fn c(level: u8, strain: Strain, doubling: Doubling, declarer: Seat) -> Contract {
        Contract::new(level, strain, doubling, declarer).unwrap()
    }

    #[test]
    fn results_are_written_as_score_sheets_write_them() {
        let nt = Strain::NoTrump;
        assert_eq!(result_code(3, nt, Doubling::Undoubled, 1), "3NT+1");
        assert_eq!(
            result_code(4, Strain::Hearts, Doubling::Undoubled, 0),
            "4♥="
        );
        assert_eq!(
            result_code(4, Strain::Spades, Doubling::Doubled, -2),
            "4♠X−2"
        );
        assert_eq!(
            result_code(1, Strain::Clubs, Doubling::Redoubled, 3),
            "1♣XX+3"
        );
        assert_eq!(signed(-430), "−430");
        assert_eq!(signed(0), "+0");
    }

    #[test]
    fn par_reads_as_words_in_both_languages() {
        let p = Par {
            score: -430,
            contracts: vec![ParContract {
                level: 3,
                strain: Strain::NoTrump,
                doubled: false,
                declarers: vec![Seat::East],
                overtricks: 1,
            }],
        };
        assert_eq!(par(Lang::En, &p), "3NT+1 by East, −430 for North-South");
        assert_eq!(par(Lang::Zh, &p), "东家 3NT+1,南北 −430");
        let sacrifice = Par {
            score: 300,
            contracts: vec![
                ParContract {
                    level: 5,
                    strain: Strain::Diamonds,
                    doubled: true,
                    declarers: vec![Seat::East, Seat::West],
                    overtricks: -2,
                },
                ParContract {
                    level: 4,
                    strain: Strain::Spades,
                    doubled: true,
                    declarers: vec![Seat::West],
                    overtricks: -2,
                },
            ],
        };
        assert_eq!(
            par(Lang::En, &sacrifice),
            "5♦X−2 by East or West; 4♠X−2 by West, +300 for North-South"
        );
        assert_eq!(
            par(Lang::Zh, &sacrifice),
            "东或西家 5♦X−2;西家 4♠X−2,南北 +300"
        );
        let nothing = Par {
            score: 0,
            contracts: Vec::new(),
        };
        assert!(par(Lang::En, &nothing).starts_with("no contract makes"));
    }

    #[test]
    fn contracts_and_results_name_the_declarer_and_count_tricks() {
        let four_hearts = c(4, Strain::Hearts, Doubling::Doubled, Seat::West);
        assert_eq!(contract(Lang::En, &four_hearts), "4♥ doubled by West");
        assert_eq!(contract(Lang::Zh, &four_hearts), "西家 4♥ 加倍");
        assert_eq!(
            result(Lang::En, &four_hearts, 9, 200),
            "4♥X−1 by West: 9 tricks, +200 for North-South"
        );
        let three_nt = c(3, Strain::NoTrump, Doubling::Undoubled, Seat::South);
        assert_eq!(
            result(Lang::Zh, &three_nt, 9, 400),
            "南家 3NT=:9 墩,南北 +400"
        );
        assert_eq!(tricks(Lang::En, 1), "1 trick");
        assert_eq!(tricks(Lang::En, 0), "0 tricks");
    }

    #[test]
    fn announcements_say_who_did_what() {
        let king = Card::new(Suit::Spades, 13).unwrap();
        let ten = Card::new(Suit::Hearts, 10).unwrap();
        assert_eq!(card_played(Lang::En, Seat::West, king), "West plays ♠K.");
        assert_eq!(card_played(Lang::Zh, Seat::West, ten), "西出 ♥10。");
        let bid = Call::bid(1, Strain::Hearts).unwrap();
        assert_eq!(call_made(Lang::En, Seat::North, bid), "North: 1♥.");
        assert_eq!(call_made(Lang::En, Seat::East, Call::Pass), "East: Pass.");
        assert_eq!(
            call_made(Lang::Zh, Seat::East, Call::Redouble),
            "东:再加倍。"
        );
        assert_eq!(trick_won(Lang::En, Seat::North, 3), "North wins trick 3.");
        assert_eq!(trick_won(Lang::Zh, Seat::North, 3), "北赢得第 3 墩。");
        assert_eq!(trick_number(Lang::Zh, 1), "第 1 墩");
    }

    #[test]
    fn the_table_announces_calls_cards_tricks_and_the_humans_turn() {
        use crate::bridge::table::Setup;
        let mut t = Table::new(Setup::default()).unwrap();
        // Board 1: North deals, so North and East have called before South's first turn.
        let first = announcement(Lang::En, &t);
        assert!(first.starts_with("North: "), "{first}");
        assert!(first.contains("East: "), "{first}");
        assert!(first.ends_with("Your call."), "{first}");
        assert!(announcement(Lang::Zh, &t).ends_with("轮到你叫。"));
        // After the human's call only the calls made since are announced.
        while let Phase::Bidding { .. } = t.phase() {
            t.call(Call::Pass).unwrap();
            let said = announcement(Lang::En, &t);
            assert!(!said.contains("South:"), "{said}");
            if let Phase::Bidding { .. } = t.phase() {
                assert!(said.starts_with("West: "), "{said}");
            }
        }
        let Some(b) = t.board().cloned() else {
            assert!(announcement(Lang::En, &t).contains("Passed out"));
            return;
        };
        let said = announcement(Lang::En, &t);
        assert!(said.contains(&contract(Lang::En, b.contract())), "{said}");
    }

    #[test]
    fn the_hint_says_why_its_card_is_best() {
        let king = Card::new(Suit::Clubs, 13).unwrap();
        let why = hint_why(Lang::En, king, 419.6, 0.784, 100);
        assert_eq!(
            why,
            "♣K is the best card on the odds: over 100 layouts of the hidden cards it \
             averages +420 for your side, and the contract makes on 78% of them."
        );
        let losing = hint_why(Lang::En, king, -417.2, 0.9, 80);
        assert!(losing.contains("averages −417 for your side, the least any card loses"));
        assert!(hint_why(Lang::Zh, king, -417.2, 0.9, 80).contains("失分最少"));
        assert_eq!(
            concede_question(Lang::En, 1),
            "Concede the 1 trick left to the other side?"
        );
    }

    #[test]
    fn offers_say_who_claims_or_concedes_what() {
        let o = Offer {
            by: Seat::East,
            declarer_more: 1,
        };
        // East declares: East claims 1 of 4; East defends: East's side takes the other 3.
        assert_eq!(
            offer(Lang::En, Seat::East, 4, &o),
            "East claims 1 of the 4 tricks left."
        );
        assert_eq!(
            offer(Lang::En, Seat::North, 4, &o),
            "East claims 3 of the 4 tricks left."
        );
        let concede = Offer {
            by: Seat::West,
            declarer_more: 0,
        };
        assert_eq!(
            offer(Lang::En, Seat::East, 2, &concede),
            "West concedes the 2 tricks left."
        );
        assert_eq!(
            offer(Lang::Zh, Seat::East, 2, &concede),
            "西家认输剩余的 2 墩。"
        );
    }
}
