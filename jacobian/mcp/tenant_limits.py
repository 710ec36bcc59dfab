"""The per-tenant limits of the HTTP transport: the global flags, overridden per tenant by a file.

``--tenant-rate``, ``--tenant-burst``, ``--tenant-max-concurrent`` and
``--tenant-max-payload-bytes`` set every tenant's limits; ``--tenant-limits FILE``
(YAML) overrides them field by field for the tenants it names::

    tenants:
      alice: {rate: 2, burst: 5, max_concurrent: 4, max_payload_bytes: 65536}
      bob: {max_payload_bytes: 1048576}

``rate`` is math.run calls per second (0: no rate limit); ``max_payload_bytes`` bounds
a math.run call's ``payload`` as JSON text (0: only the transport's request-body bound).
A malformed file stops the server at start, naming the field (``$.tenants.alice.rate``).

Also here, so that this module needs nothing of :mod:`.tenants`: what a tenant id is
(:func:`valid_tenant`), checked by this file's keys, the token file and OAuth claims.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

TENANT_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,62}$")


def valid_tenant(tenant: str) -> bool:
    """A tenant id: lowercase letters, digits, '-' and '_', starting with a letter or digit, at most 63."""
    return bool(TENANT_RE.match(tenant))


@dataclasses.dataclass(frozen=True)
class Limits:
    rate: float = 0.0
    burst: int = 10
    max_concurrent: int = 16
    max_payload_bytes: int = 0


FIELDS: dict[str, type] = {"rate": float, "burst": int, "max_concurrent": int, "max_payload_bytes": int}
MINIMUM = {"rate": 0, "burst": 1, "max_concurrent": 1, "max_payload_bytes": 0}
MAX_FILE_BYTES = 1 << 20


class LimitsFileError(ValueError):
    pass


def _field(where: str, name: str, value: Any) -> float | int:
    kind = FIELDS[name]
    ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind is int and not isinstance(value, int):
        ok = False
    if not ok or value < MINIMUM[name]:
        noun = "a number" if kind is float else "an integer"
        raise LimitsFileError(f"{where}.{name}: expected {noun} >= {MINIMUM[name]}, got {value!r}")
    return kind(value)


def parse(doc: Any, base: Limits) -> dict[str, Limits]:
    """Each named tenant's limits: ``base`` with the file's fields for it."""
    if not isinstance(doc, dict) or set(doc) - {"tenants"}:
        raise LimitsFileError("$: expected a mapping with one key, 'tenants'")
    tenants = doc.get("tenants") or {}
    if not isinstance(tenants, dict):
        raise LimitsFileError("$.tenants: expected a mapping of tenant id to limits")
    out = {}
    for tenant, fields in tenants.items():
        where = f"$.tenants.{tenant}"
        if not isinstance(tenant, str) or not valid_tenant(tenant):
            raise LimitsFileError(f"{where}: not a tenant id (lowercase letters, digits, '-' and '_')")
        if not isinstance(fields, dict):
            raise LimitsFileError(f"{where}: expected a mapping of limit name to value")
        unknown = sorted(set(fields) - set(FIELDS), key=str)
        if unknown:
            raise LimitsFileError(f"{where}.{unknown[0]}: unknown limit; the limits are {', '.join(FIELDS)}")
        given: dict[str, Any] = {k: _field(where, k, v) for k, v in fields.items()}
        out[tenant] = dataclasses.replace(base, **given)
    return out


def load(path: Path, base: Limits) -> dict[str, Limits]:
    import yaml

    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise LimitsFileError(f"{path}: unreadable ({exc.strerror})") from None
    if len(raw) > MAX_FILE_BYTES:
        raise LimitsFileError(f"{path}: larger than {MAX_FILE_BYTES} bytes")
    try:
        doc = yaml.safe_load(raw.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError) as exc:
        raise LimitsFileError(f"{path}: not YAML ({exc})") from None
    try:
        return parse(doc, base)
    except LimitsFileError as exc:
        raise LimitsFileError(f"{path}: {exc}") from None
