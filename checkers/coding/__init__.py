"""Checkers for linear codes over GF(q): weight distributions by the checker's own exhaustive enumeration of
the code or its dual (whichever is smaller) and the MacWilliams transform, minimum-weight codewords, and
covering radii from its own table of every coset's minimum weight."""
