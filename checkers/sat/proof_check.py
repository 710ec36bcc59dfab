"""Worker: check an UNSAT claim for a CNF formula from a DRAT or LRAT proof.

``python -I -m jacobian.checkers.sat.proof_check``. Request payload::

    {"claim": {"kind": "CNF_UNSATISFIABLE"}, "format": "drat" | "lrat",
     "subject": {"dimacs": "..."},
     "certificate": {"proof_text": "..."}
                  | {"proof_base64": "...", "encoding": "binary" | "text"}
                  | {"lrat_text": "..."}
                  | {"lrat_base64": "...", "encoding": "binary" | "text"}
                  | {"proof_file": "<name>", "encoding", "compression", "sha256", "size"}}

``proof_file`` names a file in the working directory, read streaming by
:mod:`.proof_source` (the runtime places a stored upload there).

A DRAT certificate may add ``"check_all_lemmas": true``: every lemma is then
checked, not only those the refutation needs (the default, as drat-trim's
backward mode; skipped lemmas never reach the LRAT, so they cannot matter).

``format`` may also sit inside the claim; without it, the certificate's keys
decide. A DRAT proof is elaborated to LRAT (:mod:`.elaborate`) and the LRAT
is then decided by the kernel (:mod:`.kernel`) against the formula read by the
checker's own reader: acceptance always comes from the kernel, the compiled one
(``kernel_c/kernel.c``) where it is installed, else the Python one (:mod:`.lrat`,
the reference); the LRAT streams from the elaborator into the compiled kernel as
it is written. The elaborator is untrusted: the compiled one (:mod:`.native`,
``elab_c/elab.c``) runs when it is installed and works, else the Python one; the
answer says which ran (``elaborator``; ``elaborator_fallback`` says why the
compiled one did not), which kernel decided (``kernel``, ``decided_by``, which the
verification record keeps; ``kernel_fallback`` says why not the compiled one), and
so does the reason. A compiled kernel that ends without a decision (its memory
bound, a crash) leaves the check ``UNCHECKABLE``. Answer::

    {"accepted": bool, "reason": str,
     "checked": {"clauses", "variables", "proof_steps", "lemmas",
                 "core_lemmas", "lrat_steps", ...},
     "lrat_digest": "sha256:...",   # of the LRAT the kernel read
     "elaborator": "native" | "python", "elaborator_fallback": str,   # DRAT only
     "kernel": "compiled" | "python", "decided_by": str, "kernel_fallback": str,
     "verdict": "UNCHECKABLE",      # when the compiled kernel did not decide, or a bound was passed
     "model": {"format": "dimacs", "summary", "digest"}}   # the formula read (see .dimacs.model_of)
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable
from typing import Any

from ..entry import guarded, serve_check
from .dimacs import model_of
from .drat import MAX_PROOF_BYTES, DratBound, DratError, parse_binary, parse_text
from .elaborate import ElaborationError, elaborate
from .kernel import Lrat
from .native import NativeFailed, NativeRejected, elaborate_native
from .proof_source import MAX_STREAMED_BYTES, ProofFile, blocks, read_steps
from .request import BadRequest, claim_and_format, formula

KEYS = {"proof_text": "drat", "proof_base64": "drat", "lrat_text": "lrat", "lrat_base64": "lrat"}
TEXT_KEY = {"proof_base64": "proof_text", "lrat_base64": "lrat_text"}


def _certificate(payload: dict[str, Any]) -> tuple[str, str, Any]:
    """Return (format, key, value) after checking they agree."""
    _, fmt = claim_and_format(payload, ("CNF_UNSATISFIABLE",))
    cert = payload.get("certificate")
    if not isinstance(cert, dict):
        raise BadRequest("certificate must be an object")
    if "proof_file" in cert:  # a stored proof placed beside the checker, read streaming (see .proof_source)
        if fmt not in (None, "drat") or any(k in cert for k in KEYS):
            raise BadRequest("certificate.proof_file is a DRAT proof and excludes the other proof fields")
        try:
            return "drat", "proof_file", ProofFile.from_certificate(cert)
        except ValueError as exc:
            raise BadRequest(str(exc)) from None
    present = [k for k in KEYS if k in cert]
    if len(present) != 1:
        raise BadRequest(f"certificate needs exactly one of {', '.join(KEYS)}")
    key = present[0]
    if fmt is None:
        fmt = KEYS[key]
    if fmt not in ("drat", "lrat") or KEYS[key] != fmt:
        raise BadRequest(f"format {fmt!r} does not match certificate field {key!r}")
    value = cert[key]
    if not isinstance(value, str):
        raise BadRequest(f"certificate.{key} must be a string")
    if len(value) > MAX_PROOF_BYTES * 4 // 3 + 4:
        raise BadRequest("proof too large")
    if key in TEXT_KEY:
        encoding = cert.get("encoding", "binary")
        if encoding not in ("binary", "text"):
            raise BadRequest("certificate.encoding must be 'binary' or 'text'")
        try:
            raw = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            raise BadRequest("certificate.proof_base64 is not valid base64") from None
        if encoding == "text":
            try:
                return fmt, TEXT_KEY[key], raw.decode("ascii")
            except UnicodeDecodeError:
                raise BadRequest("text proof is not ASCII") from None
        return fmt, key, raw
    if key == "proof_text" and cert.get("encoding", "text") != "text":
        raise BadRequest("proof_text is text; send binary proofs as proof_base64")
    return fmt, key, value


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        fmt, key, value = _certificate(payload)
        check_all = payload["certificate"].get("check_all_lemmas", False)
        if not isinstance(check_all, bool):
            raise BadRequest("certificate.check_all_lemmas must be a boolean")
        num_vars, clauses = formula(payload)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    read = model_of(num_vars, clauses)
    return {**_decide(num_vars, clauses, fmt, key, value, check_all), "model": read}


def _decide(num_vars: int, clauses: list[list[int]], fmt: str, key: str, value: Any, check_all: bool) -> dict[str, Any]:
    """The decision on a formula already read: the proof elaborated (DRAT) and decided by the kernel
    (:mod:`.kernel`: the compiled one where installed), the LRAT streamed from the elaborator into it."""
    checked: dict[str, int] = {"variables": num_vars, "clauses": len(clauses)}
    elaborator: dict[str, str] = {}
    if fmt == "drat":
        lrat = Lrat(num_vars, clauses)
        try:
            _, counts = elaborate_native(
                num_vars, clauses, _chunks(key, value), _is_binary(key, value), check_all, sink=lrat.write
            )
            elaborator["elaborator"] = "native"
        except DratBound as exc:  # past a bound of the checker's: no decision on the proof
            lrat.abort()
            return _unchecked(exc, checked)
        except DratError as exc:  # the stored proof file itself is bad (digest, decompression)
            lrat.abort()
            return {"accepted": False, "reason": f"malformed DRAT proof: {exc}", "checked": checked}
        except NativeRejected as exc:
            lrat.abort()
            return {
                "accepted": False,
                "reason": f"DRAT check failed: {exc}",
                "checked": checked,
                "elaborator": "native",
            }
        except NativeFailed as exc:
            lrat.abort()  # (whatever it wrote is no LRAT to decide on)
            elaborator.update(elaborator="python", elaborator_fallback=str(exc))
            try:
                steps = (
                    read_steps(value)
                    if key == "proof_file"
                    else parse_binary(value)
                    if key == "proof_base64"
                    else parse_text(value)
                )
            except DratBound as exc:
                return {**_unchecked(exc, checked), **elaborator}
            except DratError as exc:
                return {"accepted": False, "reason": f"malformed DRAT proof: {exc}", "checked": checked, **elaborator}
            checked["proof_steps"] = len(steps)
            try:
                text, counts = elaborate(num_vars, clauses, steps, check_all=check_all)
            except ElaborationError as exc:
                return {"accepted": False, "reason": f"DRAT check failed: {exc}", "checked": checked, **elaborator}
            lrat = Lrat(num_vars, clauses)
            lrat.write(text.encode())
        checked.update(counts)
    else:
        lrat = Lrat(num_vars, clauses, binary=isinstance(value, bytes))
        lrat.write(value if isinstance(value, bytes) else value.encode("utf-8", "surrogatepass"))
    decision = lrat.decide()
    checked.update(decision.counts)
    reason = decision.reason + f" (LRAT decided by the {decision.kernel} kernel"
    reason += f", DRAT elaborated to LRAT by the {elaborator['elaborator']} elaborator)" if elaborator else ")"
    answer = {
        "accepted": decision.accepted is True,
        "reason": reason,
        "checked": checked,
        "lrat_digest": "sha256:" + lrat.digest.hexdigest(),
        **elaborator,
        **decision.fields(),
    }
    return answer if decision.accepted is not None else {**answer, "verdict": "UNCHECKABLE"}


def _unchecked(exc: DratBound, checked: dict[str, int]) -> dict[str, Any]:
    """No decision: the proof passed a bound of the checker's (UNCHECKABLE, never a rejection)."""
    return {"accepted": False, "verdict": "UNCHECKABLE", "reason": f"cannot check the proof: {exc}", "checked": checked}


def _is_binary(key: str, value: Any) -> bool:
    return value.encoding == "binary" if key == "proof_file" else key == "proof_base64"


def _chunks(key: str, value: Any) -> Iterable[bytes]:
    """The DRAT proof as bytes for the compiled elaborator (a stored file streams, digest checked)."""
    if key == "proof_file":
        return blocks(value, MAX_STREAMED_BYTES)
    return [value] if isinstance(value, bytes) else [value.encode("utf-8", "surrogatepass")]


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
