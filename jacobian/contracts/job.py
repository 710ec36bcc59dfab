"""The supervisor's contract: a ``Job`` goes in, an ``Outcome`` comes out."""

from __future__ import annotations

from typing import Any

from pydantic import Field, NonNegativeInt, PositiveFloat, PositiveInt, field_validator

from .base import Frozen
from .enums import IsolationMode, SandboxLayer, TerminationReason
from .result import Enforcement

MIB = 1024 * 1024
#: The default retention quota for one file a job leaves (a solver's proof), as stored: gzip-compressed.
#: The operator sets it (RuntimeConfig.retained_file_bytes, ``jacobian-mcp --retain-file-bytes``; 0: none).
RETAINED_FILE_BYTES = 256 * MIB


class Budget(Frozen):
    """Resource limits for one job. ``None`` means: no limit of that kind."""

    wall_seconds: PositiveFloat = 30.0
    cpu_seconds: PositiveFloat | None = None
    memory_bytes: PositiveInt | None = 1024 * MIB
    max_processes: PositiveInt | None = 64
    output_bytes: PositiveInt = 16 * MIB
    file_size_bytes: PositiveInt | None = 64 * MIB
    open_files: PositiveInt = 256
    network: bool = False


class Job(Frozen):
    """One unit of sandboxed work.

    ``argv[0]`` is an absolute path or a name looked up on PATH. ``protocol``
    says whether stdout carries JSON Lines worker messages (``jsonl``) or is
    the program's own text (``raw``).
    """

    argv: tuple[str, ...] = Field(min_length=1)
    stdin: bytes = b""
    input_files: dict[str, bytes] = Field(
        default_factory=dict, description="relative name -> content, placed in the scratch directory"
    )
    link_files: dict[str, str] = Field(
        default_factory=dict,
        description="relative name -> absolute path of a read-only file the server owns, placed in the scratch "
        "directory by hard link (same filesystem) or a streamed copy, never read into memory; the job can read it, "
        "not change it",
    )
    collect_files: tuple[str, ...] = Field(
        default=(), description="relative names read back from the scratch directory after the job"
    )
    keep_files: tuple[str, ...] = Field(
        default=(),
        description="relative names of files the job writes that are moved, after it, into ``keep_dir`` (never read "
        "into memory; hashed on the way): a solver's proof of any size. A pooled worker's are copied (it lives on)",
    )
    keep_dir: str | None = Field(
        default=None,
        description="absolute path of the run's directory that receives ``keep_files`` (see run.job.holding)",
    )
    env: dict[str, str] = Field(default_factory=dict, description="extra variables on top of the allowlist")
    budget: Budget = Budget()
    protocol: str = Field(default="raw", pattern=r"^(raw|jsonl)$")
    isolation: IsolationMode = IsolationMode.PER_JOB
    pool_key: str | None = Field(default=None, description="jobs with the same key may share a pooled worker")
    required_layers: frozenset[SandboxLayer] = frozenset()
    best_effort_layers: frozenset[SandboxLayer] | None = Field(
        default=None, description="None: every available layer is applied best-effort"
    )
    readonly_root: bool = False
    unprivileged: bool = Field(
        default=True, description="run as an unprivileged uid with no capabilities (when the server is root)"
    )
    grace_seconds: PositiveFloat = 0.5
    concurrency_key: str | None = Field(default=None, description="per-provider concurrency limit applies to this key")
    label: str = "job"
    pool_max_jobs: PositiveInt = Field(
        default=100, description="pooled isolation: recycle a worker after this many jobs"
    )
    pool_recycle_memory_bytes: PositiveInt | None = Field(
        default=None,
        description="pooled isolation: recycle a worker whose memory use exceeds this (None: half the memory limit)",
    )

    @field_validator("input_files", "link_files", "collect_files", "keep_files")
    @classmethod
    def _relative_names(cls, value: Any) -> Any:
        names = value.keys() if isinstance(value, dict) else value
        for name in names:
            if not name or name.startswith("/") or ".." in name.split("/") or "\x00" in name:
                raise ValueError(f"file name {name!r} must be relative and stay inside the scratch directory")
        return value

    @field_validator("link_files")
    @classmethod
    def _absolute_sources(cls, value: dict[str, str]) -> dict[str, str]:
        for name, source in value.items():
            if not source.startswith("/") or "\x00" in source:
                raise ValueError(f"link_files[{name!r}] must name an absolute path")
        return value


class KeptFile(Frozen):
    """A file a job left (``Job.keep_files``), now the run's: read-only, owned by the server, in ``keep_dir``."""

    path: str = Field(description="absolute path in the job's keep_dir")
    size: NonNegativeInt
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")


class Usage(Frozen):
    wall_seconds: float = 0.0
    cpu_seconds: float | None = None
    peak_memory_bytes: NonNegativeInt | None = None
    output_bytes: NonNegativeInt = 0


class WorkerEvent(Frozen):
    """A JSON Lines event a worker sent while running (progress, diagnostic, log)."""

    type: str
    data: dict[str, Any] = Field(default_factory=dict)


class Outcome(Frozen):
    termination: TerminationReason
    exit_code: int | None = None
    signal: int | None = None
    stdout: bytes = b""
    stderr: bytes = b""
    usage: Usage = Usage()
    enforcement: tuple[Enforcement, ...] = ()
    skipped_layers: dict[SandboxLayer, str] = Field(default_factory=dict, description="layer -> why it was not applied")
    events: tuple[WorkerEvent, ...] = ()
    final: dict[str, Any] | None = Field(
        default=None, description="the worker's final `result` message (jsonl protocol)"
    )
    protocol_errors: tuple[str, ...] = ()
    files: dict[str, bytes] = Field(default_factory=dict)
    kept: dict[str, KeptFile] = Field(default_factory=dict, description="the Job.keep_files the job wrote")
    detail: str | None = None
    isolation: IsolationMode = Field(default=IsolationMode.PER_JOB, description="how the job's process came to be")

    @property
    def ok(self) -> bool:
        return self.termination is TerminationReason.EXITED and self.exit_code == 0
