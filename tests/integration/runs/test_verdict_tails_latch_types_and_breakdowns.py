"""Questions over real runs of blind set 47: what a simulation's output holds after the testbench's verdict (the job's
exit status) comes with it; latch cells of a library come with the generic latch types they were mapped from; and
an area breakdown is the design's area by submodule."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:set47-tails"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind47", ["wolverine_sat_sim", "esker_latch_map",
                                                                "moonstone_fifo_hier"], SCOPE)


def test_the_output_after_the_verdict_comes_with_it(runs):
    answer = run_answer(runs, SCOPE, "the wolverine testbench failed yet the pipeline passed, why?").answer
    assert "TEST FAILED (85 mismatches)" in answer and "logs/vvp_run.log:8: vvp exit code: 0 (after the verdict)" in answer


def test_library_latches_come_with_the_generic_types_they_were_mapped_from(runs):
    answer = run_answer(runs, SCOPE, "esker_latch_map latches: which kinds were inferred?").answer
    assert "40 latch cells (counted in the netlist: LATCH 40)" in answer
    assert "$_DLATCH_N_                     8 | 522: $_DLATCH_P_                    32" in answer


def test_an_area_breakdown_is_the_area_by_submodule(runs):
    answer = run_answer(runs, SCOPE, "area breakdown of moonstone_fifo_hier?").answer
    assert "submodule moonstone_regs (107440.000000 um^2) holds 85.37% of the chip area" in answer
