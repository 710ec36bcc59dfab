"""A DRAT proof read from a file in the checker's working directory, streaming.

Certificate: ``{"proof_file": "<plain name>", "encoding": "text" | "binary",
"compression": "none" | "gzip" | "bz2" | "xz", "sha256": "<hex>", "size": n}``.
The runtime places the file (a stored upload) beside the checker; the proof
never travels inside the request. The file is read in bounded blocks,
decompressed with the standard library as it goes, and cut at step
boundaries into pieces that :mod:`.drat`'s parsers read one at a time, so
neither the raw file nor the decompressed proof is ever held whole (padding
comments cost no memory). The raw bytes are hashed while read: a file that
is not the certified one (digest or size) rejects the proof.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import lzma
import os
import re
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .drat import MAX_PROOF_BYTES, DratBound, DratError, Step, parse_binary, parse_text

BLOCK = 4 * 1024 * 1024
#: The decompressed bytes a proof file may stream into the compiled elaborator, which reads as it goes
#: (its own bounds and the checker job's memory and time hold it); the Python parser's is MAX_PROOF_BYTES.
MAX_STREAMED_BYTES = 1 << 40
OPENERS: dict[str, Callable] = {"gzip": lambda f: gzip.GzipFile(fileobj=f), "bz2": bz2.BZ2File, "xz": lzma.LZMAFile}
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$")


class ProofSourceError(DratError):
    pass


@dataclass(frozen=True)
class ProofFile:
    name: str
    encoding: str
    compression: str
    sha256: str
    size: int

    @classmethod
    def from_certificate(cls, cert: dict) -> ProofFile:
        name, encoding = cert.get("proof_file"), cert.get("encoding", "binary")
        compression, sha, size = cert.get("compression", "none"), cert.get("sha256"), cert.get("size")
        if not isinstance(name, str) or not _NAME.match(name):
            raise ValueError("certificate.proof_file must be a plain file name")
        if encoding not in ("text", "binary"):
            raise ValueError("certificate.encoding must be 'text' or 'binary'")
        if compression != "none" and compression not in OPENERS:
            raise ValueError(f"certificate.compression must be none or one of {', '.join(OPENERS)}")
        if not isinstance(sha, str) or not re.match(r"^[0-9a-f]{64}$", sha):
            raise ValueError("certificate.sha256 must be 64 lower-case hex digits")
        if not isinstance(size, int) or isinstance(size, bool) or size < 0:
            raise ValueError("certificate.size must be a non-negative integer")
        return cls(name, encoding, compression, sha, size)


class _Hashing:
    """A raw reader that hashes and counts what passes through it."""

    def __init__(self, fd: int) -> None:
        self.f = os.fdopen(fd, "rb")
        self.h = hashlib.sha256()
        self.n = 0

    def read(self, n: int = -1) -> bytes:
        data = self.f.read(n if n is not None and n >= 0 else BLOCK)
        self.h.update(data)
        self.n += len(data)
        return data

    def readable(self) -> bool:
        return True

    def close(self) -> None:
        self.f.close()


def blocks(spec: ProofFile, limit: int | None = None) -> Iterator[bytes]:
    """Decompressed blocks of the file, at most ``limit`` bytes of them (default ``MAX_PROOF_BYTES``, else
    :class:`.drat.DratBound`); at the end, checks the raw bytes against the certificate."""
    limit = MAX_PROOF_BYTES if limit is None else limit
    try:
        fd = os.open(spec.name, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError as exc:
        raise ProofSourceError(f"cannot open the proof file {spec.name}: {exc.strerror}") from None
    raw = _Hashing(fd)
    try:
        stream = OPENERS[spec.compression](raw) if spec.compression in OPENERS else raw
        total = 0
        try:
            while block := stream.read(BLOCK):
                total += len(block)
                if total > limit:
                    raise DratBound(f"the proof is larger than {limit} bytes (decompressed)")
                yield block
        except (OSError, EOFError, lzma.LZMAError, zlib.error) as exc:
            raise ProofSourceError(f"the {spec.compression} stream is corrupt: {exc}") from None
        while raw.read(BLOCK):  # hash any bytes past the end of the compressed stream too
            pass
        if raw.n != spec.size or raw.h.hexdigest() != spec.sha256:
            raise ProofSourceError(
                f"the proof file ({raw.n} bytes, sha256 {raw.h.hexdigest()}) is not the certified one "
                f"({spec.size} bytes, sha256 {spec.sha256})"
            )
    finally:
        raw.close()


def _binary_cut(buf: bytearray) -> int:
    """Length of the longest prefix of whole binary steps: just after a 0 byte that ends a step
    (one not preceded by a continuation byte), or 0 when there is none."""
    i = buf.rfind(b"\x00")
    while i > 0 and buf[i - 1] >= 0x80:
        i = buf.rfind(b"\x00", 0, i)
    return i + 1 if i >= 0 else 0


def _text_cut(buf: bytearray) -> int:
    """Length of the longest prefix of whole lines that ends between two steps, or 0.

    Scanning back over complete lines: comment and blank lines change nothing; the last
    other line decides. If its last token is a 0, every complete line is whole steps;
    else the cut goes after the last earlier line ending in 0 (``buf`` always starts
    between steps, so a buffer of comments alone is whole too)."""
    last = buf.rfind(b"\n")
    end, first = last, True
    while end >= 0:
        start = buf.rfind(b"\n", 0, end) + 1
        line = bytes(buf[start:end])
        tokens = line.split() if line[:1] != b"c" else []
        if tokens:
            if _is_zero(tokens[-1]):
                return (last if first else end) + 1
            first = False
        end = start - 1
    return last + 1 if first else 0


def _is_zero(token: bytes) -> bool:
    try:
        return int(token) == 0  # the same reading as the parser's int()
    except ValueError:
        return False


def _relocate(exc: DratError, unit: str, base: int) -> DratError:
    """The parser's error with its line or byte position made absolute in the whole proof (a bound as it is)."""
    if isinstance(exc, DratBound):
        return exc
    msg = re.sub(rf"^{unit} (\d+)", lambda m: f"{unit} {int(m.group(1)) + base}", str(exc))
    return ProofSourceError(msg)


def read_steps(spec: ProofFile) -> list[Step]:
    """Every step of the proof, parsed piece by piece as the file streams in."""
    binary = spec.encoding == "binary"
    cut, unit = (_binary_cut, "byte") if binary else (_text_cut, "line")
    steps: list[Step] = []
    buf = bytearray()
    base = 0  # bytes (binary) or lines (text) before ``buf``

    def flush(n: int) -> None:
        nonlocal base
        piece = bytes(buf[:n])
        del buf[:n]
        try:
            steps.extend(parse_binary(piece) if binary else parse_text(piece.decode("latin-1")))
        except DratError as exc:
            raise _relocate(exc, unit, base) from None
        base += len(piece) if binary else piece.count(b"\n")

    for block in blocks(spec):
        buf += block
        n = cut(buf)
        if n:
            flush(n)
    if buf:
        flush(len(buf))
    return steps
