"""The platforms Jacobian supports (standard library only: the stdio relay checks before anything else).

Every job runs in a sandbox built from Linux facilities: namespaces (``unshare``), cgroups, ``setpriv``,
``prlimit`` and bubblewrap. On another system no job could be confined, so the server refuses to start
there, saying why (``jacobian-mcp`` exits 2), and ``jacobian doctor`` reports it.
"""

from __future__ import annotations

import sys

SUPPORTED = ("linux",)


def unsupported(platform: str | None = None) -> str | None:
    """Why this platform (``sys.platform`` by default) cannot run Jacobian's jobs, or None on a supported one."""
    name = sys.platform if platform is None else platform
    if name.startswith(SUPPORTED):
        return None
    return (
        f"unsupported platform {name!r}: Jacobian runs every job in a Linux sandbox (namespaces, cgroups, "
        "setpriv, bubblewrap) and supports Linux only; run it on a Linux host, a Linux VM or WSL 2"
    )
