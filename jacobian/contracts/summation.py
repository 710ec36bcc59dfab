"""The bounds of sum.closed_form (issue 29), named once.

The caller's summand and closed form are read by the bounded reader of ``checkers/summation/hyperterm.py``
with these bounds while the request is validated (the checker itself reads with its own, wider ones);
documented in docs/tools.md.
"""

from __future__ import annotations

MAX_TEXT = 4_000  # characters of the summand or the closed form
MAX_DEPTH = 16  # parentheses and function calls nested
MAX_FACTORS = 32  # factors of one term (binomials, factorials, powers, polynomial factors)
MAX_EXPONENT = 32  # |e| of a literal power, e.g. binomial(n, k)^e
MAX_COEFFICIENT = 100  # |a|, |b| in a linear argument a*n + b*k + c of binomial, factorial or an exponent
MAX_CONSTANT = 1_000  # |c| in such a linear argument
MAX_DEGREE = 32  # of a polynomial factor
MAX_BITS = 256  # of an integer literal or a coefficient
MAX_SHIFT_DEGREE = 256  # sum over factorials of (|a| + |b|) * |e|: the degree of the term ratios
MAX_CERTIFICATE_DEGREE = 128  # sum of degree * |e| over the WZ certificate's factors, as the worker returns it
