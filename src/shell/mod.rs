//! The app shell in plain Rust: routes and texts, with no web dependency.

pub mod address;
pub mod bridge_words;
pub mod errors;
pub mod i18n;
pub mod route;
