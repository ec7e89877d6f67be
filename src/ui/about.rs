//! The about page: what each page is for, whether the app is ready offline, and a live check
//! of the background worker.

use yew::prelude::*;

use super::dom;
use super::shared::use_shared;
use crate::jobs::{clock_ms, Job, Outcome, Reply};
use crate::shell::i18n::{page_text, purpose, shell};
use crate::shell::route::{Page, Route};

/// The self-test's size: large enough to take a visible moment, small enough to stay quick.
const PIGEONS: u32 = 8;

#[derive(Clone, PartialEq)]
enum Check {
    Idle,
    Running { id: u64, done: u64, total: u64 },
    Passed { ms: f64, clauses: usize },
    Failed(String),
    Cancelled,
}

#[function_component]
pub fn About() -> Html {
    let shared = use_shared();
    let text = shell(shared.lang);
    let check = use_state(|| Check::Idle);
    let offline = use_state(dom::offline_ready);

    {
        let offline = offline.clone();
        use_effect_with((), move |_| {
            let listener = dom::service_workers().map(|c| {
                dom::Listener::new(&c, "controllerchange", move |_| {
                    offline.set(dom::offline_ready())
                })
            });
            move || drop(listener)
        });
    }

    let run = {
        let check = check.clone();
        let worker = shared.worker.clone();
        move |_| {
            let started = clock_ms();
            let check2 = check.clone();
            let id = worker.submit(Job::SelfTest { pigeons: PIGEONS }, move |reply| {
                check2.set(match reply {
                    Reply::Progress { id, done, total } => Check::Running { id, done, total },
                    Reply::Done {
                        outcome:
                            Outcome::SelfTest {
                                satisfiable: false,
                                clauses,
                                ..
                            },
                        ..
                    } => Check::Passed {
                        ms: clock_ms() - started,
                        clauses,
                    },
                    Reply::Done { .. } => Check::Failed(text.worker_wrong.into()),
                    Reply::Failed { error, .. } => Check::Failed(error),
                })
            });
            check.set(Check::Running {
                id,
                done: 0,
                total: 1,
            });
        }
    };
    let cancel = {
        let check = check.clone();
        let worker = shared.worker.clone();
        move |_| {
            if let Check::Running { id, .. } = *check {
                worker.cancel(id);
                check.set(Check::Cancelled);
            }
        }
    };

    let running = matches!(*check, Check::Running { .. });
    let status = match &*check {
        Check::Idle => html! {},
        Check::Running { done, total, .. } => html! {
            <p class="status" role="status">
                { text.worker_running }{" "}
                <progress max={total.to_string()} value={done.to_string()}></progress>
            </p>
        },
        Check::Passed { ms, clauses } => html! {
            <p class="status ok" role="status" data-worker-check="passed">
                { format!("{} ({clauses} clauses, {ms:.0} ms).", text.worker_passed) }
            </p>
        },
        Check::Failed(error) => html! {
            <p class="status error" role="status" data-worker-check="failed">
                { text.worker_failed }{" "}{ error.clone() }
            </p>
        },
        Check::Cancelled => html! {
            <p class="status" role="status" data-worker-check="cancelled">{ text.worker_cancelled }</p>
        },
    };
    let offline_text = if dom::service_workers().is_none() {
        text.offline_unsupported
    } else if *offline {
        text.offline_ready
    } else {
        text.offline_pending
    };

    html! {
        <section class="about">
            <h1>{ page_text(shared.lang, Page::About).name }</h1>
            <p class="lead">{ text.about_intro }</p>
            <h2>{ text.pages_title }</h2>
            <dl class="about-pages">
            { for Page::ALL.into_iter().filter_map(|page| {
                let what = purpose(shared.lang, page)?;
                Some(html! {
                    <>
                    <dt><a href={dom::href(&Route::of(page))}>{ page_text(shared.lang, page).name }</a></dt>
                    <dd data-purpose={page.slug()}>{ what }</dd>
                    </>
                })
            }) }
            </dl>
            <h2>{ text.offline_title }</h2>
            <p data-offline={offline.to_string()}>{ offline_text }</p>
            <h2>{ text.worker_title }</h2>
            <p>{ text.worker_intro }</p>
            <div class="actions">
                <button onclick={run} disabled={running} data-action="worker-check">{ text.worker_run }</button>
                <button onclick={cancel} disabled={!running}>{ text.worker_cancel }</button>
            </div>
            { status }
        </section>
    }
}
