"""Load manifests from the bundled folder and the operator's directory.

YAML is parsed with the safe loader only (no tags that construct objects),
aliases are refused (no entity-expansion bombs) and files are size-bounded.
Every error names the file, the line and the field, and a bad file never
stops the other providers from loading.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from ..contracts.diagnostics import Code
from ..contracts.enums import InstallTier
from .model import Manifest, Override

MAX_MANIFEST_BYTES = 256 * 1024
Loc = tuple[Any, ...]


@dataclass(frozen=True)
class ManifestError:
    """One problem in one file: what, where (file, line, field)."""

    code: Code
    file: str
    line: int | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = self.file + (f":{self.line}" if self.line else "")
        what = f" field `{self.field}`" if self.field else ""
        return f"{where}:{what} {self.message}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "code": self.code.value,
            "file": self.file,
            "line": self.line,
            "field": self.field,
            "message": self.message,
        }


@dataclass(frozen=True)
class SourcedManifest:
    manifest: Manifest
    files: tuple[str, ...]  # the bundled file, then the operator file(s) that changed it
    tier: InstallTier
    raw_digest: str  # sha256 over the files' bytes: part of the probe cache key


@dataclass
class LoadedManifests:
    manifests: dict[str, SourcedManifest] = field(default_factory=dict)
    errors: list[ManifestError] = field(default_factory=list)


@dataclass
class _Parsed:
    path: str
    data: Any
    lines: dict[Loc, int]
    raw: bytes


def bundled_dir() -> Path:
    import jacobian.bundled_manifests as pkg

    return Path(list(pkg.__path__)[0])


def operator_dir() -> Path:
    explicit = os.environ.get("JACOBIAN_MANIFEST_DIR")
    if explicit:
        return Path(explicit)
    from ..paths import config_dir

    return config_dir() / "manifests"


def _line_map(node: yaml.Node, loc: Loc = ()) -> dict[Loc, int]:
    lines = {loc: node.start_mark.line + 1}
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            k = key.value if isinstance(key, yaml.ScalarNode) else str(key.start_mark)
            lines[loc + (k,)] = key.start_mark.line + 1
            for sub, ln in _line_map(value, loc + (k,)).items():
                lines.setdefault(sub, ln)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            lines.update(_line_map(item, loc + (i,)))
    return lines


def _first_alias(root: yaml.Node) -> int | None:
    """Line of the first node reached twice (an alias), without expanding anything."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            return node.start_mark.line + 1
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack += [key, value]
        elif isinstance(node, yaml.SequenceNode):
            stack += list(node.value)
    return None


def _parse(path: Path) -> _Parsed | ManifestError:
    name = str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        return ManifestError(Code.MANIFEST_INVALID, name, None, None, f"cannot read: {exc.strerror}")
    if len(raw) > MAX_MANIFEST_BYTES:
        return ManifestError(
            Code.MANIFEST_INVALID, name, None, None, f"file is {len(raw)} bytes; the limit is {MAX_MANIFEST_BYTES}"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return ManifestError(Code.MANIFEST_YAML_ERROR, name, None, None, f"not UTF-8 (byte {exc.start})")
    loader_cls = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    loader = loader_cls(text)
    try:
        node = loader.get_single_node()
        if node is not None:
            alias_line = _first_alias(node)
            if alias_line is not None:
                return ManifestError(
                    Code.MANIFEST_YAML_ERROR,
                    name,
                    alias_line,
                    None,
                    "YAML anchors and aliases are not allowed in manifests",
                )
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        return ManifestError(Code.MANIFEST_YAML_ERROR, name, line, None, f"YAML syntax error: {problem}")
    finally:
        loader.dispose()
    if not isinstance(data, dict) or node is None:
        return ManifestError(Code.MANIFEST_INVALID, name, 1, None, "a manifest must be a YAML mapping")
    return _Parsed(name, data, _line_map(node), raw)


def _locate(path: Loc, sources: list[_Parsed]) -> tuple[str, int | None]:
    """The file and line that set the field at ``path`` (last source wins)."""
    for src in reversed(sources):
        for cut in range(len(path), -1, -1):
            if path[:cut] in src.lines and (cut > 0 or src is sources[0]):
                return src.path, src.lines[path[:cut]]
    return sources[-1].path, None


def _errors_from_validation(exc: ValidationError, sources: list[_Parsed]) -> list[ManifestError]:
    """Map each Pydantic error to the file and line that set the field."""
    out = []
    for err in exc.errors():
        loc = tuple(err["loc"])
        # Pydantic appends validator names for unions/functions; keep the data path.
        path = tuple(p for p in loc if not (isinstance(p, str) and (p.startswith("function-") or p in ("Manifest",))))
        field_name = ".".join(str(p) for p in path) or None
        where_file, where_line = _locate(path, sources)
        msg = err["msg"]
        if err["type"] == "extra_forbidden":
            msg = "unknown field"
        out.append(ManifestError(Code.MANIFEST_INVALID, where_file, where_line, field_name, msg))
    return out


def known_capabilities() -> dict[str, str]:
    """Capability id -> family, for every definition the installed families ship."""
    from ..capability import load_family_definitions

    return {cap_id: d.family for cap_id, d in load_family_definitions().items()}


def _capability_errors(manifest: Manifest, sources: list[_Parsed], known: Mapping[str, str]) -> list[ManifestError]:
    """A listed capability must exist and belong to the manifest's family: the catalog would
    otherwise drop it without a word."""
    out = []
    for i, cap_id in enumerate(manifest.capabilities):
        family = known.get(cap_id)
        if family == manifest.family:
            continue
        if family is None:
            msg = f"unknown capability {cap_id!r} (no installed family defines it)"
        else:
            msg = f"capability {cap_id!r} belongs to family {family!r}, not {manifest.family!r}"
        where_file, where_line = _locate(("capabilities", i), sources)
        out.append(ManifestError(Code.MANIFEST_INVALID, where_file, where_line, f"capabilities.{i}", msg))
    return out


def _merge(base: Any, patch: Any) -> Any:
    if isinstance(base, dict) and isinstance(patch, dict):
        merged = dict(base)
        for key, value in patch.items():
            merged[key] = _merge(base.get(key), value) if key in base else copy.deepcopy(value)
        return merged
    return copy.deepcopy(patch)


def _digest(sources: list[_Parsed]) -> str:
    import hashlib

    h = hashlib.sha256()
    for src in sources:
        h.update(src.path.encode() + b"\0" + src.raw)
    return "sha256:" + h.hexdigest()


def _validate(
    sources: list[_Parsed], data: dict[str, Any], tier: InstallTier, known: Mapping[str, str]
) -> SourcedManifest | list[ManifestError]:
    try:
        manifest = Manifest.model_validate(data)
    except ValidationError as exc:
        return _errors_from_validation(exc, sources)
    errors = _capability_errors(manifest, sources, known)
    if errors:
        return errors
    return SourcedManifest(manifest, tuple(s.path for s in sources), tier, _digest(sources))


def load_file(path: Path) -> tuple[Manifest | Override | None, list[ManifestError]]:
    """Validate one file on its own (``jacobian manifest validate``)."""
    parsed = _parse(path)
    if isinstance(parsed, ManifestError):
        return None, [parsed]
    model = Override if "override" in parsed.data else Manifest
    try:
        validated = model.model_validate(parsed.data)
    except ValidationError as exc:
        return None, _errors_from_validation(exc, [parsed])
    if isinstance(validated, Manifest):
        errors = _capability_errors(validated, [parsed], known_capabilities())
        if errors:
            return None, errors
    return validated, []


def _yaml_files(directory: Path) -> list[Path]:
    if not directory.is_dir():
        return []
    return sorted(p for p in directory.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())


def load_all(
    bundled: Path | None = None, operator: Path | None = None, definitions: Mapping[str, Any] | None = None
) -> LoadedManifests:
    """Bundled manifests, then the operator's additions, replacements and overrides.

    ``definitions`` (capability id -> definition, default: the installed families') are what a
    manifest's ``capabilities`` may name; anything else makes that manifest invalid."""
    known = known_capabilities() if definitions is None else {cap_id: d.family for cap_id, d in definitions.items()}
    result = LoadedManifests()
    base: dict[str, tuple[list[_Parsed], dict[str, Any], InstallTier]] = {}

    def parse_dir(directory: Path) -> list[_Parsed]:
        parsed = []
        for path in _yaml_files(directory):
            p = _parse(path)
            if isinstance(p, ManifestError):
                result.errors.append(p)
            else:
                parsed.append(p)
        return parsed

    for p in parse_dir(bundled or bundled_dir()):
        pid = p.data.get("provider")
        if not isinstance(pid, str):
            result.errors.append(
                ManifestError(
                    Code.MANIFEST_INVALID,
                    p.path,
                    p.lines.get((), 1),
                    "provider",
                    "missing provider id (it must be a string; quote ids such as `off` or `yes`)",
                )
            )
            continue
        if pid in base:
            result.errors.append(
                ManifestError(
                    Code.MANIFEST_DUPLICATE,
                    p.path,
                    p.lines.get(("provider",)),
                    "provider",
                    f"provider {pid!r} is also declared in {base[pid][0][0].path}",
                )
            )
            continue
        base[pid] = ([p], p.data, InstallTier.BUNDLED)

    overrides: list[_Parsed] = []
    seen_operator: dict[str, str] = {}
    for p in parse_dir(operator or operator_dir()):
        if "override" in p.data:
            overrides.append(p)
            continue
        pid = p.data.get("provider")
        if not isinstance(pid, str):
            result.errors.append(
                ManifestError(
                    Code.MANIFEST_INVALID,
                    p.path,
                    1,
                    "provider",
                    "missing provider id (or `override:` for an override file)",
                )
            )
            continue
        if pid in seen_operator:
            result.errors.append(
                ManifestError(
                    Code.MANIFEST_DUPLICATE,
                    p.path,
                    p.lines.get(("provider",)),
                    "provider",
                    f"provider {pid!r} is also declared in {seen_operator[pid]}",
                )
            )
            continue
        seen_operator[pid] = p.path
        base[pid] = ([p], p.data, InstallTier.OPERATOR)  # replaces a bundled one of the same id

    for p in overrides:
        try:
            ov = Override.model_validate(p.data)
        except ValidationError as exc:
            result.errors.extend(_errors_from_validation(exc, [p]))
            continue
        if ov.override not in base:
            result.errors.append(
                ManifestError(
                    Code.MANIFEST_INVALID,
                    p.path,
                    p.lines.get(("override",)),
                    "override",
                    f"no provider {ov.override!r} to override",
                )
            )
            continue
        sources, data, tier = base[ov.override]
        patch = {k: v for k, v in p.data.items() if k not in ("override", "$schema")}
        base[ov.override] = (sources + [p], _merge(data, patch), tier)

    for pid, (sources, data, tier) in sorted(base.items()):
        validated = _validate(sources, data, tier, known)
        if isinstance(validated, list):
            result.errors.extend(validated)
        else:
            result.manifests[pid] = validated
    return result
