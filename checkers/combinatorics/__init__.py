"""Checkers for combinatorial claims: colourings avoiding monochromatic patterns (their own encoding)."""
