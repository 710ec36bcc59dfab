"""Linear codes over GF(q): weight distributions and minimum distances by enumeration (Jacobian's own code).

Import-free on purpose: the worker runs as ``python -I -m jacobian.providers.coding.worker``.
"""
