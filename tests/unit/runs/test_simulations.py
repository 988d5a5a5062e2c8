"""A testbench's format strings read as the lines they print."""

import pytest

from runs.qa.simulations import ASKED, GATE_LEVEL, Simulation, _pattern, failed


def test_a_format_string_matches_the_lines_its_call_prints():
    pattern = _pattern("TEST FAILED: %0d of %0d vectors out of order")
    assert pattern is not None and pattern.fullmatch("TEST FAILED: 3 of 6 vectors out of order")
    assert not pattern.fullmatch("TEST PASSED: 6 vectors")
    checksum = _pattern("ERROR: checksum mismatch got 0x%02h expected 0x%02h")
    assert checksum is not None and checksum.fullmatch("ERROR: checksum mismatch got 0x0f expected 0x71")
    spaced = _pattern("%0t: max_out=%0d age=%0d")
    assert spaced is not None and spaced.fullmatch("  125000: max_out=900 age=1")


def test_a_format_printing_too_little_of_its_own_is_not_recognised():
    assert _pattern("%0d %0d") is None
    assert _pattern("x=%h") is None


def test_simulation_and_gate_level_words():
    assert ASKED.search("did the test bench pass") and ASKED.search("sim results?") and ASKED.search("the tb log")
    assert not ASKED.search("iverilog warning on kbd_scan") and not ASKED.search("similar runs")
    assert GATE_LEVEL.search("gate-level sim of cmp_sort4") and not GATE_LEVEL.search("rtl simulation")


@pytest.mark.parametrize(("verdict", "lost"), [
    ("TEST FAILED: 4 of 5 vectors passed, 1 errors", True), ("TEST PASSED: 0 errors", False),
    ("ALL PASS, no mismatches", False), ("3 mismatches", True), ("RESULT: PASS (3 checks)", False)])
def test_a_verdict_is_decided_by_its_first_pass_or_failure_word(verdict, lost):
    assert failed(Simulation("d", "sim.log", "tb.v", ((1, verdict, 9),))) is lost
