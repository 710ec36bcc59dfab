"""Helpers shared by the CLI's command groups: tables, JSON output, runtime opening."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any


def add_runtime_flags(parser: Any) -> None:
    parser.add_argument(
        "--state-dir",
        type=Path,
        default=None,
        help="state directory (default: $JACOBIAN_STATE_DIR or the XDG data home)",
    )
    parser.add_argument(
        "--manifest-dir",
        type=Path,
        default=None,
        help="operator manifest directory (default: $JACOBIAN_MANIFEST_DIR or ~/.config/jacobian/manifests)",
    )


def runtime_config(args: Any, **extra: Any) -> Any:
    from ..runtime import RuntimeConfig

    return RuntimeConfig(state_dir=args.state_dir, manifest_dir=args.manifest_dir, exclusive_state=False, **extra)


def print_json(value: Any) -> None:
    json.dump(value, sys.stdout, indent=2, sort_keys=False, default=str)
    sys.stdout.write("\n")


def table(headers: list[str], rows: Iterable[Iterable[Any]]) -> str:
    rows = [["" if c is None else str(c) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in rows:
        widths = [max(w, len(c)) for w, c in zip(widths, row)]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()  # noqa: E731
    out = [line(headers), line(["-" * w for w in widths])]
    out += [line(r) for r in rows]
    return "\n".join(out)
