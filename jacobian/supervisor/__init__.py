"""The trio supervisor: sandboxed, resource-limited subprocesses for backend jobs."""

from .errors import LayerUnavailable, SlotWaitTimeout
from .host import HostReport, LayerStatus, detect_host
from .supervisor import Supervisor

__all__ = ["Supervisor", "SlotWaitTimeout", "LayerUnavailable", "detect_host", "HostReport", "LayerStatus"]
