"""Claim structures: validation and decomposition, served by the runtime."""
