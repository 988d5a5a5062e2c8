"""What a refusal offers instead, on real runs of blind set 14: the designs whose names share parts with an absent one
(words and their shortenings, a top module's name for runs named by folder), the generated clocks beside the created
ones, the runs that do give a constraint the named run lacks, the files a run holds when a tool it never ran is asked
for, and the constraints that decided which checks a timing report has."""

import pytest

from edabot.settings import Settings
from eval.metrics.facts import states_measurement

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:alternatives"
RUNS = ("xclk_grouped", "xclk_ungrouped", "nrzi_stuff_tx", "nonrest_div12", "mant_align16", "relay_seq_ctl",
        "stack_lifo8x8")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind14", RUNS, SCOPE)


def test_an_absent_design_is_offered_the_designs_sharing_parts_of_its_name(settings):
    answer = run_answer(settings, SCOPE, "area of lifo16x8?")
    assert answer.abstained and "Closest indexed designs: stack_lifo8x8," in answer.answer
    answer = run_answer(settings, SCOPE, "evt_cnt_cdc results?")  # evt shortens event; the runs go by their folders
    assert "Closest indexed designs: xclk_grouped, xclk_ungrouped," in answer.answer
    assert "top module xclk_event_cnt" in answer.answer and not states_measurement(answer.answer)


def test_an_absent_clock_is_offered_the_generated_clocks_too(settings):
    answer = run_answer(settings, SCOPE, "bclk2 clock in nrzi_stuff_tx - period?").answer
    assert "No clock named bclk2" in answer and "the clocks there are bclk, clk" in answer
    assert "the script creates generated clock bclk (nrzi_sta.tcl:5)" in answer


def test_a_constraint_the_run_lacks_is_said_with_the_runs_that_give_it(settings):
    answer = run_answer(settings, SCOPE, "multicycle path used in mant_align16?")
    assert answer.abstained
    assert answer.answer.startswith("No script of the run of mant_align16 gives set_multicycle_path; the runs that do: "
                                    "nonrest_div12; its scripts give instead: set_max_delay, set_case_analysis:")
    assert "div_sta.tcl:11 (script): set_multicycle_path 2 -setup" in answer.answer
    assert "mant_align16: mant_sta.tcl:9 (script): set_case_analysis 0 [get_ports bypass]" in answer.answer
    none = run_answer(settings, SCOPE, "any false paths in nonrest_div12?")  # a constraint of the SDC standard
    assert none.abstained and none.answer.startswith("No script of the run of nonrest_div12 gives set_false_path; its "
                                                     "scripts give instead: set_multicycle_path:")
    undriven = run_answer(settings, SCOPE, "input transition set in nonrest_div12?")  # no exception: none offered
    assert undriven.abstained and "instead" not in undriven.answer


def test_a_constraint_the_run_gives_is_answered_and_max_delay_stays_a_check(settings):
    answer = run_answer(settings, SCOPE, "what multicycle path does nonrest_div12 set?")
    assert "No script" not in answer.answer
    answer = run_answer(settings, SCOPE, "max delay paths of stack_lifo8x8?")  # the setup check, not set_max_delay
    assert "No script" not in answer.answer and "worst setup" in answer.answer


def test_a_tool_never_run_is_said_with_the_files_the_run_holds(settings):
    answer = run_answer(settings, SCOPE, "verilator lint results on relay_seq_ctl?").answer
    assert "verilator output is not in the run of relay_seq_ctl" in answer
    assert ("What it holds: relay_seq_ctl: a mapped (synthesised and mapped to osu035_stdcells.lib) flow: yosys "
            "(relay_build.log), a netlist (relay_seq_ctl_net.v).") in answer


def test_a_check_a_report_lacks_comes_with_the_constraints_the_script_gives(settings):
    answer = run_answer(settings, SCOPE, "hold slack in mant_align16?").answer
    assert "its worst hold slack is not reported" in answer
    assert "mant_sta.tcl:6 (script): set_max_delay 5.5 -from [all_inputs] -to [all_outputs]" in answer


@pytest.fixture(scope="module")
def set16(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind16", ("mux_sync_async", "mux_sync_timed", "yuv_luma_abc",
                                                                 "yuv_luma_mcp", "vcore_mon", "wrr_sched3",
                                                                 "turnstile_ctrl", "prescaler_chain", "servo_tight"),
                             "team:set16")


def ask16(settings: Settings, question: str):
    return run_answer(settings, "team:set16", question)


def test_a_name_shaped_like_the_runs_clocks_is_an_absent_clock(set16):
    answer = ask16(set16, "whats the slack on clk_fast in the mux runs")
    assert answer.abstained and answer.answer.startswith("No clock named clk_fast is created in the runs of")
    assert "mux_sync_async: the script creates clock clk_src" in answer.answer and "is not indexed" not in answer.answer


def test_an_absent_library_is_said_with_the_liberty_files_read(set16):
    answer = ask16(set16, "which runs used the sky130 lib")
    assert answer.abstained
    assert answer.answer.startswith("No run here reads a library named sky130; the liberty files they read: "
                                    "osu035_stdcells.lib:")


def test_a_figure_of_a_run_that_stopped_is_refused_with_where_it_stopped(set16):
    answer = ask16(set16, "fmax of vcore_mon?")
    assert answer.abstained and "Found 2 problems in 'check -assert'." in answer.answer


def test_a_report_or_a_rare_constraint_word_the_run_lacks_is_said(set16):
    answer = ask16(set16, "multicycle setting used in yuv_luma_abc")
    assert answer.answer.startswith("No script of the run of yuv_luma_abc gives set_multicycle_path; the runs that "
                                    "do: yuv_luma_mcp:")
    answer = ask16(set16, "clock properties for servo_tight")  # the one run of servo_pulse_gen here, in that folder
    assert answer.answer.startswith("No script of the run of servo_pulse_gen gives report_clock_properties; the runs "
                                    "that do: mux_sync_async, prescaler_chain; its scripts give instead: report_checks, "
                                    "report_worst_slack, report_tns:")  # the reports its timer was asked for


def test_an_fsm_asked_of_a_run_without_one_names_the_runs_with_one(set16):
    answer = ask16(set16, "fsm recoding result for wrr_sched3?")
    assert answer.abstained
    assert "wrr_sched3: the log reports no FSM extraction; the runs whose logs report an FSM are turnstile_ctrl" \
        in answer.answer
    assert "const_ff" not in answer.answer
