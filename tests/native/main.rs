//! Boyi's native integration tests, one module per subject, in one test program: it is
//! compiled and linked once, and its tests share the cores instead of running program after
//! program. Run a part with a filter: `cargo test --test native bidding::`.
#![cfg(not(target_arch = "wasm32"))]

mod cli;
mod rule_calls;
mod support;
mod testdata;

mod bid_cli;
mod bidding;
mod bidding_book;
mod bidding_positions;
mod bidding_precision;
mod bidding_shape;
mod bidding_slam;
mod board_files;
mod board_files_properties;
mod convert_cli;
mod dd_brute;
mod dd_cli;
mod dd_refdata;
mod engines_bad_state;
mod fuzz;
mod killer_cli;
mod leads_cli;
mod makes;
mod match_cli;
mod other_table;
mod paper_tables;
mod play;
mod reader_properties;
mod records_cli;
mod review_cli;
mod review_job;
mod ttt_cli;
mod ttt_mnk;
mod ttt_never_loses;
mod ttt_serde;
mod worker_protocol;
