"""Turn grounded facts into an ``Answer``: numbered citations to ``file:line`` of each run artifact."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from edabot.types import Answer, Citation, Evidence
from runs.qa.graph_queries import Fact


def compose(lead: str, facts: Sequence[Fact], extra: Sequence[Evidence] = (), notes: Sequence[str] = ()) -> Answer:
    """``lead`` sentence, then one line per fact with its citation marker, then manual evidence."""
    citations: list[Citation] = []
    index: dict[tuple[str, str, int], int] = {}
    lines = [lead] if lead else []
    said: set[str] = set()
    for fact in facts:
        if fact.text in said:
            continue  # one finding reached by two routes (the status's errors, the error list) is said once
        said.add(fact.text)
        marker = ""
        if fact.source:
            key = (fact.design, fact.source, fact.line)
            if key not in index:
                index[key] = len(citations) + 1
                citations.append(Citation(index[key], fact.source, fact.line, max(fact.end_line, fact.line),
                                          f"design {fact.design} (run {fact.run_id})"))
            marker = f" [{index[key]}]"
        lines.append(f"- {fact.text}{marker}")
    for evidence in extra:
        n = len(citations) + 1
        citations.append(Citation(n, evidence.source, evidence.start_line, evidence.end_line, evidence.section))
        lines.append(f"- manual: {evidence.section or evidence.source}: {evidence.text[:200].strip()} [{n}]")
    return Answer("\n".join(lines), citations=citations, evidence=_evidence(citations), notes=list(notes))


def _evidence(citations: Sequence[Citation]) -> list[Evidence]:
    """What an answer cites, as the evidence the service returns beside it."""
    return [Evidence(c.source, c.start_line, c.end_line, c.section, "", 1.0, "run") for c in citations]


_MARKER = re.compile(r" \[(\d+)\]$")


def with_new_lines(answer: Answer, more: Answer) -> Answer:
    """``answer`` followed by the fact lines of ``more`` it does not already say, their citation markers renumbered
    (a citation both cite keeps ``answer``'s number): the answer to one ask of a question joined to another's."""
    citations = list(answer.citations)
    number = {(c.source, c.start_line, c.end_line): c.n for c in citations}
    said = {_MARKER.sub("", line) for line in answer.answer.splitlines()}
    lines = answer.answer.splitlines()
    for line in more.answer.splitlines():
        text = _MARKER.sub("", line)
        if not line.startswith("- ") or text in said:
            continue
        said.add(text)
        marker = _MARKER.search(line)
        if marker is not None:
            cited = more.citations[int(marker.group(1)) - 1]
            key = (cited.source, cited.start_line, cited.end_line)
            if key not in number:
                number[key] = len(citations) + 1
                citations.append(replace(cited, n=number[key]))
            text = f"{text} [{number[key]}]"
        lines.append(text)
    return replace(answer, answer="\n".join(lines), citations=citations, evidence=_evidence(citations))


def refuse(text: str) -> Answer:
    """An abstention that names what is missing and carries no numbers about other designs."""
    return Answer(text, abstained=True)


__all__ = ["compose", "refuse", "with_new_lines"]
