"""Summation checkers: Wilf-Zeilberger certificates of hypergeometric sums (own exact arithmetic, no CAS)."""
