"""``jacobian tokens add|list|revoke``: the HTTP transport's bearer tokens.

The file stores only each token's SHA-256 (see :mod:`jacobian.mcp.auth`); ``add``
prints the token once, on stdout, and nowhere else. A running server re-reads the
file when it changes, so ``revoke`` takes effect at the next request.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .common import print_json, table


def _file(args: Any) -> Any:
    from ..mcp.auth import TokenFile, default_tokens_file

    return TokenFile(Path(args.file) if args.file else default_tokens_file())


def _add(args: Any) -> int:
    from ..mcp.auth import TokenFileError

    try:
        entry, token = _file(args).add(args.tenant, tuple(args.scope), args.note or "")
    except TokenFileError as exc:
        print(f"jacobian tokens: {exc}")
        return 2
    if args.json:
        print_json({"id": entry.id, "tenant": entry.tenant, "scopes": list(entry.scopes), "token": token})
    else:
        print(f"{entry.id} for tenant {entry.tenant} ({' '.join(entry.scopes)}); the token (shown once):")
        print(token)
    return 0


def _list(args: Any) -> int:
    from ..mcp.auth import TokenFileError

    try:
        entries = _file(args).list()
    except TokenFileError as exc:
        print(f"jacobian tokens: {exc}")
        return 2
    if args.json:
        print_json([{k: v for k, v in e.as_json().items() if k != "sha256"} for e in entries])
        return 0
    rows = [[e.id, e.tenant, " ".join(e.scopes), e.created, e.revoked or "-", e.note] for e in entries]
    print(table(["id", "tenant", "scopes", "created", "revoked", "note"], rows))
    return 0


def _revoke(args: Any) -> int:
    from ..mcp.auth import TokenFileError

    try:
        entry = _file(args).revoke(args.token_id)
    except TokenFileError as exc:
        print(f"jacobian tokens: {exc}")
        return 1
    print(f"{entry.id} (tenant {entry.tenant}) revoked at {entry.revoked}")
    return 0


def register(subparsers: Any) -> None:
    from ..mcp.scopes import SCOPES  # not ..mcp.auth: that loads the MCP SDK for every command

    tokens = subparsers.add_parser("tokens", help="bearer tokens of the HTTP transport (hashes only are stored)")
    sub = tokens.add_subparsers(dest="tokens_command", required=True)

    def common(p: Any) -> None:
        p.add_argument("--file", help="token file (default ~/.config/jacobian/tokens.json)")
        p.add_argument("--json", action="store_true")

    p = sub.add_parser("add", help="issue a token for a tenant (printed once)")
    p.add_argument("--tenant", required=True, help="tenant id: its own artifacts and reasoning log")
    p.add_argument(
        "--scope", action="append", choices=SCOPES, help=f"repeatable (default: {' '.join(SCOPES)})", default=None
    )
    p.add_argument("--note", help="what the token is for")
    common(p)
    p.set_defaults(func=lambda a: _add(_defaults(a, SCOPES)))
    p = sub.add_parser("list", help="issued tokens (ids, tenants, scopes; never a token or its hash)")
    common(p)
    p.set_defaults(func=_list)
    p = sub.add_parser("revoke", help="revoke a token by id (a running server stops accepting it at once)")
    p.add_argument("token_id")
    common(p)
    p.set_defaults(func=_revoke)


def _defaults(args: Any, scopes: tuple[str, ...]) -> Any:
    if not args.scope:
        args.scope = list(scopes)
    return args
