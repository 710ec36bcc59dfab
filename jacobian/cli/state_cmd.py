"""``jacobian state info|verify [--repair]``: the state directory, its integrity and its repair.

``verify`` checks the server's own store and every HTTP tenant's (``tenants/<id>``), see
:mod:`jacobian.state.verify`. It reads beside a running server, whose writes in progress may
show as orphans for a moment; ``--repair`` takes each store's server lock, so it refuses
(STATE_LOCKED) while a server runs. Exit 0 when every store is clean, 1 when any problem was
found (repaired or not: the output says which, and whether a check after the repair is clean).
This is the operator's command: it prints the state directory's path, which results never do.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the handlers import the state when they run: registering the commands stays cheap
    from jacobian.state import StateError
    from jacobian.state.verify import Report


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--state-dir", default=None, help="state directory (default: $JACOBIAN_STATE_DIR or the XDG data home)"
    )
    p.add_argument("--json", action="store_true", help="print JSON for machines")


def _fail(args: Any, exc: StateError, where: str | None = None) -> int:
    message = f"{where}: {exc.message}" if where else exc.message
    if args.json:
        print(json.dumps({"error": {"code": exc.code.value, "message": message, "path": exc.path}}))
    else:
        print(f"error: {exc.code.value}: {message}", file=sys.stderr)
    return 1


def _state_info(args: Any) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False, readonly=True) as st:
            data = {
                "path": str(st.dir.root),
                "schema_version": st.db.version,
                "server_pid": st.dir.holder_pid(),
                "artifact_bytes": st.artifacts.total_size(),
                "artifacts": len(st.artifacts.list(limit=1_000_000)),
            }
    except StateError as exc:
        return _fail(args, exc)
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        print("\n".join(f"{k}: {v}" for k, v in data.items()))
    return 0


def _stores(root: Path) -> list[tuple[str, Path]]:
    """The server's own store, then each HTTP tenant's, as (label, directory)."""
    from jacobian.state.statedir import TENANTS_DIR

    folder = root / TENANTS_DIR
    tenants = sorted(p for p in folder.iterdir() if (p / "state.sqlite3").is_file()) if folder.is_dir() else []
    return [(".", root), *((f"{TENANTS_DIR}/{p.name}", p) for p in tenants)]


def _verify_one(path: Path, fix: bool) -> dict[str, Any]:
    from jacobian.state import State
    from jacobian.state.verify import check, repair

    if not fix:
        with State.open(path, exclusive=False, readonly=True) as st:
            return {"report": check(st), "server_pid": st.dir.holder_pid()}
    with State.open(path, exclusive=True) as st:
        report = check(st)
        actions = repair(st, report) if not report.ok else []
        return {"report": report, "repairs": actions, "after": check(st) if actions else report}


def _verify(args: Any) -> int:
    from jacobian.state import StateError
    from jacobian.state.statedir import default_state_dir

    root = Path(args.state_dir).expanduser().resolve() if args.state_dir else default_state_dir().resolve()
    if not (root / "state.sqlite3").is_file():
        print(f"error: no state directory at {root} (no state.sqlite3)", file=sys.stderr)
        return 2
    results: list[dict[str, Any]] = []
    for label, path in _stores(root):
        try:
            results.append({"store": label, **_verify_one(path, args.repair)})
        except StateError as exc:
            return _fail(args, exc, where=f"store {label}")
    problems = sum(len(r["report"].findings) for r in results)
    consistent = all(r.get("after", r["report"]).ok for r in results)
    if args.json:
        stores: list[dict[str, Any]] = []
        for r in results:
            item = {"store": r["store"], **r["report"].as_dict()}
            if "repairs" in r:
                item["repairs"] = r["repairs"]
                item["after"] = r["after"].as_dict()
            if r.get("server_pid"):
                item["server_pid"] = r["server_pid"]
            stores.append(item)
        out = {"state_dir": str(root), "problems": problems, "consistent": consistent, "stores": stores}
        print(json.dumps(out, indent=2))
    else:
        print(f"state directory {root}")
        for r in results:
            print(_render(r["store"], r["report"], r.get("server_pid"), r.get("repairs"), r.get("after")))
        if problems and not args.repair:
            fix = "`jacobian state verify --repair` drops damaged artifacts and removes orphans"
            print(f"{problems} problem(s); {fix}")
    return 1 if problems else 0


def _render(
    label: str, report: Report, server: int | None, repairs: list[dict[str, Any]] | None, after: Report | None
) -> str:
    head = f"{label}: {report.artifacts} artifacts, {report.blobs} blob files ({report.bytes} bytes) re-hashed: "
    lines = [head + (f"{len(report.findings)} problem(s)" if report.findings else "clean")]
    if server and report.findings:
        lines.append(f"  (server pid {server} is running: an ORPHAN may be a write in progress)")
    for f in report.findings:
        named = f" of {', '.join(f.uris)}" if f.uris else ""
        lines.append(f"  {f.problem.value:<12} {f.blob}{named}: {f.detail}")
    if repairs:
        dropped = sum(1 for a in repairs if a["action"] == "DROP_ARTIFACT")
        removed = len(repairs) - dropped
        state = "clean" if after is not None and after.ok else f"{len(after.findings) if after else '?'} problem(s)"
        done = f"{dropped} artifact(s) dropped, {removed} blob file(s) removed"
        lines.append(f"  repaired: {done}; checked again: {state}")
    return "\n".join(lines)


def register(subparsers: Any) -> None:
    """Add ``state info`` and ``state verify [--repair]``."""
    state = subparsers.add_parser("state", help="the state directory: where it is, its integrity, its repair")
    sub = state.add_subparsers(dest="state_command", required=True)
    p = sub.add_parser("info", help="path, schema version, owning server, sizes")
    _common(p)
    p.set_defaults(func=_state_info)
    p = sub.add_parser(
        "verify",
        help="re-hash every blob of the server's and each tenant's store: corrupt, truncated, missing, orphan; "
        "exit 1 if any",
    )
    p.add_argument(
        "--repair",
        action="store_true",
        help="drop damaged artifacts (their producing call stores them again) and remove orphan blobs; "
        "needs the server stopped",
    )
    _common(p)
    p.set_defaults(func=_verify)
