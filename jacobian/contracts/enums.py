"""Every closed enumeration of the result contract, defined once.

Diagnostic codes and stages live in :mod:`jacobian.contracts.diagnostics`.
"""

from enum import Enum


class StrEnum(str, Enum):
    def __str__(self) -> str:  # pragma: no cover - cosmetic
        return self.value


class Mode(StrEnum):
    EXPLORE = "EXPLORE"
    VERIFY = "VERIFY"


class ExecutionStatus(StrEnum):
    COMPLETED = "COMPLETED"
    TIMEOUT = "TIMEOUT"
    CANCELLED = "CANCELLED"
    ERROR = "ERROR"


class Conclusion(StrEnum):
    """What a run established. ``UNKNOWN`` whenever it did not establish one."""

    SAT = "SAT"
    UNSAT = "UNSAT"
    OPTIMAL = "OPTIMAL"
    TRUE = "TRUE"
    FALSE = "FALSE"
    VALUE = "VALUE"  # a computed value (an order, a count, a stored artifact)
    WITNESS_FOUND = "WITNESS_FOUND"  # a searched-for object exists: the output holds it (e.g. a countermodel)
    NO_WITNESS = "NO_WITNESS"  # the search was exhaustive over its scope and no such object exists there
    UNKNOWN = "UNKNOWN"
    NOT_APPLICABLE = "NOT_APPLICABLE"


class Completeness(StrEnum):
    NOT_APPLICABLE = "NOT_APPLICABLE"
    UNKNOWN = "UNKNOWN"
    PARTIAL = "PARTIAL"
    COMPLETE = "COMPLETE"


class Qualifier(StrEnum):
    EXACT = "EXACT"
    APPROXIMATE = "APPROXIMATE"
    BOUNDED = "BOUNDED"
    EXHAUSTIVE = "EXHAUSTIVE"
    DETERMINISTIC = "DETERMINISTIC"
    HEURISTIC = "HEURISTIC"
    RELAXATION = "RELAXATION"  # the answer is about a relaxation of the model given (e.g. integrality dropped)


class AssuranceLevel(StrEnum):
    HEURISTIC = "HEURISTIC"
    COMPUTED = "COMPUTED"
    VERIFIED = "VERIFIED"


class Verdict(StrEnum):
    """What an independent checker decided about one piece of evidence.

    ``UNCHECKABLE``: no decision was reached -- the checker job hit a limit,
    crashed or broke the checker protocol, or the checker reported the evidence
    in a form it cannot check. Only ``ACCEPTED`` can lead to ``VERIFIED``.
    """

    ACCEPTED = "ACCEPTED"
    REJECTED = "REJECTED"
    UNCHECKABLE = "UNCHECKABLE"


class TerminationReason(StrEnum):
    """Why the supervisor's job ended. Each limit has its own reason."""

    EXITED = "EXITED"
    SIGNALED = "SIGNALED"
    WALL_TIMEOUT = "WALL_TIMEOUT"
    CPU_LIMIT = "CPU_LIMIT"
    MEMORY_LIMIT = "MEMORY_LIMIT"
    OUTPUT_LIMIT = "OUTPUT_LIMIT"
    FILE_SIZE_LIMIT = "FILE_SIZE_LIMIT"
    PROCESS_LIMIT = "PROCESS_LIMIT"
    CANCELLED = "CANCELLED"
    START_FAILED = "START_FAILED"


class InputKind(StrEnum):
    STRUCTURED_REQUEST = "STRUCTURED_REQUEST"
    FORMAL_PROPOSITION = "FORMAL_PROPOSITION"
    TYPED_ARTIFACT = "TYPED_ARTIFACT"
    NATURAL_LANGUAGE_PROOF = "NATURAL_LANGUAGE_PROOF"


class ProviderStatus(StrEnum):
    AVAILABLE = "AVAILABLE"
    UNAVAILABLE = "UNAVAILABLE"
    DISABLED = "DISABLED"


class UnavailableReason(StrEnum):
    """Why a provider is not AVAILABLE: exactly one of these is reported."""

    EXECUTABLE_NOT_FOUND = "EXECUTABLE_NOT_FOUND"
    PROBE_FAILED = "PROBE_FAILED"
    PROBE_TIMEOUT = "PROBE_TIMEOUT"
    PROBE_OUTPUT_MISMATCH = "PROBE_OUTPUT_MISMATCH"
    DIGEST_MISMATCH = "DIGEST_MISMATCH"
    MANIFEST_INVALID = "MANIFEST_INVALID"
    DISABLED_BY_OPERATOR = "DISABLED_BY_OPERATOR"
    SANDBOX_LAYER_MISSING = "SANDBOX_LAYER_MISSING"


class DigestKind(StrEnum):
    EXECUTABLE = "EXECUTABLE"
    PYTHON_DISTRIBUTION_RECORD = "PYTHON_DISTRIBUTION_RECORD"
    SOURCE_TREE = "SOURCE_TREE"
    COMPOSITE = "COMPOSITE"


class IsolationMode(StrEnum):
    PER_JOB = "PER_JOB"  # a process of its own, started for the job
    POOLED = "POOLED"  # a warm worker that serves one request after another
    FORKED = "FORKED"  # a fresh process forked for the job from a warm template that has read no input (checkers)


class InstallTier(StrEnum):
    BUNDLED = "BUNDLED"  # manifest shipped in the wheel
    OPERATOR = "OPERATOR"  # manifest added by the operator


class SandboxLayer(StrEnum):
    """One isolation or limit mechanism the supervisor can apply to a job."""

    SCRATCH_DIR = "SCRATCH_DIR"
    ENV_ALLOWLIST = "ENV_ALLOWLIST"
    RLIMIT_AS = "RLIMIT_AS"
    RLIMIT_CPU = "RLIMIT_CPU"
    RLIMIT_FSIZE = "RLIMIT_FSIZE"
    RLIMIT_NOFILE = "RLIMIT_NOFILE"
    RLIMIT_NPROC = "RLIMIT_NPROC"
    RLIMIT_CORE = "RLIMIT_CORE"
    SESSION = "SESSION"
    CGROUP_MEMORY = "CGROUP_MEMORY"
    CGROUP_PIDS = "CGROUP_PIDS"
    NETWORK_NAMESPACE = "NETWORK_NAMESPACE"
    READONLY_ROOT = "READONLY_ROOT"
    UNPRIVILEGED_USER = "UNPRIVILEGED_USER"  # an unprivileged uid, no capabilities, no_new_privs
    PID_NAMESPACE = "PID_NAMESPACE"  # own PID namespace: the job sees only its processes; its end ends them all
    PARENT_DEATH = "PARENT_DEATH"  # the job is killed when the supervisor dies (parent-death signal)
    OUTPUT_CAP = "OUTPUT_CAP"
    WALL_CLOCK = "WALL_CLOCK"


class Severity(StrEnum):
    ERROR = "ERROR"
    WARNING = "WARNING"
    INFO = "INFO"


class ExperimentState(StrEnum):
    """Where an experiment stands. RUNNING and PAUSED are live; the others are final."""

    RUNNING = "RUNNING"
    PAUSED = "PAUSED"
    COMPLETED = "COMPLETED"  # every unique item of the family has a committed result
    STOPPED = "STOPPED"  # a budget (item count or wall time) ended it first
    CANCELLED = "CANCELLED"
    FAILED = "FAILED"  # the runner itself failed (not an item: failed items are accounted)


class ExperimentStopReason(StrEnum):
    """Why a final experiment ended; exactly one per final state (see jacobian.experiments.model)."""

    FAMILY_EXHAUSTED = "FAMILY_EXHAUSTED"
    ITEM_BUDGET = "ITEM_BUDGET"
    WALL_BUDGET = "WALL_BUDGET"
    CANCELLED_BY_CLIENT = "CANCELLED_BY_CLIENT"
    RUNNER_ERROR = "RUNNER_ERROR"
