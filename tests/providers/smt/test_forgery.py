"""Forgery corpus for the SMT model checkers: forged evidence is never accepted, never VERIFIED.

Real models from both producers (z3 and cvc5 libraries, through smt.check) are
mutated, one class at a time: wrong value, swapped values, extra declaration or
definition, definitions of built-ins, wrong sort (signature and value), wrong
arity, duplicate and inconsistent definitions, another script's model,
universes for sorts the script does not declare, commands inside the model,
truncation and garbling. Each is fed to the checker program directly (one
process per producer, one request per line) and through the runtime
(``smt.model.verify``); the unmutated models are accepted both ways, so the
rejections are the mutations' doing.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import trio
import warmstate

from jacobian.checkers import BUNDLED
from jacobian.checkers.smt.sexpr import read_all, show
from jacobian.contracts.enums import AssuranceLevel, Conclusion
from jacobian.providers.smt.capabilities import SmtCheck
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.wire import request_line

from .helpers import CHECKER_FOR, CORPUS, run_capability

PRODUCERS = ("z3", "cvc5")
LIA, UF, LRA = ((CORPUS / f).read_text() for f in ("lia_sat.smt2", "uf_sat.smt2", "lra_sat.smt2"))
EXPLOIT_SCRIPT = "(declare-const x Int)\n(assert (and (> x 0) (< x 0)))\n"
EXPLOIT_MODEL = "((declare-fun u () Bool) (define-fun x () Int 0))"


def _model(script: str, producer: str) -> str:
    return run_capability(SmtCheck(), {"script": script}, producer).output.model_text


def _items(model: str) -> list[str]:
    items = read_all(model)
    if len(items) == 1 and isinstance(items[0][0], list):
        items = items[0]
    return [show(i) for i in items]


def _text(items: list[str], producer: str) -> str:
    body = "\n".join(items)
    return body if producer == "z3" else f"(\n{body}\n)"  # each producer's own layout


def _sub(model: str, pattern: str, repl) -> str:
    changed = re.sub(pattern, repl, model, count=1)
    assert changed != model, (pattern, model)
    return changed


def _value(items: list[str], name: str) -> str:
    for i in items:
        m = re.fullmatch(rf"\(define-fun {name} \(\) \w+ (.+)\)", i)
        if m:
            return m.group(1)
    raise AssertionError(f"no value for {name} in {items}")


# the forgeries whose every part is well-formed: the checking solver finds an assertion false
SOLVER_DECIDES = ("wrong value", "reordered: values swapped", "truncated (one definition left)")


def mutations(producer: str, models: dict[str, str]) -> list[tuple[str, str, str, str]]:
    """(class, script, model, expected verdict) for one producer's models."""
    lia, uf, lra = models["lia"], models["uf"], models["lra"]
    li = _items(lia)
    x, y = _value(li, "x"), _value(li, "y")
    plus = _sub(lia, r"(define-fun x \(\) Int\s+)(\d+)", lambda m: m.group(1) + str(int(m.group(2)) + 1))
    swapped = [
        i.replace(f"Int {x})", "Int @X)").replace(f"Int {y})", f"Int {x})").replace("Int @X)", f"Int {y})")
        if i.startswith("(define-fun")
        else i
        for i in li
    ]
    uf_items = _items(uf)
    t = lambda extra: _text(li + extra, producer)  # noqa: E731
    cases = [
        ("wrong value", LIA, plus, "REJECTED"),
        ("reordered: values swapped", LIA, _text(swapped, producer), "REJECTED"),
        ("extra declaration (issue 11 exploit)", EXPLOIT_SCRIPT, EXPLOIT_MODEL, "REJECTED"),
        ("extra declaration", LIA, t(["(declare-fun u () Bool)"]), "REJECTED"),
        ("extra definition", LIA, t(["(define-fun z () Int 0)"]), "REJECTED"),
        ("definition of a built-in constant", LIA, t(["(define-fun true () Bool false)"]), "REJECTED"),
        ("definition of a built-in function", LIA, t(["(define-fun + ((a Int) (b Int)) Int 0)"]), "REJECTED"),
        ("wrong sort: signature", LIA, _sub(lia, r"define-fun x \(\) Int", "define-fun x () Real"), "REJECTED"),
        ("wrong sort: value", LIA, _sub(lia, r"(define-fun x \(\) Int\s+)(\d+)", r"\1true"), "REJECTED"),
        ("wrong sort: real value", LIA, _sub(lia, r"(define-fun x \(\) Int\s+)(\d+)", r"\g<1>1.5"), "REJECTED"),
        ("wrong arity", LIA, _sub(lia, r"define-fun x \(\) Int", "define-fun x ((a Int)) Int"), "REJECTED"),
        ("duplicate definition", LIA, t([f"(define-fun x () Int {x})"]), "REJECTED"),
        ("inconsistent definitions", LIA, t(["(define-fun x () Int 0)"]), "REJECTED"),
        ("another script's model", LIA, lra, "REJECTED"),
        ("another script's model (universes)", LIA, uf, "REJECTED"),
        ("universe for a built-in sort", LIA, t(["(declare-fun e () Int)"]), "REJECTED"),
        ("cardinality constraint on a built-in sort", LIA, t(["(forall ((b Bool)) (= b true))"]), "REJECTED"),
        (
            "universe element of an undeclared sort",
            UF,
            _text(uf_items + ["(declare-fun e () V)"], producer),
            "REJECTED",
        ),
        ("command in the model: assert", LIA, t(["(assert false)"]), "REJECTED"),
        ("command in the model: push", LIA, t(["(push 1)"]), "REJECTED"),
        ("command in the model: declare-sort", LIA, t(["(declare-sort V 0)"]), "REJECTED"),
        ("command in the model: set-option", LIA, t(["(set-option :produce-models true)"]), "REJECTED"),
        ("truncated (end)", LIA, lia.rstrip()[:-1], "REJECTED"),
        ("truncated (inside a definition)", LIA, lia[: lia.index("define-fun") + 14], "REJECTED"),
        ("truncated (one definition left)", LIA, _text(li[:1], producer), "REJECTED"),
        (
            "garbled: range and parameters swapped",
            LIA,
            _sub(lia, r"define-fun x \(\) Int", "define-fun x Int ()"),
            "REJECTED",
        ),
        ("garbled: reversed text", LIA, lia[::-1], "REJECTED"),
        ("garbled: atoms at top level", LIA, f"x {x} y {y}", "REJECTED"),
    ]
    if producer == "z3":  # z3 states universes as declarations and a cardinality constraint
        first = next(i for i in uf_items if i.startswith("(declare-fun"))
        lone = [i for i in uf_items if not i.startswith("(forall")] + [f"(forall ((x U)) (= x {first.split()[1]}))"]
        cases += [
            ("inconsistent cardinality constraint", UF, _text(lone, producer), "REJECTED"),
            ("duplicate universe element", UF, _text(uf_items + [first], producer), "REJECTED"),
        ]
    else:  # cvc5 writes elements as (as @U_k U)
        other = _sub(uf, r"(define-fun \w+ \(\) U )\(as (@U_\d+) U\)", r"\1(as \2 Int)")
        cases.append(("element of another sort", UF, other, "REJECTED"))
    return cases


@pytest.fixture(scope="module")
def corpus() -> dict[str, list[tuple[str, str, str, str]]]:
    out = {}
    for producer in PRODUCERS:
        models = {"lia": _model(LIA, producer), "uf": _model(UF, producer), "lra": _model(LRA, producer)}
        genuine = [(f"genuine {k}", s, models[k], "ACCEPTED") for k, s in (("lia", LIA), ("uf", UF), ("lra", LRA))]
        out[producer] = genuine + mutations(producer, models)
    return out


def check_many(producer: str, cases: list[tuple[str, str, str, str]]) -> list[dict]:
    """Every case to one process of the checker program, one request line each."""
    lines = b"".join(
        request_line(
            {
                "claim": {"kind": "SMT_MODEL_SATISFIES", "producer": producer},
                "subject": {"script": s},
                "certificate": {"model": m},
            }
        )
        for _, s, m, _ in cases
    )
    p = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER_FOR[producer]], input=lines, capture_output=True, timeout=300
    )
    finals = [json.loads(line) for line in p.stdout.decode().splitlines()]
    finals = [f for f in finals if f.get("type") == "result"]
    assert len(finals) == len(cases) and all(f["ok"] for f in finals), p.stderr.decode()[-2000:]
    return [f["data"] for f in finals]


@pytest.mark.parametrize("producer", PRODUCERS)
def test_checker_program_rejects_every_forgery(corpus, producer):
    cases = corpus[producer]
    for (what, _, model, want), got in zip(cases, check_many(producer, cases)):
        assert got["verdict"] == want and got["accepted"] is (want == "ACCEPTED"), (producer, what, model, got)
        assert got["reason"]
        if want == "REJECTED" and what not in SOLVER_DECIDES:
            # everything but a false assertion is refused before any solver runs
            assert got["reason"].startswith("rejected: "), (producer, what, got)


def test_uncheckable_evidence_is_never_accepted():
    div = "(declare-const x Int)\n(declare-const y Int)\n(assert (= (div x y) 3))\n(assert (= y 0))\n"
    z3_model = _model(div, "z3")
    assert "div0" in z3_model  # z3 states its interpretation of division by zero
    rec = "(declare-const x Int)\n(define-fun-rec f ((n Int)) Int (+ (f n) 1))\n(assert (< x 0))\n"
    cases = [
        ("division by zero", div, z3_model, "UNCHECKABLE"),
        ("recursive definition in the script", rec, "((define-fun x () Int 1))", "UNCHECKABLE"),
    ]
    for (what, _, _, want), got in zip(cases, check_many("z3", cases)):
        assert got["verdict"] == want and not got["accepted"], (what, got)
    rec_for_z3 = [("recursive definition in the script", rec, "((define-fun x () Int 1))", "UNCHECKABLE")]
    assert check_many("cvc5", rec_for_z3)[0]["verdict"] == "UNCHECKABLE"


def test_runtime_never_verifies_a_forgery(corpus, tmp_path: Path):
    cfg = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")
    calls = [(p, c) for p in PRODUCERS for c in corpus[p]]

    async def main():
        async with Runtime.open(cfg) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("smt.model."):
                    rt.state.authorizations.authorize(spec, "test")
        async with Runtime.open(cfg) as rt:
            return [
                await rt.run("smt.model.verify", {"script": s, "model": m, "producer": p}, "VERIFY")
                for p, (_, s, m, _) in calls
            ]

    for (producer, (what, _, _, want)), r in zip(calls, trio.run(main)):
        if want == "ACCEPTED":
            assert r.conclusion is Conclusion.TRUE and r.assurance.level is AssuranceLevel.VERIFIED, (producer, what, r)
        else:
            assert r.conclusion is not Conclusion.TRUE, (producer, what, r)
            assert r.assurance.level is not AssuranceLevel.VERIFIED, (producer, what, r)
