"""graph6 texts our reader read and nauty's own reader refuses (found by
``tests/differential/test_graph6.py``): an ``N(n)`` written in a longer form than n needs
(``~??A`` for 2 vertices instead of ``A``). Before the fix the checkers' reader (which the graph
capabilities share) read such a text, and ``graph.chromatic_number`` answered it VERIFIED. Now it
is INVALID_REQUEST at ``$.payload.graph6`` before any job, and a checker handed it refuses it."""

from __future__ import annotations

from pathlib import Path

import pytest

from jacobian.checkers.graph.chromatic_check import check
from jacobian.checkers.graph.graph6 import Graph6Error, read
from jacobian.contracts.enums import AssuranceLevel

from .reader_runtime import run_calls

LONG_FORMS = [
    "~??A_",  # 2 vertices, one edge, N(n) in the four-byte form
    ">>graph6<<~??A_\n",  # the same with the header and a newline
    "~~?????@",  # 1 vertex in the eight-byte form
    "~??}" + "?" * 316,  # 62 vertices (no edge) in the four-byte form, whose least order is 63
]


@pytest.mark.parametrize("text", LONG_FORMS)
def test_the_reader_refuses_a_longer_form_of_the_vertex_count(text: str) -> None:
    with pytest.raises(Graph6Error, match="longer form than graph6 allows"):
        read(text)


def test_a_checker_handed_such_a_graph_refuses_it_without_a_model() -> None:
    payload = {
        "claim": {"kind": "CHROMATIC_NUMBER", "value": 1},
        "subject": {"graph": {"graph6": "~~?????@"}},
        "certificate": {"colouring": [0], "refutation": None},
    }
    decision = check(payload)
    assert decision["accepted"] is False and "longer form" in decision["reason"]
    assert "model" not in decision


def test_graph_chromatic_number_refuses_it_before_any_job(tmp_path: Path) -> None:
    short, long = run_calls(
        tmp_path, [("graph.chromatic_number", {"graph6": "A_"}), ("graph.chromatic_number", {"graph6": "~??A_"})]
    )
    assert short.assurance.level is AssuranceLevel.VERIFIED and short.output["chromatic_number"] == 2
    assert long.assurance.level is not AssuranceLevel.VERIFIED
    d = long.diagnostics[0]
    assert (d.code.value, d.path) == ("INVALID_REQUEST", "$.payload.graph6"), d
    assert "longer form" in d.message
