"""Questions answered from real runs of blind sets 21 to 24: the ports no delay command covers, a quoted slack that is
a hold or removal path's, a timer that timed no path, many black-box warnings summed up by cell type, the one run of
two a version tag names, a parameter value that picks a run or names none, a rarer English word that starts one name,
one clock's domain of a run with several, a run that was only simulated beside synthesized ones, a report's figure
printed by commands fed to the timer on its standard input, the commands a Yosys log says it was given, a description
ended by a command's name, a path's end named by its role, the runs without a synthesis log, and the timed sibling of
a run never timed."""

import pytest

from edabot.settings import Settings
from runs.store.ingest import run_roots

from .conftest import BLIND_SETS, ingest_blind_runs, run_answer

SCOPE = "team:ports"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind21", (
        "matmul2_unlinked", "divider_seq_w8", "divider_seq_w16", "lockout_fsm_v1", "lockout_fsm_v2"), SCOPE)
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind22", ("piso_shift_sdc", "regbank_w4"), SCOPE, settings)
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind23", (
        "kestrel_d4", "kestrel_d8", "lumen_sim", "chime_sta", "bilge_syn", "marten_sim", "anvil_p10", "moraine_r2"),
        SCOPE, settings)
    return ingest_blind_runs(tmp_path_factory, "runs_blind24", ("pacer_div10", "pacer_div250", "ntc_try1", "xmit_flat",
                                                             "xmit_hier"), SCOPE, settings)


def test_an_unconstrained_endpoint_is_listed_with_the_ports_no_delay_command_covers(settings):
    answer = run_answer(settings, SCOPE, "piso_shift_sdc has an unconstrained endpoint: which one, and why?").answer
    assert "rpt/sta.rpt:4-4: done" in answer
    assert ("outputs of piso_shift (src/piso_shift.v) that no set_output_delay covers: done (the scripts' "
            "set_output_delay: out/piso.sdc:4: set_output_delay 2.0 -clock sclk [get_ports {sdo busy}])") in answer


def test_a_quoted_slack_of_a_hold_path_is_said_to_be_no_setup_figure(settings):
    answer = run_answer(settings, SCOPE, "regbank_w4 prints 0.486 first in its report: a setup worry?").answer
    assert "regbank_2r1w: that path is a hold check (the report's Path Type min), not a setup check" in answer
    assert "worst setup path from raddr_b[0]" in answer and "slack 1.719 ns (MET)" in answer
    answer = run_answer(settings, SCOPE, "the divider w8 report opens with slack 0.195, is setup tight?").answer
    assert "that path is a removal check" in answer and "divider_seq_w16" not in answer


def test_a_timer_that_timed_no_path_makes_its_zero_wns_no_pass(settings):
    answer = run_answer(settings, SCOPE, "wns of matmul2?").answer
    assert "logs/sta.log:13: No paths found. -- the timer timed no path" in answer


def test_many_black_box_warnings_are_summed_up_by_the_cell_types_they_name(settings):
    answer = run_answer(settings, SCOPE, "why does matmul2 have no timing?").answer
    assert "9 more records like 'module $_XNOR_ not found.  Creating black box for _1022_.'" in answer
    assert "$_MUX_, $_DFF_P_)" in answer
    assert "11 reader problems like 'module $_ORNOT_ not found." in answer
    assert answer.count("warning (unresolved): module $_") == 2


def test_a_version_tag_picks_one_of_two_runs_and_two_tags_pick_both(settings):
    answer = run_answer(settings, SCOPE, "worst setup slack of divider w16")
    assert answer.parse["designs"] == ["divider_seq_w16"]
    answer = run_answer(settings, SCOPE, "what broke in lockout v1 and is v2 clean?")
    assert answer.parse["designs"] == ["lockout_fsm_v1", "lockout_fsm_v2"]
    assert "syntax error, unexpected TOK_IF" in answer.answer


def test_a_parameter_value_picks_the_run_or_is_said_to_be_no_run(settings):
    answer = run_answer(settings, SCOPE, "chip area of kestrel depth8?")
    assert answer.parse["designs"] == ["kestrel_d8"] and "81248.000000" in answer.answer
    answer = run_answer(settings, SCOPE, "kestrel with DEPTH 32: setup slack?")
    assert answer.abstained and answer.answer.startswith(
        "No run here sets DEPTH to 32, so I have no figure for that variant: kestrel_d4 sets DEPTH 4 (chparam -set DEPTH "
        "4), kestrel_d8 sets DEPTH 8 (chparam -set DEPTH 8).")


def test_an_english_word_that_starts_one_name_names_it_unless_it_qualifies_another_noun(settings):
    answer = run_answer(settings, SCOPE, "how many cells does lumen map to?")
    assert answer.parse["designs"] == ["lumen_ramp"] and "243 cells" in answer.answer
    answer = run_answer(settings, SCOPE, "does any design hold a lumen counter?")
    assert answer is None or answer.parse["designs"] != ["lumen_ramp"]


def test_one_clock_named_of_several_gives_the_worst_paths_of_its_domain(settings):
    answer = run_answer(settings, SCOPE, "chime: worst setup slack in the bus clock domain?").answer
    assert "worst setup path from bus_data[0] (input port clocked by clk_bus)" in answer
    assert "slack 11.659 ns (MET)" in answer


def test_a_figure_printed_by_commands_fed_to_the_timer_is_answered(settings):
    answer = run_answer(settings, SCOPE, "bilge_syn: total power by report_power?")
    assert not answer.abstained and "bilge_ctrl: total power = 9.40e-04 W" in answer.answer


def test_a_run_only_simulated_is_a_run_beside_synthesized_ones(settings):
    names = [root.name for root in run_roots(BLIND_SETS / "runs_blind23" / "runs")]
    assert "marten_sim" in names and len(names) == 18
    answer = run_answer(settings, SCOPE, "what did the marten testbench print at the end?").answer
    assert "summary: 2 passed, 1 failed" in answer


def test_a_run_laid_out_in_tool_folders_is_one_run(tmp_path):
    source = BLIND_SETS / "runs_blind23" / "runs" / "anvil_p10"
    for folder in ("syn", "sta", "rtl"):
        (tmp_path / "proj" / folder).mkdir(parents=True)
    (tmp_path / "proj" / "syn" / "yosys.log").write_text((source / "syn" / "yosys.log").read_text())
    (tmp_path / "proj" / "sta" / "timing.rpt").write_text((source / "sta" / "timing.rpt").read_text())
    assert run_roots(tmp_path / "proj") == [tmp_path / "proj"]


def test_one_run_uploaded_alone_keeps_the_sources_beside_its_output_folder(tmp_path):
    """A run whose tool output sits in one folder (``out/``) beside its RTL (``src/``) and scripts is one run, alone
    in an archive too: before, only ``out/`` was read and the RTL and its comments were lost."""
    import tarfile

    from runs.store.ingest import ingest_run_paths

    run = BLIND_SETS / "runs_blind40" / "runs" / "pika_div_w8"
    assert run_roots(run) == [run]
    with tarfile.open(tmp_path / "pika_div_w8.tar.gz", "w:gz") as archive:
        archive.add(run, arcname=run.name)
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path / "data"), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    assert ingest_run_paths([tmp_path / "pika_div_w8.tar.gz"], "team:alone", settings).indexed == ["pika_div"]
    answer = run_answer(settings, "team:alone", "what is the WIDTH parameter of pika_div?")
    assert "src/pika_div.v:5-5: 5: parameter WIDTH = 8" in answer.answer
    assert "in folder pika_div_w8" in answer.answer


def test_the_commands_a_yosys_log_echoes_tell_its_parameter_values(settings):
    answer = run_answer(settings, SCOPE, "pacer with DIV=100: how many cells?")
    assert answer.abstained and answer.answer.startswith(
        "No run here sets DIV to 100, so I have no figure for that variant: pacer_div10 sets DIV 10 (chparam -set DIV "
        "10), pacer_div250 sets DIV 250 (chparam -set DIV 250).")
    answer = run_answer(settings, SCOPE, "cells of the DIV=250 pacer?")
    assert answer.parse["designs"] == ["pacer_div250"]


def test_a_description_ends_at_a_command_of_the_runs(settings):
    answer = run_answer(settings, SCOPE, "where did the thermistor synth stop?")
    assert answer.parse["designs"] == ["ntc_lin"] and "(at rtl/ntc_lin.v:26)" in answer.answer


def test_a_path_end_named_by_its_role_is_read_off_the_worst_path(settings):
    answer = run_answer(settings, SCOPE, "moraine_r2: which is the launching flop of the worst path?").answer
    assert "worst setup path from _491_" in answer and "flip-flop count" not in answer


def test_runs_without_a_synthesis_log_are_counted(settings):
    answer = run_answer(settings, SCOPE, "which runs have no yosys log?")
    assert answer.answer.startswith("1 of 20 runs have no yosys log: marten_cksum (counted).")


def test_a_run_never_timed_names_the_timed_runs_of_its_top_module(settings):
    answer = run_answer(settings, SCOPE, "what fmax does the hierarchical xmit build reach?")
    assert answer.abstained and answer.answer.startswith(
        "xmit_hier was not timed: its run holds no timing report (the run of its top module with one: xmit_flat).")
