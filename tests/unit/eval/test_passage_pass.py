"""Passage pass@k: gold significant lines present in the retrieved text, whatever its granularity."""

from eval.metrics.retrieval import passage_pass, significant_lines
from eval.questions import GoldSpan

DOC = ["# Title", "", "```tcl", "cmd -a 1", "```", "| -a | First option. |", "|---|---|", "| -b | Second. |"]


def read(source):
    return DOC if source == "m.md" else []


def test_only_lines_with_content_count():
    assert significant_lines(DOC[2:7]) == ["cmd -a 1", "| -a | First option. |"]


def test_half_of_the_significant_lines_present_passes():
    gold = [GoldSpan("m.md", 3, 8)]
    assert passage_pass(gold, ["intro", "cmd -a 1\n| -b  |  Second. |"], read, 5) == 1.0
    assert passage_pass(gold, ["| -b | Second. |"], read, 5) == 0.0
    assert passage_pass(gold, ["x", "y", "cmd -a 1\n| -b | Second. |"], read, 2) == 0.0
    assert passage_pass([], ["anything"], read, 5) is None


def test_pdf_gold_spans_match_evidence_on_their_page_only():
    from edabot.types import Evidence
    from eval.metrics.retrieval import document_recall, overlaps
    from eval.questions import GoldSpan

    gold = GoldSpan("guide.pdf", 5, 9, page=3)
    same = Evidence("guide.pdf", 7, 12, "s", "t", 1.0, "chunk", page=3, end_page=3)
    other = Evidence("guide.pdf", 7, 12, "s", "t", 1.0, "chunk", page=4, end_page=4)
    assert overlaps(gold, same) and not overlaps(gold, other)
    assert document_recall([gold], [other], k=5) == 1.0
