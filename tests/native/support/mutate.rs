//! Inputs for the readers: arbitrary text, and valid documents damaged the ways real input
//! is (bytes flipped, lines cut, duplicated or swapped, numbers made huge, letters replaced
//! by look-alikes, cut short, repeated until enormous).

/// A small seeded generator (xorshift64*): the fuzz runs must be repeatable from a seed and
/// cheap enough that the readers, not the generator, take the time.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        // Zero is xorshift's fixed point.
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Pieces that mean something to one reader or another, or that readers often mishandle:
/// edge numbers, suit symbols and their outlined and fullwidth look-alikes, separators,
/// JSON fragments, escapes, invisible characters.
const TOKENS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "7",
    "9",
    "10",
    "12",
    "13",
    "14",
    "37",
    "52",
    "-1",
    "-0",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999",
    "1e400",
    "NaN",
    "0x10",
    "1.5",
    "♠",
    "♥",
    "♦",
    "♣",
    "♤",
    "♡",
    "♢",
    "♧",
    "Ｓ",
    "Ｈ",
    "Ｄ",
    "Ｃ",
    "Ｎ",
    "Ｔ",
    "Ａ",
    "Ｋ",
    "Ｑ",
    "Ｊ",
    "１",
    "０",
    "Ｘ",
    "：",
    "．",
    "－",
    "\u{0}",
    "\u{FEFF}",
    "\u{200B}",
    "é",
    "𝐒",
    "\r\n",
    "\r",
    "\n",
    "\n\n",
    " ",
    "\t",
    ":",
    ".",
    "-",
    ",",
    ";",
    "=",
    "/",
    "+",
    "[",
    "]",
    "\"",
    "{",
    "}",
    "(",
    ")",
    "%",
    "%FF",
    "%E2%99",
    "%2",
    "%%",
    "?",
    "&",
    "#",
    "*",
    "!",
    "$1",
    "=1=",
    "X",
    "XX",
    "P",
    "Pass",
    "AP",
    "NT",
    "N",
    "E",
    "S",
    "W",
    "H",
    "D",
    "C",
    "A",
    "K",
    "Q",
    "J",
    "T",
    "x",
    "o",
    "null",
    "true",
    "false",
    "[]",
    "{}",
    "\\",
    "\\u0000",
    "\\ud800",
    "\\n",
    "\"kind\"",
    "\"id\"",
    ":null",
    ",\"x\":1",
    "[Deal \"",
    "[Auction \"N\"]",
    "[Play \"W\"]",
    "hcp=",
    "bal",
    "hybrid",
    "mc",
    "rules",
    "+norace",
    "#/",
    "bridge",
    "analysis",
    "killer",
    "tictactoe",
    "deal=",
    "board=",
];

fn token(rng: &mut Rng) -> &'static str {
    let t: &&'static str = rng.pick(TOKENS);
    t
}

/// Text with no structure: tokens, printable ASCII and any Unicode scalar, mixed.
pub fn arbitrary_text(rng: &mut Rng) -> String {
    let len = match rng.below(10) {
        0 => 0,
        1..=6 => rng.below(16),
        7 | 8 => rng.below(200),
        _ => rng.below(2000),
    };
    let mut out = String::new();
    for _ in 0..len {
        match rng.below(4) {
            0 => out.push_str(token(rng)),
            1 => out.push(char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('\u{FFFD}')),
            _ => out.push((b' ' + rng.below(95) as u8) as char),
        }
    }
    out
}

/// Fullwidth forms of ASCII letters and digits (`A` → `Ａ`), the look-alikes that a phone
/// keyboard or a pasted document brings in.
fn fullwidth(b: u8) -> Option<char> {
    b.is_ascii_alphanumeric()
        .then(|| char::from_u32(0xFF01 + u32::from(b - b'!')))
        .flatten()
}

fn span(rng: &mut Rng, len: usize) -> (usize, usize) {
    let a = rng.below(len + 1);
    let b = a + rng.below(len - a + 1).min(1 + rng.below(16));
    (a, b)
}

/// The lines of `bytes` (split at `\n`) as ranges, without copying them.
fn line_spans(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            spans.push((start, i));
            start = i + 1;
        }
    }
    spans.push((start, bytes.len()));
    spans
}

/// One damage of `bytes`; `others` are other documents to splice from.
fn mutate_once(bytes: &mut Vec<u8>, others: &[String], rng: &mut Rng) {
    let len = bytes.len();
    match rng.below(16) {
        0 if len > 0 => {
            let i = rng.below(len);
            bytes[i] ^= 1 << rng.below(8);
        }
        1 if len > 0 => {
            let i = rng.below(len);
            bytes[i] = rng.below(256) as u8;
        }
        2 | 3 => {
            let i = rng.below(len + 1);
            let t = token(rng).as_bytes();
            bytes.splice(i..i, t.iter().copied());
        }
        4 => {
            let (a, b) = span(rng, len);
            bytes.drain(a..b);
        }
        5 => {
            let (a, b) = span(rng, len);
            let piece = bytes[a..b].to_vec();
            let i = rng.below(len + 1);
            bytes.splice(i..i, piece);
        }
        6..=8 => {
            // A line removed, duplicated or swapped with another: the lines are rearranged
            // as ranges and copied once.
            let spans = line_spans(bytes);
            let n = spans.len();
            let i = rng.below(n);
            let mut order: Vec<usize> = (0..n).collect();
            match rng.below(3) {
                0 => {
                    order.remove(i);
                }
                1 => order.insert(rng.below(n + 1), i),
                _ => order.swap(i, rng.below(n)),
            }
            let mut out = Vec::with_capacity(len + 64);
            for (k, &j) in order.iter().enumerate() {
                if k > 0 {
                    out.push(b'\n');
                }
                out.extend_from_slice(&bytes[spans[j].0..spans[j].1]);
            }
            *bytes = out;
        }
        9 => {
            // A number made huge, negative or zero where a small one stood.
            if let Some(i) = (0..len)
                .map(|k| (k + rng.below(len)) % len)
                .find(|&k| bytes[k].is_ascii_digit())
            {
                let end = (i..len)
                    .find(|&k| !bytes[k].is_ascii_digit())
                    .unwrap_or(len);
                let with = *rng.pick(&[
                    "99999999999999999999",
                    "4294967296",
                    "256",
                    "-1",
                    "0",
                    "00",
                    "13",
                    "14",
                ]);
                bytes.splice(i..end, with.bytes());
            }
        }
        10 if len > 0 => {
            let i = rng.below(len);
            if let Some(c) = fullwidth(bytes[i]) {
                let mut buf = [0u8; 4];
                bytes.splice(i..=i, c.encode_utf8(&mut buf).bytes());
            } else {
                let s = *rng.pick(&["♠", "♥", "♦", "♣", "♤", "♡", "♢", "♧"]);
                bytes.splice(i..=i, s.bytes());
            }
        }
        11 => bytes.truncate(rng.below(len + 1)),
        12 if !others.is_empty() => {
            let other = rng.pick(others).as_bytes();
            let (a, b) = span(rng, other.len());
            let i = rng.below(len + 1);
            bytes.splice(i..i, other[a..b].iter().copied());
        }
        13 if len > 0 => {
            let i = rng.below(len);
            bytes[i] = if bytes[i].is_ascii_lowercase() {
                bytes[i].to_ascii_uppercase()
            } else {
                bytes[i].to_ascii_lowercase()
            };
        }
        14 => {
            let i = rng.below(len + 1);
            let run = vec![*rng.pick(b" \n-.0A:["); 1 + rng.below(64)];
            bytes.splice(i..i, run);
        }
        _ => {
            let i = rng.below(len + 1);
            let c = char::from_u32(rng.below(0x11_0000) as u32).unwrap_or('\u{FFFD}');
            let mut buf = [0u8; 4];
            bytes.splice(i..i, c.encode_utf8(&mut buf).bytes());
        }
    }
}

/// A valid document with one to eight damages, now and then emptied or made enormous.
pub fn mutate(doc: &str, others: &[String], rng: &mut Rng) -> String {
    if rng.one_in(500) {
        return String::new();
    }
    let mut bytes = doc.as_bytes().to_vec();
    if rng.one_in(2000) {
        // Enormous: the document many times over (about 200 kB).
        let times = 200_000 / bytes.len().max(1);
        bytes = bytes.repeat(times.max(1));
    }
    for _ in 0..1 + rng.below(8) {
        mutate_once(&mut bytes, others, rng);
    }
    // Most damaged documents are still UTF-8: those are taken without a copy.
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// The next input for a reader with these seed documents: mostly damaged seeds, sometimes
/// a seed as it is, sometimes arbitrary text.
pub fn input(seeds: &[String], rng: &mut Rng) -> String {
    match rng.below(20) {
        0 | 1 => arbitrary_text(rng),
        2 if !seeds.is_empty() => rng.pick::<String>(seeds).clone(),
        _ if !seeds.is_empty() => {
            let doc: &String = rng.pick(seeds);
            mutate(doc, seeds, rng)
        }
        _ => arbitrary_text(rng),
    }
}
