"""Request and output models of the certified graph optima and searches (Pydantic only; no backend imports):
vertex-set invariants, Hamiltonian cycles and paths, the edge chromatic number, homomorphisms."""

from __future__ import annotations

from typing import Any

from pydantic import Field, model_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.graph import network
from jacobian.contracts.base import inexact_integer_error

from .models import ChromaticLimits, ChromaticRequest, GraphInput


class SolvedOutput(Output):
    """What every certified search reports about its last solver call."""

    order: int = Field(description="vertices of the graph")
    size: int = Field(description="edges of the graph")
    cnf_sha256: str | None = Field(default=None, description="the refuted CNF (the checker's encoding), when one was")
    proof_lines: int | None = Field(default=None, description="lines of the DRAT proof (retained as an artifact)")
    solver: str | None = None
    stopped_by: str | None = Field(default=None, description="the limit that ended the search early")


class VertexSetOutput(SolvedOutput):
    invariant: str = Field(description="clique_number, independence_number, vertex_cover_number or domination_number")
    value: int | None = Field(description="the invariant; null when the budget ran out before the bounds met")
    lower_bound: int
    upper_bound: int
    vertices: list[Any] = Field(description="labels of a witness set of the best size found (sorted)")
    refuted_size: int | None = Field(
        default=None, description="the size for which 'such a set exists' was refuted (DRAT, retained)"
    )
    greedy: int | None = Field(default=None, description="size of the greedy set the search started from")


class HamiltonianOutput(SolvedOutput):
    exists: bool | None = Field(description="null when the budget ran out first")
    route: list[Any] | None = Field(
        default=None, description="vertex labels in visiting order (a cycle returns to the first); when one exists"
    )


class EdgeChromaticOutput(SolvedOutput):
    edge_chromatic_number: int | None = Field(description="the chromatic index; null when the budget ran out first")
    max_degree: int = Field(description="the largest degree: the chromatic index is it or one more (Vizing)")
    vizing_class: int | None = Field(default=None, description="1 when it equals the largest degree, else 2")
    colouring: list[list[Any]] | None = Field(default=None, description="[label, label, colour] per edge")
    refuted_colours: int | None = None


class HomomorphismRequest(GraphInput):
    target: GraphInput = Field(
        description="the graph H a homomorphism G -> H is sought into (vertices/edges or graph6)"
    )
    limits: ChromaticLimits | None = None
    budget: BudgetRequest | None = None


class HomomorphismOutput(SolvedOutput):
    exists: bool | None = Field(description="null when the budget ran out first")
    map: list[list[Any]] | None = Field(default=None, description="[vertex label, image label in H] for every vertex")
    target_order: int
    target_size: int


OptimumRequest = ChromaticRequest  # a graph (inline, graph6 or a stored artifact), solver limits and a budget


class GirthOutput(Output):
    girth: int | None = Field(description="length of a shortest cycle; null when the graph has no cycle (a forest)")
    cycle: list[Any] | None = Field(default=None, description="vertex labels of a shortest cycle, in order")
    order: int
    size: int


class DiameterOutput(Output):
    diameter: int | None = Field(description="the largest distance between two vertices; null when disconnected")
    connected: bool
    pair: list[Any] | None = Field(default=None, description="two vertex labels at that distance")
    order: int
    size: int


NetworkLabel = int | str  # a label, or a capacity (bounded by the checker's reader)


class FlowRequest(Request):
    vertices: list[NetworkLabel] = Field(
        max_length=network.MAX_VERTICES,
        description="vertex labels, each once: all integers (0 to 2^53-1) or all strings of letters, digits and "
        '_ . : - (at most 64); e.g. ["s", "a", "t"]',
    )
    arcs: list[list[NetworkLabel]] = Field(
        max_length=network.MAX_ARCS,
        description='[tail, head, capacity] per arc (an edge when not directed), e.g. ["s", "a", 3]: tail and head '
        f"two different labels of `vertices`, capacity an integer in 0..{network.MAX_CAPACITY:,}; no arc (edge) "
        "given twice",
    )
    directed: bool = Field(default=True, description="false: each arc is an edge usable both ways up to its capacity")
    source: NetworkLabel = Field(description="the label of the vertex the flow leaves: one of `vertices`, not the sink")
    sink: NetworkLabel = Field(description="the label of the vertex the flow enters: one of `vertices`, not the source")
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _exact_integers(self) -> FlowRequest:
        """Every integer of the network (a label, a capacity, the source, the sink) is at most 2^53 - 1 in size
        (what JSON holds exactly); a larger one is refused at its path."""
        for name in ("vertices", "arcs", "source", "sink"):
            error = inexact_integer_error(type(self).__name__, name, getattr(self, name))
            if error is not None:
                raise error
        return self


class FlowOutput(Output):
    value: int = Field(description="the maximum flow value, equal to the minimum cut capacity")
    flow: list[list[Any]] = Field(description="[tail, head, flow] per arc in the given order (signed when undirected)")
    source_side: list[Any] = Field(description="labels on the source side of a minimum cut")
    cut: list[list[Any]] = Field(description="[tail, head, capacity] of the arcs (edges) crossing the cut")
    order: int
    arcs: int


class SpanningTreeOutput(Output):
    spanning_trees: int = Field(description="the number of spanning trees (0 when disconnected)")
    order: int
    size: int


class ConnectivityOutput(Output):
    connectivity: int = Field(
        description="the least number of vertices whose removal disconnects the graph (n - 1 for K_n)"
    )
    cut: list[Any] | None = Field(description="labels of a minimum vertex cut; null for a complete graph")
    pairs: int = Field(description="non-adjacent pairs, each joined by that many internally disjoint paths (Menger)")
    order: int
    size: int


class PlanarityOutput(Output):
    planar: bool
    faces: int | None = Field(default=None, description="faces of the plane embedding (Euler: V - E + F = 1 + C)")
    rotation: list[list[Any]] | None = Field(
        default=None, description="[label, [neighbour labels in clockwise order]] per vertex: a plane embedding"
    )
    kuratowski_type: str | None = Field(default=None, description="K_5 or K_{3,3}, when not planar")
    kuratowski_edges: list[list[Any]] | None = Field(
        default=None, description="edges of a subdivision of K_5 or K_{3,3} inside the graph, when not planar"
    )
    order: int
    size: int
