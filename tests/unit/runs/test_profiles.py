"""A design told by what its names and comments say: a field's term before the ordinary noun they share says which
one is meant, and when no run holds that term, no run is the one described."""

import pytest

from runs.qa.profiles import contradicted, described_design, opposite_kind, unheld_description

PROFILES = {
    "cinnabar_irqctl": (["cinnabar", "irqctl"], "cinnabar_irqctl: 8-input interrupt controller with a mask"),
    "mongoose_syncfifo": (["mongoose", "syncfifo"], "mongoose_syncfifo: single-clock FIFO with full/empty flags"),
    "sloth_pwm": (["sloth", "pwm"], "sloth_pwm: PWM generator with a programmable period"),
}


@pytest.mark.parametrize("question,said", [("area of the ddr controller?", "ddr controller"),
                                           ("axi-controller cells", "axi controller")])
def test_a_field_term_no_run_holds_before_their_shared_noun_names_none(question, said):
    found = described_design(question, PROFILES, {}, {"area", "cells"})
    assert found.designs == [] and found.unmatched == said


@pytest.mark.parametrize("question", ["area of the interrupt controller?", "area of the controller (ddr side)?",
                                      "edif controller netlist"])
def test_the_noun_alone_a_term_runs_hold_or_a_format_still_names_the_design(question):
    found = described_design(question, PROFILES, {}, {"area", "netlist"})
    assert found.designs == ["cinnabar_irqctl"] and not found.unmatched


DEBOUNCER = {**PROFILES, "potoo_debounce": (["potoo", "debounce"], "potoo_debounce: push-button debouncer")}


def test_a_field_term_after_the_article_is_what_is_named_not_a_profile_word_elsewhere():
    found = described_design("did anyone push the uart through synthesis?", DEBOUNCER, {}, {"synthesis"})
    assert found.designs == [] and found.unmatched == "uart"


@pytest.mark.parametrize("question", ["did anyone push the rtl through synthesis?",  # a kind of file a run holds
                                      "did anyone push the reciever through synthesis?",  # a typo of "receiver"
                                      "did anyone push the button through synthesis?"])  # English
def test_a_kind_of_file_a_typo_or_an_english_word_after_the_article_is_no_foreign_term(question):
    assert described_design(question, DEBOUNCER, {}, {"synthesis"}).unmatched == ""


def test_a_number_before_a_noun_describes_and_a_number_before_a_unit_does_not():
    counters = {**PROFILES, "sassafras_seq": (["sassafras", "seq"], "sassafras_seq: Moore FSM that detects 1011"),
                "hoopoe_cdc": (["hoopoe", "cdc"], "hoopoe_cdc: domain B detects a toggle")}
    assert described_design("encoding of the 1011 detector?", counters, {}, {"encoding"}).designs == ["sassafras_seq"]
    assert described_design("the detector at 1011 mhz?", counters, {}, set()).designs != ["sassafras_seq"]


@pytest.mark.parametrize("question,said", [("baud rate error of the uart receiver", "uart receiver"),
                                           ("receive-side UART path delays?", "uart receiver"),
                                           ("uart rx area", "uart receiver"), ("spi slave setup slack?", "spi slave")])
def test_the_other_end_of_a_link_is_not_the_run_taken_for_it(question, said):
    titles = {"puma_uarttx": "puma_uarttx: UART transmitter, 8N1", "walleye_spim": "walleye_spim: SPI master, mode 0"}
    taken = "puma_uarttx" if "uart" in question.lower() else "walleye_spim"
    assert opposite_kind(question, {taken: titles[taken]}) == said


def test_a_synonym_or_the_same_role_is_the_run():
    assert opposite_kind("the spi controller slack", {"walleye_spim": "walleye_spim: SPI master, mode 0"}) == ""
    assert opposite_kind("uart transmitter area", {"puma_uarttx": "puma_uarttx: UART transmitter"}) == ""
    assert opposite_kind("uart tx area", {"puma_uarttx": "puma_uarttx: UART transmitter"}) == ""


REGFILE = {**PROFILES, "gerbil_latchrf": (["gerbil", "latchrf"], "gerbil_latchrf: 4x8 latch register file")}


@pytest.mark.parametrize("question", ["netlist formats: how many files of each kind got written?",
                                      "per file-type tally of written netlists", "number of files per run"])
def test_files_counted_or_typed_describe_no_register_file(question):
    assert described_design(question, REGFILE, {}, {"netlist"}).designs == []


def test_the_register_file_is_still_described_by_its_title():
    assert described_design("area of the register file?", REGFILE, {}, {"area"}).designs == ["gerbil_latchrf"]


def test_a_modifier_negating_the_titles_is_the_other_variant():
    assert contradicted("the async fifo - timing ok?", ["synchronous", "single", "clock", "fifo"]) == "async fifo"
    assert contradicted("unsigned multipliers area", ["signed", "multiplier"]) == "unsigned multipliers"


def test_a_modifier_the_title_shares_or_a_word_too_short_to_negate_is_no_contradiction():
    assert contradicted("the synchronous fifo area", ["synchronous", "fifo"]) == ""
    assert contradicted("the async reset of the fifo", ["synchronous", "fifo"]) == ""
    assert contradicted("the also fifo", ["lso", "fifo"]) == ""


def test_a_rare_word_no_run_holds_is_said_with_the_unheld_words_beside_it():
    assert unheld_description("the vga timing block", PROFILES, {"area"}, rare=True) == "vga timing block"
    assert unheld_description("vga controller pixel clk?", PROFILES, {"area"}, rare=True) == "vga"  # a controller is
    assert unheld_description("pwm period?", PROFILES, {"area"}, rare=True) == ""  # held; the PWM's words are its own
