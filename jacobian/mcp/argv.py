"""Command-line flags read before argparse (the relay path must import nothing heavy): a flag's
last value, and the arguments without a flag. Both spellings count: ``--flag value`` and
``--flag=value``."""

from __future__ import annotations


def last_value(argv: list[str], flag: str, default: str) -> str:
    """The value of the last ``flag`` in ``argv``, or ``default`` when none is given."""
    value = default
    for i, arg in enumerate(argv):
        if arg == flag and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith(flag + "="):
            value = arg.split("=", 1)[1]
    return value


def without(argv: list[str], flag: str, switches: tuple[str, ...] = ()) -> list[str]:
    """``argv`` less every ``flag`` with its value, and less the value-less ``switches``."""
    out: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == flag:
            skip = True
        elif arg not in switches and not arg.startswith(flag + "="):
            out.append(arg)
    return out
