"""A bare field-table row scores as well as its field's description; containers do not pool."""

import numpy as np

from specs.entity_pool import leaf_entity_rows, pool_by_entity


def test_a_bare_field_row_and_its_description_form_one_group(blinky_docs):
    sentences = [s for doc in blinky_docs for s in doc.sentences]
    groups = leaf_entity_rows(sentences)
    entities = {sentences[rows[0]].anchor.entity: {sentences[r].text for r in rows} for rows in groups}
    dim = entities["e:field:blinky/ctrl.dim"]
    assert any(text.startswith("ctrl.dim (field)") for text in dim)
    assert "Halve the lamp brightness." in dim
    assert not any(entity.startswith(("e:register:", "e:module:")) for entity in entities)


def test_pooling_raises_each_member_to_the_best_of_its_group_only():
    similarity = np.array([0.1, 0.8, 0.3, 0.5])
    pooled = pool_by_entity(similarity, [np.array([0, 1]), np.array([2])])
    assert pooled.tolist() == [0.8, 0.8, 0.3, 0.5]
    assert similarity.tolist() == [0.1, 0.8, 0.3, 0.5]


def test_lexical_channel_scores_a_bare_field_row_as_its_fields_description(spec_graph, word_retriever):
    retriever = word_retriever(spec_graph)
    index = retriever.index(["global"])
    channels, _ = retriever.channels("halve the brightness", ["global"])
    bm25 = index.lexicon.scores("halve the brightness")
    blinky = [(spec_graph.passages[p].section, i) for i, p in enumerate(index.passage_ids)
              if spec_graph.passages[p].source == "specs/blinky/doc/registers.md"]
    table = next(i for s, i in blinky if s.endswith("CTRL / Fields"))
    description = max(bm25[i] for s, i in blinky if s.endswith("CTRL . DIM"))
    unrelated = next(i for s, i in blinky if s.endswith("PERIOD / Fields"))
    assert bm25[table] == 0.0 < description
    assert channels["lexical"][table] == description
    assert channels["lexical"][unrelated] == 0.0
