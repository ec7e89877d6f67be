//! A file of boards given to a page (picked, dropped or pasted): read within the limits of
//! `bridge::files`, or refused with the reason kept. The analysis page's boards panel and the
//! bridge table's file of boards both open files this way; each says a refusal in words of its
//! own ([`RefusalText`]), as one solves the boards and the other plays them.

use yew::prelude::*;

use crate::bridge::files::{self, ReadOutcome, RecordIssue, MAX_FILE_BYTES, MAX_RECORDS};
use crate::bridge::input::size_text;
use crate::shell::errors::Explain;
use crate::shell::i18n::Lang;
use crate::ui::dom;

/// Why the last file given was not opened; kept as what happened, so that a change of
/// language says it again in the new one.
#[derive(Clone, PartialEq)]
pub enum Refusal {
    /// Longer than [`MAX_FILE_BYTES`]: its length in bytes.
    TooLong(usize),
    /// More records than [`MAX_RECORDS`]: how many.
    TooMany(usize),
    NoBoards,
    /// The reader's error.
    Unreadable(RecordIssue),
}

/// A page's words for a refused file, in one language.
#[derive(PartialEq)]
pub struct RefusalText {
    /// `{error}`: where in the file, and what.
    pub read_error: &'static str,
    pub no_boards: &'static str,
    /// `{size}`, `{limit}` and, where the page names it, `{boards}`: a file too long to open.
    pub too_long: &'static str,
    /// `{n}`, `{boards}`: a file of too many records.
    pub too_many: &'static str,
}

impl Refusal {
    pub fn text(&self, t: &RefusalText, lang: Lang) -> String {
        match self {
            Refusal::TooLong(bytes) => t
                .too_long
                .replace("{size}", &size_text(*bytes))
                .replace("{limit}", &size_text(MAX_FILE_BYTES))
                .replace("{boards}", &MAX_RECORDS.to_string()),
            Refusal::TooMany(n) => t
                .too_many
                .replace("{n}", &n.to_string())
                .replace("{boards}", &MAX_RECORDS.to_string()),
            Refusal::NoBoards => t.no_boards.to_string(),
            Refusal::Unreadable(e) => t.read_error.replace("{error}", &e.explain(lang)),
        }
    }
}

/// A file's text as given: its name (empty when pasted), and whether its bytes were not UTF-8
/// and were read as Latin-1.
pub struct Given {
    pub name: String,
    pub text: String,
    pub latin1: bool,
}

/// Reads a file's text: its records (at least one) and the reader's remarks, or why it is
/// refused.
pub fn read(text: &str) -> Result<ReadOutcome, Refusal> {
    if text.len() > MAX_FILE_BYTES {
        return Err(Refusal::TooLong(text.len()));
    }
    let read = files::read(text).map_err(Refusal::Unreadable)?;
    if read.records.len() > MAX_RECORDS {
        return Err(Refusal::TooMany(read.records.len()));
    }
    if read.records.is_empty() {
        return Err(Refusal::NoBoards);
    }
    Ok(read)
}

/// Reads a picked or dropped file into `open`; one too long to read is refused before it is
/// read.
pub fn read_file(
    file: web_sys::File,
    open: &Callback<Given>,
    error: &UseStateHandle<Option<Refusal>>,
) {
    let on_bytes = open.reform(|(name, bytes): (String, Vec<u8>)| {
        let (text, latin1) = files::decode(bytes);
        Given { name, text, latin1 }
    });
    let error = error.clone();
    let on_too_long = Callback::from(move |bytes: usize| error.set(Some(Refusal::TooLong(bytes))));
    dom::read_file(file, MAX_FILE_BYTES, on_bytes, on_too_long);
}

/// The file picker's change handler: reads the file picked into `open`.
pub fn on_pick(
    open: &Callback<Given>,
    error: &UseStateHandle<Option<Refusal>>,
) -> impl Fn(Event) + 'static {
    let (open, error) = (open.clone(), error.clone());
    move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            read_file(file, &open, &error);
        }
    }
}

/// The paste box's input handler: keeps its text in `paste`, or refuses a paste too long to
/// open as it arrives.
pub fn on_paste_input(
    paste: &UseStateHandle<String>,
    error: &UseStateHandle<Option<Refusal>>,
) -> impl Fn(InputEvent) + 'static {
    let error = error.clone();
    dom::text_input(paste, MAX_FILE_BYTES, move |bytes| {
        error.set(Some(Refusal::TooLong(bytes)))
    })
}

/// The paste box's submit handler: opens the text pasted.
pub fn on_paste_open(
    paste: &UseStateHandle<String>,
    open: &Callback<Given>,
) -> impl Fn(SubmitEvent) + 'static {
    let (paste, open) = (paste.clone(), open.clone());
    move |e: SubmitEvent| {
        e.prevent_default();
        open.emit(Given {
            name: String::new(),
            text: (*paste).clone(),
            latin1: false,
        });
    }
}

/// The reader's remarks on the file opened, under `title`, with `latin1_text` first when its
/// bytes were read as Latin-1; nothing when there are none.
pub fn remarks_html(
    notices: &[RecordIssue],
    latin1: bool,
    title: &'static str,
    latin1_text: &'static str,
    lang: Lang,
) -> Html {
    if !latin1 && notices.is_empty() {
        return Html::default();
    }
    html! {
        <details data-file-notices="">
            <summary>{ title }{ " " }{ notices.len() + usize::from(latin1) }</summary>
            <ul>
                if latin1 { <li>{ latin1_text }</li> }
                { for notices.iter().map(|n| html! { <li>{ n.explain(lang) }</li> }) }
            </ul>
        </details>
    }
}
