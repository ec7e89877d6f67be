//! The shell: header with navigation and language, the routed page, the footer.

use yew::prelude::*;

use super::shared::Shared;
use super::worker::client::WorkerClient;
use super::worker::pool::WorkerPool;
use super::{about, analysis, bridge, dom, home, killer, missing, ttt};
use crate::shell::address::{bad_values, notice_title, unknown_params};
use crate::shell::i18n::{page_text, shell, Lang};
use crate::shell::route::{embed_requested, Page, Route};

/// The worker's loader script (Trunk's shim that loads `worker.js` and its wasm), relative to the
/// page: Trunk writes it beside `index.html`, whatever the sub-path.
const WORKER_URL: &str = "worker_loader.js";

/// The site's name in both scripts, as `index.html` has it: the end of every page's title.
const SITE_TITLE: &str = "Boyi 博弈";

#[function_component]
pub fn App() -> Html {
    let route = use_state(|| Route::parse(&dom::hash()));
    let lang = use_state(dom::initial_lang);
    let crash = use_state(|| None::<String>);
    let worker = use_memo((), |_| WorkerClient::new(WORKER_URL));
    let pool = use_memo(worker.clone(), |worker| {
        WorkerPool::new((**worker).clone(), WORKER_URL, WorkerPool::cores())
    });

    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = dom::Listener::on_window("hashchange", move |_| {
                route.set(Route::parse(&dom::hash()));
            });
            move || drop(listener)
        });
    }
    {
        let crash = crash.clone();
        use_effect_with((worker.clone(), pool.clone()), move |(worker, pool)| {
            let on_crash = move |message| crash.set(Some(message));
            worker.set_on_crash(on_crash.clone());
            pool.set_on_crash(on_crash);
            #[cfg(feature = "crash-job")]
            super::worker::crash::expose(worker);
        });
    }
    use_effect_with(*lang, |lang| {
        dom::remember_lang(*lang);
        super::worker::set_lang(*lang);
    });
    // Each page has a title of its own (tabs, history, screen readers), and after a move to
    // another page the keyboard and screen reader start at its heading, not on the old link.
    {
        let first = use_mut_ref(|| true);
        use_effect_with((route.page.clone(), *lang), move |(page, lang)| {
            dom::set_title(&match page {
                Ok(Page::Home) | Err(_) => SITE_TITLE.to_string(),
                Ok(p) => format!("{} · {SITE_TITLE}", page_text(*lang, *p).name),
            });
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                dom::focus_heading("main");
            }
        });
    }

    let shared = Shared {
        lang: *lang,
        worker: (*worker).clone(),
        pool: (*pool).clone(),
    };
    let text = shell(*lang);
    let embed = embed_requested(&dom::search(), &route);
    let page = match route.page {
        Ok(Page::Home) => html! { <home::Home /> },
        Ok(Page::About) => html! { <about::About /> },
        Ok(Page::TicTacToe) => html! { <ttt::TicTacToe route={(*route).clone()} /> },
        Ok(Page::Killer) => html! { <killer::Killer /> },
        Ok(Page::Analysis) => html! { <analysis::Analysis route={(*route).clone()} /> },
        Ok(Page::Bridge) => html! { <bridge::Bridge route={(*route).clone()} /> },
        Err(ref unknown) => html! { <missing::NotFound path={unknown.clone()} /> },
    };
    let current = route.page.clone().ok();

    let crash_banner = crash.as_ref().map(|message| {
        let crash = crash.clone();
        html! {
            <div class="banner error" role="alert" data-worker-crashed="">
                <span>{ text.worker_crashed }{" "}<small>{ message.clone() }</small></span>
                <button onclick={move |_| crash.set(None)}>{ text.dismiss }</button>
            </div>
        }
    });

    // Every page tells which parameters of its address it does not know, and which values
    // it cannot read, rather than dropping them without a word.
    let mut problems = unknown_params(&route);
    problems.extend(bad_values(&route));
    let address_notice = (!problems.is_empty()).then(|| {
        html! {
            <div class="notice" role="status" data-address-notice="">
                <p>{ notice_title(*lang) }</p>
                <ul>{ for problems.iter().map(|p| html! { <li>{ p.describe(*lang) }</li> }) }</ul>
            </div>
        }
    });

    let chrome_header = (!embed).then(|| {
        let on_lang = {
            let lang = lang.clone();
            move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                if let Some(l) = Lang::from_tag(&select.value()) {
                    lang.set(l);
                }
            }
        };
        let skip = |e: MouseEvent| {
            e.prevent_default();
            dom::focus("main");
        };
        html! {
            <header class="site-header">
                <a class="skip-link" href="#main" onclick={skip}>{ text.skip_to_content }</a>
                <a class="brand" href={dom::href(&Route::of(Page::Home))}>
                    <img src="icons/icon.svg" alt="" width="28" height="28" />
                    <span>{ text.site_name }</span>
                </a>
                <nav aria-label={text.main_navigation}>
                    <ul>
                    { for Page::ALL.into_iter().filter(|p| *p != Page::Home).map(|p| {
                        let here = current == Some(p);
                        html! {
                            <li><a href={dom::href(&Route::of(p))}
                                   aria-current={here.then_some("page")}
                                   class={classes!(here.then_some("current"))}>
                                { page_text(*lang, p).name }
                            </a></li>
                        }
                    }) }
                    </ul>
                </nav>
                <label class="lang">
                    <span class="visually-hidden">{ text.language }</span>
                    <select onchange={on_lang} aria-label={text.language}>
                        { for Lang::ALL.into_iter().map(|l| html! {
                            <option value={l.tag()} selected={l == *lang}>{ l.name() }</option>
                        }) }
                    </select>
                </label>
            </header>
        }
    });

    let footer =
        (!embed).then(|| html! { <footer class="site-footer"><p>{ text.footer }</p></footer> });

    html! {
        <ContextProvider<Shared> context={shared}>
            <div class={classes!("shell", embed.then_some("embed"))}>
                { chrome_header.unwrap_or_default() }
                { crash_banner.unwrap_or_default() }
                <main id="main" tabindex="-1">{ address_notice.unwrap_or_default() }{ page }</main>
                { footer.unwrap_or_default() }
            </div>
        </ContextProvider<Shared>>
    }
}
