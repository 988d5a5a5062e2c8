"""The terms routing weighs, and words a writer marks as code."""

from text.tokens import code_spans, content_terms


def test_content_terms_keep_short_words_english_does_not_write_and_drop_short_ordinary_ones():
    terms = content_terms("Why does the run keep CSB low while the FSM idles in its states?")
    assert {"csb", "fsm", "state", "idle"} <= terms
    assert not {"run", "low", "the", "its"} & terms


def test_a_word_in_backticks_is_code_whatever_its_shape():
    assert code_spans("what does `memory` do, and `opt_clean -purge`?") == ["memory"]
    assert code_spans("no code here") == []


def test_a_yosys_cell_name_or_family_is_a_name_whatever_its_shape():
    from text.tokens import cell_names

    assert cell_names("is $_DLATCH_N_ a latch, and how do $shl and the $_ALDFF family differ?") == [
        "$_dlatch_n_", "$shl", "$_aldff"]
    assert cell_names("the $__ prefix of my own techmap cells") == ["$__"]
    assert cell_names("it costs $20 and a$b is no cell") == []
