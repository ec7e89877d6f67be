//! The texts of the other table and the running score, one static per language.

use crate::shell::i18n::Lang;

#[derive(PartialEq)]
pub struct DuplicateText {
    pub title: &'static str,
    /// Who plays at the other table, and how.
    pub about: &'static str,
    pub playing: &'static str,
    /// The other table has finished; its result waits for the human's board to end.
    pub waiting: &'static str,
    pub which_table: &'static str,
    pub contract: &'static str,
    pub tricks: &'static str,
    pub ns_score: &'static str,
    pub your_table: &'static str,
    pub other_table: &'static str,
    pub passed_out: &'static str,
    /// Before the board's IMPs and matchpoints, for the human's side.
    pub board_for_you: &'static str,
    pub imps: &'static str,
    pub matchpoints_of: &'static str,
    pub running: &'static str,
    pub one_board: &'static str,
    pub boards: &'static str,
    pub per_board: &'static str,
    pub matchpoints: &'static str,
    pub no_boards: &'static str,
    pub reset: &'static str,
}

pub fn duplicate_text(lang: Lang) -> &'static DuplicateText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: DuplicateText = DuplicateText {
    title: "The other table",
    about: "While you play, four computer players bid this board with the same system and \
            play it with the paper's card-play rules, without simulation, so that your \
            opponents keep the workers to themselves. Your score is compared with theirs \
            as in a duplicate match.",
    playing: "The other table is playing this board…",
    waiting: "The other table has played this board: its result is shown when yours ends.",
    which_table: "Table",
    contract: "Contract",
    tricks: "Tricks",
    ns_score: "North-South",
    your_table: "Your table",
    other_table: "Other table",
    passed_out: "Passed out",
    board_for_you: "This board for you:",
    imps: "IMPs",
    matchpoints_of: "matchpoints of 2",
    running: "Running score:",
    one_board: "board",
    boards: "boards",
    per_board: "per board",
    matchpoints: "of the matchpoints",
    no_boards: "no board compared yet.",
    reset: "Reset the running score",
};

static ZH: DuplicateText = DuplicateText {
    title: "另一桌",
    about: "你打牌的同时,四位电脑牌手用同一体系叫这副牌,并按论文的打牌规则打(不做模拟,\
            以免占用你的对手所用的工作线程)。你的得分与另一桌比较,如同复式比赛。",
    playing: "另一桌正在打这副牌……",
    waiting: "另一桌已打完这副牌:你打完后显示其结果。",
    which_table: "牌桌",
    contract: "定约",
    tricks: "墩数",
    ns_score: "南北",
    your_table: "你这桌",
    other_table: "另一桌",
    passed_out: "四家都不叫",
    board_for_you: "本副你方:",
    imps: "IMP",
    matchpoints_of: "比赛分(满分 2)",
    running: "累计成绩:",
    one_board: "副",
    boards: "副",
    per_board: "每副",
    matchpoints: "比赛分",
    no_boards: "尚无比较过的牌。",
    reset: "清零累计成绩",
};
