"""Every bundled checker that imports a third-party Python distribution declares it in ``trusted_distributions``,
so that its digest (and the operator's authorization) covers that library's code too. The imports are read from the
checker's own sources (module-level or inside a function), not guessed."""

from __future__ import annotations

import re

import pytest

from jacobian.checkers import BUNDLED

# import name -> distribution name, for the third-party libraries a checker may use
DISTRIBUTIONS = {"mpmath": "mpmath", "z3": "z3-solver", "cvc5": "cvc5", "sympy": "sympy", "flint": "python-flint"}
IMPORT = re.compile(r"^\s*(?:from|import)\s+([A-Za-z_][A-Za-z0-9_]*)", re.M)


@pytest.mark.parametrize("spec", BUNDLED, ids=[s.id for s in BUNDLED])
def test_imported_distributions_are_declared(spec):
    imported = set()
    for path in spec.source_paths():
        if path.suffix == ".py" and path.exists():
            imported |= {DISTRIBUTIONS[m] for m in IMPORT.findall(path.read_text()) if m in DISTRIBUTIONS}
    assert imported <= set(spec.trusted_distributions), (spec.id, sorted(imported - set(spec.trusted_distributions)))
