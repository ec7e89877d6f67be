//! The play of the contract at the table: the trick in the middle, whose turn it is, the
//! computer players' cards (asked of the worker one at a time), the human's cards by click,
//! tap or keyboard, the hint with every legal card's Monte-Carlo score, claim and concede.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::hands::area;
use super::play_text::PlayText;
use super::text::BridgeText;
use super::Msg;
use crate::bridge::play::player::PAGE_METHOD;
use crate::bridge::play::{Action, Board, McSettings, Method};
use crate::bridge::score::signed_points;
use crate::bridge::table::{builtin_slug, Phase, Table};
use crate::bridge::{Card, Seat, Suit};
use crate::jobs::play::{ClaimRequest, ClaimResult, PlayRequest, PlayResult, PlaySpot};
use crate::jobs::{Job, Outcome};
use crate::ui::cards::card_html;
use crate::ui::dom;
use crate::ui::run::{use_pooled_run, use_run, Run};
use crate::ui::shared::use_shared;

/// How long a computer player waits before asking for its card, so a person can follow the
/// cards one by one (a Monte-Carlo decision itself takes up to a second).
const PACE_MS: i32 = 350;

/// The computer players: the rules' opening lead, then Monte-Carlo (`player::PAGE_METHOD`),
/// with the default samples, ties broken by traps and a one-second budget per decision.
fn computer_request(board: &Board, table: &Table, method: Method) -> PlayRequest {
    PlayRequest {
        spot: PlaySpot::of(board),
        method,
        mc: McSettings::default(),
        system: builtin_slug(table.setup.system).to_string(),
        seed: dom::random_seed(),
    }
}

fn pick_play(outcome: Outcome) -> Option<PlayResult> {
    match outcome {
        Outcome::BridgePlay(result) => Some(result),
        _ => None,
    }
}

fn pick_claim(outcome: Outcome) -> Option<ClaimResult> {
    match outcome {
        Outcome::BridgeClaim(result) => Some(result),
        _ => None,
    }
}

/// The key of a position of the play: the deal, the auction and the cards played.
pub fn spot_key(board: &Board) -> String {
    let played: Vec<String> = board.played().iter().map(Card::to_string).collect();
    format!(
        "{} {} {}",
        board.deal().pbn(),
        board.auction(),
        played.join(" ")
    )
}

/// The trick on the table; between tricks, the one just finished (faded), with its winner.
pub fn trick_centre(board: &Board) -> Html {
    let (leader, current) = board.current_trick();
    let tricks = board.tricks();
    let (leader, cards, done): (Seat, Vec<Card>, bool) = match tricks.last() {
        Some(&(l, cards, _)) if current.is_empty() => (l, cards.to_vec(), true),
        _ => (leader, current.to_vec(), false),
    };
    html! {
        <div class="dd-trick" data-trick-on-table={(board.played().len() / 4 + 1).to_string()}>
            { for cards.iter().enumerate().map(|(i, &card)| {
                let seat = leader.after(i);
                html! {
                    <span class={classes!("dd-played", area(seat), done.then_some("done"))}
                          data-played-by={seat.letter().to_string()} data-played={card.to_string()}>
                        { card_html(card) }
                    </span>
                }
            }) }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayPanelProps {
    pub text: &'static BridgeText,
    pub pt: &'static PlayText,
    pub table: Table,
    pub on_msg: Callback<Msg>,
    /// The hint's card for the position of `spot_key`, once the hint has been asked for.
    pub on_hint: Callback<(String, Card)>,
}

#[function_component]
pub fn PlayPanel(props: &PlayPanelProps) -> Html {
    let t = props.text;
    let pt = props.pt;
    let table = &props.table;
    // Hooks first, before anything may return early.
    let lang = use_shared().lang;
    // Decisions and hints spread over the pool's workers, one per core.
    let computer = use_pooled_run(pick_play);
    let hint = use_pooled_run(pick_play);
    let claim = use_run(pick_claim);
    // A suit typed on the keyboard, waiting for its rank.
    let typed_suit = use_state(|| None::<Suit>);
    // Tricks the human would claim; bumped to ask the computer again after a failure.
    let claim_tricks = use_state(|| 13u8);
    let attempt = use_state(|| 0u32);
    // "Concede the rest" asks once more before it ends the board.
    let confirm_concede = use_state(|| false);
    let (Some(board), Phase::Play { to_play, chooser }) = (table.board().cloned(), table.phase())
    else {
        return html! {};
    };
    let key = spot_key(&board);

    // The computer player to move asks the worker, after a pause.
    {
        let computer = computer.clone();
        let on_msg = props.on_msg.clone();
        let table = table.clone();
        let board = board.clone();
        use_effect_with((key.clone(), *attempt), move |(key, _)| {
            let key = key.clone();
            let timer = table.computer_to_play().map(|_| {
                let request = computer_request(&board, &table, PAGE_METHOD);
                let at = board.played().len();
                dom::Timeout::new(PACE_MS, move || {
                    computer.start(key, Job::BridgePlay(request), move |result| {
                        on_msg.emit(Msg::Computer {
                            at,
                            action: result.action.clone(),
                        });
                    });
                })
            });
            move || drop(timer)
        });
    }

    // The keyboard: a suit letter, then a rank; a rank alone when only one legal card has it.
    let human_turn = table.human_to_play();
    let legal = if human_turn {
        board.legal_cards()
    } else {
        Default::default()
    };
    {
        let on_msg = props.on_msg.clone();
        let typed_suit = typed_suit.clone();
        use_effect_with((key.clone(), human_turn, *typed_suit), move |_| {
            let listener = human_turn.then(|| {
                dom::Listener::on_window("keydown", move |e| {
                    if dom::typing_in_a_field(&e) {
                        return;
                    }
                    let Some(key) = e
                        .dyn_ref::<web_sys::KeyboardEvent>()
                        .map(|k| k.key().to_ascii_uppercase())
                    else {
                        return;
                    };
                    let mut chars = key.chars();
                    let (Some(ch), None) = (chars.next(), chars.next()) else {
                        return;
                    };
                    if let Some(suit) = Suit::from_char(ch) {
                        if legal.holding(suit) != 0 {
                            typed_suit.set(Some(suit));
                        }
                        return;
                    }
                    let Some(rank) = crate::bridge::card::rank_from_char(ch) else {
                        return;
                    };
                    let candidates: Vec<Card> = legal
                        .cards()
                        .filter(|c| c.rank() == rank && (*typed_suit).is_none_or(|s| c.suit() == s))
                        .collect();
                    if let [card] = candidates[..] {
                        typed_suit.set(None);
                        on_msg.emit(Msg::Card(card));
                    }
                })
            });
            move || drop(listener)
        });
    }

    let status = if human_turn {
        html! {
            <p class="dd-status bridge-your-card" data-your-card={to_play.letter().to_string()}>
                { if to_play == table.setup.human { pt.your_card } else { pt.your_card_dummy } }
                { (*typed_suit).map(|s| html! { <strong>{ " " }{ crate::ui::cards::suit_symbol(s).0 }{ "…" }</strong> }).unwrap_or_default() }
            </p>
        }
    } else {
        match computer.state_for(&key) {
            Run::Failed(failure) => {
                let retry = {
                    let attempt = attempt.clone();
                    move |_| attempt.set(*attempt + 1)
                };
                html! {
                    <p class="dd-error" role="alert">
                        { pt.computer_failed }{ " " }{ failure.reason(lang) }{ " " }
                        <button class="secondary" onclick={retry} data-action="retry-computer">{ pt.retry }</button>
                    </p>
                }
            }
            _ => html! {
                <p class="dd-status" role="status" data-thinking={chooser.letter().to_string()}>
                    { t.seat(chooser) }{ " " }{ pt.thinking }
                </p>
            },
        }
    };

    let hint_view = if human_turn {
        let start = {
            let hint = hint.clone();
            let request = computer_request(&board, table, Method::Mc);
            let key = key.clone();
            let on_hint = props.on_hint.clone();
            move |_| {
                let on_hint = on_hint.clone();
                let spot = key.clone();
                hint.start(
                    key.clone(),
                    Job::BridgePlay(request.clone()),
                    move |result| {
                        if let Action::Play { card, .. } = result.action {
                            on_hint.emit((spot.clone(), card));
                        }
                    },
                )
            }
        };
        let body = match hint.state_for(&key) {
            Run::Done(result) => hint_table(lang, pt, &result),
            Run::Running { .. } => html! { <p class="status" role="status">{ t.job.working }</p> },
            Run::Failed(failure) => html! {
                <p class="dd-error" role="alert">{ t.job.failed }{ " " }{ failure.reason(lang) }</p>
            },
            Run::Idle | Run::Cancelled => html! {},
        };
        html! {
            <div class="bridge-hint">
                <button class="secondary" onclick={start} data-action="hint">{ pt.hint }</button>
                <p class="hint" data-hint-sees="">{ pt.hint_sees }</p>
                { body }
            </div>
        }
    } else {
        html! {}
    };

    let left = board.tricks_left();
    // Claims and concessions are made at the human's turn, while the position stands still.
    let claim_view = if !human_turn {
        html! {}
    } else {
        let tricks = (*claim_tricks).min(left);
        let on_tricks = {
            let claim_tricks = claim_tricks.clone();
            move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                if let Ok(n) = select.value().parse::<u8>() {
                    claim_tricks.set(n);
                }
            }
        };
        let on_claim = {
            let claim = claim.clone();
            let on_msg = props.on_msg.clone();
            let request = ClaimRequest {
                spot: PlaySpot::of(&board),
                claimer: table.setup.human,
                tricks,
            };
            let key = format!("{key} claim {tricks}");
            move |_| {
                let on_msg = on_msg.clone();
                claim.start(
                    key.clone(),
                    Job::BridgeClaim(request.clone()),
                    move |result| {
                        if result.holds {
                            on_msg.emit(Msg::Settle(tricks));
                        }
                    },
                );
            }
        };
        let on_concede = {
            let confirm_concede = confirm_concede.clone();
            move |_: MouseEvent| confirm_concede.set(true)
        };
        let concede_view = if *confirm_concede {
            let on_no = {
                let confirm_concede = confirm_concede.clone();
                move |_: MouseEvent| confirm_concede.set(false)
            };
            let on_yes = {
                let confirm_concede = confirm_concede.clone();
                props.on_msg.reform(move |_: MouseEvent| {
                    confirm_concede.set(false);
                    Msg::Settle(0)
                })
            };
            html! {
                <div class="bridge-confirm" role="group" aria-labelledby="bridge-concede-question" data-concede-confirm="">
                    <p id="bridge-concede-question">{ crate::shell::bridge_words::concede_question(lang, left) }</p>
                    <button class="danger" onclick={on_yes} data-action="concede-confirm">{ pt.concede_yes }</button>
                    <button class="secondary" onclick={on_no} data-action="concede-cancel">{ pt.concede_no }</button>
                </div>
            }
        } else {
            html! {
                <button class="secondary" onclick={on_concede} data-action="concede">{ pt.concede }</button>
            }
        };
        let verdict = match claim.state_for(&format!("{key} claim {tricks}")) {
            Run::Running { .. } => {
                html! { <p class="status" role="status">{ pt.claim_checking }</p> }
            }
            Run::Done(r) if !r.holds => html! {
                <p class="dd-error" role="alert" data-claim-refused="">
                    { pt.claim_refused }{ " " }{ r.double_dummy }{ " " }{ t.tricks }{ "." }
                </p>
            },
            Run::Failed(failure) => html! {
                <p class="dd-error" role="alert">{ t.job.failed }{ " " }{ failure.reason(lang) }</p>
            },
            _ => html! {},
        };
        html! {
            <details class="bridge-claim">
                <summary>{ pt.claim_title }</summary>
                <label>{ pt.claim_tricks }{ " " }{ left }{ ": " }
                    <select onchange={on_tricks} data-choose="claim-tricks">
                        { for (0..=left).rev().map(|n| html! {
                            <option value={n.to_string()} selected={n == tricks}>{ n }</option>
                        }) }
                    </select>
                </label>
                <button onclick={on_claim} data-action="claim">{ pt.claim }</button>
                { concede_view }
                { verdict }
            </details>
        }
    };

    // A computer's claim waits for the human's answer.
    let offer_view = match (table.offer(), board.to_play()) {
        (Some(offer), Some(_)) => html! {
            <div class="bridge-offer" role="group" aria-labelledby="bridge-offer-text" data-offer={offer.by.letter().to_string()}>
                <p id="bridge-offer-text">
                    <strong>{ crate::shell::bridge_words::offer(lang, board.declarer(), left, &offer) }</strong>
                </p>
                <button onclick={props.on_msg.reform(|_: MouseEvent| Msg::AcceptOffer)} data-action="accept-claim">
                    { pt.accept_claim }
                </button>
                <button class="secondary" onclick={props.on_msg.reform(|_: MouseEvent| Msg::RejectOffer)} data-action="reject-claim">
                    { pt.reject_claim }
                </button>
            </div>
        },
        _ => html! {},
    };
    let status = if table.offer().is_some() {
        html! {}
    } else {
        status
    };

    html! {
        <section class="bridge-play" aria-labelledby="bridge-play-title" data-play="">
            <h2 id="bridge-play-title" tabindex="-1">
                { pt.play_title }{ " · " }{ crate::shell::bridge_words::trick_number(lang, board.trick_number()) }
            </h2>
            { offer_view }
            { status }
            <p class="hint">{ pt.keys_hint }</p>
            <div class="actions">
                <button class="secondary" onclick={props.on_msg.reform(|_: MouseEvent| Msg::Undo)}
                        disabled={!table.can_undo()} data-action="undo">{ pt.undo_card }</button>
            </div>
            { hint_view }
            { claim_view }
        </section>
    }
}

/// The hint: why its card is best in one sentence, then every legal card with its
/// Monte-Carlo evidence, best first.
fn hint_table(lang: crate::shell::i18n::Lang, pt: &PlayText, result: &PlayResult) -> Html {
    let Action::Play { card, mc } = &result.action else {
        return html! {};
    };
    let Some(mc) = mc.as_ref().filter(|m| m.samples > 0) else {
        return html! {
            <p class="status" data-hint-card={card.to_string()}>{ pt.hint_equal }{ " " }{ card_html(*card) }</p>
        };
    };
    // A decision spread over several workers says how many layouts each solved.
    let shares: Vec<String> = mc.shares.iter().map(u32::to_string).collect();
    let spread = if shares.len() > 1 {
        format!(
            "; {} {}: {}",
            shares.len(),
            pt.hint_workers,
            shares.join(" + ")
        )
    } else {
        String::new()
    };
    html! {
        <div data-hint-card={card.to_string()} data-hint-samples={mc.samples.to_string()}
             data-hint-shares={shares.join(" ")}>
            { mc.cards.iter().find(|s| s.card == *card).map(|best| html! {
                <p class="bridge-hint-why" data-hint-why="">
                    { crate::shell::bridge_words::hint_why(lang, *card, best.score, best.makes, mc.samples) }
                </p>
            }).unwrap_or_default() }
            <p class="hint">{ pt.hint_note }{ format!(" ({} {}{spread})", mc.samples, pt.hint_samples) }</p>
            <table class="bridge-hint-table">
                <thead><tr>
                    <th scope="col">{ pt.hint_card }</th>
                    <th scope="col">{ pt.hint_score }</th>
                    <th scope="col">{ pt.hint_tricks }</th>
                    <th scope="col">{ pt.hint_makes }</th>
                    <th scope="col">{ pt.hint_layouts }</th>
                </tr></thead>
                <tbody>
                    { for mc.cards.iter().map(|s| html! {
                        <tr class={classes!((s.card == *card).then_some("best"))} data-hint-row={s.card.to_string()}>
                            <td>{ card_html(s.card) }</td>
                            <td class="num">{ signed_points(s.score) }</td>
                            <td class="num">{ format!("{:.2}", s.declarer_tricks) }</td>
                            <td class="num">{ format!("{:.0}%", s.makes * 100.0) }</td>
                            <td class="num">{ s.layouts }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}
