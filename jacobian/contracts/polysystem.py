"""The bounds of polynomial.system.solve (issue 29), named once.

The request's polynomials are read by :mod:`jacobian.providers.sage.polytext` (its own text, term and degree
bounds) and then held to these; documented in docs/tools.md. The checker ``polynomial.system.rur`` reads with
its own, wider bounds.
"""

from __future__ import annotations

MAX_VARIABLES = 6  # unknowns of one system
MAX_EQUATIONS = 16  # polynomials of one system
MAX_EQUATION_DEGREE = 16  # total degree of each polynomial
MAX_SOLUTIONS = 128  # Bezout bound (product of the largest degrees, one per variable) allowed before any job
MAX_FORM_COEFFICIENT = 3  # |c_i| of the separating linear forms the worker tries
MAX_POWER = 16  # completeness: the largest k tried for f(L)^k and (x_i - g_i(L))^k in the ideal
