from ingest.formats.blocks import image_targets
from ingest.formats.markdown import parse_markdown

DOC = """# Tool

Intro line one
intro line two.

## `run_thing`

~~~tcl
run_thing -fast
~~~

| Switch | Description |
| --- | --- |
| `-fast` | Go fast. |

1. First step.
2. Second step
   continues here.

![Map](img/map.png)

```{note}
A note body.
```

```{eval-rst}
.. code:: tcl
```
"""


def kinds(blocks):
    return [(b.kind, b.start_line, b.end_line, b.info) for b in blocks]


def test_blocks_have_exact_line_spans_and_kinds():
    blocks = parse_markdown(DOC)
    assert kinds(blocks) == [
        ("heading", 1, 1, "1"),
        ("paragraph", 3, 4, ""),
        ("heading", 6, 6, "2"),
        ("code", 8, 10, "tcl"),
        ("table", 12, 14, ""),
        ("list", 16, 18, "ordered"),
        ("image", 20, 20, ""),
        ("directive", 22, 24, "note"),
        ("directive", 26, 28, "eval-rst"),
    ]


def test_sections_follow_heading_nesting():
    blocks = parse_markdown(DOC)
    assert blocks[1].section == ("Tool",)
    assert blocks[3].section == ("Tool", "run_thing")
    assert blocks[3].text == "run_thing -fast"


def test_unclosed_fence_runs_to_end_of_file():
    blocks = parse_markdown("# A\n\n```\ncode line\nmore")
    assert blocks[-1].kind == "code" and blocks[-1].text == "code line\nmore"
    assert blocks[-1].end_line == 5


def test_fence_closes_only_with_same_character():
    blocks = parse_markdown("~~~\n```\ninside\n~~~\nafter")
    assert blocks[0].kind == "code" and blocks[0].text == "```\ninside"
    assert blocks[1].kind == "paragraph" and blocks[1].text == "after"


def test_code_block_directive_is_code_with_language():
    blocks = parse_markdown("```{code-block} tcl\nfoo_bar\n```")
    assert (blocks[0].kind, blocks[0].info) == ("code", "tcl")


def test_image_targets_markdown_and_html():
    assert image_targets('![a](x.png) and <img src="y.svg">') == ["x.png", "y.svg"]


def test_html_comments_are_skipped():
    blocks = parse_markdown("<!-- hidden\nstill hidden -->\ntext")
    assert [b.text for b in blocks] == ["text"]


NEW_USER_DOC = """Placement guide
===============

Global placement spreads cells.

Options
-------

    place_global -density 0.7

<table>
<tr><th>Switch</th><th>Description</th></tr>
<tr><td><code>-density</code></td><td>Target <b>density</b>.</td></tr>
</table>
"""


def test_setext_headings_indented_code_and_html_tables_are_structure():
    blocks = parse_markdown(NEW_USER_DOC)
    assert [(b.kind, b.start_line, b.end_line) for b in blocks] == [
        ("heading", 1, 2), ("paragraph", 4, 4), ("heading", 6, 7), ("code", 9, 9), ("table", 11, 14),
    ]
    assert blocks[3].text == "place_global -density 0.7" and blocks[3].section == ("Placement guide", "Options")
    assert blocks[4].text == "| Switch | Description |\n| --- | --- |\n| `-density` | Target density. |"


def test_new_user_document_becomes_titled_chunks_and_typed_artifacts():
    from ingest.documents import parse_document
    from ingest.formats.markdown import read_markdown

    doc = parse_document("global", "place.md", read_markdown(NEW_USER_DOC), "h", max_words=20)
    assert {c.section for c in doc.chunks} == {"Placement guide", "Placement guide > Options"}
    assert {"code_block", "table"} <= {a.type for a in doc.artifacts}


def test_gfm_table_cells_are_normalized_like_every_other_format():
    blocks = parse_markdown("| A |  B  |\n|:--|--:|\n| *x* | [link](u) `c` |\n")
    assert blocks[0].text == "| A | B |\n| --- | --- |\n| x | link `c` |"


def test_nested_list_with_code_is_one_list_block():
    text = "- step one\n  ```tcl\n  run_a\n  ```\n- step two\n  1. sub\n  2. sub two\n\nAfter.\n"
    blocks = parse_markdown(text)
    assert [(b.kind, b.start_line, b.end_line, b.info) for b in blocks] == [
        ("list", 1, 7, "bullet"), ("paragraph", 9, 9, ""),
    ]
    assert "run_a" in blocks[0].text


def test_quotes_front_matter_and_link_definitions():
    text = "---\ntitle: x\n---\n# T\n\n> quoted\n> text\n\n[ref]: https://example.com\n\nbody [ref]\n"
    blocks = parse_markdown(text)
    assert [(b.kind, b.start_line, b.end_line) for b in blocks] == [
        ("heading", 4, 4), ("paragraph", 6, 7), ("paragraph", 11, 11),
    ]


def test_admonitions_in_colon_fences_and_bang_syntax_are_directives():
    text = ":::{warning}\nDo not run twice.\n:::\n\n!!! note \"Heads up\"\n    Indented body.\n"
    blocks = parse_markdown(text)
    assert [(b.kind, b.info, b.text, b.start_line, b.end_line) for b in blocks] == [
        ("directive", "warning", "Do not run twice.", 1, 3),
        ("directive", "note", "Indented body.", 5, 6),
    ]


def _words(text):
    import re

    return re.findall(r"[A-Za-z0-9]+", text)


def test_every_block_span_contains_the_block_words():
    from pathlib import Path

    corpus = Path(__file__).resolve().parents[4] / "shared" / "corpus" / "openroad"
    docs = [NEW_USER_DOC, DOC] + [p.read_text() for p in sorted(corpus.rglob("*.md"))[:40]]
    for text in docs:
        lines = text.split("\n")
        for block in parse_markdown(text):
            span = "\n".join(lines[block.start_line - 1 : block.end_line])
            missing = [w for w in _words(block.text) if w not in span]
            assert not missing, (block, missing)
