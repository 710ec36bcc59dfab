"""SAT family: DIMACS reader, PySAT worker, CLI engine adapters and capability definitions.

Import-free on purpose: the worker runs as ``python -I -m jacobian.providers.sat.worker``.
"""
