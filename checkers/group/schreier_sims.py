"""Deterministic Schreier-Sims: a complete base and strong generating set (trusted code).

Permutations are tuples of images of ``0..n-1``; products act on the right
like GAP's (``(p * q)[x] = q[p[x]]``), but nothing here comes from GAP. The
algorithm is the classical one (Holt, Eick, O'Brien, *Handbook of
Computational Group Theory*, SCHREIERSIMS): every Schreier generator of every
level is sifted, none sampled, so the chain is complete and the order exact.
"""

from __future__ import annotations

Perm = tuple[int, ...]


def identity(n: int) -> Perm:
    return tuple(range(n))


def mul(p: Perm, q: Perm) -> Perm:
    """Apply ``p`` then ``q``."""
    return tuple(q[x] for x in p)


def inv(p: Perm) -> Perm:
    out = [0] * len(p)
    for x, y in enumerate(p):
        out[y] = x
    return tuple(out)


class StabilizerChain:
    """Base ``base``, strong generators per level, and transversals as explicit coset representatives."""

    def __init__(self, n: int, generators: list[Perm]) -> None:
        self.n = n
        self.id = identity(n)
        gens = [g for g in dict.fromkeys(generators) if g != self.id]
        self.base: list[int] = []
        self.gens: list[list[Perm]] = []  # gens[i]: strong generators fixing base[:i]
        self.trans: list[dict[int, Perm]] = []  # trans[i][b]: u with base[i]^u = b
        for g in gens:
            if all(g[b] == b for b in self.base):
                self._new_level(next(x for x in range(n) if g[x] != x))
        for i in range(len(self.base)):
            self.gens[i] = [g for g in gens if all(g[b] == b for b in self.base[:i])]
            self._orbit(i)
        self._complete()

    def _new_level(self, point: int) -> None:
        self.base.append(point)
        self.gens.append([])
        self.trans.append({point: self.id})

    def _orbit(self, i: int) -> None:
        """Recompute the orbit of base[i] under gens[i] with coset representatives."""
        trans = {self.base[i]: self.id}
        queue = [self.base[i]]
        for b in queue:
            u = trans[b]
            for g in self.gens[i]:
                c = g[b]
                if c not in trans:
                    trans[c] = mul(u, g)
                    queue.append(c)
        self.trans[i] = trans

    def strip(self, g: Perm, start: int = 0) -> tuple[Perm, int]:
        """Sift ``g`` from level ``start``: the residue and the level where sifting stopped."""
        for i in range(start, len(self.base)):
            b = g[self.base[i]]
            u = self.trans[i].get(b)
            if u is None:
                return g, i
            g = mul(g, inv(u))
        return g, len(self.base)

    def _complete(self) -> None:
        i = len(self.base) - 1
        while i >= 0:
            added = False
            for b, u in list(self.trans[i].items()):
                for x in list(self.gens[i]):
                    schreier = mul(mul(u, x), inv(self.trans[i][x[b]]))
                    if schreier == self.id:
                        continue
                    h, j = self.strip(schreier, i + 1)
                    if j < len(self.base) or h != self.id:
                        if j == len(self.base):
                            self._new_level(next(p for p in range(self.n) if h[p] != p))
                        for level in range(i + 1, j + 1):
                            self.gens[level].append(h)
                            self._orbit(level)
                        i = j
                        added = True
                        break
                if added:
                    break
            if not added:
                i -= 1

    def order(self) -> int:
        result = 1
        for t in self.trans:
            result *= len(t)
        return result

    def contains(self, g: Perm) -> bool:
        if len(g) != self.n:
            return False
        h, j = self.strip(g)
        return j == len(self.base) and h == self.id


def group_order(n: int, generators: list[Perm]) -> int:
    return StabilizerChain(n, generators).order()
