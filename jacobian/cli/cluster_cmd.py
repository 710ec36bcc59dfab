"""``jacobian cluster resources``: the Ray resources this node offers, from its own probes.

Start a Ray node with exactly the providers it can run::

    ray start --address=HEAD:PORT --resources="$(jacobian cluster resources)"

The ray executor sends an item only to a node with ``provider:<id>`` for the item's provider.
"""

from __future__ import annotations

import json
from typing import Any

from .common import add_runtime_flags, runtime_config


async def _resources(args: Any) -> dict[str, float]:
    from ..experiments.ray_node import node_resources
    from ..runtime import Runtime

    async with Runtime.open(runtime_config(args)) as rt:
        resources = node_resources(rt.startup.health)
    excluded = set(args.without or ())
    return {k: v for k, v in resources.items() if k.removeprefix("provider:") not in excluded}


def _print(args: Any) -> int:
    import trio

    print(json.dumps(trio.run(_resources, args), sort_keys=True))
    return 0


def register(subparsers: Any) -> None:
    cluster = subparsers.add_parser("cluster", help="running experiments on a Ray cluster")
    sub = cluster.add_subparsers(dest="cluster_command", required=True)
    p = sub.add_parser("resources", help="this node's Ray resources (JSON): provider:<id> per available provider")
    p.add_argument("--without", action="append", metavar="PROVIDER", help="leave this provider out (repeatable)")
    add_runtime_flags(p)
    p.set_defaults(func=_print)
