"""Syntax-guided synthesis: SyGuS-IF v2 problems solved by the cvc5 executable (one sandboxed process per
job), the answer read back and checked by :mod:`jacobian.checkers.synthesis`."""
