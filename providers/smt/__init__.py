"""SMT family: Z3 and cvc5 on SMT-LIB v2 scripts (installed as ``jacobian.providers.smt``).

- :mod:`.script`       the SMT-LIB reader and safety gate (no backend imports)
- :mod:`.model`        model text -> typed JSON (no backend imports)
- :mod:`.cli`          adapter for the z3/cvc5 executables: input file, output parsing
- :mod:`.models`       request and output models (the safety gate runs in validation)
- :mod:`.capabilities` smt.check, smt.optimize, smt.model.verify
- :mod:`.worker`       the pooled worker program (the only modules importing z3/cvc5:
                       :mod:`.engine_z3`, :mod:`.engine_cvc5`)
"""
