"""Capabilities the runtime serves itself, over its own artifact store (no backend job)."""
