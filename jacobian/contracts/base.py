"""Shared Pydantic configuration for contract models."""

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic_core import InitErrorDetails, PydanticCustomError


class Frozen(BaseModel):
    """Base of every contract model: immutable, unknown fields rejected."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)


def field_rule_error(model: str, field: str, message: str, value: object) -> ValidationError:
    """A cross-field rule's error located at the field it is about (a model validator's
    own errors are located at the whole payload); raise it from the validator."""
    details = [InitErrorDetails(type=PydanticCustomError("cross_field_rule", message), loc=(field,), input=value)]
    return ValidationError.from_exception_data(model, details)
