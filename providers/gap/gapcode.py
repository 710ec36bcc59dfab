"""GAP code from the structured, validated form: fixed templates and integers only.

Nothing a caller typed reaches GAP: every function here takes validated
structures (:class:`~.groups.PermGroup`, :class:`~.groups.SmallGroupId`,
integers, booleans, names from a fixed table) and renders integers through
``int``. The answer protocol is line based: a request is framed by
``@@BEGIN <nonce>`` / ``@@END <nonce>``; inside, ``@@R <key> <value>`` lines
carry results, ``@@G``/``@@I`` lines list groups and images, and ``@@OK
<nonce>`` is printed only when the whole body ran without a GAP error.
"""

from __future__ import annotations

from .groups import PermGroup, SmallGroupId, check_structured

PRELUDE = (
    "BreakOnError := false;;\n"
    'SetPrintFormattingStatus("*stdout*", false);;\n'
    'JacobianSmallGrp := LoadPackage("smallgrp");;\n'
)

# Fixed names -> GAP property functions; request fields select from this table only.
PROPERTIES: dict[str, str] = {
    "abelian": "IsAbelian",
    "cyclic": "IsCyclic",
    "nilpotent": "IsNilpotentGroup",
    "solvable": "IsSolvableGroup",
    "simple": "IsSimpleGroup",
    "perfect": "IsPerfectGroup",
}


def _int(x: object) -> str:
    if type(x) is not int:
        raise TypeError(f"GAP code takes integers only, got {type(x).__name__}")
    return str(x)


def _bool(x: object) -> str:
    if type(x) is not bool:
        raise TypeError(f"expected a bool, got {type(x).__name__}")
    return "true" if x else "false"


def perm_group_expr(group: PermGroup) -> str:
    """``GroupWithGenerators(List([[..],..], PermList), ())`` from validated image lists."""
    check_structured(group.degree, group.generators)
    lists = ",".join("[" + ",".join(_int(x) for x in g) + "]" for g in group.generators)
    return f"GroupWithGenerators(List([{lists}], PermList), ())"


def giant_test(name: str) -> str:
    """Make GAP recognise a symmetric or alternating group on its moved points before ``Size``.

    GAP's ``Size`` builds a stabilizer chain first: for S1000 from ``(1,2)`` and
    ``(1,...,1000)`` that does not end in minutes (GAP 4.12; S200 takes 25 s). The
    giant tests (a transitive group with an element whose cycle of prime length
    proves it contains the alternating group, else a stabilizer chain anyway) set
    ``Size`` to ``n!`` or ``n!/2`` at once; for any other group they cost a few
    random elements and a transitivity and primitivity test.
    """
    if name not in ("G", "H"):
        raise ValueError(f"not a group variable of these templates: {name!r}")
    return f"if not IsNaturalSymmetricGroup({name}) then IsNaturalAlternatingGroup({name}); fi;\n"


def small_group_check(sg: SmallGroupId) -> str:
    """Statements that stop (with an ``input_error`` answer) unless ``SmallGroup(order, index)`` exists."""
    o, i = _int(sg.order), _int(sg.index)
    return (
        f'if not SmallGroupsAvailable({o}) then Print("@@R input_error order\\n"); return true; fi;\n'
        f'if {i} > NrSmallGroups({o}) then Print("@@R input_error index ", NrSmallGroups({o}), "\\n"); '
        "return true; fi;\n"
    )


def wrap(body: str, local_names: tuple[str, ...], nonce: int) -> str:
    """Frame a function body as one request; ``@@OK`` only if it returned without error."""
    n = _int(nonce)
    local = f"local {', '.join(local_names)};\n" if local_names else ""
    return (
        f'Print("\\n@@BEGIN {n}\\n");;\n'
        f"JacobianRun := function()\n{local}{body}return true;\nend;;\n"
        f'if JacobianRun() = true then Print("@@OK {n}\\n"); fi;;\n'
        f"Unbind(JacobianRun);;\n"
        f'Print("@@END {n}\\n");;\n'
    )


def order_code(group: PermGroup, nonce: int) -> str:
    body = f'G := {perm_group_expr(group)};\n{giant_test("G")}Print("@@R order ", Size(G), "\\n");\n'
    return wrap(body, ("G",), nonce)


def properties_code(group: PermGroup | SmallGroupId, structure_max_order: int, nonce: int) -> str:
    if isinstance(group, SmallGroupId):
        head = small_group_check(group) + f"G := SmallGroup({_int(group.order)}, {_int(group.index)});\n"
    else:
        head = f"G := {perm_group_expr(group)};\n{giant_test('G')}"
    body = head + (
        "n := Size(G);\n"
        'Print("@@R order ", n, "\\n");\n'
        'Print("@@R abelian ", IsAbelian(G), "\\n");\n'
        'Print("@@R nilpotent ", IsNilpotentGroup(G), "\\n");\n'
        'Print("@@R solvable ", IsSolvableGroup(G), "\\n");\n'
        'Print("@@R simple ", IsSimpleGroup(G), "\\n");\n'
        'Print("@@R perfect ", IsPerfectGroup(G), "\\n");\n'
        'Print("@@R center_order ", Size(Centre(G)), "\\n");\n'
        'if IsSolvableGroup(G) then Print("@@R derived_length ", DerivedLength(G), "\\n"); fi;\n'
        'Print("@@R exponent ", Exponent(G), "\\n");\n'
        'Print("@@R conjugacy_classes ", NrConjugacyClasses(G), "\\n");\n'
        f'if n <= {_int(structure_max_order)} then Print("@@R structure ", StructureDescription(G), "\\n"); fi;\n'
        'if IdGroupsAvailable(n) then Print("@@R id_group ", IdGroup(G), "\\n"); fi;\n'
    )
    return wrap(body, ("G", "n"), nonce)


def enumerate_code(order: int, filters: dict[str, bool], limit: int, scan_cap: int, describe: bool, nonce: int) -> str:
    o = _int(order)
    conds = " and ".join(f"{PROPERTIES[name]}(G) = {_bool(value)}" for name, value in sorted(filters.items()))
    body = (
        f'if not SmallGroupsAvailable({o}) then Print("@@R available false\\n"); return true; fi;\n'
        'Print("@@R available true\\n");\n'
        f"count := NrSmallGroups({o});\n"
        'Print("@@R library_count ", count, "\\n");\n'
    )
    show = 'Print("@@G ", i'
    show += ', " ", StructureDescription(G)' if _bool(describe) == "true" else ""
    show += ', "\\n");'
    if conds:
        body += (
            f"scan := Minimum(count, {_int(scan_cap)}); matches := 0; listed := 0;\n"
            "for i in [1..scan] do\n"
            f"  G := SmallGroup({o}, i);\n"
            f"  if {conds} then\n"
            "    matches := matches + 1;\n"
            f"    if listed < {_int(limit)} then listed := listed + 1; {show} fi;\n"
            "  fi;\n"
            "od;\n"
        )
    else:
        body += (
            "scan := count; matches := count;\n"
            f"for i in [1..Minimum(count, {_int(limit)})] do G := SmallGroup({o}, i); {show} od;\n"
        )
    body += 'Print("@@R scanned ", scan, "\\n");\nPrint("@@R matches ", matches, "\\n");\n'
    return wrap(body, ("G", "count", "scan", "matches", "listed", "i"), nonce)


def isomorphism_code(first: PermGroup, second: PermGroup, nonce: int) -> str:
    body = (
        f"G := {perm_group_expr(first)};\n"
        f"H := {perm_group_expr(second)};\n"
        f"{giant_test('G')}{giant_test('H')}"
        "gens := GeneratorsOfGroup(G);\n"
        'Print("@@R order_first ", Size(G), "\\n");\n'
        'Print("@@R order_second ", Size(H), "\\n");\n'
        'if Size(G) <> Size(H) then Print("@@R isomorphic false\\n"); return true; fi;\n'
        "iso := IsomorphismGroups(G, H);\n"
        'if iso = fail then Print("@@R isomorphic false\\n"); return true; fi;\n'
        'Print("@@R isomorphic true\\n");\n'
        f'for g in gens do Print("@@I ", ListPerm(ImagesRepresentative(iso, g), {_int(second.degree)}), "\\n"); od;\n'
    )
    return wrap(body, ("G", "H", "gens", "iso", "g"), nonce)


def probe_code(nonce: int) -> str:
    body = (
        'Print("@@R version ", GAPInfo.Version, "\\n");\n'
        'Print("@@R smallgrp ", JacobianSmallGrp, "\\n");\n'
        'Print("@@R groups_of_order_64 ", NrSmallGroups(64), "\\n");\n'
    )
    return wrap(body, (), nonce)
