//! BBO handviewer addresses: `https://www.bridgebase.com/tools/handviewer.html?lin=…`, a LIN
//! text URL-encoded in the `lin` query parameter.

use crate::percent;

/// Where BBO's handviewer lives.
pub const BASE: &str = "https://www.bridgebase.com/tools/handviewer.html?lin=";

/// The LIN text of a line holding a handviewer address (its `lin` parameter, decoded), or
/// None when the line holds no such address.
pub fn lin_of(line: &str) -> Option<String> {
    let line = line.trim();
    if !(line.contains("://") || line.to_ascii_lowercase().contains("handviewer")) {
        return None;
    }
    let (_, query) = line.split_once('?')?;
    let value = query.split('&').find_map(|p| {
        let (name, value) = p.split_once('=')?;
        name.eq_ignore_ascii_case("lin").then_some(value)
    })?;
    Some(percent::decode(value.split('#').next().unwrap_or(value)))
}

/// The handviewer address showing a LIN text.
pub fn address(lin: &str) -> String {
    format!("{BASE}{}", percent::encode(lin.trim(), b""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_what_it_encodes() {
        let lin = "pn|Ann Lee,Bo,Cy,Di|md|3SAKH,,,|sv|b|mb|1S!|an|5+ spades|pg||";
        let url = address(lin);
        assert!(url.starts_with(BASE), "{url}");
        assert!(!url[BASE.len()..].contains('|'), "{url}");
        assert_eq!(lin_of(&url).as_deref(), Some(lin));
    }

    #[test]
    fn reads_plus_spaces_stray_percents_and_other_parameters() {
        let url =
            "http://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=ah|Board+1|nt|50%|&x=1";
        assert_eq!(lin_of(url).as_deref(), Some("ah|Board 1|nt|50%|"));
        assert_eq!(lin_of("md|3SA,,,|"), None);
    }
}
