"""The E prover worker: proves magma-law implications with E and writes the proofs as equational chains.

Runs sandboxed as ``python -I -m jacobian.providers.algebra.eprover_worker`` (JSON Lines, see
:mod:`jacobian.wire`). ``op`` ``prove``: ``{"sources": [[lhs, rhs], ...], "target": [lhs, rhs]}``
(plain terms: a name or a ``[left, right]`` pair), ``seconds`` (E's CPU limit), ``memory_mib``,
``flatten_up_to``, ``max_steps`` and ``eprover`` (the executable) -> :func:`.eprover.prove`'s
answer. E runs as this worker's child, inside the same sandbox. ``--probe [--eprover PATH]``
prints E's version once it has proved, and this worker translated, a small implication.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve

from .eprover import prove
from .rewriting import Term

DEFAULT_EPROVER = "/usr/bin/eprover"


def _term(obj: Any, depth: int = 0) -> Term:
    if depth > 64:
        raise WorkerError("INPUT", "term too deep")
    if isinstance(obj, str):
        return obj
    if isinstance(obj, list) and len(obj) == 2:
        return (_term(obj[0], depth + 1), _term(obj[1], depth + 1))
    raise WorkerError("INPUT", "a term is a name or a [left, right] pair")


def _law(obj: Any) -> tuple[Term, Term]:
    if not isinstance(obj, list) or len(obj) != 2:
        raise WorkerError("INPUT", "a law is [lhs, rhs]")
    return _term(obj[0]), _term(obj[1])


def _int(payload: dict[str, Any], key: str, default: int) -> int:
    value = payload.get(key, default)
    if type(value) is not int or value < 0:
        raise WorkerError("INPUT", f"{key} must be a non-negative integer")
    return value


def op_prove(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    sources = payload.get("sources")
    if not isinstance(sources, list) or not sources:
        raise WorkerError("INPUT", "prove needs a non-empty list of sources")
    laws = [_law(s) for s in sources]
    target = _law(payload.get("target"))
    executable = payload.get("eprover") or DEFAULT_EPROVER
    if not isinstance(executable, str):
        raise WorkerError("INPUT", "eprover must be a path")
    memory = payload.get("memory_mib")
    emit.progress(0.0, "E is searching")
    answer = prove(
        laws,
        target,
        executable,
        max(1, _int(payload, "seconds", 10)),
        memory if type(memory) is int and memory > 0 else None,
        _int(payload, "flatten_up_to", 10_000),
        _int(payload, "max_steps", 200_000),
    )
    answer["prover"] = version(executable)
    return answer


def version(executable: str) -> str:
    out = subprocess.run([executable, "--version"], capture_output=True, text=True, timeout=30).stdout
    return out.split("(")[0].strip() or "E"


OPS = {"prove": op_prove}


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError(
            "INPUT", f"unknown op {payload.get('op')!r}; expected one of {sorted(OPS)}", path="$.payload.op"
        )
    return op(payload, emit)


def probe(argv: list[str]) -> int:
    executable = argv[argv.index("--eprover") + 1] if "--eprover" in argv else DEFAULT_EPROVER
    commutative = (("x", "y"), ("y", "x"))
    renamed = (("a", "b"), ("b", "a"))
    got = prove([commutative], renamed, executable, 5, None, 10_000, 200_000)
    if got.get("status") != "PROVED":
        print(f"E probe failed: {got.get('reason') or got.get('status')}", file=sys.stderr)
        return 1
    print(f"{version(executable)} proof ok")
    return 0


def main() -> None:
    if "--probe" in sys.argv[1:]:
        sys.exit(probe(sys.argv[1:]))
    serve(handle)


if __name__ == "__main__":
    main()
