"""A runtime over the exact providers' bundled manifests, with the exact checkers authorized."""

from __future__ import annotations

import shutil
from pathlib import Path

import warmstate

from jacobian.capability import load_family_definitions
from jacobian.checkers import BUNDLED
from jacobian.runtime import RuntimeConfig
from jacobian.state import State

REPO = Path(__file__).resolve().parents[3]
MANIFESTS = ("linalg-flint.yaml", "lp-highs.yaml")


def exact_config(tmp_path: Path) -> RuntimeConfig:
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    for name in MANIFESTS:
        if (REPO / "manifests" / name).exists():
            shutil.copy(REPO / "manifests" / name, bundled / name)
    state_dir = warmstate.state_dir(tmp_path / "state")
    with State.open(state_dir) as st:
        for spec in BUNDLED:
            if spec.id.startswith(("exact.", "interval.")):
                st.authorizations.authorize(spec, "reviewed for the exact provider tests")
    definitions = {k: d for k, d in load_family_definitions().items() if d.family in ("linalg", "lp")}
    return RuntimeConfig(
        state_dir=state_dir, manifest_dir=tmp_path / "operator", bundled_manifest_dir=bundled, definitions=definitions
    )
