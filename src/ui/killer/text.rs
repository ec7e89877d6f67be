//! The killer page's texts in both languages: fixed labels in one static per language (a
//! label missing in one language is a compile error), and the sentences with values in them
//! (the log, the reasons) as functions, because word order differs between the languages.

use crate::killer::deduce::Reason;
use crate::killer::player::Level;
use crate::killer::{Card, MoveError};
use crate::shell::i18n::Lang;

#[derive(PartialEq)]
pub struct KillerText {
    pub lang: Lang,
    pub intro: &'static str,
    pub rules_title: &'static str,
    /// The rules, one paragraph each (the rules, as Boyi plays them).
    pub rules: &'static [&'static str],
    pub setup_title: &'static str,
    pub opponents: &'static str,
    pub level_of: &'static str,
    pub novice: &'static str,
    pub expert: &'static str,
    pub ready: &'static str,
    pub new_game: &'static str,
    pub pace: &'static str,
    pub paces: [&'static str; 4],
    pub players_title: &'static str,
    pub cards_word: &'static str,
    pub out_word: &'static str,
    pub to_move: &'static str,
    pub your_hand: &'static str,
    pub empty_hand: &'static str,
    pub table_title: &'static str,
    pub table_empty: &'static str,
    pub turn_word: &'static str,
    pub face_down: &'static str,
    pub looked_by: &'static str,
    pub slot_word: &'static str,
    pub actions_title: &'static str,
    pub ask: &'static str,
    pub give: &'static str,
    pub play: &'static str,
    pub look: &'static str,
    pub guess: &'static str,
    pub choose_type: &'static str,
    pub choose_card: &'static str,
    pub choose_triple: &'static str,
    pub choose_shown: &'static str,
    pub choose_slot: &'static str,
    pub pick: &'static str,
    pub why_not_your_turn: &'static str,
    pub why_not_asked: &'static str,
    pub why_place_first: &'static str,
    pub why_turn_over_place: &'static str,
    pub why_give_first: &'static str,
    pub why_hand_not_empty: &'static str,
    pub why_no_face_down: &'static str,
    pub why_choose_card: &'static str,
    pub why_you_are_out: &'static str,
    pub why_game_over: &'static str,
    pub why_no_game: &'static str,
    pub must_triple: &'static str,
    pub waiting_for: &'static str,
    pub thinking: &'static str,
    pub your_turn: &'static str,
    pub your_give: &'static str,
    pub your_place: &'static str,
    pub log_title: &'static str,
    pub notebook_toggle: &'static str,
    pub notebook_title: &'static str,
    pub notebook_intro: &'static str,
    pub notebook_working: &'static str,
    pub can_be_killer: &'static str,
    pub not_killer: &'static str,
    pub note_hint: &'static str,
    pub place_table: &'static str,
    pub place_killer: &'static str,
    pub end_title: &'static str,
    pub you_win: &'static str,
    pub nobody_wins: &'static str,
    pub killer_was: &'static str,
    pub hands_at_end: &'static str,
    pub traces_title: &'static str,
    pub trace_working: &'static str,
    pub trace_never: &'static str,
    pub trace_candidates: &'static str,
    pub trace_by_reason: &'static str,
    pub dismiss: &'static str,
    pub worker_failed: &'static str,
}

pub fn text(lang: Lang) -> &'static KillerText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: KillerText = KillerText {
    lang: Lang::En,
    intro: "A deduction card game for 3 to 5 players: find the card laid apart. You play against \
            computer players that reason with a SAT solver, in the background worker, from only \
            what they have seen.",
    rules_title: "Rules",
    rules: &[
        "28 cards: 4 types × numbers 1–7, written (X, Y). One random card is laid face down \
         apart: the killer card. The other 27 are dealt: 9/9/9 for 3 players, 7/7/7/6 for 4, \
         6/6/5/5/5 for 5.",
        "Players take turns. A turn is one of three actions.",
        "Guess: name a card. If it is the killer, you win and the game ends. If not, you are \
         out: no more turns, but you still answer asks. If everyone is out, nobody wins.",
        "Ask and place: name a type X. Every other player in seat order who holds a card of \
         type X gives you one of them, of their choice, face down: you see it, the others only \
         see that a type-X card moved from whom to whom. A player with no type-X card says so \
         to everyone. Then you place: if your hand holds a triple (three cards with one number \
         in three different types, or three cards of one type with consecutive numbers) you \
         must place one triple, two cards face down and one face up, choosing which; otherwise \
         you place any one card face up. An empty hand places nothing.",
        "Look: only with an empty hand, look privately at one face-down card on the table; \
         everyone sees which card you looked at.",
        "You know only what you saw: your cards, cards you received and gave, announcements, \
         face-up cards, and which face-down cards were looked at, and by whom.",
    ],
    setup_title: "New game",
    opponents: "Computer players",
    level_of: "Level of",
    novice: "novice (random, guesses when certain)",
    expert: "expert (asks and places to learn most)",
    ready: "Ready (deal)",
    new_game: "New game",
    pace: "Computer pace",
    paces: ["slow", "normal", "fast", "very fast"],
    players_title: "Players",
    cards_word: "cards",
    out_word: "out",
    to_move: "to move",
    your_hand: "Your hand",
    empty_hand: "Your hand is empty.",
    table_title: "The table",
    table_empty: "No card on the table yet.",
    turn_word: "Turn",
    face_down: "face down",
    looked_by: "looked at by",
    slot_word: "card",
    actions_title: "Your actions",
    ask: "Ask",
    give: "Give",
    play: "Play",
    look: "Look",
    guess: "Guess",
    choose_type: "type",
    choose_card: "card",
    choose_triple: "triple",
    choose_shown: "face up",
    choose_slot: "face-down card",
    pick: "— choose —",
    why_not_your_turn: "It is not your turn.",
    why_not_asked: "Nobody is asking you for a card.",
    why_place_first: "You have asked: now place your cards.",
    why_turn_over_place: "You place only after asking.",
    why_give_first: "Give a card first.",
    why_hand_not_empty: "Looking needs an empty hand.",
    why_no_face_down: "There is no face-down card on the table.",
    why_choose_card: "Choose a card first.",
    why_you_are_out: "You are out: you only answer asks now.",
    why_game_over: "The game is over.",
    why_no_game: "Press Ready to deal a game.",
    must_triple: "Your hand holds a triple, so you must place one.",
    waiting_for: "Waiting for",
    thinking: "thinking…",
    your_turn: "Your turn: guess, ask, or look.",
    your_give: "You are asked: give a card of the type asked.",
    your_place: "Place your cards on the table.",
    log_title: "What happened (newest first)",
    notebook_toggle: "Show my notebook",
    notebook_title: "Your notebook",
    notebook_intro: "What your own observations prove, from the same SAT solver the computer \
                     players use: each card's possible places; a gold card can still be the \
                     killer.",
    notebook_working: "Working it out…",
    can_be_killer: "can still be the killer",
    not_killer: "not the killer",
    note_hint: "Tap, click or focus a card to read where it can be and why.",
    place_table: "table",
    place_killer: "killer?",
    end_title: "Game over",
    you_win: "You found the killer: you win!",
    nobody_wins: "Everybody is out: nobody wins.",
    killer_was: "The killer card was",
    hands_at_end: "Every hand at the end",
    traces_title: "How the computer players reasoned",
    trace_working: "Replaying its deduction…",
    trace_never: "never certain of the killer",
    trace_candidates: "cards that could be the killer, at each of its turns",
    trace_by_reason: "why every other card was ruled out",
    dismiss: "Dismiss",
    worker_failed: "The background worker failed:",
};

static ZH: KillerText = KillerText {
    lang: Lang::Zh,
    intro: "一个 3 到 5 人的推理纸牌游戏：找出被单独放开的那张牌。你的对手是电脑玩家，它们只根据自己看到的，\
            在后台线程里用 SAT 求解器推理。",
    rules_title: "规则",
    rules: &[
        "共 28 张牌：4 种类型 × 数字 1–7，记作 (X, Y)。随机抽一张牌背面朝上单独放开：这就是杀手牌。\
         其余 27 张发给玩家：3 人各 9/9/9，4 人 7/7/7/6，5 人 6/6/5/5/5。",
        "玩家轮流行动。每轮做以下三种动作之一。",
        "猜牌：说出一张牌。若它是杀手牌，你获胜，游戏结束；若不是，你出局：不再有回合，但仍要回应问牌。\
         所有人都出局时，没有人获胜。",
        "问牌并出牌：说出一种类型 X。其他玩家按座位顺序，凡持有 X 类型牌的，都要任选一张背面朝上给你：\
         你看得到这张牌，其他人只看到一张 X 类型的牌从谁到了谁。没有 X 类型牌的玩家向所有人声明。\
         然后你出牌：如果手里有三连（同一数字的三种不同类型，或同一类型的三个连续数字），必须打出一组三连，\
         两张背面朝上、一张正面朝上，由你选择；否则任选一张正面朝上打出。手牌为空时不出牌。",
        "看牌：只有手牌为空时，可以私下查看桌上一张背面朝上的牌；所有人都看到你看了哪一张。",
        "你只知道自己看到的：自己的牌、收到和给出的牌、公开的声明、正面朝上的牌，以及哪些背面朝上的牌被谁看过。",
    ],
    setup_title: "新游戏",
    opponents: "电脑玩家人数",
    level_of: "水平：",
    novice: "新手（随机，确定时才猜）",
    expert: "高手（问牌出牌为了多学少露）",
    ready: "准备（发牌）",
    new_game: "新游戏",
    pace: "电脑速度",
    paces: ["慢", "正常", "快", "很快"],
    players_title: "玩家",
    cards_word: "张",
    out_word: "出局",
    to_move: "行动中",
    your_hand: "你的手牌",
    empty_hand: "你的手牌为空。",
    table_title: "桌面",
    table_empty: "桌上还没有牌。",
    turn_word: "第几轮",
    face_down: "背面朝上",
    looked_by: "看过：",
    slot_word: "牌",
    actions_title: "你的动作",
    ask: "问牌",
    give: "给牌",
    play: "出牌",
    look: "看牌",
    guess: "猜牌",
    choose_type: "类型",
    choose_card: "牌",
    choose_triple: "三连",
    choose_shown: "正面朝上",
    choose_slot: "背面朝上的牌",
    pick: "— 请选择 —",
    why_not_your_turn: "现在不是你的回合。",
    why_not_asked: "没有人向你问牌。",
    why_place_first: "你已经问过牌：现在出牌。",
    why_turn_over_place: "问牌之后才出牌。",
    why_give_first: "请先给牌。",
    why_hand_not_empty: "只有手牌为空时才能看牌。",
    why_no_face_down: "桌上没有背面朝上的牌。",
    why_choose_card: "请先选一张牌。",
    why_you_are_out: "你已出局：现在只回应问牌。",
    why_game_over: "游戏已结束。",
    why_no_game: "按“准备”发牌开始游戏。",
    must_triple: "你手里有三连，必须打出一组三连。",
    waiting_for: "等待",
    thinking: "思考中…",
    your_turn: "轮到你：猜牌、问牌或看牌。",
    your_give: "有人向你问牌：给一张所问类型的牌。",
    your_place: "请把牌打到桌上。",
    log_title: "经过（最新的在前）",
    notebook_toggle: "显示我的笔记",
    notebook_title: "你的笔记",
    notebook_intro: "你自己的观察能证明什么，由电脑玩家所用的同一个 SAT 求解器算出：每张牌可能在哪里；\
                     金色的牌仍可能是杀手牌。",
    notebook_working: "推理中…",
    can_be_killer: "仍可能是杀手牌",
    not_killer: "不是杀手牌",
    note_hint: "点按、点击或用键盘选中一张牌，即可看到它可能在哪里以及原因。",
    place_table: "桌上",
    place_killer: "杀手?",
    end_title: "游戏结束",
    you_win: "你找到了杀手牌：你赢了！",
    nobody_wins: "所有人都出局：没有人获胜。",
    killer_was: "杀手牌是",
    hands_at_end: "结束时每个人的手牌",
    traces_title: "电脑玩家是怎样推理的",
    trace_working: "正在重放它的推理…",
    trace_never: "始终没有确定杀手牌",
    trace_candidates: "它每个回合时仍可能是杀手的牌数",
    trace_by_reason: "其他每张牌是怎样被排除的",
    dismiss: "关闭",
    worker_failed: "后台线程出错：",
};

/// A card as the rules write it.
pub fn card(c: Card) -> String {
    format!("({}, {})", c.kind, c.number)
}

impl KillerText {
    fn en(&self) -> bool {
        self.lang == Lang::En
    }

    /// A seat's name: the human is seat 0.
    pub fn seat(&self, seat: usize) -> String {
        match (seat, self.en()) {
            (0, true) => "You".into(),
            (0, false) => "你".into(),
            (s, true) => format!("Computer {s}"),
            (s, false) => format!("电脑 {s}"),
        }
    }

    /// A seat's short name, for the notebook's narrow cells.
    pub fn seat_short(&self, seat: usize) -> String {
        match (seat, self.en()) {
            (0, true) => "you".into(),
            (0, false) => "你".into(),
            (s, true) => format!("C{s}"),
            (s, false) => format!("电{s}"),
        }
    }

    /// An English verb agreeing with the seat: "You ask", "Computer 1 asks".
    pub fn verb<'a>(&self, seat: usize, plural: &'a str, singular: &'a str) -> &'a str {
        if seat == 0 {
            plural
        } else {
            singular
        }
    }

    pub fn level(&self, level: Level) -> &'static str {
        match (level, self.en()) {
            (Level::Novice, true) => "novice",
            (Level::Novice, false) => "新手",
            (Level::Expert, true) => "expert",
            (Level::Expert, false) => "高手",
        }
    }

    pub fn type_name(&self, kind: u8) -> String {
        if self.en() {
            format!("type {kind}")
        } else {
            format!("类型 {kind}")
        }
    }

    pub fn turn(&self, turn: usize) -> String {
        if self.en() {
            format!("Turn {turn}")
        } else {
            format!("第 {turn} 轮")
        }
    }

    pub fn slot(&self, slot: usize) -> String {
        if self.en() {
            format!("card #{}", slot + 1)
        } else {
            format!("第 {} 张", slot + 1)
        }
    }

    /// Who won, for the end banner.
    pub fn winner(&self, seat: usize) -> String {
        match (seat, self.en()) {
            (0, true) => self.you_win.into(),
            (0, false) => self.you_win.into(),
            (s, true) => format!("{} found the killer and wins.", self.seat(s)),
            (s, false) => format!("{}找到了杀手牌，获胜。", self.seat(s)),
        }
    }

    /// A refused move, in words: the rules' own message, said in this language.
    pub fn move_error(&self, e: &MoveError) -> String {
        if self.en() {
            return format!("Not allowed: {e}.");
        }
        let why = match e {
            MoveError::GameOver => "游戏已结束".to_string(),
            MoveError::NotYourDecision { .. } => "现在不该你行动".to_string(),
            MoveError::WrongMove { .. } => "现在不能做这个动作".to_string(),
            MoveError::NoSuchCard { card: c } => format!("没有 {} 这张牌", card(*c)),
            MoveError::NoSuchKind { kind } => format!("没有类型 {kind}"),
            MoveError::NotInHand { card: c } => format!("{} 不在手牌里", card(*c)),
            MoveError::WrongKind { card: c, asked } => {
                format!("{} 不是所问的类型 {asked}", card(*c))
            }
            MoveError::HandNotEmpty { cards } => format!("只有手牌为空才能看牌，你还有 {cards} 张"),
            MoveError::NoSuchSlot { .. } => "桌上没有这张牌".to_string(),
            MoveError::FaceUp { .. } => "这张牌正面朝上，不用看".to_string(),
            MoveError::Repeated { card: c } => format!("{} 选了两次", card(*c)),
            MoveError::NotATriple { cards } => format!(
                "{}、{}、{} 不是三连",
                card(cards[0]),
                card(cards[1]),
                card(cards[2])
            ),
            MoveError::TripleRequired => "手里有三连，必须打出一组三连".to_string(),
        };
        format!("不允许：{why}。")
    }

    /// Why a card is not the killer, in words; `you` says whether the observer is the human.
    pub fn reason(&self, r: Reason, you: bool) -> String {
        let (it, its) = match (self.en(), you) {
            (true, true) => ("you", "your"),
            (true, false) => ("it", "its"),
            (false, true) => ("你", "你的"),
            (false, false) => ("它", "它的"),
        };
        if self.en() {
            match r {
                Reason::Dealt => format!("dealt to {it}"),
                Reason::Received { from, .. } => format!("given to {it} by {}", self.seat(from)),
                Reason::ShownBy { player, .. } => format!("put face up by {}", self.seat(player)),
                Reason::PlacedByMe { .. } => format!("placed face down by {it}"),
                Reason::LookedAt { .. } => format!("{it} looked at it"),
                Reason::WrongGuess { player, .. } => {
                    format!("a wrong guess by {}", self.seat(player))
                }
                Reason::Deduced => format!("deduced from all {its} observations together"),
            }
        } else {
            match r {
                Reason::Dealt => format!("发到{it}手里"),
                Reason::Received { from, .. } => format!("{}给{it}的", self.seat(from)),
                Reason::ShownBy { player, .. } => format!("{}正面打出", self.seat(player)),
                Reason::PlacedByMe { .. } => format!("{it}自己背面打出"),
                Reason::LookedAt { .. } => format!("{it}看过"),
                Reason::WrongGuess { player, .. } => format!("{}猜错了", self.seat(player)),
                Reason::Deduced => format!("由{its}全部观察共同推出"),
            }
        }
    }

    /// When a computer player knew, for its trace.
    pub fn knew_at(&self, turn: usize, nth: usize, killer: Card) -> String {
        if self.en() {
            format!(
                "knew the killer was {} at turn {turn} (its turn number {nth})",
                card(killer)
            )
        } else {
            format!(
                "在第 {turn} 轮（它的第 {nth} 个回合）确定杀手牌是 {}",
                card(killer)
            )
        }
    }

    /// Candidates left at the end for a player who never knew.
    pub fn left_at_end(&self, n: usize) -> String {
        if self.en() {
            let cards = if n == 1 { "card" } else { "cards" };
            format!(
                "{} at its turns; after the last event {n} {cards} could be the killer",
                self.trace_never
            )
        } else {
            format!(
                "{}（在它的回合时）；最后一步之后有 {n} 张牌可能是杀手",
                self.trace_never
            )
        }
    }
}
