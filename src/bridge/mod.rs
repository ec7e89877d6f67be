//! Contract bridge: core types, text formats and the double-dummy solver.
//!
//! Card notation everywhere: see [`card`]; PBN deal strings: see [`deal`]; the paper's
//! problem files: see [`paper_format`].

pub mod bidding;
pub mod board_tally;
pub mod card;
pub mod contract;
pub mod dd;
pub mod deal;
pub mod dealer;
pub mod duplicate;
pub mod evaluate;
pub mod files;
pub mod hand;
pub mod input;
pub mod limits;
pub mod makes;
pub mod off_par;
pub mod paper_format;
pub mod par;
pub mod play;
pub mod practice;
pub mod recorded;
pub mod score;
pub mod seat;
pub mod strain;
pub mod table;

pub use card::{rank_from_char, rank_letter, Card, CardError, RankError, Suit};
pub use contract::{Contract, Doubling, Vulnerability};
pub use deal::{Deal, DealError, PbnError};
pub use hand::Hand;
pub use seat::Seat;
pub use strain::Strain;
