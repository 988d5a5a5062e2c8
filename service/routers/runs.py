"""``/v1/runs``: the synthesis runs a scope sees, one run's metrics with provenance, and run comparisons.

A run is named by its design (the newest run of it) or ``design@run_id``. Runs of other scopes are
invisible: asking for one answers 404, like an unknown design.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query

from edabot.errors import NotFoundError
from edabot.scopes import visible_scopes
from runs.report.listing import compare_runs, list_runs, run_summary
from runs.store.graph import RunGraph, has_runs, open_run_graph
from service.deps import ScopeDep, SettingsDep
from service.http_errors import error_responses
from service.models import RunDiffOut, RunListOut, RunSummaryOut

router = APIRouter(prefix="/v1", tags=["runs"])
_NOT_FOUND = error_responses(status_404="No such design or run in the scope.")
_RUN_REF = "A design name (its newest run) or design@run_id."


def get_run_graph(settings: SettingsDep) -> RunGraph | None:
    """The run graph, or None before the first run is ingested (so a query creates no empty store)."""
    if not has_runs(settings.data_dir, settings.database_url):
        return None
    return open_run_graph(settings.data_dir, settings.database_url)


GraphDep = Annotated[RunGraph | None, Depends(get_run_graph)]


def _graph(graph: RunGraph | None, design: str) -> RunGraph:
    if graph is None:
        raise NotFoundError(f"no design {design.partition('@')[0]} is indexed in this scope")
    return graph


@router.get("/runs", response_model=RunListOut)
def runs_list(scope: ScopeDep, graph: GraphDep) -> RunListOut:
    """The newest run of every design the scope sees, with area, worst slack, cell count and warnings."""
    listed = list_runs(graph, visible_scopes(scope)) if graph else []
    return RunListOut.model_validate({"runs": listed})


@router.get("/runs/compare", response_model=RunDiffOut, responses=_NOT_FOUND)
def runs_compare(
    scope: ScopeDep, graph: GraphDep,
    a: Annotated[str, Query(min_length=1, description=f"The earlier run. {_RUN_REF}")],
    b: Annotated[str, Query(min_length=1, description=f"The later run. {_RUN_REF}")],
) -> RunDiffOut:
    """Metric deltas, new and resolved warnings and timing regressions from run ``a`` to run ``b``."""
    return RunDiffOut.model_validate(compare_runs(_graph(graph, a), visible_scopes(scope), a, b))


@router.get("/runs/{design}", response_model=RunSummaryOut, responses=_NOT_FOUND)
def runs_summary(
    scope: ScopeDep, graph: GraphDep, design: Annotated[str, Path(description=_RUN_REF)]
) -> RunSummaryOut:
    """The run's summary: every design-level metric with the file and line it was read from."""
    return RunSummaryOut.model_validate(run_summary(_graph(graph, design), visible_scopes(scope), design))
