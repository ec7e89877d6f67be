//! Percent-encoding (RFC 3986) for the app's own addresses and BBO's handviewer links.
//!
//! Both directions are lenient: decoding keeps a malformed escape as written and turns bytes
//! that do not form UTF-8 into U+FFFD, so no address can make a reader fail.

/// Decodes `%XX` escapes and `+` (a space, as in query strings).
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h << 4 | l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

/// Escapes every byte but the unreserved characters and those in `keep`.
pub fn encode(text: &str, keep: &[u8]) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) || keep.contains(&b) {
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
    fn malformed_escapes_stay_as_written() {
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz%4"), "%zz%4");
        assert_eq!(decode("%FF"), "\u{FFFD}");
        assert_eq!(decode("%e5%8d%9a%E5%BC%88+x"), "博弈 x");
    }

    #[test]
    fn what_is_encoded_decodes_back() {
        for text in ["md|3SAK|", "a b+c%d", "博弈:1", ""] {
            assert_eq!(decode(&encode(text, b"")), text);
            assert_eq!(decode(&encode(text, b":")), text);
        }
        assert_eq!(encode("a:b c", b":"), "a:b%20c");
        assert_eq!(encode("a:b", b""), "a%3Ab");
    }
}
