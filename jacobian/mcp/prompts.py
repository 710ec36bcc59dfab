"""The two prompts: discovering an operation, and checking evidence for a claim."""

from __future__ import annotations

import mcp_types as types

from jacobian.contracts.toolnames import in_text

PROMPTS = [
    types.Prompt(
        name="jacobian-discover",
        title="Find a Jacobian operation for a task",
        description=(
            "Walks through discovery: search, inspect the contract, run on the exact input, read the "
            "result's dimensions."
        ),
        arguments=[types.PromptArgument(name="task", description="what you want computed or decided", required=True)],
    ),
    types.Prompt(
        name="jacobian-check-evidence",
        title="Check a claim with an independent checker",
        description=(
            "Finds the verifying operation for a claim and runs it in VERIFY mode, reporting exactly "
            "the assurance obtained."
        ),
        arguments=[
            types.PromptArgument(
                name="claim", description="the exact claim (e.g. 'this CNF is satisfiable')", required=True
            ),
            types.PromptArgument(
                name="evidence",
                description="an artifact URI or inline evidence, if you already have it",
                required=False,
            ),
        ],
    ),
]


def _text(name: str, args: dict[str, str]) -> str:
    if name == "jacobian-discover":
        return (
            f"Task: {args['task']}\n\n"
            "1. Call math.find with a short query naming the mathematical object and the task. Read portfolio_fit: "
            "STRONG_CANDIDATES_FOUND means a lexical match on ids, tags or titles; weak or empty results list "
            "recovery paths.\n"
            "2. Inspect the best candidate with math.find {capability_id, view: CONTRACT} and build a payload that "
            "matches that schema.\n"
            "3. Call math.run in EXPLORE mode. Read execution, conclusion, completeness and assurance separately: "
            "a COMPLETED run may still conclude UNKNOWN, and the answer covers exactly the input given.\n"
            "4. If the card's assurance ceiling is VERIFIED and the claim matters, run again in VERIFY mode."
        )
    evidence = args.get("evidence")
    return (
        f"Claim: {args['claim']}\n" + (f"Evidence: {evidence}\n" if evidence else "") + "\n"
        "1. Call math.find with mode VERIFY (and a query describing the claim) to find operations whose assurance "
        "ceiling is VERIFIED; "
        "relationships on the cards say which operation verifies which.\n"
        "2. Run it with mode VERIFY on the exact input of the claim. Only assurance.level VERIFIED with a "
        "verification_record_uri "
        "means an operator-authorized independent checker accepted the evidence.\n"
        "3. Report the assurance exactly as returned (HEURISTIC, COMPUTED or VERIFIED), with open obligations and "
        "diagnostics; "
        "do not generalize beyond the exact input (scope EXACT_INPUT)."
    )


def get(name: str, arguments: dict[str, str] | None) -> types.GetPromptResult | None:
    """The prompt ``name`` filled with ``arguments``, naming the tools as the session being served does."""
    prompt = next((p for p in PROMPTS if p.name == name), None)
    if prompt is None:
        return None
    args = dict(arguments or {})
    missing = [a.name for a in prompt.arguments or [] if a.required and not args.get(a.name)]
    if missing:
        raise ValueError(f"missing required argument(s): {', '.join(missing)}")
    return types.GetPromptResult(
        description=prompt.description,
        messages=[
            types.PromptMessage(role="user", content=types.TextContent(type="text", text=in_text(_text(name, args))))
        ],
    )
