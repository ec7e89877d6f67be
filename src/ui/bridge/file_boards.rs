//! A file of boards to play: opened in the settings (picked or pasted, PBN or LIN), read by
//! `bridge::files` and gathered into boards by `bridge::recorded`; then a bar above the
//! table says which of the file's boards is on it and leads to the next.

use std::rc::Rc;

use yew::prelude::*;

use super::file_text::file_text;
use super::Msg;
use crate::bridge::files::{RecordIssue, MAX_FILE_BYTES, MAX_RECORDS};
use crate::bridge::recorded::{boards, FileBoard};
use crate::ui::boards_file::{self, Given, Refusal};
use crate::ui::shared::use_shared;

/// What a file's text gives: its boards and the reader's remarks, or why it is refused.
fn read(text: &str) -> Result<(Vec<FileBoard>, Vec<RecordIssue>), Refusal> {
    let read = boards_file::read(text)?;
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
        Callback::from(move |given: Given| match read(&given.text) {
            Ok((found, remarks)) => {
                error.set(None);
                notices.set(remarks);
                latin1_read.set(given.latin1);
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
    let on_pick = boards_file::on_pick(&open, &error);
    let on_paste_input = boards_file::on_paste_input(&paste, &error);
    let on_paste_open = boards_file::on_paste_open(&paste, &open);
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
                <p class="dd-error" role="alert" data-file-error="">{ e.text(&t.refusal, lang) }</p>
            }
            { boards_file::remarks_html(&notices, *latin1_read, t.notices, t.latin1, lang) }
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
