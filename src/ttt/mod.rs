//! Tic-tac-toe and m,n,k games: board, judges, computer players and search statistics.
