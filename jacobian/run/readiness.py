"""Readiness: the chosen provider is still the one that was probed (``PROVIDER_IDENTITY_CHANGED``)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from .. import digests
from ..contracts.diagnostics import Code
from .context import fail

if TYPE_CHECKING:
    from ..catalog import Engine

READINESS_RECHECK_SECONDS = 1.0


def check_readiness(engine: Engine) -> None:
    """Cheap identity check: stat the digested files; re-hash only if they changed.

    A provider whose digest covers a large tree (GAP's library: over a thousand files) would pay
    milliseconds of ``stat`` on every call, so a good check is trusted for
    READINESS_RECHECK_SECONDS; a change is still caught within that. Raises ``Failure``
    (PROVIDER_IDENTITY_CHANGED) when the files now digest differently or cannot be digested.
    """
    health = engine.health
    if health.fingerprint is None:
        return
    now = time.monotonic()
    last = engine.readiness[-1] if engine.readiness else None
    if last is not None and now - last[0] < READINESS_RECHECK_SECONDS:
        return
    fingerprint = digests.fingerprint(health.digest_files)
    if fingerprint not in (health.fingerprint, last[1] if last else None):
        m = engine.sourced.manifest
        try:
            current = digests.compute(m.digest, executable=health.executable, worker_module=m.run.worker)
        except (digests.DigestError, OSError) as exc:
            message = f"provider {m.provider} changed and can no longer be digested: {exc}"
            raise fail(Code.PROVIDER_IDENTITY_CHANGED, message) from exc
        if current.digest != health.digest:
            raise fail(
                Code.PROVIDER_IDENTITY_CHANGED,
                f"provider {m.provider} changed since its probe: digest {current.digest[:23]}... differs from the "
                f"probed {str(health.digest)[:23]}...",
            )
    engine.readiness[:] = [(now, fingerprint)]  # same files (or touched, same content): trusted for a while
