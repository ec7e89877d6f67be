//! What an address asks for that a page cannot do, told to the user in their language: a
//! parameter the page does not know, or a value it cannot read. A shared link with a typo
//! still opens the page, with its defaults, and says what was not used.

use super::i18n::Lang;
use super::route::{Page, Route};

/// What would have been a good value, in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    pub en: &'static str,
    pub zh: &'static str,
}

/// One part of the address that was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressProblem {
    /// `name` is no parameter of the page.
    Unknown { name: String },
    /// The value of `name` cannot be read; the page uses its default.
    BadValue {
        name: String,
        value: String,
        expected: Expected,
    },
}

impl AddressProblem {
    pub fn bad_value(name: &str, value: &str, expected: Expected) -> AddressProblem {
        AddressProblem::BadValue {
            name: name.to_string(),
            value: value.to_string(),
            expected,
        }
    }

    /// The problem in words.
    pub fn describe(&self, lang: Lang) -> String {
        match (self, lang) {
            (AddressProblem::Unknown { name }, Lang::En) => {
                format!("`{name}` is not a setting of this page")
            }
            (AddressProblem::Unknown { name }, Lang::Zh) => format!("本页没有“{name}”这一设置"),
            (
                AddressProblem::BadValue {
                    name,
                    value,
                    expected,
                },
                Lang::En,
            ) => format!("{name} `{value}`: {}", expected.en),
            (
                AddressProblem::BadValue {
                    name,
                    value,
                    expected,
                },
                Lang::Zh,
            ) => format!("{name}“{value}”：应为{}", expected.zh),
        }
    }
}

/// Parameters every page takes: `embed=1` shows the page alone, for an iframe.
const SHELL_PARAMS: &[&str] = &["embed"];

impl Page {
    /// The parameters this page reads from its address.
    pub fn params(self) -> &'static [&'static str] {
        match self {
            Page::Home | Page::About | Page::Killer => &[],
            Page::TicTacToe => &["ai", "human"],
            Page::Bridge => &["board", "seat", "system", "practice", "set"],
            Page::Analysis => &["deal", "trump", "leader", "need"],
        }
    }
}

/// The parameters of the route that its page does not read, each once, in order.
pub fn unknown_params(route: &Route) -> Vec<AddressProblem> {
    let Ok(page) = route.page else {
        return Vec::new();
    };
    let mut out: Vec<AddressProblem> = Vec::new();
    for (name, _) in &route.params {
        let known = page.params().contains(&name.as_str()) || SHELL_PARAMS.contains(&name.as_str());
        let told = out
            .iter()
            .any(|p| matches!(p, AddressProblem::Unknown { name: n } if n == name));
        if !known && !told {
            out.push(AddressProblem::Unknown { name: name.clone() });
        }
    }
    out
}

/// The values of the route that its page cannot read and that the page does not report
/// itself: tic-tac-toe's players, the analysis page's trump and leader. (The bridge table
/// reads and reports its own, with [`crate::bridge::table::Setup::read`]; the analysis page
/// reports a deal or target it cannot read.)
pub fn bad_values(route: &Route) -> Vec<AddressProblem> {
    let mut out = Vec::new();
    let mut check = |name: &str, ok: fn(&str) -> bool, expected: Expected| {
        if let Some(value) = route.param(name).filter(|v| !ok(v)) {
            out.push(AddressProblem::bad_value(name, value, expected));
        }
    };
    match route.page {
        Ok(Page::TicTacToe) => {
            check(
                "ai",
                |v| crate::ttt::players::Player::from_slug(v).is_some(),
                Expected {
                    en: "random, static, minimax, alphabeta, alphabeta-static or \
                         alphabeta-bestfirst",
                    zh: "random、static、minimax、alphabeta、alphabeta-static 或 \
                         alphabeta-bestfirst",
                },
            );
            check(
                "human",
                |v| v.eq_ignore_ascii_case("x") || v.eq_ignore_ascii_case("o"),
                Expected {
                    en: "x or o",
                    zh: "x 或 o",
                },
            );
        }
        Ok(Page::Analysis) => {
            check(
                "trump",
                |v| crate::bridge::Strain::parse(v).is_some(),
                Expected {
                    en: "S, H, D, C or N (no trump)",
                    zh: "S、H、D、C 或 N(无将)",
                },
            );
            check(
                "leader",
                |v| crate::bridge::Seat::from_name(v).is_some(),
                Expected {
                    en: "N, E, S or W (or north, east, south, west)",
                    zh: "N、E、S、W(或 北、东、南、西)",
                },
            );
        }
        _ => {}
    }
    out
}

/// The words of the notice that lists an address's problems.
pub fn notice_title(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Part of the address was not used:",
        Lang::Zh => "地址中有部分未被采用：",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_parameters_are_found_on_every_page() {
        let route = Route::parse("#/tictactoe?ai=minimax&colour=red&embed=1&colour=blue&x");
        assert_eq!(
            unknown_params(&route),
            vec![
                AddressProblem::Unknown {
                    name: "colour".into()
                },
                AddressProblem::Unknown { name: "x".into() },
            ]
        );
        for page in Page::ALL {
            let mut route = Route::of(page);
            for name in page.params() {
                route.params.push((name.to_string(), "1".into()));
            }
            assert_eq!(unknown_params(&route), Vec::new(), "{page:?}");
            route.params.push(("zzz".into(), String::new()));
            assert_eq!(unknown_params(&route).len(), 1, "{page:?}");
        }
        // The missing page's own message says enough.
        assert_eq!(unknown_params(&Route::parse("#/chess?x=1")), Vec::new());
    }

    #[test]
    fn bad_values_are_found_where_the_page_does_not_report_them() {
        let bad = |hash: &str| {
            bad_values(&Route::parse(hash))
                .iter()
                .map(|p| p.describe(Lang::En))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            bad("#/tictactoe?ai=deep-blue&human=z"),
            [
                "ai `deep-blue`: random, static, minimax, alphabeta, alphabeta-static or \
                 alphabeta-bestfirst",
                "human `z`: x or o"
            ]
        );
        assert!(bad("#/tictactoe?ai=MINIMAX&human=O").is_empty());
        assert_eq!(
            bad("#/analysis?trump=Z&leader=northwest"),
            [
                "trump `Z`: S, H, D, C or N (no trump)",
                "leader `northwest`: N, E, S or W (or north, east, south, west)"
            ]
        );
        assert!(bad("#/analysis?trump=nt&leader=west").is_empty());
        assert!(bad("#/analysis?trump=s&leader=西").is_empty());
        assert!(bad("#/killer?ai=x").is_empty(), "unknown there, not bad");
    }

    #[test]
    fn problems_are_told_in_both_languages() {
        let unknown = AddressProblem::Unknown {
            name: "<b>x</b>".into(),
        };
        assert_eq!(
            unknown.describe(Lang::En),
            "`<b>x</b>` is not a setting of this page"
        );
        assert_eq!(unknown.describe(Lang::Zh), "本页没有“<b>x</b>”这一设置");
        let bad = AddressProblem::bad_value(
            "seat",
            "up",
            Expected {
                en: "N, E, S or W",
                zh: "北、东、南或西",
            },
        );
        assert_eq!(bad.describe(Lang::En), "seat `up`: N, E, S or W");
        assert_eq!(bad.describe(Lang::Zh), "seat“up”：应为北、东、南或西");
        assert!(!notice_title(Lang::Zh).is_ascii());
    }
}
