"""Surface variants of the same manual must give the same semantic graph."""

from ingest.artifacts import extract_artifacts
from ingest.formats.markdown import parse_markdown
from ingest.units import ChunkSpan, Unit, build_unit

BASE = """# Router

## `route_fast`

Routes quickly. The `-effort` option must be between 1 and 3.

```tcl
route_fast -effort 2
write_routes out.def
```

| Switch | Description |
| --- | --- |
| `-effort` | Effort level. |

1. Run `route_fast`.
2. Check `[WARNING RTE-0042]` messages.
"""


def variant(text: str) -> str:
    text = text.replace("# Router\n", "# Router #\n").replace("## `route_fast`\n", "## `route_fast` ##\n")
    text = text.replace("\n\n", "\n\n\n\n")
    text = text.replace("```tcl", "~~~tcl").replace("```\n", "~~~\n")
    return "\ufeff" + text


def semantic_graph(text: str):
    blocks = parse_markdown(text)
    artifacts = extract_artifacts("doc.md", blocks)
    anchors = sorted({a for art in artifacts for a in art.anchors})
    spans = [ChunkSpan(f"c{a.start_line}", "doc.md", a.start_line, a.end_line) for a in artifacts]
    units = {}
    for anchor in anchors:
        outcome = build_unit("global", anchor, artifacts, spans, cap=12)
        if isinstance(outcome, Unit):
            units[anchor] = (outcome.types, outcome.summary, len(outcome.artifact_ids))
        else:
            units[anchor] = outcome.reason
    nodes = sorted({(a.type, a.text, a.section, a.anchors) for a in artifacts})
    return [b.semantic_key() for b in blocks], nodes, units


def test_variants_give_identical_semantic_graph():
    assert variant(BASE) != BASE
    blocks, nodes, units = semantic_graph(BASE)
    assert semantic_graph(variant(BASE)) == (blocks, nodes, units)
    assert "route_fast" in units and isinstance(units["route_fast"], tuple)


def test_crlf_line_endings_do_not_change_the_graph():
    assert semantic_graph(BASE.replace("\n", "\r\n")) == semantic_graph(BASE)
