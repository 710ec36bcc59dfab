"""What discovery reads: the visible catalog, indexed once per catalog digest.

Discovery depends only on this small interface, so it runs the same over the
runtime's ``CatalogEntry`` objects and over descriptors generated in tests.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from pydantic import BaseModel

from jacobian.contracts.descriptor import CapabilityDescriptor
from jacobian.contracts.enums import Mode

from .text import stem, stems_of, words


class Entry(Protocol):
    descriptor: CapabilityDescriptor
    request_model: type[BaseModel]
    verify_available: bool
    available: bool


@dataclass(frozen=True)
class SimpleEntry:
    """A plain entry (tests, tools): the same four attributes as the runtime's."""

    descriptor: CapabilityDescriptor
    request_model: type[BaseModel]
    verify_available: bool = False
    available: bool = True


FIELD_WEIGHTS: dict[str, int] = {"id": 5, "tags": 4, "title": 3, "description": 1}
STRONG_FIELDS = frozenset({"id", "tags", "title"})


@dataclass(frozen=True)
class Indexed:
    entry: Entry
    fields: dict[str, frozenset[str]]

    @property
    def id(self) -> str:
        return self.entry.descriptor.id

    def offers(self, mode: Mode) -> bool:
        """Whether a call in ``mode`` can be served now (VERIFY needs an authorized checker)."""
        d = self.entry.descriptor
        if mode not in d.modes:
            return False
        return self.entry.verify_available if mode is Mode.VERIFY else True

    @property
    def callable(self) -> bool:
        return bool(self.entry.available)


@dataclass
class Catalog:
    """The policy-filtered inventory discovery searches, with both digests."""

    entries: Sequence[Entry]
    catalog_digest: str
    policy_digest: str
    items: tuple[Indexed, ...] = field(init=False)
    by_id: dict[str, Indexed] = field(init=False)
    cache: dict = field(init=False, default_factory=dict)

    postings: dict[str, list[tuple[str, str]]] = field(init=False)
    words: frozenset[str] = field(init=False)
    names: frozenset[str] = field(init=False)
    compounds: dict[tuple[str, ...], str] = field(init=False)
    document_frequency: dict[str, int] = field(init=False)

    def __post_init__(self) -> None:
        ordered = sorted(self.entries, key=lambda e: e.descriptor.id)
        self.items = tuple(_index(e) for e in ordered)
        self.by_id = {i.id: i for i in self.items}
        # Inverted index: stem -> (capability id, field) for every field it occurs in.
        self.postings = {}
        self.document_frequency = {}
        for item in self.items:
            for name, stems in item.fields.items():
                for s in stems:
                    self.postings.setdefault(s, []).append((item.id, name))
            for s in frozenset().union(*item.fields.values()):
                self.document_frequency[s] = self.document_frequency.get(s, 0) + 1
        # The words the catalog uses (what makes a query word a real word), and those of its ids,
        # titles and tags (what lets a short or digit-bearing token such as lp or z3 be a term).
        self.words = frozenset(w for item in self.items for w in _texts(item.entry.descriptor, description=True))
        self.names = frozenset(w for item in self.items for w in _texts(item.entry.descriptor, description=False))
        # The catalog's compound tags ("cayley-hamilton", "minimum-vertex-cover"), by the stems of their
        # words: a query that writes one ("Cayley-Hamilton", "minimum vertex covers") names one thing.
        self.compounds = compound_tags(t for item in self.items for t in item.entry.descriptor.tags)


def compound_tags(tags: Iterable[str]) -> dict[tuple[str, ...], str]:
    """Each tag of two or more words, keyed by the stems of its words."""
    out: dict[tuple[str, ...], str] = {}
    for tag in sorted(set(tags)):
        key = tuple(stem(w) for w in words(tag))
        if len(key) > 1:
            out.setdefault(key, tag)
    return out


def _texts(d: CapabilityDescriptor, *, description: bool) -> list[str]:
    return words(" ".join((d.id, d.title, " ".join(d.tags), d.description if description else "")))


def _index(entry: Entry) -> Indexed:
    d = entry.descriptor
    return Indexed(
        entry=entry,
        fields={
            "id": stems_of(d.id),
            "tags": stems_of(" ".join(d.tags)),
            "title": stems_of(d.title),
            "description": stems_of(d.description),
        },
    )
