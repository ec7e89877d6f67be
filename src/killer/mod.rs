//! Who is the killer (谁是杀手): rules, deduction and computer players.
