//! The texts of the player's own card-play rates, one static per language.

use crate::shell::i18n::Lang;

#[derive(PartialEq)]
pub struct RatesText {
    pub title: &'static str,
    /// Whose cards count, and which.
    pub about: &'static str,
    pub rate: &'static str,
    pub this_board: &'static str,
    pub all_boards: &'static str,
    pub leads: &'static str,
    pub declarer: &'static str,
    pub tricks_lost: &'static str,
    pub defence: &'static str,
    /// Between the counts a share rests on: `3 of 4`.
    pub of: &'static str,
    pub boards_counted: &'static str,
    pub reset: &'static str,
}

pub fn rates_text(lang: Lang) -> &'static RatesText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: RatesText = RatesText {
    title: "Your card play, judged as experts' is",
    about: "Only your own cards count: your hand's, and dummy's when you declare. A card counts \
            when you had another legal card to play; it is an error when it cost a trick or \
            more against double-dummy play. The boards you play in this browser are added up \
            here, each once.",
    rate: "Rate",
    this_board: "This board",
    all_boards: "All boards",
    leads: "Opening leads without cost",
    declarer: "Declarer's errors",
    tricks_lost: "Tricks lost as declarer, per board",
    defence: "Defenders' errors after the opening lead",
    of: "of",
    boards_counted: "Boards counted:",
    reset: "Reset your rates",
};

static ZH: RatesText = RatesText {
    title: "你的打牌,按评判专家的方式评判",
    about:
        "只计你自己的牌:你手中的牌,以及你做庄时明手的牌。你当时还有别的合规牌可出时,这张牌才计入;\
            与双明手打法相比失去一墩或更多即为失误。在此浏览器中打过的牌在这里累计,每副只计一次。",
    rate: "比率",
    this_board: "本副",
    all_boards: "全部牌",
    leads: "无损失的首攻",
    declarer: "庄家失误率",
    tricks_lost: "做庄每副失去的墩数",
    defence: "首攻之后防守方失误率",
    of: "/",
    boards_counted: "已计牌数:",
    reset: "清零你的比率",
};
