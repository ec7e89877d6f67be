//! The game's log in words, newest first, as the human saw it: a card given between two
//! others is only "a type-X card", a face-down card is only counted, a look is only where.
//! Once the game is over the hidden details are shown too.

use yew::prelude::*;

use super::text::{card, KillerText};
use crate::killer::table::HUMAN;
use crate::killer::{Event, Game, Pending};
use crate::shell::i18n::Lang;

/// One event in words; `reveal` shows what the human could not see.
pub fn words(t: &KillerText, event: &Event, reveal: bool) -> String {
    let en = t.lang == Lang::En;
    let who = |p: usize| t.seat(p);
    let sees = |players: &[usize]| reveal || players.contains(&HUMAN);
    match *event {
        Event::Deal { ref hands, .. } if en => format!(
            "The cards are dealt: {} cards each, one laid apart as the killer.",
            hands
                .iter()
                .map(|h| h.len().to_string())
                .collect::<Vec<_>>()
                .join("/")
        ),
        Event::Deal { ref hands, .. } => format!(
            "发牌：各 {} 张，一张放开作为杀手牌。",
            hands
                .iter()
                .map(|h| h.len().to_string())
                .collect::<Vec<_>>()
                .join("/")
        ),
        Event::Ask { player, kind } if en => {
            format!(
                "{} {} for {}.",
                who(player),
                t.verb(player, "ask", "asks"),
                t.type_name(kind)
            )
        }
        Event::Ask { player, kind } => format!("{}问{}。", who(player), t.type_name(kind)),
        Event::Give { from, to, card: c } => match (sees(&[from, to]), en) {
            (true, true) => format!(
                "{} {} {} to {}.",
                who(from),
                t.verb(from, "give", "gives"),
                card(c),
                who(to)
            ),
            (true, false) => format!("{}把 {} 给了{}。", who(from), card(c), who(to)),
            (false, true) => format!(
                "{} gives a {} card to {}.",
                who(from),
                t.type_name(c.kind),
                who(to)
            ),
            (false, false) => format!(
                "{}把一张{}的牌给了{}。",
                who(from),
                t.type_name(c.kind),
                who(to)
            ),
        },
        Event::NoCard { player, kind } if en => {
            format!(
                "{} {} no {} card.",
                who(player),
                t.verb(player, "have", "has"),
                t.type_name(kind)
            )
        }
        Event::NoCard { player, kind } => format!("{}没有{}的牌。", who(player), t.type_name(kind)),
        Event::Place {
            player,
            shown,
            ref hidden,
        } => {
            let down: Vec<String> = hidden.iter().map(|c| card(*c)).collect();
            match (hidden.is_empty(), sees(&[player]), en) {
                (true, _, true) => format!(
                    "{} {} {} face up.",
                    who(player),
                    t.verb(player, "place", "places"),
                    card(shown)
                ),
                (true, _, false) => format!("{}正面打出 {}。", who(player), card(shown)),
                (false, true, true) => format!(
                    "{} {} a triple: {} face up, {} face down.",
                    who(player),
                    t.verb(player, "place", "places"),
                    card(shown),
                    down.join(" ")
                ),
                (false, true, false) => format!(
                    "{}打出三连：{} 正面朝上，{} 背面朝上。",
                    who(player),
                    card(shown),
                    down.join(" ")
                ),
                (false, false, true) => format!(
                    "{} places a triple: {} face up and two cards face down.",
                    who(player),
                    card(shown)
                ),
                (false, false, false) => {
                    format!(
                        "{}打出三连：{} 正面朝上，另两张背面朝上。",
                        who(player),
                        card(shown)
                    )
                }
            }
        }
        Event::Look {
            player,
            slot,
            card: c,
        } => match (sees(&[player]), en) {
            (true, true) => format!(
                "{} {} at {}: {}.",
                who(player),
                t.verb(player, "look", "looks"),
                t.slot(slot),
                card(c)
            ),
            (true, false) => format!("{}看了{}：{}。", who(player), t.slot(slot), card(c)),
            (false, true) => format!("{} looks at {}.", who(player), t.slot(slot)),
            (false, false) => format!("{}看了{}。", who(player), t.slot(slot)),
        },
        Event::Guess {
            player,
            card: c,
            right,
        } => match (right, en) {
            (true, true) => format!(
                "{} {} {}: right, the killer!",
                who(player),
                t.verb(player, "guess", "guesses"),
                card(c)
            ),
            (true, false) => format!("{}猜 {}：猜对了，正是杀手牌！", who(player), card(c)),
            (false, true) => format!(
                "{} {} {}: wrong, and {} out.",
                who(player),
                t.verb(player, "guess", "guesses"),
                card(c),
                t.verb(player, "are", "is")
            ),
            (false, false) => format!("{}猜 {}：猜错了，出局。", who(player), card(c)),
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub text: &'static KillerText,
    pub game: Game,
}

#[function_component]
pub fn LogView(props: &LogProps) -> Html {
    let t = props.text;
    let reveal = matches!(props.game.pending(), Pending::Over { .. });
    let log = props.game.log();
    html! {
        <section class="killer-log" aria-labelledby="killer-log-title">
            <h2 id="killer-log-title">{ t.log_title }</h2>
            // Focusable, so that a keyboard can scroll the log once it is taller than its box.
            <ol reversed=true tabindex="0" aria-labelledby="killer-log-title" data-log="">
                { for log.iter().enumerate().rev().map(|(i, e)| html! {
                    <li value={(i + 1).to_string()}>{ words(t, e, reveal) }</li>
                }) }
            </ol>
        </section>
    }
}
