"""Questions over real runs of blind sets 37 to 40: a design called by other words than its RTL comments use ("the SPI
controller" of "// SPI master", "that serial transmitter" of "// UART transmitter"), said to be taken by meaning; a thing
no run is; a design described beside a name no run holds; a count of the runs that left the timer's output, named by
the timer; an RTL file whose name holds the letters of "gate" (``agate_seqdiv.v``) read as the RTL it is; a format's
name asked of a design, not of the run named after it; netlists counted by format; a step a simulation never did
(coverage) said before its verdict, and a waveform file the run holds showing the step; lint-only runs asked of a scope
that has none, refused."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE, SCOPE38, SCOPE39, SCOPE40 = ("team:set37-meaning", "team:set38-meaning", "team:set39-meaning",
                                    "team:set40-meaning")


@pytest.fixture(scope="module")
def set37(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind37", (
        "impala_power", "azurite_osu", "cassowary_d8", "lapwing_simfail", "galena_latch", "jacana_quiet", "kyanite_abcdly"), SCOPE)


def test_a_synonym_of_the_title_names_the_design(set37):
    answer = run_answer(set37, SCOPE, "Was there ever a testbench run for the SPI controller?")
    assert answer.parse["designs"] == ["impala_spimaster"]
    assert "holds no simulation output" in answer.answer and "lapwing_satcnt" in answer.answer
    assert "taken by meaning as impala_spimaster" in answer.answer  # the asker sees the design was read by meaning


def test_a_description_in_other_words_gets_that_designs_figure(set37):
    answer = run_answer(set37, SCOPE, "That serial transmitter met 100 MHz; how much slack is left?")
    assert answer.parse["designs"] == ["azurite_uarttx"]
    assert answer.answer.startswith("- azurite_uarttx: worst setup slack = 6.169 ns")


def test_a_thing_no_run_is_stays_absent(set37):
    answer = run_answer(set37, SCOPE, "chip area of the axi interconnect?")
    assert answer.abstained and "um^2" not in answer.answer


def test_a_refusal_offers_first_the_design_described_beside_the_absent_name(set37):
    answer = run_answer(set37, SCOPE, "ice40 utilisation for the alu?")
    assert answer.abstained and "Closest indexed designs: kyanite_alu" in answer.answer


def test_the_runs_that_left_the_timers_output_named_by_the_timer_are_counted(set37):
    answer = run_answer(set37, SCOPE, "Count of runs that left static timing output behind?")
    assert answer.parse["query"]["operator"] == "count" and answer.parse["query"]["filter"] == "with_timing"
    assert answer.answer.startswith("4 of 7 runs have a sta report")


@pytest.fixture(scope="module")
def set39(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind39", ("agate_div_sta", "chamois_avg_missing", "gazelle_rx_sim"),
                             SCOPE39)


@pytest.fixture(scope="module")
def set40(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind40", ("tern_alu_edif", "nuthatch_spim_map", "pika_div_w8"),
                             SCOPE40)


def test_rtl_whose_name_holds_the_letters_of_gate_is_read_as_rtl(set39):
    answer = run_answer(set39, SCOPE39, "whats the chip area of the divider after osu035 mapping?")
    assert answer.parse["designs"] == ["agate_seqdiv"] and "55580" in answer.answer


def test_a_format_asked_of_a_design_names_no_run_named_after_the_format(set40):
    answer = run_answer(set40, SCOPE40, "EDIF netlist of the spi master?")
    assert answer.parse["designs"] == ["nuthatch_spim"] and answer.abstained
    assert answer.answer.startswith("nuthatch_spim wrote no EDIF netlist") and "tern_alu.edf" in answer.answer


def test_netlists_asked_of_as_a_set_of_formats_are_counted_by_format(set40):
    answer = run_answer(set40, SCOPE40, "breakdown of netlist files by format?")
    lead = answer.answer.splitlines()[0]
    assert lead.startswith("Netlist files by format (counted, 4 files in 3 runs): Verilog: v 3, EDIF: edf 1")


@pytest.fixture(scope="module")
def set38(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind38", ("rosella_tbsim", "peridot_tbsim", "nutria_w8_osu", "nutria_w12_osu"),
                             SCOPE38)


def test_a_step_a_simulation_never_did_is_said_before_its_verdict(set39):
    answer = run_answer(set39, SCOPE39, "coverage report from the uart testbench?")
    assert answer.abstained and answer.answer.startswith("Code coverage from simulation is not in the run of gazelle_uartrx")
    assert "printed last" not in answer.answer  # the verdict is what the run holds instead, not the answer


def test_a_waveform_file_the_run_holds_shows_the_step(set38):
    answer = run_answer(set38, SCOPE38, "got a vcd from the spi master sim?")
    assert answer.parse["designs"] == ["rosella_spimaster"] and "is not in the run" not in answer.answer


def test_lint_only_runs_asked_of_a_scope_without_any_are_refused(set40):
    answer = run_answer(set40, SCOPE40, "any lint-only runs here?")
    assert answer.abstained and "No run here only checks its RTL" in answer.answer
