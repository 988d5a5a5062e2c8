"""What a path, a script's timing exceptions and a netlist's memories say, read off real runs: the slowest stage
of a worst path, the shortest period a change may reach before setup fails, the multicycle line behind a later
capture edge, the flops a memory became, the cells a lower-bound area leaves out, and what a run lacks (an FSM, a
power report, a timing report) said as missing."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:stages"
RUNS = ("ring_buf", "axis_slice", "credit_ctrl", "barrel_rot", "token_bucket", "watchdog_fsm", "cam8", "cordic_tight",
        "lzc16", "cfg_shadow")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind9", RUNS, SCOPE)


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_the_slowest_cell_on_a_worst_path_comes_first(settings):
    answer = ask(settings, "along ring_buf's critical path, which cell adds the most delay?")
    assert answer.splitlines()[1] == ("- ring_buf: the slowest stage of the worst path is _0599_/Y (NOR2X1): 2.001 "
                                      "ns of the path's 4.253 ns [2]")
    assert "the slowest stage" in ask(settings, "which gate is slowest on the watchdog's setup path?")


def test_a_period_pushed_until_setup_fails_is_the_minimum_period(settings):
    answer = ask(settings, "how low can the period of axis_slice be pushed before setup fails?")
    assert "minimum clock period 3.182 ns" in answer


def test_a_later_capture_edge_is_explained_by_the_multicycle_line_naming_the_instance(settings):
    answer = ask(settings, "why is credit_ctrl's path into u_stall checked against a later edge?")
    assert "credit_sta.tcl:8 (script): set_multicycle_path -setup 2 -through [get_pins u_stall/lowmark*]" in answer
    assert "to u_stall/_28_" in answer and "slack 4.930 ns (MET)" in answer


def test_flops_built_from_a_memory_are_counted_as_its_words(settings):
    answer = ask(settings, "how is ring_buf's flop count made up?")
    assert "registers of the 149 flip-flops: memory mem: 16 words x 8 bits (128), rdata[" in answer


def test_an_area_with_cells_of_unknown_area_says_how_many_it_leaves_out(settings):
    answer = ask(settings, "is barrel_rot's area complete?")
    assert "leaves out 1 cell type of unknown area ($_DLATCH_P_) (3 $_DLATCH_P_ cells): it is a lower bound" in answer


def test_a_worst_slack_is_quoted_with_the_digits_of_its_path(settings):
    assert "worst setup slack = -1.711 ns" in ask(settings, "worst slack of cordic_tight?")  # report_worst_slack: -1.71


def test_what_a_run_lacks_is_refused_with_where_to_look(settings):
    fsm = run_answer(settings, SCOPE, "what encoding did token_bucket's FSM get?")
    assert fsm.abstained and "the runs whose logs report an FSM are" in fsm.answer and "watchdog_fsm" in fsm.answer
    power = run_answer(settings, SCOPE, "how much power does cam8 draw?")
    assert power.abstained and "its total power is not reported" in power.answer
    path = run_answer(settings, SCOPE, "worst path of barrel_rot?")
    assert path.abstained and path.answer.startswith("barrel_rot was not timed: its run holds no timing report.")


def test_a_count_of_one_kind_of_message_counts_only_those(settings):
    assert ask(settings, "number of multiply driven notes in token_bucket's log?").startswith("12 reported (counted)")


def test_a_timing_exception_is_said_in_words_beside_its_line(settings):
    answer = ask(settings, "u_stall in credit_ctrl: why does its path get two periods?")
    assert "a multicycle path exception: setup is checked 2 clock cycles after launch instead of one" in answer
    assert "a multicycle path exception: the hold check moves 1 clock cycle back" in answer


def test_a_named_kind_of_warning_is_answered_by_its_records_whatever_figure_words_surround_it(settings):
    answer = ask(settings, "lzc16: an instance port got resized; is the result still right?")
    assert "Resizing cell port lzc16.u_hi.cnt from 3 bits to 4 bits." in answer and "cell count" not in answer


def test_a_module_figure_of_a_run_that_stopped_says_it_stopped_and_where(settings):
    found = run_answer(settings, SCOPE, "area of the shadow_reg module of cfg_shadow?")
    assert found.abstained and found.answer.startswith("cfg_shadow: synthesis failed, so the chip area of module shadow_reg")
    assert "shadow_bank" in found.answer


def test_a_design_described_but_not_run_here_is_refused_without_figures(settings):
    found = run_answer(settings, SCOPE, "what is the hold margin of the viterbi trellis decoder?")
    assert found.abstained and "A design described as 'viterbi trellis decoder' is not among the runs here" in found.answer
    assert " ns" not in found.answer
