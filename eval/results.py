"""The evaluation record: per-question metrics per mode per suite, summaries, and its JSON form.

``results.json`` layout::

    {"created": ISO time, "machine": str, "command": str,
     "suites": {"docs": {"suite": "docs", "status": "ok" | "unavailable", "reason": str,
                         "info": {...}, "skipped_metrics": {name: why},
                         "modes": {"hybrid": {"mode": "hybrid", "summary": {metric: value},
                                              "by_category": {category: {metric: value}},
                                              "questions": [{"id", "category", "question",
                                                             "metrics": {...}, "answer", "evidence", "notes"}]}}}}}

Every metric is "higher is better" except those in ``LOWER_IS_BETTER``.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

import numpy as np

from edabot.errors import BadInputError

LOWER_IS_BETTER = frozenset({"latency_ms", "latency_p50_ms", "latency_p95_ms", "context_tokens"})

Value = float | None


@dataclass
class QuestionRecord:
    """What one mode did with one question."""

    id: str
    category: str
    question: str
    metrics: dict[str, Value]
    answer: str = ""
    evidence: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class ModeResult:
    """All questions of one mode, plus means overall and per category."""

    mode: str
    questions: list[QuestionRecord]
    summary: dict[str, Value] = field(default_factory=dict)
    by_category: dict[str, dict[str, Value]] = field(default_factory=dict)

    @classmethod
    def build(cls, mode: str, questions: list[QuestionRecord], extra: dict[str, Value] | None = None) -> ModeResult:
        """Summarize ``questions``: metric means, latency p50/p95, and ``extra`` corpus-level values."""
        summary = means(questions)
        latencies = [v for q in questions if (v := q.metrics.get("latency_ms")) is not None]
        if latencies:
            summary["latency_p50_ms"] = float(np.percentile(latencies, 50))
            summary["latency_p95_ms"] = float(np.percentile(latencies, 95))
        summary.update(extra or {})
        groups: dict[str, list[QuestionRecord]] = defaultdict(list)
        for record in questions:
            groups[record.category].append(record)
        by_category = {name: means(group) for name, group in sorted(groups.items())}
        return cls(mode, questions, summary, by_category)


def means(records: list[QuestionRecord]) -> dict[str, Value]:
    """Mean of each metric over the records that have it (None when none has it)."""
    names = sorted({name for r in records for name in r.metrics})
    result: dict[str, Value] = {}
    for name in names:
        values = [v for r in records if (v := r.metrics.get(name)) is not None]
        result[name] = float(np.mean(values)) if values else None
    return result


@dataclass
class SuiteResult:
    """One suite's outcome: per-mode results, or why it could not run."""

    suite: str
    status: Literal["ok", "unavailable"] = "ok"
    reason: str = ""
    info: dict[str, Any] = field(default_factory=dict)
    skipped_metrics: dict[str, str] = field(default_factory=dict)
    modes: dict[str, ModeResult] = field(default_factory=dict)

    @classmethod
    def unavailable(cls, suite: str, reason: str) -> SuiteResult:
        return cls(suite=suite, status="unavailable", reason=reason)


@dataclass
class EvalRun:
    """Everything one ``edabot eval`` invocation measured."""

    created: str
    machine: str
    command: str
    suites: dict[str, SuiteResult] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_json(), indent=1, sort_keys=False) + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> EvalRun:
        suites = {name: _suite_from_json(s) for name, s in data.get("suites", {}).items()}
        return cls(data.get("created", ""), data.get("machine", ""), data.get("command", ""), suites)


def _suite_from_json(data: dict[str, Any]) -> SuiteResult:
    modes = {
        name: ModeResult(
            mode=m["mode"],
            questions=[QuestionRecord(**q) for q in m.get("questions", [])],
            summary=m.get("summary", {}),
            by_category=m.get("by_category", {}),
        )
        for name, m in data.get("modes", {}).items()
    }
    fields = {k: data[k] for k in ("suite", "status", "reason", "info", "skipped_metrics") if k in data}
    return SuiteResult(**fields, modes=modes)


def load_run(path: Path) -> EvalRun:
    """Read a ``results.json``; a missing or malformed file is a BadInputError naming it."""
    try:
        return EvalRun.from_json(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError as exc:
        raise BadInputError(f"results file {path} does not exist") from exc
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError, KeyError, AttributeError) as exc:
        raise BadInputError(f"{path} is not an edabot results.json ({exc.__class__.__name__})") from exc


__all__ = ["LOWER_IS_BETTER", "EvalRun", "ModeResult", "QuestionRecord", "SuiteResult", "load_run", "means"]
