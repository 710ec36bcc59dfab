"""How well ``math.find`` finds the operation a research task needs, on the discovery evaluation set.

The catalog is every capability the families ship, described as if every provider were installed
and every checker authorized (no probing: the figures depend on the descriptions and the ranking
only, not on what this machine has). Each task's query goes through ``math.find`` itself. Printed
for three parts separately:

- ``tuning``: tests/discovery/tasks.yaml without ``holdout: true``;
- ``spent``: tasks.yaml's old set-aside part (``holdout: true``). It was measured blind while the
  ranking was built, and has since been used for tuning (issue 28's second round), so it is no
  longer a measure of anything unseen: the report says so;
- ``fresh``: tests/discovery/fresh_holdout.yaml, a set-aside part written before that round and never
  used for tuning. It is reported as aggregates only: no option prints which of its tasks missed
  (a list of its misses would invite tuning on it and end its use as a measure).

Each part's figures:

- hit@1: the first match is one of the task's expected ids (servable tasks only);
- hit@3: one of the first three is;
- false-strong: the first match is labelled ``STRONG`` although the task is unservable, or although
  it is not an expected id (over all tasks of the part; both counts shown).

Usage: ``python -P bench/bench_discovery.py [--part tuning|spent|fresh|all] [--misses]``
(``--misses`` lists the misses of the tuning and spent parts only; ``--part tuning`` or ``--part spent``
while tuning, so the fresh part is not even measured).
"""

from __future__ import annotations

import argparse
import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from jacobian.capability.registry import load_family_definitions
from jacobian.contracts.descriptor import CapabilityDescriptor, ProviderIdentity
from jacobian.contracts.enums import DigestKind, InstallTier, Mode
from jacobian.discovery import Catalog, SimpleEntry, find

TASKS = Path(__file__).resolve().parent.parent / "tests" / "discovery" / "tasks.yaml"
FRESH = TASKS.with_name("fresh_holdout.yaml")
PARTS = ("tuning", "spent", "fresh")
AGGREGATE_ONLY = frozenset({"fresh"})  # parts whose misses are never listed
NOTES = {"spent": "old set-aside, spent: used for tuning since", "fresh": "set aside, never tuned on: aggregates only"}


@dataclass(frozen=True)
class Task:
    id: str
    query: str
    expect: tuple[str, ...]  # empty: no operation serves it
    family: str
    holdout: bool


def load_tasks(path: Path = TASKS) -> tuple[int, list[Task]]:
    """The seed and the tasks of the evaluation set."""
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    return int(doc["seed"]), _tasks(doc)


def load_fresh(path: Path = FRESH) -> list[Task]:
    """The tasks of the fresh set-aside part (every one set aside; no seed, no marks)."""
    return _tasks(yaml.safe_load(path.read_text(encoding="utf-8")))


def _tasks(doc: dict[str, Any]) -> list[Task]:
    tasks = []
    for raw in doc["tasks"]:
        expect = () if raw["expect"] == "none" else tuple(raw["expect"])
        tasks.append(Task(raw["id"], raw["query"], expect, raw["family"], bool(raw.get("holdout", False))))
    return tasks


def set_aside(seed: int, task_id: str) -> bool:
    """The rule that marks the set-aside part: a fixed-seed random fifth, stable as tasks are added."""
    return int(hashlib.sha256(f"{seed}:{task_id}".encode()).hexdigest(), 16) % 5 == 0


_IDENTITY = ProviderIdentity(
    provider_id="evaluation",
    version="0",
    digest_kind=DigestKind.SOURCE_TREE,
    digest="sha256:" + "0" * 64,
    platform="any",
    install_tier=InstallTier.BUNDLED,
    license="n/a",
)


def full_catalog() -> Catalog:
    """Every shipped capability, as if its provider were installed and its checker authorized."""
    entries = []
    for definition in load_family_definitions().values():
        model = definition.request_model(())
        descriptor = CapabilityDescriptor(
            id=definition.id,
            version=definition.version,
            title=definition.title,
            description=definition.description,
            domain=definition.domain,
            tags=definition.tags,
            modes=definition.modes,
            conclusions=definition.conclusions,
            input_schema=model.model_json_schema(),
            output_schema=definition.Output.model_json_schema(),
            input_kinds=definition.input_kinds,
            artifact_types=definition.artifact_types,
            examples=definition.examples,
            relationships=definition.relationships,
            provider=_IDENTITY,
        )
        entries.append(SimpleEntry(descriptor, model, verify_available=Mode.VERIFY in definition.modes))
    return Catalog(entries, "sha256:evaluation", "sha256:evaluation")


@dataclass
class Score:
    tasks: int = 0
    servable: int = 0
    hit1: int = 0
    hit3: int = 0
    strong_unservable: int = 0  # an unservable task whose first answer is STRONG
    strong_wrong: int = 0  # a servable task whose wrong first answer is STRONG
    misses: list[str] = field(default_factory=list)

    @property
    def false_strong(self) -> int:
        return self.strong_unservable + self.strong_wrong

    def rates(self) -> dict[str, float]:
        return {
            "hit@1": self.hit1 / self.servable if self.servable else 1.0,
            "hit@3": self.hit3 / self.servable if self.servable else 1.0,
            "false_strong": self.false_strong / self.tasks if self.tasks else 0.0,
        }


def answer(catalog: Catalog, query: str) -> tuple[list[str], str | None]:
    """The first three ids math.find returns for ``query`` and the first one's lexical fit."""
    doc: dict[str, Any] = find(catalog, {"query": query, "limit": 3})
    matches = doc.get("matches", [])
    ids = [m["capability_id"] for m in matches]
    return ids, (matches[0]["match"]["lexical_fit"] if matches else None)


def evaluate(catalog: Catalog, tasks: list[Task]) -> Score:
    score = Score()
    for task in tasks:
        ids, fit = answer(catalog, task.query)
        score.tasks += 1
        strong = fit == "STRONG"
        if not task.expect:
            if strong:
                score.strong_unservable += 1
                score.misses.append(f"{task.id}: unservable, STRONG {ids[0]}  <- {task.query!r}")
            continue
        score.servable += 1
        first = bool(ids) and ids[0] in task.expect
        score.hit1 += first
        score.hit3 += any(i in task.expect for i in ids[:3])
        if not first:
            score.strong_wrong += strong
            label = "STRONG" if strong else (fit or "nothing")
            score.misses.append(f"{task.id}: want {'|'.join(task.expect)}, got {ids} ({label})  <- {task.query!r}")
    return score


def part_tasks(part: str) -> list[Task]:
    """The tasks of one part: ``tuning``, ``spent`` (tasks.yaml's ``holdout: true``) or ``fresh``."""
    if part == "fresh":
        return load_fresh()
    _, tasks = load_tasks()
    return [t for t in tasks if t.holdout == (part == "spent")]


def evaluate_parts(catalog: Catalog | None = None, parts: tuple[str, ...] = PARTS) -> dict[str, Score]:
    """The score of each of ``parts``. A fresh part's score keeps no per-task misses."""
    catalog = catalog or full_catalog()
    scores = {part: evaluate(catalog, part_tasks(part)) for part in parts}
    for part in AGGREGATE_ONLY & set(scores):
        scores[part].misses.clear()
    return scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=(*PARTS, "all"), default="all")
    parser.add_argument(
        "--misses", action="store_true", help="list each task missed or labelled STRONG wrongly (not the fresh part)"
    )
    args = parser.parse_args()
    catalog = full_catalog()
    print(f"catalog: {len(catalog.items)} capabilities; tasks: {TASKS}, {FRESH.name}")
    parts = PARTS if args.part == "all" else (args.part,)
    for part, score in evaluate_parts(catalog, parts).items():
        r = score.rates()
        print(
            f"{part:8s} tasks {score.tasks:3d} (servable {score.servable:3d}): "
            f"hit@1 {100 * r['hit@1']:5.1f} %  hit@3 {100 * r['hit@3']:5.1f} %  "
            f"false-strong {100 * r['false_strong']:4.1f} % "
            f"({score.strong_unservable} unservable, {score.strong_wrong} wrong first answer)"
            + (f"  [{NOTES[part]}]" if part in NOTES else "")
        )
        if args.misses:
            for line in score.misses:
                print("    " + line)


if __name__ == "__main__":
    main()
