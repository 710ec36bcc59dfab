"""``elliptic_curve.lookup``: a curve's entry in Cremona's database, by label or by Weierstrass coefficients.

A retrieval (tagged ``retrieval``: the policy profile COMPUTE_VERIFY_NO_RETRIEVAL hides it). The database is
PARI's ``elldata`` (:mod:`jacobian.contracts.cremona`), read by PARI's ``ellsearch`` (by conductor, an integer:
no label text reaches PARI's parser; the entry is picked by comparing labels here) and ``ellidentify`` (the
curve's minimal model, found by conductor). The answer is COMPUTED with the database named as its basis and
the obligation ``DATABASE_RETRIEVAL``. In VERIFY mode the checker ``elliptic_curve.cremona_entry`` confirms what
of the entry can be checked: the stored model is a global minimal model of the curve asked with the label's
conductor, and the stored generators lie on it and are independent (so rank >= r). The label, rank = r and
the table's listing stay the database's word (the obligation); PARI's ellrank on the stored model gives an
unchecked upper bound (RANK_UPPER_BOUND_UNCHECKED), and when it meets r the basis says so: why rank = r is
believed beyond the database.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from pydantic import Field, model_validator

from jacobian.capability import (
    ArtifactReader,
    BudgetRequest,
    Evidence,
    Interpretation,
    JobCall,
    Output,
    Request,
    answer,
    invalid,
)
from jacobian.contracts.cremona import CREMONA_CONDUCTOR_LIMIT, CREMONA_DATABASE, CREMONA_LABEL_PATTERN
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Conclusion, Mode
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .elliptic import DESCENT, TAGS, EllipticRank, discriminant
from .elliptic_models import Coefficient

LABEL = re.compile(CREMONA_LABEL_PATTERN, re.ASCII)
LOOKUP_FORMAT = "ec-lookup/1"


class LookupRequest(Request):
    label: str | None = Field(
        default=None,
        max_length=16,
        description="a Cremona curve label: conductor, isogeny class, curve number, e.g. '11a1', '5077a1' (not an "
        f"LMFDB label such as '11.a2'); conductor below {CREMONA_CONDUCTOR_LIMIT}. Give label or coefficients.",
    )
    coefficients: list[Coefficient] | None = Field(
        default=None,
        min_length=2,
        max_length=5,
        description="or the curve: integer Weierstrass coefficients [a1, a2, a3, a4, a6] or [a4, a6], any model "
        "(the database entry is the curve's minimal model)",
    )
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _one(self) -> LookupRequest:
        """Exactly one of label and coefficients."""
        if (self.label is None) == (self.coefficients is None):
            raise ValueError("give exactly one of label and coefficients")
        return self

    def model5(self) -> list[str]:
        c = self.coefficients or []
        return ["0", "0", "0", *c] if len(c) == 2 else list(c)


class LookupOutput(Output):
    found: bool = Field(description="False when the curve's conductor is beyond the database or the label is absent")
    label: str | None = Field(default=None, description="the Cremona label of the curve, e.g. 389a1")
    isogeny_class: str | None = Field(default=None, description="the label of its isogeny class, e.g. 389a")
    conductor: str = Field(description="the conductor (from the label, or PARI's ellglobalred for coefficients)")
    minimal_model: list[str] | None = Field(default=None, description="[a1, a2, a3, a4, a6] as stored: minimal")
    rank: int | None = Field(default=None, description="the rank as stored (the number of stored generators)")
    rank_upper_bound: int | None = Field(
        default=None,
        description="PARI's ellrank upper bound on the rank (2-descent sharpened by the Cassels-Tate pairing) on the "
        "stored model: not checked; equal to rank, it is why rank = r is believed beyond the database's word",
    )
    generators: list[tuple[str, str]] | None = Field(
        default=None, description="the stored Mordell-Weil generators [x, y] on the minimal model ('p' or 'p/q')"
    )
    torsion_order: int | None = Field(
        default=None, description="|E(Q)_tors|: not stored in elldata; PARI's elltors on the stored model"
    )
    transform: list[str] | None = Field(
        default=None,
        description="coefficients only: [u, r, s, t] from the model given to the stored one (PARI's ellidentify)",
    )
    database: str = Field(description="the database read")


class EllipticLookup(SageOperation[LookupRequest, LookupOutput]):
    id = "elliptic_curve.lookup"
    op = "ec_lookup"
    domain: ClassVar[str] = "number_theory"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE, Conclusion.NO_WITNESS)
    verify_claims = ("CREMONA_ENTRY",)
    title = "Elliptic curve: Cremona database lookup (label, conductor, rank, generators) - retrieval"
    description = (
        "Look a curve over Q up in Cremona's elliptic curve tables (PARI's elldata: every curve of conductor below "
        "500000), by its Cremona label (e.g. 389a1) or by integer Weierstrass coefficients (any model: PARI's "
        "ellidentify finds the minimal model's entry). Returns the label, isogeny class, conductor, the stored "
        "minimal model, the rank and Mordell-Weil generators as stored, the torsion order (PARI's elltors on "
        "that model) and PARI's 2-descent upper bound on the rank (ellrank, unchecked: RANK_UPPER_BOUND_UNCHECKED). "
        "A retrieval: COMPUTED with the database as its basis, obligation DATABASE_RETRIEVAL. In VERIFY mode the "
        "checker elliptic_curve.cremona_entry confirms that the stored model is a global minimal model of the curve "
        "asked (isomorphic by the stated change of variables) with the label's conductor, and that the stored "
        "generators lie on it and are independent (rank >= r); the label, rank = r and the table's listing stay the "
        "database's (rank = r also PARI's 2-descent when its bound meets r, as the basis says)."
    )
    tags = (
        *TAGS,
        "cremona",
        "cremona-label",
        "cremona-database",
        "database",
        "lookup",
        "retrieval",
        "label",
        "isogeny-class",
        "elldata",
        "tables",
    )
    examples = (
        InvocationExample(title="389a1 (rank 2)", payload={"label": "389a1"}),
        InvocationExample(title="y^2 + y = x^3 - x (37a1)", payload={"coefficients": [0, 0, 1, -1, 0]}),
    )
    RETRIEVED = Obligation(
        kind="DATABASE_RETRIEVAL",
        description="the label, the rank's equality with the number of stored generators (rank = r) and the "
        "table's listing of the curve under that label are Cremona's tables as stored (PARI's elldata), not "
        "recomputed; in VERIFY mode the stored model, conductor and rank >= r (the generators) are checked",
    )

    retrieved = f"retrieved from {CREMONA_DATABASE}; not recomputed (VERIFY checks the model, conductor, rank >= r)"

    def parse(self, request: LookupRequest, artifacts: ArtifactReader) -> None:
        if request.label is not None:
            parts = LABEL.fullmatch(request.label)
            if parts is None:
                why = "not a Cremona curve label (conductor, class letters, curve number: e.g. 11a1)"
                raise invalid(why, "$.payload.label")
            if int(parts.group(1)) >= CREMONA_CONDUCTOR_LIMIT:
                raise invalid(f"the database holds conductors below {CREMONA_CONDUCTOR_LIMIT}", "$.payload.label")
        elif request.coefficients is not None:
            if len(request.coefficients) not in (2, 5):
                raise invalid("give five coefficients [a1, a2, a3, a4, a6] or two [a4, a6]", "$.payload.coefficients")
            if discriminant([int(x) for x in request.model5()]) == 0:
                raise invalid("the curve is singular (discriminant 0)", "$.payload.coefficients")

    def fields(self, call: JobCall[LookupRequest, None]) -> dict[str, Any]:
        if call.request.label is not None:
            return {"label": call.request.label}
        return {"coefficients": call.request.model5()}

    def answer(self, call: JobCall[LookupRequest, None], data: dict[str, Any]) -> Interpretation:
        if not data["found"]:
            out = LookupOutput(found=False, conductor=data["conductor"], database=CREMONA_DATABASE)
            basis = f"not in {CREMONA_DATABASE}"
            return answer(
                Conclusion.NO_WITNESS, out, basis, obligations=(self.RETRIEVED,), assurance_basis=self.retrieved
            )
        label = data["label"]
        out = LookupOutput(
            found=True,
            label=label,
            isogeny_class=label.rstrip("0123456789"),
            conductor=data["conductor"],
            minimal_model=data["model"],
            rank=len(data["generators"]),
            rank_upper_bound=data["rank_upper"],
            generators=[(x, y) for x, y in data["generators"]],
            torsion_order=data["torsion"],
            transform=data.get("transform"),
            database=CREMONA_DATABASE,
        )
        r, upper = len(data["generators"]), data["rank_upper"]
        if upper == r:
            why = f"rank = {r}: {r} stored generators and PARI's 2-descent bound rank <= {upper} ({DESCENT})"
        else:
            why = f"rank = {r} is the database's: PARI's 2-descent ({DESCENT}) only bounds rank <= {upper}"
        basis = f"{label}: {CREMONA_DATABASE}; {why}"
        evidence = self.evidence(call, data)
        obligations: tuple[Obligation, ...] = (self.RETRIEVED, EllipticRank.UPPER)
        if data["independence"] is None:
            obligations += (EllipticRank.UNPROVEN,)
        return answer(
            Conclusion.VALUE, out, basis, evidence=evidence, obligations=obligations, assurance_basis=self.retrieved
        )

    def evidence(self, call: JobCall[LookupRequest, None], data: dict[str, Any]) -> Evidence:
        """A CREMONA_ENTRY claim: an ec-invariants claim whose minimal model is the stored one, whose transform is
        ellidentify's (the identity for a label) and whose conductor is the label's, and the stored generators on
        that model. The checker accepts it only when the stored model is a global minimal model of the curve
        asked, isomorphic by that transform, of that conductor, and the generators are independent points on it.
        Without an independence certificate (the worker found none) the claim holds no generators (rank >= 0)
        and the answer says so (INDEPENDENCE_UNCHECKED)."""
        inv = data["invariants"]
        stored = {
            "minimal_model": data["model"],
            "transform": data["transform"] or ["1", "0", "0", "0"],
            "conductor": data["conductor"],
        }
        checked = data["independence"] is not None
        generators = data["generators"] if checked else []
        claim = {
            "kind": "CREMONA_ENTRY",
            "invariants": {**{k: v for k, v in inv.items() if k not in ("certificates", "kind")}, **stored},
            "r": str(len(generators)),
            "generators": generators,
        }
        certificate = {"certificates": inv["certificates"], "independence": data["independence"] if checked else {}}
        asked = call.request.model5() if call.request.coefficients is not None else data["model"]
        return Evidence(claim, LOOKUP_FORMAT, {"coefficients": asked}, certificate)


CREMONA = (EllipticLookup(),)
