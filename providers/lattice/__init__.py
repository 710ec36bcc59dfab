"""Integer lattices: LLL reduction with its transform, and Gram matrices, on python-flint (FLINT).

Import-free on purpose: the worker runs as ``python -I -m jacobian.providers.lattice.worker``.
"""
