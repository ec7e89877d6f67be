//! The page's side: a queue of jobs in front of one worker, cancel by restart, crash recovery.
//!
//! A job that is running cannot be interrupted from outside: the worker is single-threaded and
//! busy. So cancelling the running job terminates the worker and starts a fresh one, which is
//! immediate and leaves nothing half-done behind. A worker that dies while working (a trap, out
//! of memory) is replaced the same way, and the job it was running fails with a message that
//! says so. A worker that dies before it was ready (its script could not load) fails the jobs
//! waiting for it and is tried again only for the next job, so a missing file cannot make the
//! page restart workers in a loop.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::jobs::{Job, Reply, Request, READY};
use crate::shell::errors::{Explain, WorkerTrouble};

/// What a job's owner is told: its progress, then its result or error.
pub(super) type OnReply = Rc<dyn Fn(Reply)>;
/// What the page is told when a worker dies.
pub(super) type OnCrash = Rc<dyn Fn(String)>;

/// A handle to the page's worker. Clones share the same worker and queue.
#[derive(Clone)]
pub struct WorkerClient {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for WorkerClient {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

struct Pending {
    request: Request,
    on_reply: OnReply,
}

struct Inner {
    url: String,
    worker: Option<Running>,
    next_id: u64,
    running: Option<Pending>,
    queue: VecDeque<Pending>,
    on_crash: Option<OnCrash>,
}

/// A live worker, whether it has said it is ready, and its event handlers, kept alive as long
/// as it is.
struct Running {
    worker: Worker,
    ready: bool,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// A finished or failed job, to be told to its owner once the cell is no longer borrowed
/// (the owner's callback may well submit another job).
type Notice = (OnReply, Reply);

impl WorkerClient {
    /// Starts a worker from the script at `url` (relative to the page, so it works under any
    /// sub-path), so that it is loaded by the time the first job comes.
    pub fn new(url: &str) -> WorkerClient {
        let client = WorkerClient {
            inner: Rc::new(RefCell::new(Inner {
                url: url.to_string(),
                worker: None,
                next_id: 1,
                running: None,
                queue: VecDeque::new(),
                on_crash: None,
            })),
        };
        let notices = client.spawn();
        client.tell(notices);
        client
    }

    /// Called whenever a working worker dies and is replaced, with the browser's own words
    /// for the error (the page says the rest in its language).
    pub fn set_on_crash(&self, on_crash: impl Fn(String) + 'static) {
        self.inner.borrow_mut().on_crash = Some(Rc::new(on_crash));
    }

    /// Queues a job; `on_reply` receives its progress and then its one final reply.
    /// Returns the job's id, for [`WorkerClient::cancel`].
    pub fn submit(&self, job: Job, on_reply: impl Fn(Reply) + 'static) -> u64 {
        let id = {
            let mut inner = self.inner.borrow_mut();
            let id = inner.next_id;
            inner.next_id += 1;
            inner.queue.push_back(Pending {
                request: Request { id, job },
                on_reply: Rc::new(on_reply),
            });
            id
        };
        let mut notices = Vec::new();
        if self.inner.borrow().worker.is_none() {
            notices = self.spawn();
        }
        notices.extend(self.pump());
        self.tell(notices);
        id
    }

    /// Forgets a job: a queued one is dropped; the running one is stopped by replacing the
    /// worker. Its callback hears nothing more. Unknown or finished ids are ignored.
    pub fn cancel(&self, id: u64) {
        let running = {
            let mut inner = self.inner.borrow_mut();
            inner.queue.retain(|p| p.request.id != id);
            let running = inner.running.as_ref().is_some_and(|p| p.request.id == id);
            if running {
                inner.running = None;
                inner.worker = None;
            }
            running
        };
        if running {
            let notices = self.spawn();
            self.tell(notices);
        }
    }

    /// Whether a job is running or waiting.
    pub fn busy(&self) -> bool {
        let inner = self.inner.borrow();
        inner.running.is_some() || !inner.queue.is_empty()
    }

    /// Starts a fresh worker; if that is impossible, every waiting job fails.
    fn spawn(&self) -> Vec<Notice> {
        let url = self.inner.borrow().url.clone();
        let worker = match Worker::new(&url) {
            Ok(worker) => worker,
            Err(e) => {
                let why = e.as_string().unwrap_or_else(|| format!("{e:?}"));
                return self.fail_waiting(WorkerTrouble::NotStarted { detail: why });
            }
        };
        let weak = Rc::downgrade(&self.inner);
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if let Some(inner) = weak.upgrade() {
                WorkerClient { inner }.on_message(e);
            }
        });
        let weak = Rc::downgrade(&self.inner);
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |e: ErrorEvent| {
            // The page handles it; the browser need not report it again as uncaught.
            e.prevent_default();
            if let Some(inner) = weak.upgrade() {
                WorkerClient { inner }.on_error(e.message());
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.inner.borrow_mut().worker = Some(Running {
            worker,
            ready: false,
            _on_message: on_message,
            _on_error: on_error,
        });
        Vec::new()
    }

    /// Sends the next queued job if the worker is ready and idle.
    fn pump(&self) -> Vec<Notice> {
        let mut inner = self.inner.borrow_mut();
        if inner.running.is_some() {
            return Vec::new();
        }
        let Some(worker) = inner
            .worker
            .as_ref()
            .filter(|w| w.ready)
            .map(|w| w.worker.clone())
        else {
            return Vec::new();
        };
        let mut notices = Vec::new();
        while let Some(next) = inner.queue.pop_front() {
            let sent = serde_json::to_string(&next.request)
                .map_err(|e| WorkerTrouble::NotEncoded {
                    detail: e.to_string(),
                })
                .and_then(|text| {
                    worker.post_message(&JsValue::from_str(&text)).map_err(|e| {
                        WorkerTrouble::NotSent {
                            detail: format!("{e:?}"),
                        }
                    })
                });
            match sent {
                Ok(()) => {
                    inner.running = Some(next);
                    break;
                }
                Err(error) => notices.push(failure(next, error)),
            }
        }
        notices
    }

    fn on_message(&self, event: MessageEvent) {
        let text = event.data().as_string().unwrap_or_default();
        if text == READY {
            if let Some(worker) = self.inner.borrow_mut().worker.as_mut() {
                worker.ready = true;
            }
            let notices = self.pump();
            self.tell(notices);
            return;
        }
        let reply = match serde_json::from_str::<Reply>(&text) {
            Ok(reply) => reply,
            Err(e) => {
                let trouble = WorkerTrouble::Unreadable {
                    detail: e.to_string(),
                };
                self.on_error(trouble.explain(super::lang()));
                return;
            }
        };
        let mut notices = Vec::new();
        let finished = {
            let mut inner = self.inner.borrow_mut();
            match &inner.running {
                Some(p) if p.request.id == reply.id() => {
                    let finished = !matches!(reply, Reply::Progress { .. });
                    notices.push((p.on_reply.clone(), reply));
                    if finished {
                        inner.running = None;
                    }
                    finished
                }
                // A late message about a job already cancelled.
                _ => return,
            }
        };
        if finished {
            notices.extend(self.pump());
        }
        self.tell(notices);
    }

    fn on_error(&self, message: String) {
        let (was_ready, running, on_crash) = {
            let mut inner = self.inner.borrow_mut();
            let was_ready = inner.worker.take().is_some_and(|w| w.ready);
            (was_ready, inner.running.take(), inner.on_crash.clone())
        };
        let mut notices = Vec::new();
        if was_ready {
            if let Some(p) = running {
                let detail = message.clone();
                notices.push(failure(p, WorkerTrouble::Stopped { detail }));
            }
            if let Some(on_crash) = on_crash {
                on_crash(message);
            }
            notices.extend(self.spawn());
        } else {
            // It never started: do not retry until another job asks for a worker.
            notices = self.fail_waiting(WorkerTrouble::NotStarted { detail: message });
        }
        self.tell(notices);
    }

    fn fail_waiting(&self, trouble: WorkerTrouble) -> Vec<Notice> {
        let mut inner = self.inner.borrow_mut();
        inner.worker = None;
        let running = inner.running.take();
        running
            .into_iter()
            .chain(inner.queue.drain(..))
            .map(|p| failure(p, trouble.clone()))
            .collect()
    }

    fn tell(&self, notices: Vec<Notice>) {
        for (on_reply, reply) in notices {
            on_reply(reply);
        }
    }
}

/// The failure of a job the worker did not answer, in the page's language.
fn failure(pending: Pending, trouble: WorkerTrouble) -> Notice {
    let reply = Reply::Failed {
        id: pending.request.id,
        error: trouble.explain(super::lang()),
    };
    (pending.on_reply, reply)
}
