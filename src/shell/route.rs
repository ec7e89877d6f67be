//! Hash routes: `#/tictactoe?ai=minimax&human=o`.
//!
//! The app lives in one static `index.html` that may be served from any sub-path (GitHub
//! Pages serves `https://user.github.io/repo/`) or inside an iframe, so the page is chosen by
//! the URL fragment alone: a fragment never reaches a server and never changes the base path.

use std::fmt;

use crate::percent;

/// The pages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    TicTacToe,
    Bridge,
    Analysis,
    Killer,
    About,
}

impl Page {
    /// Every page, in the order the navigation shows them.
    pub const ALL: [Page; 6] = [
        Page::Home,
        Page::TicTacToe,
        Page::Bridge,
        Page::Analysis,
        Page::Killer,
        Page::About,
    ];

    /// The path segment after `#/`.
    pub fn slug(self) -> &'static str {
        match self {
            Page::Home => "",
            Page::TicTacToe => "tictactoe",
            Page::Bridge => "bridge",
            Page::Analysis => "analysis",
            Page::Killer => "killer",
            Page::About => "about",
        }
    }

    fn from_slug(slug: &str) -> Option<Page> {
        Page::ALL.into_iter().find(|p| p.slug() == slug)
    }
}

/// A parsed fragment: the page (or the unknown path that was asked for) and its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// `Err` holds a path that names no page, so the app can say which one was not found.
    pub page: Result<Page, String>,
    /// Query parameters after `?`, decoded, in order.
    pub params: Vec<(String, String)>,
}

impl Route {
    /// The route of a page with no parameters.
    pub fn of(page: Page) -> Route {
        Route {
            page: Ok(page),
            params: Vec::new(),
        }
    }

    /// Parses `location.hash`: `""`, `"#"`, `"#/"`, `"#/bridge"`, `"#/tictactoe?ai=random"`.
    /// A trailing slash is ignored. Never fails: an unknown path is kept for the error page.
    pub fn parse(hash: &str) -> Route {
        let body = hash.strip_prefix('#').unwrap_or(hash);
        let (path, query) = body.split_once('?').unwrap_or((body, ""));
        let slug = path.trim_matches('/');
        let page = Page::from_slug(slug).ok_or_else(|| percent_decode(slug));
        Route {
            page,
            params: parse_query(query),
        }
    }

    /// The first value of a parameter.
    pub fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

impl fmt::Display for Route {
    /// The fragment that [`Route::parse`] reads back, `#/` included.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let slug = match &self.page {
            Ok(page) => page.slug().to_string(),
            Err(unknown) => percent_encode(unknown),
        };
        write!(f, "#/{slug}")?;
        for (i, (k, v)) in self.params.iter().enumerate() {
            let sep = if i == 0 { '?' } else { '&' };
            write!(f, "{sep}{}={}", percent_encode(k), percent_encode(v))?;
        }
        Ok(())
    }
}

/// Parses `a=1&b=two%20words`; `+` means a space, as in HTML forms.
pub fn parse_query(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (percent_decode(k), percent_decode(v))
        })
        .collect()
}

/// Whether a page asks to be shown alone, without the site's header and footer, as a teaching
/// site does when it embeds one game in an iframe. `?embed=1` may stand in the page's query
/// (`index.html?embed=1#/killer`) or in the fragment's (`#/killer?embed=1`).
pub fn embed_requested(search: &str, route: &Route) -> bool {
    let on = |v: &str| matches!(v, "1" | "true" | "yes");
    parse_query(search)
        .iter()
        .any(|(k, v)| k == "embed" && on(v))
        || route.param("embed").is_some_and(on)
}

/// Decodes an address's `%XX` escapes and `+`, leniently (see [`crate::percent`]).
pub fn percent_decode(text: &str) -> String {
    percent::decode(text)
}

/// Escapes everything but unreserved characters and `:`, which PBN deals use and which is
/// safe in a fragment.
pub fn percent_encode(text: &str) -> String {
    percent::encode(text, b":")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_round_trips_through_its_fragment() {
        for page in Page::ALL {
            let hash = Route::of(page).to_string();
            assert_eq!(Route::parse(&hash), Route::of(page), "{hash}");
        }
    }

    #[test]
    fn empty_and_slash_fragments_are_home() {
        for hash in ["", "#", "#/", "/", "#//"] {
            assert_eq!(Route::parse(hash).page, Ok(Page::Home), "{hash:?}");
        }
        assert_eq!(Route::parse("#/bridge/").page, Ok(Page::Bridge));
    }

    #[test]
    fn parameters_are_decoded() {
        let route = Route::parse("#/analysis?deal=N%3AAKQ.2.3.4%20x+y&ai=minimax&flag");
        assert_eq!(route.page, Ok(Page::Analysis));
        assert_eq!(route.param("deal"), Some("N:AKQ.2.3.4 x y"));
        assert_eq!(route.param("ai"), Some("minimax"));
        assert_eq!(route.param("flag"), Some(""));
        assert_eq!(route.param("missing"), None);
    }

    #[test]
    fn a_deal_survives_encoding_and_parsing() {
        let deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
        let route = Route {
            page: Ok(Page::Analysis),
            params: vec![("deal".into(), deal.into())],
        };
        assert_eq!(Route::parse(&route.to_string()).param("deal"), Some(deal));
    }

    #[test]
    fn unknown_pages_are_kept_for_the_error_page() {
        assert_eq!(Route::parse("#/chess?x=1").page, Err("chess".to_string()));
        assert_eq!(Route::parse("#/%E5%8D%9A").page, Err("博".to_string()));
    }

    #[test]
    fn embed_is_read_from_the_query_or_the_fragment() {
        let plain = Route::parse("#/killer");
        assert!(!embed_requested("", &plain));
        assert!(embed_requested("?embed=1", &plain));
        assert!(embed_requested("?lang=zh&embed=true", &plain));
        assert!(!embed_requested("?embed=0", &plain));
        assert!(embed_requested("", &Route::parse("#/killer?embed=1")));
    }
}
