"""Checkers for integer lattices: an LLL-reduced basis with its unimodular transform, a Gram matrix and
its determinant, all in exact integer and rational arithmetic."""
