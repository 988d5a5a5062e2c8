"""``/v1/runs``: the runs a scope sees, one run's metrics with the line behind each number, run comparisons,
404s for unknown runs and for runs of other scopes -- on real runs uploaded through the service."""

from __future__ import annotations

import tarfile
import uuid
from pathlib import Path

import pytest
from service_harness import AUTH, TOKEN, Service

from edabot.settings import Settings
from runs.store.graph import graph_path

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "runs"
C1, C2 = "slack:T1/C1", "slack:T1/C2"
pytestmark = pytest.mark.slow


def _archive(run: Path, name: str, folder: Path) -> Path:
    """A run folder packed as ``<name>.tar.gz`` (uploads of one design's runs keep their file names apart)."""
    archive = folder / f"{name}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(run, arcname=name)
    return archive


@pytest.fixture(scope="module")
def runs_service(tmp_path_factory: pytest.TempPathFactory, redis_url: str) -> Service:
    """alu8 and two runs of mac8 in C1, counter16 in C2."""
    folder = tmp_path_factory.mktemp("runs-api")
    service = Service(Settings(EDABOT_DATA_DIR=folder / "data", EDABOT_API_TOKEN=TOKEN, REDIS_URL=redis_url,
                               EDABOT_QUEUE_NAME=f"edabot-test-{uuid.uuid4().hex[:8]}", EDABOT_JOB_RETRY_BACKOFF_S=0))
    service.ingest(C1, _archive(FIXTURES / "runs" / "alu8", "alu8", folder),
                   _archive(FIXTURES / "runs" / "mac8", "mac8", folder))
    service.ingest(C1, _archive(FIXTURES / "history" / "mac8_r2", "mac8_r2", folder))
    service.ingest(C2, _archive(FIXTURES / "runs" / "counter16", "counter16", folder))
    return service


def _get(service: Service, path: str, **params: str) -> dict:
    reply = service.client.get(path, headers=AUTH, params=params)
    assert reply.status_code == 200, reply.text
    return reply.json()


def _not_found(service: Service, path: str, **params: str) -> str:
    reply = service.client.get(path, headers=AUTH, params=params)
    assert reply.status_code == 404, reply.text
    error = reply.json()["error"]
    assert error["code"] == "not_found" and error["request_id"]
    return error["message"]


def _line(run: str, source: str, line: int) -> str:
    return (FIXTURES / "runs" / run / source).read_text().splitlines()[line - 1]


def test_the_list_shows_each_design_of_the_scope_with_key_metrics_and_history(runs_service: Service) -> None:
    runs = {r["design"]: r for r in _get(runs_service, "/v1/runs", scope=C1)["runs"]}
    assert sorted(runs) == ["alu8", "mac8"]
    alu8 = runs["alu8"]
    assert alu8["top"] == "alu8" and alu8["status"] == "success" and alu8["scope"] == C1 and alu8["ingested_at"]
    area = alu8["metrics"]["area"]
    assert area["value"] == 18432 and area["unit"] == "um^2"
    assert "18432" in _line("alu8", area["source"], area["line"]) and area["verbatim"]
    slack = alu8["metrics"]["worst_slack"]
    assert slack["source"] == "sta.rpt" and slack["shown"].split()[0] in _line("alu8", "sta.rpt", slack["line"])
    assert alu8["metrics"]["cells"]["value"] > 0 and alu8["warnings"] == 1
    assert [h["run_id"] for h in runs["mac8"]["history"]][0] == runs["mac8"]["run_id"]
    assert len(runs["mac8"]["history"]) == 2 and runs["mac8"]["metrics"]["worst_slack"]["value"] == pytest.approx(0.54)
    assert [r["design"] for r in _get(runs_service, "/v1/runs", scope=C2)["runs"]] == ["counter16"]
    assert _get(runs_service, "/v1/runs", scope="slack:T1")["runs"] == []  # a workspace does not see its channels


def test_a_run_summary_cites_the_file_and_line_of_every_number(runs_service: Service) -> None:
    summary = _get(runs_service, "/v1/runs/alu8", scope=C1)
    assert summary["design"] == "alu8" and summary["status"] == "success" and summary["yosys_version"]
    metrics = {mt["name"]: mt for mt in summary["metrics"]}
    assert metrics["synth__design__instance__area"]["value"] == 18432
    for metric in summary["metrics"]:
        if metric["verbatim"]:
            assert metric["shown"].split()[0] in _line("alu8", metric["source"], metric["line"]), metric
    assert summary["warnings_by_kind"] == {"unresolved": 1}
    assert summary["warnings"][0]["where"].startswith("sta.rpt:")
    assert summary["caveats"] and "unreliable" in summary["caveats"][0]
    assert summary["text"].startswith("Design alu8 (top alu8): status success")


def test_an_earlier_run_is_named_design_at_run_id(runs_service: Service) -> None:
    history = _get(runs_service, "/v1/runs", scope=C1)["runs"][1]["history"]
    earlier = _get(runs_service, f"/v1/runs/mac8@{history[1]['run_id']}", scope=C1)
    assert earlier["run_id"] == history[1]["run_id"]
    slack = next(mt for mt in earlier["metrics"] if mt["name"] == "timing__setup__ws")
    assert slack["value"] == pytest.approx(-0.46)


def test_compare_reports_deltas_and_regressions_between_two_runs(runs_service: Service) -> None:
    mac8 = next(r for r in _get(runs_service, "/v1/runs", scope=C1)["runs"] if r["design"] == "mac8")
    old, new = f"mac8@{mac8['history'][1]['run_id']}", f"mac8@{mac8['run_id']}"
    better = _get(runs_service, "/v1/runs/compare", a=old, b="mac8", scope=C1)
    assert (better["before"], better["after"]) == (old, new) and better["status"] == ["success", "success"]
    deltas = {d["metric"]: d for d in better["deltas"]}
    assert deltas["timing__setup__ws"]["delta"] == pytest.approx(1.0) and deltas["timing__setup__ws"]["unit"] == "ns"
    assert better["regressions"] == [] and better["text"].startswith(f"Run diff {old} -> {new}")
    worse = _get(runs_service, "/v1/runs/compare", a="mac8", b=old, scope=C1)
    assert any("worst setup slack" in r for r in worse["regressions"])
    across = _get(runs_service, "/v1/runs/compare", a="alu8", b="mac8", scope=C1)
    assert (across["before"].split("@")[0], across["after"].split("@")[0]) == ("alu8", "mac8")


def test_unknown_runs_and_runs_of_other_scopes_are_not_found(runs_service: Service) -> None:
    assert "design nosuch" in _not_found(runs_service, "/v1/runs/nosuch", scope=C1)
    assert "design counter16" in _not_found(runs_service, "/v1/runs/counter16", scope=C1)
    assert "run 0000 of design mac8" in _not_found(runs_service, "/v1/runs/mac8@0000", scope=C1)
    _not_found(runs_service, "/v1/runs/compare", a="alu8", b="counter16", scope=C1)
    _not_found(runs_service, "/v1/runs/alu8", scope="global")
    assert _get(runs_service, "/v1/runs/counter16", scope=C2)["design"] == "counter16"


def test_runs_need_the_bearer_token_and_are_documented(runs_service: Service) -> None:
    for path in ("/v1/runs", "/v1/runs/alu8", "/v1/runs/compare?a=alu8&b=alu8"):
        assert runs_service.client.get(path, params={"scope": C1}).status_code == 401
    paths = runs_service.client.get("/openapi.json").json()["paths"]
    assert {"/v1/runs", "/v1/runs/compare", "/v1/runs/{design}"} <= set(paths)
    assert "404" in paths["/v1/runs/{design}"]["get"]["responses"]
    params = {p["name"] for p in paths["/v1/runs/compare"]["get"]["parameters"]}
    assert params >= {"a", "b", "scope", "authorization"}


def test_a_service_without_runs_lists_none_and_finds_none(embedded_service: Service) -> None:
    assert _get(embedded_service, "/v1/runs", scope=C1) == {"runs": []}
    _not_found(embedded_service, "/v1/runs/alu8", scope=C1)
    assert not graph_path(embedded_service.settings.data_dir).exists()  # a query creates no empty store
