"""Shared Pydantic configuration for contract models."""

from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict, SerializerFunctionWrapHandler, ValidationError, model_serializer
from pydantic_core import InitErrorDetails, PydanticCustomError


class Frozen(BaseModel):
    """Base of every contract model: immutable, unknown fields rejected."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)


@cache
def _absent_when_none(cls: type[BaseModel]) -> frozenset[str]:
    """The keys of ``cls``'s optional fields whose default is None: an absent key says None."""
    return frozenset(
        field.alias or name
        for name, field in cls.model_fields.items()
        if not field.is_required() and field.default is None and field.default_factory is None
    )


def absent_not_null(prop: dict[str, Any]) -> None:
    """Describe an optional key that is omitted (never ``null``) by its own type: drop the ``null`` branch of
    ``anyOf`` or ``type`` and a ``"default": null``, in place."""
    branches = prop.get("anyOf")
    if isinstance(branches, list) and {"type": "null"} in branches:
        rest = [b for b in branches if b != {"type": "null"}]
        del prop["anyOf"]
        if len(rest) == 1:
            prop.update(rest[0])
        elif rest:
            prop["anyOf"] = rest
    kinds = prop.get("type")
    if isinstance(kinds, list) and "null" in kinds:
        kinds = [k for k in kinds if k != "null"]
        prop["type"] = kinds[0] if len(kinds) == 1 else kinds
    if "default" in prop and prop["default"] is None:
        del prop["default"]


def _describe_absent(schema: dict[str, Any], cls: type[BaseModel]) -> None:
    """``json_schema_extra`` of :class:`Portable`: each optional field that is omitted when None is described
    by its type alone (no ``anyOf [..., null]``, no ``"default": null``); it is simply not required."""
    props = schema.get("properties", {})
    for key in _absent_when_none(cls):
        if isinstance(props.get(key), dict):
            absent_not_null(props[key])


class Portable(Frozen):
    """A contract model published to clients (the result and its parts): an optional field whose value is
    None is left out of the serialized form, and the JSON Schema describes it as an optional key of its own
    type, not as a union with ``null``; schemas stay portable to clients whose schema dialects have a single
    ``type`` and no ``null``. The Python meaning is unchanged: None, and an explicit ``null`` is still read."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False, json_schema_extra=_describe_absent)

    # No return annotation: with one, pydantic would describe the serialized form by it (a bare object).
    @model_serializer(mode="wrap")
    def _omit_absent(self, handler: SerializerFunctionWrapHandler):
        data = handler(self)
        if not isinstance(data, dict):
            return data
        absent = _absent_when_none(type(self))
        return {k: v for k, v in data.items() if v is not None or k not in absent}


MAX_JSON_INT = 2**53 - 1  # the largest integer every JSON reader holds exactly; RFC 8785 digests refuse larger ones


def inexact_integer_error(model: str, field: str, value: object) -> ValidationError | None:
    """The error for the first integer beyond +-MAX_JSON_INT inside ``value`` (nested lists), located at its index
    below ``field``; None when there is none. Request models with free-form integers raise it from a validator, so
    such a payload is INVALID_REQUEST at its path instead of failing when the request is digested."""
    stack: list[tuple[tuple[str | int, ...], object]] = [((field,), value)]
    while stack:
        loc, item = stack.pop()
        if isinstance(item, list):
            stack.extend(((*loc, i), x) for i, x in reversed(list(enumerate(item))))
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) > MAX_JSON_INT:
            message = f"an integer beyond {MAX_JSON_INT} in size is not held exactly by JSON; give it as text"
            details = [InitErrorDetails(type=PydanticCustomError("exact_integer", message), loc=loc, input=item)]
            return ValidationError.from_exception_data(model, details)
    return None


def field_rule_error(model: str, field: str, message: str, value: object) -> ValidationError:
    """A cross-field rule's error located at the field it is about (a model validator's
    own errors are located at the whole payload); raise it from the validator."""
    details = [InitErrorDetails(type=PydanticCustomError("cross_field_rule", message), loc=(field,), input=value)]
    return ValidationError.from_exception_data(model, details)
