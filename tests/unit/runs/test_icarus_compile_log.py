"""Icarus Verilog's compile output is a run artifact of its own: its records are read with their places, a failed
elaboration is a failed compile, and a simulation printed into the same file stays readable as printed lines."""

from pathlib import Path

from runs.parse.artifacts import parse_artifact
from runs.parse.detect import artifact_kind

FAILED = ("tb/top.v:23: error: Unknown module type: core\n"
          "2 error(s) during elaboration.\n"
          "*** These modules were missing:\n"
          "        core referenced 1 times.\n")
WARNED = ("warning: Some modules have no timescale. This may cause\n"
          "       : confusing timing results.\tAffected modules are:\n"
          "src/ser.v:31: warning: Port 2 (cnt) of pop4 expects 3 bits, got 2.\n"
          "src/ser.v:31:        : Padding 1 high bits of the port.\n"
          "TEST PASSED\n")


def _parsed(tmp_path: Path, text: str):
    path = tmp_path / "compile.log"
    path.write_text(text)
    kind = artifact_kind(path)
    return kind, parse_artifact(path, kind or "", "sim/compile.log", 1 << 20)


def test_an_elaboration_error_is_a_failed_compile_with_the_place_it_points_to(tmp_path):
    kind, facts = _parsed(tmp_path, FAILED)
    assert kind == "compile_log" and facts.tool == "iverilog" and facts.status == "failed"
    error = next(i for i in facts.issues if i.severity == "error")
    assert (error.message, error.line, error.ref_file, error.ref_line) == ("Unknown module type: core", 1, "tb/top.v", 23)
    assert [i.message for i in facts.issues if i.severity == "info"] == ["2 error(s) during elaboration."]


def test_warnings_with_and_without_a_place_are_read_and_context_at_the_same_place_continues_its_record(tmp_path):
    kind, facts = _parsed(tmp_path, WARNED)
    assert kind == "compile_log" and facts.status == "success"
    assert [(i.severity, i.message, i.ref_line) for i in facts.issues] == [
        ("warning", "Some modules have no timescale. This may cause", 0),
        ("warning", "Port 2 (cnt) of pop4 expects 3 bits, got 2. Padding 1 high bits of the port.", 31)]


def test_context_at_another_place_is_not_part_of_the_record_above_it(tmp_path):
    _, facts = _parsed(tmp_path, "src/a.v:9: error: Unable to bind wire/reg/memory `q'\n"
                                 "src/a.v:3:      : It was declared here as a net.\n")
    assert [i.message for i in facts.issues if i.severity == "error"] == ["Unable to bind wire/reg/memory `q'"]


def test_a_yosys_error_line_is_no_compilers(tmp_path):
    path = tmp_path / "synth.log"
    path.write_text("rtl/a.v:12: ERROR: syntax error, unexpected TOK_REG\n")
    assert artifact_kind(path) != "compile_log"
