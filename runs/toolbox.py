"""The run tools as JSON functions a language model can call, with a ledger of what they returned.

The model only chooses which tool to call with which arguments; every value, aggregate,
difference and ratio is computed here from the graph. The ``Ledger`` keeps each returned
fact (numbered, so the model can cite ``[n]``) and every number it contained, so the final
answer can be checked against them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from edabot.settings import Settings
from edabot.types import Evidence
from runs import metrics as m
from runs.intent import find_metric
from runs.tools import Fact, RunTools, aggregate

DocLookup = Callable[[str], list[Evidence]]
ItemKey = tuple[str, int, str]
_NUMBER = re.compile(r"(?<![\w.])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_MAX_ROWS = 15
_OPS = ("rank", "max", "min", "sum", "avg", "median", "count", "difference")


class ToolInputError(ValueError):
    """The model called a tool with arguments that name nothing indexed; it is told so and may retry."""


def numbers_in(text: str) -> list[float]:
    """Every number written in ``text`` (18,432 and 18432.0 alike); digits inside names such as alu8 are not numbers."""
    return [float(token.replace(",", "")) for token in _NUMBER.findall(text)]


def number_tokens(text: str) -> list[str]:
    """The numbers of ``text`` as written, so their precision is known."""
    return _NUMBER.findall(text)


def section_of(fact: Fact) -> str:
    """The citation section ``runs.answer.compose`` gives a fact; the ledger uses it as the fact's key."""
    return f"design {fact.design} (run {fact.run_id})"


@dataclass
class Ledger:
    """What the tools returned in one conversation: citeable items numbered from 1, and all their numbers.

    ``evidence[n - 1]`` is what ``[n]`` cites and ``owners[n - 1]`` the fact or manual passage behind it.
    """

    evidence: list[Evidence] = field(default_factory=list)
    owners: list[Fact | Evidence] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    numbers: set[float] = field(default_factory=set)
    refs: dict[ItemKey, int] = field(default_factory=dict)

    def add_fact(self, fact: Fact) -> dict[str, Any]:
        """Record ``fact`` and return the JSON row the model sees (with ``ref`` when it can be cited)."""
        if fact not in self.facts:
            self.facts.append(fact)
        self._note_numbers(fact.text, fact.value)
        row: dict[str, Any] = {"text": fact.text}
        if fact.value is not None:
            row.update(value=fact.value, unit=fact.unit)
        if fact.source:
            row["source"] = f"{fact.source}:{fact.line}"
            self._note_numbers(row["source"])
            item = Evidence(fact.source, fact.line, max(fact.end_line, fact.line), section_of(fact), fact.text, 1.0, "run")
            row["ref"] = self._cite(item, fact)
        return row

    def add_manual(self, passage: Evidence) -> dict[str, Any]:
        self._note_numbers(passage.text)
        return {"ref": self._cite(passage, passage), "source": f"{passage.source}:{passage.start_line}",
                "section": passage.section, "text": passage.text[:400]}

    def owner_of(self, source: str, start_line: int, section: str) -> Fact | Evidence | None:
        ref = self.refs.get((source, start_line, section))
        return self.owners[ref - 1] if ref else None

    def _cite(self, item: Evidence, owner: Fact | Evidence) -> int:
        key = (item.source, item.start_line, item.section)
        if key not in self.refs:
            self.evidence.append(item)
            self.owners.append(owner)
            self.refs[key] = len(self.evidence)
        return self.refs[key]

    def _note_numbers(self, text: str, value: float | None = None) -> None:
        self.numbers.update(numbers_in(text))
        if value is not None:
            self.numbers.add(float(value))


def _function(name: str, description: str, properties: dict[str, Any], required: Sequence[str]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "description": description, "parameters": {
        "type": "object", "properties": properties, "required": list(required)}}}


_DESIGN = {"type": "string", "description": "indexed design name (its top module)"}
_DESIGNS = {"type": "array", "items": _DESIGN, "description": "designs to include; empty = every indexed design"}
_METRIC = {"type": "string", "enum": [s.name for s in m.SPECS], "description": "metric name"}


def tool_specs(with_manual: bool) -> list[dict[str, Any]]:
    """OpenAI ``tools`` definitions; ``lookup_manual`` only when a doc index is available."""
    specs = [
        _function("get_metric", "One metric of one design (optionally of one module), with unit and file:line.",
                  {"design": _DESIGN, "metric": _METRIC, "module": {"type": "string"}}, ["design", "metric"]),
        _function("compare_metric", "A metric across designs, computed in code: rank, max, min, sum, avg, median, "
                  "count, or difference (two designs: a minus b and the ratio).",
                  {"metric": _METRIC, "op": {"type": "string", "enum": list(_OPS)}, "designs": _DESIGNS},
                  ["metric", "op"]),
        _function("list_issues", "Warnings and errors of a design with file:line, optionally filtered by kind "
                  "(latch, undriven, width_mismatch, syntax, unresolved) or severity (warning, error).",
                  {"design": _DESIGN, "kinds": {"type": "array", "items": {"type": "string"}},
                   "severity": {"type": "string", "enum": ["", "warning", "error"]}}, ["design"]),
        _function("critical_path", "The worst setup path of a design: start, end, arrival, required, slack.",
                  {"design": _DESIGN}, ["design"]),
        _function("run_status", "Whether synthesis of a design succeeded, the tool version and its first errors.",
                  {"design": _DESIGN}, ["design"]),
        _function("module_hierarchy", "Modules of a design, their ports and the instances they contain.",
                  {"design": _DESIGN}, ["design"]),
        _function("search_runs", "Semantic search over the text of the run artifacts (logs, reports, RTL).",
                  {"query": {"type": "string"}, "designs": _DESIGNS}, ["query"]),
    ]
    if with_manual:
        specs.append(_function("lookup_manual", "Search the tool manuals for the text or code of a warning or error.",
                               {"text": {"type": "string"}}, ["text"]))
    return specs


def difference_text(label: str, a: Fact, b: Fact) -> str:
    """``a - b`` (and the ratio) for a two-design comparison; empty when either value is missing."""
    if a.value is None or b.value is None:
        return ""
    ratio = f"; ratio {a.value / b.value:.2f}x" if b.value else ""
    return (f"{label}: {a.design} minus {b.design} = {m.format_value(a.value - b.value, a.unit)}{ratio} "
            f"({a.design} {m.format_value(a.value, a.unit)}, {b.design} {m.format_value(b.value, b.unit)}).")


def search_facts(query: str, designs: Sequence[str], tools: RunTools, settings: Settings, k: int = 3) -> list[Fact]:
    """The run chunks closest to ``query`` as citeable facts (their first lines)."""
    from runs.vectors import search_chunks

    run_ids = [tools.rows[d]["run_id"] for d in designs]
    hits = search_chunks(settings, query, tools.scopes, designs, run_ids, k=k)
    return [Fact(h.design, h.run_id, f"{h.design} {h.source}: " + " / ".join(h.text.splitlines()[:4])[:300],
                 h.source, h.start_line, h.end_line) for h in hits]


def _strings(value: Any) -> list[str]:
    """A list argument as strings; small models often send one string where a list is expected."""
    if isinstance(value, str):
        return [value] if value.strip() else []
    return [str(v) for v in value] if isinstance(value, list) else []


class Toolbox:
    """Runs the model's tool calls against ``RunTools`` and records every result in ``ledger``."""

    def __init__(self, tools: RunTools, settings: Settings, doc_lookup: DocLookup | None = None) -> None:
        self.tools = tools
        self.settings = settings
        self.doc_lookup = doc_lookup
        self.ledger = Ledger()
        self._handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "get_metric": self._get_metric, "compare_metric": self._compare, "list_issues": self._issues,
            "critical_path": self._path, "run_status": self._status, "module_hierarchy": self._hierarchy,
            "search_runs": self._search,
        }
        if doc_lookup is not None:
            self._handlers["lookup_manual"] = self._manual

    def specs(self) -> list[dict[str, Any]]:
        return tool_specs(self.doc_lookup is not None)

    def call(self, name: str, args: dict[str, Any]) -> str:
        """The JSON result of one call; a bad call gets an ``error`` the model can act on, never an exception."""
        handler = self._handlers.get(name)
        if handler is None:
            return json.dumps({"error": f"unknown tool {name!r}; tools: {', '.join(self._handlers)}"})
        try:
            return json.dumps(handler(args))
        except ToolInputError as exc:
            return json.dumps({"error": str(exc)})

    def _design(self, args: dict[str, Any], key: str = "design") -> str:
        wanted = str(args.get(key) or "").strip().replace("-", "_")
        found = {name.lower(): name for name in self.tools.design_names()}.get(wanted.lower())
        if found is None:
            raise ToolInputError(f"design {wanted!r} is not indexed; indexed designs: "
                                 f"{', '.join(self.tools.design_names())}")
        return found

    def _designs(self, args: dict[str, Any]) -> list[str]:
        return [self._design({"design": n}) for n in _strings(args.get("designs"))]

    @staticmethod
    def _metric(args: dict[str, Any]) -> str:
        wanted = str(args.get("metric") or "")
        name = wanted if m.spec(wanted) else find_metric(wanted.replace("_", " "))
        if not name:
            raise ToolInputError(f"unknown metric {wanted!r}; metrics: {', '.join(s.name for s in m.SPECS)}")
        return name

    def _rows(self, facts: Sequence[Fact], **extra: Any) -> dict[str, Any]:
        rows = [self.ledger.add_fact(f) for f in facts[:_MAX_ROWS]]
        return {"facts": rows, **extra} if rows else {"facts": [], "note": "nothing was reported", **extra}

    def _get_metric(self, args: dict[str, Any]) -> dict[str, Any]:
        design, metric = self._design(args), self._metric(args)
        module = str(args.get("module") or "")
        found = self.tools.module_area(design, module) if module and metric == m.AREA else \
            self.tools.metric(design, metric, module)
        return self._rows([found] if found else [])

    def _compare(self, args: dict[str, Any]) -> dict[str, Any]:
        metric, op = self._metric(args), str(args.get("op") or "rank")
        if op not in _OPS:
            raise ToolInputError(f"unknown op {op!r}; ops: {', '.join(_OPS)}")
        facts = self.tools.metric_across(metric, self._designs(args))
        spec = m.spec(metric)
        label = spec.label if spec else metric
        if not facts:
            return self._rows([])
        result = self._computed(op, label, facts)
        ordered = sorted(facts, key=lambda f: f.value or 0.0, reverse=op != "min")
        return self._rows(([result] if result else []) + ordered)

    def _computed(self, op: str, label: str, facts: list[Fact]) -> Fact | None:
        """One fact holding the value computed from ``facts`` (no source: it cites the facts beside it)."""
        unit = facts[0].unit
        if op == "difference":
            if len(facts) != 2:
                raise ToolInputError("difference needs exactly two designs that report the metric")
            return Fact("", "", difference_text(label, facts[0], facts[1]) + " (computed)", value=None, unit=unit)
        if op == "rank":
            return None
        values = [f.value or 0.0 for f in facts]
        result = round(aggregate(values, op), 4)
        if op in ("max", "min"):
            pick = (max if op == "max" else min)(facts, key=lambda f: f.value or 0.0)
            text = f"{pick.design} has the {'largest' if op == 'max' else 'smallest'} {label}: "
            return Fact("", "", text + f"{m.format_value(result, unit)} (of {len(facts)} designs)", value=result, unit=unit)
        shown = f"{int(result)} designs" if op == "count" else m.format_value(result, unit)
        return Fact("", "", f"{op} of {label} over {len(facts)} designs = {shown} (computed)", value=result, unit=unit)

    def _issues(self, args: dict[str, Any]) -> dict[str, Any]:
        design = self._design(args)
        kinds = _strings(args.get("kinds"))
        facts = self.tools.issues(design, kinds, str(args.get("severity") or ""))
        self.ledger.numbers.add(float(len(facts)))
        return self._rows(facts, count=len(facts))

    def _path(self, args: dict[str, Any]) -> dict[str, Any]:
        design = self._design(args)
        path = self.tools.worst_path(design)
        return self._rows(([path] if path else []) + self.tools.caveats(design)[:1])

    def _status(self, args: dict[str, Any]) -> dict[str, Any]:
        design = self._design(args)
        return self._rows([self.tools.status(design), *self.tools.issues(design, severity="error")[:3]])

    def _hierarchy(self, args: dict[str, Any]) -> dict[str, Any]:
        return self._rows(self.tools.hierarchy(self._design(args)))

    def _search(self, args: dict[str, Any]) -> dict[str, Any]:
        query = str(args.get("query") or "").strip()
        if not query:
            raise ToolInputError("query must not be empty")
        designs = self._designs(args) or self.tools.design_names()
        return self._rows(search_facts(query, designs, self.tools, self.settings))

    def _manual(self, args: dict[str, Any]) -> dict[str, Any]:
        text = str(args.get("text") or "").strip()
        if not text or self.doc_lookup is None:
            raise ToolInputError("text must not be empty")
        try:
            passages = self.doc_lookup(text)[:2]
        except Exception as exc:  # the doc index is optional; its failure must not end the conversation
            raise ToolInputError("the manual index is unavailable") from exc
        return {"passages": [self.ledger.add_manual(p) for p in passages]}


__all__ = ["DocLookup", "Ledger", "ToolInputError", "Toolbox", "difference_text", "numbers_in", "number_tokens",
           "search_facts", "section_of", "tool_specs"]
