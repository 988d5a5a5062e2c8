"""Questions over real runs of blind sets 27 and 28: the clocks a run defines, counted once by name (a path between two clocks
is no period of either), a timer session whose script loops over periods while its report prints one row per
endpoint, read one period at a time, a figure asked of the stat printed before a pass named in words,
the cell types of a class of records (latches) asked of a stat, a quiet run whose log is empty, and a clock named
by the question, answered with the constraint lines that define it."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE, SCOPE28 = "team:set27", "team:set28"


@pytest.fixture(scope="module")
def set27(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind27", ("falcon_sta", "marlin_sweep", "amber_q", "lemur_json", "egret_latch"), SCOPE)


@pytest.fixture(scope="module")
def set28(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind28", ("tundra_latch_gen",), SCOPE28)


def test_a_run_with_several_clocks_is_found_by_its_count_of_clocks(set27):
    answer = run_answer(set27, SCOPE, "Which run has more than one clock defined?").answer
    assert answer.startswith("1 of ")
    assert "falcon_clkdiv: clocks defined = 3 clocks (counted: core_clk (sdc/falcon_clocks.sdc:2); smp_clk " in answer
    assert "amber_pwm" not in answer.split("\n")[0].split("Not reported")[0].replace("falcon_clkdiv", "")


def test_the_edge_a_path_between_two_clocks_is_captured_at_is_no_clock_period(set27):
    answer = run_answer(set27, SCOPE, "Which runs have a clock period above 6 ns?").answer
    assert "falcon_clkdiv: clock period = 7.3 ns (printed: create_clock -name smp_clk" in answer
    assert "460.000" not in answer  # the div4_clk edge its worst path (from smp_clk) is captured at


def test_a_period_of_a_looped_sweep_is_read_from_its_own_endpoint_table(set27):
    answer = run_answer(set27, SCOPE, "In the MAC period sweep, which endpoint fails at 8 ns and by how much?")
    assert not answer.abstained
    lines = answer.answer.splitlines()
    assert lines[0] == ("marlin_mac: the attempt at 8 ns is lines 2-13 of work/period_sweep.log (one report times "
                        "several periods).")
    assert "_1457_/D (DFFPOSX1)                     7.73    7.79   -0.06 (VIOLATED)" in lines[1]
    assert "9.73" not in answer.answer.split("worst setup slack at each period")[0]  # not the 10 ns section's rows
    assert ("worst setup slack at each period of the sweep in work/period_sweep.log: 8 ns -0.06 ns (violated), 10 ns "
            "1.94 ns, 12 ns 3.94 ns, 14 ns 5.94 ns; the shortest period that meets setup is 10 ns") in answer.answer


def test_the_periods_a_loop_set_are_the_runs_periods(set27):
    answer = run_answer(set27, SCOPE, "what clock periods did marlin_sweep try?").answer
    for period in ("8.00", "10.00", "12.00", "14.00"):
        assert f"marlin_mac: clock period = {period} ns" in answer


def test_a_count_before_a_named_pass_is_read_from_the_last_stat_before_it(set27):
    before = run_answer(set27, SCOPE, "How many memory bits did yosys see in lemur_ram before memory mapping?").answer
    assert before.startswith("- lemur_ram: memory bits = 256 bits before the MEMORY_MAP pass (the last stat printed "
                             "before it, out/lemur_ram.ylog:123)")
    assert "5.18. Executing MEMORY_MAP pass" in before
    final = run_answer(set27, SCOPE, "how many memory bits does lemur_ram have?").answer
    assert "256" not in final  # no pass named: the final stat's figure


def test_cell_types_of_a_kind_of_record_are_the_cells_not_the_records(set27):
    types = run_answer(set27, SCOPE, "What latch cell types remain in egret_latch's final stat?").answer
    assert "egret_hold: 9 latch cells (counted in the netlist: $_DLATCH_P_ 8, $_DLATCH_N_ 1)" in types
    records = run_answer(set27, SCOPE, "which latches did yosys infer in egret_hold?").answer
    assert "Latch inferred for signal egret_hold.en_lat (at rtl/egret_hold.v:19)" in records


def test_a_run_whose_log_is_empty_says_what_it_did_write(set28):
    answer = run_answer(set28, SCOPE28, "tundra_latch_gen/logs/quiet.log is empty - did the run break?").answer
    assert answer.startswith("- tundra_latch: synthesis status unknown: no log records how it ended; logs/quiet.log is "
                             "empty; Yosys output is in reports/tundra_stat.txt (17 lines; cell count 56); it wrote the "
                             "netlist "
                             "reports/tundra_latch_gen.v (128 lines)")


def test_a_clock_named_is_answered_with_the_constraint_lines_that_define_it(set27):
    answer = run_answer(set27, SCOPE, "Where does the 20 ns div4_clk in falcon come from?").answer
    lines = answer.splitlines()
    assert "create_generated_clock -name div4_clk -source [get_ports clk_core] -divide_by 4" in lines[0]
    assert "create_clock -name core_clk -period 5.0 [get_ports clk_core]" in lines[1]  # the clock on its source port
    assert "falcon_clkdiv: generated clock period = 20.00 ns" in lines[2]
