"""Run the compiled DRAT -> LRAT elaborator (``elab_c/elab.c``, installed as ``drat-elab`` here).

It is untrusted, exactly as :mod:`.elaborate` is: the checker hands whatever LRAT it writes to the
kernel (:mod:`.kernel`), which checks every step against the checker's own parse of the formula. So
this module only moves bytes: it writes the formula (as the checker parsed it) and the proof to the
child's stdin, streaming (a stored proof is decompressed block by block, and its digest checked, by
:func:`.proof_source.blocks`), and passes the LRAT on as it comes (into the kernel) and reads one
``counts`` line back.

A proof it finds wrong raises :class:`NativeRejected`. Any other failure of the child (missing
binary, a malformed proof -- whose precise position the Python parser then reports --, a crash,
output that is not ASCII LRAT) raises :class:`NativeFailed`, and the caller falls back to the
Python elaborator; an error of the
proof *source* (a digest mismatch, a corrupt gzip stream) is raised as the :class:`.drat.DratError`
it is. The child runs inside the checker's own job (same cgroup, limits and sandbox): one process
and one writer thread more.
"""

from __future__ import annotations

import os
import selectors
import subprocess
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

from .kernel import formula_bytes

#: Where ``setup.py`` installs the binary; absent when no C compiler was found at install time.
BINARY = Path(__file__).resolve().with_name("drat-elab")
COUNT_KEYS = (
    "proof_steps",
    "lemmas",
    "deletions",
    "ignored_deletions",
    "ignored_reason_deletions",
    "tautologies",
    "early_conflict",
    "implicit_empty_clause",
    "core_lemmas",
    "rat_lemmas",
    "repropagations",
)


class NativeFailed(Exception):
    """The compiled elaborator is missing or did not produce LRAT (the message says why)."""


class NativeRejected(Exception):
    """The compiled elaborator found a lemma that is neither RUP nor RAT, or no refutation (exit 1).

    A rejection needs no trust (it can only lose a valid proof, never accept a wrong one), so the
    checker reports it as it is, with the same wording as :mod:`.elaborate`."""


def elaborate_native(
    num_vars: int,
    clauses: list[list[int]],
    proof: Iterable[bytes],
    binary: bool,
    check_all: bool = False,
    program: Path | str | None = None,
    sink: Callable[[bytes], None] | None = None,
) -> tuple[str, dict[str, int]]:
    """Return ``(lrat_text, counts)`` from the compiled elaborator, or raise :class:`NativeFailed`.

    ``proof`` is fed to the child by a writer thread, block by block (a stored proof is read as it goes).
    With ``sink``, the LRAT is handed to it block by block as the child writes it (into the kernel, see
    :class:`.kernel.Lrat`) and ``lrat_text`` is empty; what the sink got is LRAT only if this returns."""
    exe = str(program or BINARY)
    if not os.access(exe, os.X_OK):
        raise NativeFailed(f"{Path(exe).name} is not installed")
    argv = [exe, "-b" if binary else "-t", *(["-a"] if check_all else [])]
    kept: list[bytes] = []
    returncode, err = _run(argv, formula_bytes(num_vars, clauses), proof, sink or kept.append)
    message = err.decode("ascii", "replace").strip()
    if returncode == 1 and message:
        raise NativeRejected(message.rsplit("\n", 1)[-1])
    if returncode != 0:
        raise NativeFailed(f"{Path(exe).name} exited with status {returncode}: {message[-300:]}")
    counts_line = message.rsplit("\n", 1)[-1].split()
    counts: dict[str, int] = {}
    for item in counts_line[1:]:
        key, _, value = item.partition("=")
        if key in COUNT_KEYS and value.isdigit():
            counts[key] = int(value)
    if counts_line[:1] != ["counts"] or set(counts) != set(COUNT_KEYS):
        raise NativeFailed(f"{Path(exe).name} gave no counts line")
    try:
        return b"".join(kept).decode("ascii"), counts
    except UnicodeDecodeError:
        raise NativeFailed(f"{Path(exe).name} wrote output that is not ASCII") from None


def _run(argv: list[str], formula: bytes, proof: Iterable[bytes], sink: Callable[[bytes], None]) -> tuple[int, bytes]:
    """Run the child: ``formula`` then ``proof`` to its stdin (a writer thread), its stdout to ``sink`` as it
    comes; return its exit status and stderr. The proof source's own error is raised as it is."""
    try:
        child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as exc:
        raise NativeFailed(f"cannot start {Path(argv[0]).name}: {exc.strerror}") from None
    assert child.stdin is not None and child.stdout is not None and child.stderr is not None
    source_error: list[BaseException] = []
    stdin = child.stdin

    def feed() -> None:
        try:
            with stdin:  # (closing flushes: inside the try)
                stdin.write(formula)
                for block in proof:
                    stdin.write(block)
        except BrokenPipeError:
            pass  # the child stopped reading: its exit status says why
        except BaseException as exc:  # the proof source failed (digest, decompression): not the child
            source_error.append(exc)
            child.kill()

    writer = threading.Thread(target=feed, name="drat-elab-feed", daemon=True)
    err: list[bytes] = []
    try:
        writer.start()
        with selectors.DefaultSelector() as sel:
            sel.register(child.stdout, selectors.EVENT_READ)
            sel.register(child.stderr, selectors.EVENT_READ)
            while sel.get_map():
                for key, _ in sel.select():
                    data = os.read(key.fd, 1 << 20)
                    if not data:
                        sel.unregister(key.fileobj)
                    elif key.fileobj is child.stdout:
                        sink(data)
                    else:
                        err.append(data[-65536:])
        child.wait()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        writer.join()
        child.stdout.close()
        child.stderr.close()
    if source_error:
        raise source_error[0]
    return child.returncode, b"".join(err)[-65536:]


def elaborate_text_proof(
    num_vars: int, clauses: list[list[int]], proof_text: str
) -> tuple[str, dict[str, int], int, str]:
    """A text DRAT proof to LRAT for the re-encoding checkers (graph, algebra): the compiled
    elaborator when it runs, else the Python one. Returns ``(lrat, counts, proof_steps, which)``.

    The proof is parsed by :func:`.drat.parse_text` first either way (its bound, its error
    positions, the step count). Raises :class:`.drat.DratError` or
    :class:`.elaborate.ElaborationError` for a proof the Python side refuses, and
    :class:`NativeRejected` for a lemma the compiled elaborator finds wrong.
    """
    from .drat import parse_text
    from .elaborate import elaborate

    steps = parse_text(proof_text)
    try:
        lrat, counts = elaborate_native(num_vars, clauses, [proof_text.encode("ascii", "replace")], binary=False)
        counts.pop("proof_steps", None)  # the caller reports len(steps), as with the Python elaborator
        return lrat, counts, len(steps), "native"
    except NativeFailed:
        lrat, counts = elaborate(num_vars, clauses, steps)
        return lrat, counts, len(steps), "python"
