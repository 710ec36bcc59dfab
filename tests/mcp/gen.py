"""Generated capability descriptors with real request models, for discovery tests."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, create_model, model_validator

from jacobian.contracts.descriptor import (
    CapabilityDescriptor,
    DeclaredRelationship,
    InvocationExample,
    ProviderIdentity,
)
from jacobian.contracts.enums import Conclusion, DigestKind, InputKind, InstallTier, Mode
from jacobian.discovery import Catalog, SimpleEntry

DIGEST = "sha256:" + "ab" * 32


def identity(pid: str = "sat-pysat") -> ProviderIdentity:
    return ProviderIdentity(
        provider_id=pid,
        version="1.0.0",
        digest_kind=DigestKind.COMPOSITE,
        digest=DIGEST,
        platform="linux-x86_64",
        install_tier=InstallTier.BUNDLED,
        license="MIT",
    )


class SatRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    dimacs: str = Field(min_length=1, max_length=1 << 20, description="CNF in DIMACS format")
    assumptions: list[int] = Field(default_factory=list)
    # Properties named like JSON-Schema annotation keywords must survive the CONTRACT view.
    title: str | None = Field(default=None, max_length=40, description="a label for the run")
    default: Literal["a", "b"] = "a"

    @model_validator(mode="after")
    def _no_zero_assumption(self) -> SatRequest:
        """Assumption literals are non-zero."""
        if 0 in self.assumptions:
            raise ValueError("assumptions must be non-zero literals")
        return self


class ModelRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    script: str = Field(min_length=1)
    timeout: float = Field(default=5.0, gt=0, le=60)


OUTPUT = {
    "type": "object",
    "title": "Out",
    "properties": {"model": {"type": "array", "items": {"type": "integer"}, "title": "Model"}},
    "required": [],
}


def sat_solve(verify: bool = True) -> SimpleEntry:
    d = CapabilityDescriptor(
        id="sat.solve",
        version="1.0.0",
        title="Decide satisfiability of a CNF formula",
        description="Runs a CDCL SAT solver on a propositional formula in CNF and returns a model or UNSAT.",
        domain="sat",
        tags=("satisfiable", "sat-solver", "boolean", "cnf"),
        modes=(Mode.EXPLORE, Mode.VERIFY),
        conclusions=(Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN),
        input_schema=SatRequest.model_json_schema(),
        output_schema=OUTPUT,
        examples=(InvocationExample(title="tiny", payload={"dimacs": "p cnf 1 1\n1 0\n"}),),
        relationships=(
            DeclaredRelationship(kind="VERIFIED_BY", target="sat.model.verify", description="checks a model"),
            DeclaredRelationship(kind="ALTERNATIVE_TO", target="not.installed", description="absent"),
        ),
        provider=identity(),
    )
    return SimpleEntry(d, SatRequest, verify_available=verify)


def smt_countermodel() -> SimpleEntry:
    d = CapabilityDescriptor(
        id="smt.countermodel",
        version="1.0.0",
        title="Search for a countermodel of an SMT formula",
        description="Asks an SMT solver for an assignment that falsifies a claim.",
        domain="smt",
        tags=("counterexample", "refute", "smt-lib"),
        modes=(Mode.EXPLORE,),
        conclusions=(Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN),
        input_schema=ModelRequest.model_json_schema(),
        output_schema=OUTPUT,
        input_kinds=(InputKind.STRUCTURED_REQUEST, InputKind.FORMAL_PROPOSITION),
        examples=(InvocationExample(title="x", payload={"script": "(assert false)"}),),
        provider=identity("smt-z3"),
    )
    return SimpleEntry(d, ModelRequest)


def padding(n: int, *, big_schema: bool = False, available: bool = True, fields_count: int = 3) -> list[SimpleEntry]:
    """``n`` filler operations with long descriptions and tags sharing the word 'algebra'."""
    out = []
    for i in range(n):
        fields = {
            f"field_{k}_{'x' * (70 if big_schema else 20)}": (int, Field(default=0, description="d" * 120))
            for k in range(150 if big_schema else fields_count)
        }
        fields["title"] = (str, Field(default="t", description="a property called title"))
        model = create_model(f"Req{i}", __config__=ConfigDict(extra="forbid"), **fields)
        d = CapabilityDescriptor(
            id=f"algebra.op_{i:03d}",
            version="1.0.0",
            title=f"Algebra operation number {i} on polynomial rings",
            description=("Computes something about polynomial rings and ideals over finite fields. " * 20)[:1900],
            domain="algebra",
            tags=("algebra", "polynomial", f"tag{i}"),
            modes=(Mode.EXPLORE,),
            conclusions=(Conclusion.VALUE,),
            input_schema=model.model_json_schema(),
            output_schema=OUTPUT,
            examples=(InvocationExample(title="ex", payload={"title": "x" * 3000}),),  # too big: fields shown instead
            provider=identity("alg"),
        )
        out.append(SimpleEntry(d, model, available=available))
    return out


def catalog(
    entries: list[SimpleEntry], digest: str = "sha256:" + "11" * 32, policy: str = "sha256:" + "22" * 32
) -> Catalog:
    return Catalog(entries, digest, policy)


def big_catalog(n: int = 60, **kw) -> Catalog:
    return catalog([sat_solve(), smt_countermodel(), *padding(n, **kw)])


class FakeRuntime:
    """The runtime interface the MCP layer uses, over a generated catalog (no providers)."""

    def __init__(self, cat: Catalog) -> None:
        self._entries = list(cat.entries)
        self.catalog = type("Cat", (), {"digest": cat.catalog_digest})()
        self.policy_digest = cat.policy_digest
        self.state = None
        self.reasoning = None

    def visible_entries(self):
        return sorted(self._entries, key=lambda e: e.descriptor.id)

    def entry(self, capability_id):
        return next((e for e in self._entries if e.descriptor.id == capability_id), None)

    async def run(self, capability_id, payload, mode="EXPLORE", **kw):
        from jacobian.contracts.diagnostics import Code, Diagnostic
        from jacobian.contracts.enums import Mode
        from jacobian.mcp.results import error_result

        return error_result(
            capability_id, Mode(mode), [Diagnostic.of(Code.PROVIDER_UNAVAILABLE, "generated catalog: nothing runs")]
        )
