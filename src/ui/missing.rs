//! The honest page for what does not exist: an unknown address.

use yew::prelude::*;

use super::dom;
use super::shared::use_shared;
use crate::shell::i18n::shell;
use crate::shell::route::{Page, Route};

#[derive(Properties, PartialEq)]
pub struct NotFoundProps {
    pub path: String,
}

#[function_component]
pub fn NotFound(props: &NotFoundProps) -> Html {
    let text = shell(use_shared().lang);
    html! {
        <section class="placeholder" data-not-found="">
            <h1>{ text.not_found_title }</h1>
            <p>{ text.not_found_body }{" "}<code>{ format!("#/{}", props.path) }</code></p>
            <a href={dom::href(&Route::of(Page::Home))}>{ text.back_home }</a>
        </section>
    }
}
