"""The SAT checker workers as the sandbox runs them: ``python -I -m <module>``, one
JSON Lines request, one final ``result``; and their ``BUNDLED`` declarations."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from pathlib import Path

from fixture_paths import SAT as FIXTURES  # noqa: E402

from jacobian.checkers import BUNDLED
from jacobian.wire import request_line


def run_worker(module: str, payload: dict | None, raw: bytes | None = None) -> dict:
    stdin = raw if raw is not None else request_line(payload)
    proc = subprocess.run([sys.executable, "-I", "-m", module], input=stdin, capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode()[-500:]
    lines = [json.loads(line) for line in proc.stdout.decode().splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0]["type"] == "result"
    return lines[0]


def test_model_worker_accepts_and_rejects(tmp_path: Path) -> None:
    path = FIXTURES / "uf20-91" / "uf20-01.cnf"
    out = tmp_path / "m"
    subprocess.run(["minisat", "-verb=0", str(path), str(out)], capture_output=True, timeout=60)
    model = [int(t) for t in out.read_text().split()[1:] if t != "0"]
    payload = {
        "claim": {"kind": "CNF_SATISFIABLE"},
        "subject": {"dimacs": path.read_text()},
        "certificate": {"model": model},
    }
    result = run_worker("jacobian.checkers.sat.model_check", payload)
    assert result["ok"] and result["data"]["accepted"] is True
    payload["certificate"]["model"] = [-lit for lit in model]
    result = run_worker("jacobian.checkers.sat.model_check", payload)
    assert result["ok"] and result["data"]["accepted"] is False


def test_proof_worker_accepts_binary_and_text_and_rejects_another_formula(tmp_path: Path) -> None:
    path = FIXTURES / "uuf50-218" / "uuf50-01.cnf"
    proof = tmp_path / "p"
    subprocess.run(["cadical", "-q", str(path), str(proof)], capture_output=True, timeout=60)
    cert = {"proof_base64": base64.b64encode(proof.read_bytes()).decode(), "encoding": "binary"}
    payload = {
        "claim": {"kind": "CNF_UNSATISFIABLE"},
        "format": "drat",
        "subject": {"dimacs": path.read_text()},
        "certificate": cert,
    }
    result = run_worker("jacobian.checkers.sat.proof_check", payload)
    data = result["data"]
    assert data["accepted"] is True, data["reason"]
    assert set(data) == {"accepted", "reason", "checked", "lrat_digest", "elaborator", "kernel", "decided_by", "model"}
    assert data["elaborator"] == "native"  # the compiled elaborator, installed beside the checker
    assert data["kernel"] == "compiled"  # and the compiled LRAT kernel decided
    assert {"lemmas", "core_lemmas", "lrat_steps"} <= set(data["checked"])
    payload["subject"]["dimacs"] = sorted((FIXTURES / "uuf50-218").glob("*.cnf"))[1].read_text()
    assert run_worker("jacobian.checkers.sat.proof_check", payload)["data"]["accepted"] is False


def test_workers_answer_garbage_with_a_rejection_or_protocol_error() -> None:
    for module in ("jacobian.checkers.sat.model_check", "jacobian.checkers.sat.proof_check"):
        result = run_worker(module, {"claim": 3})
        assert result["ok"] and result["data"]["accepted"] is False
        result = run_worker(module, None, raw=b"not json\n")
        assert result["ok"] is False and result["error"]["kind"] == "PROTOCOL"


def test_bundled_specs_name_existing_files_and_no_provider_code() -> None:
    specs = {spec.id: spec for spec in BUNDLED}
    assert {"sat.model.eval", "sat.drat.lrat"} <= set(specs)
    for spec_id in ("sat.model.eval", "sat.drat.lrat"):
        spec = specs[spec_id]
        assert spec.digest().startswith("sha256:")
        for path in spec.source_paths():
            imports = [
                line.split() for line in path.read_text().splitlines() if line.strip().startswith(("import ", "from "))
            ]
            for words in imports:
                assert not any(w.startswith(("jacobian.providers", "providers", "pysat")) for w in words), (path, words)
        module_file = spec.module.replace("jacobian.checkers.", "").replace(".", "/") + ".py"
        assert module_file in spec.sources
    assert "sat/lrat.py" in specs["sat.drat.lrat"].sources


def test_kernel_is_small_and_independent_of_the_elaborator() -> None:
    kernel = Path(__file__).resolve().parents[3] / "checkers" / "sat" / "lrat.py"
    text = kernel.read_text()
    assert len(text.splitlines()) < 200
    imports = [line for line in text.splitlines() if line.startswith(("import ", "from "))]
    assert imports == ["from __future__ import annotations"]
