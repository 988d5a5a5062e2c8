"""A ``.v`` file is Verilog: SystemVerilog's extra keywords (``matches``, ``logic``) are names there, as Icarus and
Yosys read them, and a real syntax error keeps its line. A ``.sv`` file is read as SystemVerilog."""

from pathlib import Path

from runs.parse.verilog import lint_rtl, parse_verilog

SOURCE = """// counts pattern matches
module seqdet (input wire clk, input wire din,
               output reg [7:0] matches);
    reg logic;
    always @(posedge clk) begin
        logic <= din;
        matches <= matches + {7'd0, logic};
    end
endmodule
"""


def test_systemverilog_keywords_are_names_in_a_verilog_file(tmp_path: Path) -> None:
    (tmp_path / "seqdet.v").write_text(SOURCE)
    facts = parse_verilog(tmp_path / "seqdet.v", "rtl")
    assert facts.issues == [] and [module.name for module in facts.modules] == ["seqdet"]
    assert [issue for issue in lint_rtl([tmp_path / "seqdet.v"], ["seqdet.v"]) if issue.severity == "error"] == []


def test_a_syntax_error_in_a_verilog_file_keeps_its_line(tmp_path: Path) -> None:
    (tmp_path / "seqdet.v").write_text(SOURCE.replace("logic <= din;", "logic <= ;"))
    assert [(issue.severity, issue.line) for issue in parse_verilog(tmp_path / "seqdet.v", "rtl").issues][:1] == [
        ("error", 6)]


def test_a_systemverilog_file_keeps_its_keywords(tmp_path: Path) -> None:
    (tmp_path / "seqdet.sv").write_text(SOURCE)
    assert any(issue.severity == "error" for issue in parse_verilog(tmp_path / "seqdet.sv", "rtl").issues)
