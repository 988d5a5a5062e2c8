"""Values a run sets more than once (two clocks), totals over the designs a question lists, a difference between
two designs, a ratio named as such, and latch cells where the netlist has no instance of them."""

import shutil

import pytest

from edabot.settings import Settings
from runs.store.ingest import ingest_run_paths

from .conftest import FIXTURES, run_answer

SCOPE = "team:totals"
HOLD_PATH = ("Startpoint: a[0] (input port clocked by clk)\nEndpoint: _40_ (rising edge-triggered flip-flop clocked by clk)\n"
             "Path Group: clk\nPath Type: min\n\n   0.00    0.00 ^ a[0] (in)\n   0.05    0.05 ^ _40_/D (DFFPOSX1)\n"
             "           0.05   data arrival time\n           0.25   data required time\n"
             "          -0.20   slack (VIOLATED)\n\n")
"""A hold (min delay) path that fails: alu8 meets setup but violates hold."""


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    runs = tmp_path_factory.mktemp("runs") / "runs"
    shutil.copytree(FIXTURES / "runs", runs)
    script = runs / "uart_tx" / "sta.tcl"
    script.write_text(script.read_text().replace(
        "create_clock -name clk -period 5.0 [get_ports clk]\n",
        "create_clock -name clk -period 5.0 [get_ports clk]\ncreate_clock -name sclk -period 8.0 [get_ports sclk]\n"))
    (runs / "lint_mess" / "netlist.v").unlink()  # its latches are then only in the log's stat
    report = runs / "alu8" / "sta.rpt"
    report.write_text(HOLD_PATH + report.read_text())
    flow = runs / "mac8" / "synth.ys"
    flow.write_text(flow.read_text().replace("synth -top mac8\n", "synth -top mac8\nflatten\n"))
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    ingest_run_paths([runs], SCOPE, settings)
    return settings


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_every_clock_a_script_creates_is_given_with_its_line(settings):
    answer = ask(settings, "uart_tx: periods of both clocks?")
    assert "-period 5.0 [get_ports clk]" in answer and "-period 8.0 [get_ports sclk]" in answer
    assert "minus" not in answer  # two values of one design are not a comparison


def test_a_difference_between_two_named_designs_is_not_a_diff_of_runs(settings):
    answer = ask(settings, "area diff counter16 vs alu8")
    assert "counter16 minus alu8 = 11,160" in answer and "ingest another run" not in answer


def test_a_total_of_a_cell_type_over_the_listed_designs(settings):
    answer = ask(settings, "total DFFPOSX1 count across alu8 and counter16")
    counts = [line for line in answer.splitlines() if "DFFPOSX1 cells =" in line]
    values = [int(line.split("=")[1].split()[0]) for line in counts]
    assert len(values) == 2 and answer.splitlines()[0].startswith(f"DFFPOSX1: {sum(values)} cells in total")


def test_a_ratio_named_as_such_divides_the_first_metric_by_the_second(settings):
    answer = ask(settings, "ratio of cells to flops for alu8?")
    assert "cell count per flip-flop count" in answer and "/ 9 flip-flops" in answer


def test_latches_are_counted_from_the_stat_when_the_netlist_has_none(settings):
    answer = ask(settings, "how many latches does lint_mess have")
    assert "4 latch cells (the stat of lint_mess in yosys.log: LATCH 4)" in answer


def test_how_a_design_was_timed_is_its_sta_script(settings):
    answer = ask(settings, "uart_tx has no latches - how was it timed?")
    assert "sta.tcl:4 (sta): create_clock -name clk -period 5.0 [get_ports clk]" in answer and "synth.ys" not in answer


def test_a_missing_value_is_explained_by_the_command_that_would_print_it(settings):
    answer = ask(settings, "why is there no hold slack for uart_tx?")
    assert "its worst hold slack is not reported; it is read from OpenSTA report_checks -path_delay min" in answer
    assert "runs `report_checks -path_delay max -group_count 3` without -path_delay min" in answer


def test_designs_that_fail_hold_are_filtered_by_their_hold_slack(settings):
    answer = ask(settings, "which runs show a hold failure?")
    assert answer.startswith("1 of 1 designs with hold paths reported violate hold timing (worst slack < 0): alu8")


def test_how_large_is_the_area_even_when_the_question_names_the_library(settings):
    assert "mac8: chip area = " in ask(settings, "how large is mac8 in library units?")


def test_a_total_of_one_designs_metric_is_its_value_even_beside_a_flow_word(settings):
    answer = ask(settings, "mac8: instance total once the flow is done?")
    assert answer.startswith("- mac8: cell count = ")


def test_meeting_timing_unqualified_means_every_check_a_report_holds(settings):
    violating = ask(settings, "which designs violate timing?")
    assert "violate timing (worst slack < 0 in a check they report): alu8" in violating
    assert "alu8" not in ask(settings, "which designs meet timing?").splitlines()[0]
    assert "alu8" not in ask(settings, "which designs fail setup?").splitlines()[0]


def test_designs_without_a_kind_of_issue_are_the_ones_at_zero(settings):
    answer = ask(settings, "which designs have zero latches?")
    assert answer.startswith("5 of 6 designs report inferred latches = 0") and "lint_mess" not in answer.splitlines()[0]


def test_a_total_over_the_designs_that_used_a_named_pass_counts_only_those(settings):
    answer = ask(settings, "total cell count of the designs that used flatten?")
    lead, total = answer.splitlines()[:2]
    assert lead.startswith("1 of 6 designs' flow scripts use flatten: mac8 (without: ")
    assert total.startswith("The total cell count over 1 designs is")


def test_cells_named_by_function_are_counted_with_their_total(settings):
    assert ask(settings, "number of 2-input multiplexer cells in alu8?") == "- alu8: MUX2X1 cells = 8 cells (counted in the netlist) [1]"
    answer = ask(settings, "total inverters across counter16 and mac8?")
    assert answer.splitlines()[0] == "INVX1: 41 cells in total over counter16, mac8 (computed)."


@pytest.mark.parametrize("question,lacking", [("which runs have no timing report?", "broken_parse"),
                                              ("runs without a netlist?", "broken_parse")])
def test_a_report_filter_negated_keeps_the_runs_that_lack_it(settings, question, lacking):
    lead = ask(settings, question).splitlines()[0]
    assert " runs have no " in lead and lacking in lead and "alu8" not in lead


def test_the_mean_area_of_one_design_is_per_cell(settings):
    answer = ask(settings, "average cell area of alu8?")
    assert answer.startswith("- alu8: chip area per cell count = ") and "(computed: 18432.000000 um^2 / " in answer
    assert ask(settings, "average area over all designs").startswith("The average chip area over ")  # a mean of designs
