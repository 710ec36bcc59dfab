"""Checkers for graph claims: a graph parser of their own (graph6 included), the colouring CNF, the checker."""
