"""``jacobian doctor``: what this installation lacks, and the command that installs each missing piece.

Per provider (every manifest, probed for real, as ``jacobian providers probe`` does): its status and, when
it is not AVAILABLE, why and what installs it, from the manifest's ``install``: Debian packages
(``apt-get install``), Python distributions of the base install or of an extra (``python -m pip install``
with this interpreter and the exact requirements this distribution declares, so the command never names
a package index's ``jacobian``, which is another project), or the operator's toolchain (Lean). Also the
platform (Linux only) and bubblewrap (the read-only root of the sandbox). Exit 0 when what the base
install provides works; 1 when the platform is unsupported or a provider of the base install is missing.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from typing import Any

from .common import add_runtime_flags, print_json

_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def _normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def declared_requirements() -> list[tuple[str, str, str | None]]:
    """(name, requirement as declared, extra or None) of this installation's distribution."""
    from importlib.metadata import PackageNotFoundError, requires

    from jacobian import DISTRIBUTION

    try:
        lines = requires(DISTRIBUTION) or []
    except PackageNotFoundError:
        return []
    out = []
    for line in lines:
        requirement, _, marker = line.partition(";")
        name = _NAME.match(requirement)
        extra = re.search(r"""extra\s*==\s*["']([^"']+)["']""", marker)
        if name:
            out.append((_normalized(name.group(1)), requirement.strip(), extra.group(1) if extra else None))
    return out


def _quoted(requirements: list[str]) -> str:
    return " ".join(f"'{r}'" for r in requirements)


def install_advice(install: Any, declared: list[tuple[str, str, str | None]]) -> dict[str, str] | None:
    """How to install what a manifest's ``install`` names: ``{"kind": ..., "command": ...}``."""
    pip = f"{sys.executable} -m pip install"
    if install.debian:
        sudo = "" if os.geteuid() == 0 else "sudo "
        return {"kind": "debian", "command": f"{sudo}apt-get install {' '.join(install.debian)}"}
    if install.extra:
        reqs = [req for _, req, extra in declared if extra == install.extra]
        from jacobian import DISTRIBUTION

        where = f"(the [{install.extra}] extra of {DISTRIBUTION}; from a clone: pip install '.[{install.extra}]')"
        return {"kind": "extra", "command": f"{pip} {_quoted(reqs)} {where}" if reqs else where}
    if install.python:
        wanted = {_normalized(n) for n in install.python}
        reqs = [req for name, req, extra in declared if extra is None and name in wanted]
        return {"kind": "python", "command": f"{pip} {_quoted(reqs or list(install.python))}"}
    if install.operator:
        return {"kind": "operator", "command": install.operator}
    return None


def base_install(install: Any) -> bool:
    """Whether a plain ``pip install`` brings everything the provider needs (Python distributions only)."""
    return bool(install.python) and not (install.debian or install.extra or install.operator)


async def _report(args: Any) -> dict[str, Any]:
    from ..contracts.enums import ProviderStatus
    from ..platforms import unsupported
    from ..probes import host_platform
    from .providers_cmd import _probe

    declared = declared_requirements()
    loaded, health, _ = await _probe(args, use_cache=False)
    providers = []
    for pid, h in health.items():
        sourced = loaded.manifests.get(pid)
        m = sourced.manifest if sourced is not None else None
        ok = h.status is ProviderStatus.AVAILABLE
        providers.append(
            {
                "provider": pid,
                "family": h.family,
                "status": h.status.value,
                "reason": h.reason.value if h.reason else None,
                "message": h.message,
                "installed_by": m.installed_by if m is not None else None,
                "base_install": m is not None and base_install(m.install),
                "install": None if ok or m is None else install_advice(m.install, declared),
            }
        )
    from ..manifests.model import InstallSpec

    bwrap = shutil.which("bwrap")
    return {
        "platform": host_platform(),
        "unsupported": unsupported(),
        "bubblewrap": bwrap,
        "bubblewrap_install": None if bwrap else install_advice(InstallSpec(debian=("bubblewrap",)), declared),
        "providers": providers,
    }


def render(report: dict[str, Any]) -> str:
    lines = [f"platform    {report['platform']}: {report['unsupported'] or 'supported'}"]
    if report["bubblewrap"]:
        lines.append(f"bubblewrap  {report['bubblewrap']}")
    else:
        lines.append(f"bubblewrap  missing (no read-only root for jobs): {report['bubblewrap_install']['command']}")
    ok = [p for p in report["providers"] if p["status"] == "AVAILABLE"]
    missing = [p for p in report["providers"] if p["status"] != "AVAILABLE"]
    lines.append(f"providers   {len(ok)} available: {', '.join(p['provider'] for p in ok) or '-'}")
    if not missing:
        lines.append("            nothing missing")
    for p in missing:
        why = f"{p['reason']}: {p['message']}" if p["reason"] else p["message"]
        lines.append(f"missing     {p['provider']} ({p['family']}): {p['status']}, {why[:300]}")
        if p["install"]:
            lines.append(f"  install   {p['install']['command']}")
    return "\n".join(lines)


def cmd_doctor(args: Any) -> int:
    import trio

    report = trio.run(_report, args)
    if args.json:
        print_json(report)
    else:
        print(render(report))
    broken = [p for p in report["providers"] if p["base_install"] and p["status"] != "AVAILABLE"]
    return 1 if report["unsupported"] or broken else 0


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("doctor", help="what this installation lacks, and the command that installs each part")
    add_runtime_flags(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_doctor)
