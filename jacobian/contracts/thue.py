"""The bounds of ``diophantine.thue`` (issue 30), named once; documented in docs/tools.md.

The form F(x, y) = a_n x^n + a_(n-1) x^(n-1) y + ... + a_0 y^n is read while the request is validated
(``providers/sage/thue_models.py``); a violation is ``INVALID_REQUEST`` at ``$.payload.form`` or
``$.payload.m`` before any job.
"""

from __future__ import annotations

MIN_THUE_DEGREE = 3  # degree 2 is Pell's (diophantine.pell), degree 1 linear (diophantine.linear)
MAX_THUE_DEGREE = 10  # PARI's unconditional thueinit on x^13 - 5 ran for more than 5 minutes
MAX_THUE_COEFFICIENT_DIGITS = 30  # each a_i; PARI's bnfinit factors disc(F) (about 2n times the digits)
MAX_THUE_RHS_DIGITS = 40  # |m|: PARI's bnfisintnorm factors m
MAX_THUE_SOLUTIONS = 1000  # solutions returned (and read by the checker); more is a BACKEND_INPUT_ERROR
MAX_THUE_SOLUTION_DIGITS = 2000  # of any x or y in a solution: the integer checkers' MAX_DIGITS
