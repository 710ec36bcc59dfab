"""Integer checkers (Pratt certificates in Python integers)."""
