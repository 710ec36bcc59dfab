"""Independent checkers (installed as ``jacobian.checkers``).

Each checker is a small program run sandboxed like any job: it reads one
request (claim, subject, certificate) as a JSON Lines request on stdin and
answers ``{"accepted": bool, "reason": str, ...}``. Checkers never import
``jacobian.providers`` nor any solver library, and never reuse the code that
produced the evidence they check.

:data:`BUNDLED` declares them: id, module, the claims and certificate formats
they accept, and the source files their digest covers (their own files, not
the whole package).
"""

from .spec import BUNDLED, CheckerSpec

__all__ = ["BUNDLED", "CheckerSpec"]
