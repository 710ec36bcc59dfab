"""Typed errors of the state layer: each carries a diagnostic ``Code``."""

from __future__ import annotations

from jacobian.contracts.diagnostics import Code, Diagnostic


class StateError(Exception):
    """A failure of the state layer, with the code an agent or operator acts on."""

    code: Code

    def __init__(self, code: Code, message: str, path: str | None = None) -> None:
        super().__init__(f"{code.value}: {message}")
        self.code = code
        self.message = message
        self.path = path

    def diagnostic(self) -> Diagnostic:
        return Diagnostic.of(self.code, self.message, path=self.path)


class ArtifactCorrupt(StateError):
    def __init__(self, message: str) -> None:
        super().__init__(Code.ARTIFACT_CORRUPT, message)


class ArtifactNotFound(StateError):
    def __init__(self, message: str) -> None:
        super().__init__(Code.ARTIFACT_NOT_FOUND, message)


class ReasoningError(StateError):
    """A rejected reasoning-log write or call binding."""


class PolicyError(StateError):
    """An invalid operator policy file; ``path`` is ``file:line`` and the message names the field."""
