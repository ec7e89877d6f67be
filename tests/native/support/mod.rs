//! What the fuzz runs and the reader properties share: the input generator and the targets.

pub mod mutate;
pub mod targets;
