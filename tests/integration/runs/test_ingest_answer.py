"""Run ingest into the real graph (SQLite and PostgreSQL) + ChromaDB (real encoder), then questions through the agent."""

import tarfile

from sqlalchemy import select

from edabot.scopes import visible_scopes
from runs.qa.agent import answer_run_question
from runs.store import tables
from runs.store.graph import open_run_graph
from runs.store.ingest import ingest_run_paths
from runs.store.vectors import search_chunks

from .conftest import FIXTURES


def test_reingest_is_unchanged(indexed):
    report = ingest_run_paths([FIXTURES / "runs"], "team:a", indexed)
    assert report.indexed == [] and sorted(report.unchanged) == sorted(
        p.name for p in (FIXTURES / "runs").iterdir() if p.is_dir())


def test_graph_holds_typed_nodes_with_provenance(indexed):
    graph = open_run_graph(indexed.data_dir, indexed.database_url)
    mt, d = tables.metric.c, tables.design.c
    row = graph.query(select(mt.value, mt.unit, mt.source, mt.line).join_from(tables.metric, tables.design, d.id == mt.design_id)
                      .where(d.name == "mac8", d.scope == "team:a", mt.name == "synth__design__instance__area",
                             mt.module == ""))[0]
    log_line = (FIXTURES / "runs/mac8" / row["source"]).read_text().splitlines()[row["line"] - 1]
    assert row["unit"] == "um^2" and str(int(row["value"])) in log_line
    i, mod, a = tables.instance.c, tables.module.c, tables.artifact.c
    contains = graph.values(select(i.cell_type).join_from(tables.instance, tables.module, mod.id == i.module_id)
                            .join(tables.artifact, a.id == mod.artifact_id).where(mod.name == "uart_tx", a.kind == "rtl"))
    assert set(contains) == {"baud_gen", "tx_shift"}


def test_answers_are_grounded_and_cited(indexed):
    answer = answer_run_question("What is the worst slack of mac8?", visible_scopes("team:a"), indexed)
    cited = answer.citations[0]
    line = (FIXTURES / "runs/mac8" / cited.source).read_text().splitlines()[cited.start_line - 1]
    assert "slack (VIOLATED)" in line and line.split()[0] in answer.answer and "ns" in answer.answer


def test_absent_design_is_refused_without_numbers(indexed):
    answer = answer_run_question("What is the area of riscv_core?", visible_scopes("team:a"), indexed)
    assert answer.abstained and "not indexed" in answer.answer and "um^2" not in answer.answer


def test_doc_questions_are_not_claimed(indexed):
    assert answer_run_question("What does the opt_clean pass do?", visible_scopes("team:a"), indexed) is None


def test_sibling_scopes_do_not_see_each_other(indexed):
    assert answer_run_question("What is the chip area of mac8?", visible_scopes("team:b"), indexed).abstained
    hits = search_chunks(indexed, "latch inferred", visible_scopes("team:b"))
    assert hits == []


def test_history_diff_in_child_scope(indexed):
    answer = answer_run_question("What changed since the last run of lint_mess?", visible_scopes("team:a/next"), indexed)
    assert "resolved warning: latch" in answer.answer


def test_warning_answer_cites_manual_when_available(indexed):
    from edabot.types import Evidence

    asked = []

    def lookup(text):
        asked.append(text)
        return [Evidence("yosys_manual.md", 10, 12, "proc_dlatch", "Latches are inferred when ...", 0.9, "chunk")]

    answer = answer_run_question("Which signal has an inferred latch in lint_mess?", visible_scopes("team:a"),
                                 indexed, doc_lookup=lookup)
    assert asked and "Latch inferred" in asked[0]
    assert any(c.source == "yosys_manual.md" for c in answer.citations)


def test_semantic_search_points_back_to_lines(indexed):
    hits = search_chunks(indexed, "Latch inferred for signal latched", visible_scopes("team:a"), ["lint_mess"])
    assert hits and hits[0].design == "lint_mess"
    text = (FIXTURES / "runs/lint_mess" / hits[0].source).read_text().splitlines()
    header, first = hits[0].text.splitlines()[:2]
    assert header.startswith("design lint_mess") and first.strip() == text[hits[0].start_line - 1].strip()[:400]


def test_archive_and_single_file_ingest(indexed, tmp_path):
    archive = tmp_path / "counter_run.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(FIXTURES / "runs/counter16", arcname="counter16")
    report = ingest_run_paths([archive, FIXTURES / "samples/dc_qor.rpt", tmp_path / "nope"], "team:c", indexed)
    assert set(report.indexed) == {"counter16", "sample_top"}
    assert report.skipped[0].reason.endswith("does not exist")
    answer = answer_run_question("What is the total cell area of sample_top?", visible_scopes("team:c"), indexed)
    assert "5,123.40 um^2" in answer.answer
