"""Maximum flow and minimum cut of a capacitated network, by networkx (:mod:`.networkx_worker`), certified by a flow
and a cut of equal value that the checker (:mod:`jacobian.checkers.graph.flow_check`) tests in integers on its own
reading of the network. No backend library is imported here."""

from __future__ import annotations

from typing import Any, ClassVar

from jacobian.capability import ArtifactReader, Evidence, Interpretation, InterpretError, JobCall, answer, invalid
from jacobian.checkers.graph import network
from jacobian.checkers.graph.flow_check import cut_capacity, flow_fault
from jacobian.checkers.graph.simple import GraphError
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode

from .common import EXACT_RUN, GraphCapability
from .optimum_models import FlowOutput, FlowRequest

DIAMOND = {
    "vertices": ["s", "a", "b", "t"],
    "arcs": [["s", "a", 3], ["s", "b", 2], ["a", "b", 1], ["a", "t", 2], ["b", "t", 3]],
    "source": "s",
    "sink": "t",
}


def _subject(request: FlowRequest) -> dict[str, Any]:
    raw = request.model_dump(mode="json", include={"vertices", "arcs", "directed", "source", "sink"})
    return {"network": raw}


class _Flow(GraphCapability[FlowRequest, FlowOutput, network.Network]):
    op = "max_flow"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)
    verify_claims: ClassVar[tuple[str, ...]] = ("MAX_FLOW_MIN_CUT",)

    def parse(self, request: FlowRequest, artifacts: ArtifactReader) -> network.Network:
        try:
            return network.read(_subject(request)["network"], "$.payload")
        except GraphError as exc:
            raise invalid(exc.message, exc.path) from None

    def fields(self, call: JobCall[FlowRequest, network.Network]) -> dict[str, Any]:
        net = call.parsed
        return {
            "order": net.order,
            "arcs": [list(a) for a in net.arcs],
            "directed": net.directed,
            "source": net.source,
            "sink": net.sink,
        }

    def answer(self, call: JobCall[FlowRequest, network.Network], data: dict[str, Any]) -> Interpretation:
        net, value, flow, side = call.parsed, data.get("value"), data.get("flow"), data.get("source_side")
        if not (isinstance(value, int) and isinstance(flow, list) and len(flow) == len(net.arcs)):
            raise InterpretError(Code.BACKEND_ERROR, "networkx gave no flow of every arc")
        if not (isinstance(side, list) and all(isinstance(v, int) and 0 <= v < net.order for v in side)):
            raise InterpretError(Code.BACKEND_ERROR, "networkx gave no cut")
        if flow_fault(net, flow, value) is not None or cut_capacity(net, set(side)) != value:
            raise InterpretError(Code.BACKEND_ERROR, "networkx gave no flow and cut of one value")
        labels, inside = net.labels, set(side)
        crossing = [
            [labels[u], labels[v], c]
            for u, v, c in net.arcs
            if (u in inside) != (v in inside) and (u in inside or not net.directed)
        ]
        out = FlowOutput(
            value=value,
            flow=[[labels[u], labels[v], f] for (u, v, _), f in zip(net.arcs, flow)],
            source_side=[labels[v] for v in sorted(inside)],
            cut=crossing,
            order=net.order,
            arcs=len(net.arcs),
        )
        certificate = {"flow": flow, "source_side": [labels[v] for v in sorted(inside)]}
        evidence = Evidence(
            {"kind": "MAX_FLOW_MIN_CUT", "value": value}, "flow+cut/1", _subject(call.request), certificate
        )
        basis = f"a flow of value {value} and a cut of capacity {value} (networkx)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, evidence=evidence)


class MaxFlow(_Flow):
    id = "graph.max_flow"
    title = "Maximum flow from a source to a sink in a capacitated network, with a minimum cut as its certificate"
    description = (
        "The maximum s-t flow of a network (vertices; arcs [tail, head, capacity] with integer capacities; directed, "
        "or undirected edges; at most 2,000 vertices, 20,000 arcs) by networkx, with the flow on every arc and a "
        "minimum cut of the same capacity. In VERIFY mode a checker reads the network itself and tests, in integers, "
        "capacities, conservation and the flow's value, and that the cut separates s from t with that capacity: "
        "equal values prove both optimal (VERIFIED)."
    )
    tags = (
        "graph",
        "network",
        "flow",
        "max-flow",
        "maximum-flow",
        "min-cut",
        "capacity",
        "ford-fulkerson",
        "network-flow",
        "duality",
        "certified",
        "networkx",
    )
    examples = (InvocationExample(title="a small network: maximum flow 5", payload=DIAMOND, mode=Mode.VERIFY),)


class MinCut(_Flow):
    id = "graph.min_cut"
    title = (
        "Minimum s-t cut separating a source from a sink in a capacitated network, with a maximum flow as its "
        "certificate"
    )
    description = (
        "The minimum capacity of arcs (edges) whose removal separates a sink from a source, by networkx, with the "
        "cut's source side, the crossing arcs, and a flow of the same value (at most 2,000 vertices, 20,000 arcs, "
        "integer capacities; directed or undirected). In VERIFY mode a checker tests the cut and the flow in integers "
        "on its own reading of the network: equal values prove the cut minimum (VERIFIED)."
    )
    tags = (
        "graph",
        "network",
        "cut",
        "min-cut",
        "minimum-cut",
        "s-t-cut",
        "separator",
        "max-flow",
        "capacity",
        "duality",
        "certified",
        "networkx",
    )
    examples = (InvocationExample(title="a small network: minimum cut 5", payload=DIAMOND, mode=Mode.VERIFY),)


FLOW_CAPABILITIES = (MaxFlow(), MinCut())
