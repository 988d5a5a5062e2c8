import numpy as np

from specs.ppr import personalized_pagerank


def test_ppr_is_a_distribution_that_prefers_nodes_near_the_seed():
    # a path 0-1-2-3 plus an isolated pair 4-5
    edges = [(0, 1), (1, 2), (2, 3), (4, 5)]
    src = np.array([a for a, b in edges] + [b for a, b in edges])
    dst = np.array([b for a, b in edges] + [a for a, b in edges])
    rank = personalized_pagerank(6, src, dst, np.ones(len(src)), {0: 1.0})
    assert abs(rank.sum() - 1.0) < 1e-6
    assert rank[0] > rank[1] > rank[2] > rank[3] > 0
    assert rank[4] == rank[5] == 0


def test_walk_from_an_interrupt_name_reaches_register_rows_and_prose(spec_graph):
    graph = spec_graph
    seed = graph.node("n:blinky/wrap")
    rank = personalized_pagerank(graph.size, graph.src, graph.dst, graph.weight, {seed: 1.0})
    by_text = {s.text: rank[graph.node(s.sentence_id)] for s in graph.sentences}
    enable_row = next(t for t in by_text if t.startswith("intr_enable.wrap"))
    prose = next(t for t in by_text if "wraps to zero" in t)
    unrelated = next(t for t in by_text if t.startswith("The buzzer sounds"))
    assert by_text[enable_row] > by_text[unrelated]
    assert by_text[prose] > by_text[unrelated]


def test_names_resolve_to_entity_kinds_and_macros_join_their_field(spec_graph):
    graph = spec_graph
    assert graph.kinds_of("n:blinky/wrap") == {"field", "interrupt"}
    assert "field" in graph.kinds_of("n:blinky/blinky_ctrl_lamp_en_bit")
    assert graph.ips == ("blinky", "chirp")


def test_same_field_name_in_two_ips_stays_two_nodes(spec_graph):
    graph = spec_graph
    assert graph.node("e:register:blinky/ctrl") != graph.node("e:register:chirp/ctrl")
    assert graph.names["n:chirp/ctrl"] == {"e:register:chirp/ctrl"}
