"""Questions over real runs of blind set 26: the runs that went through the timer or used it are the runs holding its
output (a shell script may start it under any name, and passing through the timer is no timing outcome), a filter by
a printed Yosys ``stat`` (a quiet run whose flops are counted in its netlist has none), and a latch count given with
the latched bits the netlist holds beside the latched signals the log reports; a generated clock said by its division
("the divide-by-4 clock") is the clock its script generates with that divisor."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:timer-runs"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind26", (
        "newt_sorter_netsta", "walrus_div_sta", "nightjar_mul_p4", "tapir_latch_gen", "quail_arbiter_map"), SCOPE)


def test_runs_read_by_the_timer_are_filtered_by_its_output_and_their_violation_is_a_timing_one(settings):
    answer = run_answer(settings, SCOPE, "how many runs went through opensta, and which one violates?").answer
    assert answer.startswith("1 of 4 designs with timing paths reported violate timing")
    assert "nightjar_mul (counted)" in answer.splitlines()[0] and "failed synthesis" not in answer


def test_a_tool_used_is_used_by_the_runs_holding_its_output_not_only_those_whose_scripts_name_it(settings):
    answer = run_answer(settings, SCOPE, "lowest clock period of the runs that used sta").answer
    assert answer.startswith("4 of 5 runs hold output of opensta: newt_sorter, nightjar_mul, quail_arbiter, walrus_div")
    assert "nightjar_mul has the smallest clock period: 4.0 ns" in answer


def test_runs_are_filtered_by_a_printed_yosys_stat(settings):
    answer = run_answer(settings, SCOPE, "sum of flip-flops over the runs that have a yosys stat report").answer
    assert answer.startswith("4 of 5 runs have a Yosys stat: nightjar_mul, quail_arbiter, tapir_latch, walrus_div")
    assert "The total flip-flop count over 4 designs is 68 cells (computed)." in answer
    lacking = run_answer(settings, SCOPE, "which runs lack a stat table?").answer
    assert lacking.startswith("1 of 5 runs have no Yosys stat: newt_sorter (counted).")


def test_a_latch_count_across_runs_gives_the_latched_bits_beside_the_latched_signals(settings):
    answer = run_answer(settings, SCOPE, "do any of these runs hold latches, and how many?").answer
    assert answer.startswith("1 of 4 designs report inferred latches above 0: tapir_latch (counted).")
    assert "tapir_latch: 21 latch cells" in answer


def test_a_generated_clock_said_by_its_division_is_that_clock_not_an_absent_name(settings):
    answer = run_answer(settings, SCOPE, "walrus_div: which period did the timer derive for the divide-by-4 clock?")
    assert not answer.abstained and "No clock named" not in answer.answer
    assert "generated clock period = 20.00 ns (printed: clk_div4" in answer.answer
    eighth = run_answer(settings, SCOPE, "walrus_div: which period did the timer derive for the divide-by-8 clock?")
    assert eighth.answer.startswith("No clock named divide-by-8 is created in the runs of walrus_div")


@pytest.fixture(scope="module")
def power_settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind26", ("zebra_tone_power",), "team:power")


def test_a_question_about_where_power_goes_gets_the_groups_that_draw_it(power_settings):
    answer = run_answer(power_settings, "team:power", "why is zebra_tone's power mostly drawn by its registers?").answer
    assert "timing_power_10ns.rpt:56: Sequential             4.80e-03   3.05e-04   4.07e-09   5.10e-03  70.1%" in answer
    assert answer.index("Sequential") < answer.index("Combinational")
