"""The size bounds of exact linear and integer programs given as MPS or CPLEX LP text (issue 33), named once.

Documented in docs/tools.md. They count what the work costs: constraint rows (after a ranged row is split
into two), columns, and the nonzero coefficients of the constraint matrix -- never rows x columns, since
the readers, the model, the provider's exact reconstruction and the checker all keep rows as sparse maps.
The provider's reader (``providers/exact/mps.py``, ``lpfile.py``) refuses a text beyond them with
``INVALID_REQUEST`` naming the line; the checker's readers (``checkers/exact/mps_read.py``,
``lpfile_read.py``) apply the same numbers and reject. Certificate vectors (x, y, ray, Farkas y) are read
up to the same row and column counts. The typed JSON form (``matrix``: a dense list of rows) keeps its own
dense bounds in ``providers/exact/rational.py``.

This module imports nothing. The checkers restate the numbers in ``checkers/exact/mps_read.py`` (a checker
loads no Jacobian code outside ``checkers/``); ``tests/providers/exact/test_lp_bounds.py`` holds them equal.
"""

from __future__ import annotations

MAX_LP_ROWS = 20_000  # constraints, a ranged row counting twice (NETLIB's stocfor3: 16,675)
MAX_LP_COLUMNS = 20_000  # variables (NETLIB's fit2p: 13,525)
MAX_LP_NONZEROS = 100_000  # nonzero constraint coefficients, a ranged row's counting twice (pilot87: 73,804)
# optimization.integer.solve's branch-and-bound tree: the request's max_nodes (default 500) and the checker's
# bound on a certificate's tree (checkers/exact/mip_check.py restates it). MIPLIB 3's lseu needs 14,999
# nodes without cutting planes; a 15,000-node tree of lseu is 3 MB of JSON, well inside the 16 MiB artifact.
MAX_MIP_NODES = 20_000
