//! BBO handviewer addresses: `https://www.bridgebase.com/tools/handviewer.html?lin=…`, a LIN
//! text URL-encoded in the `lin` query parameter.

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
    Some(decode(value.split('#').next().unwrap_or(value)))
}

/// Undoes URL encoding: `%7C` and the like, and `+` for a space. A `%` not followed by two
/// hex digits stays as it is.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The handviewer address showing a LIN text.
pub fn address(lin: &str) -> String {
    let mut out = String::from(BASE);
    for b in lin.trim().bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
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
