"""Spectral linear-algebra checkers (own exact arithmetic over QQ: Berkowitz, Cayley-Hamilton, ranks)."""
