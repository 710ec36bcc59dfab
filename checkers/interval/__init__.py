"""Interval checkers: re-evaluate an expression in another interval implementation (mpmath.iv)."""
