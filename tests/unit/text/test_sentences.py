"""The one sentence rule every splitter in the project composes."""

from text.sentences import LIST_MARKER, sentence_spans, split_sentences


def test_a_stop_before_a_sentence_start_ends_a_sentence():
    assert split_sentences("Runs global routing. Then `detailed_route` runs. 3 passes follow.") == [
        "Runs global routing.", "Then `detailed_route` runs.", "3 passes follow."]
    assert split_sentences('Is it set? "Yes" it is! (Always.)') == ['Is it set?', '"Yes" it is!', "(Always.)"]


def test_a_lower_case_word_or_an_abbreviation_continues_the_sentence():
    assert split_sentences("Read the .lef file. lef_read parses it.") == ["Read the .lef file. lef_read parses it."]
    assert split_sentences("Pick a cell, e.g. BUF_X1 or i.e. Fig. 3 shows it.") == [
        "Pick a cell, e.g. BUF_X1 or i.e. Fig. 3 shows it."]


def test_a_line_break_is_whitespace_like_any_other():
    assert split_sentences("wrapped prose\nstays one sentence.\nA new one starts here.") == [
        "wrapped prose\nstays one sentence.", "A new one starts here."]
    assert split_sentences("  \n ") == []


def test_spans_point_at_the_stripped_sentences():
    text = "  First one.  Second one. "
    assert [text[start:end] for start, end in sentence_spans(text)] == ["First one.", "Second one."]


def test_list_markers_are_cut_by_the_caller():
    assert [LIST_MARKER.sub("", line) for line in ["- a dash item", "  12) a numbered one", "* star"]] == [
        "a dash item", "a numbered one", "star"]
    assert LIST_MARKER.match("-density 0.7") is None
