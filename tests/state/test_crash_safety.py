"""A writer SIGKILLed at each step of an artifact write leaves the artifact complete or absent."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.state import Quotas, State, StateError
from jacobian.state.blobs import PAUSE_ENV, STEPS

PAYLOAD = {"clauses": [[i, -(i + 1), i + 2] for i in range(1, 4000)], "note": "crash test"}
WRITER = textwrap.dedent(
    """
    import sys
    from jacobian.state import State
    payload = {"clauses": [[i, -(i + 1), i + 2] for i in range(1, 4000)], "note": "crash test"}
    with State.open(sys.argv[1]) as st:
        uri = st.artifacts.put("jacobian.json.v1", "test.crash", payload, summary="crash")
        print("DONE", uri, flush=True)
    """
)
POINTS = [f"{blob}.{step}" for blob in ("payload", "manifest") for step in STEPS] + ["db.inserted", "db.committed"]


def expected_uri(tmp_path: Path) -> str:
    with State.open(tmp_path / "reference") as st:
        return st.artifacts.put("jacobian.json.v1", "test.crash", PAYLOAD, summary="crash")


@pytest.mark.parametrize("point", POINTS)
def test_sigkill_at_each_write_step(tmp_path, point):
    uri = expected_uri(tmp_path)
    target = tmp_path / "victim"
    env = dict(os.environ, **{PAUSE_ENV: point})
    proc = subprocess.Popen(
        [sys.executable, "-P", "-c", WRITER, str(target)], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        line = proc.stdout.readline().strip()
        assert line == f"PAUSED {point}", line  # it really stopped at this step
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL

    with State.open(target) as st:  # the kernel released the dead writer's lock
        assert not list(st.dir.staging.iterdir()), "staging leftovers are cleaned on open"
        assert st.artifacts.verify_all() == []
        if point == "db.committed":
            assert st.artifacts.get(uri).payload == PAYLOAD
        else:
            with pytest.raises(StateError) as exc:
                st.artifacts.get(uri)
            assert exc.value.code == Code.ARTIFACT_NOT_FOUND
            # a later write of the same artifact completes despite any orphan blob
            assert st.artifacts.put("jacobian.json.v1", "test.crash", PAYLOAD, summary="crash") == uri
            assert st.artifacts.get(uri).payload == PAYLOAD


def test_no_step_is_skipped_by_a_normal_write(tmp_path):
    """Every named pause point is reached by a real write (so the test above covers them all)."""
    for point in ("payload.staged_partial", "manifest.dir_fsynced", "db.inserted"):
        env = dict(os.environ, **{PAUSE_ENV: point})
        proc = subprocess.Popen(
            [sys.executable, "-P", "-c", WRITER, str(tmp_path / point)], env=env, stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout.readline().strip() == f"PAUSED {point}"
        proc.kill()
        proc.wait()


@pytest.fixture
def small_tmpfs(tmp_path):
    mnt = tmp_path / "tmpfs"
    mnt.mkdir()
    if shutil.which("mount") is None:
        pytest.skip("no mount command")
    res = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mnt)], capture_output=True, text=True)
    if res.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {res.stderr.strip()}")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], check=False)


def test_full_disk_is_a_clean_storage_error(small_tmpfs):
    with State.open(small_tmpfs / "state", quotas=Quotas(per_artifact_bytes=64 * 1024 * 1024)) as st:
        small = st.artifacts.put("jacobian.json.v1", "test.x", {"x": 1})
        blobs_before = sorted(p.name for p in st.dir.blobs.rglob("*") if p.is_file())
        big = {"s": "y" * (1024 * 1024)}
        with pytest.raises(StateError) as exc:
            st.artifacts.put("jacobian.json.v1", "test.big", big)
        assert exc.value.code == Code.STORAGE_ERROR
        assert "No space left" in exc.value.message
        assert not list(st.dir.staging.iterdir()), "no partial staging file is kept"
        assert sorted(p.name for p in st.dir.blobs.rglob("*") if p.is_file()) == blobs_before
        assert [row[0] for row in st.artifacts.list()] == [small]
        # the store keeps working once the write failed
        again = st.artifacts.put("jacobian.json.v1", "test.x", {"x": 2})
        assert st.artifacts.get(again).payload == {"x": 2}
        assert st.artifacts.verify_all() == []


def test_lock_refuses_a_second_server(tmp_path):
    path = tmp_path / "s"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-P",
            "-c",
            "import sys, time\nfrom jacobian.state import State\nst = State.open(sys.argv[1])\n"
            "print('READY', flush=True)\ntime.sleep(600)",
            str(path),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "READY"
        with pytest.raises(StateError) as exc:
            State.open(path)
        assert exc.value.code == Code.STATE_LOCKED
        assert f"pid {holder.pid}" in exc.value.message
        # a CLI-style open beside the server works, read-only too
        with State.open(path, exclusive=False) as cli:
            assert cli.dir.holder_pid() == holder.pid
        with State.open(path, exclusive=False, readonly=True) as ro:
            assert ro.artifacts.list() == []
    finally:
        holder.kill()
        holder.wait()
    with State.open(path) as st:  # lock freed when the holder died
        assert st.dir.holder_pid() is None or st.dir.holder_pid() == os.getpid()


def test_lock_in_same_process_and_release(tmp_path):
    first = State.open(tmp_path / "s")
    with pytest.raises(StateError) as exc:
        State.open(tmp_path / "s")
    assert exc.value.code == Code.STATE_LOCKED and f"pid {os.getpid()}" in exc.value.message
    first.close()
    State.open(tmp_path / "s").close()


def test_env_override_and_xdg_default(tmp_path, monkeypatch):
    from jacobian.state.statedir import default_state_dir

    monkeypatch.setenv("JACOBIAN_STATE_DIR", str(tmp_path / "x"))
    assert default_state_dir() == tmp_path / "x"
    monkeypatch.delenv("JACOBIAN_STATE_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_state_dir() == tmp_path / "xdg" / "jacobian"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_state_dir() == tmp_path / "home" / ".local" / "share" / "jacobian"
