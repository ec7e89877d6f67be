//! The texts of playing a file's boards and of the tables the file records, one static per
//! language.

use crate::bridge::input::size_text;
use crate::shell::i18n::Lang;
use crate::ui::boards_file::RefusalText;

#[derive(PartialEq)]
pub struct FileText {
    pub title: &'static str,
    /// `{boards}`, `{limit}`.
    pub hint: &'static str,
    pub choose_file: &'static str,
    pub paste_label: &'static str,
    pub open: &'static str,
    pub refusal: RefusalText,
    pub latin1: &'static str,
    pub notices: &'static str,
    /// `{k}`, `{n}`: the board's place in the file.
    pub at: &'static str,
    /// `{number}`: the number the file gives the board.
    pub numbered: &'static str,
    pub bar_label: &'static str,
    pub next: &'static str,
    pub leave: &'static str,
    pub no_results: &'static str,
    /// `{n}`: how many results wait for the end of the board.
    pub results_waiting: &'static str,
    pub recorded_title: &'static str,
    pub recorded_about: &'static str,
    pub open_room: &'static str,
    pub closed_room: &'static str,
    /// `{k}`: a recorded table with no room named.
    pub recorded_table: &'static str,
    pub players: &'static str,
    /// `{ns}`, `{ew}`: the two pairs.
    pub pairs: &'static str,
    pub imps_for_you: &'static str,
}

impl FileText {
    pub fn hint(&self, boards: usize, limit: usize) -> String {
        self.hint
            .replace("{boards}", &boards.to_string())
            .replace("{limit}", &size_text(limit))
    }

    pub fn at(&self, k: usize, n: usize) -> String {
        self.at
            .replace("{k}", &k.to_string())
            .replace("{n}", &n.to_string())
    }
}

pub fn file_text(lang: Lang) -> &'static FileText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: FileText = FileText {
    title: "Play the boards of a file (PBN or LIN)",
    hint: "Open a file of boards, PBN games or a LIN file such as a vugraph match (up to \
           {boards} records, {limit}), and play its boards in order: each board's deal, \
           dealer and vulnerability come from the file. After each board your result is \
           compared with every result the file records for it.",
    choose_file: "Choose a file",
    paste_label: "Or paste the file's text",
    open: "Open",
    refusal: RefusalText {
        read_error: "This file cannot be played: {error}",
        no_boards: "This file holds no boards.",
        too_long: "The file is {size} long; this page opens files of at most {limit}.",
        too_many: "The file holds {n} records; this page opens at most {boards}.",
    },
    latin1: "The file is not UTF-8: read as Latin-1.",
    notices: "Read with these remarks:",
    at: "Board {k} of {n} from the file",
    numbered: "numbered {number} in the file",
    bar_label: "The file's boards",
    next: "Next board of the file",
    leave: "Back to dealt boards",
    no_results: "The file records no result for this board: it is compared with the other \
                 table only.",
    results_waiting: "The file records {n} result(s) for this board: they are shown when \
                      yours ends.",
    recorded_title: "The file's tables",
    recorded_about: "Your result against each result the file records for this board, in \
                     IMPs for your side.",
    open_room: "Open room",
    closed_room: "Closed room",
    recorded_table: "Recorded table {k}",
    players: "Players",
    pairs: "{ns} v {ew}",
    imps_for_you: "IMPs for you",
};

static ZH: FileText = FileText {
    title: "打文件中的牌(PBN 或 LIN)",
    hint: "打开一个牌局文件,PBN 牌局或 LIN 文件(如比赛转播文件,不超过 {boards} 份记录、\
           {limit}),按顺序打其中的牌:每副牌的牌型、发牌人和局况都取自文件。每副打完后,\
           你的结果与文件为这副牌记录的每个结果比较。",
    choose_file: "选择文件",
    paste_label: "或粘贴文件内容",
    open: "打开",
    refusal: RefusalText {
        read_error: "无法打这个文件:{error}",
        no_boards: "文件中没有牌局。",
        too_long: "文件大小为 {size};本页只能打开不超过 {limit} 的文件。",
        too_many: "文件中有 {n} 份记录;本页最多打开 {boards} 份。",
    },
    latin1: "文件不是 UTF-8 编码,按 Latin-1 读取。",
    notices: "读取时的提示:",
    at: "文件第 {k} 副,共 {n} 副",
    numbered: "文件中的牌号 {number}",
    bar_label: "文件中的牌",
    next: "文件的下一副",
    leave: "回到发出的牌",
    no_results: "文件没有记录这副牌的结果:只与另一桌比较。",
    results_waiting: "文件记录了这副牌的 {n} 个结果:你打完后显示。",
    recorded_title: "文件记录的牌桌",
    recorded_about: "你的结果与文件为这副牌记录的每个结果比较,以你方的 IMP 计。",
    open_room: "开室",
    closed_room: "闭室",
    recorded_table: "记录的第 {k} 桌",
    players: "牌手",
    pairs: "{ns} 对 {ew}",
    imps_for_you: "你方 IMP",
};
