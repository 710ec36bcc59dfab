"""Red-team reproductions of issue 26, items 3, 9, 10 and 11: the state directory's permissions, the
store's verification and repair, every limit named, and a killed pooled worker's leftovers.

Each test here failed before its fix (see the commit that added it)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

import pytest
import trio

from jacobian.contracts.job import Job
from jacobian.experiments.store import ExperimentStore
from jacobian.state import State
from jacobian.state.artifacts import GENERIC_SCHEMA
from jacobian.supervisor import Supervisor

AS_ROOT = os.geteuid() == 0
NOT_ROOT = "the tests do not run as root: jobs run as the tests' own uid, which owns the files anyway"


@contextlib.contextmanager
def umask(mask: int):
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


@contextlib.contextmanager
def shared_tmp():
    """A directory under /tmp that uid 65534 may traverse (a pytest ``tmp_path`` is 0700)."""
    d = Path(tempfile.mkdtemp(prefix="jacobian-redteam-"))
    os.chmod(d, 0o755)
    try:
        yield d
    finally:
        shutil.rmtree(d, ignore_errors=True)


def run_job(job: Job):
    async def main():
        sup = Supervisor()
        try:
            return await sup.run(job)
        finally:
            await sup.aclose()

    return trio.run(main)


def upload(st: State, data: bytes) -> str:
    sha = hashlib.sha256(data).hexdigest()
    media, target = "application/octet-stream", GENERIC_SCHEMA
    up = st.uploads.begin(sha256=sha, size=len(data), media_type=media, compression="none", target_schema=target)
    st.uploads.append(up.upload_id, 0, data)
    return st.uploads.commit(up.upload_id)


@contextlib.contextmanager
def busy_state(root: Path):
    """A state directory in use the way a server uses it: artifacts, an uploaded raw blob, the
    experiment database, a tenant's own state, every database open (so -wal and -shm exist)."""
    with contextlib.ExitStack() as stack:
        st = stack.enter_context(State.open(root))
        st.artifacts.put(GENERIC_SCHEMA, "test.private", {"secret": 42})
        upload(st, b"proof bytes " * 100)
        experiments = ExperimentStore(root)
        stack.callback(experiments.close)
        tenant = stack.enter_context(State.open(root / "tenants" / "acme"))
        tenant.artifacts.put(GENERIC_SCHEMA, "test.private", {"tenant secret": 7})
        yield st


# -- 3. permissions ------------------------------------------------------------------------------


@pytest.mark.parametrize("mask", [0o000, 0o022], ids=["umask000", "umask022"])
def test_every_directory_is_0700_and_every_file_0600_whatever_the_umask(tmp_path, mask):
    root = tmp_path / "home" / "state"
    with umask(mask), busy_state(root):
        modes = {}
        for dirpath, dirnames, filenames in os.walk(root):
            for name in [*dirnames, *filenames]:
                path = Path(dirpath, name)
                modes[str(path.relative_to(root))] = stat.S_IMODE(path.lstat().st_mode)
        modes["."] = stat.S_IMODE(root.stat().st_mode)
    names = set(modes)
    # what the check covers: both databases with their sidecars, a tenant's, blobs and their folders
    for expected in ("state.sqlite3-wal", "state.sqlite3-shm", "experiments.sqlite3-wal", "tenants/acme/state.sqlite3"):
        assert expected in names, sorted(names)
    assert any(n.startswith("blobs/") and len(n) == 6 + 2 + 1 + 64 for n in names)
    wrong = {n: oct(m) for n, m in modes.items() if m != (0o700 if (root / n).is_dir() else 0o600)}
    assert wrong == {}


@pytest.mark.skipif(not AS_ROOT, reason=NOT_ROOT)
@pytest.mark.parametrize("mask", [0o000, 0o022], ids=["umask000", "umask022"])
def test_a_job_running_as_uid_65534_cannot_open_the_databases(mask):
    probe = (
        "import json, sys\nout = {}\nfor p in sys.argv[1:]:\n"
        "    try:\n        open(p, 'rb').read(16); out[p] = 'READ'\n"
        "    except OSError as e:\n        out[p] = e.strerror\n"
        "print(json.dumps(out))"
    )
    with shared_tmp() as home, umask(mask):
        root = home / "state"
        root.mkdir(mode=0o755)  # made first by another program, as a probe cache's `mkdir -p` does
        os.chmod(root, 0o777 & ~mask)
        with busy_state(root):
            targets = [
                root / "state.sqlite3",
                root / "state.sqlite3-wal",
                root / "experiments.sqlite3",
                root / "tenants" / "acme" / "state.sqlite3",
            ]
            outcome = run_job(Job(argv=(sys.executable, "-I", "-c", probe, *map(str, targets))))
    assert outcome.ok, outcome.stderr
    seen = json.loads(outcome.stdout)
    assert seen == {str(t): "Permission denied" for t in targets}


@pytest.mark.skipif(not AS_ROOT, reason=NOT_ROOT)
def test_a_stored_0600_blob_handed_to_a_job_is_read_as_a_copy_it_cannot_change(tmp_path):
    """The store's blob stays 0600; the job (uid 65534) reads the copy placed in its scratch
    directory, cannot write or chmod it, and the stored blob is unchanged."""
    data = os.urandom(1 << 20) + b"end"
    probe = (
        "import hashlib, json, os\nout = {'sha': hashlib.sha256(open('proof', 'rb').read()).hexdigest(), "
        "'uid': os.getuid()}\n"
        "for what, act in (('write', lambda: open('proof', 'ab')), ('chmod', lambda: os.chmod('proof', 0o666))):\n"
        "    try:\n        act(); out[what] = 'allowed'\n"
        "    except PermissionError:\n        out[what] = 'refused'\n"
        "print(json.dumps(out))"
    )
    with State.open(tmp_path / "state") as st:
        descriptor, path = st.artifacts.blob_file(upload(st, data))
        outcome = run_job(Job(argv=(sys.executable, "-I", "-c", probe), link_files={"proof": str(path)}))
        assert outcome.ok, outcome.stderr
        seen = json.loads(outcome.stdout)
        assert seen == {"sha": descriptor.sha256, "uid": 65534, "write": "refused", "chmod": "refused"}
        assert stat.S_IMODE(path.stat().st_mode) == 0o600 and path.stat().st_nlink == 1
        assert path.read_bytes() == data
