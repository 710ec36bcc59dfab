"""Backend families (installed as ``jacobian.providers``): one sub-package each.

``<family>/capabilities.py`` defines the capabilities (request/output models and
adapters; no backend imports); ``<family>/worker.py`` is the program that runs
inside the sandbox and is the only place a backend library is imported.
"""
