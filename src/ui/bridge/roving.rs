//! Arrow keys inside a group of buttons (the bidding box, the hand): one button of the group
//! is in the tab order and the arrows move focus among the others (a roving tabindex; the
//! component moves its `tabindex="0"` to whichever button gets focus). Left and right go to
//! the previous and next button, up and down to the row above or below (`data-row`), Home and
//! End to the ends. Disabled buttons are skipped.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};

/// The attribute that marks a button of the group, and the row it sits in.
pub const ROW: &str = "data-row";

fn buttons(group: &Element) -> Vec<HtmlElement> {
    let Ok(list) = group.query_selector_all(&format!("button[{ROW}]:not([disabled])")) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .collect()
}

fn row(el: &HtmlElement) -> String {
    el.get_attribute(ROW).unwrap_or_default()
}

/// The keydown handler of a group: moves focus for an arrow, Home or End.
pub fn on_keydown(e: KeyboardEvent) {
    let Some(group) = e
        .current_target()
        .and_then(|t| t.dyn_into::<Element>().ok())
    else {
        return;
    };
    let all = buttons(&group);
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    let Some(at) = active.and_then(|a| all.iter().position(|b| **b == a)) else {
        return;
    };
    let here = row(&all[at]);
    let target = match e.key().as_str() {
        "ArrowRight" => Some((at + 1) % all.len()),
        "ArrowLeft" => Some((at + all.len() - 1) % all.len()),
        "Home" => Some(0),
        "End" => Some(all.len() - 1),
        "ArrowDown" | "ArrowUp" => {
            // The same place in the next row along, or the row's last button.
            let rows: Vec<String> = all.iter().fold(Vec::new(), |mut rows, b| {
                let r = row(b);
                if rows.last() != Some(&r) {
                    rows.push(r);
                }
                rows
            });
            let i = rows.iter().position(|r| *r == here).unwrap_or(0);
            let next = if e.key() == "ArrowDown" {
                (i + 1) % rows.len()
            } else {
                (i + rows.len() - 1) % rows.len()
            };
            let column = all[..at].iter().filter(|b| row(b) == here).count();
            let in_row: Vec<usize> = (0..all.len())
                .filter(|&k| row(&all[k]) == rows[next])
                .collect();
            in_row.get(column).or(in_row.last()).copied()
        }
        _ => None,
    };
    if let Some(t) = target {
        e.prevent_default();
        let _ = all[t].focus();
    }
}

/// Focuses the group's button in the tab order (`tabindex="0"`), found by `selector`;
/// false when there is none.
pub fn focus_first(selector: &str) -> bool {
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    match el {
        Some(el) => el.focus().is_ok(),
        None => false,
    }
}
