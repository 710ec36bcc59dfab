"""integer.factor at real sizes: staged (trial division, then PARI's factorint: rho, SQUFOF, ECM, MPQS), progress
reported per stage while it runs, every prime factor proven (Pratt or ECPP) and checked.

Known answers, cited:
- F6 = 2^64 + 1 = 274177 * 67280421310721 (Landry, 1880);
- F7 = 2^128 + 1 = 59649589127497217 * 5704689200685129054721 (Morrison and Brillhart, Math. Comp. 29 (1975));
- 2^67 - 1 = 193707721 * 761838257287 (Cole, Bull. AMS 10 (1903), "On the factoring of large numbers");
- a 60-digit product of two 30-digit primes (PARI's nextprime(10^29) and nextprime(3 * 10^29)), which no trial
  division or rho finds quickly: MPQS's size.
"""

from __future__ import annotations

import trio

from jacobian.runtime import Runtime

from .conftest import sage_config

P30, Q30 = 100000000000000000000000000319, 300000000000000000000000000007
KNOWN = {
    "F6": (2**64 + 1, [274177, 67280421310721]),
    "F7": (2**128 + 1, [59649589127497217, 5704689200685129054721]),
    "M67": (2**67 - 1, [193707721, 761838257287]),
    "semiprime60": (P30 * Q30, [P30, Q30]),
}


def test_known_factorizations_verified_with_progress(tmp_path):
    results, events = {}, {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, (n, _) in KNOWN.items():
                seen: list = []
                results[name] = await rt.run("integer.factor", {"n": str(n)}, "VERIFY", on_event=seen.append)
                events[name] = seen

    trio.run(main)
    for name, (_, primes) in KNOWN.items():
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        assert [list(f) for f in r.output["factors"]] == [[str(p), 1] for p in primes], name
        progress = [e.data.get("message", "") for e in events[name] if e.type == "progress"]
        assert progress[0].startswith("trial division") and progress[-1] == "factored and proven", progress
        assert any("factorint" in m for m in progress), progress
