"""The run-QA agent: resolve designs, plan tool calls from the question's intent, answer with citations.

Returns None for questions that are not about runs, so the caller routes them to doc QA.
With an LLM server configured, ``runs.planner`` lets the model plan the tool calls instead,
with this offline answer as its fallback; absent designs are refused before any model call.
Every number in an answer is read from the graph or computed here (``aggregate``); a design
that is not indexed is refused by name, with the closest indexed names and no numbers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial

import structlog

from edabot.settings import Settings
from edabot.types import Answer, Evidence
from runs import metrics as m
from runs.answer import compose, refuse
from runs.graph import open_run_graph
from runs.intent import Intent, find_metric, parse_intent
from runs.resolve import resolve_designs
from runs.toolbox import DocLookup, difference_text, search_facts
from runs.tools import Fact, RunTools, aggregate

log = structlog.get_logger()
_RUN_WORDS = re.compile(r"\b(designs?|runs?|synthesi\w*|netlist|yosys log|timing report)\b", re.IGNORECASE)


def answer_run_question(question: str, scopes: Sequence[str], settings: Settings,
                        doc_lookup: DocLookup | None = None) -> Answer | None:
    """Answer ``question`` from the runs visible in ``scopes``; None when it is not about runs."""
    tools = RunTools(open_run_graph(settings.data_dir), scopes)
    intent = parse_intent(question)
    vocabulary = tools.vocabulary() | {w for s in m.SPECS for w in s.synonyms}
    found = resolve_designs(question, tools.design_names(), vocabulary)
    claims = intent.metric or intent.op in ("path", "issues", "hierarchy", "explain") or _RUN_WORDS.search(question)
    about_runs = found.designs or (found.absent and claims)
    across = intent.across_designs and (find_metric(question) or intent.violators)
    if not (about_runs or across or (intent.op == "diff" and tools.design_names())):
        return None
    if found.absent:
        return _refuse_absent(found.absent, found.suggestions, tools)
    if not tools.design_names():
        return refuse("No synthesis runs are indexed in this scope yet; ingest a run folder first "
                      "(edabot ingest --kind run PATH).")
    log.info("run_question", op=intent.op, metric=intent.metric, designs=found.designs)
    offline = partial(_plan, question, intent, found.designs, tools, doc_lookup, settings)
    if settings.generator == "openai" and settings.llm_base_url:
        from runs.planner import plan_with_model

        return plan_with_model(question, found.designs, tools, settings, doc_lookup, fallback=offline)
    return offline()


def _refuse_absent(absent: Sequence[str], suggestions: dict[str, list[str]], tools: RunTools) -> Answer:
    parts = []
    for name in absent:
        close = suggestions.get(name) or tools.design_names()[:3]
        hint = f" Closest indexed designs: {', '.join(close)}." if close else " No designs are indexed in this scope."
        parts.append(f"Design '{name}' is not indexed, so I have no run data for it.{hint}")
    return refuse(" ".join(parts))


def _plan(question: str, intent: Intent, designs: list[str], tools: RunTools, doc_lookup: DocLookup | None,
          settings: Settings) -> Answer:
    if intent.op == "diff":
        return _diff(designs, tools)
    if not designs or (intent.across_designs and len(designs) < 2 and intent.agg):
        return _across(intent, tools, question)
    cell = _cell_type(question, tools)
    if cell and intent.op in ("lookup", "issues"):
        return compose("", [tools.cell_count(d, cell) for d in designs])
    handlers = {"explain": _explain, "path": _path, "hierarchy": _hierarchy, "status": _status, "version": _status}
    if intent.op in handlers:
        return handlers[intent.op](designs, tools)
    if intent.op == "issues":
        return _issues(intent, designs, tools, doc_lookup)
    module = _module(question, designs, tools)
    if module and intent.metric in ("", m.AREA):
        return _module_area(designs[0], module, tools)
    if intent.metric:
        return _lookup(intent, designs, tools)
    return _search(question, designs, tools, settings)


def _lookup(intent: Intent, designs: list[str], tools: RunTools) -> Answer:
    facts = [f for d in designs if (f := tools.metric(d, intent.metric)) is not None]
    missing = [d for d in designs if d not in {f.design for f in facts}]
    spec = m.spec(intent.metric)
    label = spec.label if spec else intent.metric
    notes = [f"{d}: no {label} was reported in its artifacts" for d in missing]
    lead = difference_text(label, facts[0], facts[1]) if len(facts) == 2 else ""
    caveats = [c for d in designs for c in tools.caveats(d)] if intent.metric.startswith("timing") else []
    return compose(lead + (" " + " ".join(notes) if notes else ""), facts + caveats[:1])


def _across(intent: Intent, tools: RunTools, question: str) -> Answer:
    metric = intent.metric or (m.SETUP_WS if intent.violators else "")
    if not metric:
        designs = tools.design_names()
        return compose(f"{len(designs)} designs are indexed: {', '.join(designs)}.", [tools.status(d) for d in designs])
    facts = tools.metric_across(metric)
    spec = m.spec(metric)
    label = spec.label if spec else metric
    if not facts:
        return refuse(f"No indexed design reports {label}.")
    if intent.violators:
        bad = [f for f in facts if (f.value or 0) < 0]
        lead = (f"{len(bad)} of {len(facts)} designs with timing reports violate setup timing: "
                f"{', '.join(f.design for f in bad) or 'none'}.")
        return compose(lead, bad or facts)
    if re.search(r"\bhow many designs\b|\bwhich designs? (have|has)\b", question, re.I) and not intent.agg:
        hits = [f for f in facts if (f.value or 0) > 0]
        return compose(f"{len(hits)} of {len(facts)} designs have {label} > 0: {', '.join(f.design for f in hits) or 'none'}.",
                       hits or facts)
    return _aggregate(intent.agg or "rank", facts, label, spec)


def _aggregate(op: str, facts: list[Fact], label: str, spec: m.MetricSpec | None) -> Answer:
    unit = facts[0].unit
    values = [f.value or 0.0 for f in facts]
    if op in ("max", "min"):
        pick = (max if op == "max" else min)(facts, key=lambda f: f.value or 0.0)
        word = "largest" if op == "max" else "smallest"
        return compose(f"{pick.design} has the {word} {label}: {m.format_value(pick.value or 0, unit)} "
                       f"(of {len(facts)} designs).", sorted(facts, key=lambda f: -(f.value or 0) if op == "max" else (f.value or 0)))
    if op == "rank":
        ordered = sorted(facts, key=lambda f: f.value or 0.0, reverse=bool(spec and spec.lower_is_better))
        lead = f"Designs ranked by {label}: " + ", ".join(f"{f.design} {m.format_value(f.value or 0, unit)}" for f in ordered)
        return compose(lead + ".", ordered)
    result = aggregate(values, op)
    name = {"avg": "average", "sum": "total", "median": "median"}[op]
    return compose(f"The {name} {label} over {len(facts)} designs is {m.format_value(round(result, 4), unit)}.", facts)


def _path(designs: list[str], tools: RunTools) -> Answer:
    facts = [f for d in designs if (f := tools.worst_path(d)) is not None]
    if not facts:
        return refuse(f"No timing report with paths is indexed for {', '.join(designs)}.")
    return compose("", facts + [c for d in designs for c in tools.caveats(d)][:1])


def _hierarchy(designs: list[str], tools: RunTools) -> Answer:
    return compose("", [f for d in designs for f in tools.hierarchy(d)])


def _status(designs: list[str], tools: RunTools) -> Answer:
    facts = []
    for design in designs:
        facts.append(tools.status(design))
        facts.extend(tools.issues(design, severity="error")[:2])
    return compose("", facts)


def _issues(intent: Intent, designs: list[str], tools: RunTools, doc_lookup: DocLookup | None) -> Answer:
    kinds = [k for k in intent.issue_kinds if k != "syntax" or intent.errors_only]
    facts = [f for d in designs for f in tools.issues(d, kinds, "error" if intent.errors_only else "")]
    if not facts:
        what = " or ".join(kinds) if kinds else ("errors" if intent.errors_only else "warnings or errors")
        return compose(f"No {what} were reported for {', '.join(designs)}.",
                       [tools.status(d) for d in designs])
    manual = _manual(facts, doc_lookup)
    return compose(f"{len(facts)} reported:", facts, extra=manual)


def _manual(facts: Sequence[Fact], doc_lookup: DocLookup | None) -> list[Evidence]:
    """The manual passage that explains the first distinct messages, when the doc index has one."""
    if doc_lookup is None:
        return []
    found: list[Evidence] = []
    for fact in facts[:3]:
        message = fact.text.split(": ", 2)[-1]
        try:
            hits = doc_lookup(message)
        except Exception as exc:  # the doc index is optional; a failure must not lose the run answer
            log.warning("doc_lookup_failed", error=str(exc))
            return found
        found.extend(hits[:1])
    return found


def _explain(designs: list[str], tools: RunTools) -> Answer:
    facts: list[Fact] = []
    for design in designs:
        facts.append(tools.status(design))
        facts.extend(tools.issues(design)[:6])
        for name in (m.SETUP_WS, m.SETUP_TNS, m.AREA):
            if (found := tools.metric(design, name)) is not None:
                facts.append(found)
        if (path := tools.worst_path(design)) is not None:
            facts.append(path)
            facts.extend(_path_causes(design, path, tools))
        facts.extend(tools.caveats(design))
        facts.extend(_largest_module(design, tools))
    return compose("Findings from the run artifacts:", facts)


def _path_causes(design: str, path: Fact, tools: RunTools) -> list[Fact]:
    if (path.value or 0) >= 0:
        return []
    return [Fact(design, path.run_id, f"{design}: the worst path misses timing by {m.format_value(-(path.value or 0), 'ns')}; "
                 "shorten it (pipeline the logic on it) or relax the clock period", path.source, path.line, path.end_line)]


def _largest_module(design: str, tools: RunTools) -> list[Fact]:
    total = tools.metric(design, m.AREA)
    areas = [f for r in tools.module_names(design) if r["kind"] == "yosys_log"
             if (f := tools.metric(design, m.AREA, r["name"])) is not None and r["name"] != design]
    if not total or not total.value or not areas:
        return []
    big = max(areas, key=lambda f: f.value or 0)
    share = 100.0 * (big.value or 0) / total.value
    name = big.text.split(" of module ")[1].split(" = ")[0]
    return [Fact(design, big.run_id, f"{design}: submodule {name} holds {share:.1f}% of the chip area "
                 f"({m.format_value(big.value or 0, 'um^2')} of {m.format_value(total.value, 'um^2')})", big.source, big.line)]


def _module_area(design: str, module: str, tools: RunTools) -> Answer:
    found = tools.module_area(design, module)
    if found is None:
        return refuse(f"No area is reported for module {module} of {design}.")
    total = tools.metric(design, m.AREA)
    share = f" That is {100.0 * (found.value or 0) / total.value:.1f}% of the design's chip area." if total and total.value else ""
    return compose(share.strip(), [found] + ([total] if total else []))


def _cell_type(question: str, tools: RunTools) -> str:
    words = set(re.findall(r"[A-Za-z][A-Za-z0-9_]*", question))
    cells = {r[0] for r in tools.graph.query("SELECT DISTINCT substr(name, 22) FROM metric WHERE name LIKE 'netlist__cell__count:%'")}
    return next((w for w in words if w in cells), "")


def _module(question: str, designs: list[str], tools: RunTools) -> str:
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", question))
    names = {r["name"].split("(")[0] for d in designs for r in tools.module_names(d)} - set(designs)
    return next((w for w in words if w in names), "")


def _diff(designs: list[str], tools: RunTools) -> Answer:
    from runs.history import diff_latest

    return diff_latest(designs, tools)


def _search(question: str, designs: list[str], tools: RunTools, settings: Settings) -> Answer:
    facts = search_facts(question, designs, tools, settings)
    if not facts:
        return refuse(f"I found nothing in the indexed runs of {', '.join(designs)} about that.")
    return compose("The closest passages in the run artifacts:", facts)


__all__ = ["answer_run_question"]
