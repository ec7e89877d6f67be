//! A tally over the boards played kept in local storage (`bridge::board_tally`), for the
//! panels that show one: the running score against the other table and the card-play rates.

use serde::de::DeserializeOwned;
use serde::Serialize;
use yew::prelude::*;

use crate::bridge::board_tally::{BoardTally, Total};
use crate::ui::dom;

/// The tally stored under `storage_key`, with `board` (its key and what it brings) counted
/// once it is given, and the reset button's callback. The stored tally is read again before
/// a board is counted, as another tab may have counted boards since.
#[hook]
pub fn use_kept_tally<T>(
    storage_key: &'static str,
    board: Option<(String, T::Board)>,
) -> (UseStateHandle<BoardTally<T>>, Callback<MouseEvent>)
where
    T: Total + Clone + PartialEq + Serialize + DeserializeOwned + 'static,
    T::Board: Clone + PartialEq + 'static,
{
    let read = move || BoardTally::<T>::read(dom::storage_get(storage_key).as_deref());
    let tally = use_state(read);
    {
        let tally = tally.clone();
        use_effect_with(board, move |board| {
            if let Some((key, board)) = board {
                let now = read().count(key, board);
                dom::storage_set(storage_key, &now.text());
                tally.set(now);
            }
        });
    }
    let on_reset = {
        let tally = tally.clone();
        Callback::from(move |_: MouseEvent| {
            let fresh = tally.reset();
            dom::storage_set(storage_key, &fresh.text());
            tally.set(fresh);
        })
    };
    (tally, on_reset)
}
