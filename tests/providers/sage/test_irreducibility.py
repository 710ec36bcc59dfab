"""polynomial.factor with irreducibility certificates, through a real runtime, Sage worker and checker.

Known answers, cited:
- cyclotomic polynomials Phi_n are irreducible over QQ (Gauss for prime n; Kronecker/Dedekind in general; see
  Lang, Algebra, VI Thm 3.1), and x^n - 1 = prod_{d | n} Phi_d. Phi_n modulo a prime p not dividing n splits into
  factors of degree the order of p in (Z/n)^*, so a modular certificate exists exactly when (Z/n)^* is cyclic
  (n = 1, 2, 4, q^k, 2q^k: Gauss): of the twelve factors of x^60 - 1, Phi_d for d in 1, 2, 3, 4, 5, 6, 10 are
  certified and Phi_12, Phi_15, Phi_20, Phi_30, Phi_60 stay open;
- x^4 + 1 = Phi_8 is irreducible over QQ yet reducible modulo every prime (its Galois group is Klein's four-group,
  with no 4-cycle): no modular certificate exists and the obligation must stay;
- the Swinnerton-Dyer polynomial x^4 - 10x^2 + 1 (minimal polynomial of sqrt 2 + sqrt 3) likewise splits modulo
  every prime (Swinnerton-Dyer; Zassenhaus's worst case; see von zur Gathen and Gerhard, Modern Computer
  Algebra, 15.3);
- over GF(2), x^8 + x^4 + x^3 + x + 1 is irreducible (the AES field polynomial, FIPS 197, 4.2) and
  x^8 - 1 = (x + 1)^8.
"""

from __future__ import annotations

import trio

from jacobian.runtime import Runtime

from .conftest import sage_config

CASES = {
    "x6": ({"variables": ["x"], "polynomial": "x^6 - 1"}, 4),
    "phi9_phi7": ({"variables": ["x"], "polynomial": "(x^6 + x^3 + 1)*(x^6 + x^5 + x^4 + x^3 + x^2 + x + 1)"}, 2),
    "random_product": ({"variables": ["x"], "polynomial": "(2*x^3 + 5*x - 1/3)*(x^7 - 4*x^2 + 9)^2*(x - 8)"}, 3),
    "aes_gf2": ({"variables": ["x"], "field": "GF(2)", "polynomial": "x^8 + x^4 + x^3 + x + 1"}, 1),
    "x8_gf2": ({"variables": ["x"], "field": "GF(2)", "polynomial": "x^8 - 1"}, 1),
    "gf32003": ({"variables": ["x"], "field": "GF(32003)", "polynomial": "x^12 - 7*x^5 + 3"}, None),
}
OPEN = {
    "x4p1": {"variables": ["x"], "polynomial": "x^4 + 1"},
    "sd4": {"variables": ["x"], "polynomial": "x^4 - 10*x^2 + 1"},
    "sd_times": {"variables": ["x"], "polynomial": "(x^4 - 10*x^2 + 1)*(x^2 - 2)"},
    "bivariate": {"variables": ["x", "y"], "polynomial": "x^4 - y^4"},
    "x60": {"variables": ["x"], "polynomial": "x^60 - 1"},
}
PHI = {  # cyclotomic polynomials as Singular prints them
    12: "x^4 - x^2 + 1",
    15: "x^8 - x^7 + x^5 - x^4 + x^3 - x + 1",
    20: "x^8 - x^6 + x^4 - x^2 + 1",
    30: "x^8 + x^7 - x^5 - x^4 - x^3 + x + 1",
}


def run_all(tmp_path, payloads, mode="VERIFY"):
    results = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, payload in payloads.items():
                results[name] = await rt.run("polynomial.factor", payload, mode)

    trio.run(main)
    return results


def test_known_irreducible_factors_are_certified_and_verified(tmp_path):
    results = run_all(tmp_path, {name: payload for name, (payload, _) in CASES.items()})
    for name, (_, count) in CASES.items():
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        assert r.assurance.obligations == (), (name, r.assurance.obligations)
        factors = r.output["factors"]
        if count is not None:
            assert len(factors) == count, (name, factors)
        assert r.output["certified_irreducible"] == list(range(len(factors))), name
    assert [m for _, m in results["x8_gf2"].output["factors"]] == [8]


def test_irreducibility_without_certificate_stays_an_obligation(tmp_path):
    results = run_all(tmp_path, OPEN)
    for name in OPEN:
        r = results[name]
        # the product is checked (VERIFIED covers it); irreducibility of the named factors stays open
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance)
        assert [o.kind for o in r.assurance.obligations] == ["IRREDUCIBILITY_UNCHECKED"], name
    assert results["x4p1"].output["certified_irreducible"] == []
    assert "x^4 + 1" in results["x4p1"].assurance.obligations[0].description
    assert "x^4 - 10*x^2 + 1" in results["sd4"].assurance.obligations[0].description
    sd = results["sd_times"]
    certified = [sd.output["factors"][i][0] for i in sd.output["certified_irreducible"]]
    assert certified == ["x^2 - 2"], sd.output
    assert "x^2 - 2" not in sd.assurance.obligations[0].description
    assert "several variables" in results["bivariate"].assurance.obligations[0].description
    x60 = results["x60"]
    factors = [f for f, _ in x60.output["factors"]]
    assert len(factors) == 12
    open_ = [f for i, f in enumerate(factors) if i not in x60.output["certified_irreducible"]]
    assert len(open_) == 5 and all(PHI[d] in open_ for d in PHI), open_  # and Phi_60, of degree 16
    assert all(f in x60.assurance.obligations[0].description for f in open_)


def test_explore_mode_makes_no_irreducibility_claim(tmp_path):
    r = run_all(tmp_path, {"x6": CASES["x6"][0]}, mode="EXPLORE")["x6"]
    assert r.output["certified_irreducible"] == []
    assert [o.kind for o in r.assurance.obligations] == ["IRREDUCIBILITY_UNCHECKED"]
