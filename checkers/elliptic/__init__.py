"""Elliptic curves over Q, checked in Python integers and fractions: invariants, minimal models, Tate's
algorithm, rational torsion points. Imports neither PARI nor the providers."""
