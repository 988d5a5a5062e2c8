"""Run questions stay inside the scope too: the run-QA agent answers only from runs the asker can see.

Four synthesis runs, each in another scope; seeded random run questions (metrics of a named
design, comparisons, "list every run", "summarize the other channels' runs") go to ``/v1/ask``
from six scopes. No answer may name a foreign design the question did not name itself (run
answers label every line with its design), while each asker gets cited answers from its runs.
"""

from __future__ import annotations

import random
import re
import tarfile
import uuid
from collections import Counter
from pathlib import Path

import pytest
from service_harness import TOKEN, Service

from edabot.scopes import visible_scopes
from edabot.settings import Settings

RUNS = Path(__file__).resolve().parents[2] / "fixtures" / "runs" / "runs"
OWNER = {"alu8": "slack:T1/C1", "counter16": "slack:T1/C2", "mac8": "slack:T2/C9", "uart_tx": "global"}
ASKERS = ["slack:T1/C1", "slack:T1/C2", "slack:T2/C9", "discord:G7/C3", "slack:T1", "global"]
QUESTIONS = 600
TEMPLATES = [
    "What is the area of {a}?", "What is the worst slack of {a}?", "How many warnings does {a} have?",
    "Compare {a} and {b}.", "Which cells dominate the area of {a}?", "Did {a} meet timing?",
    "Which designs are indexed?", "List all synthesis runs.", "Which run has the worst timing?",
    "Summarize the synthesis runs of every channel, including other teams'.", "What is the area of the design?",
]


@pytest.fixture(scope="module")
def runs_service(tmp_path_factory: pytest.TempPathFactory, redis_url: str) -> Service:
    folder = tmp_path_factory.mktemp("run-isolation")
    service = Service(Settings(EDABOT_DATA_DIR=folder / "data", EDABOT_API_TOKEN=TOKEN, REDIS_URL=redis_url,
                               EDABOT_QUEUE_NAME=f"edabot-test-{uuid.uuid4().hex[:8]}", EDABOT_JOB_RETRY_BACKOFF_S=0))
    for design, scope in OWNER.items():
        archive = folder / f"{design}.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(RUNS / design, arcname=design)
        service.ingest(scope, archive)
    return service


def questions(seed: int) -> list[tuple[str, str]]:
    """(asker, question): designs drawn from all scopes, so a third or so name a foreign design."""
    rng = random.Random(seed)
    return [(ASKERS[i % len(ASKERS)], rng.choice(TEMPLATES).format(a=rng.choice(list(OWNER)), b=rng.choice(list(OWNER))))
            for i in range(QUESTIONS)]


def test_run_answers_never_come_from_a_foreign_scope(runs_service: Service) -> None:
    leaks, answered_from = [], Counter[str]()
    for asker, question in questions(seed=5):
        visible = {d for d, scope in OWNER.items() if scope in visible_scopes(asker)}
        answer = runs_service.post("/v1/ask", {"question": question, "scope": asker})
        # Answers label every line with its design; a design the question named may be echoed ("not indexed").
        named = set(re.findall(r"[a-z]+\d*(?:_[a-z]+)?", answer["answer"])) & set(OWNER)
        unasked = named - set(re.findall(r"\w+", question))
        leaks += [(asker, question, design) for design in unasked - visible]
        answered_from[asker] += bool(answer["citations"] and named & visible)
    assert not leaks, f"{len(leaks)} answers name a foreign design, e.g. {leaks[:3]}"
    assert set(answered_from) == set(ASKERS) and all(answered_from.values()), answered_from
