"""Health probes: each unavailability reason, timeouts, pinned digests and the cache."""

from __future__ import annotations

import time

import trio

from jacobian.contracts.enums import ProviderStatus, UnavailableReason
from jacobian.manifests.loader import load_all
from jacobian.probes import ProbeCache, probe_all
from jacobian.supervisor import Supervisor

from .helpers import python_provider, write_manifest


def _probe(tmp_path, bundled, cache_dir=None):
    loaded = load_all(bundled, tmp_path / "no-operator")
    assert loaded.errors == []

    async def main():
        sup = Supervisor()
        try:
            return await probe_all(loaded.manifests, sup, ProbeCache(cache_dir))
        finally:
            await sup.aclose()

    return trio.run(main)


def test_healthy_and_missing_binary_side_by_side(tmp_path):
    b = tmp_path / "b"
    write_manifest(b, "ok.yaml", python_provider("fine"))
    write_manifest(b, "gone.yaml", python_provider("gone").replace("executable: /", "executable: /nonexistent/"))
    health = _probe(tmp_path, b)
    assert health["fine"].status is ProviderStatus.AVAILABLE
    assert health["fine"].version == "1.2.3"
    assert health["gone"].status is ProviderStatus.UNAVAILABLE
    assert health["gone"].reason is UnavailableReason.EXECUTABLE_NOT_FOUND


def test_probe_that_hangs_is_cut_off_at_its_timeout(tmp_path):
    b = tmp_path / "b"
    write_manifest(b, "hang.yaml", python_provider("hangs", probe_code="import time; time.sleep(60)", timeout=1))
    started = time.monotonic()
    health = _probe(tmp_path, b)
    elapsed = time.monotonic() - started
    assert health["hangs"].reason is UnavailableReason.PROBE_TIMEOUT
    assert elapsed < 5, elapsed


def test_probe_failure_and_output_mismatch_and_version_mismatch(tmp_path):
    b = tmp_path / "b"
    write_manifest(b, "fail.yaml", python_provider("fails", probe_code="import sys; sys.exit(3)"))
    write_manifest(b, "odd.yaml", python_provider("odd", probe_code="print('something else')"))
    write_manifest(b, "old.yaml", python_provider("old", probe_code="print('tool 0.9.1')"))
    health = _probe(tmp_path, b)
    assert health["fails"].reason is UnavailableReason.PROBE_FAILED
    assert health["odd"].reason is UnavailableReason.PROBE_OUTPUT_MISMATCH
    assert health["old"].reason is UnavailableReason.PROBE_OUTPUT_MISMATCH
    assert "0.9.1" in health["old"].message


def test_pinned_digest_mismatch_makes_provider_unavailable(tmp_path):
    b = tmp_path / "b"
    write_manifest(b, "pinned.yaml", python_provider("pinned", expected="sha256:" + "0" * 64))
    health = _probe(tmp_path, b)
    assert health["pinned"].reason is UnavailableReason.DIGEST_MISMATCH


def test_pinned_digest_that_matches_is_healthy(tmp_path):
    b = tmp_path / "b"
    write_manifest(b, "p.yaml", python_provider("pin-ok"))
    digest = _probe(tmp_path, b)["pin-ok"].digest
    write_manifest(b, "p.yaml", python_provider("pin-ok", expected=digest))
    assert _probe(tmp_path, b)["pin-ok"].status is ProviderStatus.AVAILABLE


def test_cache_hit_runs_no_probe_and_a_change_reruns_it(tmp_path):
    b, cache = tmp_path / "b", tmp_path / "state"
    counter = tmp_path / "probe-runs"
    code = f"open({str(counter)!r}, 'a').write('x'); print('tool 1.0.0')"
    write_manifest(b, "counted.yaml", python_provider("counted", probe_code=code))
    first = _probe(tmp_path, b, cache)["counted"]
    assert first.status is ProviderStatus.AVAILABLE and not first.cached
    assert counter.read_text() == "x"
    second = _probe(tmp_path, b, cache)["counted"]
    assert second.cached and counter.read_text() == "x"  # nothing ran
    # Changing the manifest changes the identity: the probe runs again.
    write_manifest(b, "counted.yaml", python_provider("counted", probe_code=code + " # changed"))
    third = _probe(tmp_path, b, cache)["counted"]
    assert not third.cached and counter.read_text() == "xx"


def test_disabled_provider_is_not_probed(tmp_path):
    b = tmp_path / "b"
    write_manifest(b, "off.yaml", python_provider("switched-off", extra="enabled: false"))
    assert _probe(tmp_path, b)["switched-off"].status is ProviderStatus.DISABLED
