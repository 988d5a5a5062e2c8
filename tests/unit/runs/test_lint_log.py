"""Verilator lint output is recognised by its records and read into warnings that keep Verilator's own sentences."""

from pathlib import Path

from runs.parse.artifacts import parse_artifact
from runs.parse.detect import artifact_kind

LINT = """%Warning-WIDTH: top.v:22:16: Operator ASSIGNW expects 8 bits on the Assign RHS, but Assign RHS's XOR generates 16 bits.
                              : ... In instance top
   22 |     assign rnd = sr ^ {11'd0, step_cnt};
%Warning-UNUSEDSIGNAL: top.v:7:24: Signal is not used: 'dbg_en'
%Error: top.v:30:1: syntax error, unexpected endmodule
%Error: Exiting due to 3 warning(s)
"""


def test_verilator_records_become_issues_with_their_code_and_source_line(tmp_path: Path) -> None:
    path = tmp_path / "lint.txt"
    path.write_text(LINT, encoding="utf-8")
    assert artifact_kind(path) == "lint_log"
    facts = parse_artifact(path, "lint_log", "lint.txt", 1 << 20)
    width, unused, error, closing = facts.issues
    assert (width.severity, width.kind, width.code, width.ref_file, width.ref_line, width.line) == (
        "warning", "width_mismatch", "WIDTH", "top.v", 22, 1)
    assert width.message.startswith("Operator ASSIGNW expects 8 bits") and width.tool == "verilator"
    assert (unused.kind, unused.message) == ("unused", "Signal is not used: 'dbg_en'")
    assert (error.severity, error.kind, error.ref_line) == ("error", "syntax", 30)
    assert (closing.severity, closing.message) == ("info", "Exiting due to 3 warning(s)")
    assert facts.status == "failed" and facts.tool == "verilator"


def test_a_plain_log_is_not_taken_for_lint(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("ran the flow, 100% done\n", encoding="utf-8")
    assert artifact_kind(path) == "text"
