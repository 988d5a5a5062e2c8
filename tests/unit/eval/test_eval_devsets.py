"""The project's docs dev set stays true to the example manual it points into."""

from pathlib import Path

import pytest

from edabot.settings import Settings
from eval.harness import REPO_ROOT, resolve_docs_set
from eval.questions import load_questions

EXAMPLE = resolve_docs_set("example", None, Settings())


def _lines(source: str, start: int, end: int) -> str:
    # gold sources are "<ingested folder name>/<path inside it>"
    folder, _, inner = source.partition("/")
    path = EXAMPLE.corpus.parent / folder / inner if EXAMPLE.corpus else Path(source)
    return "\n".join(path.read_text(encoding="utf-8").splitlines()[start - 1 : end])


@pytest.mark.parametrize("question", load_questions(EXAMPLE.path), ids=lambda q: q.id)
def test_gold_spans_hold_the_required_facts(question):
    assert question.gold and question.reference and question.must_contain
    gold_text = "\n".join(_lines(g.source, g.start_line, g.end_line) for g in question.gold)
    for fact in question.must_contain:
        assert fact.lower() in gold_text.lower(), f"{question.id}: {fact!r} not in its gold lines"


def test_example_set_resolves_inside_the_repository():
    assert EXAMPLE.path.is_relative_to(REPO_ROOT)
    assert EXAMPLE.corpus == REPO_ROOT / "examples/manuals"


def test_presets_and_paths_resolve(tmp_path):
    settings = Settings(EDABOT_EVAL_QA_CSV=str(tmp_path / "qa.csv"), EDABOT_EVAL_OPENROAD_CORPUS=str(tmp_path / "docs"))
    eda = resolve_docs_set("eda-corpus", None, settings)
    assert (eda.name, eda.path, eda.corpus) == ("eda-corpus", tmp_path / "qa.csv", tmp_path / "docs")
    own = resolve_docs_set(str(tmp_path / "mine.jsonl"), tmp_path / "manuals", settings)
    assert (own.name, own.path, own.corpus) == ("mine", tmp_path / "mine.jsonl", tmp_path / "manuals")
    assert resolve_docs_set("example", tmp_path, settings).corpus == tmp_path
