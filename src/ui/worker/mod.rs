//! Both ends of the Web Worker: the page's client and the worker's host loop.
//!
//! Messages are the JSON form of [`crate::jobs::Request`] and [`crate::jobs::Reply`]: strings
//! cross the worker boundary cheaply, and the same text can be read in the browser's devtools.

pub mod client;
#[cfg(feature = "crash-job")]
pub mod crash;
pub mod host;
pub mod pool;
