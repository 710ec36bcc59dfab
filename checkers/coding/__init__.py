"""Checkers for linear codes over GF(q): weight distributions by the checker's own exhaustive enumeration of
the code or its dual (whichever is smaller) and the MacWilliams transform, and minimum-weight codewords."""
