"""Every number an offline run answer states is either printed on the line it cites or says how it was computed.

The questions are worded unlike the dev set (eval/runs_devset.jsonl) on purpose: the check is on
the mechanism (quote the printed token, cite its file:line), whatever the phrasing.
"""

from __future__ import annotations

import re

import pytest

from edabot.scopes import visible_scopes
from runs.qa.agent import answer_run_question

from .conftest import FIXTURES

SCOPES = visible_scopes("team:a")
QUESTIONS = [
    "How much silicon does counter16 take?", "uart_tx: what's the timing margin on its worst path?",
    "Give me mac8's total negative slack", "Walk me through the slowest path of mac8",
    "Which one has the smallest footprint?", "Order every design by slack, worst first",
    "how many standard cells ended up in alu8?", "What clock period was mac8 timed at?",
    "What's the fastest clock mac8 could meet?", "If mac8 ran at a 7 ns period, would it still fail?",
    "Break down the area of uart_tx by submodule", "Which liberty file does the mac8 flow read, and where?",
    "Why did lint_mess warn about a latch?", "what broke in broken_parse and where?",
    "Which designs close timing?", "Tell me the flip-flop mix of counter16",
    "Input delay constraint used for uart_tx?", "peak RAM while synthesizing counter16",
]
_REF = re.compile(r"[\w./-]+\.\w+:\d+(?:-\d+)?:?| \[\d+\]$|\brun [0-9a-f]{16}\b|\w+\((?:\w+=\w+,?)+\)"
                  r"|\b(?:\d+ )?of \d+ designs\b")
"""Not stated quantities: file:line references, markers, run ids, parameterized module names, design counts."""
_LABEL = re.compile(r"(?:^|\| )\d+: ")
_NUMBER = re.compile(r"(?<![\w.$\[/^])-?\d+(?:\.\d+)?(?![\w\]])")
_DERIVED = ("computed", "counted")


def _lines_of(design: str, source: str, first: int, last: int) -> str:
    text = (FIXTURES / "runs" / design / source).read_text(encoding="utf-8").splitlines()
    return "\n".join(text[first - 1:last])


def _numbers(text: str) -> list[str]:
    return _NUMBER.findall(_LABEL.sub(" ", _REF.sub(" ", text)))


@pytest.mark.parametrize("question", QUESTIONS)
def test_numbers_are_quoted_from_the_cited_line_or_marked_derived(indexed, question):
    answer = answer_run_question(question, SCOPES, indexed)
    assert answer is not None and not answer.abstained, answer and answer.answer
    by_marker = {c.n: c for c in answer.citations}
    stated = 0
    quoted = {n for line in answer.answer.splitlines() if line.startswith("- ") and re.search(r" \[\d+\]$", line)
              for n in _numbers(line.split(": ", 1)[-1])}
    for line in answer.answer.splitlines():
        markers = [int(n) for n in re.findall(r" \[(\d+)\]$", line)]
        numbers = _numbers(line.split(": ", 1)[-1] if line.startswith("- ") else line)
        if not numbers or any(word in line for word in _DERIVED):
            continue
        if not line.startswith("- "):  # a lead restates values of the cited lines below it, never new ones
            assert set(numbers) <= quoted, f"lead states numbers no cited line holds: {line}"
            continue
        assert markers, f"uncited number in: {line}"
        cited = " ".join(_lines_of(by_marker[n].section.split()[1], by_marker[n].source, by_marker[n].start_line,
                                   by_marker[n].end_line) for n in markers)
        for number in numbers:
            stated += 1
            assert re.search(rf"(?<![\d.]){re.escape(number)}(?![\d])", cited), f"{number} not in cited line(s) of: {line}"
    assert stated or any(word in answer.answer for word in _DERIVED) or not _numbers(answer.answer)
