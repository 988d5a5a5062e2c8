"""Manuals as teams have them, through the HTTP API: Markdown, RST, HTML and PDF in one upload."""

from __future__ import annotations

from pathlib import Path

from manuals import HTML, MARKDOWN, RST, pdf_manual
from service_harness import Service


def test_every_format_is_indexed_and_a_pdf_answer_cites_its_page(embedded_service: Service, tmp_path: Path) -> None:
    scope = "slack:T1/C1"
    files = {"router.md": MARKDOWN.encode(), "router.rst": RST.encode(), "router.html": HTML.encode(),
             "router.pdf": pdf_manual(), "broken.pdf": pdf_manual()[:300]}
    paths = []
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
        paths.append(tmp_path / name)
    job = embedded_service.ingest(scope, *paths)
    assert sorted(job["result"]["indexed"]) == [f"uploads/router.{s}" for s in ("html", "md", "pdf", "rst")]
    skipped = {s["source"]: s["reason"] for s in job["result"]["skipped"]}
    assert skipped["uploads/broken.pdf"].startswith("not a readable PDF")

    hits = embedded_service.post("/v1/retrieve", {"question": "maze search detours around congested tiles",
                                                  "scope": scope, "k": 1, "mode": "bm25"})["results"]
    assert hits[0]["source"] == "uploads/router.pdf" and hits[0]["page"] == 2

    answer = embedded_service.post("/v1/ask", {"question": "How much can effort nine slow the router down on dense blocks?",
                                               "scope": scope})
    pdf_citations = [c for c in answer["citations"] if c["source"] == "uploads/router.pdf"]
    assert pdf_citations and all(c["page"] == 2 and c["end_page"] == 2 for c in pdf_citations)
    others = [c for c in answer["citations"] if c["source"] != "uploads/router.pdf"]
    assert all(c["page"] is None for c in others)
