//! The bridge table's texts, one static per language (see `shell::i18n`).

use crate::bridge::bidding::Builtin;
use crate::bridge::evaluate::Stage;
use crate::bridge::practice::Practice;
use crate::bridge::{Seat, Strain, Vulnerability};
use crate::shell::i18n::Lang;
use crate::ui::run::{JobWords, JOB_EN, JOB_ZH};

/// Props hold a reference to one of the two statics and compare it field by field.
#[derive(PartialEq)]
pub struct BridgeText {
    pub intro: &'static str,
    /// The folded bar of introduction, settings and records.
    pub settings: &'static str,
    /// A level of the bidding box (`Level 2`).
    pub level: &'static str,
    pub declarer: &'static str,
    /// Before dummy's seat: `dummy North`.
    pub dummy_is: &'static str,
    /// The legend of the seat names in red.
    pub red_names: &'static str,
    /// After a vulnerable seat's name, for screen readers.
    pub vulnerable_seat: &'static str,
    pub tricks_title: &'static str,
    pub declarer_needs: &'static str,
    pub setup_title: &'static str,
    pub board: &'static str,
    pub seat: &'static str,
    pub system: &'static str,
    pub practice: &'static str,
    pub deal_set: &'static str,
    pub address_problem: &'static str,
    pub no_table: &'static str,
    pub dealer: &'static str,
    pub vulnerable: &'static str,
    pub you: &'static str,
    pub cards_hidden: &'static str,
    pub show_all: &'static str,
    pub auction_title: &'static str,
    pub auction_hint: &'static str,
    pub your_turn: &'static str,
    pub detail_none: &'static str,
    pub system_says: &'static str,
    pub fallback: &'static str,
    pub warning: &'static str,
    pub rule_line: &'static str,
    /// Before what a call showed, as the auction's inference reads it.
    pub showed: &'static str,
    /// Before what partner will believe after a call of the human's outside the system.
    pub partner_reads: &'static str,
    pub box_title: &'static str,
    pub undo: &'static str,
    pub pass: &'static str,
    pub double: &'static str,
    pub redouble: &'static str,
    pub evaluation_title: &'static str,
    pub evaluation_hint: &'static str,
    pub trump: &'static str,
    pub no_trump_yet: &'static str,
    pub total: &'static str,
    pub length_points: &'static str,
    pub shortness_points: &'static str,
    pub limits_title: &'static str,
    pub limits_hint: &'static str,
    pub hcp: &'static str,
    pub contradictory: &'static str,
    pub over_title: &'static str,
    pub contract: &'static str,
    pub passed_out: &'static str,
    pub by: &'static str,
    pub doubled: &'static str,
    pub redoubled: &'static str,
    pub dd_title: &'static str,
    pub dd_caption: &'static str,
    pub dd_contract: &'static str,
    pub tricks: &'static str,
    pub score_ns: &'static str,
    pub par: &'static str,
    pub par_none: &'static str,
    pub against_par: &'static str,
    /// A solving job's status.
    pub job: &'static JobWords,
    pub analyse: &'static str,
    pub next_board: &'static str,
    pub seats: [&'static str; 4],
    pub strains: [&'static str; 5],
    pub vuls: [&'static str; 4],
    pub practices: [&'static str; 4],
    /// The built-in systems, in the order of `Builtin::ALL`.
    pub systems: [&'static str; 3],
    pub stages: [&'static str; 4],
    pub example: &'static ExampleText,
}

/// The evaluation panel's section on the paper's worked example.
#[derive(PartialEq)]
pub struct ExampleText {
    pub title: &'static str,
    pub intro: &'static str,
    pub hand: &'static str,
    pub trumps: &'static str,
    pub rule_title: &'static str,
    /// The paper's words in English, for the rule and for each of its four steps (None on the
    /// Chinese page, which shows the words as they are).
    pub rule_rendering: Option<&'static str>,
    pub step_renderings: Option<[&'static str; 4]>,
    pub paper: &'static str,
    pub boyi: &'static str,
    /// The heading of a step's change in points (the running total's is `total`).
    pub change: &'static str,
    /// Between the sentences of a note: a space in English, nothing in Chinese.
    pub gap: &'static str,
    pub same: &'static str,
    pub differs: &'static str,
    /// After a step that is the same, when the totals still differ from an earlier step.
    pub carried: &'static str,
    /// Boyi's reading of each step: why its figure differs, or what it reads into the paper's
    /// words where they leave something open.
    pub notes: [&'static str; 4],
}

/// The paper's rule for short honours, in its own words. The paper is quoted in simplified
/// characters, its own script: the copy at hand is a partial conversion to traditional ones.
pub const PAPER_RULE: &str = "由于单张大牌有被击落的可能性,所以对于KQJ分别扣1点。而单张的A由于不会\
                              被击落,所以只扣半个点。如果是双张时,那么KQJ扣半个点,A不扣点。A-num=1,\
                              牌点-0.5;KQJ-num=1,牌点-1;KQJ-num>1,牌点-0.5。";

/// The paper's four steps of its worked example, line by line in its own words.
pub const PAPER_STEPS: [&[&str]; 4] = [
    &["第一步,使用高伦计点法评估。", "3*J+1*K+2*A=3*1+1*3+2*4=14"],
    &[
        "第二步,进行扣点。",
        "此时就有:单张红桃K,单张黑桃J分别扣1点,双张的梅花JA和方片JA,各扣半个点。",
        "总计扣:1+1+0.5+0.5=3",
        "此时牌点为:14+(-3)=11",
    ],
    &[
        "第三步,进行加点。",
        "此副牌在梅花上有AJ带头的6张好套,那么应该考虑到它所带来的赢墩潜力[13],所以在这里可以\
         +2.5。n张好套对应着(n/2-0.5)的赢墩潜力。",
        "此时牌点为:11+(+2.5)=13.5",
    ],
    &[
        "第四步,通过该局的王牌来进行加点。",
        "如果在这局中梅花成为王牌,那么作为北家占据了大部分优势还应该再+2。即王牌花色为己方最强\
         花色,牌力+2,为己方较强花色,牌力+1。",
        "此时牌点为:13.5+2=15.5",
    ],
];

impl BridgeText {
    pub fn seat(&self, seat: Seat) -> &'static str {
        self.seats[seat.index()]
    }

    pub fn strain(&self, strain: Strain) -> &'static str {
        self.strains[strain.index()]
    }

    pub fn vul(&self, vul: Vulnerability) -> &'static str {
        let i = match vul {
            Vulnerability::None => 0,
            Vulnerability::NorthSouth => 1,
            Vulnerability::EastWest => 2,
            Vulnerability::Both => 3,
        };
        self.vuls[i]
    }

    pub fn practice(&self, practice: Practice) -> &'static str {
        self.practices[practice.index() as usize]
    }

    pub fn system_name(&self, system: Builtin) -> &'static str {
        let i = Builtin::ALL.iter().position(|&b| b == system).unwrap_or(0);
        self.systems[i]
    }

    pub fn stage(&self, stage: Stage) -> &'static str {
        self.stages[stage as usize]
    }
}

pub fn text(lang: Lang) -> &'static BridgeText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: BridgeText = BridgeText {
    settings: "Settings, introduction and records",
    level: "Level",
    declarer: "Declarer",
    dummy_is: "dummy",
    red_names: "red names: vulnerable",
    vulnerable_seat: "vulnerable",
    tricks_title: "Tricks",
    declarer_needs: "declarer needs",
    intro: "You sit at the table with three computer players who bid by the chosen system \
            and play their cards by Monte-Carlo sampling and the double-dummy solver. Every \
            call shows its meaning: hover over it or tap it. After the play you see all four \
            hands, your result against par and double-dummy, and what each card cost.",
    setup_title: "Board",
    board: "Board",
    seat: "Your seat",
    system: "System",
    practice: "Practice",
    deal_set: "Deal set",
    address_problem: "Part of the address could not be read, so its default is used:",
    no_table: "This board cannot be dealt:",
    dealer: "Dealer",
    vulnerable: "Vulnerable",
    you: "you",
    cards_hidden: "13 cards, face down",
    show_all: "Show all four hands (for study)",
    auction_title: "Auction",
    auction_hint: "Hover over a call, or tap it, to see what it shows.",
    your_turn: "Your call",
    detail_none: "Choose a call of the auction to see its meaning here.",
    system_says: "The system says it shows",
    fallback: "fallback",
    warning: "Warning:",
    rule_line: "rule at line",
    showed: "It showed:",
    partner_reads: "What partner now believes:",
    box_title: "Bidding box",
    undo: "Undo my last call",
    pass: "Pass",
    double: "Double",
    redouble: "Redouble",
    evaluation_title: "Your hand's evaluation",
    evaluation_hint: "High-card points, then the refined evaluation step by step, each with \
                      its reason.",
    trump: "Trump",
    no_trump_yet: "No trump (or not known yet)",
    total: "Total",
    length_points: "Length points (each card past the fourth)",
    shortness_points: "Shortness points as dummy (void 3, singleton 2, doubleton 1)",
    limits_title: "What the auction shows",
    limits_hint: "Each seat's HCP and suit lengths as the system reads the calls so far.",
    hcp: "HCP",
    contradictory: "the calls contradict each other",
    over_title: "The board is over",
    contract: "Contract",
    passed_out: "Passed out: all four passed.",
    by: "by",
    doubled: "doubled",
    redoubled: "redoubled",
    dd_title: "Double-dummy table",
    dd_caption: "Tricks for each declarer with best play by all four hands. A full deal \
                 takes the solver some seconds, up to half a minute.",
    dd_contract: "With best play the contract takes",
    tricks: "tricks",
    score_ns: "score for North-South",
    par: "Par",
    par_none: "no contract makes: pass it out",
    against_par: "against par",
    job: &JOB_EN,
    analyse: "Analyse this deal",
    next_board: "Next board",
    seats: ["North", "East", "South", "West"],
    strains: ["Spades", "Hearts", "Diamonds", "Clubs", "No trump"],
    systems: ["SAYC", "Precision", "The paper's tables (Precision)"],
    vuls: ["None", "North-South", "East-West", "Both"],
    practices: [
        "Any deal",
        "You open 1NT (15-17 balanced)",
        "You declare 3NT (your side 25-27 HCP, balanced)",
        "Slam try (your side 31+ HCP)",
    ],
    stages: ["High cards", "Short honours", "Long suit", "Trumps"],
    example: &EXAMPLE_EN,
};

static EXAMPLE_EN: ExampleText = ExampleText {
    title: "Worked example from the paper",
    intro: "The paper evaluates North's hand of a random deal step by step, with clubs as \
            trumps. It draws the hand in two figures (honours, small cards) that its text does \
            not hold; its words give the honours and the suits' lengths. x is a small card: no \
            step looks at it. Each of the paper's steps, quoted, with Boyi's figure for the \
            same hand beside it.",
    hand: "North's hand",
    trumps: "trumps",
    rule_title: "The paper's rule for honours in short suits",
    rule_rendering: Some(
        "Because a singleton honour may be dropped, K, Q and J each lose 1 point. A singleton \
         A cannot be dropped, so it loses only half a point. If it is a doubleton, K, Q and J \
         lose half a point and the A nothing. A-num=1, points −0.5; KQJ-num=1, points −1; \
         KQJ-num>1, points −0.5.",
    ),
    step_renderings: Some([
        "Step one: the Goren count. 3*J+1*K+2*A=3*1+1*3+2*4=14",
        "Step two: deductions. Here the singleton ♥K and the singleton ♠J each lose 1 point, \
         the doubletons ♣JA and ♦JA half a point each. Deducted in all: 1+1+0.5+0.5=3. \
         Points now: 14+(-3)=11",
        "Step three: additions. This hand has a good six-card club suit headed by AJ, so the \
         tricks it may bring should count: +2.5 here. A good suit of n cards stands for \
         (n/2-0.5) in trick potential. Points now: 11+(+2.5)=13.5",
        "Step four: additions for the trump suit. If clubs become trumps in this deal, North, \
         who holds most of the advantage, adds another 2. That is: trumps in our strongest \
         suit, +2; in a stronger suit of ours, +1. Points now: 13.5+2=15.5",
    ]),
    paper: "The paper",
    boyi: "Boyi",
    change: "Change",
    gap: " ",
    same: "Same step.",
    differs: "Boyi differs:",
    carried: "Boyi's total stays apart from the paper's by the earlier difference.",
    notes: [
        "Boyi counts the same 4-3-2-1 points.",
        "Boyi deducts only for the two singletons. The paper's rule says two things: its \
         sentence takes half a point from a K, Q or J in a doubleton, its formula \
         (KQJ-num>1) from one in any suit of two or more cards. Its example follows the \
         formula and calls ♣AJ and ♦AJ doubletons, though with 13 cards these suits hold six \
         and five cards (each has two honours in the figure of the honours). Boyi follows the \
         sentence: a jack under the ace of a long suit is guarded by the small cards and \
         does not fall.",
        "The paper does not define a good suit. Boyi's (five or more cards, two of A K Q J, \
         one of them the ace or the king) makes ♦AJxxx good too, and Boyi counts only the \
         longest, as the example does.",
        "The paper does not say how suits are ranked. Boyi ranks them by length plus HCP \
         (♣ 6 + 5 = 11, ♦ 5 + 5 = 10) and reads “a stronger suit” (较强) as the second \
         strongest.",
    ],
};

static ZH: BridgeText = BridgeText {
    settings: "设置、说明与牌局记录",
    level: "阶",
    declarer: "庄家",
    dummy_is: "明手",
    red_names: "红色座位:有局",
    vulnerable_seat: "有局",
    tricks_title: "墩数",
    declarer_needs: "庄家需要",
    intro: "你与三位电脑玩家同桌:它们按所选体系叫牌,用蒙特卡洛抽样加双明手求解打牌。每个叫品\
            都附有含义:鼠标悬停或点按即可查看。打完后可看到四家的牌、你的结果与标准分(par)\
            和双明手结果的比较,以及每张牌的代价。",
    setup_title: "牌局",
    board: "牌号",
    seat: "你的座位",
    system: "体系",
    practice: "练习",
    deal_set: "牌组",
    address_problem: "地址中有部分无法读取,已改用默认值:",
    no_table: "无法发出这副牌:",
    dealer: "发牌人",
    vulnerable: "局况",
    you: "你",
    cards_hidden: "13 张,扣着",
    show_all: "亮出四家的牌(供学习)",
    auction_title: "叫牌过程",
    auction_hint: "把鼠标移到叫品上或点按它,即可看到它表示什么。",
    your_turn: "轮到你叫",
    detail_none: "选择叫牌过程中的一个叫品,在此查看它的含义。",
    system_says: "按体系,它表示",
    fallback: "兜底",
    warning: "注意:",
    rule_line: "规则所在行",
    showed: "它显示:",
    partner_reads: "同伴现在的理解:",
    box_title: "叫牌盒",
    undo: "撤销我的上一个叫品",
    pass: "不叫",
    double: "加倍",
    redouble: "再加倍",
    evaluation_title: "你这手牌的估值",
    evaluation_hint: "先算大牌点,再逐步进行精细估值,每一步都给出理由。",
    trump: "将牌",
    no_trump_yet: "无将(或尚未确定)",
    total: "合计",
    length_points: "长度点(每门第五张起每张 1 点)",
    shortness_points: "作明手时的短套点(缺门 3、单张 2、双张 1)",
    limits_title: "叫牌透露的信息",
    limits_hint: "按体系解读目前的叫品,每家的大牌点和各花色长度。",
    hcp: "大牌点",
    contradictory: "叫品之间互相矛盾",
    over_title: "本副牌结束",
    contract: "定约",
    passed_out: "四家都不叫,这副牌作废。",
    by: "庄家",
    doubled: "加倍",
    redoubled: "再加倍",
    dd_title: "双明手表",
    dd_caption: "四家都以最佳打法时,各庄家能拿到的墩数。完整的一副牌需要求解几秒,最多半分钟。",
    dd_contract: "双方最佳打法下,定约可得",
    tricks: "墩",
    score_ns: "南北得分",
    par: "标准分(par)",
    par_none: "没有能完成的定约:都不叫",
    against_par: "相对标准分",
    job: &JOB_ZH,
    analyse: "分析这副牌",
    next_board: "下一副",
    seats: ["北", "东", "南", "西"],
    strains: ["黑桃", "红桃", "方块", "梅花", "无将"],
    systems: ["SAYC", "精确制", "论文查表(精确制)"],
    vuls: ["双方无局", "南北有局", "东西有局", "双方有局"],
    practices: [
        "任意牌",
        "你开叫 1NT(15-17 点均型)",
        "你坐庄 3NT(你方合计 25-27 点,均型)",
        "满贯试探(你方合计 31 点以上)",
    ],
    stages: ["大牌点", "短套大牌", "长套", "将牌"],
    example: &EXAMPLE_ZH,
};

static EXAMPLE_ZH: ExampleText = ExampleText {
    title: "论文中的算例",
    intro: "论文以一副随机牌中北家的牌为例逐步估值,梅花为将牌。论文用两张图(大牌、小牌)给出这手牌,\
            图不在正文中;正文给出了大牌和各门的长度。x 表示小牌:任何一步都不看小牌。下面逐步引用论文\
            原文,旁边是博弈对同一手牌算出的结果。",
    hand: "北家的牌",
    trumps: "将牌",
    rule_title: "论文中短套大牌的扣点规则",
    rule_rendering: None,
    step_renderings: None,
    paper: "论文",
    boyi: "博弈",
    change: "增减",
    gap: "",
    same: "同一步。",
    differs: "博弈的算法不同:",
    carried: "博弈的合计仍带着前面那一步的差别。",
    notes: [
        "博弈同样按 4-3-2-1 计点。",
        "博弈只对两张单张扣点。论文的规则说了两件事:文字只对双张中的 K、Q、J 扣半点,公式 \
         (KQJ-num>1)却对两张及以上任何一门中的 K、Q、J 扣半点。算例按公式扣点,把梅花 AJ 和方块 \
         AJ 称为双张,但按 13 张牌计,这两门分别有六张和五张(在大牌图中各有两张大牌)。博弈按文字\
         扣点:长套中 A 下面的 J 有小牌保护,不会被击落。",
        "论文没有定义好套。博弈的好套(五张以上,A K Q J 中至少两张,其中有 A 或 K)使方块 AJxxx \
         也算好套;博弈只计最长的一门,与算例一致。",
        "论文没有说明花色强弱怎样排列。博弈按长度加大牌点排列(梅花 6 + 5 = 11,方块 5 + 5 = 10),\
         并把“较强”理解为次强。",
    ],
};
