"""Pictures of graph results (``picture: true``) through the real runtime: graphviz renders in a sandboxed job,
the SVG and PNG are retained as an artifact, and a missing picture is a warning beside a result that stands."""

from __future__ import annotations

import base64
import re
import shutil
from pathlib import Path

import pytest
import trio
import warmstate

import jacobian
from jacobian.checkers.graph.simple import Graph, GraphError, parse
from jacobian.contracts.enums import AssuranceLevel, ExecutionStatus, Severity
from jacobian.contracts.picture import MAX_PICTURE_VERTICES, PICTURE_SCHEMA
from jacobian.pictures.dot import PALETTE, dot_text, quoted

from .conftest import PETERSEN
from .test_optimum_known import dodecahedron

CAP = "graph.chromatic_number"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
needs_graphviz = pytest.mark.skipif(shutil.which("dot") is None, reason="graphviz (dot) is not installed here")


def run_with_pictures(tmp_path, runs, manifest_dir=None):
    """[(capability, payload, picture)] in VERIFY mode through one real Runtime; the results and each picture."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(
        state_dir=warmstate.state_dir(tmp_path / "state"),
        manifest_dir=manifest_dir or tmp_path / "no-operator-manifests",
    )

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "picture tests")
        async with Runtime.open(config) as rt:
            out = []
            for cap, payload, picture in runs:
                r = await rt.run(cap, payload, "VERIFY", picture=picture)
                pictures = [
                    a for a in (rt.state.artifacts.get(u) for u in r.artifact_uris) if a.schema == PICTURE_SCHEMA
                ]
                out.append((r, pictures))
            return out

    return trio.run(main)


def _missing(r) -> list[str]:
    return [d.message for d in r.diagnostics if d.code == "PICTURE_MISSING" and d.severity is Severity.WARNING]


@needs_graphviz
def test_coloured_petersen_has_a_picture_and_without_picture_none(tmp_path):
    runs = run_with_pictures(
        tmp_path,
        [
            (CAP, {"graph6": PETERSEN}, True),
            (CAP, {"graph6": PETERSEN}, False),
            ("graph.clique_number", {"graph6": PETERSEN}, True),
            ("graph.hamiltonian_cycle", dodecahedron(), True),
            ("graph.edge_chromatic_number", {"graph6": PETERSEN}, True),
            ("graph.induced_tree.maximum", {"graph6": PETERSEN}, True),
        ],
    )
    assert [len(pictures) for _, pictures in runs] == [1, 0, 1, 1, 1, 1], [_missing(r) for r, _ in runs]
    (coloured, [picture]), (plain, plain_pictures), (clique, [clique_picture]), (cycle, [cycle_picture]) = runs[:4]
    (edges, [edges_picture]), (tree, [tree_picture]) = runs[4:]
    assert coloured.assurance.level is AssuranceLevel.VERIFIED and coloured.output["chromatic_number"] == 3
    assert base64.b64decode(picture.payload["png_base64"]).startswith(PNG_SIGNATURE)
    svg = picture.payload["svg"]
    assert len(re.findall(r'<g id="node\d+" class="node">', svg)) == 10  # one node per vertex
    used = {PALETTE[c].lower() for _, c in coloured.output["colouring"]}
    assert len(used) == 3 and all(f'fill="{c}"' in svg.lower() for c in used)  # the colouring's colours
    assert not _missing(coloured)
    # the same answer without the picture: no picture artifact, no warning, the same output
    assert plain_pictures == [] and not _missing(plain) and plain.output == coloured.output
    assert clique.assurance.level is AssuranceLevel.VERIFIED and clique.output["value"] == 2
    assert clique_picture.payload["svg"].lower().count('fill="#ff7f00"') == 2  # the clique's two vertices
    assert cycle.assurance.level is AssuranceLevel.VERIFIED and cycle.output["exists"] is True
    cycle_svg = cycle_picture.payload["svg"].lower()
    assert len(re.findall(r'<g id="edge\d+" class="edge">', cycle_svg)) == 30  # every edge drawn
    assert cycle_svg.count('stroke="#ff7f00" stroke-width="3"') == 20  # the cycle's 20 edges in bold
    # the Petersen graph's chromatic index is 4 (class 2): its 15 edges bold, in the four classes' colours
    assert edges.assurance.level is AssuranceLevel.VERIFIED and edges.output["edge_chromatic_number"] == 4
    edges_svg = edges_picture.payload["svg"].lower()
    assert sum(edges_svg.count(f'stroke="{c.lower()}" stroke-width="3"') for c in PALETTE[:4]) == 15
    assert all(f'stroke="{c.lower()}" stroke-width="3"' in edges_svg for c in PALETTE[:4])
    # its largest induced tree has 7 vertices: 7 filled, the tree's 6 edges bold
    assert tree.assurance.level is AssuranceLevel.VERIFIED and tree.output["maximum"] == 7
    tree_svg = tree_picture.payload["svg"].lower()
    assert tree_svg.count('fill="#ff7f00"') == 7 and tree_svg.count('stroke="#ff7f00" stroke-width="3"') == 6


def test_renderer_unavailable_leaves_the_verified_result_with_a_warning(tmp_path):
    # an operator manifest overrides the bundled graph-graphviz with one whose dot is missing: UNAVAILABLE
    bundled = (Path(jacobian.__file__).parent / "bundled_manifests" / "graph-graphviz.yaml").read_text()
    missing_dot = str(tmp_path / "missing" / "dot")
    override = tmp_path / "operator-manifests"
    override.mkdir()
    (override / "graph-graphviz.yaml").write_text(
        bundled.replace("executable: dot", f"executable: {missing_dot}").replace("[/usr/bin/dot]", f"[{missing_dot}]")
    )
    [(r, pictures)] = run_with_pictures(tmp_path, [(CAP, {"graph6": PETERSEN}, True)], manifest_dir=override)
    assert r.execution.status is ExecutionStatus.COMPLETED and r.assurance.level is AssuranceLevel.VERIFIED
    assert r.output["chromatic_number"] == 3 and pictures == []
    [message] = _missing(r)
    assert "graph-graphviz (graphviz) is unavailable (UNAVAILABLE" in message, message


def test_a_graph_beyond_the_picture_bound_gets_the_warning_not_an_error(tmp_path):
    n = MAX_PICTURE_VERTICES + 1
    path = {"vertices": list(range(n)), "edges": [[i, i + 1] for i in range(n - 1)]}
    [(r, pictures)] = run_with_pictures(tmp_path, [(CAP, path, True)])
    assert r.execution.status is ExecutionStatus.COMPLETED and r.assurance.level is AssuranceLevel.VERIFIED
    assert r.output["chromatic_number"] == 2 and pictures == []
    [message] = _missing(r)
    assert f"{n} vertices" in message and "picture bound" in message


def test_hostile_labels_are_quoted_and_cannot_leave_their_string():
    hostile = 'a"; v0 -- v1 [label="x'
    # the bounded reader refuses such labels first; the DOT writer escapes anyway (a Graph built directly)
    with pytest.raises(GraphError):
        parse({"vertices": [hostile, "b"], "edges": []})
    graph = Graph(labels=(hostile, "b\\", "c\nd"), edges=((0, 1),))
    dot = dot_text("graph.clique_number", graph, {"vertices": [hostile]})
    body = [line.strip() for line in dot.splitlines()[3:-1]]
    assert len(body) == 4 and body[3] == "v0 -- v1;"  # three nodes and the one edge, no statement injected
    for line in body[:3]:
        label = re.fullmatch(r'v\d \[label=("(?:[^"\\]|\\.)*")(?:, fillcolor="#[0-9a-f]{6}")?\];', line)
        assert label is not None, line
    assert quoted('a"b\\c\nd') == '"a\\"b\\\\cd"'


def test_edge_colouring_and_tree_highlights_only_name_edges_of_the_graph():
    graph = Graph(labels=("a", "b", "c"), edges=((0, 1), (1, 2)))
    dot = dot_text("graph.edge_chromatic_number", graph, {"colouring": [["b", "a", 0], ["b", "c", 1], ["a", "c", 2]]})
    assert f'v0 -- v1 [color="{PALETTE[0]}", penwidth=3];' in dot and f'v1 -- v2 [color="{PALETTE[1]}"' in dot
    assert "v0 -- v2" not in dot and PALETTE[2] not in dot  # a colour on a non-edge draws nothing
    dot = dot_text("graph.induced_tree.maximum", graph, {"tree": ["a", "b"], "tree_edges": [["a", "b"], ["a", "z"]]})
    assert 'v0 -- v1 [color="#ff7f00", penwidth=3];' in dot and "v1 -- v2;" in dot
    assert dot.count('fillcolor="#ff7f00"') == 2
