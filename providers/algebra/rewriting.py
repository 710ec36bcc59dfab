"""Terms of one binary operation for the prover's translation (untrusted worker code).

A term is a variable (``str``) or a product ``(left, right)``. A position is a tuple of 0 (left
factor) and 1 (right factor) from the root. Nothing here decides what a proof proves: the checker
replays every step on its own reading of the laws.
"""

from __future__ import annotations

from collections.abc import Iterator

Term = str | tuple
Position = tuple[int, ...]
Subst = dict[str, Term]


def at(t: Term, pos: Position) -> Term:
    for i in pos:
        t = t[i]
    return t


def replace(t: Term, pos: Position, new: Term) -> Term:
    if not pos:
        return new
    head, rest = pos[0], pos[1:]
    return (replace(t[0], rest, new), t[1]) if head == 0 else (t[0], replace(t[1], rest, new))


def positions(t: Term, prefix: Position = ()) -> Iterator[tuple[Position, Term]]:
    """Every position with its subterm, outermost first (pre-order)."""
    yield prefix, t
    if isinstance(t, tuple):
        yield from positions(t[0], prefix + (0,))
        yield from positions(t[1], prefix + (1,))


def variables(t: Term) -> set[str]:
    return {t} if isinstance(t, str) else variables(t[0]) | variables(t[1])


def size(t: Term) -> int:
    return 1 if isinstance(t, str) else 1 + size(t[0]) + size(t[1])


def substitute(t: Term, s: Subst) -> Term:
    if isinstance(t, str):
        return s.get(t, t)
    return (substitute(t[0], s), substitute(t[1], s))


def match(pattern: Term, t: Term, s: Subst | None = None) -> Subst | None:
    """The substitution extending ``s`` with ``pattern``s = ``t``, or None."""
    s = dict(s or {})
    stack = [(pattern, t)]
    while stack:
        p, u = stack.pop()
        if isinstance(p, str):
            if p in s:
                if s[p] != u:
                    return None
            else:
                s[p] = u
        elif isinstance(u, tuple):
            stack.append((p[0], u[0]))
            stack.append((p[1], u[1]))
        else:
            return None
    return s


def _walk(t: Term, s: Subst) -> Term:
    while isinstance(t, str) and t in s:
        t = s[t]
    return t


def _occurs(v: str, t: Term, s: Subst) -> bool:
    t = _walk(t, s)
    if isinstance(t, str):
        return t == v
    return _occurs(v, t[0], s) or _occurs(v, t[1], s)


def unify(a: Term, b: Term, frozen: frozenset[str] = frozenset()) -> Subst | None:
    """A most general unifier of ``a`` and ``b`` (idempotent), ``frozen`` names treated as constants."""
    s: Subst = {}
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        x, y = _walk(x, s), _walk(y, s)
        if x == y:
            continue
        if isinstance(x, str) and x not in frozen:
            if _occurs(x, y, s):
                return None
            s[x] = y
        elif isinstance(y, str) and y not in frozen:
            if _occurs(y, x, s):
                return None
            s[y] = x
        elif isinstance(x, tuple) and isinstance(y, tuple):
            stack.append((x[0], y[0]))
            stack.append((x[1], y[1]))
        else:
            return None
    return {v: resolve(t, s) for v, t in s.items()}


def resolve(t: Term, s: Subst) -> Term:
    t = _walk(t, s)
    if isinstance(t, str):
        return t
    return (resolve(t[0], s), resolve(t[1], s))


def rename(t: Term, prefix: str) -> Term:
    if isinstance(t, str):
        return prefix + t
    return (rename(t[0], prefix), rename(t[1], prefix))


def variant(a: tuple[Term, Term], b: tuple[Term, Term]) -> Subst | None:
    """The renaming of ``a``'s variables making it ``b`` (an injective variable map), or None."""
    s = match(a[0], b[0])
    s = match(a[1], b[1], s) if s is not None else None
    if s is None or not all(isinstance(v, str) for v in s.values()) or len(set(s.values())) != len(s):
        return None
    return s


def render(t: Term, top: bool = True) -> str:
    """``x*(y*z)``: the outermost product without parentheses, every inner one parenthesised."""
    if isinstance(t, str):
        return t
    parts: list[str] = []
    stack: list[tuple[Term, bool] | str] = [(t, top)]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            parts.append(item)
            continue
        u, outer = item
        if isinstance(u, str):
            parts.append(u)
            continue
        stack.append("" if outer else ")")
        stack.append((u[1], False))
        stack.append("*")
        stack.append((u[0], False))
        if not outer:
            parts.append("(")
    return "".join(parts)
