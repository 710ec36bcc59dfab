"""The provider manifest model (docs/design.md, "Provider manifests").

One YAML file per provider runtime. The same model validates bundled files,
operator files and the merged result of an operator override, and generates
the JSON Schema editors use (``jacobian manifest schema``).
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PositiveFloat,
    PositiveInt,
    model_validator,
)

from ..contracts.enums import DigestKind, IsolationMode, SandboxLayer

PROVIDER_ID_PATTERN = r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"
_SIZE_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([KMGT]i?B?|B)?\s*$", re.IGNORECASE)
_UNITS = {"": 1, "B": 1, "K": 1024, "M": 1024**2, "G": 1024**3, "T": 1024**4}


def parse_size(value: Any) -> int:
    """Accept an integer byte count or a string like ``512MiB``, ``2 GiB``, ``64k``."""
    if isinstance(value, bool):
        raise ValueError("a size must be a number of bytes or a string like '512MiB'")
    if isinstance(value, int):
        if value <= 0:
            raise ValueError("a size must be positive")
        return value
    if isinstance(value, str):
        m = _SIZE_RE.match(value)
        if m:
            unit = (m.group(2) or "").upper().rstrip("B").rstrip("I")
            size = int(float(m.group(1)) * _UNITS[unit])
            if size > 0:
                return size
    raise ValueError(f"{value!r} is not a size (use bytes or e.g. '512MiB', '2GiB')")


SizeBytes = Annotated[int, BeforeValidator(parse_size)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RunSpec(_Strict):
    """How to run the provider: an external executable, or a worker program."""

    executable: str | None = Field(default=None, description="name looked up on PATH, or an absolute path")
    search_paths: tuple[str, ...] = Field(
        default=(),
        description="absolute paths tried, in order, before PATH; `$VAR` / `${VAR}` are read from the server's "
        "environment and a path naming an unset variable is skipped",
    )
    worker: str | None = Field(default=None, description="worker module, run as `<interpreter> -I -m <worker>`")
    interpreter: str = Field(default="python", description="`python` = the interpreter running Jacobian, or a path")
    options: dict[str, Any] = Field(default_factory=dict, description="engine-specific settings read by the adapter")

    @model_validator(mode="after")
    def _one_kind(self) -> RunSpec:
        if (self.executable is None) == (self.worker is None):
            raise ValueError("run: give exactly one of `executable` or `worker`")
        return self


class ProbeExpect(_Strict):
    stdout_regex: str | None = Field(default=None, description="must match somewhere in stdout (re.search, multiline)")
    exit_code: int | None = Field(default=0)
    version_regex: str | None = Field(default=None, description="first group is the reported version")

    @model_validator(mode="after")
    def _regexes_compile(self) -> ProbeExpect:
        for name in ("stdout_regex", "version_regex"):
            pattern = getattr(self, name)
            if pattern is not None:
                try:
                    re.compile(pattern)
                except re.error as exc:
                    raise ValueError(f"{name}: invalid regular expression: {exc}") from exc
        return self


class ProbeSpec(_Strict):
    argv: tuple[str, ...] = Field(
        min_length=1,
        description="probe command; `{executable}`, `{interpreter}` and `{worker}` are substituted",
    )
    stdin: str = ""
    timeout_seconds: PositiveFloat = Field(default=10.0, le=300)
    expect: ProbeExpect = ProbeExpect()


MAX_EXCLUDE_PATTERNS = 64


def _check_exclude(patterns: tuple[str, ...]) -> tuple[str, ...]:
    for p in patterns:
        parts = p.split("/")
        if not p or p.startswith("/") or p.endswith("/") or "" in parts or ".." in parts or "\0" in p:
            raise ValueError(f"exclude pattern {p!r}: give a name (`doc`, `*.html`) or a relative path (`doc/*.six`)")
    return patterns


ExcludePatterns = Annotated[tuple[str, ...], Field(max_length=MAX_EXCLUDE_PATTERNS), AfterValidator(_check_exclude)]
_EXCLUDE_HELP = (
    "SOURCE_TREE: entries left out of the digest (what the provider never loads, e.g. its documentation); "
    "a pattern without `/` matches an entry's name anywhere below a listed path, one with `/` its relative path"
)


def _exclude_needs_tree(kind: DigestKind, exclude: tuple[str, ...]) -> None:
    if exclude and kind is not DigestKind.SOURCE_TREE:
        raise ValueError("digest: `exclude` applies to SOURCE_TREE only")


class DigestComponent(_Strict):
    kind: DigestKind
    distribution: str | None = None
    paths: tuple[str, ...] = ()
    exclude: ExcludePatterns = Field(default=(), description=_EXCLUDE_HELP)

    @model_validator(mode="after")
    def _kind_fields(self) -> DigestComponent:
        if self.kind is DigestKind.COMPOSITE:
            raise ValueError("digest: a COMPOSITE component cannot itself be COMPOSITE")
        _exclude_needs_tree(self.kind, self.exclude)
        return self


class DigestSpec(_Strict):
    kind: DigestKind
    expected: str | None = Field(
        default=None,
        pattern=r"^sha256:[0-9a-f]{64}$",
        description="pinned digest; a mismatch makes the provider UNAVAILABLE",
    )
    distribution: str | None = Field(
        default=None, description="PYTHON_DISTRIBUTION_RECORD: the installed distribution's name"
    )
    paths: tuple[str, ...] = Field(
        default=(),
        description="SOURCE_TREE: files or directories; `{worker_dir}` is the worker's package folder, "
        "`{executable_dir}` the resolved executable's folder",
    )
    components: tuple[DigestComponent, ...] = Field(default=(), description="COMPOSITE: ordered components")
    exclude: ExcludePatterns = Field(default=(), description=_EXCLUDE_HELP)

    @model_validator(mode="after")
    def _kind_fields(self) -> DigestSpec:
        if self.kind is DigestKind.PYTHON_DISTRIBUTION_RECORD and not self.distribution:
            raise ValueError("digest: PYTHON_DISTRIBUTION_RECORD needs `distribution`")
        if self.kind is DigestKind.COMPOSITE and not self.components:
            raise ValueError("digest: COMPOSITE needs `components`")
        _exclude_needs_tree(self.kind, self.exclude)
        return self


class LimitSet(_Strict):
    wall_seconds: PositiveFloat = Field(default=30.0, le=86400)
    cpu_seconds: PositiveFloat | None = Field(default=None, le=86400)
    memory: SizeBytes | None = Field(default=1024**3, description="address space / cgroup memory, e.g. '1GiB'")
    processes: PositiveInt | None = Field(default=64, le=4096)
    output: SizeBytes = Field(default=16 * 1024**2)
    file_size: SizeBytes | None = Field(default=64 * 1024**2)
    open_files: PositiveInt = Field(default=256, le=65536)


class Limits(_Strict):
    default: LimitSet = LimitSet()
    maximum: LimitSet = LimitSet(wall_seconds=600.0, memory=8 * 1024**3, output=256 * 1024**2, file_size=1024**3)
    network: bool = False
    grace_seconds: PositiveFloat = Field(default=0.5, le=30)
    concurrency: PositiveInt | None = Field(default=None, description="at most this many jobs of this provider at once")

    @model_validator(mode="after")
    def _default_within_maximum(self) -> Limits:
        for name in LimitSet.model_fields:
            d, m = getattr(self.default, name), getattr(self.maximum, name)
            if m is not None and (d is None or d > m):
                raise ValueError(f"limits.default.{name} ({d}) exceeds limits.maximum.{name} ({m})")
        return self


class PoolSpec(_Strict):
    size: PositiveInt = Field(default=1, le=16)
    max_jobs_per_worker: PositiveInt = Field(default=200, le=100000)
    recycle_memory: SizeBytes | None = Field(default=512 * 1024**2)


class Isolation(_Strict):
    # FORKED (from a warm template) is how checkers run; a provider's jobs are per job or pooled
    mode: Literal[IsolationMode.PER_JOB, IsolationMode.POOLED] = IsolationMode.PER_JOB
    pool: PoolSpec = PoolSpec()
    required: tuple[SandboxLayer, ...] = Field(
        default=(SandboxLayer.SCRATCH_DIR, SandboxLayer.ENV_ALLOWLIST, SandboxLayer.RLIMIT_AS, SandboxLayer.SESSION),
        description="the job is refused when one of these is missing on the host",
    )
    best_effort: tuple[SandboxLayer, ...] = Field(
        default=tuple(SandboxLayer), description="applied where the host allows, reported when applied"
    )
    readonly_root: bool = Field(default=False, description="run under a read-only root (bubblewrap) where available")
    unprivileged: bool = Field(
        default=True,
        description="run jobs as uid 65534 with no capabilities (when the server is root); `false` keeps root, "
        "and then the read-only root, namespaces and cgroups are not reported as enforced (root could undo them)",
    )


class InstallSpec(_Strict):
    """What installs the provider's program, for ``jacobian doctor`` to say when it is missing."""

    debian: tuple[str, ...] = Field(default=(), description="Debian packages that provide it (`apt-get install`)")
    python: tuple[str, ...] = Field(
        default=(), description="Python distributions of Jacobian's base install that provide it (`pip install`)"
    )
    extra: str | None = Field(
        default=None, pattern=r"^[a-z][a-z0-9-]*$", description="the extra of Jacobian's distribution that provides it"
    )
    operator: str | None = Field(
        default=None, max_length=500, description="what the operator does (a toolchain no registry has)"
    )


class Manifest(_Strict):
    """One provider runtime."""

    schema_: str | None = Field(default=None, alias="$schema", description="optional JSON Schema reference for editors")
    provider: str = Field(pattern=PROVIDER_ID_PATTERN, max_length=64)
    family: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    engine: str | None = Field(
        default=None,
        pattern=r"^[a-z][a-z0-9_\-]*$",
        description="engine name agents choose with `engine`; default: the provider id",
    )
    version: str = Field(
        default="*", description="expected version: a regular expression the probed version must match, or `*`"
    )
    description: str = Field(min_length=1, max_length=1000)
    license: str = Field(min_length=1, max_length=128)
    enabled: bool = True
    installed_by: Literal["setup", "operator"] = Field(
        default="setup",
        description="who installs the program: `setup` (the README's set-up: Debian packages, Python extras; CI "
        "requires it healthy) or `operator` (a toolchain the operator builds or configures, e.g. Lean; absent "
        "means UNAVAILABLE, which CI and `providers probe` without --require accept)",
    )
    priority: int = Field(default=0, description="higher wins when several engines serve a capability")
    install: InstallSpec = Field(default=InstallSpec(), description="how the program is installed (jacobian doctor)")
    run: RunSpec
    probe: ProbeSpec
    digest: DigestSpec
    limits: Limits = Limits()
    isolation: Isolation = Isolation()
    features: tuple[str, ...] = ()
    capabilities: tuple[str, ...] = Field(default=(), description="capability ids this provider serves")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @property
    def engine_name(self) -> str:
        return self.engine or self.provider


class Override(_Strict):
    """An operator file that adjusts a bundled provider: `override: <provider id>`."""

    override: str = Field(pattern=PROVIDER_ID_PATTERN)
    schema_: str | None = Field(default=None, alias="$schema")
    enabled: bool | None = None
    priority: int | None = None
    limits: dict[str, Any] | None = None
    isolation: dict[str, Any] | None = None
    run: dict[str, Any] | None = None
    probe: dict[str, Any] | None = None
    digest: dict[str, Any] | None = None

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def json_schema() -> dict[str, Any]:
    """JSON Schema for editors: a manifest, or an operator override."""
    defs: dict[str, Any] = {}
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Jacobian provider manifest",
        "oneOf": [{"$ref": "#/$defs/Manifest"}, {"$ref": "#/$defs/Override"}],
        "$defs": defs,
    }
    for model in (Manifest, Override):
        sub = model.model_json_schema(by_alias=True, ref_template="#/$defs/{model}")
        defs.update(sub.pop("$defs", {}))
        defs[model.__name__] = sub
    return schema
