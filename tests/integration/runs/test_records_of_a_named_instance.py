"""A question naming an instance and a kind of warning ("the sum port of u_sum gets resized") is answered with the
warnings of that kind about that instance, quoted, even when a word of it ("ports") also names an analysis or a
metric ("the packet-size run"); a question naming a signal and no figure gets the records about that signal; the
records of one FSM are quoted together; a net driven twice through a concatenation shows its other driver."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

RUNS = ("pkt_len_calc", "irq_latch_mux")
SCOPE = "team:instance"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind7", RUNS, SCOPE)


def test_the_resize_warnings_about_a_named_instance_lead(settings):
    answer = run_answer(settings, SCOPE, "the sum port of u_sum gets resized in pkt_len_calc. from how many bits?").answer
    assert answer.startswith("3 reported about u_sum (counted):")
    assert "Resizing cell port pkt_len_calc.u_sum.sum from 13 bits to 9 bits." in answer


def test_a_metric_word_in_a_description_does_not_hide_the_records_of_the_named_kind(settings):
    answer = run_answer(settings, SCOPE, "the u_sum adder of the packet-size run had a port width changed: from what "
                                         "to what?").answer
    assert answer.startswith("3 reported about u_sum (counted):") and "chip area" not in answer


def test_the_records_about_a_named_signal_lead_when_no_figure_is_asked(settings):
    answer = run_answer(settings, SCOPE, "what RTL construct turns nmi_flag into stored state?").answer
    assert answer.startswith("1 reported about nmi_flag (counted):")
    assert "Latch inferred for signal irq_latch_mux.nmi_flag" in answer and "if (mode == 2'b11)" in answer


@pytest.fixture(scope="module")
def other_sets(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind2", ("door_lock_fsm",), SCOPE)
    return ingest_blind_runs(tmp_path_factory, "runs_blind5", ("sensor_if",), SCOPE, settings)


def test_the_records_of_one_fsm_are_quoted_together(other_sets):
    answer = run_answer(other_sets, SCOPE, "the door lock state reg holds 3 bits in RTL, yet 5 flops in the netlist?").answer
    assert "Number of state bits:       5" in answer and "mapping auto encoding to `one-hot` for this FSM." in answer


def test_a_net_driven_twice_through_a_concatenation_shows_its_other_driver(other_sets):
    answer = run_answer(other_sets, SCOPE, "where in the RTL of sensor_if is alarm_hi driven twice?").answer
    assert "assign status[1:0] = {alarm_lo, alarm_hi};" in answer and "assign status[0]   = sample_ok;" in answer
