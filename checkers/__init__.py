"""Independent checkers (installed as ``jacobian.checkers``).

Each checker is a small program run sandboxed like any job: it reads one
request (claim, subject, certificate) as a JSON Lines request on stdin and
answers ``{"accepted": bool, "reason": str, ...}``. Checkers never import
``jacobian.providers`` and never reuse the code that produced the evidence they
check. The SAT and group checkers import no solver or algebra system at all;
the SMT model checkers deliberately use the *other* solver implementation
(cvc5 checks Z3's models, Z3 checks cvc5's), so their verdict also trusts that
solver's evaluation of ground terms, which the result's basis states.

:data:`BUNDLED` declares them: id, module, the claims and certificate formats
they accept, and the source files their digest covers (their own files, not
the whole package).
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .spec import BUNDLED, CheckerSpec

__all__ = ["BUNDLED", "CheckerSpec"]


def __getattr__(name: str) -> Any:
    """Load the declarations only when asked: a checker worker imports this package on its way to its
    own modules, and :mod:`.spec` pulls in the digest and manifest code (pydantic), which made up most
    of a checker job's start-up (about 0.7 s of 1 s) while the check itself takes milliseconds."""
    if name in __all__:
        from . import spec

        return getattr(spec, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
