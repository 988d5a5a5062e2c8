"""Questions over the real runs of blind set 45: a crossing said by the registers at its ends is the crossing of their
clocks; "setup" alone beside an extreme is the setup slack; a report block said by its title comes back whole; a part
of one run's name before what the run wrote names that run; "top module" names the hierarchy's root, not a ranking,
and a figure the question quotes picks the run that printed it; a submodule the top's stat cannot price comes with its
own area; the runs that only checked their RTL are a kind of run; a warning about a named net comes with what Yosys's
check made of the design; and timing repair is a flow step a synthesis run does not show. Studied after the set's
claim: a common word that ends one run's name names it after an article or "vs" ("the mac"); a netlist format a run
did not write comes with the files it did; FPGA mapping is a step an ASIC run lacks; a clock tree asked of a run
without one quotes the timer's ideal clocks; a sweep asked of a run timed once is refused; "most of the power" in
one design is its breakdown; where an unnamed generated clock is defined is its script's line."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set45-crossings"


@pytest.fixture(scope="module")
def set45(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind45", sorted(
        run.name for run in (BLIND_SETS / "runs_blind45" / "runs").iterdir()), SCOPE)


def test_a_crossing_said_by_its_registers_is_the_crossing_of_their_clocks(set45):
    answer = run_answer(set45, SCOPE, "cuscus: does the timer see a path from tog_a into sync_b?")
    assert not answer.abstained and "no reported path is launched by clk_a and captured by clk_b" in answer.answer
    assert "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}" in answer.answer


def test_registers_of_one_clock_are_no_crossing(set45):
    answer = run_answer(set45, SCOPE, "cuscus: what is the worst path from sync_b to events_b?")
    assert "launched by clk_b and captured by" not in answer.answer


def test_setup_beside_an_extreme_is_the_setup_slack(set45):
    answer = run_answer(set45, SCOPE, "agouti_clkdiv worst setup?")
    assert answer.parse["query"]["metric"] == "timing__setup__ws" and "2.569" in answer.answer


def test_a_report_block_said_by_its_title_comes_back_whole(set45):
    answer = run_answer(set45, SCOPE, "how much time borrowing does the tayra latch path do?")
    assert "02_sta_latch.rpt:73: max time borrow" in answer.answer and "9.766" in answer.answer
    assert "02_sta_latch.rpt:74: actual time borrow" in answer.answer


def test_a_part_of_one_name_before_what_the_run_wrote_names_the_run(set45):
    answer = run_answer(set45, SCOPE, "slowest stage on the mac path?")
    assert answer.parse["designs"] == ["olingo_mac"] and "_1028_/Y (NAND3X1)" in answer.answer


def test_a_quoted_figure_picks_the_run_that_printed_it_and_top_module_is_no_ranking(set45):
    answer = run_answer(set45, SCOPE, "the tarsier_spi top module shows 17912 in the stat, why?")
    assert answer.parse["designs"] == ["tarsier_spi_hier"] and answer.parse["query"].get("op", "") != "max"
    assert "chip area of module tarsier_sclk(DIV=3) = 8516.000000" in answer.answer
    assert "chip area = 26428.000000" in answer.answer


def test_the_runs_that_only_checked_their_rtl_are_listed(set45):
    answer = run_answer(set45, SCOPE, "which runs were lint-only jobs?")
    assert answer.answer.startswith("1 run only checked the RTL")  # a compile before a synthesis that failed is
    assert "gaur_arbiter:" in answer.answer and "markhor_uartrx_par:" not in answer.answer  # the synthesis it set out
    assert "sifaka_debounce:" not in answer.answer and "tarsier_spi_nosclk:" not in answer.answer  # to be


def test_a_warning_about_a_named_net_comes_with_the_checks_verdict(set45):
    answer = run_answer(set45, SCOPE, "should I worry about the any_req warning in gaur?")
    assert "implicitly declared" in answer.answer and "yosys_check.log:108: Found and reported 0 problems." in answer.answer


def test_timing_repair_is_a_step_the_synthesis_run_does_not_show(set45):
    answer = run_answer(set45, SCOPE, "serval_pwm slack after the hold fixing step?")
    assert answer.abstained and "Timing repair" in answer.answer and "is not in the run of serval_pwm" in answer.answer


def test_a_common_word_ending_one_runs_name_names_it_after_an_article_or_vs(set45):
    assert run_answer(set45, SCOPE, "how many cells in the mac?").parse["designs"] == ["olingo_mac"]
    both = run_answer(set45, SCOPE, "alu vs mac: worse slack?").parse["designs"]
    assert sorted(both) == ["mandrill_alu", "olingo_mac"]


def test_a_format_a_run_did_not_write_comes_with_the_files_it_did(set45):
    answer = run_answer(set45, SCOPE, "edif netlist of the mac?")
    assert answer.abstained and answer.answer.startswith(
        "olingo_mac wrote no EDIF netlist; it wrote olingo_mac_flat.blif, olingo_mac_flat.v; the EDIF netlists here:")


def test_fpga_mapping_is_a_step_an_asic_run_does_not_show(set45):
    answer = run_answer(set45, SCOPE, "how many LUTs does mandrill_alu take?")
    assert answer.abstained and answer.answer.startswith("FPGA mapping (LUTs) is not in the run of mandrill_alu")


def test_a_clock_tree_asked_of_a_run_without_one_quotes_the_ideal_clocks(set45):
    answer = run_answer(set45, SCOPE, "serval clock tree latency?")
    assert answer.abstained and "What the tools assumed in its place: serval_pwm, sta.rpt.d/timing_10ns.rpt:15: clock " \
        "network delay (ideal)." in answer.answer


def test_a_sweep_asked_of_one_run_timed_once_is_refused(set45):
    answer = run_answer(set45, SCOPE, "mac period sweep: which periods pass?")
    assert answer.abstained and answer.answer.startswith(
        "The run of olingo_mac did not sweep the clock period: it timed its clock at one period at most.")


def test_most_of_a_figure_in_one_design_is_its_breakdown(set45):
    answer = run_answer(set45, SCOPE, "what takes most of the power in the spi master?").answer
    assert "tarsier_spi_hier: out+hier/sta_hier.rpt:71: Sequential" in answer and "79.8%" in answer


def test_where_an_unnamed_generated_clock_is_defined_is_its_script_line(set45):
    answer = run_answer(set45, SCOPE, "agouti: where is the generated clock defined?").answer
    assert answer.startswith("- sta/clocks.sdc:2-2: 2: create_generated_clock -name clk_div4 -source [get_ports clk] "
                             "-divide_by 4 [get_pins _164_/Q]")
