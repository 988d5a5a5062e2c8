"""Result types shared by the CLI, the service and the bots."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Via = Literal["unit", "chunk", "run", "spec"]


@dataclass(frozen=True)
class Evidence:
    """One retrieved passage with exact provenance."""

    source: str
    start_line: int
    end_line: int
    section: str
    text: str
    score: float
    via: Via
    chunk_id: str = ""
    page: int | None = None
    """1-based page of a PDF source; the lines are then counted within the page."""
    end_page: int | None = None
    """Page of ``end_line`` when the passage runs onto the next page."""

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("chunk_id")
        return data


@dataclass(frozen=True)
class Citation:
    """A numbered pointer from an answer to the lines that support it."""

    n: int
    source: str
    start_line: int
    end_line: int
    section: str
    page: int | None = None
    end_page: int | None = None

    @classmethod
    def of(cls, n: int, evidence: Evidence) -> Citation:
        return cls(n, evidence.source, evidence.start_line, evidence.end_line, evidence.section,
                   evidence.page, evidence.end_page)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Answer:
    """A composed answer; ``abstained`` is true when the sources do not cover the question."""

    answer: str
    citations: list[Citation] = field(default_factory=list)
    abstained: bool = False
    evidence: list[Evidence] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    parse: dict[str, Any] | None = None
    """How the question was read (names resolved or absent, metric, operator, filter), when a parser read it."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "answer": self.answer,
            "citations": [c.to_json() for c in self.citations],
            "abstained": self.abstained,
        }
        if self.parse is not None:
            data["parse"] = self.parse
        return data





@dataclass(frozen=True)
class SkippedFile:
    """A file refused during ingest, with the reason a user can act on."""

    source: str
    reason: str


@dataclass(frozen=True)
class DocumentInfo:
    """One indexed document as listed to users."""

    doc_id: str
    source: str
    scope: str
    content_hash: str
    lines: int
    chunks: int
    ingested_at: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class IngestReport:
    """What one ingest call did, per file."""

    indexed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    skipped: list[SkippedFile] = field(default_factory=list)
    units_rebuilt: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "indexed": self.indexed,
            "unchanged": self.unchanged,
            "skipped": [asdict(s) for s in self.skipped],
            "units_rebuilt": self.units_rebuilt,
        }
__all__ = ["Answer", "Citation", "DocumentInfo", "Evidence", "IngestReport", "SkippedFile", "Via"]
