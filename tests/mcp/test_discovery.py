"""In-process tests of the math.find engine over generated descriptors."""

from __future__ import annotations

import statistics
import time

import gen
import jsonschema
import pytest

from jacobian.contracts.enums import InputKind
from jacobian.discovery import find
from jacobian.discovery.text import stem, terms


def ids(doc):
    return [m["capability_id"] for m in doc["matches"]]


def test_stemming_conflates_word_forms():
    assert {stem(w) for w in ("satisfiable", "satisfiability", "satisfy", "satisfied", "satisfying")} == {"satisfi"}
    assert {stem(w) for w in ("solve", "solving", "solves", "solved")} == {"solv"}
    assert stem("solvable") != stem("solve")  # a solvable group is not a solver's job
    assert [t.text for t in terms("Is the formula satisfiable?")] == ["formula", "satisfiable"]


def test_tags_are_synonyms_and_ranking_reports_evidence():
    cat = gen.big_catalog(10)
    doc = find(cat, {"query": "satisfiable"})
    assert ids(doc)[0] == "sat.solve"
    match = doc["matches"][0]["match"]
    assert match["matched_on"] == ["tags", "title"] and match["matched_terms"] == ["satisfiable"]
    assert match["query_coverage_milli"] == 1000 and match["lexical_fit"] == "STRONG"
    assert doc["portfolio_fit"] == "STRONG_CANDIDATES_FOUND"
    doc = find(cat, {"query": "find a counterexample"})
    assert ids(doc) == ["smt.countermodel"]  # via its descriptor-owned tag, not a table here
    assert doc["matches"][0]["match"]["query_coverage_milli"] == 500


def test_ranking_is_deterministic_with_id_tiebreak():
    cat = gen.big_catalog(12)
    a = find(cat, {"query": "polynomial rings", "limit": 20})
    b = find(gen.big_catalog(12), {"query": "polynomial rings", "limit": 20})
    assert a == b
    scores = [(-m["match"]["relevance_score"], m["capability_id"]) for m in a["matches"]]
    assert scores == sorted(scores)


def test_weak_and_empty_results_give_recovery_paths():
    cat = gen.big_catalog(5)
    weak = find(cat, {"query": "ideals finite fields"})  # only in descriptions
    assert weak["portfolio_fit"] == "ONLY_WEAK_LEXICAL_MATCHES"
    assert all(m["match"]["lexical_fit"] == "WEAK" for m in weak["matches"])
    assert {p["action"] for p in weak["recovery_paths"]} >= {"REFORMULATE", "BROWSE", "READ_CATALOG"}
    empty = find(cat, {"query": "zebra", "domain": "sat"})
    assert empty["portfolio_fit"] == "NO_LEXICAL_MATCHES" and empty["matches"] == []
    assert "REMOVE_FILTERS" in {p["action"] for p in empty["recovery_paths"]}
    strong = find(cat, {"query": "satisfiable"})
    assert "recovery_paths" not in strong


def test_portfolio_fit_counts_only_callable_candidates():
    cat = gen.catalog([gen.sat_solve(), *gen.padding(3, available=False)])
    doc = find(cat, {"query": "polynomial"})
    assert len(doc["matches"]) == 3 and all(m["provider"]["available"] is False for m in doc["matches"])
    assert doc["portfolio_fit"] == "NO_LEXICAL_MATCHES"


def test_browse_pages_in_id_order_with_cursor():
    cat = gen.big_catalog(23)
    seen, cursor = [], None
    while True:
        args = {"limit": 7} | ({"cursor": cursor} if cursor else {})
        doc = find(cat, args)
        assert doc["portfolio_fit"] == "UNFILTERED"
        seen += ids(doc)
        cursor = doc["next_cursor"]
        if cursor is None:
            break
    all_ids = sorted(e.descriptor.id for e in cat.entries)
    assert seen == all_ids


def test_stale_and_foreign_cursors_are_rejected():
    cat = gen.big_catalog(12)
    cursor = find(cat, {"query": "polynomial", "limit": 2})["next_cursor"]
    assert cursor
    assert ids(find(cat, {"query": "polynomial", "limit": 2, "cursor": cursor}))
    for args, fragment in [
        ({"query": "algebra", "limit": 2, "cursor": cursor}, "the query changed"),
        ({"query": "polynomial", "limit": 3, "cursor": cursor}, "the limit changed"),
        ({"query": "polynomial", "limit": 2, "domain": "algebra", "cursor": cursor}, "the filters changed"),
        ({"query": "algebra", "limit": 3, "cursor": cursor}, "the query and limit changed"),
        ({"query": "polynomial", "limit": 2, "cursor": "not-a-cursor"}, "not one this server issued"),
    ]:
        doc = find(cat, args)
        assert doc["kind"] == "ERROR"
        d = doc["diagnostics"][0]
        assert d["code"] == "STALE_CURSOR" and d["path"] == "$.cursor" and fragment in d["message"]
    changed = gen.catalog(list(cat.entries), digest="sha256:" + "33" * 32)
    doc = find(changed, {"query": "polynomial", "limit": 2, "cursor": cursor})
    assert doc["diagnostics"][0]["code"] == "STALE_CURSOR" and "the catalog changed" in doc["diagnostics"][0]["message"]
    repolicied = gen.catalog(list(cat.entries), policy="sha256:" + "44" * 32)
    doc = find(repolicied, {"query": "polynomial", "limit": 2, "cursor": cursor})
    assert "the policy changed" in doc["diagnostics"][0]["message"], doc


def test_filters():
    cat = gen.catalog([gen.sat_solve(verify=False), gen.smt_countermodel(), *gen.padding(2)])
    assert ids(find(cat, {"domain": "smt"})) == ["smt.countermodel"]
    assert ids(find(cat, {"mode": "VERIFY"})) == []  # declared, but no authorized checker
    assert ids(find(gen.catalog([gen.sat_solve(verify=True)]), {"mode": "VERIFY"})) == ["sat.solve"]
    assert ids(find(cat, {"input_kind": "FORMAL_PROPOSITION"})) == ["smt.countermodel"]
    assert ids(find(cat, {"artifact_type": "jacobian.sat.cnf.v1"})) == []
    err = find(cat, {"artifact_type": "x", "input_kind": "FORMAL_PROPOSITION"})
    assert err["diagnostics"][0]["path"] == "$.artifact_type"


def test_natural_language_proofs_have_no_route_unless_installed():
    cat = gen.big_catalog(3)
    for args in (
        {"query": "check my informal proof that groups of order 4 are abelian"},
        {"input_kind": "NATURAL_LANGUAGE_PROOF"},
        {"query": "review this proof prose"},
    ):
        doc = find(cat, args)
        assert doc["routing_status"] == "NO_ROUTE" and doc["matches"] == []
        assert doc["routing_basis"] and doc["diagnostics"][0]["code"] == "NO_ROUTE"
        assert "FORMALIZE" in {p["action"] for p in doc["recovery_paths"]}
    nl = gen.smt_countermodel()
    d = nl.descriptor.model_copy(update={"input_kinds": (InputKind.NATURAL_LANGUAGE_PROOF,), "id": "proof.read"})
    routed = find(gen.catalog([gen.SimpleEntry(d, nl.request_model)]), {"input_kind": "NATURAL_LANGUAGE_PROOF"})
    assert routed["routing_status"] == "ROUTABLE" and ids(routed) == ["proof.read"]


@pytest.mark.parametrize(
    "args,path",
    [
        ({"limit": 0}, "$.limit"),
        ({"limit": 21}, "$.limit"),
        ({"limit": "5"}, "$.limit"),
        ({"query": ""}, "$.query"),
        ({"query": "x" * 513}, "$.query"),
        ({"bogus": 1}, "$.bogus"),
        ({"mode": "FAST"}, "$.mode"),
        ({"view": "FULL"}, "$.view"),
        ({"capability_id": "sat.solve", "query": "x"}, "$.capability_id"),
    ],
)
def test_bad_arguments_name_the_field(args, path):
    doc = find(gen.big_catalog(2), args)
    assert doc["kind"] == "ERROR"
    assert doc["diagnostics"][0]["code"] == "INVALID_REQUEST" and doc["diagnostics"][0]["path"] == path
    assert doc["catalog_digest"] and doc["policy_digest"]


def test_cards():
    cat = gen.big_catalog(2)
    card = find(cat, {"capability_id": "sat.solve"})["capability"]
    assert card["assurance_ceiling"]["level"] == "VERIFIED"
    assert [r["target"] for r in card["relationships"]] == []  # sat.model.verify and not.installed are absent
    assert card["example"]["payload"] == {"dimacs": "p cnf 1 1\n1 0\n"}
    assert card["scope"]["rule"] == "EXACT_INPUT"
    assert card["accepts"]["input_kinds"] == ["STRUCTURED_REQUEST"]
    assert card["output"]["fields"] == {"model": "array<integer>"}
    unverified = find(gen.catalog([gen.sat_solve(verify=False)]), {"capability_id": "sat.solve"})["capability"]
    assert unverified["assurance_ceiling"]["level"] == "COMPUTED" and unverified["modes"] == ["EXPLORE"]
    big = find(cat, {"capability_id": "algebra.op_000"})["capability"]
    assert "example" not in big  # its only example is over 2 KiB
    assert "title" in big["input_fields"]["available"]


def test_relationships_only_to_installed_targets():
    verify = gen.smt_countermodel()
    d = verify.descriptor.model_copy(update={"id": "sat.model.verify"})
    cat = gen.catalog([gen.sat_solve(), gen.SimpleEntry(d, verify.request_model)])
    card = find(cat, {"capability_id": "sat.solve"})["capability"]
    assert [(r["kind"], r["target"]) for r in card["relationships"]] == [("VERIFIED_BY", "sat.model.verify")]


def test_contract_keeps_properties_named_like_annotations():
    doc = find(gen.big_catalog(1), {"capability_id": "sat.solve", "view": "CONTRACT"})
    contract = doc["contract"]
    schema = contract["input_schema"]
    assert {"title", "default", "dimacs"} <= set(schema["properties"])
    assert "title" not in schema  # the annotation is gone
    assert schema["properties"]["default"]["default"] == "a"  # the keyword `default` is kept
    assert contract["cross_field_rules"][0]["rule"] == "no_zero_assumption"
    validator = jsonschema.Draft202012Validator(schema)
    assert validator.is_valid({"dimacs": "p cnf 1 1\n1 0\n", "title": "run", "default": "b"})
    for bad in (
        {},
        {"dimacs": ""},
        {"dimacs": "x", "title": 3},
        {"dimacs": "x", "default": "c"},
        {"dimacs": "x", "extra": 1},
    ):
        assert not validator.is_valid(bad)


def test_unknown_capability_suggests_near_ids():
    doc = find(gen.big_catalog(2), {"capability_id": "sat.solver"})
    assert doc["diagnostics"][0]["code"] == "UNKNOWN_CAPABILITY" and doc["diagnostics"][0]["path"] == "$.capability_id"
    assert "sat.solve" in doc["did_you_mean"]


def test_find_latency_in_process_under_2ms():
    cat = gen.big_catalog(60)
    find(cat, {"query": "satisfiable boolean formula"})
    samples = []
    for q in ["satisfiable boolean formula", "polynomial ring", "counterexample", "zebra"] * 25:
        t = time.perf_counter()
        find(cat, {"query": q})
        samples.append(time.perf_counter() - t)
    assert statistics.median(samples) < 0.002
