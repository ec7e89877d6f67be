//! The double-dummy table (5 strains × 4 declarers) as the analysis page and the bridge
//! table's review both draw it: one component, so the two pages read the same way.

use yew::prelude::*;

use super::cards::suit_symbol;
use crate::bridge::dd::DdTable;
use crate::bridge::{Seat, Strain};

/// What makes the cells buttons, each choosing its contract.
#[derive(Clone, PartialEq)]
pub struct Choose {
    /// A cell was chosen: its strain and declarer.
    pub on_cell: Callback<(Strain, Seat)>,
    /// The word for the declarer in a cell's label.
    pub declarer: &'static str,
    /// What follows the number in a cell's label ("tricks; play this contract").
    pub label: &'static str,
}

#[derive(Properties, PartialEq)]
pub struct DdTableProps {
    /// The tricks; `None` while they are worked out (each cell shows a dot).
    pub table: Option<DdTable>,
    /// `data-table-state` for tests: `done`, `running` or `other`.
    pub state: &'static str,
    pub caption: &'static str,
    /// The strains' names in table order (S, H, D, C, NT).
    pub strains: [&'static str; 5],
    /// The seats' names (N, E, S, W).
    pub seats: [&'static str; 4],
    /// The corner's label for screen readers (what the columns are).
    #[prop_or_default]
    pub corner: Option<&'static str>,
    /// The contract at the table, outlined: its strain and declarer.
    #[prop_or_default]
    pub playing: Option<(Strain, Seat)>,
    /// Cells that choose their contract; without it they are plain numbers.
    #[prop_or_default]
    pub choose: Option<Choose>,
    #[prop_or_default]
    pub class: Classes,
}

/// A strain's short label: a coloured suit symbol or NT, its name on hover.
fn strain_label(strain: Strain, name: &'static str) -> Html {
    match strain.trump() {
        Some(suit) => {
            let (symbol, red) = suit_symbol(suit);
            html! { <span class={classes!("dd-pip", red.then_some("red"))} title={name}>{ symbol }</span> }
        }
        None => html! { <span title={name}>{ "NT" }</span> },
    }
}

#[function_component]
pub fn DdTableView(props: &DdTableProps) -> Html {
    let cell = |strain: Strain, declarer: Seat| {
        let value = props.table.map(|tb| tb.get(strain, declarer));
        let shown = value.map_or("·".to_string(), |v| v.to_string());
        let playing = props.playing == Some((strain, declarer));
        let tag = format!("{}{}", strain.letter(), declarer.letter());
        match &props.choose {
            Some(choose) => {
                let onclick = {
                    let on_cell = choose.on_cell.clone();
                    move |_| on_cell.emit((strain, declarer))
                };
                let label = value.map(|v| {
                    format!(
                        "{} {}, {}: {v} {}",
                        props.strains[strain.index()],
                        props.seats[declarer.index()],
                        choose.declarer,
                        choose.label
                    )
                });
                html! {
                    <td class={classes!(playing.then_some("playing"))}>
                        <button class="dd-cell" data-dd={tag} disabled={value.is_none()}
                                {onclick} aria-label={label}>
                            { shown }
                        </button>
                    </td>
                }
            }
            None => html! {
                <td class={classes!("num", playing.then_some("playing"))} data-dd={tag}>{ shown }</td>
            },
        }
    };
    let rows = Strain::ALL.into_iter().map(|strain| {
        html! {
            <tr>
                <th scope="row">{ strain_label(strain, props.strains[strain.index()]) }</th>
                { for Seat::ALL.into_iter().map(|declarer| cell(strain, declarer)) }
            </tr>
        }
    });
    html! {
        <table class={classes!("dd-table", props.class.clone())} data-table-state={props.state}>
            <caption>{ props.caption }</caption>
            <thead>
                <tr>
                    // Without a label the corner is a plain cell: an empty header names nothing.
                    { match props.corner {
                        Some(c) => html! { <th scope="col"><span class="visually-hidden">{ c }</span></th> },
                        None => html! { <td></td> },
                    } }
                    { for Seat::ALL.into_iter().map(|s| html! {
                        <th scope="col" title={props.seats[s.index()]}>{ initial(props.seats[s.index()]) }</th>
                    }) }
                </tr>
            </thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}

/// A seat's name shortened to its first character: `N` for North, `北` itself.
fn initial(name: &str) -> String {
    name.chars().take(1).collect()
}
