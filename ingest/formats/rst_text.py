"""A docutils tree as the normalized text every reader produces (inline code in backticks, pipe tables)."""

from __future__ import annotations

import re

from docutils import nodes

from ingest.formats.tables import pipe_table, table_cell


def inline(node: nodes.Node) -> str:
    """Inline text: literals and interpreted text as Markdown code, other markup reduced to its text."""
    return " ".join(_inline_parts(node).split())


def _inline_parts(node: nodes.Node) -> str:
    if isinstance(node, nodes.Text):
        return str(node)
    if isinstance(node, (nodes.system_message, nodes.footnote_reference, nodes.raw, nodes.image)):
        return ""
    if isinstance(node, (nodes.literal, nodes.title_reference)):
        return _backticks(node.astext())
    return "".join(_inline_parts(child) for child in node.children)


def _backticks(code: str) -> str:
    fence = "``" if "`" in code else "`"
    return f"{fence}{code}{fence}"


def body_text(node: nodes.Element, *, in_cell: bool = False) -> str:
    """Nested body elements (list items, admonition bodies, table cells) as normalized text lines."""
    parts = (element_text(child, in_cell=in_cell) for child in node.children)
    return "\n".join(part for part in parts if part)


def element_text(node: nodes.Node, *, in_cell: bool = False) -> str:
    if isinstance(node, (nodes.paragraph, nodes.rubric, nodes.title, nodes.caption)):
        return inline(node)
    if isinstance(node, (nodes.literal_block, nodes.doctest_block, nodes.math_block)):
        if in_cell:
            return _backticks(" ".join(node.astext().split()))
        return f"```{node.get('language', '')}\n{node.astext()}\n```"
    if isinstance(node, (nodes.bullet_list, nodes.enumerated_list)):
        return list_text(node)
    if isinstance(node, (nodes.table, nodes.option_list, nodes.field_list)):
        return pipe_table(*table_rows(node))
    if isinstance(node, nodes.definition_list):
        rows = table_rows(node)
        return pipe_table(*rows) if rows[0] else _terms_text(node)
    if isinstance(node, (nodes.figure, nodes.image)):
        return image_text(node)
    if isinstance(node, nodes.line_block):
        return "\n".join(inline(line) for line in node.findall(nodes.line))
    if isinstance(node, (nodes.comment, nodes.target, nodes.substitution_definition, nodes.system_message,
                         nodes.raw, nodes.transition, nodes.Text)):
        return ""
    if isinstance(node, nodes.Element):
        return body_text(node, in_cell=in_cell)
    return ""


def list_text(node: nodes.Element) -> str:
    """One ``- item``/``N. item`` line per item; an item's further lines indented under its text."""
    ordered = isinstance(node, nodes.enumerated_list)
    first = int(node.get("start", 1))
    out: list[str] = []
    for number, item in enumerate(node.children, start=first):
        marker = f"{number}." if ordered else "-"
        item_lines = (body_text(item) or "").split("\n")
        out.append(f"{marker} {item_lines[0]}".rstrip())
        out.extend(f"{' ' * (len(marker) + 1)}{line}" if line else "" for line in item_lines[1:])
    return "\n".join(out)


def _terms_text(node: nodes.definition_list) -> str:
    """A definition list that is not about options reads as ``- term: definition`` lines."""
    out = []
    for item in node.children:
        term = " ".join(inline(t) for t in item.children if isinstance(t, (nodes.term, nodes.classifier)))
        definition = " ".join(_cell(d) for d in item.children if isinstance(d, nodes.definition))
        out.append(f"- {term}: {definition}" if definition else f"- {term}")
    return "\n".join(out)


def is_file_metadata(node: nodes.field_list) -> bool:
    """A field list before any content of the document is Sphinx file metadata (``:orphan:``, ``:tocdepth:``)."""
    parent = node.parent
    if not isinstance(parent, nodes.document):
        return False
    ignorable = (nodes.comment, nodes.target, nodes.substitution_definition, nodes.system_message)
    before = parent.children[: parent.index(node)]
    return all(isinstance(child, ignorable) for child in before)


def _cell(node: nodes.Element) -> str:
    text = inline(node) if isinstance(node, nodes.TextElement) else body_text(node, in_cell=True)
    return table_cell(text)


def table_rows(node: nodes.Element) -> tuple[list[str], list[list[str]]]:
    """Header and rows of a table, option list, field list or option-style definition list.

    A definition list whose terms are not all options (``-flag``, ``--flag <value>``) yields no
    header, so the caller renders it as a list instead.
    """
    if isinstance(node, nodes.option_list):
        return ["Option", "Description"], [
            [", ".join(o.astext() for group in _children(item, nodes.option_group) for o in group.children),
             " ".join(_cell(d) for d in _children(item, nodes.description))]
            for item in node.children if isinstance(item, nodes.option_list_item)
        ]
    if isinstance(node, nodes.field_list):
        return ["Field", "Value"], [
            [_cell(field[0]), _cell(field[1]) if len(field) > 1 else ""]
            for field in node.children if isinstance(field, nodes.field)
        ]
    if isinstance(node, nodes.definition_list):
        items = [item for item in node.children if isinstance(item, nodes.definition_list_item)]
        terms = [inline(item[0]) for item in items]
        if not terms or not all(re.match(r"^`*[-+/]{1,2}\w", term) for term in terms):
            return [], []
        return ["Option", "Description"], [
            [table_cell(term), " ".join(_cell(d) for d in item.children if isinstance(d, nodes.definition))]
            for term, item in zip(terms, items, strict=True)
        ]
    rows = [_row_cells(row) for group in _children(node, nodes.tgroup)
            for part in group.children if isinstance(part, (nodes.thead, nodes.tbody)) for row in part.children]
    return (rows[0], rows[1:]) if rows else ([], [])


def _children(node: nodes.Element, kind: type[nodes.Element]) -> list[nodes.Element]:
    """Direct children of one kind (``findall`` would also reach into nested lists and tables)."""
    return [child for child in node.children if isinstance(child, kind)]


def _row_cells(row: nodes.Element) -> list[str]:
    cells: list[str] = []
    for entry in row.children:
        cells.append(_cell(entry))
        cells.extend("" for _ in range(int(entry.get("morecols", 0))))
    return cells


def image_text(node: nodes.Element) -> str:
    """``![alt](uri)``, the figure's caption and legend on the following lines."""
    image = node if isinstance(node, nodes.image) else next(node.findall(nodes.image), None)
    caption = " ".join(inline(c) for c in node.findall(nodes.caption))
    legend = " ".join(_cell(lg) for lg in node.findall(nodes.legend))
    if image is None:
        return "\n".join(part for part in (caption, legend) if part)
    alt = image.get("alt", "") or caption
    return "\n".join(part for part in (f"![{alt}]({image['uri']})", caption if caption != alt else "", legend) if part)
