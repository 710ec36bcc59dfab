"""Operator policy: which capabilities and modes are visible and callable.

Config (YAML, validated by :class:`PolicyConfig`; errors give file, line and field)::

    profile: COMPUTE_VERIFY_NO_RETRIEVAL   # or DEFAULT
    allow: {ids: [], domains: [], tags: [], modes: []}
    deny:  {ids: [], domains: [], tags: [], modes: []}

Rules: a deny entry of any kind wins. A non-empty allow list of a kind is a
filter the capability must pass (ids: its id is listed; domains: its domain;
tags: one of its tags; modes: the mode). Tags and domains are compared
normalized (NFKC, case-folded, only letters and digits), so ``Web-Retrieval``,
``web_retrieval`` and ``webretrieval`` are one tag. The profile
``COMPUTE_VERIFY_NO_RETRIEVAL`` hides every capability whose normalized domain
or any normalized tag contains ``retriev`` (retrieval, retrieve, retriever...).
The digest is over the canonical normalized definition, so it changes exactly
when the decisions the policy can make change.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import yaml
from pydantic import Field, ValidationError, field_validator

from jacobian.contracts.base import Frozen
from jacobian.contracts.descriptor import CapabilityDescriptor
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Mode, StrEnum

from .canonical import digest_of
from .errors import PolicyError

RETRIEVAL_STEM = "retriev"
POLICY_VERSION = "jacobian.policy.v1"


class Profile(StrEnum):
    DEFAULT = "DEFAULT"
    COMPUTE_VERIFY_NO_RETRIEVAL = "COMPUTE_VERIFY_NO_RETRIEVAL"


def normalize(word: str) -> str:
    """One spelling for a tag or domain: NFKC, case-folded, letters and digits only."""
    return re.sub(r"[^0-9a-z]", "", unicodedata.normalize("NFKC", word).casefold())


class Rules(Frozen):
    ids: tuple[str, ...] = Field(default=(), max_length=1000)
    domains: tuple[str, ...] = Field(default=(), max_length=1000)
    tags: tuple[str, ...] = Field(default=(), max_length=1000)
    modes: tuple[Mode, ...] = ()

    @field_validator("ids", "domains", "tags")
    @classmethod
    def _non_empty(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        for v in values:
            if not v.strip():
                raise ValueError("entries must not be empty")
        return values

    def normalized(self) -> dict[str, list[str]]:
        return {
            "ids": sorted(set(self.ids)),
            "domains": sorted({normalize(d) for d in self.domains}),
            "tags": sorted({normalize(t) for t in self.tags}),
            "modes": sorted({Mode(m).value for m in self.modes}),
        }


class PolicyConfig(Frozen):
    profile: Profile = Profile.DEFAULT
    allow: Rules = Rules()
    deny: Rules = Rules()


def _node_at(node: yaml.Node | None, loc: tuple) -> yaml.Node | None:
    """The YAML node a Pydantic error location points at (or its nearest ancestor)."""
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            nxt = next((v for k, v in node.value if getattr(k, "value", None) == part), None)
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            nxt = node.value[part]
        else:
            nxt = None
        if nxt is None:
            return node
        node = nxt
    return node


def load_config(path: Path) -> PolicyConfig:
    """Parse and validate a policy file; PolicyError names ``file:line`` and the field."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise PolicyError(Code.POLICY_INVALID, f"cannot read policy file: {exc}", path=str(path)) from exc
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data: Any = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark else str(path)
        raise PolicyError(Code.POLICY_INVALID, f"not valid YAML: {getattr(exc, 'problem', exc)}", path=where) from exc
    if data is None:
        data = {}
    try:
        return PolicyConfig.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        found = _node_at(node, tuple(err["loc"]))
        line = found.start_mark.line + 1 if found is not None else 1
        field = ".".join(str(p) for p in err["loc"]) or "(top level)"
        raise PolicyError(Code.POLICY_INVALID, f"field {field}: {err['msg']}", path=f"{path}:{line}") from exc


class Policy:
    def __init__(self, config: PolicyConfig | None = None) -> None:
        self.config = config or PolicyConfig()
        self._allow = self.config.allow.normalized()
        self._deny = self.config.deny.normalized()
        self.definition = {
            "version": POLICY_VERSION,
            "profile": self.config.profile.value,
            "allow": self._allow,
            "deny": self._deny,
        }
        self.digest = digest_of(self.definition)

    @classmethod
    def load(
        cls,
        path: str | Path | None = None,
        *,
        profile: Profile | str | None = None,
        deny_ids: Iterable[str] = (),
        deny_domains: Iterable[str] = (),
        deny_tags: Iterable[str] = (),
        deny_modes: Iterable[Mode | str] = (),
    ) -> Policy:
        """The policy from an operator file (None: default), with CLI flags layered on top."""
        config = load_config(Path(path)) if path is not None else PolicyConfig()
        extra = {
            "ids": tuple(deny_ids),
            "domains": tuple(deny_domains),
            "tags": tuple(deny_tags),
            "modes": tuple(deny_modes),
        }
        if any(extra.values()) or profile is not None:
            deny = config.deny.model_dump()
            for key, values in extra.items():
                deny[key] = tuple(deny[key]) + values
            try:
                config = PolicyConfig.model_validate(
                    {"profile": profile or config.profile, "allow": config.allow.model_dump(), "deny": deny}
                )
            except ValidationError as exc:
                raise PolicyError(Code.POLICY_INVALID, f"invalid policy flag: {exc.errors()[0]['msg']}") from exc
        return cls(config)

    # -- decisions -----------------------------------------------------------------
    def _hidden_reasons(self, d: CapabilityDescriptor) -> list[str]:
        reasons = []
        tags = {normalize(t): t for t in d.tags}
        domain = normalize(d.domain)
        if d.id in self._deny["ids"]:
            reasons.append(f"capability id {d.id} is denied (deny.ids)")
        if domain in self._deny["domains"]:
            reasons.append(f"domain {d.domain} is denied (deny.domains)")
        for norm, tag in sorted(tags.items()):
            if norm in self._deny["tags"]:
                reasons.append(f"tag {tag} is denied (deny.tags)")
        if self.config.profile == Profile.COMPUTE_VERIFY_NO_RETRIEVAL:
            retrieval = [t for n, t in sorted(tags.items()) if RETRIEVAL_STEM in n]
            if retrieval or RETRIEVAL_STEM in domain:
                what = f"tag {retrieval[0]}" if retrieval else f"domain {d.domain}"
                reasons.append(f"profile COMPUTE_VERIFY_NO_RETRIEVAL hides retrieval capabilities ({what})")
        if self._allow["ids"] and d.id not in self._allow["ids"]:
            reasons.append(f"capability id {d.id} is not in allow.ids")
        if self._allow["domains"] and domain not in self._allow["domains"]:
            reasons.append(f"domain {d.domain} is not in allow.domains")
        if self._allow["tags"] and not set(tags) & set(self._allow["tags"]):
            reasons.append("none of its tags is in allow.tags")
        return reasons

    def _mode_reasons(self, mode: Mode) -> list[str]:
        reasons = []
        if mode.value in self._deny["modes"]:
            reasons.append(f"mode {mode.value} is denied (deny.modes)")
        if self._allow["modes"] and mode.value not in self._allow["modes"]:
            reasons.append(f"mode {mode.value} is not in allow.modes")
        return reasons

    def decide(self, descriptor: CapabilityDescriptor, mode: Mode | str) -> tuple[bool, tuple[str, ...]]:
        """May this capability run in this mode? ``(allowed, reasons it is not)``."""
        mode = Mode(mode)
        reasons = self._hidden_reasons(descriptor) + self._mode_reasons(mode)
        return (not reasons, tuple(reasons))

    def visible(self, descriptor: CapabilityDescriptor) -> bool:
        """Shown in the catalog and discovery: not hidden, and some mode it offers is allowed."""
        if self._hidden_reasons(descriptor):
            return False
        return any(not self._mode_reasons(Mode(m)) for m in descriptor.modes)

    def visible_modes(self, descriptor: CapabilityDescriptor) -> tuple[Mode, ...]:
        if self._hidden_reasons(descriptor):
            return ()
        return tuple(Mode(m) for m in descriptor.modes if not self._mode_reasons(Mode(m)))
