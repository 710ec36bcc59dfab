"""Directories a sandboxed job can reach: jobs run as uid 65534, and pytest's ``tmp_path`` is root's only."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def job_readable_dir(prefix: str) -> Iterator[Path]:
    """A fresh directory under the system temp folder that uid 65534 may traverse and read (0755);
    removed with everything in it afterwards."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    os.chmod(folder, 0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
