import re
import textwrap
from pathlib import Path

import pytest

from ingest.formats.blocks import Block, split_lines
from ingest.formats.rst import read_rst

REPO_ROOT = Path(__file__).resolve().parents[4]
YOSYS = REPO_ROOT.parent / "shared" / "corpus" / "yosys"
WORD_RE = re.compile(r"[A-Za-z0-9]+")
SYNTHETIC_HEADER_RE = re.compile(r"^\| (Option \| Description|Field \| Value) \|$", re.MULTILINE)


def rst(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def blocks_of(text: str, **kwargs) -> list[Block]:
    return read_rst(rst(text), **kwargs).blocks


def spans(blocks: list[Block]) -> list[tuple[str, int, int, str]]:
    return [(b.kind, b.start_line, b.end_line, b.info) for b in blocks]


def assert_words_in_spans(text: str, blocks: list[Block]) -> None:
    """Every letters/digits run of a block's text occurs in the lines its span covers."""
    lines = split_lines(text)
    for block in blocks:
        covered = "\n".join(lines[block.start_line - 1 : block.end_line])
        if block.kind == "code" and "literalinclude::" in lines[block.start_line - 1]:
            continue
        words = WORD_RE.findall(SYNTHETIC_HEADER_RE.sub("", block.text))
        assert [w for w in words if w not in covered] == [], block


def test_result_is_verbatim_rst_over_the_files_lines():
    source = read_rst("\ufeffTitle\n=====\r\n\r\nBody.\r\n")
    assert (source.format, source.verbatim, source.page_starts) == ("rst", True, ())
    assert source.lines == ["Title", "=====", "", "Body.", ""]


def test_titles_in_both_styles_nest_by_docutils_level_the_document_title_included():
    blocks = blocks_of("""
        =========
        Reference
        =========

        Setup
        =====

        Paths
        -----

        Body text.

        Usage
        =====
    """)
    assert spans(blocks) == [
        ("heading", 1, 3, "1"), ("heading", 5, 6, "2"), ("heading", 8, 9, "3"),
        ("paragraph", 11, 11, ""), ("heading", 13, 14, "2"),
    ]
    assert [b.text for b in blocks if b.kind == "heading"] == ["Reference", "Setup", "Paths", "Usage"]
    assert blocks[3].section == ("Reference", "Setup", "Paths")
    assert blocks[4].section == ("Reference", "Usage")


def test_paragraph_spans_its_lines_and_inline_markup_is_normalized():
    blocks = blocks_of("""
        Run ``place_global`` with *care*, see
        `the guide <https://example.org>`_ and :ref:`timing <sec-timing>`.

        Call :yoscrypt:`opt_clean`, :cmd:ref:`abc`, :verilog:`assign`
        and :made-up:`spare text`; also `hier` and :doc:`flow`.
    """)
    assert spans(blocks) == [("paragraph", 1, 2, ""), ("paragraph", 4, 5, "")]
    assert blocks[0].text == "Run `place_global` with care, see the guide and timing."
    assert blocks[1].text == "Call `opt_clean`, `abc`, `assign` and spare text; also `hier` and flow."


def test_literal_block_after_double_colon_is_code():
    blocks = blocks_of("""
        Example::

            read_verilog top.v
              synth -top top

        After.
    """)
    assert spans(blocks) == [("paragraph", 1, 1, ""), ("code", 3, 4, ""), ("paragraph", 6, 6, "")]
    assert blocks[0].text == "Example:"
    assert blocks[1].text == "read_verilog top.v\n  synth -top top"


def test_code_block_and_code_directives_keep_language_and_body():
    blocks = blocks_of("""
        .. code-block:: tcl
           :caption: a Sphinx-only option
           :emphasize-lines: 2

           set x 1
           puts $x

        .. code:: Verilog

           assign y = a;

        Done.
    """)
    assert spans(blocks) == [("code", 1, 6, "tcl"), ("code", 8, 10, "verilog"), ("paragraph", 12, 12, "")]
    assert blocks[0].text == "set x 1\nputs $x"
    assert blocks[1].text == "assign y = a;"


def test_literalinclude_reads_the_file_relative_to_base_dir_with_its_cuts(tmp_path: Path):
    (tmp_path / "flow.tcl").write_text("# header\n# begin\nread_lef a.lef\nread_def b.def\n# end\ntail\n")
    blocks = blocks_of("""
        .. literalinclude:: flow.tcl
           :language: tcl
           :start-after: # begin
           :end-before: # end

        .. literalinclude:: flow.tcl
           :lines: 1,3-4

        Text.
    """, base_dir=tmp_path)
    assert spans(blocks) == [("code", 1, 4, "tcl"), ("code", 6, 7, ""), ("paragraph", 9, 9, "")]
    assert blocks[0].text == "read_lef a.lef\nread_def b.def"
    assert blocks[1].text == "# header\nread_lef a.lef\nread_def b.def"


def test_literalinclude_with_a_root_path_starts_at_the_sphinx_source_root(tmp_path: Path):
    (tmp_path / "conf.py").write_text("")
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / "run.ys").write_text("synth\n")
    (tmp_path / "guide").mkdir()
    blocks = blocks_of(".. literalinclude:: /examples/run.ys\n", base_dir=tmp_path / "guide")
    assert blocks[0].text == "synth"


def test_missing_or_outside_literalinclude_becomes_code_naming_the_file(tmp_path: Path):
    (tmp_path / "secret.txt").write_text("password\n")
    manual = tmp_path / "manual"
    manual.mkdir()
    blocks = blocks_of("""
        .. literalinclude:: gone/flow.tcl
           :language: tcl

        .. literalinclude:: ../secret.txt
    """, base_dir=manual)
    assert spans(blocks) == [("code", 1, 2, "tcl"), ("code", 4, 4, "")]
    assert "gone/flow.tcl" in blocks[0].text
    assert "../secret.txt" in blocks[1].text and "password" not in blocks[1].text


def test_nested_bullet_and_enumerated_lists_with_code_inside():
    blocks = blocks_of("""
        * first item
          wraps here

          .. code-block:: tcl

             puts hi

        * second item

          - nested one
          - nested two

        1. step one
        2. step two

        After.
    """)
    assert spans(blocks) == [("list", 1, 11, "bullet"), ("list", 13, 14, "ordered"), ("paragraph", 16, 16, "")]
    assert blocks[0].text == (
        "- first item wraps here\n  ```tcl\n  puts hi\n  ```\n- second item\n  - nested one\n  - nested two"
    )
    assert blocks[1].text == "1. step one\n2. step two"


def test_option_list_is_an_option_table():
    blocks = blocks_of("""
        -v            print more
        --top=NAME    the top module,
                      given by name
    """)
    assert spans(blocks) == [("table", 1, 3, "")]
    assert blocks[0].text == (
        "| Option | Description |\n| --- | --- |\n| -v | print more |\n| --top=NAME | the top module, given by name |"
    )


def test_definition_list_of_options_is_an_option_table_and_other_terms_a_list():
    blocks = blocks_of("""
        ``-density <value>``
            Target density.
        ``-fast``
            Skip checks.

        Terms:

        Netlist
            A graph of cells.
    """)
    assert spans(blocks) == [("table", 1, 4, ""), ("paragraph", 6, 6, ""), ("list", 8, 9, "bullet")]
    assert blocks[0].text.splitlines()[2:] == ["| `-density <value>` | Target density. |", "| `-fast` | Skip checks. |"]
    assert blocks[2].text == "- Netlist: A graph of cells."


def test_field_list_is_a_field_table():
    blocks = blocks_of("""
        Release facts:

        :Author: Ada
        :Version: 2.1
           with notes
    """)
    assert spans(blocks) == [("paragraph", 1, 1, ""), ("table", 3, 5, "")]
    assert blocks[1].text == "| Field | Value |\n| --- | --- |\n| Author | Ada |\n| Version | 2.1 with notes |"


def test_grid_and_simple_tables_become_pipe_tables():
    blocks = blocks_of("""
        +------+--------+
        | Cell | Pins   |
        +======+========+
        | AND2 | A, B   |
        +------+--------+

        =====  =====
        Name   Width
        =====  =====
        addr   8

        data   32
        =====  =====

        .. table:: Titled

           ==  ==
           a   b
           ==  ==
    """)
    assert spans(blocks) == [("table", 1, 5, ""), ("table", 7, 13, ""), ("table", 15, 19, "")]
    assert blocks[0].text == "| Cell | Pins |\n| --- | --- |\n| AND2 | A, B |"
    assert blocks[1].text == "| Name | Width |\n| --- | --- |\n| addr | 8 |\n| data | 32 |"
    assert blocks[2].text == "| a | b |\n| --- | --- |"


@pytest.mark.parametrize("name", ["note", "warning", "tip", "important", "caution", "seealso", "todo"])
def test_admonitions_are_directives_named_by_their_kind(name: str):
    blocks = blocks_of(f"""
        .. {name}::

           Keep ``clk`` stable
           while loading.

           - one point

        After.
    """)
    assert spans(blocks) == [("directive", 1, 6, name), ("paragraph", 8, 8, "")]
    assert blocks[0].text == "Keep `clk` stable while loading.\n- one point"


def test_admonition_with_text_on_the_directive_line():
    blocks = blocks_of(".. Note:: Short remark\n   goes on.\n")
    assert spans(blocks) == [("directive", 1, 2, "note")]
    assert blocks[0].text == "Short remark goes on."


def test_figure_and_image_are_images():
    blocks = blocks_of("""
        .. figure:: img/floorplan.png
           :alt: Floorplan view

           The die after placement.

        .. image:: img/legend.svg
    """)
    assert spans(blocks) == [("image", 1, 4, ""), ("image", 6, 6, "")]
    assert blocks[0].text == "![Floorplan view](img/floorplan.png)\nThe die after placement."
    assert blocks[1].text == "![](img/legend.svg)"


def test_sphinx_constructs_parse_quietly_and_keep_their_content(capfd: pytest.CaptureFixture[str]):
    blocks = blocks_of("""
        Guide
        =====

        .. toctree::
           :maxdepth: 2

           intro
           usage

        .. only:: html

           Shown on the web.

        .. tab:: Ubuntu

           Install with apt.

        .. autoclass:: Netlist
           :members:

           Describes a netlist.

        .. vendor-widget:: arg
           :flavor: odd

           Widget body kept.

        See :numref:`fig-1`, :term:`LUT`, :cite:p:`paper` and :vendor:role:`thing`.
    """)
    assert [b.text for b in blocks] == [
        "Guide", "Shown on the web.", "Ubuntu", "Install with apt.", "Describes a netlist.", "Widget body kept.",
        "See fig-1, LUT, paper and thing.",
    ]
    assert spans(blocks)[1:4] == [("paragraph", 12, 12, ""), ("paragraph", 14, 14, ""), ("paragraph", 16, 16, "")]
    assert all(b.section == ("Guide",) for b in blocks)
    captured = capfd.readouterr()
    assert (captured.out, captured.err) == ("", "")


def test_a_section_title_inside_only_is_a_heading():
    blocks = blocks_of("""
        .. only:: html

           References
           ==========

           Papers.
    """)
    assert spans(blocks) == [("heading", 3, 4, "1"), ("paragraph", 6, 6, "")]
    assert blocks[1].section == ("References",)


MIXED = """
========
Manual
========

.. _intro:

Intro
=====

Some *words* and ``code`` in a paragraph
that continues here.

.. note:: Watch the ``reset``.

Listing::

    set_units -time ns

* alpha item

  beta continuation

  .. code-block:: tcl

     puts gamma

#. delta
#. epsilon

-q           quiet flag
--out FILE   write FILE

:Tool: synth
:Level: 3

+-----+-----+
| k   | v   |
+=====+=====+
| one | two |
+-----+-----+

.. literalinclude:: missing.tcl
   :language: tcl

.. figure:: plot.png

   Timing plot.

Details
-------

``-flag``
    What the flag does.

Closing words.
"""


def test_every_blocks_words_lie_in_its_span_and_spans_are_ordered():
    source = read_rst(MIXED)
    blocks = source.blocks
    assert {b.kind for b in blocks} == {"heading", "paragraph", "directive", "code", "list", "table", "image"}
    assert_words_in_spans(MIXED, [b for b in blocks if not (b.kind == "list" and b.info == "ordered")])
    for before, after in zip(blocks, blocks[1:], strict=False):
        assert before.end_line < after.start_line
    include = next(b for b in blocks if "missing.tcl" in b.text)
    assert any("literalinclude::" in line for line in source.lines[include.start_line - 1 : include.end_line])


def test_every_yosys_manual_page_parses_with_valid_spans():
    if not YOSYS.is_dir():
        pytest.skip(f"the Yosys manual corpus is not at {YOSYS}")
    pages = sorted(YOSYS.rglob("*.rst"))
    assert pages
    for page in pages:
        source = read_rst(page.read_text(encoding="utf-8"), base_dir=page.parent)
        count = len(source.lines)
        for block in source.blocks:
            assert 1 <= block.start_line <= block.end_line <= count, (page, block)
        starts = [b.start_line for b in source.blocks]
        assert starts == sorted(set(starts)), page
        has_title = re.search(r"^\S.*\n([=\-~^\"'`#*+])\1{3,}\s*$", "\n".join(source.lines), re.MULTILINE)
        if has_title:
            assert any(b.kind == "heading" for b in source.blocks), page


def test_yosys_appnote_titles_come_out_in_order():
    page = YOSYS / "appendix" / "APPNOTE_010_Verilog_to_BLIF.rst"
    if not page.is_file():
        pytest.skip(f"the Yosys manual corpus is not at {YOSYS}")
    source = read_rst(page.read_text(encoding="utf-8"), base_dir=page.parent)
    headings = [b for b in source.blocks if b.kind == "heading"]
    assert [b.text for b in headings] == [
        "010: Converting Verilog to BLIF page", "Abstract", "Download",
        # the app note's body, commented out below its PDF's download link
        "Installation", "Getting started", "Using a synthesis script", "Advanced example: The Amber23 ARMv2a CPU",
        "Verification of the Amber23 CPU", "Limitations", "Conclusion"]
    assert [b.info for b in headings] == ["1"] + ["2"] * 9
    script = next(b for b in source.blocks if b.kind == "code" and b.text.startswith("read_verilog softusb_navre.v"))
    assert [line.strip() for line in source.lines[script.start_line - 1 : script.start_line + 2]] == [
        ".. code:: yoscrypt", "", "read_verilog softusb_navre.v"]
    assert all(b.text in (source.lines[b.start_line].strip(), source.lines[b.start_line - 1].strip())
               for b in headings)


def test_leading_field_list_is_file_metadata_not_content():
    text = ":orphan:\n:tocdepth: 2\n\nTitle\n=====\n\n:Author: someone\n:Version: 3\n"
    blocks = read_rst(text).blocks
    assert [(b.kind, b.start_line) for b in blocks] == [("heading", 4), ("table", 7)]
    assert "orphan" not in " ".join(b.text for b in blocks)


def test_content_commented_out_as_a_block_is_indexed_at_its_titles_level_and_notes_are_not():
    text = rst("""
        Guide
        =====

        Usage
        -----

        Run the tool.

        .. TODO explain the flags

        ..
           Old flow
           --------

           The old flow read a netlist first.

           .. code-block:: tcl

              read_netlist top.v

        Limits
        ------

        .. a note on one line
           that runs on
        """)
    blocks = blocks_of(text)
    assert [(b.kind, b.start_line, b.end_line, b.section) for b in blocks] == [
        ("heading", 1, 2, ("Guide",)),
        ("heading", 4, 5, ("Guide", "Usage")),
        ("paragraph", 7, 7, ("Guide", "Usage")),
        ("heading", 12, 13, ("Guide", "Old flow")),
        ("paragraph", 15, 15, ("Guide", "Old flow")),
        ("code", 17, 19, ("Guide", "Old flow")),
        ("heading", 21, 22, ("Guide", "Limits")),
    ]
    assert "TODO" not in " ".join(b.text for b in blocks)
    assert "note on one line" not in " ".join(b.text for b in blocks)
    assert_words_in_spans(text, blocks)
