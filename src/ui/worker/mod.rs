//! Both ends of the Web Worker: the page's client and the worker's host loop.
//!
//! Messages are the JSON form of [`crate::jobs::Request`] and [`crate::jobs::Reply`]: strings
//! cross the worker boundary cheaply, and the same text can be read in the browser's devtools.

pub mod client;
#[cfg(feature = "crash-job")]
pub mod crash;
pub mod host;
pub mod pool;

use std::cell::Cell;

use crate::shell::i18n::Lang;

thread_local! {
    /// The page's language: the workers' failures that the page itself sees (a worker that
    /// dies, or never starts) are told in it.
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Tells the page's workers which language the page speaks.
pub fn set_lang(lang: Lang) {
    LANG.with(|l| l.set(lang));
}

fn lang() -> Lang {
    LANG.with(Cell::get)
}
