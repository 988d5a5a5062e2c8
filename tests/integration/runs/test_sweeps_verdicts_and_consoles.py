"""Questions over real runs of blind sets 53 and 54: a ranking by worst slack takes each run's worst attempt, and the
smallest period of a sweep scripted with a variable is read off its reports; a hold extreme names the removal check
the same report prints lower still; a run that compiled its RTL and then failed synthesis is the mapped flow it set
out to be; a lint run's own check verdict is its status; a run that failed for another reason is asked about timing
with its timer's verdict first; "meets timing, by what margin" gives hold beside setup; a flop count comes with the
mapper's own line; a run that simulated passed or failed by its testbench; two builds set against each other when
only one was made are refused; a figure of a module no file read defines is refused; "which ..., X or Y" names both;
"zero warnings" counts every tool's warnings; a quiet Yosys console sent through ``tee`` is read as its log; a
missing module's error comes with what the script did read; a latch path shows the time it borrowed; a figure two
reports of one run print differently is given for each report; a protocol no run implements is offered the runs of
its family's other protocols."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE53 = "team:set53"
SCOPE54 = "team:set54"


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind53", [
        "halibut_sweep", "plaice_2clk", "turbot_genclk", "anchovy_osu", "sturgeon_wip", "lamprey_lint", "grouper_latch",
        "sardine_w4", "haddock_fwft", "haddock_sim", "pollock_hier", "brucite_nomodule", "snapper_abcd"], SCOPE53)
    return ingest_blind_runs(tmp_path_factory, "runs_blind54", [
        "salsify_pwm_genclk", "bilby_fifo_d32", "scree_gray_netlists", "wahoo_div_sim", "tussock_addrlatch_map",
        "vivianite_bcd_quiet", "firth_debounce_missing", "medlar_crc_signoff", "gurnard_cdc_async", "tenrec_spimaster_sim",
        "skerry_uartrx_sim"], SCOPE54, settings)


def test_a_ranking_by_worst_slack_takes_each_runs_worst_attempt(runs):
    answer = run_answer(runs, SCOPE53, "order the designs from worst to best setup slack").answer
    lead = answer.splitlines()[0]
    assert "halibut_pwm -1.091 ns" in lead and lead.index("snapper_mult") < lead.index("halibut_pwm") < lead.index(
        "plaice_handshake")


def test_the_smallest_period_of_a_variable_sweep_comes_from_its_reports(runs):
    answer = run_answer(runs, SCOPE53, "what is the shortest clock period any run was timed at?").answer
    assert answer.startswith("halibut_pwm has the smallest clock period: 2.5")


def test_a_hold_extreme_names_a_lower_removal_check(runs):
    answer = run_answer(runs, SCOPE53, "lowest hold slack over all designs?").answer
    assert answer.startswith("turbot_clkdiv has the smallest worst hold slack: 0.21 ns")
    assert "plaice_handshake's removal check is lower still: slack 0.20 ns" in answer


def test_a_compile_before_a_failed_synthesis_is_no_lint(runs):
    answer = run_answer(runs, SCOPE53, "tally the runs by flow kind").answer
    mapped = next(line for line in answer.splitlines() if line.startswith("- mapped"))
    lint = next(line for line in answer.splitlines() if line.startswith("- lint"))
    assert "sturgeon_rrarb" in mapped and lint.endswith(": lamprey_debounce")


def test_a_lint_runs_check_verdict_is_its_status(runs):
    answer = run_answer(runs, SCOPE53, "did anything come up in the lamprey lint?").answer
    assert "Found and reported 0 problems." in answer


def test_timing_of_a_run_that_failed_elsewhere_leads_with_the_timer(runs):
    answer = run_answer(runs, SCOPE53, "why is grouper_latch flagged as failing, and is its timing bad?").answer
    lines = answer.splitlines()
    assert "slack 3.37 ns (MET)" in lines[2] and "slack 1.13 ns (MET)" in lines[3] and "-violators" in lines[4]


def test_meeting_timing_by_a_margin_gives_hold_beside_setup(runs):
    answer = run_answer(runs, SCOPE53, "how much margin does anchovy_osu have, does it meet timing?").answer
    assert "worst setup slack = 7.653 ns" in answer and "worst hold slack = 0.563 ns" in answer


def test_a_flop_count_comes_with_the_mappers_own_line(runs):
    answer = run_answer(runs, SCOPE53, "flip-flops in sardine_w4?").answer
    assert "mapped 7 $_DFF_P_ cells to \\DFFPOSX1 cells." in answer


def test_runs_of_one_rtl_pass_or_fail_by_their_testbenches(runs):
    answer = run_answer(runs, SCOPE53, "haddock passes in one folder but fails in the other, why?").answer
    assert "TEST FAILED: 4 mismatches out of 4 reads" in answer and "TEST PASSED: 8 words in order" in answer


def test_two_builds_compared_when_one_was_never_made_are_refused(runs):
    answer = run_answer(runs, SCOPE53, "pollock: flattened vs hierarchical cell count?")
    assert answer.abstained and "No run of pollock_alu is flattened" in answer.answer and "pollock_hier" in answer.answer


def test_a_figure_of_a_module_no_file_defines_is_refused(runs):
    answer = run_answer(runs, SCOPE53, "what slack does brucite_timer get by itself?")
    assert answer.abstained and answer.answer.startswith("brucite_timer was never built: brucite_soc (folder "
                                                         "brucite_nomodule) references it")


def test_a_choice_between_two_runs_names_both(runs):
    answer = run_answer(runs, SCOPE54, "which has more setup margin, the fifo d32 or the pwm?").answer
    assert "salsify_pwm: worst setup slack = 4.22 ns" in answer and "bilby_fifo: worst setup slack = -1.27 ns" in answer


def test_zero_warnings_counts_every_tools_warnings(runs):
    answer = run_answer(runs, SCOPE54, "which runs have no warnings at all?").answer
    lead = answer.splitlines()[0]
    assert "scree_gray" in lead and "wahoo_div" in lead
    assert "bilby_fifo_d32" not in lead and "tussock_addrlatch" not in lead and "vivianite_bcd" not in lead


def test_a_quiet_yosys_console_sent_through_tee_is_read(runs):
    answer = run_answer(runs, SCOPE54, "what warnings did yosys give for vivianite_bcd?")
    assert "warning (width_mismatch): Literal has a width of 12 bit, but value requires 14 bit." in answer.answer
    assert "_quiet_/yosys_console.txt" in {citation.source for citation in answer.citations}


def test_a_missing_modules_error_comes_with_what_the_script_read(runs):
    answer = run_answer(runs, SCOPE54, "firth_debounce_missing broke, what should I change?").answer
    assert "scripts/synth_osu.ys:2 (yosys): read_verilog rtl/firth_debounce.v" in answer


def test_a_latch_path_shows_the_time_it_borrowed(runs):
    answer = run_answer(runs, SCOPE54, "worst setup path of tussock_addrlatch?").answer
    assert "time borrowed from endpoint 3.00 ns" in answer and "ale pulse width                         8.00" in answer
    assert "max time borrow                         7.77" in answer


def test_a_figure_two_reports_print_differently_is_given_for_each(runs):
    answer = run_answer(runs, SCOPE54, "gurnard_cdc_async total negative slack?").answer
    assert "total negative slack = -2.89 ns (in timing/1_related_clocks.rpt)" in answer
    assert "total negative slack = 0.00 ns (in timing/2_async_groups.rpt)" in answer


def test_a_protocol_no_run_implements_is_offered_its_family(runs):
    answer = run_answer(runs, SCOPE54, "got an i2c core in here? what's its area")
    assert answer.abstained and "The serial interface designs here: skerry_uartrx, tenrec_spimaster." in answer.answer


def test_a_bound_on_warnings_counts_every_tools_warnings(runs):
    answer = run_answer(runs, SCOPE54, "runs with over 3 warnings?").answer
    assert "tussock_addrlatch: 18 warnings printed by its tools (abc 2, opensta 16)" in answer
