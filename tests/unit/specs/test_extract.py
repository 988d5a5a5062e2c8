"""Extraction on the fictional blinky spec: entities, exact lines, anchors and the four triple roles."""

from specs.model import ROLES


def _entity(docs, node_id):
    return next(e for d in docs for e in d.entities if e.node_id == node_id)


def test_register_table_becomes_registers_and_fields_with_attributes(blinky_docs):
    registers = blinky_docs[0]
    ids = {e.node_id for e in registers.entities}
    assert {"e:register:blinky/ctrl", "e:register:blinky/period", "e:field:blinky/ctrl.lamp_en"} <= ids
    wrap = dict(_entity(blinky_docs, "e:field:blinky/intr_state.wrap").attributes)
    assert wrap["bits"] == "0" and wrap["type"] == "rw1c" and wrap["reset"] == "0x0"
    offsets = {(t.subject, t.obj) for s in registers.sentences for t in s.triples if t.relation == "offset"}
    assert ("e:register:blinky/period", "0xc") in offsets


def test_field_description_is_anchored_on_its_field(blinky_docs):
    sentence = next(s for s in blinky_docs[0].sentences if s.text == "Halve the lamp brightness.")
    assert sentence.anchor.entity == "e:field:blinky/ctrl.dim"
    assert sentence.anchor.kind == "field"
    values = [t.obj for s in blinky_docs[0].sentences for t in s.triples if t.relation == "value"]
    assert "0x1 = half" in values


def test_every_sentence_points_at_the_lines_that_hold_it(blinky_docs, spec_lines):
    for doc, name in zip(blinky_docs, ["registers", "theory_of_operation", "interfaces", "programmers_guide"], strict=True):
        lines = spec_lines(f"blinky/doc/{name}.md")
        for sentence in doc.sentences:
            last_word = sentence.text.rstrip(".;`)|* ").split()[-1].strip("`[(*")
            span = "\n".join(lines[sentence.line - 1 : sentence.end_line])
            assert last_word.lower() in span.lower(), (sentence.line, sentence.text)
        for passage in doc.passages:
            assert passage.text == "\n".join(lines[passage.start_line - 1 : passage.end_line])


def test_procedural_sentence_has_backbone_auxiliary_and_linking_triples(blinky_docs):
    theory = blinky_docs[1]
    sentence = next(s for s in theory.sentences if s.text.startswith("If `temp_i` exceeds"))
    assert sentence.anchor.category == "procedural"
    roles = {t.role for t in sentence.triples}
    assert {"backbone", "auxiliary", "linking"} <= roles
    assert any(t.role == "linking" and t.obj == "n:blinky/temp_i" for t in sentence.triples)


def test_all_four_roles_and_normalization_to_shared_names(blinky_docs):
    roles = {t.role for d in blinky_docs for t in [*d.extra_triples, *(t for s in d.sentences for t in s.triples)]}
    assert roles == set(ROLES)
    normalization = {(t.subject, t.obj) for d in blinky_docs for t in d.extra_triples if t.role == "normalization"}
    # The interrupt (interfaces.md) and the INTR_STATE field (registers.md) meet at one name node.
    assert ("e:interrupt:blinky/wrap", "n:blinky/wrap") in normalization
    assert ("e:field:blinky/intr_state.wrap", "n:blinky/wrap") in normalization
    assert ("e:field:blinky/ctrl.lamp_en", "n:blinky/ctrl.lamp_en") in normalization


def test_interfaces_list_interrupts_alerts_and_signals(blinky_docs):
    kinds = {e.node_id: e.kind for e in blinky_docs[2].entities}
    assert kinds["e:interrupt:blinky/overheat"] == "interrupt"
    assert kinds["e:alert:blinky/fatal_fault"] == "alert"
    assert kinds["e:signal:blinky/temp_i"] == "signal"


def test_prose_mention_resolves_to_a_name_node_of_its_ip(blinky_docs):
    theory = blinky_docs[1]
    first = theory.sentences[0]
    assert "n:blinky/ctrl.lamp_en" in first.mentions
    assert first.anchor.entity == "n:blinky/ctrl.lamp_en"
