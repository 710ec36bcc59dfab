"""Integer checkers in Python integers: Pratt and Atkin-Morain (ECPP) proofs for primes, a divisor or a Fermat
witness for composites."""
