from ingest.artifacts import Artifact, extract_artifacts
from ingest.formats.markdown import parse_markdown
from ingest.units import ChunkSpan, Rejection, Unit, build_unit


def art(i, kind, source, anchors, line=1):
    return Artifact(f"{source}#{i}", kind, source, line, line, ("S",), f"text {i}", tuple(anchors))


def spans_for(*sources):
    return [ChunkSpan(f"c-{s}", s, 1, 100) for s in sources]


def test_cross_document_unit_needs_two_types():
    arts = [art(1, "code_block", "a.md", ["cmd_x"]), art(2, "code_block", "b.md", ["cmd_x"])]
    outcome = build_unit("global", "cmd_x", arts, spans_for("a.md", "b.md"), cap=12)
    assert isinstance(outcome, Rejection) and "diversity" in outcome.reason


def test_cross_document_unit_admitted_with_two_docs_and_two_types():
    arts = [art(1, "code_block", "a.md", ["cmd_x"]), art(2, "table", "b.md", ["cmd_x"]),
            art(3, "table", "b.md", ["other_y"])]
    outcome = build_unit("global", "cmd_x", arts, spans_for("a.md", "b.md"), cap=12)
    assert isinstance(outcome, Unit)
    assert outcome.sources == ("a.md", "b.md")
    assert outcome.types == ("code_block", "table")
    assert outcome.chunk_ids == ("c-a.md", "c-b.md")
    assert outcome.summary.splitlines()[1].startswith("code_block:")


def test_unit_without_source_chunks_is_rejected():
    arts = [art(1, "code_block", "a.md", ["cmd_x"]), art(2, "table", "a.md", ["cmd_x"])]
    outcome = build_unit("global", "cmd_x", arts, [], cap=12)
    assert isinstance(outcome, Rejection) and outcome.reason == "missing source chunks"


def test_invalid_type_label_and_missing_reference_are_rejected():
    bad_type = [art(1, "code_block", "a.md", ["k_1"]), art(2, "poem", "a.md", ["k_1"])]
    assert build_unit("g", "k_1", bad_type, spans_for("a.md"), 12).reason == "invalid type label"
    no_ref = [art(1, "code_block", "", ["k_1"]), art(2, "table", "a.md", ["k_1"])]
    assert build_unit("g", "k_1", no_ref, spans_for("a.md"), 12).reason == "missing source reference"


def test_occurrence_cap_bounds_hub_anchors():
    arts = [art(i, "code_block" if i % 2 else "table", f"d{i:02}.md", ["hub_cmd"]) for i in range(30)]
    outcome = build_unit("global", "hub_cmd", arts, spans_for(*(f"d{i:02}.md" for i in range(30))), cap=4)
    assert isinstance(outcome, Unit)
    assert outcome.sources == ("d00.md", "d01.md", "d02.md", "d03.md")


def test_generic_anchors_and_section_commands():
    text = "## Place\n\n```tcl\nplace_cells -fast\nset x 1\nputs $x\n```\n\nUse a `.lef` file like tech.lef.\n"
    artifacts = extract_artifacts("m.md", parse_markdown(text))
    anchors = {a for art_ in artifacts for a in art_.anchors}
    assert "place_cells" in anchors and "tech.lef" in anchors
    assert not anchors & {"set", "puts"}
    prose = next(a for a in artifacts if a.type == "descriptive_text")
    assert prose.anchors[0] == "place_cells"  # inherited from the section's synopsis


def test_artifact_types_from_manual_structure():
    text = (
        "## Run\n\n```tcl\nrun_flow\n```\n\n| A | B |\n| - | - |\n| `-x` | y |\n\n1. Call `run_flow`.\n\n"
        "The value must be positive.\n\n`[ERROR FLW-0001] failed` is printed on failure.\n\n![f](a.png)\n"
    )
    types = {a.type for a in extract_artifacts("m.md", parse_markdown(text))}
    assert {"code_block", "table", "procedure", "inline_command", "constraint", "diagnostic", "figure",
            "descriptive_text"} <= types
