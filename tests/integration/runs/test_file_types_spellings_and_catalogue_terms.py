"""Questions over real runs of blind sets 35 and 36: what a run is comes from its top module's file, not from a
sub-module's file read first; a name written joined up ("crc16") that one design's comments write with a hyphen
("CRC-16/CCITT"), or as the initials of their words ("clock-domain crossing"), and a synchronizer's RTL
(``*_sync.v``) read as RTL, not as a synthesized netlist; a type of file asked of a run that has none while other
runs do, and the runs that hold a type of file (a Makefile); a term in capitals that nothing of the named runs
mentions; a term of the catalogue that a folder's name part merely starts ("hierarchy" of ``*_hier``) is the term,
not a description of that run."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE35, SCOPE36 = "team:set35", "team:set36"


@pytest.fixture(scope="module")
def set35(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind35", ("jade_mult_hier", "larch_cdc_2clk", "alder_uart_map",
                                                                "elk_div_map"), SCOPE35)


@pytest.fixture(scope="module")
def set36(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind36", ("osmium_hier", "osmium_partial", "yew_quiet",
                                                                "sorghum_tb", "raccoon_tb", "pewter_sweep", "zander_make",
                                                                "tamarind_params", "turmeric_dual"), SCOPE36)


def test_a_description_fits_every_run_of_a_top_whose_sub_module_files_come_first(set36):
    """osmium_hier keeps the sub-modules' files (read first by name) beside the top's; osmium_partial only the top's."""
    answer = run_answer(set36, SCOPE36, "is there any parasitic back-annotation in the spi master's timing?")
    assert answer.parse["designs"] == ["osmium_hier", "osmium_partial"]
    assert answer.abstained


def test_a_name_written_joined_up_is_the_design_whose_comments_hyphenate_it(set36):
    answer = run_answer(set36, SCOPE36, "crc16 area?")
    assert answer.parse["designs"] == ["yew_crc"] and not answer.parse["absent"]
    assert "15472" in answer.answer
    refused = run_answer(set36, SCOPE36, "crc32 area?")
    assert refused.abstained and refused.parse["absent"] == ["crc32"]


def test_a_file_type_a_run_lacks_is_refused_with_the_runs_that_have_one(set36):
    answer = run_answer(set36, SCOPE36, "send me the vcd of the galois lfsr testbench")
    assert answer.abstained and "raccoon_debounce" in answer.answer and "sorghum_lfsr" in answer.answer
    own = run_answer(set36, SCOPE36, "debouncer sim: which vcd file did the testbench dump?")
    assert own.parse["designs"] == ["raccoon_debounce"] and not own.abstained


def test_the_runs_holding_a_type_of_file_are_listed(set36):
    answer = run_answer(set36, SCOPE36, "list the runs built with a makefile")
    assert "2 of 9 runs" in answer.answer
    assert "pewter_alu" in answer.answer and "zander_gray" in answer.answer and "osmium_hier:" not in answer.answer
    assert answer.parse is not None and answer.parse["designs"] == [], "every run answer shows how it was read"


def test_a_catalogue_term_a_folder_part_starts_is_the_term_not_that_run(set35):
    answer = run_answer(set35, SCOPE35, "which runs retain the hierarchy?")
    assert answer.parse["designs"] == []
    assert "jade_mult" in answer.answer and "larch_cdc" in answer.answer


def test_initials_of_the_words_the_comments_use_name_the_design(set36):
    answer = run_answer(set36, SCOPE36, "what period is clk_a given in the cdc design?")
    assert answer.parse["designs"] == ["turmeric_sync"] and "10" in answer.answer
    assert run_answer(set36, SCOPE36, "what period is clk_a given in the dsp design?").parse["absent"] == ["dsp"]


def test_a_term_in_capitals_that_nothing_of_the_runs_mentions_is_refused(set36):
    answer = run_answer(set36, SCOPE36, "how many BRAM tiles does tamarind take?")
    assert answer.abstained and "BRAM" in answer.answer and "tamarind_fifo: a mapped (synthesised and mapped to osu035_stdcells.lib) flow: yosys" in answer.answer
    held = run_answer(set36, SCOPE36, "how many DFFPOSX1 does tamarind take?")
    assert not held.abstained
