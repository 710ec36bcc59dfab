"""The bounds of ``elliptic_curve.lookup`` (issue 30), named once; documented in docs/tools.md.

The Cremona database is PARI's ``elldata`` package (``passagemath-pari-elldata``, the ``cremona`` extra):
every curve over Q of conductor below ``CREMONA_CONDUCTOR_LIMIT``, one entry per curve with its label,
minimal a-invariants and Mordell-Weil generators.
"""

from __future__ import annotations

CREMONA_CONDUCTOR_LIMIT = 500_000  # elldata's README: "all isogeny classes for all conductor less than 500000"
CREMONA_LABEL_PATTERN = r"([1-9][0-9]{0,5})([a-z]{1,4})([1-9][0-9]{0,2})"  # conductor, isogeny class, curve: 5077a1
CREMONA_DATABASE = "Cremona's elliptic curve data (PARI elldata, conductors below 500000)"
