//! The play-through: the four hands as a compass, every legal card of the player to move with
//! its double-dummy value, the trick on the table, undo, "play best to the end", and the tricks
//! played so far with who won them (the paper's output).

use std::collections::HashMap;

use yew::prelude::*;

use super::text::AnalysisText;
use super::{card_html, rank_text, suit_symbol, Board};
use crate::bridge::{Card, Seat, Suit};
use crate::jobs::analysis::{split_tricks, CardsResult, LineResult};
use crate::jobs::{Job, Outcome};
use crate::ui::run::{use_run, Run, StatusView};

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub text: &'static AnalysisText,
    pub board: Board,
    pub on_board: Callback<Board>,
}

fn pick_cards(outcome: Outcome) -> Option<CardsResult> {
    match outcome {
        Outcome::DdCards(result) => Some(result),
        _ => None,
    }
}

fn pick_line(outcome: Outcome) -> Option<LineResult> {
    match outcome {
        Outcome::DdBestLine(result) => Some(result),
        _ => None,
    }
}

/// A card's value for the side to move, and what it loses against the best card.
#[derive(Clone, Copy)]
struct Value {
    tricks: u8,
    loss: u8,
}

fn values_by_card(result: &CardsResult) -> HashMap<Card, Value> {
    let best = result.cards.first().map_or(0, |c| c.tricks);
    result
        .cards
        .iter()
        .flat_map(|group| {
            group.equivalent.iter().map(move |&card| {
                (
                    card,
                    Value {
                        tricks: group.tricks,
                        loss: best - group.tricks,
                    },
                )
            })
        })
        .collect()
}

/// The compass position of a seat, for the grid's areas.
pub(super) fn area(seat: Seat) -> &'static str {
    ["north", "east", "south", "west"][seat.index()]
}

#[function_component]
pub fn PlayPanel(props: &PlayProps) -> Html {
    let t = props.text;
    let board = &props.board;
    let cards_job = use_run(pick_cards);
    let line_job = use_run(pick_line);
    let key = board.key();
    let finished = board.finished();

    // Each new position asks for its card values; the question before it is dropped.
    {
        let cards_job = cards_job.clone();
        let line_job = line_job.clone();
        let spot = board.spot();
        use_effect_with((key.clone(), finished), move |(key, finished)| {
            line_job.forget();
            if *finished {
                cards_job.forget();
            } else {
                cards_job.start(key.clone(), Job::DdCards(spot), |_| {});
            }
        });
    }

    let pos = board.position();
    let to_move = pos.to_move();
    let legal = pos.legal_cards();
    let cards_state = cards_job.state_for(&key);
    let values = match &cards_state {
        Run::Done(result) => values_by_card(result),
        _ => HashMap::new(),
    };

    let play = {
        let on_board = props.on_board.clone();
        let board = board.clone();
        move |card: Card| {
            let mut next = board.clone();
            next.played.push(card);
            on_board.emit(next);
        }
    };
    let undo = {
        let on_board = props.on_board.clone();
        let board = board.clone();
        move |_| {
            let mut next = board.clone();
            next.played.pop();
            on_board.emit(next);
        }
    };
    let restart = {
        let on_board = props.on_board.clone();
        let board = board.clone();
        move |_| {
            on_board.emit(Board {
                played: Vec::new(),
                ..board.clone()
            })
        }
    };
    let play_best = {
        let line_job = line_job.clone();
        let on_board = props.on_board.clone();
        let board = board.clone();
        let key = key.clone();
        move |_| {
            let on_board = on_board.clone();
            let base = board.clone();
            line_job.start(key.clone(), Job::DdBestLine(board.spot()), move |line| {
                let mut next = base.clone();
                next.played.extend(line.line.iter().copied());
                on_board.emit(next);
            });
        }
    };

    let hand_view = |seat: Seat| {
        let hand = pos.hands.hand(seat);
        let moving = seat == to_move && !finished;
        let suits = Suit::ALL.into_iter().map(|suit| {
            let (symbol, red) = suit_symbol(suit);
            let cards = hand.cards().filter(|c| c.suit() == suit).map(|card| {
                if !(moving && legal.contains(card)) {
                    return html! { <span class="dd-card">{ rank_text(card.rank()) }</span> };
                }
                let value = values.get(&card).copied();
                let (badge, title) = match value {
                    Some(Value { tricks, loss: 0 }) => (
                        tricks.to_string(),
                        format!("{tricks} {} ({})", t.tricks_word, t.best),
                    ),
                    Some(Value { tricks, loss }) => (
                        format!("−{loss}"),
                        format!("{tricks} {}, {} {loss}", t.tricks_word, t.loses),
                    ),
                    None => (String::new(), String::new()),
                };
                let onclick = {
                    let play = play.clone();
                    move |_| play(card)
                };
                // The name starts with the text the button shows (rank, then value), the
                // space kept between them so the two read apart.
                let rank = rank_text(card.rank());
                let label = if badge.is_empty() {
                    format!("{rank}: {symbol}{rank}")
                } else {
                    format!("{rank} {badge}: {symbol}{rank}, {title}")
                };
                html! {
                    <button class={classes!("dd-card", "playable",
                                value.map(|v| if v.loss == 0 { "best" } else { "worse" }))}
                            onclick={onclick} aria-label={label} title={title}
                            data-card={card.to_string()}
                            data-tricks={value.map(|v| v.tricks.to_string())}
                            data-loss={value.map(|v| v.loss.to_string())}>
                        { rank }{ " " }
                        if !badge.is_empty() { <span class="dd-val">{ badge }</span> }
                    </button>
                }
            });
            html! {
                <div class="dd-suit">
                    <span class={classes!("dd-suit-symbol", red.then_some("red"))}>{ symbol }</span>
                    { for cards }
                    if hand.holding(suit) == 0 { <span class="dd-void">{ "—" }</span> }
                </div>
            }
        });
        html! {
            <div class={classes!("dd-hand", area(seat), moving.then_some("to-move"))}
                 data-hand={seat.letter().to_string()} data-to-move={moving.to_string()}>
                <div class="dd-hand-name">
                    { t.seat(seat) }
                    if moving { <span class="dd-turn">{ " ▶ " }{ t.to_play }</span> }
                </div>
                { for suits }
            </div>
        }
    };

    let tricks = split_tricks(board.leader, &[], &board.played, board.trump);
    let ns_won = tricks
        .iter()
        .filter(|t| t.winner.is_some_and(Seat::is_ns))
        .count();
    let ew_won = tricks
        .iter()
        .filter(|t| t.winner.is_some_and(|w| !w.is_ns()))
        .count();
    // The trick on the table; between tricks, the one just finished, faded.
    let shown = tricks.last();
    let table_center = html! {
        <div class="dd-trick" data-trick-on-table="">
            { for shown.into_iter().flat_map(|trick| {
                let done = trick.winner.is_some();
                trick.cards.iter().enumerate().map(move |(i, &card)| {
                    let seat = trick.leader.after(i);
                    html! {
                        <span class={classes!("dd-played", area(seat), done.then_some("done"))}
                              data-played-by={seat.letter().to_string()}>{ card_html(card) }</span>
                    }
                })
            }) }
        </div>
    };

    let status = if finished {
        html! { <p class="dd-status" data-finished="">{ t.finished }</p> }
    } else {
        html! {
            <p class="dd-status">
                { t.seat(to_move) }{" "}{ t.to_play }{" · "}{ pos.tricks_left() }{" "}{ t.tricks_to_go }
            </p>
        }
    };
    let score = html! {
        <p class="dd-score" data-ns-won={ns_won.to_string()} data-ew-won={ew_won.to_string()}>
            { t.won }{ t.colon }{ t.sides[0] }{ " " }{ ns_won }{ " · " }{ t.sides[1] }{ " " }{ ew_won }
        </p>
    };

    // North-South's tricks with best play from here on: the tricks they have won, and the
    // solved value of the position for the rest.
    let ns_best = if finished {
        Some(ns_won as u8)
    } else {
        match &cards_state {
            Run::Done(result) => {
                let best = result.cards.first().map_or(0, |c| c.tricks);
                let ahead = if result.to_move.is_ns() {
                    best
                } else {
                    result.tricks_left - best
                };
                Some(ns_won as u8 + ahead)
            }
            _ => None,
        }
    };
    let verdict = board.ns_need.map(|need| match ns_best {
        Some(ns) => html! {
            <p class={classes!("dd-verdict", if ns >= need { "made" } else { "not-made" })}
               role="status" data-made={(ns >= need).to_string()} data-ns-best={ns.to_string()}>
                { t.verdict(need, ns) }
            </p>
        },
        None => html! {
            <p class="dd-verdict" role="status" data-verdict-pending="">
                { t.verdict_pending.replace("{need}", &need.to_string()) }
            </p>
        },
    });

    let cards_progress = cards_job.status(&cards_state, StatusView::solving(t.job, "cards"));
    let line_state = line_job.state_for(&key);
    let line_running = matches!(line_state, Run::Running { .. });
    let line_progress = line_job.status(&line_state, StatusView::solving(t.job, "line"));

    let history = tricks.iter().enumerate().map(|(i, trick)| {
        html! {
            <li data-trick={(i + 1).to_string()}
                data-winner={trick.winner.map(|w| w.letter().to_string()).unwrap_or_default()}>
                <span class="dd-trick-no">{ format!("{} {}", t.trick_word, i + 1) }</span>
                { for trick.cards.iter().enumerate().map(|(j, &card)| html! {
                    <span class="dd-hist-card">
                        <small>{ t.seat_initial(trick.leader.after(j)) }</small>{ card_html(card) }
                    </span>
                }) }
                { trick.winner.map(|w| html! {
                    <span class="dd-winner">{ "→ " }{ t.won_by }{" "}{ t.seat(w) }</span>
                }).unwrap_or_default() }
            </li>
        }
    });

    html! {
        <section class="dd-play" aria-labelledby="dd-play-title">
            <h2 id="dd-play-title">{ t.play_title }</h2>
            <p class="hint">{ t.legend }</p>
            <div class="dd-compass">
                { hand_view(Seat::North) }
                { hand_view(Seat::West) }
                { table_center }
                { hand_view(Seat::East) }
                { hand_view(Seat::South) }
            </div>
            { status }
            { score }
            { verdict.unwrap_or_default() }
            { cards_progress }
            { line_progress }
            <div class="actions">
                <button onclick={undo} disabled={board.played.is_empty()} data-action="undo">{ t.undo }</button>
                <button class="secondary" onclick={restart} disabled={board.played.is_empty()} data-action="restart">{ t.restart }</button>
                <button onclick={play_best} disabled={finished || line_running} data-action="play-best">{ t.play_best }</button>
            </div>
            if !tricks.is_empty() {
                <h3>{ t.history_title }</h3>
                <ol class="dd-history">{ for history }</ol>
            }
        </section>
    }
}
