//! Bridge bidding: calls and auctions, systems kept as data files, the computer's choice of
//! call, an explanation for every call and what an auction tells about each hand.
//!
//! A system ([`system::System`]) is a list of rules read from a TOML file (SAYC,
//! Precision and the paper's tables are built in, `systems/*.toml`). The computer bids by taking the
//! highest-priority rule that fits its hand after the auction so far ([`engine`]); when none
//! fits it reasons from the auction's limits and its hand ([`judgement`]), and passes as
//! a fallback, saying so, only where no call can be justified. The same rules explain any call, the human's too, and give
//! each seat's limits ([`infer`]).

pub mod auction;
pub mod call;
mod compete;
mod cue;
pub mod engine;
pub mod infer;
pub mod judgement;
pub mod position;
mod quantitative;
pub mod shown;
mod slam;
pub mod system;

pub use auction::{Auction, AuctionError, IllegalCall};
pub use call::{Call, CallError};
pub use engine::{at_table, bid_deal, choose, explain, Choice, Explanation, Source};
pub use infer::{infer, SeatInference};
pub use judgement::{is_forced, is_forcing, Judgement};
pub use position::Position;
pub use shown::Words;
pub use system::{Builtin, PaiRow, PaiTable, Rule, System, SystemError};
