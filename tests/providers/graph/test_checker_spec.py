"""Graph checker declaration: the digest covers every checkers/ module they load, and no provider code."""

from __future__ import annotations

import ast
from pathlib import Path

from jacobian.checkers import BUNDLED
from jacobian.checkers.spec import HERE

GRAPH = ("graph.chromatic.drat",)


def _imports(rel: str) -> set[str]:
    """checkers/-relative files a module imports (relative imports), and absolute module names."""
    path = HERE / rel
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = Path(rel).parent
            for _ in range(node.level - 1):
                base = base.parent
            target = base.joinpath(*(node.module or "").split(".")) if node.module else base
            found.add(str(target) + ".py" if (HERE / (str(target) + ".py")).exists() else str(target / "__init__.py"))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            found.update("abs:" + n for n in names)
    return found


def test_graph_checker_covers_what_they_load_and_no_provider_code():
    specs = {s.id: s for s in BUNDLED}
    for spec_id in GRAPH:
        spec = specs[spec_id]
        module_file = spec.module.replace("jacobian.checkers.", "").replace(".", "/") + ".py"
        todo, seen = [module_file], set()
        while todo:
            rel = todo.pop()
            if rel in seen:
                continue
            seen.add(rel)
            for dep in _imports(rel):
                if dep.startswith("abs:"):
                    assert not dep[4:].startswith(("jacobian.providers", "providers", "pysat")), (rel, dep)
                    assert not dep[4:].startswith("jacobian.") or dep[4:] == "jacobian.wire", (rel, dep)
                else:
                    todo.append(dep)
        for package_init in {str(Path(r).parent / "__init__.py") for r in seen if "/" in r}:
            seen.add(package_init)
        missing = seen - set(spec.sources)
        assert not missing, (spec_id, missing)
        assert spec.digest().startswith("sha256:")
