"""Combinatorics: colourings avoiding monochromatic patterns (Ramsey, van der Waerden, Schur)."""
