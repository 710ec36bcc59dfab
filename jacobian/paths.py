"""Where Jacobian reads operator configuration and keeps its state (standard library only:
the stdio relay computes its daemon's socket from the state directory without importing the runtime)."""

from __future__ import annotations

import os

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the stdio relay imports this module

if TYPE_CHECKING:
    from pathlib import Path


def config_dir_text() -> str:
    """The operator's configuration folder, ``$XDG_CONFIG_HOME/jacobian``, as a str (for the relay)."""
    config_home = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return os.path.join(config_home, "jacobian")


def config_dir() -> Path:
    """The operator's configuration folder: ``$XDG_CONFIG_HOME/jacobian``."""
    from pathlib import Path

    return Path(config_dir_text())


STATE_DIR_ENV = "JACOBIAN_STATE_DIR"


def default_state_dir_text() -> str:
    """``$JACOBIAN_STATE_DIR``, else ``$XDG_DATA_HOME/jacobian``, else ``~/.local/share/jacobian`` (a str:
    the stdio relay computes its daemon's socket from it without importing pathlib)."""
    override = os.environ.get(STATE_DIR_ENV)
    if override:
        return os.path.expanduser(override)
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg and os.path.isabs(xdg):
        return os.path.join(os.path.expanduser(xdg), "jacobian")
    return os.path.join(os.path.expanduser("~"), ".local", "share", "jacobian")


def default_state_dir() -> Path:
    from pathlib import Path

    return Path(default_state_dir_text())
