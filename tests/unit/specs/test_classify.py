from specs.classify import lemma, parse_sentence, split_conditions


def test_condition_makes_a_sentence_procedural_with_trigger_and_response():
    parsed = parse_sentence("The overheat bit is asserted when temp_i exceeds the limit.")
    assert parsed.category == "procedural"
    assert parsed.action == "assert"
    assert parsed.conditions == (("when", "temp_i exceeds the limit."),)
    assert "when" not in parsed.main


def test_static_fact_is_declarative():
    parsed = parse_sentence("The PERIOD register holds the blink period in units of 1024 cycles.")
    assert parsed.category == "declarative"
    assert parsed.conditions == () and parsed.action == ""


def test_imperative_step_is_procedural():
    assert parse_sentence("Write the blink period to PERIOD.").category == "procedural"


def test_two_conditions_are_split_at_their_markers():
    main, conditions = split_conditions("If the FIFO is full, the byte is dropped until software reads it")
    assert [m for m, _ in conditions] == ["if", "until"]
    assert main.startswith("the byte is dropped")


def test_lemma_meets_inflections():
    assert {lemma(w) for w in ("asserted", "asserts", "asserting")} == {"assert"}
    assert lemma("cleared") == "clear" and lemma("stopped") == "stop"
