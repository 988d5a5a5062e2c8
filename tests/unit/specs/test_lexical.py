"""The spec lexicon matches a dotted register.field name to the register and field spelled apart."""

from specs.lexical import Lexicon, spec_terms


def _scores(docs, query: str) -> dict[str, float]:
    passages = [p for doc in docs for p in doc.passages]
    sentences = [s for doc in docs for s in doc.sentences]
    scores = Lexicon(passages, sentences).scores(query)
    return {f"{p.source.rsplit('/', 1)[-1]}:{p.section}": float(s) for p, s in zip(passages, scores, strict=True)}


def test_a_dotted_name_yields_its_register_and_field_as_terms():
    assert spec_terms("STATUS.TXEMPTY") == ["status.txempty", "status", "txempty"]
    assert spec_terms("see CTRL.LAMP_EN") == ["see", "ctrl.lamp_en", "ctrl.lamp", "en", "ctrl", "lamp_en", "lamp", "en"]


def test_a_question_naming_register_dot_field_meets_the_field_table_row(blinky_docs):
    scores = _scores(blinky_docs, "CTRL.DIM")
    assert scores["registers.md:Registers / CTRL / Fields"] > 0.0

