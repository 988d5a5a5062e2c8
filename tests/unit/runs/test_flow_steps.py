"""A flow step or its file is named by its acronym, by what the acronym stands for, or by what the file holds."""

import pytest

from runs.qa.flow_steps import steps_named


@pytest.mark.parametrize("question,step", [
    ("where's the SDF for the crc signoff", "SDF delay annotation"),
    ("standard delay format output for the crc signoff - path?", "SDF delay annotation"),
    ("standard parasitic exchange format file of the alu?", "parasitic extraction (SPEF)"),
    ("waveform dump for the seqdet failure?", "switching activity from simulation (VCD/SAIF)"),
    ("value change dump of the lfsr sim", "switching activity from simulation (VCD/SAIF)"),
])
def test_a_step_is_named_by_its_acronym_or_what_it_stands_for(question, step):
    assert [found.name for found in steps_named(question)] == [step]


def test_a_command_written_whole_names_no_step():
    assert steps_named("what does report_sdf_delay print?") == []


def test_a_clocks_waveform_names_no_simulation_step():
    assert steps_named("clk period and waveform in dual_nco's timing run") == []  # create_clock -waveform
