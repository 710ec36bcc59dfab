"""The typed capability API's load-time rules: a capability id is defined once, and the request and
output models come from the type arguments."""

from __future__ import annotations

import re
import types

import pytest

from jacobian.capability import (
    DuplicateCapability,
    JobCapability,
    load_family_definitions,
    registry,
)
from jacobian.contracts.enums import Conclusion

from .testcaps import Echo, EchoOutput, EchoRequest


class EchoAgain(Echo):
    """Another definition that claims Echo's id."""


def test_a_duplicate_capability_id_is_refused_at_load_naming_both_definitions(monkeypatch):
    first = types.ModuleType("jacobian.providers.first.capabilities")
    first.CAPABILITIES = (Echo(),)
    second = types.ModuleType("jacobian.providers.second.capabilities")
    second.CAPABILITIES = (EchoAgain(),)
    monkeypatch.setattr(registry, "family_modules", lambda: [first, second])
    with pytest.raises(DuplicateCapability) as refused:
        load_family_definitions()
    assert re.fullmatch(
        r"capability id 'test\.echo' is defined twice: by \S+\.Echo and by \S+\.EchoAgain", str(refused.value)
    )


def test_the_shipped_families_define_each_id_once():
    definitions = load_family_definitions()
    assert len(definitions) == len(set(definitions)) and "sat.solve" in definitions


def test_request_and_output_models_come_from_the_type_arguments():
    assert Echo.Request is EchoRequest and Echo.Output is EchoOutput


def test_a_definition_missing_a_hook_cannot_be_instantiated():
    class NoInterpret(JobCapability[EchoRequest, EchoOutput, None]):
        id = "test.no_interpret"
        conclusions = (Conclusion.VALUE,)

        def plan(self, call):  # interpret is missing
            raise AssertionError("never planned")

    with pytest.raises(TypeError, match="interpret"):
        NoInterpret()
