"""Exact checkers: replay linear-algebra and LP certificates in Python's fractions."""
