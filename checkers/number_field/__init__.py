"""Number fields K = Q[x]/(f), checked in Python integers and fractions: orders given by a basis, their
discriminants, and p-maximality by the ring of multipliers of the p-radical. Imports neither PARI nor the
providers."""
