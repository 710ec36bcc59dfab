"""Integer checkers in Python integers: Pratt certificates for primes, a divisor or a Fermat witness for composites."""
