"""The MCP server, driven by the `mcp` SDK's own client over stdio and streamable HTTP, against the
real service: tools listed, a manual search and a run question answered with citations, and a
wrong bearer token refused."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from servers import UvicornThread

from bot.common.deps import service_client
from bot.mcp.server import build_server, http_app
from edabot.settings import Settings
from service.app import create_app
from service.engine_holder import EngineHolder

REPO = Path(__file__).resolve().parents[3]
TOKEN = "mcp-test-token-0123456789"
TOOLS = {"search_manuals", "ask", "list_documents", "lookup_spec", "list_runs", "run_metrics", "compare_runs"}
RUNS = REPO / "tests/fixtures/runs"
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def service_url(tmp_path_factory: pytest.TempPathFactory) -> Any:
    settings = Settings(EDABOT_DATA_DIR=tmp_path_factory.mktemp("data"), EDABOT_API_TOKEN=TOKEN)
    holder = EngineHolder(settings)
    holder.get().ingest_paths([REPO / "examples/manuals"])
    holder.get().ingest_runs([RUNS / "runs/alu8", RUNS / "runs/mac8"])
    holder.get().ingest_runs([RUNS / "history/mac8_r2"])  # a second, later run of mac8
    holder.get().ingest_specs([REPO / "tests/fixtures/specs/blinky"])
    with UvicornThread(create_app(settings, holder)) as service:
        yield service.url


def _payload(result: Any) -> dict[str, Any]:
    assert not result.is_error, result
    return json.loads(result.content[0].text)


async def _exercise(client: Client) -> None:
    listed = {tool.name for tool in (await client.list_tools()).tools}
    assert listed >= TOOLS
    found = _payload(await client.call_tool("search_manuals", {"question": "default target density of place_global"}))
    assert found["results"][0]["citation"].startswith("manuals/tessera/placement.md:")
    answer = _payload(await client.call_tool("ask", {"question": "What is the chip area of alu8?"}))
    assert "18432" in answer["answer"].replace(",", "") and answer["citations"]
    assert any(c["source"].endswith(".log") for c in answer["citations"])
    await _exercise_runs_and_specs(client)


async def _exercise_runs_and_specs(client: Client) -> None:
    runs = {r["design"]: r for r in _payload(await client.call_tool("list_runs", {}))["runs"]}
    assert sorted(runs) == ["alu8", "mac8"] and runs["alu8"]["metrics"]["area"]["value"] == 18432
    assert runs["alu8"]["metrics"]["area"]["source"] == "yosys.log" and runs["alu8"]["metrics"]["area"]["line"] > 0
    metrics = _payload(await client.call_tool("run_metrics", {"design": "alu8"}))
    area = next(mt for mt in metrics["metrics"] if mt["label"] == "chip area")
    assert area["source"] == "yosys.log" and "18432" in metrics["text"]
    earlier = "mac8@" + runs["mac8"]["history"][1]["run_id"]
    diff = _payload(await client.call_tool("compare_runs", {"before": earlier, "after": "mac8"}))
    assert diff["before"] == earlier and any(d["metric"] == "timing__setup__ws" for d in diff["deltas"])
    missing = await client.call_tool("run_metrics", {"design": "nosuch"})
    assert missing.is_error and "no design nosuch" in missing.content[0].text
    spec = _payload(await client.call_tool("lookup_spec", {"question": "Which blinky field enables the wrap interrupt?"}))
    assert spec["results"] and all(r["via"] == "spec" for r in spec["results"])
    assert any(r["citation"].startswith("blinky/doc/registers.md:") for r in spec["results"])


async def test_stdio(service_url: str) -> None:
    env = {**os.environ, "EDABOT_SERVICE_URL": service_url, "EDABOT_API_TOKEN": TOKEN, "EDABOT_LOG_LEVEL": "WARNING"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "app.cli", "mcp"], env=env, cwd=str(REPO))
    async with Client(params) as client:
        await _exercise(client)


async def test_streamable_http_with_bearer_token(service_url: str) -> None:
    settings = Settings(EDABOT_SERVICE_URL=service_url, EDABOT_API_TOKEN=TOKEN)
    app = http_app(settings, build_server(service_client(settings)))
    with UvicornThread(app) as mcp_server:
        url = f"{mcp_server.url}/mcp"
        transport = streamable_http_client(url, http_client=create_mcp_http_client({"Authorization": f"Bearer {TOKEN}"}))
        async with Client(transport) as client:
            await _exercise(client)
        wrong = create_mcp_http_client({"Authorization": "Bearer wrong"})
        refused = await wrong.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        assert refused.status_code == 401 and refused.json()["error"]["code"] == "unauthorized"
        missing = await create_mcp_http_client().post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        assert missing.status_code == 401
