"""Where Jacobian reads operator configuration (the state directory's location
is defined once, in :func:`jacobian.state.statedir.default_state_dir`)."""

from __future__ import annotations

import os
from pathlib import Path


def config_dir() -> Path:
    """The operator's configuration folder: ``$XDG_CONFIG_HOME/jacobian``."""
    config_home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config_home) / "jacobian"
