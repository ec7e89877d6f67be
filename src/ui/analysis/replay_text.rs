//! The words of a recorded board's replay on the analysis page, one static per language.

use crate::shell::bridge_words::tricks;
use crate::shell::i18n::Lang;
use crate::ui::run::{JobWords, JOB_EN, JOB_ZH};

#[derive(PartialEq)]
pub struct ReplayText {
    pub title: &'static str,
    pub hint: &'static str,
    /// The progress bar's label while the worker judges the cards.
    pub judging: &'static str,
    pub job: &'static JobWords,
    /// The name of the group of buttons.
    pub controls: &'static str,
    pub first: &'static str,
    pub back: &'static str,
    pub forward: &'static str,
    pub last: &'static str,
    pub keys: &'static str,
    pub before_lead: &'static str,
    /// `{k}`, `{n}`, `{seat}`, `{card}`.
    pub card_at: &'static str,
    /// A card's cost: `{tricks}` given away.
    pub gave: &'static str,
    pub no_cost: &'static str,
    pub forced: &'static str,
    /// The short mark of a forced card in the list of cards.
    pub forced_mark: &'static str,
    /// `{declarer}`, `{defence}`: tricks won so far by each side.
    pub won: &'static str,
    pub hands: &'static str,
    pub trick_on_table: &'static str,
    /// The list of cards played so far.
    pub cards_caption: &'static str,
    pub trick: &'static str,
    pub rates_title: &'static str,
    pub lead: &'static str,
    pub declarer_errors: &'static str,
    pub defence_errors: &'static str,
    /// `{errors}`, `{cards}`, `{tricks}`.
    pub errors: &'static str,
    pub no_cards: &'static str,
    /// `{more}` of `{left}`: the claim that ended the record.
    pub claim: &'static str,
    /// `{tricks}` the claim gave away.
    pub claim_gave_declarer: &'static str,
    pub claim_gave_defence: &'static str,
    /// After a label: `: `, `：`.
    pub colon: &'static str,
    /// Between a card and its cost: ` — `, `，`.
    pub then: &'static str,
    pub lang: Lang,
}

impl ReplayText {
    /// Tricks in words: `1 trick`, `7 tricks`, `7 墩`.
    pub fn tricks(&self, n: u8) -> String {
        tricks(self.lang, n)
    }

    /// What a card cost, in words.
    pub fn cost(&self, cost: u8, choice: bool) -> String {
        if !choice {
            self.forced.to_string()
        } else if cost == 0 {
            self.no_cost.to_string()
        } else {
            self.gave.replace("{tricks}", &self.tricks(cost))
        }
    }

    pub fn errors(&self, errors: u32, cards: u32, tricks: u32) -> String {
        self.errors
            .replace("{errors}", &errors.to_string())
            .replace("{cards}", &cards.to_string())
            .replace("{tricks}", &tricks.to_string())
    }
}

pub fn replay_text(lang: Lang) -> &'static ReplayText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: ReplayText = ReplayText {
    title: "Replay, card by card",
    hint: "Each card's double-dummy cost: the tricks it gave away against best play by \
           everyone from there on. A forced card was the only legal card its hand held.",
    judging: "Judging every card…",
    job: &JOB_EN,
    controls: "Replay",
    first: "Before the opening lead",
    back: "One card back",
    forward: "One card forward",
    last: "The last card",
    keys: "The arrow keys, Home and End step too.",
    before_lead: "Before the opening lead",
    card_at: "Card {k} of {n}: {seat} plays {card}",
    gave: "gave away {tricks}",
    no_cost: "costs nothing",
    forced: "forced",
    forced_mark: "f",
    won: "Tricks won: declarer {declarer}, defenders {defence}",
    hands: "The hands now",
    trick_on_table: "The trick on the table",
    cards_caption: "The cards played so far, with what each gave away",
    trick: "Trick",
    rates_title: "This board's card play",
    lead: "Opening lead",
    declarer_errors: "Declarer's errors",
    defence_errors: "Defenders' errors",
    errors: "{errors} of {cards} cards with a choice, {tricks} tricks given away",
    no_cards: "no card with a choice",
    claim: "Then a claim: declarer takes {more} of the {left} tricks left.",
    claim_gave_declarer: "The claim gave away {tricks} of declarer's.",
    claim_gave_defence: "The claim gave away {tricks} of the defenders'.",
    colon: ": ",
    then: " — ",
    lang: Lang::En,
};

static ZH: ReplayText = ReplayText {
    title: "逐张回放",
    hint: "每张牌的双明手代价：与此后各家都用最佳打法相比，这张牌送掉的墩数。\
           被迫出的牌是该手唯一合法的牌。",
    judging: "正在评估每张牌……",
    job: &JOB_ZH,
    controls: "回放",
    first: "回到首攻之前",
    back: "后退一张",
    forward: "前进一张",
    last: "最后一张",
    keys: "也可以用方向键、Home 和 End 键。",
    before_lead: "首攻之前",
    card_at: "第 {k}/{n} 张：{seat}家出{card}",
    gave: "送掉 {tricks}",
    no_cost: "没有代价",
    forced: "被迫",
    forced_mark: "迫",
    won: "已赢墩数：庄家方 {declarer}，防守方 {defence}",
    hands: "当前四手牌",
    trick_on_table: "桌上这一墩",
    cards_caption: "已出的牌及每张送掉的墩数",
    trick: "墩",
    rates_title: "本副牌的打牌评价",
    lead: "首攻",
    declarer_errors: "庄家失误",
    defence_errors: "防守失误",
    errors: "{cards} 张可选择的牌中 {errors} 张有代价，共送掉 {tricks} 墩",
    no_cards: "没有可选择的牌",
    claim: "随后摊牌：剩余 {left} 墩中庄家拿 {more} 墩。",
    claim_gave_declarer: "这次摊牌让庄家少拿 {tricks}。",
    claim_gave_defence: "这次摊牌让防守方少拿 {tricks}。",
    colon: "：",
    then: "，",
    lang: Lang::Zh,
};
