"""No import cycle among the installed package's modules (``jacobian.*``, with ``jacobian.providers.*``
and ``jacobian.checkers.*`` as installed).

The graph is built from the source with :mod:`ast`, without importing anything. An edge is one
import statement: ``import a.b`` is an edge to ``a.b``; ``from p import n`` to ``p.n`` when that is a
module, else to ``p``; relative imports are resolved against the importing module's package. Importing
``p.q.m`` also runs the ``__init__`` of ``p`` and ``p.q``: an edge to each of those packages that does not
hold the importer (its own packages are already importing).

Each edge has a kind: ``module`` (runs when the importer is imported: the module body, a class body, an
``if``/``try``/``with`` at the top), ``deferred`` (inside a function) or ``typing`` (under
``if TYPE_CHECKING:``). :func:`test_no_cycle_among_module_level_imports` is the cycle that breaks an
import; :func:`test_no_cycle_even_through_deferred_or_typing_imports` also fails on a cycle that a
function-level or type-only import hides (two modules that each need the other), which is what a
cycle is to a reader of the code.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import jacobian

MODULE, DEFERRED, TYPING = "module", "deferred", "typing"


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    kind: str
    line: int
    via: str  # "" for the imported module itself, else the module whose import runs this package's __init__


def modules(root: Path, top: str) -> dict[str, tuple[Path, bool]]:
    """Each module under the package directory ``root`` (named ``top``): its file and whether it is a package."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = [top, *path.relative_to(root).with_suffix("").parts]
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(node: ast.AST, kind: str = MODULE) -> list[tuple[ast.Import | ast.ImportFrom, str]]:
    """Every import statement under ``node`` with its kind (see the module doc)."""
    found: list[tuple[ast.Import | ast.ImportFrom, str]] = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            found.append((child, kind))
        elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            found += _imports(child, DEFERRED if kind == MODULE else kind)
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for stmt in child.body:
                found += _imports(ast.Module(body=[stmt], type_ignores=[]), TYPING)
            for stmt in child.orelse:
                found += _imports(ast.Module(body=[stmt], type_ignores=[]), kind)
        else:
            found += _imports(child, kind)
    return found


def _targets(stmt: ast.Import | ast.ImportFrom, package: str, known: dict[str, tuple[Path, bool]]) -> list[str]:
    """The modules one import statement names (only those in ``known``)."""
    if isinstance(stmt, ast.Import):
        names = [alias.name for alias in stmt.names]
        # ``import a.b.c`` of a name that is not a module: its longest prefix that is one
        out = []
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name:
                out.append(name)
        return out
    if stmt.level:
        base = package.split(".")
        base = base[: len(base) - (stmt.level - 1)]
        origin = ".".join(base + ([stmt.module] if stmt.module else []))
    else:
        origin = stmt.module or ""
    out = []
    for alias in stmt.names:
        sub = f"{origin}.{alias.name}"
        if sub in known:
            out.append(sub)
        elif origin in known:
            out.append(origin)
    return out


def import_graph(root: Path, top: str) -> dict[str, list[Edge]]:
    """The edges out of each module of the package at ``root`` (see the module doc)."""
    known = modules(root, top)
    graph: dict[str, list[Edge]] = {}
    for name, (path, is_package) in known.items():
        package = name if is_package else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        edges: list[Edge] = []
        for stmt, kind in _imports(tree):
            for target in _targets(stmt, package, known):
                if target != name:
                    edges.append(Edge(name, target, kind, stmt.lineno, ""))
                parts = target.split(".")
                for i in range(1, len(parts)):
                    parent = ".".join(parts[:i])
                    if parent in known and parent != name and not name.startswith(parent + "."):
                        edges.append(Edge(name, parent, kind, stmt.lineno, target))
        graph[name] = edges
    return graph


def cycles(graph: dict[str, list[Edge]], kinds: frozenset[str]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative), over edges of ``kinds``."""
    succ = {v: sorted({e.target for e in es if e.kind in kinds}) for v, es in graph.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(succ):
        if start in index:
            continue
        work = [(start, iter(succ[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(succ.get(w, []))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == v:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)


def describe(graph: dict[str, list[Edge]], component: list[str], kinds: frozenset[str]) -> str:
    """A cycle and every edge inside it: which file imports which, at what line, of what kind."""
    inside = set(component)
    lines = [" <-> ".join(component)]
    for v in component:
        for e in graph[v]:
            if e.target in inside and e.kind in kinds:
                how = f" (its package __init__, importing {e.via})" if e.via else ""
                lines.append(f"    {e.source} line {e.line} imports {e.target}{how} [{e.kind}]")
    return "\n".join(lines)


def _installed() -> dict[str, list[Edge]]:
    return import_graph(Path(jacobian.__file__).parent, "jacobian")


def _assert_acyclic(kinds: frozenset[str]) -> None:
    graph = _installed()
    found = cycles(graph, kinds)
    assert not found, f"{len(found)} import cycle(s):\n" + "\n".join(describe(graph, c, kinds) for c in found)


def test_the_graph_covers_the_installed_providers_and_checkers() -> None:
    graph = _installed()
    assert any(m.startswith("jacobian.providers.sat.") for m in graph)
    assert any(m.startswith("jacobian.checkers.sat.") for m in graph)
    assert "jacobian.cli.main" in graph


def _write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)


def test_the_graph_resolves_imports_and_finds_each_kind_of_cycle(tmp_path: Path) -> None:
    _write(
        tmp_path / "pkg",
        {
            "__init__.py": "",
            "a.py": "from .b import THING\n",  # relative, a name of a module: edge to pkg.b
            "b.py": "from pkg import a\nTHING = 1\n",  # absolute, a submodule: edge to pkg.a -> cycle a <-> b
            "c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import D\n",
            "d.py": "class D:\n    def f(self):\n        from . import c\n",  # deferred: cycle c <-> d only with it
            "e.py": "import pkg.sub.m\nfrom .sub import NAME\n",  # pkg.sub.m, its package; pkg.sub (not a module)
            "sub/__init__.py": "from .m import NAME\n",
            "sub/m.py": "NAME = 1\n",
            "sub/n.py": "from pkg.b import THING\n",  # inside pkg: no edge to pkg's own __init__
        },
    )
    graph = import_graph(tmp_path / "pkg", "pkg")
    edges = {(e.source, e.target, e.kind, e.via) for es in graph.values() for e in es}
    assert ("pkg.a", "pkg.b", MODULE, "") in edges
    assert ("pkg.b", "pkg.a", MODULE, "") in edges
    assert ("pkg.c", "pkg.d", TYPING, "") in edges
    assert ("pkg.d", "pkg.c", DEFERRED, "") in edges
    assert ("pkg.e", "pkg.sub.m", MODULE, "") in edges
    assert ("pkg.e", "pkg.sub", MODULE, "pkg.sub.m") in edges  # importing pkg.sub.m runs pkg.sub's __init__
    assert ("pkg.e", "pkg.sub", MODULE, "") in edges
    assert ("pkg.sub", "pkg.sub.m", MODULE, "") in edges
    assert {e.target for e in graph["pkg.sub.n"]} == {"pkg.b"}
    assert cycles(graph, frozenset({MODULE})) == [["pkg.a", "pkg.b"]]
    assert cycles(graph, frozenset({MODULE, DEFERRED, TYPING})) == [["pkg.a", "pkg.b"], ["pkg.c", "pkg.d"]]
    message = describe(graph, ["pkg.c", "pkg.d"], frozenset({MODULE, DEFERRED, TYPING}))
    assert "pkg.c line 3 imports pkg.d [typing]" in message
    assert "pkg.d line 3 imports pkg.c [deferred]" in message


def test_no_cycle_among_module_level_imports() -> None:
    _assert_acyclic(frozenset({MODULE}))


def test_no_cycle_even_through_deferred_or_typing_imports() -> None:
    _assert_acyclic(frozenset({MODULE, DEFERRED, TYPING}))
