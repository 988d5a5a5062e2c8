from specs.intent import compatible, infer_intent, ips_named, question_keys


def test_question_keys_join_words_into_names():
    keys = question_keys("Which bit of CTRL.LAMP_EN stops the period counter?")
    assert "ctrl.lamp_en" in keys and "period_counter" in keys


def test_ips_are_found_by_their_own_names():
    assert ips_named("Does the Blinky lamp use the chirp buzzer?", ["blinky", "chirp"]) == ("blinky", "chirp")
    assert ips_named("On spi host, how is SCK divided?", ["spi_host", "uart"]) == ("spi_host",)
    assert ips_named("How is the baud rate set?", ["spi_host", "uart"]) == ()


def test_intent_reads_kinds_from_the_graph(spec_graph):
    graph = spec_graph
    intent = infer_intent("What clears the wrap interrupt on blinky?", graph)
    assert intent.ips == ("blinky",)
    assert {"interrupt", "field"} <= intent.kinds
    assert "wrap" in intent.names
    assert intent.category == "procedural"


def test_filter_drops_other_ips_and_incompatible_anchor_kinds(spec_graph):
    graph = spec_graph
    intent = infer_intent("Which register field enables the wrap interrupt on blinky?", graph)
    assert compatible(intent, "blinky", {"field"})
    assert not compatible(intent, "chirp", {"field"})
    assert not compatible(intent, "blinky", {"fsm_state"})
    assert compatible(intent, "blinky", {"fsm_state", "module"})


def test_a_given_ip_fills_in_for_a_question_naming_none(spec_graph):
    graph = spec_graph
    assert infer_intent("what enables the interrupt", graph, ("chirp",)).ips == ("chirp",)
