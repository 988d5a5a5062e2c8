from ingest.formats.blocks import image_targets
from ingest.markdown import parse_markdown

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
