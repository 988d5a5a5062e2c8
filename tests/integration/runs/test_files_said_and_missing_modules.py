"""Questions over the real runs of blind set 42 that name a file rather than a run: a path or a file name held by
exactly one run names that run (its folder part is no absent design); and a module no file of a run defines is
followed to the line of the run's own files that names the file defining it."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set42-files"


@pytest.fixture(scope="module")
def set42(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind42", sorted(
        run.name for run in (BLIND_SETS / "runs_blind42" / "runs").iterdir()), SCOPE)


@pytest.mark.parametrize("question", ["tns in run-2024_06_11/sta_6ns.rpt?", "what tns does sta_6ns.rpt print"])
def test_a_file_one_run_holds_names_that_run(set42, question):
    answer = run_answer(set42, SCOPE, question)
    assert answer.parse["designs"] == ["oolite_mac"] and not answer.parse["absent"]
    assert "total negative slack = -86.50 ns" in answer.answer


def test_a_module_no_file_defines_is_followed_to_the_file_the_run_names_for_it(set42):
    answer = run_answer(set42, SCOPE, "how do I get vetch_nomod through synthesis?")
    assert "the file that defines vetch_thresh is named here, and the run holds no file of that name" in answer.answer
    assert "(vetch_thresh.v)" in answer.answer


@pytest.fixture(scope="module")
def dotprod(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind13", ["dotprod_mcp", "dotprod_tight"], "team:set13-dotprod")


def test_reader_problems_are_set_beside_a_sibling_run_whose_timer_read_its_netlist(dotprod):
    answer = run_answer(dotprod, "team:set13-dotprod", "what causes the complaints atop dotprod_sta.rpt, is its slack usable?")
    assert answer.parse["designs"] == ["dotprod_tight"]
    assert "dotprod_mcp: a run of the same top module" in answer.answer
    assert "dotprod_mcp: only this run gives `yosys splitnets` (dp_mcp_synth.tcl:6)" in answer.answer
    assert "set_multicycle_path" not in answer.answer  # its timer's own settings shape no netlist


@pytest.fixture(scope="module")
def yeti(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind40", ["yeti_crc_stabad"], "team:set40-yeti")


def test_the_records_about_a_netlist_the_timer_rejects_come_after_the_mapping_step_left_out(yeti):
    answer = run_answer(yeti, "team:set40-yeti", "why does the timer reject net/yeti_crc_netlist.v?")
    assert answer.parse["designs"] == ["yeti_crc"] and "reported about yeti_crc_netlist" in answer.answer
    assert "the flow gives no dfflibmap" in answer.answer
