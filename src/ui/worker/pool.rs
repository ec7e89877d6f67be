//! A small pool of workers, so that one computer decision at the bridge table can use every
//! core: a Monte-Carlo decision is split into shares ([`crate::jobs::play::plan`]), share
//! `i` goes to worker `i`, and the shares' statistics are merged on the page
//! ([`crate::jobs::play::merge`]) once all are back. With racing a decision takes several
//! rounds: the opening layouts of every share, then, each time the page has raced the
//! layouts of all shares together ([`crate::jobs::play::after_round`]), the next layouts of
//! each share from that race.
//!
//! Worker 0 is the page's own worker (the one every other job uses), so a one-core machine
//! runs exactly as before and no page pays for workers it does not need: the others start
//! the first time a decision is spread, or when a page that will spread its jobs opens
//! ([`WorkerPool::warm`]), and each holds its own solver and table (64 MB, made by its first
//! solve).
//!
//! Every other job, and a decision with a single share, goes to worker 0 unchanged. The
//! guarantees of [`WorkerClient`] carry over to a decision as a whole: cancelling it cancels
//! all its shares (a running share by restarting its worker); the first share that fails, or
//! whose worker dies, fails the decision with that message and stops the other shares; a
//! worker that cannot start fails its share at once. So a decision always ends, in one
//! final reply, unless it is cancelled.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::client::{OnCrash, OnReply, WorkerClient};
use crate::jobs::clock_ms;
use crate::jobs::play::{after_round, merge, plan, Next, PlayRequest, ShareRequest, ShareResult};
use crate::jobs::{Job, Outcome, Reply};
use crate::shell::errors::{Explain, WorkerTrouble};

/// At most this many workers: beyond four the shares of a 100-layout decision get small
/// (racing needs a dozen layouts a share before it drops anything), and each worker costs
/// its table's memory.
pub const MAX_WORKERS: usize = 4;

/// A handle to the pool. Clones share the same workers.
#[derive(Clone)]
pub struct WorkerPool {
    inner: Rc<RefCell<Inner>>,
}

impl PartialEq for WorkerPool {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

struct Inner {
    url: String,
    size: usize,
    /// Worker 0 first; the others once a decision needs them.
    clients: Vec<WorkerClient>,
    next_id: u64,
    /// The pool's jobs still under way: each one's parts, as (worker, that worker's job id).
    running: HashMap<u64, Vec<(usize, u64)>>,
    /// Jobs handed to each worker so far.
    sent: Vec<u64>,
    on_crash: Option<OnCrash>,
}

/// What came back of one spread decision so far.
struct Gather {
    request: PlayRequest,
    /// The results of the rounds before the current one, in round order.
    earlier: Vec<ShareResult>,
    /// The current round's results, in the order its shares were sent.
    results: Vec<Option<ShareResult>>,
    /// A final reply has been given (merged, or failed): later replies are ignored.
    over: bool,
    /// When the decision was sent (the page's clock), so that the messages between rounds
    /// count against its budget.
    started_ms: f64,
}

/// What one share's reply leads to.
enum Step {
    Nothing,
    /// Tell the owner; `true` when it is the final reply.
    Tell(Reply, bool),
    /// Send the next round.
    Round(Vec<ShareRequest>),
}

impl WorkerPool {
    /// A pool of `size` workers (1 to [`MAX_WORKERS`]) whose first is `first`; the others are
    /// started from the script at `url`, when needed.
    pub fn new(first: WorkerClient, url: &str, size: usize) -> WorkerPool {
        WorkerPool {
            inner: Rc::new(RefCell::new(Inner {
                url: url.to_string(),
                size: size.clamp(1, MAX_WORKERS),
                clients: vec![first],
                next_id: 1,
                running: HashMap::new(),
                sent: vec![0],
                on_crash: None,
            })),
        }
    }

    /// One worker per core the browser reports (`navigator.hardwareConcurrency`), 1 to
    /// [`MAX_WORKERS`]: more workers than cores would only take turns.
    pub fn cores() -> usize {
        let reported = web_sys::window()
            .map(|w| w.navigator().hardware_concurrency())
            .unwrap_or(1.0);
        (reported as usize).clamp(1, MAX_WORKERS)
    }

    /// Starts every worker of the pool now, for a page that is about to spread its own jobs
    /// over all of them: each worker loads its module while the person is still choosing
    /// what to solve, instead of inside the first jobs' time.
    pub fn warm(&self) {
        self.client(self.size() - 1);
    }

    /// How many workers a decision is spread over.
    pub fn size(&self) -> usize {
        self.inner.borrow().size
    }

    /// Jobs handed to each worker so far (shares count one each), worker 0 first.
    pub fn sent(&self) -> Vec<u64> {
        self.inner.borrow().sent.clone()
    }

    /// Called with a message whenever one of the pool's own workers (not worker 0, whose
    /// owner set its own) dies while working and is replaced.
    pub fn set_on_crash(&self, on_crash: impl Fn(String) + 'static) {
        let on_crash: OnCrash = Rc::new(on_crash);
        let mut inner = self.inner.borrow_mut();
        for client in inner.clients.iter().skip(1) {
            let f = on_crash.clone();
            client.set_on_crash(move |m| f(m));
        }
        inner.on_crash = Some(on_crash);
    }

    /// Which workers have a job running or waiting, worker 0 first (those started so far).
    pub fn busy_workers(&self) -> Vec<bool> {
        let clients = self.inner.borrow().clients.clone();
        clients.iter().map(WorkerClient::busy).collect()
    }

    /// Whether a job of the pool is under way.
    pub fn busy(&self) -> bool {
        !self.inner.borrow().running.is_empty()
    }

    /// Runs `job`: a bridge decision spread over the pool's workers, anything else on worker
    /// 0. `on_reply` hears progress (for a spread decision: shares back of shares sent) and
    /// then one final reply, as from a single worker. Returns the id for
    /// [`WorkerPool::cancel`].
    pub fn submit(&self, job: Job, on_reply: impl Fn(Reply) + 'static) -> u64 {
        let (id, size) = {
            let mut inner = self.inner.borrow_mut();
            let id = inner.next_id;
            inner.next_id += 1;
            (id, inner.size)
        };
        let on_reply: OnReply = Rc::new(on_reply);
        if let Job::BridgePlay(request) = &job {
            let round = plan(request, size as u32);
            if round.len() > 1 {
                let gather = Rc::new(RefCell::new(Gather {
                    request: request.clone(),
                    earlier: Vec::new(),
                    results: Vec::new(),
                    over: false,
                    started_ms: clock_ms(),
                }));
                self.send_round(id, round, gather, on_reply);
                return id;
            }
        }
        self.submit_single(id, 0, job, on_reply);
        id
    }

    /// Runs `job` on worker `worker` (below [`WorkerPool::size`]; it is started if need be),
    /// for a page that spreads many jobs of its own over the pool, one per free worker.
    /// Replies as [`WorkerPool::submit`]; returns the id for [`WorkerPool::cancel`].
    pub fn submit_to(&self, worker: usize, job: Job, on_reply: impl Fn(Reply) + 'static) -> u64 {
        let id = {
            let mut inner = self.inner.borrow_mut();
            inner.next_id += 1;
            inner.next_id - 1
        };
        let worker = worker.min(self.size() - 1);
        self.submit_single(id, worker, job, Rc::new(on_reply));
        id
    }

    /// Sends a job that is not spread to one worker, as the pool's job `id`.
    fn submit_single(&self, id: u64, worker: usize, job: Job, on_reply: OnReply) {
        let pool = Rc::downgrade(&self.inner);
        let over = Rc::new(RefCell::new(false));
        let done = over.clone();
        let part = self.send(worker, job, move |reply| {
            let reply = with_id(reply, id);
            if !matches!(reply, Reply::Progress { .. }) {
                *done.borrow_mut() = true;
                if let Some(inner) = pool.upgrade() {
                    inner.borrow_mut().running.remove(&id);
                }
            }
            on_reply(reply);
        });
        // A worker that could not start has answered already.
        if !*over.borrow() {
            self.inner.borrow_mut().running.insert(id, vec![part]);
        }
    }

    /// Forgets a job: every part of it still queued or running is cancelled (a running one
    /// by restarting its worker); its callback hears nothing more.
    pub fn cancel(&self, id: u64) {
        let parts = self.inner.borrow_mut().running.remove(&id);
        self.cancel_parts(parts.unwrap_or_default());
    }

    /// Sends one round of a spread decision, share `i` to worker `i`.
    fn send_round(
        &self,
        id: u64,
        round: Vec<ShareRequest>,
        gather: Rc<RefCell<Gather>>,
        on_reply: OnReply,
    ) {
        gather.borrow_mut().results = vec![None; round.len()];
        let mut parts = Vec::with_capacity(round.len());
        for (slot, share) in round.into_iter().enumerate() {
            if gather.borrow().over {
                break;
            }
            let worker = share.share as usize;
            let (pool, gather, on_reply) = (self.clone(), gather.clone(), on_reply.clone());
            parts.push(
                self.send(worker, Job::BridgePlayShare(share), move |reply| match pool
                    .gather(id, slot, reply, &gather)
                {
                    Step::Nothing => {}
                    Step::Tell(reply, last) => {
                        if last {
                            pool.cancel(id);
                        }
                        on_reply(reply);
                    }
                    Step::Round(round) => {
                        pool.send_round(id, round, gather.clone(), on_reply.clone())
                    }
                }),
            );
        }
        if gather.borrow().over {
            // A share failed while the others were being sent (a worker that could not
            // start answers at once): stop those already sent.
            self.cancel_parts(parts);
        } else {
            // The round before, if any, is over: these are the parts to cancel now.
            self.inner.borrow_mut().running.insert(id, parts);
        }
    }

    /// Takes the reply of the share sent `slot`th in its round.
    fn gather(&self, id: u64, slot: usize, reply: Reply, gather: &Rc<RefCell<Gather>>) -> Step {
        let mut g = gather.borrow_mut();
        if g.over {
            return Step::Nothing;
        }
        let fail = |g: &mut Gather, error: String| {
            g.over = true;
            Step::Tell(Reply::Failed { id, error }, true)
        };
        let result = match reply {
            Reply::Progress { .. } => return Step::Nothing,
            Reply::Failed { error, .. } => return fail(&mut g, error),
            Reply::Done {
                outcome: Outcome::BridgePlayShare(result),
                ..
            } => result,
            Reply::Done { .. } => {
                return fail(&mut g, WorkerTrouble::OtherAnswer.explain(super::lang()));
            }
        };
        g.results[slot] = Some(result);
        let total = g.results.len() as u64;
        let back = g.results.iter().filter(|r| r.is_some()).count() as u64;
        if back < total {
            return Step::Tell(
                Reply::Progress {
                    id,
                    done: back,
                    total,
                },
                false,
            );
        }
        let results: Vec<ShareResult> = g.results.iter_mut().filter_map(Option::take).collect();
        g.earlier.extend(results);
        let elapsed_ms = clock_ms() - g.started_ms;
        let merged = match after_round(&g.request, &g.earlier, elapsed_ms) {
            Ok(Next::Resume(round)) if !round.is_empty() => return Step::Round(round),
            Ok(Next::Resume(_)) => merge(std::mem::take(&mut g.earlier)),
            Ok(Next::Done(result)) => Ok(result),
            Err(e) => Err(e),
        };
        g.over = true;
        Step::Tell(
            match merged {
                Ok(result) => Reply::Done {
                    id,
                    outcome: Outcome::BridgePlay(result),
                },
                Err(e) => Reply::Failed { id, error: e.0 },
            },
            true,
        )
    }

    /// Hands `job` to worker `i` (starting it if need be); returns the part to cancel.
    fn send(&self, i: usize, job: Job, on_reply: impl Fn(Reply) + 'static) -> (usize, u64) {
        let client = self.client(i);
        self.inner.borrow_mut().sent[i] += 1;
        (i, client.submit(job, on_reply))
    }

    fn client(&self, i: usize) -> WorkerClient {
        let mut inner = self.inner.borrow_mut();
        while inner.clients.len() <= i {
            let client = WorkerClient::new(&inner.url);
            if let Some(f) = inner.on_crash.clone() {
                client.set_on_crash(move |m| f(m));
            }
            inner.clients.push(client);
            inner.sent.push(0);
        }
        inner.clients[i].clone()
    }

    fn cancel_parts(&self, parts: Vec<(usize, u64)>) {
        // Outside the borrow: a cancelled worker's restart may tell other jobs' owners
        // things, and they may call the pool.
        let clients = self.inner.borrow().clients.clone();
        for (i, job) in parts {
            clients[i].cancel(job);
        }
    }
}

/// The reply with the pool's id for the job instead of the worker's.
fn with_id(reply: Reply, id: u64) -> Reply {
    match reply {
        Reply::Progress { done, total, .. } => Reply::Progress { id, done, total },
        Reply::Done { outcome, .. } => Reply::Done { id, outcome },
        Reply::Failed { error, .. } => Reply::Failed { id, error },
    }
}
