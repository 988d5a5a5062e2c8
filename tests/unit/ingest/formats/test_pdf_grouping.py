"""Glyphs to lines to boxes, and the column gutter found from them, on glyphs placed by hand."""

from __future__ import annotations

from ingest.formats.pdf_glyphs import Glyph
from ingest.formats.pdf_grouping import boxed_lines, text_lines
from ingest.formats.pdf_layout import column_gutter

WIDTH = 5.0


def word(text: str, x: float, y: float, size: float = 10.0, font: str = "Helvetica") -> list[Glyph]:
    """Glyphs of ``text`` from ``x`` on the baseline box starting at ``y``, each ``WIDTH`` wide."""
    return [Glyph(c, x + i * WIDTH, x + (i + 1) * WIDTH, y, y + size, size, font) for i, c in enumerate(text)]


def test_a_small_gap_is_a_word_space_and_a_wide_one_starts_a_new_line():
    glyphs = word("set", 10, 700) + word("delay", 28, 700) + word("far", 200, 700)
    lines = text_lines(glyphs)
    assert [line.text for line in lines] == ["set delay", "far"]
    space = lines[0].glyphs[3]
    assert space.inserted and (space.x0, space.x1) == (25, 28)
    assert (lines[0].x0, lines[0].x1) == (10, 53)


def test_glyphs_on_another_baseline_start_a_new_line():
    lines = text_lines(word("first", 10, 700) + word("second", 10, 686))
    assert [line.text for line in lines] == ["first", "second"]


def test_close_aligned_lines_share_a_box_and_blank_or_distant_lines_do_not():
    glyphs = word("alpha line", 10, 700) + word("beta line", 10, 689) + word("   ", 10, 600) + word("gamma", 10, 500)
    lines = boxed_lines(glyphs)
    assert [line.text for line in lines] == ["alpha line", "beta line", "gamma"]
    assert lines[0].box == lines[1].box != lines[2].box


def test_lines_of_a_box_come_top_down():
    lines = boxed_lines(word("lower", 10, 689) + word("upper", 10, 700))
    assert [line.text for line in lines] == ["upper", "lower"]


def _column_lines(right_edges: list[float], x0: float, top: float) -> list[Glyph]:
    """One line per right edge, 12 points apart, each of ``x`` glyphs from ``x0`` (no spaces).

    Glyph edges fall between whole points, as printed text's do: a strip at a shared edge is covered by neither glyph.
    """
    glyphs: list[Glyph] = []
    for row, x1 in enumerate(right_edges):
        glyphs += word("x" * round((x1 - x0) / WIDTH), x0, top - 12 * row)
    return glyphs


def test_two_justified_columns_have_a_gutter_between_them():
    left = _column_lines([280.0] * 12, 40.3, 700)
    right = _column_lines([560.0] * 12, 315.3, 700)
    gutter = column_gutter(text_lines(left + right), 595)
    assert gutter is not None and 280 <= gutter <= 315


def test_a_one_column_page_and_a_ragged_two_column_table_have_none():
    body = _column_lines([560.0] * 20, 40.3, 700)
    assert column_gutter(text_lines(body), 595) is None
    ragged = _column_lines([90.0, 150.0, 120.0, 70.0, 200.0, 110.0, 95.0, 180.0, 60.0, 140.0], 40.3, 700)
    table = ragged + _column_lines([500.0] * 10, 300.3, 700)
    assert column_gutter(text_lines(table), 595) is None
