"""What the run graph can answer, as a catalogue: metrics (``runs.metrics``), operations and analyses.

Question understanding compares a question with these entries -- their names, aliases and
one-line descriptions -- never with example questions. An operation says how values combine
(max, min, worst, rank, sum, ...); a filter keeps designs by a property (violates timing, has
warnings); an analysis is a tool that answers a kind of question (critical path breakdown,
what-if period, warning explanation, ...). The LLM planner receives the same entries as
descriptions of its tools, so both planners share one vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    """One operation, filter or analysis: its name, the words people use for it, what it does."""

    name: str
    aliases: tuple[str, ...]
    description: str

    def text(self) -> str:
        return f"{self.name.replace('_', ' ')}; {', '.join(self.aliases)}; {self.description}"


OPERATIONS: tuple[Entry, ...] = (
    Entry("max", ("largest", "biggest", "most", "highest", "maximum", "greatest", "max", "top", "heaviest",
                  "slowest", "longest", "on top"), "the design with the largest value"),
    Entry("min", ("smallest", "least", "lowest", "minimum", "min", "tiniest", "at the bottom", "cheapest"), "the design with the smallest value"),
    Entry("worst", ("worst", "most critical", "poorest"),
          "the design whose value is worst for this metric (lowest slack, largest area)"),
    Entry("best", ("best", "healthiest", "most positive", "loosest"),
          "the design whose value is best for this metric"),
    Entry("avg", ("average", "mean", "typical", "avg"), "the mean over designs"),
    Entry("median", ("median", "middle value"), "the median over designs"),
    Entry("sum", ("total", "sum", "add", "plus", "combined", "summed", "all together"),
          "the sum over designs"),
    Entry("rank", ("rank", "sort", "order", "sorted", "ordered", "line up", "from best to worst", "league table", "list by"), "every design ordered by the metric"),
    Entry("difference", ("compare", "comparison", "difference", "differ", "versus", "vs", "minus", "more than", "less than",
                         "bigger than", "smaller than", "exceed", "ratio", "times larger"),
          "two designs: a minus b and the ratio"),
    Entry("share", ("fraction", "share", "percentage", "percent", "proportion", "portion", "what part"),
          "a part (submodule) as a share of its whole"),
    Entry("count", ("number of designs", "count of designs"), "how many designs satisfy a condition"),
)

FILTERS: tuple[Entry, ...] = (
    Entry("violating", ("violate", "violating", "violation", "violations", "negative slack", "miss timing", "not meet timing", "don't close",
                        "doesn't close", "not close timing", "timing failure"),
          "designs whose worst setup slack is negative"),
    Entry("meeting", ("meet timing", "meets timing", "closes timing", "pass timing", "positive slack", "timing clean"), "designs whose worst setup slack is not negative"),
    Entry("failed", ("failed synthesis", "fail synthesis", "did not synthesize", "synthesis failed", "broken"), "designs whose synthesis failed"),
    Entry("with_netlist", ("gate netlist", "produced a netlist", "have a netlist", "has a netlist", "netlist"),
          "runs that wrote a gate-level netlist"),
    Entry("with_timing", ("timing report", "sta report", "static timing analysis"), "runs with a timing report"),
    Entry("without_netlist", (), "runs that wrote no gate-level netlist (a netlist filter negated)"),
    Entry("with_yosys_log", (), "runs holding a log of the synthesis tool (read by grammar: possession of a log)"),
    Entry("without_yosys_log", (), "runs with no synthesis log (a synthesis-log filter negated)"),
    Entry("with_stat", (), "runs whose Yosys output printed the design statistics (read by grammar: possession of a stat)"),
    Entry("with_empty_file", (), "runs that left a file with no content (read by grammar: an empty log or file)"),
    Entry("without_stat", (), "runs with no printed Yosys statistics (a stat filter negated)"),
    Entry("without_timing", (), "runs with no timing report (a timing-report filter negated)"),
    Entry("unreported", (), "runs that report no value of the metric asked (having it negated: \"no hold check\")"),
    Entry("mapped", ("mapped", "technology mapped", "library mapped"),
          "runs whose cells were mapped to a standard-cell library: a chip area, or library cells in the netlist (a "
          "generic run has neither)"),
    Entry("unmapped", ("unmapped", "generic"), "runs with no chip area and no library cell: generic cells, or no netlist at "
          "all (the mapping filter negated)"),
    Entry("hierarchical", ("hierarchical", "have submodules", "has submodules",
                           "with submodules"), "designs whose synthesized netlist keeps submodules"),
    Entry("flat", ("flat", "flattened"), "designs whose synthesized netlist keeps no submodules (the hierarchy filter "
          "negated: ``not flat``, ``un-flattened`` are hierarchical)"),
    Entry("with_issues", (), "designs with a non-zero count of the counted metric (read by grammar: possession "
          "before a count, ``designs with latches``, ``runs that have warnings``)"),
    Entry("without_issues", (), "designs whose count of the counted metric is zero (possession negated: ``designs "
          "without latches``, ``runs that have no warnings``)"),
)

ANALYSES: tuple[Entry, ...] = (
    Entry("diff", ("previous run", "earlier run", "diff",
                   "regression", "regressed", "what changed"),
          "what changed between the two newest runs of a design"),
    Entry("whatif", ("what if", "if the clock", "if the period", "tighten", "tightened", "relaxed",
                     "would it", "would the", "would still", "if we ran", "if we set",
                     "instead of"),
          "slack at another clock period with the input/output constraints held; which paths would fail"),
    Entry("min_period", ("minimum period", "shortest period", "fmax",
                         "maximum frequency", "max frequency", "to close timing", "to meet timing"),
          "the shortest clock period that meets setup: period minus worst slack"),
    Entry("checks", ("hold", "unconstrained", "max fanout", "max transition", "max slew", "max capacitance",
                     "drv", "design rule"), "hold checks, unconstrained endpoints, fanout/transition/capacitance"),
    Entry("path", ("critical path", "worst path", "longest path", "startpoint", "endpoint", "timing path",
                   "path", "stages", "stage", "data required time", "library setup time", "time borrow",
                   "time borrowed", "borrow", "borrowed"),
          "the worst setup path: start, end, arrival, required time (the library setup time), slack, stages, and the "
          "time a latch borrowed"),
    Entry("explain", ("why", "cause", "caused", "causing", "reason", "explain", "root cause",
                      "trust", "reliable", "suspect", "fix",
                      "priority", "responsible", "mean", "wrong",
                      "slow"),
          "causes: the log line, the RTL it points to, what it means and what usually fixes it"),
    Entry("area_breakdown", ("where the area goes", "where does the area go", "per module", "by submodule", "contribution",
                             "dominate", "area breakdown"),
          "area and cells of each submodule (instances x per-module figure) with shares of the total"),
    Entry("cell_breakdown", ("cell types", "by type", "cell mix", "which cells", "kinds of cells",
                             "types of cells", "flop types", "flip-flop types", "cell usage", "per cell type",
                             "most used cell", "most common cell"), "cells by library cell type with shares"),
    Entry("hierarchy", ("hierarchy", "submodule", "submodules", "sub-modules", "modules", "instantiate",
                        "instantiates", "instances of", "contain", "contains", "built from", "made up", "children",
                        "ports", "top module", "top-level"), "modules, their ports and the instances they contain"),
    Entry("version", ("version", "release"), "the tool and its version"),
    Entry("config", ("liberty", "library", "script", "command", "commands", "constraint", "constraints", "sdc",
                     "read_verilog", "flow", "options", "synth command", "which steps", "set up", "setup script",
                     "tool", "tools", "clock name", "clock port", "ran"),
          "the flow scripts: Yosys commands, STA/SDC constraints, the liberty file and which steps use it"),
    Entry("optimisation", ("fsm", "state machine", "encoding", "optimisation", "optimization", "optimized",
                           "optimised", "removed", "merged", "constant", "trimmed"),
          "what optimisation changed: FSMs extracted and re-encoded, flops merged, removed or constant"),
    Entry("memory", ("memory", "ram", "rom"),
          "memories the design infers and how synthesis built them: mapped to logic and flip-flops, or kept as "
          "memory cells"),
    Entry("status", ("succeed", "succeeded", "success", "successful", "successfully", "failed", "fail", "failure",
                     "status", "pass", "passed", "ok", "clean", "cleanly", "went through",
                     "completed", "broke", "synthesize", "synthesized"),
          "whether synthesis succeeded, from the end-of-script and ERROR lines"),
    Entry("list", ("list", "what designs", "all designs", "show them",
                   "indexed"), "the indexed designs with their synthesis status"),
    Entry("issues", ("warning", "warnings", "error", "errors", "issue", "issues", "problem", "problems", "lint",
                     "latch", "latches", "undriven", "no driver", "width", "mismatch", "truncated", "implicit",
                     "multiple drivers", "syntax"), "warnings and errors with file:line"),
)

QUANTITY = Entry("quantity", ("how many", "number of", "count", "how much", "total number"),
                 "the question asks for a number, not a list")

ISSUE_KINDS: dict[str, tuple[str, ...]] = {
    "latch": ("latch", "latches", "inferred latch"),
    "undriven": ("undriven", "no driver", "not driven", "floating"),
    "multi_driver": ("multiple drivers", "multiply driven", "multi-driven", "conflicting drivers", "driven twice"),
    "width_mismatch": ("width", "mismatch", "truncat", "resizing", "bits to"),
    "implicit_wire": ("implicit", "implicitly declared", "undeclared", "not declared"),
    "syntax": ("syntax", "parse error", "parse"),
    "unresolved": ("unresolved", "black box", "blackbox", "not found", "missing module"),
}
"""The warning kinds ``runs.parse.kinds`` assigns, with the words people use for them."""


__all__ = ["ANALYSES", "FILTERS", "ISSUE_KINDS", "OPERATIONS", "QUANTITY", "Entry"]
