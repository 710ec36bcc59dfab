"""tests/experiments: its modules share helpers by plain import (``from test_experiments import ...``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
