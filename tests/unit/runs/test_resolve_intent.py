"""Design resolution and the offline intent parser."""

from runs import metrics as m
from runs.intent import parse_intent
from runs.resolve import resolve_designs

KNOWN = ["alu8", "counter16", "uart_tx", "mac8"]


def test_exact_and_fuzzy_names():
    assert resolve_designs("area of alu8?", KNOWN, []).designs == ["alu8"]
    assert resolve_designs("cells in uart-tx", KNOWN, []).designs == ["uart_tx"]
    assert resolve_designs("area of uart_txx", KNOWN, []).designs == ["uart_tx"]


def test_absent_designs_are_reported_with_suggestions():
    found = resolve_designs("What is the WNS of alu16?", KNOWN, [])
    assert found.absent == ["alu16"] and found.designs == [] and "alu8" in found.suggestions["alu16"]
    assert resolve_designs("area of the design picorv32", KNOWN, []).absent == ["picorv32"]


def test_vocabulary_words_are_not_designs():
    found = resolve_designs("How many DFFPOSX1 cells does counter16 have?", KNOWN, ["DFFPOSX1"])
    assert found.designs == ["counter16"] and found.absent == []


def test_intents():
    assert parse_intent("Which design has the largest area?").agg == "max"
    assert parse_intent("What is the TNS of mac8?").metric == m.SETUP_TNS
    assert parse_intent("What is the critical path of mac8?").op == "path"
    assert parse_intent("What changed since the last run?").op == "diff"
    assert parse_intent("Which designs violate timing?").violators
    latch = parse_intent("Which signal has an inferred latch in lint_mess?")
    assert latch.op == "issues" and latch.issue_kinds == ["latch"]
