"""math.find over the whole installed catalog finds each number-theory operation first for three natural
phrasings of its task (these phrasings go into the discovery evaluation set of issue 28)."""

from __future__ import annotations

import pytest
import trio

from jacobian.mcp.find_tool import FindService
from jacobian.runtime import Runtime, RuntimeConfig

PHRASINGS = {
    "integer.prime.certify": (
        "is this number prime",
        "prove that 10^100+267 is prime",
        "primality certificate for a large number",
    ),
    "integer.factor": ("factor an integer", "prime factorization of a number", "factor 2^67-1"),
    "integer.totient": (
        "euler phi of n",
        "compute Euler's totient function",
        "how many integers below n are coprime to n",
    ),
    "integer.mobius": ("mobius function of n", "is n squarefree", "moebius mu"),
    "integer.divisors": ("list the divisors of n", "sum of divisors sigma", "number of divisors of n"),
    "integer.multiplicative_order": (
        "multiplicative order of a modulo n",
        "smallest d with a^d = 1 mod n",
        "order of 2 modulo 17",
    ),
    "integer.primitive_root": (
        "primitive root modulo a prime",
        "generator of the multiplicative group mod p",
        "least primitive root of 10^9+7",
    ),
    "integer.discrete_log": ("discrete logarithm", "solve 3^x = 13 mod 17", "discrete log of h base g modulo p"),
    "integer.crt": (
        "chinese remainder theorem",
        "solve a system of congruences",
        "combine congruences x = 2 mod 3 and x = 3 mod 5",
    ),
    "integer.jacobi": ("jacobi symbol", "legendre symbol of a modulo p", "kronecker symbol"),
    "integer.sqrt_mod": ("square root modulo a prime", "solve x^2 = a mod p", "is a a quadratic residue mod p"),
    "integer.continued_fraction": (
        "continued fraction of a rational number",
        "continued fraction expansion of sqrt(61)",
        "convergents",
    ),
    "integer.prime_pi": ("count primes up to x", "prime counting function", "how many primes below 10^9"),
    "integer.nth_prime": ("the millionth prime", "nth prime number", "what is the 1000th prime"),
    "diophantine.pell": ("fundamental solution of pell equation", "solve x^2 - 61 y^2 = 1", "pell equation"),
    "diophantine.linear": (
        "solve the linear diophantine equation 12x + 18y = 30",
        "integer solutions of a x + b y = c",
        "bezout coefficients",
    ),
    "diophantine.sum_of_two_squares": (
        "write n as a sum of two squares",
        "is n a sum of two squares",
        "fermat two squares theorem",
    ),
    "diophantine.sum_of_four_squares": (
        "write n as a sum of four squares",
        "lagrange four square theorem",
        "four squares representation",
    ),
    "quadratic_form.class_number": (
        "class number of an imaginary quadratic field",
        "class number of discriminant -163",
        "count reduced binary quadratic forms",
    ),
    "elliptic_curve.invariants": (
        "conductor of an elliptic curve",
        "global minimal model of a Weierstrass equation",
        "Kodaira symbols and Tamagawa numbers at the bad primes of an elliptic curve",
    ),
    "elliptic_curve.torsion": (
        "torsion subgroup of an elliptic curve over Q",
        "rational torsion points on y^2 = x^3 - x",
        "find generators of the torsion of E(Q)",
    ),
    "elliptic_curve.rank": (
        "rank of an elliptic curve over Q",
        "Mordell-Weil rank of y^2 + y = x^3 - 7x + 6",
        "find independent rational points of infinite order on an elliptic curve",
    ),
    "diophantine.thue": (
        "all integer solutions of x^3 - 2y^3 = 1",
        "solve the Thue equation x^3 - 3xy^2 - y^3 = 1",
        "Thue equation solver",
    ),
    "elliptic_curve.lookup": (
        "Cremona label of the elliptic curve y^2 + y = x^3 - x",
        "elliptic curve database lookup by label",
        "identify an elliptic curve in the Cremona tables from its Weierstrass equation",
    ),
    "number_field.integral_basis": (
        "discriminant of the number field defined by x^3 - x - 1",
        "ring of integers of a number field",
        "index of Z[alpha] in the maximal order O_K",
    ),
    "polynomial.galois_group": (
        "Galois group of x^5 - x - 1 over Q",
        "which transitive group is the Galois group of this quartic",
        "compute the Galois group of an irreducible polynomial",
    ),
    "number_field.class_group": (
        "ideal class group of the cubic field defined by x^3 - 11",
        "compute the class group of a number field",
        "class group of the real quadratic field Q(sqrt(10))",
    ),
}


@pytest.fixture(scope="module")
def firsts(tmp_path_factory):
    import warmstate

    root = tmp_path_factory.mktemp("discovery")
    config = RuntimeConfig(state_dir=warmstate.state_dir(root / "state"), manifest_dir=root / "operator")
    found = {}

    async def main():
        async with Runtime.open(config) as rt:
            service = FindService(rt)
            for phrasings in PHRASINGS.values():
                for query in phrasings:
                    doc = service.document({"query": query, "limit": 3})
                    found[query] = [m["capability_id"] for m in doc["matches"]]

    trio.run(main)
    return found


@pytest.mark.parametrize("capability", sorted(PHRASINGS))
def test_each_operation_is_found_first(firsts, capability):
    for query in PHRASINGS[capability]:
        assert firsts[query][:1] == [capability], (query, firsts[query])
