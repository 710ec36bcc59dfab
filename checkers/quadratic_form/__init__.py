"""Binary quadratic form checkers in Python integers: class numbers by the checker's own enumeration."""
