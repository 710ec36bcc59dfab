"""The rules of math.find's ranking, each on the catalog the families ship (issue 28, item 3)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict

from jacobian.contracts.descriptor import CapabilityDescriptor
from jacobian.discovery import Catalog, SimpleEntry, find
from jacobian.discovery.text import read_notation, terms

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_discovery.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_discovery", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return _bench().full_catalog()


def search(catalog: Catalog, query: str) -> dict:
    return find(catalog, {"query": query, "limit": 5})


def top(doc: dict) -> tuple[str, str]:
    first = doc["matches"][0]
    return first["capability_id"], first["match"]["lexical_fit"]


def texts(catalog: Catalog, query: str) -> list[str]:
    return [t.text for t in terms(query, catalog.words, catalog.names, catalog.compounds)]


def test_digits_single_letters_and_function_words_are_not_terms(catalog):
    assert texts(catalog, "is x^4+1 irreducible over the rationals") == ["irreducible", "rationals"]
    assert texts(catalog, "is there a number n with no solution in 3x3") == ["number", "no solution"]
    assert texts(catalog, "does this satisfy it over there") == ["satisfy"]
    # a token with a digit, or of two letters, is a term only when an id, title or tag has it
    assert texts(catalog, "z3 lp graph6 gf 3x3 mb m24") == ["z3", "lp", "graph6", "gf"]


def test_only_real_words_match_by_their_stem(catalog):
    # "prove" and "there" are words of the catalog; their bare stems are not words and match nothing
    for fragment in ("prov", "ther", "satisfi", "polynomi"):
        doc = search(catalog, fragment)
        assert doc["matches"] == [] and doc["portfolio_fit"] == "NO_LEXICAL_MATCHES", fragment
    # the words themselves do, through every form of the word: no prefix matching
    assert "polynomial" in top(search(catalog, "polynomials"))[0]  # polynomial.*, graph.chromatic_polynomial ...
    proved = search(catalog, "proved")
    assert proved["matches"] and all("proved" in m["match"]["matched_terms"] for m in proved["matches"])
    assert not {"provider", "provenance"} & {w for m in proved["matches"] for w in m["match"]["matched_terms"]}


class Empty(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _entry(cid: str, *, title: str, tags: tuple[str, ...], description: str) -> SimpleEntry:
    d = CapabilityDescriptor.model_validate(
        {
            "id": cid,
            "version": "1.0.0",
            "title": title,
            "description": description,
            "domain": "test",
            "tags": list(tags),
            "modes": ["EXPLORE"],
            "conclusions": ["VALUE"],
            "input_schema": Empty.model_json_schema(),
            "output_schema": {"type": "object"},
            "examples": [{"title": "x", "payload": {}}],
            "provider": _bench()._IDENTITY.model_dump(mode="json"),
        }
    )
    return SimpleEntry(d, Empty)


def test_ids_titles_and_tags_weigh_above_descriptions():
    rare = "a rare word: quaternion"
    entries = [
        _entry("demo.described", title="Something", tags=("other",), description=f"It mentions {rare}."),
        _entry("demo.tagged", title="Something else", tags=("quaternion",), description="Nothing to see."),
        _entry("demo.titled", title="Quaternion norms", tags=("misc",), description="Nothing to see."),
        _entry("demo.quaternion", title="Another", tags=("misc",), description="Nothing to see."),
    ]
    doc = find(Catalog(entries, "sha256:t", "sha256:t"), {"query": "quaternion"})
    order = [m["capability_id"] for m in doc["matches"]]
    assert order == ["demo.quaternion", "demo.tagged", "demo.titled", "demo.described"]  # id, tags, title, text
    fits = {m["capability_id"]: m["match"]["lexical_fit"] for m in doc["matches"]}
    assert fits["demo.described"] == "WEAK"  # a description alone never makes a STRONG match
    assert {fits[c] for c in ("demo.quaternion", "demo.tagged", "demo.titled")} == {"STRONG"}


@pytest.mark.parametrize(
    "query,wanted",
    [
        ("is x^4+1 irreducible over the rationals", "polynomial.factor"),  # irreducible -> factor
        ("is this graph 3-colourable", "graph.chromatic_number"),  # colouring -> chromatic
        ("minimum coloring of a graph", "graph.chromatic_number"),
        ("does this multiplication table satisfy associativity", "universal_algebra.evaluate_laws"),
        ("null space of a rational matrix", "matrix.nullspace"),
        ("Jordan normal form of a matrix", "matrix.normal_form.jordan"),
    ],
)
def test_the_domain_vocabulary_finds_the_catalog_word(catalog, query, wanted):
    assert top(search(catalog, query)) == (wanted, "STRONG")


def test_no_model_reads_as_unsatisfiable(catalog):
    (term,) = [t for t in terms("the formula has no model", catalog.words, catalog.names) if t.text == "no model"]
    assert ("unsatisfi",) in term.alternatives
    doc = search(catalog, "prove the CNF formula has no model")
    assert "no model" in doc["matches"][0]["match"]["matched_terms"] and top(doc)[0].startswith("sat.")


@pytest.mark.parametrize(
    "query",
    [
        # (eigenvalues, then Jordan forms, were here until issue 29 served them; the Galois group of a
        # polynomial until issue 30 did; "solve the differential equation y'' = -y" until issue 29's ode.solve)
        "Bernoulli numbers B_n as exact fractions",  # (integer partitions were here until issue 31 served them)
        "compute the number",  # nothing but generic words
        # near misses of issues 30 and 31: a topic beside what an operation serves
        # ("compute the class group of a number field" was here until issue 30 served it)
        "minimum spanning tree of a weighted graph",  # spanning trees are counted, not optimized
        "shortest path between two vertices of a weighted graph",  # the diameter's distances are unweighted
        "travelling salesman tour of minimum length",  # a Hamiltonian cycle, not the cheapest one
        # ("chromatic polynomial of a graph" was here until issue 31 served it)
        "integer solutions of x^3 + y^3 + z^3 = 42",  # cubes: no operation's subject (read as "sum of cubes")
    ],
)
def test_strong_needs_the_task_s_domain_words_in_an_id_title_or_tag(catalog, query):
    doc = search(catalog, query)
    assert all(m["match"]["lexical_fit"] == "WEAK" for m in doc["matches"]), doc["matches"][:1]
    assert doc["portfolio_fit"] != "STRONG_CANDIDATES_FOUND"


def test_strong_answers_name_what_matched(catalog):
    doc = search(catalog, "chromatic number of the Petersen graph")
    assert top(doc) == ("graph.chromatic_number", "STRONG")
    match = doc["matches"][0]["match"]
    # "chromatic number" is one term: the catalog's tag chromatic-number
    assert doc["query_terms"] == ["chromatic number", "petersen", "graph"]
    assert match["matched_terms"] == ["chromatic number", "graph"] and match["matched_on"][0] == "id"


@pytest.mark.parametrize(
    "query,reading,wanted",
    [
        ("solve 3^x = 13 mod 17", "discrete logarithm", "integer.discrete_log"),  # an unknown exponent
        ("find x such that 5^x = 17 (mod 1000000007)", "discrete logarithm", "integer.discrete_log"),
        ("smallest d with a^d = 1 mod n", "multiplicative order", "integer.multiplicative_order"),  # a power = 1
        ("solve x^2 - 61 y^2 = 1", "pell equation", "diophantine.pell"),
        ("does x^2 - 34 y^2 = -1 have an integer solution", "pell equation", "diophantine.pell"),
        ("express the prime 10009 as a^2 + b^2", "sum of two squares", "diophantine.sum_of_two_squares"),
        ("x = 2 (mod 3), x = 3 (mod 5) and x = 2 (mod 7)", "system of congruences", "integer.crt"),
        ("class number of Q(sqrt(-23))", "imaginary quadratic field", "quadratic_form.class_number"),
        ("solve Ax = b over the rationals", "linear system", "linear.system.solve"),
    ],
)
def test_a_formula_is_read_as_what_it_says(catalog, query, reading, wanted):
    assert f" {reading} " in read_notation(query)
    assert top(search(catalog, query))[0] == wanted


@pytest.mark.parametrize(
    "query,wanted",
    [
        ("integer solutions of a x + b y = c", "diophantine.linear"),  # not A x = b
        ("factor x^2 + y^2 over GF(3)", "polynomial.factor"),  # a polynomial, not a sum of two squares
        ("solve x^2 = 2 mod p", "integer.sqrt_mod"),  # a known exponent: no logarithm
    ],
)
def test_a_formula_of_another_shape_is_not_read(catalog, query, wanted):
    readings = ("linear system", "sum of two squares", "discrete logarithm", "multiplicative order")
    assert not any(r in read_notation(query) for r in readings)
    assert top(search(catalog, query))[0] == wanted


@pytest.mark.parametrize(
    "query,wanted",
    [
        ("write n as a sum of two squares", "diophantine.sum_of_two_squares"),  # "two" is a stop word alone
        ("write n as a sum of four squares", "diophantine.sum_of_four_squares"),
        ("H-colouring of a graph", "graph.homomorphism.exists"),  # not the chromatic number
        ("find a path visiting every vertex once", "graph.hamiltonian_path"),
        ("closed knight's tour as a cycle in the knight graph", "graph.hamiltonian_cycle"),
        ("chromatic number of a graph given by its edge list", "graph.chromatic_number"),  # not edge colouring
        ("count colourings of the beads up to rotation", "combinatorics.polya.count"),
        ("a rewriting proof that these equations entail the target law", "universal_algebra.implication.prove"),
    ],
)
def test_the_vocabulary_of_the_new_families(catalog, query, wanted):
    assert top(search(catalog, query))[0] == wanted


def test_a_compound_tag_written_as_words_is_one_term(catalog):
    # "Cayley-Hamilton" is the tag cayley-hamilton, one thing: two terms would score it twice
    assert texts(catalog, "verify the Cayley-Hamilton theorem") == ["verify", "cayley hamilton", "theorem"]
    # in any form of its words, and the longest compound wins
    assert texts(catalog, "minimum vertex covers of a graph") == ["minimum vertex covers", "graph"]
    assert "minimum vertex covers" not in texts(catalog, "minimum covers of vertex sets")


def test_a_compound_matches_only_where_its_words_stand_together():
    entries = [
        _entry("demo.together", title="Something", tags=("sum-free",), description="Nothing to see."),
        _entry("demo.apart", title="Sum of things", tags=("misc",), description="A free text."),
        _entry("demo.half", title="Another", tags=("free",), description="Nothing to see."),
    ]
    doc = find(Catalog(entries, "sha256:t", "sha256:t"), {"query": "sum free"})
    assert doc["query_terms"] == ["sum free"]
    assert [m["capability_id"] for m in doc["matches"]] == ["demo.together"]


@pytest.mark.parametrize(
    "query,reading,wanted",
    [
        ("p(1000) exactly", "integer partitions", "combinatorics.partitions.count"),  # the partition function
        ("p_n for n = 123456", "n-th prime", "integer.nth_prime"),
        ("what is p_{1000}", "n-th prime", "integer.nth_prime"),
        ("show R(4,4) > 17 with a 2-colouring of the edges of K17", "ramsey number", "combinatorics.coloring.avoid"),
        ("W(2,4) by a colouring of 1..34", "van der waerden number", "combinatorics.coloring.avoid"),
        ("all solutions of A v = 0 over Q", "null space", "matrix.nullspace"),  # homogeneous: not A x = b
        ("the group Z^3 / the rows of this integer matrix", "cokernel of", "matrix.normal_form.smith"),
        ("structure of Z^4 modulo the rows of a relation matrix", "cokernel of", "matrix.normal_form.smith"),
    ],
)
def test_the_notations_of_named_functions_are_read(catalog, query, reading, wanted):
    assert f" {reading} " in read_notation(query)
    assert top(search(catalog, query))[0] == wanted


@pytest.mark.parametrize(
    "query,wanted",
    [
        ("find all solutions of the homogeneous system", "matrix.nullspace"),
        ("length of the period of the decimal expansion of 1/97", "integer.multiplicative_order"),
        ("run a SAT solver on a DIMACS CNF", "sat.solve"),  # a solver decides: not the MUS, not a model check
        ("cheapest set of arcs whose removal disconnects t from s", "graph.min_cut"),  # arcs: a network
        ("min cut separating source and sink", "graph.min_cut"),
        ("list the axioms (Classical.choice, propext) my Lean theorem depends on", "lean.proof.axioms.inspect"),
        ("extended gcd: x and y with 240x + 46y = gcd(240, 46)", "diophantine.linear"),  # integers, not polynomials
    ],
)
def test_phrases_of_the_second_round(catalog, query, wanted):
    assert top(search(catalog, query))[0] == wanted


def test_an_operation_naming_the_query_s_topic_ranks_first(catalog):
    # matrix.minpoly's tags have cayley-hamilton; the topic named is the characteristic polynomial
    doc = search(catalog, "verify the Cayley-Hamilton theorem: characteristic polynomial of A")
    assert doc["matches"][0]["capability_id"] == "matrix.charpoly"
    assert "matrix.minpoly" in [m["capability_id"] for m in doc["matches"][1:]]
