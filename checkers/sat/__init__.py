"""Independent SAT checkers: a model checker and a DRAT/LRAT UNSAT proof checker.

Modules, one job each:

- :mod:`.dimacs`      the checker's own strict DIMACS CNF reader (trusted)
- :mod:`.model`       model evaluation (trusted)
- :mod:`.drat`        DRAT parser, text and binary
- :mod:`.proof_source` a proof file read streaming (decompressed, digest-checked)
- :mod:`.elaborate`   DRAT -> LRAT elaborator (untrusted: fast, clever); :mod:`.native` runs
                      its compiled twin (``elab_c/elab.c``, installed as ``drat-elab``)
- :mod:`.lrat`        the LRAT kernel (trusted: small, reads LRAT text or binary; the reference)
- :mod:`.kernel`      the LRAT decision: the compiled kernel (``kernel_c/kernel.c``, installed as
                      ``lrat-kernel``, trusted, mirrors :mod:`.lrat`) where installed, else :mod:`.lrat`
- :mod:`.request`     payload validation shared by both workers
- :mod:`.model_check`, :mod:`.proof_check`   worker entry points

Nothing here imports ``jacobian.providers`` or a solver library. A proof is
accepted only when the kernel accepts the LRAT the elaborator produced,
against the formula read by :mod:`.dimacs`; a bug in the elaborator can make
it reject a valid proof, never accept an invalid one.
"""
