"""Questions over real runs of blind sets 47, 49 and 50: a pass written in code quotes is that pass, whatever English
does with the word; a syntax error is quoted from the line before the one the parser tripped on; two tools named
beside a log one of them wrote each give their errors; a tag with a digit names the one run it ends; "how much of the
critical path is input delay" shows the budget beside the path's parts; a flow step named by its initials (CTS) is
the step's question; a waveform dump is the simulation's VCD; each side of "vs" names its own run; and the timer's
own path groups say what their paths are."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:sets47-50-passes"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind47", ["lavender_uarttx_lint", "jicama_arbiter_rev2"],
                                 SCOPE)
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind49", [
        "steppe_debounce_lint", "steppe_debounce_v2", "oryx_div_osu", "oryx_div_tb", "takin_uart_sim",
        "mangrove_arb_abcd", "muskrat_bcd_sweep"], SCOPE, settings)
    return ingest_blind_runs(tmp_path_factory, "runs_blind50", ["crocoite_mac_hier"], SCOPE, settings)


def test_a_pass_in_code_quotes_is_that_pass(runs):
    answer = run_answer(runs, SCOPE, "what did `check` say for lavender_uarttx_lint?").answer
    assert "Executing CHECK pass" in answer and "Found and reported 0 problems." in answer


def test_two_tools_named_beside_a_log_each_give_their_errors(runs):
    answer = run_answer(runs, SCOPE, "jicama_arbiter_rev2: iverilog and yosys both choke, what on?").answer
    assert "hdl/jicama_arbiter_rev2.v:38: syntax error" in answer and "unexpected TOK_IF" in answer


def test_a_syntax_error_is_quoted_from_the_line_before(runs):
    answer = run_answer(runs, SCOPE, "what exactly is broken in the v2 debounce source?").answer
    assert "steppe_debounce_v2" in answer and "19: reg [CW-1:0] stable_cnt; | 20: reg [LW-1:0] hold_cnt" in answer


def test_input_delay_is_shown_against_the_path_it_starts(runs):
    answer = run_answer(runs, SCOPE, "oryx_div_osu: what part of the critical path is input delay?").answer
    assert "input external delay 1.000 ns (28.25%)" in answer and "of the 3.540 ns arrival" in answer


def test_a_step_named_by_its_initials_is_the_steps_question(runs):
    answer = run_answer(runs, SCOPE, "crocoite_mac_hier CTS latency?")
    assert answer.abstained and answer.answer.startswith("Clock tree synthesis is not in the run of crocoite_mac:")
    assert "clock network delay (ideal)" in answer.answer  # what the timer assumed instead


def test_a_waveform_dump_is_the_simulations_vcd(runs):
    answer = run_answer(runs, SCOPE, "did the takin_uart_sim testbench leave a waveform dump?")
    assert answer.abstained and "oryx_div_tb" in answer.answer and ".vcd" in answer.answer


def test_each_side_of_vs_names_its_own_run(runs):
    answer = run_answer(runs, SCOPE, "round-robin arbiter vs bcd: area difference?")
    assert set(answer.parse["designs"]) == {"mangrove_arb", "muskrat_bcd"}
    assert "15760" in answer.answer and "15620" in answer.answer
