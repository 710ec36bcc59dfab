"""Independent SMT model validation (installed as ``jacobian.checkers.smt``).

A model from one solver implementation is checked by the *other* one:
:mod:`.by_cvc5` checks Z3 models (format ``smtlib-model+z3``), :mod:`.by_z3`
checks cvc5 models (format ``smtlib-model+cvc5``); the claim kind is
``SMT_MODEL_SATISFIES`` with ``claim.producer`` naming the producer.

- :mod:`.sexpr`     this checker's own small, bounded SMT-LIB s-expression reader
- :mod:`.subject`   the script's declarations, sorts and assertions, read here
- :mod:`.evidence`  the model, read and bounded against those declarations
                    (exactly the declared symbols, sorts and arities; universes
                    only for the script's uninterpreted sorts)
- :mod:`.validate`  builds the validation script: the model's definitions replace
                    the script's declarations; one ``(check-sat)`` per assertion
                    on its negation, each of which must be ``unsat``
- :mod:`.request`   payload checks and the decision, shared by both entry points
- :mod:`.by_cvc5`, :mod:`.by_z3`   entry points (``python -I -m``), one solver each

Nothing here imports ``jacobian.providers``.
"""
