"""Checkers for simplicial homology: the complex read from its facets, boundary matrices built here,
Smith normal forms and kernel bases checked by replaying elementary operations."""
