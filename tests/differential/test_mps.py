"""Differential reading of MPS text (free and fixed form): Jacobian's two readers held against HiGHS's.

Reference: ``highspy.Highs().readModel(path)`` with its default options, the way HiGHS reads any MPS file
(its free-form parser, which switches to its fixed-form one only for names with blanks: these readers
refuse those). Ours: the checker's reader (``checkers/exact/mps_read.py``) through its ``canonical()``, and
in a second comparison the provider's reader (``providers/exact/mps.py``), each told the form the text is
written in. The corpora are :mod:`.gen_mps` with the seed below, one per form. Exact values and names are
compared as in :mod:`.test_lp_cplex` (a ranged row is one row with both bounds; HiGHS's doubles are
mapped back to the text's literals; values HiGHS computes, a ranged row's other end, are dyadic in the
generator so that the double is exact). No extension is declared: no text is read by ours alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from jacobian.checkers.exact import mps_read
from jacobian.checkers.exact.model import canonical
from jacobian.checkers.exact.rationals import BadRequest
from jacobian.providers.exact import mps

from .gen_mps import MpsTexts
from .harness import Refused, compare, corpus_size
from .test_lp_cplex import HighsReader, provider_canonical

SEED = 20260827


def checker_reader(form: str):
    def read(text: str) -> dict[str, Any]:
        try:
            return canonical(mps_read.read_mps({"mps": text, "mps_format": form}))
        except BadRequest as exc:
            raise Refused(str(exc)) from None

    return read


def provider_reader(form: str):
    def read(text: str) -> dict[str, Any]:
        try:
            return provider_canonical(mps.parse_mps(text, form))
        except mps.MpsError as exc:
            raise Refused(str(exc)) from None

    return read


@pytest.fixture(scope="module")
def corpora() -> dict[str, list[str]]:
    gen = MpsTexts(SEED)
    return {form: gen.texts(corpus_size(), fixed=form == "fixed") for form in ("free", "fixed")}


@pytest.fixture(scope="module")
def highs() -> HighsReader:
    return HighsReader(".mps")


@pytest.mark.parametrize("form", ["free", "fixed"])
def test_the_checkers_mps_reader_reads_what_highs_reads_or_refuses(corpora, highs, form):
    counts = compare(f"mps-{form} (checker)", "HiGHS readModel", corpora[form], checker_reader(form), highs)
    assert counts.differ == 0 and counts.extension_only_ours == 0
    assert counts.read_alike * 3 >= counts.generated, counts
    assert counts.refused_by_both > 0 and counts.refused_by_ours_only > 0, counts


@pytest.mark.parametrize("form", ["free", "fixed"])
def test_the_providers_mps_reader_reads_what_highs_reads_or_refuses(corpora, highs, form):
    counts = compare(f"mps-{form} (provider)", "HiGHS readModel", corpora[form], provider_reader(form), highs)
    assert counts.differ == 0 and counts.extension_only_ours == 0
    assert counts.read_alike * 3 >= counts.generated, counts
