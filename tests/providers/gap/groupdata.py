"""Known groups in cycle notation (standard generators as in GAP's library)."""

from __future__ import annotations

M11 = ["(1,2,3,4,5,6,7,8,9,10,11)", "(3,7,11,8)(4,10,5,6)"]
M12 = ["(1,2,3,4,5,6,7,8,9,10,11)", "(3,7,11,8)(4,10,5,6)", "(1,12)(2,11)(3,6)(4,8)(5,9)(7,10)"]
M24 = [
    "(1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23)",
    "(3,17,10,7,9)(4,13,14,19,5)(8,18,11,12,23)(15,20,22,21,16)",
    "(1,24)(2,23)(3,12)(4,16)(5,18)(6,10)(7,20)(8,14)(9,21)(11,17)(13,22)(15,19)",
]
PSL27 = ["(1,2,3,4,5,6,7)", "(2,3)(4,7)"]  # PSL(2,7) = PSL(3,2) acting on the 7 points of the Fano plane


def symmetric(n: int) -> list[str]:
    return ["(" + ",".join(map(str, range(1, n + 1))) + ")", "(1,2)"]


def alternating(n: int) -> list[str]:
    return ["(" + ",".join(str(i) for i in (j, j + 1, j + 2)) + ")" for j in range(1, n - 1)]


def dihedral(n: int) -> list[str]:
    """The symmetries of a regular n-gon (order 2n), n >= 3."""
    refl = "".join(f"({i},{n + 2 - i})" for i in range(2, (n + 1) // 2 + 1) if i != n + 2 - i)
    return ["(" + ",".join(map(str, range(1, n + 1))) + ")", refl]


KNOWN_ORDERS = [
    (symmetric(5), 120),
    (symmetric(8), 40320),
    (alternating(6), 360),
    (alternating(9), 181440),
    (dihedral(7), 14),
    (dihedral(12), 24),
    (M11, 7920),
    (M12, 95040),
    (M24, 244823040),
    (PSL27, 168),
]
