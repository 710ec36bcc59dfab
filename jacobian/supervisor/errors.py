"""Exceptions of the supervisor's public API."""

from jacobian.contracts.enums import SandboxLayer


class SlotWaitTimeout(Exception):
    """No concurrency slot freed within ``slot_wait_seconds``; the job did not start."""


class LayerUnavailable(Exception):
    """A layer in ``Job.required_layers`` is not available on this host; nothing was spawned."""

    def __init__(self, layer: SandboxLayer, reason: str) -> None:
        super().__init__(f"required sandbox layer {layer.value} is unavailable: {reason}")
        self.layer = layer
        self.reason = reason
