"""Check time over search time for the structure families (homology, lattices, codes, SyGuS), and the ETP
implications decided, in one run.

    python3 bench/bench_structures.py [--pairs 1000] [--e-seconds 10] [--skip-etp]

Homology, lattices (LLL and shortest vectors), codes (minimum distances and covering radii): the provider's
computation (search) and the checker's ``check`` on its evidence, both in this process (the sandboxed jobs'
start-up is not included), for the known answers of the tests and larger instances.

Equational implications (the Equational Theories Project sample in ``tests/data/etp/``), each pair
through the real runtime in VERIFY mode, at a budget per pair of: a countermodel search of orders
2-4 (EXPLORE, 20,000 conflicts; a table found is searched again at its order in VERIFY mode, where
the checker evaluates it), then E for ``--e-seconds`` of CPU (VERIFY: the proof replayed by the
checker), then order 5 (VERIFY, 200,000 conflicts). A pair is decided when one of them answers,
VERIFIED when the checker accepted. Then, in this process, for every proof E found: search time
(E and the translation) against replay time (the checker's ``replay``), and the proof's length
flat (every step by the source law) and with lemmas.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import trio

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "data" / "etp" / "implications_sample.jsonl"


def _verified(r: Any) -> bool:
    return r.assurance.level.value == "VERIFIED"


async def _decide(rt: Any, row: dict[str, Any], e_seconds: int) -> tuple[str, bool, str]:
    """(answer, verified, by): answer IMPLIES / NOT_IMPLIED / UNDECIDED."""
    search = "universal_algebra.search.countermodel"
    laws = {"sources": [row["source_law"]], "target": row["target_law"]}
    explore = await rt.run(search, {**laws, "min_order": 2, "max_order": 4, "limits": {"conflicts": 20_000}})
    if explore.conclusion.value == "WITNESS_FOUND":
        order = explore.output["countermodel"]["order"]
        r = await rt.run(search, {**laws, "order": order}, "VERIFY")
        return "NOT_IMPLIED", _verified(r) and r.conclusion.value == "WITNESS_FOUND", f"countermodel {order}"
    r = await rt.run("universal_algebra.implication.prove", {**laws, "limits": {"seconds": e_seconds}}, "VERIFY")
    if r.conclusion.value == "TRUE":
        return "IMPLIES", _verified(r), "proof"
    r = await rt.run(search, {**laws, "order": 5, "limits": {"conflicts": 200_000}}, "VERIFY")
    if r.conclusion.value == "WITNESS_FOUND":
        return "NOT_IMPLIED", _verified(r), "countermodel 5"
    return "UNDECIDED", False, "-"


def etp(pairs: int, e_seconds: int) -> None:
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    rows = [json.loads(line) for line in SAMPLE.read_text().splitlines()][:pairs]
    tally: dict[str, int] = {}
    wrong: list[tuple[int, int]] = []
    started = time.perf_counter()

    async def main() -> None:
        async with Runtime.open(RuntimeConfig()) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "bench_structures")
        async with Runtime.open(RuntimeConfig()) as rt:
            for k, row in enumerate(rows):
                got, verified, by = await _decide(rt, row, e_seconds)
                key = f"{got} {'VERIFIED' if verified else 'not verified'} by {by}"
                tally[key] = tally.get(key, 0) + 1
                if got != "UNDECIDED" and (got == "IMPLIES") != row["implies"]:
                    wrong.append((row["source"], row["target"]))
                if (k + 1) % 100 == 0:
                    print(f"  {k + 1} pairs, {time.perf_counter() - started:.0f} s", file=sys.stderr)

    trio.run(main)
    decided = sum(v for k, v in tally.items() if not k.startswith("UNDECIDED"))
    verified = sum(v for k, v in tally.items() if " VERIFIED " in f" {k} ")
    print(f"ETP sample: {len(rows)} pairs ({sum(r['implies'] for r in rows)} implications), E {e_seconds} s a pair")
    for key in sorted(tally):
        print(f"  {tally[key]:>5}  {key}")
    print(
        f"  decided {decided}/{len(rows)} = {decided / len(rows):.1%}; VERIFIED {verified}/{len(rows)} = "
        f"{verified / len(rows):.1%}; disagreeing with the ETP outcome: {wrong or 'none'}"
    )
    print(f"  wall {time.perf_counter() - started:.0f} s")


def proofs(pairs: int, e_seconds: int) -> None:
    """Search (E + translation) against replay (the checker's code, in this process) for every true pair."""
    from jacobian.checkers.algebra.proof_check import replay
    from jacobian.checkers.algebra.terms import parse_law
    from jacobian.providers.algebra.eprover import prove
    from jacobian.providers.algebra.laws import checked, plain

    rows = [json.loads(line) for line in SAMPLE.read_text().splitlines()][:pairs]
    flat_steps, lemma_steps, ratios, searches, replays = [], [], [], [], []
    for row in (r for r in rows if r["implies"]):
        laws = [checked(row["source_law"]), checked(row["target_law"])]
        sources, target = [(plain(laws[0].lhs), plain(laws[0].rhs))], (plain(laws[1].lhs), plain(laws[1].rhs))
        checker_laws = [parse_law(row["source_law"])], parse_law(row["target_law"])
        for flatten, into in ((10_000, flat_steps), (0, lemma_steps)):
            t0 = time.perf_counter()
            got = prove(sources, target, "/usr/bin/eprover", e_seconds, None, flatten, 200_000)
            t1 = time.perf_counter()
            if got["status"] != "PROVED":
                break
            replay(checker_laws[0], checker_laws[1], got["proof"])
            t2 = time.perf_counter()
            into.append(got["steps"])
            if flatten:
                searches.append(t1 - t0)
                replays.append(t2 - t1)
                ratios.append((t2 - t1) / (t1 - t0))

    def q(xs: list[float]) -> str:
        xs = sorted(xs)
        return f"median {statistics.median(xs):.4g}, 90% {xs[int(0.9 * (len(xs) - 1))]:.4g}, max {xs[-1]:.4g}"

    print(f"equational proofs of the sample's true pairs: {len(flat_steps)} (in this process)")
    print(f"  steps, flat (every step by the source law): {q(flat_steps)}; total {sum(flat_steps)}")
    print(f"  steps, with lemmas: {q(lemma_steps)}")
    print(f"  search s (E + translation): {q(searches)}; replay s: {q(replays)}")
    print(f"  replay / search: {q(ratios)}; sums {sum(replays):.3f} s / {sum(searches):.3f} s")


def _timed(fn: Any) -> tuple[Any, float]:
    t0 = time.perf_counter()
    got = fn()
    return got, time.perf_counter() - t0


def _torus(n: int) -> list[list[int]]:
    def v(i: int, j: int) -> int:
        return (i % n) * n + (j % n)

    out = []
    for i in range(n):
        for j in range(n):
            out += [[v(i, j), v(i + 1, j), v(i + 1, j + 1)], [v(i, j), v(i, j + 1), v(i + 1, j + 1)]]
    return out


def families() -> None:
    """Search against check for homology, LLL and codes, in this process."""
    import random

    import flint

    from jacobian.checkers.coding import code_check
    from jacobian.checkers.lattice import lll_check
    from jacobian.checkers.topology import homology_check
    from jacobian.checkers.topology.complex import read_facets, simplices
    from jacobian.providers.coding.enumeration import analyse
    from jacobian.providers.topology.homology import homology

    data = ROOT / "tests" / "data"
    surfaces = json.loads((data / "topology" / "surfaces.json").read_text())
    cases = {k: surfaces[k]["facets"] for k in ("torus_7", "klein_bottle_8", "rp2_6")}
    cases["poincare_16"] = json.loads((data / "topology" / "poincare_16.json").read_text())["facets"]
    cases["torus 71x71 (10082 facets)"] = _torus(71)
    print(f"{'homology (Z)':<34} {'search s':>9} {'check s':>9} {'check/search':>12}")
    for name, facets in cases.items():
        got, search = _timed(lambda f=facets: homology(simplices(read_facets(f)), None))
        claim = {"kind": "SIMPLICIAL_HOMOLOGY", **{k: got[k] for k in ("f_vector", "euler_characteristic", "homology")}}
        payload = {"claim": claim, "subject": {"facets": facets, "ring": "Z"}, "certificate": got["certificate"]}
        decision, check = _timed(lambda p=payload: homology_check.check(p))
        assert decision["accepted"], decision["reason"]
        print(f"{name:<34} {search:>9.4f} {check:>9.4f} {check / search:>12.2f}")
    print(f"{'LLL (delta 99/100, eta 51/100)':<34} {'search s':>9} {'check s':>9} {'check/search':>12}")
    rng = random.Random(7)
    for dim, bits in ((10, 30), (20, 60), (40, 60)):
        basis = [[rng.randrange(-(2**bits), 2**bits) for _ in range(dim)] for _ in range(dim)]
        (reduced, transform), search = _timed(lambda b=basis: flint.fmpz_mat(b).lll(True, 0.995, 0.505))
        rows = [[int(reduced[i, j]) for j in range(dim)] for i in range(dim)]
        claim = {"kind": "LATTICE_LLL_REDUCED", "delta": "99/100", "eta": "51/100", "reduced": rows}
        cert = {"transform": [[int(transform[i, j]) for j in range(dim)] for i in range(dim)]}
        payload = {"claim": claim, "subject": {"basis": basis}, "certificate": cert}
        decision, check = _timed(lambda p=payload: lll_check.check(p))
        assert decision["accepted"], decision["reason"]
        name = f"dimension {dim}, {bits}-bit entries"
        print(f"{name:<34} {search:>9.4f} {check:>9.4f} {check / search:>12.2f}")
    codes = json.loads((data / "coding" / "codes.json").read_text())
    print(f"{'codes (minimum distance)':<34} {'search s':>9} {'check s':>9} {'check/search':>12}")
    for name in ("hamming_7_4_3", "golay_24_12_8", "ternary_golay_11_6_5"):
        entry = codes[name]
        got, search = _timed(lambda e=entry: analyse(e["generator"], e["q"], False, True))
        subject = {"q": entry["q"], "generator": entry["generator"]}
        payload = {
            "claim": {"kind": "CODE_MINIMUM_DISTANCE", "distance": got["minimum_distance"]},
            "subject": subject,
            "certificate": {"codeword": got["codeword"]},
        }
        decision, check = _timed(lambda p=payload: code_check.check(p))
        assert decision["accepted"], decision["reason"]
        print(f"{name:<34} {search:>9.4f} {check:>9.4f} {check / search:>12.2f}")
    shortest_vectors()
    covering_radii(codes)
    synthesis(data / "sygus")


def shortest_vectors() -> None:
    """lattice.shortest_vector: FLINT's LLL and the worker's enumeration against the checker (membership, and
    up to rank 20 its exact Fincke-Pohst; above, membership only: the verdict says UNCHECKABLE)."""
    import random

    import flint

    sys.path.insert(0, str(ROOT / "tests"))
    from known_lattices import d_n, e8_doubled, leech, scrambled

    from jacobian.checkers.lattice import svp_check
    from jacobian.providers.lattice.enumeration import shortest

    def search(basis: list[list[int]]) -> dict[str, Any]:
        m, n = len(basis), len(basis[0])
        reduced, transform = flint.fmpz_mat(basis).lll(True, 0.99, 0.51)
        R = [[int(reduced[i, j]) for j in range(n)] for i in range(m)]
        U = [[int(transform[i, j]) for j in range(m)] for i in range(m)]
        x, nodes = shortest(R)
        coefficients = [sum(x[i] * U[i][j] for i in range(m)) for j in range(m)]
        vector = [sum(c * row[j] for c, row in zip(coefficients, basis)) for j in range(n)]
        return {
            "claim": {"kind": "LATTICE_SHORTEST_VECTOR", "vector": vector, "squared_norm": sum(v * v for v in vector)},
            "subject": {"basis": basis},
            "certificate": {"coefficients": coefficients, "reduced": R, "transform": U},
        }

    rng = random.Random(32)
    cases = {
        "2E8 scrambled (rank 8)": scrambled(e8_doubled(), 1),
        "D12 scrambled (rank 12)": scrambled(d_n(12), 3),
        "random rank 12, 20-bit entries": [[rng.randrange(-(2**20), 2**20) for _ in range(12)] for _ in range(12)],
        "random rank 20, 20-bit entries": [[rng.randrange(-(2**20), 2**20) for _ in range(20)] for _ in range(20)],
        "D20 scrambled (rank 20)": scrambled(d_n(20), 2),
        "Leech x sqrt 8 (rank 24, membership)": scrambled(leech(), 7),
        "random rank 30, 20-bit (membership)": [[rng.randrange(-(2**20), 2**20) for _ in range(30)] for _ in range(30)],
    }
    print(f"{'shortest vector':<38} {'norm':>8} {'search s':>9} {'check s':>9} {'check/search':>12}  verdict")
    for name, basis in cases.items():
        payload, searched = _timed(lambda b=basis: search(b))
        decision, checked = _timed(lambda p=payload: svp_check.check(p))
        verdict = decision.get("verdict", "ACCEPTED" if decision["accepted"] else "REJECTED")
        assert verdict != "REJECTED", decision["reason"]
        norm = payload["claim"]["squared_norm"]
        print(f"{name:<38} {norm:>8} {searched:>9.4f} {checked:>9.4f} {checked / searched:>12.2f}  {verdict}")


def covering_radii(codes: dict[str, Any]) -> None:
    """code.covering_radius: the worker's breadth-first search against the checker's coset table."""
    import random

    from jacobian.checkers.coding import code_check
    from jacobian.providers.coding.covering import covering_radius

    rng = random.Random(32)
    golay = codes["golay_24_12_8"]["generator"]
    cases: dict[str, tuple[int, list[list[int]]]] = {
        "hamming [7,4]": (2, codes["hamming_7_4_3"]["generator"]),
        "golay [23,12]": (2, [row[:23] for row in golay]),
        "extended golay [24,12]": (2, golay),
        "ternary golay [11,6]": (3, codes["ternary_golay_11_6_5"]["generator"]),
        "random binary [256,240] (2^16 cosets)": (
            2,
            [[int(i == j) for j in range(240)] + [rng.randrange(2) for _ in range(16)] for i in range(240)],
        ),
        "random ternary [140,130] (3^10 cosets)": (
            3,
            [[int(i == j) for j in range(130)] + [rng.randrange(3) for _ in range(10)] for i in range(130)],
        ),
    }
    print(f"{'covering radius':<38} {'radius':>8} {'search s':>9} {'check s':>9} {'check/search':>12}")
    for name, (q, rows) in cases.items():
        got, searched = _timed(lambda r=rows, q=q: covering_radius(r, q, False))
        claim = {
            "kind": "CODE_COVERING_RADIUS",
            "radius": got["covering_radius"],
            "coset_leader_distribution": got["coset_leader_distribution"],
        }
        payload = {"claim": claim, "subject": {"q": q, "generator": rows}, "certificate": {"word": got["word"]}}
        decision, checked = _timed(lambda p=payload: code_check.check(p))
        assert decision["accepted"], decision["reason"]
        radius = got["covering_radius"]
        print(f"{name:<38} {radius:>8} {searched:>9.4f} {checked:>9.4f} {checked / searched:>12.2f}")


def synthesis(folder: Path) -> None:
    """SyGuS: cvc5 (the executable, --lang=sygus2, as the provider runs it) against the checker's ``check`` of
    its solution, per instance of tests/data/sygus, and the sums per instance class."""
    import subprocess

    from jacobian.checkers.synthesis import solution_check

    for prefix, title in (("clia_", "SyGuS CLIA"), ("bv_", "SyGuS bit-vectors (PBE, HD)")):
        print(f"{title:<34} {'search s':>9} {'check s':>9} {'check/search':>12}")
        total_search = total_check = 0.0
        for path in sorted(folder.glob(prefix + "*.sl")):
            text = path.read_text()
            run, search = _timed(
                lambda t=text: subprocess.run(
                    ["cvc5", "--lang=sygus2", "-"], input=t, capture_output=True, text=True, check=True
                )
            )
            payload = {
                "claim": {"kind": solution_check.CLAIM},
                "subject": {"problem": text},
                "certificate": {"solution": run.stdout},
            }
            decision, check = _timed(lambda p=payload: solution_check.check(p))
            assert decision["accepted"], (path.name, decision["reason"])
            total_search, total_check = total_search + search, total_check + check
            name = path.stem.removeprefix(prefix)
            print(f"{name:<34} {search:>9.4f} {check:>9.4f} {check / search:>12.2f}")
        print(
            f"{'(all of the class)':<34} {total_search:>9.4f} {total_check:>9.4f} {total_check / total_search:>12.2f}"
        )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=1000)
    ap.add_argument("--e-seconds", type=int, default=10)
    ap.add_argument("--skip-etp", action="store_true", help="leave out the runtime run over the ETP pairs")
    ap.add_argument("--families-only", action="store_true", help="only the search against check figures")
    args = ap.parse_args()
    families()
    if args.families_only:
        return
    proofs(args.pairs, args.e_seconds)
    if not args.skip_etp:
        etp(args.pairs, args.e_seconds)


if __name__ == "__main__":
    main()
