"""Run-QA exact-fact matching: numbers normalized, units required and converted."""

import pytest

from eval.metrics.facts import check_facts, states_measurement

ANSWER = "WNS is -0.23 ns and the area is 1,234.50 um^2 with 12 cells; top module alu8."


@pytest.mark.parametrize(
    "fact",
    ["-0.23 ns", "1234.5 um2", "1234.5 µm²", "12 cells", "alu8", "ALU8", "-230 ps", "-0.23", "top module"],
)
def test_stated_facts_match(fact):
    assert check_facts(ANSWER, [fact]).passed


@pytest.mark.parametrize(
    "fact",
    ["0.23 ns", "-0.3 ns", "1234.5 mm^2", "12 luts", "alu", "230 ps", "-0.24 ns", "counter16"],
)
def test_unstated_facts_do_not_match(fact):
    check = check_facts(ANSWER, [fact])
    assert not check.passed
    assert check.missing == (fact,)


def test_units_are_required_when_the_fact_has_one():
    assert not check_facts("the slack is -0.23", ["-0.23 ns"]).passed
    assert check_facts("the slack is -0.23 nanoseconds", ["-0.23 ns"]).passed


def test_precision_follows_the_fact_and_unicode_minus_is_a_minus():
    assert check_facts("slack \u22120.2301 ns", ["-0.23 ns"]).passed
    assert not check_facts("slack -0.2 ns", ["-0.23 ns"]).passed
    assert check_facts("slack -0.23 ns", ["-0.2 ns"]).passed  # more precise than the fact: consistent


def test_all_facts_needed_to_pass():
    check = check_facts(ANSWER, ["-0.23 ns", "99 cells"])
    assert check.matched == ("-0.23 ns",)
    assert check.missing == ("99 cells",)
    assert not check.passed
    assert check_facts("anything", []).passed


def test_numbers_inside_a_text_fact_are_compared_as_values():
    """A phrase fact with numbers accepts the report's own printing of them, and only the same values."""
    fact = "3,328 um^2 -> 3,840 um^2"
    assert check_facts("chip area: 3328.000000 um^2 -> 3840.000000 um^2 (+512)", [fact]).passed
    assert not check_facts("chip area: 3329.000000 um^2 -> 3840.000000 um^2", [fact]).passed
    assert not check_facts("chip area: 3328 um^2 to 3840 um^2", [fact]).passed
    ranked = "mac8 -0.46 ns, counter16 0.38 ns"
    assert check_facts("ranked: mac8 -0.46 ns, counter16 0.38 ns.", [ranked]).passed
    assert not check_facts("ranked: mac8 -0.64 ns, counter16 0.38 ns.", [ranked]).passed
    assert check_facts("a ratio of 3.88x", ["3.88x"]).passed and not check_facts("3.89x", ["3.88x"]).passed


def test_a_text_facts_last_word_may_be_inflected_but_not_grown_into_another_word():
    answer = "cfg_shadow: synthesis failed, so its area was not reported; 3 latches remain."
    assert check_facts(answer, ["fail", "latch", "report"]).passed
    assert not check_facts(answer, ["fai"]).passed
    assert not check_facts("the value is noted", ["not"]).passed
    assert not check_facts("a failure", ["fail"]).passed


def test_a_comma_that_ends_a_clause_is_no_part_of_the_number_before_it():
    assert not states_measurement("No run here sets DIV to 100, so I have no figure for that variant.")
    assert states_measurement("the area grew by 87,636 um^2") and check_facts("grew by 87,636 um^2", ["87636 um^2"]).passed
