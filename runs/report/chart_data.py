"""The numbers behind the run charts, taken from analysed runs (``charts.render`` draws them).

The service analyses the run; the bots only render. The numbers travel as ``ChartData`` JSON in
the job result, so every front end draws the same charts from the same numbers. One series per
run: one for ``edabot analyze`` or a bot upload of one run, two (before, after) for ``edabot diff``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from charts.render import ChartData
from runs import metrics
from runs.parse.facts import ModuleFacts
from runs.parse.run_folder import RunAnalysis

TOP_CELLS = "{top} (top-level cells)"
"""Label of the top module's own cells, so they are not mistaken for the whole design."""


def chart_data(runs: Sequence[RunAnalysis], labels: Sequence[str] = ()) -> ChartData:
    """The chart numbers of ``runs``; ``labels`` name the series (default: the design names)."""
    names = tuple(labels) or _unique([run.name for run in runs])
    slacks = [run.metric(metrics.SETUP_WS) for run in runs]
    unit = next((s.unit for s in slacks if s), "ns")
    areas = [submodule_area(run) for run in runs]
    area_unit = next((mt.unit for run in runs if (mt := run.metric(metrics.AREA))), "um^2")
    counts = [Counter(i.kind for i in run.issues() if i.severity == "warning") for run in runs]
    return ChartData(
        runs=names,
        worst_slack=tuple(s.value if s else None for s in slacks),
        slack_unit=unit,
        area=_by_key([dict(a) for a in areas], float),
        area_unit=area_unit,
        warnings=_by_key([dict(c) for c in counts], int),
    )


def submodule_area(run: RunAnalysis) -> dict[str, float]:
    """Area per module of the final Yosys stat: own cells times how often the hierarchy instantiates it."""
    logs = [facts for facts in run.of_kind("yosys_log") if any(mod.area for mod in facts.modules)]
    if not logs:
        return {}
    modules = {mod.name: mod for mod in logs[-1].modules}
    instances = _instance_counts(modules, run.top)
    area: dict[str, float] = {}
    for name, mod in modules.items():
        if mod.area:
            count = instances.get(name, 1)
            label = TOP_CELLS.format(top=name) if name == run.top else (f"{name} \u00d7{count}" if count > 1 else name)
            area[label] = mod.area * count
    return area


def _instance_counts(modules: dict[str, ModuleFacts], top: str) -> dict[str, int]:
    """How many times each module occurs under ``top`` (stat blocks list submodules among the cells)."""
    counts: Counter[str] = Counter()

    def walk(name: str, times: int, path: frozenset[str]) -> None:
        counts[name] += times
        for child, n in modules[name].cells.items() if name in modules else ():
            if child in modules and child not in path:
                walk(child, times * n, path | {child})

    walk(top, 1, frozenset({top}))
    return dict(counts)


def _by_key(per_run: list[dict[str, Any]], kind: type) -> dict[str, tuple[Any, ...]]:
    keys = sorted({key for values in per_run for key in values}, key=lambda k: (-max(v.get(k, 0) for v in per_run), k))
    return {key: tuple(kind(values.get(key, 0)) for values in per_run) for key in keys}


def _unique(names: list[str]) -> tuple[str, ...]:
    """Design names, numbered when an upload holds the same design twice."""
    seen: Counter[str] = Counter()
    out = []
    for name in names:
        seen[name] += 1
        out.append(name if seen[name] == 1 else f"{name} #{seen[name]}")
    return tuple(out)


__all__ = ["TOP_CELLS", "chart_data", "submodule_area"]
