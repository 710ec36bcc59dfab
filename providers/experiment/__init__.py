"""Experiment capabilities, served by the runtime (see jacobian.experiments)."""
