"""The bounds of recurrence.solve (issue 29), named once; documented in docs/tools.md."""

from __future__ import annotations

MAX_ORDER = 32  # the order d of a_n = c_1 a_(n-1) + ... + c_d a_(n-d) (+ k)
MAX_RATIONAL_DIGITS = 200  # digits of p and of q in each rational "p/q" (coefficients, initial terms, constant)
