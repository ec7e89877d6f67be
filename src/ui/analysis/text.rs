//! The analysis page's texts, one static per language (see `shell::i18n`).

use crate::bridge::input::NeedError;
use crate::bridge::limits::LimitsParseError;
use crate::bridge::{Seat, Strain, Vulnerability};
use crate::shell::errors::Explain;
use crate::shell::i18n::Lang;
use crate::ui::run::{JobWords, JOB_EN, JOB_ZH};

/// Props hold a reference to one of the two statics and compare it field by field.
#[derive(PartialEq)]
pub struct AnalysisText {
    pub intro: &'static str,
    pub editor_title: &'static str,
    pub paste_label: &'static str,
    pub paste_hint: &'static str,
    pub load: &'static str,
    pub random: &'static str,
    pub grid_title: &'static str,
    pub grid_hint: &'static str,
    pub seat_to_fill: &'static str,
    pub clear: &'static str,
    pub analyse: &'static str,
    pub cards_word: &'static str,
    pub current_deal: &'static str,
    pub setup_title: &'static str,
    pub trump: &'static str,
    pub leader: &'static str,
    pub vulnerability: &'static str,
    pub dealer: &'static str,
    pub table_title: &'static str,
    pub table_caption: &'static str,
    pub table_cell: &'static str,
    pub declarer: &'static str,
    pub par: &'static str,
    pub par_none: &'static str,
    pub par_ending: &'static str,
    /// A solving job's status.
    pub job: &'static JobWords,
    pub play_title: &'static str,
    pub legend: &'static str,
    pub to_play: &'static str,
    pub tricks_to_go: &'static str,
    pub tricks_word: &'static str,
    pub loses: &'static str,
    pub best: &'static str,
    pub undo: &'static str,
    pub restart: &'static str,
    pub play_best: &'static str,
    pub finished: &'static str,
    pub history_title: &'static str,
    pub trick_word: &'static str,
    pub won_by: &'static str,
    pub won: &'static str,
    pub ns_need: &'static str,
    pub no_trump: &'static str,
    /// The target field's placeholder: no target.
    pub need_any: &'static str,
    /// `{text}`: what was typed.
    pub need_not_number: &'static str,
    /// `{need}`, `{tricks}`.
    pub need_too_many: &'static str,
    /// The answer once the position is solved; `{need}`, `{ns}`: North-South's tricks with
    /// best play.
    pub verdict_made: &'static str,
    pub verdict_not_made: &'static str,
    pub verdict_pending: &'static str,
    pub random_title: &'static str,
    pub limits_label: &'static str,
    pub limits_hint: &'static str,
    pub cards_per_hand: &'static str,
    pub full_deal: &'static str,
    /// `{part}` of the text, `{reason}`.
    pub limits_error: &'static str,
    /// The random deal's status.
    pub deal_job: &'static JobWords,
    pub seats: [&'static str; 4],
    pub strains: [&'static str; 4],
    pub vuls: [&'static str; 4],
    /// North-South, East-West, short.
    pub sides: [&'static str; 2],
    /// After a label: `: `, `：`.
    pub colon: &'static str,
    pub lang: Lang,
}

impl AnalysisText {
    pub fn seat(&self, seat: Seat) -> &'static str {
        self.seats[seat.index()]
    }

    /// The seat in one character: `N`, `北`.
    pub fn seat_initial(&self, seat: Seat) -> String {
        self.seat(seat).chars().take(1).collect()
    }

    /// A strain's name (`Spades`, `无将`).
    pub fn strain(&self, strain: Strain) -> &'static str {
        match strain {
            Strain::NoTrump => self.no_trump,
            s => self.strains[s.index()],
        }
    }

    /// Why a target is refused, in words.
    pub fn need_error(&self, e: &NeedError) -> String {
        match e {
            NeedError::NotANumber(text) => self.need_not_number.replace("{text}", text),
            NeedError::TooMany { need, tricks } => self
                .need_too_many
                .replace("{need}", &need.to_string())
                .replace("{tricks}", &tricks.to_string()),
        }
    }

    /// Whether North-South can take `need` tricks, given `ns` with best play.
    pub fn verdict(&self, need: u8, ns: u8) -> String {
        let template = if ns >= need {
            self.verdict_made
        } else {
            self.verdict_not_made
        };
        template
            .replace("{need}", &need.to_string())
            .replace("{ns}", &ns.to_string())
    }

    /// A mistake in the limits' text, naming its part.
    pub fn limits_parse_error(&self, e: &LimitsParseError) -> String {
        self.limits_error
            .replace("{part}", &e.part)
            .replace("{reason}", &e.reason.explain(self.lang))
    }

    pub fn vul(&self, vul: Vulnerability) -> &'static str {
        self.vuls[VULS.iter().position(|v| *v == vul).unwrap_or(0)]
    }
}

/// The vulnerabilities in the order of the menu (and of `vuls`).
pub const VULS: [Vulnerability; 4] = [
    Vulnerability::None,
    Vulnerability::NorthSouth,
    Vulnerability::EastWest,
    Vulnerability::Both,
];

const DEAL_EN: JobWords = JobWords {
    working: "Dealing…",
    cancel: "Cancel",
    cancelled: "Cancelled.",
    retry: "Deal again",
    failed: "Could not deal:",
};

const DEAL_ZH: JobWords = JobWords {
    working: "发牌中……",
    cancel: "取消",
    cancelled: "已取消。",
    retry: "重新发牌",
    failed: "无法发牌：",
};

pub fn text(lang: Lang) -> &'static AnalysisText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: AnalysisText = AnalysisText {
    intro: "All four hands are open: the solver finds the exact result of every card with \
            perfect play by both sides. Enter a deal or an ending, choose the trump and the \
            opening leader, then play it through.",
    editor_title: "Deal",
    paste_label: "Paste a deal",
    paste_hint: "A PBN deal (N:AKQ.… four hands) or the paper's problem file: a line \
                 \"trump tricks NS-need leader\", the N, E, S, W hands, then a lead card or XX.",
    load: "Load",
    random: "Random deal",
    grid_title: "Or click the cards into the hands",
    grid_hint: "Choose a seat, then click cards to give them to it; click again to take one back.",
    seat_to_fill: "Seat to fill",
    clear: "Clear",
    analyse: "Analyse these hands",
    cards_word: "cards",
    current_deal: "This deal (PBN)",
    setup_title: "Contract",
    trump: "Trump",
    leader: "Opening leader",
    vulnerability: "Vulnerable",
    dealer: "Dealer",
    table_title: "Double-dummy table",
    table_caption: "Tricks the declarer takes in each strain. Choose a cell to play that contract.",
    table_cell: "tricks; play this contract",
    declarer: "Declarer",
    par: "Par",
    par_none: "passed out",
    par_ending: "Par needs a full deal of 13 cards a hand.",
    job: &JOB_EN,
    play_title: "Play it through",
    legend: "On each card of the player to move: with the best cards, the tricks their side \
             takes from here; with the others, −n: the tricks that card loses.",
    to_play: "to play",
    tricks_to_go: "tricks to go",
    tricks_word: "tricks",
    loses: "loses",
    best: "best",
    undo: "Undo",
    restart: "Back to the start",
    play_best: "Play best to the end",
    finished: "Every card has been played.",
    history_title: "Tricks",
    trick_word: "Trick",
    won_by: "won by",
    won: "Tricks won",
    ns_need: "North-South need",
    no_trump: "No trump",
    need_any: "any",
    need_not_number: "North-South need: `{text}` is not a number of tricks.",
    need_too_many: "North-South need: {need} is more than the {tricks} tricks of this deal.",
    verdict_made: "North-South need {need}. Can the contract be made? Yes: with best play \
                   North-South take {ns}.",
    verdict_not_made: "North-South need {need}. Can the contract be made? No: no line of play \
                       reaches it; with best defence North-South take {ns}.",
    verdict_pending: "North-South need {need}. Can the contract be made? Solving…",
    random_title: "Random deal, as required",
    limits_label: "Limits per seat",
    limits_hint: "Points and shape per seat, e.g. N:hcp=15-17,bal S:s=5-,hcp=8- \
                  (hcp, s, h, d, c = A-B, A-, -B or A; bal, unbal). Empty: any deal. In an \
                  ending the limits count the ending's cards.",
    cards_per_hand: "Cards a hand",
    full_deal: "full deal",
    limits_error: "Limits `{part}`: {reason}",
    deal_job: &DEAL_EN,
    seats: ["North", "East", "South", "West"],
    strains: ["Spades", "Hearts", "Diamonds", "Clubs"],
    vuls: ["None", "North-South", "East-West", "Both"],
    sides: ["NS", "EW"],
    colon: ": ",
    lang: Lang::En,
};

static ZH: AnalysisText = AnalysisText {
    intro: "四家的牌全部摊开：求解器算出双方都完美出牌时每一张牌的精确结果。\
            输入一副牌或残局，选择将牌和首攻者，然后逐张打完。",
    editor_title: "牌局",
    paste_label: "粘贴牌局",
    paste_hint:
        "PBN 牌局（N:AKQ.… 四手牌），或论文的题目文件：一行“将牌 剩余墩数 南北需得墩数 出牌者”，\
                 然后北、东、南、西四手牌，最后一张首攻牌或 XX。",
    load: "读入",
    random: "随机发牌",
    grid_title: "或者点选牌分给各家",
    grid_hint: "先选一家，再点牌把它分给这一家；再点一次收回。",
    seat_to_fill: "要填的一家",
    clear: "清空",
    analyse: "分析这几手牌",
    cards_word: "张",
    current_deal: "本副牌（PBN）",
    setup_title: "定约",
    trump: "将牌",
    leader: "首攻者",
    vulnerability: "有局方",
    dealer: "发牌者",
    table_title: "双明手结果表",
    table_caption: "各定约花色下庄家能赢的墩数。点一格即打这个定约。",
    table_cell: "墩；打这个定约",
    declarer: "庄家",
    par: "最佳定约",
    par_none: "全部不叫",
    par_ending: "最佳定约需要每家 13 张的完整牌局。",
    job: &JOB_ZH,
    play_title: "逐张打牌",
    legend:
        "出牌者的每张牌上：最佳的牌标出本方从此能赢的墩数；其他牌标出 −n，即打这张牌会少赢的墩数。",
    to_play: "出牌",
    tricks_to_go: "墩未打",
    tricks_word: "墩",
    loses: "少赢",
    best: "最佳",
    undo: "悔一张",
    restart: "回到开始",
    play_best: "按最佳打到底",
    finished: "所有的牌都已打出。",
    history_title: "各墩",
    trick_word: "第",
    won_by: "赢家",
    won: "赢得墩数",
    ns_need: "南北家需得墩数",
    no_trump: "无将",
    need_any: "不限",
    need_not_number: "南北家需得墩数：`{text}` 不是墩数。",
    need_too_many: "南北家需得墩数：{need} 超过了这副牌的 {tricks} 墩。",
    verdict_made: "南北家需得墩数 {need}。定约是否能完成：能。双方最佳出牌，南北家得 {ns} 墩。",
    verdict_not_made: "南北家需得墩数 {need}。定约是否能完成：不能，没有可行解。\
                       双方最佳出牌，南北家最多得 {ns} 墩。",
    verdict_pending: "南北家需得墩数 {need}。定约是否能完成：求解中……",
    random_title: "按要求随机发牌",
    limits_label: "各家的限制",
    limits_hint: "每家的大牌点和牌型，例如 N:hcp=15-17,bal S:s=5-,hcp=8-\
                  （hcp、s、h、d、c = A-B、A-、-B 或 A；bal 平均牌型，unbal 非平均牌型）。\
                  留空则不限。残局中按残局里的牌计算。",
    cards_per_hand: "每家张数",
    full_deal: "整副牌",
    limits_error: "限制条件 `{part}`：{reason}",
    deal_job: &DEAL_ZH,
    seats: ["北", "东", "南", "西"],
    strains: ["黑桃", "红心", "方块", "梅花"],
    vuls: ["双方无局", "南北有局", "东西有局", "双方有局"],
    sides: ["南北", "东西"],
    colon: "：",
    lang: Lang::Zh,
};
