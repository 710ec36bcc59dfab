"""Differential reading: our reader of a text format held against an independent reader of it.

For each format a test module generates a corpus of texts (a seeded generator kept in the module),
reads every text with our reader and with the reference (the engine's own reader or a well-kept
library), each turned into the same *canonical model* (exact fractions as ``"p/q"`` strings, every
bound, sense, mark and name), and calls :func:`compare`. The rule: wherever the reference reads a
text, ours reads the same model or refuses it; never a different model. A text only ours reads is a
difference too, unless ``extension`` names it as a documented extension of ours (reported apart).

A reader signals refusal by raising :class:`Refused`; any other exception is a crash and fails the
test. The corpus size is :func:`corpus_size`: 10,000 texts per format in the full suite, 300 in the
fast lane (``JACOBIAN_TEST_LANE=fast``).
"""

from __future__ import annotations

import json
import signal
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import lanes

FULL_CORPUS = 10_000
FAST_CORPUS = 300


class Refused(Exception):
    """The reader refused the text (a parse or validation error of its own)."""


def corpus_size() -> int:
    return FAST_CORPUS if lanes.FAST else FULL_CORPUS


TOO_SLOW = "the reference did not finish"


class _TooSlow(BaseException):
    """Raised by the alarm inside a reference reader (a BaseException: SymPy's own handlers catch Exception)."""


def _too_slow(*_: Any) -> None:
    raise _TooSlow


def within(seconds: float, read: Callable[[], Any]) -> Any:
    """``read()`` under a real-time alarm: its value; ``TOO_SLOW`` when it runs past ``seconds``; the text of any
    exception it raises (a reference reader's refusal). The alarm is cleared however it ends."""
    signal.signal(signal.SIGALRM, _too_slow)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return read()
    except _TooSlow:
        return TOO_SLOW
    except Exception as exc:  # noqa: BLE001 - any failure of the reference is its refusal
        return f"{type(exc).__name__}: {exc}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def read_or_refuse(got: Any) -> Any:
    """A reference's reading from :func:`within`, or ``Refused`` when it gave text (a refusal or TOO_SLOW)."""
    if isinstance(got, str):
        raise Refused(got)
    return got


@dataclass
class Counts:
    """What one format's corpus showed; ``differ`` must be zero."""

    format: str
    reference: str
    generated: int = 0
    read_alike: int = 0
    refused_by_both: int = 0
    refused_by_ours_only: int = 0
    extension_only_ours: int = 0
    differ: int = 0
    examples: dict[str, str] = field(default_factory=dict)  # category -> first text in it


REPORT: list[Counts] = []  # printed at the end of the session by tests/differential/conftest.py


def _read(reader: Callable[[str], Any], text: str) -> tuple[bool, Any]:
    try:
        return True, reader(text)
    except Refused as exc:
        return False, str(exc)


def _show(model: Any) -> str:
    return json.dumps(model, sort_keys=True, default=str)[:2000]


def compare(
    fmt: str,
    reference_name: str,
    texts: Iterable[str],
    ours: Callable[[str], Any],
    reference: Callable[[str], Any],
    *,
    extension: Callable[[str], str | None] | None = None,
) -> Counts:
    """Read every text with both readers; raise AssertionError at the first text read differently."""
    counts = Counts(fmt, reference_name)
    for text in texts:
        counts.generated += 1
        ok_ours, ours_model = _read(ours, text)
        ok_ref, ref_model = _read(reference, text)
        if ok_ours and ok_ref:
            if ours_model != ref_model:
                counts.differ += 1
                raise AssertionError(
                    f"{fmt}: read differently from {reference_name}\n--- text ---\n{text!r}\n"
                    f"--- ours ---\n{_show(ours_model)}\n--- {reference_name} ---\n{_show(ref_model)}"
                )
            category = "read_alike"
        elif not ok_ours and not ok_ref:
            category = "refused_by_both"
        elif not ok_ours:
            category = "refused_by_ours_only"
        else:
            why = extension(text) if extension is not None else None
            if why is None:
                counts.differ += 1
                raise AssertionError(
                    f"{fmt}: ours reads a text {reference_name} refuses ({ref_model})\n--- text ---\n{text!r}\n"
                    f"--- ours ---\n{_show(ours_model)}"
                )
            category = "extension_only_ours"
        setattr(counts, category, getattr(counts, category) + 1)
        counts.examples.setdefault(category, text[:300])
    REPORT.append(counts)
    return counts
