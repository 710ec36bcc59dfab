"""Checkers for finite posets: their own reading of a poset (elements and order relations) and the counts on it."""
