"""Worker: check a claimed model of a CNF formula by evaluating every clause.

``python -I -m jacobian.checkers.sat.model_check``; request payload
``{"claim": {"kind": "CNF_SATISFIABLE"}, "subject": {"dimacs": "..."},
"certificate": {"model": [lit, ...]}}``; answer ``{"accepted", "reason",
"checked", "model"}``, ``model`` being the formula the checker read (its size and digest, see
:func:`.dimacs.model_of`), present whenever the formula was read.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .dimacs import model_of
from .model import check_model
from .request import BadRequest, claim_and_format, field, formula

MAX_MODEL_LITERALS = 8_000_000


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        _, fmt = claim_and_format(payload, ("CNF_SATISFIABLE",))
        if fmt not in (None, "model", "dimacs_model"):
            raise BadRequest(f"certificate format {fmt!r} is not a model")
        model = field(payload.get("certificate"), "model", list, "certificate")
        if len(model) > MAX_MODEL_LITERALS:
            raise BadRequest(f"model longer than {MAX_MODEL_LITERALS} literals")
        num_vars, clauses = formula(payload)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    read = model_of(num_vars, clauses)
    ok, reason, counts = check_model(num_vars, clauses, model)
    return {"accepted": ok, "reason": reason, "checked": counts, "model": read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
