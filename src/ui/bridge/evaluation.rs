//! The human's hand evaluated: high-card points, distribution points, and the paper's
//! refined evaluation step by step with the reason for each step (its example goes 14, 11,
//! 13.5, 15.5), for the trump suit the human picks.

use yew::prelude::*;

use super::text::BridgeText;
use crate::bridge::evaluate::{hcp, length_points, refined, shortness_points};
use crate::bridge::{Hand, Suit};
use crate::shell::i18n::Lang;
use crate::ui::cards::suit_symbol;

#[derive(Properties, PartialEq)]
pub struct EvaluationProps {
    pub text: &'static BridgeText,
    pub lang: Lang,
    pub hand: Hand,
}

/// Half points as the paper prints them: `13.5`, `-0.5`, `+2`.
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
            <div class="table-scroll">
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
        </section>
    }
}
