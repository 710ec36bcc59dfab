"""The homology checker program fed genuine certificates and forgeries (real process, real JSON Lines).

Genuine certificates come from the provider's elimination (in this process); each forgery changes one thing.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

from jacobian.checkers.topology.complex import read_facets, simplices
from jacobian.providers.topology.homology import homology

CHECKER = "jacobian.checkers.topology.homology_check"
SURFACES = json.loads((Path(__file__).resolve().parents[2] / "data" / "topology" / "surfaces.json").read_text())
RP2, KLEIN, TORUS = (SURFACES[k]["facets"] for k in ("rp2_6", "klein_bottle_8", "torus_7"))


def computed(facets, ring="Z"):
    got = homology(simplices(read_facets(facets)), None if ring == "Z" else int(ring[3:-1]))
    claim = {
        "kind": "SIMPLICIAL_HOMOLOGY",
        "f_vector": got["f_vector"],
        "euler_characteristic": got["euler_characteristic"],
        "homology": got["homology"],
    }
    return claim, got["certificate"]


def check(facets, claim, certificate, ring="Z"):
    payload = {"claim": claim, "subject": {"facets": facets, "ring": ring}, "certificate": certificate}
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER], input=line, capture_output=True, text=True, timeout=300
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]


def test_genuine_certificates_are_accepted_and_state_the_complex_read():
    for facets, ring in ((RP2, "Z"), (KLEIN, "Z"), (TORUS, "Z"), (RP2, "GF(2)"), (KLEIN, "GF(3)")):
        claim, cert = computed(facets, ring)
        got = check(facets, claim, cert, ring)
        assert got["accepted"] is True, (ring, got["reason"])
    assert got["model"]["format"] == "simplicial-facets" and got["model"]["summary"]["f_vector"] == "8,24,16"
    shuffled = [list(reversed(f)) for f in reversed(KLEIN)]  # the same complex, written otherwise
    assert check(shuffled, claim, cert, "GF(3)")["model"] == got["model"]


def test_a_generator_that_is_not_a_cycle_is_rejected():
    claim, cert = computed(KLEIN)
    chain = claim["homology"][1]["generators"][0]["chain"]
    chain[0][1] += 1
    got = check(KLEIN, claim, cert)
    assert got["accepted"] is False and "generators[0] is not a cycle" in got["reason"], got["reason"]


def test_a_cycle_that_is_not_the_derived_generator_is_rejected():
    claim, cert = computed(TORUS)
    g = claim["homology"][1]["generators"][0]
    g["chain"] = [[s, 2 * c] for s, c in g["chain"]]  # still a cycle, but twice the generator: not a basis
    got = check(TORUS, claim, cert)
    assert got["accepted"] is False and "not the generator the transforms give" in got["reason"], got["reason"]


def test_a_transform_with_determinant_2_is_rejected():
    claim, cert = computed(RP2)
    for forged_op in (["r*", 0, 2], ["r+", 3, 3, 1], ["c*", 1, 0]):
        forged = copy.deepcopy(cert)
        forged["boundaries"][0].insert(0, forged_op)
        got = check(RP2, claim, forged)
        assert got["accepted"] is False and "certificate.boundaries[0]" in got["reason"], (forged_op, got["reason"])


def test_wrong_homology_is_rejected():
    claim, cert = computed(RP2)
    free = copy.deepcopy(claim)
    free["homology"][1].update(betti=1, torsion=[])
    assert check(RP2, free, cert)["accepted"] is False
    euler = copy.deepcopy(claim)
    euler["euler_characteristic"] = 2
    assert check(RP2, euler, cert)["accepted"] is False


def test_another_complexs_certificate_or_ring_is_rejected():
    claim, cert = computed(TORUS)
    got = check(KLEIN, claim, cert)
    assert got["accepted"] is False, got["reason"]
    rp2_claim, rp2_cert = computed(RP2)
    assert check(RP2, rp2_claim, rp2_cert, "GF(2)")["accepted"] is False  # over GF(2), H_1 of RP^2 is not 0
    assert check(TORUS, claim, cert, "GF(2)")["accepted"] is True  # the torus's answer is the same mod 2
    truncated = copy.deepcopy(cert)
    truncated["boundaries"][1] = truncated["boundaries"][1][:-3]
    assert check(TORUS, claim, truncated)["accepted"] is False


def test_malformed_requests_are_rejected_never_accepted():
    claim, cert = computed(RP2)
    for facets, c, k in (
        ([[1, 1, 2]], claim, cert),
        (RP2, claim, {"boundaries": cert["boundaries"]}),
        (RP2, claim, {**cert, "kernels": cert["kernels"][:-1]}),
        (RP2, {**claim, "kind": "OTHER"}, cert),
        (RP2, claim, {**cert, "boundaries": [[["x+", 0, 1, 1]]] + cert["boundaries"][1:]}),
    ):
        assert check(facets, c, k)["accepted"] is False
