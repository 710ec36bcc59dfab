"""The LRAT decision: the compiled kernel where it is installed, else the Python kernel; the answer says which.

The compiled kernel (``kernel_c/kernel.c``, built by ``setup.py`` into this folder as ``lrat-kernel``) is
trusted exactly as :mod:`.lrat` is, which stays the reference: both are in the checker's digest, and a
differential test holds them to the same decisions. It runs as a child of the checker job (same cgroup,
limits and sandbox) and reads, on its stdin, the formula as the checker parsed it and then the LRAT.
:class:`Lrat` streams the LRAT into it block by block as it is written (by the elaborator, or from the
request), hashing it on the way, so a proof of any size never sits whole in the checker's memory.

Only the compiled kernel's accept (exit 0) accepts and only its reject (exit 1) rejects. Any other end
(its own memory bound, a crash, an answer it did not print) decides nothing: :attr:`Decision.accepted` is
None and the check is UNCHECKABLE. The Python kernel is not asked then: it decides only where the compiled
one is not installed (``fallback`` says so), so an acceptance always comes from the compiled kernel when
there is one. Where the compiled kernel is absent, the LRAT is kept in memory for the Python kernel.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .lrat import check_lrat

#: Where ``setup.py`` installs the binary; absent when no C compiler was found at install time.
BINARY = Path(__file__).resolve().with_name("lrat-kernel")
COUNT_KEYS = ("lrat_steps", "lrat_rat_steps", "lrat_deletions")
DECIDED_BY = {"compiled": "the compiled LRAT kernel (lrat-kernel)", "python": "the Python LRAT kernel (lrat.py)"}


def formula_bytes(num_vars: int, clauses: list[list[int]]) -> bytes:
    """The formula as the checker read it, in the form both compiled programs read first on stdin."""
    body = " 0\n".join(" ".join(map(str, c)) for c in clauses)
    return f"p cnf {num_vars} {len(clauses)}\n{body}{' 0' if clauses else ''}\n".encode()


@dataclass(frozen=True)
class Decision:
    accepted: bool | None  # None: the compiled kernel ended without a decision
    reason: str
    counts: dict[str, int]
    kernel: str  # "compiled" | "python"
    fallback: str | None = None  # why the Python kernel decided (the compiled one is not installed)

    def fields(self) -> dict[str, Any]:
        """What the checker's answer adds: which kernel decided (``decided_by`` goes into the verification
        record), and why not the compiled one."""
        named = {"kernel": self.kernel, "decided_by": DECIDED_BY[self.kernel]}
        return {**named, **({"kernel_fallback": self.fallback} if self.fallback else {})}


def absent(program: Path | str | None = None) -> str | None:
    """Why the compiled kernel cannot run here (not installed), or None when it can."""
    exe = Path(program or BINARY)
    return None if os.access(exe, os.X_OK) else f"{exe.name} is not installed"


@dataclass
class Lrat:
    """The LRAT on its way to a kernel: :meth:`write` blocks, then :meth:`decide` (or :meth:`abort`).

    ``binary``: binary LRAT (else text). ``program`` stands in for the installed binary (tests).
    """

    num_vars: int
    clauses: list[list[int]]
    binary: bool = False
    program: Path | str | None = None
    digest: Any = field(default_factory=hashlib.sha256)
    kept: list[bytes] = field(default_factory=list)  # for the Python kernel only

    def __post_init__(self) -> None:
        self.fallback = absent(self.program)
        self.child: subprocess.Popen[bytes] | None = None
        self.closed = False  # the compiled kernel stopped reading: it decided, or died (decide() says which)
        if self.fallback is None:
            argv = [str(self.program or BINARY), *(["-b"] if self.binary else [])]
            try:
                self.child = subprocess.Popen(
                    argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
                )
            except OSError as exc:
                self.fallback = f"{Path(argv[0]).name} cannot start: {exc.strerror}"
            else:
                self._send(formula_bytes(self.num_vars, self.clauses))

    def _send(self, data: bytes) -> None:
        assert self.child is not None and self.child.stdin is not None
        if not self.closed:
            try:
                self.child.stdin.write(data)
            except BrokenPipeError:
                self.closed = True

    def write(self, chunk: bytes) -> None:
        self.digest.update(chunk)
        if self.child is not None:
            self._send(chunk)
        else:
            self.kept.append(chunk)

    def decide(self) -> Decision:
        """The kernel's decision on everything written."""
        if self.child is None:
            data = b"".join(self.kept)
            proof = data if self.binary else data.decode("utf-8", "surrogatepass")
            ok, reason, counts = check_lrat(self.clauses, proof)
            return Decision(ok, reason, counts, "python", self.fallback)
        child, stdin, stdout = self.child, self.child.stdin, self.child.stdout
        assert stdin is not None and stdout is not None
        try:
            stdin.close()
        except BrokenPipeError:
            pass
        out = stdout.read(64 * 1024)  # two short lines
        code = child.wait()
        lines = out.decode("ascii", "replace").splitlines()
        verdict, _, reason = (lines[0] if lines else "").partition(" ")
        counts = {}
        for item in lines[1].split()[1:] if len(lines) > 1 else ():
            key, _, value = item.partition("=")
            if key in COUNT_KEYS and value.isdigit():
                counts[key] = int(value)
        if (code, verdict) in ((0, "accept"), (1, "reject")) and set(counts) == set(COUNT_KEYS):
            return Decision(code == 0, reason, counts, "compiled")
        why = f"exit status {code}" + (f": {reason[:300]}" if reason else "")
        return Decision(None, f"the compiled LRAT kernel ended without a decision ({why})", counts, "compiled")

    def abort(self) -> None:
        """Stop the compiled kernel without a decision (the LRAT will not be complete)."""
        if self.child is not None:
            self.child.kill()
            self.child.wait()
            for stream in (self.child.stdin, self.child.stdout):
                try:
                    if stream is not None:
                        stream.close()
                except BrokenPipeError:
                    pass
        self.kept.clear()


def decide(num_vars: int, clauses: list[list[int]], proof: str | bytes, program: Path | str | None = None) -> Decision:
    """A whole LRAT proof (text, or binary as bytes) decided: the compiled kernel where installed."""
    lrat = Lrat(num_vars, clauses, isinstance(proof, bytes), program)
    lrat.write(proof if isinstance(proof, bytes) else proof.encode("utf-8", "surrogatepass"))
    return lrat.decide()
