"""Calculus checkers on rational functions of one variable over QQ (own exact arithmetic, no CAS)."""
