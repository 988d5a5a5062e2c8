"""``edabot analyze`` / ``edabot diff`` through the real CLI entry point."""

import json

from app.cli import main


def test_analyze_text_and_json(fixtures, capsys):
    assert main(["analyze", str(fixtures / "runs/lint_mess")]) == 0
    text = capsys.readouterr().out
    assert "status success" in text and "latch 1" in text and "um^2" in text
    assert main(["analyze", "--json", str(fixtures / "runs/mac8")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["metrics"]["timing__setup__ws"]["value"] < 0 and data["metrics"]["timing__setup__ws"]["unit"] == "ns"


def test_analyze_failed_run_shows_first_error(fixtures, capsys):
    assert main(["analyze", str(fixtures / "runs/broken_parse")]) == 1
    out = capsys.readouterr().out
    assert "status failed" in out and "first error" in out
    log_line = (fixtures / "runs/broken_parse/yosys.log").read_text().splitlines()[28]
    first = next(line for line in out.splitlines() if "first error" in line)
    assert "syntax error, unexpected TOK_END" in log_line and "syntax error, unexpected TOK_END (yosys.log:29" in first
    assert "our reading of the RTL (pyslang)" in out  # edabot's own parse, kept apart from the tool's message
    assert main(["analyze", "--json", str(fixtures / "runs/broken_parse")]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["first_error"]["tool"] == "yosys" and data["rtl_reading"][0]["tool"] == "pyslang"


def test_analyze_bad_inputs(tmp_path, capsys):
    assert main(["analyze", str(tmp_path / "missing")]) == 2
    assert "does not exist" in capsys.readouterr().err
    picture = tmp_path / "x.png"
    picture.write_bytes(b"\x89PNG")
    assert main(["analyze", str(picture)]) == 2
    assert "not a log, report or Verilog file" in capsys.readouterr().err


def test_diff_reports_resolved_latch_and_area_delta(fixtures, capsys):
    assert main(["diff", "--json", str(fixtures / "runs/lint_mess"), str(fixtures / "history/lint_mess_r2")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert any(w.startswith("latch:") for w in data["resolved_warnings"])
    area = next(d for d in data["deltas"] if d["metric"] == "synth__design__instance__area")
    assert area["unit"] == "um^2" and area["delta"] == area["after"] - area["before"]


def test_diff_flags_timing_regression(fixtures, capsys):
    assert main(["diff", str(fixtures / "history/mac8_r2"), str(fixtures / "runs/mac8")]) == 0
    assert "timing/status regression: worst setup slack" in capsys.readouterr().out


def test_analyze_plot_writes_the_charts_and_lists_them(fixtures, capsys, tmp_path):
    out = tmp_path / "plots"
    assert main(["analyze", str(fixtures / "analyses/pipe_ctrl"), "--plot", str(out)]) == 0
    text = capsys.readouterr().out
    names = ["worst_slack.png", "area_by_submodule.png", "warnings_by_class.png"]
    assert sorted(p.name for p in out.iterdir()) == sorted(names)
    assert [line for line in text.splitlines() if line.startswith("chart: ")] == [f"chart: {out / n}" for n in names]
    assert all((out / n).read_bytes().startswith(b"\x89PNG") for n in names)


def test_diff_plot_draws_both_runs_and_names_the_chart_it_has_no_data_for(fixtures, capsys, tmp_path):
    out = tmp_path / "plots"
    assert main(["diff", "--json", str(fixtures / "runs/mac8"), str(fixtures / "history/mac8_r2"), "--plot", str(out)]) == 0
    charts = json.loads(capsys.readouterr().out)["charts"]
    assert charts["written"] == [str(out / "worst_slack.png"), str(out / "area_by_submodule.png")]
    assert charts["missing"] == ["no warnings chart: no warnings were reported"]
    assert sorted(p.name for p in out.iterdir()) == ["area_by_submodule.png", "worst_slack.png"]
