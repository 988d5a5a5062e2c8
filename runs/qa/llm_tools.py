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
from functools import partial
from typing import Any

from edabot.settings import Settings
from edabot.types import Evidence
from runs import metrics
from runs.qa import analyses
from runs.qa.filters import filtered_facts
from runs.qa.graph_queries import Fact, RunTools, aggregate
from runs.qa.query import understand

DocLookup = Callable[[str], list[Evidence]]
ItemKey = tuple[str, int, str]
_NUMBER = re.compile(r"(?<![\w.])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_MAX_ROWS = 15
_OPS = ("rank", "max", "min", "worst", "best", "sum", "avg", "median", "count", "difference")


class ToolInputError(ValueError):
    """The model called a tool with arguments that name nothing indexed; it is told so and may retry."""


def numbers_in(text: str) -> list[float]:
    """Every number written in ``text`` (18,432 and 18432.0 alike); digits inside names such as alu8 are not numbers."""
    return [float(token.replace(",", "")) for token in _NUMBER.findall(text)]


def number_tokens(text: str) -> list[str]:
    """The numbers of ``text`` as written, so their precision is known."""
    return _NUMBER.findall(text)


def section_of(fact: Fact) -> str:
    """The citation section ``runs.qa.compose.compose`` gives a fact; the ledger uses it as the fact's key."""
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
_METRIC = {"type": "string", "enum": [s.name for s in metrics.SPECS], "description": "metric name"}
_METRIC_NAME = {"type": "string", "description": "a metric name, as in get_metric"}


def _analysis_doc(name: str) -> str:
    from runs.qa.catalogue import ANALYSES

    return next(e.description for e in ANALYSES if e.name == name)


def tool_specs(with_manual: bool) -> list[dict[str, Any]]:
    """OpenAI ``tools`` definitions from the catalogue; ``lookup_manual`` only when a doc index is available."""
    design_only = {"design": _DESIGN}
    specs = [
        _function("get_metric", "One metric of one design (optionally of one module), quoted as printed, with unit "
                  "and file:line (the metrics are listed in the instructions).",
                  {"design": _DESIGN, "metric": _METRIC, "module": {"type": "string"}}, ["design", "metric"]),
        _function("compare_metric", "A metric across designs, computed in code: rank (worst first), max, min, worst, "
                  "best (by the metric's worse direction), sum, avg, median, count, or difference (two designs).",
                  {"metric": _METRIC_NAME, "op": {"type": "string", "enum": list(_OPS)}, "designs": _DESIGNS},
                  ["metric", "op"]),
        _function("filter_designs", "Designs by a property: violating (setup slack < 0), meeting, failed (synthesis), "
                  "hierarchical, with_netlist, with_timing, with_issues (a non-zero count of metric, default warnings).",
                  {"filter": {"type": "string"}, "metric": _METRIC_NAME}, ["filter"]),
        _function("list_issues", "Warnings and errors of a design with file:line, optionally filtered by kind "
                  "(latch, undriven, multi_driver, width_mismatch, implicit_wire, syntax, unresolved) or severity.",
                  {"design": _DESIGN, "kinds": {"type": "array", "items": {"type": "string"}},
                   "severity": {"type": "string", "enum": ["", "warning", "error"]}}, ["design"]),
        _function("explain_issues", "Warnings/errors followed to the RTL lines they point to, with what they mean "
                  "and the usual fix.", {"design": _DESIGN, "kinds": {"type": "array", "items": {"type": "string"}}},
                  ["design"]),
        _function("critical_path", _analysis_doc("path") + "; per-stage delays and the submodules that dominate.",
                  design_only, ["design"]),
        _function("what_if_period", _analysis_doc("whatif"), {"design": _DESIGN, "period_ns": {"type": "number"}},
                  ["design", "period_ns"]),
        _function("min_period", _analysis_doc("min_period"), design_only, ["design"]),
        _function("area_breakdown", _analysis_doc("area_breakdown"), design_only, ["design"]),
        _function("cell_breakdown", _analysis_doc("cell_breakdown"), design_only, ["design"]),
        _function("flow_config", _analysis_doc("config"), {"design": _DESIGN, "focus": {"type": "string"}}, ["design"]),
        _function("optimisation", _analysis_doc("optimisation"), design_only, ["design"]),
        _function("timing_checks", _analysis_doc("checks"), design_only, ["design"]),
        _function("run_status", "Whether synthesis of a design succeeded, the tool version and its first errors.",
                  design_only, ["design"]),
        _function("module_hierarchy", "Modules of a design, their ports and the instances they contain.",
                  design_only, ["design"]),
        _function("search_runs", "Semantic search over the text of the run artifacts (logs, reports, RTL).",
                  {"query": {"type": "string"}, "designs": _DESIGNS}, ["query"]),
    ]
    if with_manual:
        specs.append(_function("lookup_manual", "Search the tool manuals for the text or code of a warning or error.",
                               {"text": {"type": "string"}}, ["text"]))
    return specs


def difference_text(label: str, a: Fact, b: Fact) -> str:
    """``a - b`` (and the ratio) for a two-design comparison, computed here at the precision the values were
    printed with (slacks of 3 decimals give a 3-decimal gap); empty when either value is missing."""
    if a.value is None or b.value is None:
        return ""
    (big, x), (small, y) = sorted(((a, a.value), (b, b.value)), key=lambda pair: -pair[1])
    # larger minus smaller: "by how much does X exceed Y" reads the same whichever is named first
    ratio = f"; ratio {x / y:.2f}x" if y else ""
    places = analyses.decimals(*(fact.quoted.split()[0] for fact in (a, b) if fact.quoted))
    gap = f"{x - y:.{places}f} {big.unit}".strip() if big.unit in ("ns", "s") else metrics.format_value(x - y, big.unit)
    return (f"{label}: {big.design} minus {small.design} = {gap}{ratio} "
            f"({big.design} {big.quoted}, {small.design} {small.quoted}).")


def direction(op: str, spec: metrics.MetricSpec | None) -> str:
    """``worst``/``best`` as max/min by the metric's own worse direction (slack: lower is worse; area: higher)."""
    if op not in ("worst", "best"):
        return op
    worse_is_lower = spec is not None and spec.worse == "lower"
    return ("min" if worse_is_lower else "max") if op == "worst" else ("max" if worse_is_lower else "min")


def search_facts(query: str, designs: Sequence[str], tools: RunTools, settings: Settings, k: int = 3) -> list[Fact]:
    """The run chunks closest to ``query`` as citeable facts (their first lines)."""
    from runs.store.vectors import search_chunks

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
        per_design: dict[str, Callable[[str], list[Fact]]] = {
            "explain_issues": lambda d: analyses.explain_issues(d, tools),
            "critical_path": lambda d: analyses.path_breakdown(d, tools) + tools.caveats(d)[:1],
            "min_period": lambda d: analyses.min_period(d, tools), "area_breakdown": lambda d: analyses.area_breakdown(d, tools),
            "cell_breakdown": lambda d: analyses.cell_breakdown(d, tools), "optimisation": lambda d: analyses.optimisation_facts(d, tools),
            "timing_checks": lambda d: analyses.check_facts(d, tools), "module_hierarchy": tools.hierarchy,
            "run_status": lambda d: [*tools.status_facts(d), *tools.issues(d, severity="error")[:3]],
        }
        self._handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "get_metric": self._get_metric, "compare_metric": self._compare, "list_issues": self._issues,
            "filter_designs": self._filter, "what_if_period": self._what_if, "flow_config": self._config,
            "search_runs": self._search,
            **{name: partial(self._per_design, tool) for name, tool in per_design.items()},
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
        name = wanted if metrics.spec(wanted) else understand(wanted.replace("_", " ")).metric
        if not name:
            raise ToolInputError(f"unknown metric {wanted!r}; metrics: {', '.join(s.name for s in metrics.SPECS)}")
        return name

    def _rows(self, facts: Sequence[Fact], **extra: Any) -> dict[str, Any]:
        rows = [self.ledger.add_fact(f) for f in facts[:_MAX_ROWS]]
        return {"facts": rows, **extra} if rows else {"facts": [], "note": "nothing was reported", **extra}

    def _get_metric(self, args: dict[str, Any]) -> dict[str, Any]:
        design, metric = self._design(args), self._metric(args)
        module = str(args.get("module") or "")
        found = self.tools.module_area(design, module) if module and metric == metrics.AREA else \
            self.tools.metric(design, metric, module)
        return self._rows([found] if found else [])

    def _compare(self, args: dict[str, Any]) -> dict[str, Any]:
        metric, op = self._metric(args), str(args.get("op") or "rank")
        if op not in _OPS:
            raise ToolInputError(f"unknown op {op!r}; ops: {', '.join(_OPS)}")
        facts = self.tools.metric_across(metric, self._designs(args))
        spec = metrics.spec(metric)
        label = spec.label if spec else metric
        if not facts:
            return self._rows([])
        op = direction(op, metrics.spec(metric))
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
            return Fact("", "", text + f"{metrics.format_value(result, unit)} (of {len(facts)} designs)", value=result, unit=unit)
        shown = f"{int(result)} designs" if op == "count" else metrics.format_value(result, unit)
        return Fact("", "", f"{op} of {label} over {len(facts)} designs = {shown} (computed)", value=result, unit=unit)

    def _per_design(self, tool: Callable[[str], list[Fact]], args: dict[str, Any]) -> dict[str, Any]:
        return self._rows(tool(self._design(args)))

    def _filter(self, args: dict[str, Any]) -> dict[str, Any]:
        kind = str(args.get("filter") or "violating")
        metric = self._metric(args) if args.get("metric") else ""
        lead, _, facts = filtered_facts(kind, metric, self.tools, self.tools.design_names())
        return self._rows([Fact("", "", lead, verbatim=False), *facts])

    def _what_if(self, args: dict[str, Any]) -> dict[str, Any]:
        try:
            period = float(args.get("period_ns"))  # type: ignore[arg-type]
        except (TypeError, ValueError) as exc:
            raise ToolInputError("period_ns must be a number of nanoseconds") from exc
        return self._rows(analyses.what_if(self._design(args), self.tools, period))

    def _config(self, args: dict[str, Any]) -> dict[str, Any]:
        return self._rows(analyses.config_facts(self._design(args), self.tools, str(args.get("focus") or "")))

    def _issues(self, args: dict[str, Any]) -> dict[str, Any]:
        design = self._design(args)
        kinds = _strings(args.get("kinds"))
        facts = self.tools.issues(design, kinds, str(args.get("severity") or ""))
        self.ledger.numbers.add(float(len(facts)))
        return self._rows(facts, count=len(facts))

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


__all__ = ["DocLookup", "Ledger", "ToolInputError", "Toolbox", "difference_text", "direction", "numbers_in",
           "number_tokens",
           "search_facts", "section_of", "tool_specs"]
