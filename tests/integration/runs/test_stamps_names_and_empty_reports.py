"""Questions answered from real runs of blind sets 19 and 20: a Yosys log written with time stamps, a design called
by the rare word that starts its name, a hold figure asked of a run whose reports hold only setup paths, a report
between two clocks that came back empty, the declarations a "does not have a port/parameter" or "port not found"
message is compared with, a run of a family described by its variant, a submodule of a parameterized copy, and the
endpoint a question asks "which" of; flops counted through a hierarchical stat, the runs that kept hierarchy, a
report table's cell by column and row, the statement before a syntax error, a finished run said to be broken, the
records of submodules of unknown area, a ratio said with "vs", and two runs of one RTL explained by their flows."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE = "team:stamps"


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    settings = ingest_blind_runs(tmp_path_factory, "runs_blind19", (
        "galois_mul_comb", "agc_loop_8ns", "audio_clkgen_sta", "jitter_buf_elab", "mbist_hold", "envelope_det_rev1",
        "mailbox_check", "lockstep_hier", "lockstep_flat", "hyst_cmp_generic"), SCOPE)
    return ingest_blind_runs(tmp_path_factory, "runs_blind20", (
        "nvm_rd_chk", "resync_2clk", "usb_destuff", "packer_hier", "sigdelta_flat", "sigdelta_hier", "nco_p10",
        "nco_w24_p4", "window_max_3p5", "ratelim_fp"), SCOPE, settings)


def test_a_time_stamped_log_is_read_and_its_record_listed_whole(settings):
    answer = run_answer(settings, SCOPE, "nvm_rd check: which net has conflicting drivers and from which cells?").answer
    assert "multiple conflicting drivers for nvm_rd.\\rd_busy:" in answer
    assert "port Q[0] of cell $procdff$60 ($dff) | port Q[0] of cell $procdff$65 ($adff)" in answer


def test_the_rare_word_starting_one_name_is_that_design(settings):
    answer = run_answer(settings, SCOPE, "galois mult area per cell").answer
    assert "galois_mul: chip area per cell count = 164.99 um^2/cells (computed: 24584.000000 um^2 / 149 cells)" in answer


def test_a_hold_figure_of_a_run_reporting_setup_only_quotes_the_path_type(settings):
    answer = run_answer(settings, SCOPE, "galois hold slack")
    assert answer.abstained and "galois_mul: its worst hold slack is not reported" in answer.answer
    assert "sta_gf.log:9: Path Type: max" in answer.answer


def test_an_empty_report_between_two_clocks_quotes_its_command_and_the_clock_groups(settings):
    answer = run_answer(settings, SCOPE, "audio_clkgen: why does the cfg_clk->mclk report show nothing").answer
    assert "report_checks -from [get_clocks cfg_clk] -to [get_clocks mclk]" in answer
    assert "sta_multiclock.log:46: No paths found." in answer
    assert "set_clock_groups -asynchronous -group {mclk bclk} -group {cfg_clk}" in answer
    assert "clock groups: the timer checks no path between clocks of different groups" in answer


def test_clocks_called_by_the_first_part_of_their_names(settings):
    answer = run_answer(settings, SCOPE, "resync bridge has no sys->snr crossing paths reported; are they ok?").answer
    assert "no reported path is launched by sys_clk and captured by snr_clk" in answer
    assert "set_clock_groups -asynchronous -group {sys_clk} -group {snr_clk}" in answer


def test_a_missing_port_is_compared_with_the_ports_the_module_declares(settings):
    answer = run_answer(settings, SCOPE, "jitter_buf doesn't elaborate - what needs changing?").answer
    assert "module jb_mem (jb_mem.v:2) declares the ports clk, we, waddr, din, raddr, dout; none is named wr_data" in answer


def test_a_missing_parameter_is_compared_with_the_parameters_the_module_declares(settings):
    answer = run_answer(settings, SCOPE, "why does the usb bitstuff run fail at hierarchy and how do I fix it?").answer
    assert "rtl/usb_bitstuff.v:4-4: 4: parameter LIMIT = 6" in answer


def test_a_port_the_timer_did_not_find_is_compared_with_the_netlist_ports(settings):
    answer = run_answer(settings, SCOPE, "packer STA warns port 'in_byte[*]' not found, why?").answer
    assert "has no port in_byte; its ports alike: in_byte_0_, in_byte_1_" in answer


def test_a_run_of_a_family_described_by_its_variant_and_a_module_of_a_parameterized_copy(settings):
    answer = run_answer(settings, SCOPE,
                        "in the hierarchical sigma-delta run how many cells does one integrator module have?").answer
    assert "sigdelta_hier: cell count of module sd_integrator(W=14) = 174 cells" in answer
    assert "sigdelta_flat" not in answer


def test_which_endpoint_asks_for_the_path_not_the_count(settings):
    answer = run_answer(settings, SCOPE, "nco_w24_p4: which endpoint is worst and by how much does it miss?").answer
    assert "nco_w24_p4: worst setup path from _583_" in answer and "to _580_" in answer
    assert "violating setup endpoints =" not in answer


def test_flops_of_a_hierarchical_stat_count_the_submodule_instances(settings):
    answer = run_answer(settings, SCOPE, "do the two sigma-delta runs end up with different flop counts?").answer
    assert "sigdelta_hier: flip-flop count = 29 flip-flops" in answer
    assert "$_DFFE_PN0P_ 1, 2 x sd_integrator(W=14) ($_DFFE_PN0P_ 14)" in answer


def test_the_runs_that_kept_hierarchy_are_a_filter(settings):
    answer = run_answer(settings, SCOPE, "which runs kept hierarchy?").answer
    assert answer.startswith("3 of 20 designs are hierarchical: lockstep_hier, packer, sigdelta_hier (counted).")


def test_a_report_column_is_read_on_the_row_of_a_named_net(settings):
    answer = run_answer(settings, SCOPE, "in the window_max setup report what's the fanout on in_vld?").answer
    assert "sta/timing_wm.rpt:13: 81    1.840" in answer and "(Fanout 81, by the columns of line 7:" in answer


def test_a_syntax_error_quotes_the_statement_before_it_over_blank_lines(settings):
    answer = run_answer(settings, SCOPE, "why did envelope_det rev1 blow up in yosys and what's the fix").answer
    assert "envelope_det.v:17-19: 17: reg  [W-1:0] env_nxt | 19: always @(*) begin" in answer


def test_a_finished_run_said_to_be_broken_shows_its_checks_and_warnings(settings):
    answer = run_answer(settings, SCOPE, "mailbox: check -assert passed, so how come the design is broken?").answer
    assert "mailbox_yosys.log:122: Found and reported 1 problems." in answer
    assert "mailbox_yosys.log:581: Found and reported 0 problems." in answer
    assert "Driver-driver conflict for \\pending" in answer and "Resolved using constant." in answer


def test_submodules_of_unknown_area_are_explained_beside_a_module_area(settings):
    answer = run_answer(settings, SCOPE, "lockstep hier log says area for ls_core is unknown, is the area wrong?").answer
    assert "the cell types of unknown area are its own submodules (ls_core, ls_compare)" in answer
    assert "Area for cell type \\ls_core is unknown!" in answer and "chip area = 61416.000000 um^2" in answer
    plain = run_answer(settings, SCOPE, "area of lockstep_hier").answer
    assert "unknown" not in plain


def test_a_ratio_said_with_vs(settings):
    answer = run_answer(settings, SCOPE, "hyst_cmp: latches vs real flops ratio?").answer
    assert "hyst_cmp: inferred latches per flip-flop count = 2.00" in answer


def test_two_runs_of_one_rtl_are_explained_by_what_their_flows_do_differently(settings):
    answer = run_answer(settings, SCOPE, "why didn't flattening the lockstep design save area").answer
    assert "lockstep_flat: only this run gives `synth -top lockstep_cmp -flatten` (synth_flat.ys:3)" in answer


def test_a_description_before_the_questions_colon_names_the_design(settings):
    answer = run_answer(settings, SCOPE, "flash read controller lint: which signal is driven from two places?").answer
    assert "multiple conflicting drivers for nvm_rd.\\rd_busy:" in answer


def test_the_word_before_a_questions_colon_names_the_run_it_starts(settings):
    answer = run_answer(settings, SCOPE, "mailbox: number of registers left after generic mapping?").answer
    assert "mailbox_regs: flip-flop count = 32 flip-flops" in answer


def test_a_period_one_run_of_a_family_was_timed_at_names_that_run(settings):
    answer = run_answer(settings, SCOPE, "nco at 4ns: which endpoint is worst?").answer
    assert "nco_w24_p4: worst setup path" in answer and "nco_p10" not in answer
