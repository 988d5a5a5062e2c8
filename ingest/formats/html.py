"""HTML reader: the main content of a saved manual page as blocks with exact line spans.

Saved documentation pages carry site chrome (navigation, banners, footers, sidebars, "Edit on
GitHub" and previous/next links) that would only pollute answers, so just the main content is
read. Citations count lines of the saved file, so a block spans from the line of its element's
start tag to the line of its end tag.

BeautifulSoup's ``html.parser`` builder is used because it records where every start tag begins.
It neither reports where elements end nor applies HTML's implied end tags (an unclosed ``<p>`` or
``<li>`` swallows what follows), so ``_close_implied`` restores the structure a browser would see
and ``_SourceMap`` derives end positions from the source.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from functools import partial

from bs4 import BeautifulSoup, NavigableString, PageElement, ParserRejectedMarkup, Tag
from bs4.element import PreformattedString

from edabot.errors import BadInputError
from ingest.formats.blocks import Block, split_lines
from ingest.formats.inline import collapse_spaces
from ingest.formats.source import SourceText
from ingest.formats.tables import pipe_table, table_cell

_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
_BLOCK_TAGS = frozenset(
    {
        "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details",
        "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "header",
        "hgroup", "hr", "html", "li", "main", "menu", "nav", "ol", "p", "pre", "section", "summary",
        "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", *_HEADINGS,
    }
)
_VOID_TAGS = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
)
_BLOCK_TAG_LIST = sorted(_BLOCK_TAGS)
# Elements read as one block; any other block-level element is a container of blocks.
_LEAF_TAGS = frozenset({"dl", "figure", "hr", "ol", "p", "pre", "ul", *_HEADINGS})
_CODE_TAGS = frozenset({"code", "kbd", "samp", "tt"})
_TABLE_PARTS = frozenset({"table", "thead", "tbody", "tfoot", "tr", "th", "caption", "colgroup", "col"})

# Start tags that end an open element of the key's name (the HTML spec's implied end tags).
_CLOSED_BY: dict[str, frozenset[str]] = {
    "p": frozenset(
        {
            "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figure",
            "footer", "form", "header", "hr", "main", "menu", "nav", "ol", "p", "pre", "section",
            "table", "ul", *_HEADINGS,
        }
    ),
    "li": frozenset({"li"}),
    "dt": frozenset({"dt", "dd"}),
    "dd": frozenset({"dt", "dd"}),
    "tr": frozenset({"tr", "tbody", "tfoot"}),
    "td": frozenset({"td", "th", "tr", "tbody", "tfoot"}),
    "th": frozenset({"td", "th", "tr", "tbody", "tfoot"}),
    "thead": frozenset({"tbody", "tfoot"}),
    "tbody": frozenset({"tbody", "tfoot"}),
}

_MAIN_SELECTORS = (
    "main", "[role=main]", "article", "div[itemprop=articleBody]", "div.body", "div.document",
    "div.rst-content", "body",
)
_CHROME_TAGS = frozenset(
    {
        "button", "footer", "form", "head", "iframe", "input", "link", "meta", "nav", "noscript",
        "script", "select", "style", "template", "textarea", "title",
    }
)
_CHROME_ROLES = frozenset({"banner", "complementary", "contentinfo", "navigation", "search"})
_CHROME_NAME_RE = re.compile(
    r"(?:site-?|page-|main-|top-)?(?:header|footer|nav|navbar|navigation|menu|sidebar|sidenav|"
    r"breadcrumbs?|masthead|topbar|toc)"
    r"|sphinxsidebar\w*|related|relbar\d?|rst-footer-buttons|footer-relations|prev-next-area"
    r"|wy-nav-\w+|wy-breadcrumbs\S*|wy-side-\w+|md-(?:header|footer|sidebar|tabs|nav)\S*"
    r"|headerlink|hash-link|skip-?link|linenos|admonition-title|section-number|viewcode-\w+"
    r"|(?:next|prev|previous)(?:[-_](?:page|link|button|topic))?",
    re.IGNORECASE,
)
_PAGE_LINK_RE = re.compile(
    r"\W*(?:(?:next|previous|prev)(?:\s+(?:page|topic|chapter|section))?"
    r"|edit (?:on|in) (?:github|gitlab|bitbucket)|edit this page|view page source|view source"
    r"|suggest an edit|improve this page)\W*",
    re.IGNORECASE,
)
_ADMONITIONS = (
    "note", "warning", "tip", "hint", "important", "caution", "danger", "attention", "error",
    "seealso", "todo",
)
_LANGUAGE_RE = re.compile(r"(?:language|lang|highlight)-([\w+#.-]+)", re.IGNORECASE)
_OPTION_TERM_RE = re.compile(r"`?--?[A-Za-z0-9]")

_RAW_TEXT_RE = re.compile(r"<!--.*?(?:-->|\Z)|(<(script|style)\b[^>]*>)(.*?)(?=</\2\s*>|\Z)", re.S | re.I)
_START_TAG_RE = re.compile(r"""<[^\s/>]+(?:[^>"']|"[^"]*"|'[^']*')*>""")
_CLOSE_TAG_RE = re.compile(r"</([A-Za-z][^\s/>]*)[^>]*>")


# A step of the document walk: an element whose children are walked, or a reader of one block.
_Step = Tag | Callable[[], Iterator[Block]]


def read_html(text: str) -> SourceText:
    """Blocks of the page's main content; ``lines`` are the saved file's lines."""
    lines = split_lines(text)
    source = "\n".join(lines)
    try:
        soup = BeautifulSoup(source, "html.parser")
    except ParserRejectedMarkup as error:  # e.g. a marked section ``<![FOO[`` that is not CDATA/IE
        raise BadInputError(
            "the HTML page could not be parsed (malformed markup such as an unknown <![...[ section); "
            "save the page again from the browser, or attach the manual's source"
        ) from error
    _close_implied(soup)
    blocks = list(_PageReader(source, soup).blocks())
    if not blocks:
        raise BadInputError(
            "the HTML page has no readable text in its main content (only navigation or scripts); "
            "save the page after it has rendered, or attach the manual's source"
        )
    return SourceText("html", lines, blocks, verbatim=False)


def _close_implied(root: Tag) -> None:
    """Move children whose start tag implicitly closed their parent out to follow it, as browsers do.

    Depth first with an explicit stack of (element, next child index): a page of unclosed
    ``<p>`` nests as deep as it has paragraphs. A moved child is then checked against the
    parent's own parent when that one resumes.
    """
    pending = [(root, 0)]
    while pending:
        element, i = pending.pop()
        closers = _CLOSED_BY.get(element.name, frozenset())
        while i < len(element.contents):
            child = element.contents[i]
            if isinstance(child, Tag):
                if child.name in closers:
                    for node in reversed(element.contents[i:]):
                        element.insert_after(node.extract())
                else:
                    pending += [(element, i + 1), (child, 0)]
                break
            i += 1


class _SourceMap:
    """Where elements start and end in the saved text.

    The parser gives each start tag's position. An element's end is found after its last child
    element: the first closing tag there is its own when the names agree; otherwise the element
    was closed implicitly (``<p>``, ``<li>``, ``<td>``) and ends with its last content. Comments
    and script/style bodies are blanked first so that markup inside them is not taken for tags.
    """

    def __init__(self, source: str, soup: BeautifulSoup) -> None:
        self._text = _RAW_TEXT_RE.sub(_blank_raw_text, source)
        self._line_starts = [0, *(m.end() for m in re.finditer("\n", source))]
        self._starts = sorted(self.start(tag) for tag in soup.find_all(True))
        self._closes: dict[int, tuple[int, int]] = {}
        self._last_starts: dict[int, int] = {}  # start of the last element within each element

    def line(self, offset: int) -> int:
        return bisect_right(self._line_starts, offset)

    def start(self, tag: Tag) -> int:
        if tag.sourceline is None or tag.sourcepos is None:
            return 0
        return self._line_starts[tag.sourceline - 1] + tag.sourcepos

    def open_end(self, tag: Tag) -> int:
        """Offset just past the start tag."""
        if tag.sourceline is None:
            return 0
        start = self.start(tag)
        match = _START_TAG_RE.match(self._text, start)
        if match:
            return match.end()
        close = self._text.find(">", start)
        return close + 1 if close >= 0 else len(self._text)

    def inner_end(self, tag: Tag) -> int:
        """Offset where the element's content stops: its end tag, or its last content."""
        return self._close(tag)[0]

    def end(self, tag: Tag) -> int:
        """Offset just past the element, end tag included."""
        return self._close(tag)[1]

    def lines_of(self, tag: Tag) -> tuple[int, int]:
        return self.line(self.start(tag)), self.line(max(self.end(tag), self.start(tag) + 1) - 1)

    def lines_between(self, lo: int, hi: int) -> tuple[int, int]:
        """Lines of the non-blank text between two offsets."""
        region = self._text[lo:hi]
        first = lo + len(region) - len(region.lstrip())
        last = lo + len(region.rstrip())
        return self.line(first), self.line(max(last, first + 1) - 1)

    def _close(self, tag: Tag) -> tuple[int, int]:
        """Ends along the chain of last children, innermost first (each needs the next one's end)."""
        chain = [tag]
        while id(chain[-1]) not in self._closes and (children := _child_tags(chain[-1])):
            chain.append(children[-1])
        for element in reversed(chain):
            if id(element) not in self._closes:
                children = _child_tags(element)
                last = self._last_starts[id(children[-1])] if children else self.start(element)
                self._last_starts[id(element)] = last
                self._closes[id(element)] = self._find_close(element, children)
        return self._closes[id(tag)]

    def _find_close(self, tag: Tag, children: list[Tag]) -> tuple[int, int]:
        if tag.sourceline is None:
            return len(self._text), len(self._text)
        open_end = self.open_end(tag)
        if tag.name in _VOID_TAGS or self._text[open_end - 2 : open_end] == "/>":
            return open_end, open_end
        cursor = self._closes[id(children[-1])][1] if children else open_end
        # Its end tag lies before the first element that starts after all of its own.
        i = bisect_right(self._starts, self._last_starts[id(tag)])
        bound = self._starts[i] if i < len(self._starts) else len(self._text)
        closing = _CLOSE_TAG_RE.search(self._text, cursor, bound)
        if closing and closing.group(1).lower() == tag.name:
            return closing.start(), closing.end()
        content_end = cursor + len(self._text[cursor : closing.start() if closing else bound].rstrip())
        return content_end, content_end


def _blank_raw_text(match: re.Match[str]) -> str:
    if match.group(1) is None:
        return re.sub(r"[^\n]", " ", match.group())
    return match.group(1) + re.sub(r"[^\n]", " ", match.group(3))


def _child_tags(tag: Tag) -> list[Tag]:
    return [child for child in tag.children if isinstance(child, Tag)]


def _names(tag: Tag) -> list[str]:
    """Class tokens and id: what page templates mark chrome with."""
    classes = tag.get("class")
    tokens = classes.split() if isinstance(classes, str) else list(classes or [])
    element_id = tag.get("id")
    return [*tokens, element_id] if isinstance(element_id, str) else tokens


def _attribute(tag: Tag, name: str) -> str:
    value = tag.get(name)
    return value if isinstance(value, str) else " ".join(value or [])




def _heading_title(text: str) -> str:
    """A title that is all code (``<h2><code>run_thing</code></h2>``) reads bare, as in Markdown."""
    if text.startswith("`") and text.endswith("`") and text.count("`") == 2:
        return text[1:-1].strip()
    return text


def _image_ref(img: Tag) -> str:
    return f"![{collapse_spaces(_attribute(img, 'alt'))}]({_attribute(img, 'src')})"


def _admonition_name(tag: Tag) -> str | None:
    if tag.name not in ("div", "aside", "section"):
        return None
    names = [name.lower() for name in _names(tag) if isinstance(name, str)]
    for name in names:
        if name in _ADMONITIONS:
            return name
        if name.startswith("markdown-alert-"):
            return name.removeprefix("markdown-alert-")
    return "admonition" if "admonition" in names else None


def _code_language(pre: Tag) -> str:
    """From the classes that Sphinx (``highlight-tcl``), highlighters (``language-tcl``) and pandoc set."""
    candidates = [pre, *pre.find_all("code", limit=1)]
    parent = pre.parent
    for _ in range(2):
        if parent is not None:
            candidates.append(parent)
            parent = parent.parent
    for element in candidates:
        names = _names(element)
        for name in names:
            match = _LANGUAGE_RE.fullmatch(name)
            if match and match.group(1).lower() != "default":
                return match.group(1).lower()
        if "sourceCode" in names:
            others = [name for name in names if name != "sourceCode"]
            if others:
                return others[0].lower()
        if data_lang := _attribute(element, "data-lang"):
            return data_lang.lower()
    return ""


class _PageReader:
    """Walks the main content in document order, keeping the heading path."""

    def __init__(self, source: str, soup: BeautifulSoup) -> None:
        self._map = _SourceMap(source, soup)
        self._root = _main_content(soup)
        self._root_is_article = self._root.name not in ("body", "html", BeautifulSoup.ROOT_TAG_NAME)
        self._path: list[tuple[int, str]] = []

    def blocks(self) -> Iterator[Block]:
        return self._walk(self._root)

    def _walk(self, root: Tag) -> Iterator[Block]:
        """Blocks in document order, depth first without recursion (legacy pages nest deeply)."""
        pending: list[_Step] = [root]
        while pending:
            step = pending.pop()
            if isinstance(step, Tag):
                pending.extend(reversed(self._steps(step)))
            else:
                yield from step()

    def _section(self) -> tuple[str, ...]:
        return tuple(title for _, title in self._path)

    def _block(self, kind: str, lines: tuple[int, int], text: str, info: str = "") -> Block:
        return Block(kind, lines[0], lines[1], text, self._section(), info)

    # -- what to read ---------------------------------------------------------------------------

    def _is_chrome(self, tag: Tag) -> bool:
        name = tag.name
        if name in _CHROME_TAGS or tag.has_attr("hidden") or _attribute(tag, "role") in _CHROME_ROLES:
            return True
        if name == "aside":
            return _admonition_name(tag) is None
        if name == "header":
            return not (self._root_is_article and tag.find(list(_HEADINGS)))
        if name not in _TABLE_PARTS and any(_CHROME_NAME_RE.fullmatch(token) for token in _names(tag)):
            return True
        if name == "a":
            return _attribute(tag, "rel") in ("next", "prev", "previous") or bool(
                _PAGE_LINK_RE.fullmatch(tag.get_text())
            )
        return False

    def _is_block(self, node: PageElement) -> bool:
        if not isinstance(node, Tag):
            return False
        if node.name in _BLOCK_TAGS or node.name in _CHROME_TAGS:
            return True
        # Inline chrome (a headerlink, a pager link) stays in its run; reading skips it.
        return not self._is_chrome(node) and node.find(_BLOCK_TAG_LIST) is not None

    # -- containers and loose text --------------------------------------------------------------

    def _steps(self, tag: Tag) -> list[_Step]:
        """What an element holding blocks reads as: child containers to walk and block readers.

        Runs of loose inline content between block children become paragraphs.
        """
        steps: list[_Step] = []
        children = list(tag.children)
        run: list[PageElement] = []
        lo = self._map.open_end(tag)
        i = 0
        while i < len(children):
            child = children[i]
            if not isinstance(child, Tag) or not self._is_block(child):
                run.append(child)
                i += 1
                continue
            steps.append(partial(self._loose, run, lo, self._map.start(child)))
            run = []
            last = i
            if self._is_chrome(child):
                pass
            elif self._is_option_list(child):
                last = self._option_list_run(children, i)
                group = [node for node in children[i : last + 1] if isinstance(node, Tag)]
                steps.append(partial(self._options_table, group))
                child = group[-1]
            elif self._is_container(child):
                steps.append(child)
            else:
                steps.append(partial(self._element, child))
            lo = self._map.end(child)
            i = last + 1
        steps.append(partial(self._loose, run, lo, self._map.inner_end(tag)))
        return steps

    def _is_container(self, tag: Tag) -> bool:
        """Whether ``tag`` (not chrome) holds blocks to walk rather than being read as one."""
        if tag.name == "p" and tag.find(_BLOCK_TAG_LIST) is not None:
            return True  # <font><p>a<font><p>b: the inner <p> ended the outer one in a browser
        if tag.name in _LEAF_TAGS or (tag.name == "div" and "figure" in _names(tag)):
            return False
        if tag.name == "table":
            return self._is_layout_table(tag)
        return _admonition_name(tag) is None

    def _loose(self, run: list[PageElement], lo: int, hi: int) -> Iterator[Block]:
        text = self._inline(run)
        if text:
            yield self._block("paragraph", self._map.lines_between(lo, hi), text)
        else:
            yield from self._images(run)

    def _images(self, nodes: Iterable[PageElement]) -> Iterator[Block]:
        for node in nodes:
            if not isinstance(node, Tag) or self._is_chrome(node):
                continue
            images = [node] if node.name == "img" else node.find_all("img")
            for img in images:
                yield self._block("image", self._map.lines_of(img), _image_ref(img))

    def _element(self, tag: Tag) -> Iterator[Block]:
        name = tag.name
        if name in _HEADINGS:
            yield from self._heading(tag)
        elif name == "p":
            text = self._inline(tag.children)
            if text:
                yield self._block("paragraph", self._map.lines_of(tag), text)
            else:
                yield from self._images(tag.children)
        elif name == "pre":
            yield self._block("code", self._map.lines_of(tag), self._displayed(tag).strip("\n"), _code_language(tag))
        elif name == "table":
            yield from self._table(tag)
        elif name in ("ul", "ol"):
            lines = self._list_lines(tag, 0)
            if lines:
                yield self._block("list", self._map.lines_of(tag), "\n".join(lines), "ordered" if name == "ol" else "bullet")
        elif name == "dl":
            yield from self._term_list(tag)
        elif name == "figure" or (name == "div" and "figure" in _names(tag)):
            yield from self._figure(tag)
        elif (admonition := _admonition_name(tag)) is not None:
            body = "\n\n".join(block.text for block in self._walk(tag))
            yield self._block("directive", self._map.lines_of(tag), body, admonition)

    # -- text -----------------------------------------------------------------------------------

    def _inline(self, nodes: Iterable[PageElement], skip: frozenset[str] = frozenset()) -> str:
        """Running text: code as backticks, other markup dropped, whitespace collapsed."""
        return collapse_spaces(self._text(nodes, skip, preformatted=False))

    def _displayed(self, pre: Tag) -> str:
        """Preformatted text as a browser shows it: entities decoded, line breaks kept."""
        return self._text(pre.children, frozenset(), preformatted=True)

    def _text(self, nodes: Iterable[PageElement], skip: frozenset[str], preformatted: bool) -> str:
        """Text of ``nodes`` in document order, without recursion (unclosed ``<font>`` nests deeply).

        Plain ``str`` items on the stack are separators to emit once an element's content is done.
        """
        parts: list[str] = []
        pending: list[PageElement | str] = list(reversed(list(nodes)))
        while pending:
            node = pending.pop()
            if isinstance(node, NavigableString):
                if not isinstance(node, PreformattedString):
                    parts.append(node)
            elif isinstance(node, str):
                parts.append(node)
            elif isinstance(node, Tag) and node.name not in skip and not self._is_chrome(node):
                if node.name == "br":
                    parts.append("\n" if preformatted else " ")
                elif node.name in _CODE_TAGS and not preformatted:
                    code = collapse_spaces(node.get_text())
                    parts.append(f"`{code}`" if code else "")
                else:
                    separator = " " if node.name in _BLOCK_TAGS and not preformatted else ""
                    parts.append(separator)
                    pending.append(separator)
                    pending.extend(reversed(node.contents))
        return "".join(parts)

    # -- block kinds ----------------------------------------------------------------------------

    def _heading(self, tag: Tag) -> Iterator[Block]:
        title = _heading_title(self._inline(tag.children))
        if not title:
            return
        level = int(tag.name[1])
        while self._path and self._path[-1][0] >= level:
            self._path.pop()
        self._path.append((level, title))
        yield self._block("heading", self._map.lines_of(tag), title, str(level))

    def _is_layout_table(self, table: Tag) -> bool:
        """Legacy pages lay the whole page out in tables; those hold blocks rather than data."""
        return (
            _attribute(table, "role") == "presentation"
            or "highlighttable" in _names(table)
            or table.find(["table", "pre", *_HEADINGS]) is not None
        )

    def _table(self, table: Tag) -> Iterator[Block]:
        rows: list[list[str]] = []
        for tr in table.find_all("tr"):
            if tr.find_parent("table") is not table or self._is_chrome(tr):
                continue
            cells: list[str] = []
            for cell in tr.find_all(["td", "th"], recursive=False):
                cells.append(table_cell(self._inline(cell.children)))
                span = _attribute(cell, "colspan")
                cells.extend([""] * (int(span) - 1 if span.isdigit() and int(span) > 1 else 0))
            if any(cells):
                rows.append(cells)
        if not rows:
            return
        if "option-list" in _names(table):  # docutils' option lists, written as tables without a header
            header, body = ["Option", "Description"], rows
        else:
            header, body = rows[0], rows[1:]
        yield self._block("table", self._map.lines_of(table), pipe_table(header, body))

    def _list_lines(self, tag: Tag, depth: int) -> list[str]:
        ordered = tag.name == "ol"
        start = _attribute(tag, "start")
        number = int(start) if start.isdigit() else 1
        lines: list[str] = []
        for item in tag.find_all("li", recursive=False):
            if self._is_chrome(item):
                continue
            text = self._inline(item.children, skip=frozenset({"ul", "ol"}))
            if text:
                lines.append("  " * depth + (f"{number}. " if ordered else "- ") + text)
                number += 1
            for nested in item.find_all(["ul", "ol"]):
                if nested.find_parent(["ul", "ol"]) is tag and not self._is_chrome(nested):
                    lines.extend(self._list_lines(nested, depth + 1))
        return lines

    def _definitions(self, dl: Tag) -> list[tuple[str, str]]:
        """(terms, definition) pairs; several terms or definitions in a row are joined."""
        pairs: list[tuple[list[str], list[str]]] = []
        for part in dl.find_all(["dt", "dd"]):
            if part.find_parent("dl") is not dl or self._is_chrome(part):
                continue
            text = self._inline(part.children)
            if not pairs or (part.name == "dt" and pairs[-1][1]):
                pairs.append(([], []))
            pairs[-1][0 if part.name == "dt" else 1].append(text)
        return [(", ".join(t for t in terms if t), " ".join(d for d in defs if d)) for terms, defs in pairs]

    def _is_option_list(self, tag: Tag) -> bool:
        if tag.name != "dl":
            return False
        pairs = self._definitions(tag)
        return bool(pairs) and all(_OPTION_TERM_RE.match(term) for term, _ in pairs)

    def _option_list_run(self, children: list[PageElement], first: int) -> int:
        """Index of the last of consecutive option lists (Sphinx writes one ``<dl>`` per option)."""
        last = first
        for j in range(first + 1, len(children)):
            node = children[j]
            if isinstance(node, Tag) and self._is_option_list(node):
                last = j
            elif not (isinstance(node, NavigableString) and not node.strip()):
                break
        return last

    def _options_table(self, dls: list[Tag]) -> Iterator[Block]:
        rows = [[table_cell(term), table_cell(text)] for dl in dls for term, text in self._definitions(dl)]
        lines = self._map.line(self._map.start(dls[0])), self._map.lines_of(dls[-1])[1]
        yield self._block("table", lines, pipe_table(["Option", "Description"], rows))

    def _term_list(self, dl: Tag) -> Iterator[Block]:
        items = [f"- {term}: {text}" if text else f"- {term}" for term, text in self._definitions(dl) if term or text]
        if items:
            yield self._block("list", self._map.lines_of(dl), "\n".join(items), "bullet")

    def _figure(self, figure: Tag) -> Iterator[Block]:
        refs = [_image_ref(img) for img in figure.find_all("img") if not self._is_chrome(img)]
        caption = figure.find("figcaption") or figure.find(class_="caption")
        if isinstance(caption, Tag) and (text := self._inline(caption.children)):
            refs.append(text)
        if refs:
            yield self._block("image", self._map.lines_of(figure), "\n".join(refs))


def _main_content(soup: BeautifulSoup) -> Tag:
    for selector in _MAIN_SELECTORS:
        found = soup.select_one(selector)
        if found is not None and found.get_text(strip=True):
            return found
    return soup
