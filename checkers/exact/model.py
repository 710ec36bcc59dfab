"""The model the LP and MIP checkers read, as they report it with their decision (trusted code).

Every reader of this package (typed fields in :mod:`.lp_check`, MPS text in :mod:`.mps_read`, CPLEX LP text
in :mod:`.lpfile_read`) gives the same dict: ``c``, ``A`` (sparse rows, one per constraint), ``senses``,
``b``, ``lower``, ``upper`` (None: infinite), ``sign`` (+1 min, -1 max), ``integer``, ``constant``, and the
names: ``columns`` (one per variable), ``rows`` (one per *source row*, None when the text gave none) and
``row_of`` (the source row of each constraint: a ranged MPS row is two constraints of one source row).

:func:`canonical` writes that model in JSON types only, every number an exact rational text (``"3"``,
``"-3/4"``), infinities ``null``, in a fixed order; rows carry their bounds (``>= b`` is ``[b, null]``,
a ranged row ``[lo, hi]``) and their nonzero coefficients by column. The same LP read from an LP text
and from an MPS text with the same names has the same canonical form. :func:`described` is the
``"model"`` entry of a decision: the format, a summary a caller can recognise, and the sha256 digest of
the canonical form.
"""

from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from typing import Any


def _q(v: Fraction | None) -> str | None:
    return None if v is None else str(v)


def canonical(lp: dict[str, Any]) -> dict[str, Any]:
    """The model as JSON: sense, objective constant, columns (name, cost, bounds, integer), rows."""
    columns = [
        {"name": name, "cost": _q(cost), "lower": _q(lo), "upper": _q(up), "integer": bool(integer)}
        for name, cost, lo, up, integer in zip(lp["columns"], lp["c"], lp["lower"], lp["upper"], lp["integer"])
    ]
    rows: list[dict[str, Any]] = []
    for row, sense, rhs, source in zip(lp["A"], lp["senses"], lp["b"], lp["row_of"]):
        if source == len(rows):
            coefficients = [[j, str(v)] for j, v in sorted(row.items()) if v]
            rows.append({"name": lp["rows"][source], "lower": None, "upper": None, "coefficients": coefficients})
        if sense in (">=", "="):
            rows[source]["lower"] = str(rhs)
        if sense in ("<=", "="):
            rows[source]["upper"] = str(rhs)
    sense_name = "minimize" if lp["sign"] == 1 else "maximize"
    return {"sense": sense_name, "objective_constant": str(lp["constant"]), "columns": columns, "rows": rows}


def digest(form: dict[str, Any]) -> str:
    text = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def summary(form: dict[str, Any]) -> dict[str, Any]:
    """Sizes of the canonical model; ``bounded_variables`` have a finite lower bound other than 0 or an upper."""
    columns = form["columns"]
    return {
        "sense": form["sense"],
        "variables": len(columns),
        "rows": len(form["rows"]),
        "nonzeros": sum(len(row["coefficients"]) for row in form["rows"]),
        "integer_variables": sum(1 for col in columns if col["integer"]),
        "bounded_variables": sum(1 for col in columns if col["lower"] not in (None, "0") or col["upper"] is not None),
        "objective_constant": form["objective_constant"],
    }


def described(lp: dict[str, Any], fmt: str) -> dict[str, Any]:
    """The decision's ``model`` entry: ``{"format", "summary", "digest"}``."""
    form = canonical(lp)
    return {"format": fmt, "summary": summary(form), "digest": digest(form)}
