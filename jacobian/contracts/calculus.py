"""The bounds of the calculus operations on rational functions (issue 29), named once.

The request's text is read by the bounded reader of ``checkers/calculus/ratexpr.py`` with these bounds (the
checker itself reads with its own, wider ones); documented in docs/tools.md.
"""

from __future__ import annotations

MAX_TEXT = 20_000  # characters of one expression
MAX_DEGREE = 64  # degree of any intermediate numerator or denominator, and |k| in x^k
MAX_DEPTH = 32  # parentheses and function calls nested
MAX_COEFF_BITS = 4_096  # bits of any coefficient's numerator or denominator
MAX_LOG_TERMS = 32  # distinct log/atan terms in one expression
MAX_SERIES_ORDER = 200  # calculus.series: the highest power of (x - a) given
MAX_POINT_DIGITS = 200  # a rational point p/q: digits of p and of q
MAX_DIGITS = 1_000  # calculus.integral.definite: digits of the enclosure requested
MAX_EXP_TERMS = 256  # exponential polynomials: distinct terms x^j e^(r x) in any intermediate canonical form
