"""``State``: one opened state directory and the services over it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .artifacts import ArtifactStore, Quotas
from .blobs import BlobStore
from .db import Database
from .statedir import StateDir, default_state_dir
from .uploads import UploadStore


class State:
    """Open with :meth:`open`; use as a context manager or call :meth:`close`."""

    def __init__(self, statedir: StateDir, db: Database, *, quotas: Quotas, exclusive: bool, reasoning_mode) -> None:
        from .authorization import Authorizations
        from .reasoning import ReasoningLog, ReasoningMode
        from .records import Records

        self.dir = statedir
        self.db = db
        self.exclusive = exclusive
        self.blobs = BlobStore(statedir.blobs, statedir.staging)
        self.artifacts = ArtifactStore(db, self.blobs, quotas)
        self.uploads = UploadStore(db, self.blobs, self.artifacts, statedir.uploads)
        self.authorizations = Authorizations(db)
        self.records = Records(self.artifacts, self.authorizations, db)
        self.reasoning = ReasoningLog(db, ReasoningMode(reasoning_mode or ReasoningMode.OFF))
        # directories a local stdio session may import files from (set by the runtime; empty: none)
        self.local_import_roots: tuple[Path, ...] = ()
        self.experiments: Any = None  # set by the server's Runtime (jacobian.experiments.manager.Experiments)

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        *,
        exclusive: bool = True,
        readonly: bool = False,
        quotas: Quotas | None = None,
        reasoning_mode=None,
    ) -> State:
        """Open (creating if needed) a state directory.

        ``exclusive=True`` is the server: it takes the lock (STATE_LOCKED if another
        server holds it) and removes staging files left by a crash. ``exclusive=False``
        is for CLI commands beside a running server: no lock, no cleanup;
        ``readonly=True`` additionally opens the database read-only.
        """
        statedir = StateDir(Path(path) if path is not None else default_state_dir())
        if not readonly:
            statedir.create()
        if exclusive:
            statedir.acquire()
        try:
            db = Database(statedir.db_path, readonly=readonly)
            try:
                db.migrate()
                state = cls(statedir, db, quotas=quotas or Quotas(), exclusive=exclusive, reasoning_mode=reasoning_mode)
            except BaseException:
                db.close()
                raise
            if exclusive:
                state.blobs.clean_staging()
                state.uploads.expire()
            return state
        except BaseException:
            statedir.release()
            raise

    def close(self) -> None:
        self.db.close()
        self.dir.release()

    def __enter__(self) -> State:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
