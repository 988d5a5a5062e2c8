"""Routing follows the evidence of the asker's scope: names the manuals hold go to doc QA, even where runs are indexed."""

import pytest

from app.engine import Engine
from edabot.scopes import visible_scopes
from edabot.settings import Settings

from .conftest import FIXTURES, REPO

DOC_QUESTIONS = ["How do I fix GRT-0116?", "What is the default number of congestion_iterations for route_global?"]


@pytest.fixture(scope="module")
def engine(tmp_path_factory) -> Engine:
    """The example manuals in ``global``, the golden runs in ``team:a`` only."""
    engine = Engine(Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("routing")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3))
    engine.ingest_paths([REPO / "examples" / "manuals" / "tessera"], "global")
    engine.ingest_runs([FIXTURES / "runs"], "team:a")
    return engine


@pytest.mark.parametrize("scope", ["team:a", "team:b", "global"])
@pytest.mark.parametrize("question", DOC_QUESTIONS)
def test_doc_questions_are_answered_from_the_manuals_in_every_scope(engine, scope, question):
    answer = engine.ask(question, visible_scopes(scope), mode="hybrid")
    assert "not indexed" not in answer.answer
    assert answer.citations and all(c.source.endswith(".md") for c in answer.citations), answer.answer


def test_a_run_question_in_the_runs_scope_still_reaches_the_runs(engine):
    answer = engine.ask("What is the worst slack of mac8?", visible_scopes("team:a"))
    assert any(c.source.endswith((".rpt", ".txt", ".log")) for c in answer.citations), answer.answer
    assert "ns" in answer.answer


def test_an_absent_design_is_still_refused_next_to_the_manuals(engine):
    answer = engine.ask("What is the chip area of riscv_core?", visible_scopes("team:a"))
    assert answer.abstained and "riscv_core" in answer.answer and "um^2" not in answer.answer


@pytest.fixture(scope="module")
def engine_with_a_note(tmp_path_factory) -> Engine:
    """As ``engine``, but one run's timing script also names a documented command and option in a comment."""
    import shutil

    runs = tmp_path_factory.mktemp("runs") / "runs"
    shutil.copytree(FIXTURES / "runs", runs)
    script = runs / "mac8" / "sta.tcl"
    script.write_text(script.read_text() + "# next: route_global -guide_file route.guide\n")
    engine = Engine(Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("noted")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3))
    engine.ingest_paths([REPO / "examples" / "manuals" / "tessera"], "global")
    engine.ingest_runs([runs], "team:a")
    return engine


def test_a_documented_name_one_run_also_mentions_still_asks_the_manuals(engine_with_a_note):
    answer = engine_with_a_note.ask("What is the guide_file of route_global for?", visible_scopes("team:a"), mode="hybrid")
    assert answer.citations and all(c.source.endswith(".md") for c in answer.citations), answer.answer


SPECS = REPO / "tests" / "fixtures" / "specs_serial"


@pytest.fixture(scope="module")
def engine_with_specs(tmp_path_factory) -> Engine:
    """Runs of an SPI master and a UART transmitter (described by their RTL, named otherwise) beside the SPI host and
    UART specs in ``team:a``; the same runs alone in ``team:c``; the example manuals in ``global``."""
    import shutil

    runs = tmp_path_factory.mktemp("described") / "runs"
    for name in ("impala_power", "azurite_osu"):
        shutil.copytree(REPO / "eval" / "sets" / "runs_blind37" / "runs" / name, runs / name)
    engine = Engine(Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("specs")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3))
    engine.ingest_paths([REPO / "examples" / "manuals" / "tessera"], "global")
    engine.ingest_runs([runs], "team:a")
    engine.ingest_runs([runs], "team:c")
    engine.ingest_specs([SPECS / "spi_host", SPECS / "uart"], "team:a")
    return engine


@pytest.mark.parametrize(("question", "spec"), [("How does the SPI host handle chip select?", "spi_host/"),
                                                ("What does the UART transmitter do when its FIFO is empty?", "uart/")])
def test_a_topic_the_specs_name_goes_to_them_though_a_run_is_described_alike(engine_with_specs, question, spec):
    answer = engine_with_specs.ask(question, visible_scopes("team:a"), mode="auto")
    assert answer.citations and all(c.source.startswith(spec) for c in answer.citations), answer.answer


def test_a_figure_asked_of_a_described_design_stays_with_its_run(engine_with_specs):
    answer = engine_with_specs.ask("That serial transmitter met 100 MHz; how much slack is left?", visible_scopes("team:a"))
    assert answer.answer.startswith("- azurite_uarttx: worst setup slack = 6.169 ns"), answer.answer


def test_a_simulation_asked_of_a_described_design_is_answered_for_it_not_for_a_design_called_testbench(engine_with_specs):
    answer = engine_with_specs.ask("Was there ever a testbench run for the SPI master?", visible_scopes("team:a"))
    assert "not indexed" not in answer.answer
    assert answer.answer.startswith("The run of impala_spimaster holds no simulation output"), answer.answer
    other = engine_with_specs.ask("Was there ever a testbench run for the SPI controller?", visible_scopes("team:a"))
    assert "Of that family the runs hold: impala_spimaster (spi master)" in other.answer  # another kind: pointed to it


def test_the_same_topic_where_no_spec_is_held_stays_with_the_described_run(engine_with_specs):
    answer = engine_with_specs.ask("How does the SPI host handle chip select?", visible_scopes("team:c"), mode="auto")
    assert answer.parse and answer.parse["designs"] == ["impala_spimaster"], answer.answer


def test_a_message_code_a_manual_spells_goes_to_the_manual_where_specs_are_held(engine_with_specs):
    answer = engine_with_specs.ask("How do I fix GRT-0116?", visible_scopes("team:a"), mode="auto")
    assert answer.citations and all(c.source.endswith(".md") and "tessera" in c.source for c in answer.citations), \
        answer.answer


@pytest.mark.parametrize("question", ["How many clock periods does the SPI host hold chip select high between commands?",
                                      "What is CSID's reset value?"])
def test_a_question_naming_spec_registers_goes_to_the_specs_whatever_a_run_could_measure(engine_with_specs, question):
    """A clock period is also a run's figure, and a possessive name is where a design's name would stand; neither
    makes a question about the SPI host's registers a run question."""
    answer = engine_with_specs.ask(question, visible_scopes("team:a"), mode="auto")
    assert answer.parse is None and answer.citations, answer.answer
    assert all(c.source.startswith("spi_host/") for c in answer.citations), answer.answer


@pytest.mark.parametrize("question", ["How do I reduce the total power?", "Can I trade area for a shorter clock period?"])
def test_a_question_of_what_to_do_is_the_runs_alone_and_the_manuals_beside_them(engine, question):
    """Naming no run, "how do I ..." asks for a way to act: the runs answer it with their records when they are all the
    scope holds, and leave it to the manuals when the scope holds some."""
    from runs.qa.agent import answer_run_question
    from runs.qa.routing import Elsewhere

    scopes = visible_scopes("team:a")
    assert answer_run_question(question, scopes, engine.settings) is not None
    beside = Elsewhere(holds=lambda: True, names=lambda words: False, defines=lambda words: False,
                        covers=lambda terms: set())
    assert answer_run_question(question, scopes, engine.settings, elsewhere=beside) is None
    alone = Elsewhere(holds=lambda: False, names=lambda words: False, defines=lambda words: False,
                      covers=lambda terms: set())
    assert answer_run_question(question, scopes, engine.settings, elsewhere=alone)


def test_a_question_over_the_runs_stays_with_them_beside_specs(engine_with_specs):
    answer = engine_with_specs.ask("Which design has the larger chip area?", visible_scopes("team:a"), mode="auto")
    assert answer.parse is not None and "impala_spimaster" in answer.answer, answer.answer


@pytest.mark.parametrize("question", [
    "What does -max_displacement 40 do?",
    "Some cells are left unplaced after legalization. Should I lower the density?",
    "Cells move too far when legalized. When should I raise the limit?",
    "How long does routing take on a congested die?",
    "What limits the cell displacement during legalization?",
    "Which switch keeps the clock nets on met1-met3?",
    "How does tessera handle designs with latches?",
])
def test_a_manual_question_naming_nothing_of_the_runs_goes_to_the_manuals(engine, question):
    """An option as its switch spells it is no absent design, nor is a range of layers the manual names one by one; a
    request after the problem's statement, or after a wh-word, asks what to do; routing is a step no run performed;
    legalizing and displacement are the manuals' words, not the runs'; designs a tool is asked about are a kind, not
    the runs."""
    answer = engine.ask(question, visible_scopes("team:a"), mode="hybrid")
    assert answer.parse is None, answer.answer
    assert answer.evidence and all(item.source.startswith("tessera/") for item in answer.evidence), answer.answer


@pytest.mark.parametrize("question", ["What limits the cell displacement during legalization?",
                                      "How long does routing take on a congested die?"])
def test_the_same_questions_are_the_runs_where_the_scope_holds_nothing_else(engine, question):
    from runs.qa.agent import answer_run_question

    assert answer_run_question(question, visible_scopes("team:a"), engine.settings) is not None


def test_a_spec_topic_beside_a_run_described_alike_goes_where_its_content_is(engine_with_specs):
    """The UART run's comments say "UART transmitter", but the transmit FIFO's depth and the interrupt it raises
    when it drains are the spec's words."""
    answer = engine_with_specs.ask("How deep is the UART transmit FIFO, and which interrupt is raised once it drains?",
                                   visible_scopes("team:a"), mode="auto")
    assert answer.parse is None and answer.citations, answer.answer
    assert all(c.source.startswith("uart/") for c in answer.citations), answer.answer


def test_a_field_the_specs_define_and_no_run_spells_outweighs_a_described_run(engine_with_specs):
    """The SPI master's run is described by the question, but CSAAT is a field of the SPI host spec that no file of
    the run spells: the field decides."""
    answer = engine_with_specs.ask("Which chip select does the SPI master drive when CSAAT is set?",
                                   visible_scopes("team:a"), mode="auto")
    assert answer.parse is None and answer.citations, answer.answer
    assert all(c.source.startswith("spi_host/") for c in answer.citations), answer.answer


PASSES_MANUAL = """# Technology mapping passes

## dfflibmap

The `dfflibmap` pass maps internal flip-flop cells to the flip-flops of a Liberty file. It only maps flip-flops;
run `abc -liberty` after it to map the remaining logic, since abc does not map storage elements.

## Flip-flop cells

The cell types `$_DFFE_PN0P_`, `$_DFFE_PN0N_`, `$_DFFE_PP0P_` implement d-type flip-flops with enable and reset.
The letters after the family name `$_DFFE` give the clock, reset and enable polarities: `P` positive, `N` negative.

## The interactive shell

Yosys keeps the command history of its interactive shell in `~/.yosys_history`, and reads a script from stdin.
Memories with combinational write ports are not inferred; yosys maps only synchronous write ports to `$mem_v2`.
"""


@pytest.fixture(scope="module")
def engine_with_a_yosys_manual(tmp_path_factory) -> Engine:
    """The golden runs (their scripts run dfflibmap and abc, their logs spell $_DFFE_PN0P_) in ``team:a`` beside the
    serial specs, and a manual of the same passes and cells in ``global``."""
    manual = tmp_path_factory.mktemp("yosys") / "yosys"
    manual.mkdir()
    (manual / "passes.md").write_text(PASSES_MANUAL)
    engine = Engine(Settings(EDABOT_DATA_DIR=str(tmp_path_factory.mktemp("tool")), EDABOT_RUN_MAX_CHUNKS_PER_ARTIFACT=3))
    engine.ingest_paths([REPO / "examples" / "manuals" / "tessera", manual], "global")
    engine.ingest_runs([FIXTURES / "runs"], "team:a")
    engine.ingest_specs([SPECS / "uart"], "team:a")
    return engine


@pytest.mark.parametrize("question", [
    "What does dfflibmap do, and why does abc come after it?",
    "Where does yosys keep the history of shell commands?",
    "Can yosys infer memories whose write ports are combinational?",
    "$_DFFE_PN0P_ keeps showing up in my synthesis stats. How do I read its letters?",
    "$_DFFE vs $_SDFF, what sets them apart?",
])
def test_a_question_of_what_a_tool_command_or_cell_is_goes_to_the_manual_that_spells_it(engine_with_a_yosys_manual,
                                                                                          question):
    """The runs' scripts run dfflibmap and abc and their logs spell the cells, but what a pass does, what a tool can
    do and what a cell's name says, asked of no run, is the manual's."""
    answer = engine_with_a_yosys_manual.ask(question, visible_scopes("team:a"), mode="auto")
    assert answer.parse is None, answer.answer
    assert answer.evidence and answer.evidence[0].source.startswith("yosys/"), answer.answer


@pytest.mark.parametrize("question", [
    "What did dfflibmap do to the flops of mac8?",
    "How many $_DFFE_PN0P_ cells are there in counter16?",
    "Which runs have abc results?",
])
def test_the_same_tools_asked_of_a_run_stay_with_the_runs(engine_with_a_yosys_manual, question):
    answer = engine_with_a_yosys_manual.ask(question, visible_scopes("team:a"), mode="auto")
    assert answer.parse is not None, answer.answer
