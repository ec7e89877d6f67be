//! What every page needs from the shell, and the hook that reads it: in a module of its own so
//! that the shell and the pages both depend on it and not on each other.

use yew::prelude::*;

use super::worker::client::WorkerClient;
use super::worker::pool::WorkerPool;
use crate::shell::i18n::Lang;

/// What every page needs from the shell, handed down as a Yew context.
#[derive(Clone, PartialEq)]
pub struct Shared {
    pub lang: Lang,
    pub worker: WorkerClient,
    /// The bridge table's computer decisions, spread over one worker per core; its first
    /// worker is `worker`.
    pub pool: WorkerPool,
}

/// The shared context; every page is rendered inside the shell's provider, so it is always
/// there.
#[hook]
pub fn use_shared() -> Shared {
    use_context::<Shared>().expect("pages are rendered inside the shell")
}
