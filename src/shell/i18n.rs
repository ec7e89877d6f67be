//! The two languages of the app and the shell's texts in each.
//!
//! Texts are plain structs with one constant per language rather than string keys looked up
//! at run time, so a text missing in one language is a compile error, not a blank on screen.
//! Each game keeps its own texts beside its page in the same way.

use serde::{Deserialize, Serialize};

use super::route::Page;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Zh,
}

impl Lang {
    /// Both languages, in the order of the switcher.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The BCP 47 tag, for `<html lang>` and for remembering the choice.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
        }
    }

    /// The language's own name, as the switcher shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "简体中文",
        }
    }

    /// Reads a tag as stored or as a browser reports it (`zh`, `zh-CN`, `zh-Hans-SG`, `en-GB`).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The first of the browser's preferred languages that the app speaks, else English.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }
}

/// The texts of the shell: header, navigation, landing page, status page.
pub struct ShellText {
    pub site_name: &'static str,
    pub tagline: &'static str,
    pub skip_to_content: &'static str,
    pub language: &'static str,
    pub main_navigation: &'static str,
    pub open: &'static str,
    pub not_found_title: &'static str,
    pub not_found_body: &'static str,
    pub back_home: &'static str,
    pub footer: &'static str,
    pub about_intro: &'static str,
    pub pages_title: &'static str,
    pub offline_title: &'static str,
    pub offline_ready: &'static str,
    pub offline_pending: &'static str,
    pub offline_unsupported: &'static str,
    pub worker_title: &'static str,
    pub worker_intro: &'static str,
    pub worker_run: &'static str,
    pub worker_cancel: &'static str,
    pub worker_running: &'static str,
    pub worker_cancelled: &'static str,
    pub worker_passed: &'static str,
    pub worker_failed: &'static str,
    pub worker_crashed: &'static str,
    /// Why a job failed when the worker answered it with a result of another kind.
    pub worker_other_answer: &'static str,
    /// Why the check failed when the solver found the impossible possible.
    pub worker_wrong: &'static str,
    pub dismiss: &'static str,
}

/// A page's name in the navigation and its one-line description on the landing page.
pub struct PageText {
    pub name: &'static str,
    pub blurb: &'static str,
}

/// The name and description of a page in a language.
pub fn page_text(lang: Lang, page: Page) -> PageText {
    let (name, blurb) = match (page, lang == Lang::Zh) {
        (Page::Home, false) => ("Home", "All games"),
        (Page::Home, true) => ("首页", "全部游戏"),
        (Page::TicTacToe, false) => (
            "Tic-tac-toe",
            "Play against minimax and alpha-beta, and watch the search that chose each move.",
        ),
        (Page::TicTacToe, true) => (
            "井字棋",
            "与极小极大和 α-β 剪枝对弈，并查看每一步背后的搜索过程。",
        ),
        (Page::Bridge, false) => (
            "Bridge",
            "Bid and play whole boards against computer players that sample and solve.",
        ),
        (Page::Bridge, true) => (
            "桥牌",
            "与通过抽样和双明手求解来出牌的电脑玩家叫牌、打完整副牌。",
        ),
        (Page::Analysis, false) => (
            "Double-dummy analysis",
            "Enter any deal or ending: the exact result of every card, the table and par.",
        ),
        (Page::Analysis, true) => (
            "双明手分析",
            "输入任意牌局或残局：每张牌的精确结果、结果表与最佳定约。",
        ),
        (Page::Killer, false) => (
            "Who is the killer",
            "A deduction card game; each computer player reasons with a SAT solver.",
        ),
        (Page::Killer, true) => (
            "谁是杀手",
            "一个推理纸牌游戏；每个电脑玩家都用 SAT 求解器推理。",
        ),
        (Page::About, false) => (
            "About",
            "What each page is for, offline use, and a check of the background worker.",
        ),
        (Page::About, true) => ("关于", "各页面的用途、离线使用与后台线程自检。"),
    };
    PageText { name, blurb }
}

/// What a game page is for, in a sentence or two, for the about page (None for the others).
pub fn purpose(lang: Lang, page: Page) -> Option<&'static str> {
    let zh = lang == Lang::Zh;
    Some(match (page, zh) {
        (Page::TicTacToe, false) => {
            "For learning how a computer plays a game: the game tree, minimax and alpha-beta, \
             each move's value on the board, and the textbook chapter's own figures, step by step."
        }
        (Page::TicTacToe, true) => {
            "学习计算机如何下棋：博弈树、极小极大与 α-β 剪枝、棋盘上每一步的值，\
             以及教材章节中的插图，逐步演示。"
        }
        (Page::Bridge, false) => {
            "For practising bridge: bid and play whole boards with computer partners and \
             opponents, every call explained, then see par and each card's double-dummy cost."
        }
        (Page::Bridge, true) => {
            "练习桥牌：与电脑同伴和对手叫牌、打完整副牌，每个叫品都有解释，\
             打完后查看最佳定约和每张牌的双明手代价。"
        }
        (Page::Analysis, false) => {
            "For analysing deals: a deal, an ending, a problem file or a whole file of boards, \
             with the exact result of every card, the table of tricks and par, and hand records \
             to print."
        }
        (Page::Analysis, true) => {
            "分析牌局：任意牌局、残局、题目文件或整个牌例文件，给出每张牌的精确结果、\
             结果表与最佳定约，并可打印牌例记录。"
        }
        (Page::Killer, false) => {
            "For a game of deduction against computer players who reason with a SAT solver; \
             the notebook shows what your own observations prove."
        }
        (Page::Killer, true) => {
            "与用 SAT 求解器推理的电脑玩家进行推理游戏；笔记本会显示你自己的观察能证明什么。"
        }
        _ => return None,
    })
}

/// The shell's texts in a language.
pub fn shell(lang: Lang) -> &'static ShellText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

static EN: ShellText = ShellText {
    site_name: "Boyi",
    tagline: "Game playing with real AI, entirely in your browser",
    skip_to_content: "Skip to content",
    language: "Language",
    main_navigation: "Main navigation",
    open: "Open",
    not_found_title: "Page not found",
    not_found_body: "There is no page with this address:",
    back_home: "Back to all games",
    footer: "Boyi runs entirely in your browser: no server, no tracking, works offline.",
    pages_title: "What each page is for",
    about_intro: "Boyi is a static page: once loaded, it works without a network connection, \
                  and all computation happens on this device, in a background worker.",
    offline_title: "Offline",
    offline_ready: "Ready: every file is cached, the app works without a network.",
    offline_pending: "Caching the app for offline use…",
    offline_unsupported: "This browser does not support offline use (no service worker).",
    worker_title: "Background worker",
    worker_intro: "Checks that the worker answers: it proves with a SAT solver that 8 pigeons \
                   do not fit into 7 holes.",
    worker_run: "Run the check",
    worker_cancel: "Cancel",
    worker_running: "Working…",
    worker_cancelled: "Cancelled.",
    worker_passed: "Passed: the solver proved it impossible",
    worker_failed: "Failed:",
    worker_crashed: "The background worker stopped unexpectedly; a fresh one has been started.",
    worker_other_answer: "the background worker gave an answer of another kind",
    worker_wrong: "the solver found pigeons a place",
    dismiss: "Dismiss",
};

static ZH: ShellText = ShellText {
    site_name: "博弈",
    tagline: "真正的人工智能博弈，完全在浏览器中运行",
    skip_to_content: "跳到正文",
    language: "语言",
    main_navigation: "主导航",
    open: "打开",
    not_found_title: "找不到页面",
    not_found_body: "没有这个地址的页面：",
    back_home: "返回全部游戏",
    footer: "博弈完全在浏览器中运行：没有服务器，没有跟踪，可离线使用。",
    pages_title: "各页面的用途",
    about_intro:
        "博弈是一个静态网页：加载一次之后无需网络即可使用，所有计算都在本机的后台线程中完成。",
    offline_title: "离线",
    offline_ready: "已就绪：所有文件均已缓存，无需网络即可使用。",
    offline_pending: "正在缓存以供离线使用……",
    offline_unsupported: "此浏览器不支持离线使用（没有 Service Worker）。",
    worker_title: "后台线程",
    worker_intro: "检查后台线程能否应答：它用 SAT 求解器证明 8 只鸽子放不进 7 个鸽笼。",
    worker_run: "运行检查",
    worker_cancel: "取消",
    worker_running: "计算中……",
    worker_cancelled: "已取消。",
    worker_passed: "通过：求解器证明了不可能",
    worker_failed: "失败：",
    worker_crashed: "后台线程意外停止；已启动一个新的。",
    worker_other_answer: "后台线程给出了另一类答案",
    worker_wrong: "求解器给鸽子找到了位置",
    dismiss: "关闭",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_about_page_says_what_every_game_page_is_for_in_both_languages() {
        for page in Page::ALL {
            let game = !matches!(page, Page::Home | Page::About);
            let [en, zh] = [Lang::En, Lang::Zh].map(|lang| purpose(lang, page));
            assert_eq!(en.is_some(), game, "{page:?}");
            assert_eq!(zh.is_some(), game, "{page:?}");
            if game {
                assert_ne!(en, zh, "{page:?}");
            }
        }
    }

    #[test]
    fn tags_round_trip_and_browser_tags_are_understood() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
        assert_eq!(Lang::from_tag("zh-Hans-SG"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::from_tag(""), None);
    }

    #[test]
    fn the_first_spoken_preference_wins() {
        assert_eq!(Lang::preferred(["fr-FR", "zh-TW", "en"]), Lang::Zh);
        assert_eq!(Lang::preferred(["de", "ja"]), Lang::En);
        assert_eq!(Lang::preferred([]), Lang::En);
    }

    #[test]
    fn each_language_names_every_page_in_its_own_script() {
        for page in Page::ALL {
            let en = page_text(Lang::En, page);
            let zh = page_text(Lang::Zh, page);
            assert!(en.name.is_ascii() && en.blurb.is_ascii(), "{}", en.name);
            assert!(!zh.name.is_ascii() && !zh.blurb.is_ascii(), "{}", zh.name);
        }
    }
}
