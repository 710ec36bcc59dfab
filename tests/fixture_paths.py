"""Where the test data is: ``tests/data/`` in this repository (each set names its source and
licence in its README). Imported by test modules that need the paths at collection time."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "data"
SAT = FIXTURES / "satlib"
DIMACS_CLIQUE = FIXTURES / "dimacs-clique"
