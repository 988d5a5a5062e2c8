"""The run-QA agent: resolve names against the graph, understand the question from the catalogue,
run the matching tool, answer with citations.

Returns None for questions that are not about runs, so the caller routes them to doc QA.
With an LLM server configured, ``runs.qa.llm_planner`` lets the model plan the tool calls instead,
with this offline answer as its fallback; absent designs are refused before any model call.
Every number is quoted from the graph as printed, or computed in ``runs.qa.analyses`` and labelled
as such; a design that is not indexed is refused by name, with the closest indexed names and no
numbers; a question the catalogue cannot map is answered with what can be computed instead.
"""

from __future__ import annotations

import dataclasses
import difflib
import itertools
import json
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from functools import lru_cache, partial, reduce
from pathlib import Path
from typing import Any

import structlog

from edabot.settings import Settings
from edabot.types import Answer, Evidence
from runs import metrics
from runs.parse.detect import (
    ARTIFACT_KINDS,
    READ_TOOLS,
    TOOL_OF_WORD,
    named_netlist_format,
    netlist_format,
    netlist_formats_spelled,
)
from runs.parse.facts import RTL_READER
from runs.parse.names import base_module_name
from runs.parse.shell_script import program_options
from runs.parse.sta_report import DESIGN_RULE_CHECK, design_rule_kind
from runs.qa import analyses, evidence, flow_kinds, flow_steps, grammar, simulations
from runs.qa.attempts import Attempt, attempt_at, attempt_named, attempts, of_attempt
from runs.qa.catalogue import ANALYSES
from runs.qa.cell_functions import cells_named
from runs.qa.cell_loads import cell_loads
from runs.qa.compose import compose, refuse, with_new_lines
from runs.qa.described_alike import described_alike
from runs.qa.entities import (
    NEAR_MISS_RATIO,
    Description,
    Entities,
    described_by_comments,
    described_part,
    description_spans,
    named_before_output,
    names_a_tool_or_format,
    resembling,
    resolve,
    shortens,
    what_it_is,
    written_out,
)
from runs.qa.exclusions import left_out
from runs.qa.filters import (
    ARTIFACT_FILTERS,
    BUILD_FILTERS,
    bounded_facts,
    check_named,
    every_tools_warnings,
    filtered_facts,
    holds_output,
    library_cells,
    mapped_elsewhere,
    netlist_files,
    used_by,
)
from runs.qa.graph_queries import (
    Fact,
    RunTools,
    aggregate,
    catalogue_aliases,
    catalogue_words,
    file_type,
    mentions,
    same_file,
)
from runs.qa.interfaces import family_of, kindred_runs, unheld_protocols
from runs.qa.llm_tools import DocLookup, difference_text, direction
from runs.qa.profiles import (
    contradicted,
    described_design,
    opposite_kind,
    other_kind,
    profile_matches,
    unheld_description,
)
from runs.qa.query import (
    COMPLEMENT,
    ISSUE_COUNTS,
    TIME_QUANTITY,
    TOOL_WORDS,
    Query,
    Similarity,
    consonants,
    filters_said,
    stem,
    tokens,
    understand,
)
from runs.qa.report_tables import table_cells
from runs.qa.routing import RUN_WORDS, Elsewhere, belongs_elsewhere, ranges_over_runs, runs_said
from runs.qa.sizes import describes, sized_nouns, stated, unbuilt_size
from runs.store.graph import open_run_graph
from text import english
from text.numerals import with_numerals
from text.stopwords import ENGLISH_STOPWORDS

log = structlog.get_logger()
DocTerms = Callable[[Sequence[str]], set[str]]
"""Which of these names the manuals of the asker's scope mention (the doc store's side of routing)."""
_PATH_METRICS = (metrics.SETUP_WS, metrics.SETUP_WNS, metrics.ARRIVAL, metrics.HOLD_WS)
"""Metrics read off the worst path of a timing report."""
_SETUP_FIGURES = (metrics.SETUP_WS, metrics.SETUP_WNS, metrics.SETUP_TNS)
"""Figures of the setup check only: a question about them between two clocks is about setup paths."""
_CLOCK_WORDS = frozenset({stem("clock"), stem("clk")})
"""A clock said as such ("the clock", "its clk"); not before "gating": a run without clocks lacks clock gating too."""
_CHECK_METRICS = {metrics.RECOVERY_WS: "recovery", metrics.REMOVAL_WS: "removal"}
"""Slacks of the checks on asynchronous sets and resets, by the path type their paths are stored under."""
_TIMING_STEP, _SETUP = stem("timing"), stem("setup")
_STEP_TOOLS = {stem("synthesis"): ("yosys",), _TIMING_STEP: ("sta", "opensta")}
"""Flow steps by their stemmed names, and the tools whose scripts carry them out."""
_SETTINGS = (metrics.CLOCK_PERIOD, metrics.INPUT_DELAY, metrics.OUTPUT_DELAY, metrics.LOAD, metrics.CLOCK_UNCERTAINTY)
"""Metrics a run's scripts set rather than its tools measure: a run may set several (one per clock or port)."""
_DESIGN_OPS = ("max", "min", "worst", "best", "avg", "median", "sum", "rank", "count")
_ISSUE_COUNTS = (metrics.WARNINGS, metrics.ERRORS)
"""The counts of a log's messages: a total of both asked together is two totals."""


def answer_run_question(question: str, scopes: Sequence[str], settings: Settings,
                        doc_lookup: DocLookup | None = None, documented: DocTerms | None = None,
                        elsewhere: Elsewhere | None = None) -> Answer | None:
    """Answer ``question`` from the runs visible in ``scopes``; None when it is not about runs.

    Routing follows the evidence of the asker's scope: a name the runs do not hold but the manuals do
    (a command, an option, a message code) or the specs define (a register, a field) makes it their question,
    never an absent design. A question that names nothing only the runs hold, and does not range over the runs,
    goes to the manuals or specs when ``elsewhere`` says they name what it names; a design it describes keeps it
    when it asks something of that run (a figure, a filter, a run's records)."""
    tools = RunTools(open_run_graph(settings.data_dir, settings.database_url), scopes)
    question = with_numerals(question)  # "the thirty-two entry fifo at ten nanoseconds": sizes and periods in digits
    if (aside := left_out(question, tools)) is not None:  # "leaving out the sweep and the failing ones, which ...":
        answer = _answer_run_question(aside.question, tools.without(aside.designs), settings, doc_lookup, documented,
                                      elsewhere)  # the rest of the question, asked of the runs left
        if answer is not None:
            answer.answer = f"{aside.said}\n{answer.answer}"
        return answer
    return _answer_run_question(question, tools, settings, doc_lookup, documented, elsewhere)


def _answer_run_question(question: str, tools: RunTools, settings: Settings, doc_lookup: DocLookup | None,
                         documented: DocTerms | None, elsewhere: Elsewhere | None) -> Answer | None:
    folders = tools.folder_names()
    scope_names = {part for scope in tools.scopes for part in re.split(r"[:/]", scope) if part}  # "the blind4 runs"
    tops = {row["top"] for row in tools.rows.values() if row["top"]}
    found = resolve(question, tools.design_names(), tools.names_by_kind(),  # "was spef annotated": a flow step's
                    [*tools.vocabulary(), *scope_names, *flow_steps.STEP_WORDS], folders, tops, tools.shared_tops())
    # file format, never a design
    if not found.designs and (holders := _runs_holding_files_said(question, tools)):
        found.designs, said = holders  # "tns in run-2024_06_11/sta_6ns.rpt": the one run holding that file
        parts = {part for path in said for part in re.split(r"[/.]", path.lower())}
        found.absent = [name for name in found.absent if name.lower() not in parts]
        found.spans += said
    if found.absent and documented is not None and (in_docs := documented(found.absent)):
        found.absent = [name for name in found.absent if name not in in_docs]
        if not (found.designs or found.of("module") or found.of("cell")):
            return None
    if not found.designs and any(grammar.named_as(question, w, noun) for w in found.absent for noun in _MODULE_NOUNS):
        found.designs = _runs_of_top(found, tools)  # "the tiny_mul block in tiny_cpu": a part asked of the top's runs
    if found.absent and not found.designs and (spelled := _spelled_in_comments(found.absent, tools)
                                               or _vowels_dropped(found.absent, tools)):
        found.designs, found.absent = spelled  # "the crc16 block": the design whose comments say "CRC-16"; "popcount"
        # of benitoite_popcnt
    if stated := _parameters_said(question, tools) + _sizes_said(question, tools):  # "kestrel depth8", "the 8-deep
        # fifo": a parameter's value, not a name
        glued = {f"{name}{value}".lower() for name, value in stated}
        found.absent = [word for word in found.absent if word.lower().replace("-", "") not in glued]
    if not (found.designs or found.absent):
        found.designs = _variants_said(question, _runs_of_top(found, tools) or _runs_by_family(question, tools)
                                       or _runs_by_parts(question, tools) or _runs_by_parameter(question, tools)
                                       or _runs_by_initials(question, tools))
        if not found.designs and (acronym := _runs_by_acronym(question, tools))[0]:
            found.designs, found.described = acronym[0], "comments"  # "the ALE latch": read as any description is
            found.spans += acronym[1]
    found.designs = _siblings_tagged(question, found.designs, tools)
    if not (found.designs or found.absent or found.of("module")):  # a cell or net named is no design
        described = described_by_comments(
            question, lambda: {d: tools.header_comments(d) for d in tools.design_names()}, catalogue_words(),
            tools.command_names())
        found.designs, found.undescribed = described.designs, described.unmatched
        found.spans += described.spans
        found.described = "comments" if found.designs else ""
    if not (found.designs or found.absent) and (found.identifiers or found.of("signal")):
        found.designs = _run_naming(question, [*found.identifiers, *found.of("signal")], tools, documented)
    foreign = ""
    if not (found.designs or found.absent or found.of("module") or found.undescribed) and _asks_of_one(
            question, (profiled := _described_by_profile(question, tools)).spans):  # "saturating adder test fails":
        # no article, no name; "moving average run marked FAIL": the words that say what it is ask for no average
        found.designs, found.spans = profiled.designs, [*found.spans, *profiled.spans]
        found.undescribed = foreign = profiled.unmatched  # "the ddr controller": not the interrupt controller, by
        # any reading, words or meaning, whatever the question filters the runs by ("pushed through synthesis")
        found.described = "profile" if found.designs else "foreign" if foreign else ""
    if not (found.designs or found.absent or found.of("module") or foreign) and (output := named_before_output(
            question, {**{d.lower(): d for d in tools.design_names()}, **{f.lower(): d for d, f in folders.items()}})):
        found.designs, found.spans = [output[0]], [*found.spans, output[1]]  # "the worst mac path": that run's
    if not (found.designs or found.absent or found.of("module") or foreign or found.undescribed) and (
            unheld := unheld_protocols(question, _profiles(tools)[0])) and not _other_kind_said(question, tools):
        # "spi master timing" where no run is SPI (a "ddr controller" beside an interrupt controller is refused as
        # that kind below)
        elsewhere_named = documented(unheld) if documented is not None else []  # (a protocol the manuals or specs
        found.absent = [name for name in unheld if name not in elsewhere_named]  # describe is their question)
    meant = ""
    if not (found.designs or found.absent or found.of("module") or foreign) and (
            alike := _described_alike(question, tools, settings)).designs:
        found.designs, found.undescribed = alike.designs, ""  # "the SPI controller" of "// SPI master": no word shared
        found.spans += alike.spans
        found.described = "meaning"
        meant = _taken_by_meaning(alike)
        if other := opposite_kind(question, {d: title for d, title in _titles(tools).items() if d in alike.designs}):
            found.designs, found.undescribed, found.described, meant = [], other, "foreign", ""  # "the uart receiver"
            # taken by meaning for the UART transmitter: the other end of the link, which no run is
    if not (found.designs or found.absent or found.of("module") or foreign or found.undescribed) and (
            other := _other_kind_said(question, tools)):
        found.undescribed, found.described = other, "foreign"  # "uart receiver" beside a UART transmitter, when no
        # design fits by words or meaning
    elif found.described in ("name", "profile") and (other := _other_kind_said(question, tools)):
        found.designs, found.undescribed, found.described = [], other, "foreign"  # "uart receiver synthesis results?"
        # said by the one UART's name part or its comments: that run is a transmitter, and the receiver asked for is
        # not here; the refusal names the family's runs with what each is ("the SPI controller": the SPI master)
    elif found.described in ("name", "profile", "comments") and (other := opposite_kind(
            question, {d: title for d, title in _titles(tools).items() if d in found.designs})):
        found.designs, found.undescribed, found.described = [], other, "foreign"  # "uart rx area": the other end
    if found.designs and not found.absent and (negated := _variant_contradicted(question, found.designs, tools)):
        found.designs, found.undescribed, found.described = [], negated, "foreign"  # "the async fifo": the one FIFO
        # here is synchronous
    if len(found.designs) == 1 and not found.absent and (other := _other_side(question, found.designs[0], tools)):
        found.designs.append(other)  # "arbiter vs bcd converter": each side of "vs" names its own run
    if len(found.designs) > 1 and stated:  # "area of kestrel DEPTH=8", "the 32-deep fifo": of the runs named or
        found.designs = [d for d in found.designs if any(_sets_parameter(d, name, value, tools)  # described, those
                                                          for name, value in stated)] or found.designs  # set so
    if len(found.designs) > 1 and (figures := _FIGURE_SAID.findall(question)):  # "tarsier_spi area says 17912":
        found.designs = _printing(figures, found.designs, tools) or found.designs  # the run that printed it
    if found.designs and found.of("module"):  # "the uart rx ... synth": its design, and by description its testbench
        found.names["module"] = [module for module in found.of("module") if _module_of(module, question, found.designs,
                                                                                       tools)]
    if len(found.designs) == 1 and not (found.of("module") or found.absent) and (part := _part_described(
            question, found.designs[0], tools)):
        found.names["module"] = [part]  # "just the prescaler in the hierarchical harbor run"
    named = bool(found.designs or found.of("module") or found.absent)
    found.spans += _made_of(question, found.spans)  # "the latch based register file": the latches are the design's
    found.spans += [setting.group(0) for name, value in stated if (setting := re.search(
        rf"\b{re.escape(name)}s?[\s=-]*{re.escape(value)}\b", question, re.IGNORECASE))]  # "with WIDTH 8": a setting,
    # no width asked
    found.spans += [said.group(0) for said in _ASSIGNMENT.finditer(question)]  # "WIDTH=12" sets a parameter: no word
    # of it says what is asked ("width" is no width mismatch)
    quoted = [" ... ".join(fragments) for fragments in evidence.quoted_messages(question)]  # a pasted log message
    query = understand(question, [*found.spans, *quoted], similarity=catalogue_similarity(settings) if named else None)
    if len(found.designs) == 1 and found.designs[0] in (family := _runs_by_family(question, tools)) and (
            whole := understand(question, quoted)).op == "difference":  # "odometer: hierarchical vs flattened": both
        found.designs, query = family, whole  # runs, and the words that seemed to describe one are the comparison's
    if not (found.designs or found.absent) and (timed := _runs_by_period(question, tools)):
        found.designs = timed  # "the multiplier passes at 12ns but not 4ns": the two runs timed at those periods
    if query.bound and any(float(value) == query.bound[1] for _, value in stated):
        query.bound = None  # "going DIV 10 -> 250": a parameter's value, not a limit on the figure
        query.op = "" if query.op == "count" else query.op
    if not (found.designs or found.absent or query.metric or query.filter or query.op not in ("", "count")) and set(
            query.analyses) <= {"list", "config"} and (holding := _runs_with_file_type(question, tools)):  # "how many":
        # counted; "which flow uses make": a flow is how a run is set up
        holding.answer += _folder_note(holding.answer, folders, tools.shared_tops())
        holding.parse = _parse_shown(found, query)
        return holding  # "which runs are makefile driven": the runs holding such a file
    if not (found.designs or found.absent or query.op or query.top_n or query.filter) and (
            giving := _runs_giving_option(question, tools) or (not query.metric and _runs_giving_command(
                question, tools))):  # a listing alone: not "which burns the most"
        giving.answer += _folder_note(giving.answer, folders, tools.shared_tops())
        giving.parse = _parse_shown(found, query)
        return giving  # "which runs did report_power": the runs whose scripts give that command
    if not (found.designs or found.absent or found.undescribed or found.of("module") or found.of("cell") or query.metric
            or query.filter or query.op or query.analyses) and (kind := _kind_sought(question, tools)):
        found.undescribed, found.described = kind, "foreign"  # "fir filter runs - any?": a kind no run is
    set_by_runs = any(_sets_parameter(design, name, value, tools) for design in tools.design_names()
                      for name, value in stated)  # "the 8-deep fifo": a setting a run's script gives
    if not _about_runs(question, found, query, tools) or (elsewhere is not None and belongs_elsewhere(
            question, found, query, tools, elsewhere, set_by_runs)):
        return None  # "how does the SPI host handle chip select": a topic the scope's manuals or specs name
    found.designs = _owner_of_clock(question, found, tools) or _timed_at(found.designs, question, query, tools)
    if found.designs and not (query.metric or query.analyses or query.filter or query.issue_kinds or query.op) and (
            _FIRST.search(question) and _printers_named(question.lower().split(), tools)):
        query.analyses = ["issues"]  # "first thing OpenSTA complains about in X": the first of what a tool that printed
        # records in the run printed, when nothing else is asked
    tools.errors_as_printed = query.metric == metrics.ERRORS or query.asks("issues")
    if query.op in ("max", "min") and len(found.designs) == 1 and grammar.claims_extreme(query.words):
        found.designs = []  # "jadeite is the smallest mapped design, right?": the extreme over the runs, to check it by
    if query.op == "rank" and len(found.designs) == 1:
        query.op = ""  # "the fastest period that passes" of one run: an extreme of that run, no ordering of runs
    if query.op in ("max", "rank") and query.metric == metrics.POWER_TOTAL and found.designs and len(
            {tools.shared_tops().get(d, d) for d in found.designs}) == 1 and _PARTITIVE.search(question):
        query.op, query.analyses = "", ["area_breakdown", *query.analyses]  # "what eats most of the power in the spi
        # master": the share of the power each group of cells takes, not the runs ranked by it (an area's shares
        # are the submodules', ``_ranks_parts``); of the runs that report the figure
        found.designs = [d for d in found.designs if tools.metric(d, query.metric) is not None] or found.designs
    if query.op in ("max", "min", "rank") and query.metric in (metrics.AREA, metrics.CELLS) and len(found.designs) > 1 and len(
            {tools.shared_tops().get(d, d) for d in found.designs}) == 1 and _PARTS_SAID.search(question) and len(
            built := [d for d in found.designs if analyses.module_instances(d, tools)]) == 1:
        found.designs = built  # "goethite arbiter: biggest submodule?": the parts of the one run of it that kept them
    if found.designs and found.of("module"):  # "the bison FIFO at 8 ns", "goethite arbiter: biggest submodule": the
        tops = {tools.rows[d]["top"] for d in found.designs}  # top described is the run itself; written as itself
        found.names["module"] = [mod for mod in found.of("module") if mod not in tops or len(tops) == 1 and re.search(
            rf"(?<![\w$]){re.escape(mod)}(?![\w$])", question)]  # it is that module ("the coffee_brew_fsm state
        # register"), unless runs of other tops are named beside it ("mallow_tx area vs ulmus_cdc": two designs)
    answer = _answer(question, query, found, tools, settings, doc_lookup)
    answer.answer += _folder_note(answer.answer, folders, tools.shared_tops()) + meant
    answer.parse = _parse_shown(found, query)
    return answer


_PARTS_SAID = re.compile(r"\b(?:sub-?)?modules?\b|\bblocks?\b", re.IGNORECASE)
"""Parts of a design said as such: an extreme among them is of one run's submodules, not of the runs."""
_FIRST = re.compile(r"\bfirst\b", re.IGNORECASE)
"""The first of what a tool printed ("the first thing OpenSTA says about X")."""
_PARTITIVE = re.compile(r"\bmost of (?:the|its|their)\b", re.IGNORECASE)
"""A share of a whole ("most of the power"): which part takes it, where one design is said."""


def _parse_shown(found: Entities, query: Query) -> dict[str, Any]:
    """How the question was read, shown with every run answer (``--json``) so a reader sees why it was chosen."""
    return {"designs": found.designs, "names": found.names, "absent": found.absent, "query": query.to_json()}


def _kind_sought(question: str, tools: RunTools) -> str:
    """The kind of design a question asks whether any run is ("fir filter runs - any?", "is there a viterbi decoder
    run?"), or asks something of ("vga controller pixel clk?": a word of the trade English does not use), when its
    describing words are held by no run's name or comments, or "": asked of the runs, such a question wants to hear
    that none is, and what the runs are instead."""
    existence = bool(RUN_WORDS.search(question) and _EXISTENCE.search(question))
    kind = unheld_description(question, *_profiles(tools), rare=not existence)  # "vga controller pixel clk?": a
    return kind if 0 < len(kind.split()) <= _KIND_WORDS else ""  # term of the trade no run has, asked of one


_EXISTENCE = re.compile(r"\b(?:any(?:one|body)?|there)\b", re.IGNORECASE)
"""Words that ask whether something exists among the runs ("any?", "is there", "did anyone")."""
_KIND_WORDS = 3
"""At most this many describing words make one kind of design ("fir filter", "dual port ram")."""


def _variant_contradicted(question: str, designs: Sequence[str], tools: RunTools) -> str:
    """The variant the question asks for ("async fifo") when the title of every design it found by description says
    the opposite one ("synchronous FIFO", ``profiles.contradicted``) and no design is named by its own name: "" else."""
    words = set(re.findall(r"[a-z0-9]+", question.lower()))
    if any(design.lower().split("_")[0] in words for design in designs):
        return ""
    titles = _titles(tools)
    said = {contradicted(question, what_it_is(titles.get(design, ""))) for design in designs}
    return said.pop() if len(said) == 1 and "" not in said else ""


def _asks_of_one(question: str, described: Sequence[str] = ()) -> bool:
    """Whether a question that names no design may be about one: no operator over designs, no plural noun for runs
    and no run chosen or counted among them ("which timed run has zero flops", "any run with latches besides ...",
    "runs that were never timed" ask of all). The words that ``described`` a design ask nothing ("the moving average
    run": no average over the runs)."""
    query = understand(question, described)
    return not (ranges_over_runs(question) or query.op or query.within or query.among or query.top_n or query.bound)


def _name_parts(design: str, tools: RunTools) -> list[str]:
    """The parts (two letters or more) of every name a run answers to: design, folder and top module."""
    names = (design, tools.folder_names().get(design, ""), tools.rows[design]["top"] or "")
    return [part for name in names for part in re.split(r"[\W_\d]+", name.lower()) if len(part) > 1]


def _profile(design: str, tools: RunTools) -> tuple[list[str], str]:
    """What a run says it is: the parts of every name it answers to and the comment lines that open its RTL."""
    return _name_parts(design, tools), tools.header_comments(design)


def _spelled_in_comments(absent: Sequence[str], tools: RunTools) -> tuple[list[str], list[str]] | None:
    """(the designs, the names still absent) when a name the question gives is a term that one design's RTL comments
    write with a hyphen or a slash inside ("crc16" for "CRC-16/CCITT", "uart8n1" for "UART-8N1"), or the initials of
    consecutive content words of those comments ("fsm" for "finite-state machine"): an engineer writes a design by
    what it is, joined up or shortened. Runs of one top module count as one design; a name two designs spell is left."""
    def joined(comments: str) -> set[str]:
        terms = {re.sub(r"[-_.]", "", token) for token in re.split(r"[\s/,;:()]+", comments.lower()) if token}
        for line in comments.lower().splitlines():
            words = re.split(r"[\s-]+", line)
            for start in range(len(words)):
                run = list(itertools.takewhile(lambda w: w.isalpha() and w not in ENGLISH_STOPWORDS, words[start:start + 5]))
                terms.update("".join(w[0] for w in run[:n]) for n in range(3, len(run) + 1))
        return terms

    spelling = {design: joined(tools.header_comments(design)) for design in tools.design_names()}
    tops = tools.shared_tops()
    for name in absent:
        key = re.sub(r"[^a-z0-9]", "", name.lower())
        designs = [design for design, terms in spelling.items() if key in terms]
        if designs and len({tops.get(design, design) for design in designs}) == 1:
            return designs, [other for other in absent if other != name]
    return None


def _vowels_dropped(absent: Sequence[str], tools: RunTools) -> tuple[list[str], list[str]] | None:
    """(the designs, the names still absent) when a name the question gives is a part of one design's names written
    out: the part is the word with vowels dropped after its first letter ("popcount" of ``popcnt``, "graycount" of
    ``graycnt``), the usual way a word is cut to fit a name. Parts of four letters or more, names of five or more;
    runs of one top module count as one design; a name two designs' parts shorten is left."""
    tops = tools.shared_tops()
    for name in absent:
        key = re.sub(r"[^a-z]", "", name.lower())
        designs = [d for d in tools.design_names() if any(written_out(key, part) for part in _name_parts(d, tools))]
        if designs and len({tops.get(design, design) for design in designs}) == 1:
            return designs, [other for other in absent if other != name]
    return None


def _profiles(tools: RunTools) -> tuple[dict[str, tuple[list[str], str]], set[str]]:
    """Every run's profile (``_profile``) and the words that describe no design: catalogue aliases, tool names,
    design nouns and the commands the runs give."""
    profiles = {design: _profile(design, tools) for design in tools.design_names()}
    reserved = {word for phrase in catalogue_aliases() for word in phrase.lower().split()}
    reserved |= set(READ_TOOLS) | set(grammar.DESIGN_NOUNS) | {name.lower() for name in tools.command_names()}
    return profiles, reserved


def _described_by_profile(question: str, tools: RunTools) -> Description:
    """The designs the question's words describe by what their names and RTL comments say (``profiles``)."""
    profiles, reserved = _profiles(tools)
    return described_design(question, profiles, tools.shared_tops(), reserved)


def _sibling_said(side: str, design: str, tools: RunTools) -> str:
    """The one other run of ``design``'s top module whose name has a part of its own (one ``design``'s names lack) that
    ``side`` says, or ""."""
    tops = tools.shared_tops()
    if (top := tops.get(design)) is None:
        return ""
    said = set(re.findall(r"[a-z0-9]+", side.lower()))
    own = set(_name_parts(design, tools))
    siblings = [d for d, t in tops.items() if t == top and d != design
                and said & (set(_name_parts(d, tools)) - own)]
    return siblings[0] if len(siblings) == 1 else ""


def _other_side(question: str, design: str, tools: RunTools) -> str:
    """The run the other side of "X vs Y" (or of the choice "which ..., X or Y") describes, when ``design`` was found
    on one side only: "arbiter vs bcd converter" found the BCD converter by its name's part, and the arbiter is the run
    whose comments say so."""
    sides = re.split(r"\b(?:vs\.?|versus)\s", question, flags=re.IGNORECASE)
    if len(sides) == 1 and re.search(r"\bwhich\b", question, re.IGNORECASE):  # "which is faster, the pwm or the
        sides = re.split(r"\bor\s", question, flags=re.IGNORECASE)  # fifo d32": a choice between two runs
    if len(sides) != 2:
        return ""
    parts = set(_name_parts(design, tools))
    bare = [side for side in sides if not parts & set(re.findall(r"[a-z0-9]+", side.lower()))]
    if len(bare) != 1:
        return ""
    if sibling := _sibling_said(bare[0], design, tools):
        return sibling  # "flat vs hier MAC": the other run of the MAC whose own name part the side says, a word the
        # question's filters also use ("flat"), so no description finds it
    described = _described_by_profile(bare[0], tools).designs
    return described[0] if len(described) == 1 and described[0] != design else ""


def _other_kind_said(question: str, tools: RunTools) -> str:
    """A kind of block no run is, said beside a family some run is of (``profiles.other_kind``)."""
    return other_kind(question, *_profiles(tools))


def _described_alike(question: str, tools: RunTools, settings: Settings) -> Description:
    """The designs the question's description phrases mean, by embedding, when no word of them named one."""
    spans = description_spans(question, catalogue_words(), tools.command_names())
    if not spans:
        return Description([])
    return described_alike(spans, _titles(tools), catalogue_similarity(settings))


def _titles(tools: RunTools) -> dict[str, str]:
    """Each run's title: the first comment line of its RTL, which says what the design is."""
    return {design: tools.header_comments(design).partition("\n")[0] for design in tools.design_names()}


def _taken_by_meaning(alike: Description) -> str:
    """A note that the design was taken by what the description means: the asker can see that "the uart receiver" was
    taken for the one UART here, a transmitter, and discount the answer. No words of the title are quoted, as a title's
    figures ("16x oversampling") would read as figures of the answer."""
    return (f"\n(No run's name or comments say '{', '.join(alike.spans)}'; taken by meaning as {', '.join(alike.designs)}, "
            "whose RTL's opening comment is the closest to it.)")


def _timed_at(designs: list[str], question: str, query: Query, tools: RunTools) -> list[str]:
    """Of several runs of one top module, the one timed at the only period the question states ("agc at 8ns" is
    agc_loop_8ns beside agc_loop_12ns): a period that is a run's own names that run."""
    tops = tools.shared_tops()
    stated = TIME_QUANTITY.findall(question)
    if (len(designs) < 2 or len(query.periods_ns) != 1 or len(stated) != 1 or len({tops.get(d) for d in designs}) != 1
            or designs[0] not in tops):
        return designs
    return _timed_at_period(designs, query.periods_ns[0], tools) or designs


def _timed_at_period(designs: Iterable[str], period: float, tools: RunTools) -> list[str]:
    """The runs among ``designs`` whose clock period is ``period`` (ns), as their reports print it."""
    return [d for d in designs if (f := tools.metric(d, metrics.CLOCK_PERIOD)) is not None and f.value is not None
            and abs(f.value - period) <= 1e-9]


def _runs_of_top(found: Entities, tools: RunTools) -> list[str]:
    """The runs built from a top module the question names ("would the fletcher16 checksum close at 7 ns" when
    fletcher_fast and fletcher_slow both build fletcher16): the module is those runs' design, not a part of one."""
    tops = {top.lower() for top in tools.shared_tops().values()}
    named = [name for name in found.of("module") if name.lower() in tops]
    if named:
        found.names["module"] = [name for name in found.of("module") if name not in named]
    return [design for design, top in tools.shared_tops().items() if top.lower() in {name.lower() for name in named}]


def _runs_by_family(question: str, tools: RunTools) -> list[str]:
    """The runs of one top module whose names all begin with a word the question says ("the two dotprod netlists"
    for dotprod_mcp and dotprod_tight, both of dotprod4_pipe): the name they share is the design's, said short. An
    English word is no such name ("sum up the flops" says nothing of sum_tree_flat and sum_tree_hier)."""
    said = {word.lower() for word in re.findall(r"(?<!\w)[A-Za-z][A-Za-z0-9]{2,}(?!\w)", question)
            if not english.common(word)}
    family: dict[tuple[str, str], list[str]] = {}
    for design, top in tools.shared_tops().items():
        if "_" in design and (first := design.lower().split("_")[0]) in said:
            family.setdefault((first, top), []).append(design)
    found = [designs for (first, _), designs in family.items() if len(designs) > 1
             and not any(d.lower().split("_")[0] == first for d in tools.design_names() if d not in designs)]
    return found[0] if len(found) == 1 else []


def _runs_holding_files_said(question: str, tools: RunTools) -> tuple[list[str], list[str]] | None:
    """The one run holding each file the question names by its path or its name (``run-2024_06_11/sta_6ns.rpt``,
    ``sta_6ns.rpt``), and the paths said; None when no file said is held by exactly one run (``yosys.log`` is every
    run's). A path is matched as ``same_file`` matches one."""
    said = [token.strip(".") for token in _FILE_SAID.findall(question)]
    runs: list[str] = []
    named: list[str] = []
    for token in said:
        holders = [d for d in tools.design_names() if any(same_file(token, path) for path in tools.file_names(d))]
        if len(holders) == 1:
            runs += [d for d in holders if d not in runs]
            named.append(token)
    return (runs, named) if runs else None


_FILE_SAID = re.compile(r"(?<![\w./~@=-])[\w~@=-]+(?:/[\w.~@=-]+)*\.[A-Za-z][A-Za-z0-9]{0,5}\b")
"""A file name or path as a question writes one: name parts, folders, a lettered extension."""


def _siblings_tagged(question: str, designs: list[str], tools: RunTools) -> list[str]:
    """The named runs and their siblings (runs of the same top module) whose tag the question writes whole beside
    them: "the fifo d16 and d4" names cobalt_fifo_d16 by one word and cobalt_fifo_d4 by its tag alone. A tag of
    letters only names its run when it is coordinated with a named one ("marigold hier and flat", "hier vs flat"): the
    shared head is left out of the second."""
    tops = tools.shared_tops()
    if not designs or len({tops.get(d) for d in designs}) != 1 or designs[0] not in tops:
        return designs
    said = re.findall(r"[a-z0-9]+", question.lower())
    words = set(said)
    coordinated = {after for before, after in zip(said, said[1:], strict=False) if before in _COORDINATED}
    family = [d for d, top in tops.items() if top == tops[designs[0]]]
    tagged = [d for d in family if d not in designs and any(
        part in words and any(c.isdigit() for c in part) and any(c.isalpha() for c in part) or part in coordinated
        for part in d.lower().split("_")[1:])]
    return sorted([*designs, *tagged], key=lambda d: _said_at(question, d)) if tagged else designs


_COORDINATED = grammar.COORDINATORS | {"vs", "versus"}
"""Words after which a sibling's tag stands for its whole run name ("marigold hier and flat")."""


def _said_at(question: str, design: str) -> int:
    """Where the question first says a part of the run's name that tells it from others (its tag), else its end."""
    low = question.lower()
    spots = [m.start() for part in reversed(design.lower().split("_"))
             for m in [re.search(rf"\b{re.escape(part)}\b", low)] if m]
    return spots[0] if spots else len(low)


def _variants_said(question: str, family: list[str]) -> list[str]:
    """Of the runs the question names together (one family), the ones whose own name part the question says, written
    whole or longer ("flattened" of _flat, "hierarchy" of _hier): "tiny_cpu flattened vs with hierarchy" is two of
    its runs. One said alone leaves the whole family (a word of one variant often describes the others too: "did
    flattening save area" weighs both runs, "is fletcher16 fast enough" asks of fletcher_slow too), unless the part
    said holds a digit and is written whole ("divider w8" is one of two runs): a tag, not a word."""
    if len(family) < 2:
        return family
    words = re.findall(r"[a-z0-9]+", question.lower())
    own = [[part for part in d.lower().split("_") if part not in set.intersection(
        *(set(other.lower().split("_")) for other in family))] for d in family]
    said = [d for d, parts in zip(family, own, strict=True)
            if len(family) > 2 and any(len(part) >= 3 and word.startswith(part) for part in parts for word in words)]
    tagged = [d for d, parts in zip(family, own, strict=True)
              if any(word == part and any(c.isdigit() for c in part) for part in parts for word in words)]
    return said if len(said) >= 2 else tagged if len(tagged) == 1 else family


_DESIGN_WIDE = frozenset({metrics.SETUP_WNS, metrics.SETUP_TNS})
"""Timing figures the timer prints once for the whole design (``report_wns``, ``report_tns``), not per path."""


def _default_overridden(question: str, designs: Sequence[str], tools: RunTools) -> Answer | None:
    """A parameter the question calls by its default value ("the default is 50000 cycles"), quoted where the RTL
    declares it, with every place a file of the run gives it another value (``#(.STABLE_CYCLES(8))`` in a testbench,
    a ``defparam``, a ``chparam``): what the run actually used. None when no such override is there."""
    if "default" not in question.lower() or not designs:
        return None
    values = set(re.findall(r"(?<![\w.])(\d+)(?![\w.])", question))
    facts = []
    for design in designs:
        lines = tools.stored_lines(design)
        names = {found.group(1): (path, n) for path, n, text in lines
                 if (found := _PARAMETER_DEFAULT.search(text)) and found.group(2) in values}
        for name, (path, n) in names.items():
            given = re.compile(rf"\.{re.escape(name)}\s*\(|\bdefparam\b.*\b{re.escape(name)}\b|-set\s+{re.escape(name)}\b")
            overrides = [(p, k) for p, k, text in lines if given.search(text)]
            if overrides:
                facts += [quoted for p, k in [(path, n), *overrides[:3]] if (quoted := tools.quote(design, p, k, k))]
    return compose("The parameter's default, and where the run gives it another value:", facts) if facts else None


_PARAMETER_DEFAULT = re.compile(r"\bparameter\b(?:\s+(?:integer|int|\[[^\]]*\]))?\s+(\w+)\s*=\s*(\d+)\b")
"""A parameter's declaration with its default value (``parameter STABLE_CYCLES = 50000``)."""


def _cells_not_used(identifiers: Sequence[str], designs: Sequence[str], query: Query, tools: RunTools) -> list[str]:
    """Names a count asks of ("how many DFFNEGX1 in the pwm design") that no run holds, spelled as a library cell's
    name and starting as a cell type the named runs' netlists hold does (``DFF``): a cell of the library they did not
    use, whose count there is zero."""
    if not (query.op == "count" or query.quantity):
        return []
    held = {kind for d in designs for kind in analyses.cell_types(d, tools)}
    return [name for name in identifiers if _CELL_NAME.fullmatch(name)
            and any(_same_kind(kind, name) for kind in held)]


def _refuse_unused_cells(cells: Sequence[str], designs: Sequence[str], tools: RunTools) -> Answer | None:
    """The cells of ``cells`` that no run's netlist holds at all, refused with the types of that kind the named runs
    used, named without their counts (a refusal states no figure); None when every one is held somewhere."""
    held = {d: analyses.cell_types(d, tools) for d in tools.design_names()}
    unused = [cell for cell in cells if not any(cell in kinds for kinds in held.values())]
    if not unused:
        return None
    kin = [f"{d}: {', '.join(kinds)}" for d in designs for cell in unused
           if (kinds := [kind for kind in held.get(d, ()) if _same_kind(kind, cell)])]
    return refuse(f"No netlist here holds a {' or '.join(unused)} cell." + (
        f" The cells of that kind the runs use: {'; '.join(kin)}." if kin else ""))


def _same_kind(cell: str, other: str) -> bool:
    """Whether two library cells are of one kind: they share the letters that open a cell's name (``DFF``, ``AOI``)."""
    return cell[:_CELL_FAMILY] == other[:_CELL_FAMILY]


_CELL_FAMILY = 3
_CELL_NAME = re.compile(r"[A-Z][A-Z0-9]*[0-9][A-Z0-9]*")
"""A library cell's name as libraries spell them: capitals and a digit (``DFFNEGX1``, ``NAND2X1``)."""


def _runs_by_acronym(question: str, tools: RunTools) -> tuple[list[str], list[str]]:
    """The runs of the one design whose RTL comments write in capitals a word the question writes in capitals ("the
    ALE latch" of "// ... external bus (ALE style)"), and the words that named it: an acronym said as its comments
    say it names that design, even when the letters also spell an English word; the noun after it, when the comments
    say it too, is part of the name ("latch" there is no latch count). Not a tool's, format's, step's or protocol's
    name (a protocol, "SPI", is a kind of block, which the profiles and the specs read)."""
    said = {word for word in _ACRONYM.findall(question)
            if not (names_a_tool_or_format(word.lower()) or word.lower() in flow_steps.STEP_WORDS or family_of(word))}
    if not said:
        return [], []
    named = [design for design in tools.design_names()
             if said & set(_ACRONYM.findall(tools.header_comments(design)))]
    if len({tools.rows[design]["top"] or design for design in named}) != 1:
        return [], []
    comments = tools.header_comments(named[0]).lower()
    spans = [f"{word} {noun}" if noun and re.search(rf"\b{re.escape(noun.lower())}", comments) else word
             for word in said for noun in [next(iter(re.findall(rf"\b{word}\s+([a-z]+)", question)), "")]]
    return named, spans


_ACRONYM = re.compile(r"\b[A-Z][A-Z0-9]{1,7}\b")
"""A word written in capitals, as an acronym is (``ALE``, ``FIR``)."""


def _runs_by_initials(question: str, tools: RunTools) -> list[str]:
    """The runs whose name holds, as a part of three letters or more, the initials of words the question writes in a
    row ("the arithmetic-logic-unit run" or "the arithmetic and logic unit" of ``marram_alu``, "pulse width
    modulator" of a ``pwm``): a block spelled out that its name abbreviates. Only when one design (its runs)
    answers."""
    initials: set[str] = set()
    phrase: list[str] = []
    for word in [*re.findall(r"[a-z]+|[^a-z\s-]", question.lower()), "."]:  # the words written in a row, no
        if word == "and":  # function word or punctuation between them ("and" aside)
            continue
        if word.isalpha() and len(word) >= 3 and word not in ENGLISH_STOPWORDS:
            phrase.append(word)
            continue
        initials |= {"".join(w[0] for w in phrase[at:at + size]) for size in range(3, _MOST_INITIALS + 1)
                     for at in range(len(phrase) - size + 1)}
        phrase = []
    named = [design for design in tools.design_names() if initials & {  # the design's own names, not a folder's tags
        part for name in (design, tools.rows[design]["top"] or "") for part in re.split(r"[\W_\d]+", name.lower())
        if len(part) >= 3}]  # ("lat" of tayra_latchbank_lat is no "liberty areas total")
    tops = {tools.rows[design]["top"] or design for design in named}
    return named if len(tops) == 1 else []


_MOST_INITIALS = 5
"""The longest run of words an abbreviation in a name stands for."""


def _runs_by_parts(question: str, tools: RunTools) -> list[str]:
    """The run whose name's first part and another of its parts the question says, in any order, where one of them
    is no English word or holds a digit ("the v1 lockout rtl" is lockout_fsm_v1): a common word alone names nothing,
    but beside the rare part that tells a run from its siblings it is that run's name, said loosely. Runs of one
    first part said equally well are all named ("lockout v1 and v2")."""
    said = {word.lower() for word in re.findall(r"[A-Za-z0-9]+", question)}
    matched: dict[str, int] = {}
    rare: set[str] = set()
    for design in tools.design_names():
        parts = [part for part in design.lower().split("_") if part]
        hits = {part for part in parts if part in said}
        if len(parts) >= 2 and parts[0] in hits and len(hits) >= 2:
            matched[design] = len(hits)
            if any(not english.common(part) or any(c.isdigit() for c in part) for part in hits):
                rare.add(design)
    if not rare:
        return []
    most = max(matched[design] for design in rare)  # a sibling said as well ("hier vs flat harbor") is named too
    firsts = {design.lower().split("_")[0] for design in rare}
    best = [design for design, hits in matched.items() if hits == most and design.lower().split("_")[0] in firsts]
    return best if len(firsts) == 1 else []  # "lockout v1 and v2": both


def _run_naming(question: str, identifiers: Sequence[str], tools: RunTools, documented: DocTerms | None) -> list[str]:
    """The one run whose records hold every name-shaped word of a question that names no design ("how come the clk_a
    to clk_b crossing isn't timed": the run with both clocks); none when two runs do, when a word is a command the
    runs give (a tool's word), when a word says a kind of runs ("all OSU035 runs", "the OSU035 netlists"), or when a
    manual in scope documents one (the question is the manual's then)."""
    commands = tools.command_names()
    owned = [name for name in identifiers if name.lower() not in commands]
    if any(_says_a_kind(question, name) for name in owned):
        return []
    if not owned or (documented is not None and documented(owned)):
        return []
    owners = tools.designs_naming(owned)
    return owners if len(owners) == 1 else []


_PLURAL_KINDS = "|".join(sorted({f"{noun}s" for noun in grammar.DESIGN_NOUNS} | {
    f"{part}s" for kind in ARTIFACT_KINDS for part in kind.split("_")}))
"""The plural nouns of runs and of the files they hold (runs, designs, netlists, logs, reports)."""


def _says_a_kind(question: str, name: str) -> bool:
    """Whether ``name`` qualifies a kind of runs where the question says it: after a quantifier ("all OSU035 runs") or
    before a plural noun of runs or of their files ("the OSU035 netlists"), not one run that holds the name."""
    said = re.escape(name)
    return bool(re.search(rf"\b(?:all|every|each|any)\s+{said}\b|(?<![\w.]){said}\s+(?:{_PLURAL_KINDS})\b", question,
                          re.IGNORECASE))


def _runs_by_period(question: str, tools: RunTools) -> list[str]:
    """The runs of one top module that two or more periods of the question name (in ns), each the one run timed at
    it: a period that is some run's own is that run said by its clock, whatever verb it follows ("passes at 12ns but
    not 4ns"). None when a period is no run's or several runs'."""
    periods = [float(value) for value, unit in TIME_QUANTITY.findall(question) if unit.lower() == "ns"]
    if len(periods) < 2:
        return []
    tops = tools.shared_tops()
    picked = []
    for period in periods:
        owners = _timed_at_period(tops, period, tools)
        if len(owners) != 1:
            return []
        picked.append(owners[0])
    return list(dict.fromkeys(picked)) if len({tops[d] for d in picked}) == 1 and len(set(picked)) > 1 else []


def _runs_by_parameter(question: str, tools: RunTools) -> list[str]:
    """The runs a question picks by a parameter value ("the WIDTH=12 counter to the WIDTH=8 one"), in its order: the
    run whose script sets it (``chparam -set WIDTH 12``), or whose RTL declares it as the default while its script
    sets none; a width ("from 8 to 12 bits") picks among runs of one RTL the one with a parameter at that value.
    Each value must pick exactly one run; otherwise none is picked."""
    picked: list[str] = []
    named = list(dict.fromkeys(_parameters_said(question, tools) + _sizes_said(question, tools)))  # "the 16 deep fifo"
    nouns = sized_nouns(question)  # "the 8-bit divider": runs of a divider only, not of another design built at 8 bits
    variants = [d for d in tools.shared_tops() if describes(d, tools.header_comments(d), nouns)]  # "the 12-bit
    # counter": a width tells apart runs of one RTL only
    widths = [("", value) for value in re.findall(r"\b(\d+)(?=(?:\s*(?:to|and|or|vs\.?|versus)\s*\d+)?(?:-|\s)?bits?\b)",
                                                  question)] if variants else []  # "from 8 to 12 bits": both
    for name, value in named or widths:
        owners = [d for d in (tools.design_names() if name else variants) if _sets_parameter(d, name, value, tools)]
        if len(owners) != 1:
            return []
        picked.append(owners[0])
    return list(dict.fromkeys(picked))


def _chparams(design: str, tools: RunTools) -> list[tuple[str, str]]:
    """(parameter, value) pairs the run's scripts set with ``chparam -set`` or ``hierarchy -chparam``."""
    return [(name, value) for name, value, _ in _settings_given(design, tools)]


def _settings_given(design: str, tools: RunTools) -> list[tuple[str, str, str]]:
    """(parameter, value, the command as written) of each parameter the run's scripts set."""
    given = []
    for row in tools.commands(design):
        option = {"chparam": "-set", "hierarchy": "-chparam"}.get(row["name"])
        given += [(name, value, f"{row['name']} {option} {name} {value}")
                  for name, value in re.findall(rf"{option}\s+(\w+)\s+(\S+)", row["args"] or "")] if option else []
    return given


def _sizes_said(question: str, tools: RunTools) -> list[tuple[str, str]]:
    """(parameter, value) for a size the question gives in words ("the 8-deep fifo", "a 12-wide one") that some run's
    script sets a parameter to whose consonants the word's begin (deep, ``DEPTH``: d-p; wide, ``WIDTH``): an
    adjective for the parameter (``chparam -set DEPTH 8``)."""
    sizes = [(consonants(unit), value) for unit, values in stated(question).items() if len(unit) >= 3 for value in values]
    if not sizes:
        return []
    return list(dict.fromkeys((name, value) for design in tools.design_names() for name, value in _chparams(design, tools)
                              if any(consonants(name.lower()).startswith(unit) and value == said for unit, said in sizes)))


def _sets(design: str, name: str, tools: RunTools) -> str:
    """A run's setting of a parameter, with the command its script gives for it."""
    name, value, command = next(given for given in reversed(_settings_given(design, tools)) if given[0] == name)
    return f"sets {name} {value} ({command})"


def _parameter_values(design: str, tools: RunTools) -> set[str]:
    """Every value a parameter takes in the run: set by its scripts (``chparam -set W 24``, ``hierarchy -chparam``),
    declared in its RTL (``parameter W = 8``, or a macro's value in any branch of its ```define``), or given to an
    instance."""
    text = _rtl_text(design, tools)
    values = {value for row in tools.commands(design)
              for value in re.findall(r"-(?:set|chparam)\s+\w+\s+(\S+)", row["args"])}
    values |= set(re.findall(r"\bparameter\b[^;=]*=\s*(\d+)", text))
    for macro in set(re.findall(r"\bparameter\b[^;=]*=\s*`(\w+)", text)):  # a default a define picks: `ifdef
        values |= set(re.findall(rf"`define\s+{macro}\s+(\d+)\b", text))  # W12 `define DEFAULT_W 12 `else ... 8
    return values.union(*_instance_values(design, tools, text).values())


def _instance_values(design: str, tools: RunTools, text: str) -> dict[str, set[str]]:
    """The values instances of the run's modules were built with, by parameter name: given in its RTL ``text``
    (``#(.W(6))``; a value given by position is under the empty name) or in a specialised module's name
    (``$paramod\\add_node\\W=11``)."""
    pairs = []
    for given in re.findall(r"#\s*\(([^;]*?)\)\s*\w", text):
        pairs += re.findall(r"\.(\w+)\s*\(\s*(\d+)\s*\)", given) + [("", v) for v in re.findall(r"^\s*(\d+)", given)]
    for row in tools.module_names(design):  # Yosys names a value as a sized binary constant: W=s32'0...01011
        pairs += [(name, str(int(bits, 2)) if bits else plain)
                  for name, plain, bits in re.findall(r"(\w+)=(?:(\d+)\b|s?\d+'([01]+))", row["name"])]
    values: dict[str, set[str]] = {}
    for name, value in pairs:
        values.setdefault(name, set()).add(value)
    return values


def _rtl_text(design: str, tools: RunTools) -> str:
    return "\n".join(line for path in tools.rtl_files(design) for line in tools.source_lines(design, path))


_ASSIGNMENT = re.compile(r"\b([A-Za-z_]\w*)\s*=\s*(\d+)\b")
"""A parameter given a value as a question writes it (``WIDTH=12``)."""


def _parameters_said(question: str, tools: RunTools) -> list[tuple[str, str]]:
    """(parameter, value) pairs a question states: ``WIDTH=12`` for any name, and, for a parameter some run's
    ``chparam`` sets (three letters or more), also "depth 16", "depth-4", "depth8" and "the 16 tap FIR" (the name in
    any case, as the script spells it, a plural's s optional), and a flag's state: "parity disabled" is
    ``PARITY`` 0, "parity enabled" 1."""
    said = [(name, value, found.start()) for found in _ASSIGNMENT.finditer(question) for name, value in [found.groups()]]
    set_by_runs = {name.lower(): name for d in tools.design_names() for name, _ in _chparams(d, tools) if len(name) >= 3}
    if set_by_runs:
        spoken = "|".join(f"{re.escape(name.removesuffix('s'))}s?" for name in sorted(set_by_runs, key=len, reverse=True))

        def named(word: str) -> str:
            return set_by_runs.get(word.lower()) or set_by_runs.get(f"{word.lower()}s") or set_by_runs[word.lower()[:-1]]

        said += [(named(found.group(1)), value, found.start() + k)
                 for found in re.finditer(rf"(?<![\w=])({spoken})[\s-]*(\d+(?:{_VALUE_JOINS}\d+{_NOT_BITS})*)\b",
                                          question, re.IGNORECASE)
                 for k, value in enumerate(re.findall(r"\d+", found.group(2)))]  # "DIV 10 -> 250": both values
        said += [(named(found.group(2)), found.group(1), found.start())
                 for found in re.finditer(rf"(?<![\w.=-])(\d+)[\s-]*({spoken})\b", question, re.IGNORECASE)]
        said += [(named(found.group("name")), _FLAG_STATES[(found.group("state") or found.group("before")).lower()],
                  found.start()) for found in re.finditer(
                     rf"\b(?:(?P<before>{_STATES})\s+)?(?P<name>{spoken})\b(?:(?:\s+(?:is|was))?\s+(?P<state>{_STATES}))?",
                     question,
                     re.IGNORECASE) if found.group("state") or found.group("before")]
    return list(dict.fromkeys((name, value) for name, value, _ in sorted(said, key=lambda item: item[2])))


_WIDTH_NAME = re.compile(r"^(?:[A-Za-z0-9]+_)?(?:W|WIDTH|DW|BITS|NBITS)$", re.IGNORECASE)
"""How RTL names the parameter that sets a datapath's bits (``WIDTH``, ``W``, ``DATA_WIDTH``): the field's custom."""


def _widths_said(question: str, designs: list[str], tools: RunTools) -> list[tuple[str, str]]:
    """(parameter, value) for a size in bits said of the named designs ("the 16-bit divider") when their RTL declares
    one width parameter (``_WIDTH_NAME``): an N-bit build of a design sets its width to N."""
    bits = stated(question).get("bit", set())
    if not (bits and designs):
        return []
    rtl = "\n".join(_rtl_text(d, tools) for d in designs)
    names = {name for name in re.findall(r"\bparameter\b[^;=\n]*?\b(\w+)\s*=", rtl) if _WIDTH_NAME.match(name)}
    if len(names) > 1 and (sized := _BITS_OF.search(question)):  # "the 4-bit-operand variant": of W and ACC_W, the
        names = {name for name in names if sized["noun"].lower()[:6] in _described(name, rtl)} or names  # operands'
    if len(names) != 1 or any(name in names for d in designs for name, _ in _chparams(d, tools)):
        return []  # runs that set the width are variants told apart by their settings (``_variant_not_built``)
    built = {value for d in designs for value in _parameter_values(d, tools)}  # a default a define picks, an instance's
    return [(next(iter(names)), value) for value in sorted(bits) if value not in built]


_BITS_OF = re.compile(r"\b\d+[- ]?bits?[- ]+(?P<noun>[a-z]{3,})", re.IGNORECASE)
"""A size in bits and the noun it is said of ("4-bit operand", "16 bit accumulator")."""


def _described(parameter: str, rtl: str) -> str:
    """What the RTL's comments say a parameter is, lower case: the parenthesis after its name in a comment ("W
    (operand width, default 8)") and the comment ending its declaration."""
    said = re.findall(rf"//.*?\b{re.escape(parameter)}\b\s*[(:=-]\s*([^)\n]*)", rtl)
    said += re.findall(rf"\bparameter\b[^;\n]*?\b{re.escape(parameter)}\s*=[^/\n]*//\s*(.*)", rtl)
    return " ".join(said).lower()


_FLAG_STATES = {"disabled": "0", "off": "0", "enabled": "1"}
"""A flag parameter's state as said, and the value that sets it ("on" is left out: "the effect of DIV on timing")."""
_STATES = "|".join(_FLAG_STATES)
_VALUE_JOINS = r"\s*(?:->|=>|\bto\b|\bvs\.?|\bversus\b|\band\b|\bor\b|,)\s*"
"""What joins two values of one parameter a question compares ("DIV 10 -> 250", "depth 4 vs 8")."""
_NOT_BITS = r"(?![\s-]*bits?\b)"
"""A second value is none of the parameter's when a size in bits follows it ("depth 4, 8 bit": the width)."""


def _absent_setting(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """"wns for kestrel at depth 16" where the runs set DEPTH to 4 and 8 only: no run has that value, so no figure of
    another run stands in for it; the runs that set the parameter are named with their values. None when every value
    stated is some run's."""
    pool = designs or tools.design_names()
    settings = {d: dict(_chparams(d, tools)) for d in pool}
    for name, value in _parameters_said(question, tools) + _widths_said(question, designs, tools):
        setting = {d: _sets(d, name, tools) for d, given in settings.items() if name in given}
        logged = all(tools.rows[d]["status"] != "unknown" for d in designs)  # a quiet run may set it unseen
        if not setting and designs and logged:  # "ginkgo_top built with W=16": the named runs build the RTL default
            setting = {d: f"builds the RTL default {name} = {default}" for d in designs
                       if (default := _rtl_default(d, name, tools)) is not None}
        taken = setting and any(value in _instance_values(d, tools, _rtl_text(d, tools)).get(name, ())
                                for d in designs)  # W=11 given to an instance
        if setting and not taken and not any(_sets_parameter(d, name, value, tools) for d in pool):  # nor a default
            runs = ", ".join(f"{d} {given}" for d, given in setting.items())
            return refuse(f"No run here sets {name} to {value}, so I have no figure for that variant: {runs}.")
    return None


_COMMAND_OPTION = re.compile(r"\b(?:(?P<without>without|no)\s+)?(?P<command>[a-z][a-z_]*)\s+(?P<option>-[A-Za-z][\w-]*)")
"""A command the runs give and one of its switches, as a question picks runs by it ("the abc -D run", "without
abc -D")."""


def _option_not_given(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """"the abc -D run of the multiplier" where no run of it gives ``abc -D`` (or "X without abc -D" where every one
    does): the run asked for was never made, so no figure of another stands in. The runs of the designs named are
    said with what they give instead, and, for a switch some other run gives, those runs. None when a run of the
    designs is the one asked for, when one of them gives the command nowhere in its scripts, or the question picks no
    run by a command's switch."""
    picked = [(said["command"].lower(), said["option"], bool(said["without"]))
              for said in _COMMAND_OPTION.finditer(question)] if designs else []
    bare = [(said["option"], bool(said["without"])) for said in _BARE_SWITCH.finditer(question)] if designs else []
    commands = tools.command_names() if picked or bare else set()  # most questions say no switch: no query for them
    for option, without in bare:  # "synthesised with -flatten": the one command the runs give that switch to
        takers = {row["name"] for d in tools.design_names() for row in tools.commands(d) if option in row["args"].split()}
        picked += [(takers.pop(), option, without)] if len(takers) == 1 else []
    for command, option, without in picked:
        if command not in commands:
            continue
        gives = {d: tools.commands_named(d, command) for d in tools.design_names()}
        with_option = {d for d, rows in gives.items() if any(option in row["args"].split() for row in rows)}
        if any((d in with_option) != without for d in designs) or not all(gives[d] for d in designs):
            return None  # a run of the designs is the one asked for, or one runs the command inside another
            # (``synth`` runs ``check``): what its scripts give does not tell
        given = [analyses.command_fact(d, tools, rows[0]) for d in designs if (rows := gives[d])]
        if without:
            lead = f"Every run of {', '.join(designs)} gives {command} {option}, so none was made without it:"
        else:
            others = sorted(with_option - set(designs))
            lead = (f"No run of {', '.join(designs)} gives {command} {option}, so I have no figure for such a run"
                    + (f"; the runs that do: {', '.join(others)}." if others else "; no run here gives it.")
                    + (f" What {', '.join(designs)} give{'s' if len(designs) == 1 else ''} instead:" if given else ""))
        return dataclasses.replace(compose(lead, given), abstained=True)
    return None


_BARE_SWITCH = re.compile(r"\b(?:with|using|via|(?P<without>without|no))\s+(?P<option>-[A-Za-z][\w-]*)")
"""A switch said alone after a word of using ("synthesised with -flatten"), its command left to the scripts."""
_WITH_COMMAND = re.compile(r"\b(?:after|with)\s+([a-z][a-z_]*)(?:\s+([a-z][a-z_]*))?")
"""A run picked by a command it gives, one word between at most: "the slack after the dfflibmap fix", "area with
splitnets", "after adding dfflibmap"."""


def _command_not_given(question: str, query: Query, designs: list[str], tools: RunTools) -> Answer | None:
    """"setup slack of the crc after the dfflibmap fix" where no run of the crc gives ``dfflibmap``: a figure asked
    of a run made with a command that none of the named designs' runs gives was never produced, so no figure of theirs
    stands in; the runs that give it are named. None when a run of them gives the command, or no figure is asked."""
    said = [word for pair in _WITH_COMMAND.findall(question.lower()) for word in pair if word]
    if not (designs and query.metric and said):
        return None
    commands = tools.command_names()
    for command in said:
        if command not in commands or any(tools.commands_named(d, command) for d in designs):
            continue
        others = sorted(d for d in tools.design_names() if tools.commands_named(d, command))
        return refuse(f"No run of {', '.join(designs)} gives {command}, so I have no figure for such a run; the runs "
                      f"that do: {', '.join(others)}.")
    return None


def _size_not_built(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """"the 16x16 multiplier" where the multipliers' RTL says 8x8: no run is a build of that size, so none of their
    figures answers for one; the designs the size was said of are named, and no size is restated (a refusal gives no
    figure)."""
    found = unbuilt_size(question, [d for d in designs or tools.design_names() if not _default_described(d, tools)],
                         tools, partial(_parameter_values, tools=tools))
    if found:
        built = "; ".join(f"{d}: {', '.join(modules)}" for d in found if (modules := list(dict.fromkeys(
            row["name"] for row in tools.module_names(d) if row["kind"] == "rtl"))))
        return refuse(f"No run here is a build of the size asked: the RTL comments of {', '.join(found)} state "
                      "another size of that kind, so none of their figures answers for it."  # no size restated
                      + (f" The modules their RTL builds: {built}." if built else ""))  # what is there instead
    return _variant_not_built(question, designs, tools)


def _made_of(question: str, spans: Sequence[str]) -> list[str]:
    """The "X-based" modifiers said right before a description that named a design ("the latch based register file",
    "a counter-based divider"): what the design is built from, part of the description, not what is asked of it."""
    return [found.group(0) for span in spans if span and (found := re.search(
        rf"\b[\w-]+[\s-]based\s+{re.escape(span)}\b", question, re.IGNORECASE))]


def _default_described(design: str, tools: RunTools) -> bool:
    """Whether the run's scripts set a parameter its RTL comments speak of (``chparam -set AW 4`` beside "AW address
    width (default 2, i.e. 4 entries)"): the sizes those comments state are the default's, not this run's."""
    comments = tools.header_comments(design)
    return any(re.search(rf"\b{re.escape(name)}\b", comments) for name, _ in _chparams(design, tools))


def _variant_not_built(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """"the 32-bit ALU" where the ALU's runs set WIDTH to 8 and 16: runs of one RTL that differ by a parameter their
    scripts set are its variants, and a size no run gives that parameter (nor its RTL default) is a variant never
    built; the runs are named with their settings, no figure of theirs stands in."""
    tops = tools.shared_tops()
    if len(designs) < 2 or len({tops.get(d) for d in designs}) != 1 or designs[0] not in tops:
        return None
    given = {d: dict(_chparams(d, tools)) for d in designs}
    varied = [name for name in {n for pairs in given.values() for n in pairs}
              if len({pairs.get(name) for pairs in given.values()}) > 1]
    asked = {value for values in stated(question).values() for value in values if "x" not in value}
    if len(varied) != 1 or not asked:
        return None
    name = varied[0]
    if any(name not in given[d] and not any(row["tool"] == "yosys" for row in tools.commands(d)) for d in designs):
        return None  # a run whose synthesis commands no file records (a quiet Yosys, its log empty) may build any size
    said_of_name = any(len(unit) >= 3 and consonants(name.lower()).startswith(consonants(unit))
                       for unit, values in stated(question).items() if asked & set(values))  # "16-deep": DEPTH's
    if any(asked & ({given[d][name]} if said_of_name and name in given[d] else _parameter_values(d, tools))
           for d in designs):
        return None  # a value some run builds, however it was given (a default, an instance, ``hierarchy -chparam``);
        # of the parameter the size names, the value a run's script sets overrides its RTL default
    runs = ", ".join(f"{d} {_sets(d, name, tools)}" for d, pairs in given.items() if name in pairs)
    return refuse(f"No run here builds {tops[designs[0]]} at the size asked, so I have no figure for that variant: "
                  f"{runs}.")


def _rtl_default(design: str, name: str, tools: RunTools) -> str | None:
    """The value the run's RTL declares parameter ``name`` with (``parameter W = 8``), when it declares one."""
    found = re.search(rf"\bparameter\b[^;=\n]*\b{re.escape(name)}\s*=\s*([^,;)\s]+)", _rtl_text(design, tools))
    return found.group(1) if found else None


def _sets_parameter(design: str, name: str, value: str, tools: RunTools) -> bool:
    """Whether the run's script sets parameter ``name`` (any, when empty) to ``value``, or, setting none, its RTL
    declares it with that default."""
    given = [set_to for param, set_to in _chparams(design, tools) if param == name or not name]
    if given:
        return value in given
    param = re.escape(name) if name else r"\w+"
    declared = re.compile(rf"\bparameter\b[^;=]*\b{param}\s*=\s*{value}\b")
    return any(declared.search(line) for path in tools.rtl_files(design) for line in tools.source_lines(design, path))


def _folder_note(text: str, folders: dict[str, str], tops: dict[str, str]) -> str:
    """A closing line naming the run folder of each design the answer names by a different (top module) name, so
    the asker who uploaded ``mac16/`` can tell that MacUnit16 is that run; and the top module of each run named by
    its folder because another folder holds the same one (``alu16_flat`` and ``alu16_hier`` both build alu16_top)."""
    def said(design: str) -> bool:
        return bool(re.search(rf"(?<![\w$\\]){re.escape(design)}(?![\w])", text))

    named = [f"{design} is the run in folder {folder}" for design, folder in sorted(folders.items()) if said(design)]
    named += [f"{design} is a run of top module {top}" for design, top in sorted(tops.items()) if said(design)]
    return f"\n({'; '.join(named)}.)" if named else ""


def _answer(question: str, query: Query, found: Entities, tools: RunTools, settings: Settings,
            doc_lookup: DocLookup | None) -> Answer:
    made = {d: analyses.created_clocks(d, tools) for d in tools.design_names()} if found.absent and not found.designs else {}
    clocked = [d for d, clocks_made in made.items() if clocks_made]
    if clocked and (clocks := _clocks_named(question, found.absent, made, tools)):  # "slack on clk_fast in the mux runs"
        return _absent_clocks(clocks, clocked, tools)
    if found.absent and not found.designs and (libraries := _named_libraries(question, found.absent)):
        return _absent_libraries(libraries, tools.design_names(), tools)  # "which runs used the sky130 lib"
    if found.absent and not found.designs and (variants := _command_variants(found.absent, tools)):
        return _absent_commands(variants, tools)  # "an fpga flow (synth_ice40)": a command no script gave
    if found.absent and (not found.designs or query.op == "difference" or len(found.absent) > 1):
        described = [] if found.designs or found.beside else _described_alike(question, tools, settings).designs
        refusal = _refuse_absent(found.absent, found.suggestions, tools, found.beside, described)
        refusal.answer += _simulations_held(question, tools)
        return refusal
    if unset := _absent_setting(question, found.designs, tools):
        return unset
    if overridden := _default_overridden(question, found.designs, tools):
        return overridden  # "the default is 50000 cycles, what did the sim use": the instance's own value
    if ungiven := _option_not_given(question, found.designs, tools) or _command_not_given(question, query,
                                                                                          found.designs, tools):
        return ungiven
    if unbuilt := _size_not_built(question, found.designs, tools):
        return unbuilt
    if elsewhere_mapped := mapped_elsewhere(query.words, found.designs, tools):
        library, users = elsewhere_mapped
        timed = [c for d in found.designs for c in tools.caveats(d, figures=False)[:1]] if query.metric.startswith(
            "timing") else []
        return dataclasses.replace(compose(
            f"No synthesis script of {', '.join(found.designs)} names {library}, so I have no figure of a mapping onto "
            f"it; the runs whose synthesis names it: {', '.join(users)}. What {'they hold' if len(found.designs) > 1 else 'it holds'}: "
            f"{_ran(found.designs, tools)}" + (f" {'Their' if len(found.designs) > 1 else 'Its'} timer's report does not cover the design:" if timed else ""),
            timed), abstained=True)  # "setup slack once mapped to osu035" of a generic run the timer could not read
    if netlists := _netlists_asked(question, query, found.designs, tools):
        return netlists
    if other := _file_type_of_other_runs(question, found.designs, tools):
        return other
    if not query.analyses and (not query.metric or query.via == "embedding") and (
            unmentioned := _acronym_not_held(question, found.designs, tools, query.via == "embedding", found.spans)):
        return unmentioned
    if not (query.metric or query.op) and (given := _parameter_asked(question, found.designs, tools)):
        return given
    if len(found.designs) == 1 and (inverted := analyses.inverted_clock(found.designs[0], question, tools)):
        return compose("", inverted)  # "clocked by clk'": the timer's name for the clock inverted, and what takes it so
    if query.metric.startswith(("timing__", "constraint__")) and (
            elsewhere := _clock_of_other_runs(question, found.designs, tools)):
        return elsewhere  # a figure of a clock the named runs never create
    if not tools.design_names():
        return refuse("No synthesis runs are indexed in this scope yet; ingest a run folder first "
                      "(edabot ingest --kind run PATH).")
    log.info("run_question", metric=query.metric, op=query.op, analyses=query.analyses, designs=found.designs)
    offline = partial(plan_offline, question, query, found, tools, doc_lookup)
    if settings.generator == "openai" and settings.llm_base_url:
        from runs.qa.llm_planner import plan_with_model

        return plan_with_model(question, found.designs, tools, settings, doc_lookup, fallback=offline)
    answer = offline()
    if empty := [f for d in found.designs for f in analyses.empty_files_named(d, question, tools)]:
        named = compose("", empty)  # "why is console.log empty": what writes it, first; beside another ask, after it
        answer = with_new_lines(named, answer) if query.asks("explain") else with_new_lines(answer, named)
    return answer


def _netlists_asked(question: str, query: Query, designs: list[str], tools: RunTools) -> Answer | None:
    """The netlist files of the runs named, when the question asks for their files or for a format ("edif for the
    divider?"): the files of that format, or, where they wrote none, the runs that did (no other figure stands in)."""
    formats = _formats_said(question)
    by_format = bool(_BY_FORMAT.search(question))  # "per format - how many blif / edif / json / verilog": every format
    suffixes = _suffixes_said(question)  # "count of .vg netlists"
    carried = suffixes & {file_type(f.source) for d in tools.design_names()
                          for f in netlist_files(d, tools)} if suffixes else set()  # "files ending in vg": netlists
    if not designs and (formats or by_format or suffixes) and (re.search(r"\bnetlists?\b", question, re.IGNORECASE) or (
            formats and _WHICH_RUNS.search(question)) or carried):  # "who wrote blif netlists", "which runs wrote EDIF": the
        return _netlists_by_format(tools, () if by_format else formats, suffixes)  # files of that format
    listing = query.filter == "with_netlist" and not (query.metric or query.analyses or query.op) and bool(
        re.search(r"\bnetlist\s+files?\b|\bfiles\b", question, re.IGNORECASE) or grammar.asks_which_one(
            question, "files"))  # the files, not what one holds ("the register file netlist" is a design's netlist)
    if not designs or not (formats or listing):
        return None
    written = [f for d in designs for f in netlist_files(d, tools) if not formats or netlist_format(f.source) in formats]
    if written:
        return compose(f"The netlist files {', '.join(designs)} wrote (counted):", written)
    kinds = " or ".join(sorted(formats)) or "gate-level"
    elsewhere = [f for d in tools.design_names() if d not in designs for f in netlist_files(d, tools)
                 if not formats or netlist_format(f.source) in formats]
    own = [f for d in designs for f in netlist_files(d, tools)]  # what it wrote instead: "the EDIF for the mac" of a
    # run that wrote Verilog and BLIF
    lead = f"{', '.join(designs)} wrote no {kinds} netlist" + (
        f"; {'they' if len(designs) > 1 else 'it'} wrote {', '.join(Path(f.source).name for f in own)}" if own else "") + (
        f"; the {kinds} netlists here:" if elsewhere else f"; no run here wrote a {kinds} netlist.")
    return dataclasses.replace(compose(lead, elsewhere), abstained=True)


def _formats_said(question: str) -> set[str]:
    """The netlist formats a question names (``named_netlist_format``), or names written out."""
    return {fmt for word in re.findall(r"[A-Za-z0-9_]+", question) if (fmt := named_netlist_format(word))} | (
        netlist_formats_spelled(question))


_SUFFIX_SAID = re.compile(r"(?<![\w.])\.([A-Za-z][A-Za-z0-9]{0,5})\b|\bend(?:s|ing)?\s+(?:in|with)\s+\.?([A-Za-z][A-Za-z0-9]{0,5})\b",
                          re.IGNORECASE)
"""A file suffix written with its dot (".vg netlists") or said as a file's ending ("files ending in vg"): the files
that carry it, whatever format it is of."""
def _suffixes_said(question: str) -> set[str]:
    """The file suffixes a question names (``_SUFFIX_SAID``), lower-cased, without their dot."""
    return {(dotted or ending).lower() for dotted, ending in _SUFFIX_SAID.findall(question)}


_BY_FORMAT = re.compile(r"\bformats\b|\b(?:by|per|each|every)\s+(?:file[\s-]+)?(?:format|type|suffix|extension)\b", re.IGNORECASE)
"""Netlists asked of as a set of formats ("the netlist formats written", "files by format"): a count per format."""


def _netlists_by_format(tools: RunTools, formats: Collection[str] = (), suffixes: Collection[str] = ()) -> Answer:
    """Every run's netlist files (of ``formats``, or carrying ``suffixes``, when the question names some), counted by
    format, each format with its file suffix as the files carry it."""
    written = [f for d in tools.design_names() for f in netlist_files(d, tools)
               if not (formats or suffixes) or netlist_format(f.source) in formats
               or file_type(f.source) in suffixes]  # ".v netlists compared with EDIF ones"
    if not written:
        kinds = " or ".join(sorted(formats) + [f".{suffix}" for suffix in sorted(suffixes)])
        return refuse(f"No run here wrote a {kinds} netlist file." if kinds else "No run here wrote a netlist file.")
    counts = Counter((netlist_format(f.source), Path(f.source).suffix.lstrip(".").lower()) for f in written)
    by_format = ", ".join(f"{fmt}: {suffix} {n}" for (fmt, suffix), n in counts.most_common())
    runs = len({f.design for f in written})
    files = f"{len(written)} file" + ("s" if len(written) != 1 else "")
    return compose(f"Netlist files by format (counted, {files} in {runs} run{'s' if runs != 1 else ''}): {by_format}.",
                   sorted(written, key=lambda f: (netlist_format(f.source), f.design)))


_RARE_ZIPF = 2.5
"""Below this Zipf frequency a word is a term of the trade, not prose (``blif``, ``sdc``); ``out`` and ``log`` name
files too, and everyday things."""
_TERM_ZIPF = 3.0
"""Below this Zipf frequency a lower-case word of a question is read as a term that may name what is asked (``pll``,
``jitter``, ``skew``), where no catalogue word said what: above it are prose ("big", "fast") and everyday things."""


def _rare_terms(question: str, tools: RunTools) -> list[str]:
    """The question's rare words (``_RARE_ZIPF``) that are no term of the catalogue, tool, command or part of a run's
    name: what may name a type of file ("sta" is the timing tool, not ``*.sta`` reports). A word is whole: the
    ``clk`` of a clock named ``clk_slow`` is part of a name, not a file type."""
    rare = [word for word in dict.fromkeys(re.findall(r"(?<!\w)[a-z][a-z0-9]{2,}(?!\w)", question.lower()))
            if english.zipf(word) < _RARE_ZIPF]
    if not rare:
        return []  # most questions: no store read for the known terms
    known = set(catalogue_words()) | set(READ_TOOLS) | set(grammar.DESIGN_NOUNS) | tools.command_names()
    known |= {part for design in tools.design_names() for part in _name_parts(design, tools)}
    return [word for word in rare if word not in known]


def _acronym_not_held(question: str, designs: list[str], tools: RunTools, lowercase: bool = False,
                      spans: Sequence[str] = ()) -> Answer | None:
    """What a question asks when it names no figure of the catalogue but a term in capitals (an analysis, a library
    part, a file format: three letters or more, no digit) that nothing the named runs hold mentions, not even inside
    a longer word, and that is no term of the catalogue, a tool or a command: the runs hold nothing about it, so none
    of their figures answers. Refused with the tools whose output they do hold; the other runs that mention it are
    named. Beside a figure the catalogue knows ("slack", "warning count"), such a term is context, not what is asked.
    With ``lowercase`` (the figure was only guessed from the question's meaning), a term of the trade written in
    lower case counts too ("pll lock time": a word English seldom uses, ``_TERM_ZIPF``), but none of the ``spans``
    that named the runs ("the clock divider")."""
    terms = list(dict.fromkeys(word.lower() for word in re.findall(r"\b[A-Z]{3,}\b", question)))
    terms += [word for word in re.findall(r"(?<![\w-])[a-z]{3,}(?![\w-])", question)
              if lowercase and english.zipf(word) < _TERM_ZIPF and word not in terms
              and not any(word in span.lower().split() for span in spans)]
    if not (designs and terms):
        return None
    known = set(catalogue_words()) | set(READ_TOOLS) | tools.command_names() | flow_steps.STEP_WORDS | {
        part for design in tools.design_names() for part in re.split(r"[\W_\d]+", design.lower())}
    for term in terms:  # a flow step's name ("CTS") is answered by the step's check, with what the run assumed instead
        if term in known or any(term in tools.run_text(design) for design in designs):
            continue
        others = [design for design in tools.design_names() if design not in designs and term in tools.run_text(design)]
        where = f"; the runs that mention it: {', '.join(others)}" if others else "; no run here mentions it"
        return refuse(f"Nothing in the runs of {', '.join(designs)} mentions {term.upper()}{where}, so none of their "
                      f"figures answers for it. What they hold: {_ran(designs, tools)}")
    return None


def _runs_with_file_type(question: str, tools: RunTools) -> Answer | None:
    """The runs holding a file of a type the question names by a rare word (an extension, or a file's whole name such
    as a Makefile) or by the program whose input file is named after it ("make driven": a Makefile), when some runs
    hold one and others do not: which runs the question asks for."""
    if not re.search(r"\b(?:runs|jobs|designs|which|any)\b", question, re.IGNORECASE):
        return None
    types = {design: tools.file_types(design) for design in tools.design_names()}
    every_type = set().union(*types.values())
    programs = [f"{word}file" for word in re.findall(r"[a-z]+", question.lower()) if f"{word}file" in every_type]
    for term in dict.fromkeys([*_rare_terms(question, tools), *programs]):  # "make driven": the Makefile
        holders = [design for design, held in types.items() if term in held]
        if 0 < len(holders) < len(types):
            facts = [Fact(design, tools.rows[design]["run_id"], f"{design}: {path}", path, 1, 1)
                     for design in holders for path in tools.paths_of_type(design, term)]
            return compose(f"{len(holders)} of {len(types)} runs hold a {term} file: {', '.join(holders)}.", facts)
    return None


_WHERE = re.compile(r"\bwhere\b", re.IGNORECASE)
"""A question for the places something is ("where do we define a create_generated_clock")."""
_WHICH_RUNS = re.compile(r"\b(?:which|what|list|any|there)\b(?:\s+\w+)?\s+(?:runs?|jobs?|designs?|flows?|folders?)\b|"
                         r"\bwho\b", re.IGNORECASE)
"""A question for the runs of a kind ("which runs", "list the designs", "any flows", "is there a run that ...", "who
wrote them", "produced by which folder")."""


def _runs_giving_command(question: str, tools: RunTools) -> Answer | None:
    """The runs whose scripts give a command the question names as the scripts write it, with an underscore
    (``report_power``), when it asks which runs and only some give it: each with the line that gives it, or, where no
    script the parsers read gives it (a Makefile that pipes it to the timer with ``printf``), the line of the run's
    files that names it. A command said negated or missing asks for the other runs, which this does not answer. "Where
    is X given" asks for those lines too."""
    if not (_WHICH_RUNS.search(question) or _WHERE.search(question)):
        return None
    commands = tools.command_names()
    words = re.findall(r"[\w']+", question.lower())
    for said in dict.fromkeys(re.findall(r"(?<![\w-])[a-z]+(?:_[a-z]+)+(?![\w-])", question.lower())):
        if said not in commands or said not in words or grammar.negated(words, words.index(said)) or set(
                grammar.LACKING) & set(words):
            continue  # "which timed runs didn't call report_wns", "report_wns missing from": the others
        given = {d: fact for d in tools.design_names() if (fact := _giving(d, said, tools)) is not None}
        if 0 < len(given) < len(tools.design_names()):
            return compose(f"{len(given)} of {len(tools.design_names())} runs give {said}: {', '.join(given)} "
                           "(counted from their files).", list(given.values()))
    return None


def _runs_giving_option(question: str, tools: RunTools) -> Answer | None:
    """The runs that give a command or call a program with the switch the question names ("which runs used abc -D",
    "the runs done with yosys -q"), when it asks which runs and only some do: each with the line that gives it. A
    metric word the command's name carries (``abc``: the cells ABC mapped) does not make this a question for figures."""
    if not _WHICH_RUNS.search(question):
        return None
    for said in _COMMAND_OPTION.finditer(question):
        if said["without"]:
            continue  # the runs without it: those that give the command otherwise, not answered here
        command, option = said["command"].lower(), said["option"]
        given = {d: fact for d in tools.design_names() if (fact := _giving_option(d, command, option, tools)) is not None}
        if 0 < len(given) < len(tools.design_names()):
            return compose(f"{len(given)} of {len(tools.design_names())} runs give {command} {option}: "
                           f"{', '.join(given)} (counted from their files).", list(given.values()))
    return None


def _giving_option(design: str, command: str, option: str, tools: RunTools) -> Fact | None:
    """Where the run gives ``command`` with switch ``option``: a command of its tool scripts (``abc -D 3000``), else
    a program call of its shell scripts (``yosys -q -p ...``)."""
    if rows := [row for row in tools.commands_named(design, command) if option in row["args"].split()]:
        return analyses.command_fact(design, tools, rows[0])
    scripts = set(tools.files_of(design, "script"))
    return next((tools.line_fact(design, path, n, text) for path, n, text in tools.stored_lines(design)
                 if path in scripts and (call := program_options(text)) is not None and call[0] == command
                 and option in call[1]), None)


def _giving(design: str, command: str, tools: RunTools) -> Fact | None:
    """Where the run gives ``command``: its script's command, else a line of its files naming it as a word."""
    if rows := tools.commands_named(design, command):
        return analyses.command_fact(design, tools, rows[0])
    return next((tools.line_fact(design, *line) for line in tools.stored_lines(design) if mentions(line[2], [command])),
                None)


def _file_type_of_other_runs(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """A file type the question asks of the named runs (a rare word that is a file extension) that none of their files
    has or names while other runs' files do ("the vcd of the lfsr sim" where only another testbench dumps one):
    refused, with the runs that have one and what the named runs hold instead."""
    if not designs:
        return None
    own = set().union(*(tools.file_types(design) for design in designs))
    for term in _rare_terms(question, tools):
        if term in own:
            continue
        holders = [design for design in tools.design_names() if design not in designs and term in tools.file_types(design)]
        if holders:
            named = [f"{d} ({', '.join(n for n in tools.file_names(d) if file_type(n) == term)})" for d in holders]
            held = "; ".join(f"{d}: {flow_steps.ran_instead(d, tools)}" for d in designs)
            return refuse(f"No file of {', '.join(designs)} is a .{term} file or names one; the runs with one: "
                          f"{', '.join(named)}. What {'they hold' if len(designs) > 1 else 'it holds'}: {held}.")
    return None


def catalogue_similarity(settings: Settings) -> Similarity:
    """Cosine similarity of a question with catalogue texts, by the base encoder (loaded on first use).

    Only asked when no alias matched and the question names a design, so doc questions never load it here."""
    def similarity(question: str, texts: Sequence[str]) -> list[float]:
        from index.encoder import get_base_encoder

        encoder = get_base_encoder(settings)
        vectors = _catalogue_vectors(encoder, tuple(texts))
        return [float(v) for v in vectors @ encoder.encode([question])[0]]

    return similarity


@lru_cache(maxsize=4)
def _catalogue_vectors(encoder: Any, texts: tuple[str, ...]) -> Any:
    return encoder.encode(list(texts))


def _about_runs(question: str, found: Entities, query: Query, tools: RunTools) -> bool:
    if found.designs or found.of("module") or found.of("cell"):
        return True
    if found.absent:  # a name no store of the scope holds: where runs are indexed, say so and name them
        return bool(tools.design_names() or query.metric or query.analyses or query.filter or query.op
                    or RUN_WORDS.search(question))
    if not tools.design_names():
        return False
    if found.described == "foreign":  # "uart receiver synthesis results?" beside a UART transmitter: a design said,
        return True  # by its kind, that is not here
    if flow_kinds.asks_tally(question):  # "breakdown by flow type": the runs sorted by what each ran
        return True
    if _WHICH_RUNS.search(question) and _formats_said(question):  # "which runs wrote EDIF": the netlists of a format
        return True
    suffixes = _suffixes_said(question)
    if suffixes and any(suffixes & tools.file_types(d) for d in tools.design_names()):  # "files ending in vg": the
        return True  # runs' files of that type
    if flow_steps.steps_named(question):  # "ir drop analysis for the regfile?" asks of the runs; "how do I run
        return not grammar.asks_procedure(re.findall(r"[a-z]+", question.lower()))  # CTS?" of the manuals
    asks = bool(query.metric or query.filter or query.op or query.analyses)
    words = re.findall(r"[a-z]+", question.lower())
    if not asks and simulations.ASKED.search(question) and (not grammar.asks_procedure(words) or "did" in words):
        return bool(simulations.holders(tools))  # "sim results across the set?", "how did the sims go" (in the past:
        # what happened, not how to): the simulations the runs hold
    return asks and bool(runs_said(question) or query.filter or query.op in _DESIGN_OPS or query.metric)


def _command_variants(absent: Sequence[str], tools: RunTools) -> list[str]:
    """The absent names that are a command the runs' scripts give with a suffix joined by ``_`` (``synth_ice40`` of
    ``synth``, ``read_liberty`` of ``read``): a tool's command of that family, never a design, however it is spelled."""
    given = tools.command_names()
    return [name for name in absent if "_" in name and name.lower().split("_")[0] in given
            and name.lower() not in given]


def _absent_commands(commands: Sequence[str], tools: RunTools) -> Answer:
    """No script gave these commands: what each run's flow is instead, so the asker sees what was run."""
    said = ", ".join(f"'{c}'" for c in commands)
    lines = "\n".join(f"- {label}: {', '.join(runs)}" for label, runs in flow_kinds.runs_by_flow(tools).items())
    return refuse(f"No run here gives the command {said}: no flow script of these runs has it, so I have no run "
                  f"data for it. What the runs ran instead, by kind of flow:\n{lines}")


def _refuse_absent(absent: Sequence[str], suggestions: dict[str, list[str]], tools: RunTools,
                   beside: Sequence[str] = (), described: Sequence[str] = ()) -> Answer:
    """Each absent name said to be absent, with the designs closest to it; those the question names or describes
    beside it first ("ice40 utilisation for the alu": the alu's run)."""
    parts = []
    tops = tools.shared_tops()  # runs named by their folders answer to their top module's name too
    for name in absent:
        family, kin = kindred_runs(name, {design: (_name_parts(design, tools), title) for design, title in _titles(
            tools).items()}) if family_of(name) else ("", [])  # "an i2c controller": the serial interfaces held
        close = suggestions.get(name) or tools.design_names()[:3]
        if tops:
            close = resembling(name.lower(), {**{top.lower(): d for d, top in tops.items()}, **{d.lower(): d for d in close}})
            close = list(dict.fromkeys(run for d in close for run in ([r for r, top in tops.items() if top == tops[d]]
                                                                      if d in tops else [d])))[:3]
        close = list(dict.fromkeys([*beside, *described, *kin, *close]))[:max(3, len(beside) + len(described) + len(kin))]
        hint = f" Closest indexed designs: {', '.join(close)}." if close else " No designs are indexed in this scope."
        hint += f" The {family} designs here: {', '.join(kin)}." if kin else ""
        module = _closer_module(name, close, beside, tools)
        parts.append(f"Design '{name}' is not indexed, so I have no run data for it.{hint}{module}")
    return refuse(" ".join(parts))


def _simulations_held(question: str, tools: RunTools) -> str:
    """For a refusal of a design's simulation ("did the i2c controller sim pass"), the runs that did simulate a
    testbench, whatever design they are of: what the asker can look at instead. "" when no simulation is asked."""
    if not simulations.ASKED.search(question) or not (simulated := simulations.holders(tools)):
        return ""
    return f" The runs that simulated a testbench: {', '.join(simulated)}."


def _of_the_family(description: str, tools: RunTools) -> str:
    """The runs of the family a description's first word says, each with its title ("uart receiver": the one UART
    here, a transmitter): what the asker may take instead, said before the whole list."""
    family, *kind = description.split()
    said = [f"{d} ({' '.join(what_it_is(title)) or title})" for d, title in _titles(tools).items()
            if profile_matches(family, _profile(d, tools)[0], title)]
    return f" Of that family the runs hold: {', '.join(said)}." if said and kind else ""


def _closer_module(name: str, designs: Sequence[str], beside: Sequence[str], tools: RunTools) -> str:
    """The submodule whose name looks most like the absent ``name`` among the modules of the designs the question
    names beside it ("bcd_counter in the stopwatch": ``bcd_digit``), or of any design when it looks nearly like the
    name and more than any design does: offered with the runs that have it, as the asker may mean a part."""
    def likeness(other: str) -> float:
        return difflib.SequenceMatcher(None, name.lower(), other.lower()).ratio()

    owners_of = {d: tools.module_set(d) for d in (beside or tools.design_names())}
    modules = sorted({m for own in owners_of.values() for m in own} - set(tools.design_names()),
                     key=lambda m: (-likeness(m), m))  # ties in name order: the same answer every time
    modules = [m for m in modules if "(" not in m]
    if not modules or not beside and likeness(modules[0]) < max(NEAR_MISS_RATIO, *map(likeness, designs)):
        return ""
    owners = sorted(d for d, own in owners_of.items() if modules[0] in own)
    return f" Closest module: {modules[0]} (in {', '.join(owners)})."


def plan_offline(question: str, query: Query, found: Entities, tools: RunTools,
                 doc_lookup: DocLookup | None = None) -> Answer:
    """Pick the tool for ``query`` and compose its facts."""
    designs = _designs_in_play(found, tools)
    if not found.designs and (inside := _modules_called_runs(question, found, tools)):
        return refuse("; ".join(f"No run of {mod} is indexed: {mod} is a submodule of {', '.join(owners)}, built "
                                f"only inside {'them' if len(owners) > 1 else 'it'}" for mod, owners in inside.items())
                      + ". Ask about that run, or the submodule's part of it.")
    if found.designs and (unbuilt := _build_not_made(question, query, designs, tools)
                          or _build_not_compared(question, query, designs, tools)):
        return unbuilt
    if found.designs and (built := _builds_said(question, query, designs, tools)):
        designs, query = built, dataclasses.replace(query, filter="")  # "the flattened alu": its flattened run
    if not (found.designs or found.absent or found.undescribed) and flow_kinds.asks_tally(question):
        return flow_kinds.flow_tally(tools)  # "breakdown of flows: mapped vs generic vs sim vs lint?"
    cells = [] if designs else found.of("cell") or cells_named(query.words, tools.names_by_kind().get("cell", ()))
    if not (designs or cells) and found.undescribed and (found.described == "foreign" or not (
            query.op or query.filter or query.bound or query.top_n)):
        return refuse(f"A design described as '{found.undescribed}' is not among the runs here, so I have no figure "
                      f"for it.{_of_the_family(found.undescribed, tools)} The designs indexed are "
                      f"{', '.join(tools.design_names())}.{_simulations_held(question, tools)}")  # "the uart
        # transmitter sim"
    if simulations.ASKED.search(question) and (lacking := _steps_not_run(
            question, designs or ([] if found.absent else list(simulations.holders(tools))), tools)):
        return lacking  # "coverage report from the uart testbench": a step its simulation never did, not its verdict;
        # of every testbench the runs hold when none is named ("coverage numbers from the testbenches?")
    compilers = analyses.tools_said(question) & analyses.issue_tools(tools) if query.asks("issues") else set()
    if simulations.ASKED.search(question) and not compilers and (
            simulated := _simulated(question, designs, tools, query.asks("explain"))):
        return _with_clauses(simulated, question, found, designs, tools, doc_lookup)  # "sim ok? and how big is it":
        # each ask; not "what did iverilog warn about compiling the testbench", the compiler's records
    if not query.ratio and query.op == "avg" and len(designs) == 1 and query.metric == metrics.AREA:
        query.ratio = (metrics.AREA, metrics.CELLS)  # a mean of one design's area is over its cells: area per cell
    if query.ratio:
        return _ratio(query, designs or tools.design_names(), tools)
    if query.bound and query.metric:  # "how many designs have more than 250 cells"
        lead, facts = bounded_facts(query.metric, query.bound, tools, designs or tools.design_names())
        return compose(lead, facts)
    if query.asks("diff") and len(designs) < 2:  # two designs named: a difference between them, not between runs
        if not _single_run_asked_more(designs, question, query, tools):
            from runs.qa.history import diff_latest

            return diff_latest(designs, tools)
        query.analyses = [name for name in query.analyses if name != "diff"]  # "how many vectors did its regression
        # check": of a design run once, the word names that run, and what is asked of it is answered
    if not designs and _LINT_KIND.search(question):
        return _lint_runs(tools)
    if not designs and not cells and (lacking := _steps_not_run(question, tools.design_names(), tools)):
        return lacking  # a step no run here shows, whichever run was meant
    if not designs:
        return _cells_across(cells, tools) if cells else _across(query, tools)
    if quoted := _quoted_records(question, designs, tools):
        return quoted
    if len(designs) == 1 and (labelled := _labelled_figures(question, designs[0], tools)):
        return compose("", labelled)
    if len(designs) == 1 and (folders := _builds_compared(question, query, designs[0], tools)) and (
            builds := analyses.builds_side_by_side(designs[0], folders, tools)):
        return compose(f"{designs[0]} has {len(folders)} synthesis builds, each logged in its own folder; side "
                       "by side:", builds)
    if len(designs) == 1 and _DELAY_TARGET.search(question) and not (query.metric.startswith("timing__") or query.asks(
            "explain")) and (targets := analyses.delay_targets(designs[0], tools)):  # "abc was given -D 4000: how near
        return compose("", targets)  # did it get": the target beside the arrival; why it fails is the failing path's
    if len(designs) <= 2 and (slacks := [f for d in designs for f in analyses.quoted_slacks(d, question, tools)]):
        return compose("", slacks)
    if query.op in _DESIGN_OPS and len(designs) > 1 and query.metric:
        return _aggregate(query, tools, designs)
    divided = {said.lower() for said in analyses.clocks_divided(question, designs, tools)} if found.absent else set()
    found.absent = [w for w in found.absent if w.lower() not in divided]  # "the divide-by-4 clock": clk_div4, no name
    made = {d: analyses.created_clocks(d, tools) for d in designs} if found.absent else {}
    if clocks := _clocks_named(question, found.absent, made, tools):  # "johnson_div clk_div8 period": its clocks
        return _absent_clocks(clocks, designs, tools)
    if libraries := _named_libraries(question, found.absent):
        return _absent_libraries(libraries, designs, tools)
    library_readers = _library_readers(question, tools)
    if unread := sorted(w for w, runs in library_readers.items() if not set(runs) & set(designs)):  # "which run maps
        refused = _absent_libraries(unread, designs, tools)  # the ecc onto osu035 cells" of a run synthesised generic
        readers = [d for d in tools.design_names() if all(d in library_readers[w] for w in unread)]
        more = " and others" if len(readers) > 6 else ""  # no count: a refusal states no figure
        refused.answer += f"\nRuns here that read it: {', '.join(readers[:6])}{more}."
        return refused
    parts = [w for w in found.absent if any(grammar.named_as(question, w, noun) for noun in _MODULE_NOUNS)]
    if parts or (found.absent and query.metric in _MODULE_METRICS and not query.op):  # "area of oe_swap in the sorter"
        return _absent_modules(parts or found.absent, designs, tools)
    if checked := _design_rule_checks(question, designs, tools):
        return checked
    if lacking := _tools_not_run(question, designs, tools):
        return lacking
    if _LINT_OUTPUT.search(question) and all({"netlist", "sta_report"} & set(analyses.report_kinds(d, tools))
                                              or simulations.simulations(d, tools) for d in designs) and not set(
            designs) & set(linted := flow_kinds.linted(tools)):
        return refuse(f"No run of {', '.join(designs)} is a lint run (a compile or check of the RTL alone); "
                      f"{'; '.join(f'{d} ran {_ran_one(d, tools)}' for d in designs)}. "
                      + (f"The lint runs here: {', '.join(linted)}." if linted else "No run here only checks its RTL."))
    if lacking := _steps_not_run(question, designs, tools):
        return lacking
    if lacking := _sweep_not_run(question, designs, tools):
        return lacking
    if lacking := _constraints_not_given(question, designs, tools, _metric_held(query.metric, designs, tools)):
        return lacking
    clock_negated = [grammar.negated(query.words, i) for i, word in enumerate(query.words)
                     if word in _CLOCK_WORDS and query.words[i + 1:i + 2] != [stem("gating")]]
    if len(designs) == 1 and clock_negated and (bounds := analyses.unclocked_bounds(designs[0], tools)):
        lead = (f"{designs[0]} has no clock: no script of its run creates one, so no figure is measured against a clock. "
                "Its paths are checked against these bounds:")
        if any(clock_negated):  # "it has no clock: how is it timed?": the bounds, and its worst path's margin to them
            path = tools.worst_path(designs[0])
            return compose(lead, [*bounds, *([path] if path else [])])
        return dataclasses.replace(compose(lead, bounds), abstained=True)  # "kumquat's slack against the clock"
    testbench_compiled = bool(compilers) and bool(simulations.ASKED.search(question)) and any(
        tools.issues(d, by=sorted(compilers)) for d in designs)
    if not testbench_compiled and (output := _unparsed_output(grammar.asked_part(question), designs, tools, found.spans)):
        parsed = analyses.tools_said(question) & set(READ_TOOLS)  # "blows up in both iverilog and yosys": the parsed
        errors = [f for d in designs for f in tools.issues(d, severity="error", by=sorted(parsed))] if parsed else []
        return with_new_lines(output, compose("", errors)) if errors else output  # tool's errors beside the file's
        # lines; not when a testbench's compile is asked and the named runs' records hold what the tool warned
    if found.designs and _of_the_testbench(query) and _only_simulated(designs, tools) and (
            simulated := _simulated(question, designs, tools, query.asks("explain"))):
        return simulated  # a run that only simulated is asked about its testbench, whatever it is called
    if (query.filter.startswith("with_") and (kind := ARTIFACT_FILTERS.get(query.filter)) and not (query.metric or query.op)
            and not any(holds_output(d, kind, tools) for d in designs)):  # "vote3 timing report pls"
        return _output_lacking(designs, kind, tools)
    if len(designs) == 1 and "select" in query.words and (selected := analyses.select_counts(designs[0], tools)):
        return compose("", selected)  # "how many DFFSR did select -count give": the counts it printed
    plain = analyses.plain_passes_named(designs[0], question, tools) if len(designs) == 1 else set()
    if len(designs) == 1 and (not query.metric or plain) and (
            printed := analyses.pass_output(designs[0], analyses.underscored_passes(question) | plain, tools)):
        return compose("", printed)  # "what did memory_map turn the array into": what that pass printed
    about_paths = not query.metric or (query.metric.startswith("timing__") and query.metric != metrics.CLOCK_PERIOD)
    checks = ("min",) if query.metric == metrics.HOLD_WS else ("max",) if query.metric in _SETUP_FIGURES else ("max", "min")
    titled = attempt_named(designs[0], query.words, tools) if len(designs) == 1 and about_paths else None
    report = titled.source if titled is not None and not titled.sectioned else ""  # "in the signoff report": that file
    between, crossing, explained = analyses.paths_between_clocks(designs[0], question, tools, checks, report) if len(
        designs) == 1 and about_paths else ([], False, False)
    if between and query.metric in _DESIGN_WIDE:  # "wns for the crossing between clk_a and clk_b": the timer's one
        between = [*_metric_facts(designs[0], query.metric, tools), *between]  # figure first, then the crossing's paths
    if between:  # "the clk -> clk_dec path": the paths from the one clock to the other; none of the check asked: said,
        # and answered when no figure is asked and a command says why ("is the crossing timed": not, by clock groups)
        answered = crossing or explained and not query.metric
        return compose("", between) if answered else dataclasses.replace(compose("", between), abstained=True)
    if len(designs) == 1 and not (query.metric or query.analyses or query.op) and (
            column := table_cells(designs[0], tools, question, [*found.of("signal"), *found.identifiers])):
        return compose("", column)  # "the fanout on in_vld": the report's figure in that column, on that net's row
    slack_asked = query.asks("path") or query.metric in (metrics.SETUP_WS, metrics.HOLD_WS, metrics.SETUP_WNS)
    if len(designs) == 1 and slack_asked and not (found.identifiers or evidence.quoted_messages(question)) and (
            domain := analyses.paths_of_clock(designs[0], question, tools)):
        return compose("", domain)  # "setup slack in the bus clock domain": that clock's own worst paths
    notes = [f"'{w}' does not occur in the runs of {', '.join(designs)}" for w in found.absent]
    if (query.asks("path") or query.metric.startswith("timing__")) and (
            ends := _paths_ending_at(designs, question, tools)):
        return compose("", ends)  # "the min path from _138_ to _138_": the paths of those ends, any check
    answer = _for_designs(query, found, designs, tools, doc_lookup)
    if not answer.abstained and len(designs) == 1 and _asks_timing_of_run(query, designs[0], tools) and (
            overview := analyses.sweep_overview(designs[0], tools)):  # "how many of the periods met": each period's
        per_period = [fact for metric in dict.fromkeys([query.metric, *query.metrics]) if metric in _PER_PERIOD
                      and (fact := analyses.sweep_figures(designs[0], metric, tools)) is not None]  # "wns vs tns": both
        answer = with_new_lines(compose("", [*per_period, overview]), answer)  # worst slack (and the figures asked,
        # when the timer prints them per period) before the figures of one of them
    named = [*found.of("signal"), *found.of("module")]
    if not answer.abstained and (said := [f for d in designs for f in _about_named(d, question, named, tools)]):
        answer = with_new_lines(answer, compose("", said))  # a clock or a register named: its definition, its fate
    if not answer.abstained and stem("endpoints") in query.words and len(designs) <= 2 and (
            tables := [f for d in designs for f in analyses.endpoint_tables(d, tools)]):
        answer = with_new_lines(answer, compose("", tables))  # "the endpoint list": the timer's endpoint tables
    answer = _with_clauses(answer, question, found, designs, tools, doc_lookup)
    answer.notes.extend(notes)
    return answer


def _with_clauses(answer: Answer, question: str, found: Entities, designs: list[str], tools: RunTools,
                  doc_lookup: DocLookup | None) -> Answer:
    """``answer`` with what each ask of a question of several adds (``_with_clause``); one ask is answered already."""
    clauses = grammar.asked_clauses(question)
    for clause in clauses if len(clauses) > 1 and not answer.abstained else ():
        answer = _with_clause(answer, clause, found, designs, tools, doc_lookup)
    return answer


def _with_clause(answer: Answer, clause: str, found: Entities, designs: list[str], tools: RunTools,
                 doc_lookup: DocLookup | None) -> Answer:
    """``answer`` with what one ask of a question of several adds ("which encoding did yosys pick, and how many flops
    does it take": the flops answer the whole, the encoding its first ask): the ask answered on its own for the same
    designs, its lines the answer lacks appended with their citations. An ask that asks nothing the parser reads
    ("which ones") or that the runs cannot answer adds nothing."""
    asked = understand(clause, found.spans)
    if not asked.metric and set(asked.analyses) <= {"status", "hierarchy"}:
        return answer
    part = _for_designs(asked, found, designs, tools, doc_lookup)
    return answer if part.abstained else with_new_lines(answer, part)


def _every_check(design: str, tools: RunTools) -> list[Fact]:
    """Whether a run meets timing: its worst setup path, the worst path of every other check, then the setup path's
    stages and the first two caveats (a timer that timed nothing, and the reader error that left it nothing to time)."""
    setup = analyses.path_breakdown(design, tools)
    return setup[:1] + analyses.other_checks(design, tools) + setup[1:] + tools.caveats(design)[:2]


def _paths_quoted(said: Sequence[Callable[[str], bool]], designs: Sequence[str], tools: RunTools) -> list[Fact]:
    """The timing paths whose report lines hold a quoted line ("a min path starting at '_78_/Q (clock source ...)'"):
    the path a pasted report line belongs to, with the line itself, of either check; none when no path holds it."""
    facts: list[Fact] = []
    for design in designs:
        reports: dict[str, list[str]] = {}  # each report read once, whatever number of paths it holds
        for kind in ("max", "min"):
            for row in tools.paths(design, kind):
                lines = reports.setdefault(row["source"], tools.printed_lines(design, row["source"]))
                hit = next((n for n in range(row["line"], min(row["end_line"], len(lines)) + 1)
                            if any(holds(lines[n - 1]) for holds in said)), None)
                if hit is not None:
                    facts += [tools.path_fact(design, row), Fact(design, tools.rows[design]["run_id"],
                              f"{row['source']}:{hit}: {lines[hit - 1].strip()}", row["source"], hit, hit)]
    return facts


_DELAY_TARGET = re.compile(r"\babc\b[^?]*?\s-D\s*\d")
"""ABC's delay target said with its option and value (``abc ... -D 4000``)."""
_LABELLED = re.compile(r"^\s*([A-Za-z][A-Za-z ]*?[A-Za-z])\s{2,}(-?\d+(?:\.\d+)?)\s*$")
"""A report row that is a label, then its figure at the line's end (OpenSTA's ``max time borrow   4.77``)."""


_FIGURE_SAID = re.compile(r"(?<![\w.])(\d{3,}(?:\.\d+)?|\d+\.\d+)(?![\w.])")
"""A figure a question quotes: three digits or more, or a decimal (``17912``, ``-0.389``), never part of a name."""


def _printing(figures: Sequence[str], designs: Sequence[str], tools: RunTools) -> list[str]:
    """The runs among ``designs`` that report one of ``figures`` as a figure of theirs (``17912`` of a module's
    ``17912.000000`` area), when some do and some do not. A setting (``-D 3000``, ``DIV 250``) is no figure: numbers
    that name builds compare them."""
    said = {float(figure) for figure in figures}
    printing = [d for d in designs if said & tools.measured(d)]
    return printing if len(printing) < len(designs) else []


def _labelled_figures(question: str, design: str, tools: RunTools) -> list[Fact]:
    """The rows of a run's timing reports whose label's words the question says, in any order and form, three words
    or more that the catalogue has no figure for ("max time borrow available on the latches", "did any latch actually
    borrow time" of ``actual time borrow``): the report's own row, quoted, whatever else the question's words would
    ask. The rows of a block whose title the question says come too: the actual borrow beside the most that could be
    borrowed."""
    said = re.findall(r"[a-z0-9]+", question.lower())
    run_id = tools.rows[design]["run_id"]
    facts = []
    for source in tools.files_of(design, "sta_report"):
        lines = tools.printed_lines(design, source)
        rows = [n for n, text in enumerate(lines, start=1)
                if (row := _LABELLED.match(text)) and len(label := row.group(1).lower().split()) >= 3
                and all(any(_one_word(word, other) for other in said) for word in label)
                and " ".join(label) not in catalogue_aliases()]
        facts += [Fact(design, run_id, f"{source}:{n}: {lines[n - 1].strip()}", source, n, n)
                  for n in sorted({*rows, *_block_said(said, lines)})]
    return facts


_HEADING = re.compile(r"^([A-Z][a-z]+(?: [A-Z][a-z]+)+)\s*$")
"""A block's title in a report (OpenSTA's ``Time Borrowing Information``), read as one when a rule of dashes follows."""


def _block_said(said: Sequence[str], lines: Sequence[str]) -> list[int]:
    """The labelled rows of the first block whose title the question says ("any time borrowing" of ``Time Borrowing
    Information``): two of its words or more, all but one at most."""
    for n, text in enumerate(lines[:-1], start=1):
        title = _HEADING.match(text)
        if not title or set(lines[n].strip()) != {"-"}:
            continue
        words = title.group(1).lower().split()
        heard = sum(any(_one_word(word, other) for other in said) for word in words)
        if heard >= 2 and heard >= len(words) - 1:
            block = itertools.takewhile(lambda row: row[1].strip(), enumerate(lines[n + 1:], start=n + 2))
            return [m for m, row in block if _LABELLED.match(row)]
    return []


def _one_word(word: str, other: str) -> bool:
    """The same word in another form: one stem, or the first five letters of a longer word (``actual``,
    ``actually``)."""
    return stem(word) == stem(other) or len(word) >= 5 and len(other) >= 5 and word[:5] == other[:5]


_BUILD_METRICS = frozenset({"", metrics.AREA, metrics.CELLS, metrics.FLOPS, metrics.ABC_CELLS, metrics.SETUP_WS,
                            metrics.SETUP_WNS})
"""The figures two builds of one run are compared by (``builds_side_by_side``), or none named."""


def _builds_compared(question: str, query: Query, design: str, tools: RunTools) -> set[str]:
    """The folders of the run's builds when the question compares them (else none): a comparison asked ("did -D 4000
    buy anything vs plain abc"), or numbers said that each name a different build's folder ("the fifo from 4 to 16
    entries": ``aw2_depth4`` and ``aw4_depth16``)."""
    if query.metric not in _BUILD_METRICS:
        return set()  # "banked_rf power: sequential vs combinational" compares the parts of one figure
    folders = analyses.build_folders(design, tools)
    said = set(re.findall(r"(?<![\w.])\d+(?![\w.])", question))
    compared = query.op == "difference" or sum(bool(said & set(re.findall(r"\d+", f))) for f in folders) >= 2
    return folders if compared else set()


def _quoted_records(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """The records a quoted log message names ("what's behind the 'Resizing cell port ... diff from 1 bits to 8
    bits' warnings"), or a message retold without quotes, each followed to its RTL line and meaning, whatever the
    quote's own words would otherwise ask (``diff``, ``cell type``); None when no record says it."""
    facts: list[Fact] = []
    said = [evidence.says(fragments) for fragments in evidence.quoted_messages(question)]
    told = "the quoted message"
    if not said:  # "the log complains about Replacing memory taps": a message retold without quotes, of a kind the
        echoed = evidence.echoes(question)  # catalogue has no name for (a named kind is read as that kind)
        if not any(f.kind == evidence.UNCLASSIFIED and echoed(f.text) for d in designs
                   for severity in ("", "info") for f in tools.issues(d, severity=severity)):
            return None
        said, told = [echoed], "what the question cites"
    for holds in said:
        for design in designs:
            found = [*analyses.explain_issues(design, tools, matching=holds),
                     *analyses.explain_issues(design, tools, severity="info", matching=holds)]
            if any("unknown_area" in f.text for f in found):  # a stat line about area: what it means for the figure,
                found += analyses.area_caveats(design, tools)[:1] + analyses.area_breakdown(design, tools)  # and
                # where the area of the submodules the line leaves out is counted (the hierarchy's total)
            facts += found
    if not facts and (paths := _paths_quoted(said, designs, tools)):
        return compose(f"The reported path{'s' if len(paths) > 2 else ''} holding the quoted line:", paths)
    if not facts:
        return None
    records = sum(1 for d in designs for severity in ("", "info") for f in tools.issues(d, severity=severity)
                  if any(holds(f.text) for holds in said))  # every record, a message repeated by each check pass too
    return compose(f"{records} records say {told} (counted), each followed by what it points to:", facts)


def _tools_not_run(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """A tool the question names ("what does the verilator lint say for X") that wrote nothing in the runs of the
    named designs while it did in others: said, with the runs that hold its output, rather than "no warnings"."""
    held = {tool: owners for tool, owners in tools.artifact_tools().items() if tool != RTL_READER}
    known = dict.fromkeys([*held, *READ_TOOLS])
    named = [tool for tool in known if re.search(rf"\b{re.escape(tool)}" + (r"\w*" if len(tool) > 3 else r"\b"),
                                                 question, re.IGNORECASE)]  # "the linter": the lint output
    missing = [tool for tool in named if not set(designs) & set(held.get(tool, ()))]
    if not missing:
        return None
    said = [f"{tool} output is not in the run{'s' if len(designs) > 1 else ''} of {', '.join(designs)}; "
            + (f"the runs holding one are {', '.join(held[tool])}." if held.get(tool) else "no run here holds one.")
            for tool in missing]
    return refuse(" ".join(said) + f" What {'they' if len(designs) > 1 else 'it'} holds: " + _ran(designs, tools))


def _design_rule_checks(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """A design-rule check named by its report name (``max_transition``, "max fanout"): the violations the runs'
    reports list for it, in the report's order; a check no report printed is said so, with the ones printed and the
    script lines that set a limit for it (a limit set is not a check reported)."""
    asked = list(dict.fromkeys(design_rule_kind(m) for m in DESIGN_RULE_CHECK.finditer(question)))
    if not asked:
        return None
    held = [f for d in designs for f in tools.issues(d)]
    kinds = {f.kind for f in held if DESIGN_RULE_CHECK.fullmatch(f.kind)}
    found = [f for f in held if f.kind in asked]
    found.sort(key=lambda f: (pin := _PIN.search(f.text)) is None or pin[1] not in question)  # a pin named first
    if found:
        counts = [f"{design}: {n} {kind} violations listed (counted)" for design in designs for kind in asked
                  if (n := sum(f.design == design and f.kind == kind for f in found))]
        return compose("; ".join(counts) + ":", found[:8])
    setting = {f"set_{kind}" for kind in asked}
    limits = [analyses.command_fact(d, tools, row) for d in designs for row in tools.commands(d)
              if row["name"].lower() in setting]
    printed = f"; the design-rule checks they list are {', '.join(sorted(kinds))}" if kinds else ""
    reports = list(dict.fromkeys(row["name"] for d in designs for row in tools.commands(d)
                                 if row["name"].startswith("report_")))  # what was asked of the timer instead
    asked_for = f" The timing scripts ask for {', '.join(reports)} only." if reports and not limits else ""
    answer = compose(f"No {', '.join(asked)} check is listed in the reports of {', '.join(designs)}{printed}.{asked_for}"
                     + (" The limit was set, but no report printed that check:" if limits else ""), limits)
    return dataclasses.replace(answer, abstained=True)


_PIN = re.compile(r"Pin (\S+?)(?: [\^v])?:")


def _ran(designs: list[str], tools: RunTools) -> str:
    return "; ".join(f"{design}: {_ran_one(design, tools)}" for design in designs) + "."


def _ran_one(design: str, tools: RunTools) -> str:
    """The run's kind of flow and what it ran: beside what it lacks, why it lacks it (a generic run is never timed)."""
    return f"a {flow_kinds.flow_of(design, tools)} flow: {flow_steps.ran_instead(design, tools)}"


_LINT_KIND = re.compile(r"\blint(?:ed|ing)?(?:[-\s]+only)?\s+(?:runs?|jobs?|designs?)\b"
                        r"|\b(?:only|just)\s+(?:been\s+)?lint(?:ed)?\b", re.IGNORECASE)
"""Runs of the lint kind said as a kind ("lint-only runs", "which were only linted"), not a lint message asked."""


_LINT_OUTPUT = re.compile(r"\blint(?:ing)?[\s-]+(?:reports?|runs?|logs?|results?|outputs?|jobs?|pass(?:es)?)\b",
                          re.IGNORECASE)
"""What a lint run leaves ("the lint report for X"): asked of a run that built a netlist, was timed or simulated, there
is none."""


def _lint_runs(tools: RunTools) -> Answer:
    """The lint runs (``flow_kinds.linted``), each with its tools' outputs and status."""
    runs = flow_kinds.linted(tools)
    facts = [Fact(d, tools.rows[d]["run_id"], f"{d}: " + ", ".join(f"{tool} ({', '.join(paths)})" for tool, paths in sorted(
        tools.outputs(d).items())) + f"; status {tools.rows[d]['status']}", verbatim=False) for d in runs]
    if not facts:
        return refuse("No run here only checks its RTL: each that compiled it also built, timed or simulated it.")
    return compose(f"{len(facts)} run{'s' if len(facts) > 1 else ''} only checked the RTL (a compile or lint pass; no "
                   "netlist, timing report or simulation):", facts)


_WITHOUT_FIGURES = re.compile(r"^[\s\d.+-]+")
"""The columns of figures a report row opens with: a refusal quotes what the row says, not its numbers."""


def _steps_not_run(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """A flow step the question names (SPEF, routing, equivalence checking) that the named runs do not show: said,
    with the tools they did run, and none of their figures (beside such a question, a figure reads as the step's)."""
    missing = flow_steps.steps_not_run(question, designs, tools)
    if not missing:
        return None
    plural = len(designs) > 1
    said = [f"{step.name[0].upper()}{step.name[1:]} is not in the run{'s' if plural else ''} of {', '.join(designs)}: "
            f"no command of {'their' if plural else 'its'} scripts performs it"
            + (f", and no {' or '.join(step.tools)} output is there" if step.tools else "") for step in missing]
    elsewhere = _steps_shown_elsewhere(missing, designs, tools)
    stand_ins = list(dict.fromkeys(f"`{analyses.command_text(row)}` ({d}, {row['source']}:{row['line']})"
                                   for step in missing if step.stand_ins for d in designs for row in tools.commands(d)
                                   if step.stand_ins.search(row["name"])))
    gives = "; ".join(dict.fromkeys(step.stand_in_gives for step in missing if step.stand_in_gives))
    instead = (f" In its place the scripts give: {'; '.join(stand_ins[:4])}" + (f" ({gives})" if gives else "") + "."
               ) if stand_ins else ""
    assumed = []  # "clock network delay (ideal)": the timer's clocks without a tree, the first such line of each run
    for pattern, d in ((step.assumed, d) for step in missing if step.assumed for d in designs):
        if found := next((line for line in tools.stored_lines(d) if pattern.search(line[2])), None):
            assumed.append(f"{d}, {found[0]}:{found[1]}: {_WITHOUT_FIGURES.sub('', found[2]).strip()}")
    instead += f" What the tools assumed in its place: {'; '.join(assumed[:4])}." if assumed else ""
    return refuse(". ".join(said) + ". The tools whose output the runs hold: " + _ran(designs, tools) + instead + elsewhere)


_SWEEP = re.compile(r"\bsweep(?:s|ing)?\b|\bswept\b", re.IGNORECASE)
"""A run timed at several periods of one clock, as a question says it ("its period sweep", "the swept periods")."""


def _sweep_not_run(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """A sweep asked of runs that timed their clock at one period ("fmax of the fifo from its sweep"): said, with the
    runs that do sweep, rather than one period's figures read as a sweep's."""
    if not (designs and _SWEEP.search(question)) or any(analyses.sweep_overview(d, tools) for d in designs):
        return None
    sweeping = [d for d in tools.design_names() if d not in designs and analyses.sweep_overview(d, tools)]
    return refuse(f"The run{'s' if len(designs) > 1 else ''} of {', '.join(designs)} did not sweep the clock period: "
                  + ("none of them timed its clock at more than one period." if len(designs) > 1
                     else "it timed its clock at one period at most.")
                  + (f" Runs here that sweep it: {', '.join(sweeping)}." if sweeping else " No run here sweeps it."))


def _steps_shown_elsewhere(steps: Sequence[flow_steps.Step], designs: Sequence[str], tools: RunTools) -> str:
    """The other runs of the scope that do show a step the named ones lack, with the files or commands that show it:
    "spef used for xfer_timed?" is refused with the run whose timer script gives ``read_spef``."""
    tool_runs = tools.artifact_tools()
    said = []
    for step in steps:
        runs = [d for d in tools.design_names() if d not in designs and flow_steps.shown_by(step, d, tools, tool_runs)]
        shown = [f"{d} ({', '.join(where)})" if (where := flow_steps.shown_in(step, d, tools)) else d for d in runs]
        if shown:
            said.append(f" Runs here that show {step.name}: {'; '.join(shown)}.")
            continue
        named = [f"{d}, {line[0]}:{line[1]}: {line[2].strip()}" for d in tools.design_names() if d not in designs
                 if (line := next((row for row in tools.stored_lines(d) if _names_word(step.commands, row[2])), None))]
        if named:  # no run performs it, but a report names it: OpenSTA's clock gating checks on a latch's enable
            said.append(f" Records here that name {step.name}: {'; '.join(named[:3])}.")
    return "".join(said)


def _names_word(pattern: re.Pattern[str], line: str) -> bool:
    """Whether ``pattern`` matches a whole word of ``line`` (``clock_gating`` of ``clock_gating_default``; not the
    ``cover`` inside "recovery")."""
    return any(not (line[m.start() - 1:m.start()].isalpha() or line[m.end():m.end() + 1].isalpha())
               for m in pattern.finditer(line))


def _metric_held(metric: str, designs: Sequence[str], tools: RunTools) -> bool:
    """Whether every named run reports the figure asked (a report's power table, whatever script printed it)."""
    return bool(metric and designs) and all(tools.metric(d, metric) is not None for d in designs)


def _constraints_not_given(question: str, designs: list[str], tools: RunTools, held: bool = False) -> Answer | None:
    """A constraint the question names ("multicycle path", "false path", "clock groups") that no script of the named
    runs gives: said, with where the other runs give it, rather than an answer from their other records. A command
    written out (``report_power``) beside a figure the runs do report (``held``) was given some other way than by a
    script the ingest read (a here-document fed to the timer): the figure answers, unless the timer's commands of
    those runs were read (then the command is not among them)."""
    read = any(row["tool"] in grammar.TIMERS for d in designs for row in tools.commands(d))  # the timer's script
    missing = [command for command in flow_steps.constraints_not_given(question, designs, tools)
               if not (held and not read and command.lower() in question.lower())]
    if not missing:
        return None
    plural = len(designs) > 1
    facts = [analyses.command_fact(d, tools, row) for d in tools.design_names() if d not in designs
             for row in tools.commands(d) if row["name"] in missing]
    others = sorted({f.design for f in facts})
    exceptions = flow_steps.TIMING_EXCEPTIONS if set(missing) <= flow_steps.TIMING_EXCEPTIONS else frozenset()
    reports = all(command.startswith("report_") for command in missing)  # "report_power for the lfsr": the reports
    rows = [(d, row) for d in designs for row in (analyses.reports_given(d, missing, tools) if reports else [  # its timer was
        row for row in tools.commands(d) if row["name"] in exceptions and row["name"] not in missing])]  # asked for,
    # or the exceptions its scripts give, instead
    given = [analyses.command_fact(d, tools, row) for d, row in rows]
    kinds = list(dict.fromkeys(row["name"] for _, row in rows))
    scripts = {(d, row["source"]): row for d in designs for row in tools.commands(d)
               if row["tool"] in grammar.TIMERS and row["source"]}  # what was read to say so, at its first command
    read_from = [Fact(d, tools.rows[d]["run_id"], f"{d}: the timer's commands were read from {source}", source,
                      row["line"], row["line"], verbatim=False) for (d, source), row in scripts.items()]
    read_from += _comments_naming(missing, designs, tools)
    said = (f"No script of the run{'s' if plural else ''} of {', '.join(designs)} gives {' or '.join(missing)}"
            + (f"; the runs that do: {', '.join(others)}" if others else "")
            + (f"; {'their' if plural else 'its'} scripts give instead: {', '.join(kinds)}" if given else "")
            + (":" if facts or given or read_from else "."))
    return dataclasses.replace(compose(said, [*facts, *given, *read_from]), abstained=True)


def _comments_naming(commands: Sequence[str], designs: Sequence[str], tools: RunTools) -> list[Fact]:
    """The comment lines of the runs' files that name what a missing command would set ("# no clock groups declared
    yet" for ``set_clock_groups``): the script's author saying it was left out, quoted."""
    phrases = [command.removeprefix("set_").replace("_", " ") for command in commands]
    return [tools.line_fact(d, path, n, text if clause == text else f"... {clause}")
            for d in designs for path, n, text in tools.stored_lines(d)
            if text.lstrip().startswith(("#", "//")) and (clause := _clause_naming(text, phrases))][:_COMMENTS_QUOTED]


def _clause_naming(comment: str, phrases: Sequence[str]) -> str:
    """The clause of a comment that says one of ``phrases``, or "": the author's note without the comment's other
    figures ("sensor clock 70 MHz-ish; no clock groups declared yet")."""
    return next((piece.strip() for piece in re.split(r"[;,]", comment)
                 if any(phrase in piece.lower() for phrase in phrases)), "")


_COMMENTS_QUOTED = 2
"""How many of those comment lines a refusal quotes: the author's note, not every mention."""


def _unparsed_output(question: str, designs: list[str], tools: RunTools, spans: Sequence[str] = ()) -> Answer | None:
    """A file no parser reads (``ham_sim.log``), named by a word a part of its file name is or shortens ("the sim",
    "the simulation" of ``sim``; a part that is a frequent English word itself, ``check``, is a word, not a shortening,
    and a tool's name, ``sta``, is written out, never shortened: "state" is no timer's log): its lines quoted for the
    named runs that hold one; when none of them does and other runs do, said, with those runs, rather than answered
    from other records. Catalogue words (``report``, ``timing``) never name one,
    nor do the words that named the design (``spans``: "the clock divider" is osc_div, not its divider_flop.txt) or
    that its comments say it is ("the saguaro divider" of "saguaro_div: 8-bit unsigned restoring divider")."""
    names = [*tools.design_names(), *tools.folder_names().values()]  # "the sweep run" is the folder sloth_sweep
    known = catalogue_words() | {part for name in names for part in re.split(r"[\W_\d]+", name.lower())}
    known |= {word for span in spans for word in re.findall(r"[a-z0-9_]+", span.lower())}
    known |= {word for design in designs for word in what_it_is(tools.header_comments(design))}  # "saguaro divider"
    words = {w for w in re.findall(r"[a-z0-9_]+", question.lower()) if len(w) >= 3 and w.isalpha() and w not in known}

    def named(path: str) -> bool:
        parts = [p for p in re.split(r"[\W_\d]+", Path(path).stem.lower()) if len(p) >= 3]
        return any(english.zipf(part) < english.FREQUENT_ZIPF and (word == part or len(word) > max(len(part), 3)
                                                                   and part not in TOOL_WORDS and shortens(part, word))
                   for part in parts for word in words)

    holding = {design: [path for path in paths if named(path)] for design, paths in tools.unparsed_outputs().items()}
    holding = {design: paths for design, paths in holding.items() if paths}
    mine = [(design, path) for design in designs for path in holding.get(design, [])]
    if mine:
        facts = [f for design, path in mine for f in _ends_of(design, path, tools)]
        return compose("", facts) if facts else None
    synthesised = bool(words & grammar.SYNTHESIS) and any("yosys" in tools.outputs(design) for design in designs)
    kinds = {part for design in designs for kind in analyses.report_kinds(design, tools) for part in kind.split("_")}
    if not holding or synthesised or any(stem(word) == stem(part) or shortens(part, word) for word in words
                                         for part in kinds) or any(tool in words for d in designs
                                                                   for tool in tools.outputs(d)):
        return None  # "the iverilog failure" of a run holding its compile log: that output, not another run's file;
        # "the generic synth of the spi master": its Yosys log, not another run's synth.log; "the compile warning"
        # of a run whose compiler's log is read under another name (iverilog.log); "where did the compiler choke" of
        # a run holding a compile log
    others = "; ".join(f"{design} ({', '.join(paths)})" for design, paths in sorted(holding.items()))
    return refuse(f"{_runs_hold(designs)} no such output, so I cannot say what it printed; the runs that have one: "
                  f"{others}.")


def _of_the_testbench(query: Query) -> bool:
    """Whether a question about a run that only simulated asks what its testbench printed: not a figure, a warning
    or a compile (the compiler's), a fix to make (the RTL's), a time or a timing word (a simulation has no timing
    report)."""
    return not (query.metric or query.issue_kinds or query.asks("issues") or query.filter or query.periods_ns
                or grammar.asks_procedure(query.words) or (grammar.TIMING | grammar.SYNTHESIS) & set(query.words))


def _only_simulated(designs: Sequence[str], tools: RunTools) -> bool:
    """Whether each run holds a testbench's output and no synthesis or timing output: what it did was simulate."""
    return all(simulations.simulations(d, tools) and not {"yosys_log", "netlist", "sta_report"} & set(
        analyses.report_kinds(d, tools)) for d in designs)


def _simulated(question: str, designs: list[str], tools: RunTools, why: bool = False) -> Answer | None:
    """A question about a testbench, answered by what it printed (its verdict and the lines before it); a named run
    whose files hold no testbench's output ran no simulation that the runs show, and says so with the runs that did
    (and, asked ``why``, with the error its run stopped at), as does one asked about a gate-level simulation when
    nothing shows its netlist was simulated."""
    mine = [sim for design in designs for sim in simulations.simulations(design, tools)]
    held = simulations.holders(tools) if not mine else {}  # every run's outputs read only when the named ones have none
    if not (designs or held):
        return None
    named = designs or list(held)
    mine = mine or [sim for design in named for sim in held.get(design, [])]
    if not mine:
        elsewhere = "; ".join(f"{design} ({', '.join(sim.output for sim in sims)})"
                              for design, sims in sorted(held.items()) if design not in named)
        stopped = [f for design in designs for f in tools.issues(design, severity="error", by=_PRINTING_TOOLS)] if why else []
        said = (f"{_runs_hold(named)} no simulation output (no file of a testbench's printed lines), so I cannot say how "
                "a simulation went" + (f"; the runs that have one: {elsewhere}." if elsewhere else "."))
        if stopped:  # "why didn't the testbench run": what stopped the run before a testbench printed anything
            return dataclasses.replace(compose(f"{said} The run stopped first, at:", stopped[:_LISTED_ERRORS]),
                                       abstained=True)
        return refuse(said)
    if simulations.GATE_LEVEL.search(question) and not any(
            simulations.GATE_LEVEL.search(f"{sim.output} {sim.testbench}") for sim in mine):
        outputs = "; ".join(f"{sim.design}: {sim.output}, printed by the testbench {sim.testbench}" for sim in mine)
        return refuse(f"Nothing in the runs of {', '.join(named)} shows a simulation of the gate-level netlist, so I "
                      f"cannot say how one went; the simulation output they hold is the testbench's ({outputs}).")
    lead = "" if designs else _simulations_tallied(held, tools)
    compile_logs = {path for d in designs for path in tools.files_of(d, "compile_log")}
    compiled = [f for d in designs for f in tools.issues(d, severity="warning") if f.source in compile_logs][:2]  # what
    # the compiler said building the testbench: a passing test over a warned build is not clean
    return compose(lead, [*(fact for sim in mine for fact in simulations.printed_facts(sim, tools, question)), *compiled])


def _simulations_tallied(held: dict[str, list[simulations.Simulation]], tools: RunTools) -> str:
    """The runs holding a testbench's output, each by its folder with the verdict its testbench printed last (PASS or
    FAIL), and how many failed: the overview a regression's reader wants before the lines."""
    folders = tools.folder_names()
    verdicts = {design: "FAIL" if any(simulations.failed(sim) for sim in sims) else "PASS" for design, sims in held.items()}
    failing = sum(verdict == "FAIL" for verdict in verdicts.values())
    each = ", ".join(f"{folders.get(design, design)} {verdict}" for design, verdict in verdicts.items())
    return (f"{len(held)} of {len(tools.design_names())} runs hold a testbench's output, {failing} of them failing "
            f"(by the verdict each testbench printed last): {each}.")


def _ends_of(design: str, path: str, tools: RunTools) -> list[Fact]:
    """The start of an output and, when it is longer, its last lines: what a reader looks at first, and where a
    tool or a testbench prints its verdict ("12 vectors checked, 0 errors")."""
    count = len(tools.source_lines(design, path)) - 1
    spans = [(1, count)] if count <= _QUOTED_LINES + _QUOTED_TAIL else [
        (1, _QUOTED_LINES), (count - _QUOTED_TAIL + 1, count)]
    return [f for first, last in spans if (f := tools.quote(design, path, first, last)) is not None]


_QUOTED_LINES = 12
"""Lines of an unparsed output quoted from its start when it is asked for."""
_QUOTED_TAIL = 4
"""Lines quoted from its end."""


_MODULE_METRICS = (metrics.AREA, metrics.CELLS, metrics.FLOPS)
"""Figures a stat gives each module: a name beside a named design that asks one is a part of that design."""
_MODULE_NOUNS = ("module", "submodule", "block", "instance", "unit")
"""Nouns that call a name a part of a design: "the i2c_glitch_filter module"."""


def _absent_modules(names: Sequence[str], designs: list[str], tools: RunTools) -> Answer:
    """A module the question names that none of the named runs has: said, with the modules they do have (names
    only: a refusal states no figure)."""
    have = sorted({base_module_name(m) for d in designs for m in tools.module_set(d)} - set(designs))
    said = (f"No module named {', '.join(names)} is in the runs of {', '.join(designs)}, so none of its figures is "
            "reported" + (f"; their modules are {', '.join(have)}." if have else "."))
    stopped = [f for d in designs if tools.failed(d) for f in tools.issues(d, severity="error")[:1]]
    return dataclasses.replace(compose(said, stopped), abstained=True)  # a run that stopped says where


def _absent_clocks(names: Sequence[str], designs: list[str], tools: RunTools) -> Answer:
    """A clock the question names that no script of the named runs creates: said, with the clocks they do create
    (by name and line only: a refusal states no figure)."""
    made = [made for d in designs for made in analyses.created_clocks(d, tools)]
    facts = _clocks_created(made)
    clocks = sorted({clock for _, clock, _ in made})
    answer = compose(f"No clock named {', '.join(names)} is created in the runs of {', '.join(designs)}, so none of "
                     "its figures is reported" + (f"; the clocks there are {', '.join(clocks)}:" if clocks else "."),
                     facts)
    return dataclasses.replace(answer, abstained=True)


def _clocks_created(made: Sequence[tuple[Fact, str, str]]) -> list[Fact]:
    """Each clock a script creates, by name and line only: a refusal states no figure."""
    return [dataclasses.replace(f, text=f"{f.design}: the script creates {'generated ' * (command != 'create_clock')}"
                                f"clock {clock} ({f.source}:{f.line})") for f, clock, command in made]


_LIBRARY_NOUNS = ("lib", "library", "libraries", "liberty", "pdk")


_DECLARED_PARAMETER = re.compile(r"\bparameter\b(?:\s+(?:integer|signed|\[[^\]]*\]))*\s+(\w+)")
_ELABORATED_PARAMETER = re.compile(r"^Parameter \\?(\w+) = ")
r"""Yosys elaborating a module prints each parameter it was given: ``Parameter \OSR_DIV = 13``."""


def _parameter_asked(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """A parameter of the named runs' RTL that the question names, asked for itself ("which OSR_DIV value was it
    built with"): the script lines that set it, the line Yosys printed when it elaborated with it, and the RTL line
    that declares its default."""
    words = re.findall(r"[A-Za-z_]\w*", question)
    stated = {name.lower() for name, _ in _parameters_said(question, tools)}  # "W=16 fails": a value said, not asked
    facts: list[Fact] = []
    for design in designs:
        declared = [(path, n, name) for path in tools.rtl_files(design)
                    for n, line in enumerate(tools.source_lines(design, path)[1:], start=1)
                    for name in _DECLARED_PARAMETER.findall(line)]
        named = {name for _, _, name in declared if name.lower() not in stated
                 and any(word == name or (len(name) >= 3 and word.lower() == name.lower()) for word in words)}
        for name in sorted(named):
            set_by = [f for f in analyses.config_facts(design, tools, focus=name) if re.search(rf"\b{name}\b", f.text)]
            printed = [f for path in tools.files_of(design, "yosys_log")
                       for n, line in enumerate(tools.source_lines(design, path)[1:], start=1)
                       if (m := _ELABORATED_PARAMETER.match(line)) and m.group(1) == name
                       and (f := tools.quote(design, path, n, n)) is not None][:1]
            rtl = [f for path, n, said in declared if said == name and (f := tools.quote(design, path, n, n))]
            facts += [*set_by, *printed, *rtl[:1]]
    if not facts:
        return None
    return compose("What the scripts set, what Yosys elaborated with, and the RTL default:", facts)


def _owner_of_clock(question: str, found: Entities, tools: RunTools) -> list[str]:
    """The run that creates a clock the question names, when the runs a description named create none and that run
    fits the same description ("clk_d3 in the clock divider run": the clock divider that makes clk_d3, not the
    restoring divider); empty otherwise."""
    said = {word.lower() for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", question)}
    if not found.designs or not found.spans or said & {clock.lower() for d in found.designs
                                                         for _, clock, _ in analyses.created_clocks(d, tools)}:
        return []
    owners = list(dict.fromkeys(f.design for d in tools.design_names() if d not in found.designs
                                for f, clock, _ in analyses.created_clocks(d, tools) if clock.lower() in said))
    words = {word for span in found.spans for word in re.findall(r"[a-z]+", span.lower()) if len(word) >= 3}
    fitting = [d for d in owners if any(profile_matches(word, *_profile(d, tools)) for word in words)]
    return fitting if len(fitting) == 1 else []


def _clock_of_other_runs(question: str, designs: list[str], tools: RunTools) -> Answer | None:
    """A clock the question names that other runs create and none of the named runs does ("slack on pclk in the fifo
    run" where only the PWM run makes pclk): refused, with the runs that create it and the clocks the named runs have."""
    if not designs:
        return None
    said = {word.lower() for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", question)}
    own = {clock.lower() for d in designs for _, clock, _ in analyses.created_clocks(d, tools)}
    own |= {clock.rstrip("'").lower() for d in designs for clock in analyses.reported_clocks(d, tools)}
    if said & own:
        return None
    others = [(f, clock, command) for d in tools.design_names() if d not in designs
              for f, clock, command in analyses.created_clocks(d, tools) if clock.lower() in said]
    if not others:
        return None
    names = ", ".join(sorted({clock for _, clock, _ in others}))
    theirs = f" (their clocks: {', '.join(sorted(own))})" if own else ""
    lead = (f"No clock named {names} is created in the runs of {', '.join(designs)}{theirs}, so none of its figures "
            f"is reported; {names} is created in {', '.join(dict.fromkeys(f.design for f, _, _ in others))}:")
    return dataclasses.replace(compose(lead, _clocks_created(others)), abstained=True)


def _clocks_named(question: str, absent: Sequence[str], made: dict[str, list[tuple[Fact, str, str]]],
                  tools: RunTools) -> list[str]:
    """The absent names the question calls a clock or a domain ("the pwm_fast clock"), else those shaped like one."""
    return [w for w in absent if any(grammar.named_as(question, w, noun) for noun in ("clock", "domain"))
            ] or _clock_like(absent, made, tools)


def _clock_like(absent: Sequence[str], made: dict[str, list[tuple[Fact, str, str]]], tools: RunTools) -> list[str]:
    """The absent names shaped like the clocks the runs create (``made``, by design): sharing a part with one that
    is no design's (``clk_fast`` beside ``clk_src``), and with a design's name only the parts its clocks share too
    (``clk_div8`` beside johnson_div's ``clk_div6``); a whole part of a clock's name names that clock (``div2``)."""
    def parts(name: str) -> set[str]:
        return {p for p in re.split(r"[\W_\d]+", name.lower()) if len(p) >= 2}

    clock_parts = {p for created in made.values() for _, clock, _ in created for p in parts(clock)}
    if not clock_parts:
        return []
    design_parts = {p for d in tools.design_names() for p in parts(d)}
    whole = {part for created in made.values() for _, clock, _ in created for part in clock.lower().split("_")}
    return [name for name in absent if parts(name) & clock_parts - design_parts
            and parts(name) & design_parts <= clock_parts and name.lower() not in whole]  # "div2" of clk_div2


def _named_libraries(question: str, absent: Sequence[str]) -> list[str]:
    return [w for w in absent if any(grammar.named_as(question, w, noun) for noun in _LIBRARY_NOUNS)]


_LIBRARY_READERS = frozenset({"read_liberty", "read_lib", "dfflibmap", "abc", "stat"})
"""Commands that take a liberty file: the words of its path or of the variable holding it name the library."""


def _library_readers(question: str, tools: RunTools) -> dict[str, list[str]]:
    """Each word of the question that names a library some run of the scope reads (``osu035`` of ``$OSU035_LIB`` or
    ``osu035_stdcells.lib``), with the runs that read it; a word of a run's name (``alu16``) names no library."""
    names = {part for d in tools.design_names() for part in re.split(r"[_(]", d.lower())}
    said = {w for w in re.findall(r"[a-z][a-z0-9]*\d[a-z0-9]*", question.lower())
            if len(w) >= 4 and w not in names}  # a name with digits
    if not said:
        return {}
    reads = {d: " ".join(token for row in tools.commands(d) if row["name"] in _LIBRARY_READERS
                         for token in row["args"].lower().split() if re.search(r"\.lib\b|_lib\b", token))
             for d in tools.design_names()}
    readers = {w: [d for d, text in reads.items() if re.search(rf"(?<![a-z0-9]){w}", text)] for w in said}
    return {w: runs for w, runs in readers.items() if runs}


def _absent_libraries(names: Sequence[str], designs: list[str], tools: RunTools) -> Answer:
    """A library the question names that no script of the named runs reads: said, with the liberty files they do
    read (each file once, by the first command naming it)."""
    read: dict[str, Fact] = {}
    for d in designs:
        for row in tools.commands(d):
            for path in re.findall(r"(\S+\.lib)\b", row["args"]):
                read.setdefault(Path(path).name, analyses.command_fact(d, tools, row))
    every = len(designs) > 1 and set(designs) == set(tools.design_names())
    generic = [d for d in designs if "yosys" in tools.outputs(d) and not flow_kinds.library_of(d, tools)
               and library_cells(d, tools) is None]  # "the osu035 area of the uart": synthesised to no library at all
    said = f" {', '.join(generic)} read no liberty file: synthesised into Yosys's generic gates only." if generic else ""
    answer = compose(f"No run {'here' if every else 'of ' + ', '.join(designs)} reads a library named {', '.join(names)}"
                     + (f"; the liberty files they read: {', '.join(read)}:" if read else ".") + said,
                     list(read.values()))
    return dataclasses.replace(answer, abstained=True)


def _module_of(module: str, question: str, designs: Sequence[str], tools: RunTools) -> bool:
    """Whether a module found beside the designs the question names is one it asks of: spelled in the question, or a
    part of one of those designs (its top, or a module the top instantiates). One found by its description alone
    and no part of them (the testbench that instantiates the design) is not."""
    if re.search(rf"(?<![\w$]){re.escape(module)}(?!\w)", question, re.IGNORECASE):
        return True
    base = base_module_name(module)  # "pwm_chan(W=6)" is a part as pwm_chan is
    return any(base == base_module_name(tools.rows[d]["top"] or d)
               or base in {base_module_name(part) for part in analyses.module_instances(d, tools)} for d in designs)


def _part_described(question: str, design: str, tools: RunTools) -> str | None:
    """The submodule of the one run named that a description names: one its top instantiates (the top is the run
    itself; a testbench or an unused module beside it is no part of it)."""
    parts = list(analyses.module_instances(design, tools))  # what the top instantiates, not a testbench beside it
    phrases = {word for word in tools.vocabulary() if " " in word}
    return described_part(question, parts, phrases, design) if parts else None


def _never_built(names: Sequence[str], designs: list[str], tools: RunTools) -> Answer | None:
    """A figure asked of a module the runs only reference, never define (the tool's records say no file read holds
    it): nothing of it was built, so it has no figure; refused with those records and the runs that name it."""
    for name in names:
        if any(name in tools.module_set(d) for d in tools.design_names()):
            continue
        records = [f for d in designs for f in tools.issues(d, ["unresolved"])
                   if analyses.missing_module(f.text) == name]  # a module's, not a port's ("port 'x' not found")
        if records:
            folders = tools.folder_names()
            naming = list(dict.fromkeys(f"{f.design} (folder {folders.get(f.design, f.design)})" for f in records))
            return dataclasses.replace(compose(
                f"{name} was never built: {', '.join(naming)} reference{'s' if len(naming) == 1 else ''} it as a "
                "module, but no file the run read defines it, so no run holds a figure of it. What the tools said:",
                records[:_LISTED_ERRORS]), abstained=True)
    return None


def _modules_called_runs(question: str, found: Entities, tools: RunTools) -> dict[str, list[str]]:
    """Submodules said as runs of their own ("the standalone phase_acc run") with the runs that build them: a
    module is a run's part, so a run of it is one no folder holds, and the run that holds it is not what was asked."""
    tops = {name.lower() for row in tools.rows.values() for name in (row["name"], row["top"] or "")}
    parts = {}
    for mod in found.of("module"):
        if mod.lower() not in tops and re.search(rf"(?<![\w$]){re.escape(mod)}\s+runs?\b", question, re.IGNORECASE):
            parts[mod] = [d for d in tools.design_names() if mod in tools.module_set(d)]
    return {mod: owners for mod, owners in parts.items() if owners}


def _designs_in_play(found: Entities, tools: RunTools) -> list[str]:
    """Named designs; else the designs owning a named module, those whose synthesis built it first (a run that
    stopped read the module but built nothing of it); else the only design in scope."""
    if found.designs:
        return found.designs
    owners = list(dict.fromkeys(d for d in tools.design_names() for mod in found.of("module") if mod in tools.module_set(d)))
    if owners:
        return [d for d in owners if not tools.failed(d)] or owners
    names = tools.design_names()
    return names if len(names) == 1 else []


_BUILD_OF_RUN = re.compile(r"\b(?:flat[\w-]*|hier[\w-]*|mapped|unmapped|generic)(?:\s+[\w-]+){0,2}?\s+"
                           r"(?:run|build|synth|synthesis|netlist|sta|timing|area|slack|cell count)s?\b", re.IGNORECASE)
"""A build said as what a run is ("the flattened wavegen run", "the mapped reorder run", "the hierarchical synthesis
of dhole", "a hierarchy-preserving synthesis", "flattened sta for the mac": the timing of that build; "flat mapped area": the area of that build), not as
a step ("after generic mapping") or a part ("the u_sum adder of the hierarchy")."""


def _builds_said(question: str, query: Query, designs: list[str], tools: RunTools) -> list[str]:
    """Of several runs of one design asked for a figure, those of the build the question says ("$_MUX_ cells in the
    flattened alu": the flattened run, not the hierarchical one beside it; the build word may be read as part of the
    description that named the runs); empty when the build tells none apart."""
    tops = tools.shared_tops()
    said = _builds_named(question, query)
    joined = {"and", "or", "vs", "versus", "between"} & set(re.findall(r"[a-z]+", question.lower()))
    if (len(designs) < 2 or not query.metric or query.op == "difference" or len({tops.get(d, d) for d in designs}) != 1
            or joined or any(COMPLEMENT.get(build) in said for build in said)):
        return []  # "hierarchical vs flattened", "flat and hier builds": both are asked (conjunctions join them)
    for build in said:
        if build in BUILD_FILTERS and 0 < len(kept := filtered_facts(build, "", tools, designs)[1]) < len(designs):
            return kept
    return []


def _builds_named(question: str, query: Query) -> list[str]:
    """The builds the question says, in order: the query's filter, and the build words a description of the runs
    took in ("the flattened spi build": the description's span holds "flattened")."""
    return [build for build in dict.fromkeys([query.filter, *filters_said(question)]) if build in BUILD_FILTERS]


def _build_not_made(question: str, query: Query, designs: list[str], tools: RunTools) -> Answer | None:
    """A figure asked of a build of the named design that none of its runs is, or that build itself ("show me the
    hierarchical synthesis of dhole"): refused, with what they are."""
    asked = bool(query.metric or query.op) or not query.analyses  # an analysis of what the runs are names no build
    if query.filter not in BUILD_FILTERS or not asked or not _BUILD_OF_RUN.search(question):
        return None
    flattening = query.filter == "flat"  # a netlist of one module is flat whether or not the run flattened it
    _, kept, _ = filtered_facts(query.filter, "", tools, designs)
    if [d for d in kept if not flattening or _flattens(d, tools)]:
        return None
    _, others, _ = filtered_facts(query.filter, "", tools, tools.design_names())
    others = [d for d in others if not flattening or _flattens(d, tools)]
    built = BUILD_FILTERS[query.filter]
    failed = [d for d in designs if tools.failed(d)]
    single = [d for d in designs if d in kept]  # one module, synthesised as it is: nothing was flattened
    rest = [d for d in designs if d not in failed and d not in single]
    said = [f"the run{'s' if len(rest) > 1 else ''} of {', '.join(rest)} {'are' if len(rest) > 1 else 'is'} "
            f"{BUILD_FILTERS[COMPLEMENT[query.filter]]}"] if rest else []
    said += [f"{', '.join(single)} build{'' if len(single) > 1 else 's'} one module and give{'' if len(single) > 1 else 's'}"
             " no flatten"] if single else []
    said += [f"{', '.join(failed)} failed before building anything"] if failed else []  # a flattened attempt that
    return refuse(f"No run of {', '.join(designs)} is {built}, so I have no figure for that build: "  # stopped
                  f"{'; '.join(said)}. The runs that are {built}: {', '.join(others) or 'none'}.")


def _flattens(design: str, tools: RunTools) -> bool:
    """Whether a run whose netlist keeps no submodules is a flattened build: its synthesis flattens (``synth
    -flatten``, ``flatten``), or no synthesis command of it is recorded (a run without its script may have); a run
    that left no netlist built nothing."""
    if "netlist" not in analyses.report_kinds(design, tools):
        return False
    given = [row for row in tools.commands(design) if row["tool"] == "yosys"]
    return not given or any(row["name"] == "flatten" or "-flatten" in row["args"].split() for row in given)


def _build_not_compared(question: str, query: Query, designs: list[str], tools: RunTools) -> Answer | None:
    """Two builds of one design set against each other ("flattened area vs the hierarchical one") when the design's
    runs hold only one of them: refused, with the build each run is, as there is nothing to compare."""
    said = [build for build in filters_said(question) if build in BUILD_FILTERS]
    tops = tools.shared_tops()
    if query.op != "difference" or len(said) < 2 or len({tops.get(d, d) for d in designs}) != 1:
        return None
    kept = {build: filtered_facts(build, "", tools, designs)[1] for build in said}
    lacking = [build for build, runs in kept.items() if not runs]
    if not lacking or len(lacking) == len(said):
        return None
    folders = tools.folder_names()
    held = "; ".join(f"{BUILD_FILTERS[build]}: {', '.join(f'{d} (folder {folders.get(d, d)})' for d in runs)}"
                     for build, runs in kept.items() if runs)
    return refuse(f"No run of {', '.join(designs)} is {' or '.join(BUILD_FILTERS[b] for b in lacking)}, so there is "
                  f"no such build to compare with; the runs there are: {held}.")


_CELL_KINDS = frozenset({"latch"})
"""Record kinds that are also cell types a stat lists (a latch warning and a ``$_DLATCH_P_`` cell): their cell types
are asked of the stat, not of the warnings."""


def _for_designs(query: Query, found: Entities, designs: list[str], tools: RunTools,
                 doc_lookup: DocLookup | None) -> Answer:
    nets = [*found.of("signal"), *found.identifiers]  # what a question about records is narrowed to
    if nets and (query.metric or _TIMING_STEP in query.words) and (unbuilt := _never_built(nets, designs, tools)):
        return unbuilt  # "timing of the timer block on its own": a module no file read defines has no figure
    if step := grammar.asked_step(query.words, list(_STEP_TOOLS)):  # "how was it timed": that step's script
        return _each(designs, tools, lambda d: analyses.config_facts(d, tools, run_by=_STEP_TOOLS[step]), "flow scripts")
    cells = found.of("cell") or (found.absent if query.metric == metrics.CELLS else []) or cells_named(
        query.words, tools.names_by_kind().get("cell", ())) or _cells_not_used(  # "2-input multiplexers": MUX2X1
        found.identifiers, designs, query, tools)
    modules = [mod for mod in found.of("module") if mod not in designs]
    variants = [f for mod in modules for f in analyses.module_variants(designs[0], mod, tools)]
    if variants and ((query.asks("explain", "hierarchy") and not _ranks_parts(query, designs, tools))
                     or not query.metric):  # "why two xfer_counter modules?"; "the add_node instances vs the top" splits
        return compose("", variants + (_explain(designs[0], query, tools)[:4] if query.asks("explain") else []))
    if query.path_part and len(designs) == 1:  # "the slowest gate on X's setup path": the path's stages by delay
        kind = "min" if query.metric == metrics.HOLD_WS else "max"
        return _each(designs, tools, lambda d: analyses.path_breakdown(d, tools, kind, slowest_first=True), "timing paths")
    named_checks = [kind for d in designs[:1] for kind in sorted(tools.path_types(d) - {"max", "min"})
                    if all(stem(part) in query.words for part in kind.split("_"))]  # "pulse width" of pulse_width
    if named_checks:  # "hold vs removal": the timer's own checks said beside it are asked too
        named_checks = [kind for d in designs[:1] for kind, word in (("max", "setup"), ("min", "hold"))
                        if kind in tools.path_types(d) and stem(word) in query.words] + named_checks
    if named_checks:  # "the reset recovery check": a kind of check the report holds paths of, by its own name
        return _each(designs, tools, lambda d: [f for kind in named_checks for f in analyses.sectioned_paths(d, kind, tools)
                                                or [f for row in tools.paths(d, kind)[:1] for f in
                                                    (tools.path_fact(d, row), analyses.endpoint_fact(d, tools, row)) if f]],
                     "timing paths")
    about_paths = query.asks("path") or query.metric.startswith("timing__") or query.period_ns is not None
    if nets and about_paths and (through := [f for d in designs for f in analyses.paths_through(d, nets, tools)]):
        return compose("", through)  # "why is the path into u_stall checked at 6 ns": the exception naming it, its paths
    kinds = ("min",) if query.metric == metrics.HOLD_WS else ("max", "min")
    of_paths = query.asks("path") or query.metric.startswith(("timing__setup", "timing__hold"))  # not a clock's period
    grouping = stem("group") in query.words  # the report's own term: "Path Group: ref_clk"
    if len(nets) == 1 and grouping and of_paths and not query.asks("explain") and (grouped := [
            tools.path_fact(d, row) for d in designs for kind in kinds
                                             for row in tools.paths(d, kind) if row["grp"] in nets]):
        return compose("", grouped[:6])  # "the slack in the ref_clk group": that path group's paths, worst first
    if query.period_ns is not None and (edged := _paths_with_edge_at(designs, query.period_ns, tools)):
        return compose("", edged)  # "why does the tick_clk path launch at 24 ns": an edge a path is timed from
    checked = _checked(designs[0], query, tools)
    if len(designs) == 1 and len(query.periods_ns) > 1 and checked and (compared := _between_attempts(
            designs[0], query, tools)):
        return compared  # "how much worse is tns at 2ns vs 2.5ns": the figure at each period asked, and the change
    if query.period_ns is not None and checked and (attempt := attempt_at(designs[0], query.period_ns, tools)):
        return _from_attempt(designs[0], attempt, query, tools)  # "pipe_adder32 at 3.5ns, what's the tns"
    if len(designs) == 1 and about_paths and checked and not grammar.supposes(query.words) and (
            attempt := attempt_named(designs[0], query.words, tools)):  # "if we dropped the MCP": not that report
        return _from_attempt(designs[0], attempt, query, tools)  # "the setup slack of the MCP run": sable_mcp.rpt
    if _proposes_period(designs, query, tools):
        judged = grammar.supposes(query.words) or query.asks("whatif", "explain") or any(
            grammar.asks_yes_or_no(clause) for clause in query.clauses or [query.words])
        if not judged:  # "what did it give at 10 ns": a figure no run printed
            return _untimed_refusal(designs, query, tools)
        estimate = _each(designs, tools, lambda d: analyses.what_if(d, tools, _new_period(d, query, tools)),
                         "what-if timing")
        if not estimate.abstained:  # "would it pass at 10 ns": no run was timed there; said before the estimates
            estimate.answer = f"{_untimed_period(designs, query, tools)}\n{estimate.answer}"
        return estimate
    shortest = query.metric == metrics.CLOCK_PERIOD and query.op == "min"  # of one design: the shortest that passes
    if query.asks("min_period") or query.metric in (metrics.MIN_PERIOD, metrics.FMAX) or shortest:
        return _each(designs, tools, lambda d: _period_needed(d, tools), "minimum period")
    two_builds = (len(designs) == 2 and query.metric in (metrics.AREA, metrics.CELLS, metrics.FLOPS) and not query.op
                  and not query.issue_kinds and _one_rtl(designs, tools))  # a size of two builds, not their records
    if (query.op == "difference" and len(designs) == 2 and (query.metric or _one_rtl(designs, tools))) or two_builds:
        return _difference(query.metrics or [query.metric] if query.metric else [], designs, tools)
    signals = found.of("signal")
    drives = {stem("drive"), stem("driver"), stem("driven"), stem("netlist")} & set(query.words)
    # "what drives the aligned net", "fcs_ok is 0 in the netlist": the gate netlist's own line for the signal
    about = [f for d in designs for f in tools.issues(d) if mentions(f.text, signals)] if signals and drives else []
    if about and any(f.kind == "multi_driver" for f in about):
        drives = set()  # "conflicting drivers on status[1]": the source lines that drive it twice, not the netlist's one
    if signals and drives and not query.asks("explain") and "rtl" not in query.words:  # "in the RTL": its lines
        return compose("", [f for d in designs for f in analyses.register_facts(d, tools, signals)] + about[:4])
    cell_types = query.asks("cell_breakdown") and set(query.issue_kinds) <= _CELL_KINDS  # "latch cell types": cells
    about_records = query.issue_kinds and not (query.quantity or query.op or query.filter or query.bound or cell_types
                                               or query.asks("explain") or query.metric in ISSUE_COUNTS)
    if about_records and any(tools.issues(d, query.issue_kinds) for d in designs):  # "a port got resized: harmful?"
        return _issues(query, designs, tools, doc_lookup, named=nets)
    if modules and query.metric == metrics.FLOPS:
        return _each(designs[:1], tools, lambda d: [f for mod in modules if (f := analyses.module_flops(d, mod, tools))],
                     "module cells")
    if modules and query.op == "difference" and _ranks_parts(query, designs, tools):  # "the add_node instances vs the
        return _each(designs, tools, lambda d: analyses.area_breakdown(d, tools), _WHAT["area_breakdown"])  # top"
    if modules and (query.op == "share" or query.metric in (metrics.AREA, metrics.CELLS)) and not found.of("cell"):
        return _module_figures(designs[0], modules, query, tools)  # a cell type named is counted, inside the module
    kind_count = query.metric in (metrics.WARNINGS, metrics.ERRORS) and query.issue_kinds  # of one kind, not all
    records = not query.quantity or kind_count or "which" in query.words  # "how many latches, and which signals?"
    if query.metric in ISSUE_COUNTS and records and set(query.analyses) <= {"issues"}:
        counts = [f for d in designs for f in _metric_facts(d, query.metric, tools)] if query.quantity else []
        return _issues(query, designs, tools, doc_lookup, counts, named=nets)  # "which signal has a latch?": the records
    if nets and (query.issue_kinds or query.metric in ISSUE_COUNTS or not (query.metric or query.filter)) and any(
            mentions(f.text, nets) for d in designs for f in tools.issues(d, query.issue_kinds)):
        return _issues(query, designs, tools, doc_lookup, named=nets)  # "u_sum's port gets resized": those records
    netlist_lines = []
    if signals and (query.metric == metrics.FLOPS or query.asks("optimisation") or drives):
        if not query.asks("explain"):  # "y+carry+valid_out should be 20 flops": the count, then each register's driver
            counted = (lambda d: _metric_facts(d, metrics.FLOPS, tools)) if query.metric == metrics.FLOPS else (lambda d: [])
            return _each(designs, tools, lambda d: counted(d) + analyses.register_facts(d, tools, signals), "gate netlist")
        netlist_lines = [f for d in designs for f in analyses.register_facts(d, tools, signals)]  # then why
    if query.filter in ("violating", "meeting") and not query.asks("explain") and not (query.quantity and query.metric):
        return _each(designs, tools, lambda d: _every_check(d, tools), "timing paths")
    if cells and query.asks("explain") and not query.asks("path") and query.metric in ("", metrics.CELLS) and (
            _number_asked(query.words)) and (
            loads := {(d, c): driven for d in designs for c in cells if (driven := cell_loads(d, tools, c))}):
        return compose("", [f for (d, c), driven in loads.items()  # "why so many inverters": what their outputs drive
                            for f in (analyses.cell_type_count(d, c, tools), *driven)])
    if cells and not query.asks("explain", "cell_breakdown", "path"):  # a cell named on a path is one of its stages
        counts = [analyses.cell_type_count(d, c, tools) for d in designs for c in cells]
        total = int(sum(f.value or 0 for f in counts))
        lead = f"{' and '.join(cells)}: {total} cells in total over {', '.join(designs)} (computed)."
        totals = len(counts) > 1 and (query.op == "sum" or len(cells) > 1)  # over designs, or over a function's types
        besides = [f for d in designs for f in _metric_facts(d, query.metric, tools)] if query.metric not in (
            "", metrics.CELLS) else []  # "the LATCH and flop counts": each asked; a figure that counts the cells
        besides = [f for f in besides if not mentions(f.text, cells)]  # named is not another figure
        if not any(f.value for f in counts) and (refusal := _refuse_unused_cells(cells, designs, tools)):
            return refusal  # "how many DFFNEGX1": no run used that cell
        return compose(lead if totals else "", counts + besides)
    if query.filter in ("failed", "succeeded") and not query.metric and not query.issue_kinds:  # "did X synthesize?"
        return _each(designs, tools, lambda d: _status(d, tools, query), "Yosys log")
    if query.metric and set(query.analyses) <= {"hierarchy", "status"}:  # "area of the whole hierarchy": the total
        query.analyses = []
    stopped = [d for d in designs if tools.failed(d) and (not query.metric or tools.metric(d, query.metric) is None)]
    if stopped and query.analyses and not query.asks("status", "explain"):
        query.metric = ""  # a run that stopped reports no such figure: how it stopped leads whatever else is asked
        handled = _analysis(query, designs, tools, doc_lookup, [f for d in stopped for f in _status(d, tools)], nets)
        if handled is not None:
            return handled
    asks_number = query.quantity or query.op == "sum"  # "how many", or a total: of a design's metric, its value
    metric_leads = query.metric and (query.metric_words > query.analysis_words or
                                     (asks_number and query.metric_words >= query.analysis_words))
    if query.metric and (staged := [f for d in designs for f in analyses.stat_before_pass(d, query.metric, query.words,
                                                                                         tools)]):
        return compose("", staged)  # "memory bits before memory mapping": the stat printed before that pass ran
    if query.issue_kinds and query.metric in _MODULE_METRICS and set(query.issue_kinds) <= _CELL_KINDS:
        query.analyses = [name for name in query.analyses if name != "issues"]  # "the area, latches included?": the
        query.issue_kinds = []  # size figure, with the cells it leaves out, not the latch records
    if query.analyses and not (metric_leads and not query.asks("explain", "whatif")):
        mapped = analyses.cell_mappings(designs, tools, cells) if cells and query.asks("explain") else []  # "why DFFSR"
        handled = _analysis(query, designs, tools, doc_lookup, [*netlist_lines, *_relating(designs, nets, tools), *mapped],
                            nets)
        if handled is not None:
            return handled
    if query.asks("memory") and query.metric in (metrics.FLOPS, metrics.MEMORIES, metrics.MEMORY_BITS, metrics.CELLS, ""):
        return _each(designs, tools, lambda d: analyses.memory_facts(d, tools), _WHAT["memory"])  # "RAM or flops?"
    if _ranks_parts(query, designs, tools):  # "which block eats most of dma_ctrl_top's area": its submodules ranked
        return _each(designs, tools, lambda d: analyses.area_breakdown(d, tools), _WHAT["area_breakdown"])
    clocks = {*found.identifiers, *found.absent}
    if not clocks and query.metric == metrics.GENERATED_CLOCK_PERIOD and {stem("where"), stem("defined")} & set(
            query.words):  # "where was the generated clock defined": each one the run's scripts create
        clocks = {name for d in designs for name in analyses.generated_clocks(d, tools)}
    if query.metric in ("", metrics.CLOCK_PERIOD, metrics.GENERATED_CLOCK_PERIOD) and (
            defined := [f for d in designs for f in analyses.clock_definitions(d, clocks, tools)]):
        return compose("", defined)  # "where does the div4_clk come from": the constraint lines that define it
    if query.metric:
        also = [x for x in query.metrics if x != query.metric]
        if (query.metric == metrics.SETUP_WS and _TIMING_STEP in query.words and _SETUP not in query.words
                and query.op != "difference" and any(tools.metric(d, metrics.HOLD_WS) for d in designs)):
            also += [metrics.HOLD_WS]  # "does it meet timing, by what margin": a margin of each check, hold too
        if query.metric == metrics.AREA and query.via == "grammar" and not _mapping_said(query) and (
                sized := _size_in_cells(designs, tools)):
            return sized  # "how big is it after synth" of a generic netlist: its size is its cell count
        looked = _lookup(query.metric, designs, tools, also,
                         _commands_named(query, designs, tools), placed=stem("where") in query.words,
                         unpriced="unknown" in query.words)
        if query.metric in (metrics.INPUT_DELAY, metrics.OUTPUT_DELAY) and query.asks("path") and (
                path := [f for d in designs for f in analyses.path_breakdown(d, tools)[:3]]):
            looked = with_new_lines(looked, compose("", path))  # "how much of the critical path is input delay":
        return looked  # the budget beside the path it starts, delay by part
    first = [*_relating(designs, nets, tools), *(f for d in designs if tools.failed(d) for f in _status(d, tools))]
    if nets and (about := [f for d in designs for f in analyses.explain_issues(d, tools, mentioning=nets)]):
        return compose(f"The records about {', '.join(nets)}:", [*first, *about])  # "since diff_r was never declared"
    unindexed = [w.lower() for w in (*found.absent, *modules)]  # names no parser indexed, and submodules asked about
    answer = _from_records([*query.words, *unindexed], designs, tools, first)
    if answer is None and first:  # "doesn't compile: quote the message": how the run stopped
        return compose("", first)
    if answer is None and not modules and grammar.TIMING & set(query.words) and not any(
            holds_output(d, "sta_report", tools) for d in designs):
        return _output_lacking(designs, "sta_report", tools)  # "timing for the debouncer" of a run never timed
    if answer is None:
        return _module_figures(designs[0], modules, query, tools) if modules else _cannot(designs, tools)
    return answer


def _number_asked(words: Sequence[str]) -> bool:
    """A question about how many there are ("why so many inverters", "the 40 INVX1 instances"), not why there are
    any: a number said, or "many" after a degree word."""
    return any(w.isdigit() or w == "many" and i and words[i - 1] in _DEGREE for i, w in enumerate(words))


_DEGREE = frozenset({"so", "too", "that", "this", "thi", "why", "how"})
"""Degree words before "many" (closed class; ``thi`` is the stem of "this")."""


def _mapping_said(query: Query) -> bool:
    """Whether the question says the build is mapped to a library ("on the 0.35um library, how large"): a generic
    netlist's cell count is no size of that build."""
    return query.filter == "mapped" or bool(_LIBRARY_WORDS & set(query.words))


_LIBRARY_WORDS = frozenset({stem("library"), stem("liberty"), "lib", stem("mapped")})


def _size_in_cells(designs: Sequence[str], tools: RunTools) -> Answer | None:
    """A size asked by an adjective ("how big", "how large") of runs none of which reports a chip area but each of
    which counts its cells (Yosys's generic gates, which no library prices): the size they do report, the cell
    count, with why no area is printed. None when any of them has an area: an area is the size then."""
    if any(tools.metric(d, metrics.AREA) is not None or tools.metric(d, metrics.CELLS) is None for d in designs):
        return None
    counts = [f for d in designs for f in _metric_facts(d, metrics.CELLS, tools)]
    why = [f for d in designs for f in analyses.missing_metric(d, metrics.AREA, tools)[1:]]
    return compose(f"No chip area is reported for {', '.join(designs)}; the size there is the cell count:", counts + why)


def _about_named(design: str, question: str, named: Sequence[str], tools: RunTools) -> list[Fact]:
    """What the run says of signals and modules the question names beyond their figures: the commands creating a
    named clock (``create_generated_clock -name clk_half ... [get_pins _277_/Q]``: its source register is in its
    definition), and what synthesis did to a named register (an FSM found in ``phase`` and re-encoded, with the rest
    of its records). A plain word is a register when the run's own records name it as one (``lin_header_tx.phase``)."""
    registers = analyses.registers_recorded(design, tools)
    named = [*named, *(word for word in re.findall(r"\w+", question) if word.lower() in registers)]
    if not named:
        return []
    clocks = [fact for fact, clock, _ in analyses.created_clocks(design, tools) if clock in named]
    changes = analyses.optimisation_facts(design, tools)
    return clocks + analyses.with_their_kind(changes, [f for f in changes if mentions(f.text, named)])


def _relating(designs: list[str], named: Sequence[str], tools: RunTools) -> list[Fact]:
    """The script commands that name every one of several names the question gives (``set_clock_groups ... -group
    {clk_a} -group {clk_b}`` for a question about clk_a and clk_b): how the flow relates them, whatever is asked."""
    if len(named) < 2:
        return []
    return [f for d in designs for f in analyses.config_facts(d, tools)
            if all(mentions(f.text, [name]) for name in named)]


def _from_records(words: list[str], designs: list[str], tools: RunTools, first: Sequence[Fact] = ()) -> Answer | None:
    """No tool fits the question: after the ``first`` facts, the design's own records that match its words (and the
    names it uses that no parser indexed), quoted, with the run's status, worst path and caveats; None when no record
    matches."""
    records = [*first, *(f for d in designs for f in evidence.matching_records(words, d, tools))]
    records += [f for d in designs for f in analyses.latch_gaps_of(d, tools, records)]  # a latch: where it holds
    cited = [(f.source, f.line) for f in records]
    records += [f for d in designs for f in evidence.matching_lines(words, evidence.RunLines.read(d, tools), 3, cited)]
    if len(records) == len(first):
        return None
    context = [f for d in designs for f in _overview(d, tools)]
    kinds = sorted({f.kind for f in records + context if f.kind} - {"other", "latch"})
    if kinds:  # records of a known kind, found or among the run's errors: each followed to the line it points at,
        records += [f for d in designs for f in analyses.explain_issues(d, tools, kinds, limit=2)[:_FOLLOWED]
                    if f not in records]  # with what it means ("what construct trips the timer": the netlist line)
    return compose("The records of the run that match the question:", records + [f for f in context if f not in records])


_SIMULATION_SHOWN = 3
"""Facts of a testbench's output an explanation of its run opens with: the verdict, the call printing it, a line."""
_FOLLOWED = 8
"""Facts of a kind's records followed to the RTL after the records a question's words found: the first records, their
lines and meaning; the rest repeat them."""
_KINDS_SHOWN = 3
"""Kinds of warning a finished run's status shows one record of each, when its checks found problems."""
_FOLLOWED_RECORD = 4
"""Facts of one record followed: the record, the lines it lists, the RTL line it points to, what it means."""
_LISTED_ERRORS = 4
"""Error records quoted for a run that stopped: the first is the cause, the rest what it took with it."""
_PRINTING_TOOLS = (*READ_TOOLS, "iverilog")
"""The tools whose own printed errors stop a run (not our reading of its RTL)."""
_TIMED_ANSWERS = frozenset({"timing paths", "what-if timing", "minimum period"})
"""What only a timing report holds: a run never timed is said to be so."""
_WHAT = {"path": "timing paths", "area_breakdown": "a hierarchical area report", "cell_breakdown": "a netlist",
         "config": "flow scripts", "checks": "hold, unconstrained or DRV checks", "memory": "memory records"}


def _analysis(query: Query, designs: list[str], tools: RunTools, doc_lookup: DocLookup | None,
              first: Sequence[Fact] = (), named: Sequence[str] = ()) -> Answer | None:
    """The first analysis the question asks for that applies, over ``designs``, after the ``first`` facts; one
    the runs hold nothing for gives way to the next asked (a failed run has no netlist to break down, but errors)."""
    refusal: Answer | None = None
    for name in query.analyses:
        if name == "issues":
            return _issues(query, designs, tools, doc_lookup, first, named)
        facts = [*first, *(f for d in designs for f in (_analysis_facts(name, query, d, tools) or []))]
        if name == "explain":  # two runs of one RTL: what their flows do differently explains what differs
            differing = [*analyses.setting_differences(designs, tools), *analyses.cell_differences(designs, tools)
                         ] if _one_rtl(designs, tools) else []
            return compose("Findings from the run artifacts:", [*facts, *differing])
        if name in _WHAT or name in ("hierarchy", "optimisation", "status", "version"):
            if name == "optimisation" and facts[len(first):] and not any(f.source for f in facts[len(first):]):
                return dataclasses.replace(compose("", facts), abstained=True)  # "which encoding for X's FSM": it has none
            if len(facts) > len(first):
                return compose("", facts)
            if missing := [f for d in designs for f in analyses.missing_metric(d, query.metric, tools)] if query.metric else []:
                return dataclasses.replace(compose("", [*first, *missing]),  # "why is there no hold slack?": what
                                           abstained=not query.asks("explain"))  # would have printed it; else none
            refusal = refusal or _holding_none(designs, _WHAT.get(name, name), tools)
    if refusal is not None and first:  # a run that stopped: its error is what it holds on the matter
        return dataclasses.replace(compose(refusal.answer, first), abstained=True)
    if refusal is not None and (echoed := [f for d in designs
                                           for f in evidence.echoed_lines(query.words, evidence.RunLines.read(d, tools))]):
        return dataclasses.replace(compose(f"{refusal.answer} What the run's files print in the question's words:",
                                           echoed), abstained=True)  # "the longest topological path": ltp's line
    return refusal


def _explain_selected(query: Query, tools: RunTools, designs: list[str]) -> Answer:
    """"Which run has latches, and why?": the designs the filter or metric selects, each explained."""
    kind = query.filter or "with_issues"
    metric = query.metric or (metrics.LATCHES if "latch" in query.issue_kinds else metrics.WARNINGS)
    lead, kept, _ = filtered_facts(kind, metric, tools, designs, check_named(metric, query.words))
    facts = [f for d in kept for f in _explain(d, query, tools)]
    return compose(lead, facts)


def _analysis_facts(name: str, query: Query, design: str, tools: RunTools) -> list[Fact] | None:
    """Facts of one analysis for one design; None when ``name`` is not one of these analyses."""
    table = {
        "explain": lambda: _explain(design, query, tools),
        "path": lambda: _figure_beside_path(design, query, tools) + analyses.worst_by_group(design, "max", tools)
        + analyses.path_breakdown(design, tools) + analyses.borrowing_rows(design, tools)
        + tools.caveats(design)[:1],
        "area_breakdown": lambda: _breakdown(design, query, tools),
        "cell_breakdown": lambda: analyses.cell_breakdown(design, tools) + (
            [*filter(None, [analyses.metric_fact(design, metrics.AREA, tools)]),
             *analyses.area_caveats(design, tools, submodules=True)] if query.metric == metrics.AREA else []),  # "area
        # unknown for two cell types": the area those types leave out, beside the types
        "hierarchy": lambda: tools.hierarchy(design),
        "config": lambda: _config(design, query, tools),
        "optimisation": lambda: analyses.optimisation_facts(design, tools, kinds=analyses.optimisations_asked(query.words)),
        "memory": lambda: analyses.memory_facts(design, tools),
        "checks": lambda: analyses.check_facts(design, tools),
        "status": lambda: _status(design, tools, query),
        "version": lambda: tools.status_facts(design),
    }
    run = table.get(name)
    return run() if run else None


def _single_run_asked_more(designs: list[str], question: str, query: Query, tools: RunTools) -> bool:
    """Whether the one design named was run once and the question asks a figure or another analysis of it, or names
    no change at all ("the detector regression": a test run, not a comparison): with no earlier run, a word for
    changes ("regression", "diff") cannot ask what changed."""
    return len(designs) == 1 and len(tools.graph.runs_of(designs[0], tools.scopes)) < 2 and bool(
        query.quantity or query.metric or set(query.analyses) - {"diff"} or not _CHANGE_NAMED.search(question))


_CHANGE_NAMED = re.compile(r"\b(?:chang|differ|diff\b|previous|earlier|last time|before)", re.IGNORECASE)
"""Words that ask what changed between runs, where "regression" alone may name a test run."""


def _breakdown(design: str, query: Query, tools: RunTools) -> list[Fact]:
    """What a figure is made of ("what dominates ...", "where does ... go"): the power report's groups of cells for a
    power figure, which it prints by the kind of cell that draws it; the submodules' shares for area and cells."""
    if query.metric == metrics.POWER_TOTAL:
        return _metric_facts(design, query.metric, tools)
    return analyses.area_breakdown(design, tools)


def _figure_beside_path(design: str, query: Query, tools: RunTools) -> list[Fact]:
    """A timing figure the question asks beside the path (the total negative slack a listing of failing endpoints is
    weighed against): the path states its own slack, not this."""
    if not query.metric.startswith("timing__") or query.metric in (metrics.SETUP_WS, metrics.HOLD_WS):
        return []
    found = tools.metric(design, query.metric)
    return [found] if found is not None else []


def _verdicts(design: str, tools: RunTools) -> list[Fact]:
    """A run that simulated passed or failed by its testbench's verdict: the line it printed last, then the call."""
    return [f for sim in simulations.simulations(design, tools) for f in simulations.printed_facts(sim, tools)[
        :_SIMULATION_SHOWN]]


def _status(design: str, tools: RunTools, query: Query | None = None) -> list[Fact]:
    """Status from the log; a failed run also shows its errors followed to the RTL lines they point to. A run said to
    be broken that did finish, whose check pass found problems, or whose tools warned, shows what its checks found
    and its warnings: what finished can still be wrong, and "is it clean" asks about both."""
    status = [*tools.status_facts(design), *_verdicts(design, tools)]
    if not tools.failed(design):
        sweep = analyses.sweep_overview(design, tools)  # a run that finished can fail at some periods of its sweep
        finished = [*status, *tools.issues(design, severity="error")[:2], *([sweep] if sweep is not None else [])]
        checks = analyses.check_results(design, tools)  # each one's count of problems is its value
        warned = tools.issues(design, severity="warning", by=_PRINTING_TOOLS)
        if not ((query is not None and query.filter == "failed") or any(f.value for f in checks) or warned):
            return [*finished, *(checks[-1:] if flow_kinds.yosys_checks_only(design, tools) else [])]  # a lint's
            # verdict is its last check's count, none found included
        shown = analyses.explain_issues(design, tools, severity="warning", limit=2)
        kinds = dict.fromkeys(f.kind for f in warned)
        others = [k for k in kinds if k not in {f.kind for f in shown}][:_KINDS_SHOWN]  # each other kind once
        made = [*(f for m in (metrics.CELLS, metrics.AREA) if (f := tools.metric(design, m)) is not None),
                *tools.caveats(design)] if (query is not None and query.filter == "failed") else []  # "did synth
        # fail too": what it built says no; "broke even though yosys was happy": what the later steps could not do
        return [*finished, *made, *checks[:analyses.CHECKS_QUOTED], *shown,
                *(f for kind in others for f in analyses.explain_issues(design, tools, [kind], severity="warning",
                                                                      limit=1)[:_FOLLOWED_RECORD])]
    return [*status, *analyses.failing_step_records(design, tools),
            *analyses.explain_issues(design, tools, severity="error", limit=2)]


def _each(designs: list[str], tools: RunTools, tool, what: str) -> Answer:  # type: ignore[no-untyped-def]
    facts = [f for d in designs for f in tool(d)]
    return compose("", facts) if facts else _holding_none(designs, what, tools)


_OUTPUT_NAMES = {"sta_report": "timing report", "netlist": "gate-level netlist", "yosys_log": "synthesis log",
                 "stat": "printed Yosys statistics"}


def _runs_hold(designs: Sequence[str]) -> str:
    """The subject of a sentence saying what named runs lack: "The run of X holds", "The runs of X, Y hold"."""
    plural = len(designs) > 1
    return f"The run{'s' if plural else ''} of {', '.join(designs)} hold{'' if plural else 's'}"


def _output_lacking(designs: list[str], kind: str, tools: RunTools) -> Answer:
    """The named runs hold no output of ``kind`` (a timing report, a netlist) that the question asks for: said, with
    the runs that hold one, and no figure of theirs."""
    others = [d for d in tools.design_names() if d not in designs and holds_output(d, kind, tools)]
    stopped = [f for d in designs if tools.failed(d) for f in tools.issues(d, severity="error")[:1]]
    said = (f"{_runs_hold(designs)} no {_OUTPUT_NAMES[kind]} ({_ran(designs, tools)[:-1]})"
            + (f"; the runs that have one: {', '.join(others)}." if others else ".")
            + (" The run stopped at:" if stopped else ""))
    return dataclasses.replace(compose(said, stopped), abstained=True)


def _timed_siblings(design: str, tools: RunTools) -> str:
    """The other runs of the design's top module that were timed ("xmit_hier was not timed; xmit_flat, a run of the
    same RTL, was"), where the asker can look instead; empty when there are none."""
    tops = tools.shared_tops()
    timed = [d for d, top in tops.items() if d != design and top == tops.get(design)
             and "sta_report" in analyses.report_kinds(d, tools)]
    return f" (the run{'s' if len(timed) > 1 else ''} of its top module with one: {', '.join(timed)})" if timed else ""


def _holding_none(designs: list[str], what: str, tools: RunTools) -> Answer:
    """The runs hold nothing of ``what``: said, first that a run was never timed when only a timing report holds it."""
    untimed = [d for d in designs if "sta_report" not in analyses.report_kinds(d, tools)] if what in _TIMED_ANSWERS else []
    said = "".join(f"{d} was not timed: its run holds no timing report{_timed_siblings(d, tools)}. " for d in untimed)
    stopped = [f for d in designs if tools.failed(d) for f in tools.issues(d, severity="error")[:1]]  # why: it stopped
    partial = [f for d in designs if d not in untimed for f in tools.caveats(d, figures=False)[:1]] if (
        what in _TIMED_ANSWERS) else []
    held = re.sub(r"^an? ", "", what)  # "no a netlist": the article of a thing asked after goes
    answer = compose(f"{said}I can't compute that from the runs of {', '.join(designs)}: they hold no {held}. "
                     + _can_do(designs[0], tools) + (" The run stopped at:" if stopped else "")
                     + (" Their timer's report does not cover the design:" if partial else ""), stopped + partial)
    return dataclasses.replace(answer, abstained=True)


def _period_needed(design: str, tools: RunTools) -> list[Fact]:
    """The shortest period a run would pass at, with the worst path that sets it: what to shorten instead."""
    facts = analyses.min_period(design, tools)
    path = tools.worst_path(design) if facts else None
    return facts + ([path] if path is not None else [])


def _config(design: str, query: Query, tools: RunTools) -> list[Fact]:
    if query.metric in _SETTINGS:
        return tools.metric_settings(design, query.metric)
    wants_library = any(w.startswith(("librar", "liberty")) for w in query.words)
    return analyses.liberty_facts(design, tools) if wants_library else analyses.config_facts(design, tools)


_CHECK_PATHS = {metrics.HOLD_WS: "min", **_CHECK_METRICS}
"""The slacks of the checks a timer reports only when asked (``-path_delay min``), by the paths they are read from."""


def _checked(design: str, query: Query, tools: RunTools) -> bool:
    """Whether the run reports a path of the check the question asks the slack of, or asks none of those: a sweep
    timed for setup alone has no hold slack at any of its periods, and its attempt at one would answer setup."""
    asked = [_CHECK_PATHS[m] for m in query.metrics if m in _CHECK_PATHS]
    return not asked or bool(set(asked) & tools.path_types(design))


def _between_attempts(design: str, query: Query, tools: RunTools) -> Answer | None:
    """The asked timing figure at each period the question names, each read from that attempt's own report, and the
    change between the first two (computed). None unless the run holds an attempt at every period named and each
    reports the figure."""
    asked = list(dict.fromkeys(query.periods_ns))
    held = [attempt for period in asked if (attempt := attempt_at(design, period, tools)) is not None]
    metric = next((m for m in query.metrics if m.startswith("timing__")), metrics.SETUP_WS)
    reported = tools.metric_values(design, metric)
    values = [of_attempt(reported, attempt)[-1:] for attempt in held]
    if len(held) < max(2, len(asked)) or not all(values):
        return None
    periods = [attempt.period for attempt in held]
    facts = [dataclasses.replace(found[0], text=f"{found[0].text} (the attempt at {period:g} ns)")
             for found, period in zip(values, periods, strict=True)]
    first, second = (facts[0].value or 0.0), (facts[1].value or 0.0)
    spec = metrics.spec(metric)
    label, unit = (spec.label, spec.unit) if spec else (metric, "")
    return compose(f"{design}: {label} at {' and '.join(f'{p:g} ns' for p in periods)}, each read from its own "
                   f"report; the attempt at {periods[0]:g} ns is {first - second:+.4g} {unit} off the one at "
                   f"{periods[1]:g} ns (computed).", facts)


def _from_attempt(design: str, attempt: Attempt, query: Query, tools: RunTools) -> Answer:
    """The figures and the worst path of one timing attempt, read from its own report or section."""
    asked = [m for m in query.metrics if m.startswith("timing__")] or [metrics.SETUP_WS, metrics.SETUP_WNS]
    facts = of_attempt([f for m in asked for f in tools.metric_values(design, m)], attempt)
    path = next((row for row in tools.paths(design) if attempt.holds(row["source"], row["line"])), None)
    facts += [tools.path_fact(design, path)] if path is not None else (
        analyses.endpoint_rows(design, attempt, tools) or analyses.untimed_report(design, attempt.source, tools))
    if path is not None and query.asks("path"):  # "at 5ns which stage eats most of the path": that report's stages
        facts += analyses.path_breakdown(design, tools, slowest_first=query.op == "max", row=path)[1:]
    if metrics.SETUP_VIOLATING_ENDPOINTS in query.metrics and not of_attempt(
            tools.metric_values(design, metrics.SETUP_VIOLATING_ENDPOINTS), attempt):
        facts += analyses.failing_endpoints(design, tools, attempt)  # "is it only one endpoint": what its tns tells
    facts += [overview] if (overview := analyses.sweep_overview(design, tools)) is not None else []
    if query.asks("whatif"):  # "does relaxing the clock fix it": the run's other attempts are the answer
        others = [f for f in tools.metric_values(design, metrics.SETUP_WS) if not attempt.holds(f.source, f.line)]
        reports = {f.source for f in others}
        facts += [f for f in tools.metric_values(design, metrics.CLOCK_PERIOD) if f.source in reports] + others
    held = ("its script printed several sections into one report" if attempt.heading else
            "one report times several periods" if attempt.sectioned else "the run folder holds several timing reports")
    lead = (f"{design}: the attempt at {query.period_ns:g} ns is {attempt} ({held})." if query.period_ns is not None
            else f"{design}: the report the question names is {attempt} ({held}).")
    return compose(lead, facts)


def _paths_with_edge_at(designs: Sequence[str], time: float, tools: RunTools) -> list[Fact]:
    """The reported paths launched or captured at a clock edge at ``time`` when that is no period a run's clocks
    have: a time read off a path ("launches at 24 ns", the later edge of a clock crossing) is that edge, not a period
    to try the design at."""
    facts = []
    for design in designs:
        periods = [f.value for f in [*tools.metric_settings(design, metrics.CLOCK_PERIOD),
                                     *tools.metric_values(design, metrics.CLOCK_PERIOD),  # as reports print it (a
                                     # sweep's script reads its period from the environment)
                                     *tools.metric_values(design, metrics.GENERATED_CLOCK_PERIOD)] if f.value is not None]
        if any(abs(period - time) < 1e-9 for period in periods):
            continue
        for kind in sorted(tools.path_types(design)):
            for row in tools.paths(design, kind):
                raw = json.loads(row["raw"] or "{}")
                if any(raw.get(edge) and abs(float(raw[edge]) - time) < 1e-9 for edge in ("launch", "period")):
                    facts.append(tools.path_fact(design, row))
    return facts[:4]


def _paths_ending_at(designs: Sequence[str], question: str, tools: RunTools) -> list[Fact]:
    """The reported paths whose start and end the question writes as the report prints them ("the min path from
    _138_ to _138_"), of every check: a path is asked by its ends as often as by its slack. A port or flop named
    once is not enough; its worst path is found otherwise."""
    said = Counter(re.findall(r"(?<![\w$\\])[\w$\\\[\]./]+(?![\w$])", question))
    facts = []
    for design in designs:
        for kind in sorted(tools.path_types(design)):
            for row in tools.paths(design, kind):
                ends = [point.split()[0] for point in (row["startpoint"], row["endpoint"]) if point]
                if len(ends) == 2 and all(said[end] >= ends.count(end) for end in ends) and (
                        fact := tools.path_fact(design, row)) is not None:
                    facts.append(fact)
    return facts[:6]


_PER_PERIOD = (metrics.SETUP_TNS, metrics.SETUP_WNS, metrics.SETUP_VIOLATIONS, metrics.SETUP_VIOLATING_ENDPOINTS)
"""Figures a sweep's timer prints once per period besides the worst slack, compared across periods when asked."""


def _asks_timing_of_run(query: Query, design: str, tools: RunTools) -> bool:
    """A timing question about the run as a whole, no period or report of it named: a run timed at several periods
    answers for each of them ("the sweep", "how many periods met")."""
    timing = query.metric.startswith("timing__") or query.asks("path", "min_period") or stem("sweep") in query.words
    return timing and query.period_ns is None and attempt_named(design, query.words, tools) is None


def _proposes_period(designs: Sequence[str], query: Query, tools: RunTools) -> bool:
    """A period in the question that is no named run's own is a what-if ("would it pass at 3 ns?"); the periods two
    runs were timed at name those runs ("from the 7 ns run to the 15 ns one"); each period a sweep was timed at is its
    own."""
    own = [f.value for d in designs for f in [*tools.metric_values(d, metrics.CLOCK_PERIOD),
                                              *tools.metric_settings(d, metrics.CLOCK_PERIOD)] if f.value is not None]
    return any(not any(abs(p - value) <= 1e-9 for value in own) for p in query.periods_ns)


def _untimed_period(designs: Sequence[str], query: Query, tools: RunTools) -> str:
    """A period asked of runs as if one had been timed at it, when none was: the periods they were timed at, and the
    figures that follow marked as estimates from their reports."""
    own = [f"{d} at {f.quoted}" for d in designs if (f := tools.metric(d, metrics.CLOCK_PERIOD)) is not None]
    return (f"No run of {', '.join(designs)} has a timing report at {_periods_asked(query)}" + (f" (its reports: {', '.join(own)})" if own else "")
            + "; what follows is estimated from the reports at the periods they were timed at, not measured:")


def _untimed_refusal(designs: Sequence[str], query: Query, tools: RunTools) -> Answer:
    """A figure asked of a period no run was timed at, as if one had been: none was measured, so none is given; the
    clocks the runs were timed with say where the measured figures are, and asking what it would give at that
    period gets an estimate from them."""
    cited: dict[tuple[str, str], list[str]] = {}
    for design in designs:
        for fact, name, _ in analyses.created_clocks(design, tools):
            cited.setdefault((design, name), []).append(f"{fact.source}:{fact.line}")
    clocks = [f"{design} times {name} ({', '.join(places)})" for (design, name), places in cited.items()]
    timed = f" Their reports are at other periods: {'; '.join(clocks)}." if clocks else ""
    return refuse(f"No timing report of {', '.join(designs)} is at {_periods_asked(query)}, so no figure was measured "
                  f"there.{timed} Ask what it would give at that period for an estimate from the reports they have.")


def _periods_asked(query: Query) -> str:
    return "the periods asked" if len(query.periods_ns) > 1 else "the period asked"  # the asker's figure, not restated


def _new_period(design: str, query: Query, tools: RunTools) -> float:
    """The period the question proposes: of ``from 5 ns to 6 ns`` the one that is not the current period."""
    current = tools.metric(design, metrics.CLOCK_PERIOD)
    others = [p for p in query.periods_ns if current is None or abs(p - (current.value or 0.0)) > 1e-9]
    return (others or query.periods_ns)[-1]


def _lookup(metric: str, designs: list[str], tools: RunTools, also: Sequence[str] = (),
            commands: Sequence[Fact] = (), placed: bool = False, unpriced: bool = False) -> Answer:
    """The figure of each design, with what explains it; ``placed`` (a question asking where it is) leads with the
    file and line each figure is printed on; ``unpriced`` (a question echoing the stat's "is unknown!" record) has an
    area's records of unknown cell types explained, its own submodules' too."""
    asked = [f for d in designs for f in _metric_facts(d, metric, tools)]
    facts = asked + [f for d in designs for name in also for f in _metric_facts(d, name, tools)]
    missing = [d for d in designs if d not in {f.design for f in asked}]  # a figure beside it never stands in for it
    spec = metrics.spec(metric)
    label = spec.label if spec else metric
    notes = [_not_reported(d, metric, label, spec.provenance if spec else "", tools) for d in missing]
    why = [] if asked else [f for d in missing for f in analyses.missing_metric(d, metric, tools)[1:]]
    if why and metric == metrics.SETUP_VIOLATING_ENDPOINTS:  # no endpoint table: what the tns says of their number
        why = [f for d in missing for f in analyses.failing_endpoints(d, tools)] + why
    if not asked:  # the figures beside it are no answer to it
        notes += _reported_elsewhere(metric, label, designs, tools)
    if why:  # nothing reported: the commands that would have printed it, and the tool's errors
        return dataclasses.replace(compose(" ".join(notes), why), abstained=True)
    if not asked:
        return refuse(f"I can't compute {label} from the runs of {', '.join(designs)}: "
                      + " ".join([*notes, *_reports_instead(missing, spec, tools)])
                      + f" What {'they are' if len(designs) > 1 else 'it is'}: "
                      + "; ".join(f"{d}: a {flow_kinds.flow_of(d, tools)} flow" for d in designs) + ". "  # no paths:
                      + _can_do(designs[0], tools))  # a folder's name may hold a figure ("results 3ns")
    caveats = [c for d in designs for c in tools.caveats(d)][:2] if metric.startswith("timing") else []
    caveats += [c for d in designs for c in analyses.area_caveats(d, tools, submodules=unpriced)] if (
        metric == metrics.AREA) else []
    lead = difference_text(label, facts[0], facts[1]) if len(facts) == 2 and len(designs) == 2 and not also else ""
    lead = f"{lead} (computed)" if lead else ""
    if placed:  # "where do I get the area": the file it is printed in, first
        lead = " ".join([lead, *(f"{f.design}: the {label} is printed in {f.source}, line {f.line}." for f in asked
                                 if f.source)]).strip()
    if metric in _PATH_METRICS:  # the slack comes from a path: its start, end, arrival and required time are facts too
        kind = "min" if metric == metrics.HOLD_WS else "max"
        facts += [p for d in designs if (p := tools.worst_path(d, kind)) is not None]
        facts += [f for d in designs for f in analyses.crossing_relations(d, tools, kind)]
        facts += [p for d in designs if (p := analyses.worse_reset_check(d, kind, tools)) is not None]
        facts += [f for d in designs for f in analyses.borrowing_rows(d, tools, kind)]  # a latch's borrowed time
    if metric == metrics.CLOCK_PERIOD:  # a period comes with the waveform the timer resolved, where it printed one
        cited = {(f.source, f.line) for f in facts}
        facts += [f for d in designs for f in analyses.clock_properties(d, tools) if (f.source, f.line) not in cited]
    if metric in _CHECK_METRICS:  # a recovery or removal slack is read off its worst check's path
        facts += [p for d in designs if (p := tools.worst_path(d, _CHECK_METRICS[metric])) is not None]
    if metric == metrics.WARNINGS:  # "the comb-loop run's warnings": ABC's and the timer's count as the set's totals do
        first = {f.design: f for f in reversed(asked)}  # each design's own count, its first fact
        lead = " ".join([lead, *(said for f in first.values() if (said := _every_tool_warnings(f, tools)))]).strip()
    return compose(" ".join([lead, *notes]).strip(), [*facts, *caveats, *commands])


def _reports_instead(designs: Sequence[str], spec: metrics.MetricSpec | None, tools: RunTools) -> list[str]:
    """The reports each run's timer was asked for, when the figure missing is printed by a report command none of
    them gives ("power numbers" of a run whose script asks ``report_checks``, ``report_wns``, ``report_tns``)."""
    printing = re.findall(r"\breport_\w+", spec.provenance) if spec else []
    return [f"{d}'s scripts ask the timer for {', '.join(names)} instead." for d in designs if printing and (
        names := list(dict.fromkeys(row["name"] for row in analyses.reports_given(d, printing, tools))))]



def _every_tool_warnings(fact: Fact, tools: RunTools) -> str:
    """A design's warnings from every tool, in its logs and reports, when more tools than Yosys printed some."""
    by_tool = tools.warnings_by_tool([fact.design])
    if sum(by_tool.values()) == (fact.value or 0):
        return ""
    return f"{fact.design}: {_every_tool_tally(by_tool)}."


def _every_tool_tally(by_tool: dict[str, int]) -> str:
    """Warnings per tool said as one total with its parts, most first: the wording of every such count."""
    return (f"counting every tool's warnings, in its logs and reports, {sum(by_tool.values())} warnings ("
            + ", ".join(f"{tool} {n}" for tool, n in sorted(by_tool.items(), key=lambda item: -item[1])) + ") (counted)")


def _reported_elsewhere(metric: str, label: str, designs: Sequence[str], tools: RunTools) -> list[str]:
    """The other runs of the scope that do report ``label``: where the asker can look instead, with no figure."""
    others = [d for d in tools.rows if d not in designs and _metric_facts(d, metric, tools)]
    return [f"Runs that do report one: {', '.join(others)}."] if others else []


def _not_reported(design: str, metric: str, label: str, provenance: str, tools: RunTools) -> str:
    """Why ``design`` has no ``label``, said first: the run stopped before the step that prints it, or never ran
    that step (a timing figure of a run with no timing report), or the step ran and printed none."""
    if tools.failed(design):
        return f"{design}: synthesis failed, so its {label} was not reported."
    if metric.startswith(("timing__", "constraint__")) and "sta_report" not in analyses.report_kinds(design, tools):
        return f"{design} was not timed: its run holds no timing report, so its {label} is not reported."
    return f"{design}: its {label} is not reported in its artifacts ({provenance})."


def _commands_named(query: Query, designs: list[str], tools: RunTools) -> list[Fact]:
    """A figure asked with the name of a flow command the design ran (``abc``, ``stat``) may be about the command as
    much as its output (``the ABC delay target``): the script lines that run it, quoted, to show after the figure."""
    if len(designs) > 2:
        return []
    spec = metrics.spec(query.metric)
    longer = {w for alias in (spec.synonyms if spec else ()) if " " in alias for w in tokens(alias)}
    named = set(query.words) - (longer if query.metric_words > 1 else set())  # "peak memory" is no memory command
    return [f for d in designs for name in sorted({row["name"] for row in tools.commands(d)} & named)
            for f in analyses.config_facts(d, tools, focus=name)[:2]]


def _metric_facts(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """A constraint is every value the scripts set (two clocks, two attempts); any other metric its one value."""
    if metric == metrics.CLOCK_PERIOD:  # the clocks the timer derives have no script line: its own table has them
        return tools.metric_settings(design, metric) + tools.metric_values(design, metrics.GENERATED_CLOCK_PERIOD)
    if metric in _SETTINGS:
        return tools.metric_settings(design, metric)
    if sectioned := analyses.sectioned_readings(design, metric, tools):  # tns before and after a multicycle
        return sectioned
    found = analyses.per_build(design, metric, tools) or _per_report(design, metric, tools) or [
        f for f in (analyses.metric_fact(design, metric, tools),) if f is not None]
    if metric == metrics.WARNINGS and (printed := tools.metric(design, metrics.WARNING_SUMMARY)) is not None:
        found.append(printed)  # the records counted beside the tool's own closing tally
    found += analyses.latched_bits(design, metric, tools)
    if metric == metrics.POWER_TOTAL:  # a total power comes with the groups of cells that draw it
        found += analyses.power_groups(design, tools)
    if metric in (metrics.SETUP_WS, metrics.HOLD_WS) and found:  # and a worst slack with each clock domain's own
        found += analyses.worst_by_group(design, "max" if metric == metrics.SETUP_WS else "min", tools)
    if metric == metrics.FLOPS and found and (registers := analyses.flop_registers(design, tools)) is not None:
        found.append(registers)  # what the count is made of: the registers by name
    if metric == metrics.FLOPS and found:  # the register bits that share another's flop, and the mapper's own count
        found += [*analyses.merged_registers(design, tools), *analyses.flop_mappings(design, tools)]
    return found


def _per_report(design: str, metric: str, tools: RunTools) -> list[Fact]:
    """A timing figure that several reports of one run print differently, when they are no sweep (the same design
    timed again under other constraints: clock groups declared, an exception added): the last value of each report,
    said with its report, as the run's last report alone hides what the others found. Empty otherwise."""
    if not metric.startswith("timing__") or metric in _SETTINGS or len(attempts(design, tools)) > 1:
        return []
    last = analyses.last_by_source(design, metric, tools)
    if len(last) < 2 or len({fact.value for fact in last.values()}) < 2:
        return []
    return [dataclasses.replace(fact, text=f"{fact.text} (in {source})") for source, fact in last.items()]


def _ranks_parts(query: Query, designs: list[str], tools: RunTools) -> bool:
    """An extreme, an ordering, a difference or a share of area or cells asked of one design compares what it is made
    of: one design has no other design to compare with, and a hierarchical one has submodules that do."""
    ranks = query.op in ("max", "min", "worst", "best", "rank", "difference", "share")
    return (ranks and len(designs) == 1 and query.metric in (metrics.AREA, metrics.CELLS)
            and bool(analyses.module_instances(designs[0], tools)))


def _extreme_setting(design: str, metric: str, tools: RunTools, op: str) -> Fact | None:
    """The largest or smallest value a design's scripts set for ``metric`` (of a 3.5 ns and a 5 ns attempt, the
    tighter is the smallest period the design was timed at); a sweep whose script sets its period from a variable
    has its periods in the reports, one per attempt."""
    sweeps = metric == metrics.CLOCK_PERIOD and len(attempts(design, tools)) > 1
    swept = tools.metric_values(design, metric) if sweeps else []
    values = [f for f in [*tools.metric_settings(design, metric), *swept] if f.value is not None]
    return _extreme(values, op) if values else None


def _extreme_attempt(design: str, metric: str, tools: RunTools, op: str) -> Fact | None:
    """A run's most extreme figure over its timing attempts (the 4 ns report of a sweep holds its worst tns), each
    cited from its own report; a run of one attempt gives its figure."""
    values = [f for f in tools.metric_values(design, metric) if f.value is not None]
    if len(values) < 2 or len(attempts(design, tools)) < 2:
        return analyses.metric_fact(design, metric, tools)
    return _extreme(values, op)


def _extreme(values: Sequence[Fact], op: str) -> Fact:
    """The fact of the largest (``max``) or smallest value."""
    return (max if op == "max" else min)(values, key=lambda f: f.value or 0.0)


def _ratio(query: Query, designs: list[str], tools: RunTools) -> Answer:
    """A derived metric, numerator / denominator, per design from the values as printed; ordered when asked."""
    assert query.ratio is not None
    top, bottom = (metrics.spec(name) for name in query.ratio)
    label = f"{top.label if top else query.ratio[0]} per {bottom.label if bottom else query.ratio[1]}"
    rows = []
    for design in designs:
        a, b = analyses.metric_fact(design, query.ratio[0], tools), analyses.metric_fact(design, query.ratio[1], tools)
        if a is not None and b is not None and a.value is not None and b.value:
            rows.append((a.value / b.value, design, a, b))
    if not rows:
        return refuse(f"I can't compute {label}: no design in scope reports both metrics.")
    op = direction(query.op, top)
    rows.sort(key=lambda row: row[0], reverse=op != "min")
    unit = f"{top.unit if top else ''}/{bottom.unit if bottom else ''}".strip("/")
    facts = []
    for value, design, a, b in rows[: query.top_n or len(rows)]:
        facts.append(Fact(design, a.run_id, f"{design}: {label} = {value:.2f} {unit} (computed: {a.quoted} / "
                          f"{b.quoted})", value=value, unit=unit, verbatim=False))
        facts += [a, b]
    lead = ""
    if len(rows) > 1 and op in ("max", "min"):
        lead = f"{rows[0][1]} has the {'largest' if op == 'max' else 'smallest'} {label}: {rows[0][0]:.2f} {unit} (computed)."
    elif len(rows) > 1 and op in ("avg", "median", "sum"):
        lead = f"The {op} {label} over {len(rows)} designs is {aggregate([r[0] for r in rows], op):.2f} {unit} (computed)."
    return compose(lead, facts)


def _difference(asked: Sequence[str], designs: list[str], tools: RunTools) -> Answer:
    """Two designs compared on each metric asked ("the same cell count and area": both), then, for two runs of one
    RTL, the settings that differ between them (what a difference, or its absence, comes from)."""
    leads: list[str] = []
    facts: list[Fact] = []
    for metric in asked:
        found = [f for d in designs if (f := analyses.metric_fact(d, metric, tools)) is not None]
        spec = metrics.spec(metric)
        label = spec.label if spec else metric
        leads.append(difference_text(label, found[0], found[1]) + " (computed)" if len(found) == 2
                     else f"Only {len(found)} of the designs report {label}.")
        facts += found + ([c for d in designs for c in analyses.area_caveats(d, tools)] if metric == metrics.AREA else [])
    if not _one_rtl(designs, tools):
        return compose(" ".join(leads), facts)
    beside = analyses.side_by_side(designs, tools, skip=asked)  # two runs of one RTL: what each made of it,
    return compose(" ".join(leads), [*facts, *beside, *analyses.cell_differences(designs, tools),
                                     *analyses.setting_differences(designs, tools)])  # and what differs in the flows


def _one_rtl(designs: Sequence[str], tools: RunTools) -> bool:
    """Two run folders of one top module: a comparison of them is of two flows over the same design."""
    tops = tools.shared_tops()
    return len(designs) == 2 and designs[0] in tops and tops[designs[0]] == tops.get(designs[1])


def _module_figures(design: str, modules: list[str], query: Query, tools: RunTools) -> Answer:
    """A submodule's figure, with its share of the design's: of the area asked, or the cells (what a generic run
    reports when no figure is named)."""
    counts = analyses.module_instances(design, tools)
    unmapped = not query.metric and tools.metric(design, metrics.AREA) is None
    metric = metrics.CELLS if query.metric == metrics.CELLS or unmapped else metrics.AREA
    label = "cell count" if metric == metrics.CELLS else "chip area"
    total = tools.metric(design, metric)
    facts: list[Fact] = []
    shown: set[tuple[str, int]] = set()
    derived = [name for module in modules for name in sorted(counts) if name.split("(")[0] == module]
    for module in derived or modules:  # a module built at two parameter sets is two modules: both are asked
        found = tools.module_metric(design, module, metric)
        if found is None or (found.source, found.line) in shown:  # prescale and prescale(DIV=10): one stat line
            continue
        shown.add((found.source, found.line))
        facts.append(found)
        n = next((c for name, c in counts.items() if name.split("(")[0] == module), 1)
        if found.value is not None and n != 1:  # "the two copies add up to": the instances' sum, then its share
            whole = f", {analyses.share(n * found.value, total.value)} of the design {label}" if total and total.value else ""
            facts.append(Fact(design, found.run_id, f"{design}: the {n} instances of {module} hold "
                              f"{metrics.format_value(n * found.value, found.unit)} (computed: {n} x module {label}){whole}",
                              verbatim=False))
        elif total and total.value and found.value is not None:
            facts.append(Fact(design, found.run_id, f"{design}: {module} is {analyses.share(found.value, total.value)} "
                              f"of the {label} (computed: module {label} / design {label})", verbatim=False))
    if not facts and tools.failed(design):  # a run that stopped reports no module's figure: how it stopped
        return dataclasses.replace(compose(f"{design}: synthesis failed, so the {label} of module {', '.join(modules)} "
                                           "was not reported.", _status(design, tools)), abstained=True)
    if not facts:
        return refuse(f"The {label} of module {', '.join(modules)} of {design} is not reported. "
                      + _flattened(design, tools) + _can_do(design, tools))
    caveats = analyses.area_caveats(design, tools, submodules=True) if metric == metrics.AREA else []
    return compose("", facts + ([total] if total else []) + caveats)


def _flattened(design: str, tools: RunTools) -> str:
    """Why a run has no figures per module when its script flattened the hierarchy: the command, quoted."""
    flat = [row for row in tools.commands(design) if row["name"] == "flatten" or "-flatten" in row["args"].split()]
    return "".join(f"{design} was synthesized flat (`{row['name']} {row['args']}`, {row['source']}:{row['line']}): "
                   "its modules' cells were merged into the top, so no module has a figure of its own. " for row in flat[:1])


def _issues(query: Query, designs: list[str], tools: RunTools, doc_lookup: DocLookup | None,
            first: Sequence[Fact] = (), named: Sequence[str] = ()) -> Answer:
    """The warnings or errors asked for; those about a net the question names (``last_m1``, ``diff_r``), when any
    are, each followed to its RTL line and to the records about what that line connects it to."""
    errors_only = "errors" in query.issue_kinds or (query.metric == metrics.ERRORS)
    kinds = [k for k in query.issue_kinds if k != "syntax" or errors_only]
    severity = "error" if errors_only else ""
    printers = _printers_named(query.words, tools)  # "what does OpenSTA complain about": that tool's records, when
    # it printed any
    facts = (printers and [f for d in designs for f in tools.issues(d, kinds, severity, by=printers)]) or [
        f for d in designs for f in tools.issues(d, kinds, severity)]
    if errors_only and not (kinds or printers):  # "what error did it print": the lines its outputs print first, then
        written = {path for d in designs for paths in tools.outputs(d).values() for path in paths}  # a tool's records,
        facts = [*(f for d in designs for f in analyses.printed_errors(d, tools)),  # and last our reading of its RTL
                 *sorted(facts, key=lambda f: f.source not in written)]
    if about := [f for f in facts if mentions(f.text, named)]:
        explained = [f for d in designs for f in analyses.explain_issues(d, tools, kinds or None, severity=severity,
                                                                           mentioning=named)]
        unmapped = [f for d in designs for f in analyses.unmapped_cells_read(d, tools)]  # the reader's errors in a
        # netlist the run wrote: the mapping step its flow left out, before the records
        checked = [f for d in designs for f in analyses.check_results(d, tools)[-1:]]  # what Yosys's last check
        # made of the design after them: a warning it counts as no problem is a matter of style
        return compose(f"{len(about)} reported about {', '.join(named)} (counted):",
                       [*first, *unmapped, *(explained or about), *checked], extra=_manual(about, doc_lookup))  # the
        # records, if none explained
    checked = [f for d in designs if flow_kinds.yosys_checks_only(d, tools) for f in analyses.check_results(d, tools)[-1:]]
    # a lint run's own verdict ("Found and reported 0 problems"), beside our reading of its RTL
    if not facts:
        what = " or ".join(kinds) if kinds else ("errors" if errors_only else "warnings or errors")
        quiet = [d for d in designs if tools.rows[d]["status"] == "unknown" and {"yosys_log", "netlist"} & set(
            analyses.report_kinds(d, tools))]
        if quiet:  # a quiet synthesis (``yosys -q``) logged nothing: none reported is no count of zero
            cells = [c for d in quiet if (c := analyses.latch_cells(d, tools))] if query.metric == metrics.LATCHES or (
                "latch" in kinds) else []
            said = compose(f"No log of {', '.join(quiet)} records how the synthesis went, so the {what} it may have "
                           "printed cannot be counted" + (" (the latch cells its stat lists are below)." if cells else "."),
                           [*first, *cells, *(tools.status(d, figures=bool(cells)) for d in designs),
                            *(f for d in designs for f in evidence.unclassified(d, tools))][:10])
            return said if cells or first else dataclasses.replace(said, abstained=True)  # no count: a refusal
        unread = [f for d in designs for f in evidence.unclassified(d, tools)] if kinds else []
        if unread:  # "none" only when every record was read and classified
            return compose(f"None of the records of {', '.join(designs)} was classified as {what}, but "
                           f"{len(unread)} could not be classified; they are quoted here (counted):", unread[:8])
        return compose(f"No {what} were reported for {', '.join(designs)}.", [*first, *(tools.status(d) for d in designs),
                                                                             *checked])
    status = [tools.status(d) for d in designs] if errors_only and not first else []
    printed = [] if errors_only or kinds or (printers and "yosys" not in printers) else [
        f for d in designs if (f := tools.metric(d, metrics.WARNING_SUMMARY))]  # Yosys's own count
    if "latch" in kinds:  # "where do the 40 latches come from": the latch cells and the generic types they mapped
        printed = [b for d in designs for b in analyses.latched_bits(d, metrics.LATCHES, tools)]  # from, beside the
        # signals the log says it latched
    counted = query.metric == metrics.WARNINGS or (query.op in ("sum", "count") or query.quantity) and not (
        errors_only or kinds)  # "how many warning lines in total"
    by_tool = tools.warnings_by_tool(designs) if counted else {}
    tally = f" Over {', '.join(designs)}, {_every_tool_tally(by_tool)}." if sum(by_tool.values()) > len(facts) else ""
    compiled = {f.source for f in facts if f.source in {p for d in designs for p in tools.files_of(d, "compile_log")}}
    verdicts = [simulations.printed_facts(sim, tools)[0] for d in designs for sim in simulations.simulations(d, tools)
                ] if compiled else []  # a warning of the compiler that built a testbench: what that testbench then said
    return compose(f"{len(facts)} reported (counted):{tally}", [*first, *status, *printed,  # "how many warning lines":
        # ABC's and the timer's too
                                                        *checked, *analyses.with_continuations(facts, tools),
                                                        *verdicts],
                   extra=_manual(facts, doc_lookup))


def _printers_named(words: Sequence[str], tools: RunTools) -> tuple[str, ...]:
    """The tools named by their programs' names (``opensta`` or ``sta``, ``yosys``, ``iverilog``) whose messages the
    runs' records hold; not the timer said as "timing", which names what is measured."""
    said = {word.strip("?.,:;!") for word in words}
    return tuple(sorted({TOOL_OF_WORD.get(word, word) for word in said} & analyses.issue_tools(tools)))


def _manual(facts: Sequence[Fact], doc_lookup: DocLookup | None) -> list[Evidence]:
    """The manual passage that explains the first distinct messages, when the doc index has one."""
    if doc_lookup is None:
        return []
    found: list[Evidence] = []
    for fact in facts[:3]:
        message = fact.text.split(": ", 2)[-1]
        try:
            hits = doc_lookup(message)
        except Exception as exc:  # the doc index is optional; a failure must not lose the run answer
            log.warning("doc_lookup_failed", error=str(exc))
            return found
        found.extend(hits[:1])
    return found


def _explain(design: str, query: Query, tools: RunTools) -> list[Fact]:
    """Status, then what went wrong and why: errors and warnings followed to the RTL, the timing
    path broken down by stage and submodule, caveats on the reports, and where the area goes."""
    facts: list[Fact] = [tools.status(design), *analyses.failing_step_records(design, tools),
                         *analyses.unmapped_cells_read(design, tools)]
    facts += _verdicts(design, tools)
    figure = [] if query.metric in ISSUE_COUNTS else _metric_facts(design, query.metric, tools)  # records follow
    facts += (analyses.missing_metric(design, query.metric, tools) or figure
              ) if query.metric else []  # "why 9 flops": the figure asked about, with what it is made of
    issue_first = bool(query.issue_kinds) or query.asks("issues", "status")
    path = analyses.path_breakdown(design, tools)
    violated = bool(path) and (path[0].value or 0.0) < 0
    if _TIMING_STEP in query.words and not violated and path:  # "failed, but is its timing bad": the timer's own
        facts += [path[0], *filter(None, [tools.worst_path(design, "min")])]  # verdict first, before the records
    if issue_first or not violated:  # records of the asked kinds; when none was classified so, every record
        facts += analyses.warning_steps(design, tools)  # "why so many warnings": the step that printed most of them
        facts += analyses.explain_issues(design, tools, query.issue_kinds or None) or analyses.explain_issues(design, tools)
    facts += path if (violated or query.metric.startswith("timing")) else []
    for name in (metrics.SETUP_TNS,) if violated else ():
        if (found := tools.metric(design, name)) is not None:
            facts.append(found)
    caveats = tools.caveats(design)
    facts += caveats + (_read_cleanly_by_a_sibling(design, tools) + analyses.unmapped_cells(design, tools)
                        if caveats else [])
    if not issue_first and violated:
        facts += analyses.explain_issues(design, tools)[:4]
    facts += analyses.largest_submodule(design, tools)
    if query.metric == metrics.AREA:  # "why is the area unknown, how is the total made up": the submodules' records
        facts += analyses.area_caveats(design, tools, submodules=True)  # explained, with each block's own area
    run = evidence.RunLines.read(design, tools)
    changes = analyses.optimisation_facts(design, tools)
    facts += analyses.with_their_kind(changes, evidence.matching_facts(query.words, changes, run))
    cited = [(f.source, f.line) for f in facts]
    lines = evidence.matching_lines(query.words, run, 3, cited)
    lines += analyses.paths_quoted(design, tools, [*facts, *lines])
    return facts + lines + analyses.storage_cell_meanings(design, tools, [*facts, *lines])


def _read_cleanly_by_a_sibling(design: str, tools: RunTools) -> list[Fact]:
    """A run of the same top module whose timer read its netlist with no problem, and what the script that wrote its
    netlist gives that this run's does not (``splitnets``): the difference that lets the reader through, and a slack
    to set beside this one."""
    tops = tools.shared_tops()
    clean = [d for d, top in tops.items() if d != design and top == tops.get(design)
             and tools.metric(d, metrics.SETUP_WS) is not None and not tools.caveats(d)]
    if not clean:
        return []
    sibling = clean[0]
    said = [Fact(sibling, tools.rows[sibling]["run_id"], f"{sibling}: a run of the same top module ({tops[design]}) "
                 "whose timer read its netlist without a reader problem")]
    slack = [f for f in (tools.metric(sibling, metrics.SETUP_WS),) if f is not None]
    writers = {row["source"] for row in tools.commands(sibling) if "write_verilog" in f"{row['name']} {row['args']}"}
    shaping = [f for f in analyses.setting_differences([design, sibling], tools) if f.design == sibling and f.source in
               writers]  # the commands of the script that wrote its netlist, not its timer's other settings
    return said + shaping + slack


def _cannot(designs: list[str], tools: RunTools) -> Answer:
    """Nothing the question names is a figure or a check the runs hold ("is it safe to tape out?"): say so, then
    what each run does show -- its outcome, worst setup and hold paths, counted problems and caveats -- for the
    asker to judge, never a verdict of our own."""
    facts = [f for d in designs for f in _overview(d, tools)]
    if not facts:
        return refuse("I can't compute that from the runs. " + _can_do(designs[0], tools))
    return compose(f"No figure or check in the question is one the runs of {', '.join(designs)} report; what they "
                   "do show:", facts)


def _overview(design: str, tools: RunTools) -> list[Fact]:
    paths = [p for kind in ("max", "min") if (p := tools.worst_path(design, kind)) is not None]
    counts = [f for name in (metrics.ERRORS, metrics.WARNINGS, metrics.LATCHES) if (f := tools.metric(design, name))
              and f.value]
    return [*_status(design, tools), *paths, *counts, *tools.caveats(design)]


def _can_do(design: str, tools: RunTools) -> str:
    """What the runs of ``design`` do hold, from the catalogue: the honest alternative to a guess."""
    names = tools.metric_names(design)
    labels = [s.label for s in metrics.SPECS if s.name in names]
    kinds = analyses.report_kinds(design, tools)
    offered = ", ".join(e.name.replace("_", " ") for e in ANALYSES[:10])
    return (f"Here is what I can answer for {design}: metrics {', '.join(labels) or 'none'}; "
            f"artifacts {', '.join(kinds)}; analyses {offered}.")


def _across(query: Query, tools: RunTools) -> Answer:
    """Over every design, or the ones whose scripts use what the question names (``designs that used X``)."""
    used = used_by(query.words, tools, tools.design_names()) if query.metric or query.filter or query.op else None
    if used is None:
        return _across_designs(query, tools, tools.design_names())
    answer = _across_designs(query, tools, used[1])
    answer.answer = f"{used[0]}\n{answer.answer}"
    return answer


def _across_designs(query: Query, tools: RunTools, designs: list[str]) -> Answer:
    counts = [m for m in query.metrics if m in _ISSUE_COUNTS]
    if query.op == "sum" and len(counts) > 1 and query.metric in counts:  # "total warnings and total error lines over
        totals = [_across_designs(dataclasses.replace(query, metric=m, metrics=[m]), tools, designs) for m in counts]
        joined = reduce(with_new_lines, totals)  # all runs": each count summed on its own, its lead first
        leads = [line for answer in totals[1:] for line in answer.answer.splitlines()[:1] if not line.startswith("- ")]
        first, *rest = joined.answer.splitlines() or [""]
        return dataclasses.replace(joined, answer="\n".join([first, *leads, *rest]))
    if query.among:  # "total cells over the runs with an area": over the runs that report the other figure
        kept = [d for d in designs if analyses.metric_fact(d, query.among, tools) is not None]
        spec = metrics.spec(query.among)
        if not kept and (made := _runs_making(spec, tools)):
            return made  # "which run has a generated clock": none reports its period, a script makes one
        answer = _across_designs(dataclasses.replace(query, among=""), tools, kept)
        answer.answer = (f"{spec.label if spec else query.among} is reported by {len(kept)} of {len(designs)} runs: "
                         f"{', '.join(kept)}.\n{answer.answer}")
        return answer
    if query.metric == metrics.ERRORS and query.op in ("", "count") and (
            by := analyses.tools_said(" ".join(query.words)) & analyses.issue_tools(tools) - {"yosys"}):
        errors = {d: found for d in designs if (found := tools.issues(d, severity="error", by=sorted(by)))}
        if errors:  # "which sta logs hold Error lines": the runs with that tool's errors, each with its first
            each = ", ".join(f"{design} {len(found)}" for design, found in errors.items())
            return compose(f"{sum(map(len, errors.values()))} {', '.join(sorted(by))} errors in {len(errors)} of "
                           f"{len(designs)} runs (counted): {each}.", [found[0] for found in errors.values()])
    if query.within:  # "synthesized but never timed": the report filter over the runs that synthesized
        anywhere = query.within == "failed" and not any(word.startswith("synth") for word in query.words)
        lead, kept = _failed_anywhere(designs, tools) if anywhere else filtered_facts(query.within, "", tools, designs, ())[:2]
        answer = _across_designs(dataclasses.replace(query, within=""), tools, kept)
        answer.answer = f"{lead}\n{answer.answer}"
        return answer
    if query.filter in ("violating", "meeting") and query.op in _DESIGN_OPS and not query.metric:
        query.metric = metrics.SETUP_WS  # "of the passing ones, which is closest": the filter's own measure is ranked
    if query.asks("explain") and query.filter and query.op != "count":  # "which run has latches, and why?"
        return _explain_selected(query, tools, designs)
    of_hold = query.filter in ("violating", "meeting") and query.metric in (metrics.HOLD_WS, metrics.HOLD_VIOLATIONS)
    possession = query.filter in ("with_issues", "without_issues", "unreported")
    if query.filter and (not query.metric or query.op == "count" or possession or of_hold):
        return _filtered(query, tools, designs)  # "runs that fail hold": the hold slack is the filter's measure
    if query.filter:  # a metric over the designs the filter keeps ("total area of the designs that fail timing")
        lead, kept, _ = filtered_facts(query.filter, "", tools, designs, check_named(query.metric, query.words))
        if not kept:
            return compose(lead, [])
        two = len(kept) == 2 and (query.op == "difference" or (query.quantity and "much" in query.words))
        # "the difference between the two that fail timing", "which of the two is worse, and by how much"
        answer = _difference([query.metric], kept, tools) if two else _aggregate(query, tools, kept)
        answer.answer = f"{lead}\n{answer.answer}"
        return answer
    if query.alike and query.metric and len(designs) > 2:  # "which designs have the same clock period"
        return _sharing(query.metric, designs, tools)
    if query.metric and (query.op or not set(query.analyses) - {"list", "status"}):
        return _aggregate(query, tools, designs)
    if query.asks("explain") and (query.metric or query.filter or query.issue_kinds):
        return _explain_selected(query, tools, designs)
    if (query.asks("status", "version", "issues", "explain", "list")
            or ((query.op == "count" or query.quantity) and not query.metric)):
        facts = [f for d in designs for f in [*tools.status_facts(d), *tools.issues(d, severity="error")[:1]]]
        return compose(_inventory(designs, tools), facts)
    for name in query.analyses:
        facts = [f for d in designs for f in (_analysis_facts(name, query, d, tools) or [])]
        if facts:
            return compose("", facts)
    names = ", ".join(designs)
    return refuse(f"I can't compute that from the runs. The indexed designs: {names}. "
                  f"Ask about a metric ({', '.join(s.label for s in metrics.SPECS[:12])}, ...) or one of the designs.")


def _inventory(designs: list[str], tools: RunTools) -> str:
    """How many runs and how many designs they build: a design is a top module, and a parameter sweep, two clock
    periods or a flat and a hierarchical build of it are several runs of one design, each named by its folder."""
    runs_of: dict[str, list[str]] = {}
    for design in designs:
        top = tools.rows[design]["top"] or design
        runs_of.setdefault(top.lower(), []).append(design)
    tops = {key: tools.rows[runs[0]]["top"] or runs[0] for key, runs in runs_of.items()}
    several = [f"{tops[key]} ({', '.join(runs)})" for key, runs in sorted(runs_of.items()) if len(runs) > 1]
    return (f"{len(runs_of)} designs (top modules) in {len(designs)} runs are indexed (counted)"
            + (f"; designs built by more than one run: {'; '.join(several)}." if several else "; one run per design.")
            + "\nThe runs:")


def _sharing(metric: str, designs: list[str], tools: RunTools) -> Answer:
    """The runs that share a value of ``metric`` (``6 ns`` printed as 6 or 6.000 is one value), each group with its
    runs' own lines; a value held by one run only is left out, and said so."""
    groups: dict[float, list[Fact]] = {}
    for design in designs:
        if (fact := analyses.metric_fact(design, metric, tools)) is not None and fact.value is not None:
            groups.setdefault(fact.value, []).append(fact)
    shared = [(value, facts) for value, facts in sorted(groups.items()) if len(facts) > 1]
    spec = metrics.spec(metric)
    label, unit = (spec.label, spec.unit) if spec else (metric, "")
    if not shared:
        return compose(f"No two of the {sum(map(len, groups.values()))} runs reporting a {label} share one.",
                       [f for facts in groups.values() for f in facts])
    said = "; ".join(f"{' and '.join(f.design for f in facts)} ({metrics.format_value(value, unit)})"
                     for value, facts in shared)
    alone = sum(len(facts) for facts in groups.values() if len(facts) == 1)
    return compose(f"Runs sharing a {label}: {said} (compared); {alone} other runs each have a value of their own.",
                   [f for _, facts in shared for f in facts])


def _cells_across(cells: list[str], tools: RunTools) -> Answer:
    """Library cell types named with no design: their count in every synthesized design, most first, and the
    total -- "do any runs use X", "X over everything" and "which uses the most X" are all read off it."""
    designs = [d for d in tools.design_names() if tools.metric(d, metrics.CELLS) is not None
               or "netlist" in analyses.report_kinds(d, tools)]  # a netlist handed over with no synthesis log too
    facts = sorted((analyses.cell_type_count(d, cell, tools) for d in designs for cell in cells),
                   key=lambda f: -(f.value or 0))
    used = [f for f in facts if f.value]
    total = int(sum(f.value or 0 for f in used))
    users = ", ".join(f"{f.design} {int(f.value or 0)}" for f in used) or "none"
    lead = (f"{' and '.join(cells)}: {total} cells in total over the {len(designs)} designs with a netlist; "
            f"{len(used)} of them use it: {users} (counted in the netlists).")
    return compose(lead, used)


def _filtered(query: Query, tools: RunTools, designs: list[str]) -> Answer:
    lead, _, facts = filtered_facts(query.filter, query.metric, tools, designs, check_named(query.metric, query.words))
    if query.filter == "failed" and not any(word.startswith("synth") for word in query.words):
        later = {d: errors for d in designs if not tools.failed(d) and (errors := tools.issues(d, severity="error",
                                                                                             by=_LATER_TOOLS))}
        if later:  # "which runs failed": a timer that could not read the netlist fails the run after synthesis
            lead += (f" {len(later)} runs synthesized, then a later tool printed errors: "
                     + ", ".join(f"{d} ({len(errors)} errors)" for d, errors in later.items()) + " (counted).")
            facts = [*facts, *(errors[0] for errors in later.values())]
        held = simulations.holders(tools)  # "which runs failed": a testbench fails a run as an error does
        verdicts = [simulations.printed_facts(sim, tools)[0] for d in designs for sim in held.get(d, [])]
        if verdicts:
            lead += f" {len(verdicts)} runs simulated; what each testbench printed last:"
            facts = [*facts, *verdicts]
    return compose(lead, facts)


def _failed_anywhere(designs: list[str], tools: RunTools) -> tuple[str, list[str]]:
    """The runs that failed at any step, with no step named ("which failed run has no error lines"): synthesis
    stopped, a later tool printed errors, or the testbench's verdict says it failed."""
    held = simulations.holders(tools)
    kept = [d for d in designs if tools.failed(d) or tools.issues(d, severity="error", by=_LATER_TOOLS)
            or any(simulations.failed(sim) for sim in held.get(d, []))]
    return (f"{len(kept)} of {len(designs)} runs failed at some step (synthesis stopped, a later tool printed errors "
            f"or a testbench's verdict failed): {', '.join(kept) or 'none'} (counted).", kept)


_LATER_TOOLS = tuple(tool for tool in READ_TOOLS if tool != "yosys")
"""The tools a flow runs on what synthesis wrote (the timer, place and route, a linter)."""


def _every_tool_order(facts: Sequence[Fact], tools: RunTools, op: str) -> str:
    """The same designs ordered by every tool's warnings (ABC's, OpenSTA's, a compiler's beside Yosys's), as a total
    over runs counts them, when that differs from Yosys's own count: "the noisiest run" holds either reading."""
    every = {f.design: int(f.value or 0) for f in every_tools_warnings(tools, [f.design for f in facts])}
    if all(every[f.design] == (f.value or 0) for f in facts):
        return ""
    ordered = sorted(every.items(), key=lambda item: item[1], reverse=op != "min")
    return ("; counting every tool's warnings, in its logs and reports: "
            + ", ".join(f"{design} {n}" for design, n in ordered) + " (counted)")


def _runs_making(spec: metrics.MetricSpec | None, tools: RunTools) -> Answer | None:
    """When no run reports a figure of a thing, the runs whose scripts give the command named for that thing
    ("which run has a generated clock": ``create_generated_clock``, whose name holds every word of the figure's
    name), each command quoted: the thing was made though no report printed its figure. None when no command is."""
    named = [set(alias.lower().split()) for alias in (spec.synonyms if spec else ()) if " " in alias]
    given = [analyses.command_fact(d, tools, rows[0]) for d in tools.design_names() if (rows := [
        row for row in tools.commands(d) if any(words <= set(row["name"].lower().split("_")) for words in named)])]
    if not given or spec is None:
        return None
    runs = ", ".join(f.design for f in given)
    give = "gives" if len(given) == 1 else "give"
    return compose(f"No run reports its {spec.label}, but {len(given)} of {len(tools.design_names())} runs {give} the "
                   f"command that makes one: {runs}.", given)


def _aggregate(query: Query, tools: RunTools, designs: list[str]) -> Answer:
    metric = query.metric
    spec = metrics.spec(metric)
    op = direction(query.op if query.op in _DESIGN_OPS else "rank", spec)  # comparing many designs is an ordering
    if metric in _SETTINGS and op in ("max", "min"):  # two attempts, two clocks: each design's extreme setting
        facts = [f for d in designs if (f := _extreme_setting(d, metric, tools, op)) is not None]
    elif metric.startswith(("timing__setup", "timing__hold")) and op in ("max", "min"):  # "the worst tns anywhere"
        facts = [f for d in designs if (f := _extreme_attempt(d, metric, tools, op)) is not None]
    elif metric.startswith(("timing__setup", "timing__hold")) and op == "rank" and spec is not None:
        worst = "min" if spec.worse == "lower" else "max"  # ranked by its worst: each design's worst attempt
        facts = [f for d in designs if (f := _extreme_attempt(d, metric, tools, worst)) is not None]
    else:
        facts = [f for d in designs if (f := analyses.metric_fact(d, metric, tools)) is not None]
    label = spec.label if spec else metric
    also = [f for other in query.metrics if other != metric for d in designs
            if (f := analyses.metric_fact(d, other, tools)) is not None]  # "the tns, and how many endpoints fail"
    also += [f for d in designs for f in analyses.latched_bits(d, metric, tools)]
    resets = [reset for f in facts if metric in (metrics.SETUP_WS, metrics.HOLD_WS) and op in ("max", "min", "rank")
              and (reset := analyses.worse_reset_check(f.design, "min" if metric == metrics.HOLD_WS else "max", tools))]
    also = [*resets, *also]  # the same report's recovery or removal check on a reset, where it is worse still
    if not facts and metric == metrics.AREA and query.via == "grammar":  # "which is biggest" of runs no liberty priced:
        sized = _aggregate(dataclasses.replace(query, metric=metrics.CELLS, metrics=[metrics.CELLS], via="size"),
                           tools, designs)  # their size is their cell count
        sized.answer = f"None of {', '.join(designs)} reports a chip area; by cell count instead:\n{sized.answer}"
        return sized
    if not facts:
        return _runs_making(spec, tools) or refuse(f"I can't compute that: no indexed design reports {label}.")
    missing = [d for d in designs if d not in {f.design for f in facts}]
    tail = f" ({', '.join(missing)}: not reported)" if missing else ""
    if metric == metrics.WARNINGS and op in ("max", "min", "rank"):
        tail += _every_tool_order(facts, tools, op)
    if op in ("max", "min") and len(facts) == 1 and missing:  # an extreme of one figure ranks nothing: "spi master
        only = facts[0].design  # power: which group eats most of it" where one of its runs was timed for power
        return compose(f"Only {only} reports {label}{tail}:", [*_metric_facts(only, metric, tools), *also])
    if op in ("max", "min"):
        ordered = sorted(facts, key=lambda f: f.value or 0.0, reverse=op == "max")
        tied = [f.design for f in ordered if f.value == ordered[0].value]
        word = {"max": "largest", "min": "smallest"}[op]
        if query.op in ("worst", "best"):
            word = f"{query.op} ({'lowest' if op == 'min' else 'highest'})"
        who = f"{' and '.join(tied)} share" if len(tied) > 1 else f"{tied[0]} has"  # a tie names every holder
        lead = f"{who} the {word} {label}: {ordered[0].quoted} (of {len(facts)} designs){tail}."
        if op == "min" and (lower := [r for r in resets if (r.value or 0.0) < (ordered[0].value or 0.0)]):
            check = "removal" if metric == metrics.HOLD_WS else "recovery"
            lead += (" Counting the checks on asynchronous resets the same reports print, " + ", ".join(
                f"{r.design}'s {check} check is lower still: slack {slack[1]}" for r in lower
                if (slack := re.search(r"slack (-?[\d.]+ ns)", r.text))) + ".")
        if metric == metrics.AREA and (bounded := [f.design for f in ordered if analyses.area_is_lower_bound(f.design, tools)]):
            whole = [f for f in ordered if f.design not in bounded]  # "is jadeite really the smallest": an area that
            lead += (f" For {', '.join(bounded)} that figure is a lower bound: its stat leaves out cell types of unknown"
                     " area" + (f"; of the areas that price every cell, the {word} is {whole[0].design}'s, "
                                f"{whole[0].quoted}." if whole else "."))  # leaves cells out is no extreme to trust
            also = [*(c for d in bounded[:1] for c in analyses.area_caveats(d, tools)[:1]), *also]
        return compose(lead, [*ordered[: query.top_n or len(ordered)], *also])
    if op == "rank":
        worse_first = spec is None or spec.worse == "lower"
        ordered = sorted(facts, key=lambda f: f.value or 0.0, reverse=not worse_first)
        order = "worst first" if spec else "ascending"
        lead = f"Designs ranked by {label} ({order}): " + ", ".join(f"{f.design} {f.quoted}" for f in ordered)
        if query.op == "difference" and len(ordered) > 1:  # "how many times bigger is the largest than the smallest"
            lead += f". Largest against smallest, {difference_text(label, ordered[0], ordered[-1])} (computed)"
        return compose(lead + tail + ".", [*ordered[: query.top_n or len(ordered)], *also])
    if op == "count":  # "how many designs have timing violations": designs whose count is above zero
        lead, _, kept = filtered_facts("with_issues", metric, tools, designs)
        return compose(lead, [*kept, *also])
    values = [f.value or 0.0 for f in facts]
    said = []
    for statistic in query.statistics or [op]:  # "mean and median area": each, over the same designs
        name = {"avg": "average", "sum": "total", "median": "median"}[statistic]
        named = label if label.startswith(name) else f"{name} {label}"  # "the total negative slack", not "total total"
        value = metrics.format_value(round(aggregate(values, statistic), 4), facts[0].unit)
        said.append(f"the {named} over {len(facts)} designs is {value} (computed)")
    printed = tools.metric_across(metrics.WARNING_SUMMARY, designs) if metric == metrics.WARNINGS else []
    if printed and op == "sum":  # the tally Yosys prints itself, where a run got as far as printing it
        said.append(f"the totals Yosys printed itself ({len(printed)} runs) add up to "
                    f"{metrics.format_value(sum(f.value or 0.0 for f in printed), printed[0].unit)} (computed)")
    if metric == metrics.WARNINGS and op == "sum" and (by_tool := tools.warnings_by_tool(designs)):
        said.append(_every_tool_tally(by_tool))  # "total warnings across all logs": a timer's and a compiler's too
    lead = "; ".join(said)
    return compose(f"{lead[0].upper()}{lead[1:]}{tail}.", [*facts, *printed, *also])


__all__ = ["DocTerms", "answer_run_question", "catalogue_similarity", "plan_offline"]
