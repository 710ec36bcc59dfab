"""The installed catalog: exactly the capabilities whose provider is AVAILABLE.

Registration is fail-closed: a descriptor with no runtime identity, an
invalid schema, no example or an example that does not validate is
rejected with a clear message and never advertised.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from . import __version__, jcs
from .capability import AnyCapability, CheckerBacked, EngineInfo, RuntimeServed
from .contracts.descriptor import CapabilityDescriptor, ProviderIdentity
from .contracts.enums import DigestKind, InstallTier, Mode, ProviderStatus
from .manifests.loader import SourcedManifest
from .probes import ProviderHealth, host_platform


@dataclass(frozen=True)
class Engine:
    """A healthy provider serving a capability: what the planner and provenance need."""

    info: EngineInfo
    identity: ProviderIdentity
    sourced: SourcedManifest
    health: ProviderHealth
    # Readiness memo: (monotonic time of the last good check, the fingerprint it saw).
    readiness: list[tuple[float, str]] = field(default_factory=list, compare=False, repr=False)


@dataclass(frozen=True)
class CatalogEntry:
    descriptor: CapabilityDescriptor
    definition: AnyCapability
    request_model: type[BaseModel]
    engines: tuple[Engine, ...]  # first is the default; empty for checker-backed capabilities
    verify_available: bool
    checker_ids: tuple[str, ...]
    available: bool = True


@dataclass(frozen=True)
class Rejection:
    capability_id: str
    message: str


@dataclass
class Catalog:
    entries: dict[str, CatalogEntry] = field(default_factory=dict)
    rejected: list[Rejection] = field(default_factory=list)
    digest: str = ""

    def get(self, capability_id: str) -> CatalogEntry | None:
        return self.entries.get(capability_id)

    def descriptors(self) -> list[CapabilityDescriptor]:
        return [self.entries[k].descriptor for k in sorted(self.entries)]


def identity_of(health: ProviderHealth, sourced: SourcedManifest, checker_ids: tuple[str, ...]) -> ProviderIdentity:
    m = sourced.manifest
    return ProviderIdentity(
        provider_id=m.provider,
        version=health.version or "unknown",
        digest_kind=health.digest_kind,
        digest=health.digest or "",
        platform=host_platform(),
        install_tier=sourced.tier,
        license=m.license,
        features=tuple(m.features),
        checker_ids=checker_ids,
    )


def engine_of(health: ProviderHealth, sourced: SourcedManifest, checker_ids: tuple[str, ...]) -> Engine:
    m = sourced.manifest
    info = EngineInfo(
        engine=m.engine_name,
        provider_id=m.provider,
        executable=health.executable,
        interpreter=health.interpreter,
        worker_module=m.run.worker,
        version=health.version or "unknown",
        features=frozenset(m.features),
        options=dict(m.run.options),
    )
    return Engine(info, identity_of(health, sourced, checker_ids), sourced, health)


def checker_identity(checker: Any) -> ProviderIdentity:
    return ProviderIdentity(
        provider_id=checker.id,
        version=__version__,
        digest_kind=DigestKind.SOURCE_TREE,
        digest=checker.digest(),
        platform=host_platform(),
        install_tier=InstallTier.BUNDLED,
        license="Apache-2.0",
        features=tuple(checker.formats),
        checker_ids=(checker.id,),
    )


def runtime_identity(definition: AnyCapability) -> ProviderIdentity:
    """The runtime itself as the provider: digest over the definition's module and the store."""
    import inspect
    from pathlib import Path

    from . import state

    files = [Path(inspect.getfile(type(definition)))] + sorted(Path(state.__file__).parent.glob("*.py"))
    h = hashlib.sha256()
    for f in files:
        h.update(f.name.encode() + b"\0" + f.read_bytes())
    return ProviderIdentity(
        provider_id="jacobian-runtime",
        version=__version__,
        digest_kind=DigestKind.SOURCE_TREE,
        digest="sha256:" + h.hexdigest(),
        platform=host_platform(),
        install_tier=InstallTier.BUNDLED,
        license="Apache-2.0",
    )


def checkers_for(claims: tuple[str, ...], checkers: tuple[Any, ...]) -> list[Any]:
    return [c for c in checkers if any(claim in c.claims for claim in claims)]


def _register(
    definition: AnyCapability,
    engines: list[Engine],
    checkers: tuple[Any, ...],
    is_authorized: Callable[[Any], bool],
) -> CatalogEntry:
    """Build and check one descriptor; raises ValueError when it must not be advertised."""
    matching = checkers_for(definition.verify_claims, checkers)
    authorized = [c for c in matching if is_authorized(c)]
    checker_ids = tuple(c.id for c in authorized)
    if isinstance(definition, RuntimeServed):
        provider = runtime_identity(definition)
        request_model = definition.request_model(())
        engine_list: tuple[Engine, ...] = ()
    elif isinstance(definition, CheckerBacked):
        if not matching:
            raise ValueError("checker-backed capability has no installed checker for its claims")
        provider = checker_identity(matching[0])
        request_model = definition.request_model(())
        engine_list = ()
    else:
        if not engines:
            raise ValueError("no available provider")
        provider = engines[0].identity
        request_model = definition.request_model(tuple(e.info.engine for e in engines))
        engine_list = tuple(engines)
    verify_available = Mode.VERIFY in definition.modes and bool(authorized)
    modes = tuple(m for m in definition.modes if m is not Mode.VERIFY or verify_available)
    if isinstance(definition, CheckerBacked) and not modes:
        raise ValueError("no mode left")
    try:
        input_schema = request_model.model_json_schema()
        output_schema = definition.Output.model_json_schema()
    except Exception as exc:  # noqa: BLE001 - any schema failure rejects the descriptor
        raise ValueError(f"schema generation failed: {exc}") from exc
    if not definition.examples:
        raise ValueError("it publishes no example: every operation shows at least one payload math.run accepts")
    for example in definition.examples:
        try:
            request_model.model_validate(example.payload)
        except ValidationError as exc:
            raise ValueError(
                f"example {example.title!r} does not validate: {exc.errors()[0]['msg']} at {exc.errors()[0]['loc']}"
            ) from exc
    examples = tuple(e for e in definition.examples if e.mode in modes) or definition.examples[:1]
    descriptor = CapabilityDescriptor(
        id=definition.id,
        version=definition.version,
        title=definition.title,
        description=definition.description,
        domain=definition.domain,
        tags=definition.tags,
        modes=modes,
        conclusions=definition.conclusions,
        input_schema=input_schema,
        output_schema=output_schema,
        input_kinds=definition.input_kinds,
        artifact_types=definition.artifact_types,
        examples=examples,
        relationships=definition.relationships,
        provider=provider,
        engines=tuple(e.identity for e in engine_list),
    )
    return CatalogEntry(descriptor, definition, request_model, engine_list, verify_available, checker_ids)


def build(
    definitions: dict[str, AnyCapability],
    health: dict[str, ProviderHealth],
    manifests: dict[str, SourcedManifest],
    checkers: tuple[Any, ...],
    is_authorized: Callable[[Any], bool],
) -> Catalog:
    catalog = Catalog()
    is_authorized = _once_per_checker(is_authorized)
    for cap_id in sorted(definitions):
        definition = definitions[cap_id]
        engines = []
        for pid, h in health.items():
            sourced = manifests.get(pid)
            if h.status is not ProviderStatus.AVAILABLE or sourced is None:
                continue
            m = sourced.manifest
            if m.family == definition.family and cap_id in m.capabilities:
                claim_checkers = tuple(
                    c.id for c in checkers_for(definition.verify_claims, checkers) if is_authorized(c)
                )
                engines.append(engine_of(h, sourced, claim_checkers))
        engines.sort(key=lambda e: (-e.sourced.manifest.priority, e.info.provider_id))
        try:
            catalog.entries[cap_id] = _register(definition, engines, checkers, is_authorized)
        except ValueError as exc:
            catalog.rejected.append(Rejection(cap_id, str(exc)))
    catalog.digest = digest_of(catalog.descriptors())
    return catalog


def _once_per_checker(is_authorized: Callable[[Any], bool]) -> Callable[[Any], bool]:
    """``is_authorized`` decided once per checker for one build: each decision hashes the checker's sources
    (a third of the catalog's start-up when asked for every capability of every claim)."""
    decided: dict[str, bool] = {}

    def once(checker: Any) -> bool:
        if checker.id not in decided:
            decided[checker.id] = is_authorized(checker)
        return decided[checker.id]

    return once


def digest_of(descriptors: list[CapabilityDescriptor]) -> str:
    canonical = jcs.dumps([d.model_dump(mode="json") for d in descriptors])
    return "sha256:" + hashlib.sha256(canonical).hexdigest()
