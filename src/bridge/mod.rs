//! Contract bridge: core types, text formats and the double-dummy solver.
