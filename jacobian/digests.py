"""Provider identity digests (DESIGN.md "Provider manifests", ``digest``).

A digest is computed over an ordered list of files. Alongside it we keep a
*fingerprint* (path, size, mtime, inode of each file): checking that the
fingerprint is unchanged costs only ``stat`` calls, which is what makes the
readiness check before every run cheap.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import importlib.util
import os
from dataclasses import dataclass
from pathlib import Path

from .contracts.enums import DigestKind
from .manifests.model import DigestSpec

MAX_TREE_FILES = 20_000


class DigestError(Exception):
    pass


@dataclass(frozen=True)
class Identity:
    kind: DigestKind
    digest: str
    files: tuple[str, ...]
    fingerprint: str

    @property
    def short(self) -> str:
        return self.digest[:19]


def _sha256_file(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def fingerprint(files: tuple[str, ...]) -> str:
    h = hashlib.sha256()
    for name in files:
        try:
            st = os.stat(name)
            h.update(f"{name}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}\n".encode())
        except OSError:
            h.update(f"{name}\0missing\n".encode())
    return h.hexdigest()


def _tree_files(paths: list[str]) -> list[str]:
    out: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, files in os.walk(p):
                dirs[:] = sorted(d for d in dirs if d != "__pycache__")
                out += [os.path.join(root, f) for f in sorted(files) if not f.endswith((".pyc", ".pyo"))]
        elif os.path.exists(p):
            out.append(p)
        else:
            raise DigestError(f"digest path {p} does not exist")
        if len(out) > MAX_TREE_FILES:
            raise DigestError(f"digest covers more than {MAX_TREE_FILES} files")
    return out


def worker_dir(module: str | None) -> str | None:
    if not module:
        return None
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        raise DigestError(f"worker module {module} is not installed")
    return str(Path(spec.origin).parent)


def _component(kind: DigestKind, distribution: str | None, paths: tuple[str, ...], subst: dict[str, str]) -> tuple[str, list[str]]:
    """(hex digest, files) of one non-composite component."""
    if kind is DigestKind.EXECUTABLE:
        exe = subst.get("executable")
        if not exe:
            raise DigestError("EXECUTABLE digest needs a resolved executable")
        return _sha256_file(exe), [exe]
    if kind is DigestKind.PYTHON_DISTRIBUTION_RECORD:
        try:
            dist = importlib.metadata.distribution(distribution or "")
        except importlib.metadata.PackageNotFoundError as exc:
            raise DigestError(f"Python distribution {distribution!r} is not installed") from exc
        record = dist.read_text("RECORD")
        if record is None:
            raise DigestError(f"distribution {distribution!r} has no RECORD")
        record_files = [str(f.locate()) for f in (dist.files or ()) if f.name == "RECORD"]
        h = hashlib.sha256(f"{dist.metadata['Name']}=={dist.version}\n".encode() + record.encode())
        return h.hexdigest(), record_files
    if kind is DigestKind.SOURCE_TREE:
        expanded = [p.format(**subst) for p in paths]
        files = _tree_files(expanded)
        h = hashlib.sha256()
        for name in files:
            h.update(name.encode() + b"\0" + _sha256_file(name).encode() + b"\n")
        return h.hexdigest(), files
    raise DigestError(f"unsupported component kind {kind}")


def _component_files(kind: DigestKind, distribution: str | None, paths: tuple[str, ...], subst: dict[str, str]) -> list[str]:
    """The files a component's digest covers, found without reading them."""
    if kind is DigestKind.EXECUTABLE:
        return [subst["executable"]] if subst.get("executable") else []
    if kind is DigestKind.PYTHON_DISTRIBUTION_RECORD:
        try:
            dist = importlib.metadata.distribution(distribution or "")
        except importlib.metadata.PackageNotFoundError as exc:
            raise DigestError(f"Python distribution {distribution!r} is not installed") from exc
        return [str(f.locate()) for f in (dist.files or ()) if f.name == "RECORD"]
    return _tree_files([p.format(**subst) for p in paths])


def covered_files(spec: DigestSpec, *, executable: str | None, worker_module: str | None) -> tuple[str, ...]:
    """Cheap: the files :func:`compute` would hash (for fingerprints and caches)."""
    subst = {"executable": executable or "", "worker_dir": worker_dir(worker_module) or ""}
    comps = spec.components if spec.kind is DigestKind.COMPOSITE else (spec,)
    files: list[str] = []
    for comp in comps:
        files += _component_files(comp.kind, comp.distribution, comp.paths, subst)
    return tuple(files)


def compute(spec: DigestSpec, *, executable: str | None, worker_module: str | None) -> Identity:
    subst = {"executable": executable or "", "worker_dir": worker_dir(worker_module) or ""}
    if spec.kind is DigestKind.COMPOSITE:
        h = hashlib.sha256()
        files: list[str] = []
        for comp in spec.components:
            digest, comp_files = _component(comp.kind, comp.distribution, comp.paths, subst)
            h.update(f"{comp.kind.value}:{digest}\n".encode())
            files += comp_files
        hexdigest = h.hexdigest()
    else:
        hexdigest, files = _component(spec.kind, spec.distribution, spec.paths, subst)
    return Identity(spec.kind, "sha256:" + hexdigest, tuple(files), fingerprint(tuple(files)))
