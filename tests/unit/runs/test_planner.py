"""The LLM planner's pieces without a server: number grounding, the text protocol, citations, the toolbox."""

import json
import statistics

import pytest
from sqlalchemy import select

from edabot.scopes import visible_scopes
from edabot.settings import Settings
from edabot.types import Evidence
from runs import metrics
from runs.qa.graph_queries import Fact, RunTools
from runs.qa.grounding import cited_answer, ungrounded_numbers
from runs.qa.llm_planner import parse_text_reply
from runs.qa.llm_tools import Ledger, Toolbox, numbers_in
from runs.store import tables
from runs.store.graph import open_run_graph
from runs.store.ingest import ingest_run_paths


@pytest.fixture(scope="module")
def tools(tmp_path_factory, module_database_url) -> RunTools:
    """The golden runs in a graph (on each backend) without vectors (no encoder needed)."""
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=0,
                        EDABOT_DATABASE_URL=module_database_url)
    from .conftest import FIXTURES

    ingest_run_paths([FIXTURES / "runs"], "t:a", settings)
    return RunTools(open_run_graph(settings.data_dir, settings.database_url), visible_scopes("t:a"))


def _ledger(*facts: Fact) -> Ledger:
    ledger = Ledger()
    for fact in facts:
        ledger.add_fact(fact)
    return ledger


SLACK = Fact("mac8", "r1", "mac8: worst setup slack = -1.23 ns", "sta.rpt", 40, 40, -1.2345, "ns")
AREA = Fact("mac8", "r1", "mac8: chip area = 18,432 um^2", "yosys.log", 200, 200, 18432.0, "um^2")


def test_numbers_are_normalized_and_names_are_not_numbers():
    assert numbers_in("alu8 has 18,432 cells, mac8 18432.0 and -1.5 ns; osu035 lib; 3.") == [18432.0, 18432.0, -1.5, 3.0]


def test_grounded_numbers_match_at_the_precision_written():
    ledger = _ledger(SLACK, AREA)
    text = "mac8 misses timing by 1.23 ns [1] (slack -1.2345) and uses 18432 um^2 [2]:\n7. see the 52nd path"
    assert ungrounded_numbers(text, "q", ledger) == []
    assert ungrounded_numbers("mac8 uses 18,433 um^2 and slack -1.3 ns", "q", ledger) == ["18,433", "-1.3"]
    assert ungrounded_numbers("more than 500 cells?", "Does mac8 have more than 500 cells?", ledger) == []


@pytest.mark.parametrize("content, name, args", [
    ('```json\n{"tool": "get_metric", "args": {"design": "mac8", "metric": "timing__setup__ws"}}\n```', "get_metric",
     {"design": "mac8", "metric": "timing__setup__ws"}),
    ('I will call {"name": "critical_path", "arguments": "{\\"design\\": \\"alu8\\"}"} now', "critical_path",
     {"design": "alu8"}),
    ('{"tool": "run_status", "args": "not json"}', "run_status", {}),
])
def test_text_protocol_tool_calls(content, name, args):
    reply = parse_text_reply(content)
    assert reply.answer is None and [(c.name, c.args) for c in reply.calls] == [(name, args)]


def test_text_protocol_answers():
    assert parse_text_reply('{"answer": "mac8 fails [1]"}').answer == "mac8 fails [1]"
    assert parse_text_reply("mac8 fails {broken json").answer == "mac8 fails {broken json"
    assert parse_text_reply("  plain text  ").calls == []


def test_model_markers_become_citations_of_the_cited_facts():
    manual = Evidence("yosys.md", 10, 12, "proc_dlatch", "Latches are inferred when ...", 0.9, "chunk")
    ledger = _ledger(SLACK, AREA)
    ledger.add_manual(manual)
    answer = cited_answer("See the manual [3]. The area is 18,432 um^2 [2]; also [9].", ledger)
    by_n = {c.n: c for c in answer.citations}
    first, second = answer.answer.splitlines()[0], answer.answer
    cited_manual = next(n for n, c in by_n.items() if c.source == "yosys.md")
    cited_area = next(n for n, c in by_n.items() if c.source == "yosys.log")
    assert f"manual [{cited_manual}]" in first and f"um^2 [{cited_area}]" in first and "[9]" not in first
    assert f"mac8: chip area = 18,432 um^2 [{cited_area}]" in second and "sta.rpt" not in {c.source for c in by_n.values()}
    assert answer.notes and "9" in answer.notes[0]


def test_uncited_numbers_still_show_their_source():
    answer = cited_answer("The slack is -1.23 ns.", _ledger(SLACK, AREA))
    assert [c.source for c in answer.citations] == ["sta.rpt"] and "worst setup slack = -1.23 ns [1]" in answer.answer


def test_toolbox_metric_rows_carry_value_unit_and_provenance(tools):
    box = Toolbox(tools, Settings())
    row = json.loads(box.call("get_metric", {"design": "MAC8", "metric": "chip area"}))["facts"][0]
    mt = tables.metric.c
    graph_row = tools.graph.query(select(mt.value, mt.unit, mt.source, mt.line).where(
        mt.design_id == tools.rows["mac8"]["id"], mt.name == metrics.AREA, mt.module == "").order_by(mt.id.desc()))[0]
    assert (row["value"], row["unit"], row["source"]) == (graph_row["value"], "um^2",
                                                          f"{graph_row['source']}:{graph_row['line']}")
    assert row["ref"] == 1 and box.ledger.evidence[0].source == graph_row["source"]


def test_toolbox_aggregates_in_code(tools):
    box = Toolbox(tools, Settings())
    rows = json.loads(box.call("compare_metric", {"metric": metrics.AREA, "op": "avg"}))["facts"]
    values = [f.value for f in tools.metric_across(metrics.AREA)]
    assert rows[0]["value"] == round(statistics.fmean(values), 4) and "ref" not in rows[0]
    assert len(rows) == len(values) + 1
    pair = json.loads(box.call("compare_metric", {"metric": metrics.AREA, "op": "difference", "designs": ["mac8", "alu8"]}))
    a, b = (tools.metric(d, metrics.AREA).value for d in ("mac8", "alu8"))
    assert f"mac8 minus alu8 = {metrics.format_value(a - b, 'um^2')}" in pair["facts"][0]["text"]


@pytest.mark.parametrize("name, args, message", [
    ("get_metric", {"design": "riscv_core", "metric": metrics.AREA}, "not indexed; indexed designs: alu8"),
    ("get_metric", {"design": "mac8", "metric": "bananas"}, "unknown metric"),
    ("compare_metric", {"metric": metrics.AREA, "op": "difference", "designs": ["mac8"]}, "exactly two designs"),
    ("compare_metric", {"metric": metrics.AREA, "op": "cube"}, "unknown op"),
    ("lookup_manual", {"text": "latch"}, "unknown tool"),
    ("search_runs", {"query": " "}, "must not be empty"),
])
def test_bad_tool_calls_get_errors_the_model_can_read(tools, name, args, message):
    result = json.loads(Toolbox(tools, Settings()).call(name, args))
    assert message in result["error"]


def test_manual_lookup_failure_is_reported_not_raised(tools):
    def broken(text):
        raise RuntimeError("chroma down")

    result = json.loads(Toolbox(tools, Settings(), doc_lookup=broken).call("lookup_manual", {"text": "latch"}))
    assert result == {"error": "the manual index is unavailable"}
