"""The hand-written LRAT corpus both kernels are held to (tests/checkers/test_sat_lrat.py for the Python
kernel, tests/checkers/test_lrat_kernels.py for the two side by side): valid proofs exercising RAT groups,
deletions and comments; one mutation per rejection rule; numbers not written as plain decimal; and a binary
encoder written from the format's definition (not from either kernel's decoder)."""

from __future__ import annotations

# 1:(1 2) 2:(1 -2) 3:(-1 3) 4:(-1 -3) 5:(-4 -1) 6:(-4 2)
F = [[1, 2], [1, -2], [-1, 3], [-1, -3], [-4, -1], [-4, 2]]
# (4 1) is RAT on 4: the candidates hold -4; with (-4 -1) the resolvent (1 -1) is a tautology
# (empty group -5), with (-4 2) it is (1 2), refuted by clause 1 (group -6 1).
RAT = "7 4 1 0 -5 -6 1 0\n"
REST = "8 1 0 1 2 0\n9 0 8 3 4 0\n"
VALID = {
    "RAT with an empty group for a tautological resolvent": RAT + REST,
    "RAT with the tautological candidate's group omitted": "7 4 1 0 -6 1 0\n" + REST,
    "comments and blank lines": "c a comment\n\n" + RAT + "c another\n" + REST,
    "deletion lines, an empty one too": RAT + "7 d 5 6 0\n7 d 0\n" + REST + "9 d 8 0\n",
    "deletion of the RAT lemma once used": RAT + "8 1 0 1 2 0\n8 d 7 0\n9 0 8 3 4 0\n",
}
INVALID = {
    "wrong hint in a group": ("7 4 1 0 -5 -6 2 0\n" + REST, "hint 2 is satisfied"),
    "missing hint in a group": ("7 4 1 0 -5 -6 0\n" + REST, "do not reach a conflict"),
    "missing group for a non-tautological resolvent": ("7 4 1 0 -5 0\n" + REST, "no RAT hints for clause 6"),
    "hint to a deleted clause": ("7 d 1 0\n" + RAT + REST, "hint 1 is not a live clause"),
    "group for a deleted clause": ("7 d 5 0\n" + RAT + REST, "RAT group for clause 5"),
    "wrong pivot (lemma reordered)": ("7 1 4 0 -5 -6 1 0\n" + REST, "RAT group for clause 6"),
    "group for a clause without the negated pivot": ("7 4 1 0 -5 -6 1 -1 0\n" + REST, "RAT group for clause 1"),
    "two groups for one clause": ("7 4 1 0 -6 1 -6 1 0\n" + REST, "two RAT groups"),
    "missing hint in a RUP step": (RAT + "8 1 0 1 0\n9 0 8 3 4 0\n", "line 2"),
    "wrong hint in a RUP step": (RAT + "8 1 0 3 2 0\n9 0 8 3 4 0\n", "line 2"),
    "deleting a clause that is not live": (RAT + "7 d 5 5 0\n" + REST, "deleting clause 5"),
    "id not increasing": (RAT + "7 1 0 1 2 0\n9 0 7 3 4 0\n", "not larger than 7"),
    "no empty clause": (RAT + "8 1 0 1 2 0\n", "never adds the empty clause"),
    "malformed deletion": (RAT + "7 d 5\n" + REST, "a deletion is"),
}
# Text LRAT whose numbers are not plain decimal, each with the spelling int() alone would read
# (a binary form has no such spelling, so these are text only): refused, and the same proof
# spelled plainly is accepted.
GOOD = RAT + "7 d 5 0\n8 1 0 1 2 0\n9 0 8 3 4 0\n"
MALFORMED_TEXT = {
    "a '+' sign": ("8 1 0", "8 +1 0", "line 3: a number is not plain decimal"),
    "an underscore in a number": ("8 3 4", "8 3 0_4", "line 4: a number is not plain decimal"),
    "a non-ASCII digit": ("8 1 0", "8 \u0661 0", "line 3: a number is not plain decimal"),
    "a 5000-digit number": ("8 3 4", "8 3 " + "0" * 5000 + "4", "line 4: a token is not an integer"),
    "a deletion id with a sign": ("7 d 5", "7 d +5", "line 2: a number is not plain decimal"),
    "a token that is no number": ("8 3 4", "8 x 4", "line 4: a token is not an integer"),
}


def encode(text: str) -> bytes:
    """Binary LRAT from text, from the format's definition: 'a' id lits 0 hints 0 / 'd' ids 0."""

    def num(x: int) -> bytes:
        u, out = 2 * abs(x) + (x < 0), bytearray()
        while True:
            out.append((u & 0x7F) | (0x80 if u > 0x7F else 0))
            u >>= 7
            if not u:
                return bytes(out)

    data = bytearray()
    for line in text.splitlines():
        toks = line.split()
        if not toks or toks[0] == "c":
            continue
        if toks[1] == "d":
            data += b"d" + b"".join(num(int(t)) for t in toks[2:])
        else:
            data += b"a" + b"".join(num(int(t)) for t in toks)
    return bytes(data)
