"""make's own error lines in a console transcript are the run's records of which step stopped it."""

from pathlib import Path

from runs.parse.artifacts import parse_artifact

TRANSCRIPT = """yosys -l logs/synth.log -s synth.ys
make: *** [Makefile:10: lint] Error 2
hdl/top.v:65: ERROR: syntax error, unexpected TOK_ID
make[1]: *** [synth] Error 1
make: Target 'all' not remade because of errors.
a line that mentions make: *** but is not make's
"""


def test_failed_recipes_are_errors_with_the_rule_they_name(tmp_path: Path) -> None:
    (tmp_path / "make_output.txt").write_text(TRANSCRIPT)
    facts = parse_artifact(tmp_path / "make_output.txt", "text", "make_output.txt", 1_000_000)
    assert facts.lines == 6
    assert [(i.severity, i.line, i.ref_file, i.ref_line) for i in facts.issues] == [
        ("error", 2, "Makefile", 10), ("error", 4, "", 0), ("warning", 5, "", 0)]
    assert facts.issues[0].message == "make: *** [Makefile:10: lint] Error 2"


def test_a_transcript_without_make_lines_stays_an_empty_record(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("TEST PASSED: 4 transfers\n")
    facts = parse_artifact(tmp_path / "notes.txt", "text", "notes.txt", 1_000_000)
    assert facts.issues == [] and facts.tool == "" and facts.lines == 1
