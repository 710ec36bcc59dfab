"""Shared Pydantic configuration for contract models."""

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic_core import InitErrorDetails, PydanticCustomError


class Frozen(BaseModel):
    """Base of every contract model: immutable, unknown fields rejected."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)


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
