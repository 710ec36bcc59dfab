"""Provider identity digests (docs/design.md, "Provider manifests", ``digest``).

A digest is computed over an ordered list of files. Alongside it we keep a
*fingerprint* (path, size, mtime, inode of each file): checking that the
fingerprint is unchanged costs only ``stat`` calls, which is what makes the
readiness check before every run cheap.

A SOURCE_TREE follows the paths its manifest lists; below them nothing is
followed: a symlink is digested as a link (its target text), so a dangling
one (documentation links on a Debian install without recommends) is an
ordinary entry, and retargeting one changes the digest. ``exclude`` patterns
keep what the provider never loads (its documentation) out of the digest.
"""

from __future__ import annotations

import fnmatch
import hashlib
import importlib.metadata
import importlib.util
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from .contracts.enums import DigestKind
from .manifests.model import DigestComponent, DigestSpec

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
    """Stat-only summary of ``files``: the entry itself (``lstat``) and, for a symlink, its
    target text and what it resolves to, so a retargeted link or a changed target shows."""
    h = hashlib.sha256()
    for name in files:
        try:
            st = os.lstat(name)
        except OSError:
            h.update(f"{name}\0missing\n".encode())
            continue
        line = f"{name}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}"
        if stat.S_ISLNK(st.st_mode):
            try:
                target = os.stat(name)
                line += f"\0->{os.readlink(name)}\0{target.st_size}\0{target.st_mtime_ns}\0{target.st_ino}"
            except OSError:
                line += "\0dangling"
        h.update(line.encode() + b"\n")
    return h.hexdigest()


def _excluded(rel: str, patterns: tuple[str, ...]) -> bool:
    """A pattern without ``/`` matches an entry's name anywhere in the tree (``doc``,
    ``*.html``); one with ``/`` matches the path relative to the listed root (``doc/*.six``)."""
    name = rel.rsplit("/", 1)[-1]
    return any(fnmatch.fnmatchcase(rel if "/" in p else name, p) for p in patterns)


def _walk(root: str, exclude: tuple[str, ...], out: list[str]) -> None:
    """Entries under ``root`` in a stable order: a directory's non-directory entries sorted,
    then its subdirectories. Symlinks are entries, never followed (a dangling one is fine)."""
    stack = [(root, "")]
    while stack:
        path, rel = stack.pop()
        with os.scandir(path) as it:
            entries = sorted(it, key=lambda e: e.name)
        subdirs = []
        for e in entries:
            erel = f"{rel}{e.name}"
            if e.name == "__pycache__" or e.name.endswith((".pyc", ".pyo")) or _excluded(erel, exclude):
                continue
            if e.is_dir(follow_symlinks=False):
                subdirs.append((e.path, erel + "/"))
            else:
                out.append(e.path)
                if len(out) > MAX_TREE_FILES:
                    raise DigestError(f"digest covers more than {MAX_TREE_FILES} files")
        stack += reversed(subdirs)


def _tree_files(paths: list[str], exclude: tuple[str, ...] = ()) -> list[str]:
    """The entries a SOURCE_TREE covers. A listed path is followed (the manifest names it);
    what lies beneath it is not: a symlink there is digested as a link."""
    out: list[str] = []
    for p in paths:
        if os.path.isdir(p):
            _walk(p, exclude, out)
        elif os.path.exists(p):
            out.append(p)
        else:
            raise DigestError(f"digest path {p} does not exist")
        if len(out) > MAX_TREE_FILES:
            raise DigestError(f"digest covers more than {MAX_TREE_FILES} files")
    return out


def _entry_digest(name: str, listed: bool) -> str:
    """A regular file's content hash; a symlink below a listed path is its target text; any
    other kind of entry (fifo, socket, device) is recorded by type and never opened."""
    st = os.stat(name) if listed else os.lstat(name)
    if stat.S_ISREG(st.st_mode):
        return _sha256_file(name)
    if stat.S_ISLNK(st.st_mode):
        return "link:" + os.readlink(name)
    return f"special:{stat.S_IFMT(st.st_mode):o}"


def worker_dir(module: str | None) -> str | None:
    if not module:
        return None
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        raise DigestError(f"worker module {module} is not installed")
    return str(Path(spec.origin).parent)


Component = DigestSpec | DigestComponent


def _component(comp: Component, subst: dict[str, str]) -> tuple[str, list[str]]:
    """(hex digest, files) of one non-composite component."""
    if comp.kind is DigestKind.EXECUTABLE:
        exe = subst.get("executable")
        if not exe:
            raise DigestError("EXECUTABLE digest needs a resolved executable")
        return _sha256_file(exe), [exe]
    if comp.kind is DigestKind.PYTHON_DISTRIBUTION_RECORD:
        dist = _distribution(comp.distribution)
        record = dist.read_text("RECORD")
        if record is None:
            raise DigestError(f"distribution {comp.distribution!r} has no RECORD")
        h = hashlib.sha256(f"{dist.metadata['Name']}=={dist.version}\n".encode() + record.encode())
        return h.hexdigest(), _record_files(dist)
    if comp.kind is DigestKind.SOURCE_TREE:
        listed = [p.format(**subst) for p in comp.paths]
        files = _tree_files(listed, comp.exclude)
        h = hashlib.sha256()
        for name in files:
            h.update(name.encode() + b"\0" + _entry_digest(name, name in listed).encode() + b"\n")
        return h.hexdigest(), files
    raise DigestError(f"unsupported component kind {comp.kind}")


def _distribution(name: str | None) -> importlib.metadata.Distribution:
    try:
        return importlib.metadata.distribution(name or "")
    except importlib.metadata.PackageNotFoundError as exc:
        raise DigestError(f"Python distribution {name!r} is not installed") from exc


def _record_files(dist: importlib.metadata.Distribution) -> list[str]:
    return [str(f.locate()) for f in (dist.files or ()) if f.name == "RECORD"]


def _component_files(comp: Component, subst: dict[str, str]) -> list[str]:
    """The files a component's digest covers, found without reading them."""
    if comp.kind is DigestKind.EXECUTABLE:
        return [subst["executable"]] if subst.get("executable") else []
    if comp.kind is DigestKind.PYTHON_DISTRIBUTION_RECORD:
        return _record_files(_distribution(comp.distribution))
    return _tree_files([p.format(**subst) for p in comp.paths], comp.exclude)


def _substitutions(executable: str | None, worker_module: str | None) -> dict[str, str]:
    """What SOURCE_TREE paths may name: ``{executable}``, ``{executable_dir}`` (its folder), ``{worker_dir}``."""
    return {
        "executable": executable or "",
        "executable_dir": os.path.dirname(executable) if executable else "",
        "worker_dir": worker_dir(worker_module) or "",
    }


def covered_files(spec: DigestSpec, *, executable: str | None, worker_module: str | None) -> tuple[str, ...]:
    """Cheap: the files :func:`compute` would hash (for fingerprints and caches)."""
    subst = _substitutions(executable, worker_module)
    comps = spec.components if spec.kind is DigestKind.COMPOSITE else (spec,)
    files: list[str] = []
    for comp in comps:
        files += _component_files(comp, subst)
    return tuple(files)


def compute(spec: DigestSpec, *, executable: str | None, worker_module: str | None) -> Identity:
    subst = _substitutions(executable, worker_module)
    if spec.kind is DigestKind.COMPOSITE:
        h = hashlib.sha256()
        files: list[str] = []
        for comp in spec.components:
            digest, comp_files = _component(comp, subst)
            h.update(f"{comp.kind.value}:{digest}\n".encode())
            files += comp_files
        hexdigest = h.hexdigest()
    else:
        hexdigest, files = _component(spec, subst)
    return Identity(spec.kind, "sha256:" + hexdigest, tuple(files), fingerprint(tuple(files)))


_TRUSTED_CACHE: dict[tuple, tuple[str, str]] = {}


def trusted_spec(
    paths: tuple[str, ...], exclude: tuple[str, ...] = (), distributions: tuple[str, ...] = ()
) -> DigestSpec:
    """A COMPOSITE over files or trees (one SOURCE_TREE) and installed distributions (their RECORDs)."""
    comps = [DigestComponent(kind=DigestKind.SOURCE_TREE, paths=paths, exclude=exclude)] if paths else []
    comps += [DigestComponent(kind=DigestKind.PYTHON_DISTRIBUTION_RECORD, distribution=d) for d in distributions]
    if not comps:
        raise DigestError("a trusted digest needs at least one path or distribution")
    return DigestSpec(kind=DigestKind.COMPOSITE, components=tuple(comps))


def trusted_digest(paths: tuple[str, ...], exclude: tuple[str, ...] = (), distributions: tuple[str, ...] = ()) -> str:
    """:func:`compute` over :func:`trusted_spec`, re-hashed only when the files' fingerprint changed.

    Checkers are digested on every verification; a trust base such as Coq's standard library
    (over a thousand files) is hashed once and afterwards costs a directory walk and ``stat`` calls.
    """
    spec = trusted_spec(paths, exclude, distributions)
    key = (paths, exclude, distributions)
    files = covered_files(spec, executable=None, worker_module=None)
    fp = fingerprint(files)
    cached = _TRUSTED_CACHE.get(key)
    if cached is not None and cached[0] == fp:
        return cached[1]
    ident = compute(spec, executable=None, worker_module=None)
    _TRUSTED_CACHE[key] = (ident.fingerprint, ident.digest)
    return ident.digest
