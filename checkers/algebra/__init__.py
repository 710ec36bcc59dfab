"""Checkers for finite magmas: a countermodel by exhaustive evaluation, "no countermodel of
order n" by re-encoding the question (:mod:`.encode`) and checking a DRAT proof against it."""
