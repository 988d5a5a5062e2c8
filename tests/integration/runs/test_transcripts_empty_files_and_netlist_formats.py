"""Questions over real runs of blind sets 29 and 30: a run whose only Yosys log is kept under a suffix of the team's
own (``.transcript``) is a run of the folder, the runs that left a file with no content are named with the file,
netlists written as JSON, BLIF or EDIF are the run's netlists, a period no run was timed at is refused with the
clocks the runs were timed with, a timing report named by its file's own word (the MCP one) is read apart from its
sibling, a tool's name is no description of the run whose folder ends with it, an endpoint table's worst row is
the check's slack when no path was printed, ``check -assert``'s problems quoted with the lines that list them, a build
no run of a design is refused with the runs that are one, and a question asking where a figure is told its file."""

import pytest

from edabot.settings import Settings

from .conftest import ingest_blind_runs, run_answer

SCOPE29, SCOPE30 = "team:set29", "team:set30"


@pytest.fixture(scope="module")
def set29(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind29", ("ferret_rx_fsm", "margay_sat_quiet", "bison_fifo_sim",
                                                                "akita_mult_w4", "jackal_clkgen_sta", "hyena_loop_check",
                                                                "dhole_mac_mcp", "caracal_alu_hier"), SCOPE29)


@pytest.fixture(scope="module")
def set30(tmp_path_factory) -> Settings:
    return ingest_blind_runs(tmp_path_factory, "runs_blind30", ("nettle_mul_sweep", "sable_mac_mcp", "petrel_ram_map",
                                                                "yucca_crc_quiet"), SCOPE30)


def test_a_run_whose_log_is_a_transcript_is_read(set29):
    answer = run_answer(set29, SCOPE29, "what did yosys do with the ferret_rx state machine?")
    assert not answer.abstained
    assert "mapping auto encoding to `one-hot` for this FSM" in answer.answer


def test_the_runs_that_left_an_empty_log_are_named_with_the_file(set29):
    answer = run_answer(set29, SCOPE29, "Which runs left an empty log file behind?").answer
    assert answer.startswith("2 of 8 runs left a file with no content: bison_fifo, margay_sat (counted)")
    assert "- margay_sat: out/yosys_console.log is empty [" in answer
    assert "- bison_fifo: sim/compile.log is empty [" in answer


def test_netlists_in_json_blif_and_edif_are_the_runs_netlists(set29):
    answer = run_answer(set29, SCOPE29, "which runs dumped a netlist?").answer
    assert "- ferret_rx: results/ferret_rx.json (JSON netlist) [" in answer
    assert "- margay_sat: out/margay_sat.blif (BLIF netlist) [" in answer
    assert "without: bison_fifo, hyena_loop." in answer.splitlines()[0]


def test_a_period_no_run_was_timed_at_is_refused_with_the_clocks_they_were_timed_with(set30):
    answer = run_answer(set30, SCOPE30, "nettle at 6ns, meets or not?")
    assert answer.abstained
    assert ("nettle_mul times core_clk (sta/clk_3ns.sdc:1, sta/clk_4ns.sdc:1, sta/clk_5ns.sdc:1, "
            "sta/clk_8ns.sdc:1)") in answer.answer
    assert " ns" not in answer.answer


def test_a_report_named_by_its_own_word_is_read_apart_from_its_sibling(set30):
    named = run_answer(set30, SCOPE30, "What setup slack does sable_mac report once the 2-cycle MCP is applied?").answer
    assert named.startswith("sable_mac: the report the question names is timing/sable_mcp.rpt")
    assert "worst setup slack = 3.336 ns" in named and "-0.389" not in named
    dropped = run_answer(set30, SCOPE30, "if we dropped the MCP on sable_mac, what clock period would it need to close?")
    assert "worst setup slack = -0.389 ns" in dropped.answer and "3.336" not in dropped.answer


def test_a_tool_named_in_capitals_is_no_description_of_one_run(set29):
    answer = run_answer(set29, SCOPE29, "Among the STA runs, which one has the most positive first slack?").answer
    assert answer.startswith("akita_mult has the largest worst setup slack: 2.08 ns (of 3 designs)")


def test_the_worst_row_of_an_endpoint_table_is_the_checks_slack_when_no_path_was_printed(set30):
    answer = run_answer(set30, SCOPE30, "what's the smallest hold slack in the petrel timing report?").answer
    assert "petrel_ram: worst hold slack = 0.445 ns [1]" in answer


def test_the_problems_check_assert_stopped_on_are_quoted_with_their_listing(set29):
    answer = run_answer(set29, SCOPE29, "What would I need to change in hyena_loop so check -assert passes?").answer
    assert ("hyena_loop: warning (logic_loop): found logic loop in module hyena_loop: cell $and$chk/hyena_loop.v:19$5 "
            "($and) | cell $or$chk/hyena_loop.v:19$3 ($or) | wire $or$chk/hyena_loop.v:19$3_Y | wire \\hold") in answer
    assert "multiple conflicting drivers for hyena_loop.\\merged: port Y[0] of cell" in answer


def test_a_build_no_run_of_the_design_is_is_refused_with_the_runs_that_are(set29):
    answer = run_answer(set29, SCOPE29, "Show me the hierarchical synthesis of dhole_mac")
    assert answer.abstained
    assert answer.answer.startswith("No run of dhole_mac is hierarchical, so I have no figure for that build: the run of "
                                    "dhole_mac is flattened. The runs that are hierarchical: caracal_alu.")


def test_a_question_asking_where_a_figure_is_gets_its_file(set30):
    answer = run_answer(set30, SCOPE30, "the yucca run is quiet and its console file is empty. where do I get the area?")
    assert answer.answer.startswith("yucca_crc: the chip area is printed in gates/cell_stat.rpt, line 23.")
