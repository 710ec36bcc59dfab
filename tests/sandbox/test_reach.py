"""``sandbox reach``: the job uid must run this interpreter with its own standard library."""

from __future__ import annotations

import os
import subprocess

import pytest

from jacobian.supervisor import reach


@pytest.mark.skipif(os.geteuid() != 0, reason="jobs keep the server's uid when it is not root")
def test_the_job_uid_runs_this_interpreter_here():
    # The set-up (`just install`) ran `sandbox reach --fix`; a failure here is a fresh-machine bug.
    assert reach.trial() is None


@pytest.mark.skipif(os.geteuid() != 0, reason="the trial runs only as root")
def test_a_fallback_standard_library_counts_as_unreachable(monkeypatch):
    """A venv over a private base interpreter can start as uid 65534 and import the package
    from the venv while taking ``os`` from a system /usr/lib/python3.X: not this interpreter."""
    real_run = subprocess.run

    def fallback(argv, **kw):
        done = real_run(argv, **kw)
        return subprocess.CompletedProcess(argv, done.returncode, b"/usr/lib/python3.11/os.py\n", done.stderr)

    monkeypatch.setattr(reach.subprocess, "run", fallback)
    why = reach.trial()
    assert why is not None and "another standard library" in why and "/usr/lib/python3.11/os.py" in why
