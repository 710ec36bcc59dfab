"""The ``jacobian`` command line: one module per command group."""
