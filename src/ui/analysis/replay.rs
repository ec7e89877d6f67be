//! A recorded board's play replayed card by card: the hands as they stand after the card
//! shown, the trick on the table, the tricks each side has won, every card played so far with
//! what it gave away double-dummy, and the board's rates. The cards are judged in the worker
//! (`Job::BridgeJudge`, the review `boyi review` prints), one solve per card; stepping through
//! the play only redraws.

use yew::prelude::*;

use super::play::area;
use super::replay_text::{replay_text, ReplayText};
use super::text::{text, AnalysisText};
use crate::bridge::play::rates::{BoardReview, JudgedCard, Tally};
use crate::bridge::play::Board;
use crate::bridge::{Card, Seat, Suit};
use crate::jobs::{Job, Outcome};
use crate::ui::cards::{card_html, rank_text, suit_symbol};
use crate::ui::run::{use_run, Run, StatusView};
use crate::ui::shared::use_shared;

fn pick(outcome: Outcome) -> Option<BoardReview> {
    match outcome {
        Outcome::BridgeJudge(review) => Some(review),
        _ => None,
    }
}

/// The question the review answers: the deal, the auction, the cards and the claim.
fn review_key(board: &Board) -> String {
    let played: Vec<String> = board.played().iter().map(Card::to_string).collect();
    format!(
        "{} {} {} {:?}",
        board.deal().pbn(),
        board.auction(),
        played.join(" "),
        board.claimed()
    )
}

/// A card as the live region reads it: `♥2`, `♠10`.
fn card_words(card: Card) -> String {
    format!("{}{}", suit_symbol(card.suit()).0, rank_text(card.rank()))
}

/// What the live region says of the position shown.
fn position_words(
    board: &Board,
    shown: usize,
    judged: Option<&JudgedCard>,
    t: &AnalysisText,
    rt: &ReplayText,
) -> String {
    let Some(&card) = shown.checked_sub(1).and_then(|k| board.played().get(k)) else {
        return rt.before_lead.to_string();
    };
    let seat = board.deal().holder(card).unwrap_or(Seat::North);
    let mut words = rt
        .card_at
        .replace("{k}", &shown.to_string())
        .replace("{n}", &board.played().len().to_string())
        .replace("{seat}", t.seat(seat))
        .replace("{card}", &card_words(card));
    if let Some(j) = judged {
        words.push_str(rt.then);
        words.push_str(&rt.cost(j.cost, j.choice));
    }
    words
}

/// One side's errors in words.
fn tally_words(tally: &Tally, rt: &ReplayText) -> String {
    if tally.cards == 0 && tally.tricks == 0 {
        rt.no_cards.to_string()
    } else {
        rt.errors(tally.errors, tally.cards, tally.tricks)
    }
}

/// The board's rates and the claim's cost, once the worker has judged the cards.
fn rates_html(board: &Board, review: &BoardReview, rt: &ReplayText) -> Html {
    let total = review.total();
    let lead = review.cards.first();
    let claim = board.claimed().map(|more| {
        let left = 13 - board.played().len() / 4;
        let said = rt
            .claim
            .replace("{more}", &more.to_string())
            .replace("{left}", &left.to_string());
        let gave = review.claim.map(|c| {
            if c.declarer > 0 {
                format!(
                    " {}",
                    rt.claim_gave_declarer
                        .replace("{tricks}", &rt.tricks(c.declarer))
                )
            } else if c.defence > 0 {
                format!(
                    " {}",
                    rt.claim_gave_defence
                        .replace("{tricks}", &rt.tricks(c.defence))
                )
            } else {
                String::new()
            }
        });
        html! {
            <p data-replay-claim={more.to_string()}>{ said }{ gave.unwrap_or_default() }</p>
        }
    });
    html! {
        <div class="replay-rates" data-replay-rates=""
             data-lead-cost={lead.map(|c| c.cost.to_string())}
             data-declarer-errors={total.declarer.errors.to_string()}
             data-defence-errors={total.defence.errors.to_string()}>
            <h4>{ rt.rates_title }</h4>
            <dl>
                <div>
                    <dt>{ rt.lead }{ rt.colon }</dt>
                    <dd>{ lead.map(|c| rt.cost(c.cost, c.choice)).unwrap_or_default() }</dd>
                </div>
                <div>
                    <dt>{ rt.declarer_errors }{ rt.colon }</dt>
                    <dd>{ tally_words(&total.declarer, rt) }</dd>
                </div>
                <div>
                    <dt>{ rt.defence_errors }{ rt.colon }</dt>
                    <dd>{ tally_words(&total.defence, rt) }</dd>
                </div>
            </dl>
            { claim.unwrap_or_default() }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    /// A board whose play has at least one card.
    pub board: Board,
}

#[function_component]
pub fn Replay(props: &ReplayProps) -> Html {
    let lang = use_shared().lang;
    let (t, rt) = (text(lang), replay_text(lang));
    let board = &props.board;
    let total = board.played().len();
    let at = use_state(|| 0usize);
    let job = use_run(pick);
    let key = review_key(board);
    let judge = {
        let (job, board, key) = (job.clone(), board.clone(), key.clone());
        Callback::from(move |()| job.start(key.clone(), Job::BridgeJudge(board.clone()), |_| {}))
    };
    {
        let judge = judge.clone();
        use_effect_with(key.clone(), move |_| judge.emit(()));
    }
    let state = job.state_for(&key);
    let review = match &state {
        Run::Done(review) => Some(review),
        _ => None,
    };
    let judged = |k: usize| review.and_then(|r| r.cards.get(k));
    let shown = (*at).min(total);
    let now = board.rewound_to(shown);

    let step = |to: usize| {
        let at = at.clone();
        Callback::from(move |_: MouseEvent| at.set(to))
    };
    let on_key = {
        let at = at.clone();
        move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "ArrowLeft" => shown.saturating_sub(1),
                "ArrowRight" => (shown + 1).min(total),
                "Home" => 0,
                "End" => total,
                _ => return,
            };
            e.prevent_default();
            at.set(to);
        }
    };
    // Buttons at the end of the play stay focusable (`aria-disabled`), so stepping to the
    // end with the keyboard keeps the focus in the group.
    let button = |to: usize, label: &'static str, symbol: &'static str, name: &'static str| {
        let idle = to == shown;
        html! {
            <button type="button" class="secondary" onclick={step(to)} aria-label={label} title={label}
                    aria-disabled={idle.then_some("true")} data-replay-step={name}>{ symbol }</button>
        }
    };

    let hand_view = |seat: Seat| {
        let hand = now.remaining().hand(seat);
        let suits = Suit::ALL.into_iter().map(|suit| {
            let (symbol, red) = suit_symbol(suit);
            let ranks: Vec<String> = hand
                .cards()
                .filter(|c| c.suit() == suit)
                .map(|c| rank_text(c.rank()))
                .collect();
            html! {
                <div class="dd-suit">
                    <span class={classes!("dd-suit-symbol", red.then_some("red"))}>{ symbol }</span>
                    if ranks.is_empty() {
                        <span class="dd-void">{ "—" }</span>
                    } else {
                        <span class="dd-card">{ ranks.join(" ") }</span>
                    }
                </div>
            }
        });
        html! {
            <div class={classes!("dd-hand", area(seat))} data-replay-hand={seat.letter().to_string()}
                 data-cards={hand.len().to_string()}>
                <div class="dd-hand-name">{ t.seat(seat) }</div>
                { for suits }
            </div>
        }
    };

    // The trick on the table; between tricks, the one just finished, faded.
    let tricks = now.tricks();
    let (leader, current) = now.current_trick();
    let on_table: Vec<(Seat, Card, bool)> = if current.is_empty() {
        tricks
            .last()
            .map(|(leader, cards, _)| {
                cards
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| (leader.after(i), c, true))
                    .collect()
            })
            .unwrap_or_default()
    } else {
        current
            .iter()
            .enumerate()
            .map(|(i, &c)| (leader.after(i), c, false))
            .collect()
    };
    let table_center = html! {
        <div class="dd-trick" data-replay-trick="" aria-label={rt.trick_on_table} role="group">
            { for on_table.iter().map(|&(seat, card, done)| html! {
                <span class={classes!("dd-played", area(seat), done.then_some("done"))}
                      data-played-by={seat.letter().to_string()}>{ card_html(card) }</span>
            }) }
        </div>
    };
    let declarer_ns = board.declarer().is_ns();
    let declarer_won = tricks
        .iter()
        .filter(|(_, _, w)| w.is_ns() == declarer_ns)
        .count();
    let defence_won = tricks.len() - declarer_won;

    // Every card played so far, trick by trick, each under the seat that played it.
    let mut rows: Vec<(Seat, Vec<Card>)> = tricks
        .iter()
        .map(|(l, cards, _)| (*l, cards.to_vec()))
        .collect();
    if !current.is_empty() {
        rows.push((leader, current.to_vec()));
    }
    let body = rows.iter().enumerate().map(|(i, (leader, cards))| {
        let mut by_seat: [Option<(usize, Card)>; 4] = [None; 4];
        for (j, &card) in cards.iter().enumerate() {
            by_seat[leader.after(j).index()] = Some((i * 4 + j, card));
        }
        html! {
            <tr>
                <th scope="row">{ i + 1 }</th>
                { for Seat::ALL.into_iter().map(|seat| match by_seat[seat.index()] {
                    Some((k, card)) => {
                        let j = judged(k);
                        let cost = j.map(|j| j.cost);
                        let forced = j.is_some_and(|j| !j.choice);
                        let latest = k + 1 == shown;
                        html! {
                            <td class={classes!(cost.filter(|&c| c > 0).map(|_| "costly"), latest.then_some("current"))}
                                aria-current={latest.then_some("step")}
                                data-replay-card={card.to_string()} data-cost={cost.map(|c| c.to_string())}
                                data-forced={forced.then_some("true")}>
                                { card_html(card) }
                                if let Some(c) = cost.filter(|&c| c > 0) {
                                    <span class="bridge-cost" title={rt.cost(c, true)}>{ format!(" −{c}") }</span>
                                }
                                if forced {
                                    { " " }<abbr class="replay-forced" title={rt.forced}>{ rt.forced_mark }</abbr>
                                }
                            </td>
                        }
                    }
                    None => html! { <td></td> },
                }) }
            </tr>
        }
    });

    let status = job.status(
        &state,
        StatusView::solving(rt.job, "replay")
            .labelled(rt.judging)
            .or_retry(judge),
    );
    let judged_now = shown.checked_sub(1).and_then(judged);
    html! {
        <section class="dd-replay" aria-labelledby="dd-replay-title" data-replay="">
            <h3 id="dd-replay-title">{ rt.title }</h3>
            <p class="hint">{ rt.hint }</p>
            { status }
            <div class="bridge-replay" role="group" aria-label={rt.controls} onkeydown={on_key}>
                { button(0, rt.first, "«", "first") }
                { button(shown.saturating_sub(1), rt.back, "‹", "back") }
                { button((shown + 1).min(total), rt.forward, "›", "forward") }
                { button(total, rt.last, "»", "last") }
                <span class="hint">{ rt.keys }</span>
            </div>
            <p class="replay-at" role="status" data-replay-at={shown.to_string()}
               data-replay-cost={judged_now.map(|j| j.cost.to_string())}>
                { position_words(board, shown, judged_now, t, rt) }
            </p>
            <div class="dd-compass" role="group" aria-label={rt.hands}>
                { hand_view(Seat::North) }
                { hand_view(Seat::West) }
                { table_center }
                { hand_view(Seat::East) }
                { hand_view(Seat::South) }
            </div>
            <p data-replay-won-declarer={declarer_won.to_string()} data-replay-won-defence={defence_won.to_string()}>
                { rt.won.replace("{declarer}", &declarer_won.to_string()).replace("{defence}", &defence_won.to_string()) }
            </p>
            if !rows.is_empty() {
                <h4 id="dd-replay-cards">{ rt.cards_caption }</h4>
                <table class="bridge-review-tricks" aria-labelledby="dd-replay-cards" data-replay-cards="">
                    <thead><tr>
                        <th scope="col">{ rt.trick }</th>
                        { for Seat::ALL.into_iter().map(|s| html! { <th scope="col">{ t.seat(s) }</th> }) }
                    </tr></thead>
                    <tbody>{ for body }</tbody>
                </table>
            }
            { review.map(|r| rates_html(board, r, rt)).unwrap_or_default() }
        </section>
    }
}
