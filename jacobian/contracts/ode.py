"""The bounds of ode.solve (issue 29), named once; documented in docs/tools.md."""

from __future__ import annotations

MAX_ORDER = 12  # the order n of a_n y^(n) + ... + a_0 y = h(x)
MAX_RATIONAL_DIGITS = 100  # digits of p and of q in each rational "p/q" (coefficients, exponents, values, x0)
MAX_RHS_TERMS = 8  # terms q(x) e^(s x) of the right-hand side h, distinct exponents s
MAX_RHS_DEGREE = 12  # degree of each q
