"""Durable state: artifacts, verification records, checker authorization, policy, reasoning log."""

from .artifacts import Quotas, StoredArtifact
from .errors import ArtifactCorrupt, ArtifactNotFound, PolicyError, ReasoningError, StateError
from .state import State

__all__ = [
    "ArtifactCorrupt",
    "ArtifactNotFound",
    "PolicyError",
    "Quotas",
    "ReasoningError",
    "State",
    "StateError",
    "StoredArtifact",
]
