"""Values the answer leads with: default, allowed range, unit."""

from retrieval.generators.values import value_summary


def test_default_range_and_unit_are_read_from_the_row():
    row = ("-iterations: Passes to run. The default value is `50`; the allowed values are integers "
           "`[0, MAX_INT]`.")
    assert value_summary(row) == "Default `50`; allowed integers `[0, MAX_INT]`"
    assert value_summary("-step: The distance (in microns) between sites.") == "Unit microns"
    assert value_summary("-halo: Separation of macros (Default: 0).") == "Default 0"


def test_text_without_values_adds_nothing():
    assert value_summary("Runs the placer on every region by default.") == ""


def test_a_default_stated_as_a_phrase_gives_no_value_to_lead_with():
    assert value_summary("-skip_gate_cloning: The default is to perform gate cloning during setup fixing.") == ""
    assert value_summary("The default is the whole core area.") == ""
    assert value_summary("Gate cloning is on; the default is disabled for hold.") == "Default disabled"
