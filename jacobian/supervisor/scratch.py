"""Per-job scratch directories (cwd, HOME and TMPDIR), all under one base directory."""

from __future__ import annotations

import os
import shutil
import tempfile

BASE = os.path.join(tempfile.gettempdir(), f"jacobian-sandbox-{os.getuid()}")


def make_scratch(files: dict[str, bytes]) -> str:
    os.makedirs(BASE, mode=0o700, exist_ok=True)
    d = tempfile.mkdtemp(prefix=f"job-{os.getpid()}-", dir=BASE)
    for name, content in files.items():
        path = os.path.join(d, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(content)
    return d


def collect(d: str, names: tuple[str, ...], limit: int | None) -> tuple[dict[str, bytes], list[str]]:
    """Read back requested files, each bounded by ``limit``; symlinks leaving the dir are refused."""
    out: dict[str, bytes] = {}
    problems: list[str] = []
    root = os.path.realpath(d)
    for name in names:
        path = os.path.realpath(os.path.join(d, name))
        if not path.startswith(root + os.sep):
            problems.append(f"{name}: resolves outside the scratch directory")
            continue
        try:
            with open(path, "rb") as f:
                data = f.read((limit or 1 << 62) + 1)
        except OSError as exc:
            problems.append(f"{name}: {exc.strerror}")
            continue
        if limit is not None and len(data) > limit:
            problems.append(f"{name}: larger than {limit} bytes, truncated")
            data = data[:limit]
        out[name] = data
    return out, problems


def remove_scratch(d: str) -> None:
    shutil.rmtree(d, ignore_errors=True)
