"""``jacobian checkers ...`` and state commands (``artifacts``, ``reasoning``, ``state``).

``register(subparsers)`` and ``register_state(subparsers)`` add the commands to
the main CLI's subparsers; each sets ``func(args) -> int``. Human tables by
default, ``--json`` for machines. Commands open the state directory without the
server lock (``--state-dir`` or ``$JACOBIAN_STATE_DIR``), so they work beside a
running server.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the handlers import the state when they run: registering the commands stays cheap
    from jacobian.state import StateError
    from jacobian.state.authorization import AuditEntry


def _bundled():
    from jacobian.checkers.spec import BUNDLED

    return {spec.id: spec for spec in BUNDLED}


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--state-dir", default=None, help="state directory (default: $JACOBIAN_STATE_DIR or the XDG data home)"
    )
    p.add_argument("--json", action="store_true", help="print JSON for machines")


def _emit(args, data: Any, table: Callable[[Any], str]) -> None:
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True, default=str))
    else:
        print(table(data))


def _fail(args, exc: StateError) -> int:
    if args.json:
        print(json.dumps({"error": {"code": exc.code.value, "message": exc.message, "path": exc.path}}))
    else:
        print(f"error: {exc.code.value}: {exc.message}", file=sys.stderr)
    return 1


def _rows(headers: list[str], rows: list[list[Any]]) -> str:
    cells = [headers] + [["" if c is None else str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in cells)


def _short(digest: str | None) -> str:
    return digest[:19] + "…" if digest else "-"


def _entry_dict(e: AuditEntry) -> dict[str, Any]:
    return dict(e.__dict__)


# -- checkers ------------------------------------------------------------------------
def _checkers_list(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False) as st:
            statuses = st.authorizations.list(_bundled().values())
    except StateError as exc:
        return _fail(args, exc)
    data = [dict(s.__dict__) for s in statuses]
    _emit(
        args,
        data,
        lambda d: (
            _rows(
                ["CHECKER", "STATUS", "CURRENT DIGEST", "AUTHORIZED DIGEST", "SINCE", "REASON"],
                [
                    [
                        x["checker_id"],
                        x["status"],
                        _short(x["current_digest"]),
                        _short(x["authorized_digest"]),
                        x["at"],
                        x["reason"],
                    ]
                    for x in d
                ],
            )
            if d
            else "no bundled checkers"
        ),
    )
    return 0


def _checkers_authorize(args) -> int:
    from jacobian.state import State, StateError

    bundled = _bundled()
    if args.all_bundled == bool(args.checker_id):
        print("error: give a checker ID or --all-bundled (not both)", file=sys.stderr)
        return 2
    ids = sorted(bundled) if args.all_bundled else [args.checker_id]
    unknown = [i for i in ids if i not in bundled]
    if unknown:
        print(
            f"error: unknown checker {unknown[0]!r}; `jacobian checkers list` shows the installed ones", file=sys.stderr
        )
        return 2
    reason = args.reason or (
        "first-run setup: authorize bundled checkers" if args.all_bundled else "authorized by operator"
    )
    try:
        with State.open(args.state_dir, exclusive=False) as st:
            entries = [st.authorizations.authorize(bundled[i], reason) for i in ids]
    except StateError as exc:
        return _fail(args, exc)
    data = [_entry_dict(e) for e in entries]
    _emit(
        args,
        data,
        lambda d: (
            "\n".join(f"authorized {x['checker_id']} at digest {x['digest']}" for x in d) or "nothing to authorize"
        ),
    )
    return 0


def _checkers_revoke(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False) as st:
            entry = st.authorizations.revoke(args.checker_id, args.reason or "")
    except StateError as exc:
        return _fail(args, exc)
    _emit(args, _entry_dict(entry), lambda x: f"revoked {x['checker_id']} (was {x['digest']})")
    return 0


def _checkers_history(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False, readonly=True) as st:
            entries = st.authorizations.history(args.checker_id)
    except StateError as exc:
        return _fail(args, exc)
    data = [_entry_dict(e) for e in entries]
    _emit(
        args,
        data,
        lambda d: _rows(
            ["SEQ", "AT", "CHECKER", "ACTION", "DIGEST", "ACTOR", "REASON"],
            [
                [x["seq"], x["at"], x["checker_id"], x["action"], _short(x["digest"]), x["actor"], x["reason"]]
                for x in d
            ],
        ),
    )
    return 0


def register(subparsers) -> None:
    """Add ``checkers list|authorize ID|authorize --all-bundled|revoke ID [--reason]|history``."""
    checkers = subparsers.add_parser("checkers", help="list, authorize and revoke independent checkers")
    sub = checkers.add_subparsers(dest="checkers_command", required=True)
    p = sub.add_parser("list", help="each checker with its digest and authorization status")
    _common(p)
    p.set_defaults(func=_checkers_list)
    p = sub.add_parser("authorize", help="authorize a checker's current digest (an operator act, audited)")
    p.add_argument("checker_id", nargs="?", help="checker id")
    p.add_argument("--all-bundled", action="store_true", help="authorize every bundled checker")
    p.add_argument("--reason", default=None, help="why (kept in the audit log)")
    _common(p)
    p.set_defaults(func=_checkers_authorize)
    p = sub.add_parser("revoke", help="withdraw a checker's authorization")
    p.add_argument("checker_id")
    p.add_argument("--reason", default=None, help="why (kept in the audit log)")
    _common(p)
    p.set_defaults(func=_checkers_revoke)
    p = sub.add_parser("history", help="the append-only authorization audit log")
    p.add_argument("checker_id", nargs="?", default=None)
    _common(p)
    p.set_defaults(func=_checkers_history)


# -- artifacts / reasoning / state -----------------------------------------------------
def _artifacts_get(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False, readonly=True) as st:
            art = st.artifacts.get(args.uri)
    except StateError as exc:
        return _fail(args, exc)
    print(json.dumps(dict(art.__dict__, parents=list(art.parents)), indent=2, sort_keys=True))
    return 0


def _artifacts_list(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False, readonly=True) as st:
            rows = st.artifacts.list(schema=args.schema, limit=args.limit)
    except StateError as exc:
        return _fail(args, exc)
    data = [dict(zip(("uri", "schema", "semantics", "size", "created_at"), r)) for r in rows]
    _emit(
        args, data, lambda d: _rows(["URI", "SCHEMA", "SEMANTICS", "BYTES", "CREATED"], [list(x.values()) for x in d])
    )
    return 0


def _artifacts_verify(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False, readonly=True) as st:
            failures = st.artifacts.verify_all()
    except StateError as exc:
        return _fail(args, exc)
    data = [{"uri": u, "message": m} for u, m in failures]
    _emit(args, data, lambda d: "\n".join(f"CORRUPT {x['uri']}: {x['message']}" for x in d) or "all artifacts intact")
    return 1 if failures else 0


def _reasoning_export(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False, readonly=True) as st:
            sys.stdout.write(st.reasoning.export_ndjson(args.run_id))
    except StateError as exc:
        return _fail(args, exc)
    return 0


def _reasoning_runs(args) -> int:
    from jacobian.state import State, StateError

    try:
        with State.open(args.state_dir, exclusive=False, readonly=True) as st:
            runs = st.reasoning.runs()
    except StateError as exc:
        return _fail(args, exc)
    _emit(args, runs, lambda d: "\n".join(d) or "no reasoning runs")
    return 0


def register_state(subparsers) -> None:
    """Add ``artifacts get|list|verify``, ``reasoning runs|export RUN`` and (from :mod:`.state_cmd`) ``state``."""
    artifacts = subparsers.add_parser("artifacts", help="read the content-addressed artifact store")
    sub = artifacts.add_subparsers(dest="artifacts_command", required=True)
    p = sub.add_parser("get", help="print an artifact (re-verified on read)")
    p.add_argument("uri")
    _common(p)
    p.set_defaults(func=_artifacts_get)
    p = sub.add_parser("list", help="stored artifacts, newest first")
    p.add_argument("--schema", default=None)
    p.add_argument("--limit", type=int, default=50)
    _common(p)
    p.set_defaults(func=_artifacts_list)
    p = sub.add_parser("verify", help="re-hash every artifact; exit 1 if any is corrupt")
    _common(p)
    p.set_defaults(func=_artifacts_verify)

    reasoning = subparsers.add_parser("reasoning", help="read the reasoning log")
    sub = reasoning.add_subparsers(dest="reasoning_command", required=True)
    p = sub.add_parser("runs", help="list reasoning runs")
    _common(p)
    p.set_defaults(func=_reasoning_runs)
    p = sub.add_parser("export", help="a run as NDJSON (as reasoning://run/{run_id})")
    p.add_argument("run_id")
    _common(p)
    p.set_defaults(func=_reasoning_export)

    from . import state_cmd

    state_cmd.register(subparsers)  # ``state info|verify``
