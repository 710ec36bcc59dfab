"""Where Jacobian reads operator configuration and keeps its state (standard library only:
the stdio relay computes its daemon's socket from the state directory without importing the runtime)."""

from __future__ import annotations

import os
from pathlib import Path


def config_dir() -> Path:
    """The operator's configuration folder: ``$XDG_CONFIG_HOME/jacobian``."""
    config_home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config_home) / "jacobian"


STATE_DIR_ENV = "JACOBIAN_STATE_DIR"


def default_state_dir() -> Path:
    """``$JACOBIAN_STATE_DIR``, else ``$XDG_DATA_HOME/jacobian``, else ``~/.local/share/jacobian``."""
    override = os.environ.get(STATE_DIR_ENV)
    if override:
        return Path(override).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / "jacobian"
