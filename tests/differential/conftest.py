"""Print the differential-reading table (per format: generated, alike, refused) after the session."""

from __future__ import annotations

import pytest

from .harness import REPORT


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not REPORT:
        return
    tr = terminalreporter
    tr.section("differential reading")
    tr.write_line(
        f"{'format':<22} {'reference':<26} {'texts':>6} {'alike':>6} {'both refuse':>11} "
        f"{'ours refuses':>12} {'extension':>9} {'differ':>6}"
    )
    for c in REPORT:
        tr.write_line(
            f"{c.format:<22} {c.reference:<26} {c.generated:>6} {c.read_alike:>6} {c.refused_by_both:>11} "
            f"{c.refused_by_ours_only:>12} {c.extension_only_ours:>9} {c.differ:>6}"
        )
