//! The engines' errors as the page shows them, in the user's language. The engines word
//! their errors in English (`Display`, for the command line and the logs) and stay free of
//! the page; here each error the page can show gets its Chinese words, keeping what it names:
//! the line, the tag, the call, the trick, the card, the seat.

use std::fmt;

use super::bridge_words::{call, card, seat};
use super::i18n::Lang;
use crate::bridge::bidding::{AuctionError, Call, CallError, IllegalCall, SystemError};
use crate::bridge::dealer::{LimitsError, TooRare};
use crate::bridge::files::{Problem, RecordIssue};
use crate::bridge::input::{DealError, InputError, MAX_INPUT_BYTES};
use crate::bridge::limits::LimitsMistake;
use crate::bridge::paper_format::{HeaderField, PaperFormatError, PaperLine, PaperProblemKind};
use crate::bridge::play::pbn::{CardProblem, GameRecordError, ResultConflict, MAX_RECORD_BYTES};
use crate::bridge::play::PlayError;
use crate::bridge::table::TableError;
use crate::bridge::{CardError, DealError as HandsError, PbnError, Seat, Suit};

/// An error the page shows: its English words are its `Display`, its Chinese words below.
pub trait Explain: fmt::Display {
    fn chinese(&self) -> String;

    /// The error in `lang`.
    fn explain(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Zh => self.chinese(),
        }
    }
}

/// A seat in Chinese: `北`.
fn zh_seat(s: Seat) -> &'static str {
    seat(Lang::Zh, s)
}

fn zh_suit(suit: Suit) -> &'static str {
    ["黑桃", "红心", "方块", "梅花"][suit.index()]
}

/// A size in bytes: `512 字节`, `3.5 kB`.
fn zh_size(bytes: usize) -> String {
    match bytes {
        0..1000 => format!("{bytes} 字节"),
        1000..1_000_000 => format!("{:.1} kB", bytes as f64 / 1e3),
        _ => format!("{:.1} MB", bytes as f64 / 1e6),
    }
}

/// What a limit is about, as [`LimitsError`] names it (`HCP`, `spade`, …).
fn zh_limit(what: &str) -> &str {
    match what {
        "HCP" => "大牌点",
        "spade" => "黑桃长度",
        "heart" => "红心长度",
        "diamond" => "方块长度",
        "club" => "梅花长度",
        other => other,
    }
}

impl Explain for InputError {
    fn chinese(&self) -> String {
        match self {
            InputError::Empty => "没有牌局：请粘贴 PBN 牌局或题目文件".to_string(),
            InputError::TooLong { bytes } => format!(
                "文本长 {}；牌局或题目文件最多 {}",
                zh_size(*bytes),
                zh_size(MAX_INPUT_BYTES)
            ),
            InputError::Pbn(e) => e.chinese(),
            InputError::Paper(e) => format!("题目文件，{}", e.chinese()),
            InputError::UnequalHands(sizes) => {
                let listed: Vec<String> = Seat::ALL
                    .iter()
                    .zip(sizes)
                    .map(|(&s, n)| format!("{} {n}", zh_seat(s)))
                    .collect();
                format!(
                    "每家的张数必须相同，至少一张（这里是 {}）",
                    listed.join("、")
                )
            }
        }
    }
}

impl Explain for PbnError {
    fn chinese(&self) -> String {
        match self {
            PbnError::MissingFirstSeat => "PBN 牌局必须以 N:、E:、S: 或 W: 开头".to_string(),
            PbnError::HandCount(n) => format!("PBN 牌局有 {n} 手牌，应为 4 手"),
            PbnError::SuitCount { seat, suits } => format!(
                "{}家的牌有 {suits} 门花色，应为用点分隔的 4 门",
                zh_seat(*seat)
            ),
            PbnError::BadRank { seat, suit, found } => format!(
                "{}家的{}：`{found}` 不是牌的点数",
                zh_seat(*seat),
                zh_suit(*suit)
            ),
            PbnError::DuplicateCard(c) => format!("{} 出现了两次", card(*c)),
        }
    }
}

impl Explain for PaperFormatError {
    fn chinese(&self) -> String {
        let what = match &self.problem {
            PaperProblemKind::Missing(line) => format!("缺少{}", zh_paper_line(*line)),
            PaperProblemKind::BadHeader(text) => {
                format!("`{text}` 不是四个数：将牌、剩余墩数、南北需得墩数、出牌者")
            }
            PaperProblemKind::OutOfRange { field, value, max } => {
                format!("{}是 {value}，最多只能是 {max}", zh_field(*field))
            }
            PaperProblemKind::UnknownCard(t) => format!("`{t}` 不是一张牌"),
            PaperProblemKind::DuplicateCard(c) => format!("{} 出现了两次", card(*c)),
            PaperProblemKind::WrongHandSize {
                seat,
                expected,
                found,
            } => format!("{}家有 {found} 张牌，应为 {expected} 张", zh_seat(*seat)),
            PaperProblemKind::LeadNotHeld { seat, card: c } => {
                format!("出牌者{}家没有 {}", zh_seat(*seat), card(*c))
            }
            PaperProblemKind::TrailingText => "首攻牌之后还有多余的文字".to_string(),
        };
        format!("第 {} 行：{what}", self.line)
    }
}

fn zh_paper_line(line: PaperLine) -> String {
    match line {
        PaperLine::Header => "第一行（四个数）".to_string(),
        PaperLine::Hand(s) => format!("{}家的牌", zh_seat(s)),
        PaperLine::Lead => "首攻牌一行（一张牌或 XX）".to_string(),
    }
}

fn zh_field(field: HeaderField) -> &'static str {
    match field {
        HeaderField::Trump => "将牌",
        HeaderField::TricksToPlay => "剩余墩数",
        HeaderField::NsNeed => "南北需得墩数",
        HeaderField::Leader => "出牌者",
    }
}

impl Explain for CardError {
    fn chinese(&self) -> String {
        format!(
            "`{}` 不是一张牌（写花色 S/H/D/C 和点数 AKQJT98765432，例如 SQ 或 QS）",
            self.text
        )
    }
}

impl Explain for CallError {
    fn chinese(&self) -> String {
        format!(
            "`{}` 不是叫品（P、X、XX，或阶数 1-7 加 C、D、H、S 或 N）",
            self.text
        )
    }
}

impl Explain for IllegalCall {
    fn chinese(&self) -> String {
        match self {
            IllegalCall::Finished => "叫牌已经结束".to_string(),
            IllegalCall::Insufficient { call: c, last } => format!(
                "{} 不比上一个叫品 {} 高",
                call(Lang::Zh, *c),
                call(Lang::Zh, *last)
            ),
            IllegalCall::NothingToDouble => {
                "加倍只能针对对方最后叫出、尚未被加倍的定约".to_string()
            }
            IllegalCall::NothingToRedouble => "再加倍只能针对对方对本方定约的加倍".to_string(),
            IllegalCall::NoSuchBid { level } => {
                format!("没有 {level} 阶的叫品：阶数从 1 到 7")
            }
        }
    }
}

/// What is wrong with the `index`-th call of an auction (the call, when it was read).
fn nth_call(index: usize, c: Option<Call>, error: &dyn Explain) -> String {
    match c {
        Some(c) => format!(
            "第 {index} 个叫品（{}）：{}",
            call(Lang::Zh, c),
            error.chinese()
        ),
        None => format!("第 {index} 个叫品：{}", error.chinese()),
    }
}

impl Explain for AuctionError {
    fn chinese(&self) -> String {
        match self {
            AuctionError::NotACall { index, error } => nth_call(*index, None, error),
            AuctionError::Illegal {
                index,
                call: c,
                error,
            } => nth_call(*index, Some(*c), error),
        }
    }
}

impl Explain for PlayError {
    fn chinese(&self) -> String {
        match self {
            PlayError::NotAFullDeal { seat, cards } => {
                format!("{}家有 {cards} 张牌；一副牌每家要有 13 张", zh_seat(*seat))
            }
            PlayError::AuctionNotFinished => "叫牌还没有结束".to_string(),
            PlayError::PassedOut => "四家都不叫：这副牌没有打牌".to_string(),
            PlayError::Finished => "这副牌已经打完".to_string(),
            PlayError::NotHeld { seat, card: c } => {
                format!("{}家没有 {}", zh_seat(*seat), card(*c))
            }
            PlayError::Revoke { seat, card: c, led } => format!(
                "{}家必须跟{}：手里有{}却出了 {}",
                zh_seat(*seat),
                zh_suit(*led),
                zh_suit(*led),
                card(*c)
            ),
            PlayError::ClaimTooLarge { claimed, left } => {
                format!("声称 {claimed} 墩，但只剩 {left} 墩")
            }
        }
    }
}

impl Explain for CardProblem {
    fn chinese(&self) -> String {
        match self {
            CardProblem::NotACard(e) => e.chinese(),
            CardProblem::Refused(e) => e.chinese(),
        }
    }
}

impl Explain for ResultConflict {
    fn chinese(&self) -> String {
        match self {
            ResultConflict::OutOfReach { won, left } => {
                format!("庄家已赢 {won} 墩，还有 {left} 墩没打")
            }
            ResultConflict::Played { tricks } => format!("按打牌过程庄家得 {tricks} 墩"),
        }
    }
}

impl Explain for GameRecordError {
    fn chinese(&self) -> String {
        match self {
            GameRecordError::TooLong { bytes } => format!(
                "PBN：文本长 {}；一份牌局记录最多 {}",
                zh_size(*bytes),
                zh_size(MAX_RECORD_BYTES)
            ),
            GameRecordError::MissingTag(t) => format!("PBN：缺少 [{t} \"…\"] 标签"),
            GameRecordError::BadTag { tag, value } => {
                format!("PBN：[{tag} \"{value}\"]：无法读取这个值")
            }
            GameRecordError::Auction(e) => format!("PBN 叫牌过程：{}", e.chinese()),
            GameRecordError::Board(e) => format!("PBN：{}", e.chinese()),
            GameRecordError::Play {
                trick,
                text,
                reason,
            } => format!(
                "PBN 打牌过程，第 {trick} 墩：`{text}`：{}",
                reason.chinese()
            ),
            GameRecordError::ContractMismatch { tag, auction } => {
                format!("PBN：标签写的是 {tag}，叫牌过程却以 {auction} 结束")
            }
            GameRecordError::ResultMismatch { result, reason } => format!(
                "PBN：[Result \"{result}\"] 与打牌过程不符：{}",
                reason.chinese()
            ),
        }
    }
}

impl Explain for LimitsError {
    fn chinese(&self) -> String {
        match self {
            LimitsError::EmptyRange { seat, what } => {
                format!("{}家的{}范围下限高于上限", zh_seat(*seat), zh_limit(what))
            }
            LimitsError::OutOfBounds { seat, what } => format!(
                "{}家的{}范围超出了一手牌的可能（37 点，13 张）",
                zh_seat(*seat),
                zh_limit(what)
            ),
            LimitsError::SeatLengths {
                seat,
                min_sum,
                max_sum,
            } => format!(
                "{}家各门花色的长度加起来是 {min_sum}-{max_sum} 张，不可能是 13 张",
                zh_seat(*seat)
            ),
            LimitsError::SuitLengths {
                suit,
                min_sum,
                max_sum,
            } => format!(
                "四家的{}长度加起来是 {min_sum}-{max_sum} 张，不可能是 13 张",
                zh_suit(*suit)
            ),
            LimitsError::HcpSum { min_sum, max_sum } => {
                format!("四家的大牌点范围加起来是 {min_sum}-{max_sum}，不可能是整副牌的 40 点")
            }
            LimitsError::NoShape => "没有哪种各门花色的长度能同时满足每一家的限制".to_string(),
        }
    }
}

impl Explain for LimitsMistake {
    fn chinese(&self) -> String {
        match self {
            LimitsMistake::NoSeat => "应写成 座位:条件，例如 N:hcp=15-17,bal",
            LimitsMistake::BadSeat => "座位必须是 N、E、S 或 W",
            LimitsMistake::BadItem => "条件是 hcp=A-B、s|h|d|c=A-B、bal 或 unbal",
            LimitsMistake::UnknownItem => "未知的条件；请用 hcp、s、h、d 或 c",
            LimitsMistake::BadRange => "范围写成 A-B、A-、-B 或 A",
        }
        .to_string()
    }
}

impl Explain for TooRare {
    fn chinese(&self) -> String {
        format!(
            "试了 {} 副牌，没有一副满足大牌点的限制；在这些花色长度下它们太罕见（或不可能）",
            self.attempts
        )
    }
}

impl Explain for DealError {
    fn chinese(&self) -> String {
        match self {
            DealError::Cards(n) => format!("每家 {n} 张：残局每家 1 到 13 张"),
            DealError::Limits(e) => format!("限制条件：{}", e.chinese()),
            DealError::ShapeInEnding(s) => format!(
                "限制条件：{}家的平均或非平均牌型要有 13 张牌，残局不能用",
                zh_seat(*s)
            ),
            DealError::EndingLengths {
                seat: s,
                cards,
                min_sum,
                max_sum,
            } => format!(
                "限制条件：{}家各门花色的长度加起来是 {min_sum}-{max_sum} 张，不可能是 {cards} 张",
                zh_seat(*s)
            ),
            DealError::TooRare(e) => e.chinese(),
        }
    }
}

impl Explain for SystemError {
    fn chinese(&self) -> String {
        // The rule files' own messages are written for their authors, in English.
        format!("第 {} 行：{}", self.line, self.message)
    }
}

impl Explain for TableError {
    fn chinese(&self) -> String {
        match self {
            TableError::System(e) => format!("叫牌体系没有载入：{}", e.chinese()),
            TableError::Limits(e) => format!("这个练习发不出牌：{}", e.chinese()),
            TableError::TooRare(e) => format!("这个练习发不出牌：{}", e.chinese()),
            TableError::NoSuitableDeal { attempts } => {
                format!("这个练习发不出牌：{attempts} 副牌中没有一副符合练习的要求")
            }
        }
    }
}

impl Explain for RecordIssue {
    fn chinese(&self) -> String {
        format!(
            "第 {} 条记录（第 {} 行），标签 `{}`：{}",
            self.record,
            self.line,
            self.tag,
            self.kind.chinese()
        )
    }
}

impl Explain for Problem {
    fn chinese(&self) -> String {
        match self {
            Problem::TextAfterLastPair => "最后一对之后还有没有值的文字：已忽略".to_string(),
            Problem::NotALinTag => "不是 LIN 标签：这条记录的竖线没有成对".to_string(),
            Problem::NoDealBeforePlay => "这副牌之前没有牌局（`md`）".to_string(),
            Problem::TagsWithoutDeal => "牌局标签之后没有牌局：已忽略".to_string(),
            Problem::NoDeal => "这局没有牌局".to_string(),
            Problem::BoardNumbers { ah, qx } => {
                format!("`ah` 说是第 {ah} 副，`qx` 说是第 {qx} 副：按第 {qx} 副")
            }
            Problem::NamesNoBoard { value } => format!("`{value}` 没有指明哪一副牌"),
            Problem::NamesNoBoardNumber { value } => format!("`{value}` 没有指明牌号"),
            Problem::NotABoardNumber { value } => format!("`{value}` 不是牌号"),
            Problem::NameCount { names } => {
                format!("{names} 个名字；应为四个（两个房间为八个）")
            }
            Problem::NotADealerDigit { value } => {
                format!("`{value}` 没有以发牌者的数字开头（1 南，2 西，3 北，4 东）")
            }
            Problem::HandCount { hands } => format!("给了 {hands} 手牌；一副牌只有四手"),
            Problem::NeitherSuitNorRank {
                seat: s,
                found,
                text,
            } => format!(
                "{}家的牌：`{text}` 中的 `{found}` 既不是花色也不是点数",
                zh_seat(*s)
            ),
            Problem::CardTwice {
                seat: s,
                card: c,
                text,
            } => format!("{}家的牌：`{text}` 中 {} 出现了两次", zh_seat(*s), card(*c)),
            Problem::HandSize { seat: s, cards } => {
                format!("{}家有 {cards} 张牌；一手牌应有 13 张", zh_seat(*s))
            }
            Problem::HandsMissing(seats) => {
                let names: Vec<&str> = seats.iter().map(|&s| zh_seat(s)).collect();
                format!("{}家的牌都缺了；最多只能省略一手", names.join("、"))
            }
            Problem::Deal(e) => zh_deal(e),
            Problem::NotAllCards => "四手牌不是 52 张不同的牌".to_string(),
            Problem::Pbn(e) => e.chinese(),
            Problem::NotASeat { value } => format!("`{value}` 不是座位（N、E、S、W）"),
            Problem::AuctionNotFromDealer { auction, dealer } => format!(
                "叫牌从{}家开始，但发牌者是{}家",
                zh_seat(*auction),
                zh_seat(*dealer)
            ),
            Problem::DealerFromNumber { dealer, board } => {
                format!("没有给出发牌者：第 {board} 副由{}家发牌", zh_seat(*dealer))
            }
            Problem::NoDealerNoNumber => "既没有发牌者也没有牌号".to_string(),
            Problem::NotLinVulnerability { value } => {
                format!("`{value}` 不是 o、n、e 或 b（双方无局、南北有局、东西有局、双方有局）")
            }
            Problem::NotPbnVulnerability { value } => {
                format!("`{value}` 不是 None、NS、EW 或 All")
            }
            Problem::VulnerabilityFromNumber { board } => {
                format!("没有给出局况：按牌号 {board} 确定")
            }
            Problem::NoVulnerabilityNoNumber => "既没有局况也没有牌号：按双方无局读取".to_string(),
            Problem::NotACall { index, error } => nth_call(*index, None, error),
            Problem::IllegalCall {
                index,
                call: c,
                error,
            } => nth_call(*index, Some(*c), error),
            Problem::CallAfterEnd { index, call: c } => {
                format!("第 {index} 个叫品（{}）在叫牌结束之后", call(Lang::Zh, *c))
            }
            Problem::NoteBeforeCall { note } => format!("注释 {note} 出现在第一个叫品之前"),
            Problem::ExplanationWithoutCall => "说明之前没有叫品：已忽略".to_string(),
            Problem::NotACard { index, error } => {
                format!("第 {index} 张牌：{}", error.chinese())
            }
            Problem::CardRefused {
                index,
                card: c,
                error,
            } => format!("第 {index} 张牌（{}）：{}", card(*c), error.chinese()),
            Problem::PlayWithoutContract {
                card: c,
                passed_out,
            } => {
                let why = if *passed_out {
                    "这副牌四家都不叫"
                } else {
                    "叫牌还没有结束"
                };
                format!("打出了 {}，但{why}", card(*c))
            }
            Problem::ClaimWithoutContract => "没有定约的牌却有摊牌".to_string(),
            Problem::CardsWithoutContract => "打了牌，但叫牌没有形成定约".to_string(),
            Problem::Board(e) => e.chinese(),
            Problem::ClaimAfterPlay { claimed, won } => {
                format!("摊牌说庄家得 {claimed} 墩，但 13 墩全部打完，庄家得 {won} 墩")
            }
            Problem::ClaimOutOfReach { claimed, won, left } => {
                format!("摊牌说庄家得 {claimed} 墩，但庄家已赢 {won} 墩，还有 {left} 墩没打")
            }
            Problem::NotTricks { value } => format!("`{value}` 不是墩数（0-13）"),
            Problem::NotAContract { value } => {
                format!("`{value}` 不是定约（例如 4S、3NTX）")
            }
            Problem::ContractWithoutDeclarer { contract } => {
                format!("给了定约 {contract}，却没有庄家：未采用")
            }
            Problem::ContractNotAuctions { contract } => {
                format!("给了定约 {contract}，但叫牌并不以它结束：未采用")
            }
            Problem::Game(e) => {
                let text = e.chinese();
                text.strip_prefix("PBN：")
                    .map_or(text.clone(), str::to_string)
            }
        }
    }
}

/// Four hands that make no deal.
fn zh_deal(e: &HandsError) -> String {
    match e {
        HandsError::DuplicateCard(c) => format!("{} 同时在两手牌中", card(*c)),
        HandsError::NotACard { seat: s, bits } => {
            format!("{}家的牌中有不代表牌的位（{bits:#x}）", zh_seat(*s))
        }
    }
}

/// Why the page's background worker gave no answer to a job: said by the page, which sees
/// the worker fail, with the browser's own words (`detail`) kept as they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WorkerTrouble {
    NotStarted {
        detail: String,
    },
    NotEncoded {
        detail: String,
    },
    NotSent {
        detail: String,
    },
    /// It died while working (or sent what cannot be read, and was replaced for it).
    Stopped {
        detail: String,
    },
    Unreadable {
        detail: String,
    },
    /// It answered with a result of another kind than the job asks for.
    OtherAnswer,
}

impl fmt::Display for WorkerTrouble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorkerTrouble::NotStarted { detail } => {
                write!(f, "the background worker could not be started ({detail})")
            }
            WorkerTrouble::NotEncoded { detail } => {
                write!(f, "the job could not be encoded: {detail}")
            }
            WorkerTrouble::NotSent { detail } => write!(f, "the job could not be sent: {detail}"),
            WorkerTrouble::Stopped { detail } => {
                write!(f, "the background worker stopped unexpectedly ({detail})")
            }
            WorkerTrouble::Unreadable { detail } => {
                write!(f, "it sent an unreadable message: {detail}")
            }
            WorkerTrouble::OtherAnswer => f.write_str("a worker gave an answer of another kind"),
        }
    }
}

impl Explain for WorkerTrouble {
    fn chinese(&self) -> String {
        match self {
            WorkerTrouble::NotStarted { detail } => format!("后台线程无法启动（{detail}）"),
            WorkerTrouble::NotEncoded { detail } => format!("任务无法编码：{detail}"),
            WorkerTrouble::NotSent { detail } => format!("任务无法发送：{detail}"),
            WorkerTrouble::Stopped { detail } => format!("后台线程意外停止（{detail}）"),
            WorkerTrouble::Unreadable { detail } => format!("它发来了无法读取的消息：{detail}"),
            WorkerTrouble::OtherAnswer => "后台线程给出了另一类答案".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::bidding::Call;
    use crate::bridge::{Card, Strain};

    fn c(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// One error of every variant the page can show, with distinct numbers in it.
    fn every_error() -> Vec<Box<dyn Explain>> {
        let one_h = Call::Bid {
            level: 1,
            strain: Strain::Hearts,
        };
        let two_c = Call::Bid {
            level: 2,
            strain: Strain::Clubs,
        };
        let paper = |line, problem| PaperFormatError { line, problem };
        let play_errors = vec![
            PlayError::NotAFullDeal {
                seat: Seat::East,
                cards: 12,
            },
            PlayError::AuctionNotFinished,
            PlayError::PassedOut,
            PlayError::Finished,
            PlayError::NotHeld {
                seat: Seat::West,
                card: c("SQ"),
            },
            PlayError::Revoke {
                seat: Seat::North,
                card: c("H7"),
                led: Suit::Clubs,
            },
            PlayError::ClaimTooLarge {
                claimed: 9,
                left: 4,
            },
        ];
        let illegal = vec![
            IllegalCall::Finished,
            IllegalCall::Insufficient {
                call: one_h,
                last: two_c,
            },
            IllegalCall::NothingToDouble,
            IllegalCall::NothingToRedouble,
            IllegalCall::NoSuchBid { level: 8 },
        ];
        let limits = vec![
            LimitsError::EmptyRange {
                seat: Seat::South,
                what: "HCP",
            },
            LimitsError::OutOfBounds {
                seat: Seat::East,
                what: "spade",
            },
            LimitsError::SeatLengths {
                seat: Seat::West,
                min_sum: 14,
                max_sum: 20,
            },
            LimitsError::SuitLengths {
                suit: Suit::Diamonds,
                min_sum: 15,
                max_sum: 21,
            },
            LimitsError::HcpSum {
                min_sum: 41,
                max_sum: 52,
            },
            LimitsError::NoShape,
        ];
        let too_rare = TooRare { attempts: 1234 };
        let mut all: Vec<Box<dyn Explain>> = vec![
            Box::new(InputError::Empty),
            Box::new(InputError::TooLong { bytes: 2_500_000 }),
            Box::new(InputError::UnequalHands([3, 3, 2, 1])),
            Box::new(InputError::Pbn(PbnError::HandCount(3))),
            Box::new(PbnError::MissingFirstSeat),
            Box::new(PbnError::HandCount(5)),
            Box::new(PbnError::SuitCount {
                seat: Seat::East,
                suits: 3,
            }),
            Box::new(PbnError::BadRank {
                seat: Seat::North,
                suit: Suit::Hearts,
                found: 'X',
            }),
            Box::new(PbnError::DuplicateCard(c("DK"))),
            Box::new(CardError { text: "ZZ".into() }),
            Box::new(CallError { text: "8N".into() }),
            Box::new(CardProblem::NotACard(CardError { text: "Q?".into() })),
            Box::new(ResultConflict::OutOfReach { won: 7, left: 2 }),
            Box::new(ResultConflict::Played { tricks: 11 }),
            Box::new(GameRecordError::TooLong { bytes: 3_000_000 }),
            Box::new(GameRecordError::MissingTag("Deal")),
            Box::new(GameRecordError::BadTag {
                tag: "Vulnerable".into(),
                value: "Some".into(),
            }),
            Box::new(GameRecordError::Auction(AuctionError::NotACall {
                index: 6,
                error: CallError { text: "9S".into() },
            })),
            Box::new(GameRecordError::Board(PlayError::PassedOut)),
            Box::new(GameRecordError::Play {
                trick: 8,
                text: "SQ".into(),
                reason: CardProblem::Refused(PlayError::NotHeld {
                    seat: Seat::South,
                    card: c("SQ"),
                }),
            }),
            Box::new(GameRecordError::ContractMismatch {
                tag: "4S".into(),
                auction: "3NT".into(),
            }),
            Box::new(GameRecordError::ResultMismatch {
                result: 10,
                reason: ResultConflict::Played { tricks: 9 },
            }),
            Box::new(too_rare),
            Box::new(DealError::Cards(14)),
            Box::new(DealError::Limits(LimitsError::NoShape)),
            Box::new(DealError::ShapeInEnding(Seat::West)),
            Box::new(DealError::EndingLengths {
                seat: Seat::North,
                cards: 5,
                min_sum: 7,
                max_sum: 9,
            }),
            Box::new(DealError::TooRare(too_rare)),
            Box::new(SystemError {
                line: 17,
                message: "unknown word".into(),
            }),
            Box::new(TableError::System(SystemError {
                line: 23,
                message: "unknown word".into(),
            })),
            Box::new(TableError::Limits(LimitsError::NoShape)),
            Box::new(TableError::TooRare(too_rare)),
            Box::new(TableError::NoSuitableDeal { attempts: 100_000 }),
            Box::new(WorkerTrouble::NotStarted {
                detail: "404".into(),
            }),
            Box::new(WorkerTrouble::NotEncoded {
                detail: "key 1".into(),
            }),
            Box::new(WorkerTrouble::NotSent {
                detail: "DataCloneError 25".into(),
            }),
            Box::new(WorkerTrouble::Stopped {
                detail: "RuntimeError: unreachable 3".into(),
            }),
            Box::new(WorkerTrouble::Unreadable {
                detail: "EOF at column 7".into(),
            }),
            Box::new(WorkerTrouble::OtherAnswer),
        ];
        for (index, error) in illegal.into_iter().enumerate() {
            all.push(Box::new(error));
            all.push(Box::new(AuctionError::Illegal {
                index: index + 2,
                call: one_h,
                error,
            }));
        }
        for e in play_errors {
            all.push(Box::new(e.clone()));
            all.push(Box::new(CardProblem::Refused(e)));
        }
        for e in limits {
            all.push(Box::new(e));
        }
        for mistake in [
            LimitsMistake::NoSeat,
            LimitsMistake::BadSeat,
            LimitsMistake::BadItem,
            LimitsMistake::UnknownItem,
            LimitsMistake::BadRange,
        ] {
            all.push(Box::new(mistake));
        }
        let text = || "SAKQ2HX".to_string();
        let problems = [
            Problem::TextAfterLastPair,
            Problem::NotALinTag,
            Problem::NoDealBeforePlay,
            Problem::TagsWithoutDeal,
            Problem::NoDeal,
            Problem::BoardNumbers { ah: 3, qx: 4 },
            Problem::NamesNoBoard { value: "o".into() },
            Problem::NamesNoBoardNumber {
                value: "Board".into(),
            },
            Problem::NotABoardNumber { value: "x".into() },
            Problem::NameCount { names: 5 },
            Problem::NotADealerDigit {
                value: "5SA".into(),
            },
            Problem::HandCount { hands: 6 },
            Problem::NeitherSuitNorRank {
                seat: Seat::West,
                found: 'X',
                text: text(),
            },
            Problem::CardTwice {
                seat: Seat::North,
                card: c("SK"),
                text: text(),
            },
            Problem::HandSize {
                seat: Seat::East,
                cards: 12,
            },
            Problem::HandsMissing(vec![Seat::North, Seat::East]),
            Problem::Deal(HandsError::DuplicateCard(c("C9"))),
            Problem::Deal(HandsError::NotACard {
                seat: Seat::South,
                bits: 0x8000,
            }),
            Problem::NotAllCards,
            Problem::Pbn(PbnError::HandCount(2)),
            Problem::NotASeat { value: "Q".into() },
            Problem::AuctionNotFromDealer {
                auction: Seat::East,
                dealer: Seat::North,
            },
            Problem::DealerFromNumber {
                dealer: Seat::West,
                board: 8,
            },
            Problem::NoDealerNoNumber,
            Problem::NotLinVulnerability { value: "z".into() },
            Problem::NotPbnVulnerability {
                value: "Some".into(),
            },
            Problem::VulnerabilityFromNumber { board: 6 },
            Problem::NoVulnerabilityNoNumber,
            Problem::NotACall {
                index: 4,
                error: CallError { text: "9S".into() },
            },
            Problem::IllegalCall {
                index: 5,
                call: one_h,
                error: IllegalCall::Insufficient {
                    call: one_h,
                    last: two_c,
                },
            },
            Problem::CallAfterEnd {
                index: 7,
                call: Call::Pass,
            },
            Problem::NoteBeforeCall { note: "=1=".into() },
            Problem::ExplanationWithoutCall,
            Problem::NotACard {
                index: 3,
                error: CardError { text: "ZZ".into() },
            },
            Problem::CardRefused {
                index: 9,
                card: c("D4"),
                error: PlayError::Finished,
            },
            Problem::PlayWithoutContract {
                card: c("S2"),
                passed_out: true,
            },
            Problem::PlayWithoutContract {
                card: c("S2"),
                passed_out: false,
            },
            Problem::ClaimWithoutContract,
            Problem::CardsWithoutContract,
            Problem::Board(PlayError::AuctionNotFinished),
            Problem::ClaimAfterPlay { claimed: 8, won: 9 },
            Problem::ClaimOutOfReach {
                claimed: 12,
                won: 3,
                left: 5,
            },
            Problem::NotTricks { value: "14".into() },
            Problem::NotAContract { value: "8S".into() },
            Problem::ContractWithoutDeclarer {
                contract: "4S".into(),
            },
            Problem::ContractNotAuctions {
                contract: "3N".into(),
            },
            Problem::Game(GameRecordError::MissingTag("Auction")),
            Problem::Game(GameRecordError::Play {
                trick: 2,
                text: "HK".into(),
                reason: CardProblem::Refused(PlayError::NotHeld {
                    seat: Seat::East,
                    card: c("HK"),
                }),
            }),
        ];
        for (k, problem) in problems.into_iter().enumerate() {
            all.push(Box::new(RecordIssue::new(
                k + 2,
                k + 50,
                "md",
                problem.clone(),
            )));
            all.push(Box::new(problem));
        }
        let problems = [
            PaperProblemKind::Missing(PaperLine::Header),
            PaperProblemKind::Missing(PaperLine::Hand(Seat::East)),
            PaperProblemKind::Missing(PaperLine::Lead),
            PaperProblemKind::BadHeader("4 3".into()),
            PaperProblemKind::UnknownCard("ZZ".into()),
            PaperProblemKind::DuplicateCard(c("CA")),
            PaperProblemKind::WrongHandSize {
                seat: Seat::South,
                expected: 3,
                found: 2,
            },
            PaperProblemKind::LeadNotHeld {
                seat: Seat::West,
                card: c("HT"),
            },
            PaperProblemKind::TrailingText,
        ];
        for (k, problem) in problems.into_iter().enumerate() {
            let e = paper(k + 40, problem);
            all.push(Box::new(InputError::Paper(e.clone())));
            all.push(Box::new(e));
        }
        for field in [
            HeaderField::Trump,
            HeaderField::TricksToPlay,
            HeaderField::NsNeed,
            HeaderField::Leader,
        ] {
            all.push(Box::new(paper(
                1,
                PaperProblemKind::OutOfRange {
                    field,
                    value: 77,
                    max: 13,
                },
            )));
        }
        all
    }

    /// The numbers a text names, in order: lines, tricks, calls, counts.
    fn numbers(text: &str) -> Vec<String> {
        text.split(|ch: char| !ch.is_ascii_digit())
            .filter(|n| !n.is_empty())
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn every_error_has_chinese_words_that_keep_its_numbers() {
        for e in every_error() {
            let en = e.explain(Lang::En);
            let zh = e.explain(Lang::Zh);
            assert!(!zh.trim().is_empty(), "{en}");
            assert_ne!(zh, en);
            assert!(!zh.is_ascii(), "{zh}");
            let mut en_numbers = numbers(&en);
            let mut zh_numbers = numbers(&zh);
            en_numbers.sort();
            zh_numbers.sort();
            // Chinese names the suit where English writes `H`, and the cards alike: only the
            // numbers must all be there, in words or not.
            for n in &en_numbers {
                assert!(
                    zh_numbers.contains(n),
                    "`{n}` of `{en}` is missing in `{zh}`"
                );
            }
        }
    }

    #[test]
    fn the_chinese_words_say_where() {
        let e = InputError::Paper(PaperFormatError {
            line: 4,
            problem: PaperProblemKind::UnknownCard("ZZ".into()),
        });
        assert_eq!(e.explain(Lang::Zh), "题目文件，第 4 行：`ZZ` 不是一张牌");
        let e = InputError::Pbn(PbnError::BadRank {
            seat: Seat::North,
            suit: Suit::Hearts,
            found: 'X',
        });
        assert_eq!(e.explain(Lang::En), "North's H suit: `X` is not a rank");
        assert_eq!(e.explain(Lang::Zh), "北家的红心：`X` 不是牌的点数");
        let e = GameRecordError::Play {
            trick: 1,
            text: "SQ".into(),
            reason: CardProblem::Refused(PlayError::NotHeld {
                seat: Seat::South,
                card: c("SQ"),
            }),
        };
        assert_eq!(
            e.explain(Lang::Zh),
            "PBN 打牌过程，第 1 墩：`SQ`：南家没有 ♠Q"
        );
        let e = RecordIssue::new(1, 2, "Deal", Problem::Pbn(PbnError::HandCount(1)));
        assert_eq!(
            e.explain(Lang::En),
            "record 1 (line 2), tag `Deal`: PBN deal needs 4 hands, found 1"
        );
        assert_eq!(
            e.explain(Lang::Zh),
            "第 1 条记录（第 2 行），标签 `Deal`：PBN 牌局有 1 手牌，应为 4 手"
        );
    }
}
