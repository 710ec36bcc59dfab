"""The contracts every part of Jacobian depends on: closed enums, diagnostics,
the capability result, capability descriptors and the supervisor's job model.

Everything here is a frozen Pydantic v2 model with ``extra="forbid"``.
"""
