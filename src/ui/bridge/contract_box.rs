//! The box beside the table during the play: the contract as people say it, declarer and
//! dummy, who is vulnerable (in words, with the legend of the red seat names), the dealer,
//! and the tricks each side has taken against what declarer needs.

use yew::prelude::*;

use super::text::BridgeText;
use crate::bridge::play::Board;
use crate::bridge::Seat;
use crate::shell::bridge_words;
use crate::shell::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct ContractBoxProps {
    pub text: &'static BridgeText,
    pub lang: Lang,
    pub board: Board,
    pub dealer: Seat,
}

#[function_component]
pub fn ContractBox(props: &ContractBoxProps) -> Html {
    let t = props.text;
    let lang = props.lang;
    let board = &props.board;
    let contract = *board.contract();
    let declarer = board.declarer();
    let declarer_won = board.declarer_tricks_played();
    let defence_won = board.tricks().len() as u8 - declarer_won;
    let (ns, ew) = if declarer.is_ns() {
        (declarer_won, defence_won)
    } else {
        (defence_won, declarer_won)
    };
    let need = contract.target();
    html! {
        <section class="bridge-contract-box" aria-labelledby="bridge-contract-box-title" data-contract-box="">
            <h2 id="bridge-contract-box-title" class="visually-hidden">{ t.contract }</h2>
            <p class="bridge-contract-line" data-contract-words="">
                <strong>{ bridge_words::contract(lang, &contract) }</strong>
            </p>
            <dl class="bridge-facts">
                <div>
                    <dt>{ t.declarer }</dt>
                    <dd data-declarer={declarer.letter().to_string()}>
                        { t.seat(declarer) }{ " · " }{ t.dummy_is }{ " " }{ t.seat(board.dummy()) }
                    </dd>
                </div>
                <div>
                    <dt>{ t.vulnerable }</dt>
                    <dd data-vulnerable="">{ t.vul(board.vulnerability()) }
                        <span class="bridge-vul-legend">{ " (" }<span class="bridge-vul">{ t.red_names }</span>{ ")" }</span>
                    </dd>
                </div>
                <div>
                    <dt>{ t.dealer }</dt>
                    <dd>{ t.seat(props.dealer) }</dd>
                </div>
                <div>
                    <dt>{ t.tricks_title }</dt>
                    <dd data-tricks-ns={ns.to_string()} data-tricks-ew={ew.to_string()}>
                        { bridge_words::side(lang, true) }{ " " }<strong>{ ns }</strong>{ " · " }
                        { bridge_words::side(lang, false) }{ " " }<strong>{ ew }</strong>
                        { " · " }{ t.declarer_needs }{ " " }{ bridge_words::tricks(lang, need) }
                    </dd>
                </div>
            </dl>
        </section>
    }
}
