"""Per-job scratch directories (cwd, HOME and TMPDIR), all under one base directory."""

from __future__ import annotations

import hashlib
import os
import secrets
import shutil
import stat
import tempfile

from jacobian.contracts.job import KeptFile

BASE = os.path.join(tempfile.gettempdir(), f"jacobian-sandbox-{os.getuid()}")


def make_scratch(
    files: dict[str, bytes],
    owner: tuple[int, int] | None = None,
    links: dict[str, str] | None = None,
    *,
    parent: str | None = None,
    shared: bool = False,
) -> str:
    """A fresh private directory holding the job's input files; handed to ``owner``
    when the job runs as another uid (the base is then traversable, never listable).
    ``links`` (name -> source path) are placed by :func:`place_file` and stay the server's.

    ``parent``: made inside this directory instead (a check's own directory inside its template's).
    ``shared``: the directory is a template's root: it stays the server's, traversable (0711) but not
    writable by the job, so what one check writes can only be in its own directory."""
    base = BASE if parent is None else parent
    if parent is None:
        os.makedirs(BASE, mode=0o700, exist_ok=True)
        if owner is not None and os.stat(BASE).st_mode & 0o777 != 0o711:
            os.chmod(BASE, 0o711)
    d = tempfile.mkdtemp(prefix=f"job-{os.getpid()}-" if parent is None else "check-", dir=base)
    if shared:
        os.chmod(d, 0o711)
        return d
    for name, content in files.items():
        path = os.path.join(d, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(content)
    if owner is not None:
        for root, dirs, names in os.walk(d):
            for entry in [root, *(os.path.join(root, n) for n in dirs + names)]:
                os.chown(entry, *owner, follow_symlinks=False)
    try:
        for name, source in (links or {}).items():  # after the chown: a hard link shares the server's inode
            place_file(source, os.path.join(d, name), owner)
    except OSError:
        remove_scratch(d)
        raise
    return d


def place_file(source: str, dest: str, owner: tuple[int, int] | None = None) -> None:
    """Put ``source`` at ``dest`` readable by the job, the original never changeable by it.

    A hard link when the file is read-only for everyone (0444), the job runs as another uid than
    the file's owner (so it cannot chmod the shared inode) and both names are on one filesystem;
    otherwise a copy made by the kernel (``sendfile``: never read into this process), owned by the
    server and 0444. The state directory's blobs are 0600 (``jacobian.state.private``), so they
    always reach a job as such a copy: a hard link would share their private mode, a bind mount
    changes no permission and needs a path the job's uid can traverse, and a passed descriptor
    serves only a program that reads the descriptor rather than a path (re-opening
    ``/proc/self/fd/N`` checks the inode's mode again). Raises OSError; ``dest`` must not exist.
    """
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    st = os.stat(source)
    if stat.S_IMODE(st.st_mode) == 0o444 and owner is not None and owner[0] != st.st_uid:
        try:
            os.link(source, dest)
            return
        except OSError:
            pass  # another filesystem (EXDEV) or links refused: copy instead
    with open(source, "rb") as src:
        fd = os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o444)
        try:
            _kernel_copy(src.fileno(), fd, os.fstat(src.fileno()).st_size)
            os.fchmod(fd, 0o444)
        finally:
            os.close(fd)


def _kernel_copy(src: int, dst: int, size: int) -> None:
    offset = 0
    while offset < size:
        sent = os.sendfile(dst, src, offset, min(size - offset, 1 << 30))
        if sent == 0:  # the source shrank under us: copy what there is
            return
        offset += sent


def collect(d: str, names: tuple[str, ...], limit: int | None) -> tuple[dict[str, bytes], list[str]]:
    """Read back requested files, each bounded by ``limit``; symlinks leaving the dir are refused."""
    out: dict[str, bytes] = {}
    problems: list[str] = []
    root = os.path.realpath(d)
    for name in names:
        path = os.path.realpath(os.path.join(d, name))
        if not path.startswith(root + os.sep):
            problems.append(f"{name}: resolves outside the scratch directory")
            continue
        try:
            with open(path, "rb") as f:
                data = f.read((limit or 1 << 62) + 1)
        except OSError as exc:
            problems.append(f"{name}: {exc.strerror}")
            continue
        if limit is not None and len(data) > limit:
            problems.append(f"{name}: larger than {limit} bytes, truncated")
            data = data[:limit]
        out[name] = data
    return out, problems


def hold_dir_name() -> str:
    """A fresh name beside the jobs' scratch directories, on their filesystem, for the directory where a
    run holds the files its job leaves (see :func:`keep`). Not made here: :func:`keep` makes it (0700, the
    server's) when the job has left a file, so a run whose job leaves none (a SAT answer has no proof)
    pays no mkdir and no rmdir (an rmdir cost 2.6 ms on this host's disk while a solver wrote a proof)."""
    return os.path.join(BASE, f"hold-{os.getpid()}-{secrets.token_hex(8)}")


def _make_hold(dest: str) -> None:
    """Make the run's hold directory ``dest`` unless this run already made it; raises OSError when it
    exists and is not a private directory of the server's (a name the run did not make)."""
    os.makedirs(BASE, mode=0o700, exist_ok=True)
    try:
        os.mkdir(dest, 0o700)
    except FileExistsError:
        st = os.lstat(dest)
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or stat.S_IMODE(st.st_mode) != 0o700:
            raise


def keep(d: str, names: tuple[str, ...], dest: str, copy: bool = False) -> tuple[dict[str, KeptFile], list[str]]:
    """Move the named files the job wrote from its scratch directory ``d`` into ``dest``, with their sha256.

    A name must be a regular file directly inside ``d`` with a single link (so a job cannot hand over a
    file of the server's by a symlink or a hard link); it is renamed (copied by the kernel when ``dest`` is
    on another filesystem), made the server's and read-only (0444), and hashed by streaming, never read
    whole. ``copy``: for a pooled worker, which lives on and may hold the file open, it is always copied
    by the kernel into a new file only the server can write, and the job's name removed. A name the job
    did not write is skipped; a refused one is a problem (returned, not raised), nothing of it left in
    ``dest``. ``dest`` is made (0700) with the first file kept, see :func:`hold_dir_name`. Blocks while
    copying and hashing (a worker thread's job)."""
    kept: dict[str, KeptFile] = {}
    problems: list[str] = []
    for name in names:
        if "/" in name:
            problems.append(f"{name}: a kept file must lie directly in the scratch directory")
            continue
        source, target = os.path.join(d, name), os.path.join(dest, name)
        try:
            st = os.lstat(source)
        except FileNotFoundError:  # not written (a SAT answer has no proof): nothing to keep, nothing wrong
            continue
        except OSError as exc:
            problems.append(f"{name}: {exc.strerror}")
            continue
        if not stat.S_ISREG(st.st_mode) or st.st_nlink != 1:
            problems.append(f"{name}: not a regular file with a single link; not kept")
            continue
        try:
            _make_hold(dest)
        except OSError as exc:
            problems.append(f"{name}: not kept: the run's directory {dest}: {exc.strerror}")
            continue
        try:
            try:
                if copy:
                    raise OSError("a pooled worker's file is copied")
                os.rename(source, target)
            except OSError:  # another filesystem (or a pooled worker's file): a copy by the kernel
                fd_in = os.open(source, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
                try:
                    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o400)
                    try:
                        _kernel_copy(fd_in, fd, os.fstat(fd_in).st_size)
                    finally:
                        os.close(fd)
                finally:
                    os.close(fd_in)
                os.unlink(source)
            os.chown(target, os.getuid(), os.getgid(), follow_symlinks=False)
            os.chmod(target, 0o444, follow_symlinks=False)
            digest, size = hashlib.sha256(), 0
            with open(target, "rb") as f:
                while block := f.read(1 << 20):
                    digest.update(block)
                    size += len(block)
        except OSError as exc:
            problems.append(f"{name}: not kept: {exc.strerror}")
            try:
                os.unlink(target)
            except OSError:
                pass
            continue
        kept[name] = KeptFile(path=target, size=size, sha256=digest.hexdigest())
    return kept, problems


def remove_scratch(d: str) -> None:
    shutil.rmtree(d, ignore_errors=True)
