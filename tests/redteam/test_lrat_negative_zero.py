"""Issue 33 (found while writing the compiled LRAT kernel): binary LRAT's number 1 encodes -0.

Binary LRAT writes a number x as 2|x| + (x < 0), so the byte 1 stands for "-0": no clause id and no
literal. The Python kernel decoded it as the literal 0; a lemma holding 0 counted as a tautology (0 and
-0 are one literal), and such a lemma, used twice as a hint, propagated 0 and then falsified itself: a
refutation of any formula, the satisfiable ``x1`` included, which ``sat.unsat_proof.verify`` made
VERIFIED (seen on the tree before the fix: conclusion TRUE, VERIFIED). Both kernels now refuse the
number; the same proof without it is rejected for what it is.
"""

from __future__ import annotations

import base64

import trio
import warmstate

from jacobian.checkers import BUNDLED
from jacobian.checkers.sat.lrat import check_lrat
from jacobian.contracts.enums import AssuranceLevel, Conclusion
from jacobian.runtime import Runtime, RuntimeConfig

SATISFIABLE = [[1]]
# a 2 (-0) 0 0 : the lemma {0}, a "tautology";  a 3 0 2 2 0 : the empty clause from hints 2, 2
FORGED = b"a" + bytes([4, 1, 0, 0]) + b"a" + bytes([6, 0, 4, 4, 0])


def test_the_kernel_refuses_a_number_encoded_as_minus_zero() -> None:
    ok, reason, _ = check_lrat(SATISFIABLE, FORGED)
    assert not ok and "byte 0: a number encodes -0" in reason, reason  # (the step at byte 0)
    for at in (1, 2, 4):  # -0 as the id, a literal or a hint of the step "a 2 (-1) 0 (1) 0"
        data = bytearray(b"a" + bytes([4, 3, 0, 2, 0]))
        data[at] = 1
        ok, reason, _ = check_lrat(SATISFIABLE, bytes(data))
        assert not ok and "a number encodes -0" in reason, (at, reason)
    ok, reason, _ = check_lrat(SATISFIABLE, b"d" + bytes([1, 0]))  # and a deleted id
    assert not ok and "a number encodes -0" in reason, reason


def test_the_forged_refutation_is_not_verified_through_the_runtime(tmp_path) -> None:
    config = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "none")
    payload = {
        "dimacs": "p cnf 1 1\n1 0\n",
        "proof": base64.b64encode(FORGED).decode(),
        "proof_encoding": "binary",
        "proof_format": "lrat",
    }

    async def main():
        async with Runtime.open(config) as rt:  # (the catalog reads the authorizations when it opens)
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "red team: the bundled checkers")
        async with Runtime.open(config) as rt:
            return await rt.run("sat.unsat_proof.verify", payload, mode="VERIFY")

    result = trio.run(main)
    assert result.assurance.level is not AssuranceLevel.VERIFIED, result.assurance
    assert result.conclusion is Conclusion.FALSE and "-0" in result.assurance.basis, result.assurance.basis
