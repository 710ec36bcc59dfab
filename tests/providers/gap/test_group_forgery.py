"""Forgery corpus for the group checkers: they read the caller's cycle text themselves.

Each case is evidence a dishonest (or buggy) producer could send; none may be accepted.
"""

from __future__ import annotations

import random

import pytest

from jacobian.checkers.group import isomorphism, order
from jacobian.checkers.group.cycles import MAX_TEXT, CycleError, read_cycles
from jacobian.contracts.enums import TerminationReason
from jacobian.contracts.job import Outcome
from jacobian.providers.gap.capabilities import PermutationIsomorphism, PermutationOrder
from jacobian.providers.gap.groups import parse_cycles
from jacobian.providers.gap.models import IsomorphismRequest, OrderRequest

from .groupdata import M11, M12, PSL27, symmetric

S3 = ["(1,2,3)", "(1,2)"]
S3_REGULAR = ["(1,2,3)(4,5,6)", "(1,4)(2,6)(3,5)"]
S3_IMAGES = [[2, 3, 1, 5, 6, 4], [4, 6, 5, 1, 3, 2]]  # (1,2,3) -> (1,2,3)(4,5,6), (1,2) -> (1,4)(2,6)(3,5)


def order_check(generators, claimed, degree=None, **extra):
    subject = {"group": {"degree": degree, "generators": generators, **extra}}
    return order.check({"claim": {"kind": "GROUP_ORDER", "order": str(claimed)}, "subject": subject, "certificate": {}})


def iso_check(first, second, images):
    subject = {"first": {"degree": None, "generators": first}, "second": {"degree": None, "generators": second}}
    return isomorphism.check(
        {"claim": {"kind": "GROUP_ISOMORPHISM"}, "subject": subject, "certificate": {"images": images}}
    )


def test_honest_text_evidence_is_accepted():
    assert order_check(M11, 7920)["accepted"]
    assert order_check(["(1,2,3,4)", [2, 1]], 24)["accepted"]  # cycle text and an image list together
    assert order_check(["(1,2)"], 2, degree=5)["accepted"]
    assert iso_check(S3, S3_REGULAR, S3_IMAGES)["accepted"]


def test_pre_parsed_images_beside_the_text_are_refused():
    """A subject that carries a parse next to the text (here of a smaller group, agreeing with
    the claim) is not accepted, whichever of the two the claim agrees with."""
    c2 = [[2, 1, 3, 4]]
    for claimed in (2, 24):
        verdict = order_check(["(1,2,3,4)", "(1,2)"], claimed, degree=4, images=c2)
        assert not verdict["accepted"] and "'images'" in verdict["reason"]


@pytest.mark.parametrize("claimed", [7919, 7921, 3960, 95040])
def test_wrong_order_is_rejected(claimed):
    verdict = order_check(M11, claimed)
    assert not verdict["accepted"] and "has order 7920" in verdict["reason"]


def test_truncated_generators_are_rejected():
    assert not order_check(M11[:1], 7920)["accepted"]  # one generator dropped: the cyclic group of order 11
    assert not order_check(["(1,2,3,4,5,6,7,8,9,10,11)", "(3,7,11,8)(4,10,5"], 7920)["accepted"]  # text cut short
    assert not iso_check(S3, S3_REGULAR, S3_IMAGES[:1])["accepted"]  # one image missing
    assert not iso_check(S3, S3_REGULAR, [S3_IMAGES[0], S3_IMAGES[1][:5]])["accepted"]  # an image cut short


def test_another_groups_evidence_is_rejected():
    assert not order_check(M12, 7920)["accepted"]  # M11's order claimed for M12
    assert not order_check(symmetric(6), 720, degree=5)["accepted"]  # a point beyond the stated degree
    psl_images = [[2, 3, 4, 5, 6, 7, 1], [1, 3, 2, 7, 5, 6, 4]]
    assert not iso_check(S3, S3_REGULAR, psl_images)["accepted"]
    assert not iso_check(PSL27, PSL27, S3_IMAGES)["accepted"]
    assert not iso_check(S3, S3_REGULAR, S3_IMAGES[::-1])["accepted"]  # images swapped: relations fail


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "(1,2)(2,3)",
        "(1,2,1)",
        "((1,2))",
        "(1 2)",
        "(1,2",
        "1,2)",
        "(0,1)",
        "(1,-2)",
        "(1,2)\n(3,4)",
        "(\u0661,2)",
        "(1,2)x",
        "(1,,2)",
        "(1,99999999)",
        "(" + ",".join(map(str, range(1, 2002))) + ")",
        "()" * (MAX_TEXT // 2 + 1),
    ],
)
def test_malformed_cycle_text_is_refused(text):
    verdict = order_check([text], 2)
    assert not verdict["accepted"] and verdict["reason"].startswith("malformed request"), verdict


def test_checker_and_provider_read_cycle_text_alike():
    """Honest evidence must pass: on random disjoint cycle texts (odd blanks, identity cycles,
    1-cycles) the checker's own parser gives exactly the provider's images."""
    rng = random.Random(11)
    for _ in range(400):
        n = rng.randint(1, 30)
        points = rng.sample(range(1, n + 1), rng.randint(0, n))
        parts, i = [], 0
        while i < len(points):
            k = rng.randint(1, 5)
            blank = rng.choice(["", " ", "\t", "  "])
            parts.append("(" + f",{blank}".join(map(str, points[i : i + k])) + blank + ")")
            i += k
        if rng.random() < 0.2:
            parts.insert(rng.randrange(len(parts) + 1), "()")
        text = rng.choice(["", " "]).join(parts) or "()"
        assert read_cycles(text, 1000) == parse_cycles(text), text
    with pytest.raises(CycleError):
        read_cycles("(1,2)(2,3)", 1000)


def _outcome(data: dict) -> Outcome:
    return Outcome(termination=TerminationReason.EXITED, exit_code=0, final={"ok": True, "data": data})


def test_the_gap_evidence_subject_is_the_callers_text_and_a_lying_answer_is_rejected():
    """The definition sends what the caller wrote; a producer claiming the order of the group it
    (mis)parsed instead of the written one is caught by the checker's own reading."""
    payload = {"generators": ["(1,2,3,4)", [2, 1, 3, 4]], "degree": 4}
    request = OrderRequest.model_validate(payload)
    definition = PermutationOrder()
    honest = definition.interpret(_call(definition, request), _outcome({"order": "24"}))
    assert honest.evidence.subject == {"group": payload}
    assert order.check({"claim": honest.evidence.claim, "subject": honest.evidence.subject, "certificate": {}})[
        "accepted"
    ]
    lying = definition.interpret(_call(definition, request), _outcome({"order": "4"}))
    verdict = order.check({"claim": lying.evidence.claim, "subject": lying.evidence.subject, "certificate": {}})
    assert not verdict["accepted"] and "has order 24" in verdict["reason"]

    iso = IsomorphismRequest.model_validate({"first": {"generators": S3}, "second": {"generators": S3_REGULAR}})
    data = {"isomorphic": True, "order_first": "6", "order_second": "6", "images": S3_IMAGES}
    evidence = PermutationIsomorphism().interpret(_call(PermutationIsomorphism(), iso), _outcome(data)).evidence
    assert evidence.subject == {
        "first": {"degree": None, "generators": S3},
        "second": {"degree": None, "generators": S3_REGULAR},
    }
    assert isomorphism.check(
        {"claim": evidence.claim, "subject": evidence.subject, "certificate": evidence.certificate}
    )["accepted"]


def _call(definition, request):
    """One VERIFY call of ``definition`` on ``request`` as the run builds it (its input parsed once)."""
    from jacobian.capability import EngineInfo, JobCall
    from jacobian.contracts.enums import Mode
    from jacobian.contracts.job import Budget

    engine = EngineInfo("gap", "gap", None, None, "jacobian.providers.gap.worker", "4.12", frozenset(), {})
    parsed = definition.parse(request, None)
    return JobCall(request, parsed, Mode.VERIFY, None, engine=engine, budget=Budget(), base_job={})
