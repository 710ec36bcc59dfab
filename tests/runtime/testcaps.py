"""A small real capability for runtime tests: its engine is a Python (or shell
wrapper) executable that echoes the request back, optionally after sleeping."""

from __future__ import annotations

import json

from pydantic import Field

from jacobian.capability import BudgetRequest, Interpretation, InterpretError, JobCall, JobCapability, Output, Request
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome

ECHO_CODE = (
    "import json,sys,time; r=json.load(sys.stdin); time.sleep(r['sleep']); print(json.dumps({'text': r['text'][::-1]}))"
)


class EchoRequest(Request):
    text: str = Field(max_length=100, description="text to reverse")
    sleep: float = Field(default=0, ge=0, le=60)
    budget: BudgetRequest | None = None


class EchoOutput(Output):
    reversed: str


class Echo(JobCapability[EchoRequest, EchoOutput, None]):
    id = "test.echo"
    title = "Reverse a text (test capability)"
    description = "Reverses a string in a sandboxed process; used by the runtime tests."
    domain = "test"
    family = "testpy"
    tags = ("reverse", "echo")
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("TEST_NEVER_CHECKED",)
    examples = (InvocationExample(title="reverse abc", payload={"text": "abc"}),)

    def plan(self, call: JobCall[EchoRequest, None]) -> Job:
        request = call.request
        return call.job(
            argv=(call.engine.executable, "-c", ECHO_CODE),
            stdin=json.dumps({"text": request.text, "sleep": request.sleep}).encode(),
        )

    def interpret(self, call: JobCall[EchoRequest, None], outcome: Outcome) -> Interpretation:
        try:
            data = json.loads(outcome.stdout)
        except ValueError as exc:
            raise InterpretError(Code.BACKEND_ERROR, f"unreadable output: {exc}") from exc
        return Interpretation(
            conclusion=Conclusion.VALUE,
            output=EchoOutput(reversed=data["text"]),
            completeness=Completeness.COMPLETE,
            completeness_basis="the whole string was reversed",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
        )


class BadExample(Echo):
    id = "test.bad_example"
    examples = (InvocationExample(title="missing text", payload={"sleep": 1}),)


class NoExample(Echo):
    id = "test.no_example"
    examples = ()


class InterpretRaises(Echo):
    """An adapter with a bug: its interpret raises something other than InterpretError."""

    id = "test.interpret_raises"

    def interpret(self, call: JobCall[EchoRequest, None], outcome: Outcome) -> Interpretation:
        raise KeyError("reversed-text")


DEFINITIONS = {
    "test.echo": Echo(),
    "test.bad_example": BadExample(),
    "test.no_example": NoExample(),
    "test.interpret_raises": InterpretRaises(),
}
