//! One worker job at a time for one panel of the page: start (replacing the job before it),
//! progress, cancel, and forgetting the job when the page goes away.
//!
//! Each result is kept with the key of the question it answers (the position, the deal), so a
//! panel never shows an answer to a question that is no longer on screen, even for the one
//! render between a change and the start of the new job.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::jobs::{Job, Outcome, Reply};
use crate::shell::i18n::{shell, Lang};
use crate::ui::shared::use_shared;
use crate::ui::worker::client::WorkerClient;
use crate::ui::worker::pool::WorkerPool;

/// Where one panel's job stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Run<T> {
    Idle,
    /// `total` is 0 until the worker's first report.
    Running {
        done: u64,
        total: u64,
    },
    Done(T),
    Failed(Failure),
    Cancelled,
}

/// Why a job gave no answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// The words of the worker's failure, in the page's language where a person can act on
    /// them (a random deal that cannot be made, a worker that died or never started); the
    /// errors of a stale or forged job, which only a fault can cause, in the engines' English.
    Worker(String),
    /// The worker answered with a result of another kind than the job asks for.
    OtherAnswer,
}

impl Failure {
    /// The reason in words, in `lang` where the page has the words.
    pub fn reason(&self, lang: Lang) -> &str {
        match self {
            Failure::Worker(error) => error,
            Failure::OtherAnswer => shell(lang).worker_other_answer,
        }
    }
}

/// Where a panel's jobs run: the page's worker, or the pool that spreads bridge decisions.
#[derive(Clone)]
enum Target {
    Worker(WorkerClient),
    Pool(WorkerPool),
}

impl Target {
    fn submit(&self, job: Job, on_reply: impl Fn(Reply) + 'static) -> u64 {
        match self {
            Target::Worker(w) => w.submit(job, on_reply),
            Target::Pool(p) => p.submit(job, on_reply),
        }
    }

    fn cancel(&self, id: u64) {
        match self {
            Target::Worker(w) => w.cancel(id),
            Target::Pool(p) => p.cancel(id),
        }
    }
}

/// A panel's job: its state, keyed by the question it answers.
pub struct RunHandle<T: 'static> {
    state: UseStateHandle<(String, Run<T>)>,
    job: Rc<RefCell<Option<u64>>>,
    worker: Target,
    pick: fn(Outcome) -> Option<T>,
    /// The page's language, for the reasons of failures.
    lang: Lang,
}

impl<T: 'static> Clone for RunHandle<T> {
    fn clone(&self) -> Self {
        RunHandle {
            state: self.state.clone(),
            job: self.job.clone(),
            worker: self.worker.clone(),
            pick: self.pick,
            lang: self.lang,
        }
    }
}

impl<T: Clone + 'static> RunHandle<T> {
    /// The state, if it is about `key`; idle otherwise.
    pub fn state_for(&self, key: &str) -> Run<T> {
        if self.state.0 == key {
            self.state.1.clone()
        } else {
            Run::Idle
        }
    }

    /// Starts `job` answering `key`, cancelling the one before. `then` receives the result
    /// once it has been stored.
    pub fn start(&self, key: String, job: Job, then: impl Fn(&T) + 'static) {
        self.start_and_report(key, job, move |ended| {
            if let Ok(value) = ended {
                then(value);
            }
        });
    }

    /// [`RunHandle::start`], with `report` hearing how the job ended, failures included. It is
    /// told after the state has been stored, so it may start the next job on this handle.
    pub fn start_and_report(
        &self,
        key: String,
        job: Job,
        report: impl Fn(Result<&T, &Failure>) + 'static,
    ) {
        self.forget();
        let setter = self.state.setter();
        let mine = self.job.clone();
        let pick = self.pick;
        let k = key.clone();
        let id = self.worker.submit(job, move |reply| {
            let run = match reply {
                Reply::Progress { done, total, .. } => {
                    setter.set((k.clone(), Run::Running { done, total }));
                    return;
                }
                Reply::Done { outcome, .. } => match pick(outcome) {
                    Some(value) => Run::Done(value),
                    None => Run::Failed(Failure::OtherAnswer),
                },
                Reply::Failed { error, .. } => Run::Failed(Failure::Worker(error)),
            };
            mine.borrow_mut().take();
            setter.set((k.clone(), run.clone()));
            match &run {
                Run::Done(value) => report(Ok(value)),
                Run::Failed(failure) => report(Err(failure)),
                _ => {}
            }
        });
        *self.job.borrow_mut() = Some(id);
        self.state.set((key, Run::Running { done: 0, total: 0 }));
    }

    /// Stops the running job and says so.
    pub fn cancel(&self) {
        if self.forget() {
            self.state.set((self.state.0.clone(), Run::Cancelled));
        }
    }

    /// What a panel shows of its job while it runs (progress and a cancel button) or after it
    /// ended badly (the error; "cancelled", with a button to run it again when `retry` is
    /// given). Nothing when idle or done: those are the panel's own business.
    pub fn status(&self, state: &Run<T>, view: StatusView) -> Html {
        let StatusView {
            words,
            label,
            what,
            retry,
        } = view;
        match state {
            Run::Running { done, total } => {
                let job = self.clone();
                html! {
                    <Progress done={*done} total={*total} {label} cancel_label={words.cancel}
                              on_cancel={Callback::from(move |_| job.cancel())} {what} />
                }
            }
            Run::Failed(failure) => {
                // A full-width colon needs no space after it.
                let gap = if words.failed.ends_with('：') {
                    ""
                } else {
                    " "
                };
                html! {
                    <p class="dd-error" role="alert" data-error={what}>{ words.failed }{ gap }{ failure.reason(self.lang) }</p>
                }
            }
            Run::Cancelled => html! {
                <p class="status" role="status" data-cancelled={what}>
                    { words.cancelled }
                    if let Some(retry) = retry {
                        { " " }<RetryButton {words} {what} {retry} />
                    }
                </p>
            },
            Run::Idle | Run::Done(_) => html! {},
        }
    }

    /// Stops the running job, if any, without a word; true if there was one.
    pub fn forget(&self) -> bool {
        let id = self.job.borrow_mut().take();
        if let Some(id) = id {
            self.worker.cancel(id);
        }
        id.is_some()
    }
}

/// A panel's job handle; `pick` takes this panel's answer out of the worker's outcome. The job
/// is cancelled when the page goes away.
#[hook]
pub fn use_run<T: Clone + 'static>(pick: fn(Outcome) -> Option<T>) -> RunHandle<T> {
    let shared = use_shared();
    use_run_on(Target::Worker(shared.worker), shared.lang, pick)
}

/// [`use_run`] for the bridge table's computer decisions and hints: the job runs on the
/// pool, which spreads a decision over one worker per core.
#[hook]
pub fn use_pooled_run<T: Clone + 'static>(pick: fn(Outcome) -> Option<T>) -> RunHandle<T> {
    let shared = use_shared();
    use_run_on(Target::Pool(shared.pool), shared.lang, pick)
}

#[hook]
fn use_run_on<T: Clone + 'static>(
    worker: Target,
    lang: Lang,
    pick: fn(Outcome) -> Option<T>,
) -> RunHandle<T> {
    let state = use_state(|| (String::new(), Run::Idle));
    let job = use_mut_ref(|| None::<u64>);
    {
        let job = job.clone();
        let worker = worker.clone();
        use_effect_with((), move |_| {
            move || {
                if let Some(id) = job.borrow_mut().take() {
                    worker.cancel(id);
                }
            }
        });
    }
    RunHandle {
        state,
        job,
        worker,
        pick,
        lang,
    }
}

/// The words of a job's status, in one language.
#[derive(Debug, PartialEq)]
pub struct JobWords {
    pub working: &'static str,
    pub cancel: &'static str,
    pub cancelled: &'static str,
    pub retry: &'static str,
    pub failed: &'static str,
}

pub const JOB_EN: JobWords = JobWords {
    working: "Solving…",
    cancel: "Cancel",
    cancelled: "Cancelled.",
    retry: "Solve again",
    failed: "Could not solve:",
};

pub const JOB_ZH: JobWords = JobWords {
    working: "求解中……",
    cancel: "取消",
    cancelled: "已取消。",
    retry: "重新求解",
    failed: "无法求解：",
};

/// How [`RunHandle::status`] shows one panel's job.
pub struct StatusView {
    pub words: &'static JobWords,
    /// The progress bar's label (`words.working` for a plain solve).
    pub label: &'static str,
    /// Which job: `data-progress`, `data-error` and `data-cancelled` carry it for tests, and
    /// the buttons' actions are `cancel-<what>` and `solve-<what>`.
    pub what: &'static str,
    /// Offered after a cancel: runs the job again.
    pub retry: Option<Callback<()>>,
}

impl StatusView {
    /// A plain solve: the progress bar says `words.working`, nothing is offered after a cancel.
    pub fn solving(words: &'static JobWords, what: &'static str) -> StatusView {
        StatusView {
            words,
            label: words.working,
            what,
            retry: None,
        }
    }

    /// The progress bar says `label` instead.
    pub fn labelled(self, label: &'static str) -> StatusView {
        StatusView { label, ..self }
    }

    /// Offers `retry` after a cancel.
    pub fn or_retry(self, retry: Callback<()>) -> StatusView {
        StatusView {
            retry: Some(retry),
            ..self
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct RetryProps {
    pub words: &'static JobWords,
    pub what: &'static str,
    pub retry: Callback<()>,
}

/// A button that runs a panel's job again.
#[function_component]
pub fn RetryButton(props: &RetryProps) -> Html {
    let onclick = props.retry.reform(|_: MouseEvent| ());
    html! {
        <button class="secondary" {onclick} data-action={format!("solve-{}", props.what)}>{ props.words.retry }</button>
    }
}

/// A progress bar with a cancel button, for a running job.
#[derive(Properties, PartialEq)]
pub struct ProgressProps {
    pub done: u64,
    pub total: u64,
    pub label: &'static str,
    pub cancel_label: &'static str,
    pub on_cancel: Callback<()>,
    /// Which job, for tests: `data-progress="table"`.
    pub what: &'static str,
}

#[function_component]
pub fn Progress(props: &ProgressProps) -> Html {
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    // Without a total the bar is indeterminate: the job has not reported yet, or cannot.
    let bar = if props.total > 1 {
        html! { <progress max={props.total.to_string()} value={props.done.to_string()}></progress> }
    } else {
        html! { <progress></progress> }
    };
    html! {
        <div class="dd-progress" role="status" data-progress={props.what}>
            <span>{ props.label }</span>
            { bar }
            <button class="secondary" onclick={on_cancel} data-action={format!("cancel-{}", props.what)}>
                { props.cancel_label }
            </button>
        </div>
    }
}
