"""The format round-trip benchmark on two small pages: it runs, and the three forms agree."""

from __future__ import annotations

from pathlib import Path

from benchmarks.bench_formats import fold_section, html_page, latin1, page_base, round_trip
from eval.questions import GoldSpan, Question

ROUTER = """# Maze Router

The maze router connects the pins of every net after placement.

## Layer Options

| Option | Description |
| --- | --- |
| `-min_layer` | Lowest metal layer the router may use. Default metal2. |
| `-max_layer` | Highest metal layer the router may use. Default metal7. |

## Congestion

When a gcell overflows, raise `-overflow_iterations` (default 50) so rip-up and reroute runs longer.
"""

PLACER = """Cell Spreader
=============

The spreader moves standard cells apart until the bins are legal.

Halo Settings
-------------

A halo of 4 microns is kept around every macro unless `-halo_width` says otherwise.

    spread_cells -halo_width 6
"""


def _question(qid: str, text: str, source: str) -> Question:
    return Question(id=qid, question=text, gold=(GoldSpan(source, 1, 2),))


def test_round_trip_builds_three_forms_and_they_answer_alike(tmp_path: Path) -> None:
    pages = {}
    for name, text in (("router", ROUTER), ("placer", PLACER)):
        path = tmp_path / "src" / f"{name}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        pages[page_base(f"manuals/{name}.md")] = path
    questions = [
        _question("q1", "Which metal layer is the highest the maze router may use with -max_layer?", "manuals/router.md"),
        _question("q2", "How wide is the halo the cell spreader keeps around a macro?", "manuals/placer.md"),
        _question("q3", "What should I raise when a gcell overflows during rip-up and reroute?", "manuals/router.md"),
    ]

    result = round_trip(pages, questions, tmp_path / "work", ["bm25"], k=5)

    assert result["pdf_pages"] >= 2
    for form in ("markdown", "html", "pdf"):
        assert (tmp_path / "work" / "pages" / form).is_dir()
        entry = result["forms"][form]
        assert entry["stats"]["kinds"]["heading"] == 5, form
        assert entry["stats"]["chunks"] > 0
        scores = entry["modes"]["bm25"]
        assert scores["top1_gold_page"] == 1.0, form
        assert scores["top1_section_agrees_with_markdown"] == 1.0, (form, scores["per_question"])
    assert result["forms"]["html"]["stats"]["kinds"]["table"] == 1
    assert result["forms"]["markdown"]["stats"]["kinds"]["code"] == 1


def test_the_html_form_wraps_main_in_chrome_and_the_pdf_text_is_latin1() -> None:
    page = html_page("# Title\n\nBody text.\n", "title")
    assert page.index("<nav>") < page.index("<main>") < page.index("</main>") < page.index("<footer>")
    assert latin1("slack \u2264 0 \u2013 see \u201cnote\u201d \u2713") == 'slack <= 0 - see "note" ?'
    assert fold_section("`place_cells`  Options > \u2264 Limits") == "place_cells options > <= limits"
