"""Graphs: explicit construction, nonisomorphic enumeration with nauty's geng, certified chromatic numbers."""
