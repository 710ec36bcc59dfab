"""Finite algebra family: typed magma laws and structures, law evaluation, countermodel search by SAT.

Import-free on purpose: the worker runs as ``python -I -m jacobian.providers.algebra.worker``.
"""
