//! The human's hand evaluated: high-card points, distribution points, and Boyi's reading of
//! the paper's refined evaluation step by step with the reason for each step, for the trump
//! suit the human picks. Below it, the paper's worked example as the paper walks it, quoted,
//! beside Boyi's figures for the same hand and why they differ.

use yew::prelude::*;

use super::text::{BridgeText, PAPER_RULE, PAPER_STEPS};
use crate::bridge::evaluate::{
    hcp, length_points, refined, shortness_points, worked_example, Stage,
};
use crate::bridge::{rank_letter, Hand, Suit};
use crate::shell::i18n::Lang;
use crate::ui::cards::suit_symbol;

#[derive(Properties, PartialEq)]
pub struct EvaluationProps {
    pub text: &'static BridgeText,
    pub lang: Lang,
    pub hand: Hand,
}

/// Half points: `13.5`, `−0.5`, `+2` (a minus sign, and a plus when `signed`).
fn points(v: f64, signed: bool) -> String {
    let body = if v.fract() == 0.0 {
        format!("{}", v.abs() as i64)
    } else {
        format!("{:.1}", v.abs())
    };
    match (signed, v < 0.0) {
        (_, true) => format!("−{body}"),
        (true, false) => format!("+{body}"),
        (false, false) => body,
    }
}

#[function_component]
pub fn EvaluationPanel(props: &EvaluationProps) -> Html {
    let t = props.text;
    let trump = use_state(|| None::<Suit>);
    let on_trump = {
        let trump = trump.clone();
        move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            trump.set(select.value().chars().next().and_then(Suit::from_char));
        }
    };
    let hand = props.hand;
    let evaluation = refined(hand, *trump);
    let steps = evaluation.steps.iter().map(|s| {
        let reason = match props.lang {
            Lang::En => &s.reason_en,
            Lang::Zh => &s.reason_zh,
        };
        html! {
            <tr>
                <td>{ t.stage(s.stage) }</td>
                <td class="num">{ points(s.delta, true) }</td>
                <td class="num">{ points(s.total, false) }</td>
                <td>{ reason.clone() }</td>
            </tr>
        }
    });
    html! {
        <section class="bridge-panel bridge-evaluation" aria-labelledby="bridge-eval-title" data-evaluation="">
            <h2 id="bridge-eval-title">{ t.evaluation_title }</h2>
            <p class="hint">{ t.evaluation_hint }</p>
            <p class="bridge-points">
                <span data-hcp="">{ t.hcp }{ ": " }{ hcp(hand) }</span>
                <span>{ t.length_points }{ ": " }{ length_points(hand) }</span>
                <span>{ t.shortness_points }{ ": " }{ shortness_points(hand) }</span>
            </p>
            <label>
                { t.trump }
                <select onchange={on_trump} data-choose="eval-trump">
                    <option value="" selected={trump.is_none()}>{ t.no_trump_yet }</option>
                    { for Suit::ALL.into_iter().map(|s| html! {
                        <option value={s.letter().to_string()} selected={*trump == Some(s)}>
                            { suit_symbol(s).0 }{ " " }{ t.strains[s.index()] }
                        </option>
                    }) }
                </select>
            </label>
            // Focusable, so that a keyboard can scroll the steps on a narrow screen.
            <div class="table-scroll" tabindex="0" role="group" aria-label={t.evaluation_title}>
                <table class="bridge-steps">
                    <tbody>{ for steps }</tbody>
                    <tfoot>
                        <tr>
                            <th scope="row" colspan="2">{ t.total }</th>
                            <td class="num" data-eval-total="">{ points(evaluation.total, false) }</td>
                            <td></td>
                        </tr>
                    </tfoot>
                </table>
            </div>
            <PaperExample text={t} />
        </section>
    }
}

/// A hand as the paper's figures give it: honours by letter, small cards as `x`.
fn honours_and_x(hand: Hand) -> Html {
    html! {
        <>{ for Suit::ALL.into_iter().map(|s| {
            let (symbol, red) = suit_symbol(s);
            let h = hand.holding(s);
            let cards: Vec<String> = (2..=14u8)
                .rev()
                .filter(|r| h & (1 << r) != 0)
                .map(|r| if r >= 11 { rank_letter(r).to_string() } else { "x".to_string() })
                .collect();
            html! {
                <>
                    <span class="bridge-example-suit">
                        <span class={classes!("dd-pip", red.then_some("red"))}>{ symbol }</span>
                        { cards.join(" ") }
                    </span>
                    { " " }
                </>
            }
        }) }</>
    }
}

#[derive(Properties, PartialEq)]
struct PaperExampleProps {
    text: &'static BridgeText,
}

/// The paper's worked example, a section the reader opens: each of the paper's steps in its
/// words, the paper's figures, and Boyi's figures for the same hand with the reason for each
/// difference.
#[function_component]
fn PaperExample(props: &PaperExampleProps) -> Html {
    let t = props.text;
    let w = t.example;
    let ex = worked_example();
    let path: Vec<String> = Stage::ALL
        .iter()
        .map(|&s| points(ex.paper.total_after(s), false))
        .collect();
    let (trump_symbol, trump_red) = suit_symbol(ex.trump);
    let steps = Stage::ALL.into_iter().enumerate().map(|(i, stage)| {
        let (paper_change, boyi_change) = (ex.paper.change_in(stage), ex.boyi.change_in(stage));
        let (paper_total, boyi_total) = (ex.paper.total_after(stage), ex.boyi.total_after(stage));
        let differs = paper_change != boyi_change;
        let carried = !differs && paper_total != boyi_total;
        html! {
            <li data-example-stage={stage_name(stage)} data-differs={differs.to_string()}>
                <h3>{ t.stage(stage) }</h3>
                <blockquote lang="zh-CN" class="bridge-paper-words">
                    { for PAPER_STEPS[i].iter().map(|line| html! { <span>{ *line }</span> }) }
                </blockquote>
                if let Some(r) = w.step_renderings {
                    <p class="bridge-rendering">{ r[i] }</p>
                }
                <table class="bridge-steps bridge-example-figures">
                    <thead>
                        <tr>
                            <td></td>
                            <th scope="col">{ w.change }</th>
                            <th scope="col">{ t.total }</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <th scope="row">{ w.paper }</th>
                            <td class="num" data-paper-change="">{ points(paper_change, true) }</td>
                            <td class="num" data-paper-total="">{ points(paper_total, false) }</td>
                        </tr>
                        <tr class={classes!(differs.then_some("differs"))}>
                            <th scope="row">{ w.boyi }</th>
                            <td class="num" data-boyi-change="">{ points(boyi_change, true) }</td>
                            <td class="num" data-boyi-total="">{ points(boyi_total, false) }</td>
                        </tr>
                    </tbody>
                </table>
                <p class="bridge-example-note" data-example-note="">
                    <strong>{ if differs { w.differs } else { w.same } }</strong>
                    { w.gap }{ w.notes[i] }
                    if carried { <>{ w.gap }{ w.carried }</> }
                </p>
            </li>
        }
    });
    html! {
        <details class="bridge-paper-example" data-paper-example="">
            <summary>{ w.title }{ " (" }{ path.join(" → ") }{ ")" }</summary>
            <p class="hint">{ w.intro }</p>
            <p class="bridge-example-hand" data-example-hand="">
                { w.hand }{ ": " }{ honours_and_x(ex.hand) }
                { " · " }<span class={classes!("dd-pip", trump_red.then_some("red"))}>{ trump_symbol }</span>
                { " " }{ w.trumps }
            </p>
            <h3>{ w.rule_title }</h3>
            <blockquote lang="zh-CN" class="bridge-paper-words" data-paper-rule="">{ PAPER_RULE }</blockquote>
            if let Some(r) = w.rule_rendering {
                <p class="bridge-rendering">{ r }</p>
            }
            <ol class="bridge-example-steps">{ for steps }</ol>
        </details>
    }
}

/// A stage's name in the page's data attributes, for the tests.
fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::HighCards => "high-cards",
        Stage::ShortHonours => "short-honours",
        Stage::LongSuit => "long-suit",
        Stage::Trumps => "trumps",
    }
}
