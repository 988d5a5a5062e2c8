"""Questions answered from real runs of blind set 10: a top module naming the runs built from it, a figure compared
between two runs of one RTL with what they share, copies of a submodule summed, every timing check of a run said
when asked whether it is clean, a module named by a word its name shortens, a warning followed to the declaration of
the net it resized, a summary line quoted to name its figure, and an output no parser reads quoted or missed by name."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:tops"
RUNS = ("fletcher_fast", "fletcher_slow", "rr_arbiter4", "onehot_check", "bitser_mult", "hamdist16", "sfifo_af",
        "status_merge")


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind10", RUNS, SCOPE)


def ask(settings: Settings, question: str) -> str:
    return run_answer(settings, SCOPE, question).answer


def test_a_top_module_names_every_run_built_from_it_and_a_what_if_gives_the_limit(settings):
    answer = ask(settings, "at 7.5 ns, is fletcher16 fast enough?")
    assert "fletcher_fast: at a 7.5 ns period the worst setup slack would be 0.756 ns" in answer
    assert "fletcher_slow: at a 7.5 ns period" in answer
    assert "minimum clock period 6.744 ns" in answer


def test_sameness_of_a_figure_compares_it_and_says_what_two_runs_of_one_rtl_share(settings):
    answer = ask(settings, "fletcher_fast vs fletcher_slow: identical cell count, why?")
    assert "cell count: fletcher_fast minus fletcher_slow = 0 cells" in answer
    assert "the RTL is the same text in both runs; the yosys commands are the same in both; only the sta commands differ" \
        in answer


def test_copies_of_a_submodule_are_summed(settings):
    answer = ask(settings, "rr_arbiter4: cells of its rr_pick instances altogether?")
    assert "the 2 instances of rr_pick hold 16 cells (computed: 2 x module cell count)" in answer


def test_a_run_asked_to_be_clean_shows_the_worst_path_of_every_check(settings):
    answer = ask(settings, "does onehot_check meet timing?")
    assert "worst hold path from sel[13] (input port) to multi (output port)" in answer
    assert "slack -0.282 ns (VIOLATED)" in answer


def test_a_module_named_by_a_word_its_name_shortens(settings):
    answer = ask(settings, "chip area share of the accumulator block in bitser_mult?")
    assert "bs_acc is 70.67% of the chip area" in answer


def test_a_yes_no_question_about_a_warning_follows_it_to_the_resized_nets_declaration(settings):
    answer = ask(settings, "is hamdist16's port resize warning harmful?")
    assert "pop4 u_p3 (.v(x[15:12]), .cnt(c3));" in answer and "wire [1:0]  c3;" in answer


def test_a_quoted_summary_line_names_the_figure_it_prints(settings):
    answer = ask(settings, "sum of the 'Warnings: N unique messages, M total' totals over these runs?")
    assert answer.startswith("The total warnings in Yosys's own summary over 2 designs is 46 warnings")


def test_an_output_no_parser_reads_is_quoted_or_missed_by_name(settings):
    held = ask(settings, "show hamdist16's simulation output")
    assert "ham_sim.log:7: a=ffff b=0000 dist=12 expected=16 MISMATCH" in held and "summary: 6 vectors, 2 mismatches" in held
    missing = run_answer(settings, SCOPE, "sfifo_af simulation results?")
    assert missing.abstained and "the runs that have one: hamdist16 (ham_sim.log)" in missing.answer


def test_driver_driver_conflicts_are_multiple_drivers(settings):
    answer = ask(settings, "which nets of status_merge have multiple drivers?")
    assert "warning (multi_driver): Driver-driver conflict for \\err_sticky" in answer


def test_records_found_by_the_questions_words_are_followed_to_the_rtl_by_their_kind(settings):
    answer = ask(settings, "status_merge: the driver-driver conflict lines, where do they come from?")
    assert answer.startswith("The records of the run that match the question:")
    assert "assign sts_word[3:0] = link_sts;" in answer and "two processes or assigns drive the same net" in answer


def test_a_metric_summed_over_the_runs_that_went_through_timing(settings):
    answer = ask(settings, "summed area of the designs that went through static timing?")
    assert "The total chip area over 7 designs is 236,604 um^2 (computed)." in answer


def test_sameness_over_many_runs_groups_the_runs_that_share_a_value(settings):
    answer = ask(settings, "do any of these runs have equal clock periods?")
    assert answer.startswith("Runs sharing a clock period: fletcher_fast and sfifo_af (6.00 ns) (compared);")
    assert "fletcher_slow" not in answer.split("\n")[0]  # 12 ns is its own
