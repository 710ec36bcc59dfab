"""A runtime over the bundled sage manifest with the polynomial and integer checkers authorized."""

from __future__ import annotations

import shutil
from pathlib import Path

import warmstate

from jacobian.checkers import BUNDLED
from jacobian.providers.sage import capabilities
from jacobian.runtime import RuntimeConfig
from jacobian.state import State

REPO = Path(__file__).resolve().parents[3]
DEFINITIONS = {d.id: d for d in capabilities.CAPABILITIES}


def sage_config(tmp_path: Path) -> RuntimeConfig:
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(REPO / "manifests" / "sage.yaml", bundled / "sage.yaml")
    state_dir = warmstate.state_dir(tmp_path / "state")
    with State.open(state_dir) as st:
        for spec in BUNDLED:
            if spec.id.startswith(
                (
                    "polynomial.",
                    "integer.",
                    "quadratic_form.",
                    "linalg.",
                    "elliptic_curve.",
                    "calculus.",
                    "recurrence.",
                    "ode.",
                    "number_field.",
                    "sum.",
                )
            ):
                st.authorizations.authorize(spec, "reviewed for the sage provider tests")
    return RuntimeConfig(
        state_dir=state_dir, manifest_dir=tmp_path / "operator", bundled_manifest_dir=bundled, definitions=DEFINITIONS
    )
