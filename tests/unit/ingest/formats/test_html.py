import html
import re

import pytest

from edabot.errors import BadInputError
from ingest.formats.blocks import split_lines
from ingest.formats.html import read_html

# A read-the-docs / Sphinx page as the RTD theme writes it: sidebar, breadcrumbs with an
# "Edit on GitHub" link, headerlink anchors, highlighted code, one <dl> per option, an
# admonition, a table, a figure, and a footer with previous/next buttons.
SPHINX_PAGE = """<!DOCTYPE html>
<html class="writer-html5" lang="en">
<head>
  <meta charset="utf-8" />
  <title>place_cells &mdash; FlowKit 2.1 documentation</title>
  <link rel="stylesheet" href="_static/css/theme.css" type="text/css" />
  <script src="_static/jquery.js"></script>
  <style>.wy-nav-side { width: 300px; } /* </div> in a style sheet */</style>
</head>
<body class="wy-body-for-nav">
  <div class="wy-grid-for-nav">
    <nav data-toggle="wy-nav-shift" class="wy-nav-side">
      <div class="wy-side-scroll">
        <div class="wy-side-nav-search">
          <a href="index.html" class="icon icon-home">FlowKit</a>
          <div role="search">
            <form id="rtd-search-form" class="wy-form" action="search.html" method="get">
              <input type="text" name="q" placeholder="Search docs" />
            </form>
          </div>
        </div>
        <div class="wy-menu wy-menu-vertical" role="navigation" aria-label="Navigation menu">
          <ul class="current">
            <li class="toctree-l1"><a class="reference internal" href="intro.html">Sidebar Getting Started</a></li>
            <li class="toctree-l1 current"><a class="current reference internal" href="#">Sidebar Placement</a></li>
          </ul>
        </div>
      </div>
    </nav>
    <section data-toggle="wy-nav-shift" class="wy-nav-content-wrap">
      <nav class="wy-nav-top" aria-label="Mobile navigation menu">
        <a href="index.html">Mobile menu FlowKit</a>
      </nav>
      <div class="wy-nav-content">
        <div class="rst-content">
          <div role="navigation" aria-label="Page navigation">
            <ul class="wy-breadcrumbs">
              <li><a href="index.html" class="icon icon-home">Breadcrumb Home</a> &raquo;</li>
              <li class="wy-breadcrumbs-aside">
                <a href="https://github.com/example/flowkit/blob/main/docs/place.rst" class="fa fa-github"> Edit on GitHub</a>
              </li>
            </ul>
            <hr/>
          </div>
          <div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article">
            <div itemprop="articleBody">
<section id="placement">
<h1>Placement<a class="headerlink" href="#placement" title="Link to this heading">¶</a></h1>
<p>The <code class="docutils literal notranslate"><span class="pre">place_cells</span></code> command spreads standard cells
over the core area &amp; <em>legalizes</em> them afterwards.</p>
<section id="usage">
<h2>Usage<a class="headerlink" href="#usage" title="Link to this heading">¶</a></h2>
<div class="highlight-tcl notranslate"><div class="highlight"><pre><span></span><span class="nv">place_cells</span><span class="w"> </span>-density<span class="w"> </span><span class="m">0.65</span><span class="w"> </span><span class="se">\\</span>
<span class="w">    </span>-pad<span class="w"> </span><span class="m">2</span><span class="w"> </span>&gt;<span class="w"> </span>place.log
</pre></div>
</div>
<dl class="std option">
<dt class="sig sig-object std" id="cmdoption-place_cells-density">
<span class="sig-name descname"><span class="pre">-density</span></span><span class="sig-prename descclassname"> <span class="pre">&lt;value&gt;</span></span><a class="headerlink" href="#cmdoption-place_cells-density" title="Link to this definition">¶</a></dt>
<dd><p>Target utilization between 0.1 and 1.0.</p>
</dd></dl>

<dl class="std option">
<dt class="sig sig-object std" id="cmdoption-place_cells-pad">
<span class="sig-name descname"><span class="pre">-pad</span></span><span class="sig-prename descclassname"> <span class="pre">&lt;sites&gt;</span></span><a class="headerlink" href="#cmdoption-place_cells-pad" title="Link to this definition">¶</a></dt>
<dd><p>Empty sites kept on each side of every cell.</p>
</dd></dl>

<div class="admonition note">
<p class="admonition-title">Note</p>
<p>Run <code class="docutils literal notranslate"><span class="pre">check_placement</span></code> after placing
to report overlaps.</p>
</div>
</section>
<section id="reports">
<h2>Reports<a class="headerlink" href="#reports" title="Link to this heading">¶</a></h2>
<!-- generated table: </section> must not end anything -->
<table class="docutils align-default">
<thead>
<tr class="row-odd"><th class="head"><p>Report</p></th>
<th class="head"><p>Meaning</p></th>
</tr>
</thead>
<tbody>
<tr class="row-even"><td><p>HPWL</p></td>
<td><p>Half-perimeter wire length in microns</p></td>
</tr>
<tr class="row-odd"><td><p>Overflow</p></td>
<td><p>Share of bins above the target density</p></td>
</tr>
</tbody>
</table>
<figure class="align-default" id="id1">
<img alt="Density map after placement" src="_images/density.png" />
<figcaption>
<p><span class="caption-text">Bin density after global placement</span><a class="headerlink" href="#id1" title="Link to this image">¶</a></p>
</figcaption>
</figure>
</section>
</section>
            </div>
          </div>
          <footer><div class="rst-footer-buttons" role="navigation" aria-label="Footer">
            <a href="intro.html" class="btn btn-neutral float-left" accesskey="p" rel="prev"><span class="fa fa-arrow-circle-left" aria-hidden="true"></span> Previous</a>
            <a href="routing.html" class="btn btn-neutral float-right" accesskey="n" rel="next">Next <span class="fa fa-arrow-circle-right" aria-hidden="true"></span></a>
          </div>
          <hr/>
          <div role="contentinfo">
            <p>&#169; Copyright 2024, Footer Example Corp.</p>
          </div>
          Built with <a href="https://www.sphinx-doc.org/">Sphinx</a>.
          </footer>
        </div>
      </div>
    </section>
  </div>
  <script>jQuery(function () { SphinxRtdTheme.Navigation.enable(true); }); // "</p>"</script>
</body>
</html>
"""

SPHINX_CHROME = [
    "Search docs", "Sidebar", "Mobile menu", "Breadcrumb", "Edit on GitHub", "Previous", "Next",
    "Copyright", "Built with", "FlowKit 2.1 documentation", "jQuery", "¶", "Link to this",
]

# A vendor help page from the early 2000s: layout table instead of <main>, upper-case tags,
# unclosed <P>, <LI>, <TR>, <TD>, an option table, <PRE> examples, nested lists, a header,
# a navigation column and a footer marked only by id/class.
VENDOR_PAGE = """<HTML>
<HEAD>
<TITLE>ACME Timer Help: report_paths</TITLE>
<META http-equiv="Content-Type" content="text/html; charset=utf-8">
</HEAD>
<BODY bgcolor="#FFFFFF">
<div id="header"><img src="logo.gif" alt="ACME logo"> ACME Timer 7.3 Online Help</div>
<table width="100%" border="0">
<tr>
<td class="nav" valign="top">
<a href="index.html">Help Index</a><br>
<a href="report_clocks.html">Related report_clocks</a><br>
</td>
<td valign="top">
<H1>report_paths</H1>
<P>Prints the worst timing paths
of the current design.
<P>Paths are sorted by slack, the most critical first.
<H2><a name="syntax"></a>Syntax</H2>
<PRE>
report_paths [-max_paths &lt;count&gt;]
             [-group &lt;name&gt;] [-nets]
</PRE>
<H2>Options</H2>
<TABLE border="1" cellpadding="2">
<TR><TH>Option<TH>Description
<TR><TD><CODE>-max_paths &lt;count&gt;</CODE><TD>Number of paths to print; the default is 5.
<TR><TD><CODE>-group &lt;name&gt;</CODE><TD>Only paths of this path group.
<TR><TD><CODE>-nets</CODE><TD>Adds a row for every net along the path.
</TABLE>
<H2>Examples</H2>
Print the ten worst paths of group <B>clk_core</B>:<br>
<PRE class="example">
report_paths -max_paths 10 -group clk_core
</PRE>
<H2>Notes</H2>
<UL>
<LI>Slack is reported in nanoseconds.
<LI>Unconstrained paths are skipped:
  <OL>
  <LI>paths without a required time,
  <LI>paths through false-path exceptions.
  </OL>
<LI>Use <CODE>-nets</CODE> for fanout&nbsp;details.
</UL>
</td>
</tr>
</table>
<div id="footer">Copyright 2003 ACME Design Systems. All rights reserved. <a href="next.html">Next</a></div>
</BODY>
</HTML>
"""

VENDOR_CHROME = ["ACME logo", "Online Help", "Help Index", "Related", "Copyright", "Next", "ACME Timer Help"]


def line_of(page: str, needle: str, after: int = 0) -> int:
    """1-based number of the first line after line ``after`` that contains ``needle``."""
    lines = split_lines(page)
    return next(i for i in range(after, len(lines)) if needle in lines[i]) + 1


def summary(blocks):
    return [(b.kind, b.start_line, b.end_line, b.info) for b in blocks]


def read(body: str):
    return read_html(f"<html><body>\n{body}\n</body></html>").blocks


# -- the two realistic pages -----------------------------------------------------------------------


def test_sphinx_page_blocks_spans_and_text():
    page = SPHINX_PAGE
    blocks = read_html(page).blocks
    at = lambda needle, after=0: line_of(page, needle, after)  # noqa: E731
    assert summary(blocks) == [
        ("heading", at("<h1>"), at("<h1>"), "1"),
        ("paragraph", at("<p>The <code"), at("legalizes"), ""),
        ("heading", at("<h2>Usage"), at("<h2>Usage"), "2"),
        ("code", at("highlight-tcl"), at("</pre>"), "tcl"),
        ("table", at('<dl class="std option">'), at("</dd></dl>", at("cmdoption-place_cells-pad")), ""),
        ("directive", at("admonition note"), at("</div>", at("to report overlaps")), "note"),
        ("heading", at("<h2>Reports"), at("<h2>Reports"), "2"),
        ("table", at("<table"), at("</table>"), ""),
        ("image", at("<figure"), at("</figure>"), ""),
    ]
    text = [b.text for b in blocks]
    assert text[1] == "The `place_cells` command spreads standard cells over the core area & legalizes them afterwards."
    assert text[3] == "place_cells -density 0.65 \\\n    -pad 2 > place.log"
    assert text[4] == (
        "| Option | Description |\n| --- | --- |\n"
        "| -density <value> | Target utilization between 0.1 and 1.0. |\n"
        "| -pad <sites> | Empty sites kept on each side of every cell. |"
    )
    assert text[5] == "Run `check_placement` after placing to report overlaps."
    assert text[7] == (
        "| Report | Meaning |\n| --- | --- |\n"
        "| HPWL | Half-perimeter wire length in microns |\n"
        "| Overflow | Share of bins above the target density |"
    )
    assert text[8] == "![Density map after placement](_images/density.png)\nBin density after global placement"
    assert [b.section for b in blocks][2:] == [("Placement", "Usage")] * 4 + [("Placement", "Reports")] * 3


def test_vendor_page_blocks_spans_and_text():
    page = VENDOR_PAGE
    blocks = read_html(page).blocks
    at = lambda needle, after=0: line_of(page, needle, after)  # noqa: E731
    assert summary(blocks) == [
        ("heading", at("<H1>"), at("<H1>"), "1"),
        ("paragraph", at("<P>Prints"), at("of the current design."), ""),
        ("paragraph", at("<P>Paths"), at("<P>Paths"), ""),
        ("heading", at("Syntax</H2>"), at("Syntax</H2>"), "2"),
        ("code", at("<PRE>"), at("</PRE>"), ""),
        ("heading", at("<H2>Options"), at("<H2>Options"), "2"),
        ("table", at("<TABLE"), at("</TABLE>"), ""),
        ("heading", at("<H2>Examples"), at("<H2>Examples"), "2"),
        ("paragraph", at("Print the ten"), at("Print the ten"), ""),
        ("code", at('<PRE class="example">'), at("</PRE>", at("example")), ""),
        ("heading", at("<H2>Notes"), at("<H2>Notes"), "2"),
        ("list", at("<UL>"), at("</UL>"), "bullet"),
    ]
    text = [b.text for b in blocks]
    assert text[1] == "Prints the worst timing paths of the current design."
    assert text[4] == "report_paths [-max_paths <count>]\n             [-group <name>] [-nets]"
    assert text[6] == (
        "| Option | Description |\n| --- | --- |\n"
        "| `-max_paths <count>` | Number of paths to print; the default is 5. |\n"
        "| `-group <name>` | Only paths of this path group. |\n"
        "| `-nets` | Adds a row for every net along the path. |"
    )
    assert text[8] == "Print the ten worst paths of group clk_core:"
    assert text[11] == (
        "- Slack is reported in nanoseconds.\n"
        "- Unconstrained paths are skipped:\n"
        "  1. paths without a required time,\n"
        "  2. paths through false-path exceptions.\n"
        "- Use `-nets` for fanout details."
    )
    assert blocks[6].section == ("report_paths", "Options")


@pytest.mark.parametrize(("page", "chrome"), [(SPHINX_PAGE, SPHINX_CHROME), (VENDOR_PAGE, VENDOR_CHROME)])
def test_navigation_and_footer_text_never_appears_in_a_block(page, chrome):
    texts = [b.text for b in read_html(page).blocks] + [t for b in read_html(page).blocks for t in b.section]
    for phrase in chrome:
        assert not [t for t in texts if phrase in t], phrase


# -- one test per construct -----------------------------------------------------------------------


def test_result_is_html_source_text_with_the_saved_lines():
    page = "<p>one</p>\r\n<p>two</p>\r\n"
    source = read_html(page)
    assert (source.format, source.verbatim, source.page_starts) == ("html", False, ())
    assert source.lines == split_lines(page)
    assert summary(source.blocks) == [("paragraph", 1, 1, ""), ("paragraph", 2, 2, "")]


def test_headings_take_their_level_and_nest_the_path():
    blocks = read("<h1>Tool</h1>\n<h2>Setup</h2>\n<h3>Files</h3>\n<p>x</p>\n<h2><code>run_it</code></h2>\n<p>y</p>")
    assert [(b.kind, b.text, b.info) for b in blocks if b.kind == "heading"] == [
        ("heading", "Tool", "1"), ("heading", "Setup", "2"), ("heading", "Files", "3"), ("heading", "run_it", "2"),
    ]
    assert blocks[3].section == ("Tool", "Setup", "Files")
    assert blocks[5].section == ("Tool", "run_it")


def test_paragraph_text_is_normalized_inline_text():
    (block,) = read('<p>Use <code>set_wire_rc</code>\n   with <b>care</b>: see <a href="x.html">the guide</a> &lt;here&gt;.</p>')
    assert block.kind == "paragraph"
    assert block.text == "Use `set_wire_rc` with care: see the guide <here>."


def test_pre_is_code_with_the_text_as_displayed():
    (block,) = read("<pre>\nif {$a &gt; 1} {\n\tputs &quot;big&quot;\n}\n</pre>")
    assert (block.kind, block.info) == ("code", "")
    assert block.text == 'if {$a > 1} {\n\tputs "big"\n}'


@pytest.mark.parametrize(
    "markup",
    [
        '<div class="highlight-tcl notranslate"><div class="highlight"><pre>puts hi</pre></div></div>',
        '<pre><code class="language-tcl">puts hi</code></pre>',
        '<div class="language-tcl highlighter-rouge"><div class="highlight"><pre class="highlight"><code>puts hi</code></pre></div></div>',
        '<pre class="sourceCode tcl"><code class="sourceCode tcl">puts hi</code></pre>',
    ],
)
def test_code_language_comes_from_highlighter_classes(markup):
    (block,) = read(markup)
    assert (block.kind, block.text, block.info) == ("code", "puts hi", "tcl")


def test_sphinx_default_language_is_left_unknown():
    (block,) = read('<div class="highlight-default notranslate"><div class="highlight"><pre>x</pre></div></div>')
    assert block.info == ""


def test_table_is_a_pipe_table():
    (block,) = read(
        "<table>\n<tr><th>Name</th><th>Type</th><th>Notes</th></tr>\n"
        "<tr><td><code>a|b</code></td><td colspan=2>wide\n cell</td></tr>\n</table>"
    )
    assert block.kind == "table"
    assert block.text == "| Name | Type | Notes |\n| --- | --- | --- |\n| `a\\|b` | wide cell |  |"
    assert (block.start_line, block.end_line) == (2, 6)


def test_nested_lists_are_one_list_block():
    (block,) = read('<ol start="3">\n<li><p>First</p>\n<ul><li>inner <em>one</em></li><li>inner two</li></ul></li>\n<li>Second</li>\n</ol>')
    assert (block.kind, block.info) == ("list", "ordered")
    assert block.text == "3. First\n  - inner one\n  - inner two\n4. Second"
    assert (block.start_line, block.end_line) == (2, 6)


def test_option_definition_list_becomes_an_option_table():
    (block,) = read("<dl>\n<dt><code>-verbose</code></dt><dd>Print more.</dd>\n<dt>--limit &lt;n&gt;</dt>\n<dd>Stop after n.</dd>\n</dl>")
    assert block.kind == "table"
    assert block.text == "| Option | Description |\n| --- | --- |\n| `-verbose` | Print more. |\n| --limit <n> | Stop after n. |"


def test_other_definition_list_becomes_term_definition_items():
    (block,) = read("<dl>\n<dt>HPWL</dt><dd>Half-perimeter\nwire length.</dd>\n<dt>WNS</dt><dt>worst slack</dt><dd>Worst negative slack.</dd>\n</dl>")
    assert (block.kind, block.info) == ("list", "bullet")
    assert block.text == "- HPWL: Half-perimeter wire length.\n- WNS, worst slack: Worst negative slack."


@pytest.mark.parametrize(
    ("markup", "info"),
    [
        ('<div class="admonition warning"><p class="admonition-title">Warning</p><p>Hot.</p></div>', "warning"),
        ('<div class="note"><p>Hot.</p></div>', "note"),
        ('<aside class="admonition note"><p>Hot.</p></aside>', "note"),
    ],
)
def test_admonition_is_a_directive_without_its_title(markup, info):
    (block,) = read(markup)
    assert (block.kind, block.text, block.info) == ("directive", "Hot.", info)


def test_admonition_body_keeps_each_block():
    (block,) = read('<div class="admonition tip">\n<p>Two steps:</p>\n<ul><li>a</li><li>b</li></ul>\n</div>')
    assert block.text == "Two steps:\n\n- a\n- b"
    assert (block.start_line, block.end_line) == (2, 5)


def test_images_and_figures_are_image_blocks():
    blocks = read('<p><img src="a.png" alt="Floor plan"></p>\n<img src="b.svg">\n<figure>\n<img src="c.png" alt="C">\n<figcaption>The C view</figcaption>\n</figure>')
    assert [(b.kind, b.text, b.start_line, b.end_line) for b in blocks] == [
        ("image", "![Floor plan](a.png)", 2, 2),
        ("image", "![](b.svg)", 3, 3),
        ("image", "![C](c.png)\nThe C view", 4, 7),
    ]


def test_loose_text_between_blocks_is_a_paragraph():
    blocks = read("<div>\n  Loose text\n  on two lines<br>\n  <h2>T</h2>\n  tail\n</div>")
    assert [(b.kind, b.text, b.start_line, b.end_line) for b in blocks] == [
        ("paragraph", "Loose text on two lines", 3, 4),
        ("heading", "T", 5, 5),
        ("paragraph", "tail", 6, 6),
    ]


# -- what is read and what is left out ------------------------------------------------------------


@pytest.mark.parametrize(
    "layout",
    [
        "<body><p>Outside</p><main><p>Inside</p></main></body>",
        '<body><p>Outside</p><div role="main"><p>Inside</p></div></body>',
        "<body><p>Outside</p><article><p>Inside</p></article></body>",
        '<body><div class="sphinxsidebar"></div><p>Outside</p><div class="document"><p>Inside</p></div></body>',
        '<body><p>Outside</p><div itemprop="articleBody"><p>Inside</p></div></body>',
    ],
)
def test_main_content_is_preferred_over_the_rest_of_the_body(layout):
    assert [b.text for b in read_html(layout).blocks] == ["Inside"]


def test_article_header_with_the_title_is_kept_but_the_site_header_is_not():
    page = "<body><header><p>Site banner</p></header><article><header><h1>Title</h1></header><p>x</p></article></body>"
    assert [b.text for b in read_html(page).blocks] == ["Title", "x"]


@pytest.mark.parametrize(
    "chrome",
    [
        "<nav><p>Menu</p></nav>",
        "<header><p>Banner</p></header>",
        "<footer><p>Legal</p></footer>",
        "<aside><p>Related</p></aside>",
        "<script>document.write('Tracker')</script>",
        "<style>p { color: red }</style>",
        "<noscript><p>Enable JS</p></noscript>",
        '<form action="/s"><p>Search</p><input name="q"></form>',
        '<div class="sidebar"><p>Links</p></div>',
        '<div class="sphinxsidebar"><p>Quick search</p></div>',
        '<ol class="breadcrumb"><li>Docs</li></ol>',
        '<div role="navigation"><p>Pages</p></div>',
        '<p hidden>Secret</p>',
        '<dl hidden><dt>-secret</dt><dd>Hidden option.</dd></dl>',
        '<p><a href="https://github.com/x/y/edit/main/a.md">Edit on GitHub</a></p>',
        '<p><a href="b.html">Next »</a> <a href="a.html">« Previous</a></p>',
        '<p><a href="b.html" rel="next">Routing</a></p>',
    ],
)
def test_site_chrome_is_dropped(chrome):
    blocks = read(f"<p>Kept</p>\n{chrome}\n<p>Also kept</p>")
    assert [b.text for b in blocks] == ["Kept", "Also kept"]


def test_headerlink_anchor_is_dropped_from_the_title():
    (block,) = read('<h2>Usage<a class="headerlink" href="#usage">¶</a></h2>')
    assert block.text == "Usage"


def test_page_without_readable_content_is_refused():
    with pytest.raises(BadInputError, match="no readable text"):
        read_html("<html><body><nav><a href='/'>Home</a></nav><script>app()</script></body></html>")


def test_markup_the_parser_rejects_is_refused_with_a_reason():
    """Found by tests/fuzz/fuzz_html.py: html.parser raises on an unknown marked section."""
    with pytest.raises(BadInputError, match="could not be parsed"):
        read_html("<p>text</p>\n<![CFATA[x]]>")


# -- spans ----------------------------------------------------------------------------------------


def test_minified_single_line_page_puts_every_block_on_line_one():
    page = (
        "<html><head><title>x</title></head><body><nav>n</nav><main><h1>A</h1><p>b</p><pre>c\nd</pre>"
        "<ul><li>e</li></ul><table><tr><td>f</td></tr></table></main></body></html>"
    )
    assert summary(read_html(page).blocks) == [
        ("heading", 1, 1, "1"), ("paragraph", 1, 1, ""), ("code", 1, 2, ""), ("list", 2, 2, "bullet"),
        ("table", 2, 2, ""),
    ]


def test_elements_on_one_line_each_span_that_line():
    blocks = read("<h1>A</h1><p>one</p>\n<p>two</p> <p>three</p>\n<ul><li>x</li></ul>")
    assert [(b.text, b.start_line, b.end_line) for b in blocks] == [
        ("A", 2, 2), ("one", 2, 2), ("two", 3, 3), ("three", 3, 3), ("- x", 4, 4),
    ]


def test_span_ends_at_the_line_of_the_end_tag():
    blocks = read("<p>\n  text\n\n</p>\n<div>\n<div>\n<p>inner</p>\n</div>\n<p\n  class='x'>after</p\n>\n</div>")
    assert [(b.text, b.start_line, b.end_line) for b in blocks] == [
        ("text", 2, 5), ("inner", 8, 8), ("after", 10, 12),
    ]


def test_implied_end_tags_end_with_the_last_content():
    blocks = read("<p>first\nstill first\n<p>second\n\n<ul>\n<li>a\n<li>b\n</ul>\n<table>\n<tr><td>1<td>2\n<tr><td>3<td>4\n</table>")
    assert [(b.kind, b.start_line, b.end_line) for b in blocks] == [
        ("paragraph", 2, 3), ("paragraph", 4, 4), ("list", 6, 9), ("table", 10, 13),
    ]
    assert blocks[2].text == "- a\n- b"
    assert blocks[3].text == "| 1 | 2 |\n| --- | --- |\n| 3 | 4 |"


def test_unclosed_elements_nested_deeper_than_the_recursion_limit_are_read():
    page = "<body>\n" + "<font size=2><P>para\n" * 1200 + "</body>"
    blocks = read_html(page).blocks
    assert [b.text for b in blocks] == ["para"] * 1200
    assert [(b.start_line, b.end_line) for b in blocks[:: 1199]] == [(2, 2), (1201, 1201)]


def test_markup_inside_comments_and_scripts_does_not_end_an_element():
    blocks = read("<div>\n<p>a <!-- </p> --> b\n<script>var s = '</p></div>';</script>\nc</p>\n</div>\n<p>d</p>")
    assert [(b.text, b.start_line, b.end_line) for b in blocks] == [("a b c", 3, 5), ("d", 7, 7)]


def test_tags_in_any_case_and_attributes_with_angle_brackets():
    blocks = read('<P TITLE="a > b">x</P>\n<PRE DATA-X="</pre>">y\n</PRE>')
    assert [(b.kind, b.text, b.start_line, b.end_line) for b in blocks] == [
        ("paragraph", "x", 2, 2), ("code", "y", 3, 4),
    ]


# -- every block reads what its lines show --------------------------------------------------------

_WORD_RE = re.compile(r"[A-Za-z0-9]+")
EDGE_PAGE = (
    "<body><main><h1>Edge</h1><p>a<b>bc</b>d</p><dl><dt>-x</dt><dd>one</dd></dl>"
    "<ol><li>p<li>q</ol><img src='z.png' alt='zed'></main></body>"
)


def added_by_the_reader(block) -> str:
    """Block text without what the reader writes itself: list markers, table rules and option headers."""
    text = block.text
    if block.kind == "list":
        text = re.sub(r"(?m)^\s*(?:-|\d+\.) ", "", text)
    if block.kind == "table":
        text = re.sub(r"(?m)^\| --- .*$", "", text.removeprefix("| Option | Description |"))
    return text


@pytest.mark.parametrize("page", [SPHINX_PAGE, VENDOR_PAGE, EDGE_PAGE])
def test_every_word_of_a_block_is_shown_on_its_lines(page):
    lines = split_lines(page)
    for block in read_html(page).blocks:
        raw = "\n".join(lines[block.start_line - 1 : block.end_line])
        # Image blocks read attributes (alt, src); every other block reads the text between tags.
        shown = html.unescape(raw if block.kind == "image" else re.sub(r"<[^>]*>", "", raw))
        for word in _WORD_RE.findall(added_by_the_reader(block)):
            assert word in shown, (word, block)
