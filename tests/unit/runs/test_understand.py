"""Question understanding from the catalogue: paraphrases map to the same query; other words do not."""

import pytest

from runs import metrics
from runs.qa import grammar
from runs.qa.query import understand


@pytest.mark.parametrize("question", [
    "How much silicon does it take?", "what's the footprint", "Total cell area please", "size after synthesis?",
])
def test_area_paraphrases(question):
    assert understand(question).metric == metrics.AREA


@pytest.mark.parametrize("question,metric", [
    ("how much timing margin is left", metrics.SETUP_WS), ("the WNS figure", metrics.SETUP_WNS),
    ("sum of negative slack on the violating endpoints", metrics.SETUP_TNS), ("max RSS of the synthesis job", metrics.MEM_PEAK),
    ("how many flops does it use", metrics.FLOPS), ("what clock period was it timed at", metrics.CLOCK_PERIOD),
    ("the input delay constraint", metrics.INPUT_DELAY), ("fmax?", metrics.FMAX), ("any hold violations", metrics.HOLD_VIOLATIONS),
])
def test_metric_aliases(question, metric):
    assert understand(question).metric == metric


def test_longest_alias_wins_and_metric_words_are_not_operations():
    query = understand("what is the worst negative slack")
    assert query.metric == metrics.SETUP_WNS and query.op == ""
    assert understand("worst slack of the run").op == ""


@pytest.mark.parametrize("question,op", [
    ("which design has the fewest cells", "min"), ("smallest area of all", "min"), ("the biggest area", "max"),
    ("which one is the worst for slack", "worst"), ("mean cell count", "avg"), ("sort them by area", "rank"),
    ("area of everything added up", "sum"), ("the middle value of area", "median"),
])
def test_operations(question, op):
    assert understand(question).op == op


@pytest.mark.parametrize("question,flt", [
    ("how many designs fail timing, name them", "violating"), ("anything with negative slack?", "violating"),
    ("which ones close timing", "meeting"), ("which designs have warnings", "with_issues"),
])
def test_filters(question, flt):
    assert understand(question).filter == flt


@pytest.mark.parametrize("question,analysis", [
    ("what would the slack be if the clock period were 4 ns", "whatif"), ("how fast could it be clocked", "min_period"),
    ("walk me through the crit path", "path"), ("why is it failing", "explain"),
    ("break down the area by submodule", "area_breakdown"), ("which liberty file does timing use", "config"),
    ("was an FSM re-encoded", "optimisation"), ("any unconstrained endpoints?", "checks"), ("which Yosys release", "version"),
    ("the library setup time at the capture flop?", "path"), ("data required time of the slowest path", "path"),
])
def test_analyses(question, analysis):
    assert understand(question).analysis == analysis


def test_period_in_question_is_read_with_its_unit():
    assert understand("slack at 4.5 ns?").period_ns == 4.5
    assert understand("would it run at 250 MHz").period_ns == pytest.approx(4.0)
    assert understand("would it run at 250 megahertz").period_ns == pytest.approx(4.0)
    assert understand("what if the clock were 4 nanoseconds").period_ns == 4.0
    assert understand("slack at 2500 picoseconds?").period_ns == pytest.approx(2.5)
    assert understand("and at 0.5 GHz").period_ns == pytest.approx(2.0)


def test_unrelated_words_map_to_nothing():
    query = understand("tell me a joke about penguins")
    assert (query.metric, query.op, query.filter, query.analyses) == ("", "", "", [])


def test_embedding_fallback_only_when_no_alias_matches():
    calls = []

    def similarity(question, texts):
        calls.append(question)
        return [0.9 if "peak memory" in t else 0.1 for t in texts]

    assert understand("how hungry was the job for resources at its high point", similarity=similarity).metric == metrics.MEM_PEAK
    assert understand("chip area", similarity=similarity).metric == metrics.AREA and len(calls) == 1
    assert understand("gibberish", similarity=lambda q, t: [0.1] * len(t)).metric == ""


@pytest.mark.parametrize("question,filter_", [
    ("average slack of the designs with no negative margin", "meeting"),
    ("which designs have negative slack?", "violating"),
    ("the blocks that miss their target: their worst margins?", "violating"),
    ("which designs don't pass timing?", "violating"),
])
def test_signs_and_outcomes_said_of_a_slack_are_filters(question, filter_):
    assert understand(question).filter == filter_


def test_a_sign_inside_the_metric_name_is_not_a_filter():
    query = understand("what is the worst negative slack of counter16?")
    assert query.metric == metrics.SETUP_WNS and query.filter == ""


@pytest.mark.parametrize("question,op,analyses", [
    ("mean area of the designs", "avg", []),
    ("mean number of instances across the designs", "avg", []),
    ("what does the latch warning in lanesel mean?", "", ["explain"]),
])
def test_mean_is_a_statistic_before_a_metric_and_a_question_of_meaning_after_one(question, op, analyses):
    query = understand(question)
    assert query.op == op and [a for a in query.analyses if a == "explain"] == analyses


def test_a_superlative_that_names_each_designs_figure_is_not_the_operator():
    assert understand("mean of the worst max-delay margins over the designs").op == "avg"


def test_between_the_two_is_a_comparison():
    assert understand("gap between the most negative margins of the two blocks that violate").op == "difference"


@pytest.mark.parametrize("question,metric", [
    ("min-delay margin for lfsr16?", metrics.HOLD_WS), ("highest clock frequency this netlist supports", metrics.FMAX),
])
def test_the_tools_path_delay_words_and_clock_frequency(question, metric):
    assert understand(question).metric == metric


@pytest.mark.parametrize("question,step", [
    ("gray8 has no flops - how was it timed", "tim"), ("how were they synthesized?", "synthesi"),
    ("how was the design synthesised", "synthesi"), ("how many paths were timed", ""), ("how is the timing", ""),
    ("how was the area computed", ""),
])
def test_how_before_a_passive_asks_for_a_flow_steps_procedure(question, step):
    from runs.qa import grammar
    from runs.qa.query import stem

    assert grammar.asked_step(understand(question).words, [stem("synthesis"), stem("timing")]) == step


def test_an_e_word_and_its_plural_share_a_stem_and_sibilant_plurals_drop_es():
    from runs.qa.query import stem

    assert stem("gates") == stem("gate") and stem("latches") == stem("latch") and stem("boxes") == "box"
    assert stem("violates") == stem("violating")


@pytest.mark.parametrize("question", ["how large is mac8 in library units?", "how large is mac8"])
def test_how_before_a_size_adjective_asks_for_the_area(question):
    query = understand(question)
    assert query.metric == "synth__design__instance__area" and query.quantity


@pytest.mark.parametrize("question,ratio", [
    ("how many gates are there per register", ("synth__design__instance__count", "netlist__design__flop__count")),
    ("mean area over the blocks that produced a gate netlist", None),
])
def test_over_before_a_determiner_is_a_preposition_not_a_ratio(question, ratio):
    assert understand(question).ratio == ratio


@pytest.mark.parametrize("question,kept", [
    ("which designs have zero latches", "without_issues"), ("designs with no warnings?", "without_issues"),
    ("which runs are without latches", "without_issues"), ("designs that don't have any latches?", "without_issues"),
    ("which designs have latches", "with_issues"),
])
def test_possession_and_its_negation_filter_by_a_count(question, kept):
    assert understand(question).filter == kept


@pytest.mark.parametrize("question,kept", [
    ("which runs infer latches?", "with_issues"), ("list the designs that trigger warnings", "with_issues"),
    ("which runs don't infer latches", "without_issues"), ("which designs do not emit any warnings", "without_issues"),
    ("does the design infer latches", ""), ("how many latches does the design have", ""),
])
def test_a_count_that_the_asked_designs_are_the_subject_of_selects_them_whatever_the_verb(question, kept):
    assert understand(question).filter == kept


def test_an_aside_that_computes_defines_and_one_that_qualifies_is_read():
    defined = understand("min achievable period for it (period minus worst setup slack)?")
    assert (defined.metric, defined.op) == ("timing__clock__period", "min")
    assert understand("which runs are hierarchical (more than one module in the netlist)?").filter == "hierarchical"
    assert understand("margin of the min-delay (hold) check?").metric == "timing__hold__ws"


def test_the_synthesizer_is_the_tool_not_an_outcome():
    assert understand("how did the synthesizer treat the state machine in it?").filter == ""
    assert understand("which designs got synthesized?").filter == "succeeded"


def test_a_total_of_another_metric_over_the_failing_designs_stays_that_metric():
    query = understand("total area of the designs that fail timing")
    assert query.metric == "synth__design__instance__area" and query.filter == "violating"
    assert understand("add up the negative slack across the violating paths").metric == "timing__setup__tns"


def test_mean_before_any_name_of_the_metric_is_the_statistic():
    query = understand("mean silicon size over the runs that report a library-based area figure")
    assert query.op == "avg" and "explain" not in query.analyses


@pytest.mark.parametrize("question,op", [
    ("which run has the largest total negative slack", "worst"), ("the biggest wns of all", "worst"),
    ("smallest tns", "best"),
])
def test_the_size_of_a_negative_amount_is_the_violation(question, op):
    assert understand(question).op == op


def test_a_sum_of_negative_margin_is_tns_whatever_ranks_it():
    query = understand("which run has the largest total of negative endpoint margin?")
    assert (query.metric, query.op) == (metrics.SETUP_TNS, "worst")
    assert understand("which run has the largest margin?").metric == metrics.SETUP_WS  # no sum, no sign: the slack


@pytest.mark.parametrize("question", ["that line only holds an 'end'", "which instance is holding the longest path",
                                      "the register held its value"])
def test_hold_as_a_verb_is_not_the_hold_check(question):
    query = understand(question)
    assert query.metric != metrics.HOLD_WS and "checks" not in query.analyses


def test_hold_as_a_noun_is_the_hold_check():
    assert understand("worst hold slack").metric == metrics.HOLD_WS and understand("hold slack of the run").metric == metrics.HOLD_WS


@pytest.mark.parametrize("question", ["what is the worst hold margin?", "what margin does the tool give on its worst hold check?",
                                      "slack of the hold path"])
def test_a_slack_word_the_hold_check_qualifies_is_the_hold_slack(question):
    assert understand(question).metric == metrics.HOLD_WS
    assert understand(question.replace("hold", "setup")).metric == metrics.SETUP_WS


@pytest.mark.parametrize("question,expected", [
    ("which blocks were left un-flattened", ("hierarchical", True)), ("which designs are not flat", ("hierarchical", True)),
    ("which designs were flattened", ("flat", False)), ("which designs are not hierarchical", ("flat", True)),
    ("list the non-hierarchical runs", ("flat", True)),
])
def test_flat_and_hierarchical_are_complements(question, expected):
    query = understand(question)
    assert (query.filter, query.negated) == expected


def test_over_after_a_sum_is_its_range_not_a_ratio():
    query = understand("total negative slack summed over endpoints?")
    assert query.ratio is None and query.metric == metrics.SETUP_TNS
    assert understand("worst slack over endpoints").ratio is not None  # no aggregate before it: a division


@pytest.mark.parametrize("question", ["How many endpoints violate setup?", "count of endpoints with negative setup slack?"])
def test_what_follows_a_quantity_cue_is_what_is_counted(question):
    assert understand(question).metric == metrics.SETUP_VIOLATING_ENDPOINTS


@pytest.mark.parametrize("question,outcome", [
    ("of the 14 runs, how many got all the way through synthesis?", "succeeded"),
    ("which designs did not make it through timing", "violating"), ("which path goes through the adder", ""),
])
def test_through_a_step_is_passing_it(question, outcome):
    assert understand(question).filter == outcome


@pytest.mark.parametrize("question,outcome", [
    ("which designs failed and why?", "failed"), ("runs that failed?", "failed"), ("which of the runs succeeded?",
                                                                                   "succeeded"),
    ("leaving aside the aborted runs, which logs end with a warning tally?", ""),  # an adjective, not the predicate
])
def test_a_design_that_fails_with_no_step_named_failed_its_run(question, outcome):
    assert understand(question).filter == outcome


@pytest.mark.parametrize("question,kept,within", [
    ("list the runs that were never timed", "without_timing", ""), ("untimed runs?", "without_timing", ""),
    ("which designs got timed?", "with_timing", ""),
    ("which ones synthesized but were not timed?", "without_timing", "succeeded"),
])
def test_the_participle_timed_filters_by_the_timing_report(question, kept, within):
    query = understand(question)
    assert (query.filter, query.within) == (kept, within) and "explain" not in query.analyses


def test_timed_beside_a_metric_keeps_the_runs_with_a_timing_report():
    assert understand("total cells over the designs that were timed?").filter == "with_timing"
    assert understand("what period was it timed at?").metric == metrics.CLOCK_PERIOD


@pytest.mark.parametrize("question", ["which runs infer sensitive storage elements?",
                                      "where do the level-sensitive storage elements come from?"])
def test_a_metric_is_named_by_words_only_its_own_description_has(question):
    query = understand(question)
    assert (query.metric, query.via) == (metrics.LATCHES, "description")


@pytest.mark.parametrize("question", ["which liberty file does timing use", "what is the clock period",
                                      "which always block drives the output?"])
def test_description_words_the_catalogue_already_reads_name_no_metric_by_description(question):
    assert understand(question).via != "description"


@pytest.mark.parametrize("question,flt", [("which designs didn't make it through yosys?", "failed"),
                                          ("leaving aside the aborted runs, which Yosys logs print a warning tally?", "succeeded")])
def test_a_step_named_by_its_tool_and_an_exclusion_set_the_outcome_filter(question, flt):
    assert understand(question).filter == flt


def test_a_resolved_description_is_taken_out_whatever_its_case_and_punctuation():
    query = understand("For the SPI State-Machine, what's the hold margin?", ["spi state machine"])
    assert query.metric == metrics.HOLD_WS and "optimisation" not in query.analyses
    assert "optimisation" in understand("For the SPI State-Machine, what's the hold margin?").analyses


@pytest.mark.parametrize("question,bound", [
    ("how many designs have more than 250 cells?", (">", 250.0)), ("which designs have setup slack below -0.5 ns?", ("<", -0.5)),
    ("designs with area >= 50000", (">=", 50000.0)), ("runs with at most 3 warnings", ("<=", 3.0)),
    ("average area over 3 designs", None), ("how much more area does alu8 have than mac8?", None),
    ("slack at 4.5 ns?", None),
])
def test_a_bound_on_a_metrics_value_is_a_filter_not_a_count_of_designs_nor_a_period(question, bound):
    query = understand(question)
    assert query.bound == bound
    assert not bound or (query.periods_ns == [] and query.op in ("", "count"))


def test_a_quoted_log_message_is_read_as_fragments_around_its_ellipsis():
    from runs.qa.evidence import quoted_messages, says

    quoted = quoted_messages("what's behind the 'Resizing cell port ... diff from 1 bits to 8 bits' warnings?")
    assert quoted == [["Resizing cell port", "diff from 1 bits to 8 bits"]]
    assert says(quoted[0])("Resizing cell port top.u_r.diff from 1 bits to 8 bits.")
    assert not says(quoted[0])("diff from 1 bits to 8 bits: Resizing cell port")  # in order
    assert quoted_messages("what's mac8's area in the 'fast' run?") == []  # apostrophes and one word quote nothing


@pytest.mark.parametrize("question,periods", [("setup has ~19ns slack, so why is hold red?", []),
                                              ("there is 2 ns of hold uncertainty", []), ("would 6 ns close timing", [6.0])])
def test_a_time_followed_by_what_it_measures_is_no_period_to_try(question, periods):
    assert understand(question).periods_ns == periods


def test_a_time_is_a_period_to_try_only_when_said_of_the_clock():
    assert understand("the worst path has an INVX1 taking 1.85ns right after in_vld, why?").periods_ns == []
    assert understand("would alu8 pass at 3 ns?").periods_ns == [3.0]
    assert understand("setup slack on mac8 @ 5ns?").periods_ns == [5.0]
    assert understand("slack if the clock were 6 ns?").periods_ns == [6.0]
    assert understand("is 200 MHz feasible for alu8?").periods_ns == [5.0]
    assert understand("shifter16, the 3 ns attempt: tns?").periods_ns == [3.0]


def test_the_superlative_said_of_the_metric_sets_the_order():
    query = understand("among runs meeting timing, which has the lowest fmax (largest min period)?")
    assert (query.metric, query.op, query.filter) == (metrics.MIN_PERIOD, "max", "meeting")


@pytest.mark.parametrize("question", ["which timed runs have no hold analysis at all", "which runs lack a hold check?"])
def test_having_a_figure_negated_selects_the_runs_without_it(question):
    query = understand(question)
    assert (query.metric, query.filter, query.negated) == (metrics.HOLD_WS, "unreported", True)
    assert query.within == ("with_timing" if "timed" in question else "")


def test_two_metrics_joined_by_a_slash_in_a_ratio_are_a_division():
    assert understand("tns/wns ratio for mac8").ratio == (metrics.SETUP_TNS, metrics.SETUP_WNS)


def test_a_ratio_is_between_the_longest_metric_names_not_the_slack_inside_one():
    query = understand("total negative slack divided by worst negative slack, for mac8?")
    assert query.ratio == (metrics.SETUP_TNS, metrics.SETUP_WNS)


def test_a_slack_word_qualified_by_the_hold_check_is_one_hold_slack():
    query = understand("what is the min-delay margin on mac8?")
    assert (query.metric, query.metrics) == (metrics.HOLD_WS, [metrics.HOLD_WS])


@pytest.mark.parametrize("question", ["summed area of every design that was run through STA",
                                      "count of runs that had static timing analysis performed on them?"])
def test_runs_processed_by_the_timer_are_the_timed_ones(question):
    assert understand(question).filter == "with_timing"


@pytest.mark.parametrize("question", ["which cell adds the most delay on the worst path of lzc16?",
                                      "along cam8's critical path, what is the slowest gate?"])
def test_a_superlative_of_what_lies_on_a_path_asks_for_its_stages(question):
    assert understand(question).path_part


@pytest.mark.parametrize("question", ["which design has the longest path?", "what is the slack on the worst path?",
                                      "which run has the largest area?"])
def test_a_superlative_of_the_path_or_of_designs_is_no_stage_question(question):
    assert not understand(question).path_part


@pytest.mark.parametrize("question", ["how much can the clock period of lzc16 drop before setup fails?",
                                      "how low may the period go until it violates?"])
def test_a_period_changed_until_failing_asks_for_the_minimum_period(question):
    query = understand(question)
    assert query.analyses[0] == "min_period" and query.filter == ""


def test_a_count_of_messages_of_one_kind_counts_those_warnings():
    query = understand("number of multiply driven notes in the log?")
    assert (query.metric, query.issue_kinds, query.analyses[0]) == (metrics.WARNINGS, ["multi_driver"], "issues")


@pytest.mark.parametrize(("question", "wanted"), [("total of cells over the runs that have STA", "with_timing"),
                                                  ("which runs have no OpenSTA?", "without_timing")])
def test_holding_the_timer_output_is_the_timing_filter(question, wanted):
    assert understand(question).filter == wanted


def test_power_is_a_metric_of_its_own():
    assert understand("what's the leakage power of cam8?").metric == metrics.POWER_LEAKAGE
    assert understand("how much power does cam8 draw?").metric == metrics.POWER_TOTAL


def test_a_quoted_tool_line_names_the_metric_it_prints():
    query = understand("add up the 'Warnings: ... total' numbers")
    assert (query.metric, query.op, query.via) == (metrics.WARNING_SUMMARY, "sum", "printed")
    assert understand("sum of warnings (as in 'Warnings: N unique messages, M total')").metric == metrics.WARNING_SUMMARY
    assert understand("how many 'Warning:' lines?").metric != metrics.WARNING_SUMMARY  # one word names no line


def test_the_period_a_design_needs_is_its_minimum_period():
    assert understand("which design needs the longest clock period?").metric == metrics.MIN_PERIOD
    assert understand("which design demands the slowest clock?").metric == metrics.MIN_PERIOD
    assert understand("which design was given the longest clock period?").metric == metrics.CLOCK_PERIOD


def test_a_superlative_before_a_metric_name_modifies_it():
    query = understand("which run has the slowest clock?")
    assert (query.metric, query.op) == (metrics.CLOCK_PERIOD, "max")
    assert understand("which run is the slowest?").metric == metrics.CPU_USER


@pytest.mark.parametrize("question", ["do a and b have the same cell count?", "a and b: identical area and cells",
                                      "why are their areas equal"])
def test_sameness_said_of_a_figure_is_a_comparison(question):
    assert understand(question).op == "difference"


def test_a_yes_no_question_about_a_kind_of_record_asks_what_it_means():
    assert understand("does the resize warning break the result?").analyses[0] == "explain"
    assert "explain" not in understand("how many resize warnings are there?").analyses


def test_a_checks_definition_said_beside_a_general_slack_word_names_that_checks_slack():
    assert understand("reset-release margin of the lift controller?").metric == metrics.RECOVERY_WS
    assert understand("reset removal margin?").metric == metrics.REMOVAL_WS
    assert understand("margin of the lift controller?").metric == metrics.SETUP_WS
    assert understand("setup margin after reset release?").metric == metrics.SETUP_WS  # setup said: that check


def test_sameness_is_kept_apart_from_the_operator():
    assert understand("which designs have the same clock period?").alike
    assert not understand("which design has the longest clock period?").alike


def test_a_change_to_make_asks_for_a_fix_not_a_diff():
    parsed = understand("what change gets tx_framer through hierarchy elaboration?")
    assert "diff" not in parsed.analyses and "explain" in parsed.analyses
    assert "diff" not in understand("what would I have to change so pkt_parser parses?").analyses


@pytest.mark.parametrize("question", ["what changed in tx_framer since the last run?",
                                      "which metrics changed since the previous run of alu?"])
def test_a_change_in_the_past_or_between_runs_is_a_diff(question):
    assert "diff" in understand(question).analyses


def test_a_design_name_holding_timed_is_no_timing_filter():
    assert understand("spef used for xfer_timed?").filter == ""
    assert understand("area of the runs that were timed").filter == "with_timing"


def test_minimum_and_maximum_are_the_min_and_max_timers_print():
    assert understand("smallest minimum-delay margin on the sequencer?", []).metric == metrics.HOLD_WS
    assert understand("what is the maximum area", []).op == "max"


def test_a_bound_spelled_as_a_word_is_a_bound():
    query = understand("how many runs have at least one error logged", [])
    assert query.metric == metrics.ERRORS and query.bound == (">=", 1.0) and query.op == "count"


def test_a_tool_named_in_a_question_does_not_pick_the_metric_by_embedding():
    seen = []

    def similarity(question, texts):
        seen.append(question)
        return [0.0] * len(texts)

    understand("what line of the lockout rtl did yosys choke on?", [], similarity=similarity)
    assert seen and "yosys" not in seen[0].lower()


def test_which_output_is_worst_asks_for_the_worst_paths_end():
    query = understand("which output is worst relative to the virtual clock?", [])
    assert query.analyses[:1] == ["path"] and query.metric == metrics.SETUP_WS


def test_a_path_end_named_by_its_role_asks_for_the_worst_path():
    query = understand("moraine worst path: which is the launching flop?", [])
    assert query.asks("path") and query.metric == metrics.SETUP_WS
    assert understand("how many flops does moraine have?", []).metric == metrics.FLOPS
    assert not understand("capture registers of the fifo?", []).asks("path")  # the plural is no path's end


def test_a_missing_synthesis_log_is_a_filter_and_its_negation():
    assert understand("which runs have a yosys log?", []).filter == "with_yosys_log"
    query = understand("runs without any synthesis log", [])
    assert (query.filter, query.negated) == ("without_yosys_log", True)


def test_passing_through_the_timer_is_being_read_by_it_and_a_violation_there_is_a_timing_one():
    query = understand("which runs went through opensta, and which one of them violates?", [])
    assert query.filter == "violating"
    assert understand("list the runs that went through sta", []).filter == "with_timing"


def test_a_printed_yosys_stat_had_or_lacked_filters_the_runs():
    assert understand("total flops of every run that has a stat block", []).filter == "with_stat"
    assert understand("which runs lack a yosys stat report?", []).filter == "without_stat"
    assert understand("what does the stat report say about cells?", []).filter == ""


@pytest.mark.parametrize(("question", "supposed"), [
    ("would it pass at 10 ns?", True),
    ("if the clock were 8 ns, what slack?", True),
    ("can the mac run at 3 ns", True),
    ("what did the mac give at a 10 ns clock?", False),
    ("can you send me the slack at 10 ns", False),
    ("could u pull the 8 ns numbers", False),
])
def test_a_question_supposes_what_no_run_did_by_a_conditional_or_a_modal_not_said_to_the_asker(question, supposed):
    from runs.qa import grammar

    assert grammar.supposes(understand(question).words) is supposed


def test_a_question_of_no_words_left_supposes_nothing():
    from runs.qa import grammar

    assert grammar.supposes([]) is False  # every word of "echidna power?" may be a name's


@pytest.mark.parametrize(("question", "judged"), [
    ("is a 3.5 ns cycle achievable for the grant block?", True),
    ("what is the shortest cycle it tolerates, and is 4 ns enough?", True),
    ("does it meet timing at 3 ns?", True),
    ("is there a 100 MHz timing result for the gyro block?", False),
    ("whats the slack of sum_tree_top at 3ns", False),
])
def test_a_clause_opening_with_an_auxiliary_asks_for_a_judgement_not_a_figure(question, judged):
    from runs.qa import grammar

    assert grammar.asks_yes_or_no(understand(question).words) is judged


@pytest.mark.parametrize(("question", "asks"), [("how do I lower the density", True), ("can we skip the resizer", True),
                                                 ("how many cells does it have", False), ("can the tool fix it", False),
                                                 ("which run failed", False), ("when should we rerun the placer", True),
                                                 ("where can i find the guide file", True),
                                                 ("when did the run fail", False)])
def test_a_question_for_a_way_to_act_is_told_by_its_opening(question, asks):
    assert grammar.asks_what_to_do(question.split()) is asks


@pytest.mark.parametrize(("question", "asks"), [
    ("The legalizer leaves gaps. Can I forbid them?", True),
    ("Placement took an hour; should we lower the density?", True),
    ("The run failed. Which design was it?", False),
    ("I can see the slack of the fifo", False),
])
def test_a_request_may_follow_the_statement_of_a_problem(question, asks):
    from runs.qa.routing import asks_what_to_do

    assert asks_what_to_do(question) is asks


@pytest.mark.parametrize(("question", "ranges"), [
    ("which design has the most flops", True),
    ("any run with latches?", True),
    ("what did the designs report for area", True),
    ("add padding around every instance of one library cell", False),
    ("which instance of one cell is slowest", False),
])
def test_a_question_ranges_over_the_runs_when_it_chooses_among_them(question, ranges):
    from runs.qa.routing import ranges_over_runs

    assert ranges_over_runs(question) is ranges


@pytest.mark.parametrize(("question", "subjects"), [
    ("what does opt_merge do", ["opt_merge", "do"]),
    ("can openroad repair antennas by itself?", ["openroad", "repair", "antennas"]),
    ("what did opt_merge do", []),
    ("what does yosys say about my latch", []),
    ("how do I run opt_merge", []),
    ("do designs with latches fail", []),
])
def test_a_general_clause_has_the_tool_it_asks_of_as_its_subject(question, subjects):
    words = question.lower().replace("?", "").split()
    assert grammar.general_subjects(words)[:len(subjects)] == subjects


@pytest.mark.parametrize(("question", "points"), [
    ("what does opt_merge do", False),
    ("what does opt_merge do to our netlist", True),
    ("why was opt_merge slow", True),
    ("can the tool keep a design's flops", False),
    ("does the run keep its flops", True),
])
def test_a_past_tense_or_a_pointed_run_refers_to_the_runs(question, points):
    assert grammar.points_at_runs(question.lower().split()) is points


@pytest.mark.parametrize(("question", "plural", "generic"), [
    ("how does openroad treat designs with macros", "designs", True),
    ("do designs with macros fail", "designs", False),
    ("can openroad place the designs faster", "designs", False),
    ("do the two fir runs differ", "runs", False),
    ("what is the worst slack among runs that met setup", "runs", False),
])
def test_a_bare_plural_a_tool_is_asked_about_is_a_kind_not_the_runs(question, plural, generic):
    words = question.split()
    assert grammar.generic_plural(words, words.index(plural)) is generic


@pytest.mark.parametrize(("question", "ranges"), [
    ("How does tessera handle designs with latches?", False),
    ("designs with latches?", True),
    ("do the designs with latches meet timing?", True),
])
def test_only_runs_in_view_range_over_the_runs(question, ranges):
    from runs.qa.routing import ranges_over_runs

    assert ranges_over_runs(question) is ranges


@pytest.mark.parametrize(("question", "within", "kept"), [
    ("which failed run has zero error lines", "failed", "without_issues"),  # the participle is no negation
    ("which passing runs still have warnings?", "succeeded", "with_issues"),
    ("runs that fail to meet timing?", "", "violating"),  # "fail to" negates the verb after it
])
def test_an_outcome_before_a_run_noun_is_the_set_a_count_filter_applies_within(question, within, kept):
    query = understand(question)
    assert (query.within, query.filter) == (within, kept)


def test_a_count_of_designs_reaches_past_adjectives_when_no_figure_is_named():
    assert understand("number of distinct RTL designs in the set?").op == "count"
    assert understand("number of cells in the two designs?").op != "count"  # the figure is what is counted


def test_divided_names_a_ratio_only_with_by():
    assert understand("cells divided by flops for each design?").ratio == (
        "synth__design__instance__count", "netlist__design__flop__count")
    assert understand("any path from the fast flops into the divided domain, and its margin?").ratio is None


@pytest.mark.parametrize("question,metric", [
    ("what clock period could it reach?", metrics.MIN_PERIOD), ("which period would close timing", metrics.MIN_PERIOD),
    ("what clock period was it timed at", metrics.CLOCK_PERIOD),
    ("can you tell me the clock period", metrics.CLOCK_PERIOD),
])
def test_a_period_the_design_could_reach_is_its_minimum_period_and_a_stated_one_is_not(question, metric):
    assert understand(question).metric == metric


@pytest.mark.parametrize("question,breakdown", [
    ("which gate type is most common", True), ("cell kinds used", True), ("how many gates", False),
])
def test_a_kind_noun_after_the_cells_noun_asks_them_by_type(question, breakdown):
    assert understand(question).asks("cell_breakdown") == breakdown


@pytest.mark.parametrize("question,metric", [
    ("whats the recovry slack on rst_n", metrics.RECOVERY_WS), ("the removl slack of the reset?", metrics.REMOVAL_WS),
    ("warnigns in the log?", metrics.WARNINGS),
])
def test_a_long_catalogue_word_one_keystroke_off_is_that_word(question, metric):
    assert understand(question).metric == metric


def test_a_short_word_with_a_letter_dropped_or_swapped_is_the_catalogue_word():
    assert "total" in understand("totl area").words
    assert understand("highest total powr in the set?").metric == metrics.POWER_TOTAL  # a letter dropped
    assert understand("aera of the alu").metric == metrics.AREA  # two swapped


def test_a_short_word_with_a_letter_replaced_stays_as_written():
    assert "powar" in understand("powar of the alu").words  # four or five letters: a replaced one fits too many


@pytest.mark.parametrize("question", ["Min-path margin of snapper_mult?", "min path slack of the alu"])
def test_a_min_path_is_the_hold_check_not_a_minimum(question):
    query = understand(question)  # OpenSTA prints a hold path as "Path Type: min"
    assert query.metric == metrics.HOLD_WS and query.op != "min"


def test_a_unit_said_after_in_asks_no_analysis():
    query = understand("how big is medlar_crc in liberty area units")
    assert query.metric == metrics.AREA and "config" not in query.analyses


@pytest.mark.parametrize("question", ["tussock_addrlatch: number of level-sensitive storage cells after mapping",
                                      "how many level-sensitive storage cells in gerbil?"])
def test_a_definition_said_before_the_cells_says_which_cells(question):
    assert understand(question).metric == metrics.LATCHES


def test_what_a_design_is_mapped_to_names_no_figure():
    assert understand("how big is the transmitter once it is mapped to standard cells").metric == metrics.AREA
    assert understand("how many cells after mapping to osu035").metric == metrics.CELLS


@pytest.mark.parametrize("question,metric", [("report_wns value of the alu run", metrics.SETUP_WNS),
                                             ("what did report_tns say for it", metrics.SETUP_TNS)])
def test_a_command_written_whole_names_the_one_figure_it_prints(question, metric):
    assert understand(question).metric == metric


def test_a_command_several_figures_come_from_names_none():
    assert understand("the report_power of the mac").metric == ""


@pytest.mark.parametrize("question,outcome", [("runs where latches appear", "with_issues"),
                                              ("list the flows where not a single latch showed up", "without_issues")])
def test_a_count_in_a_where_clause_over_the_runs_filters_them(question, outcome):
    assert understand(question).filter == outcome


@pytest.mark.parametrize("question", ["which runs ran report_power, and which one burns more?",
                                      "which run has fewer cells"])
def test_which_one_has_more_ranks_them_all(question):
    assert understand(question).op == "rank"


def test_more_than_a_value_stays_a_comparison():
    assert understand("is the alu slack more than 3 ns").op != "rank"


@pytest.mark.parametrize("question", ["the divided clock's period?", "what period did the derived clock get"])
def test_a_divided_or_derived_clock_is_a_generated_clock(question):
    assert understand(question).metric == metrics.GENERATED_CLOCK_PERIOD  # create_generated_clock -divide_by


def test_a_clock_said_before_domain_names_the_domain_not_its_period():
    query = understand("worst setup path in the divided-clock domain of eagle_pwm, and what launches it?")
    assert query.metric != metrics.GENERATED_CLOCK_PERIOD and "path" in query.analyses


@pytest.mark.parametrize(("said", "period"), [("166 MHz", 6.0), ("133 MHz", 7.5), ("333 MHz", 3.0), ("66 MHz", 15.0),
                                              ("250 MHz", 4.0)])
def test_a_whole_number_of_mhz_is_the_period_said_with_its_digits_cut(said, period):
    assert understand(f"slack of the alu at {said}").periods_ns == [period]


def test_a_frequency_no_tenth_of_a_ns_explains_is_converted_exactly():
    assert understand("slack of the alu at 150 MHz").periods_ns == [pytest.approx(1000 / 150)]


def test_the_ask_after_a_premise_is_what_is_asked():
    assert grammar.asked_part("cougar_lint: iverilog was happy, so why is the run red?") == "why is the run red?"
    assert grammar.asked_part("why did iverilog fail?") == "why did iverilog fail?"


def test_a_metric_said_beside_a_filter_that_takes_a_slack_is_the_one_asked():
    query = understand("Divider period sweep - smallest period with non-negative slack?")
    assert query.metric == metrics.MIN_PERIOD  # "non-negative slack" is the filter; the period is what is asked
    assert understand("which runs have negative slack").filter == "violating"


def test_a_hierarchy_kept_is_the_hierarchical_build():
    assert understand("is there a hierarchy-preserving synthesis of the spi master?").filter == "hierarchical"
    assert understand("the run that keeps the hierarchy").filter == "hierarchical"
    assert understand("hierarchy of the spi master").filter == ""


def test_a_count_asked_overall_is_summed_over_the_runs():
    assert understand("how many error lines overall").op == "sum"
    assert understand("overall worst slack").op != "sum"  # a figure, not a count


def test_the_runs_said_as_one_collection_range_over_them():
    from runs.qa.routing import ranges_over_runs

    assert ranges_over_runs("sim results across the set?") and ranges_over_runs("warnings over the whole batch")
    assert not ranges_over_runs("what does set_clock_groups set in the tanuki run?")


def test_a_noun_the_asker_sorts_a_described_situation_into_asks_for_no_records():
    words = ["is", "negativ", "is", "that", "a", "real", "cdc", "problem", "or", "a", "constraint", "issu"]
    assert grammar.classifying(words) == {5, 6, 7, 10, 11}
    assert grammar.classifying(["is", "there", "a", "problem"]) == set()  # existential: it asks for them
    assert grammar.classifying(["what", "is", "a", "good", "period"]) == set()  # no pronoun points back
    query = understand("loon_sync is negative, is that a real cdc problem or a constraint issue?", ["loon_sync"])
    assert query.metric == metrics.SETUP_WS and query.analyses == []


def test_a_sign_said_of_a_run_is_its_slack():
    assert grammar.predicated(["it", "went", "negativ"], 2)
    assert not grammar.predicated(["negativ", "slack"], 0)
    assert understand("the mac is negative now, why?", ["mac"]).metric == metrics.SETUP_WS


def test_a_time_joined_to_a_period_is_a_period_too():
    assert understand("how much worse is tns at 2ns vs 2.5ns for the divider").periods_ns == [2.0, 2.5]
    assert understand("wns at 3ns, 4ns or 5ns").periods_ns == [3.0, 4.0, 5.0]
    assert understand("an INVX1 taking 1.85ns vs 2ns").periods_ns == []


def test_a_kind_of_build_after_a_verb_of_using_is_a_filter_when_it_qualifies_a_noun():
    assert understand("how many runs used generic synth only").filter == "unmapped"
    assert understand("which runs used flatten").filter == ""  # the command itself
    assert grammar.modifies_next(["used", "generic", "synth"], 2) and not grammar.modifies_next(["used", "flatten"], 2)
