"""Finding the definitions the families ship: ``CAPABILITIES`` and ``ARTIFACT_SCHEMAS`` of every
``jacobian.providers.<family>.capabilities`` module."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from types import ModuleType

from pydantic import BaseModel

from .base import AnyCapability


class DuplicateCapability(ValueError):
    """Two definitions claim one capability id; raised at load, naming both."""


def python_interpreter() -> str:
    """The interpreter that runs worker programs and checkers: the one running Jacobian."""
    return sys.executable


def family_modules() -> list[ModuleType]:
    import jacobian.providers as providers_pkg

    modules = []
    for info in sorted(pkgutil.iter_modules(providers_pkg.__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        name = f"jacobian.providers.{info.name}.capabilities"
        try:
            modules.append(importlib.import_module(name))
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    return modules


def _where(definition: AnyCapability) -> str:
    return f"{type(definition).__module__}.{type(definition).__qualname__}"


def index_definitions(definitions: list[AnyCapability]) -> dict[str, AnyCapability]:
    """Definitions by id; raises :class:`DuplicateCapability` naming both holders of a repeated id."""
    found: dict[str, AnyCapability] = {}
    for definition in definitions:
        first = found.get(definition.id)
        if first is not None:
            raise DuplicateCapability(
                f"capability id {definition.id!r} is defined twice: by {_where(first)} and by {_where(definition)}"
            )
        found[definition.id] = definition
    return found


def load_family_definitions() -> dict[str, AnyCapability]:
    """Every capability definition shipped in ``jacobian.providers.*.capabilities``."""
    return index_definitions([d for module in family_modules() for d in getattr(module, "CAPABILITIES", ())])


def load_family_artifact_schemas() -> dict[str, tuple[type[BaseModel] | None, bool]]:
    """Artifact schemas the families declare: id -> (model or None, producer_only)."""
    schemas: dict[str, tuple[type[BaseModel] | None, bool]] = {}
    for module in family_modules():
        schemas.update(getattr(module, "ARTIFACT_SCHEMAS", {}))
    return schemas
