"""Questions over real runs of blind sets 27 and 28: a figure asked at a period or a parameter value no run used is
refused (an estimate only when the question supposes one), a simulator named for a run that simulated nothing, failed
testbenches among failed runs, what a run holds when the output asked is not there, another build of the same top
that reports a missing figure, a top module named beside a word a folder name ends with, latches and cells of a quiet
run counted in its reports and netlist, a lint record that names no net quoted with its RTL line, and one period of a
timer session that swept several, read from its own section of the report."""

import re

import pytest

from edabot.settings import Settings
from eval.metrics.facts import states_measurement

from .conftest import ingest_blind_runs, run_answer

SCOPE27, SCOPE28 = "team:set27", "team:set28"


@pytest.fixture(scope="module")
def set27(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind27", (
        "amber_q", "ginkgo_flat", "ginkgo_hier", "basalt_p10", "cedar_gen", "cedar_make", "jasper_lint"), SCOPE27)


@pytest.fixture(scope="module")
def set28(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind28", (
        "seahorse_gray_sim", "quetzal_parity_syn", "zinnia_prio_q", "ocelot_mul8_p4", "ocelot_mul8_p20", "sparrow_decode_osu",
        "tundra_latch_gen", "yarrow_shifter_mk"), SCOPE28)


def test_a_figure_at_a_period_no_run_was_timed_at_is_refused_unless_an_estimate_is_supposed(set27):
    measured = run_answer(set27, SCOPE27, "what worst slack did amber_q report with a 9 ns clock?")
    assert measured.abstained and not states_measurement(measured.answer)
    assert measured.answer.startswith("No timing report of amber_pwm is at the period asked")
    supposed = run_answer(set27, SCOPE27, "would amber_q still meet setup with a 9 ns clock?")
    assert "at a 9 ns period the worst setup slack would be 4.78 ns" in supposed.answer


def test_a_parameter_value_no_run_builds_is_refused_with_the_rtl_default_the_runs_build(set27):
    answer = run_answer(set27, SCOPE27, "what does ginkgo_top come to in area with W=12?")
    assert answer.abstained and not states_measurement(answer.answer)
    assert answer.answer.startswith("No run here sets W to 12, so I have no figure for that variant: ginkgo_flat "
                                    "builds the RTL default W = 8, ginkgo_hier builds the RTL default W = 8.")


def test_a_simulator_named_for_a_run_that_simulated_nothing_is_said_so(set27):
    answer = run_answer(set27, SCOPE27, "vvp output of basalt_p10?")
    assert answer.abstained and "holds no simulation output" in answer.answer


def test_a_missing_figure_names_the_other_build_of_the_same_top_that_reports_it(set27):
    answer = run_answer(set27, SCOPE27, "chip area of cedar_gen?").answer
    assert "cedar_gen: its chip area is printed by another run of its top module cedar_fsm: cedar_make" in answer


def test_a_lint_record_that_names_no_net_is_quoted_with_its_rtl_line(set27):
    answer = run_answer(set27, SCOPE27, "list the warnings of jasper_pack").answer
    lines = answer.splitlines()
    at = next(i for i, line in enumerate(lines) if "[WidthTruncate]: implicit conversion truncates from 12 to 8" in line)
    assert lines[at + 1].startswith("- rtl/jasper_pack.v:13-13: 13: packed_sum <= wide_sum;")


def test_failed_runs_include_a_testbench_that_failed(set28):
    answer = run_answer(set28, SCOPE28, "which of the runs failed?").answer
    assert answer.startswith("1 of 8 designs failed synthesis: quetzal_parity (counted). 1 runs simulated")
    assert "seahorse_gray: the testbench tb/seahorse_gray_tb.v printed last, in tb/results.txt: RESULT: FAIL" in answer


def test_an_output_a_run_lacks_is_refused_with_the_files_it_holds(set28):
    answer = run_answer(set28, SCOPE28, "open the yosys log of zinnia_prio_q").answer
    assert ("What it holds: zinnia_prio: a mapped (synthesised and mapped to a cell library) flow: opensta "
            "(zinnia_prio.timing), a netlist (zinnia_prio.mapped.v).") in answer


def test_a_quiet_run_counts_its_cells_in_its_netlist_and_its_latches_in_its_stat_report(set28):
    cells = run_answer(set28, SCOPE28, "cell count of zinnia_prio_q?").answer
    assert cells.startswith("- zinnia_prio: cell count = 116 cells (counted in the netlist zinnia_prio.mapped.v; "
                            "the run printed no stat)")
    latches = run_answer(set28, SCOPE28, "which runs contain latches?").answer
    assert re.search(r"Latch cells with no message in the log: tundra_latch\.", latches)
    assert "tundra_latch: 32 latch cells" in latches


def test_a_top_module_two_runs_build_is_named_beside_a_word_a_folder_name_ends_with(set28):
    answer = run_answer(set28, SCOPE28, "area of ocelot_mul8 mapped with the OSU 0.35 cells?").answer
    assert "- ocelot_mul8_p4: chip area = 60632.000000 um^2" in answer
    assert "sparrow_decode" not in answer


def test_one_period_of_a_sweep_in_one_report_is_read_from_its_own_section(set28):
    answer = run_answer(set28, SCOPE28, "tns of yarrow_shifter_mk when clocked at 3 ns?").answer
    assert answer.startswith("yarrow_shifter: the attempt at 3 ns is lines 9-52 of rpt/period_sweep.rpt (one report "
                             "times several periods).\n- yarrow_shifter: total negative slack = -16.48 ns")
    relaxed = run_answer(set28, SCOPE28, "yarrow_shifter_mk worst setup slack with the 4.5 ns clock").answer
    own, sweep = relaxed.split("worst setup slack at each period of the sweep")  # then the sweep, each period said
    assert "slack 0.32 ns (MET)" in own and "-1.18" not in own
    assert sweep.startswith(" in rpt/period_sweep.rpt: 3 ns -1.18 ns (violated), 4.5 ns 0.32 ns, 6 ns 1.82 ns; the "
                            "shortest period that meets setup is 4.5 ns")


def test_a_size_the_designs_comments_contradict_is_no_build_of_theirs(set27):
    answer = run_answer(set27, SCOPE27, "how many cells does the 16x16 multiplier have?")
    assert answer.abstained and not states_measurement(answer.answer)
    assert answer.answer.startswith("No run here is a build of the size asked: the RTL comments of basalt_mult8 state "
                                    "another size of that kind")
    stated = run_answer(set27, SCOPE27, "arrival time of the 16-bit product in basalt_p10?")
    assert not stated.abstained and "critical path arrival time = 5.263 ns" in stated.answer


@pytest.fixture(scope="module")
def parameterised(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind20", ("nco_p10", "nco_w24_p4"), "team:params")
    return ingest_blind_runs(tmp_path_factory, "runs_blind13", ("accum_tree_hier",), "team:params", settings)


def test_a_size_or_parameter_value_a_run_gives_is_built_whatever_the_rtl_default(parameterised):
    wider = run_answer(parameterised, "team:params", "cell count of the 24-bit NCO against the 16-bit one?")
    assert not wider.abstained and "345" in wider.answer and "190" in wider.answer
    instance = run_answer(parameterised, "team:params", "area of the W=11 add_node in accum_tree_hier")
    assert not instance.abstained and "No run here sets W to 11" not in instance.answer
