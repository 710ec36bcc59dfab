"""What a capability says about itself to the catalog and to agents."""

from __future__ import annotations

import re
from typing import Any

from pydantic import Field, field_validator

from .base import Frozen
from .enums import Conclusion, DigestKind, InputKind, InstallTier, Mode

CAPABILITY_ID_PATTERN = r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$"
CAPABILITY_ID_RE = re.compile(CAPABILITY_ID_PATTERN)


class ProviderIdentity(Frozen):
    """The runtime that serves a capability, as probed on this host."""

    provider_id: str = Field(min_length=1, max_length=64)
    version: str = Field(min_length=1, max_length=128)
    digest_kind: DigestKind
    digest: str = Field(pattern=r"^sha256:[0-9a-f]{64}$")
    platform: str = Field(max_length=128)
    install_tier: InstallTier
    license: str = Field(max_length=128)
    features: tuple[str, ...] = ()
    checker_ids: tuple[str, ...] = ()


class InvocationExample(Frozen):
    title: str = Field(max_length=200)
    payload: dict[str, Any]
    mode: Mode = Mode.EXPLORE


class DeclaredRelationship(Frozen):
    """A factual relation from this capability to another one (by id).

    Declared by the capability definition; the discovery layer only shows the
    ones whose target is installed.
    """

    kind: str = Field(max_length=64, description="e.g. VERIFIES_OUTPUT_OF, CONSUMES_OUTPUT_OF, ALTERNATIVE_TO")
    target: str = Field(pattern=CAPABILITY_ID_PATTERN)
    description: str = Field(max_length=300)


class CapabilityDescriptor(Frozen):
    id: str = Field(pattern=CAPABILITY_ID_PATTERN, max_length=128)
    version: str = Field(pattern=r"^\d+\.\d+\.\d+$")
    title: str = Field(min_length=1, max_length=200)
    description: str = Field(min_length=1, max_length=2000)
    domain: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    tags: tuple[str, ...] = ()
    modes: tuple[Mode, ...] = Field(min_length=1)
    conclusions: tuple[Conclusion, ...] = Field(min_length=1)
    input_schema: dict[str, Any]
    output_schema: dict[str, Any]
    input_kinds: tuple[InputKind, ...] = (InputKind.STRUCTURED_REQUEST,)
    artifact_types: tuple[str, ...] = Field(
        default=(), description="artifact schemas accepted in place of inline input"
    )
    examples: tuple[InvocationExample, ...] = Field(min_length=1)
    relationships: tuple[DeclaredRelationship, ...] = ()
    provider: ProviderIdentity
    engines: tuple[ProviderIdentity, ...] = Field(
        default=(), description="every healthy engine that can serve the capability (first is the default)"
    )

    @field_validator("tags")
    @classmethod
    def _tags_normalized(cls, tags: tuple[str, ...]) -> tuple[str, ...]:
        for tag in tags:
            if not re.fullmatch(r"[a-z0-9][a-z0-9_\-]*", tag):
                raise ValueError(f"tag {tag!r} must be lower-case letters, digits, '-' or '_'")
        return tags
