//! Small wrappers over browser APIs that the pages share.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::EventTarget;

use crate::shell::route::Route;

/// Where the chosen language is remembered between visits.
const LANG_KEY: &str = "boyi.lang";

fn window() -> web_sys::Window {
    web_sys::window().expect("the app runs in a window")
}

/// The current fragment, `#` included (empty when there is none).
pub fn hash() -> String {
    window().location().hash().unwrap_or_default()
}

/// The page's own query string, `?` included.
pub fn search() -> String {
    window().location().search().unwrap_or_default()
}

/// A link to a route that stays on this very document: built from the document's own URL, so
/// it holds whatever the sub-path, the file name and the page's query are, and in an iframe.
pub fn href(route: &Route) -> String {
    let location = window().location();
    let path = location.pathname().unwrap_or_default();
    format!("{path}{}{route}", search())
}

/// Shows `route` in the address bar without a `hashchange`, so a page can make its state
/// shareable (the analysis page's deal) without being routed afresh.
pub fn replace_route(route: &Route) {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&href(route)));
    }
}

/// The language remembered from an earlier visit, else the browser's preference.
pub fn initial_lang() -> crate::shell::i18n::Lang {
    use crate::shell::i18n::Lang;
    if let Some(lang) = storage_get(LANG_KEY).as_deref().and_then(Lang::from_tag) {
        return lang;
    }
    let tags: Vec<String> = window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    Lang::preferred(tags.iter().map(String::as_str))
}

/// Remembers the language and tells the document, for screen readers and fonts.
pub fn remember_lang(lang: crate::shell::i18n::Lang) {
    storage_set(LANG_KEY, lang.tag());
    if let Some(root) = window().document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", lang.tag());
    }
}

fn storage() -> Option<web_sys::Storage> {
    // Storage can be refused (private mode, sandboxed iframes): then nothing is remembered.
    window().local_storage().ok().flatten()
}

/// Reads a remembered value.
pub fn storage_get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Remembers a value; silently does nothing where storage is refused.
pub fn storage_set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// Moves keyboard focus to an element, for the skip link and after route changes.
pub fn focus(id: &str) {
    if let Some(el) = window()
        .document()
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// Sets the document's title.
pub fn set_title(title: &str) {
    if let Some(d) = window().document() {
        d.set_title(title);
    }
}

/// Moves keyboard focus to the first heading inside the element `id` (made focusable by
/// script only, so Tab does not stop on it), or to the element itself when it has none.
pub fn focus_heading(id: &str) {
    let Some(document) = window().document() else {
        return;
    };
    let heading = document
        .query_selector(&format!("#{id} h1"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    match heading {
        Some(h) => {
            if !h.has_attribute("tabindex") {
                let _ = h.set_attribute("tabindex", "-1");
            }
            let _ = h.focus();
        }
        None => focus(id),
    }
}

/// Removes an element of the static page, such as the loading notice once the app runs.
pub fn remove_element(id: &str) {
    if let Some(el) = window().document().and_then(|d| d.get_element_by_id(id)) {
        el.remove();
    }
}

/// An event listener that is removed when dropped, so a component's cleanup removes it.
pub struct Listener {
    target: EventTarget,
    event: &'static str,
    callback: Closure<dyn FnMut(web_sys::Event)>,
}

impl Listener {
    pub fn new(
        target: &EventTarget,
        event: &'static str,
        f: impl FnMut(web_sys::Event) + 'static,
    ) -> Listener {
        let callback = Closure::<dyn FnMut(web_sys::Event)>::new(f);
        let _ = target.add_event_listener_with_callback(event, callback.as_ref().unchecked_ref());
        Listener {
            target: target.clone(),
            event,
            callback,
        }
    }

    /// Listens on the window.
    pub fn on_window(event: &'static str, f: impl FnMut(web_sys::Event) + 'static) -> Listener {
        Listener::new(&window(), event, f)
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.target.remove_event_listener_with_callback(
            self.event,
            self.callback.as_ref().unchecked_ref(),
        );
    }
}

/// The page's service worker container, where the browser has one (secure contexts only).
pub fn service_workers() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = window().navigator();
    js_sys::Reflect::has(&navigator, &"serviceWorker".into())
        .unwrap_or(false)
        .then(|| navigator.service_worker())
}

/// Registers the service worker that makes the app work offline. Relative to the page, so its
/// scope is the folder the app is served from.
pub fn register_service_worker(url: &str) {
    if let Some(container) = service_workers() {
        let promise = container.register(url);
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(e) = wasm_bindgen_futures::JsFuture::from(promise).await {
                web_sys::console::warn_2(&"boyi: offline support is unavailable".into(), &e);
            }
        });
    }
}

/// Whether a service worker controls this page, i.e. the app will load without a network.
pub fn offline_ready() -> bool {
    service_workers().is_some_and(|c| c.controller().is_some())
}

/// A one-shot timer that is cancelled when dropped, so a component's cleanup cancels it: the
/// computer's next move must not land on a game that was undone or restarted meanwhile.
pub struct Timeout {
    id: i32,
    _callback: Closure<dyn FnMut()>,
}

impl Timeout {
    pub fn new(ms: i32, f: impl FnOnce() + 'static) -> Timeout {
        let mut f = Some(f);
        let callback = Closure::<dyn FnMut()>::new(move || {
            if let Some(f) = f.take() {
                f();
            }
        });
        let id = window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                callback.as_ref().unchecked_ref(),
                ms,
            )
            .unwrap_or(0);
        Timeout {
            id,
            _callback: callback,
        }
    }
}

impl Drop for Timeout {
    fn drop(&mut self) {
        window().clear_timeout_with_handle(self.id);
    }
}

/// A fresh seed for a computer player's generator, so two visits do not replay the same game.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// Reads a picked or dropped file's name and bytes into `on_bytes`, or, when it is longer than
/// `max` bytes, gives its length to `on_too_long` without reading it.
pub fn read_file(
    file: web_sys::File,
    max: usize,
    on_bytes: yew::Callback<(String, Vec<u8>)>,
    on_too_long: yew::Callback<usize>,
) {
    let size = file.size() as usize;
    if size > max {
        on_too_long.emit(size);
        return;
    }
    let name = file.name();
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(buffer) = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
            on_bytes.emit((name, js_sys::Uint8Array::new(&buffer).to_vec()));
        }
    });
}

/// A text area's input handler: keeps the area's text in `text`, or, when it is longer than
/// `max` bytes, empties the area and `text` and gives its length to `too_long`. A paste too
/// long to read is refused as it arrives and not kept in the box: a text area of a million
/// lines makes the browser lay it out again on every change of the page.
pub fn text_input(
    text: &yew::UseStateHandle<String>,
    max: usize,
    too_long: impl Fn(usize) + 'static,
) -> impl Fn(web_sys::InputEvent) + 'static {
    use yew::TargetCast;
    let text = text.clone();
    move |e: web_sys::InputEvent| {
        let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
        let value = area.value();
        if value.len() > max {
            area.set_value("");
            text.set(String::new());
            too_long(value.len());
        } else {
            text.set(value);
        }
    }
}

/// Whether a key event was typed into a text field or a menu, where it is not a command.
pub fn typing_in_a_field(e: &web_sys::Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}
