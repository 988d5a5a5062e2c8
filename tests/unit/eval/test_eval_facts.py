"""Run-QA exact-fact matching: numbers normalized, units required and converted."""

import pytest

from eval.metrics.facts import check_facts

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
