"""The arguments of ``math.find`` (search, browse and exact inspection in one tool)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, model_validator

from jacobian.contracts.enums import InputKind, Mode

View = Literal["SUMMARY", "CONTRACT", "FULL"]


class FindArgs(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    query: str | None = Field(
        default=None, min_length=1, max_length=512, description="words describing the operation; omit to browse"
    )
    domain: str | None = Field(
        default=None, max_length=64, description="only operations of this domain (a card's `domain`)"
    )
    mode: Mode | None = Field(default=None, description="only operations that can run in this mode now")
    input_kind: InputKind | None = Field(default=None, description="only operations accepting this kind of input")
    artifact_type: str | None = Field(
        default=None, max_length=128, description="with TYPED_ARTIFACT: only operations accepting this artifact schema"
    )
    limit: StrictInt = Field(default=5, ge=1, le=20, description="matches per page, 1 to 20")
    cursor: str | None = Field(default=None, max_length=256, description="next_cursor of a previous identical search")
    capability_id: str | None = Field(default=None, max_length=128, description="exact inspection of one operation")
    view: View | None = Field(default=None, description="with capability_id: SUMMARY (default), CONTRACT or FULL")

    @model_validator(mode="after")
    def _shape(self) -> FindArgs:
        if self.capability_id is not None:
            mixed = [
                n
                for n in ("query", "domain", "mode", "input_kind", "artifact_type", "cursor")
                if getattr(self, n) is not None
            ]
            if mixed:
                raise ValueError(f"exact inspection (capability_id) takes only view; remove {', '.join(mixed)}")
        elif self.view is not None:
            raise ValueError("view needs capability_id")
        if self.artifact_type is not None and self.input_kind not in (None, InputKind.TYPED_ARTIFACT):
            raise ValueError("artifact_type applies only with input_kind TYPED_ARTIFACT")
        return self

    def filters(self) -> dict[str, str]:
        out = {}
        for name in ("domain", "mode", "input_kind", "artifact_type"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value.value if hasattr(value, "value") else value
        if self.artifact_type is not None:
            out["input_kind"] = InputKind.TYPED_ARTIFACT.value
        return out


# Which argument a cross-field error is about, for the diagnostic path.
SHAPE_ERROR_PATHS = {
    "view needs": "$.view",
    "exact inspection": "$.capability_id",
    "artifact_type applies": "$.artifact_type",
}
