"""Every bundled checker's digest covers every checkers/ module it loads, and it loads no
provider code, no backend that produced its evidence, nothing of the runtime but the wire."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from jacobian.checkers import BUNDLED
from jacobian.checkers.spec import HERE

#: Libraries a module of checkers/ must never import: the producers' code and solvers.
FORBIDDEN = ("jacobian.providers", "providers", "pysat", "sage", "flint", "highspy", "gappy")


def _file_of(module: str) -> str:
    """checkers/-relative file of an absolute ``jacobian.checkers.x.y`` module."""
    rel = Path(*module.removeprefix("jacobian.checkers.").split("."))
    return str(rel) + ".py" if (HERE / (str(rel) + ".py")).exists() else str(rel / "__init__.py")


def _module_file(target: Path) -> str:
    """checkers/-relative file of a module path: ``x.py`` or the package ``x/__init__.py``."""
    return str(target) + ".py" if (HERE / (str(target) + ".py")).exists() else str(target / "__init__.py")


def _imports(rel: str) -> set[str]:
    """checkers/-relative files a module imports, and ``abs:`` names of everything else."""
    found: set[str] = set()
    for node in ast.walk(ast.parse((HERE / rel).read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = Path(rel).parent
            for _ in range(node.level - 1):
                base = base.parent
            target = base.joinpath(*(node.module or "").split(".")) if node.module else base
            found.add(_module_file(target))
            if node.module is None:  # ``from . import x``: each name is a module of that package
                found.update(f for a in node.names if (HERE / (f := _module_file(target / a.name))).exists())
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for name in names:
                found.add(_file_of(name) if name.startswith("jacobian.checkers.") else "abs:" + name)
    return found


@pytest.mark.parametrize("spec", BUNDLED, ids=[s.id for s in BUNDLED])
def test_the_digest_covers_what_the_checker_loads_and_no_producer_code(spec):
    todo, seen = [_file_of(spec.module)], set()
    while todo:
        rel = todo.pop()
        if rel in seen:
            continue
        seen.add(rel)
        for dep in _imports(rel):
            if dep.startswith("abs:"):
                name = dep[4:]
                assert not name.startswith(FORBIDDEN), (rel, name)
                assert not name.startswith("jacobian.") or name == "jacobian.wire", (rel, name)
            else:
                todo.append(dep)
    seen |= {str(Path(r).parent / "__init__.py") for r in seen if "/" in r}
    missing = seen - set(spec.trusted_files())
    assert not missing, (spec.id, missing)
    assert spec.digest().startswith("sha256:")
