"""Contracts an agent can follow (issue 28, item 4), over every capability the families ship:
validated examples in the CONTRACT view, the grammar of every text field in its description, and
the cross-field rules in words."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import jsonschema
import pytest

from jacobian.discovery import Catalog, find
from jacobian.discovery.fit import json_bytes

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_discovery.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_discovery", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


CATALOG: Catalog = _bench().full_catalog()
IDS = sorted(CATALOG.by_id)


def contract(cid: str, budget: int | None = None) -> dict:
    kwargs = {} if budget is None else {"budget": budget}
    doc = find(CATALOG, {"capability_id": cid, "view": "CONTRACT"}, **kwargs)
    assert doc["kind"] == "INSPECT", doc
    return doc["contract"]


@pytest.mark.parametrize("cid", IDS)
def test_the_contract_shows_validated_examples(cid):
    shown = contract(cid)
    assert shown["schema_complete"] and shown["examples"], cid
    validator = jsonschema.Draft202012Validator(shown["input_schema"])
    model = CATALOG.by_id[cid].entry.request_model
    for example in shown["examples"]:
        assert validator.is_valid(example["payload"]), (cid, example["title"])
        model.model_validate(example["payload"])  # what math.run validates with
        assert example["mode"] in ("EXPLORE", "VERIFY") and example["title"]


def test_a_shrunk_contract_keeps_an_example():
    cid = "optimization.linear.solve"
    full = contract(cid)
    for budget in (json_bytes({"contract": full}) - 1, 3000):
        shrunk = contract(cid, budget)
        assert shrunk["examples"] and shrunk["examples"][0] == full["examples"][0], budget
    assert "full_schema_uri" in contract(cid, 3000)
    assert json.dumps(contract(cid, 3000))  # still a JSON document


def _resolve(node: object, root: dict) -> dict:
    if isinstance(node, dict) and isinstance(node.get("$ref"), str):
        return root["$defs"][node["$ref"].split("/")[-1]]
    return node if isinstance(node, dict) else {}


def text_fields(schema: dict) -> list[tuple[str, str]]:
    """(JSON path, the description that applies) of every free-text string in a request schema: a
    string with no pattern, enum or const, described by itself, its list or its property."""
    out: list[tuple[str, str]] = []

    def walk(node: object, path: str, described: str, depth: int) -> None:
        node = _resolve(node, schema)
        if depth > 12 or not node:
            return
        described = node.get("description") or described
        kind = node.get("type")
        if kind == "string" and not ({"pattern", "enum", "const"} & set(node)):
            out.append((path, described))
        for key in ("anyOf", "oneOf", "allOf"):
            for alt in node.get(key, []):
                walk(alt, path, described, depth + 1)
        if "items" in node:
            walk(node["items"], path + "[]", described, depth + 1)
        for i, sub in enumerate(node.get("prefixItems", [])):
            walk(sub, f"{path}[{i}]", described, depth + 1)
        for name, sub in node.get("properties", {}).items():
            walk(sub, f"{path}.{name}", "", depth + 1)
        if isinstance(node.get("additionalProperties"), dict):
            walk(node["additionalProperties"], path + ".*", described, depth + 1)

    walk(schema, "$", "", 0)
    return out


@pytest.mark.parametrize("cid", IDS)
def test_every_text_field_is_described(cid):
    for path, description in text_fields(contract(cid)["input_schema"]):
        assert len(description) >= 20, (cid, path, description)


def graph6_fields() -> dict[str, tuple[str, ...]]:
    """Every graph6 text field of the catalog (at any depth: a homomorphism's target, an isomorphism's
    graphs), so that an operation added later is held to the grammar too."""
    found = {
        cid: tuple(path for path, _ in text_fields(contract(cid)["input_schema"]) if path.endswith(".graph6"))
        for cid in IDS
    }
    return {cid: paths for cid, paths in found.items() if paths}


# What each text format's description must say: its grammar's tokens and an example.
GRAMMARS = {
    "polynomial": (
        ("+", "*", "^", "not **", "e.g."),
        {
            "polynomial.compute.groebner_basis": ("$.generators[]",),
            "polynomial.groebner_basis.verify": ("$.generators[]", "$.basis[]", "$.lift[][]"),
            "polynomial.ideal.membership": ("$.generators[]", "$.polynomial"),
            "polynomial.factor": ("$.polynomial",),
        },
    ),
    "univariate polynomial": (
        ("+", "*", "^", "not **", "`variable`", "GF(p)", "e.g."),
        {
            "polynomial.gcd": ("$.a", "$.b"),
            "polynomial.resultant": ("$.a", "$.b"),
            "polynomial.discriminant": ("$.polynomial",),
            "polynomial.squarefree_factorization": ("$.polynomial",),
            "polynomial.roots.real": ("$.polynomial",),
        },
    ),
    "magma law": (
        ("=", "*", "parenthes", "variable", "e.g."),
        {
            "universal_algebra.evaluate_laws": ("$.laws[]",),
            "universal_algebra.search.countermodel": ("$.sources[]", "$.target"),
            "universal_algebra.implication.prove": ("$.sources[]", "$.target"),
            "universal_algebra.proof.verify": ("$.sources[]", "$.target"),
        },
    ),
    "DIMACS": (
        ("p cnf", "ended by 0", "e.g."),
        {
            cid: ("$.dimacs",)
            for cid in ("sat.solve", "sat.models.enumerate", "sat.core.minimal", "maxsat.solve", "sat.model.verify")
        },
    ),
    "DRAT/LRAT": (("DRAT", "LRAT", "ended by 0", "e.g."), {"sat.unsat_proof.verify": ("$.proof",)}),
    "SMT-LIB": (
        ("SMT-LIB", "assert", "declare-", "refused", "e.g."),
        {
            "smt.check": ("$.script",),
            "smt.optimize": ("$.script",),
            "smt.model.verify": ("$.script",),
        },
    ),
    "SMT-LIB model": (("define-fun", "e.g."), {"smt.model.verify": ("$.model",)}),
    "SMT-LIB term": (("SMT-LIB term", "e.g."), {"smt.optimize": ("$.objectives[].term",)}),
    "CPLEX LP": (
        ("Subject To", "Bounds", "End", "e.g."),
        {
            "optimization.linear.solve": ("$.lp",),
            "optimization.integer.solve": ("$.lp",),
        },
    ),
    "MPS": (
        ("ROWS", "COLUMNS", "RHS", "BOUNDS", "ENDATA", "INTORG"),
        {
            "optimization.linear.solve": ("$.mps",),
            "optimization.integer.solve": ("$.mps",),
        },
    ),
    "graph6": (
        ("graph6", "63", "e.g."),
        graph6_fields(),
    ),
    "permutation": (
        ("1-based", "(1,2,3)", "identity"),
        {
            "group.permutation.order": ("$.generators[]",),
            "group.permutation.properties": ("$.generators[]",),
            "group.permutation.isomorphism": ("$.first.generators[]", "$.second.generators[]"),
        },
    ),
    "real expression": (("^", "sqrt", "pi", "not **", "e.g."), {"interval.enclosure": ("$.expression",)}),
}


@pytest.mark.parametrize("name", sorted(GRAMMARS))
def test_every_text_format_states_its_grammar(name):
    tokens, fields = GRAMMARS[name]
    assert fields, name
    for cid, paths in fields.items():
        found = dict(text_fields(contract(cid)["input_schema"]))
        for path in paths:
            assert path in found, (cid, path, sorted(found))
            missing = [t for t in tokens if t not in found[path]]
            assert not missing, (name, cid, path, missing, found[path])


@pytest.mark.parametrize("cid", IDS)
def test_cross_field_rules_are_stated_in_words(cid):
    for rule in contract(cid)["cross_field_rules"]:
        statement = rule["description"]
        assert "checked by math.run" not in statement and "not stated" not in statement, (cid, rule)
        assert len(statement.split()) >= 4 and statement.endswith("."), (cid, rule)


@pytest.mark.parametrize("cid", ["matrix.charpoly", "matrix.minpoly", "matrix.eigen", "matrix.normal_form.jordan"])
def test_a_limit_stated_in_words_is_the_one_enforced(cid):
    from jacobian.providers.sage.spectral import MAX_DIM

    (rule,) = [r for r in contract(cid)["cross_field_rules"] if r["rule"] == "square_and_bounded"]
    assert f"at most {MAX_DIM} x {MAX_DIM}" in rule["description"], rule
