"""Independent checkers for group-theory claims (order, isomorphism); no GAP code."""
