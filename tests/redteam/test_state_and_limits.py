"""Red-team reproductions of issue 26, items 3, 9, 10 and 11: the state directory's permissions, the
store's verification and repair, every limit named, and a killed pooled worker's leftovers.

Each test here failed before its fix (see the commit that added it)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shlex
import stat
import subprocess
import sys
from pathlib import Path

import psutil
import pytest
import trio
from job_dirs import job_readable_dir

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import ExecutionStatus
from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T
from jacobian.contracts.job import Budget, Job
from jacobian.experiments.store import ExperimentStore
from jacobian.state import State, StateError
from jacobian.state.artifacts import GENERIC_SCHEMA
from jacobian.state.canonical import canonical_bytes, sha256_hex
from jacobian.supervisor import Supervisor, detect_host

AS_ROOT = os.geteuid() == 0
NOT_ROOT = "the tests do not run as root: jobs run as the tests' own uid, which owns the files anyway"


@contextlib.contextmanager
def umask(mask: int):
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


def shared_tmp() -> contextlib.AbstractContextManager[Path]:
    """A directory under /tmp that uid 65534 may traverse (a pytest ``tmp_path`` is 0700)."""
    return job_readable_dir("jacobian-redteam-")


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


# -- 9. jacobian state verify [--repair] ---------------------------------------------------------

ENOSPC_WRITER = """
import json, resource, sys
from jacobian.state import State, StateError
root, payload, parents = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
with State.open(root) as st:
    # from here on no file of this process may grow past 4 KiB: the payload blob fits, its manifest
    # (naming 64 parents) does not, as on a disk that fills up between the two
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
    try:
        st.artifacts.put("jacobian.json.v1", "test.enospc", payload, parents=parents)
    except StateError as exc:
        print(exc.code.value, exc.message)
"""


def state_cli(root: Path, *args: str) -> tuple[int, dict]:
    """``jacobian state verify ...`` as the operator runs it: a real process, its JSON and exit code."""
    done = subprocess.run(
        [sys.executable, "-P", "-m", "jacobian.cli.main", "state", *args, "--state-dir", str(root), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stderr == "", done.stderr
    return done.returncode, json.loads(done.stdout)


def orphan_from_a_failed_write(root: Path) -> str:
    """Store 64 parents, then let a child process whose files may not pass 4 KiB put an artifact naming
    them: its payload blob is written, its manifest is not (EFBIG, as ENOSPC). Returns the orphan's hex."""
    with State.open(root) as st:
        parents = [st.artifacts.put(GENERIC_SCHEMA, "test.parent", {"i": i}) for i in range(64)]
    payload = {"text": "p" * 3000}
    done = subprocess.run(
        [sys.executable, "-P", "-c", ENOSPC_WRITER, str(root), json.dumps(payload), json.dumps(parents)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stdout.startswith("STORAGE_ERROR cannot write blob"), (done.stdout, done.stderr)
    return sha256_hex(canonical_bytes(payload))


def damage(path: Path, how: str) -> None:
    if how == "flip":
        data = bytearray(path.read_bytes())
        data[len(data) // 2] ^= 0x01
        path.chmod(0o600)
        path.write_bytes(bytes(data))
    elif how == "truncate":
        with open(path, "r+b") as f:
            f.truncate(path.stat().st_size // 2)
    else:
        path.unlink()


def test_verify_reports_a_flipped_a_truncated_a_deleted_and_an_orphan_blob_and_repair_leaves_a_clean_store(tmp_path):
    root = tmp_path / "state"
    contents = {how: {"kind": how, "data": list(range(200))} for how in ("flip", "truncate", "delete")}
    with State.open(root) as st:
        uris = {how: st.artifacts.put(GENERIC_SCHEMA, "test.verify", c) for how, c in contents.items()}
        rows = {
            how: st.db.query("SELECT manifest_hex, payload_hex FROM artifacts WHERE uri = ?", (uri,))[0]
            for how, uri in uris.items()
        }
        damage(st.blobs.path_of(rows["flip"][1]), "flip")  # a payload blob with one bit flipped
        damage(st.blobs.path_of(rows["truncate"][1]), "truncate")  # a payload blob cut in half
        damage(st.blobs.path_of(rows["delete"][0]), "delete")  # a manifest blob deleted
    orphan = orphan_from_a_failed_write(root)

    code, before = state_cli(root, "verify")
    assert code == 1
    found = {(f["problem"], f["blob"], tuple(f["artifacts"])) for f in before["stores"][0]["findings"]}
    assert found == {
        ("CORRUPT", f"sha256:{rows['flip'][1]}", (uris["flip"],)),
        ("TRUNCATED", f"sha256:{rows['truncate'][1]}", (uris["truncate"],)),
        ("MISSING", f"sha256:{rows['delete'][0]}", (uris["delete"],)),
        ("ORPHAN", f"sha256:{orphan}", ()),
    }
    assert str(tmp_path) not in json.dumps(before["stores"])  # blobs by digest, artifacts by URI

    code, repaired = state_cli(root, "verify", "--repair")
    assert code == 1 and repaired["consistent"] is True  # problems were found, and the store is consistent now
    store = repaired["stores"][0]
    assert {a["artifact"] for a in store["repairs"] if a["action"] == "DROP_ARTIFACT"} == set(uris.values())
    assert store["after"]["findings"] == []
    code, again = state_cli(root, "verify")  # a second verify is clean
    assert code == 0 and again["problems"] == 0 and again["consistent"] is True

    with State.open(root) as st:
        assert not st.blobs.path_of(orphan).exists()
        # the producing call stores each dropped artifact again, under the same URI, intact
        for how, c in contents.items():
            assert st.artifacts.put(GENERIC_SCHEMA, "test.verify", c) == uris[how]
            assert st.artifacts.get(uris[how]).payload == c
        log = st.db.query("SELECT action, uri, problem FROM store_repairs ORDER BY seq")
    assert ("DROP_ARTIFACT", uris["flip"], "CORRUPT") in log and ("REMOVE_BLOB", None, "ORPHAN") in log
    assert state_cli(root, "verify")[0] == 0


def test_a_missing_blob_is_named_by_digest_and_uri_never_by_the_servers_path(tmp_path):
    with State.open(tmp_path / "state") as st:
        uri = st.artifacts.put(GENERIC_SCHEMA, "test.path", {"x": 1})
        payload_hex = st.db.query("SELECT payload_hex FROM artifacts WHERE uri = ?", (uri,))[0][0]
        st.blobs.path_of(payload_hex).unlink()
        with pytest.raises(StateError) as exc:
            st.artifacts.get(uri)
    assert exc.value.code is Code.ARTIFACT_CORRUPT
    assert uri in exc.value.message and f"sha256:{payload_hex}" in exc.value.message
    assert "/" not in exc.value.message.replace(uri, "")  # no path of the server's, absolute or not


def test_repair_refuses_while_a_server_holds_the_lock_and_covers_each_tenant(tmp_path):
    root = tmp_path / "state"
    with State.open(root) as server, State.open(root / "tenants" / "acme") as tenant:
        server.artifacts.put(GENERIC_SCHEMA, "test.lock", {"x": 3})
        uri = tenant.artifacts.put(GENERIC_SCHEMA, "test.lock", {"tenant": 1})
        payload_hex = tenant.db.query("SELECT payload_hex FROM artifacts WHERE uri = ?", (uri,))[0][0]
        damage(tenant.blobs.path_of(payload_hex), "delete")
        code, out = state_cli(root, "verify")
        assert code == 1 and [s["store"] for s in out["stores"]] == [".", "tenants/acme"]
        assert [f["problem"] for f in out["stores"][1]["findings"]] == ["MISSING"]
        done = subprocess.run(
            [sys.executable, "-P", "-m", "jacobian.cli.main", "state", "verify", "--repair", "--state-dir", str(root)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 1 and "STATE_LOCKED" in done.stderr
        assert tenant.artifacts.exists(uri)  # nothing was dropped
    code, out = state_cli(root, "verify", "--repair")
    assert code == 1 and out["consistent"] is True
    assert state_cli(root, "verify")[0] == 0


def test_the_producing_math_run_recreates_a_deleted_blob_after_the_repair(tmp_path):
    """sat.solve on an UNSAT formula retains its DRAT proof; the proof artifact's payload blob is deleted;
    verify names it (and the proof's compressed bytes, which nothing names any more), repair drops the
    artifact, and the same call stores it again."""
    from fixture_paths import SAT

    from jacobian.runtime import Runtime, RuntimeConfig

    text = sorted((SAT / "uuf50-218").glob("*.cnf"))[0].read_text()
    config = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "no-operator-manifests")

    async def solve():
        async with Runtime.open(config) as rt:
            return await rt.run("sat.solve", {"dimacs": text, "engine": "pysat"})

    first = trio.run(solve)
    assert first.output["proof_retained"] and len(first.artifact_uris) == 1
    (uri,) = first.artifact_uris
    with State.open(tmp_path / "state") as st:
        payload_hex = st.db.query("SELECT payload_hex FROM artifacts WHERE uri = ?", (uri,))[0][0]
        st.blobs.path_of(payload_hex).unlink()
    code, out = state_cli(tmp_path / "state", "verify", "--repair")
    assert code == 1 and out["consistent"] is True
    # (the proof is retained as a gzip blob (issue 33): with its descriptor gone, its bytes are an orphan)
    found = sorted((f["problem"], f["artifacts"]) for f in out["stores"][0]["findings"])
    assert found == [("MISSING", [uri]), ("ORPHAN", [])], found
    with State.open(tmp_path / "state") as st:
        assert not st.artifacts.exists(uri)
    again = trio.run(solve)
    assert again.artifact_uris == (uri,)
    with State.open(tmp_path / "state") as st:
        assert st.artifacts.get(uri).payload["target_schema"] == "jacobian.sat.drat_proof.v1"
        assert st.blobs.path_of(payload_hex).exists()
    assert state_cli(tmp_path / "state", "verify")[0] == 0


# -- 10. every limit named -----------------------------------------------------------------------

FORK_BOMB = "import os, time\nwhile True:\n    if os.fork() == 0:\n        time.sleep(600)\n        os._exit(0)"
HAS_PIDS_CGROUP = detect_host().available(L.CGROUP_PIDS)


def no_process_runs(marker: str) -> bool:
    return not [p for p in psutil.process_iter(["cmdline"]) if marker in " ".join(p.info["cmdline"] or ())]


@pytest.mark.skipif(not HAS_PIDS_CGROUP, reason="no pids cgroup on this host")
def test_a_fork_bomb_held_by_pids_max_ends_as_process_limit_naming_it():
    outcome = run_job(Job(argv=(sys.executable, "-c", FORK_BOMB), budget=Budget(max_processes=16, wall_seconds=120)))
    assert outcome.termination is T.PROCESS_LIMIT, (outcome.termination, outcome.detail)
    assert "pids.max" in outcome.detail and "16 processes" in outcome.detail
    assert no_process_runs("os.fork() == 0")  # every child of the bomb went with the job


@pytest.mark.skipif(not AS_ROOT, reason=NOT_ROOT + " (this test runs a supervisor as uid 65534, without cgroups)")
def test_without_a_pids_cgroup_rlimit_nproc_names_the_limit_best_effort():
    """A supervisor running as uid 65534 cannot make cgroups: its process limit is RLIMIT_NPROC, which
    counts nothing, so the reason comes from the job's error output and says it is best effort."""
    script = (
        "import sys, trio\nfrom jacobian.contracts.job import Budget, Job\nfrom jacobian.supervisor import Supervisor\n"
        "async def main():\n    s = Supervisor()\n    try:\n"
        f"        o = await s.run(Job(argv=(sys.executable, '-c', {FORK_BOMB!r}), "
        "budget=Budget(max_processes=8, wall_seconds=120)))\n"
        "    finally:\n        await s.aclose()\n"
        "    print(o.termination.value, '|', o.detail)\n"
        "trio.run(main)"
    )
    done = subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-P", "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        cwd="/",
    )
    reason, _, detail = done.stdout.strip().partition(" | ")
    assert reason == "PROCESS_LIMIT", (done.stdout, done.stderr)
    assert "RLIMIT_NPROC" in detail and "best effort" in detail


def test_a_childs_write_past_the_file_size_limit_ends_the_job_promptly_as_file_size_limit():
    """The shell sleeps while its child `head -c` is killed by SIGXFSZ; nothing but the file tells."""
    marker = f"sleep {600 + os.getpid() % 1000}"
    outcome = run_job(
        Job(
            argv=("sh", "-c", f"head -c 3000000 /dev/zero > big; {marker}"),
            budget=Budget(file_size_bytes=1 << 20, wall_seconds=120),
        )
    )
    assert outcome.termination is T.FILE_SIZE_LIMIT, (outcome.termination, outcome.detail)  # not WALL_TIMEOUT
    assert "'big'" in outcome.detail and str(1 << 20) in outcome.detail
    assert no_process_runs(marker)


def test_a_process_limit_reaches_the_result_named(tmp_path):
    """Through the runtime: a capability whose engine fork-bombs comes back ERROR with PROCESS_LIMIT
    (before: the limit was never named)."""
    from runtime.helpers import python_provider, write_manifest
    from runtime.testcaps import DEFINITIONS

    from jacobian.runtime import Runtime, RuntimeConfig

    if not HAS_PIDS_CGROUP:
        pytest.skip("no pids cgroup on this host (as root, RLIMIT_NPROC does not hold)")
    engine = tmp_path / "bin" / "forking-python"
    engine.parent.mkdir()
    engine.write_text(  # the probe runs as usual; the echo request meets a fork bomb
        f'#!/bin/sh\ncase "$2" in *json.load*) exec {sys.executable} -c {shlex.quote(FORK_BOMB)} ;; esac\n'
        f'exec {sys.executable} "$@"\n'
    )
    engine.chmod(0o755)
    bundled = tmp_path / "bundled"
    body = python_provider("forking-engine", capabilities="[test.echo]").replace(
        f"executable: {sys.executable}", f"executable: {engine}"
    )
    write_manifest(bundled, "forking-engine.yaml", body)
    config = RuntimeConfig(
        state_dir=tmp_path / "state",
        manifest_dir=tmp_path / "operator",
        bundled_manifest_dir=bundled,
        definitions=DEFINITIONS,
    )

    async def main():
        async with Runtime.open(config) as rt:
            return await rt.run("test.echo", {"text": "abc"})

    result = trio.run(main)
    assert result.execution.status is ExecutionStatus.ERROR
    assert result.execution.termination is T.PROCESS_LIMIT
    assert [d.code for d in result.diagnostics] == [Code.PROCESS_LIMIT]
    assert "pids.max" in result.diagnostics[0].message


def test_an_input_file_larger_than_the_file_size_limit_is_not_taken_for_a_job_at_the_limit(tmp_path):
    """The supervisor's own placed files (input, stored blobs) are bounded by no rlimit and may pass
    the job's file-size limit: the watcher tells them apart (inode, size, time) and lets the job run; a
    file the job writes in their stead is seen."""
    from jacobian.supervisor.fsize import file_at_limit, placed_files

    blob = tmp_path / "blob"
    blob.write_bytes(b"b" * (2 << 20))
    code = "import time\nprint(len(open('blob', 'rb').read()), flush=True)\ntime.sleep(600)"
    outcome = run_job(
        Job(
            argv=(sys.executable, "-c", code),
            link_files={"blob": str(blob)},
            input_files={"input": b"i" * (2 << 20)},
            budget=Budget(file_size_bytes=1 << 20, wall_seconds=2),
        )
    )
    # it runs to its wall clock, the watch polling all along: its input is never taken for its own file
    assert outcome.termination is T.WALL_TIMEOUT, (outcome.termination, outcome.detail)
    assert outcome.stdout == b"2097152\n"

    scratch = tmp_path / "scratch"
    scratch.mkdir()
    (scratch / "input").write_bytes(b"i" * 200)
    placed = placed_files(str(scratch), ["input"])
    assert file_at_limit(str(scratch), 100, placed) is None
    (scratch / "input").unlink()
    (scratch / "input").write_bytes(b"j" * 100)  # the job's own, under the same name (and likely inode)
    assert file_at_limit(str(scratch), 100, placed) == "input"
