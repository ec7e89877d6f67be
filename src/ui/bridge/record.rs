//! Game records: the board with its auction and play as PBN text to copy or save, and a
//! pasted PBN record loaded onto the table (the errors of `bridge::play::pbn` name the tag,
//! call or trick that is wrong).

use yew::prelude::*;

use super::play_text::PlayText;
use super::Msg;
use crate::bridge::play::pbn::{GameRecordError, MAX_RECORD_BYTES};
use crate::bridge::play::{pbn, Board};
use crate::shell::errors::Explain;
use crate::ui::dom;
use crate::ui::shared::use_shared;

#[derive(Properties, PartialEq)]
pub struct ExportProps {
    pub pt: &'static PlayText,
    pub board: Board,
    pub number: u32,
}

/// The record of the board so far, to copy or save.
#[function_component]
pub fn Export(props: &ExportProps) -> Html {
    let pt = props.pt;
    let text = pbn::write(&props.board, props.number);
    let href = format!(
        "data:application/x-chess-pbn;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&text))
    );
    html! {
        <details class="bridge-record" data-record="">
            <summary>{ pt.record_title }</summary>
            <p class="hint">{ pt.record_export }</p>
            <textarea readonly=true rows="12" data-pbn="" aria-label={pt.record_title} value={text} />
            <p><a class="button secondary" {href} download={format!("boyi-board-{}.pbn", props.number)}
                  data-action="download-pbn">{ pt.record_download }</a></p>
        </details>
    }
}

#[derive(Properties, PartialEq)]
pub struct ImportProps {
    pub pt: &'static PlayText,
    pub on_msg: Callback<Msg>,
}

/// A pasted record, loaded onto the table.
#[function_component]
pub fn Import(props: &ImportProps) -> Html {
    let pt = props.pt;
    let lang = use_shared().lang;
    let text = use_state(String::new);
    let error = use_state(|| None::<GameRecordError>);
    let on_input = {
        let error = error.clone();
        dom::text_input(&text, MAX_RECORD_BYTES, move |bytes| {
            error.set(Some(GameRecordError::TooLong { bytes }))
        })
    };
    let on_load = {
        let text = text.clone();
        let error = error.clone();
        let on_msg = props.on_msg.clone();
        move |_| match pbn::read(&text) {
            Ok(board) => {
                error.set(None);
                on_msg.emit(Msg::Import(Box::new(board)));
                // The board is on the table: the folded bar closes so that the table is in view.
                if let Some(bar) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector("[data-settings]").ok().flatten())
                {
                    let _ = bar.remove_attribute("open");
                }
            }
            Err(e) => error.set(Some(e)),
        }
    };
    html! {
        <details class="bridge-import" data-import="">
            <summary>{ pt.import_title }</summary>
            <p class="hint">{ pt.import_hint }</p>
            <textarea rows="8" value={(*text).clone()} oninput={on_input} aria-label={pt.import_title}
                      data-import-text="" />
            <p><button onclick={on_load} data-action="import-pbn">{ pt.import_button }</button></p>
            if let Some(e) = &*error {
                <p class="dd-error" role="alert" data-import-error="">{ pt.import_error }{ " " }{ e.explain(lang) }</p>
            }
        </details>
    }
}
