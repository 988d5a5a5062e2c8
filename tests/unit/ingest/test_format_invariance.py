"""The same manual as Markdown, reStructuredText and HTML reads the same: sections, option table, chunks."""

from __future__ import annotations

import pytest
from manuals import HTML, MARKDOWN, OPTION_TABLE, RST, SECTIONS

from ingest.documents import ReadLimits, parse_document, read_manual

LIMITS = ReadLimits(max_bytes=100_000, max_pdf_bytes=100_000, max_pdf_pages=10)
FORMS = {"router.md": MARKDOWN, "router.rst": RST, "router.html": HTML}


def _read(name: str):
    return read_manual(name, FORMS[name].encode(), LIMITS)


@pytest.mark.parametrize("name", sorted(FORMS))
def test_every_form_has_the_same_sections_and_option_table(name):
    source = _read(name)
    headings = [b.section for b in source.blocks if b.kind == "heading"]
    assert headings == list(SECTIONS)
    tables = [b for b in source.blocks if b.kind == "table"]
    assert [t.text for t in tables] == [OPTION_TABLE]
    assert tables[0].section == SECTIONS[-1]


def _typed(doc) -> list[tuple[str, tuple[str, ...], str]]:
    return sorted((a.type, a.section, a.text) for a in doc.artifacts if a.type in ("table", "inline_command"))


@pytest.mark.parametrize("name", sorted(FORMS))
def test_every_form_yields_the_same_artifacts_and_chunk_sections(name):
    doc = parse_document("global", "router", _read(name), "h", max_words=60)
    markdown = parse_document("global", "router", _read("router.md"), "h", max_words=60)
    assert sorted({c.section for c in doc.chunks}) == ["Grid Router > Options", "Grid Router > Overview"]
    assert _typed(doc) == _typed(markdown)
    assert "route_grid" in doc.anchors


def test_a_long_html_table_is_cut_into_chunks_of_the_budget_like_markdown():
    rows = [(f"-option_{i}", f"Sets tuning knob number {i} of the router search.") for i in range(40)]
    markdown = "# T\n\n## Options\n\n| Option | Description |\n| --- | --- |\n" + "".join(
        f"| `{o}` | {d} |\n" for o, d in rows)
    html = "<html><body><main><h1>T</h1><h2>Options</h2><table><tr><th>Option</th><th>Description</th></tr>" + "".join(
        f"<tr><td><code>{o}</code></td><td>{d}</td></tr>\n" for o, d in rows) + "</table></main></body></html>"
    chunked = {}
    for name, text in (("t.md", markdown), ("t.html", html)):
        doc = parse_document("global", name, read_manual(name, text.encode(), LIMITS), "h", max_words=60)
        chunked[name] = [c for c in doc.chunks if c.section == "T > Options"]
    assert len(chunked["t.html"]) >= 3
    assert all(len(c.text.split()) <= 2 * 60 for c in chunked["t.html"])
    table = next(b for b in read_manual("t.html", html.encode(), LIMITS).blocks if b.kind == "table")
    assert {(c.start_line, c.end_line) for c in chunked["t.html"]} == {(table.start_line, table.end_line)}
    assert "".join(c.text for c in chunked["t.html"]).count("-option_") == 40
    assert abs(len(chunked["t.html"]) - len(chunked["t.md"])) <= 1


def _words(text: str) -> list[str]:
    import html
    import re

    return re.findall(r"[A-Za-z0-9]+", html.unescape(re.sub(r"<[^>]*>", " ", text)))


def test_every_chunk_span_holds_the_chunk_words_in_every_format():
    from manuals import pdf_manual

    forms = {name: text.encode() for name, text in FORMS.items()} | {"router.pdf": pdf_manual()}
    for name, data in forms.items():
        source = read_manual(name, data, LIMITS)
        doc = parse_document("global", name, source, "h", max_words=12)
        assert len(doc.chunks) >= 2
        for chunk in doc.chunks:
            span = set(_words("\n".join(source.lines[chunk.start_line - 1 : chunk.end_line])))
            missing = [w for w in _words(chunk.text) if w not in span and w not in ("Option", "Description")]
            assert not missing, (name, chunk.start_line, missing)
            if name.endswith(".pdf"):
                page, line = source.page_of(chunk.start_line)
                assert (chunk.page, chunk.page_lines()[0]) == (page, line)
