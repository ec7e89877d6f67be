//! Honest pages for what does not exist: a game not built yet, an unknown address.

use yew::prelude::*;

use super::app::use_shared;
use super::dom;
use crate::shell::i18n::{page_text, shell};
use crate::shell::route::{Page, Route};

#[derive(Properties, PartialEq)]
pub struct NotBuiltProps {
    pub page: Page,
}

#[function_component]
pub fn NotBuilt(props: &NotBuiltProps) -> Html {
    let lang = use_shared().lang;
    let text = shell(lang);
    let t = page_text(lang, props.page);
    html! {
        <section class="placeholder" data-not-built={props.page.slug()}>
            <h1>{ t.name }</h1>
            <p class="lead">{ t.blurb }</p>
            <div class="notice" role="status">
                <h2>{ text.not_built_title }</h2>
                <p>{ text.not_built_body }</p>
            </div>
            <a href={dom::href(&Route::of(Page::Home))}>{ text.back_home }</a>
        </section>
    }
}

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
