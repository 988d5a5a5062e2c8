"""The run charts as PNGs: worst slack per design, area by submodule, warning counts by class.

One renderer for the CLI and both bots, so a chart looks the same wherever it is read. It lives
beside the other shared pieces (errors, settings) because the bots may not import ``runs``:
they get ``ChartData`` as JSON in a job result (``runs.report.chart_data`` fills it) and draw it here. The
figures use matplotlib's object API on the Agg canvas (no pyplot state, safe in a worker
thread), a fixed size and dpi, and no metadata, so the same numbers give the same bytes.
A chart without data is left out and named in ``ChartSet.missing``: an empty axes reads as
"zero", which is a claim the run never made.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

SIZE_IN = (8.0, 4.5)
DPI = 100
"""800 x 450 pixels: readable inline in Slack and Discord without opening the file."""
TOP_N = 8
"""Bars shown before the rest are summed into "other"."""
MET, VIOLATED = "#2e7d32", "#c62828"
SERIES = ("#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#17becf")
_Number = TypeVar("_Number", int, float)


@dataclass(frozen=True)
class ChartData:
    """The numbers behind the charts, JSON-ready for a job result: ``runs`` names the series, and
    every tuple holds one value per run, in that order."""

    runs: tuple[str, ...]
    worst_slack: tuple[float | None, ...]
    """Worst setup slack of each run (``None``: the run has no timing report)."""
    slack_unit: str = "ns"
    area: dict[str, tuple[float, ...]] = field(default_factory=dict)
    """Area each submodule adds to the design (own cells times instances), by module."""
    area_unit: str = "um^2"
    warnings: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Warning counts by class (the issue ``kind``: latch, undriven, ...)."""

    def to_json(self) -> dict[str, Any]:
        return {"runs": list(self.runs), "worst_slack": list(self.worst_slack), "slack_unit": self.slack_unit,
                "area": {k: list(v) for k, v in self.area.items()}, "area_unit": self.area_unit,
                "warnings": {k: list(v) for k, v in self.warnings.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ChartData:
        return cls(runs=tuple(data["runs"]), worst_slack=tuple(data["worst_slack"]), slack_unit=data["slack_unit"],
                   area={k: tuple(v) for k, v in data["area"].items()}, area_unit=data["area_unit"],
                   warnings={k: tuple(v) for k, v in data["warnings"].items()})


@dataclass(frozen=True)
class Chart:
    """One rendered chart; ``name`` is also the file stem."""

    name: str
    title: str
    png: bytes

    @property
    def filename(self) -> str:
        return f"{self.name}.png"


@dataclass
class ChartSet:
    """The charts the data supports, and one sentence per chart it does not."""

    charts: list[Chart] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


def render_charts(data: ChartData) -> ChartSet:
    """Every chart ``data`` has numbers for."""
    out = ChartSet()
    if any(s is not None for s in data.worst_slack):
        out.charts.append(_slack_chart(data))
    else:
        out.missing.append("no worst-slack chart: no timing report with setup slack")
    if data.area:
        out.charts.append(_bar_chart("area_by_submodule", "Area by submodule", f"area ({data.area_unit})",
                                     top_rows(data.area), data.runs))
    else:
        out.missing.append("no area chart: no Yosys stat with chip area per module")
    if data.warnings:
        out.charts.append(_bar_chart("warnings_by_class", "Warnings by class", "warnings",
                                     top_rows(data.warnings), data.runs, whole=True))
    else:
        out.missing.append("no warnings chart: no warnings were reported")
    return out


def write_charts(charts: Sequence[Chart], out_dir: Path) -> list[Path]:
    """Write the PNGs into ``out_dir`` (created if needed); returns their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for chart in charts:
        path = out_dir / chart.filename
        path.write_bytes(chart.png)
        paths.append(path)
    return paths


def _slack_chart(data: ChartData) -> Chart:
    shown = [(name, s) for name, s in zip(data.runs, data.worst_slack, strict=True) if s is not None]
    names, values = [n for n, _ in shown], [v for _, v in shown]
    figure, axes = _figure()
    bars = axes.bar(names, values, color=[MET if v >= 0 else VIOLATED for v in values], width=0.6)
    axes.axhline(0, color="black", linewidth=1)
    axes.bar_label(bars, labels=[f"{v:g}" for v in values], padding=3)
    low, high = min(0.0, *values), max(0.0, *values)
    margin = (high - low) * 0.15 or 1.0
    axes.set_ylim(low - margin, high + margin)
    pad = max(0.5, (3 - len(names)) / 2 + 0.5)  # one or two bars stay bars, not walls
    axes.set_xlim(-pad, len(names) - 1 + pad)
    axes.set_ylabel(f"worst setup slack ({data.slack_unit})")
    axes.set_title("Worst setup slack per design (below zero: timing violated)")
    axes.tick_params(axis="x", labelrotation=20 if len(names) > 4 else 0)
    return Chart("worst_slack", "Worst setup slack per design", _png(figure))


def _bar_chart(name: str, title: str, unit: str, rows: Mapping[str, tuple[float, ...]], runs: Sequence[str],
               whole: bool = False) -> Chart:
    """Horizontal bars, largest on top; one bar per run and row (first run uppermost) when there are several."""
    figure, axes = _figure()
    labels = list(rows)[::-1]
    height = 0.8 / len(runs)
    for i, run in enumerate(runs):
        offsets = [y + 0.4 - height * (i + 0.5) for y in range(len(labels))]
        values = [rows[label][i] for label in labels]
        bars = axes.barh(offsets, values, height=height, color=SERIES[i % len(SERIES)], label=run)
        axes.bar_label(bars, labels=[f"{v:.0f}" if whole else f"{v:g}" for v in values], padding=3, fontsize=8)
    axes.set_yticks(range(len(labels)), labels)
    axes.set_xlabel(unit)
    axes.set_title(title if len(runs) > 1 else f"{title}: {runs[0]}")
    axes.margins(x=0.15)
    if whole:
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    if len(runs) > 1:
        axes.legend(loc="lower right")
    return Chart(name, title, _png(figure))


def top_rows(rows: Mapping[str, tuple[_Number, ...]]) -> dict[str, tuple[_Number, ...]]:
    """The ``TOP_N`` largest rows (``ChartData`` sorts them largest first), the rest summed into "other (n)"."""
    if len(rows) <= TOP_N:
        return dict(rows)
    kept = dict(list(rows.items())[: TOP_N - 1])
    rest = list(rows.values())[TOP_N - 1:]
    kept[f"other ({len(rest)})"] = tuple(sum(column) for column in zip(*rest, strict=True))
    return kept


def _figure() -> tuple[Figure, Axes]:
    figure = Figure(figsize=SIZE_IN, dpi=DPI, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    axes.spines[["top", "right"]].set_visible(False)
    return figure, axes


def _png(figure: Figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=DPI, metadata={"Software": None})
    return buffer.getvalue()


__all__ = ["DPI", "SIZE_IN", "TOP_N", "Chart", "ChartData", "ChartSet", "render_charts", "top_rows", "write_charts"]
