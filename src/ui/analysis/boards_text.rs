//! The texts of the analysis page's files of boards, one static per language.

use crate::shell::i18n::Lang;
use crate::ui::boards_file::RefusalText;

#[derive(PartialEq)]
pub struct BoardsText {
    pub title: &'static str,
    pub intro: &'static str,
    pub choose_file: &'static str,
    pub drop_hint: &'static str,
    pub paste_label: &'static str,
    pub open: &'static str,
    pub list_title: &'static str,
    /// `{n}`: the board's number.
    pub board: &'static str,
    pub open_room: &'static str,
    pub closed_room: &'static str,
    /// `{done}`, `{total}`.
    pub solved: &'static str,
    pub print: &'static str,
    pub auction: &'static str,
    pub play: &'static str,
    pub result: &'static str,
    /// After the contract; `{tricks}`.
    pub took: &'static str,
    pub passed_out: &'static str,
    pub unfinished: &'static str,
    pub notices: &'static str,
    pub refusal: RefusalText,
    pub latin1: &'static str,
    /// The seats' names in the auction's columns, West first.
    pub columns: [&'static str; 4],
    pub sheet_title: &'static str,
    pub pass: &'static str,
    /// The seats as a contract's declarer, N, E, S, W.
    pub declarers: [&'static str; 4],
    /// Before the par score in the list of boards.
    pub ns: &'static str,
    /// After a label: `: `, `：`.
    pub colon: &'static str,
    pub comma: &'static str,
}

impl BoardsText {
    pub fn board_label(&self, number: String) -> String {
        self.board.replace("{n}", &number)
    }

    pub fn intro(&self, boards: usize) -> String {
        self.intro.replace("{boards}", &boards.to_string())
    }
}

pub fn boards_text(lang: Lang) -> &'static BoardsText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: BoardsText = BoardsText {
    title: "Files of boards",
    intro: "Open a PBN or LIN file of up to {boards} boards (a club's hand records, a BBO \
            tournament or vugraph file): every board's table and par is solved on all of this \
            page's workers, and a board chosen in the list is analysed above.",
    choose_file: "Open a file",
    drop_hint: "or drop a file on this panel.",
    paste_label: "Or paste a file's text, or a handviewer address",
    open: "Open",
    list_title: "Boards",
    board: "Board {n}",
    open_room: "open room",
    closed_room: "closed room",
    solved: "{done} of {total} tables solved",
    print: "Print the hand records",
    auction: "Auction",
    play: "Play",
    result: "Result",
    took: "declarer took {tricks} tricks",
    passed_out: "Passed out",
    unfinished: "The record stops before the end",
    notices: "Read with these remarks:",
    refusal: RefusalText {
        read_error: "The file cannot be read: {error}",
        no_boards: "The file holds no boards.",
        too_long: "The file is {size} long; this page opens files of at most {limit} and \
                   {boards} boards. On the command line, `boyi records` reads a file of \
                   any size.",
        too_many: "The file holds {n} boards; this page solves at most {boards} at a time. On \
                   the command line, `boyi records` takes any number.",
    },
    latin1: "The file is not UTF-8: read as Latin-1.",
    columns: ["West", "North", "East", "South"],
    sheet_title: "Hand records",
    pass: "Pass",
    declarers: ["N", "E", "S", "W"],
    ns: "NS",
    colon: ": ",
    comma: ", ",
};

static ZH: BoardsText = BoardsText {
    title: "牌局文件",
    intro: "打开不超过 {boards} 副牌的 PBN 或 LIN 文件（俱乐部的牌例记录、BBO 比赛或转播文件）：\
            本页所有的后台线程一起计算每副牌的双明手表和标准分，在列表中选中的牌在上方分析。",
    choose_file: "打开文件",
    drop_hint: "或把文件拖放到本栏。",
    paste_label: "或粘贴文件内容或 handviewer 地址",
    open: "打开",
    list_title: "牌局",
    board: "第 {n} 副",
    open_room: "开室",
    closed_room: "闭室",
    solved: "已算出 {done}/{total} 个表",
    print: "打印牌例记录",
    auction: "叫牌过程",
    play: "打牌过程",
    result: "结果",
    took: "庄家拿到 {tricks} 墩",
    passed_out: "四家都不叫",
    unfinished: "记录在结束前中止",
    notices: "读取时的提示：",
    refusal: RefusalText {
        read_error: "无法读取文件：{error}",
        no_boards: "文件中没有牌局。",
        too_long: "文件大小为 {size}；本页只能打开不超过 {limit}、{boards} 副牌的文件。命令行的 \
                   `boyi records` 可以读取任意大小的文件。",
        too_many: "文件中有 {n} 副牌；本页一次最多计算 {boards} 副。命令行的 `boyi records` \
                   不限副数。",
    },
    latin1: "文件不是 UTF-8 编码，按 Latin-1 读取。",
    columns: ["西", "北", "东", "南"],
    sheet_title: "牌例记录",
    pass: "不叫",
    declarers: ["北", "东", "南", "西"],
    ns: "南北",
    colon: "：",
    comma: "，",
};
