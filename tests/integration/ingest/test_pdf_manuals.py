"""A PDF manual end to end: indexed per page, cited as "p. N, lines a–b", refused whole when unreadable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from manuals import pdf_manual

from app.engine import Engine
from edabot.locations import compact_location

REPO = Path(__file__).resolve().parents[3]


def test_pdf_evidence_names_the_page_and_lines_within_it(make_settings, tmp_path):
    pdf = tmp_path / "router.pdf"
    pdf.write_bytes(pdf_manual())
    engine = Engine(make_settings())
    report = engine.ingest_paths([pdf])
    assert [Path(s).name for s in report.indexed] == ["router.pdf"] and report.skipped == []

    evidence = engine.retrieve("How much runtime can effort nine cost on dense blocks?", ["global"], 3, "hybrid")
    top = evidence[0]
    assert (top.page, top.end_page) == (2, 2)
    page_two = _page_text(pdf, 2)
    cited = "\n".join(page_two[top.start_line - 1 : top.end_line])
    assert "triple the runtime" in cited
    assert compact_location(top).startswith(f"{top.source} p. 2, lines ") and top.source.endswith("router.pdf")
    assert all(c.page in (1, 2) for c in engine.store.chunks_in(["global"]))


def _page_text(pdf: Path, page: int) -> list[str]:
    from ingest.formats.pdf import read_pdf

    source = read_pdf(pdf.read_bytes(), max_pages=10)
    start = source.page_starts[page - 1]
    end = source.page_starts[page] if page < len(source.page_starts) else len(source.lines) + 1
    return source.lines[start - 1 : end - 1]


def test_unreadable_pdfs_are_skipped_whole_with_a_reason(make_settings, tmp_path):
    good = pdf_manual()
    (tmp_path / "truncated.pdf").write_bytes(good[: len(good) // 2])
    (tmp_path / "named.pdf").write_bytes(b"# Markdown under a PDF name\n")
    (tmp_path / "long.pdf").write_bytes(good)
    engine = Engine(make_settings(EDABOT_MAX_PDF_PAGES=1))
    report = engine.ingest_paths([tmp_path])
    reasons = {Path(s.source).name: s.reason for s in report.skipped}
    assert report.indexed == []
    assert reasons["truncated.pdf"].startswith("not a readable PDF")
    assert reasons["named.pdf"].startswith("not a readable PDF")
    assert reasons["long.pdf"] == "PDF has 2 pages, over the 1-page limit"
    assert engine.store.chunks_in(["global"]) == []


def test_cli_prints_page_citations_and_json_carries_page(make_settings, tmp_path):
    pdf = tmp_path / "router.pdf"
    pdf.write_bytes(pdf_manual())
    env = {**os.environ, "EDABOT_DATA_DIR": str(tmp_path / "data"), "EDABOT_GENERATOR": "extractive"}
    run = lambda *args: subprocess.run([sys.executable, "-m", "app.cli", *args], cwd=REPO, env=env,  # noqa: E731
                                       capture_output=True, text=True, check=True).stdout
    run("ingest", str(pdf))
    text = run("retrieve", "maze search detours around congested tiles", "--k", "1")
    assert "router.pdf p. 2, lines " in text
    hits = json.loads(run("retrieve", "maze search detours around congested tiles", "--k", "1", "--json"))
    assert hits[0]["page"] == 2 and hits[0]["end_page"] == 2


def test_reingest_skips_unchanged_manuals_of_every_format_and_redoes_only_the_changed_one(make_settings, tmp_path):
    from manuals import HTML, MARKDOWN, RST

    folder = tmp_path / "manuals"
    folder.mkdir()
    (folder / "router.md").write_text(MARKDOWN)
    (folder / "router.rst").write_text(RST)
    (folder / "router.html").write_text(HTML)
    (folder / "router.pdf").write_bytes(pdf_manual())
    engine = Engine(make_settings())
    first = engine.ingest_paths([folder])
    assert len(first.indexed) == 4 and first.skipped == []
    before = {c.chunk_id for c in engine.store.chunks_in(["global"])}

    again = engine.ingest_paths([folder])
    assert again.indexed == [] and len(again.unchanged) == 4

    (folder / "router.html").write_text(HTML.replace("Search effort from 1 to 9.", "Search effort from 1 to 5."))
    third = engine.ingest_paths([folder])
    assert [Path(s).name for s in third.indexed] == ["router.html"] and len(third.unchanged) == 3
    after = {c.chunk_id: c for c in engine.store.chunks_in(["global"])}
    changed = {i for i in after if i not in before}
    assert changed and all(after[i].source.endswith("router.html") for i in changed)
    chroma_chunks, _ = engine.vectors.stored_ids()
    assert chroma_chunks == set(after)
