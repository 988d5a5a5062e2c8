"""Questions over the real runs of blind set 43: a field's term before an ordinary noun ("the dram controller") names
no run whose comments share only the noun; a file type or flow step the named run lacks is refused with the runs
that have it (a waveform Icarus reports opening, timing at several corners); a sibling run named by its tag after
"and"/"or"; a word of a run's folder is not a file of it; a run that synthesised its design twice answers with each
build, side by side when they are compared; a period the design "can" reach is its minimum period; the instances a
worst path crosses; the cells "by type" whatever noun named them; a netlist whose logic was never mapped to the
library; and Icarus's context line at a record's own place continues that record. After its held-out claim: a lower-bound
area shown as the library cells it counts, each at the area the mapping pass printed; a compiler's stderr kept under
its own suffix is read, and a passing testbench comes with its compile warnings; a design-rule check no report lists
comes with the reports the scripts did ask for."""

import pytest

from edabot.settings import Settings

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:set43-builds"


@pytest.fixture(scope="module")
def set43(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind43", sorted(
        run.name for run in (BLIND_SETS / "runs_blind43" / "runs").iterdir()), SCOPE)


def test_a_field_term_before_a_shared_noun_names_no_run(set43):
    answer = run_answer(set43, SCOPE, "what's the area of the dram controller?")
    assert answer.abstained and "'dram controller' is not among the runs here" in answer.answer
    assert "26108" not in answer.answer  # the interrupt controller's area
    assert run_answer(set43, SCOPE, "area of the interrupt controller?").parse["designs"] == ["cinnabar_irqctl"]


def test_a_waveform_the_named_run_lacks_is_refused_with_the_file_another_run_opened(set43):
    answer = run_answer(set43, SCOPE, "is there a vcd dump from the gcd testbench?")
    assert answer.abstained and "condor_seqdet (build/wave.vcd)" in answer.answer


def test_a_step_no_named_run_shows_is_said_of_both_runs_coordinated_by_their_tags(set43):
    answer = run_answer(set43, SCOPE, "was a formal check run on marigold flat or hier?")
    assert sorted(answer.parse["designs"]) == ["marigold_flat", "marigold_hier"]
    assert answer.abstained and "not in the runs of marigold_flat, marigold_hier" in answer.answer


def test_timing_at_several_corners_is_a_step_a_single_liberty_run_lacks(set43):
    answer = run_answer(set43, SCOPE, "any multi-corner timing on gibbon_map?")
    assert answer.abstained and "several process corners" in answer.answer
    assert "6.157" not in answer.answer


def test_a_word_of_the_run_folder_names_the_run_not_a_file_of_it(set43):
    answer = run_answer(set43, SCOPE, "cell area of sloth_pwm in the sweep run")
    assert "chip area = 31672" in answer.answer and "make_sweep.log" not in answer.answer


def test_a_run_built_twice_gives_each_build_with_its_log(set43):
    answer = run_answer(set43, SCOPE, "area of mongoose_syncfifo")
    assert "38304.000000 um^2 (the build logged in aw2_depth4/yosys.log)" in answer.answer
    assert "127616.000000 um^2 (the build logged in aw4_depth16/yosys.log)" in answer.answer


@pytest.mark.parametrize("question", ["how do the fifo builds at 4 and 16 entries differ?",
                                      "mongoose fifo going from 4 to 16 entries?"])
def test_builds_compared_side_by_side_with_their_flops(set43, question):
    answer = run_answer(set43, SCOPE, question)
    assert answer.answer.startswith("mongoose_syncfifo has 2 synthesis builds, each logged in its own folder")
    assert "DFFPOSX1 cells = 47" in answer.answer and "DFFPOSX1 cells = 149" in answer.answer


def test_builds_that_came_out_the_same_are_shown_the_same(set43):
    answer = run_answer(set43, SCOPE, "sandstone_mult8: the -D 4000 build vs the area build?")
    assert answer.answer.count("worst setup slack = -1.264 ns (the report map_") == 2


def test_the_period_a_design_can_run_at_is_its_minimum_period(set43):
    answer = run_answer(set43, SCOPE, "what period can the sandstone multiplier run at?")
    assert answer.parse["query"]["metric"] == "timing__clock__min_period"
    assert "minimum clock period 5.264 ns" in answer.answer


def test_the_worst_path_names_the_instances_of_each_submodule_it_crosses(set43):
    answer = run_answer(set43, SCOPE, "which instances does marigold_hier's worst path cross?")
    assert "marigold_digit (instances u_s0, u_s1, u_m0, u_m1) 2.57 ns" in answer.answer


def test_a_kind_noun_after_the_cells_noun_asks_the_cells_by_type(set43):
    answer = run_answer(set43, SCOPE, "most frequent gate type in corundum_generic")
    assert "cell_breakdown" in answer.parse["query"]["analyses"] and "$_ANDNOT_ 109" in answer.answer


def test_a_netlist_whose_logic_was_never_mapped_is_explained_by_the_missing_abc(set43):
    answer = run_answer(set43, SCOPE, "why does the timer reject geyser_timer's netlist?")
    assert "the flow gives no abc -liberty" in answer.answer
    assert "163 logic cells left as Yosys generic gates" in answer.answer


def test_icarus_context_at_the_record_place_is_part_of_the_warning(set43):
    answer = run_answer(set43, SCOPE, "width mismatch warnings in thistle_padmux?")
    assert "got 3. Pruning 1 high bits of the expression." in answer.answer


def test_the_runs_whose_scripts_give_a_command_named_as_written(set43):
    answer = run_answer(set43, SCOPE, "list the designs whose flow gave report_power")
    assert "2 of 18 runs give report_power: gibbon_uarttx, marigold_flat" in answer.answer
    assert "sta/flat.tcl:10" in answer.answer


def test_a_lower_bound_area_is_shown_as_the_library_cells_it_counts(set43):
    answer = run_answer(set43, SCOPE, "chip area of geyser_timer?")
    assert "the chip area is the library cells alone: 25 DFFSR x 704.00 = 17600.00" in answer.answer


def test_a_passing_testbench_comes_with_the_warnings_of_its_compile(set43):
    answer = run_answer(set43, SCOPE, "how did the condor testbench go?")
    assert "TEST PASSED" in answer.answer and "timescale for condor_seqdet inherited" in answer.answer


def test_a_design_rule_check_no_report_lists_comes_with_the_reports_asked_for(set43):
    answer = run_answer(set43, SCOPE, "gibbon_map max_transition violations?")
    assert answer.abstained and "The timing scripts ask for report_checks" in answer.answer
