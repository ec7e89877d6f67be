//! The printable hand-record sheet of a file of boards: for each board the four hands around
//! a compass, the double-dummy table and par, four boards to a printed page, the way
//! tournaments publish their hand records.
//!
//! The sheet is one self-contained HTML document (its style inline, no script, no image, no
//! font to fetch), so that it prints the same from a file, a browser tab or the analysis page.

use std::fmt::Write as _;

use super::BoardRecord;
use crate::bridge::dd::DdTable;
use crate::bridge::par::{par, Par, ParContract};
use crate::bridge::{Seat, Strain, Suit, Vulnerability};

/// Boards on one printed page: two rows of two fit an A4 or Letter page with their tables.
pub const BOARDS_PER_PAGE: usize = 4;

/// The style of the boards, inside an element of class `hand-record` (the sheet's `main`, or
/// wherever a page shows boards the sheet's way), and the page breaks of a printout. The
/// analysis page links the same file.
pub const BOARD_STYLE: &str = include_str!("../../../static/hand-record.css");

/// The standalone sheet's own style: the printed page, and two columns of boards.
const SHEET_STYLE: &str = "\
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { font: 10.5pt/1.35 system-ui, 'Segoe UI', Roboto, Arial, sans-serif; color: #000;
  background: #fff; margin: 0 auto; padding: 4mm; max-width: 200mm; }
.hand-record h1 { font-size: 14pt; margin: 0 0 4mm; }
.hand-record .page { grid-template-columns: 1fr 1fr; }
@media print { body { padding: 0; max-width: none; } }
";

/// The sheet's words in one language. The engine keeps the English ones; a page that speaks
/// another language passes its own.
#[derive(Debug, PartialEq, Eq)]
pub struct SheetWords {
    /// The document's language tag.
    pub lang: &'static str,
    /// The seats' names, N, E, S, W.
    pub seats: [&'static str; 4],
    /// Their one-letter (or one-character) names, for the compass and the table's rows.
    pub seat_marks: [&'static str; 4],
    /// None, North-South, East-West, both vulnerable.
    pub vulnerable: [&'static str; 4],
    /// `{dealer}`, `{vulnerable}`.
    pub conditions: &'static str,
    /// `{n}`, in three forms: no room, open room, closed room.
    pub board: [&'static str; 3],
    pub table_caption: &'static str,
    /// `{side}` (`sides`), `{score}`, `{contracts}`.
    pub par: &'static str,
    pub par_passed_out: &'static str,
    /// North-South, East-West, short.
    pub sides: [&'static str; 2],
    /// `{contract}`, `{seats}`.
    pub by: &'static str,
    /// Between two par contracts.
    pub and: &'static str,
}

impl SheetWords {
    pub const ENGLISH: SheetWords = SheetWords {
        lang: "en",
        seats: ["North", "East", "South", "West"],
        seat_marks: ["N", "E", "S", "W"],
        vulnerable: [
            "none vulnerable",
            "North-South vulnerable",
            "East-West vulnerable",
            "both vulnerable",
        ],
        conditions: "Dealer {dealer}, {vulnerable}",
        board: [
            "Board {n}",
            "Board {n}, open room",
            "Board {n}, closed room",
        ],
        table_caption: "Double-dummy tricks",
        par: "Par {side} +{score}: {contracts}",
        par_passed_out: "Par 0: passed out",
        sides: ["NS", "EW"],
        by: "{contract} by {seats}",
        and: ", ",
    };

    fn seat(&self, seat: Seat) -> &'static str {
        self.seats[seat.index()]
    }

    fn mark(&self, seat: Seat) -> &'static str {
        self.seat_marks[seat.index()]
    }
}

/// Escapes text for HTML content and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn suit_symbol(suit: Suit) -> &'static str {
    ["♠", "♥", "♦", "♣"][suit.index()]
}

/// A strain as the sheet shows it: its suit symbol (red for hearts and diamonds), or NT.
fn strain_html(strain: Strain) -> String {
    match strain {
        Strain::NoTrump => "NT".to_string(),
        Strain::Hearts | Strain::Diamonds => {
            format!("<span class=\"red\">{}</span>", strain_symbol(strain))
        }
        _ => strain_symbol(strain).to_string(),
    }
}

fn strain_symbol(strain: Strain) -> &'static str {
    match strain {
        Strain::Spades => "♠",
        Strain::Hearts => "♥",
        Strain::Diamonds => "♦",
        Strain::Clubs => "♣",
        Strain::NoTrump => "NT",
    }
}

/// The board's conditions in words, e.g. `Dealer East, North-South vulnerable`.
pub fn conditions(dealer: Seat, vulnerability: Vulnerability, words: &SheetWords) -> String {
    let vulnerable = match vulnerability {
        Vulnerability::None => words.vulnerable[0],
        Vulnerability::NorthSouth => words.vulnerable[1],
        Vulnerability::EastWest => words.vulnerable[2],
        Vulnerability::Both => words.vulnerable[3],
    };
    words
        .conditions
        .replace("{dealer}", words.seat(dealer))
        .replace("{vulnerable}", vulnerable)
}

/// A par contract in words and symbols, e.g. `4♠× by EW −1`, `3NT by S +2`.
fn par_contract_html(c: &ParContract, words: &SheetWords) -> String {
    let doubled = if c.doubled { "×" } else { "" };
    let result = c.result_text("−");
    let over = if result.is_empty() {
        result
    } else {
        format!(" {result}")
    };
    let mut seats = c.declarers.clone();
    seats.sort();
    let seats: String = seats.iter().map(|&s| words.mark(s)).collect();
    let contract = format!("{}{}{doubled}", c.level, strain_html(c.strain));
    let by = words
        .by
        .replace("{contract}", &contract)
        .replace("{seats}", &seats);
    format!("{by}{over}")
}

/// Par in words: the score from the side that gains it, then its contracts.
pub fn par_html(p: &Par) -> String {
    par_in_words(p, &SheetWords::ENGLISH)
}

/// [`par_html`] in `words`' language.
pub fn par_in_words(p: &Par, words: &SheetWords) -> String {
    if p.contracts.is_empty() {
        return words.par_passed_out.to_string();
    }
    let side = words.sides[usize::from(p.score < 0)];
    let contracts: Vec<String> = p
        .contracts
        .iter()
        .map(|c| par_contract_html(c, words))
        .collect();
    words
        .par
        .replace("{side}", side)
        .replace("{score}", &p.score.unsigned_abs().to_string())
        .replace("{contracts}", &contracts.join(words.and))
}

/// One hand as a list of its four suits.
fn hand_html(out: &mut String, record: &BoardRecord, seat: Seat, words: &SheetWords) {
    let class = seat.to_string().to_lowercase();
    let name = words.seat(seat);
    let _ = write!(
        out,
        "<ul class=\"hand {class}\" aria-label=\"{name}\"><li class=\"seat\">{name}</li>"
    );
    let pbn = record.deal.hand(seat).pbn();
    for (suit, holding) in Suit::ALL.into_iter().zip(pbn.split('.')) {
        let symbol = suit_symbol(suit);
        let symbol = if matches!(suit, Suit::Hearts | Suit::Diamonds) {
            format!("<span class=\"red\">{symbol}</span>")
        } else {
            symbol.to_string()
        };
        let holding = if holding.is_empty() {
            "—".to_string()
        } else {
            holding
                .chars()
                .map(String::from)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let holding = holding.replace('T', "10");
        let _ = write!(out, "<li>{symbol} {holding}</li>");
    }
    out.push_str("</ul>");
}

/// The table of tricks: declarers down, strains across.
fn table_html(out: &mut String, table: &DdTable, words: &SheetWords) {
    let strains = super::RECORD_STRAINS;
    let _ = write!(
        out,
        "<table><caption>{}</caption><thead><tr><td></td>",
        words.table_caption
    );
    for strain in strains {
        let _ = write!(out, "<th scope=\"col\">{}</th>", strain_html(strain));
    }
    out.push_str("</tr></thead><tbody>");
    for seat in [Seat::North, Seat::South, Seat::East, Seat::West] {
        let _ = write!(
            out,
            "<tr><th scope=\"row\" title=\"{}\">{}</th>",
            words.seat(seat),
            words.mark(seat)
        );
        for strain in strains {
            let _ = write!(out, "<td>{}</td>", table.get(strain, seat));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table>");
}

/// The label of a board: its number if the file gives one, else its place in the file.
pub fn board_label(record: &BoardRecord, index: usize, words: &SheetWords) -> String {
    let number = record
        .number
        .map_or_else(|| format!("{}", index + 1), |n| n.to_string());
    let form = match record.room {
        None => words.board[0],
        Some(super::Room::Open) => words.board[1],
        Some(super::Room::Closed) => words.board[2],
    };
    form.replace("{n}", &number)
}

/// One board of the sheet, the `index`th of its file: its hands and, when solved, its table
/// and par. `id` is its heading's, unique in the document.
pub fn board_html(record: &BoardRecord, index: usize, id: &str, words: &SheetWords) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<article class=\"board\" aria-labelledby=\"{id}\"><h2 id=\"{id}\">{}</h2>\
         <p class=\"conditions\">{}</p><div class=\"diagram\">",
        escape(&board_label(record, index, words)),
        conditions(record.dealer(), record.vulnerability, words)
    );
    hand_html(&mut out, record, Seat::North, words);
    hand_html(&mut out, record, Seat::West, words);
    out.push_str("<div class=\"compass\" aria-hidden=\"true\">");
    for seat in [Seat::North, Seat::West, Seat::East, Seat::South] {
        let _ = write!(out, "<span>{}</span>", words.mark(seat));
    }
    out.push_str("</div>");
    hand_html(&mut out, record, Seat::East, words);
    hand_html(&mut out, record, Seat::South, words);
    out.push_str("</div>");
    if let Some(table) = &record.dd {
        table_html(&mut out, table, words);
        let p = par(table, record.vulnerability, record.dealer());
        let _ = write!(out, "<p class=\"par\">{}</p>", par_in_words(&p, words));
    }
    out.push_str("</article>");
    out
}

/// The sheet's content, titled `title`: its heading, then the boards, a section of
/// [`BOARDS_PER_PAGE`] boards for each printed page.
pub fn sheet_body(records: &[BoardRecord], title: &str, words: &SheetWords) -> String {
    let mut out = format!("<h1>{}</h1>\n", escape(title));
    for (page, boards) in records.chunks(BOARDS_PER_PAGE).enumerate() {
        out.push_str("<section class=\"page\">\n");
        for (k, record) in boards.iter().enumerate() {
            let index = page * BOARDS_PER_PAGE + k;
            let id = format!("board-{}", index + 1);
            out.push_str(&board_html(record, index, &id, words));
            out.push('\n');
        }
        out.push_str("</section>\n");
    }
    out
}

/// The whole sheet, titled `title`: one HTML document with its style.
pub fn html(records: &[BoardRecord], title: &str, words: &SheetWords) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>\n{BOARD_STYLE}{SHEET_STYLE}</style>\n</head>\n<body>\n\
         <main class=\"hand-record\">\n{}</main>\n</body>\n</html>\n",
        words.lang,
        escape(title),
        sheet_body(records, title, words)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::Deal;

    fn record() -> BoardRecord {
        let deal =
            Deal::from_pbn("N:AKQT3.J6.KJ42.95 652.AK42.AQ87.T4 J74.QT95.T.AK863 98.873.9653.QJ72")
                .unwrap();
        let mut r = BoardRecord::new(deal, Seat::East, Vulnerability::NorthSouth);
        r.number = Some(2);
        r
    }

    #[test]
    fn text_is_escaped() {
        let sheet = html(&[record()], "Club <night> & \"more\"", &SheetWords::ENGLISH);
        assert!(sheet.contains("<title>Club &lt;night&gt; &amp; &quot;more&quot;</title>"));
    }

    #[test]
    fn hands_read_round_the_compass() {
        let sheet = html(&[record()], "t", &SheetWords::ENGLISH);
        assert!(sheet.contains("<h2 id=\"board-1\">Board 2</h2>"));
        assert!(sheet.contains("Dealer East, North-South vulnerable"));
        assert!(sheet.contains("<li>♠ A K Q 10 3</li>"), "{sheet}");
        assert!(sheet.contains("<li><span class=\"red\">♦</span> 10</li>"));
        // No table without a solution.
        assert!(!sheet.contains("<table>"));
    }

    #[test]
    fn four_boards_to_a_page() {
        let sheet = html(&vec![record(); 9], "t", &SheetWords::ENGLISH);
        assert_eq!(sheet.matches("<section class=\"page\">").count(), 3);
        assert_eq!(sheet.matches("<article ").count(), 9);
    }
}
