"""Polynomial checkers (own exact arithmetic over QQ and GF(p))."""
