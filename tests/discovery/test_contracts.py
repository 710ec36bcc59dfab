"""Contracts an agent can follow (issue 28, item 4), over every capability the families ship:
validated examples in the CONTRACT view, the grammar of every text field in its description, and
the cross-field rules in words."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import jsonschema
import pytest

from jacobian.discovery import Catalog, find
from jacobian.discovery.fit import json_bytes

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_discovery.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_discovery", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


CATALOG: Catalog = _bench().full_catalog()
IDS = sorted(CATALOG.by_id)


def contract(cid: str, budget: int | None = None) -> dict:
    kwargs = {} if budget is None else {"budget": budget}
    doc = find(CATALOG, {"capability_id": cid, "view": "CONTRACT"}, **kwargs)
    assert doc["kind"] == "INSPECT", doc
    return doc["contract"]


@pytest.mark.parametrize("cid", IDS)
def test_the_contract_shows_validated_examples(cid):
    shown = contract(cid)
    assert shown["schema_complete"] and shown["examples"], cid
    validator = jsonschema.Draft202012Validator(shown["input_schema"])
    model = CATALOG.by_id[cid].entry.request_model
    for example in shown["examples"]:
        assert validator.is_valid(example["payload"]), (cid, example["title"])
        model.model_validate(example["payload"])  # what math.run validates with
        assert example["mode"] in ("EXPLORE", "VERIFY") and example["title"]


def test_a_shrunk_contract_keeps_an_example():
    cid = "optimization.linear.solve"
    full = contract(cid)
    for budget in (json_bytes({"contract": full}) - 1, 3000):
        shrunk = contract(cid, budget)
        assert shrunk["examples"] and shrunk["examples"][0] == full["examples"][0], budget
    assert "full_schema_uri" in contract(cid, 3000)
    assert json.dumps(contract(cid, 3000))  # still a JSON document
