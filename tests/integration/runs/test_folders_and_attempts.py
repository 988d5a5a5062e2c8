"""A run is also known by its folder's name; a run folder may hold two timing attempts; a figure asked with a
flow command's name also shows the command as the script wrote it."""

import re
import shutil

import pytest

from edabot.settings import Settings
from runs.store.ingest import ingest_run_paths

from .conftest import FIXTURES, run_answer

REPO = FIXTURES.parents[2]

SCOPE = "team:folders"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    runs = tmp_path_factory.mktemp("runs") / "runs"
    shutil.copytree(FIXTURES / "runs", runs)
    (runs / "mac8").rename(runs / "mac_unit8")  # the top module stays mac8
    script = runs / "mac_unit8" / "sta.tcl"  # a second attempt at 3.5 ns, the tighter period pipe_adder32 was timed at
    script.write_text(script.read_text() + "create_clock -name clk -period 3.5 [get_ports clk]\n")
    shutil.copytree(REPO / "eval/sets/runs_blind4/runs/pwm_bank", runs / "pwm_bank")  # pwm_chan at W=8 and W=6
    shutil.copytree(REPO / "eval/sets/runs_blind4/runs/scratchpad", runs / "scratchpad")  # a memory mapped to flops
    shutil.copytree(REPO / "eval/sets/runs_blind5/runs/regfile16x8", runs / "regfile16x8")  # one kept as $mem_v2
    shutil.copytree(REPO / "eval/sets/runs_blind5/runs/pipe_adder32", runs / "pipe_adder32")  # timed at 3.5 and 5 ns
    report = runs / "uart_tx" / "sta.rpt"
    tight = re.sub(r"(\d+\.\d+)   slack \(MET\)", r"-\1   slack (VIOLATED)", report.read_text())
    (runs / "uart_tx" / "sta_tight.rpt").write_text(tight)  # read after sta.rpt: the run's last word on timing
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    ingest_run_paths([runs], SCOPE, settings)
    return settings


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_a_design_is_asked_by_its_folder_and_answers_name_both(settings):
    answer = ask(settings, "cell count of mac_unit8?")
    assert "mac8: cell count" in answer and "not indexed" not in answer
    assert answer.endswith("(mac8 is the run in folder mac_unit8.)")
    assert "folder" not in ask(settings, "cell count of alu8?")  # a run whose folder is its name needs no note


def test_a_filter_names_the_other_attempt_that_disagrees(settings):
    violating = ask(settings, "which designs violate timing?")
    assert "uart_tx" in violating.splitlines()[0].split("Other timing reports")[0]
    assert "Other timing reports of the same run disagree: " in violating
    assert re.search(r"uart_tx: worst setup slack = 2\.\d+ ns in \S*sta\.rpt", violating)
    assert "disagree" not in ask(settings, "which designs have latches?")


def test_a_figure_asked_with_a_command_name_quotes_that_command(settings):
    answer = ask(settings, "abc figures for counter16?")
    assert "cells mapped by ABC" in answer and re.search(r"synth\.ys:\d+ \(yosys\): abc -liberty", answer)
    assert "abc -liberty" not in ask(settings, "cell count of counter16?")


def test_an_extreme_setting_reads_every_attempt_and_names_every_tie(settings):
    answer = ask(settings, "which design was timed with the smallest clock period?")
    assert answer.startswith("mac8 and pipe_adder32 share the smallest clock period: 3.5 ns")


def test_an_extreme_of_one_design_ranks_its_submodules(settings):
    answer = ask(settings, "which part of alu8 takes the most area?")
    assert "submodule logic_unit" in answer and "holds" in answer
    assert "submodule" not in ask(settings, "what is the largest area?")  # over designs, no parts


def test_a_module_built_at_two_parameter_sets_is_both_modules(settings):
    answer = ask(settings, "pwm_bank: why are there two pwm_chan modules in the stat?")
    assert "module pwm_chan is derived 2 times" in answer
    areas = ask(settings, "area of pwm_chan in pwm_bank")
    assert "8696" in areas and "13084" in areas


def test_a_memory_is_said_mapped_to_flops_or_kept_from_the_log(settings):
    mapped = ask(settings, "scratchpad: was the ram turned into flip-flops?")
    assert "memory ram of module scratchpad was mapped to logic and flip-flops" in mapped and "kept" not in mapped
    kept = ask(settings, "is the memory of regfile16x8 still a memory?")
    assert "still list a memory cell ($mem_v2 1)" in kept and "mapped to logic" not in kept
    assert "memory" not in ask(settings, "peak memory of alu8?").split("MB", 1)[1]  # a runtime figure, no memory record


def test_a_period_named_picks_its_attempt_and_a_what_if_starts_from_each_paths_own_period(settings):
    tight = ask(settings, "pipe_adder32 at 3.5ns, what's the tns?")
    assert tight.startswith("pipe_adder32: the attempt at 3.5 ns is sta_3p5ns.rpt") and "= -6.544 ns" in tight
    relaxed = ask(settings, "slack of the 5ns pipe_adder32 attempt?")
    own, sweep = relaxed.split("worst setup slack at each period of the sweep")  # its own figures, then each period's
    assert "sta_5ns.rpt" in own and "slack 0.407 ns (MET)" in own and "-1.093" not in own
    assert sweep.startswith(" in 2 reports: 3.5 ns -1.093 ns (violated), 5 ns 0.407 ns; the shortest period that "
                            "meets setup is 5 ns, in sta_5ns.rpt (1 of 2 do)")
    what_if = ask(settings, "would pipe_adder32 pass at 4 ns?")
    assert "at a 4 ns period the worst setup slack would be -0.593 ns" in what_if  # -1.093 + (4 - 3.5), not - (4 - 5)


def test_a_metric_noun_after_a_verb_of_using_is_no_command(settings):
    answer = ask(settings, "average area of the designs that were mapped to cells?")
    assert "flow scripts use" not in answer and answer.startswith("7 of 10 designs were mapped to a cell library")
    assert answer.splitlines()[1].startswith("The average chip area over 7 designs")  # the generic runs left out


def test_relaxing_the_clock_of_one_attempt_is_answered_by_the_runs_other_attempts(settings):
    answer = ask(settings, "pipe_adder32 fails at 3.5 ns; would a relaxed clock pass?")
    assert "the attempt at 3.5 ns is sta_3p5ns.rpt" in answer and "slack -1.093 ns (VIOLATED)" in answer
    assert "pipe_adder32: clock period = 5.000 ns" in answer and "pipe_adder32: worst setup slack = 0.407 ns" in answer
