"""A design told by what its names and comments say: a field's term before the ordinary noun they share says which
one is meant, and when no run holds that term, no run is the one described."""

import pytest

from runs.qa.profiles import described_design

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
