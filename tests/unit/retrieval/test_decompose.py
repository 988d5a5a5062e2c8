"""Questions split into parts by their grammar, and the merge that gives each part a slot."""

from index.fusion import reserve_and_fuse
from retrieval.decompose import MAX_PARTS, decompose


def texts(question):
    return [p.text for p in decompose(question)]


def test_sequence_adverbs_and_new_clauses_split_a_procedure_into_its_steps():
    assert texts("How do I find the worst path with report_checks, fix it with repair_timing, and then "
                 "re-run report_worst_slack to confirm?") == [
        "How do I find the worst path with report_checks", "fix it with repair_timing",
        "re-run report_worst_slack to confirm"]
    assert texts("what does read_liberty -lib do and how do I map flops with dfflibmap?") == [
        "what does read_liberty -lib do", "how do I map flops with dfflibmap"]


def test_a_sequence_adverb_before_a_prepositional_phrase_ends_no_step():
    assert texts("how do I force it into block RAM, and what should I check afterwards to confirm it worked?") == [
        "how do I force it into block RAM", "what should I check afterwards to confirm it worked"]
    assert texts("how do I run detailed_route, then to check it what should I read?") == [
        "how do I run detailed_route", "to check it what should I read"]


def test_a_statement_is_context_for_the_question_that_follows_it():
    assert len(decompose("I keep seeing GRT-0243 in my logs. What's going on?")) == 1
    parts = texts("My run stops in routing. What does the log say first? And how do I raise the layer limit?")
    assert parts == ["My run stops in routing. What does the log say first", "how do I raise the layer limit"]


def test_noun_phrases_and_correlatives_are_not_split():
    for question in ("How many slew and cap steps does configure_cts_characterization use by default?",
                     "set_dft_config -clock_mixing: difference between no_mix and clock_mix?",
                     "In place_endcaps, if I give both -endcap and -left_edge, which wins?",
                     "Defaults for rdl_route -turn_penalty and -max_iterations?",
                     "Does set_opt_config affect buffer choice in clock_tree_synthesis?"):
        assert len(decompose(question)) == 1, question


def test_a_part_that_only_refers_back_is_searched_with_the_previous_part_terms():
    first, second = decompose("What does -routability_rc_coefficients default to? And what is it for?")
    assert second.text == "what is it for" and "routability_rc_coefficients" in second.query.split()
    assert first.query == first.text


def test_a_part_that_names_an_option_keeps_its_own_query():
    first, second = decompose("what are the _TECHMAP_DO_ wires for, and if I run it with no -map, what does it map to?")
    assert second.text == "if I run it with no -map, what does it map to" and second.query == second.text


def test_a_list_of_three_commands_is_one_part_per_command_and_long_lists_are_capped():
    parts = texts("in the memory flow, what do memory_dff, memory_collect and memory_map each do?")
    assert [p.split()[0] for p in parts] == ["memory_dff", "memory_collect", "memory_map"]
    steps = "; ".join(f"how do I run step{n} of the placement flow" for n in range(7))
    assert len(decompose(steps)) == MAX_PARTS


def test_a_single_question_is_one_part_with_itself_as_query():
    (part,) = decompose("What is the default density of global_placement?")
    assert part.text == part.query == "What is the default density of global_placement?"


def test_every_reserved_ranking_earns_a_slot_and_the_rest_go_by_fusion():
    whole = ["a1", "a2", "a3", "a4", "b1"]
    part_one = ["a1", "a2", "c1"]
    part_two = ["d1", "a3"]
    merged = reserve_and_fuse([whole, part_one, part_two], 3, key=str, reserved=[1, 2],
                              repeats=lambda item, chosen: item in chosen)
    assert merged == ["a1", "d1", "a2"]  # the reserved first, then by fusion
    # without reservation the document that matches the whole takes every slot
    assert reserve_and_fuse([whole, part_one, part_two], 3, key=str, reserved=[],
                            repeats=lambda item, chosen: item in chosen) == ["a1", "a2", "a3"]


def test_a_reserved_slot_skips_what_is_already_shown():
    merged = reserve_and_fuse([["x", "y"], ["x", "z"]], 2, key=str, reserved=[0, 1],
                              repeats=lambda item, chosen: item in chosen)
    assert merged == ["x", "z"]


def test_a_vetted_part_earns_its_slot_only_with_an_item_the_whole_question_also_ranked():
    whole = ["w1", "w2", "shared"]
    vague = ["off1", "shared", "off2"]
    merged = reserve_and_fuse([whole, vague], 2, key=str, reserved=[1], repeats=lambda item, chosen: item in chosen,
                              vetted=[1])
    assert merged == ["shared", "w1"]
    unvetted = reserve_and_fuse([whole, vague], 2, key=str, reserved=[1], repeats=lambda item, chosen: item in chosen)
    assert unvetted[0] == "off1"
    nothing_shared = reserve_and_fuse([whole, ["off1", "off2"]], 2, key=str, reserved=[1],
                                      repeats=lambda item, chosen: item in chosen, vetted=[1])
    assert nothing_shared == ["w1", "off1"]  # no slot of its own: it competes in the fusion only


def test_fusion_weights_let_one_ranking_count_for_more():
    lists = [["w1", "w2"], ["p1", "p2"]]
    plain = reserve_and_fuse(lists, 2, key=str, reserved=[], repeats=lambda item, chosen: False)
    weighted = reserve_and_fuse(lists, 2, key=str, reserved=[], repeats=lambda item, chosen: False, weights=[1.0, 3.0])
    assert plain == ["w1", "p1"] and weighted == ["p1", "p2"]


def test_the_parts_merge_keeps_a_first_rank_ahead_of_what_many_lists_hold_low():
    from retrieval.retriever import RetrievalParams

    whole = ["top", "w2", "w3", "w4", "shared"]
    part_one = ["p1", "x2", "x3", "x4", "shared"]
    part_two = ["q1", "y2", "y3", "y4", "y5"]
    merge = RetrievalParams().merge_rrf_k
    merged = reserve_and_fuse([whole, part_one, part_two], 3, key=str, reserved=[1, 2],
                              repeats=lambda item, chosen: item in chosen, rrf_k=merge)
    assert merged == ["p1", "q1", "top"]  # each part's best first, then the whole question's first
    assert reserve_and_fuse([whole, part_one, part_two], 3, key=str, reserved=[1, 2],
                            repeats=lambda item, chosen: item in chosen, rrf_k=60)[2] == "shared"  # what k=60 did


def test_a_wider_window_replaces_the_narrower_one_it_holds():
    def repeats(item, chosen):
        return any(set(item) <= set(other) or set(other) <= set(item) for other in chosen)

    def absorbs(item, shown):
        return set(shown) < set(item)

    whole = [("a", "b", "c"), ("x",)]
    part = [("c",), ("y",)]
    merged = reserve_and_fuse([whole, part], 2, key=tuple, reserved=[1], repeats=repeats, absorbs=absorbs)
    assert merged == [("a", "b", "c"), ("x",)]
    # without it the section is dropped as a repeat of its own subsection
    assert reserve_and_fuse([whole, part], 2, key=tuple, reserved=[1], repeats=repeats)[0] == ("c",)
