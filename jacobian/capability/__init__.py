"""How a capability is defined: the contract between the runtime and ``providers/``.

A provider family (``providers/<family>/capabilities.py``) exposes ``CAPABILITIES``, a sequence of
instances of the bases in :mod:`.base`; each names its request and output models as type arguments
and implements its hooks. Adding a capability adds a definition (and perhaps a manifest); it never
edits the runtime or adds an MCP tool. The guide is ``docs/adding-a-capability.md``.
"""

from .answers import (
    BoundRun,
    Evidence,
    Interpretation,
    InterpretError,
    Retained,
    RetainedFile,
    answer,
    budget_exhausted,
    budget_note,
    invalid,
    worker_data,
)
from .base import (
    AnyCapability,
    Capability,
    CheckerBacked,
    JobCapability,
    RuntimeServed,
    WorkerCapability,
)
from .call import ArtifactReader, Call, EngineInfo, JobCall, ServedCall
from .models import BudgetRequest, CheckVerdict, Output, Request
from .registry import (
    DuplicateCapability,
    family_modules,
    index_definitions,
    load_family_artifact_schemas,
    load_family_definitions,
    python_interpreter,
)

__all__ = [
    "AnyCapability",
    "BoundRun",
    "ArtifactReader",
    "BudgetRequest",
    "Call",
    "Capability",
    "CheckVerdict",
    "CheckerBacked",
    "DuplicateCapability",
    "EngineInfo",
    "Evidence",
    "InterpretError",
    "Interpretation",
    "JobCall",
    "JobCapability",
    "Output",
    "Request",
    "Retained",
    "RetainedFile",
    "RuntimeServed",
    "ServedCall",
    "WorkerCapability",
    "answer",
    "family_modules",
    "budget_exhausted",
    "budget_note",
    "index_definitions",
    "invalid",
    "load_family_artifact_schemas",
    "load_family_definitions",
    "python_interpreter",
    "worker_data",
]
