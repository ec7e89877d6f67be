//! The Yew layer: a thin view over the engines, the shell's routes and the worker.

mod about;
mod analysis;
mod app;
mod boards_file;
mod bridge;
mod cards;
mod dd_table;
mod dom;
mod home;
mod killer;
mod missing;
mod run;
mod shared;
mod ttt;
pub mod worker;

/// Starts the app: registers the service worker for offline use and renders the shell.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("boyi: {info}").into());
    }));
    dom::register_service_worker("sw.js");
    dom::remove_element("boot");
    yew::Renderer::<app::App>::new().render();
}
