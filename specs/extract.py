"""One spec file -> passages, sentences with anchors and triples, structured entities.

Deterministic and local to the document (so re-ingesting one file touches only its rows):
names are keyed per IP, and documents of the same IP meet at shared name nodes
(``n:uart/ctrl.tx``) that each entity links to by a normalization triple.
"""

from __future__ import annotations

import hashlib
import re

from ingest.formats.blocks import Block, split_lines
from ingest.formats.markdown import parse_markdown
from specs.classify import parse_sentence
from specs.model import Anchor, Entity, EntityKind, Passage, Sentence, SpecDocument, Triple
from specs.names import entity_node, ip_of, mentions, name_node, normalize, signal_stem
from specs.passages import PassageDraft, Piece, draft_passages, list_pieces, sentence_pieces
from specs.tables import Row, Table, parse_table, row_sentence

_IDENT_TITLE = re.compile(r"^[A-Z][A-Z0-9_]*(?:\s*\.\s*[A-Z0-9_]+)?$")
_ATTRIBUTE_ITEM = re.compile(r"^\s*(?:[-*]\s*)?([A-Za-z ]+):\s*`?([^`]+)`?\s*$")
_TABLE_ENTITY: dict[str, EntityKind] = {"interrupts": "interrupt", "alerts": "alert", "signals": "signal"}


def _id(*parts: object) -> str:
    return hashlib.sha1("\x00".join(map(str, parts)).encode()).hexdigest()[:16]


class _Extractor:
    """Walks one document's passages, collecting entities, sentences and triples."""

    def __init__(self, scope: str, source: str, text: str, content_hash: str) -> None:
        self.lines = split_lines(text)
        self.blocks = parse_markdown(text)
        self.ip = ip_of(source)
        self.doc = SpecDocument(scope, source, content_hash, self.ip)
        self.module = entity_node(self.ip, "module", self.ip)
        self.known: dict[str, set[str]] = {}
        """Short and compound keys of this document's entities -> entity node ids."""
        self._add_entity(Entity(self.module, "module", self.ip, self.ip))

    def run(self) -> SpecDocument:
        self._register_summaries()
        for draft in draft_passages(self.blocks):
            self._passage(draft)
        return self.doc

    # entities ---------------------------------------------------------------------------

    def _add_entity(self, entity: Entity, *aliases: str) -> str:
        if entity.node_id in {e.node_id for e in self.doc.entities}:
            return entity.node_id
        self.doc.entities.append(entity)
        for alias in {entity.name, *aliases}:
            key = normalize(alias)
            self.known.setdefault(key, set()).add(entity.node_id)
            self.doc.extra_triples.append(Triple(entity.node_id, "named", name_node(self.ip, key), "normalization"))
        return entity.node_id

    def _register(self, name: str, attributes: tuple[tuple[str, str], ...] = ()) -> str:
        key = normalize(name)
        if key.startswith(self.ip + "."):
            key = key[len(self.ip) + 1 :]
        node = self._add_entity(Entity(entity_node(self.ip, "register", key), "register", self.ip, key, attributes))
        self.doc.extra_triples.append(Triple(node, "register of", self.module, "backbone"))
        return node

    def _register_summaries(self) -> None:
        """Registers listed in summary tables are known before any prose mentions them."""
        for block in self.blocks:
            if block.kind == "table":
                table = parse_table(block.text, block.start_line)
                if table.kind == "registers":
                    for row in table.rows:
                        self._register(row.get("name"), (("offset", row.get("offset")),))

    def _context(self, section: tuple[str, ...]) -> str:
        """The entity a section is about: the innermost heading naming a register or a field."""
        for title in reversed(section):
            if not _IDENT_TITLE.match(title.strip()):
                continue
            key = normalize(title)
            if "." in key:
                register = self._register(key.split(".")[0])
                field = self._add_entity(Entity(entity_node(self.ip, "field", key), "field", self.ip, key),
                                         key.split(".", 1)[1])
                self.doc.extra_triples.append(Triple(field, "field of", register, "backbone"))
                return field
            if key in self.known or self._is_register_section(section, title):
                return self._register(key)
        return self.module

    def _is_register_section(self, section: tuple[str, ...], title: str) -> bool:
        """A heading followed by an ``Offset:`` list defines a register even without a summary table."""
        for block in self.blocks:
            same = bool(block.section) and block.section[-1] == title
            if same and block.kind == "list" and "offset:" in block.text.lower():
                return True
        return False

    # passages ---------------------------------------------------------------------------

    def _passage(self, draft: PassageDraft) -> None:
        text = "\n".join(self.lines[draft.start_line - 1 : draft.end_line])
        passage_id = "p" + _id(self.doc.scope, self.doc.source, draft.start_line, draft.end_line)
        self.doc.passages.append(Passage(passage_id, self.doc.source, draft.start_line, draft.end_line,
                                         " / ".join(draft.section), text, self.ip))
        context = self._context(draft.section)
        for block in draft.blocks:
            if block.kind == "table":
                self._table(passage_id, block, draft, context)
            elif block.kind != "heading":
                for piece in self._pieces(block):
                    self._sentence(passage_id, piece, context, mentions(piece.text))

    def _pieces(self, block: Block) -> list[Piece]:
        if block.kind == "list":
            return list_pieces(block.text, block.start_line)
        if block.kind == "code":
            return [Piece(block.text, block.start_line, block.end_line, "code")]
        return sentence_pieces(block.text, block.start_line)

    def resolve(self, key: str) -> str:
        """The entity a name means when this document defines exactly one, else its name node."""
        found = self.known.get(key, set())
        return next(iter(found)) if len(found) == 1 else name_node(self.ip, key)

    def _sentence(self, passage_id: str, piece: Piece, context: str, names: list[str],
                  structural: tuple[Triple, ...] = ()) -> None:
        attribute = _ATTRIBUTE_ITEM.match(piece.text) if piece.block_kind == "list" else None
        if attribute and not structural and context.startswith("e:register:"):
            structural = (Triple(context, normalize(attribute.group(1)), attribute.group(2).strip(), "auxiliary"),)
            names = []
        parsed = parse_sentence(piece.text)
        nodes = [self.resolve(n) for n in names]
        main_names = set(mentions(parsed.main))
        main_nodes = [node for n, node in zip(names, nodes, strict=True) if n in main_names] or nodes
        primary = main_nodes[0] if main_nodes and not structural else context
        anchor = Anchor(parsed.category, _kind_of(primary), primary)
        triples = list(structural)
        relation = parsed.action or "states"
        triples += [Triple(primary, relation, other, "backbone") for other in main_nodes if other != primary]
        if not triples:
            triples.append(Triple(primary, relation, " ".join(parsed.main.split()[:12]), "backbone"))
        for marker, clause in parsed.conditions:
            triples.append(Triple(primary, marker, clause[:120], "auxiliary"))
            for name in mentions(clause):
                triples.append(Triple(primary, marker, self.resolve(name), "linking"))
        sentence_id = "s" + _id(passage_id, piece.line, piece.end_line, piece.text)
        mentioned = tuple(dict.fromkeys([*nodes, context]))
        self.doc.sentences.append(Sentence(sentence_id, passage_id, piece.line, piece.end_line, piece.text, anchor,
                                           tuple(dict.fromkeys(triples)), mentioned))

    def _table(self, passage_id: str, block: Block, draft: PassageDraft, context: str) -> None:
        table = parse_table(block.text, block.start_line)
        first, last = draft.table_rows or (block.start_line, block.end_line)
        for row in table.rows:
            if first <= row.line <= last:
                subject, triples = self._row_entity(table, row, context)
                text = row_sentence(table, row)
                if subject:
                    text = f"{subject.split('/', 1)[1]} ({subject.split(':')[1]}) -- {text}"
                names = mentions(text)
                piece = Piece(text, row.line, row.line, "table")
                if subject:
                    self._sentence(passage_id, piece, subject, names, tuple(triples))
                else:
                    self._sentence(passage_id, piece, context, names)

    def _row_entity(self, table: Table, row: Row, context: str) -> tuple[str, list[Triple]]:
        """The entity a structured row defines, with its attribute triples; "" for generic rows."""
        name = normalize(row.get("name", "interrupt name", "alert name", "pin name", "port name", "signal"))
        if not name or name == "reserved":
            return "", []
        if table.kind == "registers":
            node = self._register(name)
        elif table.kind == "fields" and context.startswith("e:register:"):
            register_key = context.split("/", 1)[1]
            key = f"{register_key}.{name}"
            node = self._add_entity(Entity(entity_node(self.ip, "field", key), "field", self.ip, key,
                                           tuple((h, v) for h, v in row.cells if v)), name)
            return node, [Triple(node, "field of", context, "backbone"), *_attributes(node, row)]
        elif table.kind in _TABLE_ENTITY:
            kind = _TABLE_ENTITY[table.kind]
            node = self._add_entity(Entity(entity_node(self.ip, kind, name), kind, self.ip, name,
                                           tuple((h, v) for h, v in row.cells if v)))
            return node, [Triple(node, f"{kind} of", self.module, "backbone"), *_attributes(node, row)]
        elif table.kind == "values" and context.startswith("e:field:"):
            return context, [Triple(context, "value", f"{row.get('value')} = {name}", "auxiliary")]
        else:
            return "", []
        return node, [Triple(node, "register of", self.module, "backbone"), *_attributes(node, row)]


def _attributes(node: str, row: Row) -> list[Triple]:
    return [Triple(node, header, value, "auxiliary") for header, value in row.cells
            if value and header not in {"name", "description"}]


def _kind_of(node: str) -> EntityKind:
    """The entity kind encoded in a node id; names guess from their shape."""
    if node.startswith("e:"):
        return node.split(":")[1]  # type: ignore[return-value]
    key = node.split("/", 1)[1]
    if "." in key:
        return "field"
    if signal_stem(key):
        return "signal"
    return "name"


def extract_document(scope: str, source: str, text: str, content_hash: str) -> SpecDocument:
    """Parse one specification file into its graph contribution."""
    return _Extractor(scope, source, text, content_hash).run()


__all__ = ["extract_document"]
