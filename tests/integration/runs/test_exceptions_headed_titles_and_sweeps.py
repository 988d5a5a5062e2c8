"""Questions over the real runs of blind set 46: a timing exception a run lacks comes with the exceptions it does give;
DEF and place-and-route, and clock gating, are flow steps a synthesis run does not show; a file left empty is a kind
of run; a simulation's error lines count among a run's errors; of several designs whose comments use a word, the one
whose title says it is that thing is the one described; a name written out in full names the run whose name drops its
vowels; a parameter's default set by a define is a size the run builds; a sweep's figures come for every metric asked
and a sweep asked of a run timed at one period is refused; a warning asked for by "what warning" is the answer, not the
scripts the question names; the first thing a tool named alone printed is its first record; a quiet run says the figures its stat file
holds; a kind of block no run is, said beside a family one run is of ("uart receiver" of a UART transmitter), is
refused; and every tool's warnings are the lines it printed as warnings. Studied after the set's claim: a name
written out outranks a word another design's comments hold; a change of the clock with no period to change to asks how
far it can go; a sweep with a report per period names the one that passes first; how much of a whole a part is, is
its share; a step a simulated run lacks comes with its testbench; and an area asked beside the "unknown" record
explains the submodules the stat could not price."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set46-exceptions"


@pytest.fixture(scope="module")
def set46(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind46", sorted(
        run.name for run in (BLIND_SETS / "runs_blind46" / "runs").iterdir()), SCOPE)


def test_a_missing_exception_comes_with_the_exceptions_the_run_gives(set46):
    answer = run_answer(set46, SCOPE, "any false paths declared for sodalite_twoclk?")
    assert answer.abstained and answer.answer.startswith(
        "No script of the run of sodalite_cdc gives set_false_path; its scripts give instead: set_clock_groups:")
    assert "set_clock_groups -asynchronous -group {clk_a} -group {clk_b}" in answer.answer


def test_def_and_place_and_route_are_a_step_no_synthesis_run_shows(set46):
    answer = run_answer(set46, SCOPE, "did any of the runs write out a DEF?")
    assert answer.abstained and answer.answer.startswith("Placement is not in the runs of")
    assert "`stat -liberty" in answer.answer  # the cell area is what stands in for a placed design's


def test_clock_gating_is_a_step_no_synthesis_run_shows(set46):
    answer = run_answer(set46, SCOPE, "was any clock gating inserted in larimar_genclk?")
    assert answer.abstained and answer.answer.startswith("Clock gating is not in the run of larimar_pwm")


def test_a_file_left_empty_is_a_kind_of_run(set46):
    answer = run_answer(set46, SCOPE, "is there a run where an output file is empty?").answer
    assert answer.startswith("3 of 18 runs left a file with no content: avocet_sertx, capuchin_quiet, cumin_graycnt")


def test_a_simulations_error_lines_are_the_runs_errors(set46):
    answer = run_answer(set46, SCOPE, "how many errors in rosemary_simfail?").answer
    assert "rosemary_seqdet: error count = 1 errors" in answer and "work/sim_result.txt:1" in answer


def test_the_design_a_title_says_it_is_is_the_one_described(set46):
    answer = run_answer(set46, SCOPE, "was the divider sim a pass?")  # "sim" a kind of run, not the folder cumin_sim
    assert answer.parse["designs"] == ["siskin_divu"]  # not the transmitter "with a bit-rate divider"
    assert answer.abstained and "cumin_graycnt (sim/transcript.log); rosemary_seqdet" in answer.answer


def test_a_name_written_out_names_the_run_whose_name_drops_its_vowels(set46):
    answer = run_answer(set46, SCOPE, "popcount area")
    assert answer.parse["designs"] == ["benitoite_popcnt"] and "22760" in answer.answer


def test_a_default_a_define_sets_is_a_size_the_run_builds(set46):
    answer = run_answer(set46, SCOPE, "cell count of the 12-bit mac?").answer
    assert "No run here is a build of the size asked" not in answer and "1247" in answer


def test_every_figure_asked_of_a_sweep_comes_per_period(set46):
    answer = run_answer(set46, SCOPE, "siskin_sweep wns and tns across the periods?").answer
    assert "worst negative slack at each period of the sweep: 4 ns -0.51 ns" in answer
    assert "total negative slack at each period of the sweep: 4 ns -4.80 ns" in answer


def test_a_sweep_asked_of_a_run_timed_once_is_refused(set46):
    answer = run_answer(set46, SCOPE, "what did the period sweep of pipit_hier find?")
    assert answer.abstained and answer.answer.startswith("The run of pipit_hier did not sweep the clock period")
    assert "Runs here that sweep it: siskin_divu." in answer.answer and "8" not in answer.answer.split(".")[0]


def test_what_warning_asks_the_warning_not_the_scripts(set46):
    answer = run_answer(set46, SCOPE, "pipit_hier: what warning did the sdc produce?").answer
    assert answer.startswith("1 reported (counted):")
    assert "set_input_delay relative to a clock defined on the same port/pin not allowed" in answer


def test_a_tool_named_alone_asks_what_it_printed(set46):
    answer = run_answer(set46, SCOPE, "okra_netfail: the first thing opensta printed?").answer
    lines = answer.splitlines()
    assert lines[1].startswith("- okra_debounce: error (syntax): Error: gate/okra_debounce_gate.v, line 84 syntax error")
    assert "Yosys's own summary" not in answer


def test_a_quiet_run_says_the_figures_of_its_stat_file(set46):
    answer = run_answer(set46, SCOPE, "did capuchin_quiet finish?").answer
    assert "Yosys output is in q_out/alu_stat.txt (31 lines; cell count 209; chip area 28032)" in answer


def test_a_kind_no_run_is_beside_a_family_one_run_is_of_is_refused(set46):
    answer = run_answer(set46, SCOPE, "uart receiver results please")  # the one UART here is a transmitter
    assert answer.abstained and answer.answer.startswith("A design described as 'uart receiver' is not among the runs")
    kept = run_answer(set46, SCOPE, "what's the spi master's area")  # the kind its title says: answered
    assert kept.parse["designs"] == ["mesquite_spim"] and not kept.abstained


def test_every_tools_warnings_are_those_it_printed_as_warnings(set46):
    answer = run_answer(set46, SCOPE, "sum of warnings across all the runs?").answer
    assert "counting every tool's warnings, in its logs and reports, 33 warnings (abc 26, yosys 3, iverilog 3, " \
        "opensta 1)" in answer  # not Yosys's four "Latch inferred" notes of hyssop_latch, which we file as warnings


def test_a_name_written_out_names_its_run_beside_a_word_another_design_describes(set46):
    answer = run_answer(set46, SCOPE, "what fmax could the popcount hit?")  # "hit" is in a detector's comments
    assert answer.parse["designs"] == ["benitoite_popcnt"] and "minimum clock period 3.71 ns" in answer.answer


def test_a_change_of_the_clock_with_no_period_to_change_to_asks_how_far_it_goes(set46):
    answer = run_answer(set46, SCOPE, "by how much could avocet_osu10's clock be tightened from 10ns?")
    assert answer.parse["query"]["metric"] == "timing__clock__min_period"
    assert "minimum clock period 3.341 ns" in answer.answer and "-6.659 ns" in answer.answer


def test_a_sweep_with_a_report_per_period_names_the_report_that_passes_first(set46):
    answer = run_answer(set46, SCOPE, "siskin_sweep: the shortest period it passes at?").answer
    assert "the shortest period that meets setup is 5 ns, in sweep/sta_p5.rpt (3 of 4 do)" in answer


def test_how_much_of_a_whole_a_part_is_is_its_share(set46):
    answer = run_answer(set46, SCOPE, "in hornbeam_generic, how much of the design is the prescaler?").answer
    assert "hornbeam_timer: cell count of module hornbeam_prescaler = 56 cells" in answer
    assert "hornbeam_prescaler is 19.38% of the cell count" in answer  # a generic run: its cells, it has no area


def test_a_step_a_simulated_run_lacks_comes_with_its_testbench(set46):
    answer = run_answer(set46, SCOPE, "was coverage measured when cumin_sim simulated?")
    assert answer.abstained and "a simulation of tb/cumin_graycnt_tb.v (sim/transcript.log, verdict " in answer.answer


def test_an_area_asked_beside_the_unknown_record_explains_the_submodules(set46):
    answer = run_answer(set46, SCOPE, "pipit_hier's stat says one area is unknown; is its chip area whole?").answer
    assert "the cell types of unknown area are its own submodules (pipit_ptr(AW=3))" in answer
    assert "chip area of module pipit_ptr(AW=3) = 2880.000000 um^2" in answer
    assert "chip area of module pipit_fifo = 62012.000000 um^2" in answer
