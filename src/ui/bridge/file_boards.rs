//! A file of boards to play: opened in the settings (picked or pasted, PBN or LIN), read by
//! `bridge::files` and gathered into boards by `bridge::recorded`; then a bar above the
//! table says which of the file's boards is on it and leads to the next.

use std::rc::Rc;

use yew::prelude::*;

use super::file_text::{file_text, FileText};
use super::Msg;
use crate::bridge::files::{self, RecordIssue, MAX_FILE_BYTES, MAX_RECORDS};
use crate::bridge::recorded::{boards, FileBoard};
use crate::shell::errors::Explain;
use crate::shell::i18n::Lang;
use crate::ui::dom;
use crate::ui::shared::use_shared;

/// Why the last file given was not opened; kept as what happened, so that a change of
/// language says it again in the new one.
#[derive(Clone, PartialEq)]
enum Refusal {
    TooLong(usize),
    TooMany(usize),
    NoBoards,
    Unreadable(RecordIssue),
}

impl Refusal {
    fn text(&self, t: &FileText, lang: Lang) -> String {
        match self {
            Refusal::TooLong(bytes) => t.too_long(*bytes, MAX_FILE_BYTES),
            Refusal::TooMany(n) => t.too_many(*n, MAX_RECORDS),
            Refusal::NoBoards => t.no_boards.to_string(),
            Refusal::Unreadable(e) => t.read_error.replace("{error}", &e.explain(lang)),
        }
    }
}

/// What a file's text gives: its boards and the reader's remarks, or why it is refused.
fn read(text: &str) -> Result<(Vec<FileBoard>, Vec<RecordIssue>), Refusal> {
    if text.len() > MAX_FILE_BYTES {
        return Err(Refusal::TooLong(text.len()));
    }
    let read = files::read(text).map_err(Refusal::Unreadable)?;
    if read.records.len() > MAX_RECORDS {
        return Err(Refusal::TooMany(read.records.len()));
    }
    let found = boards(&read.records);
    if found.is_empty() {
        return Err(Refusal::NoBoards);
    }
    Ok((found, read.notices))
}

#[derive(Properties, PartialEq)]
pub struct OpenFileProps {
    pub on_msg: Callback<Msg>,
}

/// The file's picker and paste box, in the settings bar.
#[function_component]
pub fn OpenFile(props: &OpenFileProps) -> Html {
    let lang = use_shared().lang;
    let t = file_text(lang);
    let paste = use_state(String::new);
    let error = use_state(|| None::<Refusal>);
    let notices = use_state(Vec::<RecordIssue>::new);
    let latin1_read = use_state(|| false);

    let open = {
        let (error, notices, latin1_read) = (error.clone(), notices.clone(), latin1_read.clone());
        let on_msg = props.on_msg.clone();
        Callback::from(move |(text, latin1): (String, bool)| match read(&text) {
            Ok((found, remarks)) => {
                error.set(None);
                notices.set(remarks);
                latin1_read.set(latin1);
                on_msg.emit(Msg::OpenFile(Rc::new(found)));
                // The first board is on the table: the bar folds so that the table is in view.
                if let Some(bar) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector("[data-settings]").ok().flatten())
                {
                    let _ = bar.remove_attribute("open");
                }
            }
            Err(e) => error.set(Some(e)),
        })
    };
    let on_pick = {
        // A file too long to open is refused before it is read.
        let on_too_long = {
            let error = error.clone();
            Callback::from(move |bytes: usize| error.set(Some(Refusal::TooLong(bytes))))
        };
        let on_bytes = open.reform(|(_name, bytes): (String, Vec<u8>)| files::decode(bytes));
        move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                dom::read_file(file, MAX_FILE_BYTES, on_bytes.clone(), on_too_long.clone());
            }
        }
    };
    let on_paste_input = {
        let (paste, error) = (paste.clone(), error.clone());
        move |e: InputEvent| match dom::text_within(&e, MAX_FILE_BYTES) {
            Ok(text) => paste.set(text),
            Err(bytes) => {
                paste.set(String::new());
                error.set(Some(Refusal::TooLong(bytes)));
            }
        }
    };
    let on_paste_open = {
        let (paste, open) = (paste.clone(), open.clone());
        move |e: SubmitEvent| {
            e.prevent_default();
            open.emit(((*paste).clone(), false));
        }
    };
    html! {
        <details class="bridge-import bridge-file" data-file-open="">
            <summary>{ t.title }</summary>
            <p class="hint">{ t.hint(MAX_RECORDS, MAX_FILE_BYTES) }</p>
            <p>
                <label>{ t.choose_file }{ " " }
                    <input type="file" accept=".pbn,.lin,.txt,text/plain" onchange={on_pick} data-file-pick="" />
                </label>
            </p>
            <form onsubmit={on_paste_open}>
                <label for="bridge-file-paste">{ t.paste_label }</label>
                <textarea id="bridge-file-paste" rows="6" spellcheck="false"
                          value={(*paste).clone()} oninput={on_paste_input} data-file-paste="" />
                <p><button type="submit" data-action="open-file">{ t.open }</button></p>
            </form>
            if let Some(e) = &*error {
                <p class="dd-error" role="alert" data-file-error="">{ e.text(t, lang) }</p>
            }
            if *latin1_read || !notices.is_empty() {
                <details data-file-notices="">
                    <summary>{ t.notices }{ " " }{ notices.len() + usize::from(*latin1_read) }</summary>
                    <ul>
                        if *latin1_read { <li>{ t.latin1 }</li> }
                        { for notices.iter().map(|n| html! { <li>{ n.explain(lang) }</li> }) }
                    </ul>
                </details>
            }
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct FileBarProps {
    pub board: FileBoard,
    /// The board's place in the file, from 0, and how many boards it holds.
    pub at: usize,
    pub count: usize,
    pub on_msg: Callback<Msg>,
    pub on_leave: Callback<()>,
}

/// Which of the file's boards is on the table, and the way to the next.
#[function_component]
pub fn FileBar(props: &FileBarProps) -> Html {
    let t = file_text(use_shared().lang);
    let next = (props.at + 1) % props.count;
    let on_next = props
        .on_msg
        .reform(move |_: MouseEvent| Msg::FileBoard(next));
    let on_leave = props.on_leave.reform(|_: MouseEvent| ());
    let numbered = props
        .board
        .number
        .map(|n| format!(" · {}", t.numbered.replace("{number}", &n.to_string())));
    html! {
        <div class="notice bridge-file-bar" role="group" aria-label={t.bar_label} data-file-bar=""
             data-file-at={(props.at + 1).to_string()} data-file-boards={props.count.to_string()}>
            <p>
                <strong>{ t.at(props.at + 1, props.count) }</strong>{ numbered }
                if props.board.results.is_empty() {
                    <br />{ t.no_results }
                }
            </p>
            <p>
                <button onclick={on_next} data-action="next-file-board">{ t.next }</button>{ " " }
                <button class="secondary" onclick={on_leave} data-action="leave-file">{ t.leave }</button>
            </p>
        </div>
    }
}
