"""Run charts: the numbers taken from real Yosys/OpenSTA runs, and the PNGs drawn from them."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

from charts.render import DPI, SIZE_IN, TOP_N, ChartData, render_charts, top_rows, write_charts
from runs import metrics
from runs.parse.run_folder import analyze_run
from runs.report.chart_data import chart_data

PIXELS = (int(SIZE_IN[0] * DPI), int(SIZE_IN[1] * DPI))


def pixels(png: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(png)) as image:
        assert image.format == "PNG"
        return image.size


def colours(png: bytes) -> set[tuple[int, ...]]:
    with Image.open(io.BytesIO(png)) as image:
        return {rgba[:3] for _, rgba in image.convert("RGBA").getcolors(PIXELS[0] * PIXELS[1])}


def test_a_run_with_timing_area_and_warnings_gets_all_three_charts(fixtures: Path, tmp_path: Path) -> None:
    run = analyze_run(fixtures / "analyses/pipe_ctrl")
    data = chart_data([run])
    assert data.runs == ("pipe_ctrl",)
    assert data.worst_slack == (run.metric(metrics.SETUP_WS).value,) and data.worst_slack[0] < 0
    assert data.warnings["undriven"] == (8,)
    charts = render_charts(data)
    assert [c.name for c in charts.charts] == ["worst_slack", "area_by_submodule", "warnings_by_class"]
    assert charts.missing == []
    paths = write_charts(charts.charts, tmp_path / "plots")
    assert [p.name for p in paths] == ["worst_slack.png", "area_by_submodule.png", "warnings_by_class.png"]
    assert all(p.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") and pixels(p.read_bytes()) == PIXELS for p in paths)


def test_submodule_areas_count_every_instance_and_add_up_to_the_chip_area(fixtures: Path) -> None:
    run = analyze_run(fixtures / "runs/alu8")  # alu8 holds eight full adders inside ripple_add8
    area = chart_data([run]).area
    assert area["full_adder \u00d78"] == (5600.0,)
    assert "alu8 (top-level cells)" in area
    assert sum(v for (v,) in area.values()) == run.metric(metrics.AREA).value


def test_slack_bars_are_coloured_by_sign(fixtures: Path) -> None:
    violated = render_charts(chart_data([analyze_run(fixtures / "runs/mac8")])).charts[0]
    met = render_charts(chart_data([analyze_run(fixtures / "history/mac8_r2")])).charts[0]
    red, green = (0xC6, 0x28, 0x28), (0x2E, 0x7D, 0x32)
    assert red in colours(violated.png) and green not in colours(violated.png)
    assert green in colours(met.png) and red not in colours(met.png)


def test_two_runs_share_each_chart_and_a_chart_without_data_is_not_drawn(fixtures: Path) -> None:
    before, after = analyze_run(fixtures / "runs/mac8"), analyze_run(fixtures / "history/mac8_r2")
    data = chart_data([before, after], ["before", "after"])
    assert data.runs == ("before", "after") and data.worst_slack[0] < 0 < data.worst_slack[1]
    charts = render_charts(data)
    assert [c.name for c in charts.charts] == ["worst_slack", "area_by_submodule"]
    assert charts.missing == ["no warnings chart: no warnings were reported"]


def test_no_data_means_no_charts_and_says_why() -> None:
    charts = render_charts(ChartData(runs=("empty",), worst_slack=(None,)))
    assert charts.charts == []
    assert [note.split(":")[0] for note in charts.missing] == ["no worst-slack chart", "no area chart", "no warnings chart"]


def test_many_warning_classes_keep_the_largest_and_sum_the_rest() -> None:
    warnings = {f"class{i}": (20 - i, 1) for i in range(TOP_N + 3)}
    shown = top_rows(warnings)
    assert list(shown)[: TOP_N - 1] == [f"class{i}" for i in range(TOP_N - 1)]
    assert shown["other (4)"] == (sum(20 - i for i in range(TOP_N - 1, TOP_N + 3)), 4)
    data = ChartData(runs=("a", "b"), worst_slack=(None, None), warnings=warnings)
    (chart,) = render_charts(data).charts
    assert chart.name == "warnings_by_class" and pixels(chart.png) == PIXELS


def test_same_numbers_give_the_same_bytes_and_survive_json(fixtures: Path) -> None:
    data = chart_data([analyze_run(fixtures / "analyses/pipe_ctrl")])
    again = ChartData.from_json(data.to_json())
    assert again == data
    assert [c.png for c in render_charts(data).charts] == [c.png for c in render_charts(again).charts]

