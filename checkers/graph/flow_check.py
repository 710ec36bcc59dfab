"""Worker: check "the maximum flow from s to t, and the minimum s-t cut, have value v" from a flow and a cut.

``python -I -m jacobian.checkers.graph.flow_check``; payload ``{"claim": {"kind": "MAX_FLOW_MIN_CUT", "value": v},
"subject": {"network": {...}}, "certificate": {"flow": [f_0, ...], "source_side": [label, ...]}}``: one flow value
per arc in the subject's order (for an undirected network a signed value, positive from the arc's first vertex to
its second), and the labels of the cut's source side. The network is read by the checker's own reader
(:mod:`.network`); all arithmetic is in integers.

The flow: every value within its capacity (0..c, or -c..c undirected), in equals out at every vertex but the source
and the sink, and the source's net outflow is v. The cut: the source side holds the source and not the sink, and
the capacities of the arcs leaving it (edges crossing it, undirected) sum to v. Any flow is at most any cut, so the
two equal values prove both optimal (weak duality). Every decision after the network is read reports it.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .network import Network, read
from .simple import GraphError, label_of

FORMAT = "flow+cut/1"


def flow_fault(net: Network, flow: list[int], value: int) -> str | None:
    labels, excess = net.labels, [0] * net.order
    for (u, v, c), f in zip(net.arcs, flow):
        low = 0 if net.directed else -c
        if not low <= f <= c:
            return f"the flow {f} on {labels[u]!r}->{labels[v]!r} is outside {low}..{c}"
        excess[u] -= f
        excess[v] += f
    for w in range(net.order):
        if w not in (net.source, net.sink) and excess[w] != 0:
            return f"flow is not conserved at {labels[w]!r} (in - out = {excess[w]})"
    if -excess[net.source] != value:
        return f"the source sends out {-excess[net.source]}, not {value}"
    return None


def cut_capacity(net: Network, side: set[int]) -> int:
    return sum(c for u, v, c in net.arcs if (u in side) != (v in side) and (u in side or not net.directed))


def _side(net: Network, labels: Any) -> set[int]:
    if not isinstance(labels, list):
        raise BadRequest("certificate.source_side must be a list of vertex labels")
    position = {label: i for i, label in enumerate(net.labels)}
    side = set()
    for i, raw in enumerate(labels):
        try:
            label = label_of(raw, f"certificate.source_side[{i}]")
        except GraphError as exc:
            raise BadRequest(f"{exc.path}: {exc.message}") from None
        if label not in position:
            raise BadRequest(f"certificate.source_side[{i}]: {label!r} is not a vertex")
        side.add(position[label])
    return side


def _judge(net: Network, value: int, flow: list[int], side: set[int]) -> tuple[bool, str]:
    fault = flow_fault(net, flow, value)
    if fault is not None:
        return False, f"the flow is not a flow of value {value}: {fault}"
    if net.source not in side or net.sink in side:
        return False, "the cut's source side must hold the source and not the sink"
    crossing = cut_capacity(net, side)
    if crossing != value:
        return False, f"the cut has capacity {crossing}, not {value}"
    return True, f"a flow of value {value} and a cut of capacity {value}: both optimal (max-flow min-cut duality)"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("MAX_FLOW_MIN_CUT",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        subject = payload.get("subject")
        if not isinstance(subject, dict) or set(subject) != {"network"}:
            raise BadRequest("subject must be exactly {network}")
        try:
            net = read(subject["network"], "subject.network")
        except GraphError as exc:
            raise BadRequest(f"{exc.path}: {exc.message}") from None
        model = {"model": net.described()}
        value = payload["claim"].get("value")
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise BadRequest("claim.value must be a non-negative integer")
        cert = payload.get("certificate")
        if not isinstance(cert, dict) or set(cert) != {"flow", "source_side"}:
            raise BadRequest("certificate needs exactly flow and source_side")
        flow = cert["flow"]
        if not isinstance(flow, list) or len(flow) != len(net.arcs):
            raise BadRequest(f"certificate.flow must give one value for each of the {len(net.arcs)} arcs")
        if not all(isinstance(f, int) and not isinstance(f, bool) for f in flow):
            raise BadRequest("certificate.flow entries must be integers")
        side = _side(net, cert["source_side"])
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    ok, reason = _judge(net, value, flow, side)
    return {"accepted": ok, "reason": reason, "checked": {"vertices": net.order, "arcs": len(net.arcs)}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
