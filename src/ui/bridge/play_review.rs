//! After the play: every trick with each card's double-dummy cost (solved in the worker, one
//! position per card), the totals for each side, the human's own rates, and the replay
//! controls that step the table through the play card by card.

use yew::prelude::*;

use super::play::spot_key;
use super::play_rates::PlayRates;
use super::play_text::PlayText;
use super::text::BridgeText;
use crate::bridge::play::rates::judge;
use crate::bridge::play::review::costs;
use crate::bridge::play::Board;
use crate::bridge::Seat;
use crate::jobs::play::{PlaySpot, ReviewResult};
use crate::jobs::{Job, Outcome};
use crate::ui::cards::card_html;
use crate::ui::run::{use_run, Run, StatusView};

fn pick(outcome: Outcome) -> Option<ReviewResult> {
    match outcome {
        Outcome::BridgeReview(result) => Some(result),
        _ => None,
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayReviewProps {
    pub text: &'static BridgeText,
    pub pt: &'static PlayText,
    pub board: Board,
    /// The human's seat: their own rates are their cards and, declaring, dummy's.
    pub human: Seat,
    /// Cards of the play shown on the table.
    pub replay: usize,
    pub on_replay: Callback<usize>,
}

#[function_component]
pub fn PlayReview(props: &PlayReviewProps) -> Html {
    let t = props.text;
    let pt = props.pt;
    let board = &props.board;
    let lang = crate::ui::shared::use_shared().lang;
    let job = use_run(pick);
    let key = spot_key(board);
    {
        let job = job.clone();
        let spot = PlaySpot::of(board);
        use_effect_with(key.clone(), move |key| {
            job.start(key.clone(), Job::BridgeReview(spot), |_| {});
        });
    }
    let played = board.played().len();
    let card_costs = match job.state_for(&key) {
        Run::Done(r) => Some(costs(board, &r.declarer_tricks)),
        _ => None,
    };
    let rates = match job.state_for(&key) {
        Run::Done(r) => judge(board, &r.declarer_tricks).ok().map(|review| {
            let board_key = format!(
                "{} {} {:?} {}",
                board.deal().pbn(),
                board.auction(),
                board.vulnerability(),
                props.human.letter()
            );
            html! {
                <PlayRates {lang} {board_key} rates={review.by_seat[props.human.index()]} />
            }
        }),
        _ => None,
    };
    let status = match job.state_for(&key) {
        Run::Done(_) => {
            let declarer_ns = board.declarer().is_ns();
            let (mut by_declarer, mut by_defence) = (0u32, 0u32);
            for c in card_costs.iter().flatten() {
                if c.seat.is_ns() == declarer_ns {
                    by_declarer += u32::from(c.cost);
                } else {
                    by_defence += u32::from(c.cost);
                }
            }
            html! {
                <p class="bridge-costs" data-cost-declarer={by_declarer.to_string()} data-cost-defence={by_defence.to_string()}>
                    { pt.cost_declarer }{ ": " }<strong>{ by_declarer }</strong>
                    { " · " }{ pt.cost_defence }{ ": " }<strong>{ by_defence }</strong>
                </p>
            }
        }
        state => job.status(
            &state,
            StatusView::solving(t.job, "review").labelled(pt.reviewing),
        ),
    };

    let tricks = board.tricks();
    let mut rows: Vec<(Seat, Vec<crate::bridge::Card>, Option<Seat>)> = tricks
        .iter()
        .map(|&(leader, cards, winner)| (leader, cards.to_vec(), Some(winner)))
        .collect();
    let (leader, current) = board.current_trick();
    if !current.is_empty() {
        rows.push((leader, current.to_vec(), None));
    }
    let replay = props.replay.min(played);
    let on_replay = props.on_replay.clone();
    let body = rows.iter().enumerate().map(|(i, (leader, cards, winner))| {
        let mut by_seat: [Option<(usize, crate::bridge::Card)>; 4] = [None; 4];
        for (j, &card) in cards.iter().enumerate() {
            by_seat[leader.after(j).index()] = Some((i * 4 + j, card));
        }
        let end = i * 4 + cards.len();
        let on_row = on_replay.reform(move |_: MouseEvent| end);
        html! {
            <tr data-review-trick={(i + 1).to_string()} class={classes!((replay > i * 4 && replay <= end).then_some("selected"))}>
                <th scope="row">
                    <button class="link" onclick={on_row} title={pt.replay_title}>{ i + 1 }</button>
                </th>
                { for Seat::ALL.into_iter().map(|seat| match by_seat[seat.index()] {
                    Some((k, card)) => {
                        let cost = card_costs.as_ref().and_then(|c| c.get(k)).map(|c| c.cost);
                        let led = seat == *leader;
                        html! {
                            <td class={classes!(led.then_some("led"), cost.filter(|&c| c > 0).map(|_| "costly"))}
                                data-review-card={card.to_string()} data-cost={cost.map(|c| c.to_string())}>
                                { card_html(card) }
                                if let Some(c) = cost.filter(|&c| c > 0) {
                                    <span class="bridge-cost" title={pt.cost_mark}>{ format!(" −{c}") }</span>
                                }
                            </td>
                        }
                    }
                    None => html! { <td></td> },
                }) }
                <td>{ winner.map(|w| t.seat(w)).unwrap_or_default() }</td>
            </tr>
        }
    });
    let claimed = board.claimed().map(|more| {
        let left = 13 - tricks.len();
        html! {
            <p data-claimed={more.to_string()}>
                { pt.claimed_rest }{ " " }{ more }{ " " }{ pt.of }{ " " }{ crate::shell::bridge_words::tricks(lang, left as u8) }{ "." }
            </p>
        }
    });

    let step = |to: usize| props.on_replay.reform(move |_: MouseEvent| to);
    html! {
        <section class="bridge-play-review" aria-labelledby="bridge-play-review-title" data-play-review="">
            <h3 id="bridge-play-review-title">{ pt.review_title }</h3>
            <p class="hint" data-review-sees="">{ pt.review_sees }</p>
            <p class="hint">{ pt.review_note }</p>
            { status }
            <div class="bridge-replay" role="group" aria-label={pt.replay_title}>
                <strong>{ pt.replay_title }{ " " }</strong>
                <button class="secondary" onclick={step(0)} disabled={replay == 0} title={pt.replay_first} aria-label={pt.replay_first} data-action="replay-first">{ "«" }</button>
                <button class="secondary" onclick={step(replay.saturating_sub(1))} disabled={replay == 0} title={pt.replay_prev} aria-label={pt.replay_prev} data-action="replay-prev">{ "‹" }</button>
                <button class="secondary" onclick={step((replay + 1).min(played))} disabled={replay == played} title={pt.replay_next} aria-label={pt.replay_next} data-action="replay-next">{ "›" }</button>
                <button class="secondary" onclick={step(played)} disabled={replay == played} title={pt.replay_last} aria-label={pt.replay_last} data-action="replay-last">{ "»" }</button>
                <span data-replay-at={replay.to_string()}>{ " " }{ pt.replay_at }{ " " }{ replay }{ " " }{ pt.of }{ " " }{ played }</span>
            </div>
            <table class="bridge-review-tricks">
                <thead><tr>
                    <th scope="col">{ pt.trick }</th>
                    { for Seat::ALL.into_iter().map(|s| html! { <th scope="col" title={t.seat(s)}>{ s.letter() }</th> }) }
                    <th scope="col">{ pt.won_by }</th>
                </tr></thead>
                <tbody>{ for body }</tbody>
            </table>
            { claimed.unwrap_or_default() }
            { rates.unwrap_or_default() }
        </section>
    }
}
