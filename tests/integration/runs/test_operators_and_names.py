"""Operators from the grammar (negation, outcome filters, ratios, counts), names resolved exactly or refused,
and warnings the parser could not classify quoted instead of denied."""

import re
import shutil

import pytest

from edabot.settings import Settings
from edabot.types import Answer
from runs.store.ingest import ingest_run_paths

from .conftest import FIXTURES, run_answer

SCOPE = "team:ops"
ODD_WARNING = "Warning: Identifier `\\stray_en' is used in counter.v:12 but no declaration for it exists.\n"
"""A warning in a wording no parser pattern knows (an undeclared identifier, said differently)."""
LOOP_WARNING = ("Warning: found logic loop in module counter16:\n    cell $and$counter.v:9$1 ($and)\n"
                "    wire \\loop_a\n    wire \\loop_b\n")
"""A record whose content is the indented lines under it."""
STA_BANNER = "OpenSTA 2.0.17 GITDIR-NOT Copyright (c) 2019, Parallax Software, Inc.\n"
RECOVERY_PATH = ("Startpoint: rst_n (input port clocked by clk)\nEndpoint: _31_ (recovery check against rising-edge clock "
                 "clk)\nPath Group: **async_default**\nPath Type: max\n\n   2.000    2.000 ^ _31_/R (DFFSR)\n"
                 "            2.000   data arrival time\n            3.250   data required time\n"
                 "            1.250   slack (MET)\n\n")
"""A reset's recovery check, a kind of path the report holds besides setup and hold."""


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    runs = tmp_path_factory.mktemp("runs") / "runs"
    shutil.copytree(FIXTURES / "runs", runs)
    log = runs / "counter16" / "yosys.log"
    lines = log.read_text().splitlines(keepends=True)
    lines.insert(20, ODD_WARNING)
    lines.insert(30, LOOP_WARNING)
    log.write_text("".join(lines))
    report = runs / "counter16" / "sta.rpt"
    report.write_text(STA_BANNER + RECOVERY_PATH + report.read_text())
    settings = Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("data")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3)
    ingest_run_paths([runs], SCOPE, settings)
    return settings


def ask(settings: Settings, question: str) -> Answer:
    return run_answer(settings, SCOPE, question)


def lead(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize("question", ["Which designs violate timing?", "which designs don't meet timing?",
                                      "Which ones fail to close timing?"])
def test_violating_designs_are_the_ones_with_negative_slack(settings, question):
    first = lead(ask(settings, question))
    assert "violate" in first and "mac8" in first and "alu8" not in first.split(":")[1]


@pytest.mark.parametrize("question", ["Which designs meet timing?", "which ones do not violate timing?"])
def test_meeting_is_the_complement(settings, question):
    first = lead(ask(settings, question))
    assert "meet" in first and "alu8" in first and "mac8" not in first


@pytest.mark.parametrize("question,kept,dropped", [
    ("which designs failed synthesis?", "broken_parse", "alu8"),
    ("which designs did not fail synthesis?", "alu8", "broken_parse"),
    ("list the ones that synthesized", "counter16", "broken_parse"),
])
def test_run_outcome_filters_and_their_negation(settings, question, kept, dropped):
    first = lead(ask(settings, question))
    assert kept in first and dropped not in first


def test_a_ratio_of_two_metrics_is_computed_from_the_printed_values(settings):
    answer = ask(settings, "What is the area per cell of alu8?")
    row = next(line for line in answer.answer.splitlines() if "per cell" in line)
    area, cells = re.search(r"computed: ([\d.]+) um\^2 / (\d+) cells", row).groups()
    assert f"{float(area) / int(cells):.2f}" in row


def test_count_of_designs(settings):
    assert lead(ask(settings, "how many designs are there?")).startswith("6 designs")


@pytest.mark.parametrize("question,absent", [("what is the worst slack of mac9?", "mac9"),
                                             ("chip area of uart_rx", "uart_rx"),
                                             ("how big is counter16x?", "counter16x"),
                                             ("what cycle time was uart_rx_fifo timed at for sign-off?", "uart_rx_fifo"),
                                             ("how many latches does quadmux have", "quadmux"),
                                             ("quadmux cell count?", "quadmux")])
def test_near_miss_names_are_refused_with_what_is_indexed(settings, question, absent):
    answer = ask(settings, question)
    assert answer.abstained and f"'{absent}' is not indexed" in answer.answer
    assert "Closest indexed designs:" in answer.answer and not re.search(r"\d+\.\d+ (ns|um)", answer.answer)


def test_an_unclassified_warning_is_quoted_not_denied(settings):
    answer = ask(settings, "Are there any implicitly declared identifiers in counter16?")
    assert "No implicit" not in answer.answer and "stray_en" in answer.answer
    assert any(c.source.endswith("yosys.log") and c.start_line == 21 for c in answer.citations)


def test_the_parse_is_shown_with_the_answer(settings):
    shown = ask(settings, "which designs don't meet timing?").to_json()["parse"]
    assert shown["query"]["filter"] == "violating" and shown["query"]["operator"] == "" and shown["absent"] == []
    refused = ask(settings, "worst slack of mac9?").to_json()["parse"]
    assert refused["absent"] == ["mac9"] and refused["designs"] == []


@pytest.mark.parametrize("question", ["Does counter16's log complain about a missing declaration?",
                                      "counter16: anything odd about stray_en?"])
def test_reasoning_finds_the_record_whatever_its_wording(settings, question):
    answer = ask(settings, question)
    assert "stray_en" in answer.answer
    assert any(c.source.endswith("yosys.log") and c.start_line == 21 for c in answer.citations)


def test_versions_quote_each_tools_banner(settings):
    answer = ask(settings, "Which versions of the tools produced the counter16 results?")
    assert "timing tool version = 2.0.17 (printed: OpenSTA 2.0.17 GITDIR-NOT" in answer.answer
    assert "Yosys version = " in answer.answer and "(printed: Yosys " in answer.answer


def test_a_constraint_is_shown_with_its_printed_line(settings):
    answer = ask(settings, "what clock period was mac8 timed at?")
    assert "clock period = " in answer.answer and "clk" in answer.answer.split("printed:", 1)[1]


def test_flip_flops_of_one_module(settings):
    netlist = (FIXTURES / "runs" / "uart_tx" / "netlist.v").read_text()
    block = netlist[netlist.index("module tx_shift("):netlist.index("endmodule", netlist.index("module tx_shift("))]
    expected = len(re.findall(r"^\s*DFF\w*\s", block, re.MULTILINE))
    answer = ask(settings, "how many flops does the tx_shift block in uart_tx use?")
    assert f"module tx_shift has {expected} flip-flops" in answer.answer


def test_a_design_named_by_a_part_before_run(settings):
    answer = ask(settings, "what is the worst slack of the counter run?")
    assert "counter16: worst setup slack" in answer.answer


def test_of_the_passing_ones_the_closest_to_failing(settings):
    answer = ask(settings, "of the designs that pass timing, which one is closest to failing?").answer
    kept, ranked = answer.splitlines()[:2]
    slacks = {name: float(value) for name, value in re.findall(r"- (\w+): worst setup slack = (-?[\d.]+) ns", answer)}
    closest = min((name for name in slacks if name in kept.split(":", 1)[1]), key=slacks.__getitem__)
    assert "meet timing" in kept and ranked.startswith(f"{closest} has the smallest worst setup slack")


@pytest.mark.parametrize("question", ["compare the chip area across the designs",
                                      "is there a design with more cells than the others?"])
def test_a_comparison_over_every_design_is_an_ordering(settings, question):
    assert lead(ask(settings, question)).startswith("Designs ranked by")


def test_a_slack_comes_with_the_facts_of_its_path(settings):
    report = (FIXTURES / "runs" / "mac8" / "sta.rpt").read_text().splitlines()
    start, end = (report[i].split(": ", 1)[1] for i in (0, 1))  # each with what it is: "x (input port clocked by clk)"
    arrival = next(line.split()[0] for line in report if line.strip().endswith("data arrival time"))
    required = next(line.split()[0] for line in report if line.strip().endswith("data required time"))
    answer = ask(settings, "what is the worst slack of mac8?").answer
    assert f"from {start} to {end}" in answer
    assert f"data arrival time {arrival} ns" in answer and f"data required time {required} ns" in answer


@pytest.mark.parametrize("question", ["which designs have latches?", "list the runs that ended up with any latches"])
def test_having_a_count_is_a_filter_by_a_non_zero_count(settings, question):
    answer = ask(settings, question)
    assert answer.parse["query"]["filter"] == "with_issues"
    assert lead(answer).startswith("1 of ") and "lint_mess" in lead(answer)


def test_asking_how_to_remove_a_problem_gives_its_causes_and_fix(settings):
    answer = ask(settings, "how would you get rid of the latches in lint_mess?").answer
    assert "Latch inferred" in answer and "usual fix" in answer


def test_a_cell_type_with_no_design_is_counted_in_every_netlist(settings):
    counts = {path.parent.name: len(re.findall(r"^\s*DFFPOSX1\s", path.read_text(), re.MULTILINE))
              for path in (FIXTURES / "runs").glob("*/netlist.v")}
    first = lead(ask(settings, "DFFPOSX1 total across everything?"))
    assert first.startswith(f"DFFPOSX1: {sum(counts.values())} cells in total")
    assert all(f"{name} {n}" in first for name, n in counts.items() if n) and "counter16" not in first


def test_the_past_tense_of_meet_is_an_outcome(settings):
    assert ask(settings, "avg chip area for the designs that met timing").parse["query"]["filter"] == "meeting"


def test_a_precision_is_not_a_period_to_try(settings):
    answer = ask(settings, "shortest cycle time mac8 could pass at, to the nearest 0.01 ns?").answer
    assert "minimum clock period 6.46 ns" in answer and "0.01 ns period" not in answer


def test_a_run_that_stopped_says_how_before_what_else_is_asked(settings):
    answer = ask(settings, "which liberty file did broken_parse use?").answer.splitlines()
    assert "synthesis status failed" in answer[0] and any("ERROR" in line or "error" in line for line in answer[1:5])


def test_a_kind_of_check_named_by_the_question_is_answered_from_its_own_path(settings):
    answer = ask(settings, "counter16: slack of the reset recovery check?").answer
    assert "worst recovery check path from rst_n (input port clocked by clk) to _31_ (recovery check against " in answer
    assert "slack 1.250 ns (MET)" in answer


def test_a_record_ending_in_a_colon_is_quoted_with_the_lines_it_introduces(settings):
    answer = ask(settings, "why does counter16 have a logic loop?")
    assert "found logic loop in module counter16:" in answer.answer and "wire \\loop_b" in answer.answer
    assert any(c.source.endswith("yosys.log") and (c.start_line, c.end_line) == (32, 34) for c in answer.citations)


def test_designs_are_ranked_by_a_period_computed_from_each_runs_slack(settings):
    answer = ask(settings, "which design has the lowest minimum clock period?").answer
    lead, facts = answer.splitlines()[0], [line for line in answer.splitlines() if line.startswith("- ")]
    assert "mac8: minimum clock period = 6.46 ns (computed: clock period" in answer
    values = [float(re.search(r"= ([\d.]+) ns", line).group(1)) for line in facts]
    assert len(values) >= 2 and values == sorted(values) and lead.startswith(f"{facts[0][2:].split(':')[0]} has")
    fastest = ask(settings, "rank the designs by fmax").answer
    assert "mac8: maximum clock frequency = 154.8 MHz (computed: 1000 / (clock period" in fastest


def test_a_quoted_line_creating_a_yosys_storage_cell_says_what_that_cell_is(settings):
    answer = ask(settings, "in counter16, why is the count register built with a level reset?").answer
    created = answer.index("created $adff cell")
    assert "counter16: $adff is a D flip-flop with an asynchronous reset" in answer[created:]
    assert answer.count("$adff is") == 1


def test_why_a_run_is_built_from_a_library_cell_is_the_yosys_cell_mapped_to_it(settings):
    answer = ask(settings, "why does counter16 end up with DFFSR cells while mac8 has DFFPOSX1?").answer
    lines = answer.splitlines()
    assert "mapped 16 $_DFFSR_PNN_ cells to \\DFFSR cells." in lines[1] and "mapped 5 $_DFF_P_ cells to" not in answer
    assert "counter16: $_DFFSR_PNN_ is a flip-flop on the rising clock edge with asynchronous active-low set" in lines[2]
    assert any("$_DFF_P_ cells to \\DFFPOSX1" in line for line in lines) and answer.count("$_DFF_P_ is") == 1


def test_the_name_of_the_askers_scope_qualifies_its_runs_and_is_no_design(settings):
    ingest_run_paths([FIXTURES / "runs"], "proj:tapeout7", settings)
    answer = run_answer(settings, "proj:tapeout7", "which of the tapeout7 runs failed synthesis?").answer
    assert "not indexed" not in answer and "broken_parse" in answer
    assert "not indexed" in run_answer(settings, "proj:tapeout7", "which of the tapeout8 runs failed synthesis?").answer


def test_submodules_the_stat_lists_as_cells_of_unknown_area_are_inside_the_top_area(settings):
    answer = ask(settings, "chip area of mac8?").answer
    assert "mac8: chip area = " in answer and "unknown area" not in answer and "mult8 is unknown" not in answer


def test_designs_are_filtered_by_a_bound_on_a_metric(settings):
    answer = ask(settings, "how many designs have more than 300 cells?").answer
    counts = {m.group(1): int(m.group(2)) for m in re.finditer(r"- (\w+): cell count = (\d+) cells", answer)}
    kept = [name for name, n in counts.items() if n > 300]
    assert kept and kept == list(counts) and answer.startswith(f"{len(kept)} of ")
    assert list(counts.values()) == sorted(counts.values(), reverse=True)
    none = ask(settings, "which designs have more than 1000000 cells?").answer
    assert none.startswith("0 of ") and ": none (counted)" in none and "cell count = " in none
