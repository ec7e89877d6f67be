//! The landing page: one card per game.

use yew::prelude::*;

use super::dom;
use super::shared::use_shared;
use crate::shell::i18n::{page_text, shell};
use crate::shell::route::{Page, Route};

#[function_component]
pub fn Home() -> Html {
    let lang = use_shared().lang;
    let text = shell(lang);
    let games = [Page::TicTacToe, Page::Bridge, Page::Analysis, Page::Killer];
    html! {
        <section class="home">
            <h1>{ text.site_name }<span class="subtitle">{ text.tagline }</span></h1>
            <ul class="cards">
            { for games.into_iter().map(|page| {
                let t = page_text(lang, page);
                html! {
                    <li class={classes!("card", format!("game-{}", page.slug()))}>
                        <h2>{ t.name }</h2>
                        <p>{ t.blurb }</p>
                        <a class="button" href={dom::href(&Route::of(page))}>{ text.open }{" "}{ t.name }</a>
                    </li>
                }
            }) }
            </ul>
        </section>
    }
}
